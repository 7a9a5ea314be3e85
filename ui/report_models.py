"""Qt models over a PlanReport: they show what evaluate() computed and nothing else."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate

from planner.report import Finding, PlanReport

from .i18n import current_language
from .words import level_label

_Index = QModelIndex | QPersistentModelIndex


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
        self._texts: dict[int, str] = {}  # row -> its sentence, rendered once per report (the list asks often)
        self._icons: dict[str, object] = {}

    def set_report(self, report: PlanReport | None) -> None:
        self.beginResetModel()
        self._findings = list(report.findings) if report is not None else []
        self._texts = {}
        self.endResetModel()

    def _text(self, row: int) -> str:
        text = self._texts.get(row)
        if text is None:
            text = self._texts[row] = self._findings[row].text(current_language())
        return text

    def _icon(self, level: str):
        icon = self._icons.get(level)
        if icon is None:
            app = QApplication.instance()
            if app is None:
                return None
            icon = self._icons[level] = app.style().standardIcon(_LEVEL_ICON[level])
        return icon

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._findings)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._findings):
            return None
        f = self._findings[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row())
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{level_label(f.level)} · {f.code}"
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(f.level)
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(_LEVEL_COLOUR[f.level]))
        if role == self.FindingRole:
            return f
        return None


class SizeKeepingDelegate(QStyledItemDelegate):
    """The findings list's delegate: a row's size is measured once per sentence and width. The word-wrapped list
    lays out every row again after each report (217 rows for the generated 64-GPU project, ~7 ms of text layout);
    most sentences are the same as before the edit."""

    MOST = 4096  # sizes kept; forgotten all at once beyond this

    def __init__(self, parent=None):
        super().__init__(parent)
        self._sizes: dict[tuple, object] = {}

    def sizeHint(self, option, index):
        key = (index.data(), option.rect.width(), option.decorationSize.width(), option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.MOST:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return size
