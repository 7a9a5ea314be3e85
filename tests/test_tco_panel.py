"""The cost panel draws the report's series and markers, and computes none of its own (driven offscreen)."""

import numpy as np
import pytest

pytest.importorskip("PySide6")

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402

from .test_quote_xlsx import _variant  # noqa: E402

# showing a window offscreen makes Qt warn that the platform cannot propagate size hints; nothing of ours
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

RESERVED = {"name": "reserved 2x", "pricing": "reserved", "gpus": 2, "committed_hours_per_month": 100,
            "price_per_gpu_hour": {"amount": 2.4, "currency": "CNY"}}


@pytest.fixture
def panel(qtbot):
    from ui.i18n import set_language
    from ui.panels_tco import TcoPanel

    set_language("en")
    widget = TcoPanel()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def report(seed000, catalog):
    """Seed 000 with a reservation in front of its cloud and API options."""
    costs = seed000.costs.model_dump(mode="json", by_alias=True, exclude_none=True)
    project = _variant(seed000, cloud_options=[RESERVED, *costs["cloud_options"]])
    return evaluate(project, catalog, with_monte_carlo=False)


def test_each_cost_vs_hours_curve_is_the_report_series(panel, report):
    panel.set_report(report)
    cvh = report.tco.cost_vs_hours
    curves = panel.hours.listDataItems()
    assert [c.name() for c in curves] == [s.name.en for s in cvh.series]
    for curve, series in zip(curves, cvh.series):
        x, y = curve.getData()
        assert x.tolist() == cvh.hours
        assert y.tolist() == series.values, series.name
    reserved = curves[1].getData()[1]
    assert reserved[0] == 480, "the reservation's minimum is drawn (2 x 2.4 x 100 h)"


def test_break_even_markers_and_tornado_centre_come_from_the_report(panel, report):
    panel.set_report(report)
    markers = sorted(item.value() for item in panel.hours.plotItem.items
                     if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None
                     and item.label.format.startswith("H*"))
    expected = sorted(s.break_even_hours_per_month for s in report.tco.cost_vs_hours.series
                      if s.break_even_hours_per_month is not None
                      and s.break_even_hours_per_month <= report.tco.cost_vs_hours.hours[-1])
    assert markers == expected and len(expected) >= 2
    centre = [item.value() for item in panel.tornado.plotItem.items if isinstance(item, pg.InfiniteLine)]
    assert centre == [report.tco.tornado_base_hours]
    assert report.tco.tornado_alternative in panel.tornado.getAxis("bottom").labelText


def test_the_crosshair_reads_the_series(panel, report):
    """The readout shows each series at the crosshair's hours: below the reservation's kink its minimum (480),
    and at the reservation's H* (a sample of the report) the own and the reserved cost, the same there."""
    panel.set_report(report)
    cvh = report.tco.cost_vs_hours
    reserved = cvh.series[1]
    h_star = reserved.break_even_hours_per_month
    i = cvh.hours.index(h_star)
    assert cvh.series[0].values[i] == pytest.approx(reserved.values[i], abs=1e-3)
    for h in (50.0, h_star):
        panel._mouse_moved(panel.hours.plotItem.vb.mapViewToScene(QPointF(h, 100.0)))
        shown = panel.vline.value()
        text = panel.readout.text()
        assert abs(shown - h) < 1.0
        for s in cvh.series:
            assert f"{s.name}: {np.interp(shown, cvh.hours, s.values):,.0f}" in text, (text, s.name)
    panel._mouse_moved(panel.hours.plotItem.vb.mapViewToScene(QPointF(50.0, 100.0)))
    assert "reserved 2x: 480;" in panel.readout.text()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_legend_hides_no_break_even_label_and_no_part_of_the_plot(panel, report, qtbot, language):
    """At the size the cost tab has in a 1280x800 window, each H* label is whole inside the plot, and the legend
    (long offer names in Chinese included) covers neither a label nor any of the plotted area, nor pushes the
    plot out of its tab: it sat over the top of the plot, where the H* labels are, and hid them."""
    from ui.i18n import set_language

    set_language(language)
    panel.resize(620, 560)
    panel.set_report(report)
    panel.tabs.setCurrentIndex(1)
    qtbot.wait(50)  # the tab's layout settles
    item = panel.hours.getPlotItem()
    view = item.vb.sceneBoundingRect()
    legend = item.legend.sceneBoundingRect()
    labels = [line.label for line in item.items
              if isinstance(line, pg.InfiniteLine) and getattr(line, "label", None) is not None
              and line.label.toPlainText().startswith("H*")]
    assert len(labels) >= 2 and len(item.legend.items) == len(report.tco.cost_vs_hours.series)
    assert not legend.intersects(view)
    assert item.sceneBoundingRect().right() <= panel.hours.viewport().width()  # the whole plot, axes too, in view
    for label in labels:
        box = label.sceneBoundingRect()
        assert view.contains(box), (label.toPlainText(), box, view)
        assert not box.intersects(legend)
    set_language("en")


def test_the_cumulative_legend_hides_no_part_of_the_plot(panel, report, qtbot):
    """Issue 28: the cumulative-cost legend sat over the plot and hid the owning line's start."""
    panel.resize(620, 560)
    panel.set_report(report)
    panel.tabs.setCurrentIndex(0)
    qtbot.wait(50)
    item = panel.cumulative.getPlotItem()
    assert len(panel.cum_legend.items) >= 2
    assert not panel.cum_legend.sceneBoundingRect().intersects(item.vb.sceneBoundingRect())


def test_the_percentile_labels_do_not_overlap(panel, seed000, catalog, qtbot):
    """Issue 28: the Monte Carlo P10 and P50 labels overlapped (close values, one height)."""
    report = evaluate(seed000, catalog)
    mc = report.tco.monte_carlo
    assert mc is not None and mc.histogram_counts
    panel.resize(620, 560)
    panel.set_report(report)
    panel.tabs.setCurrentIndex(3)
    qtbot.wait(50)
    item = panel.histogram.getPlotItem()
    labels = [line.label for line in item.items
              if isinstance(line, pg.InfiniteLine) and getattr(line, "label", None) is not None]
    boxes = [label.sceneBoundingRect() for label in labels]
    assert len(boxes) == 3
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
