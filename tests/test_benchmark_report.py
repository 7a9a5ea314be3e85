"""benchmarks/report.py --json prints one JSON object with the keys the issue names (its shape only: speed is the
benchmark's to report, never a test's)."""

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECTS = {"seed-000", "seed-003", "64-gpu"}


@pytest.mark.gui
def test_report_json_has_every_figure_once():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "report.py"), "--json", "--runs", "1"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, "one JSON object and nothing else on stdout"
    figures = json.loads(lines[0])
    assert set(figures) == {"cold_start_ratio", "cold_start_ms", "rss_ratio", "edit_refresh_ms", "evaluate_ms",
                            "slider_ms", "monte_carlo_ms", "export_ratio", "filled_ratio", "big_project_read_s",
                            "big_project_peak_mb", "user_catalog_read_s", "usage_log_mb_per_s"}
    assert set(figures["cold_start_ms"]) == {"planner", "bare"}
    assert set(figures["edit_refresh_ms"]) == PROJECTS and set(figures["evaluate_ms"]) == PROJECTS
    numbers = [figures[k] for k in ("cold_start_ratio", "rss_ratio", "slider_ms", "monte_carlo_ms", "export_ratio",
                                    "filled_ratio", "big_project_read_s", "big_project_peak_mb",
                                    "user_catalog_read_s", "usage_log_mb_per_s")]
    numbers += [*figures["cold_start_ms"].values(), *figures["edit_refresh_ms"].values(),
                *figures["evaluate_ms"].values()]
    assert all(isinstance(x, float) and math.isfinite(x) and x > 0 for x in numbers), figures
    ms = figures["cold_start_ms"]
    assert figures["cold_start_ratio"] == pytest.approx(ms["planner"] / ms["bare"], rel=0.01)
    # the filled window (every visible panel painted) comes after the first paint of its frame
    assert figures["filled_ratio"] >= figures["cold_start_ratio"]


def test_a_baseline_that_is_no_checkout_is_refused(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "report.py"), "--baseline", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "is not a checkout of the planner" in done.stderr
