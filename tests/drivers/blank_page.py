"""Drive the window from File > New to the rig of the blank-page test with keys and clicks only (QTest), for the
test and for the screenshots in docs/ (tools/screenshots.py)."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit

from ..ui_tabs import tab_of

PARTS = ("ryzen-9-7950x", "asus-proart-x870e-creator-wifi", "kingston-fury-beast-ddr5-6000-2x32gb",
         "msi-meg-ai1300p-pcie5", "fractal-design-meshify-2", "rtx-3090", "rtx-4090")


def menu_action(menu, text):
    """The entry of a menu as the user reads it (accelerator '&' and shortcut aside)."""
    for action in menu.actions():
        if action.text().replace("&", "").split("\t")[0].rstrip(".…") == text:
            return action
    raise AssertionError(f"{text!r} not in {[a.text() for a in menu.actions()]}")


def add_from_catalog(window, search):
    QTest.mouseClick(window.add_button, Qt.MouseButton.LeftButton)  # opens the catalog (a popup on a small window)
    box = window.picker.search
    assert box.isVisible()
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(box, search)
    QTest.keyClick(box, Qt.Key.Key_Return)


def part_names():
    """What the parts table shows for each catalog id of PARTS (the catalog's names: data, not the document)."""
    from planner.catalog.store import bundled_catalog

    catalog = bundled_catalog()
    return {part: catalog.part(part).name for part in PARTS}


def shown_parts(window) -> list[str]:
    """The part column of the table, top to bottom, as the user reads it."""
    from ui.parts_model import COLUMNS

    model, column = window.parts_model, COLUMNS.index("part")
    return [model.index(row, column).data() for row in range(model.rowCount())]


def row_showing(window, name: str) -> int:
    """The one row whose part column reads `name`."""
    rows = [row for row, shown in enumerate(shown_parts(window)) if shown == name]
    assert len(rows) == 1, f"{name!r} shown on rows {rows}"
    return rows[0]


def cell(window, row, column):
    from ui.parts_model import COLUMNS

    return window.parts_model.index(row, COLUMNS.index(column))


def type_into_cell(window, index, text):
    view = window.parts_view
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()  # the cell's editor (an earlier one may still await deletion)
    assert isinstance(editor, (QLineEdit, QAbstractSpinBox))
    editor.selectAll()
    QTest.keyClicks(editor, text)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QCoreApplication.processEvents()  # the delegate commits and closes the editor in a queued call


def choose_in_cell(window, index, value):
    """Arrow keys down the cell's choices until the one that stands for `value` (the same in any language)."""
    view = window.parts_view
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_F2)
    combo = QApplication.focusWidget()
    assert isinstance(combo, QComboBox)
    QTest.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != value:
        before = combo.currentIndex()
        QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"{value!r} is not a choice"
    QTest.keyClick(combo, Qt.Key.Key_Return)
    QCoreApplication.processEvents()


def choose_in_combo(combo, value):
    """Arrow keys down the list until the entry that stands for `value` (a catalog id or a format id)."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != value:
        before = combo.currentIndex()
        QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"{value!r} is not in the list"


def click_tab(tabs, index: int) -> None:
    bar = tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def break_even_labels(tco_panel):
    import pyqtgraph as pg

    items = tco_panel.hours.getPlotItem().items
    texts = [item.label.toPlainText() for item in items
             if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None]
    return sorted(t for t in texts if t.startswith("H*"))


def file_new(window) -> None:
    """File > New in whatever language the menu is, with the window active (keys go to its focus widget)."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 2000)
    new = window.actions_["new"]
    assert new in window.file_menu.actions()
    new.trigger()
    assert window.parts_model.rowCount() == 0


def export_the_quote(window, action, path, monkeypatch, qtbot) -> None:
    """File > Export quote (`action`, its menu entry), the save dialog answering `path`; waits for the job."""
    from PySide6.QtWidgets import QFileDialog

    assert action in window.file_menu.actions()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), "Excel (*.xlsx)"))
    action.trigger()
    with qtbot.waitSignal(window.job.done, timeout=60_000):
        pass
    assert path.exists()


def build_the_rig(window):
    """File > New and the rig, typed and clicked; returns the id the table gives the 3090 line (to find it in the
    saved file)."""
    from ui.parts_model import PartsTableModel

    file_new(window)
    names = part_names()
    for part in PARTS:
        add_from_catalog(window, part)
        assert shown_parts(window)[-1] == names[part]  # the first match, added once
    assert len(shown_parts(window)) == len(PARTS)
    QTest.keyClick(window.picker.search, Qt.Key.Key_Escape)  # done with the catalog: a popup closes
    QTest.qWaitForWindowActive(window, 2000)
    gpu3090 = row_showing(window, names["rtx-3090"])
    type_into_cell(window, cell(window, gpu3090, "quantity"), "2")
    choose_in_cell(window, cell(window, gpu3090, "condition"), "used")
    type_into_cell(window, cell(window, gpu3090, "unit_price"), "5200")
    choose_in_cell(window, cell(window, gpu3090, "currency"), "CNY")  # bought on Xianyu, priced in yuan
    QTest.mouseClick(window.place_button, Qt.MouseButton.LeftButton)
    editor = window.workload_editor
    click_tab(window.tabs, tab_of(window, editor))
    choose_in_combo(editor.model, "qwen2.5-72b-instruct")
    choose_in_combo(editor.quant, "gguf-q4_k_m")
    spin = window.context_slider.spin
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "16384")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    return cell(window, row_showing(window, names["rtx-3090"]), "part").data(PartsTableModel.ItemIdRole)
