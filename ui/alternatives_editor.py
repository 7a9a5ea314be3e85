"""The Alternatives tab: the cloud GPU offers and LLM APIs the rig is compared with, edited in two tables.

Rows are added from the offers catalog (with provider, GPU or model, price, currency, date and source) or blank,
edited in place and removed; every accepted edit is one undo step through Document.push with a pure function of
planner/edit.py. Pricing and billing are chosen from a list; the fields that depend on them (committed hours of a
reservation, hours redone after spot interruptions, sessions billed per started hour) are blank and locked until
they count (ui/alternatives_columns.py). A bad value (not a number, a negative price, an empty name, an unknown
currency, a date in the future) stays in its cell in red, the label below explains it, and the project is left
unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QStyledItemDelegate,
    QTableView, QVBoxLayout, QWidget,
)
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error

from .alternatives_columns import api_columns, cloud_columns, pricing_choices
from .editors import ParseError
from .i18n import current_language

INVALID_BRUSH = QBrush(QColor("#fde7e9"))
CANNOT_RUN_BRUSH = QBrush(QColor("#9a9a9a"))
#: Widest a text column starts (the user can widen it); the other columns fit their header and contents.
MAX_START_WIDTH = {"name": 200, "provider": 110, "gpu": 120, "model": 130, "source": 220}
CODE_ROLE = Qt.ItemDataRole.UserRole


def _capability_line(alt) -> str:
    """Whether the alternative can run the workload, and why, in the window's language."""
    lang = current_language()
    reason = alt.runs_workload_reason.render(lang)
    if alt.runs_workload is None:
        return QCoreApplication.translate("AlternativesEditor", "Whether it can run the workload is not known: "
                                          "{reason}").format(reason=reason)
    if alt.runs_workload:
        return QCoreApplication.translate("AlternativesEditor", "Can run the workload: {reason}").format(reason=reason)
    return QCoreApplication.translate("AlternativesEditor", "Cannot run the workload, so it is left out of the "
                                      "comparison: {reason}").format(reason=reason)


def offer_label(offer) -> str:
    """A catalog offer as the add-from-catalog list shows it: its name, then its price and date in the window's words."""
    if hasattr(offer, "price_per_gpu_hour"):
        price = offer.price_per_gpu_hour
        return QCoreApplication.translate(
            "AlternativesEditor", "{name} — {gpu}, {pricing}, {amount:g} {currency} per GPU-hour, {date}").format(
            name=offer.name, gpu=offer.gpu, pricing=dict(pricing_choices())[offer.pricing], amount=price.amount,
            currency=price.currency, date=offer.date.isoformat())
    cached = offer.cached_input_per_million
    return QCoreApplication.translate(
        "AlternativesEditor", "{name} — input {input:g}, cached input {cached}, output {output:g} {currency} per million "
        "tokens, {date}").format(
        name=offer.name, input=offer.input_per_million.amount, cached="-" if cached is None else f"{cached.amount:g}",
        output=offer.output_per_million.amount, currency=offer.input_per_million.currency, date=offer.date.isoformat())


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box for a column with choices (pricing, billing); choosing an item commits it at once."""

    def createEditor(self, parent, option, index):
        column = index.model().columns[index.column()]
        if column.choices is None:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        for code, label in column.choices():
            combo.addItem(label, code)
        combo.activated.connect(lambda _i, c=combo: self._commit(c))
        return combo

    def _commit(self, combo: QComboBox) -> None:
        self.commitData.emit(combo)
        self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor, index):
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(index.data(CODE_ROLE)), 0))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor, model, index):
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        else:
            super().setModelData(editor, model, index)


def fit_columns(view: QTableView) -> None:
    """Every header readable: each column as wide as its header and its texts (measured, so a view not yet laid
    out fits too), long texts capped to start with (the user can widen them; the tooltip shows the whole text)."""
    model, metrics, header = view.model(), view.fontMetrics(), view.horizontalHeader()
    for i, column in enumerate(model.columns):
        texts = [str(model.data(model.index(r, i)) or "") for r in range(model.rowCount())]
        texts += [label for _code, label in column.choices()] if column.choices else []  # any choice fits
        if column.key == "gpus":  # a sized count arrives with the report, after the columns are fitted
            texts.append(QCoreApplication.translate("AlternativesEditor", "{count} (sized)").format(count=16))
        width = max([header.sectionSizeHint(i)] + [metrics.horizontalAdvance(t) + 12 for t in texts])
        view.setColumnWidth(i, min(width, MAX_START_WIDTH.get(column.key, width)))


class AlternativesModel(QAbstractTableModel):
    """One kind of alternative ("cloud" or "api") of the document's project, edited in place."""

    def __init__(self, document, kind: str, parent=None):
        super().__init__(parent)
        self.document, self.kind = document, kind
        self.columns = cloud_columns() if kind == "cloud" else api_columns()
        self.errors: dict[tuple[int, int], tuple[str, str]] = {}  # (row, column) -> (typed text, message)
        self.last_error = ""
        self._rows = len(self.options())
        self.report = document.report  # a table made after the report (the tab is made when first shown) starts from it
        document.projectChanged.connect(self.reload)
        document.reportChanged.connect(self.set_report)

    def set_report(self, report) -> None:
        """Each row's verdict from the report: the GPUs it rents and whether it can run the workload."""
        self.report = report
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(self.columns) - 1))

    def judged(self, row: int):
        """The report's alternative of this row (None before a report, or while the report lags the project)."""
        tco = self.report.tco if self.report is not None else None
        alts = [a for a in tco.alternatives if a.kind == self.kind] if tco is not None else []
        options = self.options()
        if row < len(alts) and row < len(options) and alts[row].name.en == options[row].name:
            return alts[row]
        return None

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
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header()
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].full()
        return None

    def flags(self, index):
        if index.row() < len(self.options()) and not self.columns[index.column()].enabled(self.options()[index.row()]):
            return Qt.ItemFlag.ItemIsSelectable  # does not count for this option: blank and locked
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self.options()):
            return None
        error = self.errors.get((index.row(), index.column()))
        column, option = self.columns[index.column()], self.options()[index.row()]
        judged = self.judged(index.row())
        if role == Qt.ItemDataRole.DisplayRole and not error and column.key == "gpus" and option.gpus is None:
            return "" if judged is None or judged.gpus is None else QCoreApplication.translate(
                "AlternativesEditor", "{count} (sized)").format(count=judged.gpus)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return error[0] if error else (column.show(option) if column.enabled(option) else "")
        if role == Qt.ItemDataRole.ForegroundRole and judged is not None and judged.runs_workload is False:
            return CANNOT_RUN_BRUSH  # listed, not compared: greyed with its reason in the tooltip
        if role == Qt.ItemDataRole.ToolTipRole and not error and judged is not None and judged.runs_workload_reason:
            return self._tooltip(column, option) + "\n" + _capability_line(judged)
        if role == CODE_ROLE and column.choices is not None:
            return getattr(option, column.key)
        if role == Qt.ItemDataRole.BackgroundRole and error:
            return INVALID_BRUSH
        if role == Qt.ItemDataRole.ToolTipRole:
            return error[1] if error else self._tooltip(column, option)
        return None

    @staticmethod
    def _tooltip(column, option) -> str:
        shown = column.show(option) if column.enabled(option) else ""
        return f"{column.full()}: {shown}" if shown else column.full()

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
            self.document.push(new, QCoreApplication.translate("AlternativesEditor", "Change “{field}” of {name}").format(
                field=column.full(), name=option.name), merge_key=None)
        self.dataChanged.emit(index, index.siblingAtColumn(len(self.columns) - 1))  # dependent cells lock or unlock
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
        self.reference_label, self.reference = QLabel(), QComboBox()
        self.reference.activated.connect(self._reference_chosen)
        top = QHBoxLayout()
        top.addWidget(self.reference_label)
        top.addWidget(self.reference, 1)
        layout.addLayout(top)
        for kind in ("cloud", "api"):
            layout.addWidget(self._section(kind), 1)
        layout.addWidget(self.error)
        self._fitted_for: dict[str, tuple] = {}
        document.projectChanged.connect(self._fit_new_rows)
        document.projectChanged.connect(self.fill_reference)
        document.reportChanged.connect(lambda _report: self.fill_reference())
        self.retranslate()

    def fill_reference(self) -> None:
        """The reference choices: the cheapest that can run the workload (the default), then every option by name;
        one that cannot run the workload is listed greyed and cannot be chosen."""
        project, combo = self.document.project, self.reference
        combo.blockSignals(True)
        combo.clear()
        report = self.models["cloud"].report
        tco = report.tco if report is not None else None
        cheapest = QCoreApplication.translate("AlternativesEditor", "The cheapest that can run the workload")
        if tco is not None and tco.reference_chosen_by == "cheapest":
            cheapest += QCoreApplication.translate("AlternativesEditor", " (now {name})").format(
                name=tco.reference_alternative)
        combo.addItem(cheapest, "")
        for kind in ("cloud", "api"):
            model = self.models[kind]
            for row, option in enumerate(model.options()):
                combo.addItem(option.name, option.name)
                judged = model.judged(row)
                if judged is not None and judged.runs_workload is False:
                    combo.model().item(combo.count() - 1).setEnabled(False)
        wanted = (project.costs.reference_alternative or "") if project is not None else ""
        combo.setCurrentIndex(max(combo.findData(wanted), 0))
        combo.blockSignals(False)

    def _reference_chosen(self, index: int) -> None:
        name = self.reference.itemData(index) or ""
        project = self.document.project
        if project is None or name == (project.costs.reference_alternative or ""):
            return
        new = edit.update_section(project, "costs", {"reference_alternative": name or None})
        self.document.push(new, QCoreApplication.translate("AlternativesEditor", "Compare with {name}").format(
            name=name or self.reference.itemText(0)))

    def _section(self, kind: str) -> QGroupBox:
        model = AlternativesModel(self.document, kind, self)
        view = QTableView()
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.horizontalHeader().setStretchLastSection(True)
        view.setItemDelegate(ChoiceDelegate(view))
        view.setWordWrap(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        model.dataChanged.connect(lambda *_a: self.error.setText(model.last_error))
        picker = QComboBox()
        picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        picker.setMinimumContentsLength(30)  # the offers' long descriptions must not widen the window
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

    def _fit(self, kind: str) -> None:
        fit_columns(self.views[kind])
        self._fitted_for[kind] = tuple(o.name for o in self.models[kind].options())

    def _fit_new_rows(self) -> None:
        """Fit the columns when other offers are listed (a new project, an added or renamed offer), not on every
        typed price, so a column does not jump while the user works in it."""
        for kind, model in self.models.items():
            if tuple(o.name for o in model.options()) != self._fitted_for.get(kind):
                self._fit(kind)

    def fill_pickers(self) -> None:
        """The catalog's offers in the 'Add from catalog' choices."""
        catalog = self.document.catalog
        for kind, offers in (("cloud", catalog.clouds), ("api", catalog.apis)):
            picker = self.pickers[kind]
            picker.clear()
            for offer in offers.values():
                picker.addItem(offer_label(offer), offer.id)

    def retranslate(self) -> None:
        self.reference_label.setText(QCoreApplication.translate(
            "AlternativesEditor", "Reference (payback, tornado, compare and quote are against it):"))
        self.fill_reference()
        self.boxes["cloud"].setTitle(QCoreApplication.translate("AlternativesEditor", "Cloud GPUs (per GPU-hour)"))
        self.boxes["api"].setTitle(QCoreApplication.translate("AlternativesEditor", "LLM APIs (per million tokens)"))
        for kind in ("cloud", "api"):
            add, blank, remove = self.buttons[kind]
            add.setText(QCoreApplication.translate("AlternativesEditor", "Add from catalog"))
            blank.setText(QCoreApplication.translate("AlternativesEditor", "Add blank"))
            remove.setText(QCoreApplication.translate("AlternativesEditor", "Remove"))
            self.models[kind].headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.models[kind].columns) - 1)
            self._fit(kind)
        self.fill_pickers()

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
