"""GPU Rig Planner engine: pure Python + pydantic + numpy. Never imports Qt or pyqtgraph.

The one data path: Project -> evaluate(project, catalog) -> PlanReport.
"""

from .catalog import Catalog, bundled_catalog, load_catalog
from .errors import InputFileError, PlannerError, SaveError
from .evaluate import evaluate
from .io import load_project, save_project
from .model import Project
from .report import PlanReport

__version__ = "0.1.0"

__all__ = [
    "Catalog", "bundled_catalog", "load_catalog", "InputFileError", "PlannerError", "SaveError", "evaluate",
    "load_project", "save_project", "Project", "PlanReport", "__version__",
]
