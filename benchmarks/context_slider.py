"""Dragging the context slider: one step of a drag = the engine's fit at the new context (fit_at_context) + the VRAM
bars repainted, against the issue's goal of one 60 Hz frame (16.7 ms). Also shows what a whole evaluate() per step
would cost. Median over N steps per example, cycling through the slider's positions.

Runs offscreen. Run: .venv/bin/python benchmarks/context_slider.py [--steps N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from timing import ROOT, clock  # noqa: E402

FRAME_MS = 1000 / 60


def median_ms(action, values: list[int], steps: int) -> float:
    times = []
    for i in range(steps):
        start = clock()
        action(values[i % len(values)])
        times.append((clock() - start) * 1000)
    return statistics.median(times)


def measure(steps: int) -> list[tuple[str, float, float]]:
    """(example, one drag step in ms, the same step with a whole evaluate() in ms), medians over `steps` steps."""
    from PySide6.QtWidgets import QApplication

    from planner import edit
    from planner.catalog.store import bundled_catalog
    from planner.evaluate import evaluate
    from ui.document import Document
    from ui.context_slider import ContextSlider
    from ui.panels_hw import VramBars

    app = QApplication.instance() or QApplication([])  # noqa: F841  (keeps Qt alive)
    catalog = bundled_catalog()
    results = []
    for example in sorted((ROOT / "resources" / "examples").glob("*.json")):
        document = Document(catalog, autosave=False)
        document.open(example)
        panel = VramBars()
        panel.resize(900, 600)
        slider = ContextSlider(document, panel)
        values = slider.steps

        def preview_and_paint(context: int) -> None:
            slider.show_preview(context)
            panel.grab()  # paints the bars offscreen

        def evaluate_and_paint(context: int) -> None:
            project = edit.update_section(document.project, "workload", {"context_tokens": context})
            panel.set_report(evaluate(project, catalog, with_monte_carlo=False))
            panel.grab()  # paints the bars offscreen

        results.append((example.stem, median_ms(preview_and_paint, values, steps),
                        median_ms(evaluate_and_paint, values, steps)))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    args = parser.parse_args()
    for name, preview, whole in measure(args.steps):
        print(f"{name}: drag step (fit_at_context + bars repainted) median {preview:.2f} ms "
              f"({preview / FRAME_MS:.0%} of a 60 Hz frame); with a whole evaluate() {whole:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
