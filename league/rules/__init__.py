"""The rules as data: a rulebook's shape, game formats, in-game discipline, the infractions a rulebook knows,
the bracket templates a rulebook or the new-tournament form names, and who may do what once people sign in.
The built-in rulebooks are `league/rulebooks/`."""
