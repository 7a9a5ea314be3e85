"""Shared by the benchmark scripts: the median wall time of a function over several runs."""

from __future__ import annotations

import statistics
import time


def median_s(fn, runs: int, warm_up: bool = False) -> float:
    """Median seconds of `runs` calls of fn (after one untimed call when warm_up)."""
    if warm_up:
        fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def median_ms(fn, runs: int) -> float:
    """Median milliseconds after one warm-up call."""
    return median_s(fn, runs, warm_up=True) * 1000
