"""Each write of a committee action: one checked transaction, audit-logged, refused when another window changed
what it was based on (`stale`); a CSV import is one of them (`csv_import`)."""
