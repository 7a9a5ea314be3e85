"""Shared by the benchmark scripts: the median wall time of a function over several runs."""

from __future__ import annotations

import statistics
import time


#: The clock the medians read: wall time, or this process's CPU time (set_clock("cpu")) on a machine shared with
#: other work, where wall time mostly measures the wait for a core.
_clock = time.perf_counter


def set_clock(kind: str) -> None:
    global _clock
    _clock = time.process_time if kind == "cpu" else time.perf_counter


def median_s(fn, runs: int, warm_up: bool = False) -> float:
    """Median seconds of `runs` calls of fn (after one untimed call when warm_up)."""
    if warm_up:
        fn()
    times = []
    for _ in range(runs):
        start = _clock()
        fn()
        times.append(_clock() - start)
    return statistics.median(times)


def median_ms(fn, runs: int) -> float:
    """Median milliseconds after one warm-up call."""
    return median_s(fn, runs, warm_up=True) * 1000
