"""What every benchmark returns, and the one table `python -m benchmarks` prints."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Figure:
    """One measure against its docs/performance.md goal: `value` must stay under (or at, if `inclusive`) `limit`;
    a figure with no `limit` is shown for information only."""

    measure: str
    value: float
    unit: str  # "ms", "s", "MiB" or "x" (a ratio to a yardstick)
    limit: float | None
    inclusive: bool = False

    @property
    def goal(self) -> str:
        if self.limit is None:
            return "none"
        return f"{'<=' if self.inclusive else '<'} {self.limit:g} {self.unit}".replace(" x", "x")

    @property
    def ratio(self) -> float | None:
        """The figure as a share of its goal: under 1 is within it."""
        return None if self.limit is None else self.value / self.limit

    @property
    def met(self) -> bool | None:
        if self.limit is None:
            return None
        return self.value <= self.limit if self.inclusive else self.value < self.limit


def median_ms(work: Callable[[], object], runs: int, warm_up: bool = True) -> float:
    """The median wall time of `work` in milliseconds (after one warm-up run unless told not to)."""
    if warm_up:
        work()
    samples = []
    for _ in range(runs):
        began = time.perf_counter()
        work()
        samples.append((time.perf_counter() - began) * 1000)
    return statistics.median(samples)


def table(figures: list[Figure]) -> str:
    """The figures as a plain-text table: measure, figure, goal, ratio to the goal, met?"""
    width = max(len(f.measure) for f in figures)
    lines = [f"{'measure':<{width}}  {'figure':>12}  {'goal':>10}  {'ratio':>6}  met?"]
    for f in figures:
        value = f"{f.value:.2f}x" if f.unit == "x" else f"{f.value:.1f} {f.unit}"
        ratio = "" if f.ratio is None else f"{f.ratio:.2f}"
        met = {None: "", True: "yes", False: "NO"}[f.met]
        lines.append(f"{f.measure:<{width}}  {value:>12}  {f.goal:>10}  {ratio:>6}  {met}".rstrip())
    return "\n".join(lines)
