"""Opening the app, the command line with no command: the dashboard's kept first frame looked up (by a first
look at the league file, `store.file.file_format.first_look`, or else after opening it), or on a server kept under
its revision or drawn from the values it keeps (`store.file.server_look`), the app run.

Kept apart from the commands (`tui.cli.commands`): it imports what the app's first frame needs, not the
rules every command reads, nor the store's peewee models when a kept frame is found (docs/performance.md: the whole
dashboard within 1.3x of a bare Textual app).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from store.cache.frame_cache import frame_key, read_frame
from store.file.errors import StoreError
from store.file.file_format import FirstLook, first_look
from store.file.members import named_member
from store.file.server_look import league_name
from store.file.user_files import make_folder
from tui.cli.arguments import league_path
from tui.collector import start_collecting

if TYPE_CHECKING:
    from store.file.db import Store
    from store.file.sql_reader import Reader
    from store.views.dashboard_rows import DashboardRows


def run_app(args: argparse.Namespace, path: Path | None = None) -> int:
    """Open the app on the league file (Textual is imported only here); with no file yet, the new-league screen."""
    from tui.dataclass_code import install

    install()  # the methods of the dataclasses imported from here on, as the last start compiled them
    target = path or league_path(args)
    if isinstance(target, str):  # a server's league: its kept frame, or drawn from its stored values when it can be
        look = None if args.read_only or args.sign_in else _server_look(target, args)
        from tui.app import RinkbookApp  # noqa: F401  # loaded while the look waits for the server

        drawn = look() if look is not None else None
        if drawn is not None:
            return _run_app(target, args, *drawn)  # the league is opened after the first frame, off the event loop
        return _open_and_run(target, args)
    path = target
    if not path.exists() and not args.read_only:
        make_folder(path.parent)  # refused in one line here, not as a crash inside the new-league screen
        from tui.first_run_app import FirstRunApp  # headless commands never load Textual

        start_collecting()  # only the rinkbook app resumes it after its first frame

        first_run = FirstRunApp(path, args.today)
        created = first_run.run()
        if not created:  # quit before creating (no file is left behind), or an error ended it (exit 1)
            if not first_run.return_code:
                print(f"No league made: {path} was not created.")
            return first_run.return_code or 0
        args.season = created

    def app_modules() -> None:  # imported while a first frame is read from the file, when it is
        from tui.app import RinkbookApp  # noqa: F401

    # Signing in, nothing of the league is painted before the sign-in: no kept first frame.
    kept = None if args.read_only or args.sign_in else _kept_first_frame(path, args, app_modules)
    if kept is not None:
        season, frame = kept
        return _run_app(path, args, season, frame)  # the file is opened just after the kept frame is painted
    return _open_and_run(path, args)


def _kept_first_frame(
    path: Path, args: argparse.Namespace, meanwhile: Callable[[], None]
) -> tuple[str, dict[str, Any]] | None:
    """The season to show and its first frame, when a first look at the file (`sqlite3` alone) finds an
    ordinary league file: the dashboard's frame kept under the file's revision now, else (another process
    wrote since, or it is the first start of the day) the dashboard drawn from the values the file keeps, read
    with `sqlite3` alone too, `meanwhile` run as it is read; else None (the file is then opened the whole way before
    the first frame)."""
    look = first_look(path)
    season = look.season(args.season) if look else None
    if look is None or season is None:
        return None
    frame = read_frame(path, frame_key(look.revision, season, args.today.isoformat(), False, False))
    if frame is None and look.seasons[-1] == season:  # only the latest season's dashboard is drawn so
        frame = _frame_from_the_file(path, season, args.today, meanwhile)
    return (season, frame) if frame is not None else None


def _frame_from_the_file(
    path: Path, season: str, today: date, meanwhile: Callable[[], None] | None = None
) -> dict[str, Any] | None:
    """Gray's dashboard drawn from the values the file keeps, read through `sqlite3` alone (no peewee, no store),
    `meanwhile` run while the games are scanned: None when it cannot be (the open that follows says what is
    wrong)."""
    import sqlite3  # loaded with Textual already

    from store.file.file_format import first_read
    from store.views.dashboard_rows import dashboard_rows

    try:
        with first_read(path, shared=True) as db, _scanned_ahead(db, season) as scanned:
            if meanwhile is not None:
                meanwhile()  # the app's modules, for the app run next
            from tui.text.stored_dashboard import stored_frame  # noqa: F401  # what the frame is drawn with

            rows = dashboard_rows(db, season, today, scanned)
        return _stored_frame(rows, today)
    except (sqlite3.Error, LookupError, ValueError, TypeError, RuntimeError):  # RuntimeError: no scan thread
        return None


@contextmanager
def _scanned_ahead(db: Reader, season: str) -> Iterator[Callable[[], list[tuple[Any, ...]]] | None]:
    """The season's one scan of its games (`store.views.season_scan.scan_rows`) begun on `db` in a thread of its
    own: the function given waits for its rows (None: no such season, nothing scanned); the thread is waited for
    on leaving, whatever happened. SQLite lets go of the interpreter while it scans (25 ms at 30,000 games), so the
    app's modules are imported meanwhile on the other core; `db` is left to the thread until its rows are taken."""
    import sys
    import threading

    from league.results.outcome_values import uses_facts
    from store.views.season_scan import scan_rows
    from store.views.standings_read import season_teams

    found = season_teams(db, season)
    if found is None:
        yield None
        return
    rows: list[list[tuple[Any, ...]] | Exception] = []

    def scan() -> None:
        try:
            rows.append(scan_rows(db, found.sid, uses_facts(found.rulebook)))
        except Exception as error:  # noqa: BLE001 - raised where the rows are taken
            rows.append(error)

    def taken() -> list[tuple[Any, ...]]:
        scanning.join()
        if isinstance(rows[0], Exception):
            raise rows[0]
        return rows[0]

    # Each row's step lets go of the interpreter and takes it back: switched to within 0.2 ms, not Python's 5 ms.
    interval = sys.getswitchinterval()
    scanning = threading.Thread(target=scan, name="rinkbook first scan")
    started = False
    try:
        sys.setswitchinterval(0.0002)
        scanning.start()  # a RuntimeError when no thread can start: the whole open draws the first frame
        started = True
        yield taken
    finally:
        if started:
            scanning.join()
        sys.setswitchinterval(interval)


def _server_look(url: str, args: argparse.Namespace) -> Callable[[], tuple[str, dict[str, Any]] | None]:
    """Start the first look at the league on the server at `url` in a thread of its own (the app's modules are
    imported meanwhile: each waits for the server's answers, or the disk, while the other works); the function
    returned waits for it and gives the season to show and its first frame: the one kept under the league's revision
    now (one statement tells it, as a file's first look does), else drawn from the values the league keeps when the
    season is its latest, read through one psycopg connection (no peewee, no store: `store.file.server_look`); None
    when the look finds no ordinary league nobody signs in to (the league is then opened the whole way before the
    first frame, which says what is wrong)."""
    import threading

    found: list[tuple[str, DashboardRows | dict[str, Any]] | StoreError | None] = [None]

    def read() -> None:
        try:
            found[0] = _kept_or_rows(url, args)
        except StoreError as error:  # the server cannot be reached: said as the whole open says it, once
            found[0] = error

    look = threading.Thread(target=read, name="rinkbook first look")
    look.start()

    def drawn() -> tuple[str, dict[str, Any]] | None:
        look.join()
        if isinstance(found[0], StoreError):
            raise found[0]
        if found[0] is None:
            return None
        season, kept_or_rows = found[0]
        frame = kept_or_rows if isinstance(kept_or_rows, dict) else _stored_frame(kept_or_rows, args.today)
        return (season, frame) if frame is not None else None

    return drawn


def _kept_or_rows(url: str, args: argparse.Namespace) -> tuple[str, DashboardRows | dict[str, Any]] | None:
    """The season to show and its kept first frame (`store.cache.frame_cache`, under the revision the look read),
    else its dashboard's rows when the season is the league's latest, read by the first look at the server
    (`_server_look`) through libpq alone (`store.file.libpq_look`: psycopg is imported after the first frame), or
    psycopg's where libpq cannot be loaded; else None."""
    from store.file.libpq_look import NotLoaded, libpq_read
    from store.file.server_look import first_server_read

    def latest(look: FirstLook, db: Reader) -> tuple[str, DashboardRows | dict[str, Any]] | None:
        kept = _kept_frame(url, look, args)
        if kept is not None:  # nothing written since it was drawn: no more statements
            return kept
        season = look.season(args.season)
        if season is None or look.seasons[-1] != season:  # only the latest season's is drawn from stored values
            return None
        from league.rulebooks import built_in_rulebook  # noqa: F401  # what the frame is drawn with, loaded here:
        from store.views.dashboard_rows import dashboard_rows  # none of it when the kept frame is shown
        from tui.text.stored_dashboard import stored_frame  # noqa: F401

        rows = dashboard_rows(db, season, args.today)
        return (season, rows) if rows is not None else None

    try:
        try:
            return libpq_read(url, latest)
        except NotLoaded:
            return first_server_read(url, latest)
    except (LookupError, ValueError, TypeError):
        return None  # the whole open, and the season's load, say what is wrong


def _kept_frame(url: str, look: FirstLook, args: argparse.Namespace) -> tuple[str, dict[str, Any]] | None:
    """The season to show and the frame kept for it under the revision `look` read at `url`, or None."""
    from store.file.server_look import kept_place

    season = look.season(args.season)
    if season is None:
        return None
    kept = read_frame(kept_place(url), frame_key(look.revision, season, args.today.isoformat(), False, False))
    return (season, kept) if kept is not None else None


def _open_and_run(path: Path | str, args: argparse.Namespace) -> int:
    """Open the file the whole way, then run the app on it: its kept first frame, if any (a read-only open,
    whose key only the open knows), is painted before the season is read."""
    from store.file.db import open_league  # after a kept first frame, when there is one
    from store.views.season_names import resolve_season

    # The whole-file check waits for the app's first frame when a kept one is painted (55 ms at 10,000 games).
    store = open_league(path, read_only=args.read_only, check_later=True, follow=True)  # the app follows others
    try:
        season = resolve_season(store, args.season)
        args.signing_in = _signing_in(store, args)
        key = frame_key(store.revision(), season, args.today.isoformat(), store.read_only, store.snapshot)
        kept = read_frame(path, key) if isinstance(path, Path) and not args.signing_in else None
        if kept is None and not args.signing_in:
            kept = _stored_first_frame(store, season, args.today)
        if kept is None:
            store.check_whole()
    except BaseException:
        store.close()
        raise
    return _run_app(store, args, season, kept)


def _stored_first_frame(store: Store, season: str, today: date) -> dict[str, Any] | None:
    """Gray's dashboard drawn from what the opened file keeps (`store.views.dashboard_rows`), as the first frame
    when none is kept under the file's revision and no first look could draw it (a league on a server, a file
    opened read-only or needing a migration): for the file's latest season under a league's rulebook, opened to
    write (the header then carries no mark); else None (the season is then loaded before the first frame, as for
    a tournament's board, a past season or a captains' copy)."""
    from store.file.failures import DATABASE_FAILURES
    from store.file.raw_sql import reader
    from store.views.dashboard_rows import dashboard_rows
    from store.views.season_names import season_names

    try:
        if store.read_only or store.snapshot or store.captains_copy or season_names(store)[-1:] != [season]:
            return None
        with store.reading() as db:
            return _stored_frame(dashboard_rows(reader(db), season, today), today)
    except (StoreError, LookupError, ValueError, TypeError):
        return None  # the season's load, before the first frame, says what is wrong
    except DATABASE_FAILURES:
        return None  # the season's load, before the first frame, says what is wrong


def _stored_frame(rows: DashboardRows | None, today: date) -> dict[str, Any] | None:
    """The first frame drawn from `rows` (`tui.text.stored_dashboard`), for a league's rulebook only (a
    tournament's board is drawn from the season)."""
    from league.rulebooks import built_in_rulebook  # only when no frame is kept
    from tui.text.stored_dashboard import stored_frame

    if rows is None:
        return None
    rulebook = built_in_rulebook(rows.rulebook)
    return None if rulebook.has_pools else stored_frame(rows, rulebook, today, "")


def _run_app(store: Store | Path | str, args: argparse.Namespace, season: str, kept: dict[str, Any] | None) -> int:
    """Run the app on `store` (or on the file at a path, or the server at an address, opened after the first
    frame) until it ends."""
    path = store if isinstance(store, Path) else league_name(store) if isinstance(store, str) else store.path
    from tui.app import RinkbookApp  # headless commands never load Textual

    app: RinkbookApp | None = None
    try:
        named = named_member()  # `--user`, $RINKBOOK_USER or the name remembered; None: never asked yet
        ask = named is None and not args.read_only  # the captains' mode decides nothing: nobody is asked
        signing_in = getattr(args, "signing_in", False)
        ask = ask and not signing_in
        app = RinkbookApp(store, today=args.today, season=season, first_frame=kept, ask_member=ask)
        app.signing_in, app.sign_in_name = signing_in, (args.user or "") if signing_in else ""
        app.error_log = _error_log(path)
        app.run()
    finally:
        if app is not None:
            app.close_store()
        elif not isinstance(store, (Path, str)):
            store.close()
    return app.return_code or 0  # an error that ended the app exits non-zero (Textual sets 1)


def _signing_in(store: Store, args: argparse.Namespace) -> bool:
    """Whether the app opens on the sign-in screen; refused (`Refused`) when it should and nobody can sign in."""
    from store.writes.people import has_people, sign_in_required  # asked once the file is open
    from tui.cli.arguments import Refused

    if not sign_in_required(store, args.sign_in):
        return False
    if not has_people(store):
        raise Refused("--sign-in: nobody signs in to this league yet: add someone with rinkbook user add")
    return True


def _error_log(path: Path) -> Path:
    """Where the app keeps the tracebacks of errors it showed as refusals: beside the league file."""
    return path.with_name(f"{path.stem}-errors.log")
