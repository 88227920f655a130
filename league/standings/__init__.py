"""The standings: each team's record, the tiebreak criteria, the table with its broken ties explained, the race to
the playoff places, a tournament's pools and a season read under another rulebook (what-if)."""
