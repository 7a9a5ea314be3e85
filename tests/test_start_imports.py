"""What a start of the window does before the user sees it filled: what it imports and what it builds (the speed
itself is measured by benchmarks/report.py, never here). numpy is for arrays (the Monte Carlo, the grid),
pyqtgraph for graphs a user opens; the input tabs are made when first shown (ui/editor_tabs.py); the garbage
collector does not walk the start's objects."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("numpy", "pyqtgraph")

FILLED_WINDOW = r"""
import gc, json, sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from ui.app import start_gui

class Filled(QObject):  # the first paint once the window is filled, as benchmarks/gui.py waits for it
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and window.filled and not hasattr(self, "seen"):
            self.seen = {"heavy": sorted({m.split(".")[0] for m in sys.modules} & set(%r)),
                         "editors": len(window.editor_tabs.made()), "rows": window.parts_model.rowCount(),
                         "summary": window.summary.text(), "collector": gc.isenabled(),
                         "set_aside": gc.get_freeze_count()}
            QCoreApplication.exit(0)
        return False

app, window = start_gui(None)
window.resize(1400, 900)
watcher = Filled()
app.installEventFilter(watcher)
app.exec()
print(json.dumps(watcher.seen))
""" % (HEAVY,)


def test_a_report_without_monte_carlo_imports_no_numpy():
    code = (
        "import sys\n"
        "from planner.catalog.store import bundled_catalog\n"
        "from planner.evaluate import evaluate\n"
        "from planner.io import load_project\n"
        "for name in ('seed-000-two-card-rig', 'seed-003-six-gpu-server'):\n"
        "    report = evaluate(load_project(f'resources/examples/{name}.json'), bundled_catalog(),\n"
        "                      with_monte_carlo=False)\n"
        "    assert report.tco.alternatives and report.tco.cost_vs_hours.series\n"
        "print('numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "False"


@pytest.mark.gui
def test_the_filled_window_imported_no_graph_library_and_made_no_input_tab(tmp_path):
    """At 1400 x 900 (the catalog is a popup there) the filled window shows the example's parts and summary, with
    neither numpy nor pyqtgraph imported and no input tab made; the garbage collector, held during the start, runs
    again, and the start's objects are set aside from its walks (ui/app.py start_gui)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GPU_RIG_PLANNER_DATA_DIR": str(tmp_path / "d"),
           "XDG_CONFIG_HOME": str(tmp_path / "c")}
    out = subprocess.run([sys.executable, "-c", FILLED_WINDOW], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["rows"] > 0 and seen["summary"], seen
    assert seen["heavy"] == [] and seen["editors"] == 0, seen
    assert seen["collector"] and seen["set_aside"] > 10_000, seen
