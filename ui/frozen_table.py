"""A table whose one column stays in place while the others scroll sideways (Qt's "Frozen Column" example): the
parts table keeps the part names in view however narrow the window or large the font.

A second QTableView over the same model and selection shows only the frozen column and lies over the left edge of
the table, where that column (moved to the first place) scrolls beneath it; the two scroll up and down together,
share the column's width, and the frozen one edits, drags, drops and opens the context menu like the table."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView


class FrozenColumnTable(QTableView):
    """A QTableView with `column` frozen at its left edge (call freeze() once the model is set)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.frozen_column = -1
        self.frozen = QTableView(self)

    def freeze(self, column: int) -> None:
        """Keep `column` of the model at the left edge; the view's settings so far (selection, drag and drop, edit
        triggers) are the frozen part's too; its text is one line, elided in the middle."""
        self.frozen_column = column
        header = self.horizontalHeader()
        frozen = self.frozen
        frozen.setModel(self.model())
        frozen.setSelectionModel(self.selectionModel())
        self._show_only_the_frozen_column()
        self._copy_settings_to(frozen)
        frozen.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        frozen.setWordWrap(False)  # one line per name, its head and tail kept
        frozen.setFrameShape(QTableView.Shape.NoFrame)
        frozen.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frozen.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frozen.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        frozen.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        frozen.customContextMenuRequested.connect(self._frozen_context_menu)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        frozen.setVerticalScrollMode(self.verticalScrollMode())
        self.viewport().stackUnder(frozen)
        for signal in (self.model().modelReset, self.model().layoutChanged, self.model().columnsInserted):
            signal.connect(self._show_only_the_frozen_column)
        header.sectionResized.connect(self._table_section_resized)
        frozen.horizontalHeader().sectionResized.connect(self._frozen_section_resized)
        self.verticalHeader().sectionResized.connect(self._row_resized)
        frozen.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        self.verticalScrollBar().valueChanged.connect(frozen.verticalScrollBar().setValue)
        frozen.setColumnWidth(column, self.columnWidth(column))
        frozen.show()
        self._place_frozen()

    def _show_only_the_frozen_column(self, *_args) -> None:
        """The frozen column first in the table, alone in the frozen part (again after the model was reset)."""
        header = self.horizontalHeader()
        if header.visualIndex(self.frozen_column) != 0:
            header.moveSection(header.visualIndex(self.frozen_column), 0)
        for other in range(self.model().columnCount()):
            self.frozen.setColumnHidden(other, other != self.frozen_column)

    def _copy_settings_to(self, frozen: QTableView) -> None:
        frozen.setSelectionBehavior(self.selectionBehavior())
        frozen.setSelectionMode(self.selectionMode())
        frozen.setAlternatingRowColors(self.alternatingRowColors())
        frozen.verticalHeader().setVisible(self.verticalHeader().isVisible())
        frozen.setDragDropMode(self.dragDropMode())
        frozen.setDragEnabled(self.dragEnabled())
        frozen.setAcceptDrops(self.acceptDrops())
        frozen.setDropIndicatorShown(self.showDropIndicator())
        frozen.setDefaultDropAction(self.defaultDropAction())
        frozen.setEditTriggers(self.editTriggers())
        frozen.setFocusPolicy(self.focusPolicy())

    # ------------------------------------------------------------------ keeping the two in step
    def _table_section_resized(self, column: int, _old: int, width: int) -> None:
        if column == self.frozen_column:
            self.frozen.setColumnWidth(column, width)
            self._place_frozen()

    def _frozen_section_resized(self, column: int, _old: int, width: int) -> None:
        if column == self.frozen_column:  # the user widened the names by the frozen header's edge
            self.setColumnWidth(column, width)

    def _row_resized(self, row: int, _old: int, height: int) -> None:
        self.frozen.setRowHeight(row, height)

    def _place_frozen(self) -> None:
        if self.frozen_column < 0:
            return
        self.frozen.horizontalHeader().setFixedHeight(self.horizontalHeader().height())
        self.frozen.setGeometry(self.verticalHeader().width() + self.frameWidth(), self.frameWidth(),
                                self.columnWidth(self.frozen_column),
                                self.viewport().height() + self.horizontalHeader().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_frozen()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        if self.frozen_column >= 0:
            self._place_frozen()

    def _frozen_context_menu(self, pos: QPoint) -> None:
        """The table's own context menu, at the place in the frozen column that was clicked."""
        at = self.viewport().mapFromGlobal(self.frozen.viewport().mapToGlobal(pos))
        self.customContextMenuRequested.emit(at)

    # ------------------------------------------------------------------ what lies beneath the frozen column
    def scrollTo(self, index: QModelIndex, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        """Scroll so the cell shows beside the frozen column, never beneath it; the frozen column's own cells only
        scroll up or down."""
        if self.frozen_column < 0 or not index.isValid():
            return super().scrollTo(index, hint)
        bar = self.horizontalScrollBar()
        keep = bar.value()
        super().scrollTo(index, hint)
        if index.column() == self.frozen_column:
            bar.setValue(keep)
            return
        hidden = self.columnWidth(self.frozen_column) - self.visualRect(index).left()
        if hidden > 0:
            bar.setValue(bar.value() - hidden)

    def edit(self, index: QModelIndex, trigger=None, event=None) -> bool:
        """A frozen cell is edited where it shows: in the frozen column (typing into the table opens it there)."""
        if trigger is None:
            return super().edit(index)
        if self.frozen_column >= 0 and index.isValid() and index.column() == self.frozen_column:
            had_focus = self.hasFocus()
            self.frozen.setFocus()  # before the editor opens: it takes the focus from the frozen part
            opened = self.frozen.edit(index, trigger, event)
            if not opened and had_focus:
                self.setFocus()
            return opened
        return super().edit(index, trigger, event)
