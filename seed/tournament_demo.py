"""The demo tournaments behind `rinkbook demo --rulebook NAME`: a weekend of each tournament rulebook.

Pools play their round robins yesterday and this morning, the semi-finals (and the consolation games
that fit) are played today, the final and the third-place game wait for tomorrow. One game shows the
rulebook's ejection, one team is disqualified (the committee's ruling; at 3-on-3 a fight, 3-on-3 PEN 5), ties
go to the shootouts the rulebook has, and a semi-final goes to overtime where the format has one. The
rest of each rulebook's discipline shows once (`EventShape`): Coors' misconduct forfeit and late-window
misconduct, Cole's unwaived short bench, fight and gross misconduct (the committee's ruling setting its
length), 3-on-3's penalty shot and the goalie his third penalty bars; suspended players sit out.
Pool tables are drawn without a tie on points, so every rulebook's criteria give the same places.
Like `seed.demo`, a pure function of its inputs: the same rulebook, today and seed give the same event.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import date, timedelta

from league.results.outcome import Outcome, forfeit_outcome, game_outcome
from league.rulebooks import TOURNAMENT_RULEBOOKS
from league.rules.rulebook import Rulebook
from league.season.values import CoinToss, Disqualification, Game, Player, Pool, Season, SeasonDates, SuspensionRuling
from league.sheet.replay import replay_sheet
from seed.tournament_goalies import goalie_ranking, plan_barred_goalie
from seed.tournament_people import EVENTS, EventPeople, EventShape, build_event_people
from seed.tournament_schedule import Booking, knockout_bookings, pool_bookings, vacant_slots
from seed.tournament_sheets import Bench, Script, play_tournament_game

DQ_REASON = "dressed an ineligible player (registered under another name)"
RULING_REASON = "committee review of the ejection: one more game"
GROSS_REASON = "committee review of the gross misconduct: two games"
GROSS_GAMES = 2
POOL_RETRIES = 200


@dataclass
class _Event:
    """The event while it is played: its games so far, places, and who must sit out."""

    rng: random.Random
    rulebook: Rulebook
    shape: EventShape
    people: EventPeople
    today: date
    games: dict[str, Game] = field(default_factory=dict)
    places: dict[str, list[str]] = field(default_factory=dict)
    slot_games: dict[str, Game] = field(default_factory=dict)
    # player -> (team, its games he still sits out; None: the rest of the tournament)
    sitting_out: dict[str, tuple[str, int | None]] = field(default_factory=dict)
    dq: Disqualification | None = None
    rulings: list[SuspensionRuling] = field(default_factory=list)
    goalie_order: list[str] | None = None  # 3-on-3's goalie competition once the pools are played
    coin_tosses: list[CoinToss] = field(default_factory=list)
    goalie_calls: dict[str, int] = field(default_factory=dict)  # pool game -> its goalie's minors (3-on-3 PEN 4)
    barred_goalie: str | None = None

    @property
    def players(self) -> dict[str, Player]:
        return {p.id: p for p in self.people.players}


def build_tournament_demo(rulebook_name: str, today: date, seed: int = 1) -> Season:
    """A tournament weekend of `rulebook_name` around `today`, with pools played and the bracket half played."""
    rulebook = TOURNAMENT_RULEBOOKS.get(rulebook_name)
    if rulebook is None:
        raise ValueError(f"no tournament rulebook {rulebook_name!r} (there are {', '.join(TOURNAMENT_RULEBOOKS)})")
    rng = random.Random(f"{rulebook_name}:{seed}")
    shape = EVENTS[rulebook_name]
    yesterday = today - timedelta(days=1)
    cutoff = _age_cutoff(shape, yesterday)
    event = _Event(rng, rulebook, shape, build_event_people(rng, shape, cutoff), today)
    people = event.people
    timetable = pool_bookings(people.pools, yesterday)
    ids = {id(b): f"G{n:03d}" for n, b in enumerate(timetable, start=1)}
    _plan_disqualification(event, timetable, ids)
    if shape.barred_goalie and people.neutral_goalies:
        event.barred_goalie, event.goalie_calls = plan_barred_goalie(rng, people.neutral_goalies, ids.values())
    dq = event.dq.team if event.dq is not None else None
    timetable += knockout_bookings(people.bracket, timetable, yesterday, vacant_slots(people.bracket, people.pools, dq))
    ids = {id(b): f"G{n:03d}" for n, b in enumerate(timetable, start=1)}
    for pool in event.people.pools:
        _play_pool(event, pool, [b for b in timetable if b.pool is pool], ids)
    for booking in timetable:
        if booking.bracket is not None:
            _play_slot(event, booking, ids[id(booking)])
    return Season(
        league=shape.league,
        name=str(yesterday.year),
        rulebook=rulebook.name,
        dates=SeasonDates(cutoff, yesterday - timedelta(days=1)),
        teams=people.teams,
        players=people.players,
        games=tuple(event.games[ids[id(b)]] for b in timetable),
        divisions=people.divisions,
        pools=people.pools,
        bracket=people.bracket,
        disqualifications=(event.dq,) if event.dq is not None and not shape.dq_by_fight else (),
        suspension_rulings=tuple(event.rulings),
        coin_tosses=tuple(event.coin_tosses),
    )


def _age_cutoff(shape: EventShape, first_day: date) -> date:
    """The event's cutoff day (Coors: 5 September) last before the event, else the first pool game's date
    (Cole's default; the others have no age rule)."""
    if shape.age_cutoff is None:
        return first_day
    month, day = shape.age_cutoff
    return date(first_day.year if (first_day.month, first_day.day) >= (month, day) else first_day.year - 1, month, day)


def _plan_disqualification(event: _Event, timetable: list[Booking], ids: dict[int, str]) -> None:
    """A team of the last division's first pool disqualified at its last pool game; its players' ruling."""
    pool = next(p for p in event.people.pools if p.division == event.people.divisions[-1].code)
    team = event.rng.choice(pool.teams)
    last = [b for b in timetable if b.pool is pool and team in b.pair][-1]
    event.dq = Disqualification(team, ids[id(last)], DQ_REASON)


def _counted(event: _Event, game: Game) -> Outcome | None:
    """What a played pool game counts as: the disqualified team's forfeit from the disqualifying game on
    (Coors: every game of it), else its result."""
    dq = event.dq
    if dq is not None and dq.team in game.teams and (event.shape.dq_every_game or game.id >= dq.game):
        return forfeit_outcome(game, event.rulebook, dq.team, "disqualified")
    return _outcome(event, game)


def _pool_scripts(event: _Event, pool: Pool, bookings: list[Booking], ids: dict[int, str]) -> dict[str, Script]:
    """What the pool's games must show: the first pool an ejection (a game of yesterday), the second a rout
    where the event has one, the last a short bench where it has one, the disqualified team's fight."""
    rng, shape, pools = event.rng, event.shape, event.people.pools
    dq = event.dq
    clean_bookings = [b for b in bookings if dq is None or dq.team not in b.pair]
    clean = [ids[id(b)] for b in clean_bookings]
    scripts = {}
    if pool is pools[0]:
        scripts[rng.choice([ids[id(b)] for b in clean_bookings if b.day < event.today])] = Script(ejection=True)
    if shape.rout and pool is pools[1]:
        scripts[rng.choice(clean)] = Script(rout=True)
    if shape.lineup_waiver and pool is pools[-1]:
        gid = rng.choice([g for g in clean if g not in scripts])
        scripts[gid] = Script(short_bench=rng.choice(next(b.pair for b in bookings if ids[id(b)] == gid)))
    if dq is not None and shape.dq_by_fight and dq.game in {ids[id(b)] for b in bookings}:
        scripts[dq.game] = Script(fight=dq.team)
    _discipline_scripts(event, pool, bookings, ids, scripts)
    return scripts


def _discipline_scripts(
    event: _Event, pool: Pool, bookings: list[Booking], ids: dict[int, str], scripts: dict[str, Script]
) -> None:
    """The other discipline rules, each in a clean game of its own: Coors' misconduct forfeit (the second pool),
    Cole's fight (the first pool, yesterday), gross misconduct (the second) and unwaived short bench (the
    last), 3-on-3's penalty shot (the first) and its barred goalie's minors (wherever his games are)."""
    rng, shape, pools, dq = event.rng, event.shape, event.people.pools, event.dq
    clean = [b for b in bookings if dq is None or dq.team not in b.pair]

    def free(yesterday: bool = False) -> Booking:
        return rng.choice([b for b in clean if ids[id(b)] not in scripts and (b.day < event.today or not yesterday)])

    if shape.misconduct_forfeit and pool is pools[1]:
        booking = free()
        scripts[ids[id(booking)]] = Script(misconducts=rng.choice(booking.pair))
    if shape.fight and pool is pools[0]:
        scripts[ids[id(free(yesterday=True))]] = Script(fighting=True)
    if shape.gross_misconduct and pool is pools[1]:
        scripts[ids[id(free(yesterday=True))]] = Script(gross_misconduct=True)
    if shape.short_forfeit and pool is pools[-1]:
        booking = free()
        scripts[ids[id(booking)]] = Script(short_bench=rng.choice(booking.pair), waived=False)
    if shape.penalty_shot and pool is pools[0]:
        scripts[ids[id(free())]] = Script(penalty_shot=True)
    for booking in bookings:
        gid = ids[id(booking)]
        if gid in event.goalie_calls:
            scripts[gid] = replace(scripts.get(gid, Script()), goalie_penalties=event.goalie_calls[gid])


def _play_pool(event: _Event, pool: Pool, bookings: list[Booking], ids: dict[int, str]) -> None:
    """Play the pool's games until its table has no tie on points; its places are the table's order."""
    dq = event.dq.team if event.dq is not None else None
    scripts = _pool_scripts(event, pool, bookings, ids)
    sitting_out = dict(event.sitting_out)
    for _ in range(POOL_RETRIES):
        event.sitting_out = dict(sitting_out)
        rulings: list[SuspensionRuling] = []
        played = [_play_pool_game(event, b, ids[id(b)], scripts.get(ids[id(b)], Script()), rulings) for b in bookings]
        points = dict.fromkeys(pool.teams, 0)
        for game in played:
            outcome = _counted(event, game)
            assert outcome is not None  # every pool game is played
            points[outcome.home] += outcome.home_points
            points[outcome.away] += outcome.away_points
        ranked = sorted((t for t in pool.teams if t != dq), key=lambda t: -points[t])
        if len({points[t] for t in ranked}) == len(ranked):
            break
    else:
        raise RuntimeError(f"no table without a tie on points in pool {pool.code}")
    event.games.update((g.id, g) for g in played)
    event.rulings += rulings
    event.places[pool.code] = ranked  # the disqualified team fills no side (docs/readings/shared.md#disqualification)


def _play_pool_game(event: _Event, booking: Booking, gid: str, script: Script, rulings: list[SuspensionRuling]) -> Game:
    home, away = booking.pair
    game = _with_goalie(event, Game(gid, "regular", booking.day, booking.time, home, away, rooms=booking.rooms))
    played = _play(event, game, script)
    if script.ejection and event.shape.suspension_ruling:
        gone = _ejected_player(played)
        event.sitting_out[gone] = (home, 1)
        rulings.append(SuspensionRuling(gone, gid, 1, RULING_REASON))
    if script.gross_misconduct:  # Cole VA 1: pending review until the committee's ruling sets its length
        gone = _called(played, "gross-misconduct")
        event.sitting_out[gone] = (home, GROSS_GAMES)
        rulings.append(SuspensionRuling(gone, gid, GROSS_GAMES, GROSS_REASON))
    _sit_out(event, played, script)
    return played


def _called(game: Game, kind: str, infraction: str | None = None) -> str:
    """The home player the script gave its call of `kind` (and `infraction`)."""
    return next(
        str(p.player)
        for p in game.penalties
        if p.team == game.home and p.kind == kind and infraction in (None, p.infraction)
    )


def _sit_out(event: _Event, game: Game, script: Script) -> None:
    """Who the rules keep out of his team's next games: a late misconduct the next one (Coors 4.4-4.5), a fight
    the rest of the tournament (Cole PT 4)."""
    if script.late_misconduct:
        event.sitting_out[_called(game, "misconduct")] = (game.home, 1)
    if script.fighting:
        event.sitting_out[_called(game, "major", "fighting")] = (game.home, None)


def _ejected_player(game: Game) -> str:
    """The home player whose penalties made the script's ejection: the one with the most of them."""
    counts: dict[str, int] = {}
    for p in game.penalties:
        if p.team == game.home and p.player is not None:
            counts[p.player] = counts.get(p.player, 0) + (3 if p.kind in ("major", "game-misconduct") else 1)
    return max(sorted(counts), key=lambda pid: counts[pid])


def _with_goalie(event: _Event, game: Game, rank: int | None = None) -> Game:
    """3-on-3: the event's goalie for the game (3-on-3 GF 1, 3-on-3 GF 2), by turns in pool games, by the competition's
    rank (3-on-3 GC) in the final, third-place and consolation games; other rulebooks: the game as it is."""
    goalies = event.people.neutral_goalies
    if not goalies:
        return game
    if rank is None:
        return replace(game, goalie=goalies[int(game.id[1:]) % len(goalies)])
    if event.goalie_order is None:  # a goalie barred by his third penalty plays no later game (3-on-3 PEN 4)
        order, tosses = goalie_ranking(event.rng, goalies, event.games.values())
        event.coin_tosses += tosses
        event.goalie_order = [g for g in order if g != event.barred_goalie]
    return replace(game, goalie=event.goalie_order[min(rank, len(event.goalie_order) - 1)])


def _bench(event: _Event, team: str, knockout: bool) -> Bench:
    """The team's players who may dress: not sitting out a suspension; in a knockout, only those dressed
    in one of its pool games (docs/readings/shared.md#knockout-eligibility)."""
    roster = [p.id for p in event.people.players if p.team == team]
    if knockout:
        pooled = {pid for g in event.games.values() if g.stage == "regular" for pid in g.dressed_for(team)}
        roster = [pid for pid in roster if pid in pooled]
    out = {pid for pid, (side, _) in event.sitting_out.items() if side == team}
    return Bench(team, tuple(pid for pid in roster if pid not in out))


def _play(event: _Event, game: Game, script: Script) -> Game:
    knockout = game.stage == "playoff"
    benches = (_bench(event, game.home, knockout), _bench(event, game.away, knockout))
    played = play_tournament_game(
        event.rng, game, event.rulebook, event.players, benches, event.shape.fewest_dressed, script
    )
    for pid, (team, left) in list(event.sitting_out.items()):  # a suspension is served in the team's next games
        if team in game.teams and left is not None:
            if left <= 1:
                del event.sitting_out[pid]
            else:
                event.sitting_out[pid] = (team, left - 1)
    return played


def _side(event: _Event, side: str) -> str:
    """The team a bracket side names once it is decided (docs/readings/shared.md#pools-and-the-bracket)."""
    kind, _, rest = side.partition(":")
    if kind == "pool":
        pool, place = rest.split(":")
        return event.places[pool][int(place) - 1]
    outcome = _outcome(event, event.slot_games[rest])
    assert outcome is not None and outcome.winner is not None  # a knockout game ends with a winner
    return outcome.winner if kind == "winner" else next(t for t in (outcome.home, outcome.away) if t != outcome.winner)


def _outcome(event: _Event, game: Game) -> Outcome | None:
    """The game's result as the store works it out: its goalies known, so none is counted among the
    teammates a shootout's shooters must all come from before one shoots again (Coors 5.2.2)."""
    goalies = frozenset(p.id for p in event.people.players if p.position == "G")
    return game_outcome(game, event.rulebook, replay_sheet(game, event.rulebook, goalies))


def _place(event: _Event, team: str) -> int:
    return next(places.index(team) for places in event.places.values() if team in places)


def _play_slot(event: _Event, booking: Booking, gid: str) -> None:
    """A bracket slot's game: home by pool place (docs/readings/shared.md#pools-and-the-bracket); played today,
    scheduled tomorrow."""
    slot = booking.bracket
    assert slot is not None
    first, second = (_side(event, s) for s in slot.sides)
    home, away = (second, first) if _place(event, second) < _place(event, first) else (first, second)
    game = Game(gid, "playoff", booking.day, booking.time, home, away, rooms=booking.rooms, series=slot.id, no=1)
    game = replace(game, kind=slot.kind)
    goalie_rank = {"final": 0, "third-place": 1, "consolation": 2}.get(slot.kind, 3)
    game = _with_goalie(event, game, goalie_rank)
    if booking.day <= event.today:
        divisions = event.people.divisions
        tie = slot.id == f"{divisions[0].code}-SF1"
        overtime = slot.id == f"{divisions[-1].code}-SF2"
        late = event.shape.late_misconduct and slot.id == f"{divisions[-1].code}-SF1"
        script = Script(tie=tie or overtime, overtime=overtime, late_misconduct=late)
        game = _play(event, game, script)
        _sit_out(event, game, script)
    event.games[gid] = game
    event.slot_games[slot.id] = game
