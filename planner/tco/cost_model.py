"""Total cost of ownership against cloud GPUs and LLM APIs (seed 000's four components, seed 003's 3-year formula):
`analyse` puts the report together from the rooms of planner/tco/.

  model.py         the numbers the formulas use; owning per month at H load hours
  tariffs.py       the price of the rig's energy (flat, time of use, tiered)
  break_even.py    the own-cost line F + v H, cloud lines, the break-even H* (one implementation, floats or arrays)
  alternatives.py  renting cloud GPUs, paying an API, the hybrid
  capacity.py      how many GPUs each cloud option rents, and whether each alternative can run the workload
  reference.py     the alternative the payback, tornado, verdict and Monte Carlo are against
  series.py        cumulative cost by month, cost against load hours
  sensitivity.py   the tornado and the break-even grid
  monte_carlo.py   the distribution of the plan's cost and break-even (imported when draws are asked for)
  verdict.py       seed 003's rule of thumb;  findings.py  the cost findings;  report.py  the report types

3-year TCO = hardware + electricity x 36 + maintenance reserve x 3 + management time; /36 per month.
"""

from __future__ import annotations

from dataclasses import replace

from planner.errors import Cancelled
from planner.model.costs import CostAssumptions
from planner.model.common import Money
from planner.model.money import round_cents
from planner.tco.article import article_notes
from planner.tco.alternatives import Priced, alternatives, api_prices, runnable
from planner.tco.capacity import Capability
from planner.tco.break_even import break_even
from planner.tco.findings import tco_findings
from planner.tco.model import Model, build_model, load_hours
from planner.tco.reference import choose_reference, tornado_empty_reason
from planner.tco.report import Inputs, Monthly, TcoReport, TokenCost
from planner.tco.series import cost_vs_hours, cumulative
from planner.tco.sensitivity import tornado
from planner.tco.tariffs import energy_cost, marginal_price
from planner.tco.usage_log import GAP_FACTOR, format_duration
from planner.tco.verdict import THRESHOLDS, verdict
from planner.text import T, Text, text

__all__ = ["analyse", "break_even", "energy_cost", "tco_findings"]  # what callers and tests import from here


def analyse(costs: CostAssumptions, bom_total: Money | None, gpu_values: list[float], wall_w: float | None,
            gpu_count: int, tokens_per_s: float | None,
            with_monte_carlo: bool = True, progress=None, cancelled=None, wall_estimated: bool = False,
            capability: tuple[list[Capability], list[Capability]] | None = None) -> TcoReport:
    """Raises TcoError when the inputs cannot be used, Cancelled when `cancelled()` turns true during the
    Monte Carlo. `wall_estimated`: wall_w is an estimate for a machine without a PSU yet. `capability`: each cloud
    and API option's GPU count and whether it runs the workload (planner/tco/capacity.py); None: not judged."""
    m, sources = build_model(costs, bom_total, gpu_values, wall_w, gpu_count, wall_estimated)
    _, _, utilization = load_hours(costs)
    inputs = _inputs(m, sources, utilization, tokens_per_s)
    priced = alternatives(m, costs, tokens_per_s, *(capability or (None, None)))
    alts = [p.alternative for p in priced]
    shown = runnable(priced)
    three = _three_year(m)
    three_total = round_cents(sum(three.values()))
    ref = choose_reference(priced, costs.reference_alternative)
    reference = ref.priced.alternative if ref.priced else None
    verdict_text, code = verdict(utilization, costs.plan_months, reference)
    bars, tornado_base = tornado(m, ref.priced)
    notes = _notes(m, inputs)
    claims = article_notes(m, costs)
    warnings = _log_warnings(costs, m.days)
    line = ref.priced.line if ref.priced else None
    mc = None
    if with_monte_carlo:
        from planner.tco.monte_carlo import monte_carlo  # numpy: imported when draws are asked for

        mc = monte_carlo(m, costs, progress=progress, cancelled=cancelled, against=line,
                         with_break_even=line is not None)
    if with_monte_carlo and mc is None:
        raise Cancelled()
    return TcoReport(
        currency=costs.currency, monthly=_monthly(m), inputs=inputs, alternatives=alts,
        break_even_hours_per_month={a.name.en: a.break_even_hours_per_month for a in alts if a.kind != "hybrid"},
        payback_months=reference.payback_months if reference else None,
        reference_alternative=reference.name.en if reference else None, reference_chosen_by=ref.chosen_by,
        reference_note=ref.note, three_year_total=three_total,
        three_year_monthly_equivalent=round_cents(three_total / 36), three_year_breakdown=three,
        five_year_hardware_per_month=_five_year_hardware(m), verdict_code=code,
        verdict=verdict_text, plan_months=costs.plan_months, cumulative=cumulative(m, costs.plan_months, shown),
        cost_vs_hours=cost_vs_hours(m, shown), tokens=_tokens(m, costs, priced, tokens_per_s), tornado=bars,
        tornado_alternative=reference.name.en if reference else None,
        tornado_empty_reason=tornado_empty_reason(priced, ref.priced, bars), tornado_base_hours=tornado_base,
        monte_carlo=mc,
        utilization_thresholds=list(THRESHOLDS), measured=_measured(m, costs),
        notes=notes, warnings=warnings, article=claims,
    )


def _monthly(m: Model) -> Monthly:
    return Monthly(
        hardware_per_month=round_cents(m.amortization() + m.repair()), amortization_per_month=round_cents(m.amortization()),
        repair_fund_per_month=round_cents(m.repair()), power_per_month=round_cents(m.power(m.hours)),
        time_per_month=round_cents(m.time()), risk_per_month=round_cents(m.risk),
        total_per_month=round_cents(m.own(m.hours)),
    )


def _inputs(m: Model, sources: dict[str, Text], utilization: float, tokens_per_s: float | None) -> Inputs:
    kwh = m.kwh(m.hours)
    own = m.own_line()
    return Inputs(
        hardware_cost=round_cents(m.hardware),
        hardware_cost_source=sources["hardware_source"], amortization_months=m.months,
        amortization_years=m.years, depreciation=m.depreciation, residual_value=round_cents(m.residual),
        residual_fraction=round(m.residual / m.hardware, 4), load_hours_per_month=round(m.hours, 2),
        load_hours_source=sources["hours_source"],
        utilization=round(utilization, 4), gpus=m.gpus, wall_kw_load=round(m.kw_load, 4),
        wall_power_w=round(m.kw_load * 1000, 6),
        wall_kw_source=sources["kw_source"], wall_kw_idle=m.kw_idle,
        idle_hours_per_month=round(m.idle_hours(m.hours), 2), energy_kwh_per_month=round(kwh, 2),
        electricity_price_per_kwh=round(energy_cost(m.tariff, m.flat_price, kwh) / kwh, 4) if kwh else m.flat_price,
        marginal_price_per_kwh=round(marginal_price(m.tariff, m.flat_price, kwh), 4), cooling_overhead_fraction=m.cooling,
        power_per_day=round_cents(m.power(m.hours) / m.days),
        power_with_summer_ac_per_month=[round_cents(replace(m, cooling=m.cooling + x).power(m.hours)) for x in (0.3, 0.5)],
        owner_hourly_rate=m.rate, build_debug_hours=m.build_hours,
        time_one_off=round_cents(m.build_hours * m.rate), maintenance_hours_per_month=m.maint_hours,
        tokens_per_second=tokens_per_s, days_per_month=m.days,
        own_fixed_per_month=round(float(own.fixed), 4), own_cost_per_load_hour=round(float(own.per_hour), 6),
    )


def _three_year(m: Model) -> dict[str, float]:
    return {
        "hardware": round_cents(m.hardware),
        "electricity": round_cents(m.power(m.hours) * 36),
        "maintenance_reserve": round_cents(m.repair_fraction * m.hardware / m.years * 3),
        "management_time": round_cents((m.build_hours + m.maint_hours * 36) * m.rate),
    }


def _five_year_hardware(m: Model) -> float:
    if m.depreciation == "straight_line":
        return round_cents((m.hardware - m.hardware * m.residual_fraction) / 60)
    return round_cents((m.hardware - m.resale(60)) / 60)


def _tokens(m: Model, costs: CostAssumptions, priced: list[Priced], rate_tokens: float | None) -> TokenCost:
    # A cost per million tokens needs at least one token a month (a few milliseconds of load would make it infinite).
    capacity = rate_tokens * 3600 * m.hours if rate_tokens and rate_tokens * 3600 * m.hours >= 1 else None
    full = rate_tokens * 3600 * 24 * m.days if rate_tokens and rate_tokens * 3600 * 24 * m.days >= 1 else None
    tokens = TokenCost(
        self_hosted_per_million=round_cents(m.own(m.hours) / (capacity / 1e6)) if capacity else None,
        self_hosted_per_million_full_use=round_cents(m.own(24 * m.days) / (full / 1e6)) if full else None,
        tokens_per_month_capacity=round(capacity) if capacity else None,
    )
    output = costs.token_volume.output_tokens_per_month
    for p, api in zip([p for p in priced if p.alternative.kind == "api"], costs.api_options):
        tokens.api_monthly[api.name] = p.alternative.cost_per_month
        if output:
            tokens.api[api.name] = round_cents(p.alternative.cost_per_month / (output / 1e6))
        else:
            tokens.api[api.name] = round_cents(api_prices(costs, api)[1])
    return tokens


def _measured(m: Model, costs: CostAssumptions) -> dict[str, float]:
    """Figures from the imported GPU log, per month of the model."""
    measured: dict[str, float] = {}
    if costs.usage_log is None:
        return measured
    log = costs.usage_log
    measured["utilization"] = round(log.utilization, 4)
    if log.busy_gpu_hours is not None:
        measured["busy_fraction"] = round(min(1.0, log.busy_gpu_hours / (log.gpus * 24 * log.days)), 4)
    measured["log_covered_days"] = round(log.days, 6)
    measured["log_extrapolation_factor"] = round(m.days / log.days, 2)
    measured["log_gaps"] = log.gaps
    measured["active_gpu_hours_per_month"] = round(log.active_gpu_hours / log.days * m.days, 2)
    if log.average_power_w is not None:
        measured["average_gpu_power_w"] = round(log.average_power_w, 1)
        measured["gpu_energy_kwh_per_month"] = round(log.average_power_w / 1000 * 24 * m.days, 2)
    for option, price, fixed in m.clouds:
        measured[f"cloud_cost_of_active_hours:{option.name}"] = round_cents(
            price * log.active_gpu_hours / log.days * m.days + fixed)
    return measured


def _log_warnings(costs: CostAssumptions, days_per_month: float) -> list[Text]:
    """A GPU log shorter than a day makes the monthly figure a long extrapolation; gaps are time left out."""
    log = costs.usage_log
    out = []
    if log is not None and log.days < 1:
        out.append(text(T("The GPU log covers only {covered}; the monthly figure is extrapolated x{factor:,.0f} "
                          "from it. Log at least a day, better a few weeks, for a usage you can plan with."),
                        covered=format_duration(log.days * 86400), factor=days_per_month / log.days))
    if log is not None and log.gaps:
        out.append(text(T("The GPU log has {gaps:# gap|# gaps} of more than {gap_factor} sampling intervals (the logger "
                          "was stopped); that time is counted neither as logged nor as active."),
                        gaps=log.gaps, gap_factor=GAP_FACTOR))
    return out


def _notes(m: Model, inputs: Inputs) -> list[Text]:
    energy = (text(T("Break-even hours use the energy price of the next kWh ({marginal_price:g} per kWh); with a "
                     "tiered tariff that price rises with use."), marginal_price=inputs.marginal_price_per_kwh)
              if m.tariff.kind == "tiered" else
              text(T("Break-even hours H* = (own fixed - cloud fixed) / (cloud price per hour - own energy cost per "
                     "hour).")))
    notes = [text(T("Own cost per month = hardware (amortization + repair fund) + power + time + risk.")), energy]
    if m.hours >= 1:  # below a load hour a month the price per hour is no figure anyone can compare
        notes.append(_price_at_usage(m, inputs))
    return notes


def _price_at_usage(m: Model, inputs: Inputs) -> Text:
    """The cloud price per hour of the same work at which owning breaks even at the stated usage: own fixed / hours
    + own cost per hour. Each offer's break-even hours follow from its price against this line, which is why seed
    000's offers break even at 73, 135 and 197 h: its '120-180 h' band is this price between 5.29 and 3.70 CNY."""
    fixed, per_hour = inputs.own_fixed_per_month, inputs.own_cost_per_load_hour
    return text(T("At {hours:,.0f} load hours a month owning breaks even with a cloud that costs {price:,.2f} an hour "
                  "for the same work ({fixed:,.2f} a month fixed / {hours:,.0f} h + {per_hour:,.2f} a load hour): a "
                  "cheaper offer is cheaper than owning at this usage, a dearer one breaks even at fewer hours."),
                hours=m.hours, price=fixed / m.hours + per_hour, fixed=fixed, per_hour=per_hour)
