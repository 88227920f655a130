"""Where a copied league is written: a new league file made beside its name and moved there only when whole,
or the store named itself (a server's database, an existing empty file), whose one transaction rolls back.

A new file is filled under a temporary name (`store.file.user_files.create_exclusive`: exclusive, locked, never through
a link) and given its name by a hard link, which fails when something took the name meanwhile: a league
another program put there is never replaced. A copy that fails or is refused leaves no file at the name.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from store.file.address import is_server_address
from store.file.errors import StoreError
from store.file.user_files import create_exclusive, remove_with_companions

# The separator of a database URL's scheme ("postgresql://user@host:5432/league"): no league file's path
# a committee types holds it.


def is_database_url(target: str) -> bool:
    """True when `target` names a database server's database rather than a league file."""
    return is_server_address(target)


def shown_target(target: str) -> str:
    """`target` as the audit log and messages name it: a URL without a password, a path made absolute."""
    if not is_database_url(target):
        return str(Path(target).resolve())
    parts = urlsplit(target)
    host = parts.hostname or ""
    where = f"{parts.username}@{host}" if parts.username else host
    if parts.port is not None:
        where = f"{where}:{parts.port}"
    return urlunsplit((parts.scheme, where, parts.path, parts.query, ""))


def named(target: str) -> str:
    """`target` as a message names it: as typed, unless it is a URL (then without its password)."""
    return shown_target(target) if is_database_url(target) else target


def refuse_same_file(source: str, dest: str) -> None:
    """StoreError when `source` and `dest` name the same league file (by path or as one file)."""
    if is_database_url(source) or is_database_url(dest):
        return
    first, second = Path(source), Path(dest)
    same = first.resolve() == second.resolve()
    if not same and first.exists() and second.exists():
        same = os.path.samefile(first, second)
    if same:
        raise StoreError(f"{source} and {dest} are the same league file: nothing to copy")


@contextmanager
def copy_target(dest: str) -> Iterator[str]:
    """What to open for the copy into `dest`: `dest` itself when it is a database URL or an existing file
    (the opener refuses what is not a league file; the copy's transaction leaves it as it was when it fails),
    else a temporary file beside it, given the name `dest` when the block ends and removed when it fails."""
    path = Path(dest)
    if is_database_url(dest) or path.exists() or path.is_symlink():
        yield dest
        return
    if not path.parent.is_dir():
        raise StoreError(f"cannot copy to {dest}: the folder {path.parent} does not exist")
    handle, temporary = create_exclusive(path, ".partial")
    try:
        yield str(temporary)
        os.fsync(handle)
        _give_name(temporary, path)
    except BaseException:
        remove_with_companions(temporary)
        raise
    finally:
        os.close(handle)


def _give_name(temporary: Path, path: Path) -> None:
    """Give the closed, whole league file `temporary` the name `path`, never over a file put there since."""
    if os.path.lexists(f"{temporary}-wal"):  # commits not yet in the file itself: they would be left behind
        raise StoreError(f"the copy to {path} was not closed whole: nothing was copied")
    taken = StoreError(f"{path} appeared while the league was copied: it is left as it is, nothing was copied")
    try:
        os.link(temporary, path, follow_symlinks=False)
    except FileExistsError:
        raise taken from None
    except OSError as error:  # a file system without hard links: the name is checked, then taken
        if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
            raise
        if os.path.lexists(path):
            raise taken from None
        os.rename(temporary, path)
        return
    remove_with_companions(temporary)
