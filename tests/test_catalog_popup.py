"""The catalog picker at small and large window sizes: a popup on 1280x800 (it took a third of the window as a
dock), docked under the parts at 1920x1080; Add part opens it, Escape closes the popup, Enter adds once."""

import contextlib

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from ui.catalog_picker import CatalogTableModel  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise")]  # offscreen, the catalog popup


@pytest.fixture
def window(open_window):
    return open_window()


def test_small_window_keeps_the_catalog_as_a_popup(window, qtbot):
    dock = window.catalog_dock
    assert dock.isFloating() and not dock.isVisible()
    assert window.parts_view.height() > 250  # the parts table has the room the dock took
    qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)
    assert dock.isVisible() and dock.height() <= window.height() // 2
    rows = len(window.document.current_node().items)
    qtbot.keyClicks(window.picker.search, "samsung-990-pro-4tb")
    qtbot.keyClick(window.picker.search, Qt.Key.Key_Return)
    assert len(window.document.current_node().items) == rows + 1 and dock.isVisible()  # stays for the next part
    qtbot.keyClick(window.picker.search, Qt.Key.Key_Escape)
    assert not dock.isVisible()


def test_large_window_docks_the_catalog_and_back(window, qtbot):
    dock = window.catalog_dock
    window.resize(1920, 1080)
    assert not dock.isFloating() and dock.isVisible()
    qtbot.keyClick(window.picker.search, Qt.Key.Key_Escape)  # Escape does not hide a docked picker
    assert dock.isVisible()
    window.resize(1280, 800)
    assert dock.isFloating() and not dock.isVisible()


def test_a_narrow_window_keeps_the_catalog_as_a_popup_too(window):
    # 1399 px wide: the right-hand pictures need the room even on a tall window
    window.resize(1399, 1080)
    assert window.catalog_dock.isFloating() and not window.catalog_dock.isVisible()
    window.resize(1920, 1080)
    assert not window.catalog_dock.isFloating()


def test_view_catalog_opens_the_popup_over_the_window(window, qtbot):
    dock = window.catalog_dock
    dock.toggleViewAction().trigger()  # View > Catalog
    assert dock.isVisible() and dock.isFloating()
    frame = window.frameGeometry()
    assert frame.contains(dock.geometry()) and dock.height() <= window.height() // 2
    dock.toggleViewAction().trigger()
    assert not dock.isVisible()


def cut_off(picker) -> list[str]:
    """The picker's controls that are hidden, narrower than their text needs, or outside the picker; the table's
    price and date columns out of sight; fewer than four result rows on screen."""
    out = []
    controls = {"search": picker.search, "kind": picker.kind, "fits": picker.fits_only,
                "hidden count": picker.hidden_note, "new part": picker.new_part_button}
    for name, widget in controls.items():
        rect = widget.rect().translated(widget.mapTo(picker, widget.rect().topLeft()))
        if not widget.isVisible() or not picker.rect().contains(rect):
            out.append(f"{name} not inside the picker")
        elif name != "search" and widget.width() < widget.sizeHint().width():
            out.append(f"{name} {widget.width()} px < {widget.sizeHint().width()} px")
    header, view = picker.view.horizontalHeader(), picker.view
    for column in ("name", "price", "date"):
        section = CatalogTableModel.COLUMNS.index(column)
        if header.sectionViewportPosition(section) + header.sectionSize(section) > view.viewport().width():
            out.append(f"{column} column out of sight")
    if view.viewport().height() < 4 * view.verticalHeader().defaultSectionSize():
        out.append(f"{view.viewport().height()} px of rows")
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_nothing_essential_is_cut_off(open_window, qtbot, size, lang):
    from ui.i18n import set_language

    window = open_window(size, new=True)
    set_language(lang)
    try:
        window.focus_catalog()
        picker = window.picker
        qtbot.keyClicks(picker.search, "ryzen-9-7950x")
        qtbot.keyClick(picker.search, Qt.Key.Key_Return)
        picker.search.clear()  # the whole catalog less what does not fit AM5: the hidden count has text
        qtbot.waitUntil(lambda: window.catalog_dock.isVisible())
        assert picker.hidden_note.text()
        with contextlib.suppress(qtbot.TimeoutError):  # the layouts settle after a language change
            qtbot.waitUntil(lambda: not cut_off(picker), timeout=3000)
        assert picker.proxy.rowCount() > 4
        assert cut_off(picker) == []
        assert window.parts_view.isVisible() and window.parts_view.height() > 250
        assert window.add_button.isVisible() and window.summary.isVisible()
    finally:
        set_language("en")
