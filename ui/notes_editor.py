"""The Notes tab: the project's own notes (what it assumes, where its figures come from), as the report carries them
(PlanReport.project_notes). Edited in place; the text becomes one undo step when the box loses focus."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error


class NotesEditor(QWidget):
    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.installEventFilter(self)
        self.error = QLabel()
        self.error.setStyleSheet("color: #C00000")
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.error)
        document.projectChanged.connect(self.load)
        self.retranslate()
        self.load()

    def load(self) -> None:
        project = self.document.project
        shown = project.notes if project is not None else ""
        if self.text.toPlainText() != shown and not self.text.hasFocus():
            self.text.setPlainText(shown)

    def commit(self) -> None:
        """The text as the project's notes, one undo step; a text the model refuses is said and not taken."""
        project = self.document.project
        new_text = self.text.toPlainText()
        if project is None or new_text == project.notes:
            return
        try:
            new = edit.set_notes(project, new_text)
        except ValidationError as exc:
            self.error.setText("; ".join(describe_validation_error(exc)))
            return
        self.error.clear()
        self.document.push(new, QCoreApplication.translate("NotesEditor", "Edit notes"))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.text and event.type() == QEvent.Type.FocusOut:
            self.commit()
        return False

    def retranslate(self) -> None:
        self.hint.setText(QCoreApplication.translate(
            "NotesEditor", "Notes on this plan: what it assumes and where its figures come from. They travel with the "
                           "project file and are printed by the check command."))
