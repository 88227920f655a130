"""The plain values of a season, mirroring the season file, and the small value helpers every rule reads:
ids, whole numbers, dates, texts, the changes between two values, game counts. Imports nothing else of `league`."""
