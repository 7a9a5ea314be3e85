"""A new user's own rig, from a blank page to an exported quote, driven through the real widgets only: menus,
the catalog search box, the parts table's editors, the Place cards button, the workload editor and the context
box, typed with keys. What the widgets then show (the parts total, the PSU verdict, each card's VRAM, the
break-even hours) is compared with planner.evaluate of the file the window saved, and the quote the window wrote
is recalculated in LibreOffice. The same session in Chinese, the language chosen from the View menu first, shows
Chinese labels around the same figures of its own saved file."""

import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
from PySide6.QtWidgets import QFileDialog  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from ui.parts_model import COLUMNS  # noqa: E402

from .drivers.blank_page import (  # noqa: E402
    PARTS, break_even_labels, build_the_rig, export_the_quote, menu_action,
)
from .lo_recalc import error_cells, recalculate, soffice_or_skip  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                             "This plugin does not support raise")]  # offscreen, the catalog popup

HAN = re.compile(r"[\u4e00-\u9fff]")  # a Chinese character


@pytest.fixture
def window(open_window):
    return open_window()


def test_from_a_blank_page_to_a_recalculated_quote(window, qtbot, tmp_path, monkeypatch, catalog):
    gpu3090 = build_the_rig(window)
    qtbot.waitUntil(lambda: not window.document.report_pending)  # the last burst of edits is shown as the loop turns
    saved = tmp_path / "my rig.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), "Projects (*.json)"))
    menu_action(window.file_menu, "Save As").trigger()
    project = load_project(saved)
    report = evaluate(project, catalog, with_monte_carlo=False)

    # what was built, as the file holds it
    node = project.nodes[0]
    assert sorted(i.part_id for i in node.items) == sorted(PARTS)
    line = next(i for i in node.items if i.id == gpu3090)
    assert (line.quantity, line.condition, line.unit_price.amount, line.unit_price.currency) == (2, "used", 5200, "CNY")
    assert all(len(i.slots) == i.quantity for i in node.items if i.part_id in ("rtx-3090", "rtx-4090"))
    assert (project.workload.model_id, project.workload.quantization, project.workload.context_tokens) == \
        ("qwen2.5-72b-instruct", "gguf-q4_k_m", 16384)

    # the total row
    total = report.bom.total
    first = window.parts_total.text().splitlines()[0]
    assert first.startswith(f"Total: {total.amount:,.2f} {total.currency} (")
    assert report.bom.conversions and all(c in first for c in report.bom.conversions)  # the dated rates used
    assert total.currency == project.costs.currency
    used = next(b for b in report.bom.lines if b.item_id == gpu3090)
    assert (used.line_total.amount, used.line_total.currency, used.price_source) == (10400, "CNY", "own")

    # the PSU verdict on the power tab
    window.power_panel.grab()
    psu = report.power.nodes[0].psus[0]
    worst = psu.worst_window
    (psu_line,) = [label for kind, label, _ in window.power_panel.drawn if kind == "psu"]
    assert f"{psu.load_fraction:.0%} load" in psu_line
    assert f"{worst.total_w:,.0f} of {worst.tolerance_w:,.0f} W" in psu_line

    # each card's VRAM on the model-fit tab
    window.vram_panel.grab()
    drawn = [label for kind, label, _ in window.vram_panel.drawn if kind in ("weights", "kv", "overhead")]
    assert len(report.fit.per_gpu) == 3
    assert drawn == [f"{c.name}: {gib:.3f} GiB" for c in report.fit.per_gpu
                     for gib in (c.weights_gib, c.kv_gib, c.overhead_gib)]

    # break-even hours on the cost-vs-hours plot, one per alternative that breaks even
    expected = sorted(f"H* {s.break_even_hours_per_month:0.0f} h" for s in report.tco.cost_vs_hours.series
                      if s.break_even_hours_per_month is not None
                      and s.break_even_hours_per_month <= report.tco.cost_vs_hours.hours[-1])
    assert expected and break_even_labels(window.tco_panel) == expected

    # the quote the window writes, recalculated by LibreOffice
    quote = tmp_path / "quote.xlsx"
    export_the_quote(window, menu_action(window.file_menu, "Export quote"), quote, monkeypatch, qtbot)
    soffice_or_skip()
    from openpyxl import load_workbook

    out, sheets = recalculate(quote, tmp_path / "lo")
    assert error_cells(quote, sheets) == []
    wb = load_workbook(out, data_only=True)
    (sheet, coord), = list(wb.defined_names["quote_total"].destinations)
    assert abs(wb[sheet][coord.replace("$", "")].value - total.amount) <= 0.006


def test_the_same_build_in_chinese_shows_chinese_labels_and_the_same_figures(window, qtbot, tmp_path, monkeypatch,
                                                                            catalog):
    """A Chinese user's session: View > Language > 中文 first, then the same keys and clicks (choices are picked by
    value, so the keys do not depend on the language)."""
    chinese = window.language_actions["zh_CN"]
    assert window.language_menu.menuAction() in window.view_menu.actions() and chinese in window.language_menu.actions()
    chinese.trigger()
    QCoreApplication.processEvents()  # the language change reaches the window as an event
    try:
        build_the_rig(window)
        qtbot.waitUntil(lambda: not window.document.report_pending)  # the last burst of edits, shown as the loop turns
        save_as = window.actions_["save_as"]
        assert save_as in window.file_menu.actions() and HAN.search(save_as.text())
        saved = tmp_path / "我的装机.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
        save_as.trigger()
        report = evaluate(load_project(saved), catalog, with_monte_carlo=False)

        # the table and the tabs speak Chinese
        headers = [window.parts_model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))]
        assert all(HAN.search(h) for h in headers), headers
        assert all(HAN.search(window.tabs.tabText(i)) for i in range(window.tabs.count()))
        assert HAN.search(window.place_button.text())

        # the total row: a Chinese label, the report's figure
        total = report.bom.total
        first = window.parts_total.text().splitlines()[0]
        assert first.startswith("合计") and f"{total.amount:,.2f} {total.currency}" in first

        # the PSU verdict: load and worst window in Chinese words, the report's figures
        window.power_panel.grab()
        psu = report.power.nodes[0].psus[0]
        (psu_line,) = [label for kind, label, _ in window.power_panel.drawn if kind == "psu"]
        assert f"负载 {psu.load_fraction:.0%}" in psu_line
        assert f"{psu.worst_window.total_w:,.0f} / {psu.worst_window.tolerance_w:,.0f} W" in psu_line

        # each card's VRAM under a Chinese verdict
        window.vram_panel.grab()
        (title,) = [label for kind, label, _ in window.vram_panel.drawn if kind == "title"]
        assert report.fit.fits and title.endswith("装得下")
        drawn = [label for kind, label, _ in window.vram_panel.drawn if kind in ("weights", "kv", "overhead")]
        assert drawn == [f"{c.name}: {gib:.3f} GiB" for c in report.fit.per_gpu
                         for gib in (c.weights_gib, c.kv_gib, c.overhead_gib)]

        # the break-even hours
        assert HAN.search(window.tco_panel.tabs.tabText(1))
        expected = sorted(f"H* {s.break_even_hours_per_month:0.0f} h" for s in report.tco.cost_vs_hours.series
                          if s.break_even_hours_per_month is not None
                          and s.break_even_hours_per_month <= report.tco.cost_vs_hours.hours[-1])
        assert expected and break_even_labels(window.tco_panel) == expected
    finally:
        window.change_language("en")
