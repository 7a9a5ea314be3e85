"""Several machines in the window: the tab bar above the parts, + Add machine, rename by double-click, Edit > Move
to machine, remove, each one undo step; the window shows the machine chosen and the summary the whole cluster."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QInputDialog, QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",  # offscreen, on show()
                                        "This plugin does not support raise")]


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
    report = evaluate(doc.project, catalog, with_monte_carlo=False)
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
