"""The bracket: one engine for a league's playoffs and a tournament's knockout games, its slots' sides,
its checks, and knockout eligibility. Its templates are rulebook data (`league/rules/bracket_templates.py`)."""
