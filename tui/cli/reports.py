"""One game's result and what it caused, the goalie competition, and the built-in rulebooks: each loads its own
view and wording inside it (start-up speed)."""

from __future__ import annotations

import argparse
import json

from store.file.db import open_league
from tui.cli.arguments import Refused, league_path
from tui.cli.opened import say


def run_game(args: argparse.Namespace) -> int:
    """One game's result and what it caused: `--json`, or the same as lines."""
    from league.discipline.suspensions import season_suspensions
    from store.views.tournament import load_tournament
    from tui.text.game_json import forfeit_why, game_json, game_lines

    with open_league(league_path(args), read_only=True) as store:
        view = load_tournament(store, args.season)
    game = view.season.game(args.game)
    if game is None:
        raise Refused(f"game: no game {args.game!r} in {view.season.name}")
    suspensions = season_suspensions(view.season, view.rulebook)
    outcome = view.outcomes.get(game.id)  # what the game counts as (`league.results.counted_result`), forfeits included
    data = game_json(view.season, view.rulebook, game, outcome, suspensions)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        say("\n".join(game_lines(data, view.season, forfeit_why(game, outcome, view.season, view.rulebook))))
    return 0


def run_goalies(args: argparse.Namespace) -> int:
    """The goalie competition (`--json`, or lines); refused under a rulebook without one."""
    from league.stats.goalie_competition import goalie_competition
    from store.views.season_load import load_season, season_rulebook
    from store.views.season_names import resolve_season
    from tui.text.goalies_text import goalies_json, goalies_lines

    with open_league(league_path(args), read_only=True) as store:
        season = load_season(store, resolve_season(store, args.season))
    rulebook = season_rulebook(season)
    if not rulebook.tournament.goalie_competition:
        raise Refused(f"goalies: the {rulebook.title} rulebook ({rulebook.name}) has no goalie competition")
    competition = goalie_competition(season, rulebook)
    if args.json:
        print(json.dumps(goalies_json(competition), indent=2))
    else:
        say("\n".join(goalies_lines(competition, rulebook, {p.id: p.name for p in season.players})))
    return 0


def run_rulebooks(args: argparse.Namespace) -> int:
    """The built-in rulebooks: name, title, and the text each follows."""
    from league.rulebooks import rulebook_named, rulebook_names

    books = [rb for name in rulebook_names() if (rb := rulebook_named(name)) is not None]
    if args.json:
        rows = [{"name": rb.name, "title": rb.title, "source": rb.source} for rb in books]
        print(json.dumps({"rulebooks": rows}, indent=2))
        return 0
    width = max(len(rb.name) for rb in books)
    for rb in books:
        say(f"{rb.name:<{width}}  {rb.title} ({rb.source})")
    return 0
