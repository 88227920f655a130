"""The rulebook page's sections on a game: the formats by kind, the shootout, penalties and discipline,
suspensions, the clock, the on-ice rules. Each reads the rulebook's data; no Textual here."""

from __future__ import annotations

from league.rules.discipline_rules import DisciplineRules
from league.rules.formats import GameFormat, ShootoutRules
from league.rules.rulebook import Rulebook
from league.sheet.replay_values import ordinal
from league.standings.table import join_names

SUDDEN_DEATH = {
    "fresh": "nobody shoots twice before every eligible teammate has shot once",
    "fresh-until-spent": "nobody shoots twice before every eligible teammate has shot once, or anyone eligible "
    "once the opponent has no eligible shooter left unused",
    "same-order": "the first rounds' order again, repeated",
    "anyone": "any eligible player, again or for the first time",
}
KIND_WORDS = {"match": "match penalty", "double-minor": "double minor", "game-misconduct": "game misconduct"}


def _kind(kind: str) -> str:
    return KIND_WORDS.get(kind, kind.replace("-", " "))


def _format(fmt: GameFormat) -> str:
    """One game format in words: periods and clock, the clock's switches, overtime, shootout, ties."""
    periods = ", ".join(f"{m} min {'running' if running else 'stop time'}" for m, running in fmt.periods)
    parts = [f"{len(fmt.periods)} periods ({periods})"]
    for s in fmt.clock:
        when = f"in period {s.period}" if s.period else "in every period"
        if s.from_second:
            when = f"from {s.from_second // 60}:{s.from_second % 60:02d} of period {s.period}"
        lead = (
            f"while a team leads by {s.lead_at_least} or more"
            if s.lead_at_least is not None
            else f"while the difference is {s.lead_at_most} or less"
        )
        until = f" until the lead is {s.ends_at_lead} or less" if s.ends_at_lead is not None else ""
        parts.append(f"{s.mode} time {when} {lead}{until}")
    if fmt.overtime is not None:
        count = "periods until a goal" if fmt.overtime.periods is None else f"{fmt.overtime.periods} period"
        clock = "running" if fmt.overtime.running else "stop time"
        parts.append(f"a tie: sudden-death overtime, {count} of {fmt.overtime.minutes} min {clock}")
    if fmt.shootout:
        parts.append("then a shootout" if fmt.overtime is not None else "a tie goes to a shootout")
    elif fmt.ties_stand:
        parts.append("a tie stands")
    else:
        parts.append("never a shootout")
    return "; ".join(parts)


def format_lines(rb: Rulebook) -> list[str]:
    """Each format once, with the game kinds that play it."""
    grouped: dict[GameFormat, list[str]] = {}
    for kind, fmt in rb.formats:
        grouped.setdefault(fmt, []).append(kind)
    return [f"- **{join_names(kinds)}**: {_format(fmt)}." for fmt, kinds in grouped.items()]


def shootout_lines(rule: ShootoutRules, cite: str) -> list[str]:
    first = (
        f"- {rule.rounds} rounds, all of them always shot"
        if rule.all_shoot
        else f"- {rule.rounds} rounds, each team's shooters all different, stopping once one team cannot be caught"
    )
    return [
        first + "; attempts alternate, the team the sheet records first (default: home) shooting first.",
        f"- Sudden death, both teams shooting each round: {SUDDEN_DEATH.get(rule.sudden_death, rule.sudden_death)}.",
        f"- Goalies {'may' if rule.goalies_shoot else 'never'} shoot; a player with penalty time left "
        f"{'may not' if rule.penalty_time_blocks else 'may'}; an ejected player never ({cite}).",
        '- Shootout goals count in no score, stat or goalie line: the winner takes the game ("3-3 SO").',
    ]


def discipline_lines(rb: Rulebook, d: DisciplineRules) -> list[str]:
    cite, pen = rb.cite, rb.penalties
    lines = [f"- Penalty minutes: {', '.join(f'{k} {n}' for k, n in pen.minutes)}."]
    if pen.running_time_minutes:
        running = ", ".join(f"{k} {n}" for k, n in pen.running_time_minutes)
        lines.append(f"- In running time: {running} ({cite('running_time_minutes')}).")
    if d.ejecting_count is not None:
        lines.append(
            f"- A player's {ordinal(d.ejecting_count)} penalty of a game ejects him (a double minor counts two, "
            f"a bench penalty nobody's) ({cite('third_penalty')})."
        )
    lines += [f"- A {_kind(kind)} ejects ({cite(role)})." for kind, role in d.ejecting_kinds]
    lines += [f"- Any penalty for {what} ejects ({cite(role)})." for what, role in d.ejecting_infractions]
    if d.adds_game_misconduct:
        unless = f", except for {join_names(d.adds_game_misconduct_except)}" if d.adds_game_misconduct_except else ""
        lines.append(
            f"- A {join_names(d.adds_game_misconduct)} adds a game misconduct{unless} "
            f"({cite('added_game_misconduct')})."
        )
    if d.team_forfeit_players is not None:
        kinds = join_names(k.replace("-", " ") for k in d.team_forfeit_kinds)
        lines.append(
            f"- A team's {ordinal(d.team_forfeit_players)} different player with a {kinds} forfeits the game at "
            f"that moment ({cite('team_misconducts')})."
        )
    if d.disqualifies:
        lines.append(
            f"- A match penalty, any penalty for {join_names(d.disqualifying_any_infractions)}, or an ejection for "
            f"{join_names(d.disqualifying_infractions)} disqualifies the team: the game ends as its forfeit "
            f"({cite('team_disqualification')})."
        )
    if d.penalty_shot_from is not None:
        lines.append(
            f"- A team's {ordinal(d.penalty_shot_from)} and later penalties of a period award the other team a "
            f"penalty shot ({cite('penalty_shots')})."
        )
    if d.goalie_barred_at is not None:
        lines.append(
            f"- The game's goalie's {ordinal(d.goalie_barred_at)} penalty of the tournament bars him from every later "
            f"game ({cite('goalie_penalties')})."
        )
    return lines + _suspension_lines(rb, d)


def _suspension_lines(rb: Rulebook, d: DisciplineRules) -> list[str]:
    s, cite = d.suspensions, rb.cite
    lines = []
    if s.late_window is not None:
        w = s.late_window
        kinds = join_names(k.replace("-", " ") for k, _ in w.kinds)
        overtime = ", overtime included" if w.overtime else ", never in overtime"
        lines.append(
            f"- A {kinds} in the last {w.minutes} minutes of regulation{overtime} also keeps him out of his team's "
            f"next {'game' if w.games == 1 else f'{w.games} games'} ({cite(w.kinds[0][1])})."
        )
    lines += [
        f"- Any penalty for {what}: out for the rest of the tournament ({cite(role)})."
        for what, role in s.rest_of_tournament_infractions
    ]
    lines += [
        f"- A {kind.replace('-', ' ')}: suspended pending review, at least one game, until the committee's ruling "
        f"sets the length ({cite(role)})."
        for kind, role in s.pending_review_kinds
    ]
    lines.append(f"- The committee may rule a suspension with its length and reason ({cite(s.ruling_role)}).")
    return lines


def penalty_lines(rb: Rulebook) -> list[str]:
    """What a season's rulebook counts, adds and warns of, penalty by penalty."""
    pen = rb.penalties
    weights = ", ".join(f"{kind} {n}" for kind, n in pen.counted_weight)
    minutes = ", ".join(f"{kind} {n}" for kind, n in pen.minutes)
    running = ", ".join(f"{kind} {n}" for kind, n in pen.running_time_minutes)
    return [
        f"- Counted toward the totals: {weights}"
        + ("" if pen.bench_penalties_count else "; bench penalties do not count")
        + ("" if pen.equipment_penalties_count else "; equipment penalties do not count")
        + ".",
        f"- A player's {ordinal(pen.player_misconduct_at)} counted penalty in a game adds a 10-minute "
        f"misconduct; his {ordinal(pen.player_game_misconduct_at)} a game misconduct.",
        f"- A team's {ordinal(pen.team_forfeit_at)} counted penalty forfeits the game; a coincidental minor "
        f"is not counted toward the team from its {ordinal(pen.coincidental_minor_exempt_from)} on.",
        f"- Warnings at a player's {', '.join(map(str, pen.player_warnings))} and a team's "
        f"{', '.join(map(str, pen.team_warnings))} counted penalties.",
        f"- Minutes: {minutes}; in running time {running}.",
    ]


def suspension_lines(rb: Rulebook) -> list[str]:
    """A season's suspensions: what gives one, and its length by the player's count of them."""
    pen, sus = rb.penalties, rb.suspensions
    lengths = "; ".join(
        f"{ordinal(at)} of the season: "
        + ("out for the rest of the season" if n is None else f"{n} game{'s' * (n > 1)}")
        for at, n in sus.games_by_count
    )
    return [
        f"- A game misconduct or match penalty ({', '.join(pen.automatic_game_misconduct_infractions)} "
        "brings one automatically) keeps the player out of his team's next games.",
        f"- Game misconducts: {lengths}; at most {sus.max_game_misconducts_per_game} per player per game counts"
        + ("; served in the playoffs too." if sus.served_in_playoffs else "."),
    ]


def clock_lines(rb: Rulebook) -> list[str]:
    """A season's game: periods, who may start, lateness, running time and mercy, ties, overtime."""
    g = rb.game
    return [
        f"- {g.periods} periods of {g.period_minutes} minutes, stop time.",
        f"- To start: {g.min_skaters_with_goalie} skaters and a goalie, or {g.min_skaters_without_goalie} "
        f"skaters. Not ready on time: a {g.late_start_penalty_kind} ({g.late_start_penalty_infraction}) "
        f"and {g.grace_minutes} minutes' grace, then a forfeit"
        + ("; a late goalie costs the timeout." if g.late_goalie_costs_timeout else "."),
        f"- A {g.running_time_lead}-goal lead makes the rest running time; a {g.mercy_lead}-goal lead from "
        f"the end of period {g.mercy_from_period_end} on ends the game.",
        "- Regular-season games may end tied." if g.regular_season_ties else "- No game ends tied.",
        f"- Playoff games tied after regulation go to sudden-death {g.playoff_overtime_minutes}-minute periods.",
    ]


def on_ice_lines(rb: Rulebook) -> list[str]:
    """The rules the referees apply, named only (none where the rulebook lists none)."""
    if not rb.on_ice_rules:
        return []
    return [
        f"Rules {join_names(map(str, rb.on_ice_rules))} are on-ice rules the "
        "referees apply: rinkbook shows them here and enforces nothing.",
    ]
