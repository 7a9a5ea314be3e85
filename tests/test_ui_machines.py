"""Several machines in the window: the tab bar above the parts, + Add machine, rename by double-click, Edit > Move
to machine, remove, each one undo step; the window shows the machine chosen and the summary the whole cluster."""

import datetime
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QContextMenuEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise",
                                        "This plugin does not support grabbing")]  # a popup menu


@pytest.fixture
def window(open_window):
    return open_window((1600, 1000), answer=QMessageBox.StandardButton.Yes)


def tab_names(bar):
    return [bar.tabs.tabText(i) for i in range(bar.tabs.count())]


def test_add_rename_move_a_card_and_undo(window, qtbot, monkeypatch, catalog):
    bar, doc, stack = window.machines_bar, window.document, window.document.undo_stack
    first = doc.project.nodes[0]
    gpu = next(i for i in first.items if i.part_id == "rtx-3080-10g")
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    assert tab_names(bar) == [first.name, "Machine 2"] and stack.undoText() == "Add machine Machine 2"
    assert doc.current_node_id == doc.project.nodes[1].id and window.parts_model.rowCount() == 0
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Inference box", True))
    bar.tabs.tabBarDoubleClicked.emit(1)  # what a double-click on the tab sends
    assert tab_names(bar) == [first.name, "Inference box"]
    assert stack.undoText() == "Rename machine Machine 2 to Inference box"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (first.name, True))
    bar.tabs.tabBarDoubleClicked.emit(1)
    assert window.edit_error.text() == f"Another machine is already called {first.name}."
    qtbot.mouseClick(bar.tabs, Qt.MouseButton.LeftButton, pos=bar.tabs.tabRect(0).center())
    assert doc.current_node_id == first.id
    window.select_ids({gpu.id})
    window.move_menu.aboutToShow.emit()
    (entry,) = window.move_menu.actions()
    assert entry.text() == "Inference box"
    entry.trigger()
    assert stack.undoText() == "Move 1 part to Inference box"
    report = evaluate(doc.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    assert [n.items[-1].part_id for n in doc.project.nodes][1] == "rtx-3080-10g"
    assert len(report.power.nodes) == 2
    assert "2 machines with 2 GPUs in all; showing " + first.name in window.summary.text()
    assert window.parts_model.rowCount() == len(first.items) - 1  # the window shows the first machine without it
    for _ in range(3):
        stack.undo()
    assert len(doc.project.nodes) == 1 and tab_names(bar) == [first.name]
    assert any(i.id == gpu.id for i in doc.project.nodes[0].items)


def test_remove_a_machine_and_never_the_last(window, qtbot):
    bar, doc = window.machines_bar, window.document
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    bar.remove(1)
    assert len(doc.project.nodes) == 1 and doc.undo_stack.undoText() == "Remove machine Machine 2"
    bar.remove(0)
    assert len(doc.project.nodes) == 1
    assert window.edit_error.text() == "A project needs at least one machine; this is the last one."


def answer_dialog(qtbot, typed: str):
    """When the next modal dialog opens (Rename machine), select its text, type `typed` and press Enter."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLineEdit

    def type_into():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, type_into)
            return
        field = dialog.findChild(QLineEdit)
        field.selectAll()
        qtbot.keyClicks(field, typed)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    QTimer.singleShot(0, type_into)


def click_menu_entry(qtbot, menu, text):
    action = next(a for a in menu.actions() if a.text() == text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def test_by_clicks_and_keys_and_the_report_agrees(window, qtbot, catalog):
    """+ Add machine, a double-click and typing to rename it, a right-click on the RTX 3080's row and Move to
    machine > the new machine, then Ctrl+Z for each step; the tab tooltips and the summary give the figures of
    evaluate() on the document's project."""
    bar, doc, view = window.machines_bar, window.document, window.parts_view
    first, first_project = doc.project.nodes[0], doc.project
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.undoText() == "Add machine Machine 2"

    answer_dialog(qtbot, "Inference box")
    qtbot.mouseDClick(bar.tabs, Qt.MouseButton.LeftButton, pos=bar.tabs.tabRect(1).center())
    assert tab_names(bar) == [first.name, "Inference box"]
    assert doc.undo_stack.undoText() == "Rename machine Machine 2 to Inference box"

    qtbot.mouseClick(bar.tabs, Qt.MouseButton.LeftButton, pos=bar.tabs.tabRect(0).center())
    assert doc.current_node_id == first.id
    row = [i.part_id for i in first.items].index("rtx-3080-10g")
    cell = view.visualRect(window.parts_model.index(row, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=cell)
    right_click = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, cell, view.viewport().mapToGlobal(cell))
    QApplication.sendEvent(view.viewport(), right_click)  # what the window system adds to a right-click
    menu = window.parts_menu.menu
    qtbot.waitUntil(menu.isVisible)
    click_menu_entry(qtbot, menu, "Move to machine")
    qtbot.waitUntil(window.parts_menu.move_menu.isVisible)
    click_menu_entry(qtbot, window.parts_menu.move_menu, "Inference box")
    assert doc.undo_stack.undoText() == "Move 1 part to Inference box"
    assert [i.part_id for i in doc.project.nodes[1].items] == ["rtx-3080-10g"]

    report = evaluate(doc.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    box = report.machines[1]
    assert (box.name, box.gpu_units, box.parts_total.amount) == ("Inference box", 1, 2000)  # the used 3080's price
    tip = bar.tabs.tabToolTip(1)
    assert tip.startswith(f"1 GPU, parts 2,000.00 CNY, {box.wall_w:,.0f} W at the wall; verdict: ")
    shown = report.machines[0]
    assert (f"2 machines with 2 GPUs in all; showing {first.name}: 1 GPU, parts {shown.parts_total.amount:,.2f} CNY, "
            f"{shown.wall_w:,.0f} W at the wall") in window.summary.text()
    assert shown.parts_total.amount + box.parts_total.amount == report.bom.total.amount

    qtbot.mouseClick(bar.tabs, Qt.MouseButton.LeftButton, pos=bar.tabs.tabRect(1).center())
    assert window.parts_model.rowCount() == 1 and "showing Inference box" in window.summary.text()
    assert "Inference box alone 2,000.00 CNY" in window.parts_total.text()

    undo = window.actions_["undo"]  # Edit > Undo (the offscreen platform delivers no shortcut keys)
    for undone in ("Move 1 part to Inference box", "Rename machine Machine 2 to Inference box", "Add machine Machine 2"):
        assert undo.text().replace("&", "") == f"Undo {undone}"
        undo.trigger()
    assert tab_names(bar) == [first.name] and doc.project == first_project
    assert "machines" not in window.summary.text()


def test_removing_a_machine_with_parts_says_how_many(window, qtbot):
    bar, doc = window.machines_bar, window.document
    first = doc.project.nodes[0]
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    bar.tabs.setCurrentIndex(0)
    window.select_ids({i.id for i in first.items if i.part_id in ("rtx-3080-10g", "rtx-3090")})
    window.move_menu.aboutToShow.emit()
    window.move_menu.actions()[0].trigger()
    assert doc.undo_stack.undoText() == "Move 2 parts to Machine 2"
    bar.remove(1)  # the question is answered Yes by the window fixture
    assert doc.undo_stack.undoText() == "Remove machine Machine 2 and its 2 parts"
    assert window.document.report.bom.gpu_units == 0
    doc.undo_stack.undo()
    assert [m.gpu_units for m in window.document.report.machines] == [0, 2]


def test_summary_and_tabs_in_chinese(window, qtbot):
    bar = window.machines_bar
    window.change_language("zh_CN")
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    assert tab_names(bar)[1] == "主机 2"
    assert "共 2 台主机、2 张显卡；当前显示 主机 2：0 张显卡，配件 0.00 CNY" in window.summary.text()
    window.change_language("en")


def test_a_machine_with_warnings_opened_from_a_file_keeps_its_tabs_visible(qtbot, isolated_settings, private_data_dir,
                                                                          tmp_path, seed000, catalog):
    """A warning icon makes the tabs taller than the bar was laid out for; they once shrank to nothing."""
    from planner import edit_machines as em
    from planner.io import project_to_json
    from ui.app import create_window
    from ui.i18n import set_language

    two, node_id = em.add_machine(seed000, "Inference box")
    path = tmp_path / "two.json"
    path.write_text(project_to_json(em.move_to_machine(two, seed000.nodes[0].id, ["gpu-3080"], node_id, catalog)),
                    encoding="utf-8")
    set_language("en")
    window = create_window(str(path), autosave=False, offer_recovery=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    bar = window.machines_bar
    assert window.document.report.machines[1].status == "warn"  # no board, no PSU there
    assert not bar.tabs.tabIcon(1).isNull()
    qtbot.waitUntil(lambda: bar.tabs.height() == bar.tabs.sizeHint().height() > 0, timeout=2000)


def test_the_network_link_between_machines_from_the_tab_menu(window, qtbot, monkeypatch, catalog):
    """A card moved to a second machine splits the model over the network; the tab's Network link... and Link
    runs RDMA set the link, each one undo step, and RDMA takes the 2.03 ms a token the published TCP/RDMA pair
    measured (llama.cpp PR #20590: 30.19 against 32.16 tokens/s) off the boundary's cost."""
    bar, doc, stack = window.machines_bar, window.document, window.document.undo_stack
    first = doc.project.nodes[0]
    gpu = next(i for i in first.items if i.part_id == "rtx-3080-10g")
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.tabs, Qt.MouseButton.LeftButton, pos=bar.tabs.tabRect(0).center())
    window.select_ids({gpu.id})
    window.move_menu.aboutToShow.emit()
    window.move_menu.actions()[0].trigger()
    tcp = doc.report.fit.tokens_per_s
    assert tcp.machine_boundaries == 1
    monkeypatch.setattr(QInputDialog, "getDouble", lambda *a, **k: (2.5, True))
    bar.set_link(0)
    assert doc.project.nodes[0].network_gbit == 2.5
    assert stack.undoText() == f"Set the network link of {first.name} to 2.5 Gbit/s"
    for index in (0, 1):
        bar.set_rdma(index, True)
    assert all(n.rdma for n in doc.project.nodes)
    assert tcp.network_ms - doc.report.fit.tokens_per_s.network_ms == pytest.approx(1000 / 30.19 - 1000 / 32.16,
                                                                                     abs=1e-3)
    assert doc.report == evaluate(doc.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    for _ in range(3):
        stack.undo()
    assert not any(n.rdma for n in doc.project.nodes) and doc.project.nodes[0].network_gbit == 10.0
