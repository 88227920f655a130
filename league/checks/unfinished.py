"""What a season leaves unfinished, said before it is rolled over (docs/readings/gray.md#rosters-and-balance): games not
played, coin tosses pending, playoff series undecided, fees unpaid. Pure: the season and its rulebook in, words out."""

from __future__ import annotations

from dataclasses import dataclass

from league.bracket.engine import bracket
from league.ledger.fees import fee_ledger
from league.ledger.money import dollars
from league.rules.rulebook import Rulebook
from league.season.listed_words import first_and_more
from league.season.values import Season
from league.standings.records import regular_outcomes
from league.standings.table import join_names, standings

SHOWN_MOST = 6  # ids named in one line; the rest are counted


@dataclass(frozen=True, slots=True)
class Unfinished:
    """One kind of unfinished business: `kind` is games, tosses, series or fees; `text` says it in words."""

    kind: str
    text: str


def unfinished(season: Season, rulebook: Rulebook) -> tuple[Unfinished, ...]:
    """Everything the season leaves unfinished, in the order the committee would settle it; empty when
    nothing is."""
    found = []
    left = [g for g in season.games if g.status in ("scheduled", "postponed")]
    if left:
        ids = first_and_more([g.id for g in left], SHOWN_MOST)
        found.append(Unfinished("games", f"{_count(len(left), 'game')} not played: {ids}"))
    if not any(g.stage == "regular" for g in season.games):
        return tuple(found)  # nothing scheduled yet: no standings to settle, no playoffs to play
    table = standings(
        tuple(t.code for t in season.teams), regular_outcomes(season, rulebook), rulebook, season.coin_tosses
    )
    names = {t.code: t.name for t in season.teams}
    # A tie needs its toss once the regular season is over; before, the games left say it.
    for teams in table.coin_toss_pending if not any(g.stage == "regular" for g in left) else ():
        found.append(Unfinished("tosses", f"coin toss pending: {join_names(names.get(t, t) for t in teams)}"))
    open_series = [s for s in bracket(season, rulebook, table).slots if s.winner is None]
    if open_series:
        found.append(
            Unfinished(
                "series",
                f"{_count(len(open_series), 'playoff series', 'playoff series')} "
                "undecided: " + "; ".join(f"{s.slot_id} ({s.state_text(names)})" for s in open_series),
            )
        )
    unpaid = [(t.team, t.outstanding_cents) for t in fee_ledger(season, rulebook).teams if t.outstanding_cents > 0]
    if unpaid:
        found.append(
            Unfinished(
                "fees",
                "fees unpaid: " + ", ".join(f"{names.get(team, team)} {dollars(cents)}" for team, cents in unpaid),
            )
        )
    return tuple(found)


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"
