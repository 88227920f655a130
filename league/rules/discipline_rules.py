"""A tournament's in-game discipline as rulebook data (docs/readings/shared.md#ejections-and-suspensions and each
tournament's page).

Gray's counting (Gray rules 4 and 5) is `league.rules.rulebook.PenaltyRules`; a tournament's ejections, rule forfeits,
disqualifications on the ice, lineups and penalty shots are these, read by `league.sheet.ejections`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LineupRules:
    """Who a team must dress to play (Cole PR 1, 3-on-3 GF 1): players in all, and of them skaters and
    goalies where the caller knows positions. Short: the team forfeits before the start unless the sheet
    holds the official's waiver (`waivable`), or, where `forfeits` is False, the sheet is refused unless
    a forfeit ruling covers the team."""

    min_players: int
    min_skaters: int = 0
    min_goalies: int = 0
    forfeits: bool = False
    waivable: bool = False


@dataclass(frozen=True, slots=True)
class LateWindow:
    """A penalty of one of `kinds` late in a game also keeps the player out of his team's next `games`
    (Coors 4.4-4.5, Cole PT 3): from `minutes` before the end of regulation, in the last regulation period of
    the game's own format (a longer final period moves the window with it), and in overtime where
    `overtime` says so. Each kind names the role of the rule it cites."""

    kinds: tuple[tuple[str, str], ...]
    minutes: int
    overtime: bool = False
    games: int = 1


@dataclass(frozen=True, slots=True)
class DerivedSuspensions:
    """The suspensions a tournament's rules derive from its sheets (docs/readings/shared.md#ejections-and-suspensions),
    read by `league.discipline.suspension_sources`; the committee's rulings (`Season.suspension_rulings`) add to them.

    Every penalty of a final sheet is looked at, his ejection or not: a rule suspends whoever the sheet
    shows receiving its penalty. The defaults derive nothing (Prime, 3-on-3: the committee's rulings only).
    """

    late_window: LateWindow | None = None
    # (infraction, role): any penalty for it keeps him out for the rest of the tournament (Cole's fighting).
    rest_of_tournament_infractions: tuple[tuple[str, str], ...] = ()
    # (kind, role): a penalty of the kind suspends him "pending review", at least one game, until a
    # committee ruling on it sets its length (Cole's gross misconduct).
    pending_review_kinds: tuple[tuple[str, str], ...] = ()
    # The role a committee ruling cites.
    ruling_role: str = "suspensions"


@dataclass(frozen=True, slots=True)
class DisciplineRules:
    """A tournament's own in-game discipline (docs/readings/shared.md#ejections-and-suspensions and each tournament's
    page): who is ejected, which penalties a rule adds, when a team forfeits or is disqualified on the ice, penalty
    shots.

    Every `role` names a rule the rulebook cites (`Rulebook.cite`); kinds and infractions are compared
    lowercase. None of Gray's counting (Gray rules 4 and 5) lives here: Gray's rulebook has no such block.
    """

    # A player's Nth penalty of a game ejects him (None: no such rule); every penalty counts one unless
    # listed in `count_weights` (a double minor two); bench penalties and added penalties count nobody's.
    ejecting_count: int | None = None
    count_weights: tuple[tuple[str, int], ...] = (("double-minor", 2),)
    # (kind, role): a penalty of the kind ejects; (infraction, role): any penalty for it ejects.
    ejecting_kinds: tuple[tuple[str, str], ...] = ()
    ejecting_infractions: tuple[tuple[str, str], ...] = ()
    # A penalty of these kinds adds a game misconduct (Cole's major), except for these infractions.
    adds_game_misconduct: tuple[str, ...] = ()
    adds_game_misconduct_except: tuple[str, ...] = ()
    # A team forfeits once this many different players of it have a penalty of `team_forfeit_kinds`.
    team_forfeit_players: int | None = None
    team_forfeit_kinds: tuple[str, ...] = ()
    # A penalty of one of these kinds, for one of `disqualifying_infractions` with a kind of
    # `disqualifying_ejection_kinds`, or for one of `disqualifying_any_infractions` disqualifies the team
    # (3-on-3 PEN 5): the game ends as its forfeit and the team is
    # disqualified from it on (docs/readings/shared.md#disqualification).
    disqualifying_kinds: tuple[str, ...] = ()
    disqualifying_infractions: tuple[str, ...] = ()
    disqualifying_ejection_kinds: tuple[str, ...] = ()
    disqualifying_any_infractions: tuple[str, ...] = ()
    lineup: LineupRules | None = None
    # A team's Nth and later penalties in a period award the other team a penalty shot (None: never);
    # a goal marked `penalty_shot` then needs an unused award (3-on-3 PEN 4).
    penalty_shot_from: int | None = None
    # The game's neutral goalie's Nth penalty of the tournament bars him from every later game (3-on-3 PEN 4).
    goalie_barred_at: int | None = None
    # What a penalty costs him in later games (docs/readings/shared.md#ejections-and-suspensions): next games, the rest
    # of the tournament, a review.
    suspensions: DerivedSuspensions = DerivedSuspensions()

    @property
    def disqualifies(self) -> bool:
        """Whether any penalty can disqualify a team on the ice under these rules."""
        return bool(self.disqualifying_kinds or self.disqualifying_any_infractions or self.disqualifying_infractions)

    def count_weight(self, kind: str) -> int:
        """How many penalties toward the ejecting count one penalty of `kind` is."""
        return dict(self.count_weights).get(kind, 1)
