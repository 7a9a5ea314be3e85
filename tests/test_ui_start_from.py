"""File > New from this machine (the command runner answering with real captures) and File > Import parts list...
(a real PCPartPicker list): a new document with the parts, and a box that says each one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.test_detect import read, stub_machine

LISTS = Path(__file__).parent / "data" / "parts_lists"
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]  # offscreen, on show()


def answer_with_captures(monkeypatch):
    stub_machine(monkeypatch, {"lspci": read("lspci_nnk_2x3090_club3090_594.txt"),
                               "/proc/cpuinfo": read("cpuinfo_ryzen5_5500_fastfetch_1529.txt")})


def test_new_from_this_machine(open_window, monkeypatch):
    answer_with_captures(monkeypatch)
    shown = []
    window = open_window(answer=QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or QMessageBox.StandardButton.Ok)
    window.actions_["new_from_machine"].trigger()
    items = window.document.project.nodes[0].items
    gpu = next(i for i in items if i.part_id == "rtx-3090")
    assert gpu.quantity == 2 and gpu.unit_price.amount == 0 and gpu.note == "owned"
    assert any(i.custom_part is not None and i.custom_part.name == "AMD Ryzen 5 5500" for i in items)
    (box,) = shown
    assert "NVIDIA GeForce RTX 3090 x2: NVIDIA GeForce RTX 3090" in box.informativeText()
    assert "nvidia-smi not read: nvidia-smi is not installed (or not on the PATH)" in box.informativeText()
    assert box.icon() == QMessageBox.Icon.Warning  # the Ryzen 5 5500 is not in the catalog


def test_import_parts_list(open_window, monkeypatch):
    shown = []
    window = open_window(answer=QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(LISTS / "plain_n3Gkt3.txt"), "PCPartPicker lists (*.txt *.md)"))
    window.actions_["import_list"].trigger()
    project = window.document.project
    assert project.costs.currency == "USD"
    card = next(i for i in project.nodes[0].items if i.part_id == "rtx-3060-ti")
    assert card.unit_price is None
    (box,) = shown
    assert "'Corsair 4000D Airflow ATX Mid Tower Case' (line 9): not in the catalog" in box.informativeText()


def test_import_of_a_file_that_is_no_list_says_why(open_window, monkeypatch, tmp_path):
    from ui.start_from import import_parts_list

    notes = tmp_path / "notes.txt"
    notes.write_text("a 3090 and a 5950X\n")
    window = open_window()
    before = window.document.project
    box = import_parts_list(window, str(notes))
    assert box.icon() == QMessageBox.Icon.Critical and "no PCPartPicker part list found" in box.text()
    assert window.document.project is before
