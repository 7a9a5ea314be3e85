"""Tools > Find a build...: `main.py advise` in the window (planner/advise/). The goal's inputs, a search in the
background with progress and cancel, the builds on the front of price, decode speed and monthly cost in a table
(why each is there, what it gives up), the nearest misses when none meets the goal, and "Use this build", which
puts the chosen build's parts and workload into the current machine as one undo step.

The builds are costed with the open project's cost assumptions (electricity, usage, hourly rate, alternatives),
so a build's figures are the ones the window shows once it is used."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QEvent, QModelIndex, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
)

from planner import edit
from planner.advise import AdviseReport, Goal, advise
from planner.edit_machines import add_machine, next_machine_name
from planner.errors import Cancelled
from planner.llm.config import spec_from_catalog_entry, spec_from_config
from planner.llm.quant import FORMATS

from .i18n import current_language
from .jobs import Job

COLUMNS = ("name", "price", "tokens", "monthly", "wall", "why")


class BuildsModel(QAbstractTableModel):
    """A row per proposed build."""

    def __init__(self, catalog, parent=None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.report: AdviseReport | None = None

    def set_report(self, report: AdviseReport | None) -> None:
        self.beginResetModel()
        self.report = report
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() or self.report is None else len(self.report.builds)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return {
            "name": QCoreApplication.translate("FindBuild", "Build"),
            "price": QCoreApplication.translate("FindBuild", "Price"),
            "tokens": QCoreApplication.translate("FindBuild", "Decode (tokens/s)"),
            "monthly": QCoreApplication.translate("FindBuild", "Per month"),
            "wall": QCoreApplication.translate("FindBuild", "Wall (W)"),
            "why": QCoreApplication.translate("FindBuild", "Why"),
        }[COLUMNS[section]]

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.report is None or role not in (Qt.ItemDataRole.DisplayRole,
                                                                       Qt.ItemDataRole.ToolTipRole):
            return None
        b = self.report.builds[index.row()]
        key = COLUMNS[index.column()]
        if key == "name":
            return self.name(b)
        if key == "price":
            return f"{b.price_total:,.2f} {b.currency}"
        if key == "tokens":
            return f"{b.tokens_per_s:.1f}"
        if key == "monthly":
            return "-" if b.monthly_total is None else f"{b.monthly_total:,.2f}"
        if key == "wall":
            return "-" if b.wall_w is None else f"{b.wall_w:,.0f}"
        return b.why.render(current_language())


    def name(self, build) -> str:
        """The build's cards in the window's language: '#1 2x NVIDIA GeForce RTX 3090 (used)', and for a build of
        several machines each machine's cards after how many machines there are."""
        used = QCoreApplication.translate("FindBuild", "used")

        def cards(node) -> str:
            return " + ".join(f"{i.quantity}x {self.catalog.parts[i.part_id].name}"
                              + (f" ({used})" if i.condition == "used" else "")
                              for i in node.items if i.part_id and self.catalog.parts[i.part_id].kind == "gpu")

        number = f"#{self.report.builds.index(build) + 1} "
        if build.machines == 1:
            return number + cards(build.project.nodes[0])
        return number + QCoreApplication.translate("FindBuild", "{count} machines: {cards}").format(
            count=build.machines, cards=" | ".join(cards(node) for node in build.project.nodes))


class FindBuildDialog(QDialog):
    """The goal's inputs, the search, the builds; 'Use this build' changes the open project (undoable)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self.document = window.document
        self.job: Job | None = None
        self.model = BuildsModel(window.document.catalog, self)
        self._make_inputs()
        self._make_results()
        self.retranslate()
        self.load_goal()
        self.resize(1100, 640)

    # ------------------------------------------------------------------ widgets
    def _make_inputs(self) -> None:
        self.form = QFormLayout()
        self.labels: dict[str, QLabel] = {}
        self.budget = QDoubleSpinBox(maximum=1e9, decimals=0, singleStep=1000)
        self.model_choice = QComboBox()
        self.quant = QComboBox()
        self.context = QSpinBox(minimum=256, maximum=10_000_000, singleStep=1024)
        self.min_tps = QDoubleSpinBox(maximum=10_000, decimals=1)
        self.max_wall = QSpinBox(maximum=100_000, singleStep=100)
        self.form_factor = QComboBox()
        self.used = QCheckBox()
        self.keep_gpus = QCheckBox()
        self.moe_offload = QCheckBox()
        self.moe_offload.setChecked(True)
        for key, widget in (("budget", self.budget), ("model", self.model_choice), ("quant", self.quant),
                            ("context", self.context), ("min_tps", self.min_tps), ("max_wall", self.max_wall),
                            ("form_factor", self.form_factor), ("used", self.used), ("keep_gpus", self.keep_gpus),
                            ("moe_offload", self.moe_offload)):
            widget.setObjectName(key)
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(widget)
            self.form.addRow(self.labels[key], widget)

    def _make_results(self) -> None:
        self.find_button = QPushButton()
        self.find_button.clicked.connect(self.find)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.use_button = QPushButton()
        self.use_button.clicked.connect(self.use_selected)
        self.use_button.setEnabled(False)
        self.table.selectionModel().selectionChanged.connect(
            lambda *_: self.use_button.setEnabled(bool(self.table.selectionModel().selectedRows())))
        buttons = QHBoxLayout()
        for w in (self.find_button, self.cancel_button, self.progress):
            buttons.addWidget(w)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.use_button)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("FindBuild", "Find a build"))
        texts = {
            "budget": QCoreApplication.translate("FindBuild", "Budget for the parts"),
            "model": QCoreApplication.translate("FindBuild", "Model"),
            "quant": QCoreApplication.translate("FindBuild", "Weight format"),
            "context": QCoreApplication.translate("FindBuild", "Context (tokens)"),
            "min_tps": QCoreApplication.translate("FindBuild", "At least (tokens/s, one sequence)"),
            "max_wall": QCoreApplication.translate("FindBuild", "Most watts at the wall (0: no limit)"),
            "form_factor": QCoreApplication.translate("FindBuild", "Form"),
            "used": QCoreApplication.translate("FindBuild", "Used cards allowed"),
            "keep_gpus": QCoreApplication.translate("FindBuild", "Keep the cards of this machine (owned)"),
            "moe_offload": QCoreApplication.translate("FindBuild", "A MoE model may keep experts in system RAM"),
        }
        for key, label in texts.items():
            self.labels[key].setText(label)
        self.form_factor.clear()
        self.form_factor.addItem(QCoreApplication.translate("FindBuild", "Tower case"), "tower")
        self.form_factor.addItem(QCoreApplication.translate("FindBuild", "Open frame, cards on risers"), "open_frame")
        self.form_factor.addItem(QCoreApplication.translate("FindBuild", "19-inch rack chassis"), "rack")
        self.find_button.setText(QCoreApplication.translate("FindBuild", "Find"))
        self.cancel_button.setText(QCoreApplication.translate("FindBuild", "Cancel"))
        self.use_button.setText(QCoreApplication.translate("FindBuild", "Use this build"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            current = self.form_factor.currentData()
            self.retranslate()
            self.form_factor.setCurrentIndex(max(self.form_factor.findData(current), 0))
            self.model.set_report(self.model.report)
        super().changeEvent(event)

    # ------------------------------------------------------------------ the goal
    def load_goal(self) -> None:
        """The inputs from the open project: its currency, model, format, context."""
        project = self.document.project
        catalog = self.document.catalog
        self.budget.setSuffix(f" {project.costs.currency}")
        if self.budget.value() == 0:
            self.budget.setValue(30000 if project.costs.currency == "CNY" else 5000)
        self.model_choice.clear()
        if project.workload.hf_config is not None:
            self.model_choice.addItem(project.workload.model_name or "config.json", "__project__")
        for model_id, entry in catalog.models.items():
            self.model_choice.addItem(entry.name, model_id)
        index = self.model_choice.findData(project.workload.model_id or "__project__")
        self.model_choice.setCurrentIndex(max(index, 0))
        self.quant.clear()
        self.quant.addItem(QCoreApplication.translate("FindBuild", "Best that fits"), "best")
        for qid, q in FORMATS.items():
            if q.family == "gguf" or qid in ("fp16", "bf16"):
                self.quant.addItem(q.label, qid)
        self.quant.setCurrentIndex(max(self.quant.findData(project.workload.quantization), 0))
        self.context.setValue(project.workload.context_tokens)

    def goal(self) -> Goal:
        project = self.document.project
        model = self.model_choice.currentData()
        source = ({"hf_config": project.workload.hf_config, "model_name": project.workload.model_name}
                  if model == "__project__" else {"model_id": model})
        owned = []
        if self.keep_gpus.isChecked():
            node = next(n for n in project.nodes if n.id == self.document.current_node_id)
            owned = [i.part_id for i in node.items if i.part_id in self.document.catalog.parts
                     and self.document.catalog.parts[i.part_id].kind == "gpu" for _ in range(i.quantity)]
        return Goal(budget={"amount": self.budget.value(), "currency": project.costs.currency}, **source,
                    quantization=self.quant.currentData(), context_tokens=self.context.value(),
                    min_tokens_per_s=self.min_tps.value(), allow_used=self.used.isChecked(),
                    max_wall_w=self.max_wall.value() or None, form_factor=self.form_factor.currentData(),
                    own=owned[:32], moe_offload=self.moe_offload.isChecked())

    def _spec(self, goal: Goal):
        if goal.model_id is not None:
            return spec_from_catalog_entry(self.document.catalog.model(goal.model_id))
        return spec_from_config(goal.hf_config, name=goal.model_name or "config.json", where="workload.hf_config")

    # ------------------------------------------------------------------ the search
    def find(self) -> Job | None:
        if self.job is not None and self.job.is_running():
            return self.job
        try:
            goal = self.goal()
            spec = self._spec(goal)
        except Exception as exc:  # a goal the inputs cannot make: said in place
            self.status.setText(str(exc))
            return None
        catalog, costs = self.document.catalog, self.document.project.costs

        def work(progress, cancelled):
            try:
                return advise(goal, spec, catalog, progress=progress, cancelled=cancelled, costs=costs)
            except Cancelled:
                return None

        self.model.set_report(None)
        self.status.setText(QCoreApplication.translate("FindBuild", "Searching..."))
        self.progress.setValue(0)
        self.find_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.job = Job(work, self)
        self.job.progress.connect(lambda f: self.progress.setValue(int(f * 100)))
        self.job.succeeded.connect(self._show)
        self.job.failed.connect(lambda message: self.status.setText(message))
        self.job.cancelled_signal.connect(
            lambda: self.status.setText(QCoreApplication.translate("FindBuild", "Search cancelled.")))
        self.job.done.connect(self._finished)
        self.job.start()
        return self.job

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _finished(self) -> None:
        self.find_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _show(self, report: AdviseReport) -> None:
        self.progress.setValue(100)
        self.model.set_report(report)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        lang = current_language()
        if report.builds:
            found = QCoreApplication.translate(
                "FindBuild", "{builds} builds from {searched} card mixes in {seconds} s.").format(
                builds=len(report.builds), searched=f"{report.searched:,}", seconds=f"{report.seconds:g}")
            if report.left:
                found += " " + (QCoreApplication.translate(
                    "FindBuild", "{left} mixes were left when the search stopped at its limits; none of them can be "
                                 "built cheaper than the first build.") if report.cheapest_proven else
                    QCoreApplication.translate(
                        "FindBuild", "{left} mixes were left when the search stopped at its limits; some of them "
                                     "could be built cheaper than the first build.")).format(left=f"{report.left:,}")
            self.status.setText(found)
            self.table.selectRow(0)
        else:
            self.status.setText("\n".join(m.render(lang) for m in report.misses))

    def use_selected(self) -> None:
        """The selected build's parts and workload into the current machine (a build of several machines: its other
        machines added after the others, with the link between them): one undo step."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.model.report is None:
            return
        build = self.model.report.builds[rows[0].row()]
        project = self.document.project
        data = project.model_dump(mode="json")
        node = next(n for n in data["nodes"] if n["id"] == self.document.current_node_id)
        first, *others = build.project.nodes
        node["items"] = [i.model_dump(mode="json") for i in first.items]
        node.update(_wiring(first))
        if others:
            node.update(network_gbit=first.network_gbit, rdma=first.rdma)
        data["workload"] = build.project.workload.model_dump(mode="json")
        new = type(project).model_validate(data)
        for other in others:
            new, node_id = add_machine(new, next_machine_name(new, current_language()))
            new = edit.add_items(new, node_id, [i.model_dump(mode="json") for i in other.items])[0]
            data = new.model_dump(mode="json")
            next(n for n in data["nodes"] if n["id"] == node_id).update(network_gbit=other.network_gbit,
                                                                       rdma=other.rdma, **_wiring(other))
            new = type(project).model_validate(data)
        self.document.push(new, QCoreApplication.translate("FindBuild", "Use build {name}").format(
            name=self.model.name(build)))


def _wiring(node) -> dict:
    """A machine's wall circuits and which PSU each feeds (a build of two PSUs plugs each into a socket of its
    own), as they go into the project; nothing when the build keeps the default socket."""
    if not node.circuits:
        return {}
    return {"circuits": [c.model_dump(mode="json") for c in node.circuits],
            "psu_circuits": [f.model_dump(mode="json") for f in node.psu_circuits]}
