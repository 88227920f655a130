"""Coin tosses the committee records for teams level after every other Gray rule 19 criterion, and for goalies level
in a goalie competition (3-on-3 GC: the toss names their ids)."""

from __future__ import annotations

from peewee import fn

from league.rulebooks import rulebook_named
from league.season.changes import added_items
from league.season.errors import Problem, RuleViolation
from league.season.values import CoinToss, Season
from store.file.audit import record_decision
from store.file.db import Store
from store.file.raw_sql import tuples
from store.tables import models as m
from store.writes.stale import TOSS_ACTIONS, stale_write


def _refuse_bad_order(teams: tuple[str, ...], order: tuple[str, ...], rule: str) -> None:
    """A toss is between two or more different teams, and its order names exactly those."""
    if len(set(teams)) < 2 or len(set(teams)) != len(teams):
        raise RuleViolation(Problem("teams", rule, "a coin toss is between two or more different teams"))
    if sorted(order) != sorted(teams):
        raise RuleViolation(
            Problem(
                "order",
                rule,
                f"the order must name exactly the tossed teams ({' '.join(sorted(teams))}), each once",
            )
        )


def record_coin_toss(
    store: Store, season_name: str, teams: tuple[str, ...], order: tuple[str, ...], based_on: Season | None = None
) -> CoinToss:
    """Record the order a coin toss gave for exactly the set `teams`, audited, in one transaction.

    The toss decides only while exactly that set is level; otherwise it is kept with no effect
    (Gray rule 19). Refused, with nothing written, when `order` is not the same teams or a code is unknown.
    `based_on` is the season as the screen showed it: when another window has recorded a toss since,
    this one is refused (StaleWrite) naming it.
    """
    teams, order = tuple(teams), tuple(order)
    with store.writing():
        season = m.Season.get_or_none(m.Season.name == season_name)
        if season is None:
            raise RuleViolation(Problem("season", "", f"no season {season_name!r} in {store.name}"))
        rulebook = rulebook_named(season.rulebook)
        rule = rulebook.cite("tiebreakers") if rulebook else ""  # an unknown rulebook: the file check says so
        _refuse_bad_order(teams, order, rule)
        known: set[str] = {code for (code,) in tuples(m.Team.select(m.Team.code).where(m.Team.season == season))}
        unknown = [code for code in teams if code not in known]
        if unknown and rulebook is not None and rulebook.tournament.goalie_competition:
            # A toss between goalies level in the goalie competition names their ids (3-on-3 GC;
            # docs/season-file.md#a-tournaments-parts).
            rule = rulebook.cite("goalie_competition")
            in_goal = (m.Player.season == season) & (m.Player.position == "G") & m.Player.pid.in_(teams)
            goalies = {pid for (pid,) in tuples(m.Player.select(m.Player.pid).where(in_goal))}
            unknown = [pid for pid in teams if pid not in goalies]
            if unknown:  # a skater's id too: only goalies are ranked in the goalie competition
                what = "team or goalie" if len(unknown) == len(teams) else "goalie"
                raise RuleViolation(Problem("teams", rule, f"no {what} {unknown[0]} in season {season_name}"))
        elif unknown:
            raise RuleViolation(Problem("teams", rule, f"no team {unknown[0]} in season {season_name}"))
        if based_on is not None:
            _refuse_stale_tosses(based_on, season)
        last = m.CoinToss.select(fn.MAX(m.CoinToss.seq)).where(m.CoinToss.season == season).scalar()
        m.CoinToss.create(
            season=season, teams=" ".join(teams), ord=" ".join(order), seq=0 if last is None else last + 1
        )
        record_decision(season_name, "coin toss", {"teams": list(teams), "order": list(order)})
    return CoinToss(teams, order)


def _refuse_stale_tosses(shown: Season, season: m.Season) -> None:
    """StaleWrite when the tosses in the file are not those `shown` showed: "a coin toss between BLU and WHT
    was recorded in another window at 20:14"."""
    rows = m.CoinToss.select().where(m.CoinToss.season == season).order_by(m.CoinToss.seq)
    now = tuple(CoinToss(tuple(r.teams.split()), tuple(r.ord.split())) for r in rows)
    if now == shown.coin_tosses:
        return
    added = added_items(shown.coin_tosses, now)
    what = (
        f"a coin toss between {' and '.join(added[0].teams)} was recorded" if added else "the coin tosses were changed"
    )
    raise stale_write(season.name, "coin_tosses", what, TOSS_ACTIONS)
