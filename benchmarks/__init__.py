"""Speed and memory against SPEC section 9, printed as one table: `python -m benchmarks` (never run by the tests)."""
