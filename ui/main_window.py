"""The planner window (first version): the example rig's parts list, totals and findings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QModelIndex, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QHeaderView, QLabel, QListView, QMainWindow, QMessageBox, QSplitter, QTableView, QVBoxLayout,
    QWidget,
)

from planner.catalog import Catalog
from planner.errors import PlannerError
from planner.evaluate import evaluate
from planner.io import load_project
from planner.model.project import Project
from planner.report import PlanReport

from .report_models import BomTableModel, FindingsModel


class MainWindow(QMainWindow):
    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self.catalog = catalog
        self.project: Project | None = None
        self.report: PlanReport | None = None
        self.path: Path | None = None

        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)

        self.bom_model = BomTableModel(self)
        self.bom_view = QTableView()
        self.bom_view.setModel(self.bom_model)
        self.bom_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.bom_view.setAlternatingRowColors(True)
        self.bom_view.verticalHeader().setVisible(False)
        self.bom_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.bom_view.horizontalHeader().setStretchLastSection(True)

        self.findings_model = FindingsModel(self)
        self.findings_view = QListView()
        self.findings_view.setModel(self.findings_model)
        self.findings_view.setWordWrap(True)
        self.findings_view.setUniformItemSizes(False)
        self.findings_view.selectionModel().currentChanged.connect(self._finding_chosen)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.bom_view)
        splitter.addWidget(self.findings_view)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self._build_menu()
        self.resize(1280, 800)

    def _build_menu(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        open_action = QAction(self.tr("&Open..."), self)
        open_action.setShortcut(QKeySequence.StandardKey.Open)
        open_action.triggered.connect(self.choose_file)
        file_menu.addAction(open_action)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

    # ------------------------------------------------------------------ documents
    def choose_file(self) -> None:
        settings = QSettings()
        start = settings.value("paths/last_folder", str(Path.home()), type=str)
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open project"), start, self.tr("Projects (*.json)"))
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        try:
            project = load_project(path)
        except PlannerError as exc:
            QMessageBox.warning(self, self.tr("Cannot open project"), str(exc))
            return False
        self.path = path
        settings = QSettings()
        settings.setValue("paths/last_folder", str(path.parent))
        settings.setValue("paths/last_project", str(path))
        self.set_project(project)
        return True

    def set_project(self, project: Project) -> None:
        self.project = project
        self.report = evaluate(project, self.catalog)
        self.bom_model.set_report(self.report)
        self.findings_model.set_report(self.report)
        self.bom_view.resizeColumnsToContents()
        for column in (1, 2, 8):
            self.bom_view.setColumnWidth(column, min(self.bom_view.columnWidth(column), 360))
        self._update_summary()
        title = self.tr("GPU Rig Planner")
        where = f" — {self.path.name}" if self.path else ""
        self.setWindowTitle(f"{project.name}{where} · {title}")

    def _update_summary(self) -> None:
        r = self.report
        if r is None:
            self.summary.clear()
            return
        counts = r.finding_counts
        total = r.bom.total
        total_text = f"{total.amount:,.2f} {total.currency}" if total else self.tr("not available (exchange rate missing)")
        self.summary.setText(
            self.tr("{name} · total {total} · {fail} fail, {warn} warn, {info} info").format(
                name=r.project_name, total=total_text, fail=counts["fail"], warn=counts["warn"], info=counts["info"])
        )

    # ------------------------------------------------------------------ findings -> parts
    def _finding_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        finding = self.findings_model.data(current, FindingsModel.FindingRole)
        if finding is None:
            return
        selection = QItemSelection()
        for row in range(self.bom_model.rowCount()):
            if self.bom_model.line(row).item_id in finding.item_ids:
                left = self.bom_model.index(row, 0)
                right = self.bom_model.index(row, self.bom_model.columnCount() - 1)
                selection.select(left, right)
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
        self.bom_view.selectionModel().select(selection, flags)
        if not selection.isEmpty():
            self.bom_view.scrollTo(selection.indexes()[0])
