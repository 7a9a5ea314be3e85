"""A new board's PCIe slot table in the New part dialog: one editable row per slot, in physical order from the CPU."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from .custom_part_fields import as_typed

#: The slot fields a row holds, in column order, and how each is typed.
SLOT_COLUMNS = ("name", "gen", "physical_lanes", "electrical_lanes", "source")
SLOT_KINDS = ("text", "whole", "whole", "whole", "text")
BAD_CELL = QColor("#fde7e9")


class SlotTable(QWidget):
    """Slots by name, PCIe generation, physical and electrical lanes and where their lanes come from."""

    def __init__(self, on_change, parent=None):
        super().__init__(parent)
        self.table = QTableWidget(0, len(SLOT_COLUMNS))
        self.add, self.remove = QPushButton(), QPushButton()
        self.reason = QLabel()  # why a cell is refused, under the table
        self.reason.setStyleSheet("color: #b00020;")
        self.reason.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.reason)
        self.add.clicked.connect(lambda: self.add_row(f"PCIE{self.table.rowCount() + 1}", "4", "16", "16", "cpu"))
        self.remove.clicked.connect(lambda: self.table.removeRow(self.table.rowCount() - 1))
        self.add_row("PCIE1", "5", "16", "16", "cpu")
        self.table.itemChanged.connect(lambda _item: on_change())
        self.add.clicked.connect(on_change)
        self.remove.clicked.connect(on_change)
        self.retranslate()

    def retranslate(self) -> None:
        
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("CustomPart", "Slot"), QCoreApplication.translate("CustomPart", "PCIe gen"),
            QCoreApplication.translate("CustomPart", "Physical lanes"),
            QCoreApplication.translate("CustomPart", "Electrical lanes"),
            QCoreApplication.translate("CustomPart", "Lanes from (cpu/chipset)")])
        self.add.setText(QCoreApplication.translate("CustomPart", "Add slot"))
        self.remove.setText(QCoreApplication.translate("CustomPart", "Remove slot"))

    def add_row(self, *values: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, value in enumerate(values):
            self.table.setItem(row, col, QTableWidgetItem(value))

    def slots(self) -> list[dict]:
        """The rows as slot entries, each cell as typed (an empty cell left out for the validation to name)."""
        out = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c).text() if self.table.item(row, c) else "" for c in range(len(SLOT_COLUMNS))]
            out.append({key: as_typed(v, k) for key, v, k in zip(SLOT_COLUMNS, cells, SLOT_KINDS) if v.strip()})
        return out

    def _where(self, loc: tuple) -> str:
        """'PCIE2, Electrical lanes: ' for a problem in a cell, 'PCIE2: ' for a row, '' for the whole table."""
        if len(loc) < 2 or not isinstance(loc[1], int) or loc[1] >= self.table.rowCount():
            return ""
        name = self.table.item(loc[1], 0)
        row = name.text() if name is not None and name.text().strip() else f"#{loc[1] + 1}"
        if len(loc) > 2 and loc[2] in SLOT_COLUMNS:
            header = self.table.horizontalHeaderItem(SLOT_COLUMNS.index(loc[2]))
            return f"{row}, {header.text()}: " if header is not None else f"{row}: "
        return f"{row}: "

    def mark(self, problems: list[tuple[tuple, str]]) -> None:
        """Colour the refused cells (a problem at ("pcie_slots", row, column)) and say why under the table."""
        blocked = self.table.blockSignals(True)
        try:
            for row in range(self.table.rowCount()):
                for col in range(len(SLOT_COLUMNS)):
                    item = self.table.item(row, col)
                    if item is not None:
                        item.setBackground(QBrush())
            for loc, _reason in problems:
                row = loc[1] if len(loc) > 1 and isinstance(loc[1], int) else None
                col = SLOT_COLUMNS.index(loc[2]) if len(loc) > 2 and loc[2] in SLOT_COLUMNS else None
                cells = [(row, col)] if col is not None else [(row, c) for c in range(len(SLOT_COLUMNS))]
                for r, c in cells:
                    item = self.table.item(r, c) if r is not None and r < self.table.rowCount() else None
                    if item is not None:
                        item.setBackground(BAD_CELL)
        finally:
            self.table.blockSignals(blocked)
        self.reason.setText("\n".join(self._where(loc) + reason for loc, reason in problems))
        self.reason.setVisible(bool(problems))
