"""Drive the window through issue 28's session with keys and clicks only (QTest): File > New, a 4x used RTX 3090 rig
on an EPYC board with riser cables, two 1600 W PSUs and a 5U chassis, the cards placed and then put on the risers,
Qwen2.5-72B-Instruct GGUF Q4_K_M at 32k context, and a rented 4x RTX 4090 offer chosen as the reference."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ..ui_tabs import tab_of
from .blank_page import (
    add_from_catalog, cell, choose_in_cell, choose_in_combo, click_tab, file_new, row_showing, shown_parts,
    type_into_cell,
)

CPU, BOARD, MEMORY = "epyc-7313p", "asrock-rack-romed8-2t", "samsung-ddr4-3200-rdimm-64gb"
GPU, RISER, PSU, CASE = ("rtx-3090", "linkup-30cm-pcie4-x16-twinax-riser", "evga-supernova-1600-t2",
                         "silverstone-rm52")  # the chassis holds two PSUs (psu_bays 2) and 3090s up to 512 mm
PARTS = (CPU, BOARD, MEMORY, GPU, RISER, PSU, CASE)
#: (part, quantity typed): the board's 8 DIMM slots filled, four cards, a riser each, two PSUs
QUANTITIES = ((MEMORY, "8"), (GPU, "4"), (RISER, "4"), (PSU, "2"))
GPU_PRICE_CNY = "5200"  # a used 3090 on Xianyu, typed by the user
MODEL, QUANT, CONTEXT = "qwen2.5-72b-instruct", "gguf-q4_k_m", "32768"
RUNPOD_4090 = "RunPod community cloud, RTX 4090 (on demand)"  # File > New's offer of 4090s, the one chosen


def part_names(catalog) -> dict[str, str]:
    """The part column's text for each catalog id (the catalog's names: data, not the document)."""
    return {part: catalog.part(part).name for part in PARTS}


def add_the_parts(window, names: dict[str, str]) -> None:
    """Each part by its catalog id in the search box, Enter adds the first match; Escape closes the catalog."""
    for part in PARTS:
        add_from_catalog(window, part)
        assert shown_parts(window)[-1] == names[part], (part, window.picker.hidden_note.toolTip())
    QTest.keyClick(window.picker.search, Qt.Key.Key_Escape)
    QTest.qWaitForWindowActive(window, 2000)


def edit_the_lines(window, names: dict[str, str]) -> None:
    for part, quantity in QUANTITIES:
        type_into_cell(window, cell(window, row_showing(window, names[part]), "quantity"), quantity)
    gpu = row_showing(window, names[GPU])
    choose_in_cell(window, cell(window, gpu, "condition"), "used")
    type_into_cell(window, cell(window, gpu, "unit_price"), GPU_PRICE_CNY)
    choose_in_cell(window, cell(window, gpu, "currency"), "CNY")


def place_cards(window) -> None:
    """A click on Place cards: every card into the slot the lane check proposes (the board's own slots)."""
    QTest.mouseClick(window.place_button, Qt.MouseButton.LeftButton)


def through_a_riser(values: list, slots: list[str]) -> list:
    """For each slot, the dropdown's "<slot> through a riser" (a riser the parts list does not name)."""
    return [next(v for v in values if v is not None and v[0] == slot and v[1] and v[2] is None) for slot in slots]


def on_riser_ports(values: list, slots: list[str]) -> list:
    """For each slot, the dropdown's first "<slot> on port 1 of <riser unit>" whose unit no card took yet."""
    taken, out = set(), []
    for slot in slots:
        value = next(v for v in values if v is not None and v[0] == slot and v[2] is not None and v[3] == 1
                     and v[2] not in taken)
        taken.add(value[2])
        out.append(value)
    return out


def move_the_cards(window, names: dict[str, str], pick) -> list:
    """The cards' slot cell (F2 opens a dropdown per card): each dropdown moved with the arrow keys to the entry
    `pick(entries, slots the cards are in)` names for it, Enter commits all four. Returns the values chosen."""
    from ui.parts_tools import SlotEditor

    index = cell(window, row_showing(window, names[GPU]), "slot")
    placed = [value[0] for value in index.data(Qt.ItemDataRole.EditRole)]
    view = window.parts_view
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget().parentWidget()  # its first dropdown has the focus (an earlier editor may
    assert isinstance(editor, SlotEditor) and len(editor.combos) == len(placed)  # still await deletion)
    wanted = pick(editor.values, placed)
    for combo, value in zip(editor.combos, wanted):
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Home)
        while editor.values[combo.currentIndex()] != value:
            before = combo.currentIndex()
            QTest.keyClick(combo, Qt.Key.Key_Down)
            assert combo.currentIndex() != before, f"{value!r} is not a choice"
    QTest.keyClick(editor.combos[-1], Qt.Key.Key_Return)
    QCoreApplication.processEvents()
    return wanted


def set_the_workload(window) -> None:
    editor = window.workload_editor
    click_tab(window.tabs, tab_of(window, editor))
    choose_in_combo(editor.model, MODEL)
    choose_in_combo(editor.quant, QUANT)
    spin = window.context_slider.spin
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, CONTEXT)
    QTest.keyClick(spin, Qt.Key.Key_Return)


def choose_the_reference(window, name: str) -> None:
    """The Alternatives tab's reference dropdown, down with the arrow keys to the offer `name`."""
    editor = window.alternatives_editor
    click_tab(window.tabs, tab_of(window, editor))
    choose_in_combo(editor.reference, name)
    QCoreApplication.processEvents()


def start_the_rig(window, catalog) -> dict[str, str]:
    """File > New and the parts from the catalog; returns the part names shown per catalog id."""
    file_new(window)
    names = part_names(catalog)
    add_the_parts(window, names)
    return names

