"""What every entry of the scoresheet is read into and against: the change it makes, the game and season it is
read against, a refusal naming the field, and the readers of a team, a player and a count."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.scoring.corrections import Labels
from league.scoring.labels import Edit, SheetLabels
from league.season.values import Game, Season
from league.sheet.event_order import event_labels
from league.turnout.jersey import player_for

if TYPE_CHECKING:
    from tui.text.worked import WorkedSeason


class EntryError(ValueError):
    """A line the entry parser cannot read: `field` says which part."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    @property
    def refusal(self) -> str:
        """What a screen says of the refused line: the field, why, and that nothing changed."""
        return f"Refused ({self.field}): {self.message}. Nothing was saved."


@dataclass(frozen=True, slots=True)
class SheetChange:
    """The game as it is after one entry, and the committee decision it makes (audit-logged), if any; the
    events it edited (`edits`: each keeps its label); `sets_final`: the entry sets the game's result by itself (a
    bare score, final, a forfeit ruling, a final bare sheet's periods corrected), so it asks before replacing a
    stored final (`league.results.stored_final`)."""

    game: Game
    done: str
    decision: str | None = None
    reason: str | None = None
    edits: tuple[Edit, ...] = ()
    sets_final: bool = False


@dataclass(frozen=True, slots=True)
class EntryContext:
    """What a line is read against: the game on screen, the season it belongs to, where the app has it that
    season's cache (its suspensions are worked out there once, only when a line needs them), the labels the
    sheet shows its events by (None: numbered in sheet order) and whom a bare `sign` names."""

    game: Game
    season: Season
    rulebook: Rulebook
    cache: WorkedSeason | None = None
    labels: SheetLabels | None = None
    signer: str = "referee"  # whom a bare `sign` names: the window's committee member on screen

    @property
    def rosters(self) -> Rosters:
        return Rosters(self.season)

    def names(self, game: Game, edits: Iterable[Edit] = ()) -> Labels:
        """The labels `game` (the sheet on screen, or as an entry makes it) shows its events by."""
        return self.labels.names_for(game, edits) if self.labels is not None else event_labels(game)


def read_team(args: list[str], ctx: EntryContext) -> str:
    """The team a line names first: its code, or H / A for the home and away teams."""
    if not args:
        raise EntryError("team", f"name the team first: {ctx.game.home} or {ctx.game.away}")
    code = args[0].upper()
    if code in ("H", "HOME"):
        return ctx.game.home
    if code in ("A", "AWAY"):
        return ctx.game.away
    if code not in ctx.game.teams:
        raise EntryError("team", f"{args[0]!r} does not play in game {ctx.game.id}: {ctx.game.home} or {ctx.game.away}")
    return code


def read_player(token: str, field: str, team: str, ctx: EntryContext) -> str:
    """The player a jersey number (or an id) names for `team`; EntryError naming `field` when none does."""
    try:
        return player_for(token, team, ctx.game, ctx.season, ctx.rosters)
    except ValueError as error:
        raise EntryError(field, str(error)) from None
