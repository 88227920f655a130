"""Proof by bytes: what the reading commands print for every example season and every demo, to a folder.

Run it on the code before a change and after, then compare the two folders byte for byte:

    PYTHONPATH=. python scripts/proof_by_bytes.py /tmp/proof-before     # on the code before
    PYTHONPATH=. python scripts/proof_by_bytes.py /tmp/proof-after      # on the code after
    diff -r /tmp/proof-before /tmp/proof-after && echo "same bytes"

or in one step against a folder written earlier: `python scripts/proof_by_bytes.py /tmp/proof-after
--compare /tmp/proof-before` (exit 1 and the differing files named when they differ).

Each example season file (tests/fixtures/) is imported into a fresh temporary league file; each demo
(`rinkbook demo --rulebook NAME`, every built-in rulebook) is written with a fixed `--today` and `--seed`.
For each, the folder gets `export`, `standings --json` (and `--explain`), `playoffs --json`, `suspensions
--json`, `discipline --json`, `alerts --json`, the same as text (`standings --explain`, `playoffs`,
`suspensions --all`, `discipline`), and `game ID --json` for every game, as the command line prints them
(stdout, then stderr and the exit code when either says anything). About ten seconds.
"""

from __future__ import annotations

import argparse
import contextlib
import filecmp
import io
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ["COLUMNS"], os.environ["LINES"] = "100", "40"  # the text outputs fit a terminal of one fixed size
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from league.rulebooks import rulebook_names  # noqa: E402 - after the repository is on the path
from tui.cli import main  # noqa: E402

TODAY = "2026-03-01"
SEEDS = ("1", "2")
FIXTURES = ROOT / "tests" / "fixtures"
COMMANDS = (
    ("export", ["export", "-"]),
    ("standings", ["standings", "--json"]),
    ("playoffs", ["playoffs", "--json"]),
    ("suspensions", ["suspensions", "--json"]),
    ("suspensions-all", ["suspensions", "--json", "--all"]),
    ("discipline", ["discipline", "--json"]),
    ("alerts", ["alerts", "--json"]),
    # The same read as a person reads it, and the tiebreaks explained: more of each engine shows.
    ("standings-explain", ["standings", "--json", "--explain"]),
    ("standings-text", ["standings", "--explain"]),
    ("playoffs-text", ["playoffs"]),
    ("suspensions-text", ["suspensions", "--all"]),
    ("discipline-text", ["discipline"]),
)


def run(argv: list[str]) -> tuple[int, str, str]:
    """The command line run in this process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as leaving:  # argparse's usage errors
            code = leaving.code if isinstance(leaving.code, int) else 2
    return code, out.getvalue(), err.getvalue()


def write_outputs(db: Path, name: str, folder: Path) -> None:
    games: list[str] = []
    for label, command in COMMANDS:
        text = said(db, command)
        (folder / f"{name}.{label}").write_text(text, encoding="utf-8")
        if label == "export":
            games = [game["id"] for game in json.loads(text)["games"]]
    # Every game's result and what it caused (its suspensions, its forfeit), one file for the season.
    lines = [said(db, ["game", game, "--json"]) for game in games]
    (folder / f"{name}.games").write_text("".join(lines), encoding="utf-8")


def said(db: Path, command: list[str]) -> str:
    """What one command prints on the league file `db`: stdout, then stderr and the exit code when not clean."""
    code, out, err = run(["--db", str(db), "--today", TODAY, "--user", "proof", *command])
    return out if code == 0 and not err else f"{out}\n--- stderr ---\n{err}\n--- exit {code} ---\n"


def prove(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="rinkbook-proof-") as scratch:
        for fixture in sorted(FIXTURES.glob("*.json")):
            db = Path(scratch) / f"{fixture.stem}.db"
            code, _, err = run(["--db", str(db), "--user", "proof", "import", str(fixture)])
            if code != 0:
                raise SystemExit(f"{fixture.name} was not imported: {err}")
            write_outputs(db, fixture.stem, folder)
        for rulebook in rulebook_names():
            for seed in SEEDS:
                db = Path(scratch) / f"demo-{rulebook}-{seed}.db"
                demo = ["demo", "--rulebook", rulebook, "--seed", seed, "--no-open"]
                code, _, err = run(["--db", str(db), "--today", TODAY, "--user", "proof", *demo])
                if code != 0:
                    raise SystemExit(f"the {rulebook} demo was not written: {err}")
                write_outputs(db, f"demo-{rulebook}-{seed}", folder)


def differences(before: Path, after: Path) -> list[str]:
    names = sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()})
    return [
        name
        for name in names
        if not (before / name).exists()
        or not (after / name).exists()
        or not filecmp.cmp(before / name, after / name, shallow=False)
    ]


def main_proof() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="where the outputs are written")
    parser.add_argument("--compare", type=Path, metavar="FOLDER", help="a folder written earlier to compare with")
    args = parser.parse_args()
    prove(args.folder)
    if args.compare is None:
        print(f"written to {args.folder}")
        return 0
    differing = differences(args.compare, args.folder)
    for name in differing:
        print(f"differs: {name}")
    print(f"{len(differing)} of {len(list(args.folder.iterdir()))} files differ" if differing else "same bytes")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main_proof())
