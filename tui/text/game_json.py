"""One game as `rinkbook game ID --json` gives it (docs/guide.md#json-output): the posted and played score, the
period scores, each team's points, how it was decided, the winner, any forfeit, ejections and the suspensions
the game caused. Any season's game, Gray's too; the numbers come from `league` (the counted outcome, the
sheet's replay, the suspension ledger)."""

from __future__ import annotations

from typing import Any

from league.discipline.suspensions import Suspension
from league.results.disqualification import season_goalies
from league.results.outcome import Outcome
from league.rulebooks import rulebook_named
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.replay import Moment, replay_sheet
from tui.text.bracket_text import result_words, shootout_tally
from tui.text.discipline_report_text import clock
from tui.text.scoresheet_story import forfeit_words


def game_json(
    season: Season, rulebook: Rulebook, game: Game, outcome: Outcome | None, suspensions: tuple[Suspension, ...]
) -> dict[str, Any]:
    """The game's facts; numbers `null` where it has none yet (a scheduled game)."""
    replay = replay_sheet(game, rulebook, season_goalies(season))
    played = game.played_score
    data: dict[str, Any] = {
        "id": game.id,
        "stage": game.stage,
        "kind": game.kind,
        "series": game.series,
        "no": game.no,
        "date": game.date.isoformat(),
        "time": game.time,
        "home": game.home,
        "away": game.away,
        "status": game.status,
        "result": result_words(game, outcome),
        "score": None if outcome is None else {"home": outcome.home_goals, "away": outcome.away_goals},
        "played_score": None if played is None else {"home": played.home, "away": played.away},
        "period_scores": [list(pair) for pair in game.period_scores] or None,
        "points": None if outcome is None else {game.home: outcome.home_points, game.away: outcome.away_points},
        "decided_in": None if outcome is None else outcome.decided_by,
        "winner": None if outcome is None else outcome.winner,
        "forfeit": None
        if outcome is None or outcome.forfeited_by is None
        else {"team": outcome.forfeited_by, "cause": outcome.forfeit_cause},
        "shootout": None if game.shootout is None else dict(zip(game.teams, shootout_tally(game), strict=True)),
        "ejections": [
            {
                "player": gm.player,
                "team": gm.team,
                "period": gm.at.period,
                "time": clock(gm.at),
                "cause": gm.cause,
            }
            for gm in replay.ejections or replay.game_misconducts  # Gray's game misconducts end a game too
        ],
        "suspensions": [
            {
                "player": s.player,
                "team": s.team,
                "games": s.length,
                "cause": s.cause,
                # games null: until the committee's ruling (docs/readings/shared.md#ejections-and-suspensions)
                "pending_review": s.pending_review,
                "rule": s.rule,  # a tournament's rule or ruling; null: Gray rule 5
            }
            for s in suspensions
            if s.source == game.id
        ],
    }
    return data


def forfeit_why(game: Game, outcome: Outcome | None, season: Season, rulebook: Rulebook) -> str | None:
    """Why the game counts as a forfeit, with its rule ("Nav forfeits (disqualified in game G009, ...)"), or None."""
    if outcome is None or outcome.forfeited_by is None or outcome.forfeit_cause is None:
        return None
    return forfeit_words(outcome.forfeited_by, outcome.forfeit_cause, game, season, rulebook)


def game_lines(data: dict[str, Any], season: Season, why: str | None = None) -> list[str]:
    """`game_json`'s facts as lines a committee member reads; `why` a forfeit is one (`forfeit_why`)."""
    where = f"{data['kind'] or data['stage']}" + (f" {data['series']} game {data['no']}" if data["series"] else "")
    home, away = season.team_name(data["home"]), season.team_name(data["away"])
    lines = [f"{data['id']} {where}, {data['date']} {data['time']}: {home} v {away}, {data['status']}"]
    if data["decided_in"] is not None:
        winner = season.team_name(data["winner"]) + " wins" if data["winner"] else "a tie"
        lines.append(f"Result: {data['result']} ({data['decided_in']}), {winner}")
        lines.append("Points: " + ", ".join(f"{season.team_name(t)} {n}" for t, n in data["points"].items()))
    if why is not None:
        lines.append(f"Forfeit: {why}")
    if data["period_scores"]:
        lines.append("Period scores: " + ", ".join(f"{h}-{a}" for h, a in data["period_scores"]))
    rulebook = rulebook_named(season.rulebook)
    regulation = rulebook.game.periods if rulebook is not None else 0
    for e in data["ejections"]:
        at = Moment(e["period"], 0, regulation).period_text  # overtime as the sheet names it: OT1
        at = at if at.startswith("OT") else f"period {at}"
        lines.append(f"Ejected: {e['player']} ({e['team']}) {at} {e['time']}, {e['cause']}")
    for s in data["suspensions"]:
        length = "the rest" if s["games"] is None else f"{s['games']} game{'s' if s['games'] != 1 else ''}"
        if s["pending_review"]:
            length = "his games until the committee's review"
        rule = f" ({s['rule']})" if s["rule"] else ""
        lines.append(f"Suspended: {s['player']} ({s['team']}) for {length}, {s['cause']}{rule}")
    return lines
