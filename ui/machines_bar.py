"""The machines of a project as tabs above the parts table: switch, add, rename (double-click), remove, and the
Edit > Move to machine menu. Every change is an undoable edit (planner/edit_machines.py); switching is not."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QHBoxLayout, QInputDialog, QMenu, QMessageBox, QStyle, QTabBar, QToolButton, QWidget,
)

from planner import edit_machines
from planner.edit_machines import MachineEditError

from .i18n import current_language
from .words import level_label

STATUS_ICONS = {"fail": QStyle.StandardPixmap.SP_MessageBoxCritical,
                "warn": QStyle.StandardPixmap.SP_MessageBoxWarning}


class MachinesBar(QWidget):
    def __init__(self, document, report_error, parent=None):
        super().__init__(parent)
        self.document, self.report_error = document, report_error
        self.catalog = document.catalog  # whether two machines have the same board, so cards keep their slots
        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.tabs.setDocumentMode(True)
        self.tabs.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.add_button = QToolButton()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        layout.addWidget(self.add_button)
        layout.addStretch(1)
        self.tabs.currentChanged.connect(self._switched)
        self.tabs.tabBarDoubleClicked.connect(self.rename)
        self.tabs.customContextMenuRequested.connect(self._context_menu)
        self.add_button.clicked.connect(self.add)
        document.projectChanged.connect(self.reload)
        document.currentNodeChanged.connect(self.reload)
        document.reportChanged.connect(self.show_report)
        self.retranslate()

    def retranslate(self) -> None:
        self.add_button.setText(QCoreApplication.translate("MachinesBar", "+ Add machine"))
        self.add_button.setToolTip(QCoreApplication.translate("MachinesBar", "Add a machine to this project (a small cluster); the summary and the quote "
                                       "count every machine."))

    def reload(self, *_args) -> None:
        project = self.document.project
        self.tabs.blockSignals(True)
        while self.tabs.count():
            self.tabs.removeTab(0)
        for node in project.nodes if project else []:
            at = self.tabs.addTab(node.name)
            self.tabs.setTabData(at, node.id)
            if node.id == self.document.current_node_id:
                self.tabs.setCurrentIndex(at)
        self.tabs.blockSignals(False)
        if not self.document.report_pending:  # else reportChanged brings the report (one evaluation per burst)
            self.show_report(self.document.report)

    def show_report(self, report) -> None:
        """Each tab's tooltip gives its machine's figures from the report, its icon a warning or a failure."""
        machines = {m.node_id: m for m in report.machines} if report is not None else {}
        how = QCoreApplication.translate("MachinesBar", "Double-click to rename; right-click to remove")
        for at in range(self.tabs.count()):
            machine = machines.get(self.tabs.tabData(at))
            figures = self.machine_figures(machine) if machine is not None else ""
            self.tabs.setTabToolTip(at, f"{figures}\n{how}" if figures else how)
            pixmap = STATUS_ICONS.get(machine.status) if machine is not None else None
            self.tabs.setTabIcon(at, self.style().standardIcon(pixmap) if pixmap is not None else QIcon())
        self.tabs.updateGeometry()  # an icon makes the tabs taller: the layout must ask again

    def _switched(self, index: int) -> None:
        if index >= 0:
            self.document.set_current_node(self.tabs.tabData(index))

    def _node(self, index: int):
        return next(n for n in self.document.project.nodes if n.id == self.tabs.tabData(index))

    def add(self) -> None:
        project = self.document.project
        name = edit_machines.next_machine_name(project, current_language())
        new, node_id = edit_machines.add_machine(project, name)
        self.document.push(new, QCoreApplication.translate("MachinesBar", "Add machine {name}").format(name=name))
        self.document.set_current_node(node_id)

    def rename(self, index: int) -> None:
        if index < 0:
            return
        node = self._node(index)
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MachinesBar", "Rename machine"),
                                        QCoreApplication.translate("MachinesBar", "Name of the machine:"), text=node.name)
        if not ok or name.strip() == node.name:
            return
        try:
            new = edit_machines.rename_machine(self.document.project, node.id, name)
        except MachineEditError as refused:
            self.report_error(refused.text.render(current_language()))
            return
        self.report_error("")
        self.document.push(new, QCoreApplication.translate("MachinesBar", "Rename machine {old} to {new}").format(
            old=node.name, new=name.strip()))

    def remove(self, index: int) -> None:
        node = self._node(index)
        try:
            new = edit_machines.remove_machine(self.document.project, node.id)
        except MachineEditError as refused:
            self.report_error(refused.text.render(current_language()))
            return
        parts = len(node.items)  # lines, as Remove %n part(s) counts them
        if parts:
            question = self.tr("Remove {name} and the %n part(s) on it? Undo brings them back.", "", parts)
            title = QCoreApplication.translate("MachinesBar", "Remove machine")
            box = QMessageBox(QMessageBox.Icon.Question, title, question.format(name=node.name),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
            if box.exec() != QMessageBox.StandardButton.Yes:
                return
            undo_text = self.tr("Remove machine {name} and its %n part(s)", "", parts).format(name=node.name)
        else:
            undo_text = QCoreApplication.translate("MachinesBar", "Remove machine {name}").format(name=node.name)
        self.report_error("")
        self.document.push(new, undo_text)

    def _context_menu(self, pos) -> None:
        index = self.tabs.tabAt(pos)
        if index < 0:
            return
        menu = QMenu(self)
        menu.addAction(QCoreApplication.translate("MachinesBar", "Rename..."), lambda: self.rename(index))
        menu.addAction(QCoreApplication.translate("MachinesBar", "Remove machine"), lambda: self.remove(index))
        menu.addSeparator()
        menu.addAction(QCoreApplication.translate("MachinesBar", "Network link..."), lambda: self.set_link(index))
        rdma = menu.addAction(QCoreApplication.translate("MachinesBar", "Link runs RDMA"))
        rdma.setCheckable(True)
        rdma.setChecked(self._node(index).rdma)
        rdma.toggled.connect(lambda on: self.set_rdma(index, on))
        menu.exec(self.tabs.mapToGlobal(pos))

    def set_link(self, index: int, gbit: float | None = None) -> None:
        """The machine's link to the other machines, Gbit/s (asked for when not given): one undo step."""
        node = self._node(index)
        if gbit is None:
            gbit, ok = QInputDialog.getDouble(
                self, QCoreApplication.translate("MachinesBar", "Network link"),
                QCoreApplication.translate("MachinesBar", "Link of {name} to the other machines (Gbit/s):").format(
                    name=node.name), node.network_gbit, 0.1, 1600, 1)
            if not ok:
                return
        if gbit == node.network_gbit:
            return
        self.document.push(edit_machines.set_network(self.document.project, node.id, gbit=gbit),
                           QCoreApplication.translate("MachinesBar", "Set the network link of {name} to {gbit:g} "
                                                      "Gbit/s").format(name=node.name, gbit=gbit))

    def set_rdma(self, index: int, on: bool) -> None:
        node = self._node(index)
        if on == node.rdma:
            return
        text = (QCoreApplication.translate("MachinesBar", "Run the link of {name} over RDMA") if on else
                QCoreApplication.translate("MachinesBar", "Run the link of {name} over TCP"))
        self.document.push(edit_machines.set_network(self.document.project, node.id, rdma=on),
                           text.format(name=node.name))

    def machine_figures(self, machine) -> str:
        """One machine of the report in words: its GPUs, its parts total, its wall draw and its verdict."""
        gpus = self.tr("%n GPU(s)", "", machine.gpu_units)
        total = machine.parts_total
        parts = (f"{total.amount:,.2f} {total.currency}" if total is not None
                 else QCoreApplication.translate("MachinesBar", "not available (exchange rate missing)"))
        wall = (f"{machine.wall_w:,.0f} W" if machine.wall_w is not None
                else QCoreApplication.translate("MachinesBar", "not known (no power supply yet)"))
        return QCoreApplication.translate(
            "MachinesBar", "{gpus}, parts {total}, {wall} at the wall; verdict: {verdict}").format(
            gpus=gpus, total=parts, wall=wall, verdict=level_label(machine.status))


    def cluster_summary(self, report, node_id: str) -> str:
        """The summary's words for a project of several machines (empty for one): the cluster, then the machine shown."""
        if report is None or len(report.machines) < 2:
            return ""
        shown = next((m for m in report.machines if m.node_id == node_id), report.machines[0])
        return QCoreApplication.translate(
            "MachinesBar", "{machines} machines with {gpus} in all; showing {name}: {figures}").format(
            machines=len(report.machines), name=shown.name, figures=self.machine_figures(shown),
            gpus=self.tr("%n GPU(s)", "", report.bom.gpu_units))

    def fill_move_menu(self, menu: QMenu, selected_ids) -> None:
        """Edit > Move to machine: one entry per other machine, for the selected parts."""
        menu.clear()
        others = [n for n in self.document.project.nodes if n.id != self.document.current_node_id]
        ids = selected_ids()
        for node in others:
            action = menu.addAction(node.name, lambda node=node: self.move_to(node, selected_ids()))
            action.setEnabled(bool(ids))
        if not others:
            menu.addAction(QCoreApplication.translate("MachinesBar", "(add a machine first)")).setEnabled(False)

    def move_to(self, node, ids: list[str]) -> None:
        if not ids:
            return
        new = edit_machines.move_to_machine(self.document.project, self.document.current_node_id, ids, node.id,
                                            self.catalog)
        self.document.push(new, self.tr("Move %n part(s) to {machine}", "", len(ids)).format(machine=node.name))
