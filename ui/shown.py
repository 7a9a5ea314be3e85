"""Work done for what the user can see: a tab page built when first needed and kept up to date only while shown.

A page holds one content widget, made by `build()` the first time it is shown or asked for (`content()`), and
filled from the document by `fill(widget)`. A report that arrives while the page is hidden only marks it stale
(`changed()`); showing the page, or asking for its content, fills it then. So an edit repaints the visible panels
only, and a cold start builds no hidden tab's graphs (pyqtgraph itself is imported on the first one).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPage(QWidget):
    def __init__(self, build: Callable[[], QWidget], fill: Callable[[QWidget], None], parent=None):
        super().__init__(parent)
        self._build, self._fill = build, fill
        self._content: QWidget | None = None
        self._stale = True
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def built(self) -> QWidget | None:
        """The content widget if it was made already (None: not yet)."""
        return self._content

    def content(self) -> QWidget:
        """The content widget, made if needed and filled from the latest report if that is newer than it."""
        if self._content is None:
            self._content = self._build()
            self.layout().addWidget(self._content)
        if self._stale:
            self._stale = False
            self._fill(self._content)
        return self._content

    def changed(self) -> None:
        """The document has a new report: fill now if shown, else when shown or asked for."""
        self._stale = True
        if self.isVisible():
            self.content()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale or self._content is None:
            self.content()
