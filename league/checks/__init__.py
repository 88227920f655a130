"""Every rule a whole season, one game's save or one roster change must satisfy before it is stored, the
season file's references, what a season leaves unfinished, and the alerts the committee acts on."""
