"""The catalog picker's price history: the selected part's catalog and imported prices over time, one line per
condition (and currency where no rate converts it), drawn from planner.hardware.pricing.price_history."""

from __future__ import annotations

import datetime

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication

from planner.hardware.pricing import PriceSeries, price_history

COLOURS = {"new": "#4e79a7", "used": "#e15759"}

#: The least time the date axis spans: one year, so a part with prices of one day still shows dates.
MIN_SPAN_S = 365 * 86400


def _timestamp(day: datetime.date) -> float:
    return datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc).timestamp()


class PriceHistoryChart(pg.PlotWidget):
    """Amount over date per condition; the series are the engine's, the chart only draws them."""

    def __init__(self, parent=None):
        super().__init__(parent, axisItems={"bottom": pg.DateAxisItem(orientation="bottom")})
        self.setMinimumHeight(0)
        self.setMaximumHeight(170)
        self.showGrid(x=True, y=True, alpha=0.2)
        self.legend = self.addLegend(offset=(5, 5), brush=pg.mkBrush(255, 255, 255, 210))
        self.series: list[PriceSeries] = []

    def show_part(self, part, costs) -> None:
        """Draw the part's price history (nothing for no part or no costs)."""
        self.clear()
        self.legend.clear()
        self.series = price_history(part, costs) if part is not None and costs is not None else []
        for s in self.series:
            word = (QCoreApplication.translate("PartsModel", "new") if s.condition == "new"
                    else QCoreApplication.translate("PartsModel", "used"))
            colour = COLOURS.get(s.condition, "#76b7b2")
            dashed = costs is not None and s.currency != costs.currency
            pen = pg.mkPen(colour, width=2, style=pg.QtCore.Qt.PenStyle.DashLine if dashed else pg.QtCore.Qt.PenStyle.SolidLine)
            self.plot([_timestamp(p.date) for p in s.points], [p.amount for p in s.points], pen=pen,
                      symbol="o", symbolSize=6, symbolBrush=colour,
                      name=QCoreApplication.translate("CatalogPicker", "{condition}, {currency}").format(
                          condition=word, currency=s.currency))
        self._frame_range()
        title = part.name if part is not None and self.series else ""
        self.setTitle(title, size="8pt")

    def _frame_range(self) -> None:
        """Axes that read as dates and amounts even for one price: a single day gets half a year either side (the
        date axis would otherwise zoom to seconds), a single amount a fifth above and below."""
        points = [p for s in self.series for p in s.points]
        self.enableAutoRange()
        if not points:
            return
        days = [_timestamp(p.date) for p in points]
        if max(days) - min(days) < MIN_SPAN_S:
            middle = (max(days) + min(days)) / 2
            self.setXRange(middle - MIN_SPAN_S / 2, middle + MIN_SPAN_S / 2, padding=0)
        amounts = [p.amount for p in points]
        if max(amounts) == min(amounts):
            self.setYRange(amounts[0] * 0.8, amounts[0] * 1.2, padding=0)
