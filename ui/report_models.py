"""Qt models over a PlanReport: they show what evaluate() computed and nothing else."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QStyle

from planner.report import Finding, PlanReport

_Index = QModelIndex | QPersistentModelIndex


def _money(m) -> str:
    return "" if m is None else f"{m.amount:,.2f} {m.currency}"


class BomTableModel(QAbstractTableModel):
    """Read-only bill of materials (the editable parts list arrives with the desktop-app work)."""

    COLUMNS = ("category", "part", "specs", "quantity", "condition", "unit_price", "line_total", "slots", "source")

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines = []

    def set_report(self, report: PlanReport | None) -> None:
        self.beginResetModel()
        self._lines = list(report.bom.lines) if report is not None else []
        self.endResetModel()

    def line(self, row: int):
        return self._lines[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        titles = {
            "category": QCoreApplication.translate("BomTableModel", "Category"),
            "part": QCoreApplication.translate("BomTableModel", "Part"),
            "specs": QCoreApplication.translate("BomTableModel", "Key specs"),
            "quantity": QCoreApplication.translate("BomTableModel", "Qty"),
            "condition": QCoreApplication.translate("BomTableModel", "Condition"),
            "unit_price": QCoreApplication.translate("BomTableModel", "Unit price"),
            "line_total": QCoreApplication.translate("BomTableModel", "Line total"),
            "slots": QCoreApplication.translate("BomTableModel", "Slot"),
            "source": QCoreApplication.translate("BomTableModel", "Source / notes"),
        }
        return titles[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "category": line.category,
                "part": line.name,
                "specs": line.key_specs,
                "quantity": str(line.quantity),
                "condition": line.condition,
                "unit_price": _money(line.unit_price),
                "line_total": _money(line.line_total),
                "slots": ", ".join(line.slots),
                "source": line.note or line.source,
            }[column]
        if role == Qt.ItemDataRole.ToolTipRole and column in ("part", "specs", "source"):
            return f"{line.name}\n{line.key_specs}\n{line.source}" + (f"\n{line.note}" if line.note else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("quantity", "unit_price", "line_total"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


_LEVEL_ICON = {
    "fail": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "warn": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
    "ok": QStyle.StandardPixmap.SP_DialogApplyButton,
}
_LEVEL_COLOUR = {"fail": "#b00020", "warn": "#8a5a00", "info": "#1f4e79", "ok": "#2e7d32"}


class FindingsModel(QAbstractListModel):
    FindingRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self._findings: list[Finding] = []

    def set_report(self, report: PlanReport | None) -> None:
        self.beginResetModel()
        self._findings = list(report.findings) if report is not None else []
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._findings)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._findings):
            return None
        f = self._findings[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f.message
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{f.level.upper()} · {f.code}"
        if role == Qt.ItemDataRole.DecorationRole:
            app = QApplication.instance()
            return app.style().standardIcon(_LEVEL_ICON[f.level]) if app is not None else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(_LEVEL_COLOUR[f.level]))
        if role == self.FindingRole:
            return f
        return None
