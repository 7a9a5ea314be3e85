"""New part...: a part the catalog lacks (a GPU with its memory, bandwidth, power and size; a board with its slot
table; a PSU; any other kind), checked as typed by the catalog's own validation, then saved into the user's catalog
(planner/user_parts.py) and added to the project by the window.

Every field is checked on every keystroke: a refused field turns red with the reason beside it, in the window's
language (planner/problems.py), and OK waits until nothing is refused.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QScrollArea, QVBoxLayout,
    QWidget,
)

from planner.model.parts import kind_label
from planner.problems import DATE_NEEDED, FieldProblem
from planner.model.shown import USER_PART_SOURCE, USER_PRICE_SOURCE
from planner.text import text
from planner.user_parts import check_part

from .custom_part_fields import KINDS, PROBLEM_FIELDS, as_typed, entry, fields_of
from .custom_part_slots import SlotTable
from .i18n import current_language

BAD = "background: #fde7e9;"
REASON = "color: #b00020;"
ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def slug(name: str) -> str:
    """The id offered for a name: its ASCII words ('rtx-3090-mine'); a name with other letters (Chinese) gets a short
    hash of the whole name after them, so '开放式机架' and '六卡矿机架' are told apart ('part-1f3a9c-mine')."""
    ascii_words = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:50]
    if name.isascii():
        return (ascii_words or "part") + "-mine"
    digest = hashlib.sha1(name.strip().encode("utf-8")).hexdigest()[:6]
    return f"{ascii_words or 'part'}-{digest}-mine"


class Field(QWidget):
    """An input with its reason beside it (empty while the value is accepted)."""

    def __init__(self, widget: QWidget, parent=None):
        super().__init__(parent)
        self.widget, self.reason = widget, QLabel()
        self.reason.setStyleSheet(REASON)
        self.reason.setWordWrap(True)
        if isinstance(widget, QLineEdit):
            widget.setMaxLength(200)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(widget, 3)
        row.addWidget(self.reason, 2)

    def show_problem(self, reason: str) -> None:
        self.widget.setStyleSheet(BAD if reason else "")
        self.reason.setText(reason)


def _combo(choices) -> QComboBox:
    combo = QComboBox()
    for value, label in choices:
        combo.addItem(label, value)
    return combo


class CustomPartDialog(QDialog):
    def __init__(self, catalog, currency: str, parent=None):
        super().__init__(parent)
        self.catalog, self.part = catalog, None
        self.setWindowTitle(QCoreApplication.translate("CustomPart", "New part for my catalog"))
        self.kind = _combo((k, kind_label(k, current_language())) for k in KINDS)
        self.name, self.part_id, self.vendor = QLineEdit(), QLineEdit(), QLineEdit()
        self.price, self.price_date, self.source = QLineEdit(), QLineEdit(dt.date.today().isoformat()), QLineEdit()
        self.currency = _combo((c, c) for c in dict.fromkeys([currency, "CNY", "USD", "EUR"]))
        self.condition = _combo((("new", QCoreApplication.translate("PartsModel", "new")),
                                 ("used", QCoreApplication.translate("PartsModel", "used"))))
        self.source.setPlaceholderText(QCoreApplication.translate("CustomPart", "Where the facts come from: the maker's page or a review (URL); "
                                          "optional"))
        self.price.setPlaceholderText(QCoreApplication.translate("CustomPart", "optional"))
        self.common: dict[str, Field] = {}
        self.form = QFormLayout()  # the common rows, then the rows of the chosen kind
        for key, label, widget in self._common_rows():
            self.common[key] = Field(widget)
            self.form.addRow(label, self.common[key])
        self.inputs: dict[str, tuple[QWidget, object]] = {}
        self.fields: dict[str, Field] = {}
        self.slot_table = SlotTable(self.check)
        self.errors = QLabel()  # problems no field shows (the entry as a whole)
        self.errors.setStyleSheet(REASON)
        self.errors.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._lay_out()
        self._id_edited = False
        self._connect()
        self._build_fields()

    def _common_rows(self):
        return ((("kind", QCoreApplication.translate("CustomPart", "Kind"), self.kind), ("name", QCoreApplication.translate("CustomPart", "Name"), self.name), ("id", QCoreApplication.translate("CustomPart", "Id"), self.part_id),
                 ("vendor", QCoreApplication.translate("CustomPart", "Maker"), self.vendor), ("price", QCoreApplication.translate("CustomPart", "Price you paid or were quoted"), self.price),
                 ("currency", QCoreApplication.translate("CustomPart", "Currency"), self.currency), ("condition", QCoreApplication.translate("CustomPart", "Condition"), self.condition),
                 ("price_date", QCoreApplication.translate("CustomPart", "Price date (YYYY-MM-DD)"), self.price_date), ("source", QCoreApplication.translate("CustomPart", "Source"), self.source)))

    def _lay_out(self) -> None:
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.addLayout(self.form)
        inner.addWidget(self.slot_table)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.errors)
        layout.addWidget(self.buttons)
        self.resize(760, 720)

    def _connect(self) -> None:
        self.kind.currentIndexChanged.connect(self._build_fields)
        self.name.textChanged.connect(self._name_changed)
        self.part_id.textEdited.connect(self._id_typed)
        for w in (self.part_id, self.vendor, self.price, self.price_date, self.source):
            w.textChanged.connect(self.check)
        self.currency.currentIndexChanged.connect(self.check)
        self.condition.currentIndexChanged.connect(self.check)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # ------------------------------------------------------------------ fields
    def _build_fields(self, *_args) -> None:
        while self.form.rowCount() > len(self.common):
            self.form.removeRow(len(self.common))
        self.inputs, self.fields = {}, {}
        for key, label, kind in fields_of(self.kind.currentData()):
            if isinstance(kind, list):
                widget = _combo(kind)
                widget.currentIndexChanged.connect(self.check)
            else:
                widget = QLineEdit()
                widget.textChanged.connect(self.check)
            self.fields[key] = Field(widget)
            self.form.addRow(label, self.fields[key])
            self.inputs[key] = (widget, kind)
        self.slot_table.setVisible(self.kind.currentData() == "motherboard")
        self.check()

    def _name_changed(self, typed: str) -> None:
        if not self._id_edited:
            self.part_id.setText(slug(typed) if typed.strip() else "")
        self.check()

    def _id_typed(self, _text: str) -> None:
        self._id_edited = True
        self.check()

    # ------------------------------------------------------------------ checking
    def raw(self) -> dict:
        """The catalog entry as typed now (numbers where the text is one, else the text for validation to name)."""
        common = {"id": self.part_id.text().strip(), "name": self.name.text().strip()}
        if self.vendor.text().strip():
            common["vendor"] = self.vendor.text().strip()
        common["source"] = self.source.text().strip() or USER_PART_SOURCE
        price = self.price.text().strip()
        if price:
            common["prices"] = [{"amount": as_typed(price, "number"), "currency": self.currency.currentData(),
                                 "condition": self.condition.currentData(), "kind": "street",
                                 "date": self.price_date.text().strip(), "source": USER_PRICE_SOURCE}]
        values = {}
        for key, (widget, kind) in self.inputs.items():
            values[key] = widget.currentData() if isinstance(widget, QComboBox) else as_typed(widget.text(), kind)
        return entry(self.kind.currentData(), common, values, self.slot_table.slots())

    def problems(self, raw: dict) -> list[FieldProblem]:
        """What is wrong with `raw`: the catalog's checks of the entry and its id, and a price date not written
        YYYY-MM-DD (the one form the dialog takes, so a number is never read as a date)."""
        found = check_part(raw, self.catalog)
        typed_date = self.price_date.text().strip()
        if "prices" in raw and not ISO_DATE.fullmatch(typed_date) and not any(p.loc[:1] == ("prices",) for p in found):
            found.append(FieldProblem("prices", "prices[0].date", text(DATE_NEEDED, got=typed_date),
                                      ("prices", 0, "date")))
        return found

    @staticmethod
    def _field_of(problem: FieldProblem, raw: dict) -> str:
        """The dialog field that shows a problem (a plug count is one entry of the card's list of plugs)."""
        for size in range(len(problem.loc), 0, -1):
            if problem.loc[:size] in PROBLEM_FIELDS:
                return PROBLEM_FIELDS[problem.loc[:size]]
        if problem.loc[:1] == ("power_inputs",) and len(problem.loc) > 1:
            plug = raw["power_inputs"][problem.loc[1]].get("connector")
            return "sixteen_pin" if plug == "12v_2x6" else "pcie_8pin"
        return problem.field

    def check(self) -> bool:
        """Validate what is typed now: each refused field turns red with the reason beside it; OK waits."""
        lang = current_language()
        raw = self.raw()
        found = self.problems(raw)
        reasons: dict[str, list[str]] = {}
        slots, loose = [], []
        for problem in found:
            key = self._field_of(problem, raw)
            if key == "pcie_slots":
                slots.append((problem.loc, problem.reason.render(lang)))
            elif key in self.fields or key in self.common:
                reasons.setdefault(key, []).append(problem.reason.render(lang))
            else:
                loose.append(problem.render(lang))
        for key, field in (*self.common.items(), *self.fields.items()):
            field.show_problem("; ".join(reasons.get(key, [])))
        self.slot_table.mark(slots)
        self.errors.setText("\n".join(loose))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not found)
        return not found

    def accept(self) -> None:
        if not self.check():
            return
        self.part = self.raw()
        super().accept()
