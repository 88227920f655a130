"""The schedule written as CSV gives each game's result as the standings count it: a game a disqualification
forfeits at the forfeit score with `forfeited_by`, the one played included, the one still scheduled too.
Cole Harbour's example: Nav is disqualified from G009 on (played 3-1); G015 is never played."""

from __future__ import annotations

import csv
import io

from store.season_files.csv_formats import schedule_csv
from store.season_files.reader import parse_season_text


def test_a_disqualifications_forfeits_are_written_as_the_results_they_count_as(example_path):
    season = parse_season_text((example_path.parent / "tournament-cole-harbour-classic.json").read_bytes())
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO(schedule_csv(season)))}
    cells = ("home_score", "away_score", "overtime", "forfeited_by")
    assert [rows["G009"][c] for c in cells] == ["0", "5", "", "NAV"]
    assert [rows["G015"][c] for c in cells] == ["5", "0", "", "NAV"]
    assert [rows["G001"][c] for c in cells][3] == ""  # two teams in good standing: no forfeit
