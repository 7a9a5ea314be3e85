"""GPU Rig Planner engine: pure Python + pydantic + numpy. Never imports Qt or pyqtgraph.

The one data path: Project -> evaluate(project, catalog) -> PlanReport.
"""

from planner.catalog.store import Catalog, bundled_catalog, load_catalog
from planner.errors import InputFileError, PlannerError, SaveError
from planner.evaluate import evaluate
from planner.io import load_project, save_project
from planner.model import Project
from planner.report import PlanReport

__version__ = "0.1.0"

__all__ = [
    "Catalog", "bundled_catalog", "load_catalog", "InputFileError", "PlannerError", "SaveError", "evaluate",
    "load_project", "save_project", "Project", "PlanReport", "__version__",
]
