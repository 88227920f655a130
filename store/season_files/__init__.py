"""Season files in and out: the season file (JSON) read and written, exported a page at a time, imported;
and the CSVs read and written: the sign-up (player) CSV, schedules and the cells every CSV writes."""
