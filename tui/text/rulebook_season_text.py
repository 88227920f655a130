"""The rulebook page's sections on a season: points, rosters and eligibility, attendance, officials' fees,
shift fairness, the playoffs or the knockouts, the goalie competition. Each reads the rulebook's data; a
rulebook with pools words its points and rosters its own way (`Rulebook.has_pools`). No Textual here."""

from __future__ import annotations

from league.rules.rulebook import Rulebook
from league.season.values import BracketSlot
from league.standings.table import join_names

# A rulebook whose text gives no points, forfeit score or tiebreakers: rinkbook's, shown as such.
DEFAULTS = "- *rinkbook's defaults: the rulebook's text gives no points, forfeit score or tiebreakers.*"


def points_lines(rb: Rulebook) -> list[str]:
    """What a game is worth in the standings."""
    if rb.has_pools:
        return _pool_points(rb)
    p = rb.points
    return [
        f"- Win {p.win}, tie {p.tie}, loss {p.loss}; regular-season final games only.",
        f"- A forfeit counts {p.forfeit_winner_goals}-{p.forfeit_loser_goals} for the opponent, "
        "replacing any played score.",
        *_points_beyond_wins(rb),
    ]


def _points_beyond_wins(rb: Rulebook) -> list[str]:
    """The points rules beyond win, tie and loss: after regulation, per period, the posted cap."""
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


def _pool_points(rb: Rulebook) -> list[str]:
    """A pooled rulebook's points: per game, shootout and overtime, per period, the posted score, a forfeit."""
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


def roster_lines(rb: Rulebook) -> list[str]:
    """How many teams and players, and who is short."""
    if rb.has_pools:
        return _pool_rosters(rb)
    r = rb.roster
    return [
        f"- {'No fixed number of' if r.teams is None else r.teams} teams; "
        + (
            f"each at most {r.max_skaters} skaters and {r.max_goalies} goalies at every date."
            if r.max_skaters is not None and r.max_goalies is not None
            else "no maximum roster size."
        ),
        f"- Fewer than {r.min_goalies} goalie, or too few skaters to dress a lineup, is a dashboard alert.",
    ]


def eligibility_lines(rb: Rulebook) -> list[str]:
    """A season's age and class limits and where a substitute goalie may come from."""
    r = rb.roster
    return [
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
    ]


def shift_lines(rb: Rulebook) -> list[str]:
    return [
        "- Within the forwards and within the defence, everyone plays the same number of shifts; nobody "
        "double-shifts while a teammate of his group has sat two or more of its shifts in a row.",
        f"- A change sends out {rb.shifts.forwards[0]}-{rb.shifts.forwards[1]} forwards or "
        f"{rb.shifts.defence[0]}-{rb.shifts.defence[1]} defencemen; stop-time shifts (the captain's "
        "discretion) keep their numbers but are left out of both checks.",
    ]


def _money(cents: int) -> str:
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents / 100:.2f}"


def fee_lines(rb: Rulebook) -> list[str]:
    f = rb.fees
    return [
        f"- For each game that started the home team owes {f.referees} referees {_money(f.referee_fee_cents)} "
        f"each and the scorekeeper {_money(f.scorekeeper_fee_cents)}; the committee may waive a game's fees.",
    ]


def attendance_lines(rb: Rulebook) -> list[str]:
    a = rb.attendance
    return [
        f"- More than {a.droppable_after_misses} missed games before the roster deadline makes a player "
        "droppable, on his captain's request and the committee's decision.",
        "- Drops after the deadline: "
        + ("allowed" if a.drops_allowed_after_deadline else "refused")
        + "; substitutes after the deadline: "
        + ("allowed." if a.substitutes_allowed_after_deadline else "refused."),
    ]


def playoff_format_lines(rb: Rulebook) -> list[str]:
    """The playoffs' qualifiers and each series (none where the rulebook has no series)."""
    if not rb.playoffs.series:
        return []
    return [
        f'- The top {rb.playoffs.direct_qualifiers} qualify directly; "higher team" means higher in the '
        "final standings (a wild-card winner takes the seed it plays for).",
        *(_series(s) for s in rb.playoffs.series),
    ]


def _side(side: str) -> str:
    kind, _, value = side.partition(":")
    return f"seed {value}" if kind == "seed" else f"winner of {value}"


def _series(s: BracketSlot) -> str:
    high_home = [str(i) for i, h in enumerate(s.home_pattern, 1) if h == "high"]
    games = "one game" if s.best_of == 1 else f"best of {s.best_of}, stops at {s.wins_needed} wins"
    where = "is home" if s.best_of == 1 else f"is home in games {', '.join(high_home)}"
    seed = f"; the winner is seed {s.winner_seed} from then on" if s.winner_seed else ""
    return f"- **{s.id}**: {_side(s.sides[0])} v {_side(s.sides[1])}, {games}; the higher team {where}{seed}"


def _pool_rosters(rb: Rulebook) -> list[str]:
    """A pooled rulebook's rosters: size, age, the elite division, late changes, the lineup's minimum."""
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
    """The knockouts after the pools: sides, home team, who may dress, a disqualified team."""
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
    """The goalie competition's rating and the games its first goalies tend."""
    slots = join_names(rb.tournament.goalie_competition_slots)
    return [
        "- Per division, over pool games with shots recorded: rating = 100 x saves / shots - goals against per "
        "game, shown to two decimals; equal ratings wait for a coin toss; a goalie with no shots is unranked.",
        f"- The first goalies in order tend the {slots} games; another goalie there needs the committee's reason.",
    ]
