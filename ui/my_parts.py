"""Edit > Remove part from my catalog...: take a part the user entered (New part...) out of their catalog file.

The catalog is not part of the project, so this is not an undo step: the window asks first, and says how many lines
of the project use the part (they then show as an unknown part until it is entered again).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from planner.errors import PlannerError
from planner.model.parts import PartBase
from planner.user_parts import remove_user_part, user_parts_file


def my_parts(catalog) -> list[PartBase]:
    """The parts read from the user's parts file, by name."""
    mine = str(user_parts_file())
    return sorted((p for p in catalog.parts.values() if catalog.origins.get(p.id) and
                   catalog.origins[p.id].file == mine), key=lambda p: p.name.lower())


def _message(window, icon, title: str, body: str, buttons=QMessageBox.StandardButton.Ok) -> QMessageBox.StandardButton:
    box = QMessageBox(icon, title, body, buttons, window)
    return box.exec()


def remove_my_part(window) -> bool:
    """Ask which of the user's own parts to remove, confirm, remove it from the file and the open catalog."""
    title = QCoreApplication.translate("MyParts", "Remove part from my catalog")
    parts = my_parts(window.catalog)
    if not parts:
        _message(window, QMessageBox.Icon.Information, title, QCoreApplication.translate(
            "MyParts", "Your catalog has no parts of your own yet: New part... adds one."))
        return False
    labels = [f"{p.name} ({p.id})" for p in parts]
    label, ok = QInputDialog.getItem(window, title, QCoreApplication.translate("MyParts", "Part to remove:"),
                                     labels, 0, False)
    if not ok or label not in labels:
        return False
    part = parts[labels.index(label)]
    project = window.document.project
    used = sum(1 for _node, item in project.all_items() if item.part_id == part.id) if project is not None else 0
    question = QCoreApplication.translate("MyParts", "Remove {name} from your catalog?").format(name=part.name)
    if used:
        question += " " + QCoreApplication.translate(
            "MyParts", "Lines of this project that use it: {n}. They will show as an unknown part until it is "
                       "entered again.").format(n=used)
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
    if _message(window, QMessageBox.Icon.Question, title, question, buttons) != QMessageBox.StandardButton.Yes:
        return False
    try:
        remove_user_part(part.id)
    except (OSError, PlannerError) as exc:
        _message(window, QMessageBox.Icon.Critical, title, str(exc))
        return False
    window.catalog.parts.pop(part.id, None)
    window.catalog.origins.pop(part.id, None)
    window.catalog_changed()
    return True
