"""The app-wide commands on the season and on who decides: the committee member, the season switch, a past
season's unlock and the rollover (`SeasonCommands`, under `tui.app.RinkbookApp`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tui.committee_member import ask_member
from tui.kept_frame_app import KeptFrameApp

if TYPE_CHECKING:
    from pathlib import Path

    from league.rosters.rollover import Rollover


class SeasonCommands(KeptFrameApp):
    """The commands that change which season is shown, whether it may be written, and who writes."""

    def action_change_member(self) -> None:
        """Say who is using this window: the name on its decisions and signatures (remembered on this computer)."""
        ask_member(self)

    def action_switch_season(self) -> None:
        """Ask which season of the file to show (an older season stays readable)."""
        from store.views.season_names import season_names  # only the switcher lists seasons
        from tui.modals.season_modal import SeasonModal

        self.push_screen(SeasonModal(season_names(self.store), self.season_name), self.open_season)

    def open_season(self, name: str | None) -> None:
        """Show season `name`: every screen re-renders from it."""
        if name is None or name == self.season_name:
            return
        self.season_name = name
        self.reload()
        locked = " · a past season: read-only (Z unlocks it for corrections, with a reason)" * self.past_season_locked
        self.notify(f"Season {name}{locked}", title="Season switched")

    def action_unlock_season(self) -> None:
        """Unlock the past season shown for the committee's corrections, asking the reason (audit-logged)."""
        if self.store.read_only:
            self.refuse_write("unlocking a past season")
            return
        if not self.past_season_locked:
            self.notify(f"Season {self.season_name} is open for changes already.", severity="warning")
            return
        from tui.modals.reason_modal import ReasonModal

        question = (
            f"Season {self.season_name} is a past season, shown read-only. Why does the committee correct "
            "it? The unlock lasts until rinkbook closes."
        )
        self.push_screen(
            ReasonModal(f"Unlock season {self.season_name}", question),
            lambda reason: self._unlock(self.season_name, reason) if reason else None,
        )

    def _unlock(self, name: str, reason: str) -> None:
        from store.writes.rollover import unlock_past_season
        from tui.write_path import run_write  # the write path imports the store's failures

        def done(_: None) -> None:
            self.reload()
            self.notify(f"Season {name} unlocked for corrections (audit-logged): {reason}", title="Unlocked")

        # Unlocked before the write, or the write path would refuse it as read-only; locked again if it fails.
        self.unlocked.add(name)
        run_write(
            self,
            "unlocking a past season",
            lambda: unlock_past_season(self.store, name, reason),
            done,
            reload=False,
            failed=lambda: self.unlocked.discard(name),
        )

    def action_roll_over(self) -> None:
        """Ask, then start the next season with the same teams (backed up first) and switch to it."""
        if self.refuse_write("a season rollover"):
            return
        from league.rosters.rollover import next_season_name  # only the rollover names the next season
        from store.writes.rollover import next_draft_order, season_unfinished
        from tui.modals.rollover_modal import rollover_confirmation

        left = tuple(u.text for u in season_unfinished(self.store, self.season_name))
        teams = tuple(t.code for t in self.season.teams) if self.season else ()
        order = next_draft_order(self.store, self.season_name)
        dialog = rollover_confirmation(self.season_name, next_season_name(self.season_name), left, teams, order)
        self.push_screen(dialog, lambda typed: self._roll_over(dialog.first_round) if typed is not None else None)

    def _roll_over(self, first_round: tuple[str, ...] | None = None) -> None:
        """Roll over, next season's draft in `first_round` (None: the standings reversed)."""
        from store.writes.rollover import roll_over_season
        from tui.write_path import run_write

        def done(rolled: tuple[Rollover, Path | None]) -> None:
            result, _ = rolled
            from league.rosters.draft import draft_pool  # only the rollover counts the pool
            from store.views.season_load import season_rulebook

            pool = len(draft_pool(result.season, season_rulebook(result.season)))  # as the draft board counts it
            self.open_season(result.season.name)
            self.notify(
                f"{result.season.name}: {len(result.season.players)} players, draft pool {pool}", title="New season"
            )

        run_write(
            self,
            "a season rollover",
            lambda: roll_over_season(self.store, self.season_name, first_round=first_round),
            done,
            reload=False,
        )
