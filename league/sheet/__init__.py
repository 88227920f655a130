"""A game's scoresheet as the rules read it: one replay of the sheet (`replay.replay_sheet`), what it derives
(penalties, ejections, the game's end, bench outs), the lineups, the shootout, period scores and the sheet
as the scorer reads it (`lines`). Not the player CSV (`store/season_files/signup_csv_*`) nor the printed sheet."""
