"""Print how long the engine takes on the bundled examples (median of many runs).

Each figure is shown beside a baseline measured in the same process: loading and validating the
project alone (pydantic), so the ratio says what evaluate() adds on top of merely reading the input.
--no-monte-carlo times evaluate() as the window's live edits run it (without the 100,000-draw simulation);
--cold forgets the memo tables (planner/memo.py) before every run, so each evaluation starts from nothing.
--cpu times this process's CPU (not wall) time, for a machine busy with other work.
Run: .venv/bin/python benchmarks/run.py [--runs N] [--no-monte-carlo] [--cold] [--cpu]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from timing import median_ms, set_clock  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.model.project import Project  # noqa: E402

EXAMPLES = sorted((ROOT / "resources" / "examples").glob("*.json"))


def eight_gpu_workstation() -> Project:
    """A generated worst case for the checks: 8 cards on a 7-slot WRX90 board, two PSUs, two circuits."""
    slots = [{"slot": f"PCIEX16(G5)_{i}", "psu": "psu#1" if i <= 4 else "psu#2"} for i in range(1, 8)]
    items = [
        {"id": "cpu", "part_id": "threadripper-pro-7975wx"},
        {"id": "board", "part_id": "asus-pro-ws-wrx90e-sage-se"},
        {"id": "gpu-a", "part_id": "rtx-6000-ada", "quantity": 4, "slots": slots[:4]},
        {"id": "gpu-b", "part_id": "rtx-a6000", "quantity": 3, "slots": slots[4:]},
        {"id": "gpu-c", "part_id": "rtx-4090", "quantity": 1},
        {"id": "psu", "part_id": "seasonic-prime-px-2200", "quantity": 2},
        {"id": "ssd", "part_id": "samsung-990-pro-4tb", "quantity": 2},
    ]
    return Project.model_validate({
        "schema_version": 2, "name": "generated 8-GPU workstation",
        "nodes": [{"items": items,
                   "circuits": [{"id": "a", "kind": "us-20a"}, {"id": "b", "kind": "us-20a"}],
                   "psu_circuits": [{"psu": "psu#1", "circuit": "a"}, {"psu": "psu#2", "circuit": "b"}]}],
        "costs": {"currency": "USD"},
    })




def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--no-monte-carlo", action="store_true", help="evaluate as live edits do")
    parser.add_argument("--cold", action="store_true", help="forget the memo tables before every run")
    parser.add_argument("--cpu", action="store_true", help="CPU time of this process instead of wall time")
    args = parser.parse_args()
    set_clock("cpu" if args.cpu else "wall")
    from planner import memo

    def run(project):
        if args.cold:
            memo.clear_all()
        return evaluate(project, catalog, with_monte_carlo=not args.no_monte_carlo)

    start = time.perf_counter()
    catalog = bundled_catalog()
    load_ms = (time.perf_counter() - start) * 1000
    print(f"catalog load (bundled, {len(catalog.parts)} parts + {len(catalog.models)} models): {load_ms:.1f} ms (one run)")
    print(f"{'example':36} {'evaluate ms':>12} {'validate ms':>12} {'ratio':>7}")
    from gui import sixty_four_gpu_project

    cases = [(path.name, load_project(path)) for path in EXAMPLES] + [("generated 8-GPU workstation", eight_gpu_workstation()),
                                                                      ("generated 64-GPU project", sixty_four_gpu_project())]
    for name, project in cases:
        data = project.model_dump(mode="json", by_alias=True)
        eval_ms = median_ms(lambda: run(project), args.runs)
        base_ms = median_ms(lambda: Project.model_validate(data), args.runs)
        print(f"{name:36} {eval_ms:12.3f} {base_ms:12.3f} {eval_ms / base_ms:7.2f}")
    print(f"(median of {args.runs} runs each; baseline = validating the same project with pydantic)")


if __name__ == "__main__":
    main()
