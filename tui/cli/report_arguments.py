"""The parsers of the commands that read the season out (the bracket, a game, discipline and rulings, attendance,
shifts, suspensions, alerts, standings), apart from the rest of the command line (`tui.cli.arguments`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from tui.cli.argument_types import iso_day, positive_count


def report_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """The commands that read the season out: the bracket, attendance, shifts, suspensions, alerts, standings."""
    from league.rulebooks import GRAY  # the rules: only a command's parser cites them

    playoffs = command(
        "playoffs", f"the playoff bracket ({GRAY.cite('playoffs')}): seeds, each series' wins and its next game"
    )
    playoffs.add_argument("--json", action="store_true", help="print it as JSON (a tournament: its places and series)")
    _what_if_option(playoffs)
    game = command(
        "game",
        "one game: the posted and played score, period scores, each team's points, how it was decided, "
        "any forfeit, ejections and the suspensions it caused",
    )
    game.add_argument("game", metavar="ID", help="the game's id (as the schedule lists it)")
    game.add_argument("--json", action="store_true", help="print it as JSON")
    discipline = command(
        "discipline", "every ejection, disqualified team and disqualified goalie of the season, in game order"
    )
    discipline.add_argument("--json", action="store_true", help="print it as JSON")
    disqualify = command(
        "disqualify",
        "a tournament: the committee disqualifies a team from a game on (its games from there count as its "
        "forfeits; audit-logged)",
    )
    disqualify.add_argument("team", metavar="TEAM", help="the team's code")
    disqualify.add_argument("game", metavar="GAME", help="the disqualifying game's id")
    disqualify.add_argument("--reason", required=True, help="why (kept in the audit log)")
    suspend = command(
        "suspend",
        "a tournament: the committee's suspension ruling, on top of what the rules derive; it sets the length of "
        "one pending review (audit-logged)",
    )
    suspend.add_argument("player", metavar="PLAYER", help="the player's id")
    suspend.add_argument("game", metavar="GAME", help="the game it comes from")
    length = suspend.add_mutually_exclusive_group(required=True)
    length.add_argument("--games", type=positive_count, metavar="N", help="his team's next N games")
    length.add_argument("--rest", action="store_true", help="the rest of the tournament")
    suspend.add_argument("--reason", required=True, help="why (kept in the audit log)")
    goalies = command("goalies", "a tournament's goalie competition (3-on-3): ratings, ranks, the goalies assigned")
    goalies.add_argument("--json", action="store_true", help="print it as JSON")
    books = command("rulebooks", "the built-in rulebooks a season may follow (the season file's rulebook)")
    books.add_argument("--json", action="store_true", help='print {"rulebooks": [{"name", "title", "source"}]}')
    attendance = command(
        "attendance", f"each rostered player's misses ({GRAY.cite('drops')}) and whether he is droppable"
    )
    attendance.add_argument("--json", action="store_true", help="print it as JSON")
    shifts = command(
        "shifts",
        f"shift fairness ({GRAY.cite('shifts')}) for one team: counts, spreads and double shifts, "
        "for the season or one game; in a game, who was out of it (ejected, serving a major or a misconduct, "
        "injured) from which shift: owed nothing, no one's double shift",
    )
    shifts.add_argument("--team", required=True, metavar="CODE", help="the team's code")
    shifts.add_argument("--game", metavar="ID", help="one game (default: the season's final games)")
    shifts_format = shifts.add_mutually_exclusive_group()
    shifts_format.add_argument("--json", action="store_true", help="print it as JSON")
    shifts_format.add_argument("--csv", action="store_true", help="one row per skater, for a spreadsheet")
    suspensions = command(
        "suspensions",
        f"the suspension ledger ({GRAY.cite('suspension')}): from which game, served in which games, left",
    )
    suspensions.add_argument("--json", action="store_true", help="the suspensions still to serve, as JSON")
    suspensions.add_argument("--all", action="store_true", help="include served and lapsed suspensions in the ledger")
    alerts = command(
        "alerts",
        "what the committee has to act on today, as the dashboard lists it: "
        "the champion, coin tosses, playoff games to schedule, games without a result, "
        "suspensions, drops, roster problems, the roster deadline; a tournament: its board's alerts "
        "(coin tosses, disqualified teams and goalies, suspensions, players not yet knockout-eligible, "
        "teams short of pool games); each with the app's key; alerts dismissed in the app are left out",
    )
    alerts.add_argument(
        "--json",
        action="store_true",
        help='print {"alerts": [{"kind", "text", "key", "does"}]}, most urgent first; kind is one '
        "of champion, coin_toss, playoff_game, missing_result, suspension, goalie, drop_request, "
        "droppable, one_miss, roster, deadline, and for a tournament disqualified_team, "
        "disqualified_goalie, knockout_eligibility, pool_games; "
        'key is the app\'s key ("o x": o, then x)',
    )
    table = command(
        "standings",
        f"the regular-season standings with the {GRAY.cite('tiebreakers')} tiebreakers "
        "(a tournament: each pool's table, with its rulebook's)",
    )
    table.add_argument("--pool", metavar="P", help="a tournament: only this pool's table")
    table.add_argument(
        "--explain", action="store_true", help="say which criterion separated which teams, with the numbers"
    )
    table.add_argument(
        "--as-of", type=iso_day, metavar="DATE", help="count only games up to DATE (games on DATE count)"
    )
    _standings_formats(table)
    _what_if_option(table)


def _what_if_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rulebook",
        metavar="NAME",
        help="what if: the season as another built-in rulebook would count it (rinkbook rulebooks lists them), "
        "read-only; the JSON gains what_if, which says how the season was read (its own rulebook: unchanged)",
    )


def _standings_formats(table: argparse.ArgumentParser) -> None:
    formats = table.add_mutually_exclusive_group()
    formats.add_argument("--json", action="store_true", help="print JSON instead of a table")
    formats.add_argument("--csv", action="store_true", help="one row per team, for a spreadsheet")
