"""The main window as it is first shown: its title, size and place, painted before the engine is imported.

Importing the engine (its pydantic models) and building the panels take several times as long as a bare Qt
window needs to appear. `python main.py` therefore shows this frame first and, once it is painted, turns this very
window into the planner (`MainWindow.fill`: the object becomes a MainWindow and its widgets are built in it), so the
user sees one window that fills, not a splash screen replaced by another window. This module imports Qt only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QMainWindow

from .layout import clamp_to, first_size, screen_area

#: Fill the window after this long even if no paint came (a window started minimised is never painted).
FILL_ANYWAY_MS = 1_000


class WindowFrame(QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.filled = False  # True once MainWindow.fill (or MainWindow()) has built the planner in it
        self._when_painted: Callable[[], None] | None = None
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "GPU Rig Planner"))
        self.resize(first_size(screen_area(self)))

    def restore_geometry(self) -> None:
        """The size and place the window had when it was last closed, pulled back onto this screen."""
        geometry = QSettings().value("mainwindow/geometry", QByteArray(), type=QByteArray)
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
            self.setGeometry(clamp_to(self.geometry(), screen_area(self)))

    def after_first_paint(self, fill: Callable[[], None]) -> None:
        """Call `fill` once, when the event loop turns after the frame's first paint (or after FILL_ANYWAY_MS)."""
        self._when_painted = fill
        QTimer.singleShot(FILL_ANYWAY_MS, self._fill_now)

    def _fill_now(self) -> None:
        fill, self._when_painted = self._when_painted, None
        if fill is not None:
            fill()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._when_painted is not None:
            QTimer.singleShot(0, self._fill_now)
