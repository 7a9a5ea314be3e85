"""GPU Rig Planner engine: pure Python + pydantic + numpy. Never imports Qt or pyqtgraph.

The one data path: Project -> evaluate(project, catalog) -> PlanReport.

The names below are imported when first used (PEP 562), so that `import planner.paths` (the window's first
frame needs only where files live) does not import the whole engine and its pydantic models first.
"""

from __future__ import annotations

import importlib
import sys
import types

__version__ = "0.1.0"

#: public name -> module that defines it
_EXPORTS = {
    "Catalog": "planner.catalog.store", "bundled_catalog": "planner.catalog.store",
    "load_catalog": "planner.catalog.store", "InputFileError": "planner.errors", "PlannerError": "planner.errors",
    "SaveError": "planner.errors", "load_project": "planner.io",
    "save_project": "planner.io", "Project": "planner.model", "PlanReport": "planner.report",
}

__all__ = [*_EXPORTS, "evaluate", "__version__"]


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module 'planner' has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name]), name)
    globals()[name] = value  # the function, not the submodule of the same name (planner.evaluate)
    return value


class _Planner(types.ModuleType):
    """`planner.evaluate` is the function, as it always was, even though a submodule of the same name exists:
    the import system binds the submodule on the package when it is imported, and this property keeps the name."""

    @property
    def evaluate(self):
        from planner.evaluate import evaluate

        return evaluate

    @evaluate.setter
    def evaluate(self, _submodule) -> None:  # the submodule stays in sys.modules["planner.evaluate"]
        pass


sys.modules[__name__].__class__ = _Planner
