"""Suspensions: where each comes from, where it is served, when it lapses, and a season's discipline as one
report. In-game ejections are the sheet's (`league/sheet/ejections.py`), a team's disqualification
a result's (`league/results/disqualification.py`)."""
