"""The committee's tournament rulings on the discipline screen (docs/readings/shared.md#ejections-and-suspensions,
docs/readings/shared.md#disqualification): a team's
disqualification and a suspension ruling, each typed into a form and written through the app's one write
path by `store.writes.rulings` (checked, audit-logged, refused with the field and the rule). A league's season
has no such rulings: the keys are off there, and Gray's screen is as it was."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from league.season.errors import RuleViolation
from league.season.values import Disqualification, Season, SuspensionRuling
from tui.commands import Command
from tui.screen_commands import ScreenCommands
from tui.text.rulebook_season_text import forfeited_games
from tui.text.ruling_form import DISQUALIFY_LABELS, SUSPEND_LABELS, form_refusal

if TYPE_CHECKING:
    from tui.app import RinkbookApp

T = TypeVar("T")

RULING_COMMANDS = (
    Command(
        "Disqualify team",
        "D",
        "Record the committee's disqualification of a team: team, disqualifying game, reason (tournaments)",
        "disqualify_team",
        footer=True,
        writes=True,
    ),
    Command(
        "Suspension ruling",
        "R",
        "Record the committee's suspension ruling: player, game, games or rest, reason (tournaments)",
        "suspension_ruling",
        footer=True,
        writes=True,
    ),
)
RULING_ACTIONS = frozenset(c.action for c in RULING_COMMANDS)


def _in_form_terms(save: Callable[[], T], fields: tuple[str, ...]) -> Callable[[], T]:
    """`save`, its refusals naming only the form's own fields (never a path of another sheet)."""

    def run() -> T:
        try:
            return save()
        except RuleViolation as error:
            raise form_refusal(error, fields) from None

    return run


class DisciplineRulings(ScreenCommands):
    """The rulings' keys and their writes, for the discipline screen (a `RinkbookScreen`)."""

    rinkbook: RinkbookApp
    write: Callable[..., None]

    def offered_commands(self) -> tuple[Command, ...]:
        if self.rinkbook.rulebook.has_pools:
            return self.SCREEN_COMMANDS
        return tuple(c for c in self.SCREEN_COMMANDS if c.action not in RULING_ACTIONS)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in RULING_ACTIONS and not self.rinkbook.rulebook.has_pools:
            return False  # a league's season: no tournament rulings, no keys (Gray's screen unchanged)
        return super().check_action(action, parameters)

    def action_disqualify_team(self) -> None:
        """Ask for the team, the game and the reason, then record the disqualification."""
        if self.rinkbook.refuse_write("disqualifying a team"):
            return
        from tui.modals.ruling_modals import DisqualifyModal  # a ruling is rare: not at start

        rule = self.rinkbook.rulebook.cite("disqualification")
        note = f"The team then forfeits {forfeited_games(self.rinkbook.rulebook)}."
        self.app.push_screen(
            DisqualifyModal(self.rinkbook.season, f"Disqualify a team ({rule})", note), self._disqualify
        )

    def _disqualify(self, ruling: Disqualification | None) -> None:
        if ruling is None:
            return
        from store.writes.rulings import record_disqualification  # loads the season checks

        app = self.rinkbook
        self.write(
            "disqualifying a team",
            _in_form_terms(
                lambda: record_disqualification(app.store, app.season_name, ruling.team, ruling.game, ruling.reason),
                tuple(DISQUALIFY_LABELS),
            ),
            lambda season: self._done(season, f"{ruling.team} disqualified from {ruling.game} (audit-logged)"),
            reload=False,
            labels=DISQUALIFY_LABELS,
        )

    def action_suspension_ruling(self) -> None:
        """Ask for the player, the game, the length and the reason, then record the ruling."""
        if self.rinkbook.refuse_write("recording a suspension ruling"):
            return
        from tui.modals.ruling_modals import SuspensionRulingModal  # a ruling is rare

        rule = self.rinkbook.rulebook.cite("suspensions")
        note = (
            "Games: how many of his team's next games, or rest. A ruling on a suspension pending review "
            "sets its length."
        )
        self.app.push_screen(
            SuspensionRulingModal(self.rinkbook.season, f"Suspension ruling ({rule})", note), self._suspend
        )

    def _suspend(self, ruling: SuspensionRuling | None) -> None:
        if ruling is None:
            return
        from store.writes.rulings import record_suspension_ruling  # loads the season checks

        app = self.rinkbook
        length = (
            "the rest of the tournament" if ruling.games is None else f"{ruling.games} game{'s' * (ruling.games != 1)}"
        )
        self.write(
            "recording a suspension ruling",
            _in_form_terms(
                lambda: record_suspension_ruling(
                    app.store, app.season_name, ruling.player, ruling.game, ruling.games, ruling.reason
                ),
                tuple(SUSPEND_LABELS),
            ),
            lambda season: self._done(
                season, f"{ruling.player} suspended for {length} from {ruling.game} (audit-logged)"
            ),
            reload=False,
            labels=SUSPEND_LABELS,
        )

    def _done(self, season: Season, said: str) -> None:
        self.rinkbook.reload(season)  # the season as the ruling stored it: no reading it back
        self.notify(said, title="Ruling recorded")
