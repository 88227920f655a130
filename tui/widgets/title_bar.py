"""The bar across the top of every screen: the app's title and sub-title, centred, and the command palette's
icon at the left. It draws what Textual's `Header` draws, as one widget: the header's icon, title and clock
space are three more widgets styled and drawn at each screen's first frame (4 ms of a start the issue wants
within 1.3x of a bare Textual app, docs/performance.md)."""

from __future__ import annotations

from textual.app import RenderResult
from textual.content import Content
from textual.events import Click
from textual.widget import Widget


class TitleBar(Widget):
    """The app's title and sub-title; a click on the icon opens the command palette."""

    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        width: 100%;
        height: 1;
        background: $panel;
        color: $foreground;
    }
    """
    ICON = "⭘"
    ICON_WIDTH = 8  # the icon padded, as Textual's header draws it
    RIGHT_WIDTH = 10  # the room Textual's header keeps for its clock: the title stays centred as there

    def on_mount(self) -> None:
        for owner in (self.app, self.screen):
            self.watch(owner, "title", self._retitled, init=False)
            self.watch(owner, "sub_title", self._retitled, init=False)

    def _retitled(self) -> None:
        self.refresh()

    def render(self) -> RenderResult:
        title = self.screen.title if self.screen.title is not None else self.app.title
        sub_title = self.screen.sub_title if self.screen.sub_title is not None else self.app.sub_title
        middle = max(0, self.size.width - self.ICON_WIDTH - self.RIGHT_WIDTH)
        shown = self.app.format_title(title, sub_title).truncate(middle, ellipsis=True)
        icon = f" {self.ICON}".ljust(self.ICON_WIDTH)
        return Content.assemble(icon, " " * ((middle - shown.cell_length) // 2), shown)

    async def on_click(self, event: Click) -> None:
        if event.x < self.ICON_WIDTH and self.app.ENABLE_COMMAND_PALETTE:
            event.stop()
            await self.run_action("app.command_palette")
