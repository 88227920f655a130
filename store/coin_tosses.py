"""Coin tosses the committee records for teams level after every other G19 criterion."""

from __future__ import annotations

from peewee import fn

from league.errors import Problem, RuleViolation
from league.values import CoinToss
from store import models as m
from store.audit import record_decision
from store.db import Store


def record_coin_toss(store: Store, season_name: str, teams: tuple[str, ...], order: tuple[str, ...]) -> CoinToss:
    """Record the order a coin toss gave for exactly the set `teams`, audited, in one transaction.

    The toss decides only while exactly that set is level; otherwise it is kept with no effect
    (G19). Refused, with nothing written, when `order` is not the same teams or a code is unknown.
    """
    teams, order = tuple(teams), tuple(order)
    if len(set(teams)) < 2 or len(set(teams)) != len(teams):
        raise RuleViolation(Problem("teams", "rule 19", "a coin toss is between two or more different teams"))
    if sorted(order) != sorted(teams):
        raise RuleViolation(Problem("order", "rule 19",
                                    f"the order must name exactly the tossed teams ({' '.join(sorted(teams))}), "
                                    "each once"))
    with store.writing():
        season = m.Season.get_or_none(m.Season.name == season_name)
        if season is None:
            raise RuleViolation(Problem("season", "", f"no season {season_name!r} in {store.path}"))
        known = {code for (code,) in m.Team.select(m.Team.code).where(m.Team.season == season).tuples()}
        unknown = [code for code in teams if code not in known]
        if unknown:
            raise RuleViolation(Problem("teams", "rule 19", f"no team {unknown[0]} in season {season_name}"))
        last = m.CoinToss.select(fn.MAX(m.CoinToss.seq)).where(m.CoinToss.season == season).scalar()
        m.CoinToss.create(season=season, teams=" ".join(teams), ord=" ".join(order),
                          seq=0 if last is None else last + 1)
        record_decision(season_name, "coin toss", {"teams": list(teams), "order": list(order)})
    return CoinToss(teams, order)
