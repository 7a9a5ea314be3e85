"""The catalog picker's 'fits this build' filter, price and date columns, driven with real clicks and keys."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from ui.catalog_picker import CatalogTableModel  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise")]  # offscreen, the catalog popup


@pytest.fixture
def window(open_window):
    return open_window((1920, 1080), new=True)


def shown_ids(picker):
    return [picker.proxy.data(picker.proxy.index(r, 0), CatalogTableModel.PartIdRole)
            for r in range(picker.proxy.rowCount())]


def search(qtbot, picker, text):
    picker.search.clear()
    qtbot.keyClicks(picker.search, text)


def test_an_am5_cpu_hides_intel_boards_until_the_filter_is_unticked(window, qtbot):
    picker = window.picker
    search(qtbot, picker, "ryzen-9-7950x")
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)
    search(qtbot, picker, "z790")
    assert shown_ids(picker) == [] and picker.hidden_note.text().endswith("hidden")
    qtbot.mouseClick(picker.fits_only, Qt.MouseButton.LeftButton)
    ids = shown_ids(picker)
    assert "asus-rog-strix-z790-a-gaming-wifi" in ids
    row = ids.index("asus-rog-strix-z790-a-gaming-wifi")
    tip = picker.proxy.data(picker.proxy.index(row, 1), Qt.ItemDataRole.ToolTipRole)
    assert "Does not fit this build: socket LGA1700 does not take the AMD Ryzen 9 7950X" in tip
    assert picker.proxy.data(picker.proxy.index(row, 1), Qt.ItemDataRole.ForegroundRole) is not None
    search(qtbot, picker, "x870e")
    assert "asus-proart-x870e-creator-wifi" in shown_ids(picker)


def test_price_and_date_columns_sort_as_numbers_and_dates(window, qtbot):
    picker = window.picker
    qtbot.keyClicks(picker.search, "rtx")
    columns = CatalogTableModel.COLUMNS
    header = picker.view.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=header.rect().center().__class__(header.sectionViewportPosition(columns.index("price")) + 5, 5))
    keys = [picker.proxy.data(picker.proxy.index(r, columns.index("price")), CatalogTableModel.SortRole)
            for r in range(picker.proxy.rowCount())]
    assert keys == sorted(keys) or keys == sorted(keys, reverse=True)
    assert len(set(keys)) > 3
    rtx_3090 = shown_ids(picker).index("rtx-3090")
    price = picker.proxy.data(picker.proxy.index(rtx_3090, columns.index("price")))
    date = picker.proxy.data(picker.proxy.index(rtx_3090, columns.index("date")))
    assert "new" in price and "used" in price and len(date) == 10 and date[4] == "-"


def test_the_tooltip_names_each_unconfirmed_fact_with_its_reason(window, qtbot):
    picker = window.picker
    search(qtbot, picker, "rtx-3090")
    ids = shown_ids(picker)
    row = ids.index("rtx-3090")
    part = window.document.catalog.part("rtx-3090")
    assert part.unverified, "the RTX 3090 entry lists facts no source confirmed"
    tip = picker.proxy.data(picker.proxy.index(row, 1), Qt.ItemDataRole.ToolTipRole)
    for path, reason in part.unverified.items():
        assert f": {reason}" in tip
    assert "unconfirmed price: " in tip
