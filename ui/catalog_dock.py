"""Where the catalog picker lives: docked under the parts table on a tall window, a popup on a small one.

At 1280x800 a permanent dock took a third of the window. Below COMPACT_HEIGHT or COMPACT_WIDTH the dock floats,
hidden until the user asks for it (Add part, Ctrl+K, View > Catalog), over the lower part of the window, under the
parts table; Escape closes it. When the window grows past both thresholds the picker docks again. The mode changes
only when the window crosses a threshold, so a user who docks or hides it by hand keeps that until then.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

COMPACT_HEIGHT = 1000  # px of window height below which the picker is a popup
COMPACT_WIDTH = 1400  # px of window width below which the picker is a popup (the right-hand pictures need the room)
POPUP_HEIGHT = 380


class CatalogPlacement(QObject):
    def __init__(self, window: QMainWindow, dock: QDockWidget):
        super().__init__(window)
        self.window, self.dock = window, dock
        self.compact: bool | None = None
        self.escape_sources = [dock.widget().search, dock.widget().view]
        for widget in self.escape_sources:
            widget.installEventFilter(self)
        window.installEventFilter(self)
        dock.toggleViewAction().triggered.connect(self._toggled_from_menu)
        self.update_mode()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.update_mode()
        elif (watched in self.escape_sources and event.type() == QEvent.Type.KeyPress
              and event.key() == Qt.Key.Key_Escape and self.dock.isFloating()):
            self.dock.hide()
            self.window.activateWindow()
            return True
        return False

    def update_mode(self) -> None:
        compact = self.window.height() < COMPACT_HEIGHT or self.window.width() < COMPACT_WIDTH
        if compact == self.compact:
            return
        self.compact = compact
        if compact:
            self.dock.hide()
            self.dock.setFloating(True)
        else:
            self.dock.setFloating(False)
            self.dock.show()

    def open(self) -> None:
        """Show the picker: raised in its dock, or as a popup over the lower part of a small window."""
        self._place_popup()
        self.dock.show()
        self.dock.raise_()
        self.dock.activateWindow()

    def _toggled_from_menu(self, checked: bool) -> None:
        """View > Catalog: the dock's own action shows a floating dock where it was last; put it by the parts."""
        if checked:
            self.open()

    def _place_popup(self) -> None:
        if not self.dock.isFloating():
            return
        frame = self.window.frameGeometry()
        width = int(frame.width() * 0.9)
        height = min(POPUP_HEIGHT, frame.height() // 2)
        self.dock.setGeometry(QRect(frame.x() + (frame.width() - width) // 2,
                                    frame.y() + frame.height() - height - 40, width, height))
