"""Tools > Compare builds... (issue 14): the open project beside other files, every cell the CompareReport of
planner.compare on the same builds, the chart's dots at each build's price and decode speed, the comparison
following edits, and Export quote with a Compare sheet."""

from __future__ import annotations

import datetime

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from planner import edit
from planner.compare import compare_projects
from planner.io import load_project
from planner.paths import resource

SEED003 = str(resource("examples", "seed-003-six-gpu-server.json"))
pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise")]  # offscreen, the dialog raised


def cells(dialog, lang="en"):
    model = dialog.model
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def expected(dialog, lang="en"):
    report = compare_projects(dialog.pairs(), dialog.window_.catalog, as_of=datetime.date.today())
    return report, [[c.render(lang) for c in row.cells] + [row.direction.render(lang)]
                    for row in report.rows]


@pytest.fixture
def dialog(open_window, qtbot, monkeypatch):
    window = open_window()
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([SEED003], "Projects (*.json)"))
    window.tools_menu.actions()[[a.text() for a in window.tools_menu.actions()].index("&Compare builds...")].trigger()
    d = window.compare_dialog
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    return d


def test_the_table_and_chart_are_the_comparison_of_the_same_builds(dialog):
    report, rows = expected(dialog)
    assert [v.name for v in report.variants] == [dialog.model.headerData(i, Qt.Orientation.Horizontal)
                                                 for i in range(2)]
    assert cells(dialog) == rows
    price = next(i for i, row in enumerate(report.rows) if row.key == "price_total")
    for col in range(2):
        bold = dialog.model.data(dialog.model.index(price, col), Qt.ItemDataRole.FontRole)
        assert (bold is not None and bold.bold()) == (col in report.rows[price].best)
    assert [(p[1], p[2]) for p in dialog.chart.points] == [(v.price_total, v.tokens_per_s) for v in report.variants
                                                          if v.price_total is not None and v.tokens_per_s is not None]
    assert dialog.export_button.isEnabled() and dialog.message.text() == ""


def test_an_edit_in_the_window_refreshes_the_comparison(dialog, qtbot):
    doc = dialog.window_.document
    before = dialog.report.variants[0].price_total
    gpu = next(i for i in doc.project.nodes[0].items if i.part_id and "rtx" in i.part_id)
    doc.push(edit.update_item(doc.project, doc.project.nodes[0].id, gpu.id, {"quantity": gpu.quantity + 1}),
             "add a card")
    qtbot.waitUntil(lambda: dialog.report.variants[0].price_total != before, timeout=3000)
    assert cells(dialog) == expected(dialog)[1]


def test_a_file_that_cannot_be_read_is_named_and_left_out(dialog, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ nope", encoding="utf-8")
    dialog.add_paths([str(broken)])
    assert "broken.json" in dialog.message.text() and len(dialog.pairs()) == 2
    assert cells(dialog) == expected(dialog)[1]


def test_removing_the_other_build_leaves_the_open_project_alone(dialog, qtbot):
    dialog.builds.setCurrentRow(1)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert len(dialog.pairs()) == 1 and dialog.model.rowCount() == 0 and not dialog.export_button.isEnabled()
    assert "Add one or more project files" in dialog.message.text()


def test_the_comparison_in_chinese(dialog, qtbot):
    from ui.i18n import set_language

    set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "方案对比")
        assert dialog.model.headerData(2, Qt.Orientation.Horizontal) == "怎样算更好"
        assert cells(dialog) == expected(dialog, "zh_CN")[1]
        assert dialog.model.headerData(0, Qt.Orientation.Vertical) == "价格（CNY）"
    finally:
        set_language("en")


def test_export_quote_writes_the_compare_sheet(dialog, qtbot, monkeypatch, tmp_path):
    target = tmp_path / "compared.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Excel (*.xlsx)"))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(target.exists, timeout=15000)
    qtbot.waitUntil(lambda: dialog.window_.job is None or not dialog.window_.job.is_running(), timeout=15000)
    ws = load_workbook(target)["Compare"]
    assert [ws.cell(3, c).value for c in (2, 3)] == [v.name for v in dialog.report.variants]
    assert ws.cell(4, 2).value == dialog.report.variants[0].price_total


def test_the_seed_003_file_is_read_as_compare_reads_it(dialog):
    assert dialog.pairs()[1][1] == load_project(SEED003)


def test_the_chart_pads_equal_prices_instead_of_zooming_into_cents():
    """Issue 28: two builds at the same 40,782.88 CNY drew an axis from 40,782.6 to 40,783.2."""
    from ui.compare_view import padded_range

    low, high = padded_range([40782.88, 40782.88])
    assert low <= 40782.88 * 0.9 and high >= 40782.88 * 1.1
    low, high = padded_range([10000.0, 303673.19])
    assert low < 10000.0 and high > 303673.19 and high - low < 303673.19 * 1.5
