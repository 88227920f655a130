"""The demo league file: a demo season (Gray) or tournament written through the same import as any season file."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from league.rulebooks import GRAY, rulebook_names
from league.season.values import Season
from seed.demo import build_demo_season
from seed.tournament_demo import build_tournament_demo
from store.file.audit import audit_log, record_decision
from store.file.db import Store, backup_file, open_league, read_as_upgraded
from store.file.errors import NotALeagueFile
from store.file.user_files import remove_with_companions
from store.season_files.import_export import delete_season, import_season
from store.views.season_load import load_season
from store.views.season_names import season_names

DEMO_ACTION = "build demo"
# Every built-in rulebook has its demo: Gray's season, and a weekend of each tournament.
DEMO_RULEBOOKS = rulebook_names()


class NotADemo(Exception):
    """The file is not one `write_demo` made (a league's, another program's, one that cannot be read): the demo
    does not replace it."""


def demo_work(path: Path) -> str | None:
    """What was entered in the demo file at `path` since `write_demo` wrote it, in words, or None when it still
    holds the demo as written: a decision in the audit log after the demo's, or a season that is no longer the
    demo its recorded today, seed and rulebook make (game-night work writes no audit row). `NotADemo` when no demo
    was written there. Nothing of the file changes, an earlier rinkbook's demo too (`read_as_upgraded`): it is
    upgraded only once it is replaced. A league file that cannot be read now (busy, unreadable, damaged, too new)
    is refused in its own words, not as no demo."""
    try:
        with read_as_upgraded(path) as store:
            entries = audit_log(store, limit=100_000)  # latest first
            built = next((i for i, e in enumerate(entries) if e.action == DEMO_ACTION), None)
            if built is None:
                raise NotADemo(path)
            work = [f"{built} decision{'s' * (built != 1)} in the audit log"] if built else []
            if not _as_written(store, entries[built].detail):
                work.append("changes to the season (a game's sheet, a roster)")
    except NotALeagueFile:
        raise NotADemo(path) from None
    return " and ".join(work) or None


def _as_written(store: Store, detail: object) -> bool:
    """Whether the file holds exactly the demo season the demo's audit `detail` names."""
    if not isinstance(detail, dict):
        return False
    try:
        made = demo_season(str(detail["rulebook"]), date.fromisoformat(str(detail["today"])), int(detail["seed"]))
    except (KeyError, ValueError, TypeError):
        return False  # a demo row another program wrote: not one to compare with
    return season_names(store) == [made.name] and load_season(store, made.name) == made


def back_up_demo(path: Path) -> Path:
    """A copy of the demo file at `path` (one `demo_work` read) in its backups folder, as an import keeps one,
    before it is replaced: opened to be written, as `write_demo` opens it next, so that an earlier rinkbook's is
    upgraded first (after its own backup) and the copy opens as the demo it keeps."""
    with open_league(path) as store:
        return backup_file(store.db, path, "before-demo")


def demo_season(rulebook: str, today: date, seed: int = 1) -> Season:
    """The demo of `rulebook` (one of `DEMO_RULEBOOKS`) for `today` and `seed`."""
    if rulebook == GRAY.name:
        return build_demo_season(today, seed)
    return build_tournament_demo(rulebook, today, seed)


def write_demo(path: Path, today: date, seed: int = 1, rulebook: str = GRAY.name) -> str:
    """Write the demo of `rulebook` for `today` and `seed` to `path`, replacing an earlier demo there.

    Returns the season's name. The season goes through `import_season`, so the demo is always
    a valid season file; a demo is not backed up here (the command line keeps one first when the file holds
    work entered since, `demo_work`).
    """
    season = demo_season(rulebook, today, seed)
    created = not path.exists()
    try:
        with open_league(path, create=True) as store, store.writing():
            # One transaction: a demo interrupted halfway leaves the earlier demo, never half of one.
            for name in season_names(store):
                if name != season.name:
                    delete_season(store, name)
            import_season(store, season, replace=True, source="demo", backup=False)
            detail = {"today": today.isoformat(), "seed": seed, "rulebook": rulebook}
            record_decision(season.name, DEMO_ACTION, detail)
    except BaseException:
        # A file this call made and could not fill holds no demo: left behind, the next demo would refuse
        # it as "not a demo file". An earlier demo is never removed (its transaction rolled back).
        if created:
            remove_with_companions(path)
        raise
    return season.name
