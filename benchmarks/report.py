"""Every speed figure of the planner side by side, from one run: cold start and peak memory of the first painted
window against a bare PySide6 + pyqtgraph window, edit -> every visible panel repainted, evaluate() alone, a drag
step of the context slider, the 100,000-draw Monte Carlo, and the Excel export against bare openpyxl writing the
same cells. Each group runs in its own child process (a fresh interpreter: no warm caches leak from one group into
another), using the other scripts of benchmarks/ (gui.py, context_slider.py, export.py, tco.py, run.py, timing.py).

    python benchmarks/report.py              the benchmark table of docs/benchmarks.md (Markdown)
    python benchmarks/report.py --json       one JSON object (medians), the keys below
    python benchmarks/report.py --cpu-time   in-process times as the GUI thread's CPU time (a busy machine)
    python benchmarks/report.py --baseline DIR
                                             the table with a "before" column: the same scripts run, in the same
                                             run, against another checkout (say `git archive <commit>` unpacked)

JSON: {"cold_start_ratio", "cold_start_ms": {"planner", "bare"}, "rss_ratio", "edit_refresh_ms": {"seed-000",
"seed-003", "64-gpu"}, "evaluate_ms": {same keys}, "slider_ms", "monte_carlo_ms", "export_ratio", "filled_ratio",
"big_project_read_s", "big_project_peak_mb", "user_catalog_read_s", "usage_log_mb_per_s"} (the last four from
benchmarks/big_inputs.py: the slowest and biggest of its 20 MiB project shapes, four 5 MB user catalog files, the
slowest format of a 100 MB usage log; 20 MB with --runs 1). slider_ms and export_ratio are the slowest example's
median (the goal holds for every example). The planner paints its window's frame first and fills it then
(ui/frame.py): filled_ratio is the start to the filled window (every visible panel painted) over the bare window's
start, both from the same harness (benchmarks/gui.py, each kind's modules compiled once before, as an installed
program's are); the table also shows the filled window's time and memory, and the edit with the cost graphs shown
(the window opens on the power tab). Times are wall time unless --cpu-time. --runs N: cold starts of each kind,
repetitions of Monte Carlo and export, 10 x N of evaluate, 20 x N edits and 10 x N slider steps per example (10
edits and 5 steps for N = 1, a quick check of the script).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FRAME_MS = 1000 / 60
#: Short names of the projects measured, as the JSON keys them.
SHORT = {"seed-000-two-card-rig": "seed-000", "seed-003-six-gpu-server": "seed-003", "generated 64-GPU project": "64-gpu"}
GROUPS = ("cold", "engine", "gui", "export", "big")
#: The machine's 1-minute load average when the report started (wall times on a busy machine read high).
LOAD_AT_START = os.getloadavg()[0] if hasattr(os, "getloadavg") else None


# ---------------------------------------------------------------------------------------------- children
def child(group: str, runs: int) -> dict:
    """One group of figures, measured in this process (run as `report.py --child GROUP`)."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(HERE))
    if group == "cold":
        import gui

        cold = gui.measure_cold(runs, gui.offscreen_env())
        return {"cold_start_ms": {"planner": cold["planner_s"] * 1000, "bare": cold["bare_s"] * 1000},
                "rss_kib": {"planner": cold["planner_rss_kib"], "bare": cold["bare_rss_kib"]},
                "filled": {"ms": cold["planner_filled_s"] * 1000, "rss_kib": cold["planner_filled_rss_kib"]}}
    if group == "engine":
        import gui
        import tco
        from timing import ROOT, median_ms
        from planner.catalog.store import bundled_catalog
        from planner.evaluate import evaluate
        from planner.io import load_project

        catalog = bundled_catalog()
        projects = {"seed-000": load_project(ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"),
                    "seed-003": load_project(ROOT / "resources" / "examples" / "seed-003-six-gpu-server.json"),
                    "64-gpu": gui.sixty_four_gpu_project()}
        evaluate_ms = {k: median_ms(lambda p=p: evaluate(p, catalog, with_monte_carlo=False), 10 * runs)
                       for k, p in projects.items()}
        return {"evaluate_ms": evaluate_ms, "monte_carlo_ms": tco.monte_carlo_s(runs) * 1000}
    if group == "gui":
        import context_slider
        import gui

        n = 20 * runs if runs > 1 else 10
        edits, cost_tab = gui.measure_edits(n), gui.measure_edits(n, tab=3)
        slider = context_slider.measure(10 * runs if runs > 1 else 5)
        return {"edit_refresh_ms": {SHORT.get(name, name): edit * 1000 for name, edit, _ in edits},
                "cost_tab_ms": {SHORT.get(name, name): edit * 1000 for name, edit, _ in cost_tab},
                "slider_ms": {name: preview for name, preview, _ in slider}}
    if group == "export":
        import export

        rows = export.measure(runs, langs=("en",))
        return {"export": {f"{r['example']} {r['lang']}": r["ours_s"] / r["bare_s"] for r in rows}}
    if group == "big":
        import big_inputs

        figures = big_inputs.measure(log_mb=100 if runs > 1 else 20)
        return {"big": {k: v for k, v in figures.items() if k != "shapes"}}
    raise SystemExit(f"unknown group {group!r}")


def run_child(group: str, runs: int, root: Path | None, cpu_time: bool = False) -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    if cpu_time:
        env["GPU_RIG_PLANNER_BENCH_CLOCK"] = "cpu"
    if root is not None:
        env["GPU_RIG_PLANNER_BENCH_ROOT"] = str(root)
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", group, "--runs", str(runs)],
                          capture_output=True, text=True, env=env, timeout=1800)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise SystemExit(f"benchmark group {group} failed ({root or 'this checkout'}):\n{done.stderr[-3000:]}")
    return json.loads(lines[-1])


# ---------------------------------------------------------------------------------------------- the figures
def figures(runs: int, roots: list[Path | None], cpu_time: bool = False) -> list[dict]:
    """The report's JSON object for each checkout in `roots` (None: this one), every group measured in a child
    process; the checkouts take turns group by group, so that a busy spell of the machine falls on all alike."""
    parts: list[dict] = [{} for _ in roots]
    for group in GROUPS:
        for got, root in zip(parts, roots):
            got.update(run_child(group, runs, root, cpu_time))
    return [summary(p) for p in parts]


def summary(parts: dict) -> dict:
    cold, rss = parts["cold_start_ms"], parts["rss_kib"]
    return {
        "cold_start_ratio": round(cold["planner"] / cold["bare"], 3),
        "cold_start_ms": {k: round(v, 1) for k, v in cold.items()},
        "rss_ratio": round(rss["planner"] / rss["bare"], 3),
        "edit_refresh_ms": {k: round(v, 2) for k, v in parts["edit_refresh_ms"].items()},
        "evaluate_ms": {k: round(v, 2) for k, v in parts["evaluate_ms"].items()},
        "slider_ms": round(max(parts["slider_ms"].values()), 2),
        "monte_carlo_ms": round(parts["monte_carlo_ms"], 1),
        "export_ratio": round(max(parts["export"].values()), 2),
        "filled_ratio": round(parts["filled"]["ms"] / cold["bare"], 3),
        # reading big inputs under the documented limits (benchmarks/big_inputs.py: the worst shape of each)
        "big_project_read_s": parts["big"]["big_project_read_s"],
        "big_project_peak_mb": parts["big"]["big_project_peak_mb"],
        "user_catalog_read_s": parts["big"]["user_catalog_read_s"],
        "usage_log_mb_per_s": parts["big"]["usage_log_mb_per_s"],
        # for the table only (not in the JSON): the planner's window once filled (it paints its frame first)
        "_filled_ms": round(parts["filled"]["ms"], 1),
        "_filled_rss_ratio": round(parts["filled"]["rss_kib"] / rss["bare"], 3),
        "_cost_tab_ms": {k: round(v, 2) for k, v in parts["cost_tab_ms"].items()},
    }


ROWS = [  # label, goal, how to read it from the figures, goal check
    ("edit -> every visible panel repainted, seed 000", "<= 16.7 ms", lambda f: f["edit_refresh_ms"]["seed-000"], FRAME_MS, "ms"),
    ("edit -> every visible panel repainted, seed 003", "<= 16.7 ms", lambda f: f["edit_refresh_ms"]["seed-003"], FRAME_MS, "ms"),
    ("edit -> every visible panel repainted, generated 64-GPU project", "<= 50 ms",
     lambda f: f["edit_refresh_ms"]["64-gpu"], 50, "ms"),
    ("  the same with the cost graphs shown, seed 000", "-", lambda f: f["_cost_tab_ms"]["seed-000"], None, "ms"),
    ("  the same with the cost graphs shown, seed 003", "-", lambda f: f["_cost_tab_ms"]["seed-003"], None, "ms"),
    ("  the same with the cost graphs shown, 64-GPU project", "-", lambda f: f["_cost_tab_ms"]["64-gpu"], None, "ms"),
    ("evaluate without Monte Carlo, seed 000", "<= 2 ms", lambda f: f["evaluate_ms"]["seed-000"], 2, "ms"),
    ("evaluate without Monte Carlo, seed 003", "<= 2 ms", lambda f: f["evaluate_ms"]["seed-003"], 2, "ms"),
    ("evaluate without Monte Carlo, 64-GPU project", "-", lambda f: f["evaluate_ms"]["64-gpu"], None, "ms"),
    ("context slider drag step: fit + VRAM bars repainted (slowest example)", "<= 16.7 ms",
     lambda f: f["slider_ms"], FRAME_MS, "ms"),
    ("Monte Carlo, 100,000 draws (a background job, never on the GUI thread)", "<= 20 ms",
     lambda f: f["monte_carlo_ms"], 20, "ms"),
    ("cold start to first painted window / bare PySide6 + pyqtgraph window", "<= 1.25x",
     lambda f: f["cold_start_ratio"], 1.25, "x"),
    ("  planner / bare, ms", "-", lambda f: f"{f['cold_start_ms']['planner']:.0f} / {f['cold_start_ms']['bare']:.0f}", None, ""),
    ("peak memory of the first painted window / bare window", "<= 1.3x", lambda f: f["rss_ratio"], 1.3, "x"),
    ("cold start to the filled window (every visible panel painted) / bare window", "<= 1.5x",
     lambda f: f["filled_ratio"], 1.5, "x"),
    ("  filled planner window, ms", "-", lambda f: f"{f['_filled_ms']:.0f}", None, ""),
    ("peak memory of the filled window / bare window", "-", lambda f: f["_filled_rss_ratio"], None, "x"),
    ("Excel export / bare openpyxl writing the same cells (slowest example)", "<= 1.5x",
     lambda f: f["export_ratio"], 1.5, "x"),
    ("a 20 MiB project file read or refused (slowest of benchmarks/big_inputs.py's shapes)", "<= 2,000 ms",
     lambda f: f["big_project_read_s"] * 1000, 2000, "ms"),
    ("  its peak memory (the whole process)", "<= 300 MB", lambda f: f["big_project_peak_mb"], 300, "MB"),
    ("user catalog folder of four 5 MB files, read", "-", lambda f: f["user_catalog_read_s"] * 1000, None, "ms"),
    ("tco --log: a 100 MB nvidia-smi log (slowest format)", ">= 20 MB/s", lambda f: f["usage_log_mb_per_s"], 20,
     "MB/s"),
]


def cell(value, unit: str) -> str:
    if isinstance(value, str):
        return value
    if unit in ("MB", "MB/s"):
        return f"{value:.0f} {unit}"
    return f"{value:.1f} ms" if unit == "ms" else f"{value:.2f}x"


def goal_met(value, limit, unit: str) -> str:
    if limit is None or isinstance(value, str):
        return ""
    return "yes" if (value >= limit if unit == "MB/s" else value <= limit) else "no"


def table(now: dict, before: dict | None, runs: int, cpu_time: bool = False) -> str:
    clock_word = "in-process: GUI-thread CPU time" if cpu_time else "wall time"
    head = f"| measure (medians, {clock_word}) | goal |" + (" before |" if before else "") + " now | met |"
    lines = [head, "|---|---|" + ("---|" if before else "") + "---|---|"]
    for label, goal, read, limit, unit in ROWS:
        value = read(now)
        met = goal_met(value, limit, unit)
        row = f"| {label} | {goal} |" + (f" {cell(read(before), unit)} |" if before else "") + f" {cell(value, unit)} | {met} |"
        lines.append(row)
    lines.append("")
    how = (" --cpu-time" if cpu_time else "") + (" --baseline DIR" if before else "")
    clock = ("in-process times are the GUI thread's CPU time (--cpu-time; cold starts are wall time)" if cpu_time
             else "wall time throughout")
    load = ", load average {:.2f} before the run".format(LOAD_AT_START) if LOAD_AT_START is not None else ""
    lines.append(f"`python benchmarks/report.py --runs {runs}{how}` on {os.cpu_count()} CPU cores{load}, offscreen "
                 f"Qt, {clock}.")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the Markdown table")
    parser.add_argument("--runs", type=int, default=5, help="repetitions (see the module docstring); 1 is quick")
    parser.add_argument("--baseline", type=Path, help="another checkout to measure beside this one (table only)")
    parser.add_argument("--cpu-time", action="store_true",
                        help="time in-process work by the thread's CPU time (a machine busy with other work)")
    parser.add_argument("--child", choices=GROUPS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.runs)))
        return 0
    if args.baseline is not None and not (args.baseline / "planner" / "evaluate.py").is_file():
        print(f"error: {args.baseline} is not a checkout of the planner (no planner/evaluate.py)", file=sys.stderr)
        return 2
    if args.json or args.baseline is None:
        now, before = figures(args.runs, [None], args.cpu_time)[0], None
    else:
        before, now = figures(args.runs, [args.baseline.resolve(), None], args.cpu_time)
    shown = {k: v for k, v in now.items() if not k.startswith("_")}
    print(json.dumps(shown) if args.json else table(now, before, args.runs, args.cpu_time))
    return 0


if __name__ == "__main__":
    sys.exit(main())
