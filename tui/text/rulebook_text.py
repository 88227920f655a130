"""A rulebook's numbers as Markdown a committee member can read, section by section. No Textual here."""

from __future__ import annotations

from league.rulebook import Criterion, Rulebook
from league.sheet_values import ordinal
from league.standings import join_names
from league.values import BracketSlot
from tui.text.tournament_rulebook_text import tournament_sections

CRITERIA = {
    "head_to_head_wins": "head-to-head wins (games among the tied teams)",
    "head_to_head_points": "head-to-head points (games among the tied teams)",
    "head_to_head_goals": "head-to-head goals (games among the tied teams)",
    "goals_for": "total goals scored, all games",
    "goals_against": "total goals allowed, all games",
    "goal_difference": "goal difference, all games",
    "goal_quotient": "goal quotient: goals for / (goals for + goals against), exactly; none at all counts as 1/2",
    "penalty_minutes": "penalty minutes, every penalty of the team's games",
    "fastest_goal": "fastest goal: the least elapsed game time of any goal the team scored",
    "first_goal": "earliest first goal: the elapsed time of the team's first goal, in its earliest game with one",
    "wins": "total wins",
    "coin_toss": "coin toss, recorded by the committee (never simulated)",
}


def _criterion(c: Criterion) -> str:
    """One criterion as the rulebook view lists it, with its direction and when it applies."""
    text = CRITERIA.get(c.name, c.name)
    if c.fewer_is_better:
        text += ", fewer is better"
    return text + (", only when exactly two teams are level" if c.only_two_level else "")


def _points_beyond_gray(rb: Rulebook) -> list[str]:
    """The points rules a tournament adds (SPEC 10.1 T5): after regulation, per period, the posted cap."""
    p, lines = rb.points, []
    for kind, won, lost in (
        ("overtime", p.overtime_win, p.overtime_loss),
        ("shootout", p.shootout_win, p.shootout_loss),
    ):
        if won is not None or lost is not None:
            lines.append(f"- A{'n' * (kind == 'overtime')} {kind} win {won}, {kind} loss {lost}.")
    if p.period_points is not None:
        won, level, lost = p.period_points
        each = " (a forfeit wins every period)" if p.forfeit_period_goals else ""
        lines.append(f"- Each period: {won} to the team that scored more in it, {level} each when level{each}.")
    if p.posted_difference_cap is not None:
        lines.append(f"- A score is posted with a difference of at most {p.posted_difference_cap} goals.")
    return lines


def _money(cents: int) -> str:
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents / 100:.2f}"


def _side(side: str) -> str:
    kind, _, value = side.partition(":")
    return f"seed {value}" if kind == "seed" else f"winner of {value}"


def _series(s: BracketSlot) -> str:
    high_home = [str(i) for i, h in enumerate(s.home_pattern, 1) if h == "high"]
    games = "one game" if s.best_of == 1 else f"best of {s.best_of}, stops at {s.wins_needed} wins"
    where = "is home" if s.best_of == 1 else f"is home in games {', '.join(high_home)}"
    seed = f"; the winner is seed {s.winner_seed} from then on" if s.winner_seed else ""
    return f"- **{s.id}**: {_side(s.sides[0])} v {_side(s.sides[1])}, {games}; the higher team {where}{seed}"


def _tiebreaks(rb: Rulebook) -> list[str]:
    """The tiebreak order, numbered, and what happens when a criterion splits the level teams."""
    p = rb.points
    return [f"{i}. {_criterion(c)}" for i, c in enumerate(p.tiebreakers, 1)] + (
        ["", "With three or more level teams, every part a criterion splits off starts again at criterion 1."]
        if p.after_split == "restart"
        else ["", "As soon as a criterion splits the level teams, it is applied again to every part still level."]
        if p.after_split == "reapply"
        else []
    )


def _sections(rb: Rulebook) -> dict[str, list[str]]:
    """Every section by heading: a tournament's from its own data, Gray's otherwise."""
    if rb.has_pools:  # a tournament's rulebook (SPEC 10): none of Gray's G4-G6, G13-G15 apply
        return tournament_sections(rb, _tiebreaks(rb))
    sections = _gray_sections(rb)
    # A Gray-only block the rulebook lacks leaves its section out (SPEC 10: "say so instead of showing Gray's").
    for block, title in (("shifts", "Shift fairness"), ("fees", "Officials' fees"), ("drops", DROPS)):
        if not rb.has(block):
            sections[title] = []
    return sections


DROPS = "Attendance, drops and substitutes"


def _gray_sections(rb: Rulebook) -> dict[str, list[str]]:
    p, r, pen, sus, g, f, a = rb.points, rb.roster, rb.penalties, rb.suspensions, rb.game, rb.fees, rb.attendance
    weights = ", ".join(f"{kind} {n}" for kind, n in pen.counted_weight)
    minutes = ", ".join(f"{kind} {n}" for kind, n in pen.minutes)
    running = ", ".join(f"{kind} {n}" for kind, n in pen.running_time_minutes)
    lengths = "; ".join(
        f"{ordinal(at)} of the season: "
        + ("out for the rest of the season" if n is None else f"{n} game{'s' * (n > 1)}")
        for at, n in sus.games_by_count
    )
    return {
        "Points": [
            f"- Win {p.win}, tie {p.tie}, loss {p.loss}; regular-season final games only.",
            f"- A forfeit counts {p.forfeit_winner_goals}-{p.forfeit_loser_goals} for the opponent, "
            "replacing any played score.",
            *_points_beyond_gray(rb),
        ],
        "Tiebreak order": _tiebreaks(rb),
        "Rosters": [
            f"- {'No fixed number of' if r.teams is None else r.teams} teams; "
            + (
                f"each at most {r.max_skaters} skaters and {r.max_goalies} goalies at every date."
                if r.max_skaters is not None and r.max_goalies is not None
                else "no maximum roster size."
            ),
            f"- Fewer than {r.min_goalies} goalie, or too few skaters to dress a lineup, is a dashboard alert.",
        ],
        "Eligibility": [
            f"- At least {r.min_age} on the season's age-cutoff date; class "
            f"{', '.join(r.excluded_classes) or 'none'} excluded unless the committee overrides with a reason.",
            "- Substitute goalies: "
            + " or ".join(
                x
                for x, on in (
                    ("a goalie rostered on any team", r.substitute_goalie_from_any_roster),
                    ("one of the season's official substitute goalies", r.substitute_goalie_from_official_list),
                )
                if on
            )
            + ".",
        ],
        "Penalties": [
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
        ],
        "Suspensions": [
            f"- A game misconduct or match penalty ({', '.join(pen.automatic_game_misconduct_infractions)} "
            "brings one automatically) keeps the player out of his team's next games.",
            f"- Game misconducts: {lengths}; at most {sus.max_game_misconducts_per_game} per player per game counts"
            + ("; served in the playoffs too." if sus.served_in_playoffs else "."),
        ],
        "Game and clock": [
            f"- {g.periods} periods of {g.period_minutes} minutes, stop time.",
            f"- To start: {g.min_skaters_with_goalie} skaters and a goalie, or {g.min_skaters_without_goalie} "
            f"skaters. Not ready on time: a {g.late_start_penalty_kind} ({g.late_start_penalty_infraction}) "
            f"and {g.grace_minutes} minutes' grace, then a forfeit"
            + ("; a late goalie costs the timeout." if g.late_goalie_costs_timeout else "."),
            f"- A {g.running_time_lead}-goal lead makes the rest running time; a {g.mercy_lead}-goal lead from "
            f"the end of period {g.mercy_from_period_end} on ends the game.",
            "- Regular-season games may end tied." if g.regular_season_ties else "- No game ends tied.",
            f"- Playoff games tied after regulation go to sudden-death {g.playoff_overtime_minutes}-minute periods.",
        ],
        "Shift fairness": [
            "- Within the forwards and within the defence, everyone plays the same number of shifts; nobody "
            "double-shifts while a teammate of his group has sat two or more of its shifts in a row.",
            f"- A change sends out {rb.shifts.forwards[0]}-{rb.shifts.forwards[1]} forwards or "
            f"{rb.shifts.defence[0]}-{rb.shifts.defence[1]} defencemen; stop-time shifts (the captain's "
            "discretion) keep their numbers but are left out of both checks.",
        ],
        "Officials' fees": [
            f"- For each game that started the home team owes {f.referees} referees {_money(f.referee_fee_cents)} "
            f"each and the scorekeeper {_money(f.scorekeeper_fee_cents)}; the committee may waive a game's fees.",
        ],
        "Attendance, drops and substitutes": [
            f"- More than {a.droppable_after_misses} missed games before the roster deadline makes a player "
            "droppable, on his captain's request and the committee's decision.",
            "- Drops after the deadline: "
            + ("allowed" if a.drops_allowed_after_deadline else "refused")
            + "; substitutes after the deadline: "
            + ("allowed." if a.substitutes_allowed_after_deadline else "refused."),
        ],
        "Playoff format": [
            f'- The top {rb.playoffs.direct_qualifiers} qualify directly; "higher team" means higher in the '
            "final standings (a wild-card winner takes the seed it plays for).",
            *(_series(s) for s in rb.playoffs.series),
        ],
        "On-ice rules": [
            f"Rules {join_names(map(str, rb.on_ice_rules))} are on-ice rules the "
            "referees apply: rinkbook shows them here and enforces nothing.",
        ]
        if rb.on_ice_rules
        else [],
    }


# The rule each section cites, by its role in the rulebook's citations; the heading shows the citation.
CITED = {
    "Points": "points",
    "Tiebreak order": "tiebreakers",
    "Rosters": "rosters",
    "Eligibility": "eligibility_and_goalies",
    "Penalties": "penalty_count",
    "Suspensions": "suspension",
    "Game and clock": "game_and_clock",
    "Shift fairness": "shifts",
    "Officials' fees": "fees",
    "Attendance, drops and substitutes": "attendance_drops_substitutes",
    "Playoff format": "playoff_format",
    "Game formats by kind": "periods",
    "Shootout": "shootout",
    "Goalie competition": "goalie_competition",
}

# How the program applies each section: enforced (a refusal or an automatic result) or shown only.
APPLIED = {
    "Points": "Enforced: the standings compute it from the sheets.",
    "Tiebreak order": "Enforced: the standings apply it and explain every broken tie.",
    "Rosters": "Enforced: a change past a maximum is refused; a short roster is an alert.",
    "Eligibility": "Enforced: an ineligible player or goalie is refused unless overridden.",
    "Penalties": "Enforced: the scoresheet adds the misconducts, warns, and ends a forfeited game.",
    "Suspensions": "Enforced: a suspended player cannot be dressed until it is served.",
    "Game and clock": "Enforced: lineups, late starts, clock mode, the game's end.",
    "Shift fairness": "Reported: the bench tracker warns, the shift report lists every violation; "
    "the captain and the committee act on them.",
    "Officials' fees": "Kept: the fee ledger computes what each team owes.",
    "Attendance, drops and substitutes": "Enforced: drops and substitutes after the deadline are refused.",
    "Playoff format": "Enforced: the bracket, home teams and series lengths come from here.",
    "On-ice rules": "Shown only: the referees apply them.",
    "Game formats by kind": "Enforced: the sheet refuses a goal after a period's end, an overtime or shootout "
    "its kind has none of, and a tie where one cannot stand; the clock's switches are shown.",
    "Shootout": "Enforced: the scoresheet refuses an ineligible shooter and an attempt after the decision.",
    "Discipline": "Enforced: the scoresheet ejects, forfeits and disqualifies the moment a penalty brings it.",
    "Knockouts": "Enforced: the bracket fills its sides from the pools; dressing refuses an ineligible player.",
    "Goalie competition": "Enforced: the goalie screen ranks the goalies and assigns the bracket's goalies.",
    "Readings": "Where the text leaves a choice, rinkbook reads it so (SPEC 10.7): these are rinkbook's readings.",
}


def rulebook_markdown(rulebook: Rulebook) -> str:
    """The whole rulebook as Markdown, one section per heading, each saying how rinkbook applies it."""
    parts = [f"# {rulebook.title} rules", f"From `{rulebook.source}`, as rinkbook applies them."]
    for title, lines in _sections(rulebook).items():
        if not lines:  # a rulebook without such rules (a tournament has no on-ice rule list)
            continue
        parts.append(f"## {_heading(title, rulebook)}")
        applied = APPLIED.get(title)
        parts.append("\n".join(([f"*{applied}*", ""] if applied else []) + lines))
    return "\n\n".join(parts)


def _heading(title: str, rulebook: Rulebook) -> str:
    """A section's heading with the rule it comes from as the rulebook cites it: "Points (rule 19)"."""
    role = CITED.get(title)
    citation = rulebook.citation(role) if role else None
    return f"{title} ({citation})" if citation else title
