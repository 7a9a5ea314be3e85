"""Catalog browser: search as you type, filter by kind, see the specs, add with Enter or a double click."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QEvent, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt, Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLayout, QPushButton, QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

from planner.catalog.store import Catalog
from planner.hardware.fits import reasons_not_fitting
from planner.hardware.pricing import CountedPrice, counted_prices
from planner.model.parts import PART_KINDS, kind_label
from planner.text import LANGUAGES

from .i18n import current_language
from .shown import LazyPage


_Index = QModelIndex | QPersistentModelIndex


def _price_history_chart() -> QWidget:
    from .price_history import PriceHistoryChart  # pyqtgraph: imported when the chart is first shown

    chart = PriceHistoryChart()
    chart.setToolTip(QCoreApplication.translate(
        "CatalogPicker", "Price history of the selected part: catalog and imported prices by date, in the "
                         "project currency where a rate converts them (dashed: no rate)"))
    return chart


class CatalogTableModel(QAbstractTableModel):
    COLUMNS = ("kind", "name", "specs", "price", "per_gb", "date", "id")
    PartIdRole = Qt.ItemDataRole.UserRole + 1
    KindRole = Qt.ItemDataRole.UserRole + 2
    SearchRole = Qt.ItemDataRole.UserRole + 3
    SortRole = Qt.ItemDataRole.UserRole + 4
    FitsRole = Qt.ItemDataRole.UserRole + 5

    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        order = {k: i for i, k in enumerate(PART_KINDS)}
        self._parts = sorted(catalog.parts.values(), key=lambda p: (order.get(p.kind, 99), p.name.lower()))
        self._origins = catalog.origins
        self._reasons: dict[str, list] = {}
        self._costs = None
        self._haystacks: dict[str, str] = {}

    def reload(self, catalog: Catalog) -> None:
        """The catalog again, after the user added a part of their own."""
        self.beginResetModel()
        order = {k: i for i, k in enumerate(PART_KINDS)}
        self._parts = sorted(catalog.parts.values(), key=lambda p: (order.get(p.kind, 99), p.name.lower()))
        self._origins = catalog.origins
        self._reasons = {}
        self._haystacks = {}
        self.endResetModel()

    def set_build(self, node, costs, recommended_psu_w: float | None = None) -> bool:
        """The machine being built (a ResolvedNode, or None), the project's costs (for price sorting) and the
        machine's x1.3 PSU figure from the report (None: a PSU's rating is not judged). False when every part's
        verdict and the costs are as they were (nothing to show again: most edits leave them so)."""
        reasons = ({p.id: reasons_not_fitting(p, node, recommended_psu_w) for p in self._parts}
                   if node is not None else {})
        if reasons == self._reasons and costs == self._costs:
            return False
        self._reasons, self._costs = reasons, costs
        if self._parts:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._parts) - 1, len(self.COLUMNS) - 1))
        return True

    # the filter's questions, answered without going through data() (it asks them of every row per keystroke)
    def fits(self, row: int) -> bool:
        return not self._reasons.get(self._parts[row].id)

    def kind_of(self, row: int) -> str:
        return self._parts[row].kind

    def haystack(self, row: int) -> str:
        """What a search looks in: id, name, vendor, key specs, and the kind and specs as shown in every language
        (a Chinese window shows '延长线', so a search for it finds the risers), lower case (made once per part)."""
        part = self._parts[row]
        text = self._haystacks.get(part.id)
        if text is None:
            shown = " ".join(f"{kind_label(part.kind, lang)} {part.specs_text().render(lang)}" for lang in LANGUAGES)
            text = self._haystacks[part.id] = f"{part.id} {part.name} {part.vendor} {part.key_specs()} {shown}".lower()
        return text

    @property
    def costs(self):
        """The project's cost assumptions (currency and rates), None before a build is set."""
        return self._costs

    def catalog_part(self, part_id: str):
        return next((p for p in self._parts if p.id == part_id), None)

    def reasons(self, part_id: str) -> list[str]:
        return [t.render(current_language()) for t in self._reasons.get(part_id, [])]

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
            "per_gb": QCoreApplication.translate("CatalogPicker", "Price per GB of VRAM"),
            "date": QCoreApplication.translate("CatalogPicker", "Price date"),
            "id": QCoreApplication.translate("CatalogPicker", "Id"),
        }[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._parts):
            return None
        part = self._parts[index.row()]
        key = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(part, key)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(part)
        if role == Qt.ItemDataRole.ForegroundRole and self._reasons.get(part.id):
            return QColor("#999")
        if role == self.SortRole:
            return self._sort_key(part, key)
        if role == self.FitsRole:
            return not self._reasons.get(part.id)
        if role == self.PartIdRole:
            return part.id
        if role == self.KindRole:
            return part.kind
        if role == self.SearchRole:
            return self.haystack(index.row())
        return None

    def _display(self, part, key: str) -> str:
        if key == "kind":
            return kind_label(part.kind, current_language())
        if key == "name":
            user = not self._origins[part.id].bundled if part.id in self._origins else False
            return part.name + (" *" if user else "")
        if key == "specs":
            return part.specs_text().render(current_language())
        if key == "price":
            return " · ".join(QCoreApplication.translate("CatalogPicker", "{amount} {currency} {condition}").format(
                **self._shown_amount(c), condition=condition_word(c.condition)) for c in self._counted(part))
        if key == "per_gb":
            best = self._cheapest_per_gb(part)
            return QCoreApplication.translate("CatalogPicker", "{amount} {currency}/GB {condition}").format(
                amount=f"{best.per_gb:,.0f}", currency=self._costs.currency,
                condition=condition_word(best.condition)) if best is not None else ""
        if key == "date":
            counted = self._counted(part)
            return max(c.point.date for c in counted).isoformat() if counted else ""
        return part.id

    def _shown_amount(self, counted: CountedPrice) -> dict:
        """A price in the project currency at the catalog's dated rates, as the engine counts it; in the catalog's
        currency only where no rate converts it (a CNY project shows CNY, not the USD the catalog lists)."""
        if counted.amount is not None and self._costs is not None:
            return {"amount": f"{counted.amount:,.0f}", "currency": self._costs.currency}
        return {"amount": f"{counted.point.amount:,.0f}", "currency": counted.point.currency}

    def _tooltip(self, part) -> str:
        unverified = "\n".join(reason.render(current_language()) for reason in part.unconfirmed_reasons())
        reasons = self.reasons(part.id)
        misfit = QCoreApplication.translate("CatalogPicker", "Does not fit this build: {reasons}").format(
            reasons="; ".join(reasons)) if reasons else ""
        specs = part.specs_text().render(current_language())
        return "\n".join(x for x in (part.name, specs, part.source, unverified, misfit) if x)

    def _sort_key(self, part, key: str):
        """Prices sort as amounts in the project currency (converted at its dated rates where it has one)."""
        if key == "price":
            counted = self._counted(part)
            if not counted:
                return float("inf")
            first = counted[0]
            return first.amount if first.amount is not None else first.point.amount
        if key == "per_gb":
            best = self._cheapest_per_gb(part)
            return best.per_gb if best is not None else float("inf")
        if key == "date":
            counted = self._counted(part)
            return max(c.point.date for c in counted).isoformat() if counted else ""
        return self._display(part, key).lower()

    def _counted(self, part) -> list[CountedPrice]:
        """The engine's price per condition (new first) as a line would take it, in the project currency once set."""
        if self._costs is None:
            return counted_prices(part, "")
        return counted_prices(part, self._costs.currency, self._costs.exchange_rates)

    def _cheapest_per_gb(self, part) -> CountedPrice | None:
        """A GPU's cheaper condition per GB of memory, as the engine counts it; None for other parts or unpriced."""
        found = [c for c in self._counted(part) if c.per_gb is not None]
        return min(found, key=lambda c: c.per_gb) if found else None


def condition_word(condition: str) -> str:
    return {"new": QCoreApplication.translate("PartsModel", "new"),
            "used": QCoreApplication.translate("PartsModel", "used")}.get(condition, condition)


class CatalogFilter(QSortFilterProxyModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.kind = ""
        self.words: list[str] = []
        self.fits_only = False
        self.setSortRole(CatalogTableModel.SortRole)

    def set_filter(self, text: str, kind: str, fits_only: bool | None = None) -> None:
        self.beginFilterChange()  # invalidateFilter() is deprecated since Qt 6.10
        self.words = [w for w in text.lower().split() if w]
        self.kind = kind
        if fits_only is not None:
            self.fits_only = fits_only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:
        if self.fits_only and not self.sourceModel().fits(row):
            return False
        return self.matches(row, parent)

    def matches(self, row: int, parent: _Index = QModelIndex()) -> bool:
        """The row matches the kind and the search words (fitting the build or not)."""
        source = self.sourceModel()
        if self.kind and source.kind_of(row) != self.kind:
            return False
        if not self.words:  # no search: every part's specs text is made at the first search, not at every start
            return True
        haystack = source.haystack(row)
        return all(w in haystack for w in self.words)

    def hidden_matches(self) -> list[int]:
        """Source rows the search and kind would show that the 'fits this build' filter hides."""
        source = self.sourceModel()
        if not self.fits_only:
            return []
        return [r for r in range(source.rowCount()) if not source.fits(r) and self.matches(r)]


#: Hidden parts named, with their reasons, in the tooltip of the hidden count
HIDDEN_LISTED = 12


class CatalogPicker(QWidget):
    partChosen = Signal(str)

    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self._source = None  # set_build_source's function, until it is applied
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
        # catalog order (kind, then name) until a header is clicked: with no sort column, enabling sorting sorts
        # nothing (it used to sort by the first column, then undo it: 1,900 cells read at every start)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)
        self.fits_only = QCheckBox()
        self.fits_only.setChecked(True)
        self.hidden_note = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.kind, 1)
        top.addWidget(self.fits_only)
        top.addWidget(self.hidden_note)
        self.new_part_button = QPushButton()  # Edit > New part... (the window connects it)
        top.addWidget(self.new_part_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.view, 3)
        # four rows always stay in sight; the chart below takes what room is left (none in a short dock)
        # the selected part's prices over time (pyqtgraph): made when first shown, drawn only while shown
        self.history_page = LazyPage(_price_history_chart, self._draw_history)
        self.history_page.layout().setSizeConstraint(QLayout.SizeConstraint.SetMinAndMaxSize)  # the chart's limits
        layout.addWidget(self.history_page, 1)
        self.view.selectionModel().currentRowChanged.connect(self._show_history)
        self.search.textChanged.connect(self._refilter)
        self.kind.currentIndexChanged.connect(self._refilter)
        self.fits_only.toggled.connect(self._refilter)
        self.search.returnPressed.connect(self.choose_current)
        self.search.installEventFilter(self)  # Up and Down in the search box move the selection in the list
        self.retranslate()
        self._columns_sized = False  # sized from the contents when first shown (a hidden picker costs nothing)

    def set_build(self, node, costs, recommended_psu_w: float | None = None) -> None:
        """Check every catalog part against the machine being built (planner.hardware.fits) and filter again."""
        self._source = None
        if self.model.set_build(node, costs, recommended_psu_w):
            self._refilter(keep_cursor=True)
            self._show_history(self.view.currentIndex())

    def set_build_source(self, source, now: bool = True) -> None:
        """The build to check against as a function giving set_build's arguments, called now if the picker is
        shown (and `now`), else when it is shown or searched (a hidden picker costs an edit nothing)."""
        self._source = source
        if now and self.isVisible():
            self.apply_build()

    def apply_build(self) -> None:
        """Check the parts against the build given last to set_build_source (if not done yet)."""
        if self._source is not None:
            self.set_build(*self._source())

    def eventFilter(self, watched, event) -> bool:
        """Down and Up (and Page Down/Up) typed in the search box move the selected row, so Enter adds the part
        the user stepped to without leaving the box."""
        steps = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_PageDown: 10, Qt.Key.Key_PageUp: -10}
        if watched is self.search and event.type() == QEvent.Type.KeyPress and event.key() in steps:
            self.step_selection(steps[event.key()])
            return True
        return super().eventFilter(watched, event)

    def step_selection(self, step: int) -> None:
        """Move the selected row by `step` (from before the first row when none is selected), within the list."""
        rows = self.proxy.rowCount()
        if not rows:
            return
        current = self.view.currentIndex()
        row = current.row() + step if current.isValid() else (0 if step > 0 else rows - 1)
        self.view.setCurrentIndex(self.proxy.index(max(0, min(rows - 1, row)), 0))

    def showEvent(self, event) -> None:
        if not self._columns_sized:
            self._columns_sized = True
            self.view.resizeColumnsToContents()
            self.view.setColumnWidth(1, 220)
            self.view.setColumnWidth(2, 320)
        super().showEvent(event)
        self.apply_build()

    def _keep_four_rows(self) -> None:
        """Four result rows always stay in sight (the fonts of a language set the rows' height); the price chart
        below the table takes the room left (none in a short dock)."""
        self.view.setMinimumHeight(int(4.5 * self.view.verticalHeader().defaultSectionSize())
                                   + self.view.horizontalHeader().sizeHint().height() + 2 * self.view.frameWidth())

    def retranslate(self) -> None:
        self._keep_four_rows()
        self.new_part_button.setText(QCoreApplication.translate("CatalogPicker", "New part..."))
        self.new_part_button.setToolTip(QCoreApplication.translate(
            "CatalogPicker", "A part the catalog does not have: enter its facts once, it joins your own catalog"))
        self.fits_only.setText(QCoreApplication.translate("CatalogPicker", "Fits this build"))
        self.fits_only.setToolTip(QCoreApplication.translate(
            "CatalogPicker", "Hide parts that do not fit the parts already chosen (socket, memory type, board size, "
                             "card length, room on the board for the cards' widths, PSU plugs and wattage against "
                             "the x1.3 rule). Unticked, they are shown in grey with the reason."))
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
        self._show_hidden_count()

    def _refilter(self, *_args, keep_cursor: bool = False) -> None:
        """A new search starts at its best match: Enter in the search box adds the first row, never a row the
        cursor was left on by an earlier search (typing 'rtx-3090' used to add the RTX 3090 Ti)."""
        if self._source is not None and not keep_cursor:
            source, self._source = self._source, None
            self.model.set_build(*source())  # the build as it is now, before the search
        self.proxy.set_filter(self.search.text(), self.kind.currentData() or "", self.fits_only.isChecked())
        self._show_hidden_count()
        if self.proxy.rowCount() and not (keep_cursor and self.view.currentIndex().isValid()):
            self.view.selectRow(0)
            self.view.scrollToTop()

    def _show_hidden_count(self) -> None:
        """How many parts this search would show that do not fit the build; the tooltip says why for each."""
        hidden = self.proxy.hidden_matches()
        if not hidden:
            self.hidden_note.clear()
            self.hidden_note.setToolTip("")
            return
        if self.proxy.rowCount():
            note = QCoreApplication.translate("CatalogPicker", "{n} hidden").format(n=len(hidden))
        else:
            note = QCoreApplication.translate(
                "CatalogPicker", "All {n} matches hidden: they do not fit this build").format(n=len(hidden))
        self.hidden_note.setText(note)
        self.hidden_note.setToolTip("\n".join(self._hidden_lines(hidden)))

    def _hidden_lines(self, rows: list[int], most: int = HIDDEN_LISTED) -> list[str]:
        model = self.model
        lines = [QCoreApplication.translate("CatalogPicker", "{part}: {reasons}").format(
            part=model.data(model.index(r, 1)), reasons="; ".join(
                model.reasons(model.data(model.index(r, 0), CatalogTableModel.PartIdRole))))
            for r in rows[:most]]
        if len(rows) > most:
            lines.append(QCoreApplication.translate("CatalogPicker", "and {n} more (untick Fits this build to see "
                                                                     "them in grey)").format(n=len(rows) - most))
        return lines

    @property
    def history(self):
        """The price history chart (ui/price_history.py), made and drawn if it was not yet."""
        return self.history_page.content()

    def _show_history(self, *_args) -> None:
        self.history_page.changed()

    def _draw_history(self, chart) -> None:
        current = self.view.currentIndex()
        part_id = self.proxy.data(current, CatalogTableModel.PartIdRole) if current.isValid() else None
        part = self.model.catalog_part(part_id) if part_id else None
        chart.show_part(part, self.model.costs)

    def choose_current(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid() and self.proxy.rowCount():
            index = self.proxy.index(0, 0)
        if index.isValid():
            self.partChosen.emit(self.proxy.data(index, CatalogTableModel.PartIdRole))
