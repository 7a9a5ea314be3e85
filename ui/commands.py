"""Undo commands: every user edit replaces the project with a new, already-validated one.

Commands are built from pure planner.edit functions, so a bad value fails before push() (a command whose redo()
raised would already sit on the stack). Rapid edits of the same field merge into one undo step.
"""

from __future__ import annotations

import time
import zlib

from PySide6.QtGui import QUndoCommand

from planner.model.project import Project

MERGE_WINDOW_S = 1.5


class ProjectCommand(QUndoCommand):
    def __init__(self, document, new_project: Project, text: str, merge_key: str | None = None):
        super().__init__(text)
        self.document = document
        self.old = document.project
        self.new = new_project
        self.merge_key = merge_key
        self.stamp = time.monotonic()

    def redo(self) -> None:
        self.document.apply(self.new)

    def undo(self) -> None:
        self.document.apply(self.old)

    def id(self) -> int:
        # a stable positive id per field; -1 means "never merge"
        return zlib.crc32(self.merge_key.encode()) & 0x7FFFFFFF if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ProjectCommand) or other.merge_key != self.merge_key or self.merge_key is None:
            return False
        if other.stamp - self.stamp > MERGE_WINDOW_S:
            return False
        self.new = other.new
        self.stamp = other.stamp
        return True
