"""`python -m rinkbook`: the installed name of the command, forwarding to `tui.cli` (the code lives in
`league/`, `store/` and `tui/`; this package only gives the command the name people type)."""
