"""Right-click on the parts table: the Edit menu's actions for the selected parts and Move to machine."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QMenu


class PartsContextMenu(QObject):
    def __init__(self, view: QAbstractItemView, actions: Iterable[QAction | None],
                 fill_move_menu: Callable[[QMenu], None], parent=None):
        """`actions`: the window's own actions (None for a separator), so the menu, the Edit menu and the
        shortcuts stay one; `fill_move_menu` lists the other machines when the submenu opens."""
        super().__init__(parent or view)
        self.view = view
        self.menu = QMenu(view)
        for action in actions:
            self.menu.addAction(action) if action is not None else self.menu.addSeparator()
        self.menu.addSeparator()
        self.move_menu = self.menu.addMenu("")
        self.move_menu.aboutToShow.connect(lambda: fill_move_menu(self.move_menu))
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self.show_at)
        self.retranslate()

    def retranslate(self) -> None:
        self.move_menu.setTitle(QCoreApplication.translate("PartsContextMenu", "Move to machine"))

    def show_at(self, pos) -> None:
        self.menu.popup(self.view.viewport().mapToGlobal(pos))
