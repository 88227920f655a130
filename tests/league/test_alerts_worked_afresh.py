"""The alerts of a season alone (no season cache: `rinkbook alerts` on a file an older program wrote, the app's
fallback) replay each final sheet once for the table and the suspensions both: the same table and suspensions as
each worked out on its own, on the seasons where the goalies change a replay (a shootout a goalie shoots in, a
tournament's lineup rules) as on the rest."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from league.checks.alerts import Worked, _worked_afresh
from league.discipline.suspensions import season_suspensions
from league.rulebooks import built_in_rulebook
from league.season.game_counts import game_counts
from league.season.values import Score, Season, Shootout, ShootoutAttempt
from league.standings.season_table import season_table
from store.season_files.reader import parse_season_text

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _with_a_goalies_shootout(season: Season) -> Season:
    """The season with its first final regular game level, decided by a shootout in which a goalie
    scores first and his team's skaters after him, the other team missing each time."""
    goalies = {p.id for p in season.players if p.position == "G"}
    finals = [g for g in season.games if g.stage == "regular" and g.status == "final" and len(g.dressed) == 2]
    game = next((g for g in finals if goalies & set(dict(g.dressed)[g.home])), finals[0])  # none in a 3-on-3
    home, away = (dict(game.dressed)[t] for t in (game.home, game.away))
    goalie = next((p for p in home if p in goalies), home[0])
    shooters = [goalie, *(p for p in home if p not in goalies and p != goalie)][:3]
    missing = [p for p in away if p not in goalies][:3]
    shots = tuple(
        attempt
        for scorer, misser in zip(shooters, missing, strict=False)
        for attempt in (ShootoutAttempt(game.home, scorer, True), ShootoutAttempt(game.away, misser, False))
    )
    level = replace(game, score=Score(2, 2), goals=(), shootout=Shootout(game.home, shots))
    return season.with_game(level)


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.json")))
@pytest.mark.parametrize("shootout", [False, True], ids=["as filed", "a goalie's shootout"])
def test_the_table_and_suspensions_worked_out_together_are_those_worked_out_apart(name, shootout):
    season = parse_season_text((FIXTURES / name).read_bytes())
    if shootout:
        season = _with_a_goalies_shootout(season)
    rulebook = built_in_rulebook(season.rulebook)
    apart = Worked(season_table(season, rulebook), season_suspensions(season, rulebook), game_counts(season))
    assert _worked_afresh(season, rulebook) == apart
