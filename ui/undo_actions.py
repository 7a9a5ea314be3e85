"""Undo and Redo menu entries whose texts follow the language: "Undo Change quantity of RTX 3090 to 2" in English,
"撤销 把 RTX 3090 的数量改为 2" in Chinese (QUndoStack.createUndoAction keeps its English prefix for good)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from shiboken6 import isValid


def undo_redo_actions(stack: QUndoStack, parent) -> tuple[QAction, QAction]:
    undo, redo = QAction(parent), QAction(parent)
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo.setShortcut(QKeySequence.StandardKey.Redo)
    undo.triggered.connect(stack.undo)
    redo.triggered.connect(stack.redo)

    def refresh(*_args) -> None:
        if not (isValid(stack) and isValid(undo) and isValid(redo)):  # the stack signals while it is destroyed
            return
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())
        undo.setText(QCoreApplication.translate("UndoActions", "&Undo {what}").format(what=stack.undoText()).strip())
        redo.setText(QCoreApplication.translate("UndoActions", "&Redo {what}").format(what=stack.redoText()).strip())

    for signal in (stack.indexChanged, stack.cleanChanged, stack.canUndoChanged, stack.canRedoChanged):
        signal.connect(refresh)
    undo.refresh = redo.refresh = refresh  # retranslate() calls it after a language change
    refresh()
    return undo, redo
