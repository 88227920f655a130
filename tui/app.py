"""The rinkbook app: one factory, `RinkbookApp(store, today, season)`, for the command line and tests. The league
file and season it shows are `tui.season_app`'s, its app-wide season commands `tui.season_commands`'s, what it does
once its first frame is painted `tui.after_first_frame`'s."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import SystemCommand
from textual.dom import DOMNode
from textual.screen import Screen

from league.rules.roles import Person
from tui.after_first_frame import AfterFirstFrame
from tui.commands import COMMANDS, WRITE_ACTIONS, action_name, bindings, offered, system_commands
from tui.committee_member import ask_member
from tui.screens import SCREENS
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.textual_patches.app_internals import (
    active_app_or_none,
    binding_chain,
    mode_screens,
    mounted,
    parse_action,
    takes_key_itself,
)
from tui.textual_patches.component_styles import kept_component_styles
from tui.textual_patches.cycles import cut_cycles
from tui.textual_patches.dispatch import cache_dispatch_methods
from tui.textual_patches.footer import measure_keys_by_their_text
from tui.textual_patches.keys import KeysInTypedOrder
from tui.textual_patches.strip_caches import inner_outer_by_colors, make_strip_caches_at_first_use
from tui.textual_patches.style_cache import hash_rules_by_identity

if TYPE_CHECKING:
    from textual.widget import AwaitMount

    from tui.form_keeper import FormKeeper


# The lines every screen draws hold only the caches they use: the app's memory (benchmarks/RESULTS.md: memory).
make_strip_caches_at_first_use()
# Every style update looks each rule up in a set: hashed in C, not by a Python method (the CPU of every screen).
hash_rules_by_identity()
# Every message handled looks its handlers up in the receiver's class chain: kept for each kind (the CPU of every key).
cache_dispatch_methods()
# The background styles each drawn line is painted with, kept by their colors, not with each widget's drawn lines.
inner_outer_by_colors()
# Every footer key is measured at each layout after it changed: from its text, not by drawing it (every screen shown).
measure_keys_by_their_text()
# What a closed screen or app leaves is freed by reference counts, not by the collector (the memory of a long session).
cut_cycles()
# Each widget's component styles are matched once for what tells them apart, not at every restyle (every screen).
kept_component_styles()

# The other screens and the help are imported where first used: the app opens on the
# dashboard, and a start within 1.3x of a bare Textual app (docs/performance.md) has no room for the rest.


def while_reading(name: str, make: Callable[[], Screen[Any]]) -> Callable[[], Screen[Any]]:
    """Mode `name`'s screen factory: `make()`, or, while the app's season is being read after the first frame, a
    screen that says so and gives way to it once it is read (`tui.screens.season_reading`, imported only then)."""

    def screen() -> Screen[Any]:
        app = active_app_or_none()
        if isinstance(app, RinkbookApp) and app.season_being_read:
            from tui.screens.season_reading import SeasonReadingScreen

            app.start_season_read()  # a key before the read began (at the first frame)
            return SeasonReadingScreen(name)
        return make()

    return screen


def running_task() -> asyncio.Task[Any] | None:
    """The task running now, or None outside the event loop (Textual's `notify` may be called from a thread)."""
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None


class RinkbookApp(KeysInTypedOrder, AfterFirstFrame):
    """A league's season in a terminal, over one open league file."""

    CSS_PATH = "app.tcss"
    BINDINGS = bindings()
    # One mode per screen: each keeps its place while the user looks elsewhere. The dashboard's mode is
    # the one the app starts in, its screen Textual's default screen: switching to a mode at start
    # parses every style sheet twice more (30 ms of a start within 1.3x of a bare Textual app, docs/performance.md).
    # A screen asked for while the season is read after the first frame says so, and fills in once it is read.
    MODES: ClassVar[dict[str, str | Callable[[], Screen[Any]]]] = {
        name: while_reading(name, screen) for name, screen in SCREENS.items() if name != "dashboard"
    }
    DEFAULT_MODE = "dashboard"

    @cached_property
    def forms(self) -> FormKeeper:
        """A refused dialog opens again as it was (`tui.form_keeper`); made at the first dialog, not for the
        first frame (docs/performance.md)."""
        from tui.form_keeper import FormKeeper

        return FormKeeper(self)

    # Set by the command line when the league needs sign-in: the app opens on the sign-in screen instead.
    signing_in = False
    sign_in_name = ""  # the name `--user` gave, filled in on the sign-in screen
    person: Person | None = None  # who signed in (`tui.sign_in_flow`); None: the window's member decides

    # While a key runs at once (`_run_key_now`): its task, and the warnings (refusals) it said, held until it ends.
    _refusals_held: tuple[asyncio.Task[Any] | None, list[tuple[str, dict[str, Any]]]] | None = None

    def get_default_screen(self) -> Screen[None]:
        if self.signing_in:
            from tui.sign_in_flow import sign_in_screen  # only where people sign in

            return sign_in_screen(self)
        return self._dashboard()

    def dashboard_screen(self) -> Screen[None]:
        """A new dashboard of the season (after a sign-in)."""
        return self._dashboard()

    def take_person(self, person: Person) -> None:
        """`person` signed in on the sign-in screen (`tui.sign_in_flow`)."""
        from tui.sign_in_flow import signed_in

        signed_in(self, person)

    def key_refusal_on(self, target: object, action: str, parameters: tuple[object, ...]) -> str | None:
        """Why the key running `action` on `target` (the app or a screen) is beyond the signed-in role, or None
        (`tui.role_keys`); before sign-in, every key but quitting and the help is."""
        from tui.role_keys import FREE_ACTIONS, key_refusal  # small, at a key
        from tui.screen_commands import ScreenCommands, screen_commands
        from tui.screens import screen_name

        if self.signing_in:  # the sign-in form's own keys (Enter, Tab) are its widgets'
            return "sign in first" if target is self and action not in FREE_ACTIONS else None
        if target is self:
            show = str(parameters[0]) if action == "show" and parameters else None
            return key_refusal(self.person, None, COMMANDS, action, show)
        if isinstance(target, ScreenCommands):
            return key_refusal(self.person, screen_name(target) or "", screen_commands(target), action, None)
        return None

    def on_mount(self) -> None:
        # The dashboard's stack exists now: declared as a mode, the `d` key switches back to it.
        self.add_mode("dashboard", self._dashboard)
        self.await_first_frame()
        if self.ask_member and not self.signing_in:
            self.call_after_refresh(ask_member, self, True)
        self.watching = True
        if self._live is not None:
            self._live.start()  # other windows' commits show within a second (else from the file's open on)

    def push_screen(self, screen: Any, callback: Any = None, wait_for_dismiss: bool = False) -> Any:  # type: ignore[override]
        """Push `screen`; a dialog's callback is wrapped so that a refused write re-opens it (`tui.form_keeper`)."""
        return super().push_screen(screen, self.forms.pushed(screen, callback), wait_for_dismiss)  # type: ignore[call-overload]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Write commands are hidden from the footer in read-only mode (the palette leaves them out too);
        # pressing one's key still says why nothing happens (`run_action`).
        if (self.signing_in or self.person is not None) and self.key_refusal_on(self, action, parameters):
            return False  # beyond the signed-in role: hidden from the footer, its key says why (`run_action`)
        return not (self.read_only and action in WRITE_ACTIONS)

    def _gray_only_refusal(self, screen: str) -> str | None:
        """What screen `screen`'s key says when the season's rulebook lacks its Gray-only block, else None."""
        from tui.text.gray_only_text import screen_refusal  # a small module, read at a screen key

        return screen_refusal(self.rulebook, screen)

    def switch_mode(self, mode: str) -> AwaitMount:
        # Textual draws a screen shown again before its resume handlers run: a hidden screen's footer keys,
        # let go of while it was hidden (`RinkbookScreen.on_screen_suspend`), are mounted first.
        for screen in mode_screens(self, mode):
            if isinstance(screen, RinkbookScreen) and screen.released:
                screen.show_footer_keys()
        return super().switch_mode(mode)

    async def action_show(self, screen: str) -> None:
        """Show one of the app's screens (each is a mode with its own stack); the scoresheet opens on
        tonight's next game, not on the sheet shown last."""
        from tui.modals.help_modal import HelpModal  # on first use (start-up, docs/performance.md)

        refusal = self._gray_only_refusal(screen)
        if refusal is not None:
            self.notify(refusal, title="Not in these rules", severity="warning")
            return
        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()  # a screen's key pressed in the help goes there
        self.hold_preparation()  # a screen shown by any path (the palette, a benchmark's tour) holds it back too
        await self.switch_mode(screen)
        if screen == "scoresheet" and not self.season_being_read:  # else opened on it once the season is read
            from tui.screens.scoresheet_screen import ScoresheetScreen  # on first use (docs/performance.md)

            if isinstance(self.screen, ScoresheetScreen):
                self.screen.open_next_game()

    async def open_scoresheet(self, game_id: str) -> None:
        """Show the scoresheet on game `game_id` (the schedule's selected game opens here)."""
        if self.current_mode != "scoresheet":
            await self.switch_mode("scoresheet")
        from tui.screens.scoresheet_screen import ScoresheetScreen  # on first use (start-up, docs/performance.md)

        if isinstance(self.screen, ScoresheetScreen):
            self.screen.open_game(game_id)

    async def read_key(self, event: events.Key) -> None:
        # A key that sends the keys elsewhere (a screen's key, Tab, Esc closing a dialog) is run before the next
        # key is read. Textual first hands a key to the widget in focus and runs a binding only once the key has
        # come back from it: `g` then `goal h 4 ...` typed at once went to the screen being left, and a date, Tab and
        # a time typed fast in a dialog all landed in the date field ("2026-12-2719:00"). The keys read after a key
        # that is no text for the focused field wait until it has run (`KeysInTypedOrder`).
        # Signing in, every key is the sign-in form's (a letter of a name is not a screen's key).
        self.hold_preparation()
        answering = self.season_being_read  # the season's read waits for this key's frame (`keys_answered`)
        if answering:
            self.keys_answered.clear()
        try:
            screen = self.screen
            if isinstance(screen, RinkbookScreen) and screen.holds_key(event):
                return  # typed for a screen still being read: handed to it once it is (`tui.screens.season_reading`)
            if not self.signing_in and await self._move_keys_at_once(event):
                self.app_focus = True
                return
            await self.hand_out(event)
        finally:
            if answering:
                self.after_next_paint(self.keys_answered.set)

    async def _move_keys_at_once(self, event: events.Key) -> bool:
        """Run `event`'s binding now when it moves where the keys go: a screen's key (from the app, or repeated by
        the help), a focus move (Tab, Shift+Tab), Esc closing a dialog, or a key of the screen's or the app's that
        may open a dialog (`_open_at_once`); False, changing nothing, for any other key (and for one a widget
        nearer the focus binds or handles itself)."""
        key = event.key
        chain = binding_chain(self.screen)
        for index, (namespace, keys) in enumerate(chain):
            found = keys.key_to_bindings.get(key)
            if found:
                action = found[0].action
                moves = action.startswith("app.show(") or action in ("app.focus_next", "app.focus_previous")
                if moves or (key == "escape" and namespace.is_modal):
                    await self._run_key_now(action, namespace)
                    return True
                if namespace is not self and namespace is not self.screen:
                    return False  # a widget's own key
                if any(takes_key_itself(node, event) for node, _ in chain[: index + 1]):
                    return False
                return await self._open_at_once(action, namespace)
        return False

    async def _open_at_once(self, action: str, namespace: DOMNode) -> bool:
        """Run a screen's (or the app's) key now, and when it opened a dialog, wait until its field has the focus:
        the keys typed after it (a correction's reason) go there, not to the screen under it as its keys. False,
        changing nothing, while a key handed out before it is still on its way (its binding runs first then)."""
        if self.keys_on_their_way():
            return False
        shown = self.screen
        if not await self._run_key_now(action, namespace):
            return False  # the action is off here (`check_action`): the key goes on as Textual hands it
        if self.screen is not shown:
            await mounted(self.screen)
        return True

    async def _run_key_now(self, action: str, namespace: DOMNode) -> bool:
        """Run a key's action; when it was refused (said a warning and opened nothing), the keys of the same burst
        still waiting to be handled (`drop_keys_typed_after`) are not used, and the refusal says so. They were typed
        before the refusal could be seen, for the dialog the user thought the key opened: under the refusal, `w`
        or `n` of a correction's reason would open another dialog and the rest of the reason go into it. Keys
        typed once the refusal is drawn are read as ever."""
        shown = self.screen
        held: list[tuple[str, dict[str, Any]]] = []
        self._refusals_held = (asyncio.current_task(), held)
        try:
            ran = await self.run_action(action, namespace)
        finally:
            self._refusals_held = None
        dropped = self.drop_keys_typed_after() if held and self.screen is shown else 0
        if dropped:
            said, options = held[-1]
            keys = "key" if dropped == 1 else "keys"
            held[-1] = (f"{said.rstrip('.')}; {dropped} {keys} typed after it not used.", options)
        for said, options in held:
            super().notify(said, **options)
        return ran

    def notify(self, message: str, **options: Any) -> None:
        held = self._refusals_held
        if options.get("severity") == "warning" and held is not None and held[0] is running_task():
            held[1].append((message, options))  # said once the key has run (`_run_key_now`)
            return
        super().notify(message, **options)

    async def run_action(
        self,
        action: str | Any,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """Run a key's (or the palette's) action; an error no one foresaw is said as a refusal and the
        app goes on (Textual would end it: the action runs in the app's own message loop)."""
        try:
            beyond = self._role_refusal(action, default_namespace, namespaces)
            if beyond is not None:
                title = f"Not for a {self.person.role}" if self.person is not None else "Sign in first"
                self.notify(beyond, title=title, severity="warning")
                return True
            refused = self._read_only_refusal(action, default_namespace, namespaces)
            if refused is not None:
                self.notify(
                    f"Read-only: ask the committee ({refused} changes the league file).",
                    title="Read-only",
                    severity="warning",
                )
                return True
            return await super().run_action(action, default_namespace, namespaces)
        except Exception as error:  # noqa: BLE001 - shown, logged, and the app goes on
            if error is self.file_refused:
                return True  # said as the app ends
            from tui.write_path import report_unexpected

            report_unexpected(self, f"the action {action}" if isinstance(action, str) else "an action", error)
            return True

    def _role_refusal(
        self, action: str | Any, default_namespace: DOMNode | None, namespaces: Mapping[str, DOMNode] | None
    ) -> str | None:
        """Why the key or palette entry running `action` is beyond the signed-in role, else None."""
        if not isinstance(action, str) or not (self.signing_in or self.person is not None):
            return None
        target, name, parameters = parse_action(
            self, action, self if default_namespace is None else default_namespace, namespaces
        )
        return self.key_refusal_on(target, name, parameters)

    def _read_only_refusal(
        self, action: str | Any, default_namespace: DOMNode | None, namespaces: Mapping[str, DOMNode] | None
    ) -> str | None:
        """The title of the write command `action` runs when the file is read-only, else None."""
        if not self.read_only or not isinstance(action, str):
            return None
        target, name, _ = parse_action(
            self, action, self if default_namespace is None else default_namespace, namespaces
        )
        commands = COMMANDS if target is self else getattr(target, "SCREEN_COMMANDS", ())
        return next((c.title for c in commands if c.writes and action_name(c) == name), None)

    def action_toggle_help(self) -> None:
        """Show or hide the help screen listing every command and its key."""
        from tui.modals.help_modal import HelpModal  # on first use (start-up, docs/performance.md)

        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()
        else:
            self.push_screen(HelpModal())

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        granted = tuple(
            c for c in offered(self.rulebook) if self._role_refusal(c.action, self, None) is None
        )  # the palette offers what the signed-in role grants (every command when nobody signed in)
        yield from system_commands(self, self.read_only, granted)
        # Textual's screenshot is saved in the Downloads folder in a terminal: a read-only window writes no file
        # (in a browser it is a download).
        left_out = {"Quit"} | ({"Screenshot"} if self.read_only and not self.is_web else set())
        for command in super().get_system_commands(screen):
            if command.title not in left_out:  # our Quit carries the key; Textual's "Keys" panel stays
                yield command
