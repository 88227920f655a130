"""Speed and memory against docs/performance.md, printed as one table: `python -m benchmarks` (never run by the
tests)."""
