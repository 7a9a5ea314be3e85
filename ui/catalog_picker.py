"""Catalog browser: search as you type, filter by kind, see the specs, add with Enter or a double click."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt, Signal,
)
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

from planner.catalog.store import Catalog
from planner.model.parts import PART_KINDS, kind_label

from .i18n import current_language


_Index = QModelIndex | QPersistentModelIndex


class CatalogTableModel(QAbstractTableModel):
    COLUMNS = ("kind", "name", "specs", "price", "id")
    PartIdRole = Qt.ItemDataRole.UserRole + 1
    KindRole = Qt.ItemDataRole.UserRole + 2
    SearchRole = Qt.ItemDataRole.UserRole + 3

    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        order = {k: i for i, k in enumerate(PART_KINDS)}
        self._parts = sorted(catalog.parts.values(), key=lambda p: (order.get(p.kind, 99), p.name.lower()))
        self._origins = catalog.origins

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._parts)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        return {
            "kind": QCoreApplication.translate("CatalogPicker", "Kind"),
            "name": QCoreApplication.translate("CatalogPicker", "Name"),
            "specs": QCoreApplication.translate("CatalogPicker", "Key specs"),
            "price": QCoreApplication.translate("CatalogPicker", "Typical price"),
            "id": QCoreApplication.translate("CatalogPicker", "Id"),
        }[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._parts):
            return None
        part = self._parts[index.row()]
        key = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if key == "kind":
                return kind_label(part.kind, current_language())
            if key == "name":
                user = not self._origins[part.id].bundled if part.id in self._origins else False
                return part.name + (" *" if user else "")
            if key == "specs":
                return part.key_specs()
            if key == "price":
                p = max(part.prices, key=lambda x: x.date) if part.prices else None
                return f"{p.amount:,.0f} {p.currency} ({p.condition}, {p.date:%Y-%m})" if p else ""
            return part.id
        if role == Qt.ItemDataRole.ToolTipRole:
            unverified = "\n".join(f"unverified {k}: {v}" for k, v in part.unverified.items())
            return f"{part.name}\n{part.key_specs()}\n{part.source}" + (f"\n{unverified}" if unverified else "")
        if role == self.PartIdRole:
            return part.id
        if role == self.KindRole:
            return part.kind
        if role == self.SearchRole:
            return f"{part.id} {part.name} {part.vendor} {part.key_specs()}".lower()
        return None


class CatalogFilter(QSortFilterProxyModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.kind = ""
        self.words: list[str] = []

    def set_filter(self, text: str, kind: str) -> None:
        self.beginFilterChange()  # invalidateFilter() is deprecated since Qt 6.10
        self.words = [w for w in text.lower().split() if w]
        self.kind = kind
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:
        index = self.sourceModel().index(row, 0, parent)
        if self.kind and self.sourceModel().data(index, CatalogTableModel.KindRole) != self.kind:
            return False
        haystack = self.sourceModel().data(index, CatalogTableModel.SearchRole) or ""
        return all(w in haystack for w in self.words)


class CatalogPicker(QWidget):
    partChosen = Signal(str)

    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.kind = QComboBox()
        self.model = CatalogTableModel(catalog, self)
        self.proxy = CatalogFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        # Enter on a row or a double click (the platform's activation); the search box has its own Enter
        self.view.activated.connect(self.choose_current)
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.kind, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.view)
        self.search.textChanged.connect(self._refilter)
        self.kind.currentIndexChanged.connect(self._refilter)
        self.search.returnPressed.connect(self.choose_current)
        self.retranslate()
        self.view.resizeColumnsToContents()
        self.view.setColumnWidth(1, 220)
        self.view.setColumnWidth(2, 320)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(QCoreApplication.translate("CatalogPicker", "Search parts (name, id, specs)..."))
        current = self.kind.currentData()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(QCoreApplication.translate("CatalogPicker", "All kinds"), "")
        for k in PART_KINDS:
            self.kind.addItem(kind_label(k, current_language()), k)
        idx = self.kind.findData(current) if current is not None else 0
        self.kind.setCurrentIndex(max(idx, 0))
        self.kind.blockSignals(False)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(CatalogTableModel.COLUMNS) - 1)

    def _refilter(self) -> None:
        """A new search starts at its best match: Enter in the search box adds the first row, never a row the
        cursor was left on by an earlier search (typing 'rtx-3090' used to add the RTX 3090 Ti)."""
        self.proxy.set_filter(self.search.text(), self.kind.currentData() or "")
        if self.proxy.rowCount():
            self.view.selectRow(0)
            self.view.scrollToTop()

    def choose_current(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid() and self.proxy.rowCount():
            index = self.proxy.index(0, 0)
        if index.isValid():
            self.partChosen.emit(self.proxy.data(index, CatalogTableModel.PartIdRole))
