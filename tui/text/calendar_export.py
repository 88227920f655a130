"""A season's games as an iCalendar file (RFC 5545) for a phone or a shared calendar: one event per game.

An event keeps its UID for the life of the game (made from the league, the season and the game's id),
so a calendar that reads the file again updates the event instead of adding a second one. Its
SEQUENCE is the game's `revision`, which the store bumps in the same write that moves, postpones or
cancels the game: a calendar keeps the newer version. A cancelled game stays in the file as
STATUS:CANCELLED (a phone then strikes it out; a game simply left out would linger), a postponed one is
TENTATIVE until it gets its new slot. Times are the season's time zone's wall clock (a VTIMEZONE is
included), or floating local times when the season names none; each event lasts the rulebook's ice slot.

What an event says of a game is what the app says: a final game's result is the scoresheet's (a forfeit
with its cause, overtime, a shootout: the sheet's replay and outcome, worded by `sheet_story`), and a
playoff game played only if necessary is TENTATIVE with those words, as the schedule marks it. Once the
series needs it the event is CONFIRMED; once the series is decided without it the event is CANCELLED,
even while the file still holds the game as scheduled: a captain's phone shows only games to be played.
Leaving "if necessary" is a change the store's revision does not count, so it adds one to the SEQUENCE.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta, tzinfo
from urllib.parse import quote

from league.bracket.engine import SlotState, bracket, unneeded_games
from league.results.counted_result import CountedResult, counted_result
from league.results.disqualification import ruling_forfeits, season_goalies
from league.rules.rulebook import Rulebook
from league.season.errors import Problem, RuleViolation
from league.season.values import Game, Season
from league.sheet.replay import replay_sheet
from league.standings.records import regular_outcomes
from league.standings.table import standings
from tui.text.playoffs_text import if_necessary_mark, is_if_necessary
from tui.text.scoresheet_story import forfeit_words, result_words

PRODUCT = "-//rinkbook//rinkbook calendar//EN"
STATUS = {"cancelled": "CANCELLED", "postponed": "TENTATIVE"}  # any other: CONFIRMED
# A VTIMEZONE lists its offset changes for a span of years: the season's, padded by a year each side.
ZONE_MARGIN = timedelta(days=366)
Result = CountedResult | None  # what a game counts as and the score it was played to; None: no result yet


@dataclass(frozen=True, slots=True)
class SeasonFacts:
    """What the rules make of the season's games beyond each one's sheet: each series game's series as it
    stands, the games of decided series that will never be played (the store cancels them at its next save,
    or the file still holds them as scheduled), and the games a disqualification forfeits."""

    series: dict[str, SlotState]  # by game id
    unneeded: frozenset[str]
    forfeits: dict[str, str]  # game id: the disqualified team that forfeits it
    goalies: frozenset[str]


def game_uid(season: Season, game: Game) -> str:
    """The game's event UID: the same for every export of this game, distinct across leagues and seasons."""
    parts = (game.id, season.name, season.league)
    return "-".join(quote(part, safe="") for part in parts) + "@rinkbook"


def season_calendar(season: Season, rulebook: Rulebook, stamp: datetime, team: str | None = None) -> bytes:
    """The games (of `team` only, when given) as iCalendar bytes under the season's `rulebook`; `stamp` is the
    DTSTAMP (the export's time).

    RuleViolation naming `team` when the season has no such team."""
    from icalendar import Calendar, Event  # only the calendar command loads the library

    names = {t.code: t.name for t in season.teams}
    if team is not None and team not in names:
        raise RuleViolation(
            Problem("team", "", f"{team!r} is not a team of season {season.name} ({', '.join(sorted(names))})")
        )
    zone = _zone(season.time_zone)
    slot = timedelta(minutes=rulebook.schedule.slot_minutes)
    facts = season_facts(season, rulebook)
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
        status, sequence = event_status(game, facts)
        result = _result(game, rulebook, facts)  # the sheet replayed once, for both texts
        event.add("uid", game_uid(season, game))
        event.add("dtstamp", stamp.astimezone(UTC))
        event.add("dtstart", start)
        event.add("dtend", start + slot)
        event.add("sequence", sequence)
        event.add("status", status)
        event.add("summary", _summary(game, season, rulebook, result, status, facts))
        event.add("description", _description(game, season, rulebook, result, facts))
        location = _location(season, game)
        if location:
            event.add("location", location)
        calendar.add_component(event)
    if zone is not None and games:
        first, last = games[0].date, games[-1].date
        calendar.add_missing_timezones(first_date=first - ZONE_MARGIN, last_date=last + ZONE_MARGIN)
    data: bytes = calendar.to_ical()
    return data


def season_facts(season: Season, rulebook: Rulebook) -> SeasonFacts:
    """The season's `SeasonFacts` (no bracket to work out before the first playoff game)."""
    forfeits, goalies = ruling_forfeits(season, rulebook), season_goalies(season)
    if not any(g.stage == "playoff" for g in season.games):
        return SeasonFacts({}, frozenset(), forfeits, goalies)
    teams = tuple(t.code for t in season.teams)
    table = standings(teams, regular_outcomes(season, rulebook), rulebook, season.coin_tosses)
    states = {g.id: s for s in bracket(season, rulebook, table).slots for g in s.series_games}
    unneeded = frozenset(g.id for g in unneeded_games(season, rulebook, table))
    return SeasonFacts(states, unneeded, forfeits, goalies)


def event_status(game: Game, facts: SeasonFacts) -> tuple[str, int]:
    """The event's STATUS and SEQUENCE: TENTATIVE while played only if necessary; CANCELLED once its decided
    series no longer needs it, or when a disqualification forfeits it before it is played. The SEQUENCE is the
    game's revision, one up for each of those changes the store's revision does not count."""
    state = facts.series.get(game.id)
    status = STATUS.get(game.status, "CONFIRMED")
    forfeited = _not_played(game, facts)
    if game.id in facts.unneeded or forfeited:
        status = "CANCELLED"
    elif state is not None and is_if_necessary(state, game):
        status = "TENTATIVE"
    return status, game.revision + _left_if_necessary(game, state) + int(forfeited)


def _not_played(game: Game, facts: SeasonFacts) -> bool:
    """A game a disqualification forfeits and nobody played: nobody goes to the rink for it, even where the
    committee marked it final (it needs no sheet)."""
    return game.id in facts.forfeits and game.played_score is None


def _left_if_necessary(game: Game, state: SlotState | None) -> int:
    """1 for a series game that was "if necessary" when the series began and no longer is, else 0. A game
    leaves that state once, for good (whichever team wins a game, it only comes nearer to being played or
    to being unneeded), so the SEQUENCE grows exactly once for it: a phone takes the change."""
    if state is None or game.no is None:
        return 0
    unplayed = replace(state, wins=(), winner=None)
    return int(unplayed.if_necessary(game.no) and not state.if_necessary(game.no))


def _result(game: Game, rulebook: Rulebook, facts: SeasonFacts) -> Result:
    """What the game counts as, with its sheet's replay: None while it has no result yet."""
    if game.status != "final" and game.id not in facts.forfeits:
        return None
    counted = counted_result(game, rulebook, facts.forfeits, replay_sheet(game, rulebook, facts.goalies))
    return None if counted.outcome is None else counted


def _zone(name: str | None) -> tzinfo | None:
    if name is None:
        return None
    from zoneinfo import ZoneInfo  # only a season with a time zone needs it

    return ZoneInfo(name)


def _summary(game: Game, season: Season, rulebook: Rulebook, result: Result, status: str, facts: SeasonFacts) -> str:
    """ "Blue at Red", with the result as the scoresheet words it ("Blue at Red, final: Red 3, Blue 2 (overtime)",
    "... by forfeit of Blue"), why it is not played, or that it is played only if necessary."""
    teams = f"{season.team_name(game.away)} at {season.team_name(game.home)}"
    if result is not None:
        said = "not played" if _not_played(game, facts) else "final"
        return f"{teams}, {said}: {result_words(game, result, season)}"
    if game.status == "final":
        return f"{teams}, final"  # no score on the sheet yet
    if status == "CANCELLED":
        return f"Cancelled: {teams}"
    if game.status == "postponed":
        return f"Postponed: {teams}"
    state = facts.series.get(game.id)
    return teams + (if_necessary_mark(state, game) if state is not None else "")


def _description(game: Game, season: Season, rulebook: Rulebook, result: Result, facts: SeasonFacts) -> str:
    """The game, its stage (a series game with how its series stands), its rooms, and why a forfeit is one."""
    state = facts.series.get(game.id)
    stage = f"playoffs, {game.series} game {game.no}" if game.stage == "playoff" else "regular season"
    if state is not None:
        names = {t.code: t.name for t in season.teams}
        stage += (", if necessary" if is_if_necessary(state, game) else "") + f"; {state.state_text(names)}"
    home_away = game.home_and_away_rooms
    rooms = f"; dressing rooms {home_away[0]} (home) and {home_away[1]} (away)" if home_away else ""
    text = f"Game {game.id} of {season.league} {season.name} ({stage}){rooms}"
    forfeit = None if result is None else result.forfeit
    if forfeit is not None:
        text += f". {forfeit_words(*forfeit, game, season, rulebook)}"
    return text


def _location(season: Season, game: Game) -> str:
    home_away = game.home_and_away_rooms
    rooms = f"rooms {home_away[0]} (home)/{home_away[1]} (away)" if home_away else ""
    return ", ".join(part for part in (season.rink or "", rooms) if part)
