"""Who plays for whom: the rosters on any date, eligibility, the draft, transfers and swaps, balance, sign-up
rows and the next season's rollover."""
