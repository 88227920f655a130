"""The commands' tournament side (SPEC 10.6): pool standings, the bracket, one game, the built-in rulebooks.

`standings` and `playoffs` hand a season with pools to `pool_standings` and `tournament_playoffs` here;
Gray's output stays as section 7 says. Each loads its own view and wording inside it (start-up speed).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys

from league.texts import printable
from store.db import Store, open_league
from tui.cli.arguments import Refused, league_path


def _say(text: str) -> None:
    print(printable(text, keep="\n"))


def pool_standings(store: Store, args: argparse.Namespace) -> int:
    """Each pool's table (`--pool P` one of them), its rank within the pool: JSON, CSV or tables side by side."""
    from store.tournament_view import load_tournament  # noqa: PLC0415 - each command loads only its own view
    from tui.text.pool_text import pool_tiebreak_lines, pools_csv, pools_json, pools_lines  # noqa: PLC0415

    view = load_tournament(store, args.season, args.as_of)
    tables = view.bracket.pools
    if args.pool is not None:
        tables = tuple(t for t in tables if t.pool.code == args.pool)
        if not tables:
            known = ", ".join(p.code for p in view.season.pools)
            raise Refused(f"--pool: no pool {args.pool!r} in {view.season.name} (pools: {known})")
    if args.json:
        print(json.dumps(pools_json(tables, view.rulebook, explain=args.explain), indent=2))
        return 0
    if args.csv:
        sys.stdout.write(pools_csv(tables, view.rulebook))
        return 0
    as_of = f" as of {args.as_of.isoformat()}" if args.as_of else ""
    _say(f"Pool standings{as_of} ({view.rulebook.title}, {view.rulebook.cite('tiebreakers')})")
    _say("\n".join(pools_lines(tables, view.rulebook, shutil.get_terminal_size().columns)))
    if args.explain:
        _say("\nTiebreaks:")
        _say("\n".join(f"  {line}" for line in pool_tiebreak_lines(tables)))
    return 0


def tournament_playoffs(store: Store, args: argparse.Namespace) -> int:
    """The pools' places and the bracket: `--json` SPEC 10.6's shape, else each division's tree."""
    from store.tournament_view import load_tournament  # noqa: PLC0415 - each command loads only its own view
    from tui.text.bracket_text import bracket_lines, playoffs_json  # noqa: PLC0415

    view = load_tournament(store, args.season)
    if args.json:
        print(json.dumps(playoffs_json(view.bracket), indent=2))
        return 0
    places = view.bracket.places
    for table in view.bracket.pools:
        order = places.get(table.pool.code)
        said = ", ".join(order) if order else f"not fixed yet ({table.games_left} games to decide)"
        _say(f"{table.pool.name}: {said}")
    _say("")
    _say("\n".join(bracket_lines(view.bracket, view.season, view.outcomes)))
    return 0


def run_game(args: argparse.Namespace) -> int:
    """One game's result and what it caused (SPEC 10.6 `game ID --json`), or the same as lines."""
    from league.suspensions import season_suspensions  # noqa: PLC0415 - each command loads only its own view
    from store.tournament_view import load_tournament  # noqa: PLC0415
    from tui.text.game_json import forfeit_why, game_json, game_lines  # noqa: PLC0415

    with open_league(league_path(args), read_only=True) as store:
        view = load_tournament(store, args.season)
    game = view.season.game(args.game)
    if game is None:
        raise Refused(f"game: no game {args.game!r} in {view.season.name}")
    suspensions = season_suspensions(view.season, view.rulebook)
    outcome = view.outcomes.get(game.id)  # what the game counts as (`league.counted_result`), forfeits included
    data = game_json(view.season, view.rulebook, game, outcome, suspensions)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        _say("\n".join(game_lines(data, view.season, forfeit_why(game, outcome, view.season, view.rulebook))))
    return 0


def run_discipline(args: argparse.Namespace) -> int:
    """Every ejection, disqualified team and disqualified goalie (SPEC 10.6 `discipline --json`), or lines."""
    from league.discipline_report import discipline_report  # noqa: PLC0415 - each command loads only its own view
    from store.season_load import load_season, season_rulebook  # noqa: PLC0415
    from tui.text.discipline_report_text import discipline_json, discipline_lines  # noqa: PLC0415

    with open_league(league_path(args), read_only=True) as store:
        season = load_season(store, args.season)
    report = discipline_report(season, season_rulebook(season))
    if args.json:
        print(json.dumps(discipline_json(report), indent=2))
    else:
        _say("\n".join(discipline_lines(report, season)))
    return 0


def run_disqualify(args: argparse.Namespace) -> int:
    """The committee disqualifies a team from a game on (T7): audit-logged, its games from there forfeits."""
    from store.rulings import record_disqualification  # noqa: PLC0415 - each command loads only its own view

    with open_league(league_path(args), read_only=args.read_only) as store:
        record_disqualification(store, args.season, args.team, args.game, args.reason)
    _say(f"Disqualified {args.team} from {args.game} on: {args.reason.strip()} (recorded in the audit log)")
    return 0


def run_suspend(args: argparse.Namespace) -> int:
    """The committee's suspension ruling (T6): audit-logged, on top of what the rules derive."""
    from store.rulings import record_suspension_ruling  # noqa: PLC0415 - each command loads only its own view

    games = None if args.rest else args.games
    with open_league(league_path(args), read_only=args.read_only) as store:
        record_suspension_ruling(store, args.season, args.player, args.game, games, args.reason)
    length = "the rest of the tournament" if games is None else f"{games} game{'s' if games != 1 else ''}"
    _say(f"Suspended {args.player} for {length} from {args.game}: {args.reason.strip()} (recorded in the audit log)")
    return 0


def run_goalies(args: argparse.Namespace) -> int:
    """The goalie competition (SPEC 10.4 TH7, 10.6 `goalies --json`); refused under a rulebook without one."""
    from league.goalie_competition import goalie_competition  # noqa: PLC0415 - each command loads only its own
    from store.season_load import load_season, season_rulebook  # noqa: PLC0415
    from store.season_names import resolve_season  # noqa: PLC0415
    from tui.text.goalies_text import goalies_json, goalies_lines  # noqa: PLC0415

    with open_league(league_path(args), read_only=True) as store:
        season = load_season(store, resolve_season(store, args.season))
    rulebook = season_rulebook(season)
    if not rulebook.tournament.goalie_competition:
        raise Refused(f"goalies: the {rulebook.title} rulebook ({rulebook.name}) has no goalie competition")
    competition = goalie_competition(season, rulebook)
    if args.json:
        print(json.dumps(goalies_json(competition), indent=2))
    else:
        _say("\n".join(goalies_lines(competition, rulebook, {p.id: p.name for p in season.players})))
    return 0


def run_rulebooks(args: argparse.Namespace) -> int:
    """The built-in rulebooks: name, title, and the text each follows."""
    from league.rulebooks import rulebook_named, rulebook_names  # noqa: PLC0415

    books = [rb for name in rulebook_names() if (rb := rulebook_named(name)) is not None]
    if args.json:
        rows = [{"name": rb.name, "title": rb.title, "source": rb.source} for rb in books]
        print(json.dumps({"rulebooks": rows}, indent=2))
        return 0
    width = max(len(rb.name) for rb in books)
    for rb in books:
        _say(f"{rb.name:<{width}}  {rb.title} ({rb.source})")
    return 0
