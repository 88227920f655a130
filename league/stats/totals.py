"""The stats every league keeps, from the final sheets: players, goalies and teams (docs/readings/gray.md).

Only final games that started count (`league.results.played`): a game forfeited before the start (a late
start, a team that could not dress a lineup to start it) is nobody's game played, and none of its
goals or minutes count. A player's line is per team: GP is the games he was dressed for
that team; goals and assists come from the sheets' goal events (a sheet with a bare score names no
scorer); PIM are the replay's minutes, the penalties the rules add included, 3 or 6 for a minor or
double minor called in running time (Gray rules 4 and 14).

Goals are the goals scored on the sheet (its score, or its goal events when it has no score,
`league.results.played.counted_goals`): a forfeit's 1-0 belongs to the standings, not to the stats. A
goalie is charged the goals against his team only in the games he was its one dressed goalie: when
two dressed, the sheet does not say who was in net, so such a game is counted apart (`shared`) and
charges neither. GAA is goals against per game played (the sheets keep no minutes in net).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter

from league.discipline.suspensions import games_in_order
from league.results.disqualification import ruling_forfeits
from league.results.played import CountedGoals, counted_goals
from league.rules.rulebook import Rulebook
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay, replay_sheet
from league.stats.penalty_records import penalties_tallied


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's games, goals, assists and penalty minutes for one team."""

    player: str
    team: str
    position: str
    gp: int = 0
    goals: int = 0
    assists: int = 0
    pim: int = 0

    @property
    def points(self) -> int:
        return self.goals + self.assists


@dataclass(frozen=True, slots=True)
class GoalieStats:
    """One goalie's games dressed, and the goals against in the games he was his team's only goalie.

    A sheet does not say who was in net when a team dressed two goalies, so those games count as
    games played but charge nobody: goals against and the average come from the games `alone`.
    """

    player: str
    team: str
    gp: int = 0
    ga: int = 0
    alone: int = 0  # games dressed as his team's only goalie: the goals against in them are his

    @property
    def gaa(self) -> float | None:
        """Goals against per game he was alone in net; None before the first such game."""
        return self.ga / self.alone if self.alone else None


@dataclass(frozen=True, slots=True)
class TeamStats:
    """One team's games that started, goals for and against as scored, and penalty minutes."""

    team: str
    gp: int = 0
    gf: int = 0
    ga: int = 0
    pim: int = 0


@dataclass(frozen=True, slots=True)
class SeasonStats:
    """The stats of a season's started final games (of one stage, or all), and how many sheets had goal details."""

    players: tuple[PlayerStats, ...]
    goalies: tuple[GoalieStats, ...]
    teams: tuple[TeamStats, ...]
    games: int
    games_with_goal_details: int


def season_stats(
    season: Season,
    rulebook: Rulebook,
    stage: str | None = None,
    replays: Mapping[str, SheetReplay] | None = None,
    forfeits: Mapping[str, str] | None = None,
) -> SeasonStats:
    """Players, goalies and teams over the final games that started (of `stage` only, when given). A game a
    disqualification forfeits (`forfeits`, the season's `ruling_forfeits`, worked out here when not given)
    counts only where it was played: marked final without a sheet, nobody played it.

    Every final sheet of the stage is summed (the stats screen asks once per load and stage shown; 10,000
    games: some 220,000 dressed players, 22,000 goals, 48,000 penalties): each team's games played are counted
    in one `Counter` pass over its lineups, the goals, assists and minutes by `Counter` over the season's events,
    a side's goalies by a set's filter, rather than one Python step per player or event (docs/performance.md: the stats
    screen opens under 150 ms).
    """
    position = {p.id: p.position for p in season.players}
    goalie_ids = frozenset(pid for pid, pos in position.items() if pos == "G")
    in_goal = goalie_ids.__contains__
    forfeits = ruling_forfeits(season, rulebook) if forfeits is None else forfeits
    started: list[Game] = []  # with their replays and counted goals, side by side: no pair made per game
    replayed: list[SheetReplay] = []
    counted: list[CountedGoals] = []
    for game in games_in_order(season):
        # A game not final never started (`game_started`): its sheet is not replayed to say so.
        if game.status != "final" or (stage is not None and game.stage != stage):
            continue
        # The goalies let the replay count a lineup's goalie apart (a tournament's short lineup).
        replay = replays[game.id] if replays is not None else replay_sheet(game, rulebook, goalie_ids)
        kept = counted_goals(game, replay, rulebook, goalie_ids, forfeits)
        if kept is not None:
            started.append(game)
            replayed.append(replay)
            counted.append(kept)
    teams: dict[str, list[int]] = {t.code: [0, 0, 0, 0] for t in season.teams}  # gp gf ga pim
    lineups_of: dict[str, list[tuple[str, ...]]] = defaultdict(list)  # team -> its lineup in each game
    goalies: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])  # gp ga alone
    for game, kept in zip(started, counted, strict=True):
        home, away = kept.home, kept.away
        lineups = dict(game.dressed)
        for team, scored, allowed in ((game.home, home, away), (game.away, away, home)):
            row = teams.setdefault(team, [0, 0, 0, 0])
            row[0] += 1
            row[1] += scored
            row[2] += allowed
            lineup = lineups.get(team, ())
            lineups_of[team].append(lineup)
            in_net = tuple(filter(in_goal, lineup))
            for pid in in_net:
                line = goalies[(pid, team)]
                line[0] += 1
                if len(in_net) == 1:
                    line[1] += allowed
                    line[2] += 1
    scored_goals = tuple(chain.from_iterable(kept.events for kept in counted))
    goals = Counter(map(attrgetter("scorer", "team"), scored_goals))  # (player, team) -> goals
    assists: Counter[tuple[str, str]] = Counter()
    for (pids, team), n in Counter(map(attrgetter("assists", "team"), scored_goals)).items():
        for pid in pids:
            assists[(pid, team)] += n
    pim: dict[tuple[str, str], int] = {}
    # A penalty's team is one of its game's (`league.checks.references`): counted above, the teams keep their order.
    for (team, penalized, minutes), n in penalties_tallied(replayed).items():
        teams.setdefault(team, [0, 0, 0, 0])[3] += minutes * n
        if penalized is not None:  # None: a bench penalty
            pim[(penalized, team)] = pim.get((penalized, team), 0) + minutes * n
    gp = {(pid, team): n for team, kept in lineups_of.items() for pid, n in Counter(chain.from_iterable(kept)).items()}
    lines = sorted({*gp, *goals, *assists, *pim})
    return SeasonStats(
        players=tuple(
            PlayerStats(pid, team, position.get(pid, ""), gp.get(key, 0), goals[key], assists[key], pim.get(key, 0))
            for key in lines
            for pid, team in (key,)
        ),
        goalies=tuple(GoalieStats(pid, team, *row) for (pid, team), row in sorted(goalies.items())),
        teams=tuple(TeamStats(code, *row) for code, row in teams.items()),
        games=len(started),
        games_with_goal_details=sum(1 for kept in counted if kept.events),
    )
