"""The parts table as a user drives it: the slot dropdown with keys, Place cards, the total row, undo; every
figure compared with planner.evaluate of the same project."""

import datetime
import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
from PySide6.QtWidgets import QLineEdit  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]  # offscreen, on show()
RATE = {"base": "USD", "quote": "CNY", "rate": 7.10, "date": "2026-01-23", "source": "stated for the test"}


@pytest.fixture(autouse=True)
def english(isolated_settings):
    from ui.i18n import set_language

    set_language("en")


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog would wait forever offscreen: record what was asked and answer 'Discard'."""
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Discard)
    return asked


@pytest.fixture
def window(qtbot, tmp_path):
    """The window with a rig of two used RTX 3090s (no price, no slot) on a used MSI MPG X870E Carbon WiFi (the
    catalog prices that board new only, so as a used part it stays unpriced: the total row names it)."""
    from ui.app import create_window

    data = {"schema_version": 2, "name": "blank page", "nodes": [{"id": "node-1", "name": "Rig", "items": [
        {"id": "board", "part_id": "msi-mpg-x870e-carbon-wifi", "condition": "used"},
        {"id": "cpu", "part_id": "ryzen-7-7700x", "unit_price": {"amount": 2000, "currency": "CNY"}},
        {"id": "gpu", "part_id": "rtx-3090", "quantity": 2, "condition": "used"}]}],
        "costs": {"currency": "CNY", "exchange_rates": [RATE]}}
    path = tmp_path / "rig.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_path(path)
    yield w
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def column(name):
    from ui.parts_model import COLUMNS

    return COLUMNS.index(name)


def gpu_slots(window):
    item = next(i for i in window.document.current_node().items if i.id == "gpu")
    return [(s.slot, s.via_riser) for s in item.slots]


def test_total_row_shows_the_reports_totals(window, catalog):
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    # the catalog's newest used RTX 3090 price: 700 USD of 2026-06-29 (LocalRig); 2 x (700 USD x 7.10 = 4,970.00
    # CNY) + 2,000.00 CNY = 11,940.00 CNY; the board has no used catalog price
    assert report.bom.total.amount == 11940.00
    text = window.parts_total.text()
    assert report.bom.conversions == []  # the catalog price is converted on its line; every line is in CNY
    assert text.splitlines()[0] == "Total: 11,940.00 CNY"
    assert "Parts not priced (not in the total): MSI MPG X870E CARBON WIFI" in text and "(board)" not in text
    model = window.parts_model
    row = model.row_of("gpu")
    assert model.data(model.index(row, column("line_total"))) == "9,940.00 CNY"
    assert "catalog price of 2026-06-29 (used market, used)" in model.data(model.index(row, column("unit_price")),
                                                                            Qt.ItemDataRole.ToolTipRole)


def test_typing_a_price_changes_the_total_row_and_drops_the_catalog_note(window, qtbot, catalog):
    view, model = window.parts_view, window.parts_model
    row = model.row_of("gpu")
    view.setFocus()
    view.setCurrentIndex(model.index(row, column("unit_price")))
    qtbot.keyClick(view, "5")  # typing on a cell opens its editor with the key
    editor = view.findChild(QLineEdit)
    qtbot.keyClicks(editor, "200")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QCoreApplication.processEvents()  # the delegate commits and closes the editor in a queued call
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    line = next(b for b in report.bom.lines if b.item_id == "gpu")
    assert (line.price_source, line.line_total.amount, line.price_note) == ("own", 10400.00, None)
    assert window.parts_total.text().startswith("Total: 12,400.00 CNY")  # 2 x 5,200 + 2,000
    assert model.data(model.index(row, column("unit_price"))) == "5,200.00"
    assert "catalog price" not in model.data(model.index(row, column("unit_price")), Qt.ItemDataRole.ToolTipRole)
    assert "catalog price" not in model.data(model.index(row, column("notes")))


def test_choose_a_slot_from_the_dropdown_with_keys(window, qtbot, catalog):
    from ui.parts_tools import SlotEditor

    view, model = window.parts_view, window.parts_model
    row = model.row_of("gpu")
    assert model.data(model.index(row, column("slot"))) == "not placed, not placed"
    view.setFocus()
    view.setCurrentIndex(model.index(row, column("slot")))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = view.findChild(SlotEditor)
    assert editor is not None and len(editor.combos) == 2
    labels = [editor.combos[0].itemText(i) for i in range(editor.combos[0].count())]
    assert labels[:2] == ["not placed", "PCI_E1: PCIe 5.0 x16 (CPU)"]
    assert "PCI_E1 through a riser: PCIe 5.0 x16 (CPU)" in labels
    qtbot.keyClick(editor.combos[0], Qt.Key.Key_Down)  # first unit: not placed -> PCI_E1
    qtbot.keyClick(editor.combos[0], Qt.Key.Key_Return)
    QCoreApplication.processEvents()  # the delegate commits and closes the editor in a queued call
    assert gpu_slots(window) == [("PCI_E1", False)]
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    assert [d.slot for d in report.pcie.devices if d.item_id == "gpu"] == ["PCI_E1"]
    assert "PCI_E1, not placed" == model.data(model.index(row, column("slot")))
    unplaced = next(f for f in window.document.report.findings if f.code == "slots.unassigned_gpus")
    assert unplaced.level == "warn" and "1 x NVIDIA GeForce RTX 3090 (gpu)" in unplaced.message
    window.document.undo_stack.undo()
    assert gpu_slots(window) == []


def test_place_cards_is_one_undo_step(window, qtbot, catalog):
    proposal = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today()).pcie.nodes[0].placement
    assert window.place_button.isEnabled()
    count = window.document.undo_stack.count()
    qtbot.mouseClick(window.place_button, Qt.MouseButton.LeftButton)
    assert window.document.undo_stack.count() == count + 1
    assert sorted(s for s, _ in gpu_slots(window)) == sorted(proposal.assignment.values())
    assert window.document.undo_stack.undoText() == "Place the cards in the proposed slots"
    codes = {f.code for f in window.document.report.findings}
    assert "slots.unassigned_gpus" not in codes and "physical.slot_covered" not in codes
    window.slot_map.grab()
    assert not [d for d in window.slot_map.drawn if d[0] == "unplaced"]
    assert len([d for d in window.slot_map.drawn if d[0] == "card"]) == 2
    window.actions_["undo"].trigger()
    assert gpu_slots(window) == []
    # the undo came in the same turn of the event loop as the placement: a burst, shown when the loop turns
    qtbot.waitUntil(lambda: not window.document.report_pending)
    window.slot_map.grab()
    assert [label for kind, label, _ in window.slot_map.drawn if kind == "unplaced"] == [
        "NVIDIA GeForce RTX 3090 (3-slot): not placed"] * 2


def test_price_and_total_columns_widen_to_a_price_typed_into_them(window, qtbot):
    """Prices and totals are never cut off: a price typed on a line that had none widens its columns to the
    figures (they kept the width of the empty cells and showed '2,345,...')."""
    view, model = window.parts_view, window.parts_model
    row = model.row_of("gpu")
    before = {name: view.columnWidth(column(name)) for name in ("unit_price", "line_total")}
    view.setFocus()
    view.setCurrentIndex(model.index(row, column("unit_price")))
    qtbot.keyClick(view, "1")  # typing on a cell opens its editor with the key
    editor = view.findChild(QLineEdit)
    qtbot.keyClicks(editor, "234567.89")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QCoreApplication.processEvents()  # the delegate commits and closes the editor in a queued call
    assert model.data(model.index(row, column("line_total"))) == "2,469,135.78 CNY"
    for name, width in before.items():
        figure = view.fontMetrics().horizontalAdvance(model.data(model.index(row, column(name))))
        assert figure > width  # the figure is wider than the column was
        assert view.columnWidth(column(name)) > figure


def test_place_cards_is_disabled_without_a_board_and_says_why(window, qtbot):
    model = window.parts_model
    view = window.parts_view
    view.selectRow(model.row_of("board"))
    window.actions_["remove"].trigger()
    assert model.row_of("board") == -1
    action = window.actions_["place_cards"]
    assert not action.isEnabled() and not window.place_button.isEnabled()
    assert action.toolTip() == "Add a motherboard first: the cards are placed in its slots."
    assert window.edit_menu.actions().count(action) == 1
    assert not model.flags(model.index(model.row_of("gpu"), column("slot"))) & Qt.ItemFlag.ItemIsEditable


def test_place_cards_explains_when_the_cards_cannot_all_fit(window, qtbot):
    from planner import edit

    doc = window.document
    doc.push(edit.update_item(doc.project, "node-1", "gpu", {"quantity": 3}), "three cards")
    assert doc.report.physical.nodes[0].cards_that_fit == 2
    qtbot.mouseClick(window.place_button, Qt.MouseButton.LeftButton)
    assert window.edit_error.text().startswith("MSI MPG X870E CARBON WIFI has room for only 2 of the 3 cards")
    assert gpu_slots(window) == []


def test_a_currency_without_a_price_is_refused_and_explained(window, qtbot):
    """Choosing CNY on a line counted at the catalog's USD price used to be dropped without a word."""
    model = window.parts_model
    index = model.index(model.row_of("gpu"), column("currency"))
    assert not model.setData(index, "USD")
    assert "Type this part's price first" in model.last_error
    item = next(i for i in window.document.current_node().items if i.id == "gpu")
    assert item.unit_price is None


def test_two_cards_on_the_ports_of_a_bifurcation_riser_from_the_slot_dropdown(qtbot, tmp_path, catalog):
    """A user's own x8+x8 riser (a custom part) on the MSI MEG X870E GODLIKE, whose PCI_E1 splits x8+x8 (manual):
    the dropdown offers each port of it, and the cards then run PCIe 5.0 x8 each, as planner.evaluate says."""
    from ui.app import create_window
    from ui.parts_tools import SlotEditor

    split = {"kind": "other", "id": "my-split", "name": "x8+x8 riser", "source": "my own part", "category": "riser",
             "pcie_extender": {"form": "bifurcation_riser", "rated_gen": 5, "ports": [8, 8]}}
    data = {"schema_version": 2, "name": "split", "nodes": [{"id": "node-1", "name": "Rig", "items": [
        {"id": "board", "part_id": "msi-meg-x870e-godlike"}, {"id": "cpu", "part_id": "ryzen-9-9950x"},
        {"id": "gpu", "part_id": "rtx-5090", "quantity": 2}, {"id": "split", "custom_part": split}]}],
        "costs": {"currency": "CNY"}}
    path = tmp_path / "split.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.show()
    assert w.open_path(path)
    view, model = w.parts_view, w.parts_model
    row = model.row_of("gpu")
    view.setFocus()
    view.setCurrentIndex(model.index(row, column("slot")))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = view.findChild(SlotEditor)
    labels = [editor.combos[0].itemText(i) for i in range(editor.combos[0].count())]
    for n, port in enumerate((1, 2)):
        # the extender by its part's name (issue 28: the dropdown said 'of split#1', a line id)
        editor.combos[n].setCurrentIndex(labels.index(f"PCI_E1 on port {port} of x8+x8 riser: PCIe 5.0 x8 (CPU)"))
    assert not any("#" in label for label in labels)
    # the riser choices come in groups, each under a heading that cannot be chosen (issue 28: 35+ entries mixed)
    headings = [n for n, label in enumerate(labels) if label.startswith("── ")]
    assert [labels[n] for n in headings] == ["── through a riser not in the parts list ──", "── on x8+x8 riser ──"]
    assert all(not editor.combos[0].model().item(n).isEnabled() for n in headings)
    assert labels[headings[1] + 1] == "PCI_E1 on port 1 of x8+x8 riser: PCIe 5.0 x8 (CPU)"
    qtbot.keyClick(editor.combos[1], Qt.Key.Key_Return)
    QCoreApplication.processEvents()
    item = next(i for i in w.document.current_node().items if i.id == "gpu")
    assert [(s.slot, s.extender, s.port, s.via_riser) for s in item.slots] == [
        ("PCI_E1", "split#1", 1, True), ("PCI_E1", "split#1", 2, True)]
    assert model.data(model.index(row, column("slot"))) == \
        "PCI_E1 (port 1 of x8+x8 riser), PCI_E1 (port 2 of x8+x8 riser)"
    report = evaluate(w.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    assert [(d.link_gen, d.link_width) for d in report.pcie.devices if d.item_id == "gpu"] == [(5, 8), (5, 8)]
    assert any(f.code == "pcie.bifurcation_needed" for f in w.document.report.findings)
    w.document.undo_stack.undo()
    assert next(i for i in w.document.current_node().items if i.id == "gpu").slots == []
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def test_the_condition_dropdown_shows_its_choices_whole_in_chinese(open_window, qtbot):
    """Issue 28: in the Chinese window at 1280x800 the condition editor was a tiny '全▾' (the column's width)."""
    from PySide6.QtWidgets import QComboBox

    window = open_window((1280, 800), new=True)
    window.change_language("zh_CN")
    QCoreApplication.processEvents()  # the language change reaches the widgets as an event
    try:
        view, model = window.parts_view, window.parts_model
        window.picker.search.setText("rtx-3090")
        qtbot.keyClick(window.picker.search, Qt.Key.Key_Return)
        row = model.rowCount() - 1
        view.setFocus()
        view.setCurrentIndex(model.index(row, column("condition")))
        qtbot.keyClick(view, Qt.Key.Key_F2)
        combo = view.findChild(QComboBox)
        assert combo is not None and combo.currentText() in ("全新", "二手")
        assert combo.width() >= combo.sizeHint().width()
        assert combo.width() > view.columnWidth(column("condition"))
    finally:
        window.change_language("en")


def test_place_cards_uses_the_riser_cables_of_the_parts_list(window, qtbot, catalog):
    """Issue 28: Place cards put every card straight into a slot though the parts list held risers. With two LINKUP
    riser cables listed, both cards go in through a riser, and no cable is reported idle."""
    from planner import edit as planner_edit

    cables = {"id": "riser", "part_id": "linkup-30cm-pcie4-x16-twinax-riser", "quantity": 2}
    project, _ids = planner_edit.add_items(window.document.project, "node-1", [cables])
    window.document.push(project, "add risers")
    qtbot.mouseClick(window.place_button, Qt.MouseButton.LeftButton)
    assert [riser for _, riser in gpu_slots(window)] == [True, True]
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    assert not [f for f in report.findings if f.code == "pcie.extender_unused"]
    assert all(d.via_riser for d in report.pcie.devices if d.item_id == "gpu")


def test_the_psu_column_chooses_which_psu_feeds_a_line_of_cards(window, qtbot, catalog):
    """Issue 28: which PSU feeds which card could not be chosen in the window, though the power check asks for it
    (slots[].psu). With two PSUs listed, the placed cards' PSU column offers the main PSU or each unit by name."""
    from PySide6.QtWidgets import QComboBox

    from planner import edit as planner_edit

    psus = {"id": "psu", "part_id": "gigabyte-ud1000gm-pg5", "quantity": 2}
    project, _ids = planner_edit.add_items(window.document.project, "node-1", [psus])
    window.document.push(project, "add PSUs")
    qtbot.mouseClick(window.place_button, Qt.MouseButton.LeftButton)
    view, model = window.parts_view, window.parts_model
    row = model.row_of("gpu")
    name = catalog.part("gigabyte-ud1000gm-pg5").name
    assert model.data(model.index(row, column("psu"))) == "main PSU, main PSU"
    assert not model.flags(model.index(model.row_of("cpu"), column("psu"))) & Qt.ItemFlag.ItemIsEditable
    view.setFocus()
    view.setCurrentIndex(model.index(row, column("psu")))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    combo = view.findChild(QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["main PSU", f"{name} #1", f"{name} #2"]
    combo.setCurrentIndex(2)
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    QCoreApplication.processEvents()
    item = next(i for i in window.document.current_node().items if i.id == "gpu")
    assert [s.psu for s in item.slots] == ["psu#2", "psu#2"]
    assert model.data(model.index(row, column("psu"))) == f"{name} #2, {name} #2"
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    feeds = {p.ref: p for p in report.power.nodes[0].psus}
    assert len(feeds["psu#2"].gpu_refs) == 2 and not feeds["psu#1"].gpu_refs
    assert window.document.undo_stack.undoText() == f"Change PSU of NVIDIA GeForce RTX 3090 to {name} #2"
