"""A tournament rulebook's sections for the rulebook screen (SPEC 10.6, 10.7), read from its data: points,
tiebreakers, game formats by kind, shootouts, discipline, rosters, knockouts, the goalie competition, and
the readings rinkbook chose where the text leaves a choice, marked as rinkbook's. No Textual here."""

from __future__ import annotations

from league.discipline_rules import DisciplineRules
from league.formats import GameFormat, ShootoutRules
from league.rulebook import Rulebook
from league.sheet_values import ordinal
from league.standings import join_names
from tui.text.rulebook_readings import reading_lines

SUDDEN_DEATH = {
    "fresh": "nobody shoots twice before every eligible teammate has shot once",
    "fresh-until-spent": "nobody shoots twice before every eligible teammate has shot once, or anyone eligible "
    "once the opponent has no eligible shooter left unused",
    "same-order": "the first rounds' order again, repeated",
    "anyone": "any eligible player, again or for the first time",
}


# 3-on-3's text gives no points, forfeit score or tiebreakers (SPEC 10.4 TH3): rinkbook's, shown as such.
DEFAULTS = "- *rinkbook's defaults: the rulebook's text gives no points, forfeit score or tiebreakers.*"
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


def points_lines(rb: Rulebook) -> list[str]:
    p, pool = rb.points, rb.format_for("pool")
    lines = [DEFAULTS] if rb.citation("points") is None else []
    lines.append(f"- Win {p.win}, tie {p.tie}, loss {p.loss}.")
    if p.shootout_win is not None:
        lines.append(f"- A shootout win {p.shootout_win}, a shootout loss {p.shootout_loss}.")
    if p.overtime_win is not None:
        lines.append(f"- An overtime win {p.overtime_win}, an overtime loss {p.overtime_loss}.")
    if p.period_points is not None:
        won, level, _ = p.period_points
        lines.append(f"- Each regulation period: {won} to the team that scored more in it, {level} each when level.")
    lines.append(
        "- A pool game's tie stands."
        if pool.ties_stand
        else "- A pool game never ends tied: a tie goes to its shootout."
    )
    if p.posted_difference_cap is not None:
        lines.append(f"- Posted score: a difference of at most {p.posted_difference_cap} goals (11-2 is posted 9-2).")
    forfeit = (
        f"- A forfeit is posted {p.forfeit_winner_goals}-{p.forfeit_loser_goals}, a regulation win for the opponent"
    )
    if p.forfeit_period_goals is not None:
        forfeit += f" ({p.forfeit_period_goals[0]}-{p.forfeit_period_goals[1]} in each period)"
    lines.append(forfeit + ".")
    return lines


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


def roster_lines(rb: Rulebook) -> list[str]:
    r, lineup = rb.roster, rb.discipline.lineup if rb.discipline else None
    size = (
        f"at most {r.max_skaters} skaters and {r.max_goalies} goalies"
        if r.max_skaters is not None and r.max_goalies
        else f"at most {r.max_skaters} players and no goalie (the game's goalie faces both teams)"
        if r.max_skaters is not None
        else "no maximum roster size"
    )
    lines = [f"- Teams: {size}; the pools decide how many teams ({rb.cite('rosters')})."]
    if r.min_age:
        cutoff = (
            r.default_cutoff.isoformat()
            if r.default_cutoff
            else "the first pool game's date"
            if r.cutoff_is_first_pool_game
            else "the season's age cutoff"
        )
        lines.append(
            f"- Players {r.min_age} or older on the age cutoff (by default {cutoff}) ({rb.cite('eligibility')})."
        )
    if r.elite_division is not None:
        lines.append(
            f"- A player marked elite plays only for a team of division {r.elite_division} ({rb.cite('elite')})."
        )
    if r.late_change_needs_reason:
        lines.append(f"- A roster change after the roster deadline needs a reason ({rb.cite('roster_changes')}).")
    if lineup is not None:
        short = "forfeits unless the official's waiver is on the sheet" if lineup.waivable else "needs a forfeit ruling"
        lines.append(f"- A team dresses at least {lineup.min_players} players, or {short} ({rb.cite('lineup')}).")
    return lines


def knockout_lines(rb: Rulebook) -> list[str]:
    t = rb.tournament
    lines = [
        "- The bracket's sides are pool places and other slots' winners and losers; the home team is the side with "
        "the better pool place. A knockout game never ends tied."
    ]
    if t.knockout_needs_pool_game:
        exempt = f" ({join_names(t.knockout_exempt_statuses)} players exempt)" if t.knockout_exempt_statuses else ""
        lines.append(
            f"- A player dresses for a knockout game only once dressed for his team in one of its pool games{exempt} "
            f"({rb.cite('knockout_eligibility')})."
        )
    if t.every_place_in_bracket:
        lines.append(f"- Every pool place has a knockout game ({rb.cite('bracket')}).")
    if t.min_pool_games:
        lines.append(f"- A team with fewer than {t.min_pool_games} pool games is an alert ({rb.cite('bracket')}).")
    lines.append(
        f"- A disqualified team forfeits {forfeited_games(rb)}; it ranks last, marked dq, and fills no bracket side "
        f"({rb.cite('disqualification')})."
    )
    return lines


def forfeited_games(rb: Rulebook) -> str:
    """Which games of a disqualified team become its forfeits, in the rulebook's terms."""
    if rb.tournament.disqualification_voids_every_game:
        return "every game of the tournament, played or not"
    return "its games from the disqualifying game on"


def goalie_lines(rb: Rulebook) -> list[str]:
    slots = join_names(rb.tournament.goalie_competition_slots)
    return [
        "- Per division, over pool games with shots recorded: rating = 100 x saves / shots - goals against per "
        "game, shown to two decimals; equal ratings wait for a coin toss; a goalie with no shots is unranked.",
        f"- The first goalies in order tend the {slots} games; another goalie there needs the committee's reason.",
    ]


def tournament_sections(rb: Rulebook, tiebreaks: list[str]) -> dict[str, list[str]]:
    """A tournament rulebook's sections, by heading (`tiebreaks`: the tiebreak order as the Gray view words
    it); a section its data has nothing for is empty."""
    d, shootout = rb.discipline, rb.shootout
    return {
        "Points": points_lines(rb),
        "Tiebreak order": ([DEFAULTS, ""] if rb.citation("tiebreakers") is None else []) + tiebreaks,
        "Game formats by kind": format_lines(rb),
        "Shootout": shootout_lines(shootout, rb.cite("shootout")) if shootout is not None else [],
        "Discipline": discipline_lines(rb, d) if d is not None else [],
        "Rosters": roster_lines(rb),
        "Knockouts": knockout_lines(rb),
        "Goalie competition": goalie_lines(rb) if rb.tournament.goalie_competition else [],
        "Readings": reading_lines(rb),
    }
