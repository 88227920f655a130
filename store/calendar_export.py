"""A season's games as an iCalendar file (RFC 5545) for a phone or a shared calendar: one event per game.

An event keeps its UID for the life of the game (made from the league, the season and the game's id),
so a calendar that reads the file again updates the event instead of adding a second one. Its
SEQUENCE is the game's `revision`, which the store bumps in the same write that moves, postpones or
cancels the game: a calendar keeps the newer version. A cancelled game stays in the file as
STATUS:CANCELLED (a phone then strikes it out; a game simply left out would linger), a postponed one is
TENTATIVE until it gets its new slot. Times are the season's time zone's wall clock (a VTIMEZONE is
included), or floating local times when the season names none; each event lasts the rulebook's ice slot.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta, tzinfo
from urllib.parse import quote

from league.errors import Problem, RuleViolation
from league.values import Game, Season
from store.season_load import season_rulebook

PRODUCT = "-//rinkbook//rinkbook calendar//EN"
STATUS = {"cancelled": "CANCELLED", "postponed": "TENTATIVE"}  # any other: CONFIRMED
# A VTIMEZONE lists its offset changes for a span of years: the season's, padded by a year each side.
ZONE_MARGIN = timedelta(days=366)


def game_uid(season: Season, game: Game) -> str:
    """The game's event UID: the same for every export of this game, distinct across leagues and seasons."""
    parts = (game.id, season.name, season.league)
    return "-".join(quote(part, safe="") for part in parts) + "@rinkbook"


def season_calendar(season: Season, stamp: datetime, team: str | None = None) -> bytes:
    """The games (of `team` only, when given) as iCalendar bytes; `stamp` is the DTSTAMP (the export's time).

    RuleViolation naming `team` when the season has no such team."""
    from icalendar import Calendar, Event  # noqa: PLC0415 - only the calendar command loads the library

    names = {t.code: t.name for t in season.teams}
    if team is not None and team not in names:
        raise RuleViolation(
            Problem("team", "", f"{team!r} is not a team of season {season.name} ({', '.join(sorted(names))})")
        )
    zone = _zone(season.time_zone)
    slot = timedelta(minutes=season_rulebook(season).schedule.slot_minutes)
    calendar = Calendar()
    calendar.add("prodid", PRODUCT)
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", f"{season.league} {season.name}" + (f": {names[team]}" if team else ""))
    if season.time_zone:
        calendar.add("x-wr-timezone", season.time_zone)
    games = sorted((g for g in season.games if team in (None, g.home, g.away)), key=lambda g: g.sort_key)
    for game in games:
        event = Event()
        start = datetime.combine(game.date, time.fromisoformat(game.time), tzinfo=zone)
        event.add("uid", game_uid(season, game))
        event.add("dtstamp", stamp.astimezone(UTC))
        event.add("dtstart", start)
        event.add("dtend", start + slot)
        event.add("sequence", game.revision)
        event.add("status", STATUS.get(game.status, "CONFIRMED"))
        event.add("summary", _summary(game, names))
        event.add("description", _description(game, season))
        location = _location(season, game)
        if location:
            event.add("location", location)
        calendar.add_component(event)
    if zone is not None and games:
        first, last = games[0].date, games[-1].date
        calendar.add_missing_timezones(first_date=first - ZONE_MARGIN, last_date=last + ZONE_MARGIN)
    data: bytes = calendar.to_ical()
    return data


def _zone(name: str | None) -> tzinfo | None:
    if name is None:
        return None
    from zoneinfo import ZoneInfo  # noqa: PLC0415 - only a season with a time zone needs it

    return ZoneInfo(name)


def _summary(game: Game, names: dict[str, str]) -> str:
    """ "Blue at Red", with the score once final ("Blue 2 at Red 3, final"), and why it is not played."""
    home, away = names.get(game.home, game.home), names.get(game.away, game.away)
    score = game.played_score if game.status == "final" else None
    if score is not None:
        overtime = " (OT)" if game.overtime else ""
        return f"{away} {score.away} at {home} {score.home}, final{overtime}"
    if game.status in STATUS:
        return f"{game.status.capitalize()}: {away} at {home}"
    return f"{away} at {home}"


def _description(game: Game, season: Season) -> str:
    stage = f"playoffs, {game.series} game {game.no}" if game.stage == "playoff" else "regular season"
    home_away = game.home_and_away_rooms
    rooms = f"; dressing rooms {home_away[0]} (home) and {home_away[1]} (away)" if home_away else ""
    return f"Game {game.id} of {season.league} {season.name} ({stage}){rooms}"


def _location(season: Season, game: Game) -> str:
    home_away = game.home_and_away_rooms
    rooms = f"rooms {home_away[0]} (home)/{home_away[1]} (away)" if home_away else ""
    return ", ".join(part for part in (season.rink or "", rooms) if part)
