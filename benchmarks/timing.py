"""Shared by the benchmark scripts: the median wall time of a function over several runs, and the checkout they
measure (this one, or another one named by GPU_RIG_PLANNER_BENCH_ROOT: benchmarks/report.py --baseline uses it to
measure an older commit with the same scripts in the same run)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(os.environ.get("GPU_RIG_PLANNER_BENCH_ROOT") or Path(__file__).resolve().parents[1]).resolve()
if str(ROOT) not in sys.path[:1]:
    sys.path.insert(0, str(ROOT))


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
