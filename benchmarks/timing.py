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
#: The clock of every in-process timing: wall time, or with GPU_RIG_PLANNER_BENCH_CLOCK=cpu the CPU time of the
#: calling thread (on a machine busy with other work: what the wall clock of an idle machine would read for work
#: done on that thread, as the window's edits and evaluate() are). Cold starts are always wall time.
clock = time.thread_time if os.environ.get("GPU_RIG_PLANNER_BENCH_CLOCK") == "cpu" else time.perf_counter
if str(ROOT) not in sys.path[:1]:
    sys.path.insert(0, str(ROOT))


def median_s(fn, runs: int, warm_up: bool = False) -> float:
    """Median seconds of `runs` calls of fn (after one untimed call when warm_up)."""
    if warm_up:
        fn()
    times = []
    for _ in range(runs):
        start = clock()
        fn()
        times.append(clock() - start)
    return statistics.median(times)


def median_ms(fn, runs: int) -> float:
    """Median milliseconds after one warm-up call."""
    return median_s(fn, runs, warm_up=True) * 1000
