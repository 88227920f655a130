"""A tournament's season file, version 2 (docs/season-file.md#a-tournaments-parts): the four example events import,
check clean and round-trip byte for byte; version 1 and unknown rulebooks are refused; a tournament's references are
checked; a schema 11 league file gains schema 12's tables and columns keeping its data."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from league.checks.season import check_season
from league.rulebooks import COORS
from league.season.errors import RuleViolation
from store.file.db import open_league
from store.file.maintenance import check_league
from store.season_files.csv_formats import schedule_csv
from store.season_files.import_export import import_season_file
from store.season_files.reader import parse_season, parse_season_text
from store.season_files.stream import export_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season, season_rulebook
from store.views.standings import load_standings
from tests.store.schema_steps import migrated_at_open, undo_schema_12

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
EVENTS = ("coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic")
ALL_FIVE = ("gray", "coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic")
# A season naming a rulebook none of the five is, refused as every reader of it says it.
UNKNOWN_NHL = f"rulebook: unknown rulebook 'nhl' (built in: {', '.join(ALL_FIVE)}) (season file)"


def event(name: str) -> Path:
    return FIXTURES / f"tournament-{name}.json"


def _without_empty_penalties(data: dict[str, Any]) -> dict[str, Any]:
    """The example with a game's empty penalty list left out: a list that holds nothing is not written."""
    for game in data["games"]:
        if game.get("penalties") == []:
            del game["penalties"]
    return data


@pytest.mark.parametrize("name", EVENTS)
def test_an_example_event_imports_checks_clean_and_exports_the_same_bytes_again(name, empty_league, tmp_path):
    import_season_file(empty_league, event(name))
    assert check_league(empty_league) == []
    exported = export_season_text(empty_league)
    season = load_season(empty_league)
    assert season_to_text(season) == exported  # the streamed export and the whole one agree
    # The same fields in the same order as the example (written with indent 2; an export indents by 1).
    assert json.loads(exported) == _without_empty_penalties(json.loads(event(name).read_text()))
    assert list(json.loads(exported)) == list(json.loads(event(name).read_text()))
    assert json.loads(exported)["version"] == 2
    again = tmp_path / "again.json"
    again.write_text(exported, encoding="utf-8")
    with open_league(tmp_path / "second.db", create=True) as second:
        import_season_file(second, again)
        assert export_season_text(second) == exported
        assert load_season(second) == season


def test_a_tournament_keeps_its_shape_rulings_and_sheet_fields_through_the_store(empty_league):
    read = parse_season_text(event("three-on-three").read_bytes())
    import_season_file(empty_league, event("three-on-three"))
    stored = load_season(empty_league)
    assert stored == read
    assert [p.code for p in stored.pools] == ["A", "B", "C", "D"]
    assert stored.pools[3].teams == ("TEA", "MAR", "NAV", "OLV")
    assert stored.disqualifications[0].team == "OLV"
    assert any(g.goalie for g in stored.games) and any(g.shots for g in stored.games)
    assert any(goal.penalty_shot for g in stored.games for goal in g.goals)
    # A knockout game's kind is its bracket slot's; a pool game's is taken from its stage.
    slots = {b.id: b.kind for b in stored.bracket}
    assert all(g.kind == slots[g.series] for g in stored.games if g.stage == "playoff" and g.series)
    assert {g.kind for g in stored.games if g.stage == "regular"} == {None}
    cole = parse_season_text(event("cole-harbour-classic").read_bytes())
    assert [p.id for p in cole.players if p.elite] and any(g.lineup_waiver for g in cole.games)
    assert cole.suspension_rulings[0].games == 1


def test_a_gray_file_keeps_version_1_and_its_playoff_games_no_kind(league_file):
    text = export_season_text(league_file)
    assert json.loads(text)["version"] == 1
    assert {g.kind for g in load_season(league_file).games} == {None}


def _example(name: str = "coors-cup") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(event(name).read_text())
    return data


def _refusals(data: dict[str, Any]) -> list[str]:
    try:
        season = parse_season(data)
    except RuleViolation as refused:
        return [str(p) for p in refused.problems]
    return [str(p) for p in check_season(season, season_rulebook(season))]


def test_a_version_1_file_holding_a_version_2_field_is_refused_naming_the_first(example_path):
    gray = json.loads(example_path.read_text())
    gray["pools"] = [{"code": "A", "name": "Pool A", "teams": ["RED"]}]
    assert _refusals(gray) == ['pools: is a version 2 field: a file holding it says "version": 2 (season file)']
    coors = _example()
    coors["version"] = 1
    assert _refusals(coors)[0].startswith("players[156].same_person_as: is a version 2 field")
    gray = json.loads(example_path.read_text())
    gray["games"][3]["penalties"][0]["kind"] = "gross-misconduct"
    assert _refusals(gray)[0].startswith("games[3].penalties[0].kind: is a version 2 field")


def test_an_unknown_rulebook_is_refused_listing_the_five(empty_league, tmp_path):
    data = _example()
    data["rulebook"] = "nhl"
    path = tmp_path / "nhl.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        import_season_file(empty_league, path)
    assert str(refused.value.problems[0]) == UNKNOWN_NHL
    assert load_season_count(empty_league) == 0


def test_a_stored_season_of_an_unknown_rulebook_is_refused_alike_by_every_reader(league_file, example_season):
    """A file a newer rinkbook wrote with a rulebook this one lacks: the season's rulebook, the standings read
    in SQL and the schedule sheet each refuse it in the same words, listing the five built in."""
    with league_file.writing() as db:
        db.execute_sql("UPDATE season SET rulebook = 'nhl'")
    for read in (
        lambda: season_rulebook(load_season(league_file)),
        lambda: load_standings(league_file),
        lambda: schedule_csv(replace(example_season, rulebook="nhl")),
    ):
        with pytest.raises(RuleViolation) as refused:
            read()
        assert str(refused.value.problems[0]) == UNKNOWN_NHL


def load_season_count(store: Any) -> int:
    with store.reading() as db:
        return int(db.execute_sql('SELECT count(*) FROM "season"').fetchone()[0])


def _set(path: list[Any], value: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


# Coors Cup: pools A, B (OPEN) and C, D (MASTERS); games[0] is G001 GRN v BLU (pool A), games[12] OPEN-SF1.
REFERENCE_REFUSALS = {
    "an unknown pool team": (_set(["pools", 0, "teams", 2], "ZZZ"), r"^pools\[0\]\.teams\[2\]: unknown team ZZZ"),
    "a team in two pools": (
        _set(["pools", 1, "teams", 0], "RED"),
        r"^pools\[1\]\.teams\[0\]: RED is already in pool A \(Coors Cup\)",
    ),
    "a pool of no division": (_set(["pools", 2, "division"], "JUNIOR"), r"^pools\[2\]\.division: unknown division"),
    "a pool game across pools": (
        _set(["games", 0, "away"], "WHT"),
        r"^games\[0\]\.away: a pool game joins two teams of one pool",
    ),
    "a knockout game of no slot": (_set(["games", 12, "series"], "OPEN-QF9"), r"^games\[12\]\.series: no bracket slot"),
    "a pool place past the pool's size": (
        _set(["bracket", 0, "sides", 0], "pool:A:4"),
        r"^bracket\[0\]\.sides\[0\]: pool A has 3 teams: there is no place 4",
    ),
    "a winner of another division's slot": (
        _set(["bracket", 2, "sides", 0], "winner:MASTERS-SF1"),
        r"^bracket\[2\]\.sides\[0\]: no other slot MASTERS-SF1 in division OPEN",
    ),
    "a bad side": (_set(["bracket", 0, "sides", 0], "first:A"), r"^bracket\[0\]\.sides: \[0\] 'first:A' is not a side"),
    "a pool place in other digits": (  # int() reads it as place 10: no side is written so
        _set(["bracket", 0, "sides", 0], "pool:A:1٠"),
        r"^bracket\[0\]\.sides: \[0\] 'pool:A:1٠' is not a side",
    ),
    "an even series": (_set(["bracket", 0, "best_of"], 2), r"^bracket\[0\]\.best_of: 2 is not an odd number"),
    "a slot kind unknown": (_set(["bracket", 0, "kind"], "semi"), r"^bracket\[0\]\.kind: 'semi' is not one of play-in"),
    "a disqualification in another team's game": (
        _set(["suspension_rulings", 0, "game"], "G001"),
        r"^suspension_rulings\[0\]\.game: P0071's team does not play in G001",
    ),
    "a ruling of no games": (_set(["suspension_rulings", 0, "games"], 0), r"^suspension_rulings\[0\]\.games: must be"),
    "a goalie on a team": (_set(["games", 0, "goalie"], "P0001"), r"^games\[0\]\.goalie: P0001 plays for RED"),
    "one person twice in one division": (
        _set(["players", 156, "team"], "RED"),  # P0022 plays for BLU, of the same division
        r"^players\[156\]\.same_person_as: P0157 and P0022 are one person",
    ),
    "a second registration without a reason": (
        _set(["players", 156, "same_person_as", "reason"], ""),
        r"^players\[156\]\.same_person_as\.reason: must not be empty",
    ),
    "shots fewer than goals": (
        _set(["games", 1, "shots"], {"home": 0, "away": 0}),
        r"^games\[1\]\.shots\.(home|away): 0 shots is fewer than the \d+ goals",
    ),
    "a period score not a pair": (
        _set(["games", 1, "period_scores"], [[1, 0, 2]]),
        r"^games\[1\]\.period_scores: \[0\]",
    ),
}


@pytest.mark.parametrize("case", sorted(REFERENCE_REFUSALS))
def test_a_tournament_reference_that_does_not_fit_is_refused_naming_its_field(case):
    change, message = REFERENCE_REFUSALS[case]
    data = _example()
    change(data)
    found = _refusals(data)
    assert any(re.search(message, p) for p in found), found
    # Only the Coors Cup's own citations (its rule numbers or its title), never a Gray rule number.
    cited = {c for p in found for c in re.findall(r"\((rule [0-9.]+)\)", p)}
    assert cited <= set(dict(COORS.citations).values()), found


def test_a_schema_11_file_gains_the_tournament_tables_at_open_keeping_its_data(league_file):
    with migrated_at_open(league_file, lambda store: undo_schema_12(store.db)) as store:
        assert check_league(store) == []
        assert store.db.execute_sql('SELECT count(*) FROM "pool"').fetchone()[0] == 0


def test_a_coin_toss_between_goalies_is_read_stored_and_written_back(empty_league, tmp_path):
    data = _example("three-on-three")
    data["coin_tosses"] = [{"teams": ["P0053", "P0054"], "order": ["P0054", "P0053"]}]
    assert _refusals(data) == []
    path = tmp_path / "tossed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    import_season_file(empty_league, path)
    assert json.loads(export_season_text(empty_league))["coin_tosses"] == data["coin_tosses"]
    data["coin_tosses"] = [{"teams": ["P0053", "ZZZ"], "order": ["ZZZ", "P0053"]}]
    assert _refusals(data) == [
        "coin_tosses[0].teams[0]: unknown team P0053 (season file)",
        "coin_tosses[0].teams[1]: unknown team ZZZ (season file)",
    ]


def test_stored_period_scores_that_are_not_pairs_are_named_by_check(empty_league):
    data = _example("coors-cup")
    import_season_file(empty_league, event("coors-cup"))
    with empty_league.writing() as db:
        db.execute_sql('UPDATE "game" SET "period_scores" = ? WHERE "gid" = ?', ("[[1, 0], [2]]", "G001"))
        db.execute_sql('UPDATE "game" SET "period_scores" = ? WHERE "gid" = ?', ("[[1, 0], [0, 2]]", "G002"))
    found = check_league(empty_league)
    assert any("(G001): period_scores '[[1, 0], [2]]' is not period scores" in line for line in found), found
    assert not any("G002" in line for line in found), found
    assert data["games"][0]["id"] == "G001"
