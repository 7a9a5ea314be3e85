"""The part names stay readable in the parts table of a 1280x800 window (issues 25 and 27: in Chinese, with nine
lines, the name column was scrolled away or cut to a few characters): whatever the table is scrolled to, every
line's name shows at least its first 12 characters, at the standard font and at 1.25 times it."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QStyle, QTableView  # noqa: E402

from planner import edit  # noqa: E402
from ui.parts_model import COLUMNS  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]  # offscreen, on show()
NAME = COLUMNS.index("part")
HEAD = 12  # characters of a name that must show: enough to tell "Samsung 990 PRO 4TB" from "Samsung 64 GB DDR4"


@pytest.fixture
def font_scale() -> float:
    return 1.0


@pytest.fixture
def chinese_window(qtbot, isolated_settings, seed003, font_scale, monkeypatch):
    """Seed 003 (nine lines: CPU, cooler, board, memory, drives, six cards, PSUs, risers, frame) in Chinese, its two
    custom parts named in Chinese, in a 1280x800 window, with the application font at `font_scale`."""
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window
    from ui.i18n import set_language

    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)  # never wait offscreen
    app = QApplication.instance()
    standard = app.font()
    scaled = app.font()
    scaled.setPointSizeF(standard.pointSizeF() * font_scale)
    app.setFont(scaled)
    set_language("zh_CN")
    project = seed003
    for item_id, name in (("risers", "PCIe 4.0 x16 显卡延长线（20 厘米）"), ("frame", "六卡双电源开放式矿机架")):
        part = next(i for i in project.nodes[0].items if i.id == item_id).custom_part
        project = edit.update_item(project, "node-1", item_id,
                                   {"custom_part": {**part.model_dump(mode="json", exclude_none=True), "name": name}})
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.set_project(project, None)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()  # the column fitter runs when the event loop turns
    yield w
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()
    set_language("en")
    app.setFont(standard)


def views_showing_names(window) -> list[QTableView]:
    """The parts table and any table drawn over it, bottom first."""
    return [window.parts_view] + [v for v in window.parts_view.findChildren(QTableView) if v.isVisible()]


def shown_name_width(window) -> tuple[int, QTableView]:
    """The width, in pixels, of the part name cells a user can see (the view's viewport clips them, a table drawn
    over them hides them), and the view that shows them."""
    views = views_showing_names(window)
    best = (0, window.parts_view)
    for at, view in enumerate(views):
        if view.isColumnHidden(NAME):
            continue
        viewport = view.viewport()
        left = viewport.mapToGlobal(QPoint(view.horizontalHeader().sectionViewportPosition(NAME), 0)).x()
        lo = max(left, viewport.mapToGlobal(QPoint(0, 0)).x())
        hi = min(left + view.columnWidth(NAME), viewport.mapToGlobal(QPoint(viewport.width(), 0)).x())
        for above in views[at + 1:]:
            covered_lo = above.mapToGlobal(QPoint(0, 0)).x()
            if covered_lo <= lo < covered_lo + above.width():
                lo = covered_lo + above.width()
        best = max(best, (hi - lo, view), key=lambda pair: pair[0])
    return best


def assert_every_name_readable(window) -> None:
    model = window.parts_model
    width, view = shown_name_width(window)
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    names = [model.data(model.index(row, NAME)) for row in range(model.rowCount())]
    assert len(names) == 9
    for name in names:
        shown = view.fontMetrics().elidedText(name, view.textElideMode(), width - margin)
        assert shown.startswith(name[:HEAD]), f"{name!r} shows as {shown!r} in {width} px"


@pytest.mark.parametrize("font_scale", [1.0, 1.25], ids=["standard font", "font x1.25"])
def test_names_readable_as_opened_and_scrolled_to_the_prices(chinese_window):
    view = chinese_window.parts_view
    assert_every_name_readable(chinese_window)
    scroll = view.horizontalScrollBar()
    scroll.setValue(scroll.maximum())  # the user scrolls sideways to the totals, slots and notes
    QApplication.processEvents()
    assert scroll.maximum() > 0, "at 1280x800 the table is wider than its room"
    assert_every_name_readable(chinese_window)


def test_the_full_name_is_in_the_tooltip(chinese_window):
    model = chinese_window.parts_model
    row = model.row_of("memory")
    tip = model.data(model.index(row, NAME), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines()[0] == "Samsung 64 GB DDR4-3200 ECC Registered RDIMM M393A8G40AB2-CWE"


# ----------------------------------------------------------------------------- the frozen names work as the table


def scrolled_right(window) -> QTableView:
    view = window.parts_view
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum())
    QApplication.processEvents()
    return view.frozen


def name_cell(window, item_id: str):
    return window.parts_model.index(window.parts_model.row_of(item_id), NAME)


def test_clicking_names_selects_their_lines_for_copy_and_paste(chinese_window, qtbot):
    window, doc = chinese_window, chinese_window.document
    frozen = scrolled_right(window)
    for item_id, modifier in (("gpu", Qt.KeyboardModifier.NoModifier), ("psu", Qt.KeyboardModifier.ControlModifier)):
        qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, modifier,
                         frozen.visualRect(name_cell(window, item_id)).center())
    assert window.selected_ids() == ["gpu", "psu"]
    window.copy_rows()
    window.paste_rows()
    items = doc.project.nodes[0].items  # the copies come after the last selected line, and are selected
    assert [i.id for i in items] == ["cpu", "cooler", "board", "memory", "ssd", "gpu", "psu", "gpu-2", "psu-2",
                                     "risers", "frame"]
    assert window.selected_ids() == ["gpu-2", "psu-2"]
    assert [items[7].part_id, items[8].part_id] == ["rtx-6000-ada", "seasonic-prime-px-2200"]
    # new lines reset the table's model: the names are still first, and alone in the frozen column
    assert window.parts_view.horizontalHeader().visualIndex(NAME) == 0
    assert [c for c in range(len(COLUMNS)) if not frozen.isColumnHidden(c)] == [NAME]


def test_typing_on_a_custom_part_name_renames_it_in_the_frozen_column(chinese_window, qtbot):
    from PySide6.QtWidgets import QLineEdit

    window, doc = chinese_window, chinese_window.document
    frozen, view = scrolled_right(window), chinese_window.parts_view
    view.setFocus()
    view.setCurrentIndex(name_cell(window, "frame"))
    qtbot.keyClick(view, "A")  # typing on the current cell opens its editor: where the name shows
    [editor] = [e for e in frozen.findChildren(QLineEdit) if e.isVisible()]
    assert editor.text() == "A"
    qtbot.keyClicks(editor, "-frame 6 GPU")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()
    frame = next(i for i in doc.project.nodes[0].items if i.id == "frame")
    assert frame.custom_part.name == "A-frame 6 GPU"
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=frozen.visualRect(name_cell(window, "frame")).center())
    assert frozen.hasFocus()
    qtbot.keyClick(frozen, Qt.Key.Key_F2)  # the edit key, on the frozen name itself
    [editor] = [e for e in frozen.findChildren(QLineEdit) if e.isVisible()]
    assert editor.text() == "A-frame 6 GPU"
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    QApplication.processEvents()
    view.edit(name_cell(window, "risers"))  # a program asking the table to edit a name: it opens where it shows
    [editor] = [e for e in frozen.findChildren(QLineEdit) if e.isVisible()]
    assert editor.text() == "PCIe 4.0 x16 显卡延长线（20 厘米）"


def test_a_name_dragged_moves_its_line(chinese_window):
    window, doc = chinese_window, chinese_window.document
    frozen = scrolled_right(window)
    assert (frozen.dragEnabled(), frozen.acceptDrops()) == (True, True)
    assert frozen.dragDropMode() == QTableView.DragDropMode.InternalMove
    frozen.selectRow(window.parts_model.row_of("frame"))
    model = window.parts_model
    data = model.mimeData(frozen.selectedIndexes())  # what a drag from the frozen names carries
    model.dropMimeData(data, Qt.DropAction.MoveAction, 0, 0, model.index(-1, -1))
    assert doc.project.nodes[0].items[0].id == "frame"


def test_a_chosen_finding_shows_its_lines_among_the_names(chinese_window, qtbot):
    """Choosing a finding selects its lines, and the names scroll with the table to the first of them."""
    window = chinese_window
    window.main_split.widget(0).setSizes([150, 600])  # a few lines in view: the chosen ones must be scrolled to
    QApplication.processEvents()
    frozen, parts, findings = scrolled_right(window), window.parts_model, window.findings_model
    frozen.scrollToTop()
    assert window.parts_view.verticalScrollBar().maximum() > 0

    def lowest_row(r):
        return max((parts.row_of(i) for i in findings.data(findings.index(r), findings.FindingRole).item_ids),
                   default=-1)

    row = max(range(findings.rowCount()), key=lowest_row)
    about = findings.data(findings.index(row), findings.FindingRole).item_ids
    assert lowest_row(row) >= 6  # a finding about lines at the bottom of the nine
    window.findings_view.setCurrentIndex(findings.index(row))
    QApplication.processEvents()
    assert set(window.selected_ids()) == set(about)
    first = min(about, key=parts.row_of)
    assert frozen.viewport().rect().intersects(frozen.visualRect(name_cell(window, first)))
    assert frozen.verticalScrollBar().value() == window.parts_view.verticalScrollBar().value() > 0
