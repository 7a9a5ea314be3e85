"""The model fit alone at another context: what the window shows while the context slider is dragged.

evaluate() runs every check (power, PCIe, physical fit, the cost model) on every edit; dragging the context
slider changes only the workload's context, which moves only the model fit. This runs the same steps of
evaluate() that the fit depends on (resolve, the PCIe links that order the cards, check_fit) and nothing else,
so the preview is the very FitReport evaluate() gives for that context, in a few milliseconds.
"""

from __future__ import annotations

from planner.catalog.resolve import resolve
from planner.catalog.store import Catalog
from planner.hardware.pcie import check_pcie
from planner.llm.check import check_fit
from planner.llm.fit import FitReport
from planner.model.project import Project, Workload


def fit_at_context(project: Project, catalog: Catalog, context: int) -> FitReport | None:
    """evaluate(project with context_tokens=context, catalog).fit, without the other checks; None without a model
    or GPUs. Raises pydantic's ValidationError for a context the workload does not accept."""
    workload = Workload.model_validate({**project.workload.model_dump(), "context_tokens": context})
    rp = resolve(project.model_copy(update={"workload": workload}), catalog)
    pcie, _ = check_pcie(rp)
    fit, _ = check_fit(rp, pcie)
    return fit
