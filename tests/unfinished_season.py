"""The example season one regular-season game short of its end: its playoff games gone, its last regular game
back to scheduled. The seeds are not fixed, so nothing of the playoffs can be scheduled yet."""

from __future__ import annotations

import json
from pathlib import Path

PLAYED = ("score", "forfeit", "dressed", "goals", "penalties", "shifts", "signed", "signed_by")


def one_game_short(example_path: Path, folder: Path) -> Path:
    """The season file of the example season (read from `example_path`) with its last regular game unplayed,
    written in `folder`."""
    data = json.loads(example_path.read_text())
    data["games"] = [g for g in data["games"] if g["stage"] == "regular"]
    last = data["games"][-1]
    for key in PLAYED:
        last.pop(key, None)
    last["status"] = "scheduled"
    source = folder / "unfinished.json"
    source.write_text(json.dumps(data))
    return source
