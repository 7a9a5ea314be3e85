"""The Notes tab: the project's notes as the report carries them, edited as one undo step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .ui_tabs import show_tab_of

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_examples_notes_are_shown_and_an_edit_is_one_undo_step(open_window, qtbot):
    window = open_window()
    notes, doc = window.notes_editor, window.document
    assert notes.text.toPlainText() == doc.project.notes == doc.report.project_notes
    assert "forum post" in notes.text.toPlainText()
    show_tab_of(window, notes)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    notes.text.setFocus()
    qtbot.waitUntil(notes.text.hasFocus)
    qtbot.keyClick(notes.text, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(notes.text, " Quote from the shop of 2026-12-01.")
    window.parts_view.setFocus()  # leaving the box commits the text
    qtbot.waitUntil(lambda: doc.project.notes.endswith("Quote from the shop of 2026-12-01."))
    assert doc.undo_stack.undoText() == "Edit notes"
    qtbot.waitUntil(lambda: doc.report.project_notes == doc.project.notes)
    doc.undo_stack.undo()
    assert not doc.project.notes.endswith("2026-12-01.") and notes.text.toPlainText() == doc.project.notes
