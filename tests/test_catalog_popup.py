"""The catalog picker at small and large window sizes: a popup on 1280x800 (it took a third of the window as a
dock), docked under the parts at 1920x1080; Add part opens it, Escape closes the popup, Enter adds once."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

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
    qtbot.keyClicks(window.picker.search, "rtx-3090")
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
