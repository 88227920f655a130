"""An open league file: its connection, and the read and write transactions every store function uses.

Kept apart from opening files (`store.file.db`) so that the modules opening needs (the season reader that a
migration calls on) can name `Store` without importing the opener back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from peewee import Database, SqliteDatabase

from store.file.engine import Revision, engine_for
from store.file.failures import DATABASE_FAILURES, StoreError, is_busy, store_failure
from store.file.file_access import check_whole
from store.file.file_format import CAPTAINS_COPY, REVISION_TABLE
from store.file.members import deciding_as, default_member
from store.file.migrations import new_revision_token
from store.file.raw_sql import execute
from store.tables.models import MODELS

if TYPE_CHECKING:
    from league.season.values import Season
    from store.cache.season_cache import SeasonCache

# What SQLite says when peewee rolls back a transaction SQLite had already rolled back itself (a full
# disk, an I/O error): it hides the failure that matters.
_ALREADY_ROLLED_BACK = ("no transaction is active", "no such savepoint")


class ReadOnlyError(StoreError):
    def __init__(self) -> None:
        super().__init__("this league file is open read-only: nothing can be changed")


class Store:
    """An open league: a file, or a database on a PostgreSQL server (`store.file.server`). Every read and write of the
    store goes through `reading` or `writing`."""

    def __init__(self, path: Path, db: Database, read_only: bool, snapshot: bool = False, name: str | None = None):
        self.path = path  # on a server: its database's name, for files made beside it (a printed sheet)
        self.name = name or str(path)  # the league as messages name it: the file, or the server's address
        self.address: Path | str = path  # what `open_league` opens it by again: the file, or the server's address
        self.db = db
        # What holds the league, file or server, and the little that differs between them (`store.file.engine`).
        self.engine = engine_for(db)
        self.read_only = read_only
        # Opened `immutable` (its folder cannot be written): what it shows will not follow changes.
        self.snapshot = snapshot
        self._captains_copy: bool | None = None
        # Opened with its whole-file check left for later (`open_league(check_later=True)`): `check_whole` runs it.
        self.check_pending = False
        # Asked when a write finds another connection writing (after `busy_timeout`): True waits on (the
        # command line says so once and waits; Ctrl-C ends it), None or False fails as busy (the app
        # waits on a timer it shows instead, so its screen stays responsive).
        self.when_busy: Callable[[], bool] | None = None
        # The season as this connection last read or wrote it, and the file's revision then: while the
        # revision holds, the file still holds exactly that season, and a save starts from it instead of
        # reading the whole season again (docs/performance.md#how-the-figures-are-met: a save costs what it changes).
        self._depth = 0
        self._known: tuple[Season, Revision] | None = None
        self._pending: tuple[Season, int] | None = None
        # The one cache of what the rules work out from a season (`store.cache.season_cache`): the last one asked.
        self._season_cache: SeasonCache | None = None
        # One kept inside the write transaction open: the one from its commit on, forgotten if it fails (a cache for
        # a season the file never held is no cache to make the next one from).
        self._cache_at_commit: SeasonCache | None = None
        self._actor: str | None = None  # who the decisions are written under (`actor`)
        # The day the app works the dashboard's alerts out for at a write that says the season it leaves, kept in
        # its transaction (`store.file.alert_stamps`); None (a command's store): none worked out.
        self.alerts_day: date | None = None
        self._next_token: str | None = None  # the revision token the write transaction open will leave
        self._began_token = ""  # the revision token the outermost write transaction open began from
        # The season this connection knew the file to hold as the outermost write transaction open began (the app's
        # store only, `alerts_day` set): what its alerts are worked out from at the commit (`store.file.alert_stamps`).
        self._began_known: Season | None = None
        # Set inside a command's write (`store.file.alert_stamps`): the token it began from, its alerts worked out
        # after its commit, in a read, so that no other writer waits on them.
        self._alerts_after_commit: str | None = None

    def season_cache(self, season: Season) -> SeasonCache:
        """The cache of what the rules work out from exactly `season`: the one kept when it is `season`'s,
        else a new one made from it by its rule (`store.cache.season_cache`), kept from then on."""
        from league.rulebooks import built_in_rulebook  # the rules: not before the first frame
        from store.cache.season_cache import SeasonCache

        kept = self._cache_now()
        if kept is not None and kept.season is season:
            return kept
        rulebook = built_in_rulebook(season.rulebook)
        made = kept.next(season, rulebook) if kept is not None else SeasonCache(season, rulebook)
        self.keep_season_cache(made)
        return made

    def keep_season_cache(self, cache: SeasonCache) -> None:
        """Keep `cache` as the one (a save's, made for the season it stored); inside a write transaction, from its
        commit on: asked before it, the store answers from it already (the commit's stored alerts are worked out
        through it), and a write that fails leaves the one kept before."""
        if self._depth > 0:
            self._cache_at_commit = cache
        else:
            self._season_cache = cache

    @property
    def actor(self) -> str:
        """Who this connection's decisions are written under (`store.file.members`): the window's member, set by the
        app; else, asked at the first write, $RINKBOOK_USER (`--user`), the remembered name or the login."""
        if self._actor is None:
            self._actor = default_member()
        return self._actor

    @actor.setter
    def actor(self, name: str) -> None:
        self._actor = name

    def check_whole(self) -> None:
        """Run the whole-file check `open_league` left for later, once: a StoreError (the file closed) when the
        file is damaged."""
        if self.check_pending and isinstance(self.db, SqliteDatabase):  # a server is never left to check
            check_whole(self.db, self.path, self.read_only)
            self.check_pending = False

    @property
    def captains_copy(self) -> bool:
        """True when the file is a captains' copy (`rinkbook backup --for-captains`): its birth dates,
        e-mails and phones were removed when it was made. Asked once, then remembered."""
        if self._captains_copy is None:
            with self.reading() as db:
                found = execute(db, "SELECT 1 FROM audit WHERE action = ? LIMIT 1", (CAPTAINS_COPY,))
                self._captains_copy = found.fetchone() is not None
        return self._captains_copy

    @contextmanager
    def reading(self) -> Iterator[Database]:
        """Models bound to this file, inside one read transaction (a consistent snapshot)."""
        with bound(self.db), self.db.atomic():
            yield self.db

    @contextmanager
    def writing(self) -> Iterator[Database]:
        """One IMMEDIATE write transaction (on a server: the revision table locked first): all of it lands or none
        of it does. SQLite's failures leave it as a `StoreFailure` in words (a `StoreBusy` when another connection
        kept the lock)."""
        if self.read_only:
            raise ReadOnlyError()
        self._depth += 1
        committed = False
        try:
            with deciding_as(self.actor), self._transaction() as db:
                yield db
            committed = True
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._next_token, self._began_known = None, None
                pending, self._pending = self._pending, None
                cache, self._cache_at_commit = self._cache_at_commit, None
                if committed and cache is not None:
                    self._season_cache = cache
                began, self._alerts_after_commit = self._alerts_after_commit, None
                if committed and pending is not None:
                    self._known = (pending[0], self.engine.committed_revision(pending[1]))
                if committed and began is not None:
                    self._keep_alerts_after_commit(began)

    @contextmanager
    def _transaction(self) -> Iterator[Database]:
        try:
            with bound(self.db), ExitStack() as stack:
                while True:
                    try:
                        # Only BEGIN IMMEDIATE waits for the lock, before anything is read or written: trying
                        # it again repeats nothing.
                        stack.enter_context(transaction(self.db))
                        break
                    except DATABASE_FAILURES as error:
                        if not (is_busy(error) and self.when_busy is not None and self.when_busy()):
                            raise
                self.engine.begin()
                outermost = self._depth == 1
                if outermost:
                    self.engine.watch_writes()
                    # What the stored alerts were kept under: a nested write's savepoint replaces the token first.
                    self._began_token = str(execute(self.db, f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()[0])
                    self._began_known = self._known_now() if self.alerts_day is not None else None
                try:
                    yield self.db
                finally:
                    written = self.engine.tables_written() if outermost else None
                if self.engine.changed():  # a row changed: a new revision (`revision_of`)
                    if outermost:
                        self._keep_alerts(written)
                    token = self._next_token or new_revision_token()
                    execute(self.db, f'UPDATE "{REVISION_TABLE}" SET "token" = ?', (token,))
                    self.engine.wrote(token)
        except DATABASE_FAILURES as error:
            raise store_failure(error) from error

    def _keep_alerts(self, written: frozenset[str] | None) -> None:
        """Every write, at its commit: the dashboard's stored alerts kept true for the revision it makes, or left
        stale (`store.file.alert_stamps.keep_write_alerts`). Here, so that no write can forget them."""
        from store.file.alert_stamps import keep_write_alerts  # what a write needs, imported at the first write

        keep_write_alerts(self, written)

    def keep_alerts_after_commit(self) -> None:
        """Inside a write transaction: once it commits, work the latest season's alerts out in a read and keep them
        if the file is still at the revision read (`store.file.alert_day.after_a_commands_commit`)."""
        self._alerts_after_commit = self._began_token

    def _keep_alerts_after_commit(self, began: str) -> None:
        from store.file.alert_day import after_a_commands_commit  # imported with the write that needs it

        after_a_commands_commit(self, began)

    def pending_season(self) -> Season | None:
        """Inside a write transaction: the season the write said the file holds once it commits (`remember`)."""
        return None if self._pending is None else self._pending[0]

    def has_season_cache(self) -> bool:
        """True when this connection keeps a season cache: another season's is made from it at little cost (it keeps
        the replays of every game the two seasons share)."""
        return self._cache_now() is not None

    def _cache_now(self) -> SeasonCache | None:
        return self._season_cache if self._cache_at_commit is None else self._cache_at_commit

    def next_revision(self) -> str:
        """Inside a write transaction: the revision token the file holds once it commits (made at the first ask),
        for what the transaction stamps with it (the dashboard's stored alerts)."""
        if self._next_token is None:
            self._next_token = new_revision_token()
        return self._next_token

    def began_known(self) -> Season | None:
        """Inside the app's write transaction: the season the file held exactly when it began, as this connection
        last read or wrote it; None when unknown (not read, another connection's commit since, not the app's)."""
        return self._began_known

    def _known_now(self) -> Season | None:
        known = self._known
        return known[0] if known is not None and known[1] == self.engine.revision() else None

    def began_revision(self) -> str:
        """Inside a write transaction: the revision token the file held when it began."""
        return self._began_token

    def known_season(self, name: str) -> Season | None:
        """Season `name` as this connection last read or wrote it, when the file still holds exactly that:
        no commit since from another connection (`data_version`), none from this one but the write that
        left it. Inside a write transaction, ask before writing anything; None when unsure."""
        known = self._known
        if known is None or known[0].name != name or self._pending is not None:
            return None
        return known[0] if known[1] == self.engine.revision() else None

    def revision(self) -> str:
        """The file's revision token now: a new one after every write, by any connection (schema 13)."""
        with self.reading() as db:
            return str(execute(db, f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()[0])

    def revision_of(self, season: Season) -> str | None:
        """The file's revision token when the file holds exactly `season` as this connection last read or
        wrote it, else None: what was drawn from `season` may be kept under that token, and is known to
        match the file while its token is the same."""
        with self.reading() as db:
            token = execute(db, f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
            # Asked in the read transaction that read the token: a commit after it changes neither.
            return str(token[0]) if token and self.known_season(season.name) is season else None

    def read_whole(self, season: Season) -> None:
        """Note `season` as read whole just now, in the read transaction still open (outside any write)."""
        if self._depth == 0:
            self._known = (season, self.engine.revision())

    def still_holds(self, season: Season, mark: int) -> None:
        """Just after a transaction of this connection's that wrote derived values only (the stored alerts): the file
        still holds `season`, as it did before it (`mark` from `Engine.pending_mark` inside it)."""
        self._known = (season, self.engine.committed_revision(mark))

    def remember(self, season: Season) -> None:
        """Inside a write transaction: `season` is exactly what the file holds once it commits (the write's
        result, its rows read back). Known from the commit on; forgotten if the transaction fails."""
        self._pending = (season, self.engine.pending_mark())

    @property
    def busy_timeout(self) -> float:
        """Seconds a statement waits for another connection's write lock before failing as busy."""
        return float(self.db.timeout)  # type: ignore[attr-defined]  # an SQLite file's, or a server's own

    @busy_timeout.setter
    def busy_timeout(self, seconds: float) -> None:
        # The app waits in short steps it can show and cancel; the command line keeps the long default.
        self.db.timeout = seconds  # type: ignore[attr-defined]

    def data_version(self) -> int:
        """A number that moves when another connection (another window, a command in another terminal, another
        machine on a server) commits, never for this one's own commits: on a file SQLite's `PRAGMA data_version`
        (a few microseconds), on a server the revision token read. The app polls it to follow other windows'
        changes (`store.file.live`)."""
        return self.engine.data_version()

    def close(self) -> None:
        if not self.db.is_closed():
            self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@contextmanager
def bound(db: Database) -> Iterator[None]:
    """The models bound to `db` for the block, then each put back as it was: peewee's `db.bind_ctx(MODELS,
    bind_refs=False, bind_backrefs=False)`, which every read and write enters. peewee's made a set of all the models
    for each model on the way in and again on the way out (never used without the references), and bound again a
    model already bound to `db` (a read inside a read or a write, the app's models bound for good), dropping its
    table, which the next query then made again: 70 us a read, where this is a few."""
    before = [model._meta.database for model in MODELS]
    for model, was in zip(MODELS, before, strict=True):
        if was is not db:
            model._meta.set_database(db)
    try:
        yield
    finally:
        for model, was in zip(MODELS, before, strict=True):
            if model._meta.database is not was:
                model._meta.set_database(was)


@contextmanager
def transaction(db: Database, lock: str = "IMMEDIATE") -> Iterator[None]:
    """`db.atomic(lock)`, except that a failure SQLite rolled back by itself (a full disk) surfaces as
    itself: peewee's own rollback then fails with "cannot rollback - no transaction is active", which
    would hide "database or disk is full" from the user."""
    try:
        with db.atomic(lock):
            yield
    except DATABASE_FAILURES as error:
        raise _first_failure(error) from None


def _first_failure(error: BaseException) -> BaseException:
    """The failure behind failed rollbacks: the first error in the chain that is not one of them."""
    seen: BaseException | None = error
    while seen is not None and any(words in str(seen) for words in _ALREADY_ROLLED_BACK):
        seen = seen.__context__
    return seen if seen is not None else error
