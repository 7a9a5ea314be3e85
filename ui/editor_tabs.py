"""The input tabs of the window (workload, costs with their exchange rates, alternatives, notes), each made when it
is first shown or asked for.

A start shows the power tab: building these forms and tables took about a tenth of the filled window's start, and
each of them followed every edit while nobody saw it. An editor made later reads the document as it is then (each
loads the project when built and follows it from there), in the language shown then.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from .panels_hw import scrolled
from .shown import LazyPage

#: The editors (MainWindow attributes without "_editor") and the tab page each of them lives on.
PAGE_OF = {"workload": "workload", "costs": "costs", "rates": "costs", "alternatives": "alternatives",
           "notes": "notes"}


class EditorTabs:
    def __init__(self, document):
        self.document = document
        self.pages: dict[str, LazyPage] = {name: LazyPage(self._builder(name), _nothing)
                                           for name in dict.fromkeys(PAGE_OF.values())}
        self._made: dict[str, QWidget] = {}

    def editor(self, name: str) -> QWidget:
        """The editor `name` (a key of PAGE_OF), its page made if it was not yet."""
        self.pages[PAGE_OF[name]].content()
        return self._made[name]

    def made(self) -> list[QWidget]:
        """The editors made so far."""
        return list(self._made.values())

    def _builder(self, page: str) -> Callable[[], QWidget]:
        return lambda: getattr(self, f"_make_{page}")()

    def _make_workload(self) -> QWidget:
        from .editors import WorkloadEditor

        return scrolled(self._keep("workload", WorkloadEditor(self.document)))

    def _make_costs(self) -> QWidget:
        from .editors import CostsEditor
        from .rates_editor import RatesEditor, costs_page

        costs = self._keep("costs", CostsEditor(self.document))
        return scrolled(costs_page(costs, self._keep("rates", RatesEditor(self.document))))

    def _make_alternatives(self) -> QWidget:
        from .alternatives_editor import AlternativesEditor

        return self._keep("alternatives", AlternativesEditor(self.document))

    def _make_notes(self) -> QWidget:
        from .notes_editor import NotesEditor

        return self._keep("notes", NotesEditor(self.document))

    def _keep(self, name: str, editor: QWidget) -> QWidget:
        self._made[name] = editor
        return editor


def _nothing(_widget: QWidget) -> None:
    """The editors follow the document themselves once made."""
