"""The machines of a project as tabs above the parts table: switch, add, rename (double-click), remove, and the
Edit > Move to machine menu. Every change is an undoable edit (planner/edit_machines.py); switching is not."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout, QInputDialog, QMenu, QMessageBox, QTabBar, QToolButton, QWidget,
)

from planner import edit_machines


class MachinesBar(QWidget):
    def __init__(self, document, report_error, parent=None):
        super().__init__(parent)
        self.document, self.report_error = document, report_error
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
            self.tabs.setTabToolTip(at, QCoreApplication.translate("MachinesBar", "Double-click to rename; right-click to remove"))
            if node.id == self.document.current_node_id:
                self.tabs.setCurrentIndex(at)
        self.tabs.blockSignals(False)

    def _switched(self, index: int) -> None:
        if index >= 0:
            self.document.set_current_node(self.tabs.tabData(index))

    def _node(self, index: int):
        return next(n for n in self.document.project.nodes if n.id == self.tabs.tabData(index))

    def add(self) -> None:
        project = self.document.project
        taken = {n.name.casefold() for n in project.nodes}
        n = len(project.nodes) + 1
        while QCoreApplication.translate("MachinesBar", "Machine {n}").format(n=n).casefold() in taken:
            n += 1
        name = QCoreApplication.translate("MachinesBar", "Machine {n}").format(n=n)
        new, node_id = edit_machines.add_machine(project, name)
        self.document.push(new, QCoreApplication.translate("MachinesBar", "Add machine {name}").format(name=name))
        self.document.set_current_node(node_id)

    def rename(self, index: int) -> None:
        if index < 0:
            return
        node = self._node(index)
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MachinesBar", "Rename machine"), QCoreApplication.translate("MachinesBar", "Name of the machine:"), text=node.name)
        if not ok or name.strip() == node.name:
            return
        problem = self._name_problem(name, node.id)
        if problem:
            self.report_error(problem)
            return
        new = edit_machines.rename_machine(self.document.project, node.id, name)
        self.document.push(new, QCoreApplication.translate("MachinesBar", "Rename machine {old} to {new}").format(old=node.name, new=name.strip()))

    def _name_problem(self, name: str, node_id: str) -> str:
        name = name.strip()
        if not name:
            return QCoreApplication.translate("MachinesBar", "A machine needs a name.")
        if len(name) > edit_machines.NAME_MAX:
            return QCoreApplication.translate("MachinesBar", "A machine name has at most {n} characters.").format(n=edit_machines.NAME_MAX)
        if any(n.name.strip().casefold() == name.casefold() for n in self.document.project.nodes if n.id != node_id):
            return QCoreApplication.translate("MachinesBar", "Another machine is already called {name}.").format(name=name)
        return ""

    def remove(self, index: int) -> None:
        node = self._node(index)
        if len(self.document.project.nodes) == 1:
            self.report_error(QCoreApplication.translate("MachinesBar", "A project needs at least one machine; this is the last one."))
            return
        if node.items:
            box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MachinesBar", "Remove machine"),
                              QCoreApplication.translate("MachinesBar", "Remove {name} and the parts on it? Undo brings them back.").format(name=node.name),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
            if box.exec() != QMessageBox.StandardButton.Yes:
                return
        new = edit_machines.remove_machine(self.document.project, node.id)
        self.document.push(new, QCoreApplication.translate("MachinesBar", "Remove machine {name}").format(name=node.name))

    def _context_menu(self, pos) -> None:
        index = self.tabs.tabAt(pos)
        if index < 0:
            return
        menu = QMenu(self)
        menu.addAction(QCoreApplication.translate("MachinesBar", "Rename..."), lambda: self.rename(index))
        menu.addAction(QCoreApplication.translate("MachinesBar", "Remove machine"), lambda: self.remove(index))
        menu.exec(self.tabs.mapToGlobal(pos))

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
        new = edit_machines.move_to_machine(self.document.project, self.document.current_node_id, ids, node.id)
        count = len(ids)
        self.document.push(new, self.tr("Move %n part(s) to {machine}", "", count).format(machine=node.name))
