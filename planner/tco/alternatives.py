"""What renting the same work would cost: cloud GPUs, LLM APIs, and the rig plus cloud bursts (hybrid).

Renting:  price per GPU-hour x GPUs x H x (1 + interruption overhead) + storage + egress, at least the
          committed hours of a reservation (planner/tco/break_even.py's cloud line).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from planner.model.costs import ApiOption, CloudOption, CostAssumptions
from planner.model.money import round_cents
from planner.tco.amounts import in_currency
from planner.tco.break_even import CostLine, break_even_of, cloud_line
from planner.tco.capacity import Capability
from planner.tco.model import Model
from planner.tco.report import Alternative
from planner.text import EMPTY, T, Text, text, verbatim


@dataclass(frozen=True)
class Priced:
    """An alternative with its monthly cost before rounding to cents (the cumulative series multiply it by the
    month, so rounding first would drift by up to half a cent a month), its cost line against load hours
    (None when it has no cost per hour: the hybrid, an API without a decode speed) and its break-even before
    rounding (where the drawn lines meet)."""

    alternative: Alternative
    monthly: float
    line: CostLine | None
    break_even: float | None = None
    at_price: Callable[[float], CostLine] | None = None  # the cost line with its price times a factor (tornado)


def alternatives(m: Model, costs: CostAssumptions, tokens_per_s: float | None,
                 clouds: list[Capability] | None = None, apis: list[Capability] | None = None) -> list[Priced]:
    """Every alternative, each with its capability (planner/tco/capacity.py; none given: not judged)."""
    own = m.own_line()
    clouds = clouds or [Capability(gpus=o.gpus) for o, _, _ in m.clouds]
    apis = apis or [Capability() for _ in costs.api_options]
    out = [_judged(_cloud(m, own, option, price, fixed), c) for (option, price, fixed), c in zip(m.clouds, clouds)]
    out += [_judged(_api(m, own, costs, api, tokens_per_s), c) for api, c in zip(costs.api_options, apis)]
    if costs.hybrid_burst_gpu_hours_per_month and m.clouds:
        out.append(_hybrid(m, costs.hybrid_burst_gpu_hours_per_month, out[:len(m.clouds)]))
    return out


def runnable(priced: list[Priced]) -> list[Priced]:
    """The alternatives that can run the workload (or cannot be told not to): the verdict, findings and graphs
    rest on these."""
    return [p for p in priced if p.alternative.runs_workload is not False]


def _judged(p: Priced, c: Capability) -> Priced:
    update = dict(gpus=c.gpus, gpus_sized=c.sized, runs_workload=c.runs, runs_workload_reason=c.reason)
    return replace(p, alternative=p.alternative.model_copy(update=update))


def _break_even_fields(m: Model, h_star: float | None) -> dict:
    """H* and the utilization it means; a break-even beyond the hours of a month is no utilization at all (owning
    never breaks even, even at full use), so its utilization is null rather than a share above 100 %."""
    utilization = None if h_star is None else h_star / (24 * m.days)
    return dict(break_even_hours_per_month=None if h_star is None else round(h_star, 2),
                break_even_utilization=None if utilization is None or utilization > 1 else round(utilization, 4))


def _cloud(m: Model, own: CostLine, option: CloudOption, price: float, fixed: float) -> Priced:
    line = cloud_line(option, price, fixed)
    h_star = break_even_of(own, line)
    monthly = float(line.at(m.hours))
    saving = monthly - m.running(m.hours)
    payback = m.upfront() / saving if saving > 0 else None
    note = text(_CLOUD_NOTES[option.pricing], below=_below(h_star), **_note_figures(option))
    return Priced(Alternative(
        name=verbatim(option.name), kind="cloud", cost_per_month=round_cents(monthly), rate_per_hour=round(line.per_hour, 4),
        fixed_per_month=round_cents(line.fixed),
        minimum_per_month=round_cents(line.minimum) if line.minimum > line.fixed else None,
        payback_months=None if payback is None else round(payback, 2),
        note=note, **_break_even_fields(m, h_star),
    ), monthly, line, h_star, lambda factor: cloud_line(option, price * factor, fixed))


_CLOUD_NOTES = {"on_demand": T("on demand{below}"),
                "spot": T("spot: {interruption:.0%} of the hours redone after interruptions{below}"),
                "reserved": T("reserved: {committed_hours:g} h paid every month{below}")}


def _below(h_star: float | None) -> Text:
    """Owning never breaks even when the option's hourly price is below the rig's own running cost per hour."""
    return text(T("; its hourly price is below the rig's own running cost per hour")) if h_star is None else EMPTY


def _note_figures(option: CloudOption) -> dict:
    if option.pricing == "spot":
        return {"interruption": option.interruption_overhead}
    if option.pricing == "reserved":
        return {"committed_hours": option.committed_hours_per_month}
    return {}


def api_prices(costs: CostAssumptions, api: ApiOption) -> tuple[float, float, float]:
    """Input, output and cached-input price per million tokens in the project currency."""
    cur, rates = costs.currency, costs.exchange_rates
    pin = in_currency(api.input_per_million, cur, rates, text(T("API '{name}' input price"), name=api.name))
    pout = in_currency(api.output_per_million, cur, rates, text(T("API '{name}' output price"), name=api.name))
    pcache = (in_currency(api.cached_input_per_million, cur, rates,
                          text(T("API '{name}' cached price"), name=api.name))
              if api.cached_input_per_million else pin)
    return pin, pout, pcache


def _api(m: Model, own: CostLine, costs: CostAssumptions, api: ApiOption, tokens_per_s: float | None) -> Priced:
    volume = costs.token_volume
    pin, pout, pcache = api_prices(costs, api)
    inp, outp = volume.input_tokens_per_month, volume.output_tokens_per_month
    monthly = (inp * (1 - volume.cached_input_fraction) * pin + inp * volume.cached_input_fraction * pcache
               + outp * pout) / 1e6
    per_output_token = (monthly / outp) if outp else pout / 1e6
    rate = tokens_per_s * 3600 * per_output_token if tokens_per_s else None
    line = CostLine(0.0, rate) if rate else None
    h_star = break_even_of(own, line) if line else None
    saving = monthly - m.running(m.hours)
    note = text(T("{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month") if tokens_per_s else
                T("{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month; no decode speed, so no "
                  "break-even in hours"), input_m=inp / 1e6, output_m=outp / 1e6)
    return Priced(Alternative(
        name=verbatim(api.name), kind="api", cost_per_month=round_cents(monthly),
        rate_per_hour=None if rate is None else round(rate, 4),
        payback_months=round(m.upfront() / saving, 2) if saving > 0 and monthly > 0 else None,
        note=note, **_break_even_fields(m, h_star),
    ), monthly, line, h_star, None if rate is None else lambda factor: CostLine(0.0, rate * factor))


def _hybrid(m: Model, burst_hours: float, clouds: list[Priced]) -> Priced:
    """The rig plus `burst_hours` GPU-hours a month on the first spot (else first) cloud option, among those that
    can run the workload when any can."""
    pairs = list(zip(m.clouds, clouds))
    able = [(c, p) for c, p in pairs if p.alternative.runs_workload is not False] or pairs
    (option, price, fixed), chosen = next(((c, p) for c, p in able if c[0].pricing == "spot"), able[0])
    burst = price * burst_hours * (1 + option.interruption_overhead) + fixed
    all_cloud = float(cloud_line(option, price, fixed).at(m.hours)) + price * burst_hours
    name = text(T("Hybrid: this rig + {burst_hours:g} GPU-h/month on {option}"), burst_hours=burst_hours,
                option=option.name)
    note = text(T("all on {option} instead: {cost:,.2f} a month"), option=option.name,
                cost=all_cloud)
    monthly = m.own(m.hours) + burst
    c = chosen.alternative
    return Priced(Alternative(
        name=name, kind="hybrid", cost_per_month=round_cents(monthly),
        fixed_per_month=round_cents(fixed), note=note, gpus=c.gpus, gpus_sized=c.gpus_sized,
        runs_workload=c.runs_workload, runs_workload_reason=c.runs_workload_reason,
    ), monthly, None)
