"""The committee's spares in words: the players screen's Team cell for a player on no team, its note, and
what a mark said once saved."""

from __future__ import annotations

from league.rules.rulebook import Rulebook
from league.season.values import Player, Season

SUB_GOALIE, SPARE = "sub goalie", "spare"


def spare_words(season: Season) -> dict[str, str]:
    """The Team cell of each player on a list: "sub goalie" (an official substitute goalie) or "spare"."""
    return {**{pid: SPARE for pid in season.spares}, **{pid: SUB_GOALIE for pid in season.substitute_goalies}}


def spares_note(season: Season, rulebook: Rulebook) -> str:
    """The players screen's note on the lists, with the key that edits them ("" under a rulebook with neither)."""
    goalies, spares = len(season.substitute_goalies), len(season.spares)
    if not rulebook.roster.substitute_goalie_from_official_list and not rulebook.has("drops"):
        return ""
    return (
        f" · {goalies} official substitute goalie{'s' * (goalies != 1)} ({rulebook.cite('substitute_goalie')}), "
        f"{spares} spare{'s' * (spares != 1)}: P marks one on no team"
    )


def spare_saved_text(player: Player, on: bool, rulebook: Rulebook) -> str:
    """What a saved mark says: "P950 Otto Side is an official substitute goalie now (rule 18)"."""
    if player.position == "G":
        kind, rule = "an official substitute goalie", rulebook.cite("substitute_goalie")
        use = "any team may dress him"
    else:
        kind, rule = "a spare", rulebook.cite("substitutes")
        use = "offered first as a dropped player's substitute"
    if on:
        return f"{player.id} {player.name} is {kind} now: {use} ({rule})."
    return f"{player.id} {player.name} is no longer {kind} ({rule})."
