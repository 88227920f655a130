"""The scoresheet's words when a result entry (a bare score, final, a forfeit ruling) meets a final result the file
already holds (`league.results.stored_final`): the question before replacing it, the answer kept, and the same result
already saved; and what the sheet says once it follows another window's save of its game."""

from __future__ import annotations

from datetime import datetime

from league.results.stored_final import StoredFinal
from league.season.score_words import score_words
from league.season.values import Game, Season

ANOTHER_WINDOW = "saved in another window since this sheet was shown"


def final_words(game: Game, season: Season) -> str:
    """ "White 1, Blue 0 (overtime)": a final game's result with the teams' names, home first, and the committee's
    forfeit ruling where one decided it."""
    score = game.played_score
    words = "with no score" if score is None else score_words(game, score, season)
    if game.overtime:
        words += " (overtime)"
    if game.forfeit is not None:
        words += f", {season.team_name(game.forfeit.team)} forfeiting by the committee's ruling: {game.forfeit.reason}"
    return words


def followed_words(game_id: str, now: Game | None, season: Season, seen: datetime) -> str:
    """What the message line says once the sheet follows another window's save of its game (`now`: the game as
    saved there, None when gone), `seen` when this window followed it."""
    at = f"{seen:%H:%M}"
    if now is None:
        return f"Another window removed {game_id} from the season at {at}."
    if now.status == "final":
        return f"Another window saved {game_id} at {at}: final {final_words(now, season)}."
    return f"Another window saved {game_id} at {at}: the sheet shows it as saved there."


def _saved(met: StoredFinal, when: str) -> str:
    """How the stored result came to be, as far as the window and the audit log know."""
    said = [ANOTHER_WINDOW] if met.stale else []
    if met.stored.forfeit is not None and when:
        said.append(f"ruled {when}")
    return f" ({'; '.join(said)})" if said else ""


def replace_question(met: StoredFinal, season: Season, when: str = "") -> str:
    """The question before an entry replaces a stored final: both results named alike, and the stored one said to
    be another window's when this window did not show it (`when`: a forfeit ruling's time, from the audit log)."""
    stored = met.stored
    return (
        f"{stored.id} is already final {final_words(stored, season)}{_saved(met, when)}.\n"
        f"Replace it with {final_words(met.after, season)}?"
    )


def kept_words(met: StoredFinal, season: Season) -> str:
    """The answer no: nothing replaced, both results named."""
    stored = met.stored
    return (
        f"Not saved: {stored.id} stays final {final_words(stored, season)}; "
        f"{final_words(met.after, season)} was not entered."
    )


def changed_words(met: StoredFinal, game: Game, season: Season) -> str:
    """The answer yes after the stored result changed under the question: nothing replaced, the result now named."""
    now = f"final {final_words(game, season)}" if game.status == "final" else game.status
    signed = " and signed" if game.signed else ""
    return (
        f"Not saved: {game.id} changed in another window while you were asked: it is now {now}{signed}, not "
        f"{final_words(met.stored, season)}; nothing was replaced (Enter enters the line again)."
    )


def already_words(met: StoredFinal, season: Season) -> str:
    """The same result entered again: nothing to save."""
    where = f" ({ANOTHER_WINDOW})" if met.stale else ""
    return f"Saved already: {met.stored.id} is final {final_words(met.stored, season)}{where}. Nothing changed."


def replaced_words(met: StoredFinal) -> str:
    """ "; final score now 3-1 (was 1-0)", said after the entry that replaced a stored final's score."""
    was, now = met.was, met.now
    if was is None or now is None or was == now:
        return ""
    return f"; final score now {now.home}-{now.away} (was {was.home}-{was.away})"
