"""The cost section of evaluate(): wall power from the power check, tokens/s from the model fit."""

from __future__ import annotations

from planner.memo import memoized
from planner.model.finding import Finding
from planner.llm.fit import FitReport
from planner.model.money import convert_amount
from planner.hardware.power import PowerReport
from planner.hardware.bom import Bom
from planner.catalog.resolve import ResolvedProject
from planner.tco.amounts import TcoError
from planner.tco.article import unknown_option_findings
from planner.tco.capacity import capabilities, sized_costs
from planner.tco.cost_model import analyse
from planner.tco.findings import tco_findings
from planner.tco.part_risk import part_risk_lines, uncounted_risk_note, with_part_risk
from planner.text import T
from planner.tco.report import TcoReport

#: Wall draw of a machine without a PSU yet: its sustained load at 90 % efficiency, the 80 PLUS Gold minimum at
#: 50 % load (115 V internal; https://www.clearesult.com/80plus/manufacturers/115V-Internal).
NO_PSU_EFFICIENCY = 0.90


def check_tco(rp: ResolvedProject, bom: Bom, power: PowerReport | None, fit: FitReport | None,
              with_monte_carlo: bool = True, progress=None, cancelled=None) -> tuple[TcoReport | None, list[Finding]]:
    costs = rp.project.costs
    references = unknown_option_findings(costs)  # judged whether or not the cost can be computed
    report, findings = _check_costs(rp, bom, power, fit, with_monte_carlo, progress, cancelled)
    return report, references + findings


def _check_costs(rp: ResolvedProject, bom: Bom, power: PowerReport | None, fit: FitReport | None,
                 with_monte_carlo: bool, progress, cancelled) -> tuple[TcoReport | None, list[Finding]]:
    total, gpu_values, wall_w, gpu_units = tco_model_inputs(rp, bom, power)
    costs = rp.project.costs
    risk_lines = part_risk_lines(rp, bom)
    if costs.part_risk.enabled:
        costs = with_part_risk(costs, risk_lines)
    estimated = not wall_w and power is not None and power.sustained_w > 0
    if estimated:  # no PSU yet: the cost (and the break-even) still exists from the first part
        wall_w = round(power.sustained_w / NO_PSU_EFFICIENCY, 1)
    tokens = None
    if fit is not None and fit.tokens_per_s is not None and fit.mode == "inference":
        tokens = fit.tokens_per_s.decode_tokens_per_s
    clouds, apis = capabilities(rp, fit, gpu_units)
    costs = sized_costs(costs, clouds)
    try:
        if with_monte_carlo:
            report = analyse(costs, total, gpu_values, wall_w, gpu_units, tokens,
                             with_monte_carlo=True, progress=progress, cancelled=cancelled, wall_estimated=estimated,
                             capability=(clouds, apis))
        else:
            report = _analyse_live(costs, total, gpu_values, wall_w, gpu_units, tokens, estimated, (clouds, apis))
    except TcoError as exc:
        # exc.template is the whole sentence, "Cost of ownership not computed: <reason>." (planner/tco/amounts.py)
        code = "tco.unusable_input" if exc.unusable else "tco.not_computed"
        return None, [Finding.make("tco", "warn", code, exc.template, reason=str(exc), **exc.params)]
    report = report.model_copy(update={"part_risk": risk_lines, "part_risk_counted": costs.part_risk.enabled})
    return report, tco_findings(report) + _part_risk_findings(report)


def _part_risk_findings(report: TcoReport) -> list[Finding]:
    if report.part_risk_counted:
        return [Finding.make("tco", "info", "tco.part_risk", T("{name} (x{cards}): {per_month:,.2f} {currency} a month "
                                                                 "of expected failure loss; {basis}."),
                             name=line.name, cards=line.cards, per_month=line.per_month, currency=report.currency,
                             basis=line.basis, item_ids=[line.item_id])
                for line in report.part_risk if line.per_month > 0]
    note = uncounted_risk_note(report.part_risk, report.currency)
    return [] if note is None else [Finding.make("tco", "info", "tco.part_risk_uncounted", note.template,
                                                 **note.params, **note.parts)]


@memoized(maxsize=32)
def _analyse_live(costs, total, gpu_values, wall_w, gpu_units, tokens, wall_estimated, capability) -> TcoReport:
    """The analysis without the Monte Carlo (live editing), remembered by the content of its inputs: an edit that
    moves neither the costs, the parts total, the GPUs, the wall draw, the speed nor what each alternative can run
    reuses it."""
    return analyse(costs, total, gpu_values, wall_w, gpu_units, tokens, with_monte_carlo=False,
                   wall_estimated=wall_estimated, capability=capability)


def tco_model_inputs(rp: ResolvedProject, bom: Bom, power: PowerReport | None):
    """What the cost model takes from the rest of the report: parts total, GPU values, wall power, GPU count.

    Over the whole cluster: the parts total of every machine, the GPUs (count and values) of every machine,
    and the sum of every machine's wall draw (`PowerReport.wall_w`).
    """
    costs = rp.project.costs
    gpus = [(r, g) for n in rp.nodes for r, g in n.gpus()]
    gpu_units = sum(r.item.quantity for r, _ in gpus)
    gpu_values = []
    for line in bom.lines:  # priced as the BOM prices them: the line's own price, else the catalog's
        if line.category == "gpu" and line.unit_price is not None:
            v = convert_amount(line.unit_price, costs.currency, costs.exchange_rates)
            if v is not None:
                gpu_values += [v] * line.quantity
    total = bom.total if bom.total is not None and bom.total.amount > 0 else None
    return total, gpu_values, (power.wall_w if power else None), gpu_units
