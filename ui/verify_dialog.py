"""File > Verify built rig...: the built rig's own outputs beside the open project's plan.

The user picks any of five files (nvidia-smi topo -m, an nvidia-smi --query-gpu CSV, llama-bench JSON or markdown,
p2pBandwidthLatencyTest, an nvidia-smi power log); planner.verify reads them and compares them with the plan in the
background, and the dialog shows the CLI's table (status with an icon, what, planned, measured, message) and
summary in the window's language, with Save as text / JSON. An unusable file is named with the parser's reason.
The files read last are kept on the document (Document.measured) for the quote's Bring-up sheet.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QPushButton, QStyle, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from planner.errors import PlannerError
from planner.io import atomic_write_text
from planner.verify.check import verify
from planner.verify.inputs import read_inputs
from planner.verify.parse import SMI_QUERY
from planner.verify.render import headings, rows, summary_line, verify_json, verify_text

from .document import Measured
from .i18n import current_language
from .jobs import Job

KINDS = ("topo", "smi", "bench", "p2p", "power")
COMMANDS = {"topo": "nvidia-smi topo -m", "smi": SMI_QUERY, "bench": "llama-bench -o json  (or its markdown table)",
            "p2p": "./p2pBandwidthLatencyTest", "power": "nvidia-smi --query-gpu=timestamp,index,power.draw "
                                                         "--format=csv -l 1"}
ICONS = {"ok": QStyle.StandardPixmap.SP_DialogApplyButton, "differs": QStyle.StandardPixmap.SP_MessageBoxWarning,
         "missing": QStyle.StandardPixmap.SP_MessageBoxQuestion}


def _label(kind: str) -> str:
    return {
        "topo": QCoreApplication.translate("VerifyDialog", "Topology (nvidia-smi topo -m):"),
        "smi": QCoreApplication.translate("VerifyDialog", "Cards (nvidia-smi --query-gpu CSV):"),
        "bench": QCoreApplication.translate("VerifyDialog", "Speed (llama-bench JSON or markdown):"),
        "p2p": QCoreApplication.translate("VerifyDialog", "Bandwidth (p2pBandwidthLatencyTest):"),
        "power": QCoreApplication.translate("VerifyDialog", "Power (nvidia-smi power log CSV):"),
    }[kind]


class VerifyDialog(QDialog):
    """Verify the document's project against the files chosen; `result` holds the last VerifyReport."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.result = None
        self.job: Job | None = None
        self.intro = QLabel(wordWrap=True)
        grid = QGridLayout()
        self.labels, self.paths, self.browse = {}, {}, {}
        remembered = document.measured.files if document.measured else {}
        for row, kind in enumerate(KINDS):
            self.labels[kind] = QLabel()
            self.paths[kind] = QLineEdit(remembered.get(kind, ""))
            self.paths[kind].setClearButtonEnabled(True)
            self.paths[kind].setToolTip(COMMANDS[kind])
            self.browse[kind] = QPushButton()
            self.browse[kind].clicked.connect(lambda _c=False, kind=kind: self.choose(kind))
            grid.addWidget(self.labels[kind], row, 0)
            grid.addWidget(self.paths[kind], row, 1)
            grid.addWidget(self.browse[kind], row, 2)
        self.run_button = QPushButton()
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.error = QLabel(wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.setStyleSheet("color: #b00020")
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.summary = QLabel()
        self.save_text = QPushButton()
        self.save_json = QPushButton()
        self.save_text.clicked.connect(lambda: self.save("text"))
        self.save_json.clicked.connect(lambda: self.save("json"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        run_row = QHBoxLayout()
        run_row.addWidget(self.run_button)
        run_row.addWidget(self.error, 1)
        save_row = QHBoxLayout()
        save_row.addWidget(self.summary, 1)
        save_row.addWidget(self.save_text)
        save_row.addWidget(self.save_json)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addLayout(run_row)
        layout.addWidget(self.table, 1)
        layout.addLayout(save_row)
        layout.addWidget(self.buttons)
        self.resize(1000, 560)
        self.retranslate()
        self._show_result()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_result()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("VerifyDialog", "Verify built rig"))
        self.intro.setText(QCoreApplication.translate(
            "VerifyDialog", "Give any of the built rig's own outputs (hover a field for the command that writes it); "
                            "the plan of the open project is put beside them."))
        for kind in KINDS:
            self.labels[kind].setText(_label(kind))
            self.browse[kind].setText(QCoreApplication.translate("VerifyDialog", "Browse..."))
            self.paths[kind].setPlaceholderText(QCoreApplication.translate("VerifyDialog", "not given"))
        self.run_button.setText(QCoreApplication.translate("VerifyDialog", "&Check against the plan"))
        self.save_text.setText(QCoreApplication.translate("VerifyDialog", "Save as &text..."))
        self.save_json.setText(QCoreApplication.translate("VerifyDialog", "Save as &JSON..."))

    # ------------------------------------------------------------------ files and the run
    def files(self) -> dict[str, str]:
        return {k: self.paths[k].text().strip() for k in KINDS if self.paths[k].text().strip()}

    def choose(self, kind: str) -> None:
        start = QSettings().value("paths/verify_folder", str(Path.home()), type=str)
        name, _ = QFileDialog.getOpenFileName(self, _label(kind).rstrip(":："), start)
        if name:
            QSettings().setValue("paths/verify_folder", str(Path(name).parent))
            self.paths[kind].setText(name)

    def run(self) -> Job | None:
        """Read the files and verify the document's project in the background; the table fills when done."""
        files = self.files()
        if not files:
            self.error.setText(QCoreApplication.translate("VerifyDialog", "Choose at least one file."))
            return None
        if self.job is not None and self.job.is_running():
            return self.job
        project, catalog = self.document.project, self.document.catalog

        def work(progress, cancelled):
            try:
                inputs = read_inputs(**files)
                return None if cancelled() else (files, inputs, verify(project, catalog, inputs))
            except PlannerError as exc:  # an unusable file: the user's to fix, not a failure of the program
                return exc

        self.error.setText(QCoreApplication.translate("VerifyDialog", "Checking..."))
        self.run_button.setEnabled(False)
        self.job = Job(work, self)
        self.job.succeeded.connect(self._done)
        self.job.failed.connect(self._failed)
        self.job.done.connect(lambda: self.run_button.setEnabled(True))
        self.job.start()
        return self.job

    def _done(self, outcome) -> None:
        if isinstance(outcome, PlannerError):
            self._failed(str(outcome))
            return
        files, inputs, result = outcome
        self.document.measured = Measured(files, inputs)
        self.result = result
        self.error.clear()
        self._show_result()

    def _failed(self, message: str) -> None:
        """An unusable file (the parser's message names it and says what is wrong) or a plan that cannot be made."""
        self.result = None
        self._show_result()
        self.error.setText(QCoreApplication.translate("VerifyDialog", "Not checked: {problem}").format(problem=message))

    def _show_result(self) -> None:
        lang = current_language()
        self.table.setHorizontalHeaderLabels(headings(lang))
        body = rows(self.result, lang) if self.result is not None else []
        self.table.setRowCount(len(body))
        for r, (check, cells) in enumerate(zip(self.result.checks if self.result else [], body)):
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c == 0:
                    item.setIcon(self.style().standardIcon(ICONS[check.status]))
                    item.setData(Qt.ItemDataRole.UserRole, check.status)
                if c == 4:
                    item.setToolTip(value)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        self.summary.setText(summary_line(self.result, lang) if self.result is not None else "")
        self.save_text.setEnabled(self.result is not None)
        self.save_json.setEnabled(self.result is not None)

    # ------------------------------------------------------------------ saving
    def save(self, fmt: str) -> Path | None:
        if self.result is None:
            return None
        start = Path(QSettings().value("paths/verify_folder", str(Path.home()), type=str))
        suffix = ".json" if fmt == "json" else ".txt"
        name, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("VerifyDialog", "Save the checks"), str(start / f"verify{suffix}"),
            "JSON (*.json)" if fmt == "json" else QCoreApplication.translate("VerifyDialog", "Text (*.txt)"))
        if not name:
            return None
        path = Path(name if name.lower().endswith(suffix) else name + suffix)
        content = verify_json(self.result) if fmt == "json" else verify_text(self.result, current_language())
        try:
            atomic_write_text(path, content)
        except (OSError, PlannerError) as exc:
            self.error.setText(QCoreApplication.translate("VerifyDialog", "Not saved: {problem}").format(problem=exc))
            return None
        self.error.setText(QCoreApplication.translate("VerifyDialog", "Saved to {file}").format(file=path))
        return path

    def done(self, code: int) -> None:  # closing waits for a running check (a few seconds at most)
        if self.job is not None and self.job.is_running():
            self.job.cancel()
            self.job.wait(10_000)
        super().done(code)
