"""The shape of a competition's rules as data: every number and choice a rule function reads.

The Gray league is one instance (`league/rulebooks/gray.py`); the four tournament
rulebooks are more instances of the same shape. Rule functions never ask which competition
they serve: they read these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from league.rules.discipline_rules import DisciplineRules
from league.rules.formats import DEFAULT_KNOCKOUT, GameFormat, ShootoutRules
from league.rules.infractions import COMMON_INFRACTIONS, Infractions
from league.season.shape_values import BracketSlot


@dataclass(frozen=True, slots=True)
class Criterion:
    """One tiebreak criterion: what is compared, which way, and when it applies.

    `name` is one of `league.standings.criteria.CRITERIA`; `fewer_is_better` turns the comparison round (goals
    against, penalty minutes, times); `only_two_level` skips it while more than two teams are level.
    """

    name: str
    fewer_is_better: bool = False
    only_two_level: bool = False


@dataclass(frozen=True, slots=True)
class PointsRules:
    """Points per result, the posted score, and how equal points are broken (Gray rule 19,
    docs/readings/shared.md#points-and-tiebreakers)."""

    win: int
    tie: int
    loss: int
    forfeit_winner_goals: int
    forfeit_loser_goals: int
    tiebreakers: tuple[Criterion, ...]
    # When a criterion splits the level teams, each part still level: "restart" at criterion 1 among
    # its own members (Gray rule 19, Coors 7), "reapply" the list from criterion 1 (Prime's TB: the same
    # order, worded as the text says it), or "continue" with the next criterion among the first set.
    after_split: str = "restart"
    # Overtime and shootout results, None where they earn what a win or a loss does.
    overtime_win: int | None = None
    overtime_loss: int | None = None
    shootout_win: int | None = None
    shootout_loss: int | None = None
    # Points for each regulation period, (won, level, lost), added to the game's (Coors rule 3); None: none.
    period_points: tuple[int, int, int] | None = None
    # The posted goal difference is at most this (Prime: 7, so 11-2 is posted 9-2); None: no cap.
    posted_difference_cap: int | None = None
    # A forfeit's score in each regulation period (Coors: 1-0 a period, 3-0 in all); None: not per period.
    forfeit_period_goals: tuple[int, int] | None = None
    # Whether the table counts each team's penalty minutes on its sheets even where no criterion reads them
    # (a tournament's tables show them all: by the rulebook's minutes, or the usual ones where it gives none).
    counts_penalty_minutes: bool = False

    def result_points(self, decided_by: str, won: bool, lost: bool) -> int:
        """The game's points (without period points) for a team that `won`, `lost` or tied, decided so."""
        if not won and not lost:
            return self.tie
        if decided_by == "overtime":
            chosen = self.overtime_win if won else self.overtime_loss
        elif decided_by == "shootout":
            chosen = self.shootout_win if won else self.shootout_loss
        else:
            chosen = None
        if chosen is not None:
            return chosen
        return self.win if won else self.loss


@dataclass(frozen=True, slots=True)
class RosterRules:
    """Team count, roster maxima at every date, and eligibility (Gray rules 1, 2 and 18; Coors 1.1 and 2.5, 3-on-3 GF
    1, Cole RE 2)."""

    # The league has exactly this many teams (Gray rule 2: "the league will have six teams"); None: no fixed
    # number (a tournament's pools decide).
    teams: int | None
    # Most skaters and goalies a team holds at any date; None: the rulebook's text sets no maximum.
    max_skaters: int | None
    max_goalies: int | None
    min_goalies: int
    # Fewest players a transfer may leave a team in each skater group (F, D): a group is never emptied.
    min_skaters_per_group: int
    min_age: int
    excluded_classes: tuple[str, ...]
    # Who may stand in as a goalie: any rostered goalie of the league, the official list, or both.
    substitute_goalie_from_any_roster: bool
    substitute_goalie_from_official_list: bool
    # Fewer skaters than this on a team is an alert (Coors 1.1: 10); 0: only Gray rule 6's lineup minimum alerts.
    min_skaters: int = 0
    # The age cutoff a season file may leave out: a fixed date (Coors: 2009-09-05), or (when
    # `cutoff_is_first_pool_game`) the date of the earliest pool game (Cole); neither: the rulebook's
    # month and day in the roster deadline's year.
    default_cutoff: date | None = None
    cutoff_is_first_pool_game: bool = False
    # A player marked `elite` plays only for a team of this division (Cole RE 5); None: the mark means nothing.
    elite_division: str | None = None
    # A roster change (a transfer) dated after the roster deadline needs the committee's reason (Coors 2.3, Cole RE 1).
    late_change_needs_reason: bool = False

    def group_minimum(self, group: str) -> int:
        """The fewest players a team keeps in position group `group` (G: goalies, F and D: skaters)."""
        return self.min_goalies if group == "G" else self.min_skaters_per_group


@dataclass(frozen=True, slots=True)
class PenaltyRules:
    """Penalty accumulation, warnings and minutes in the records (Gray rule 4)."""

    # How many penalties each kind counts for toward a player's and a team's totals.
    counted_weight: tuple[tuple[str, int], ...]
    bench_penalties_count: bool
    equipment_penalties_count: bool
    player_misconduct_at: int
    player_game_misconduct_at: int
    team_forfeit_at: int
    # A coincidental minor that would be the team's Nth or later counted penalty is not counted.
    coincidental_minor_exempt_from: int
    player_warnings: tuple[int, ...]
    team_warnings: tuple[int, ...]
    minutes: tuple[tuple[str, int], ...]
    running_time_minutes: tuple[tuple[str, int], ...]
    automatic_game_misconduct_infractions: tuple[str, ...]
    game_misconduct_kinds: tuple[str, ...]
    # The three tables above as dicts, made once: a replay asks them for every penalty, and a dict made at each ask
    # was a fifth of a penalty's replay.
    _weights: dict[str, int] = field(init=False, repr=False, compare=False)
    _minutes: dict[str, int] = field(init=False, repr=False, compare=False)
    _running: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_weights", dict(self.counted_weight))
        object.__setattr__(self, "_minutes", dict(self.minutes))
        object.__setattr__(self, "_running", dict(self.running_time_minutes))

    def weight(self, kind: str) -> int:
        """How many penalties of the count one penalty of `kind` is."""
        return self._weights.get(kind, 0)

    def minutes_for(self, kind: str, running_time: bool) -> int:
        """Penalty minutes for the records, by the clock mode when the penalty was called."""
        if running_time and kind in self._running:
            return self._running[kind]
        return self._minutes[kind]

    def runs_by_the_clock(self, kind: str) -> bool:
        """Whether a penalty of `kind` has other minutes in running time: only then does the clock's mode matter."""
        return kind in self._running


# What a suspension's `nth` counts, and the game at which what is left of a suspension lapses.
NTH_GAME_MISCONDUCT, NTH_SUSPENSION = "game-misconduct", "suspension"
LAPSE_AT_FINAL_SERIES, LAPSE_AT_DIVISION_BRACKET = "final-series", "division-bracket"


@dataclass(frozen=True, slots=True)
class SuspensionRules:
    """How the season's suspensions are given and served (`league.discipline.suspensions`, one ledger for every
    rulebook): a ladder of games kept out for the season's Nth game misconduct (Gray rule 5; None means the rest of
    the season, an empty ladder gives none), beside what the discipline rules derive and the rulings."""

    # (from the Nth game misconduct of the season, games out); the last entry that applies wins.
    games_by_count: tuple[tuple[int, int | None], ...]
    max_game_misconducts_per_game: int
    served_in_playoffs: bool
    # True: a player serves his suspensions one after another, the earliest open first (Gray rule 5); False: side
    # by side, each game of his team counting for every one open (a tournament's).
    served_one_after_another: bool = False
    # What a suspension's `nth` counts: the player's game misconducts (Gray rule 5) or his suspensions.
    nth_counts: str = NTH_SUSPENSION
    # Where what is left lapses: at the game that decided the final series (Gray rule 5), or at the game that decided
    # the last bracket slot of the player's team's division.
    lapses_at: str = LAPSE_AT_DIVISION_BRACKET

    def games_for(self, count: int) -> int | None:
        games: int | None = 0
        for at_least, length in self.games_by_count:
            if count >= at_least:
                games = length
        return games


@dataclass(frozen=True, slots=True)
class GameRules:
    """Starting a game, the clock and overtime (Gray rules 6, 13, 14, 17 and 23)."""

    periods: int
    period_minutes: int
    min_skaters_with_goalie: int
    min_skaters_without_goalie: int
    grace_minutes: int
    late_start_penalty_kind: str
    late_start_penalty_infraction: str
    late_goalie_costs_timeout: bool
    running_time_lead: int
    mercy_lead: int
    mercy_from_period_end: int
    regular_season_ties: bool
    playoff_overtime_minutes: int


@dataclass(frozen=True, slots=True)
class ScheduleRules:
    """How long a game holds its ice and rooms, and how many games the rink holds at once (the schedule)."""

    # A game occupies the ice and its two rooms from its time for this many minutes (its ice slot).
    slot_minutes: int
    # Sheets of ice the league books: with one, no two games may overlap at all.
    ice_sheets: int
    # The games a team plays on one day as the schedule expects them: one more is legal but asked about before
    # it is saved, and listed by the file's check (a move that gave a team two games one night is almost
    # always a slip). None: no such number (a tournament's day holds as many games as its pools need).
    team_games_a_day: int | None = 1


@dataclass(frozen=True, slots=True)
class FeeRules:
    """Officials' fees the home team owes for each game that started (Gray rule 15), in cents."""

    referees: int
    referee_fee_cents: int
    scorekeeper_fee_cents: int


@dataclass(frozen=True, slots=True)
class AttendanceRules:
    """Misses that make a player droppable, and what the roster deadline closes (Gray rules 10 and 11)."""

    droppable_after_misses: int
    drops_allowed_after_deadline: bool
    substitutes_allowed_after_deadline: bool


@dataclass(frozen=True, slots=True)
class ShiftRules:
    """How many players one change of each group may send out (Gray rule 9): (fewest, most) per group."""

    forwards: tuple[int, int] = (1, 3)
    defence: tuple[int, int] = (1, 2)

    def size_range(self, group: str) -> tuple[int, int]:
        """The (fewest, most) players a shift of `group` (F or D) names."""
        return self.forwards if group == "F" else self.defence


@dataclass(frozen=True, slots=True)
class PlayoffRules:
    """A league's playoffs: how many teams qualify directly, and its bracket's slots in playing order (a
    template of `league.rules.bracket_templates`, its sides `seed:N` and `winner:ID`)."""

    direct_qualifiers: int
    series: tuple[BracketSlot, ...]


@dataclass(frozen=True, slots=True)
class TournamentRules:
    """A tournament's disqualifications, knockout eligibility and bracket checks
    (docs/readings/shared.md#pools-and-the-bracket, docs/readings/shared.md#disqualification,
    docs/readings/shared.md#knockout-eligibility, Coors 3.1.1).

    The defaults are a competition without them (Gray): nothing here applies.
    """

    # docs/readings/shared.md#disqualification: a disqualification makes every game of the team its forfeit, played or
    # not (Coors 3.1.11); False: only its games from the disqualifying game on, earlier results standing.
    disqualification_voids_every_game: bool = False
    # docs/readings/shared.md#knockout-eligibility: a player dresses for a knockout game only once dressed for that team
    # in one of its pool games, unless his status is one of `knockout_exempt_statuses` (Coors: injured).
    knockout_needs_pool_game: bool = False
    knockout_exempt_statuses: tuple[str, ...] = ()
    # Coors 3.1.1: the bracket gives every pool place of its division a knockout game, and a team with fewer
    # pool games than `min_pool_games` is an alert (0: no alert).
    every_place_in_bracket: bool = False
    min_pool_games: int = 0
    # 3-on-3 GC: the goalie competition's first, second, third ... goalies are the goalies of a division's slots
    # of these kinds, in order (3-on-3: final, third-place, consolation); empty: no goalie competition.
    goalie_competition_slots: tuple[str, ...] = ()

    @property
    def goalie_competition(self) -> bool:
        return bool(self.goalie_competition_slots)


@dataclass(frozen=True, slots=True)
class Officials:
    """The officials a game's printed sheet has a line for, as the rulebook's text names them (Gray: two
    referees and a scorekeeper), and the kinds of game the text gives others (Coors: a division final's
    referee and two linesmen). The default is the one official every text names: a referee."""

    default: tuple[str, ...] = ("Referee",)
    by_kind: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def for_kind(self, kind: str) -> tuple[str, ...]:
        """The officials of a game of `kind` (`league.rules.formats.game_kind`), in the order the sheet lists them."""
        return dict(self.by_kind).get(kind, self.default)


# The blocks of Gray's rules a tournament's text lacks: the draft, shift fairness (Gray rule 9), drops and
# substitutes (Gray rules 10 and 11), officials' fees (Gray rule 15).
GRAY_ONLY_BLOCKS = frozenset({"draft", "shifts", "drops", "fees"})


@dataclass(frozen=True, slots=True)
class Rulebook:
    """Every number and choice of one competition's rules."""

    name: str
    title: str
    points: PointsRules
    roster: RosterRules
    penalties: PenaltyRules
    suspensions: SuspensionRules
    game: GameRules
    fees: FeeRules
    attendance: AttendanceRules
    playoffs: PlayoffRules
    # Month and day of the default age cutoff and roster deadline offered for a new season.
    default_age_cutoff: tuple[int, int]
    default_roster_deadline: tuple[int, int]
    # Rules the referees apply on the ice: shown in the rulebook view, enforced by nobody.
    on_ice_rules: tuple[int, ...]
    source: str
    schedule: ScheduleRules
    # Whether teams are ranked in pools whose places fill a bracket (a tournament's), or in one league
    # table whose top teams play the playoff series: every "is this a tournament?" asks this one field.
    has_pools: bool = False
    shifts: ShiftRules = ShiftRules()
    # What the rulebook's own text cites for each rule, by the rule's role ("points" -> "rule 19" in
    # Gray, "rule 6.1" in Coors, "TB" in Prime): every refusal, alert and explanation asks `cite`.
    citations: tuple[tuple[str, str], ...] = ()
    # Each game kind's format (docs/readings/shared.md#game-formats: "pool", "play-in" ... "placement"), and how
    # shootouts run (None: the rulebook has none).
    formats: tuple[tuple[str, GameFormat], ...] = ()
    shootout: ShootoutRules | None = None
    # A tournament's in-game discipline (ejections, rule forfeits, penalty shots); None: Gray rules 4 and 5 only.
    discipline: DisciplineRules | None = None
    tournament: TournamentRules = TournamentRules()
    # Who officiates a game, for its printed sheet's lines (cited as "officials" where the text has a rule).
    officials: Officials = Officials()
    # The Gray-only blocks (`GRAY_ONLY_BLOCKS`) this rulebook's text has none of: their fields above hold
    # neutral values, and their screens and commands say the rules lack them instead of showing Gray's.
    lacks: frozenset[str] = frozenset()
    # The infractions a sheet may name, each with its spellings: every rule above that names an infraction
    # names one of these, and reads a sheet's infraction by this list (`Infractions.ruled`).
    infractions: Infractions = COMMON_INFRACTIONS
    # `formats` and `citations` as dicts, made once: every replay asks its game's format, every refusal a citation.
    _formats: dict[str, GameFormat] = field(init=False, repr=False, compare=False)
    _citations: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_formats", dict(self.formats))
        object.__setattr__(self, "_citations", dict(self.citations))

    def has(self, block: str) -> bool:
        """Whether the rulebook holds Gray-only block `block` ("draft", "shifts", "drops", "fees"), or the
        tournament block "goalie_competition" (its tournament data, 3-on-3 GC)."""
        if block == "goalie_competition":
            return self.tournament.goalie_competition
        return block not in self.lacks

    def format_for(self, kind: str) -> GameFormat:
        """The format of a game of `kind`; a kind the rulebook does not list plays as its knockouts do."""
        formats = self._formats
        return formats.get(kind) or formats[DEFAULT_KNOCKOUT]

    def citation(self, role: str) -> str | None:
        """The rulebook's citation for the rule about `role`, or None where its text has no such rule."""
        return self._citations.get(role)

    def cite(self, role: str) -> str:
        """The rulebook's citation for the rule about `role`; its title where its text has no such rule."""
        return self.citation(role) or self.title
