"""The project's exchange rates as a small table: base, quote, rate, date, source.

Rates are added from the catalog's dated rate table (a pair already in the project takes the catalog's rate),
added blank (a draft row that joins the project once its rate and date are typed, so no made-up number is ever
used) and removed; every accepted edit is one undo step through a pure function of planner/edit.py. A bad value
(not a number, a rate of 0 or below or far from the catalog's, a date that is not a real day or lies in the
future, an unknown currency, a second rate for the same pair) stays in its cell in red, the label below the table
explains it, and the project is left unchanged.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout,
    QWidget,
)
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error
from planner.model.money import describe_rate, implausible_rate

from .editors import ParseError

INVALID_BRUSH = QBrush(QColor("#fde7e9"))
DRAFT_BRUSH = QBrush(QColor("#fff8dc"))
KNOWN_CURRENCIES = ("CNY", "USD", "EUR")
COLUMNS = ("base", "quote", "rate", "date", "source")


def headers() -> dict[str, str]:
    return {"base": QCoreApplication.translate("RatesEditor", "1 unit of"), "quote": QCoreApplication.translate("RatesEditor", "= rate x"), "rate": QCoreApplication.translate("RatesEditor", "Rate"), "date": QCoreApplication.translate("RatesEditor", "Date"),
            "source": QCoreApplication.translate("RatesEditor", "Source")}


def known_currencies(document) -> list[str]:
    """The currencies a rate may name: the window's, the catalog rate table's and the project's own."""
    known = set(KNOWN_CURRENCIES) | {c for r in document.catalog.exchange_rates for c in (r.base, r.quote)}
    if document.project is not None:
        known.add(document.project.costs.currency)
    return sorted(known)


def parse_currency(text: str, known: list[str]) -> str:
    code = text.strip().upper()
    if code not in known:
        raise ParseError(QCoreApplication.translate("RatesEditor", "Unknown currency '{text}': use one of {known}").format(text=text, known=", ".join(known)))
    return code


def parse_rate(text: str, base: str, quote: str, reference) -> float:
    """A positive number, not more than twice or half the catalog's rate for the pair."""
    try:
        value = float(text.strip().replace(",", ""))
    except ValueError:
        raise ParseError(QCoreApplication.translate("RatesEditor", "The rate must be a number, not '{text}'").format(text=text)) from None
    if not value > 0:
        raise ParseError(QCoreApplication.translate("RatesEditor", "The rate must be greater than 0 (got {text}): 1 {base} buys how many {quote}?").format(
            text=text, base=base, quote=quote))
    far = implausible_rate(base, quote, value, reference)
    if far is not None:
        raise ParseError(QCoreApplication.translate("RatesEditor", "1 {base} = {value} {quote} is far from the catalog's {catalog} ({date}): check the "
                             "decimal point and the direction of the pair").format(
            base=base, quote=quote, value=text.strip(), catalog=f"{far[0]:.6g}", date=far[1].date.isoformat()))
    return value


def parse_date(text: str, today: dt.date) -> str:
    try:
        day = dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ParseError(QCoreApplication.translate("RatesEditor", "The date must be a real day written YYYY-MM-DD (e.g. 2026-01-23), not '{text}'").format(
            text=text)) from None
    if day > today:
        raise ParseError(QCoreApplication.translate("RatesEditor", "The date {text} is in the future: give the day the rate was read").format(text=text))
    return day.isoformat()


class RatesModel(QAbstractTableModel):
    """The document's exchange rates plus, after "Add blank", one draft row not yet in the project."""

    def __init__(self, document, parent=None, today: Callable[[], dt.date] = dt.date.today):
        super().__init__(parent)
        self.document, self.today = document, today
        self.errors: dict[tuple[int, int], tuple[str, str]] = {}  # (row, column) -> (typed text, message)
        self.last_error = ""
        self.draft: dict | None = None
        self._rows = self.rowCount()
        document.projectChanged.connect(self.reload)

    def rates(self) -> list:
        return [] if self.document.project is None else list(self.document.project.costs.exchange_rates)

    def reload(self) -> None:
        """Follow the project; a reset only when rows come or go, so an open cell editor is not torn down."""
        self.errors.clear()
        self.last_error = ""
        if self.rowCount() != self._rows:
            self.beginResetModel()
            self._rows = self.rowCount()
            self.endResetModel()
        elif self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(COLUMNS) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rates()) + (self.draft is not None)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return headers()[COLUMNS[section]]
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def is_draft(self, row: int) -> bool:
        return self.draft is not None and row == len(self.rates())

    def row_values(self, row: int) -> dict:
        if self.is_draft(row):
            return dict(self.draft)
        return self.rates()[row].model_dump(mode="json")

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= self.rowCount():
            return None
        error = self.errors.get((index.row(), index.column()))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = self.row_values(index.row()).get(COLUMNS[index.column()], "")
            return error[0] if error else (f"{value:g}" if isinstance(value, float) else str(value))
        if role == Qt.ItemDataRole.BackgroundRole:
            return INVALID_BRUSH if error else (DRAFT_BRUSH if self.is_draft(index.row()) else None)
        if role == Qt.ItemDataRole.ToolTipRole:
            return error[1] if error else (QCoreApplication.translate("RatesEditor", "Type the rate and its date; the rate is used once both are valid")
                                           if self.is_draft(index.row()) else None)
        return None

    def parse(self, row: int, field: str, text: str) -> dict:
        values = self.row_values(row)
        if field in ("base", "quote"):
            code = parse_currency(text, known_currencies(self.document))
            other = values["quote" if field == "base" else "base"]
            if code == other:
                raise ParseError(QCoreApplication.translate("RatesEditor", "A rate needs two different currencies ({code} on both sides)").format(code=code))
            return {field: code}
        if field == "rate":
            return {"rate": parse_rate(text, values["base"], values["quote"], self.document.catalog.exchange_rates)}
        if field == "date":
            return {"date": parse_date(text, self.today())}
        return {"source": text.strip()}

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row, field, text = index.row(), COLUMNS[index.column()], "" if value is None else str(value)
        try:
            changes = self.parse(row, field, text)
            self._apply(row, changes)
        except ParseError as exc:
            return self._refuse(index, text, str(exc))
        except edit.DuplicateRate as exc:
            return self._refuse(index, text, QCoreApplication.translate("RatesEditor", "There is already a rate between {base} and {quote} (row {row}): "
                                                 "edit or remove that one").format(base=exc.base, quote=exc.quote,
                                                                                   row=exc.index + 1))
        except ValidationError as exc:
            return self._refuse(index, text, "; ".join(describe_validation_error(exc)))
        self.errors.pop((row, index.column()), None)
        self.last_error = ""
        self.dataChanged.emit(index, index)
        return True

    def _apply(self, row: int, changes: dict) -> None:
        """Into the project (one undo step), or into the draft until its rate and date are both there."""
        project = self.document.project
        if not self.is_draft(row):
            new = edit.update_exchange_rate(project, row, changes)
            if new != project:
                r = project.costs.exchange_rates[row]
                self.document.push(new, QCoreApplication.translate("RatesEditor", "Change the {base}/{quote} exchange rate").format(base=r.base, quote=r.quote))
            return
        draft = {**self.draft, **changes}
        clash = edit.rate_pair_index(project, draft["base"], draft["quote"])
        if clash is not None:
            raise edit.DuplicateRate(draft["base"], draft["quote"], clash)
        if "rate" not in draft or "date" not in draft:
            self.draft = draft
            return
        new = edit.add_exchange_rate(project, draft)
        self.draft = None
        self.document.push(new, QCoreApplication.translate("RatesEditor", "Add the {base}/{quote} exchange rate").format(base=draft["base"],
                                                                                    quote=draft["quote"]))

    def _refuse(self, index, text: str, message: str) -> bool:
        self.errors[(index.row(), index.column())] = (text, message)
        self.last_error = message
        self.dataChanged.emit(index, index)
        return False

    def start_draft(self) -> bool:
        """A draft row for the first pair of known currencies the project has no rate for; False if none is left."""
        if self.draft is not None or self.document.project is None:
            return self.draft is not None
        known = known_currencies(self.document)
        free = next(((a, b) for a in known for b in known
                     if a < b and edit.rate_pair_index(self.document.project, a, b) is None), None)
        if free is None:
            return False
        row = len(self.rates())
        self.beginInsertRows(QModelIndex(), row, row)
        self.draft = {"base": free[0], "quote": free[1], "source": QCoreApplication.translate("RatesEditor", "entered by the user")}
        self._rows += 1
        self.endInsertRows()
        return True

    def drop_draft(self) -> None:
        if self.draft is not None:
            row = len(self.rates())
            self.beginRemoveRows(QModelIndex(), row, row)
            self.draft = None
            self._rows -= 1
            self.errors = {k: v for k, v in self.errors.items() if k[0] != row}
            self.endRemoveRows()


class RatesEditor(QGroupBox):
    """The rates table with add-from-catalog, add-blank and remove, and a line that explains a refused value."""

    def __init__(self, document, parent=None, today: Callable[[], dt.date] = dt.date.today):
        super().__init__(parent)
        self.document = document
        self.model = RatesModel(document, self, today)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in enumerate((80, 80, 90, 100)):
            self.view.setColumnWidth(column, width)
        self.view.setMinimumHeight(150)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.model.dataChanged.connect(lambda *_a: self.error.setText(self.model.last_error))
        self.picker = QComboBox()
        self.picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.picker.setMinimumContentsLength(24)
        self.add_button, self.blank_button, self.remove_button = QPushButton(), QPushButton(), QPushButton()
        self.add_button.clicked.connect(self.add_from_catalog)
        self.blank_button.clicked.connect(self.add_blank)
        self.remove_button.clicked.connect(self.remove_selected)
        row = QHBoxLayout()
        row.addWidget(self.picker, 1)
        for b in (self.add_button, self.blank_button, self.remove_button):
            row.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.view)
        layout.addWidget(self.error)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("RatesEditor", "Exchange rates (1 unit of the first currency = rate x the second, as of the date)"))
        self.add_button.setText(QCoreApplication.translate("RatesEditor", "Add from catalog"))
        self.blank_button.setText(QCoreApplication.translate("RatesEditor", "Add blank"))
        self.remove_button.setText(QCoreApplication.translate("RatesEditor", "Remove"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self.picker.clear()
        for i, r in enumerate(self.document.catalog.exchange_rates):
            self.picker.addItem(describe_rate(r), i)

    def add_from_catalog(self) -> None:
        index, project = self.picker.currentData(), self.document.project
        if index is None or project is None:
            return
        rate = self.document.catalog.exchange_rates[index]
        data = rate.model_dump(mode="json")
        existing = edit.rate_pair_index(project, rate.base, rate.quote)
        if existing is None:
            new, text = edit.add_exchange_rate(project, data), QCoreApplication.translate("RatesEditor", "Add the {base}/{quote} exchange rate")
        else:
            new, text = edit.update_exchange_rate(project, existing, data), QCoreApplication.translate("RatesEditor", "Use the catalog's {base}/{quote} exchange rate")
        if new != project:
            self.document.push(new, text.format(base=rate.base, quote=rate.quote))

    def add_blank(self) -> None:
        if self.model.start_draft():
            row = self.model.rowCount() - 1
            self.view.setCurrentIndex(self.model.index(row, COLUMNS.index("rate")))
            self.error.setText(QCoreApplication.translate("RatesEditor", "Type the rate and its date; the rate is used once both are valid"))
        else:
            self.error.setText(QCoreApplication.translate("RatesEditor", "Every pair of known currencies already has a rate: edit it instead"))

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()}, reverse=True)
        if any(self.model.is_draft(r) for r in rows):
            self.model.drop_draft()
            rows = [r for r in rows if r < len(self.model.rates())]
        if not rows:
            return
        rates, new = self.model.rates(), self.document.project
        for r in rows:
            new = edit.remove_exchange_rate(new, r)
        pairs = ", ".join(f"{rates[r].base}/{rates[r].quote}" for r in reversed(rows))
        self.document.push(new, QCoreApplication.translate("RatesEditor", "Remove the exchange rate {pairs}").format(pairs=pairs))


def costs_page(costs_editor: QWidget, rates_editor: RatesEditor) -> QWidget:
    """The Cost inputs tab: the cost form, then the rates its money amounts are converted with."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(costs_editor)
    layout.addWidget(rates_editor)
    return page
