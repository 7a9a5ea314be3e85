"""Tools > Compare builds...: the open project beside other project files, as `main.py compare` lays them out.

Every cell is a CompareRow of planner.compare (evaluate of each build, money in the open project's currency, the best
value of each row marked); the chart puts each build at its price and decode speed, the dot's size growing with
its monthly cost. The comparison follows the open project: an edit in the window refreshes it (once a burst of edits
has settled). Export quote writes the workbook with a Compare sheet of the same figures.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QEvent, QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from planner.compare import CompareReport, compare_projects, expand_builds
from planner.errors import PlannerError
from planner.io import load_project
from planner.model.project import Project

from .i18n import current_language

BEST_BRUSH = QBrush(QColor("#C6EFCE"))
REFRESH_DELAY_MS = 300
DOT_SIZES = (12.0, 36.0)  # px: the cheapest and the dearest monthly cost


class CompareTableModel(QAbstractTableModel):
    """A row per figure, a column per build, the direction last; best cells bold on green."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.report: CompareReport | None = None

    def set_report(self, report: CompareReport | None) -> None:
        self.beginResetModel()
        self.report = report
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() or self.report is None else len(self.report.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.report is None else len(self.report.variants) + 1

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or self.report is None:
            return None
        lang = current_language()
        if orientation == Qt.Orientation.Vertical:
            return self.report.rows[section].label.render(lang)
        if section < len(self.report.variants):
            return self.report.variants[section].name
        return QCoreApplication.translate("CompareView", "Which way is better")

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.report is None:
            return None
        row, col = self.report.rows[index.row()], index.column()
        direction = col == len(self.report.variants)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            shown = row.direction if direction else row.cells[col]
            return shown.render(current_language())
        best = not direction and col in row.best
        if role == Qt.ItemDataRole.FontRole and best:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and best:
            return BEST_BRUSH
        return None


class CompareChart(pg.PlotWidget):
    """Price against decode speed, one dot per build that has both, sized by its monthly cost."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackground("w")
        self.showGrid(x=True, y=True, alpha=0.3)
        self.points: list[tuple[str, float, float, float | None]] = []  # name, price, tokens/s, monthly

    def show_report(self, report: CompareReport | None) -> None:
        self.clear()
        self.points = [] if report is None else [
            (v.name, v.price_total, v.tokens_per_s, v.monthly_total) for v in report.variants
            if v.price_total is not None and v.tokens_per_s is not None]
        if report is not None:
            self.setLabel("bottom", QCoreApplication.translate("CompareView", "Price ({currency})").format(
                currency=report.currency))
            self.setLabel("left", QCoreApplication.translate("CompareView", "Decode (tokens/s)"))
        if not self.points:
            return
        monthly = [m for *_, m in self.points if m is not None]
        low, high = (min(monthly), max(monthly)) if monthly else (0.0, 0.0)
        spots = [{"pos": (price, tps), "size": _dot_size(m, low, high), "brush": pg.mkBrush(46, 117, 182, 170),
                  "data": name} for name, price, tps, m in self.points]
        self.addItem(pg.ScatterPlotItem(spots=spots, pen=pg.mkPen("#1F4E79")))
        prices = [price for _, price, _, _ in self.points]
        middle = (min(prices) + max(prices)) / 2
        for name, price, tps, _ in self.points:  # a name right of its dot on the left half, left of it on the right
            label = pg.TextItem(name, color="#222222", anchor=(1, 1) if price > middle else (0, 1))
            label.setPos(price, tps)
            self.addItem(label)
        self.setXRange(*padded_range(prices), padding=0)
        self.setYRange(*padded_range([tps for _, _, tps, _ in self.points]), padding=0)


def padded_range(values: list[float]) -> tuple[float, float]:
    """An axis range around the values with room on both sides: a tenth of their spread, and at least a tenth of
    their size, so equal prices (two builds at 40,782.88) show as 36,700-44,900, not zoomed to 40,782.6-40,783.2."""
    low, high = min(values), max(values)
    pad = max((high - low) * 0.1, max(abs(low), abs(high)) * 0.1, 1.0)
    return low - pad, high + pad


def _dot_size(monthly: float | None, low: float, high: float) -> float:
    if monthly is None or high <= low:
        return sum(DOT_SIZES) / 2
    return DOT_SIZES[0] + (DOT_SIZES[1] - DOT_SIZES[0]) * (monthly - low) / (high - low)


class CompareDialog(QDialog):
    """The builds compared (the open project first), the table, the chart and Export quote."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self.others: list[tuple[Path, Project]] = []
        self.report: CompareReport | None = None
        self.model = CompareTableModel(self)
        self._build()
        self.refresh_timer = QTimer(self, singleShot=True, interval=REFRESH_DELAY_MS)
        self.refresh_timer.timeout.connect(self.refresh)
        window.document.reportChanged.connect(lambda _report: self.refresh_timer.start())
        self.retranslate()
        self.refresh()

    def _build(self) -> None:
        self.builds = QListWidget()
        self.builds.setMaximumHeight(90)
        self.add_button, self.remove_button, self.export_button = QPushButton(), QPushButton(), QPushButton()
        self.add_button.clicked.connect(self.add_files)
        self.remove_button.clicked.connect(self.remove_selected)
        self.export_button.clicked.connect(self.export_quote)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.remove_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #C00000")
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.chart = CompareChart()
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setSizes([420, 260])
        top = QWidget()
        layout = QVBoxLayout(top)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.builds)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        outer = QVBoxLayout(self)
        outer.addWidget(top)
        outer.addWidget(split, 1)
        self.resize(1100, 760)

    # ------------------------------------------------------------------ builds
    def pairs(self) -> list[tuple[str, Project]]:
        doc = self.window_.document
        own = str(doc.path) if doc.path else QCoreApplication.translate("CompareView", "(this window)")
        return [(own, doc.project)] + [(str(path), project) for path, project in self.others]

    def add_paths(self, paths: list[str]) -> None:
        """Read each file; a file that cannot be used is named in the message and left out."""
        problems = []
        for name in paths:
            try:
                self.others.append((Path(name), load_project(name)))
            except PlannerError as exc:
                problems.append(str(exc))
        self.refresh()
        if problems:
            self.message.setText("\n".join(problems))

    def add_files(self) -> None:
        start = QSettings().value("paths/last_folder", str(Path.home()), type=str)
        names, _ = QFileDialog.getOpenFileNames(
            self, QCoreApplication.translate("CompareView", "Builds to compare"), start,
            QCoreApplication.translate("CompareView", "Projects (*.json)"))
        if names:
            self.add_paths(names)

    def remove_selected(self) -> None:
        row = self.builds.currentRow()
        if row >= 1:  # the open project stays
            del self.others[row - 1]
            self.refresh()

    # ------------------------------------------------------------------ report
    def refresh(self) -> None:
        """Evaluate every build again and show the comparison (or why there is none)."""
        self.message.clear()
        pairs = self.pairs()
        self.builds.clear()
        self.builds.addItems([f"{project.name}  ({file})" for file, project in pairs])
        self.report = None
        builds = expand_builds(pairs)  # a project's variants each get a column
        if len(builds) >= 2:
            try:
                self.report = compare_projects(builds, self.window_.catalog, as_of=datetime.date.today())
            except PlannerError as exc:
                self.message.setText(str(exc))
        else:
            self.message.setText(QCoreApplication.translate(
                "CompareView", "Add one or more project files, or save this build as a variant and change it, to "
                               "compare."))
        self.model.set_report(self.report)
        self.chart.show_report(self.report)
        self.remove_button.setEnabled(bool(self.others))
        self.export_button.setEnabled(self.report is not None)

    def export_quote(self) -> None:
        if self.report is not None:
            self.window_.export_quote(comparison=self.report)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("CompareView", "Compare builds"))
        self.add_button.setText(QCoreApplication.translate("CompareView", "Add project files..."))
        self.remove_button.setText(QCoreApplication.translate("CompareView", "Remove"))
        self.export_button.setText(QCoreApplication.translate("CompareView", "Export quote with this comparison..."))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.set_report(self.report)
            self.chart.show_report(self.report)
        super().changeEvent(event)
