"""A tournament scoresheet's own lines (docs/guide.md#the-screens): the shootout as a grid of rounds with who may
shoot next, and the facts the rules give the moment they arise: period scores and points, shots, the game's
goalie, the lineup waiver, the posted score beside the played one, penalty shots still to take (ejections
are on the story, under their penalties: `tui.text.scoresheet_story`).

Pure functions of league values; the screen places the strings.
"""

from __future__ import annotations

from league.results.counted_result import CountedResult, counted_result
from league.results.disqualification import ruling_forfeits
from league.results.outcome import game_facts, posted_score
from league.rules.rulebook import Rulebook
from league.season.score_words import teams_numbers
from league.season.values import Game, Season
from league.sheet.format_checks import shootout_state
from league.sheet.replay import SheetReplay
from league.turnout.jersey import who

GOAL, MISS = "✓", "✗"
CELL = 5  # "#12✓" and a space


def shootout_lines(
    game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook, goalies: frozenset[str]
) -> list[str]:
    """The shootout as a grid: a row per team (the first shooter's team on top), a column per round, each
    attempt its shooter's number and ✓ or ✗, the team's goals at the end; then who shoots next and who may,
    or the decision. Empty when the game has no shootout."""
    state = shootout_state(game, rulebook, replay, goalies)
    if state is None or game.shootout is None or rulebook.shootout is None:
        return []
    first = game.shootout.first or game.home
    order = (first, game.away if first == game.home else game.home)
    rows = {team: [a for a in game.shootout.attempts if a.team == team] for team in order}
    rounds = max([rulebook.shootout.rounds, *(len(r) for r in rows.values())])
    width = max(len(team) for team in order)
    lines = [" " * width + " " + "".join(f"{n:<{CELL}}" for n in range(1, rounds + 1))]
    goals = {game.home: state.home_goals, game.away: state.away_goals}
    for team in order:
        cells = [f"{_number(a.shooter, season)}{GOAL if a.scored else MISS}" for a in rows[team]]
        cells += ["·"] * (rounds - len(cells))
        lines.append(f"{team:<{width}} " + "".join(f"{c:<{CELL}}" for c in cells) + f" {goals[team]}")
    rule = rulebook.cite("shootout")
    if state.winner is not None:
        lines.append(f"DECIDED: {season.team_name(state.winner)} wins the shootout ({rule}).")
    elif state.next_team is not None:
        taken = len(rows[state.next_team])
        phase = f"round {taken + 1}" + (" (sudden death)" if taken >= rulebook.shootout.rounds else "")
        who_may = " ".join(_number(p, season) for p in state.next_shooters) or "any dressed player"
        lines.append(f"Next: {season.team_name(state.next_team)}, {phase}; may shoot: {who_may} ({rule})")
    return lines


def _number(pid: str, season: Season) -> str:
    """A shooter as the grid names him: "#9" (his id when he has no number)."""
    player = season.player(pid)
    return f"#{player.number}" if player is not None and player.number is not None else pid


def tournament_status_lines(
    game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook, counted: CountedResult | None = None
) -> list[str]:
    """Period scores and points, shots, the game's goalie, the waiver, the posted score where it is not the
    played one (none where the game counts as a forfeit: `counted`, worked out when not given) and penalty
    shots still to take: each line only once there is something."""
    counted = counted or counted_result(game, rulebook, ruling_forfeits(season, rulebook), replay)
    lines = []
    periods = _period_scores(game, rulebook)
    if any(h or a for h, a in periods) or game.period_scores:
        lines.append("Periods: " + "  ".join(f"{h}-{a}" for h, a in periods))
    if rulebook.points.period_points is not None and periods:
        facts = game_facts(game, rulebook)
        points = f"{teams_numbers(game, facts.home_period_points, facts.away_period_points, season)}"
        lines.append(f"Period points ({rulebook.cite('points')}): {points}")
    if game.shots is not None:
        lines.append(f"Shots on goal: {teams_numbers(game, game.shots.home, game.shots.away, season)}")
    if game.goalie is not None:
        lines.append(f"Game goalie: {who(game.goalie, season)}")
    if game.lineup_waiver:
        lines.append(f"Lineup waived by the official ({rulebook.cite('lineup')}): {game.lineup_waiver}")
    played = game.played_score
    if played is not None and replay.forfeit is None and counted.forfeit is None:
        posted = posted_score(played.home, played.away, rulebook)
        if posted != (played.home, played.away):
            cap = rulebook.points.posted_difference_cap
            lines.append(
                f"Posted {posted[0]}-{posted[1]}, played {played.home}-{played.away} "
                f"(a difference of at most {cap}, {rulebook.cite('points')})"
            )
    for team in game.teams:
        left = [a for a in replay.penalty_awards if a.team == team and a.award == "penalty shot" and a.used_by is None]
        if left:
            lines.append(
                f"{season.team_name(team)}: {len(left)} penalty shot{'s' * (len(left) != 1)} awarded, not yet "
                f"taken ({rulebook.cite('penalty_shots')}): goal ... ps"
            )
    return lines


def _period_scores(game: Game, rulebook: Rulebook) -> list[tuple[int, int]]:
    """Each regulation period's score: the bare sheet's, else its goal events counted."""
    if game.period_scores:
        return list(game.period_scores)
    scores = []
    for period in range(1, rulebook.game.periods + 1):
        home = sum(1 for g in game.goals if g.period == period and g.team == game.home)
        scores.append((home, sum(1 for g in game.goals if g.period == period and g.team == game.away)))
    return scores
