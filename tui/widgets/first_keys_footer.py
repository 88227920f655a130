"""The footer with `? Help` and `q Quit` first: Textual's footer lists the focused widget's keys, then the
screen's, then the app's, and cuts what does not fit on the right, so on a busy screen (or at 80 columns)
the two keys a lost user needs went first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.compose import compose
from textual.widgets import Footer

from tui.textual_patches.footer import (
    FooterKey,
    bindings_ready,
    bound_to_parent,
    composing_into,
    prune_watchers,
    reactive_default,
    set_bindings_ready,
)

if TYPE_CHECKING:
    from textual.screen import Screen

# The actions whose keys always lead the footer, in this order.
FIRST_ACTIONS = ("app.toggle_help", "app.quit")
# Their keys that work while typing (`?` and `q` are then text): (action, key, as shown, title).
TYPING_KEYS = (("app.toggle_help", "f1", "F1", "Help"), ("app.quit", "ctrl+q", "^q", "Quit"))


def _rank(widget: object) -> int:
    action = widget.action if isinstance(widget, FooterKey) else None
    return FIRST_ACTIONS.index(action) if action in FIRST_ACTIONS else len(FIRST_ACTIONS)


def _style_before_mount(key: FooterKey, footer_compact: bool) -> None:
    """Give `key` the `compact` it takes as it mounts (the footer's when bound to it, else its own, compact),
    and its class, before it is styled: a key started compact, then took the footer's `compact`, and each
    change restyled it (two restyles a key, some 90 at a screen's first visit: 20-40 ms of it at 10,000
    games, docs/performance.md)."""
    bound = bound_to_parent(key, "compact")
    compact = footer_compact if bound else bool(reactive_default(FooterKey.compact))
    key.set_reactive(FooterKey.compact, compact)
    key.set_class(compact, "-compact", update=False)


class FirstKeysFooter(Footer):
    """A footer whose first keys are Help and Quit; the others follow in Textual's order."""

    def __init__(self, keys_at_once: bool = False) -> None:
        super().__init__()
        if keys_at_once:
            # Its keys in the screen's first frame (the app's first screen: docs/performance.md, the whole dashboard
            # within 1.3x of a bare app): Textual's footer waits for the screen's first bindings signal, a
            # frame or two later. The screen's and the app's keys are known at compose; the signal composes
            # them again, which other screens, shown once the app runs, are spared.
            set_bindings_ready(self)
        self.keys_let_go = False  # True while its screen is hidden (`let_go_of_keys`)
        self.composed_for: tuple[object, ...] | None = None  # the keys it shows now (`shown_keys`), once composed

    def shown_keys(self) -> tuple[object, ...]:
        """What the footer's keys are composed from: each binding shown (key, action, description, enabled,
        tooltip) and the footer's look."""
        bindings = tuple(
            (binding.key, binding.action, binding.description, enabled, tooltip, binding.group)
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show
        )
        return (bindings, self.compact, self.show_command_palette, bindings_ready(self))

    def bindings_changed(self, screen: Screen[object]) -> None:
        # Textual composes the footer again at every bindings signal (a screen shown again, a focus moved): its
        # keys are new widgets, laid out and drawn again (`d` after a save, docs/performance.md). Keys the same as
        # the ones shown are kept.
        shown = not self.keys_let_go and screen is self.screen and self.is_attached and bindings_ready(self)
        if shown and self.composed_for is not None and self.composed_for == self.shown_keys():
            return
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        self._forget_removed_keys()
        if self.keys_let_go:  # its screen is hidden: a bindings change there composes no keys either
            self.composed_for = None
            return
        self.composed_for = self.shown_keys() if bindings_ready(self) else None
        keys = list(super().compose())
        shown = {key.action for key in keys if isinstance(key, FooterKey)}
        # While an entry line has the focus, `?` and `q` are typed into it: F1 and Ctrl+Q say the way out.
        for action, key, display, title in TYPING_KEYS:
            if action not in shown and bindings_ready(self):
                keys.append(FooterKey(key, display, title, action).data_bind(compact=Footer.compact))
        for widget in keys:
            if isinstance(widget, FooterKey):
                _style_before_mount(widget, self.compact)
        # A stable sort: every other key (and the palette's, last) keeps its place.
        yield from sorted(keys, key=_rank)

    def _forget_removed_keys(self) -> None:
        """Drop the keys of earlier compositions from the footer's watchers of `compact`.

        Each key watches the footer's `compact` (`data_bind`), and Textual prunes a watcher list only when
        the value changes, which it never does here: every recompose (each focus or binding change) left
        its removed keys alive, some forty per screen visited (8.7 MiB over the demo's screens, docs/performance.md).
        """
        prune_watchers(self, "compact")

    async def let_go_of_keys(self) -> None:
        """Remove the keys while the screen is hidden by another screen's key: each is a widget (about 40 KiB,
        some twelve a screen, docs/performance.md: memory) that no one sees until the screen is shown again."""
        self.keys_let_go = True
        await self.recompose()

    def show_keys_again(self) -> None:
        """Mount the keys let go of at once, as the screen is shown again: registered now, they are laid out
        and drawn in its first frame (awaiting their mount there would wait on the screen's own handler)."""
        if self.keys_let_go:
            self.keys_let_go = False
            with composing_into(self):  # composed as the footer's own recompose would be: each key binds to it
                keys = compose(self)
            self.mount_all(keys)
