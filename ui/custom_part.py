"""Edit > New part...: a part the catalog lacks (a GPU with its memory, bandwidth, power and size; a board with its
slot table; a PSU; a CPU, memory kit, case or anything else), checked as typed by the catalog's own validation,
saved into the user's catalog (planner/user_parts.py) and added to the project."""

from __future__ import annotations

import datetime as dt
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from planner.model.parts import kind_label
from planner.user_parts import validate_part

from .custom_part_fields import as_typed, entry, fields_of
from .i18n import current_language

KINDS = ("gpu", "motherboard", "psu", "cpu", "memory", "case", "other")
SLOT_COLUMNS = ("name", "gen", "physical_lanes", "electrical_lanes", "source")
BAD = "background: #fde7e9;"


def slug(name: str) -> str:
    return (re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:60] or "part") + "-mine"


class SlotTable(QWidget):
    """A board's PCIe slots in physical order: name, generation, physical and electrical lanes, CPU or chipset."""

    def __init__(self, on_change, parent=None):
        super().__init__(parent)
        self.table = QTableWidget(0, len(SLOT_COLUMNS))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("CustomPart", "Slot"), QCoreApplication.translate("CustomPart", "PCIe gen"), QCoreApplication.translate("CustomPart", "Physical lanes"), QCoreApplication.translate("CustomPart", "Electrical lanes"),
                                              QCoreApplication.translate("CustomPart", "Lanes from (cpu/chipset)")])
        self.add, self.remove = QPushButton(QCoreApplication.translate("CustomPart", "Add slot")), QPushButton(QCoreApplication.translate("CustomPart", "Remove slot"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.add.clicked.connect(lambda: self.add_row(f"PCIE{self.table.rowCount() + 1}", "4", "16", "16", "cpu"))
        self.remove.clicked.connect(lambda: self.table.removeRow(self.table.rowCount() - 1))
        self.add_row("PCIE1", "5", "16", "16", "cpu")
        self.table.itemChanged.connect(lambda _item: on_change())
        self.add.clicked.connect(on_change)
        self.remove.clicked.connect(on_change)

    def add_row(self, *values: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, value in enumerate(values):
            self.table.setItem(row, col, QTableWidgetItem(value))

    def slots(self) -> list[dict]:
        kinds = ("text", "whole", "whole", "whole", "text")
        out = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c).text() if self.table.item(row, c) else "" for c in range(len(SLOT_COLUMNS))]
            out.append({key: as_typed(v, k) for key, v, k in zip(SLOT_COLUMNS, cells, kinds)})
        return out


class CustomPartDialog(QDialog):
    def __init__(self, catalog, currency: str, parent=None):
        super().__init__(parent)
        self.catalog, self.part = catalog, None
        self.setWindowTitle(QCoreApplication.translate("CustomPart", "New part"))
        self.kind = QComboBox()
        for k in KINDS:
            self.kind.addItem(kind_label(k, current_language()), k)
        self.name, self.part_id, self.vendor = QLineEdit(), QLineEdit(), QLineEdit()
        self.price, self.currency = QLineEdit(), QComboBox()
        for c in dict.fromkeys([currency, "CNY", "USD", "EUR"]):
            self.currency.addItem(c, c)
        self.condition = QComboBox()
        self.condition.addItem(QCoreApplication.translate("PartsModel", "new"), "new")
        self.condition.addItem(QCoreApplication.translate("PartsModel", "used"), "used")
        self.source = QLineEdit()
        self.source.setPlaceholderText(QCoreApplication.translate("CustomPart", "Where the facts come from: the maker's page or a review (URL)"))
        self.common = QFormLayout()
        for label, widget in ((QCoreApplication.translate("CustomPart", "Kind"), self.kind), (QCoreApplication.translate("CustomPart", "Name"), self.name), (QCoreApplication.translate("CustomPart", "Id"), self.part_id),
                              (QCoreApplication.translate("CustomPart", "Maker"), self.vendor), (QCoreApplication.translate("CustomPart", "Price you paid or were quoted"), self.price),
                              (QCoreApplication.translate("CustomPart", "Currency"), self.currency), (QCoreApplication.translate("CustomPart", "Condition"), self.condition),
                              (QCoreApplication.translate("CustomPart", "Source"), self.source)):
            self.common.addRow(label, widget)
        self.own = QFormLayout()
        self.inputs: dict[str, tuple[QWidget, object]] = {}
        self.slot_table = SlotTable(self.check)
        self.errors = QLabel()
        self.errors.setStyleSheet("color: #b00020;")
        self.errors.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(self.common)
        layout.addLayout(self.own)
        layout.addWidget(self.slot_table)
        layout.addWidget(self.errors)
        layout.addWidget(self.buttons)
        self._id_edited = False
        self.kind.currentIndexChanged.connect(self._build_fields)
        self.name.textChanged.connect(self._name_changed)
        self.part_id.textEdited.connect(self._id_typed)
        for w in (self.vendor, self.price, self.source):
            w.textChanged.connect(self.check)
        self.currency.currentIndexChanged.connect(self.check)
        self.condition.currentIndexChanged.connect(self.check)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._build_fields()

    # ------------------------------------------------------------------ fields
    def _build_fields(self, *_args) -> None:
        while self.own.rowCount():
            self.own.removeRow(0)
        self.inputs = {}
        for key, label, kind in fields_of(self.kind.currentData()):
            if isinstance(kind, list):
                widget = QComboBox()
                for value in kind:
                    widget.addItem(value, value)
                widget.currentIndexChanged.connect(self.check)
            else:
                widget = QLineEdit()
                widget.textChanged.connect(self.check)
            self.own.addRow(label, widget)
            self.inputs[key] = (widget, kind)
        self.slot_table.setVisible(self.kind.currentData() == "motherboard")
        self.check()

    def _name_changed(self, text: str) -> None:
        if not self._id_edited:
            self.part_id.setText(slug(text) if text.strip() else "")
        self.check()

    def _id_typed(self, _text: str) -> None:
        self._id_edited = True
        self.check()

    # ------------------------------------------------------------------ checking
    def raw(self) -> dict:
        common = {"id": self.part_id.text().strip(), "name": self.name.text().strip(), "vendor": self.vendor.text().strip(),
                  "source": self.source.text().strip() or QCoreApplication.translate("CustomPart", "entered by the user in GPU Rig Planner")}
        price = self.price.text().strip()
        if price:
            common["prices"] = [{"amount": as_typed(price, "number"), "currency": self.currency.currentData(),
                                 "condition": self.condition.currentData(), "kind": "street",
                                 "date": dt.date.today().isoformat(), "source": QCoreApplication.translate("CustomPart", "price typed by the user")}]
        values = {}
        for key, (widget, kind) in self.inputs.items():
            text = widget.currentData() if isinstance(widget, QComboBox) else widget.text()
            values[key] = as_typed(str(text), kind)
        return entry(self.kind.currentData(), common, values, self.slot_table.slots())

    def check(self) -> bool:
        """Validate what is typed now: the wrong fields turn red with the reason below, OK waits until all is well."""
        problems: list[str] = []
        raw = self.raw()
        try:
            validate_part(raw)
        except ValueError as exc:  # 'gpu.memory_bandwidth_gbps: ...': the kind's tag first, then the field
            prefix = f"{raw['kind']}."
            problems = [p.strip().removeprefix(prefix) for p in str(exc).split(";") if p.strip()]
        if raw["id"] and self.catalog.part(raw["id"]) is not None:
            problems.append(QCoreApplication.translate("CustomPart", "id: {id} is already in the catalog; choose another").format(id=raw["id"]))
        named = {p.split(":")[0].split(".")[0].strip() for p in problems}
        for key, (widget, _kind) in self.inputs.items():
            widget.setStyleSheet(BAD if key in named or _alias(key) in named else "")
        for key, widget in (("name", self.name), ("id", self.part_id), ("prices", self.price), ("source", self.source)):
            widget.setStyleSheet(BAD if key in named else "")
        self.errors.setText("\n".join(problems))
        ok = not problems
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        return ok

    def accept(self) -> None:
        if not self.check():
            return
        self.part = validate_part(self.raw())
        super().accept()


def _alias(key: str) -> str:
    """The entry field a dialog field ends up in (plug counts are parts of a list)."""
    return {"pcie_8pin": "power_inputs", "sixteen_pin": "power_inputs", "eps_8pin": "connectors"}.get(key, key)
