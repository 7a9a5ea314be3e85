"""Edit > New part for my catalog, typed with keys: a GPU the catalog lacks is marked as typed while a field is
wrong (OK waits), then saved to the user's catalog file, added to the project, and used by the model fit."""

import datetime
import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QTimer, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox  # noqa: E402

from planner.catalog.store import load_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise")]


@pytest.fixture
def window(open_window):
    return open_window((1600, 1000), new=True)


def fill_gpu(qtbot, dialog, bandwidth):
    qtbot.keyClicks(dialog.name, "RTX 2080 Ti 22G modded")
    typed = {"vram_gib": "22", "memory_type": "GDDR6", "memory_bandwidth_gbps": bandwidth, "board_power_w": "250",
             "slot_width": "2", "length_mm": "267", "pcie_8pin": "2", "sixteen_pin": "0"}
    for key, text in typed.items():
        qtbot.keyClicks(dialog.inputs[key][0], text)
    qtbot.keyClicks(dialog.price, "2600")


def test_a_new_gpu_is_checked_as_typed_saved_and_used(window, qtbot, private_data_dir):
    from ui.custom_part import CustomPartDialog

    seen = {}

    def drive():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, CustomPartDialog) and w.isVisible())
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        fill_gpu(qtbot, dialog, "abc")
        seen["marked"] = dialog.inputs["memory_bandwidth_gbps"][0].styleSheet() != ""
        seen["ok_enabled"] = ok.isEnabled()
        seen["reason"] = dialog.fields["memory_bandwidth_gbps"].reason.text()
        field = dialog.inputs["memory_bandwidth_gbps"][0]
        field.selectAll()
        qtbot.keyClicks(field, "616")
        seen["ok_after"] = ok.isEnabled()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, drive)
    qtbot.mouseClick(window.picker.new_part_button, Qt.MouseButton.LeftButton)
    assert seen["marked"] and not seen["ok_enabled"] and seen["reason"] == "a number is needed, not 'abc'"
    assert seen["ok_after"]
    saved = json.loads((private_data_dir / "catalog" / "my_parts.json").read_text(encoding="utf-8"))
    assert [e["id"] for e in saved] == ["rtx-2080-ti-22g-modded-mine"]
    assert load_catalog().part("rtx-2080-ti-22g-modded-mine").memory_bandwidth_gbps == 616
    item = window.document.current_node().items[-1]
    assert item.part_id == "rtx-2080-ti-22g-modded-mine"
    assert window.document.undo_stack.undoText() == "Add RTX 2080 Ti 22G modded"
    report = evaluate(window.document.project, window.catalog, with_monte_carlo=False, as_of=datetime.date.today())
    line = next(b for b in report.bom.lines if b.item_id == item.id)
    assert line.unit_price.amount == 2600  # the price typed in the dialog, from the user's catalog
    assert any(c.name == "RTX 2080 Ti 22G modded" and c.capacity_gib == 22 for c in report.fit.per_gpu)

    # issue 28: the saved file carries the part, so anyone without my catalog checks and prices it the same
    from planner.io import load_project

    path = private_data_dir / "mine.json"
    window.document.save(path)
    theirs = load_catalog(include_user=False)
    elsewhere = evaluate(load_project(path), theirs, with_monte_carlo=False, as_of=datetime.date.today())
    assert not [f.code for f in elsewhere.findings if f.code == "catalog.unknown_part"]
    line = next(b for b in elsewhere.bom.lines if b.item_id == item.id)
    assert line.unit_price.amount == 2600 and line.name == "RTX 2080 Ti 22G modded"
    assert elsewhere.bom.total == report.bom.total
    assert any(c.name == "RTX 2080 Ti 22G modded" and c.capacity_gib == 22 for c in elsewhere.fit.per_gpu)


def choose(qtbot, combo, value):
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != value:
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, value


def test_a_board_with_its_slot_table_and_a_psu(qtbot, catalog):
    from ui.custom_part import CustomPartDialog

    dialog = CustomPartDialog(catalog, "CNY")
    qtbot.addWidget(dialog)
    choose(qtbot, dialog.kind, "motherboard")
    assert dialog.slot_table.isVisibleTo(dialog)
    qtbot.keyClicks(dialog.name, "Huananzhi X99-F8D")
    for key, text in {"socket": "LGA2011-3", "chipset": "Intel C612", "memory_slots": "8"}.items():
        qtbot.keyClicks(dialog.inputs[key][0], text)
    choose(qtbot, dialog.inputs["memory_types"][0], "DDR4")
    qtbot.mouseClick(dialog.slot_table.add, Qt.MouseButton.LeftButton)
    assert dialog.check(), [p.render() for p in dialog.problems(dialog.raw())]
    board = dialog.raw()
    assert [s["name"] for s in board["pcie_slots"]] == ["PCIE1", "PCIE2"]
    dialog.slot_table.table.item(1, 3).setText("x16")  # electrical lanes: a number, not 'x16'
    assert not dialog.check()
    assert dialog.slot_table.reason.text() == "PCIE2, Electrical lanes: must be one of 1, 2, 4, 8, 16, not 'x16'"
    assert dialog.slot_table.table.item(1, 3).background().color().name() == "#fde7e9"

    choose(qtbot, dialog.kind, "psu")
    assert not dialog.slot_table.isVisibleTo(dialog)
    for key, text in {"wattage_w": "1600", "pcie_8pin": "8", "sixteen_pin": "2", "eps_8pin": "2"}.items():
        qtbot.keyClicks(dialog.inputs[key][0], text)
    choose(qtbot, dialog.inputs["efficiency_rating"][0], "platinum")
    assert dialog.check(), [p.render() for p in dialog.problems(dialog.raw())]
    psu = dialog.raw()
    # 80 PLUS Platinum, 115 V internal: 90 / 92 / 89 % at 20 / 50 / 100 % load
    assert [p["efficiency"] for p in psu["efficiency_curve"]] == [0.90, 0.92, 0.89]
    assert psu["connectors"] == {"pcie_8pin": 8, "12v_2x6": 2, "eps_8pin": 2}


def type_into(qtbot, dialog, typed):
    for key, value in typed.items():
        widget = dialog.inputs[key][0]
        if hasattr(widget, "currentData"):
            choose(qtbot, widget, value)
        else:
            qtbot.keyClicks(widget, value)


def test_every_kind_of_part_can_be_entered(qtbot, catalog):
    from planner.model.parts import PART_KINDS
    from ui.custom_part import CustomPartDialog

    dialog = CustomPartDialog(catalog, "CNY")
    qtbot.addWidget(dialog)
    assert {dialog.kind.itemData(i) for i in range(dialog.kind.count())} == set(PART_KINDS)
    qtbot.keyClicks(dialog.name, "Samsung 990 PRO 2TB")
    choose(qtbot, dialog.kind, "storage")  # 990 PRO: NVMe, M.2 2280, PCIe 4.0 x4 (samsung.com)
    type_into(qtbot, dialog, {"interface": "nvme", "form_factor": "m.2-2280", "capacity_gb": "2000",
                              "pcie_gen": 4, "pcie_lanes": 4})
    assert dialog.check() and dialog.raw()["capacity_gb"] == 2000
    choose(qtbot, dialog.kind, "cpu_cooler")  # Noctua NH-D15: 165 mm with fan (noctua.at)
    type_into(qtbot, dialog, {"cooler_type": "air", "height_mm": "165", "sockets": "AM5, LGA1700"})
    assert dialog.check() and dialog.raw()["sockets"] == ["AM5", "LGA1700"]
    choose(qtbot, dialog.kind, "case")
    type_into(qtbot, dialog, {"form_factors": "E-ATX", "expansion_slots": "8", "max_gpu_length_mm": "420"})
    assert dialog.check()
    assert dialog.raw()["form_factors"] == ["Mini-ITX", "mATX", "ATX", "CEB", "E-ATX"]  # and every smaller board


def test_reasons_beside_the_fields_are_in_chinese_and_a_date_must_be_written_out(qtbot, catalog):
    from ui.custom_part import CustomPartDialog
    from ui.i18n import set_language

    set_language("zh_CN")
    try:
        dialog = CustomPartDialog(catalog, "CNY")
        qtbot.addWidget(dialog)
        qtbot.keyClicks(dialog.name, "RTX 2080 Ti 22G")
        type_into(qtbot, dialog, {"vram_gib": "22", "memory_bandwidth_gbps": "abc", "board_power_w": "250",
                                  "slot_width": "0.5"})
        assert dialog.fields["memory_bandwidth_gbps"].reason.text() == "需要填数字，而不是“abc”"
        assert dialog.fields["slot_width"].reason.text() == "不能小于 1"
        qtbot.keyClicks(dialog.price, "2600")
        dialog.price_date.setText("1700006400")  # a Unix time pydantic would read as a date: refused, not coerced
        assert dialog.common["price_date"].reason.text() == "日期格式应为 YYYY-MM-DD（年-月-日），而不是“1700006400”"
        dialog.part_id.setText("rtx-3090")
        assert dialog.common["id"].reason.text() == "配件库里已有“rtx-3090”，请换一个编号"
        assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    finally:
        set_language("en")


def test_a_part_of_my_own_is_removed_after_asking(open_window, qtbot, private_data_dir, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from planner.catalog.store import load_catalog as load
    from planner.user_parts import save_user_part
    from tests.test_user_parts import GPU

    save_user_part(dict(GPU), load(), private_data_dir / "catalog" / "my_parts.json")
    window = open_window((1600, 1000), new=True, answer=QMessageBox.StandardButton.Yes)
    window.add_part(GPU["id"])
    asked = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: (asked.append(a[3]) or a[3][0], True))
    window.actions_["remove_my_part"].trigger()
    assert asked == [["My RTX 2080 Ti 22G (rtx-2080-ti-22g-mine)"]]
    assert json.loads((private_data_dir / "catalog" / "my_parts.json").read_text(encoding="utf-8")) == []
    assert window.catalog.part(GPU["id"]) is None
    assert any(f.code == "catalog.unknown_part" for f in window.document.report.findings)  # the report follows


def test_an_open_frame_with_a_chinese_name_gets_a_readable_id(qtbot, catalog):
    """Issue 28: the New part form had no open-frame kind, and a Chinese name gave the id 'part-mine'."""
    from ui.custom_part import CustomPartDialog

    dialog = CustomPartDialog(catalog, "CNY")
    qtbot.addWidget(dialog)
    dialog.name.setText("六卡开放式矿机架")  # typed through an input method (QTest types Latin-1 keys only)
    part_id = dialog.part_id.text()
    assert part_id.isascii() and part_id.startswith("part-") and part_id.endswith("-mine") and part_id != "part-mine"
    dialog.name.setText("八卡开放式矿机架")
    assert dialog.part_id.text() != part_id  # another name, another id
    choose(qtbot, dialog.kind, "case")
    type_into(qtbot, dialog, {"form_factors": "E-ATX", "max_gpu_length_mm": "330", "open_frame": True,
                              "gpus_held": "6"})
    assert dialog.check(), dialog.raw()
    raw = dialog.raw()
    assert raw["open_frame"] is True and raw["gpus_held"] == 6 and "expansion_slots" not in raw
