"""Desktop app speed, printed as medians and ratios:

1. cold start to the first painted main window (a fresh Python process each run, started as `python main.py`
   starts it, in empty settings and data folders, its modules compiled once before (`compiled_env`); the time measured from before the process is spawned to the
   first Paint event of any of its widgets), beside a bare PySide6 + pyqtgraph window measured the same way, the
   peak memory (RSS) of each process at that first paint, and the time and memory when the planner's window is
   filled (it paints its frame first, then builds its panels in it: ui/frame.py);
2. edit -> every panel refreshed: a quantity edit through the parts table's model (undo command, evaluate, findings,
   power bar, slot map, VRAM bars, TCO graphs, summary) and the events that follow, median over 200 edits, for the
   bundled examples and a generated 64-GPU project (8 machines of 8 cards), beside evaluate() alone.

Runs offscreen (QT_QPA_PLATFORM=offscreen) unless DISPLAY is set and --real-window is given.
Run: .venv/bin/python benchmarks/gui.py [--runs N] [--edits N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import ROOT, clock  # noqa: E402

CHILD = r"""
import resource, sys, time
sys.path.insert(0, {root!r})
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

def peak_rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

class Paints(QObject):
    # the first Paint of any widget of the window, then the first Paint once the window is filled
    first = None
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            now = time.time()
            if self.first is None:
                self.first = (now, peak_rss())
            if getattr(window, "filled", True):  # a window without the attribute is filled when shown
                print(*self.first, now, peak_rss(), flush=True)
                QCoreApplication.exit(0)
        return False

if {bare!r}:
    QCoreApplication.setOrganizationName("GPU Rig Planner benchmark")
    QCoreApplication.setApplicationName("GPU Rig Planner benchmark")
    app = QApplication(sys.argv[:1])
    import pyqtgraph as pg
    from PySide6.QtWidgets import QMainWindow
    window = QMainWindow()
    plot = pg.PlotWidget()
    plot.plot([0, 1, 2], [0, 1, 4])
    window.setCentralWidget(plot)
    window.resize(1400, 900)
    window.show()
else:  # as `python main.py` starts it (settings and data in the empty folders the parent gives it)
    from ui.app import start_gui
    app, window = start_gui(None)
    window.resize(1400, 900)
watcher = Paints()
app.installEventFilter(watcher)
app.exec()
"""


def cold_start(bare: bool, env: dict) -> tuple[float, int, float, int]:
    """Seconds from spawning the process to its first Paint event and its peak RSS then (KiB); the same for the
    first Paint once the window is filled (the planner paints its frame first, then fills it: ui/frame.py)."""
    with tempfile.TemporaryDirectory(prefix="gui-bench-") as tmp:
        env = dict(env, GPU_RIG_PLANNER_DATA_DIR=str(Path(tmp) / "data"), XDG_CONFIG_HOME=str(Path(tmp) / "config"))
        start = time.time()
        done = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), bare=bare)], capture_output=True,
                              text=True, env=env, timeout=120)
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit(f"child failed: {done.stderr[-2000:]}")
    painted, rss, filled, filled_rss = done.stdout.strip().splitlines()[-1].split()
    return float(painted) - start, int(rss), float(filled) - start, int(filled_rss)


def offscreen_env() -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def compiled_env(env: dict, cache: str) -> dict:
    """`env` with Python's compiled bytecode kept in the folder `cache` (written there, read from there), whatever
    PYTHONDONTWRITEBYTECODE says: an installed program starts from compiled modules (pip compiles them when it
    installs), as the bare window's libraries do; without this the planner's own modules were compiled from source
    at every start measured, the bare window's never."""
    env = dict(env, PYTHONPYCACHEPREFIX=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure_cold(runs: int, env: dict) -> dict:
    """Median cold start (seconds) and peak RSS (KiB) of the planner and of the bare window; the two kinds are
    started in turn so that a busy moment of the machine falls on both alike, each once untimed first (it fills
    the bytecode cache: `compiled_env`)."""
    ours, bare = [], []
    with tempfile.TemporaryDirectory(prefix="gui-bench-pyc-") as cache:
        env = compiled_env(env, cache)
        cold_start(False, env), cold_start(True, env)
        for _ in range(runs):
            ours.append(cold_start(False, env))
            bare.append(cold_start(True, env))

    def med(runs_, i):
        return statistics.median(r[i] for r in runs_)

    return {"planner_s": med(ours, 0), "bare_s": med(bare, 0), "planner_rss_kib": med(ours, 1),
            "bare_rss_kib": med(bare, 1), "planner_filled_s": med(ours, 2), "planner_filled_rss_kib": med(ours, 3)}


def sixty_four_gpu_project():
    from planner.model.project import Project

    nodes = []
    for n in range(8):
        slots = [{"slot": f"PCIEX16(G5)_{i}", "psu": "psu#1" if i <= 4 else "psu#2"} for i in range(1, 8)]
        nodes.append({
            "id": f"node-{n + 1}", "name": f"machine {n + 1}",
            "items": [
                {"id": f"cpu-{n}", "part_id": "threadripper-pro-7975wx"},
                {"id": f"board-{n}", "part_id": "asus-pro-ws-wrx90e-sage-se"},
                {"id": f"gpu-a-{n}", "part_id": "rtx-6000-ada", "quantity": 7, "slots": slots,
                 "unit_price": {"amount": 6800, "currency": "USD"}},
                {"id": f"gpu-b-{n}", "part_id": "rtx-6000-ada", "quantity": 1,
                 "unit_price": {"amount": 6800, "currency": "USD"}},
                {"id": f"psu-{n}", "part_id": "seasonic-prime-px-2200", "quantity": 2,
                 "unit_price": {"amount": 600, "currency": "USD"}},
            ],
            "circuits": [{"id": "a", "kind": "us-20a"}, {"id": "b", "kind": "us-20a"}],
            "psu_circuits": [{"psu": "psu#1", "circuit": "a"}, {"psu": "psu#2", "circuit": "b"}],
        })
    return Project.model_validate({
        "schema_version": 2, "name": "generated 64-GPU cluster (8 x 8 cards)", "nodes": nodes,
        "workload": {"model_id": "llama-3.1-70b-instruct", "quantization": "fp16", "context_tokens": 32768, "engine": "vllm-tp"},
        "costs": {"currency": "USD", "load_hours_per_day": 12, "electricity_price": {"amount": 0.15, "currency": "USD"},
                  "owner_hourly_rate": {"amount": 50, "currency": "USD"},
                  "cloud_options": [{"name": "8x H100 on demand", "gpus": 8,
                                     "price_per_gpu_hour": {"amount": 2.5, "currency": "USD"}}]},
    })


def edit_refresh(window, app, edits: int) -> tuple[float, float]:
    """Median seconds per quantity edit with every panel refreshed, and evaluate() alone on the same project."""
    from planner.evaluate import evaluate
    from ui.parts_model import COLUMNS

    model = window.parts_model
    column = COLUMNS.index("quantity")
    row = next(r for r in range(model.rowCount())
               if model.data(model.index(r, column)) not in (None, "") and str(model.data(model.index(r, 0))))
    index = model.index(row, column)
    base = int(model.data(index))
    times = []
    for i in range(edits):
        start = clock()
        model.setData(index, str(base + 1 + i % 2))
        app.processEvents()
        window.repaint()
        times.append(clock() - start)
    project, catalog = window.document.project, window.catalog
    alone = []
    for _ in range(max(edits // 4, 5)):
        start = clock()
        evaluate(project, catalog, with_monte_carlo=False)
        alone.append(clock() - start)
    return statistics.median(times), statistics.median(alone)


def edit_cases() -> list[tuple[str, object]]:
    """(name, project maker) for the bundled examples and the generated 64-GPU project."""
    from planner.io import load_project

    cases = [(p.stem, lambda p=p: load_project(p)) for p in sorted((ROOT / "resources" / "examples").glob("*.json"))]
    cases.append(("generated 64-GPU project", sixty_four_gpu_project))
    return cases


def measure_edits(edits: int, cases=None, tab: int | None = None) -> list[tuple[str, float, float]]:
    """(project, edit -> refreshed seconds, evaluate alone seconds) per case, medians over `edits` edits, each in a
    window of 1400 x 900 as a user first meets it (or with the right-hand tab `tab` shown: 3 is the cost graphs)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("GPU Rig Planner benchmark")
    QCoreApplication.setApplicationName("GPU Rig Planner benchmark")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from PySide6.QtCore import QSettings
    from ui.app import create_window

    results = []
    for name, make in cases or edit_cases():
        # the benchmark's own settings, emptied: a checkout measured as the baseline must not reopen the project
        # another checkout remembered (an older one refuses a newer file and waits on its warning box)
        QSettings().clear()
        window = create_window(None, autosave=False, offer_recovery=False)
        window.resize(1400, 900)
        window.show()
        window.set_project(make(), None)
        app.processEvents()
        if tab is not None:
            window.tabs.setCurrentIndex(tab)
            app.processEvents()
        edit, alone = edit_refresh(window, app, edits)
        results.append((name, edit, alone))
        window.document.undo_stack.setClean()
        window.close()
        window.deleteLater()
        app.processEvents()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="cold starts of each kind")
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--real-window", action="store_true", help="use DISPLAY instead of offscreen")
    args = parser.parse_args()
    env = dict(os.environ)
    if not args.real_window:
        env["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    cold = measure_cold(args.runs, env)
    ours, bare = cold["planner_s"], cold["bare_s"]
    print(f"cold start to first paint: planner {ours * 1000:7.0f} ms   bare PySide6+pyqtgraph {bare * 1000:7.0f} ms"
          f"   ratio {ours / bare:5.2f}   (median of {args.runs})")
    print(f"peak memory at first paint: planner {cold['planner_rss_kib'] / 1024:7.1f} MiB   bare "
          f"{cold['bare_rss_kib'] / 1024:7.1f} MiB   ratio {cold['planner_rss_kib'] / cold['bare_rss_kib']:5.2f}")
    print(f"the planner's window filled (first paint with every panel): {cold['planner_filled_s'] * 1000:7.0f} ms, "
          f"{cold['planner_filled_rss_kib'] / 1024:7.1f} MiB   (ratio to bare {cold['planner_filled_s'] / bare:5.2f})")
    print(f"{'project':34} {'edit->refreshed':>16} {'evaluate alone':>15} {'ratio':>6}   (median of {args.edits} edits)")
    for name, edit, alone in measure_edits(args.edits):
        print(f"{name:34} {edit * 1000:13.1f} ms {alone * 1000:12.1f} ms {edit / alone:6.2f}")
    print("the same with the cost graphs shown (Cost of ownership tab):")
    for name, edit, alone in measure_edits(args.edits, tab=3):
        print(f"{name:34} {edit * 1000:13.1f} ms {alone * 1000:12.1f} ms {edit / alone:6.2f}")


if __name__ == "__main__":
    main()
