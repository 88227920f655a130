"""Writing a season file: `league` values to JSON, deterministic (same season, same bytes)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import date
from typing import Any

from league.rulebooks import rulebook_named
from league.season.values import TOURNAMENT_PENALTY_KINDS, BracketSlot, FeePayment, Game, Player, Season, Shootout
from store.season_files.json_fields import JsonObject
from store.season_files.reader import FORMAT, VERSION, VERSION_2, default_age_cutoff
from store.season_files.tournament_fields import slot_kind

# A version 2 file's game keys in the order the example tournament files write them (SPEC 10.6); a
# version 1 file keeps the order it always had.
GAME_ORDER_2 = (
    "id",
    "stage",
    "kind",
    "series",
    "no",
    "date",
    "time",
    "rooms",
    "home",
    "away",
    "status",
    "late_start",
    "dressed",
    "goalie",
    "lineup_waiver",
    "penalties",
    "goals",
    "score",
    "period_scores",
    "overtime",
    "forfeit",
    "shootout",
    "shots",
    "shifts",
    "bench_outs",
    "signed",
    "signed_by",
    "fees_waived",
    "revision",
)
# The season-wide lists a version 2 file leaves out when empty (a tournament has no draft, drops ...).
_OMITTED_EMPTY_2 = ("substitute_goalies", "transfers", "drops", "substitutes", "coin_tosses", "fees_paid")


def _clock_text(second: int) -> str:
    return f"{second // 60:02d}:{second % 60:02d}"


def _dollars(cents: int) -> int | float:
    """Whole dollars as an integer, otherwise dollars with two decimals."""
    return cents // 100 if cents % 100 == 0 else round(cents / 100, 2)


def _drop_none(obj: JsonObject) -> JsonObject:
    return {key: value for key, value in obj.items() if value is not None}


def uses_version_2(season: Season, games_use_it: bool | None = None) -> bool:
    """Whether the season holds any field only a version 2 file may (SPEC 10.6); `games_use_it` says it
    for the games when they are not in `season` (the streamed export asks the store)."""
    if season.divisions or season.pools or season.bracket or season.disqualifications or season.suspension_rulings:
        return True
    if any(p.elite or p.same_person_as is not None for p in season.players):
        return True
    return games_use_it if games_use_it is not None else any(game_uses_version_2(g) for g in season.games)


def game_uses_version_2(g: Game) -> bool:
    return (
        bool(g.period_scores)
        or g.goalie is not None
        or g.shots is not None
        or g.lineup_waiver is not None
        or any(x.penalty_shot for x in g.goals)
        or any(x.kind in TOURNAMENT_PENALTY_KINDS for x in g.penalties)
    )


def _dates_data(season: Season, version: int) -> JsonObject:
    """Section 8's dates; a version 2 file (as the example tournaments) writes the roster deadline first
    and leaves out an age cutoff that is the rulebook's default (what reading it back gives)."""
    cutoff, deadline = season.dates.age_cutoff.isoformat(), season.dates.roster_deadline.isoformat()
    if version == VERSION:
        return {"age_cutoff": cutoff, "roster_deadline": deadline}
    rulebook = rulebook_named(season.rulebook)
    default: tuple[date, ...] = default_age_cutoff(version, rulebook, season.dates.roster_deadline)
    # A cutoff the pool games give (Cole) is written all the same, so moving a game never moves it.
    from_games = rulebook is not None and rulebook.roster.cutoff_is_first_pool_game
    if default == (season.dates.age_cutoff,) and not from_games:
        return {"roster_deadline": deadline}
    return {"roster_deadline": deadline, "age_cutoff": cutoff}


def season_to_data(season: Season, games_use_version_2: bool | None = None) -> JsonObject:
    """The season as season-file JSON values, fields in the order SPEC section 8 lists them, then the
    tournament's (SPEC 10.6): version 2 exactly when a version 2 field is used (`uses_version_2`)."""
    version = VERSION_2 if uses_version_2(season, games_use_version_2) else VERSION
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": version,
        "league": season.league,
        "season": season.name,
        "rulebook": season.rulebook,
        **_drop_none({"time_zone": season.time_zone, "rink": season.rink}),
        "dates": _dates_data(season, version),
        "teams": [
            _drop_none({"code": t.code, "name": t.name, "captain": t.captain, "colour": t.colour}) for t in season.teams
        ],
        "players": [_player_data(p, version) for p in season.players],
        "substitute_goalies": list(season.substitute_goalies),
        # Written only when the committee keeps spares: a season without them reads as it always did.
        **({"spares": list(season.spares)} if season.spares else {}),
    }
    if season.draft is not None:
        data["draft"] = {
            "order": season.draft.order,
            "first_round": list(season.draft.first_round),
            "picks": [
                {"round": k.round, "pick": k.pick, "team": k.team, "player": k.player} for k in season.draft.picks
            ],
        }
    data["transfers"] = [
        {"player": t.player, "to": t.to, "date": t.date.isoformat(), "reason": t.reason} for t in season.transfers
    ]
    data["drops"] = [
        {
            "player": d.player,
            "requested_by": d.requested_by,
            "requested_on": d.requested_on.isoformat(),
            "decided_on": d.decided_on.isoformat() if d.decided_on else None,
            "approved": d.approved,
            "reason": d.reason,
            "refund": _dollars(d.refund_cents),
        }
        for d in season.drops
    ]
    data["substitutes"] = [
        {"player": s.player, "team": s.team, "date": s.date.isoformat(), "replaces": s.replaces}
        for s in season.substitutes
    ]
    data["games"] = [_game_data(g, version, season.bracket) for g in season.games]
    data["coin_tosses"] = [{"teams": list(c.teams), "order": list(c.order)} for c in season.coin_tosses]
    data["fees_paid"] = [_payment_data(f) for f in season.fees_paid]
    if version == VERSION:
        return data
    for key in _OMITTED_EMPTY_2:
        if not data[key]:
            del data[key]
    return {**data, **_tournament_data(season)}


def _tournament_data(season: Season) -> JsonObject:
    """A tournament's rulings and shape, each list only when it holds something, as the examples order them."""
    data: dict[str, Any] = {
        "disqualifications": [{"team": x.team, "game": x.game, "reason": x.reason} for x in season.disqualifications],
        "suspension_rulings": [
            {"player": x.player, "game": x.game, "games": x.games, "reason": x.reason}
            for x in season.suspension_rulings
        ],
        "divisions": [{"code": d.code, "name": d.name} for d in season.divisions],
        "pools": [
            {"code": p.code, "name": p.name, "teams": list(p.teams), "division": p.division} for p in season.pools
        ],
        "bracket": [
            {"id": b.id, "kind": b.kind, "sides": list(b.sides), "best_of": b.best_of, "division": b.division}
            for b in season.bracket
        ],
    }
    return {key: value for key, value in data.items() if value}


def _payment_data(f: FeePayment) -> JsonObject:
    """A payment; `void` {`reason`, `date`} only when the committee voided it (so files without voids
    export as they always did)."""
    data: JsonObject = {"team": f.team, "date": f.date.isoformat(), "amount": _dollars(f.amount_cents)}
    if f.void is not None:
        data["void"] = {"reason": f.void.reason, "date": f.void.date.isoformat()}
    return data


def _player_data(p: Player, version: int = VERSION) -> JsonObject:
    data = {
        "id": p.id,
        "name": p.name,
        "born": p.born.isoformat(),
        "position": p.position,
        "class": p.klass,
        "rating": p.rating,
        "number": p.number,
        "email": p.email,
        "phone": p.phone,
        "status": p.status,
        "team": p.team,
    }
    if p.eligibility_override is not None:
        data["eligibility_override"] = {
            "reason": p.eligibility_override.reason,
            "date": p.eligibility_override.date.isoformat(),
        }
    if version == VERSION:
        return data
    if p.elite:
        data["elite"] = True
    if p.same_person_as is not None:
        data["same_person_as"] = {"player": p.same_person_as.player, "reason": p.same_person_as.reason}
    return {key: value for key, value in data.items() if value is not None or key not in ("email", "phone")}


def _game_data(g: Game, version: int = VERSION, bracket: tuple[BracketSlot, ...] = ()) -> JsonObject:
    data: dict[str, Any] = {"id": g.id, "stage": g.stage}
    # Only where the file gave one: files without kinds export as before; a knockout game's kind that
    # is its bracket slot's is the slot's (`season_tournament.with_slot_kinds` gives it back).
    if g.kind is not None and g.kind != slot_kind(g, bracket):
        data["kind"] = g.kind
    if g.series is not None:
        data["series"] = g.series
        data["no"] = g.no
    data.update(
        {
            "date": g.date.isoformat(),
            "time": g.time,
            "rooms": list(g.rooms) if g.rooms else None,
            "home": g.home,
            "away": g.away,
            "status": g.status,
        }
    )
    if g.score is not None:
        data["score"] = {"home": g.score.home, "away": g.score.away}
    data["overtime"] = g.overtime
    if g.forfeit is not None:
        data["forfeit"] = {"team": g.forfeit.team, "reason": g.forfeit.reason}
    _add_sheet(data, g)
    data["signed"] = g.signed
    if g.signed_by is not None:
        data["signed_by"] = g.signed_by
    if g.fees_waived is not None:
        data["fees_waived"] = {"reason": g.fees_waived}
    if g.revision:  # a game never moved leaves it out: files written before it are exported unchanged
        data["revision"] = g.revision
    return _drop_none(data) if version == VERSION else _game_data_2(data, g)


def _game_data_2(data: dict[str, Any], g: Game) -> JsonObject:
    """A version 2 file's game: the tournament's sheet fields added, keys in `GAME_ORDER_2`'s order."""
    if g.goalie is not None:
        data["goalie"] = g.goalie
    if g.lineup_waiver is not None:
        data["lineup_waiver"] = {"reason": g.lineup_waiver}
    if g.period_scores:
        data["period_scores"] = [list(pair) for pair in g.period_scores]
    if g.shots is not None:
        data["shots"] = {"home": g.shots.home, "away": g.shots.away}
    if g.status == "scheduled":  # a game not played yet: no sheet flags (as the example tournaments)
        data = {k: v for k, v in data.items() if not (k in ("overtime", "signed") and v is False)}
    return {key: data[key] for key in GAME_ORDER_2 if data.get(key) is not None}


def _add_sheet(data: dict[str, Any], g: Game) -> None:
    """The sheet's keys, each only when the game has something for it."""
    if g.late_starts:
        data["late_start"] = [
            {"team": s.team, "minutes": s.minutes, "goalie_only": s.goalie_only} for s in g.late_starts
        ]
    if g.dressed:
        data["dressed"] = {team: list(pids) for team, pids in g.dressed}
    if g.goals:
        data["goals"] = [
            {
                "team": x.team,
                "scorer": x.scorer,
                "assists": list(x.assists),
                "period": x.period,
                "time": _clock_text(x.second),
                **({"penalty_shot": True} if x.penalty_shot else {}),
            }
            for x in g.goals
        ]
    if g.penalties:
        data["penalties"] = [
            {
                "team": x.team,
                "player": x.player,
                "kind": x.kind,
                "infraction": x.infraction,
                "period": x.period,
                "time": _clock_text(x.second),
                "bench": x.bench,
                "equipment": x.equipment,
                "coincidental": x.coincidental,
            }
            for x in g.penalties
        ]
    if g.shifts:
        data["shifts"] = {
            team: [{"group": s.group, "players": list(s.players), "stop_time": s.stop_time} for s in shifts]
            for team, shifts in g.shifts
        }
    if g.bench_outs:
        data["bench_outs"] = [
            {"team": o.team, "player": o.player, "shift": o.shift, "reason": o.reason} for o in g.bench_outs
        ]
    if g.shootout is not None:
        data["shootout"] = _shootout_data(g.shootout)


def _shootout_data(shootout: Shootout) -> JsonObject:
    data: dict[str, Any] = {} if shootout.first is None else {"first": shootout.first}
    data["attempts"] = [{"team": a.team, "shooter": a.shooter, "scored": a.scored} for a in shootout.attempts]
    return data


def season_to_text(season: Season) -> str:
    """The season file's text: deterministic, UTF-8 safe, one trailing newline."""
    return json.dumps(season_to_data(season), indent=1, ensure_ascii=False) + "\n"


def season_pieces(season: Season, game_pages: Iterable[str], games_use_version_2: bool = False) -> Iterator[str]:
    """`season_to_text` in pieces, its games taken from `game_pages` instead of `season.games`: each a
    page of games written at their depth in the file and joined as its `games` list joins them
    (`season_game_text`). Everything else is written by json.dumps as `season_to_text` writes it: a
    value one level in is its own text with every line break indented one space more (a string's line
    breaks are escaped, so each one is the layout's)."""
    yield "{"
    for i, (key, value) in enumerate(season_to_data(season, games_use_version_2).items()):
        yield f"{',' if i else ''}\n {json.dumps(key, ensure_ascii=False)}: "
        if key != "games":
            yield json.dumps(value, indent=1, ensure_ascii=False).replace("\n", "\n ")
            continue
        opened = False
        for page in game_pages:
            yield f"{',' if opened else '['}\n  {page}"
            opened = True
        yield "\n ]" if opened else "[]"
    yield "\n}\n"
