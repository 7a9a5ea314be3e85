"""Undo history: every user edit is one step on a QUndoStack, holding the project before and after it.

The steps are plain QUndoCommand objects that carry only their text; the project states live beside the stack and
the document switches to the right one whenever the stack's index moves. (Overriding undo()/redo()/id() in Python
corrupts None's reference count under PySide6 6.12 - every call from C++ drops one reference - so no Python
method is ever called back from the stack.) Rapid edits of the same field merge into one step.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from planner.model.project import Project

MERGE_WINDOW_S = 1.5


class History(QObject):
    """Project states in step with a QUndoStack: states[i] is the project after the first i steps the stack still
    holds, so there is always one state more than the stack has commands. A QObject child of the document, so its
    slot is disconnected when the document goes away.

    The stack can drop commands on its own: at its undo limit, push() deletes the oldest command and only then
    announces the new index. So before any index is read, the states of dropped steps are removed from the front
    (_follow_stack); reading the index against the untrimmed list would show the state one step behind."""

    def __init__(self, stack: QUndoStack, apply, parent=None):
        super().__init__(parent)
        self.stack = stack
        self.apply = apply
        self.states: list[Project] = []
        self.keys: list[str | None] = []
        self.stamps: list[float] = []
        stack.indexChanged.connect(self._index_changed)

    def reset(self, project: Project) -> None:
        self.states, self.keys, self.stamps = [project], [None], [0.0]
        self.stack.clear()

    def current(self) -> Project:
        return self.states[self.stack.index()]

    def push(self, new: Project, text: str, merge_key: str | None = None) -> None:
        i = self.stack.index()
        del self.states[i + 1:], self.keys[i + 1:], self.stamps[i + 1:]
        now = time.monotonic()
        if (merge_key is not None and i > 0 and self.keys[i] == merge_key and now - self.stamps[i] <= MERGE_WINDOW_S
                and self.stack.cleanIndex() != i):
            self.states[i] = new
            self.stamps[i] = now
            self.stack.command(i - 1).setText(text)  # the merged step says what it now does
            self.stack.undoTextChanged.emit(self.stack.undoText())
            self.apply(new)
            return
        self.states.append(new)
        self.keys.append(merge_key)
        self.stamps.append(now)
        self.stack.push(QUndoCommand(text))  # moves the index to the new last step, which applies the new state
        self._follow_stack()

    def _follow_stack(self) -> None:
        """Forget the states of the oldest steps once the stack has deleted them (its undo limit)."""
        dropped = len(self.states) - 1 - self.stack.count()
        if dropped > 0:
            del self.states[:dropped], self.keys[:dropped], self.stamps[:dropped]

    def _index_changed(self, index: int) -> None:
        try:
            self._follow_stack()
            if 0 <= index < len(self.states):
                self.apply(self.states[index])
        except RuntimeError:  # the stack empties itself while the document is being destroyed
            pass
