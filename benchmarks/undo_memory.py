"""Undo history memory: 10,000 edits of seed 003 pushed on one document (a quantity, a price, a note, a line added,
moved or removed, a cost assumption, in a fixed random order), then undone and redone to the end. Prints the
memory the history holds (tracemalloc: Python objects allocated and still alive; ru_maxrss: the process's peak
resident size) and the time per push, undo and redo.

Run: .venv/bin/python benchmarks/undo_memory.py [--edits N]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import ROOT  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.io import load_project  # noqa: E402
from tests.test_undo_history import varied_edit  # noqa: E402
from ui.document import Document  # noqa: E402


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=10_000)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    project = load_project(ROOT / "resources" / "examples" / "seed-003-six-gpu-server.json")
    doc = Document(bundled_catalog(), app, autosave=False)
    doc.set_project(project, None)
    rng = random.Random(args.edits)
    gc.collect()
    rss_before = peak_rss_mb()
    tracemalloc.start()
    push_s = 0.0
    for k in range(args.edits):  # each edit made from the project shown, as in the window; only the push timed
        new = varied_edit(doc.project, rng, k)
        start = time.perf_counter()
        doc.push(new, f"edit {k}")
        push_s += time.perf_counter() - start
    del new
    gc.collect()
    held, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    start = time.perf_counter()
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    undo_s = time.perf_counter() - start
    start = time.perf_counter()
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    redo_s = time.perf_counter() - start
    n = args.edits
    print(f"{n} edits of seed 003, {doc.undo_stack.count()} undo steps kept")
    print(f"history holds {held / 1e6:.1f} MB (tracemalloc; peak {peak / 1e6:.1f} MB), "
          f"{held / n:.0f} bytes per step")
    print(f"peak RSS grew {peak_rss_mb() - rss_before:.1f} MB while pushing, undoing and redoing")
    print(f"push {push_s / n * 1e3:.2f} ms, undo {undo_s / n * 1e3:.2f} ms, redo {redo_s / n * 1e3:.2f} ms per step")


if __name__ == "__main__":
    main()
