"""The example season file's text, season files with refusals, written to disk, and a file's digest."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

EXAMPLE_TEXT = (Path(__file__).resolve().parents[1] / "fixtures/season-2002-03.json").read_text()


EXAMPLE_DATA = json.loads(EXAMPLE_TEXT)


def file_digest(store) -> str:
    """A digest of every row of every table: equal digests mean an unchanged league."""
    with store.reading() as db:
        return hashlib.sha256("\n".join(db.connection().iterdump()).encode()).hexdigest()


def write(tmp_path: Path, data) -> Path:
    path = tmp_path / "incoming.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def player(pid: str, team: str | None, **fields) -> dict:
    base = {
        "id": pid,
        "name": f"New Player {pid}",
        "born": "1970-05-05",
        "position": "F",
        "class": "B",
        "rating": 50,
        "number": None,
        "status": "active",
        "team": team,
    }
    return {**base, **fields}


def _change(edit):
    data = json.loads(EXAMPLE_TEXT)  # a fresh copy: parsing it again is a third of `copy.deepcopy`'s time
    data["season"] = "2003-04"  # a new season, so only the broken rule can refuse it
    edit(data)
    return data


def _games(data, gid):
    return next(g for g in data["games"] if g["id"] == gid)


# Season files each refused for one rule, by name: (an edit of the example, or the file's text; the refusal's words).
# An edit is applied to a fresh copy of the example when a test asks for its file (`refused_file`): applied when the
# module was imported, the 33 copies of the example (18 ms each) were made in every test process, whichever tests it
# ran.
REFUSALS: dict[str, tuple[Callable[[dict], object] | str, str]] = {
    "broken json": ('{"format": "rinkbook.season", "version": 1,', r"line 1 column \d+: not valid JSON"),
    "wrong version": (lambda d: d.update(version=3), r"version: version 3 is not supported"),
    "wrong format": (lambda d: d.update(format="hockey"), r"format: must be 'rinkbook.season'"),
    "bad date": (
        lambda d: d["games"][3].update(date="2002-13-01"),
        r"games\[3\]\.date: '2002-13-01' is not a date",
    ),
    "wrong type": (
        lambda d: d["players"][0].update(rating="high"),
        r"players\[0\]\.rating: must be a whole number",
    ),
    "unknown team": (
        lambda d: d["games"][0].update(home="PNK"),
        r"games\[0\]\.home: unknown team PNK",
    ),
    "duplicate id": (
        lambda d: d["players"].append(player("P001", None)),
        r"players\[86\]: P001 appears twice",
    ),
    "14th skater": (
        lambda d: d["players"].extend([player("P901", "RED"), player("P902", "RED")]),
        r"players\[87\]\.team: Red would have 14 skaters when the season starts \(at most 13\) \(rule 2\)",
    ),
    "transfer makes a 14th": (
        lambda d: (
            d["players"].append(player("P901", "RED")),
            d["transfers"].append({"player": "P010", "to": "RED", "date": "2002-11-01", "reason": "x"}),
        ),
        r"transfers\[2\]: Red would have 14 skaters on 2002-11-01 \(at most 13\) \(rule 2\)",
    ),
    "class D without override": (
        lambda d: d["players"].append(player("P901", None, **{"class": "D"})),
        r"players\[86\]: P901 New Player P901 is a class D player.*no committee override is recorded \(rule 1\)",
    ),
    "underage": (
        lambda d: d["players"].append(player("P901", None, born="1981-01-01")),
        r"players\[86\]: P901 New Player P901 is 21 on 2002-12-31; .*at least 22 .*\(rule 1\)",
    ),
    "dressed off the roster": (
        lambda d: _games(d, "R02")["dressed"]["RED"].append("P070"),
        r"games\[1\]\.dressed\.RED\[13\]: P070 is not on Red's roster on 2002-10-06 \(rule 2\)",
    ),
    "dressed for both teams": (
        lambda d: _games(d, "R02")["dressed"]["RED"].append("P053"),
        r"games\[1\]\.dressed\.RED\[13\]: P053 is already dressed for Blue in this game \(rule 18\)",
    ),
    "goalie not allowed to stand in": (
        lambda d: (
            d["players"].append(player("P901", None, position="G")),
            _games(d, "R02")["dressed"]["RED"].append("P901"),
        ),
        r"games\[1\]\.dressed\.RED\[13\]: P901 may not stand in as a goalie.*\(rule 18\)",
    ),
    "shift by an undressed player": (
        lambda d: _games(d, "R02")["shifts"]["RED"][0]["players"].append("P023"),
        r"games\[1\]\.shifts\.RED\[0\]\.players\[3\]: "
        r"P023 played Red's shift 1 in game R02 but is not dressed for Red \(rule 9\)",
    ),
    "shift in the wrong group": (
        lambda d: _games(d, "R02")["shifts"]["BLU"][0]["players"].append("P052"),
        r"games\[1\]\.shifts\.BLU\[0\]\.players\[2\]: P052 plays F, not in a D shift \(rule 9\)",
    ),
    "goals disagree with the score": (
        lambda d: _games(d, "R02").update(score={"home": 2, "away": 4}),
        r"games\[1\]\.goals: the goals give 1-4 but the score is 2-4 \(rule 16\)",
    ),
    "tied playoff game": (
        lambda d: _games(d, "SF1-1").update(score={"home": 3, "away": 3}, overtime=False),
        r"games\[33\]\.score: a playoff game cannot end tied.*\(rule 23\)",
    ),
    "drop after the deadline": (
        lambda d: d["drops"][2].update(decided_on="2003-01-04"),
        r"drops\[2\]\.decided_on: no player may be dropped after 2002-12-31 \(rule 10\)",
    ),
    "substitute after the deadline": (
        lambda d: d["substitutes"][2].update(date="2003-01-07"),
        r"substitutes\[2\]\.date: no substitute may be added after 2002-12-31 \(rule 11\)",
    ),
    "substitute before the drop": (
        lambda d: d["substitutes"][0].update(date="2002-11-12"),
        r"substitutes\[0\]\.date: 2002-11-12 is before the drop's decision: a substitute joins on or after "
        r"2002-11-13, the day P069 was dropped \(rule 11\)",
    ),
    "suspended player dressed": (
        lambda d: _games(d, "R21")["dressed"]["RED"].append("P019"),
        r"games\[20\]\.dressed\.RED\[\d+\]: P019 is suspended: game misconduct \(fighting\) in R17, his 1st of the "
        r"season; 1 of 1 game still to serve \(rule 5\)",
    ),
    "illegal lineup not forfeited": (
        lambda d: _games(d, "R05").update(dressed={**_games(d, "R05")["dressed"], "WHT": ["P039", "P040"]}),
        r"games\[4\]\.dressed\.WHT: White: 2 skaters and 0 goalies dressed: a team needs 5 skaters and a goalie, "
        r"or 6 skaters; record its forfeit \(rule 6\)",
    ),
    "goal after the forfeiting penalty": (
        lambda d: _games(d, "R01").update(
            score={"home": 1, "away": 0},
            goals=[{"team": "BLK", "scorer": "P001", "assists": [], "period": 3, "time": "14:59"}],
        ),
        r"games\[0\]\.goals\[0\]: the game ended at period \d \d\d:\d\d \(penalties\): "
        r"nothing can be recorded after it "
        r"\(rule 4\)",
    ),
    "events in a game forfeited before the start": (
        lambda d: _games(d, "R10").update(score={"home": 2, "away": 1}),
        r"games\[9\]\.late_start: GRN started more than 15 minutes late and forfeits before the start.*\(rule 6\)",
    ),
    "ruling contradicts a derived forfeit": (
        lambda d: _games(d, "R10").update(forfeit={"team": "BLK", "reason": "no-show"}),
        r"games\[9\]\.forfeit\.team: the sheet makes GRN forfeit \(late start\), not BLK \(rule 6\)",
    ),
    "two substitutes for one drop": (
        lambda d: d["substitutes"].append({"player": "P081", "team": "BLU", "date": "2002-12-08", "replaces": "P054"}),
        r"substitutes\[3\]\.replaces: P054 already has a substitute \(rule 11\)",
    ),
    "a seventh team": (
        lambda d: d["teams"].append({"code": "PNK", "name": "Pink"}),
        r"teams\[6\]: the league has 6 teams, not 7 \(rule 2\)",
    ),
    "rostered goalie as an official substitute": (
        lambda d: d["substitute_goalies"].append("P077"),
        r"substitute_goalies\[2\]: P077 is on a team's roster, not an official substitute \(rule 18\)",
    ),
    "first round missing a team": (
        lambda d: d["draft"].update(first_round=["BLK", "RED", "GRN", "WHT", "BLU", "BLU"]),
        r"draft\.first_round: the first round must name every team once \(rule 2\)",
    ),
    "year 1 date": (
        lambda d: d["transfers"][0].update(date="0001-01-01"),
        r"transfers\[0\]\.date: '0001-01-01' is not a date",
    ),
    "negative score": (
        lambda d: _games(d, "R02").update(score={"home": -1, "away": 4}),
        r"games\[1\]\.score\.home: -1 is out of range",
    ),
    "huge number": (
        lambda d: _games(d, "R02").update(rooms=[1, 2**70]),
        r"games\[1\]\.rooms: must be two room numbers",
    ),
    "infinite refund": (
        '{"format": "rinkbook.season", "version": 1, "drops": [{"refund": Infinity}]}',
        r"Infinity is not a number",
    ),
    "deeply nested": ("[" * 100_000 + "]" * 100_000, r"not a readable season file"),
    "unknown rulebook": (lambda d: d.update(rulebook="nhl"), r"rulebook: unknown rulebook 'nhl'"),
}


def refused_file(name: str) -> tuple[dict | str, str]:
    """The season file `REFUSALS` names `name`, a fresh copy (the example changed by its edit, or its text), and the
    words of its refusal."""
    made, message = REFUSALS[name]
    return (made if isinstance(made, str) else _change(made)), message
