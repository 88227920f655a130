"""Reads: a season loaded as `league` values and the read views the screens and commands show (standings,
playoffs, a tournament, discipline, attendance, what-if). Never imports `store/writes/`."""
