"""`standings --rulebook NAME` and `playoffs --rulebook NAME`: the season as another built-in rulebook would
count it (`league.standings.what_if`), the file opened read-only. Under the season's own rulebook the output is the
command's own, byte for byte; under another, the JSON gains `what_if` and the text says "what if:" first."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from typing import Any

from league.season.texts import printable
from league.standings.what_if import WhatIf
from store.file.db import open_league
from store.season_files.csv_cells import csv_text
from tui.cli.arguments import Refused, league_path
from tui.cli.opened import say


def _load(args: argparse.Namespace, as_of: bool = True) -> WhatIf:
    from league.rulebooks import rulebook_named, unknown_rulebook  # each command loads its own
    from store.views.what_if import load_what_if

    if rulebook_named(args.rulebook) is None:  # refused before the file is opened, listing the built-in ones
        raise Refused(f"--rulebook: {unknown_rulebook(args.rulebook).message}")
    with open_league(league_path(args), read_only=True) as store:  # a what-if writes nothing
        return load_what_if(store, args.season, args.rulebook, args.as_of if as_of else None)


def _with_what_if(data: dict[str, Any], w: WhatIf) -> dict[str, Any]:
    from tui.text.what_if_text import what_if_json

    return {**data, "what_if": what_if_json(w)} if w.changed else data


def _heading(w: WhatIf, csv: bool = False) -> None:
    """The what-if's heading and readings: on stderr for a CSV (its stdout stays one table), else first."""
    from tui.text.what_if_text import reading_lines, what_if_heading, what_if_note

    if not w.changed:
        return
    lines = [what_if_heading(w), what_if_note(w), *(f"- {line}" for line in reading_lines(w)), ""]
    print(printable("\n".join(lines), keep="\n"), file=sys.stderr if csv else sys.stdout)


def what_if_standings(args: argparse.Namespace) -> int:
    """The standings under `--rulebook`: Gray's one table or each pool's, as the command prints them."""
    from league.bracket.engine import tournament_bracket
    from tui.text.pool_text import pool_tiebreak_lines, pools_cells, pools_json, pools_lines
    from tui.text.standings_text import league_table_text, standings_cells, standings_json

    w = _load(args)
    if not w.rulebook.has_pools:
        if args.pool is not None:
            raise Refused(f"--pool: {w.season.name} read under {w.rulebook.name} has no pools (one table)")
        table = w.table()
        if args.json:
            print(json.dumps(_with_what_if(standings_json(table, explain=args.explain), w), indent=2))
            return 0
        _heading(w, args.csv)
        if args.csv:
            sys.stdout.write(csv_text(*standings_cells(table)))
            return 0
        say(league_table_text(table, args.as_of, args.explain))
        return 0
    tables = tournament_bracket(w.season, w.rulebook, w.outcomes).pools
    if args.pool is not None:
        tables = tuple(t for t in tables if t.pool.code == args.pool)
        if not tables:
            known = ", ".join(p.code for p in w.season.pools)
            raise Refused(f"--pool: no pool {args.pool!r} in {w.season.name} read under {w.rulebook.name} ({known})")
    if args.json:
        print(json.dumps(_with_what_if(pools_json(tables, w.rulebook, explain=args.explain), w), indent=2))
        return 0
    _heading(w, args.csv)
    if args.csv:
        sys.stdout.write(csv_text(*pools_cells(tables, w.rulebook)))
        return 0
    as_of = f" as of {args.as_of.isoformat()}" if args.as_of else ""
    say(f"Pool standings{as_of} ({w.rulebook.title}, {w.rulebook.cite('tiebreakers')})")
    say("\n".join(pools_lines(tables, w.rulebook, shutil.get_terminal_size().columns)))
    if args.explain:
        say("\nTiebreaks:\n" + "\n".join(f"  {line}" for line in pool_tiebreak_lines(tables)))
    return 0


def what_if_playoffs(args: argparse.Namespace) -> int:
    """The playoffs under `--rulebook`: Gray's seeds and series, or the pools' places and the bracket."""
    w = _load(args, as_of=False)
    if not w.rulebook.has_pools:
        from league.bracket.engine import bracket
        from tui.text.playoffs_text import playoffs_json, playoffs_lines

        seeded = bracket(w.season, w.rulebook, w.table(), project=not args.json)
        if args.json:
            print(json.dumps(_with_what_if(playoffs_json(seeded), w), indent=2))
            return 0
        _heading(w)
        say("\n".join(playoffs_lines(seeded, {t.code: t.name for t in w.season.teams})))
        return 0
    from league.bracket.engine import tournament_bracket
    from tui.text.bracket_text import bracket_lines
    from tui.text.bracket_text import playoffs_json as bracket_json

    drawn = tournament_bracket(w.season, w.rulebook, w.outcomes)
    if args.json:
        print(json.dumps(_with_what_if(bracket_json(drawn), w), indent=2))
        return 0
    _heading(w)
    places = drawn.places
    for table in drawn.pools:
        order = places.get(table.pool.code)
        said = ", ".join(order) if order else f"not fixed yet ({table.games_left} games to decide)"
        say(f"{table.pool.name}: {said}")
    say("")
    say("\n".join(bracket_lines(drawn, w.season, w.outcomes)))
    return 0
