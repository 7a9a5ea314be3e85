"""The Alternatives tab: the cloud GPU offers and LLM APIs the rig is compared with, edited in two tables.

Rows are added from the offers catalog (with their price, currency, date and source) or blank, edited in place and
removed; every accepted edit is one undo step through Document.push with a pure function of planner/edit.py.
A bad value (not a number, a negative price, an empty name, an unknown currency) stays in its cell in red, the
label below explains it, and the project is left unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout,
    QWidget,
)
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error

from .editors import ParseError

KNOWN_CURRENCIES = ("CNY", "USD", "EUR")
INVALID_BRUSH = QBrush(QColor("#fde7e9"))
MONEY_FIELDS = {"cloud": ("price_per_gpu_hour",), "api": ("input_per_million", "output_per_million",
                                                         "cached_input_per_million")}


@dataclass(frozen=True)
class Column:
    key: str
    header: Callable[[], str]
    show: Callable[[object], str]
    parse: Callable[[object, str, object], dict] | None  # (option, text, project) -> changes; None: read-only


def _price(option, field: str) -> str:
    money = getattr(option, field)
    return "" if money is None else f"{money.amount:g}"


def _parse_price(field: str, what: Callable[[], str], optional: bool = False):
    def parse(option, text: str, _project) -> dict:
        t = text.strip().replace(",", "")
        if not t and optional:
            return {field: None}
        try:
            value = float(t)
        except ValueError:
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} must be a number, not '{text}'").format(what=what(), text=text)) from None
        if value < 0:
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} cannot be negative (got {text})").format(what=what(), text=text))
        currency = _currency_of(option)
        return {field: {"amount": value, "currency": currency}}
    return parse


def _currency_of(option) -> str:
    for field in ("price_per_gpu_hour", "input_per_million"):
        if hasattr(option, field):
            return getattr(option, field).currency
    raise AttributeError(option)


def _parse_name(option, text: str, _project) -> dict:
    if not text.strip():
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "The name cannot be empty"))
    return {"name": text.strip()}


def _parse_currency(kind: str):
    def parse(option, text: str, project) -> dict:
        code = text.strip().upper()
        known = set(KNOWN_CURRENCIES) | {c for r in project.costs.exchange_rates for c in (r.base, r.quote)}
        if code not in known:
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "Unknown currency '{text}': use one of {known}").format(
                text=text, known=", ".join(sorted(known))))
        return {f: {"amount": getattr(option, f).amount, "currency": code}
                for f in MONEY_FIELDS[kind] if getattr(option, f, None) is not None}
    return parse


def _parse_count(option, text: str, _project) -> dict:
    try:
        value = int(text.strip())
    except ValueError:
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "The GPU count must be a whole number, not '{text}'").format(text=text)) from None
    return {"gpus": value}


def pricing_word(pricing: str) -> str:
    return {"on_demand": QCoreApplication.translate("AlternativesEditor", "on demand"),
            "spot": QCoreApplication.translate("AlternativesEditor", "spot"),
            "reserved": QCoreApplication.translate("AlternativesEditor", "reserved")}[pricing]


def offer_label(offer) -> str:
    """A catalog offer as the add-from-catalog list shows it: its name, then its price and date in the window's words."""
    if hasattr(offer, "price_per_gpu_hour"):
        price = offer.price_per_gpu_hour
        return QCoreApplication.translate(
            "AlternativesEditor", "{name} — {gpu}, {pricing}, {amount:g} {currency} per GPU-hour, {date}").format(
            name=offer.name, gpu=offer.gpu, pricing=pricing_word(offer.pricing), amount=price.amount,
            currency=price.currency, date=offer.date.isoformat())
    cached = offer.cached_input_per_million
    return QCoreApplication.translate(
        "AlternativesEditor", "{name} — input {input:g}, cached input {cached}, output {output:g} {currency} per million "
        "tokens, {date}").format(
        name=offer.name, input=offer.input_per_million.amount, cached="-" if cached is None else f"{cached.amount:g}",
        output=offer.output_per_million.amount, currency=offer.input_per_million.currency, date=offer.date.isoformat())


def cloud_columns() -> list[Column]:
    price_label = lambda: QCoreApplication.translate("AlternativesEditor", "Price per GPU-hour")  # noqa: E731
    return [
        Column("name", lambda: QCoreApplication.translate("AlternativesEditor", "Offer (provider, GPU)"), lambda o: o.name, _parse_name),
        Column("gpus", lambda: QCoreApplication.translate("AlternativesEditor", "GPUs"), lambda o: str(o.gpus), _parse_count),
        Column("pricing", lambda: QCoreApplication.translate("AlternativesEditor", "Pricing"), lambda o: pricing_word(o.pricing), None),
        Column("price", price_label, lambda o: _price(o, "price_per_gpu_hour"),
               _parse_price("price_per_gpu_hour", price_label)),
        Column("currency", lambda: QCoreApplication.translate("AlternativesEditor", "Currency"), lambda o: o.price_per_gpu_hour.currency, _parse_currency("cloud")),
        Column("source", lambda: QCoreApplication.translate("AlternativesEditor", "Source (date)"), lambda o: o.source, lambda o, t, p: {"source": t.strip()}),
    ]


def api_columns() -> list[Column]:
    labels = {f: (lambda f=f: {"input_per_million": QCoreApplication.translate("AlternativesEditor", "Input per M tokens"),
                               "output_per_million": QCoreApplication.translate("AlternativesEditor", "Output per M tokens"),
                               "cached_input_per_million": QCoreApplication.translate("AlternativesEditor", "Cached input per M tokens")}[f])
              for f in MONEY_FIELDS["api"]}
    return [
        Column("name", lambda: QCoreApplication.translate("AlternativesEditor", "Model (provider)"), lambda o: o.name, _parse_name),
        *[Column(f, labels[f], lambda o, f=f: _price(o, f),
                 _parse_price(f, labels[f], optional=f == "cached_input_per_million")) for f in MONEY_FIELDS["api"]],
        Column("currency", lambda: QCoreApplication.translate("AlternativesEditor", "Currency"), lambda o: o.input_per_million.currency, _parse_currency("api")),
        Column("source", lambda: QCoreApplication.translate("AlternativesEditor", "Source (date)"), lambda o: o.source, lambda o, t, p: {"source": t.strip()}),
    ]


class AlternativesModel(QAbstractTableModel):
    """One kind of alternative ("cloud" or "api") of the document's project, edited in place."""

    def __init__(self, document, kind: str, parent=None):
        super().__init__(parent)
        self.document, self.kind = document, kind
        self.columns = cloud_columns() if kind == "cloud" else api_columns()
        self.errors: dict[tuple[int, int], tuple[str, str]] = {}  # (row, column) -> (typed text, message)
        self.last_error = ""
        self._rows = len(self.options())
        document.projectChanged.connect(self.reload)

    def options(self) -> list:
        project = self.document.project
        if project is None:
            return []
        return project.costs.cloud_options if self.kind == "cloud" else project.costs.api_options

    def reload(self) -> None:
        """Follow the project; a reset only when rows come or go, so an open cell editor is not torn down."""
        self.errors.clear()
        self.last_error = ""
        if len(self.options()) != self._rows:
            self.beginResetModel()
            self._rows = len(self.options())
            self.endResetModel()
        elif self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(self.columns) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.options())

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header()
        return None

    def flags(self, index):
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return base | Qt.ItemFlag.ItemIsEditable if self.columns[index.column()].parse else base

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self.options()):
            return None
        error = self.errors.get((index.row(), index.column()))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return error[0] if error else self.columns[index.column()].show(self.options()[index.row()])
        if role == Qt.ItemDataRole.BackgroundRole and error:
            return INVALID_BRUSH
        if role == Qt.ItemDataRole.ToolTipRole:
            return error[1] if error else None
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        column, option = self.columns[index.column()], self.options()[index.row()]
        text = "" if value is None else str(value)
        try:
            changes = column.parse(option, text, self.document.project)
            new = edit.update_alternative(self.document.project, self.kind, index.row(), changes)
        except ParseError as exc:
            return self._refuse(index, text, str(exc))
        except ValidationError as exc:
            return self._refuse(index, text, "; ".join(describe_validation_error(exc)))
        self.errors.pop((index.row(), index.column()), None)
        self.last_error = ""
        if new != self.document.project:
            self.document.push(new, QCoreApplication.translate("AlternativesEditor", "Change {field} of {name}").format(
                field=column.header().lower(), name=option.name), merge_key=None)
        self.dataChanged.emit(index, index)
        return True

    def _refuse(self, index, text: str, message: str) -> bool:
        self.errors[(index.row(), index.column())] = (text, message)
        self.last_error = message
        self.dataChanged.emit(index, index)
        return False


class AlternativesEditor(QWidget):
    """Two tables (cloud GPU offers, LLM APIs), each with add-from-catalog, add-blank and remove."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.models, self.views, self.pickers, self.boxes, self.buttons = {}, {}, {}, {}, {}
        layout = QVBoxLayout(self)
        for kind in ("cloud", "api"):
            layout.addWidget(self._section(kind), 1)
        layout.addWidget(self.error)
        self.retranslate()

    def _section(self, kind: str) -> QGroupBox:
        model = AlternativesModel(self.document, kind, self)
        view = QTableView()
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.horizontalHeader().setStretchLastSection(True)
        view.setColumnWidth(0, 260)  # the name says provider and GPU; prices and codes need little room
        view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        model.dataChanged.connect(lambda *_a: self.error.setText(model.last_error))
        picker = QComboBox()
        add, blank, remove = QPushButton(), QPushButton(), QPushButton()
        add.clicked.connect(lambda: self.add_from_catalog(kind))
        blank.clicked.connect(lambda: self.add_blank(kind))
        remove.clicked.connect(lambda: self.remove_selected(kind))
        row = QHBoxLayout()
        row.addWidget(picker, 1)
        for b in (add, blank, remove):
            row.addWidget(b)
        box = QGroupBox()
        inner = QVBoxLayout(box)
        inner.addLayout(row)
        inner.addWidget(view, 1)
        self.models[kind], self.views[kind], self.pickers[kind], self.boxes[kind] = model, view, picker, box
        self.buttons[kind] = (add, blank, remove)
        return box

    def _fill_pickers(self) -> None:
        catalog = self.document.catalog
        for kind, offers in (("cloud", catalog.clouds), ("api", catalog.apis)):
            picker = self.pickers[kind]
            picker.clear()
            for offer in offers.values():
                picker.addItem(offer_label(offer), offer.id)

    def retranslate(self) -> None:
        self.boxes["cloud"].setTitle(QCoreApplication.translate("AlternativesEditor", "Cloud GPUs (per GPU-hour)"))
        self.boxes["api"].setTitle(QCoreApplication.translate("AlternativesEditor", "LLM APIs (per million tokens)"))
        for kind in ("cloud", "api"):
            add, blank, remove = self.buttons[kind]
            add.setText(QCoreApplication.translate("AlternativesEditor", "Add from catalog"))
            blank.setText(QCoreApplication.translate("AlternativesEditor", "Add blank"))
            remove.setText(QCoreApplication.translate("AlternativesEditor", "Remove"))
            self.models[kind].headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.models[kind].columns) - 1)
        self._fill_pickers()

    def add_from_catalog(self, kind: str) -> None:
        offer_id = self.pickers[kind].currentData()
        offers = self.document.catalog.clouds if kind == "cloud" else self.document.catalog.apis
        if offer_id not in offers or self.document.project is None:
            return
        option = offers[offer_id].option().model_dump(mode="json", exclude_none=True)
        self._push_add(kind, option)

    def add_blank(self, kind: str) -> None:
        if self.document.project is None:
            return
        cur = self.document.project.costs.currency
        zero = {"amount": 0, "currency": cur}
        option = ({"name": QCoreApplication.translate("AlternativesEditor", "New cloud offer"), "price_per_gpu_hour": zero} if kind == "cloud" else
                  {"name": QCoreApplication.translate("AlternativesEditor", "New API"), "input_per_million": zero, "output_per_million": zero})
        self._push_add(kind, option)

    def _push_add(self, kind: str, option: dict) -> None:
        try:
            new = edit.add_alternative(self.document.project, kind, option)
        except ValidationError as exc:  # twenty alternatives of a kind at most
            self.error.setText("; ".join(describe_validation_error(exc)))
            return
        self.document.push(new, QCoreApplication.translate("AlternativesEditor", "Add the alternative {name}").format(name=option["name"]))
        self.error.clear()

    def remove_selected(self, kind: str) -> None:
        rows = sorted({i.row() for i in self.views[kind].selectionModel().selectedRows()}, reverse=True)
        if not rows:
            return
        new = self.document.project
        names = [self.models[kind].options()[r].name for r in rows]
        for r in rows:
            new = edit.remove_alternative(new, kind, r)
        self.document.push(new, QCoreApplication.translate("AlternativesEditor", "Remove the alternative {name}").format(name=", ".join(reversed(names))))
