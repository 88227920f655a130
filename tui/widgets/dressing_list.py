"""One team's dressing list on the scoresheet: its players in jersey order, space toggles one (Gray rules 2, 5 and
18)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.content import Content
from textual.widgets import SelectionList
from textual.widgets.selection_list import Selection

from league.rosters.membership import Rosters
from league.season.texts import printable
from league.season.values import Game, Season
from tui.text.scoresheet_text import dressing_label, team_players
from tui.textual_patches.keys import KeysFirst, forwarded_copy


class DressingList(KeysFirst, SelectionList[str]):
    """The players `team` may dress in a game, ticked when dressed; the screen saves each toggle. Space ticks,
    the arrows move; any other character typed here goes to the field `typing_to` selects (the sheet's entry
    line), never to a screen's key: a scorer who types on after Esc or a click types an entry."""

    def __init__(self, team_side: str, typing_to: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.team_side = team_side  # "home" or "away": the game on screen decides the team
        self.team: str | None = None
        self.typing_to = typing_to
        self.listed: tuple[tuple[str, str, bool], ...] = ()  # (label, player, dressed) as last listed

    def _typed(self, character: str | None) -> bool:
        return self.typing_to is not None and character is not None and character.isprintable() and character != " "

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # A typed character is this list's: the app's letter keys (d, r, s ...) never run from here.
        return self._typed(character)

    def key_first(self, event: events.Key) -> bool:
        # A key that reaches the list after it handed the focus on was typed with the ones before it (fast, or
        # pasted): it goes on after them, a space or Enter too.
        if self.typing_to is not None and (self._typed(event.character) or self.screen.focused is not self):
            self.hand_on(event, self.typing_to)
            return True
        return False

    def hand_on(self, key: events.Key, selector: str) -> None:
        """Give `key` to the field `selector` names: it takes the focus at once (the keys typed after this one
        go there too, in order) and this key as if it had been typed there."""
        field = self.screen.query_one(selector)
        self.screen.set_focus(field)
        typed = forwarded_copy(key)  # handed on, not a new key for the app to hand out again
        field.post_message(typed)

    def show(self, team: str, game: Game, season: Season, rosters: Rosters) -> None:
        """Re-list `team`'s players for `game`, the cursor on the player it was on (his place when he is
        gone) and the list scrolled where it was: a reload from another window's save keeps the scorer's place."""
        self.team = team
        highlighted = self.highlighted
        was_on = self.get_option_at_index(highlighted).value if highlighted is not None else None
        scroll = self.scroll_y
        dressed = set(game.dressed_for(team))
        listed = tuple(
            (printable(dressing_label(pid, team, game, season, rosters)), pid, pid in dressed)
            for pid in team_players(team, game, season, rosters)
        )
        ticked = {pid for _, pid, tick in listed if tick}
        if listed == self.listed and set(self.selected) == ticked and self.option_count == len(listed):
            return  # the same players, labels and ticks shown (a score entered): the list, cursor and scroll stay
        self.listed = listed
        self.clear_options()
        # Content, not str: a str prompt is read as markup, and a player called "[/]" crashed the sheet.
        self.add_options([Selection(Content(label), pid, ticked) for label, pid, ticked in listed])
        if self.option_count:  # a cursor from the start, so space toggles at once
            values = [self.get_option_at_index(i).value for i in range(self.option_count)]
            self.scroll_to(y=scroll, animate=False, immediate=True)  # then the cursor, scrolled to only if it must
            nearest = min(highlighted or 0, self.option_count - 1)
            self.highlighted = values.index(was_on) if was_on in values else nearest
