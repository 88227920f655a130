"""The files a user names and the files rinkbook writes for them, handled so that no path can bite.

A file is written to a temporary name created exclusively in the target's folder (`O_EXCL`, never
through a symbolic link planted there) and renamed over the target when whole: a link planted at a
guessable temporary name once made `export` overwrite the league file. A temporary file is locked
(`flock`) for as long as its writer works on it, and its name carries the writer's process id: what a killed
writer left is known by its name, its free lock and its writer gone, and removed by the next write to the same
target, which says so (`LeftoversRemoved`); a temporary file still in use by another process is left alone,
also in the moment between its making and its lock (which is why the name says whose it is). A file the user names (a
league file, an import, a backup to restore, a rule text) is used only when it is a regular file, told
from its type without opening it (opening a named pipe waits for ever), and read only up to a limit.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import stat
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from store.file.errors import StoreError

# Files rinkbook makes are its owner's only (league files hold birth dates and phones).
PRIVATE = 0o600
# A folder rinkbook makes for backups: its owner's only, like the copies in it.
PRIVATE_FOLDER = 0o700
# The files SQLite may make beside a database: removed with it.
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")
_EXCLUSIVE = os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC
_NAME_ATTEMPTS = 16
_CHUNK = 1 << 20

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


# The suffixes of temporary files, and what they were, in the words of a notice (`{beside}`: the name they
# are made beside, `{s}` the plural). A scratch file is a first import's new league, a restore's backup being
# checked, a captains' copy being stripped or an earlier rinkbook's demo being upgraded to be read: a sweep cannot
# tell which, so its notice names all four.
_STAGED = {
    ".partial": "unfinished file{s} an interrupted earlier write of {beside} left beside it",
    ".scratch": "scratch file{s} an interrupted earlier import, restore, captains' copy or demo left beside {beside}",
}


class LeftoversRemoved(UserWarning):
    """Files a killed earlier write left beside its target were removed (the message says where, in one line,
    without naming the hidden files): the command line prints it on stderr."""


class TooLarge(StoreError):
    """A file the user named is larger than what may be read of it; the caller says so in its own words."""


def file_kind(mode: int) -> str:
    """What a file of this `st_mode` is, in words ("a named pipe (FIFO)")."""
    return next((words for test, words in _KINDS if test(mode)), "not a regular file")


def refuse_unless_regular(path: Path, noun: str) -> os.stat_result:
    """The status of `path` when it is a regular file (a link to one is fine); a StoreError naming the
    path and what it is otherwise ("/tmp/x is a named pipe (FIFO), not a league file")."""
    try:
        status = os.stat(path)
    except OSError as error:  # missing, or in a folder that cannot be searched
        raise StoreError(f"{path}: cannot read the file ({error.strerror})") from None
    if not stat.S_ISREG(status.st_mode):
        raise StoreError(f"{path} is {file_kind(status.st_mode)}, not {noun}")
    return status


def read_bounded(path: Path, limit: int, noun: str) -> bytes:
    """The bytes of the regular file at `path`; `TooLarge` when it holds more than `limit` (told from its
    size before a byte is read, and never more than `limit` + 1 bytes read of a file that grows). A file
    that is not regular is refused (see `refuse_unless_regular`), also when swapped for one after that check."""
    if refuse_unless_regular(path, noun).st_size > limit:
        raise TooLarge(f"{path} is larger than {limit:,} bytes")
    try:
        # O_NONBLOCK: a named pipe swapped in since the check opens without waiting (and is refused below).
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        raise StoreError(f"{path}: cannot read the file ({error.strerror})") from None
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode):
            raise StoreError(f"{path} is {file_kind(status.st_mode)}, not {noun}")
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(handle, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(handle)
    if left <= 0:
        raise TooLarge(f"{path} is larger than {limit:,} bytes")
    return b"".join(chunks)


def make_folder(folder: Path, purpose: str = "the league file", mode: int = 0o777) -> None:
    """Make `folder` (and its parents) unless it exists, with `mode` (less the umask); a StoreError in one
    line when it cannot be made. An existing folder keeps the mode its owner gave it."""
    try:
        folder.mkdir(mode=mode, parents=True, exist_ok=True)
    except FileExistsError:
        raise StoreError(f"cannot make the folder {folder} for {purpose}: a file of that name is in the way") from None
    except OSError as error:
        raise StoreError(f"cannot make the folder {folder} for {purpose} ({error.strerror})") from None


def temporary_token() -> str:
    """The random part of a temporary name: 16 hex digits nobody can guess ahead (`secrets` would cost
    the start-up its import)."""
    return os.urandom(8).hex()


def create_exclusive(beside: Path, suffix: str, mode: int = PRIVATE) -> tuple[int, Path]:
    """A new empty file in `beside`'s folder under a random name, created exclusively and never through a
    link, and locked while its descriptor is open: its descriptor and its path. Nobody can plant anything at
    a name not yet drawn. What a killed earlier writer left under such a name is removed first."""
    stem = beside.name[:100]  # room for the process id and the random part under the 255-byte limit of a name
    remove_leftovers(beside, suffix)
    for _ in range(_NAME_ATTEMPTS):
        path = beside.with_name(f".{stem}.{os.getpid()}.{temporary_token()}{suffix}")
        try:
            handle = os.open(path, _EXCLUSIVE, mode)
        except FileExistsError:
            continue
        except OSError as error:  # named after what the user asked for, not the temporary name
            raise OSError(error.errno, error.strerror, str(beside)) from None
        if _locked_in_place(handle, path):
            return handle, path
        os.close(handle)  # another write's sweep took it for a leftover in the moment before the lock
    raise StoreError(f"cannot make a temporary file beside {beside}: every name tried was taken")


def remove_leftovers(beside: Path, suffix: str) -> int:
    """Remove the temporary files (and SQLite's beside them) that a killed earlier writer of `beside` left:
    named as `create_exclusive` names them (or as an older rinkbook did, without the process id), and no longer
    locked by a live writer. Says how many in a `LeftoversRemoved` warning; returns how many."""
    name = re.compile(rf"\.{re.escape(beside.name[:100])}\.(?:([1-9][0-9]*)\.)?[0-9a-f]{{16}}{re.escape(suffix)}")
    try:
        found = [entry.name for entry in os.scandir(beside.parent)]
    except OSError:  # a folder that cannot be listed: the write that follows says what is wrong
        return 0
    mains = {n: match for n in found if (match := name.fullmatch(n))}
    removed = sum(_removed_if_abandoned(beside.with_name(n), _writer(match)) for n, match in mains.items())
    for orphan in found:
        main = next((orphan[: -len(end)] for end in SQLITE_COMPANIONS if orphan.endswith(end)), "")
        match = name.fullmatch(main)
        # Its main file went before the kill (a writer removes its companions first): nobody uses it.
        if match and main not in found and not _alive(_writer(match)):
            with contextlib.suppress(OSError):
                beside.with_name(orphan).unlink()
                removed += 1
    if removed:
        what = _STAGED.get(suffix, _STAGED[".partial"]).format(s="s" * (removed != 1), beside=beside)
        warnings.warn(LeftoversRemoved(f"removed {removed} {what}"), stacklevel=2)
    return removed


def _locked_in_place(handle: int, path: Path) -> bool:
    """Lock the new temporary file behind `handle`: True once locked while `path` still names it."""
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return os.path.samestat(os.fstat(handle), os.stat(path, follow_symlinks=False))
    except OSError:
        return False


def _writer(match: re.Match[str]) -> int | None:
    """The process id a temporary name carries (None in a name an older rinkbook gave)."""
    return int(match[1]) if match[1] else None


def _alive(pid: int | None) -> bool:
    """True while the process `pid` runs (here: a writer in another container or on another machine shows as
    gone, and its lock alone keeps its file)."""
    if pid is None:
        return False
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process is there
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:  # there, but another user's
        return True
    return True


def _removed_if_abandoned(path: Path, writer: int | None) -> bool:
    """Remove the temporary file at `path` and SQLite's files beside it when nobody writes it any more: its
    writer is gone and its lock is free (a killed writer's lock went with it). A file whose writer runs is
    left, locked or not: between its making and its lock a live writer's file is free. Removed while locked
    here and only while `path` still names the file locked, so that a writer that just made it finds it gone
    (`_locked_in_place`) instead of losing its work, and a file renamed away meanwhile is not counted."""
    try:
        if os.lstat(path).st_uid != os.geteuid():  # another user's file is not ours to delete
            return False
        if _alive(writer):
            return False
        handle = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        if not os.path.islink(path):
            return False
        with contextlib.suppress(OSError):
            path.unlink()  # a link of ours at such a name is removed, never followed
            return True
        return False
    try:
        if not _locked_in_place(handle, path):  # written still, or finished and renamed meanwhile
            return False
        remove_with_companions(path)
    except OSError:  # a folder that lets us list but not remove: left for its owner
        return False
    finally:
        os.close(handle)  # lets go of the lock too
    return True


def remove_with_companions(path: Path) -> None:
    """Remove `path` and the files SQLite may have made beside it, `path` last: while it is there, another
    process's sweep takes the others for its file's, never for a killed writer's orphans."""
    for leftover in (*(Path(f"{path}{end}") for end in SQLITE_COMPANIONS), path):
        leftover.unlink(missing_ok=True)


@contextmanager
def replacing(
    target: Path, mode: int = PRIVATE, *, durable: bool = True, staged_as: Path | None = None
) -> Iterator[tuple[int, Path]]:
    """A temporary file beside `target` (see `create_exclusive`) to fill in the block: its descriptor and
    its path. When the block ends the file is synced (unless not `durable`) and renamed over `target`, so a
    reader sees the old file or the whole new one; when it fails the temporary file is removed (a full disk
    leaves no half-written copy that looks whole).

    Not `durable` is for caches only: after a crash the file may be empty or torn, which a cache's reader
    takes for nothing kept and builds again; the sync it spares is most of a small write's time.

    `staged_as`: the name in `target`'s folder the temporary file is named after, for a target whose name is new
    each time (a timestamped backup): what a killed write left is then swept by the next one, which stages
    under the same name, where a name nobody writes again would keep it for ever."""
    staged = target if staged_as is None else staged_as
    if staged.parent != target.parent:  # a rename is atomic within one folder only
        raise ValueError(f"{staged} is not in the folder of {target}")
    handle, temporary = create_exclusive(staged, ".partial", mode)
    try:
        yield handle, temporary
        if durable:
            os.fsync(handle)
        _refuse_unless_same(handle, temporary)
        os.replace(temporary, target)  # a link at `target` itself is replaced, never followed
    except BaseException:
        remove_with_companions(temporary)
        raise
    finally:
        os.close(handle)


def write_file(target: Path, data: bytes, mode: int = PRIVATE, *, durable: bool = True) -> None:
    """Write `data` to `target` whole or not at all (see `replacing`; not `durable` for a cache only)."""
    with replacing(target, mode, durable=durable) as (handle, _):
        write_all(handle, data)


def write_all(handle: int, data: bytes) -> None:
    """Write all of `data` to the open file `handle` (`os.write` may take less than it is given)."""
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view) :]


@contextmanager
def scratch_database(beside: Path) -> Iterator[Path]:
    """A new empty file beside `beside` for SQLite to fill, locked while in use (see `create_exclusive`) and
    removed afterwards with its companions. Its -wal and -shm are made exclusively too, since SQLite follows a
    link planted at those names; whoever fills it turns the rollback journal off (`PRAGMA journal_mode =
    off`), as a scratch copy needs none."""
    handle, path = create_exclusive(beside, ".scratch")
    try:
        for end in ("-wal", "-shm"):
            os.close(os.open(f"{path}{end}", _EXCLUSIVE, PRIVATE))
        yield path
    finally:
        remove_with_companions(path)
        os.close(handle)


@contextmanager
def private_scratch(beside: Path) -> Iterator[Path]:
    """A scratch database (`scratch_database`) beside `beside` or, when its folder cannot be written, in the system's
    temporary folder; removed afterwards (a killed run's, by the next run: `remove_leftovers`)."""
    with contextlib.ExitStack() as stack:
        try:
            scratch = stack.enter_context(scratch_database(beside))
        except OSError:
            scratch = stack.enter_context(
                scratch_database(Path(tempfile.gettempdir()) / f"rinkbook-{os.getuid()}-{beside.name}")
            )
        yield scratch


def place_new_file(made: Path, path: Path) -> bool:
    """Put the filled file `made` at `path` when nothing is there yet: True once placed, False when something
    is (a league, a link, another process's file: left as it is). A hard link is refused at once when the name
    is taken, so of two processes placing a file there exactly one does; on a file system without links the
    name is looked at, then `made` renamed onto it."""
    try:
        os.link(made, path)
    except FileExistsError:
        return False
    except OSError:  # no hard links here (some shared and removable drives)
        if os.path.lexists(path):
            return False
        os.rename(made, path)
    return True


def _refuse_unless_same(handle: int, path: Path) -> None:
    """Refuse to rename `path` unless it is still the file behind `handle` (nobody swapped it meanwhile)."""
    try:
        same = os.path.samestat(os.fstat(handle), os.stat(path, follow_symlinks=False))
    except FileNotFoundError:
        same = False
    if not same:
        raise StoreError(f"{path} was replaced by another program while it was written: nothing was saved")
