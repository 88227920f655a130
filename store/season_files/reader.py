"""Reading a season file (docs/season-file.md): JSON text to `league` values, every refusal with its JSON path.

Reading checks format, version and the type of every field; the rules (references, rosters,
eligibility ...) are checked afterwards on the values by `league.checks.season`. Writing is
`store.season_files.writer`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from league.results.entered_sheets import sheets_as_entered
from league.rulebooks import rulebook_named, unknown_rulebook
from league.rules.rulebook import Rulebook
from league.season.errors import FILE_RULE, Problem, RuleViolation
from league.season.jersey_numbers import JERSEY_NUMBER, is_jersey_number
from league.season.player_ratings import RATING, is_rating
from league.season.values import (
    CLASSES,
    OPEN_DIVISION,
    POSITIONS,
    STATUSES,
    CoinToss,
    Draft,
    DraftPick,
    Drop,
    EligibilityOverride,
    FeePayment,
    Game,
    PaymentVoid,
    Player,
    SamePerson,
    Season,
    SeasonDates,
    Substitute,
    Team,
    Transfer,
)
from store.season_files.game_fields import read_game
from store.season_files.json_fields import (
    FieldReader,
    JsonObject,
    boolean,
    code,
    ids,
    integer,
    iso_date,
    money,
    one_of,
    text,
    time_zone,
)
from store.season_files.tournament_fields import (
    first_version_2_field,
    read_bracket,
    read_disqualifications,
    read_divisions,
    read_pools,
    read_suspension_rulings,
    with_slot_kinds,
)

FORMAT = "rinkbook.season"
VERSION = 1  # a Gray season's file, as it always was
VERSION_2 = 2  # a file using any of a tournament's fields (docs/season-file.md#a-tournaments-parts)
VERSIONS = (VERSION, VERSION_2)
MAX_BYTES = 256 * 1024 * 1024


def parse_season_text(raw: bytes | str) -> Season:
    """The season in a season file's text; RuleViolation naming each bad path otherwise."""
    if len(raw) > MAX_BYTES:
        raise RuleViolation(Problem("", FILE_RULE, f"the file is larger than {MAX_BYTES // 2**20} MB"))
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        repeats: list[tuple[JsonObject, list[str]]] = []
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_objects_noting_repeats(repeats))
    except UnicodeDecodeError:
        raise RuleViolation(Problem("", FILE_RULE, "a season file is UTF-8 text")) from None
    except json.JSONDecodeError as error:
        where = f"line {error.lineno} column {error.colno}"
        raise RuleViolation(Problem(where, FILE_RULE, f"not valid JSON ({error.msg})")) from None
    except RecursionError:  # json's C parser gives up on deep nesting with Python's recursion limit
        raise RuleViolation(Problem("", FILE_RULE, "not a readable season file (nested too deeply)")) from None
    except ValueError as error:  # a number too long to read, NaN or Infinity
        raise RuleViolation(Problem("", FILE_RULE, f"not a readable season file ({str(error)[:80]})")) from None
    if repeats:
        twice = Problem("", FILE_RULE, "names a field twice in one object")
        raise RuleViolation(_repeated_keys(data, repeats) or twice)
    return parse_season(data)


def _objects_noting_repeats(
    repeats: list[tuple[JsonObject, list[str]]],
) -> Callable[[list[tuple[str, Any]]], JsonObject]:
    """json's object maker, noting each object that names a key twice with the keys it repeats: json
    keeps the last value silently, so a file holding two "name"s of a player would be stored with the
    one the committee may not have meant."""

    def make(pairs: list[tuple[str, Any]]) -> JsonObject:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            again = []
            for key, _ in pairs:
                if key in seen:
                    again.append(key)
                seen.add(key)
            repeats.append((obj, list(dict.fromkeys(again))))  # the object is kept: its id stays its own
        return obj

    return make


def _repeated_keys(data: Any, repeats: list[tuple[JsonObject, list[str]]]) -> list[Problem]:
    """A Problem naming the path of each key the file repeats, in file order."""
    again = {id(obj): keys for obj, keys in repeats}
    problems = []
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:  # not recursive: json read this nesting, Python's recursion limit might not
        path, value = stack.pop()
        if isinstance(value, dict):
            problems += [
                Problem(
                    f"{path}.{key}" if path else key,
                    FILE_RULE,
                    "appears twice in one object: a season file names each field once",
                )
                for key in again.get(id(value), ())
            ]
            children = [(f"{path}.{key}" if path else key, item) for key, item in value.items()]
        elif isinstance(value, list):
            children = [(f"{path}[{i}]", item) for i, item in enumerate(value)]
        else:
            continue
        stack.extend(reversed(children))
    # An object inside a value a repeated key replaced is not in `data`; its parent's repeat is named.
    return problems


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a season file can hold")


@dataclass(slots=True)
class ReadGames:
    """A file's games read apart from the rest of it, one at a time (`season_file_stream`): their values,
    the problems their reading found (in file order), and what `parse_season` asks of their JSON."""

    games: list[Game] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    first_version_2: str | None = None
    no_goals_listed: list[int] = field(default_factory=list)


def parse_season(data: Any, read_apart: ReadGames | None = None) -> Season:
    """The season in parsed season-file JSON; RuleViolation naming each bad path otherwise. `read_apart`:
    the file's games when they were read one at a time (`data`'s own `games` is then an empty list)."""
    if not isinstance(data, dict):
        raise RuleViolation(Problem("", FILE_RULE, "a season file is a JSON object"))
    if data.get("format") != FORMAT:
        raise RuleViolation(Problem("format", FILE_RULE, f"must be {FORMAT!r}, not {data.get('format')!r}"))
    version = data.get("version")
    if version not in VERSIONS or isinstance(version, bool):
        raise RuleViolation(
            Problem("version", FILE_RULE, f"version {version!r} is not supported (this program reads 1 and 2)")
        )
    in_games = None if read_apart is None else read_apart.first_version_2
    if version == VERSION and (newer := first_version_2_field(data, read_apart is not None, in_games)):
        raise RuleViolation(Problem(newer, FILE_RULE, 'is a version 2 field: a file holding it says "version": 2'))
    r = FieldReader()
    dates = data.get("dates")
    dates_obj: JsonObject = dates if isinstance(dates, dict) else {}
    if not isinstance(dates, dict):
        r.fail("dates", "is missing (age_cutoff and roster_deadline)")
    rulebook = r.get(data, "rulebook", "", code)
    known = rulebook_named(rulebook) if rulebook is not None else None
    if rulebook is not None and known is None:
        r.fail("rulebook", unknown_rulebook(rulebook).message)
    deadline = r.get(dates_obj, "roster_deadline", "dates", iso_date)
    cutoff_default = default_age_cutoff(version, known, deadline)
    divisions = read_divisions(r, data)
    pools = read_pools(r, data)
    bracket = read_bracket(r, data)
    season = Season(
        league=r.get(data, "league", "", code),
        name=r.get(data, "season", "", code),
        rulebook=rulebook,
        time_zone=r.get(data, "time_zone", "", time_zone, None),
        rink=r.get(data, "rink", "", code, None),
        dates=SeasonDates(r.get(dates_obj, "age_cutoff", "dates", iso_date, *cutoff_default), deadline),
        teams=tuple(_team(r, p, o) for p, o in r.objects(data, "teams", "")),
        players=tuple(_player(r, p, o) for p, o in r.objects(data, "players", "")),
        substitute_goalies=r.get(data, "substitute_goalies", "", ids, ()),
        spares=r.get(data, "spares", "", ids, ()),
        draft=_draft(r, data.get("draft")),
        transfers=tuple(_transfer(r, p, o) for p, o in r.objects(data, "transfers", "")),
        drops=tuple(_drop(r, p, o) for p, o in r.objects(data, "drops", "")),
        substitutes=tuple(_substitute(r, p, o) for p, o in r.objects(data, "substitutes", "")),
        games=with_slot_kinds(_games(r, data, read_apart), bracket),
        coin_tosses=tuple(
            CoinToss(r.get(o, "teams", p, ids, ()), r.get(o, "order", p, ids, ()))
            for p, o in r.objects(data, "coin_tosses", "")
        ),
        fees_paid=tuple(_payment(r, p, o) for p, o in r.objects(data, "fees_paid", "")),
        divisions=divisions,
        # Without `divisions` every pool and slot is of the one division OPEN (docs/season-file.md#a-tournaments-parts).
        pools=tuple(p if p.division else replace(p, division=OPEN_DIVISION) for p in pools),
        bracket=tuple(b if b.division else replace(b, division=OPEN_DIVISION) for b in bracket),
        disqualifications=read_disqualifications(r, data),
        suspension_rulings=read_suspension_rulings(r, data),
    )
    _check_shooters(r, season)
    if cutoff_default and dates_obj.get("age_cutoff") is None:
        season = replace(season, dates=replace(season.dates, age_cutoff=_first_pool_game(season, known)))
    if r.problems:
        raise RuleViolation(r.problems)
    # The file's sheets as the scoresheet reads them (an overtime goal, no goals listed); `known` is
    # there: an unknown rulebook was a problem above.
    if known is None:
        return season
    listed = _no_goals_listed(data.get("games") or []) if read_apart is None else read_apart.no_goals_listed
    return sheets_as_entered(season, known, listed)


def _games(r: FieldReader, data: JsonObject, read_apart: ReadGames | None) -> tuple[Game, ...]:
    """The file's games, their problems noted in `r` where the whole file's reading notes them."""
    if read_apart is None or not isinstance(data.get("games"), list):
        return tuple(read_game(r, p, o) for p, o in r.objects(data, "games", ""))
    r.problems.extend(read_apart.problems)
    return tuple(read_apart.games)


def _no_goals_listed(games: list[JsonObject]) -> list[int]:
    """The places of the games whose goal events are listed as none (`"goals": []`) and have no score: a
    list given empty is a sheet on which nobody scored, where a missing one is a result not written."""
    return [i for i, game in enumerate(games) if game.get("goals") == [] and game.get("score") is None]


def default_age_cutoff(version: Any, rulebook: Rulebook | None, deadline: date | None) -> tuple[date, ...]:
    """The age cutoff a version 2 file may leave out: the rulebook's fixed date (Coors 2.5:
    2009-09-05), else its day in the roster deadline's year (Cole's earliest pool game is the reader's).
    A version 1 file must give it (an empty tuple: required)."""
    if version == VERSION or rulebook is None or deadline is None:
        return ()
    if rulebook.roster.default_cutoff is not None:
        return (rulebook.roster.default_cutoff,)
    month, day = rulebook.default_age_cutoff
    return (date(deadline.year, month, day),)


def _first_pool_game(season: Season, rulebook: Rulebook | None) -> date:
    """The age cutoff a file left out where the rulebook takes the earliest pool game's date (Cole RE 2,
    docs/readings/cole.md#rosters-and-eligibility); without pool games, or under another rulebook, the default the
    reader already gave."""
    cutoff = season.dates.age_cutoff
    if rulebook is None or not rulebook.roster.cutoff_is_first_pool_game:
        return cutoff
    return min((g.date for g in season.games if g.stage == "regular"), default=cutoff)


def _check_shooters(r: FieldReader, season: Season) -> None:
    """A shootout attempt's shooter is a player of the season (whether he may shoot is the replay's to say)."""
    known = {p.id for p in season.players}
    for i, game in enumerate(season.games):
        for j, attempt in enumerate(game.shootout.attempts if game.shootout is not None else ()):
            if attempt.shooter is not None and attempt.shooter not in known:
                r.fail(
                    f"games[{i}].shootout.attempts[{j}].shooter", f"{attempt.shooter} is not a player of this season"
                )


def _team(r: FieldReader, path: str, obj: JsonObject) -> Team:
    return Team(
        code=r.get(obj, "code", path, code),
        name=r.get(obj, "name", path, code),
        captain=r.get(obj, "captain", path, code, None),
        colour=r.get(obj, "colour", path, text, None),
    )


def _player(r: FieldReader, path: str, obj: JsonObject) -> Player:
    override = obj.get("eligibility_override")
    if override is not None and not isinstance(override, dict):
        r.fail(f"{path}.eligibility_override", "must be an object with reason and date")
        override = None
    where = f"{path}.eligibility_override"
    rating = r.get(obj, "rating", path, integer)
    if rating is not None and not is_rating(rating):
        r.fail(f"{path}.rating", f"{rating} is not {RATING}")
    same = obj.get("same_person_as")
    if same is not None and not isinstance(same, dict):
        r.fail(f"{path}.same_person_as", "must be an object with player and reason")
        same = None
    number = r.get(obj, "number", path, integer, None)
    if number is not None and not is_jersey_number(number):
        r.fail(f"{path}.number", f"{number} is not {JERSEY_NUMBER}")
    return Player(
        id=r.get(obj, "id", path, code),
        name=r.get(obj, "name", path, code),
        born=r.get(obj, "born", path, iso_date),
        position=r.get(obj, "position", path, one_of(POSITIONS)),
        klass=r.get(obj, "class", path, one_of(CLASSES)),
        rating=rating,
        number=number,
        email=r.get(obj, "email", path, text, None),
        phone=r.get(obj, "phone", path, text, None),
        status=r.get(obj, "status", path, one_of(STATUSES), "active"),
        team=r.get(obj, "team", path, code, None),
        eligibility_override=None
        if override is None
        else EligibilityOverride(r.get(override, "reason", where, code), r.get(override, "date", where, iso_date)),
        elite=r.get(obj, "elite", path, boolean, False),
        same_person_as=None
        if same is None
        else SamePerson(
            r.get(same, "player", f"{path}.same_person_as", code),
            r.get(same, "reason", f"{path}.same_person_as", code),
        ),
    )


def _draft(r: FieldReader, obj: Any) -> Draft | None:
    if obj is None:
        return None
    if not isinstance(obj, dict):
        r.fail("draft", "must be an object")
        return None
    return Draft(
        order=r.get(obj, "order", "draft", one_of(("straight", "snake")), "snake"),
        first_round=r.get(obj, "first_round", "draft", ids, ()),
        picks=tuple(
            DraftPick(
                r.get(o, "round", p, integer),
                r.get(o, "pick", p, integer),
                r.get(o, "team", p, code),
                r.get(o, "player", p, code),
            )
            for p, o in r.objects(obj, "picks", "draft")
        ),
    )


def _transfer(r: FieldReader, path: str, obj: JsonObject) -> Transfer:
    return Transfer(
        player=r.get(obj, "player", path, code),
        to=r.get(obj, "to", path, code),
        date=r.get(obj, "date", path, iso_date),
        reason=r.get(obj, "reason", path, text, ""),
    )


def _drop(r: FieldReader, path: str, obj: JsonObject) -> Drop:
    return Drop(
        player=r.get(obj, "player", path, code),
        requested_by=r.get(obj, "requested_by", path, code, None),
        requested_on=r.get(obj, "requested_on", path, iso_date),
        decided_on=r.get(obj, "decided_on", path, iso_date, None),
        approved=r.get(obj, "approved", path, boolean, None),
        reason=r.get(obj, "reason", path, text, ""),
        refund_cents=r.get(obj, "refund", path, money, 0),
    )


def _payment(r: FieldReader, path: str, obj: JsonObject) -> FeePayment:
    """A fee payment, with its optional `void` {`reason`, `date`}: a payment the committee voided."""
    void = obj.get("void")
    if void is not None and not isinstance(void, dict):
        r.fail(f"{path}.void", "must be an object with a reason and a date")
        void = None
    return FeePayment(
        r.get(obj, "team", path, code),
        r.get(obj, "date", path, iso_date),
        r.get(obj, "amount", path, money),
        None
        if void is None
        else PaymentVoid(r.get(void, "reason", f"{path}.void", text), r.get(void, "date", f"{path}.void", iso_date)),
    )


def _substitute(r: FieldReader, path: str, obj: JsonObject) -> Substitute:
    return Substitute(
        player=r.get(obj, "player", path, code),
        team=r.get(obj, "team", path, code),
        date=r.get(obj, "date", path, iso_date),
        replaces=r.get(obj, "replaces", path, code),
    )
