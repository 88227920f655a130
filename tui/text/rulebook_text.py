"""A rulebook's numbers as Markdown a committee member can read, section by section, one page for every
rulebook: each section is read from the rulebook's data (`tui.text.rulebook_season_text`,
`tui.text.rulebook_game_text`), and one it has nothing for is left out. No Textual here."""

from __future__ import annotations

from league.rules.rulebook import Criterion, Rulebook
from tui.text.rulebook_game_text import (
    clock_lines,
    discipline_lines,
    format_lines,
    on_ice_lines,
    penalty_lines,
    shootout_lines,
    suspension_lines,
)
from tui.text.rulebook_readings import reading_lines
from tui.text.rulebook_season_text import (
    DEFAULTS,
    attendance_lines,
    eligibility_lines,
    fee_lines,
    goalie_lines,
    knockout_lines,
    playoff_format_lines,
    points_lines,
    roster_lines,
    shift_lines,
)

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


DROPS = "Attendance, drops and substitutes"


def _sections(rb: Rulebook) -> dict[str, list[str]]:
    """Every section by heading, in the page's order; one the rulebook has nothing for is empty. A rulebook
    with pools words its game, discipline and knockouts from its own data, and none of the season's
    eligibility, penalty count, suspension ladder or clock sections applies to it."""
    pools, d, shootout = rb.has_pools, rb.discipline, rb.shootout
    season = not pools
    return {
        "Points": points_lines(rb),
        "Tiebreak order": ([DEFAULTS, ""] if rb.citation("tiebreakers") is None else []) + _tiebreaks(rb),
        "Game formats by kind": format_lines(rb) if pools else [],
        "Shootout": shootout_lines(shootout, rb.cite("shootout")) if shootout is not None else [],
        "Discipline": discipline_lines(rb, d) if d is not None else [],
        "Rosters": roster_lines(rb),
        "Eligibility": eligibility_lines(rb) if season else [],
        "Penalties": penalty_lines(rb) if season else [],
        "Suspensions": suspension_lines(rb) if season else [],
        "Game and clock": clock_lines(rb) if season else [],
        # A block the rulebook lacks leaves its section out: said so instead of showing another's.
        "Shift fairness": shift_lines(rb) if rb.has("shifts") else [],
        "Officials' fees": fee_lines(rb) if rb.has("fees") else [],
        DROPS: attendance_lines(rb) if rb.has("drops") else [],
        "Playoff format": playoff_format_lines(rb),
        "On-ice rules": on_ice_lines(rb),
        "Knockouts": knockout_lines(rb) if pools else [],
        "Goalie competition": goalie_lines(rb) if rb.tournament.goalie_competition else [],
        "Readings": reading_lines(rb) if pools else [],
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
    "Readings": "Where the text leaves a choice, rinkbook reads it so: these are rinkbook's readings.",
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
