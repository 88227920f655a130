"""A tournament's own integrity (docs/season-file.md#a-tournaments-parts): its divisions, pools and bracket name
what exists and fit together, its games are pool or bracket games, its rulings name a team's or a
player's own game. Checked with `league.checks.references`, before any rule. Every refusal names the field and
the season's rulebook's citation; nothing here depends on which rulebook it is."""

from __future__ import annotations

from collections.abc import Iterator

from league.rules.rulebook import Rulebook
from league.season.errors import FILE_RULE, Problem, duplicate_ids
from league.season.values import OPEN_DIVISION, BracketSlot, Pool, Season


def tournament_reference_problems(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Every problem of the tournament's references, in file order of the fields they name."""
    division_of = {t: p.division for p in season.pools for t in p.teams}
    yield from _player_references(season, rulebook)
    yield from _pool_references(season, rulebook)
    yield from _bracket_references(season, rulebook)
    yield from _game_references(season, rulebook, division_of)
    yield from _goalie_references(season, rulebook)
    yield from _ruling_references(season, rulebook)


def _divisions(season: Season) -> set[str]:
    """The tournament's division codes: OPEN alone when the file names none
    (docs/season-file.md#a-tournaments-parts)."""
    return {d.code for d in season.divisions} or {OPEN_DIVISION}


def _player_references(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """A second registration names a known player with a reason; that the two never play in one division is
    a roster rule (`league.rosters.eligibility.placement_problem`), checked at every date by the season checks."""
    players = {p.id: p for p in season.players}
    for i, p in enumerate(season.players):
        same = p.same_person_as
        if same is None:
            continue
        where = f"players[{i}].same_person_as"
        first = players.get(same.player)
        if first is None or first.id == p.id:
            yield Problem(f"{where}.player", FILE_RULE, f"unknown player {same.player} (the first registration)")
            continue
        if not same.reason.strip():
            yield Problem(f"{where}.reason", rulebook.cite("same_person"), "a second registration needs a reason")


def _pool_references(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Pools of known divisions, each team known and in exactly one pool, every team in a pool
    (docs/readings/shared.md#pools-and-the-bracket)."""
    teams = {t.code for t in season.teams}
    divisions = _divisions(season)
    yield from duplicate_ids("divisions", [d.code for d in season.divisions], FILE_RULE)
    yield from duplicate_ids("pools", [p.code for p in season.pools], FILE_RULE)
    pooled: dict[str, str] = {}
    for i, pool in enumerate(season.pools):
        if pool.division not in divisions:
            yield Problem(f"pools[{i}].division", FILE_RULE, f"unknown division {pool.division}")
        for j, code in enumerate(pool.teams):
            where = f"pools[{i}].teams[{j}]"
            if code not in teams:
                yield Problem(where, FILE_RULE, f"unknown team {code}")
            elif code in pooled:
                yield Problem(where, rulebook.cite("pools"), f"{code} is already in pool {pooled[code]}")
            pooled.setdefault(code, pool.code)
    if season.pools:
        for i, t in enumerate(season.teams):
            if t.code not in pooled:
                yield Problem(f"teams[{i}]", rulebook.cite("pools"), f"{t.code} is in no pool (every team is in one)")


def _bracket_references(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Slots of known divisions whose sides name a pool place or a slot of the same division
    (docs/readings/shared.md#pools-and-the-bracket)."""
    divisions = _divisions(season)
    yield from duplicate_ids("bracket", [b.id for b in season.bracket], FILE_RULE)
    slots = {b.id: b for b in season.bracket}
    pools = {p.code: p for p in season.pools}
    for i, slot in enumerate(season.bracket):
        if slot.division not in divisions:
            yield Problem(f"bracket[{i}].division", FILE_RULE, f"unknown division {slot.division}")
        for j, side in enumerate(slot.sides):
            why = _side_problem(slot, side, slots, pools)
            if why:
                yield Problem(f"bracket[{i}].sides[{j}]", rulebook.cite("bracket"), why)


def _side_problem(slot: BracketSlot, side: str, slots: dict[str, BracketSlot], pools: dict[str, Pool]) -> str | None:
    """Why a side of `slot` names nothing of its division, or None."""
    what, _, rest = side.partition(":")
    if what == "pool":
        code, _, place = rest.rpartition(":")
        pool = pools.get(code)
        if pool is None or pool.division != slot.division:
            return f"no pool {code} in division {slot.division}"
        size = len(pool.teams)
        return None if 1 <= int(place) <= size else f"pool {code} has {size} teams: there is no place {place}"
    other = slots.get(rest)
    if other is None or other.division != slot.division or other.id == slot.id:
        return f"no other slot {rest} in division {slot.division}"
    return None


def _game_references(season: Season, rulebook: Rulebook, division_of: dict[str, str]) -> Iterator[Problem]:
    """A pool game joins two teams of one pool; a knockout game is a slot's, between teams of its division.
    A season with neither pools nor a bracket (Gray's) has its own series (`bracket_checks.check_playoff_game`)."""
    if not (season.pools or season.bracket):
        return
    pool_of = {t: p.code for p in season.pools for t in p.teams}
    slots = {b.id: b for b in season.bracket}
    for i, g in enumerate(season.games):
        if g.stage == "regular":
            if season.pools and (pool_of.get(g.home) is None or pool_of.get(g.home) != pool_of.get(g.away)):
                yield Problem(
                    f"games[{i}].away",
                    rulebook.cite("pools"),
                    f"a pool game joins two teams of one pool ({g.home} and {g.away} are not)",
                )
            continue
        slot = slots.get(g.series or "")
        if slot is None:
            yield Problem(f"games[{i}].series", rulebook.cite("bracket"), f"no bracket slot {g.series}")
            continue
        for which, code in (("home", g.home), ("away", g.away)):
            if division_of.get(code, OPEN_DIVISION if not season.pools else None) != slot.division:
                yield Problem(
                    f"games[{i}].{which}", rulebook.cite("bracket"), f"{code} is not of division {slot.division}"
                )


def _goalie_references(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """A game's neutral goalie (3-on-3) is a known player on no team."""
    players = {p.id: p for p in season.players}
    for i, g in enumerate(season.games):
        if g.goalie is None:
            continue
        goalie = players.get(g.goalie)
        if goalie is None:
            yield Problem(f"games[{i}].goalie", FILE_RULE, f"unknown player {g.goalie}")
        elif goalie.team is not None:
            yield Problem(
                f"games[{i}].goalie",
                rulebook.cite("goalie"),
                f"{g.goalie} plays for {goalie.team}: a game's goalie is on no team",
            )


def _ruling_references(season: Season, rulebook: Rulebook) -> Iterator[Problem]:
    """Disqualifications name a team and one of its games; suspension rulings a player and a game of his team."""
    teams = {t.code for t in season.teams}
    players = {p.id: p for p in season.players}
    games = {g.id: g for g in season.games}
    for i, d in enumerate(season.disqualifications):
        game = games.get(d.game)
        if d.team not in teams:
            yield Problem(f"disqualifications[{i}].team", FILE_RULE, f"unknown team {d.team}")
        elif game is None:
            yield Problem(f"disqualifications[{i}].game", FILE_RULE, f"unknown game {d.game}")
        elif d.team not in (game.home, game.away):
            yield Problem(
                f"disqualifications[{i}].game", rulebook.cite("disqualification"), f"{d.team} does not play in {d.game}"
            )
    for i, s in enumerate(season.suspension_rulings):
        player, game = players.get(s.player), games.get(s.game)
        if player is None:
            yield Problem(f"suspension_rulings[{i}].player", FILE_RULE, f"unknown player {s.player}")
        elif game is None:
            yield Problem(f"suspension_rulings[{i}].game", FILE_RULE, f"unknown game {s.game}")
        elif player.team not in (game.home, game.away):
            yield Problem(
                f"suspension_rulings[{i}].game",
                rulebook.cite("suspensions"),
                f"{s.player}'s team does not play in {s.game}",
            )
        if s.games is not None and s.games < 1:
            yield Problem(
                f"suspension_rulings[{i}].games",
                rulebook.cite("suspensions"),
                "a suspension is at least 1 game (null: the rest of the tournament)",
            )
