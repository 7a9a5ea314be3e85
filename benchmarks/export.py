"""Excel quote export speed: build_workbook + save for each bundled example, beside bare openpyxl writing the very
same cells (values and formula strings copied from our workbook, no styles, names, chart or checks), printed as
median times and their ratio. The evaluation of the project is timed separately (it is the engine's, not the
export's).

--cpu times this process's CPU (not wall) time, for a machine busy with other work.
Run: .venv/bin/python benchmarks/export.py [--runs N] [--cpu]
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import statistics
import sys
import time
from pathlib import Path

from openpyxl import Workbook

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from timing import median_s, set_clock  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.quote.workbook import build_workbook  # noqa: E402

EXAMPLES = ("seed-000-two-card-rig.json", "seed-003-six-gpu-server.json")




def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cpu", action="store_true", help="CPU time of this process instead of wall time")
    args = parser.parse_args()
    set_clock("cpu" if args.cpu else "wall")
    catalog = bundled_catalog()
    today = dt.date(2026, 12, 2)
    print(f"{'example':34} {'lang':6} {'cells':>6} {'evaluate':>10} {'ours':>10} {'bare':>10} {'ratio':>6}")
    for name in EXAMPLES:
        project = load_project(ROOT / "resources" / "examples" / name)
        report = evaluate(project, catalog)
        for lang in ("en", "zh_CN"):
            reference = build_workbook(project, report, lang, today)
            cells = [(ws.title, c.row, c.column, c.value) for ws in reference for row in ws.iter_rows()
                     for c in row if c.value is not None]

            def ours():
                wb = build_workbook(project, report, lang, today)
                wb.save(io.BytesIO())

            def bare():
                wb = Workbook()
                sheets = {}
                for title, r, c, value in cells:
                    ws = sheets.get(title)
                    if ws is None:
                        ws = sheets[title] = wb.active if not sheets else wb.create_sheet()
                        ws.title = title
                    ws.cell(row=r, column=c, value=value)
                wb.save(io.BytesIO())

            t_eval = median_s(lambda: evaluate(project, catalog, with_monte_carlo=False), args.runs)
            t_ours, t_bare = median_s(ours, args.runs), median_s(bare, args.runs)
            print(f"{name:34} {lang:6} {len(cells):6d} {t_eval * 1000:8.1f}ms {t_ours * 1000:8.1f}ms "
                  f"{t_bare * 1000:8.1f}ms {t_ours / t_bare:6.2f}")


if __name__ == "__main__":
    main()
