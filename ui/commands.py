"""Undo history: every user edit is one step on a QUndoStack, with no limit on the number of steps.

The steps are plain QUndoCommand objects that carry only their text; the project states live beside the stack and
the document switches to the right one whenever the stack's index moves. (Overriding undo()/redo()/id() in Python
corrupts None's reference count under PySide6 6.12 - every call from C++ drops one reference - so no Python
method is ever called back from the stack.) Rapid edits of the same field merge into one step.

Only the project shown is kept whole; each step keeps the difference between the project before and after it
(ui/json_diff.py, packed into one string), so a session's memory grows with what its edits changed (about 0.2 KB
for a typed price), not with the size of the project times the number of edits.
"""

from __future__ import annotations

import json
import time

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from planner.model.project import Project

from . import json_diff

MERGE_WINDOW_S = 1.5


def project_data(project: Project) -> dict:
    """A project as JSON data, every field written out (a field set to null as well), so that validating it again
    gives the very same project."""
    return project.model_dump(mode="json", by_alias=True)


class History(QObject):
    """Project states in step with a QUndoStack. `project` is the state at `at` (the stack's index once it has
    announced it) and `data` its JSON; steps[k] is the packed diff from state k to state k + 1, so there is one
    diff per command of the stack. Undo and redo walk `data` along the diffs to the stack's new index and
    validate the project there. A QObject child of the document, so its slot is disconnected when the document
    goes away."""

    def __init__(self, stack: QUndoStack, apply, parent=None):
        super().__init__(parent)
        self.stack = stack
        self.apply = apply
        self.project: Project | None = None
        self.data: dict = {}
        self.at = 0
        self.steps: list[str] = []
        self.keys: list[str | None] = []  # merge key of the step that led to state i
        self.stamps: list[float] = []
        stack.setUndoLimit(0)  # no limit: a session's every edit can be undone
        stack.indexChanged.connect(self._index_changed)

    def reset(self, project: Project) -> None:
        self.project, self.data, self.at = project, project_data(project), 0
        self.steps, self.keys, self.stamps = [], [None], [0.0]
        self.stack.clear()

    def current(self) -> Project:
        return self.project

    def push(self, new: Project, text: str, merge_key: str | None = None) -> None:
        i = self.stack.index()
        self._walk_to(i)
        del self.steps[i:], self.keys[i + 1:], self.stamps[i + 1:]
        new_data = project_data(new)
        now = time.monotonic()
        if (merge_key is not None and i > 0 and self.keys[i] == merge_key and now - self.stamps[i] <= MERGE_WINDOW_S
                and self.stack.cleanIndex() != i):
            before = self.data
            json_diff.apply(before, json_diff.unpacked(self.steps[i - 1]), backwards=True)
            self.steps[i - 1] = json_diff.packed(json_diff.diff(before, new_data))
            self.project, self.data, self.stamps[i] = new, new_data, now
            self.stack.command(i - 1).setText(text)  # the merged step says what it now does
            self.stack.undoTextChanged.emit(self.stack.undoText())
            self.apply(new)
            return
        self.steps.append(json_diff.packed(json_diff.diff(self.data, new_data)))
        self.keys.append(merge_key)
        self.stamps.append(now)
        self.project, self.data, self.at = new, new_data, i + 1
        self.stack.push(QUndoCommand(text))  # moves the index to the new last step, which shows the new state

    def _walk_to(self, index: int) -> None:
        """Make `project` the state after the first `index` steps, one diff at a time from where it is."""
        if index == self.at:
            return
        while self.at > index:
            self.at -= 1
            json_diff.apply(self.data, json_diff.unpacked(self.steps[self.at]), backwards=True)
        while self.at < index:
            json_diff.apply(self.data, json_diff.unpacked(self.steps[self.at]))
            self.at += 1
        self.project = Project.model_validate(json.loads(json.dumps(self.data)))  # shares nothing with `data`

    def _index_changed(self, index: int) -> None:
        try:
            if 0 <= index <= len(self.steps):
                self._walk_to(index)
                self.apply(self.project)
        except RuntimeError:  # the stack empties itself while the document is being destroyed
            pass
