"""evaluate(project, catalog) -> PlanReport: the one path by which a number reaches a user.

Pure and deterministic: it reads nothing but its two arguments (no clock, no files, no randomness
without a fixed seed), so the same inputs always give the same report.
"""

from __future__ import annotations

import datetime as _dt
from collections import Counter

from planner import memo
from planner.hardware.bom import build_bom
from planner.catalog.store import Catalog
from planner.hardware.compatibility import check_build, check_workload
from planner.model.project import Project
from planner.hardware.machine_totals import machine_totals
from planner.hardware.pcie import check_pcie
from planner.llm.check import check_fit
from planner.hardware.physical import check_physical
from planner.tco.check import check_tco
from planner.hardware.power import check_power
from planner.model.finding import merge_repeated
from planner.model.plausible import check_plausible
from planner.report import LEVEL_ORDER, Finding, PlanReport
from planner.catalog.resolve import ResolvedProject, resolve

_CHECK_ORDER = ("catalog", "input", "build", "compatibility", "slots", "power", "pcie", "physical", "workload", "fit", "tco", "bom")


def _part_names(rp: ResolvedProject) -> dict[tuple[int, str], str]:
    """The name of each line's part, by machine index and line id (a line of an unknown part has none)."""
    return {(n, r.item.id): r.part.name for n, rnode in enumerate(rp.nodes) for r in rnode.items
            if r.part is not None}


def _sort_key(f: Finding) -> tuple:
    check_rank = _CHECK_ORDER.index(f.check) if f.check in _CHECK_ORDER else len(_CHECK_ORDER)
    return (-LEVEL_ORDER[f.level], check_rank)


def evaluate(project: Project, catalog: Catalog, *, with_monte_carlo: bool = True, progress=None,
             cancelled=None, as_of: _dt.date | None = None) -> PlanReport:
    """with_monte_carlo=False skips the 100,000-draw simulation, for live editing; the window runs the whole
    evaluation again in the background with it, reporting `progress(fraction)` and raising
    planner.errors.Cancelled when `cancelled()` turns true. `as_of` is the day prices' ages are counted to (the
    faces pass today; None leaves ages out): the clock is read by the faces, never here.

    Costly pure steps (model spec, placements, fit, cost analysis) are remembered by their inputs' content
    (planner/memo.py), so an edit recomputes only what it changes."""
    with memo.scope():
        return _evaluate(project, catalog, with_monte_carlo, progress, cancelled, as_of)


def _evaluate(project: Project, catalog: Catalog, with_monte_carlo: bool, progress, cancelled,
              as_of: _dt.date | None) -> PlanReport:
    rp = resolve(project, catalog)
    bom, bom_findings = build_bom(rp, as_of)
    power, power_findings = check_power(rp)
    pcie, pcie_findings = check_pcie(rp)
    physical, physical_findings = check_physical(rp)
    fit, fit_findings = check_fit(rp, pcie)
    tco, tco_findings = check_tco(rp, bom, power, fit, with_monte_carlo=with_monte_carlo,
                                   progress=progress, cancelled=cancelled)
    findings = (rp.findings + check_build(rp) + power_findings + pcie_findings + physical_findings
                + check_workload(rp) + fit_findings + tco_findings + bom_findings
                + check_plausible(project, catalog.exchange_rates, _part_names(rp)))
    findings = sorted(merge_repeated(findings), key=_sort_key)  # stable: keeps each check's own order
    counts = Counter(f.level for f in findings)
    status = max((f.level for f in findings), key=LEVEL_ORDER.__getitem__, default="ok")
    return PlanReport(
        project_name=project.name,
        project_notes=project.notes,
        currency=project.costs.currency,
        status=status,
        finding_counts={level: counts.get(level, 0) for level in LEVEL_ORDER},
        bom=bom,
        machines=machine_totals(rp, bom, power, findings),
        power=power,
        pcie=pcie,
        physical=physical,
        fit=fit,
        tco=tco,
        findings=findings,
    )
