"""The cost section of evaluate(): wall power from the power check, tokens/s from the model fit."""

from __future__ import annotations

from .finding import Finding
from .fit import FitReport
from .money import convert_amount
from .power import PowerReport
from .report import Bom
from .resolve import ResolvedProject
from .tco import TcoError, TcoReport, analyse, tco_findings


def check_tco(rp: ResolvedProject, bom: Bom, power: PowerReport | None, fit: FitReport | None,
              with_monte_carlo: bool = True) -> tuple[TcoReport | None, list[Finding]]:
    total, gpu_values, wall_w, gpu_units = tco_model_inputs(rp, bom, power)
    tokens = None
    if fit is not None and fit.tokens_per_s is not None and fit.mode == "inference":
        tokens = fit.tokens_per_s.decode_tokens_per_s
    try:
        report = analyse(rp.project.costs, total, gpu_values, wall_w, gpu_units, tokens,
                         with_monte_carlo=with_monte_carlo)
    except TcoError as exc:
        # exc.template is the whole sentence, "Cost of ownership not computed: <reason>." (planner/tco.py)
        return None, [Finding.make("tco", "warn", "tco.not_computed", exc.template, reason=str(exc), **exc.params)]
    return report, tco_findings(report)


def tco_model_inputs(rp: ResolvedProject, bom: Bom, power: PowerReport | None):
    """What build_model needs, for callers that run the Monte Carlo on their own (the UI's background job)."""
    costs = rp.project.costs
    node = next((n for n in rp.nodes if n.gpus()), rp.nodes[0] if rp.nodes else None)
    gpu_units = sum(r.item.quantity for r, _ in node.gpus()) if node else 0
    gpu_values = []
    if node:
        for r, _ in node.gpus():
            if r.item.unit_price is not None:
                v = convert_amount(r.item.unit_price, costs.currency, costs.exchange_rates)
                if v is not None:
                    gpu_values += [v] * r.item.quantity
    total = bom.total if bom.total is not None and bom.total.amount > 0 else None
    return total, gpu_values, (power.wall_w if power else None), gpu_units


def run_monte_carlo(project, catalog, progress=None, cancelled=None):
    """The Monte Carlo on its own (for a background job): same inputs as evaluate()'s cost section."""
    from .bom import build_bom
    from .power import check_power
    from .resolve import resolve
    from .tco import build_model, monte_carlo

    rp = resolve(project, catalog)
    bom, _ = build_bom(rp)
    power, _ = check_power(rp)
    total, gpu_values, wall_w, gpus = tco_model_inputs(rp, bom, power)
    model, _ = build_model(project.costs, total, gpu_values, wall_w, gpus)
    return monte_carlo(model, project.costs, progress=progress, cancelled=cancelled)
