"""Cost graphs (pyqtgraph): cumulative cost by month with break-even markers, monthly cost against hours with the
H* line and a crosshair, the tornado and the Monte Carlo histogram. They only draw the report's numbers.

Plot items are kept from one report to the next: while a graph shows the same things (the same series, markers and
bars, in the same language and currency) a new report only sets their data and positions; the graph is built
again only when what it shows changes (its `shape`)."""

from __future__ import annotations

import textwrap

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsItem, QLabel, QTabWidget, QVBoxLayout, QWidget

from planner.report import PlanReport

from .i18n import current_language

pg.setConfigOptions(antialias=True, background="w", foreground="k")
COLOURS = ["#1f4e79", "#7f7f7f", "#e15759", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948"]


class TcoPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.report: PlanReport | None = None
        self.tabs = QTabWidget()
        self.cumulative = pg.PlotWidget()
        self.hours = pg.PlotWidget()
        self.tornado = pg.PlotWidget()
        self.histogram = pg.PlotWidget()
        self.readout = QLabel()
        self.readout.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        hours_box = QWidget()
        hb = QVBoxLayout(hours_box)
        hb.setContentsMargins(0, 0, 0, 0)
        hb.addWidget(self.hours)
        hb.addWidget(self.readout)
        for plot in (self.cumulative, self.hours, self.tornado, self.histogram):
            plot.showGrid(x=True, y=True, alpha=0.25)
            for name in ("left", "bottom"):  # an axis and its grid are drawn again only when its range changes
                plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.tabs.addTab(self.cumulative, "")
        self.tabs.addTab(hours_box, "")
        self.tabs.addTab(self.tornado, "")
        self.tabs.addTab(self.histogram, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        self.cum_legend = _legend_below(self.cumulative)  # over the plot it hid the owning line's start
        self.hours_legend = _legend_below(self.hours)
        self.vline = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#999", style=Qt.PenStyle.DotLine))
        self.hline = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen("#999", style=Qt.PenStyle.DotLine))
        self.hours.scene().sigMouseMoved.connect(self._mouse_moved)
        self._curves: list[tuple[str, pg.PlotDataItem]] = []  # the cost-vs-hours curves, in report order
        self._shapes: dict[str, object] = {}  # per graph: what it shows now (see the module docstring)
        self._items: dict[str, list] = {}  # per graph: the items whose data a report with the same shape sets
        self.retranslate()

    def retranslate(self) -> None:
        self.tabs.setTabText(0, QCoreApplication.translate("TcoPanel", "Cumulative cost"))
        self.tabs.setTabText(1, QCoreApplication.translate("TcoPanel", "Cost vs hours"))
        self.tabs.setTabText(2, QCoreApplication.translate("TcoPanel", "Tornado"))
        self.tabs.setTabText(3, QCoreApplication.translate("TcoPanel", "Monte Carlo"))
        self._shapes.clear()  # the words changed: every graph is built again
        self.set_report(self.report)

    # ------------------------------------------------------------------ drawing
    def _same_shape(self, graph: str, shape) -> bool:
        """True when `graph` already shows `shape` (only data to set); otherwise it is cleared for a rebuild."""
        if self._shapes.get(graph) == shape:
            return True
        self._shapes[graph] = shape
        self._items[graph] = []
        plot = {"cumulative": self.cumulative, "hours": self.hours, "tornado": self.tornado}[graph]
        plot.clear()
        if graph == "cumulative":
            self.cum_legend.clear()
        elif graph == "hours":
            self.hours_legend.clear()
            self._curves = []
        return False

    def set_report(self, report: PlanReport | None) -> None:
        self.report = report
        tco = report.tco if report else None
        if tco is None:
            for graph in ("cumulative", "hours", "tornado"):
                self._same_shape(graph, None)
            missing = report.tco_not_computed() if report else None
            reason = missing.text(current_language()) if missing else ""
            self.summary.setText(QCoreApplication.translate("TcoPanel", "Cost of ownership not available. {reason}").format(reason=reason))
            self.readout.clear()
            self._draw_histogram()
            return
        lang = current_language()
        self.summary.setText(QCoreApplication.translate(
            "TcoPanel", "Owning: {total:,.2f} {cur} a month (hardware {hw:,.2f}, power {pw:,.2f}, time {tm:,.2f}, risk {rk:,.2f}). "
                        "3-year TCO {three:,.2f} {cur}. {verdict}").format(
            total=tco.monthly.total_per_month, cur=tco.currency, hw=tco.monthly.hardware_per_month,
            pw=tco.monthly.power_per_month, tm=tco.monthly.time_per_month, rk=tco.monthly.risk_per_month,
            three=tco.three_year_total, verdict=tco.verdict.render(lang)))
        self._draw_cumulative(tco, lang)
        self._draw_hours(tco, lang)
        self._draw_tornado(tco, lang)
        self._draw_histogram()

    def _draw_cumulative(self, tco, lang: str) -> None:
        """Cumulative cost by month (the report's series) with a payback marker per alternative."""
        names = [series.name.render(lang) for series in tco.cumulative]
        paybacks = [(alt, alt.payback_months > 0.6 * tco.plan_months)  # right: keep the label inside the plot
                    for alt in tco.alternatives if alt.payback_months is not None and alt.payback_months <= tco.plan_months]
        texts = [QCoreApplication.translate("TcoPanel", "payback {m:.1f} mo. ({name})").format(
            name=_short(alt.name.render(lang), 22), m=alt.payback_months) for alt, _ in paybacks]
        shape = (lang, tco.currency, tuple(names), tuple(s.kind for s in tco.cumulative),
                 tuple(right for _, right in paybacks))
        if self._same_shape("cumulative", shape):
            items = self._items["cumulative"]
            for curve, series in zip(items, tco.cumulative):
                _set_data(curve, None, series.values)
            for line, (alt, _), text in zip(items[len(tco.cumulative):], paybacks, texts):
                _set_pos(line, alt.payback_months)
                if line.label.format != text:
                    line.label.setFormat(text)
            return
        items = self._items["cumulative"]
        for i, (series, name) in enumerate(zip(tco.cumulative, names)):
            style = Qt.PenStyle.DashLine if series.kind == "own_net" else Qt.PenStyle.SolidLine
            items.append(self.cumulative.plot(np.arange(len(series.values)), series.values, name=name,
                                              pen=pg.mkPen(COLOURS[i % len(COLOURS)], width=2, style=style)))
        for shown, ((alt, right), text) in enumerate(zip(paybacks, texts), start=1):
            line = pg.InfiniteLine(pos=alt.payback_months, angle=90, movable=False,
                                   pen=pg.mkPen("#59a14f", style=Qt.PenStyle.DashLine), label=text,
                                   labelOpts={"position": 0.12 + 0.07 * shown, "color": "#2e7d32",
                                              "anchors": [(1, 0), (1, 0)] if right else [(0, 0), (0, 0)]})
            self.cumulative.addItem(line)
            items.append(line)
        self.cumulative.setLabel("bottom", QCoreApplication.translate("TcoPanel", "month"))
        self.cumulative.setLabel("left", tco.currency)

    def _draw_hours(self, tco, lang: str) -> None:
        """Monthly cost against load hours: the report's sampled series (a reservation's minimum included), its
        break-even markers and the current usage."""
        hours = np.asarray(tco.cost_vs_hours.hours)
        series_list = tco.cost_vs_hours.series
        marked = [s.break_even_hours_per_month is not None and s.break_even_hours_per_month <= hours[-1]
                  for s in series_list]
        shape = (lang, tco.currency, tuple(s.name.render(lang) for s in series_list),
                 tuple(s.kind for s in series_list), tuple(marked))
        if self._same_shape("hours", shape):
            curves, lines = self._items["hours"]
            for curve, series in zip(curves, series_list):
                _set_data(curve, hours, series.values)
            for line, series in zip(lines, [s for s, m in zip(series_list, marked) if m]):
                _set_pos(line, series.break_even_hours_per_month)
            _set_pos(self._usage_line, tco.inputs.load_hours_per_month)
            top = max(s.values[-1] for s in series_list) * 0.6 + 1
            if top != self._hours_top:
                self._hours_top = top
                self.hours.setYRange(0, top)
            return
        curves, lines = [], []
        self._items["hours"] = [curves, lines]
        for i, series in enumerate(series_list):
            own = series.kind == "own"
            colour = COLOURS[0 if own else (i + 1) % len(COLOURS)]
            curve = self.hours.plot(hours, series.values, name=series.name.render(lang),
                                    pen=pg.mkPen(colour, width=3 if own else 2))
            curves.append(curve)
            self._curves.append((series.name.render(lang), curve))
            if marked[i]:
                line = pg.InfiniteLine(
                    pos=series.break_even_hours_per_month, angle=90, movable=False,
                    pen=pg.mkPen(colour, style=Qt.PenStyle.DashLine),
                    label="H* {value:0.0f} h", labelOpts={"position": 0.98 - 0.08 * i, "color": colour,
                                                          "fill": (255, 255, 255, 210)})
                self.hours.addItem(line)
                lines.append(line)
        self._usage_line = pg.InfiniteLine(
            pos=tco.inputs.load_hours_per_month, angle=90, movable=False, pen=pg.mkPen("#333", width=1),
            label=QCoreApplication.translate("TcoPanel", "your usage"), labelOpts={"position": 0.1, "color": "#333"})
        self.hours.addItem(self._usage_line)
        self.hours.addItem(self.vline, ignoreBounds=True)
        self.hours.addItem(self.hline, ignoreBounds=True)
        self.hours.setLabel("bottom", QCoreApplication.translate("TcoPanel", "load hours per month"))
        self.hours.setLabel("left", QCoreApplication.translate("TcoPanel", "{cur} per month").format(cur=tco.currency))
        # zoom on the lower part, where the lines cross
        self._hours_top = max(s.values[-1] for s in tco.cost_vs_hours.series) * 0.6 + 1
        self.hours.setYRange(0, self._hours_top)

    def _draw_tornado(self, tco, lang: str) -> None:
        """Break-even hours at each input -20 % / +20 % around the report's base break-even; a bar end that
        never breaks even is drawn at the base."""
        bars = tco.tornado[:10]
        names = [b.input.render(lang) for b in bars][::-1]
        label = QCoreApplication.translate(
            "TcoPanel", "break-even hours per month (each input -20 % .. +20 %) against {name}").format(
            name=_short(tco.tornado_alternative or "", 40))
        reason = tco.tornado_empty_reason.render(lang) if tco.tornado_empty_reason is not None else None
        same = self._same_shape("tornado", (lang, tuple(names), label, reason))
        if reason is not None:  # nothing to draw: say why, where the bars would be
            if not same:
                self.tornado.getAxis("left").setTicks([[]])
                wide = any(ord(ch) >= 0x2E80 for ch in reason)  # CJK characters are twice as wide
                note = pg.TextItem(textwrap.fill(reason, 36 if wide else 70), color="#666", anchor=(0, 0))
                note.setPos(0, 1)
                self.tornado.addItem(note)
                self.tornado.setRange(xRange=(0, 1), yRange=(0, 1), padding=0.02)
            return
        if not bars:
            return
        base = tco.tornado_base_hours or 0.0
        lows = [b.break_even_low if b.break_even_low is not None else base for b in bars][::-1]
        highs = [b.break_even_high if b.break_even_high is not None else base for b in bars][::-1]
        y = np.arange(len(bars))
        left = [min(lo, hi) for lo, hi in zip(lows, highs)]
        width = [abs(hi - lo) for lo, hi in zip(lows, highs)]
        if same:
            bar_item, base_line = self._items["tornado"]
            bar_item.setOpts(x0=left, y=y, height=0.6, width=width)
            base_line.setPos(base)
            return
        bar_item = pg.BarGraphItem(x0=left, y=y, height=0.6, width=width, brush="#4e79a7")
        base_line = pg.InfiniteLine(pos=base, angle=90, movable=False, pen=pg.mkPen("#e15759"))
        self.tornado.addItem(bar_item)
        self.tornado.addItem(base_line)
        self._items["tornado"] = [bar_item, base_line]
        self.tornado.getAxis("left").setTicks([list(zip(y, names))])
        self.tornado.setLabel("bottom", label)

    def _draw_histogram(self) -> None:
        mc = self.report.tco.monte_carlo if self.report and self.report.tco else None
        shape = (current_language(), mc)
        if self._shapes.get("histogram") == shape:
            return
        self._shapes["histogram"] = shape
        self.histogram.clear()
        if mc is None or not mc.histogram_counts:
            text = pg.TextItem(QCoreApplication.translate("TcoPanel", "The Monte Carlo runs in the background (Tools menu)."),
                               color="#666")
            self.histogram.addItem(text)
            return
        edges = np.array(mc.histogram_edges)
        centres = (edges[:-1] + edges[1:]) / 2
        self.histogram.addItem(pg.BarGraphItem(x=centres, height=mc.histogram_counts, width=edges[1] - edges[0],
                                               brush="#76b7b2"))
        # each label at its own height: P10 and P50 lie close together and their labels overlapped at one height
        for (label, value), height in zip((("P10", mc.three_year_cost.p10), ("P50", mc.three_year_cost.p50),
                                           ("P90", mc.three_year_cost.p90)), PERCENTILE_LABEL_HEIGHTS):
            self.histogram.addItem(pg.InfiniteLine(pos=value, angle=90, movable=False, pen=pg.mkPen("#333", style=Qt.PenStyle.DashLine),
                                                   label=f"{label} {{value:,.0f}}", labelOpts={"position": height}))
        self.histogram.setLabel("bottom", QCoreApplication.translate("TcoPanel", "cost over the plan, net of resale"))
        self.histogram.setLabel("left", QCoreApplication.translate("TcoPanel", "draws"))

    def _mouse_moved(self, pos) -> None:
        tco = self.report.tco if self.report else None
        if tco is None or not self.hours.sceneBoundingRect().contains(pos):
            return
        point = self.hours.plotItem.vb.mapSceneToView(pos)
        h = max(point.x(), 0.0)
        self.vline.setPos(h)
        self.hline.setPos(point.y())
        # read the report's samples, linearly interpolated between them (the series are straight between samples:
        # every kink of a reservation's minimum is a sample)
        hours = tco.cost_vs_hours.hours
        parts = [f"{name}: {np.interp(h, hours, s.values):,.0f}"
                 for (name, _), s in zip(self._curves, tco.cost_vs_hours.series)]
        self.readout.setText(QCoreApplication.translate("TcoPanel", "{h:,.0f} h/month - ").format(h=h)
                             + "; ".join(parts) + f" {tco.currency}")


#: Where on its line each percentile's label sits (fraction of the plot's height): P10, P50, P90 one under another
PERCENTILE_LABEL_HEIGHTS = (0.95, 0.75, 0.55)


def _legend_below(plot: pg.PlotWidget) -> pg.LegendItem:
    """A legend under the plot's x axis, where it hides no curve, crossing or H* label (over the plot it covered
    the top, where the H* labels are); curves plotted with a name join it. One column: two made the plot wider
    than the tab with long offer names."""
    item = plot.getPlotItem()
    legend = pg.LegendItem(frame=False, labelTextColor="#222")
    item.layout.addItem(legend, 4, 1)
    item.legend = legend
    return legend


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1].rstrip(" ,") + "…"


def _set_data(curve, x, values) -> None:
    """A curve's new data, skipped when the values are those it shows (an edit of one part leaves most of the
    alternatives' lines as they were: redrawing them is most of a refresh). x None: 0, 1, 2, ..."""
    key = (None if x is None else tuple(x), tuple(values))
    if getattr(curve, "_shown_data", None) == key:
        return
    curve._shown_data = key
    curve.setData(np.arange(len(values)) if x is None else x, values)


def _set_pos(line, pos: float) -> None:
    if line.value() != pos:
        line.setPos(pos)
