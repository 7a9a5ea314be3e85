"""Tools > Builds: other builds of the same project (planner.model.project.Variant). "Save this build as a variant"
keeps a copy of the machines as they are, so the user can change the build and compare; "Switch to" makes a
variant the build shown (the one shown becomes a variant under its name); "Remove". Each is one undo step. Tools >
Compare builds and the exported quote's Compare sheet show every build of the project side by side."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMenu
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error


class VariantsMenu(QMenu):
    """Rebuilt each time it opens, from the open project's variants."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self.aboutToShow.connect(self.rebuild)

    @property
    def document(self):
        return self.window_.document

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("VariantsMenu", "&Builds"))

    def rebuild(self) -> None:
        self.clear()
        project = self.document.project
        if project is None:
            return
        save = self.addAction(QCoreApplication.translate("VariantsMenu", "Save this build as a variant..."))
        save.triggered.connect(lambda: self.save_as_variant())
        current = self.addAction(QCoreApplication.translate("VariantsMenu", "Showing: {name}").format(
            name=project.current_build_name()))
        current.setEnabled(False)
        if project.variants:
            self.addSeparator()
        for i, variant in enumerate(project.variants):
            switch = self.addAction(QCoreApplication.translate("VariantsMenu", "Switch to {name}").format(
                name=variant.name))
            switch.triggered.connect(lambda _c=False, i=i: self.switch(i))
        if project.variants:
            remove_menu = self.addMenu(QCoreApplication.translate("VariantsMenu", "Remove variant"))
            for i, variant in enumerate(project.variants):
                remove = remove_menu.addAction(variant.name)
                remove.triggered.connect(lambda _c=False, i=i: self.remove(i))

    def _push(self, make, text: str) -> bool:
        try:
            new = make()
        except (ValidationError, ValueError) as exc:
            message = ("; ".join(describe_validation_error(exc)) if isinstance(exc, ValidationError) else str(exc))
            self.window_.edit_error.setText(message)
            return False
        self.document.push(new, text)
        return True

    def save_as_variant(self, name: str | None = None) -> bool:
        """Keep a copy of the build as a variant; asks for its name unless given."""
        project = self.document.project
        if name is None:
            default = QCoreApplication.translate("VariantsMenu", "Variant {n}").format(n=len(project.variants) + 1)
            name, ok = QInputDialog.getText(self.window_, QCoreApplication.translate("VariantsMenu", "Save as variant"),
                                            QCoreApplication.translate("VariantsMenu", "Name of the variant:"),
                                            text=default)
            if not ok:
                return False
        name = name.strip()
        if not name:
            return False
        return self._push(lambda: edit.save_as_variant(project, name),
                          QCoreApplication.translate("VariantsMenu", "Save build as variant {name}").format(name=name))

    def switch(self, index: int) -> bool:
        project = self.document.project
        name = project.variants[index].name
        return self._push(lambda: edit.switch_to_variant(project, index),
                          QCoreApplication.translate("VariantsMenu", "Switch to build {name}").format(name=name))

    def remove(self, index: int) -> bool:
        project = self.document.project
        name = project.variants[index].name
        return self._push(lambda: edit.remove_variant(project, index),
                          QCoreApplication.translate("VariantsMenu", "Remove variant {name}").format(name=name))
