"""The modules a fresh interpreter has loaded after running a piece of code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules_after(statement: str) -> set[str]:
    """Every module a fresh interpreter holds after running `statement`, by its full dotted name."""
    code = f"import sys; {statement}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(out.stdout.split())
