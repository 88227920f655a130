"""The dashboard's last frame for a league file, kept in the user's cache folder so that the next start paints
it before the season is loaded (docs/performance.md: the whole dashboard within 1.3x of a bare Textual app, 1.5x at
10,000 games, where loading the season alone takes a second).

One small JSON file per league file (or league on a server, by its address), kept under the key of what it
was drawn from: the league's revision token (a new one at every write, `store.file.connection.Store.revision_of`),
the season, today's date and how the file was opened. A start whose key is the kept one paints the kept frame: the
league holds exactly what it was drawn from (on a server, one statement tells it: `store.file.server_look`). The
season loaded just after draws the dashboard again (a frame kept by an older rinkbook whose wording differed is
replaced then). Anything else (no frame, another key, a file that is not JSON, a cache folder that cannot be
written) means no frame: the start draws from the season as before.
It imports no more than the standard library: it is read before the rules and the store's models are.
"""

from __future__ import annotations

import json
import os
import tempfile
import zlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

# Bumped when what a frame holds changes shape: a frame of another format is never read.
FRAME_FORMAT = 1
# What a frame holds: the app's header, the dashboard's table part and its panels (`tui.text.dashboard_frame`).
FRAME_PARTS = ("app", "standings", "panels")
# The cache folder, when set (tests, or a user who wants it elsewhere); else the platform's user cache folder.
CACHE_VARIABLE = "RINKBOOK_CACHE"


def cache_folder() -> Path:
    """Where kept frames live: $RINKBOOK_CACHE, else the platform's cache folder for rinkbook."""
    chosen = os.environ.get(CACHE_VARIABLE)
    if chosen:
        return Path(chosen)
    from platformdirs import user_cache_dir  # a few ms, only when no folder is chosen

    return Path(user_cache_dir("rinkbook", appauthor=False))


def frame_path(league: Path | str) -> Path:
    """The kept frame of the league file at `league`, or of the league on a server whose address, as messages show
    it (no password), is `league`: named by its stem (the database's name) and a checksum of its absolute path (the
    address). Two leagues whose names meet only take turns keeping their frame (a frame is read under its league's
    revision, a token no other league's ever was); zlib is loaded with Textual already, hashlib would load OpenSSL."""
    if isinstance(league, str):
        full, stem = league.encode("utf-8", "surrogatepass"), "server-" + (urlsplit(league).path.strip("/") or "league")
    else:
        full, stem = str(league.resolve()).encode("utf-8", "surrogatepass"), league.stem
    return cache_folder() / "frames" / f"{stem[:40]}-{zlib.crc32(full):08x}.json"


def frame_key(revision: str, season: str, today: str, read_only: bool, snapshot: bool) -> dict[str, Any]:
    """What a frame was drawn from: the file's revision, the season shown, today (ISO) and how it was opened."""
    return {
        "format": FRAME_FORMAT,
        "revision": revision,
        "season": season,
        "today": today,
        "read_only": read_only,
        "snapshot": snapshot,
    }


def read_frame(league: Path | str, key: Mapping[str, Any]) -> dict[str, Any] | None:
    """The frame kept for `league` under `key`, or None (none kept, kept under another key, or unreadable)."""
    try:
        kept = json.loads(frame_path(league).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("key") != dict(key) or not isinstance(kept.get("frame"), dict):
        return None
    frame: dict[str, Any] = kept["frame"]
    # Only rinkbook writes under a key holding the file's revision: a frame of another shape has another format.
    return frame if all(isinstance(frame.get(part), dict) for part in FRAME_PARTS) else None


def keep_frame(league: Path | str, key: Mapping[str, Any], frame: Mapping[str, Any]) -> None:
    """Keep `frame` for `league` under `key`, replacing the one kept before in one step (a reader sees the old
    file or the new one, never half of one). A cache: a folder that cannot be written keeps nothing."""
    path = frame_path(league)
    text = json.dumps({"key": dict(key), "frame": dict(frame)}, ensure_ascii=False, separators=(",", ":"))
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".frame-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except OSError:
        return
