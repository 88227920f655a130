"""The app that keeps, as it draws the dashboard, what the next start shows first: the dashboard's frame (in
the user's cache, under the league's revision, on a file or a server) and the alerts it shows (in the league, when
the write that made the revision left them stale)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from store.cache.frame_cache import frame_key, keep_frame
from store.file.server_look import kept_place
from tui.season_app import SeasonApp

if TYPE_CHECKING:
    from tui.text.dashboard_frame import PanelsFrame, StandingsFrame


class KeptFrameApp(SeasonApp):
    """`SeasonApp` keeping the dashboard's first frame and stale alerts for the next start."""

    _kept: tuple[str, Mapping[str, Any]] | None = None  # the revision and frame kept last
    _alerts_kept: str | None = None  # the revision the alerts drawn were last kept in the file for

    def keep_first_frame(self, standings: StandingsFrame, panels: PanelsFrame) -> None:
        """Keep the dashboard as drawn now, from the season loaded, as the next start's first frame
        (`store.cache.frame_cache`): under the file's revision, and only while the file still holds that season."""
        revision = self.store.revision_of(self.season)
        if revision is not None and self._alerts_kept != revision:
            self._alerts_kept = revision
            self._keep_alerts(revision)
        if revision is None:
            return
        frame = {"app": self.header(self.season), "standings": standings, "panels": panels}
        if self._kept != (revision, frame):
            self._kept = (revision, frame)
            keep_frame(kept_place(self.store.address), self.frame_key(revision), frame)

    def _keep_alerts(self, revision: str) -> None:
        """The alerts drawn now kept in the file for the next start's first frame, when the write that made `revision`
        could not work them out at its commit (a drop, a ruling, a game added: they were left stale)."""
        from store.writes.dashboard_alerts import keep_read_alerts

        alerts = tuple((a.kind, a.text) for a in self.season_cache.alerts(self.today))
        keep_read_alerts(self.store, self.season.name, revision, self.today, alerts)

    def frame_key(self, revision: str) -> dict[str, Any]:
        """The key a first frame of this app's season, today and mode is kept under, at `revision`."""
        return frame_key(revision, self.season_name, self.today.isoformat(), self.store.read_only, self.store.snapshot)
