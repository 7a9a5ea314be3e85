"""File > New from this machine and File > Import parts list...: a new document holding the parts of this machine
(planner/detect/run.py asks it, planner/detect/machine.py matches) or of a PCPartPicker list
(planner/detect/parts_list.py), each a catalog part where one matched, the others custom parts. A dialog then says
what was found, one line per part, and what could not be read or matched.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from planner.detect import run
from planner.detect.build import project_with
from planner.detect.machine import detect
from planner.detect.parts_list import import_lines, list_currency
from planner.detect.pcpartpicker import parse_part_list
from planner.errors import PlannerError
from planner.new_project import CURRENCIES, currency_for_locale
from planner.verify.parse import read_text

from .i18n import current_language


def _open(window, project, lines, unmatched: int, title: str) -> QMessageBox:
    window.document.set_project(project, None, True)
    lang = current_language()
    body = "\n".join(t.render(lang) for t in lines)
    head = (QCoreApplication.translate("StartFrom", "Some parts are not in the catalog: they were added as custom "
                                                     "parts. Pick the catalog part or describe each.")
            if unmatched else QCoreApplication.translate("StartFrom", "Every part was found in the catalog."))
    icon = QMessageBox.Icon.Warning if unmatched else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, head, QMessageBox.StandardButton.Ok, window)
    box.setInformativeText(body)
    return box


def new_from_machine(window) -> QMessageBox | None:
    """File > New from this machine: ask the machine (commands with time limits), open the project, show the box."""
    if not window.maybe_save():
        return None
    lang = current_language()
    captured = run.capture_machine()  # each command has a time limit (planner/detect/run.py)
    currency = currency_for_locale(lang)
    found = detect(captured, window.catalog, currency)
    name = QCoreApplication.translate("StartFrom", "This machine")
    project = project_with(window.catalog, found.items, name, currency, lang)
    return _open(window, project, found.lines, found.unmatched,
                 QCoreApplication.translate("StartFrom", "New from this machine"))


def import_parts_list(window, path: str) -> QMessageBox:
    """File > Import parts list...: the list as a new document, or a box saying why the file was refused."""
    title = QCoreApplication.translate("StartFrom", "Import parts list")
    try:
        lines = parse_part_list(read_text(path, "a PCPartPicker part list"), path)
    except (OSError, PlannerError) as exc:
        return QMessageBox(QMessageBox.Icon.Critical, title, QCoreApplication.translate(
            "StartFrom", "The file was not imported:") + "\n" + str(exc), QMessageBox.StandardButton.Ok, window)
    wanted = list_currency(lines)
    currency = wanted if wanted in CURRENCIES else currency_for_locale(current_language())
    found = import_lines(lines, window.catalog, currency)
    name = QCoreApplication.translate("StartFrom", "Parts list %1").replace("%1", Path(path).stem)
    project = project_with(window.catalog, found.items, name, currency, current_language())
    return _open(window, project, found.lines, len(found.unmatched), title)


def choose_and_import_list(window) -> None:
    if not window.maybe_save():
        return
    path, _ = QFileDialog.getOpenFileName(
        window, QCoreApplication.translate("StartFrom", "Import parts list"), "",
        QCoreApplication.translate("StartFrom", "PCPartPicker lists (*.txt *.md);;All files (*)"))
    if path:
        import_parts_list(window, path).exec()
