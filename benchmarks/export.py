"""Excel quote export speed: build_workbook + workbook_bytes (the export's own save) for each bundled example,
beside bare openpyxl writing the very same cells (values and formula strings copied from our workbook, no styles,
names, chart or checks) with its own wb.save, printed as median times and their ratio. The evaluation of the
project is timed separately (it is the engine's, not the export's).

Run: .venv/bin/python benchmarks/export.py [--runs N]
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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import ROOT, median_s  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.quote.workbook import build_workbook  # noqa: E402

try:
    from planner.quote.workbook import workbook_bytes  # noqa: E402  (the export's own save, since issue 12)
except ImportError:  # a baseline checkout from before it saved with openpyxl's wb.save
    def workbook_bytes(wb) -> bytes:
        buffer = io.BytesIO()
        wb.save(buffer)
        return buffer.getvalue()

EXAMPLES = ("seed-000-two-card-rig.json", "seed-003-six-gpu-server.json")




def measure(runs: int, names=EXAMPLES, langs=("en", "zh_CN")) -> list[dict]:
    """Per example and language: cells written, evaluate (no Monte Carlo), our export and bare openpyxl, in seconds
    (medians of `runs`)."""
    catalog = bundled_catalog()
    today = dt.date(2026, 12, 2)
    rows = []
    for name in names:
        project = load_project(ROOT / "resources" / "examples" / name)
        report = evaluate(project, catalog)
        for lang in langs:
            reference = build_workbook(project, report, lang, today)
            cells = [(ws.title, c.row, c.column, c.value) for ws in reference for row in ws.iter_rows()
                     for c in row if c.value is not None]

            def ours():  # what File > Export quote does, less the atomic write to disk
                workbook_bytes(build_workbook(project, report, lang, today))

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

            t_eval = median_s(lambda: evaluate(project, catalog, with_monte_carlo=False), runs)
            t_ours, t_bare = median_s(ours, runs), median_s(bare, runs)
            rows.append({"example": name, "lang": lang, "cells": len(cells), "evaluate_s": t_eval, "ours_s": t_ours,
                         "bare_s": t_bare})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print(f"{'example':34} {'lang':6} {'cells':>6} {'evaluate':>10} {'ours':>10} {'bare':>10} {'ratio':>6}")
    for r in measure(args.runs):
        print(f"{r['example']:34} {r['lang']:6} {r['cells']:6d} {r['evaluate_s'] * 1000:8.1f}ms "
              f"{r['ours_s'] * 1000:8.1f}ms {r['bare_s'] * 1000:8.1f}ms {r['ours_s'] / r['bare_s']:6.2f}")


if __name__ == "__main__":
    main()
