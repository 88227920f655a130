"""The season's penalties, goals and games played counted at once over all its sheets (docs/performance.md: the stats
and discipline screens open under 150 ms at 10,000 games) are the sums of each sheet's events taken one by one."""

from __future__ import annotations

from collections import Counter

from league.results.played import game_started
from league.rulebooks import rulebook_named
from league.sheet.replay import replay_sheet
from league.stats.penalty_records import penalties_tallied, penalty_records
from league.stats.totals import season_stats


def test_the_season_tallies_are_the_sums_of_each_sheets_events_one_by_one(example_season):
    rulebook = rulebook_named(example_season.rulebook)
    finals = [(g, replay_sheet(g, rulebook)) for g in example_season.games if g.status == "final"]
    started = [(g, replay) for g, replay in finals if game_started(g, replay, rulebook)]
    penalties, minutes = Counter(), Counter()  # (team, player) -> how many, their minutes
    each: Counter[tuple[str, str | None, int]] = Counter()  # (team, player, minutes) -> how many
    for _, replay in finals:
        for team, player, _kind, taken in replay.minutes:
            penalties[(team, player)] += 1
            minutes[(team, player)] += taken
            each[(team, player, taken)] += 1
    assert penalties_tallied(r for _, r in finals) == each

    records = penalty_records(example_season, rulebook)
    assert {(p.team, p.player): (p.penalties, p.pim) for p in records.players} == {
        key: (penalties[key], minutes[key]) for key in penalties if key[1] is not None
    }
    for t in records.teams:
        keys = [key for key in penalties if key[0] == t.team]
        assert (t.penalties, t.pim, t.bench_penalties) == (
            sum(penalties[k] for k in keys),
            sum(minutes[k] for k in keys),
            penalties[(t.team, None)],
        )

    goals, assists, played, pim = Counter(), Counter(), Counter(), Counter()
    for game, replay in started:
        for goal in game.goals:
            goals[(goal.scorer, goal.team)] += 1
            assists.update((pid, goal.team) for pid in goal.assists)
        for team in game.teams:
            played.update((pid, team) for pid in game.dressed_for(team))
        for team, player, _kind, taken in replay.minutes:
            pim[(player, team)] += taken
    stats = season_stats(example_season, rulebook)
    assert sum(goals.values()) > 50 and sum(pim.values()) > 400  # a season's worth, not an empty one
    assert {(p.player, p.team): (p.gp, p.goals, p.assists, p.pim) for p in stats.players} == {
        key: (played[key], goals[key], assists[key], pim[key])
        for key in {*played, *goals, *assists, *(k for k in pim if k[0] is not None)}
    }
