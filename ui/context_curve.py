"""The context curve under the VRAM bars: memory used on each card against context, from the report's
`fit.context_curve` (1K, 2K, 4K, ... up to the model's window, plus the context asked for and the largest that
fits), each card's capacity as a dashed line, the largest context that fits and the one asked for marked.

Nothing is computed here: the points are the engine's, placed by the same placement as the report's own.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from .context_slider import tokens_text

CARD_COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7")
FITS_COLOUR, ASKED_COLOUR = "#2e7d32", "#555555"


def tokens_label(tokens: int) -> str:
    """1K, 128K, 1M for the powers of two on the axis; other contexts written out (71,168)."""
    if tokens >= 1024 and tokens % (1 << 20) == 0:
        return f"{tokens >> 20}M"
    if tokens >= 1024 and tokens % 1024 == 0:
        return f"{tokens >> 10}K"
    return tokens_text(tokens)


class ContextCurvePlot(pg.PlotWidget):
    """Per card, GiB used against log2(context); shows the report it is given, nothing else."""

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.setBackground("w")
        self.showGrid(x=True, y=True, alpha=0.25)
        self.setMinimumHeight(200)
        self.setMaximumHeight(280)
        self.legend = self.addLegend(offset=(10, 10), brush=pg.mkBrush(255, 255, 255, 210))  # curves rise to the right
        self.lines: dict[str, tuple[list[int], list[float]]] = {}  # card label -> contexts, GiB
        self.marks: dict[str, int] = {}  # "largest" / "asked" -> context
        self.show_report()  # the window's LazyPage shows it again on each report while it is shown

    def show_report(self) -> None:
        self.clear()
        self.legend.clear()
        self.lines, self.marks = {}, {}
        report = self.document.report
        fit = report.fit if report is not None else None
        self._labels()
        if fit is None or not fit.context_curve:
            return
        curve = fit.context_curve
        xs = [math.log2(p.context) for p in curve]
        for i, card in enumerate(fit.per_gpu):
            label = f"{i + 1}. {card.name}"
            gib = [p.per_card_gib[i] for p in curve]
            colour = CARD_COLOURS[i % len(CARD_COLOURS)]
            self.lines[label] = ([p.context for p in curve], gib)
            self.plot(xs, gib, pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=5, symbolBrush=colour,
                      name=label)
        for capacity in sorted({c.capacity_gib for c in fit.per_gpu}):
            self.addItem(pg.InfiniteLine(pos=capacity, angle=0, pen=pg.mkPen("#999999", style=Qt.PenStyle.DashLine)))
        largest = next((p.context for p in curve if p.largest_fitting), None)
        asked = next((p.context for p in curve if p.requested), None)
        for key, context, colour, text in (
                ("largest", largest, FITS_COLOUR, QCoreApplication.translate("ContextCurve", "largest that fits")),
                ("asked", asked, ASKED_COLOUR, QCoreApplication.translate("ContextCurve", "asked for"))):
            if context is None:
                continue
            self.marks[key] = context
            self.addItem(pg.InfiniteLine(pos=math.log2(context), angle=90, pen=pg.mkPen(colour, width=1.5),
                                         label=f"{text}: {tokens_label(context)}",
                                         labelOpts={"color": colour, "position": 0.55 if key == "largest" else 0.35,
                                                    # left of the line, right of it at the axis's first point
                                                    "anchors": [(0, 0.5), (0, 0.5)] if context == curve[0].context
                                                    else [(1, 0.5), (1, 0.5)],
                                                    "fill": pg.mkBrush(255, 255, 255, 200)}))
        ticks = [(x, tokens_label(p.context)) for x, p in zip(xs, curve) if p.context & (p.context - 1) == 0]
        self.getAxis("bottom").setTicks([ticks])

    def _labels(self) -> None:
        self.setTitle(QCoreApplication.translate("ContextCurve", "Memory per card against context"), color="#222222")
        self.setLabel("left", QCoreApplication.translate("ContextCurve", "GiB used"))
        self.setLabel("bottom", QCoreApplication.translate("ContextCurve", "Context (tokens)"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_report()
        super().changeEvent(event)
