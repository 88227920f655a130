"""The league file itself: the one seam to SQLite or a PostgreSQL server, opening, migrations, backups,
maintenance, copies, access and format, failures in words, and who writes (members, permits, the audit log)."""
