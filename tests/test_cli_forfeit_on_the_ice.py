"""A game forfeited on the ice and made final on the scoresheet counts alike everywhere after: the standings,
`rinkbook standings --json`, `rinkbook game ID --json` and the playoffs, at the forfeit score and for the team
that won by forfeit, whoever led when the game ended."""

from __future__ import annotations

import json
from pathlib import Path

from league.bracket.engine import bracket
from league.rulebooks import GRAY
from league.standings.records import regular_outcomes
from league.standings.table import standings
from store.file.db import Store, open_league
from store.season_files.import_export import import_season, import_season_file
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.cli import main
from tui.text.scoresheet_entry import EntryContext, parse_entry


def typed(store: Store, game_id: str, *lines: str) -> str:
    """Each line entered on the game's sheet and saved as the scoresheet saves it; the last line's words."""
    done = ""
    for line in lines:
        season = load_season(store)
        change = parse_entry(line, EntryContext(season.game(game_id), season, GRAY))
        save_game(store, season.name, change.game, change.decision, change.reason)
        done = change.done
    return done


def tenth_penalty(store: Store, game_id: str, team: str) -> list[str]:
    """Ten minors to `team`'s dressed players, a minute apart in the second period: its 10th counted penalty."""
    dressed = load_season(store).game(game_id).dressed_for(team)
    return [f"pen {team} {dressed[i % len(dressed)]} minor 2 {i + 1}:00" for i in range(10)]


def cli_json(capsys, db: Path, *argv: str) -> dict:
    assert main(["--db", str(db), *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_tenth_penalty_forfeit_counts_at_the_forfeit_score_in_the_standings_and_their_json(tmp_path, capsys):
    """Blue led White 1-0 at its 10th counted penalty: White wins 1-0 by forfeit (Gray rules 4 and 19)."""
    db = tmp_path / "league.db"
    with open_league(db, create=True) as store:
        import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    before = {row["team"]: row for row in cli_json(capsys, db, "standings")["standings"]}
    with open_league(db) as store:
        typed(store, GAME, "dress WHT all", "dress BLU all", "goal BLU 13 1 05:00")
        said = typed(store, GAME, *tenth_penalty(store, GAME, "BLU"), "final")
        season = load_season(store)
    assert said.startswith("final White 1, Blue 0, a forfeit win for White")
    after = {row["team"]: row for row in cli_json(capsys, db, "standings")["standings"]}
    moved = {team: {k: after[team][k] - before[team][k] for k in ("gp", "w", "l", "pts", "gf", "ga")} for team in after}
    assert moved["WHT"] == {"gp": 1, "w": 1, "l": 0, "pts": 2, "gf": 1, "ga": 0}
    assert moved["BLU"] == {"gp": 1, "w": 0, "l": 1, "pts": 0, "gf": 0, "ga": 1}
    table = standings(tuple(t.code for t in season.teams), regular_outcomes(season, GRAY), GRAY, season.coin_tosses)
    assert [(r["team"], r["pts"], r["gf"], r["ga"]) for r in after.values()] == [
        (row.team, row.record.pts, row.record.gf, row.record.ga) for row in table.rows
    ]
    game = cli_json(capsys, db, "game", GAME)
    assert (game["score"], game["played_score"]) == ({"home": 1, "away": 0}, {"home": 0, "away": 1})
    assert (game["winner"], game["decided_in"], game["forfeit"]) == (
        "WHT",
        "forfeit",
        {"team": "BLU", "cause": "penalties"},
    )


def test_a_playoff_game_forfeited_on_the_ice_is_won_by_the_other_team_in_its_series(tmp_path, capsys):
    """SF1 game 2: White leads Red 1-0, then takes its 10th counted penalty. Red, 1-0 up in the best of three,
    wins the game by forfeit and the series 2-0 (Gray rule 21)."""
    data = json.loads(EXAMPLE.read_text())
    data["games"].append(
        {"id": "SF1-2", "stage": "playoff", "date": "2002-12-22", "time": "20:15", "home": "WHT", "away": "RED"}
        | {"rooms": [3, 4], "status": "scheduled", "series": "SF1", "no": 2}
    )
    source = tmp_path / "ahead.json"
    source.write_text(json.dumps(data))
    db = tmp_path / "league.db"
    with open_league(db, create=True) as store:
        import_season_file(store, source)
        typed(store, "SF1-2", "dress WHT all", "dress RED all", "goal WHT 11 1 05:00")
        said = typed(store, "SF1-2", *tenth_penalty(store, "SF1-2", "WHT"), "final")
        season = load_season(store)
    assert said.startswith("final White 0, Red 1, a forfeit win for Red")
    series = {s["id"]: s for s in cli_json(capsys, db, "playoffs")["series"]}["SF1"]
    assert (series["wins"], series["winner"]) == ({"RED": 2, "WHT": 0}, "RED")
    table = standings(tuple(t.code for t in season.teams), regular_outcomes(season, GRAY), GRAY, season.coin_tosses)
    state = bracket(season, GRAY, table).known("SF1")
    assert (state.winner, state.wins_of("RED"), state.wins_of("WHT")) == ("RED", 2, 0)
