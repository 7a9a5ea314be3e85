"""Total cost of ownership against cloud GPUs and LLM APIs (seed 000's four components, seed 003's 3-year formula).

Owning, per month at H load hours:
  hardware = (hardware cost - resale value at the end) / months + repair fund / months
  power    = energy at the tariff: (wall kW x H + idle kW x idle hours) x (1 + cooling overhead)
  time     = build and debug hours x rate / months + maintenance hours per month x rate
  risk     = sum of events per month x probability x loss (E[L] = sum p_i l_i)
Renting:     price per GPU-hour x GPUs x H x (1 + interruption overhead) + storage + egress
Break-even:  own(H) = F + v H and cloud(H) = c + r H meet at H* = (F - c) / (r - v)   (closed form)
3-year TCO (seed 003) = hardware + electricity x 36 + maintenance reserve x 3 + management time; /36 per month.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import numpy as np
from pydantic import Field, PrivateAttr

from .finding import Finding
from .model.common import Money, StrictModel
from .model.costs import CloudOption, CostAssumptions, Tariff
from .money import find_rate, round_cents
from .text import EMPTY, T, Text, text

THRESHOLDS = (0.5, 0.7)  # seed 003 decision thresholds on utilization


class TcoError(ValueError):
    """An input the cost model cannot use (a missing exchange rate, no hardware cost).

    `template` (with `params`) is the whole sentence of the tco.not_computed finding, "Cost of ownership not
    computed: <reason>."; str() of the error is the reason alone."""

    PREFIX = "Cost of ownership not computed: "

    def __init__(self, template: str, **params) -> None:
        self.template, self.params = template, params
        sentence = template.format(**params)
        super().__init__(sentence[len(self.PREFIX):-1] if sentence.startswith(self.PREFIX) else sentence)


# ----------------------------------------------------------------------------- report types

class Monthly(StrictModel):
    hardware_per_month: float
    amortization_per_month: float
    repair_fund_per_month: float
    power_per_month: float
    time_per_month: float
    risk_per_month: float
    total_per_month: float


class Inputs(StrictModel):
    """Every number the model used, in the project currency, so a reader can redo the arithmetic."""

    hardware_cost: float
    hardware_cost_source: str
    hardware_cost_source_text: Text = Field(description="`hardware_cost_source` as a template with params.")
    amortization_months: float
    depreciation: str
    residual_value: float
    residual_fraction: float
    load_hours_per_month: float
    load_hours_source: str
    load_hours_source_text: Text = Field(description="`load_hours_source` as a template with params.")
    utilization: float
    gpus: int
    wall_kw_load: float
    wall_kw_source: str
    wall_kw_source_text: Text = Field(description="`wall_kw_source` as a template with params.")
    wall_kw_idle: float
    idle_hours_per_month: float
    energy_kwh_per_month: float
    electricity_price_per_kwh: float = Field(description="Average price of the rig's energy at this usage.")
    marginal_price_per_kwh: float = Field(description="Price of the next kWh (the tier it lands in).")
    cooling_overhead_fraction: float
    power_per_day: float
    power_with_summer_ac_per_month: list[float] = Field(
        description="Power per month with 30 % and 50 % more for summer air conditioning (seed 000 3.2).")
    owner_hourly_rate: float
    build_debug_hours: float
    time_one_off: float
    maintenance_hours_per_month: float
    tokens_per_second: float | None
    days_per_month: float
    own_fixed_per_month: float = Field(description="own(H) = fixed + per_hour x H, the line the break-even uses.")
    own_cost_per_load_hour: float


class Alternative(StrictModel):
    name: str
    kind: str  # cloud | api | hybrid
    cost_per_month: float = Field(description="At the current usage.")
    rate_per_hour: float | None = Field(default=None, description="Cost of one more load hour.")
    fixed_per_month: float = 0.0
    break_even_hours_per_month: float | None = Field(
        default=None, description="Load hours per month above which owning is cheaper; null = never.")
    break_even_utilization: float | None = None
    payback_months: float | None = Field(default=None, description="Months until owning has paid for itself.")
    note: str = Field(default="", description="English; the same as `note_text` rendered in English.")
    note_text: Text | None = Field(default=None, description="`note` as a template with params; null when there is no note.")
    name_text: Text | None = Field(
        default=None, description="The name to show when the planner made it up (hybrid); null = `name` as entered.")
    # the monthly cost before rounding to cents: the cumulative series multiply it by the month, so rounding
    # first would drift by up to half a cent a month (a spreadsheet redoing the sum would disagree)
    _exact_cost_per_month: float | None = PrivateAttr(default=None)

    def exact_cost_per_month(self) -> float:
        return self.cost_per_month if self._exact_cost_per_month is None else self._exact_cost_per_month


class TornadoBar(StrictModel):
    input: str
    input_text: Text = Field(description="`input` as a template, to show in another language.")
    low_value: float
    high_value: float
    break_even_low: float | None
    break_even_high: float | None
    swing_hours: float


class Distribution(StrictModel):
    p10: float
    p50: float
    p90: float
    mean: float


class MonteCarlo(StrictModel):
    draws: int
    seed: int
    three_year_cost: Distribution
    break_even_hours: Distribution | None
    share_never_breaks_even: float
    histogram_edges: list[float] = Field(default_factory=list)
    histogram_counts: list[int] = Field(default_factory=list)
    method: str
    method_text: Text = Field(description="`method` as a template with params, to show in another language.")


class TokenCost(StrictModel):
    self_hosted_per_million: float | None = Field(description="At the current usage (all running hours produce tokens).")
    self_hosted_per_million_full_use: float | None = Field(description="If the rig generated around the clock.")
    tokens_per_month_capacity: float | None
    api: dict[str, float] = Field(default_factory=dict, description="API cost per million generated tokens, with the input mix.")
    api_monthly: dict[str, float] = Field(default_factory=dict, description="API bill for the stated token volume.")


class Series(StrictModel):
    name: str
    kind: str
    name_text: Text | None = Field(default=None, description="The name as a template where the planner made it up; "
                                                              "null = `name` as entered (a cloud or API option).")
    values: list[float]


class TcoReport(StrictModel):
    currency: str
    monthly: Monthly
    inputs: Inputs
    alternatives: list[Alternative]
    break_even_hours_per_month: dict[str, float | None]
    payback_months: float | None = Field(description="Against the first alternative at the current usage.")
    three_year_total: float
    three_year_monthly_equivalent: float
    three_year_breakdown: dict[str, float]
    five_year_hardware_per_month: float
    verdict: str = Field(description="English; the same as `verdict_text` rendered in English.")
    verdict_code: str
    verdict_text: Text = Field(description="`verdict` as a template with params, to show in another language.")
    cumulative: list[Series] = Field(description="Cumulative cost by month, month 0 to plan_months.")
    tokens: TokenCost
    tornado: list[TornadoBar]
    monte_carlo: MonteCarlo | None
    measured: dict[str, float] = Field(default_factory=dict, description="From the imported GPU log.")
    notes: list[str] = Field(description="English sentences; the same as `notes_text` rendered in English.")
    notes_text: list[Text] = Field(default_factory=list,
                                   description="`notes` as templates with params, to show in another language.")


# ----------------------------------------------------------------------------- energy

def energy_cost(tariff: Tariff, flat_price: float, kwh_per_month: float) -> float:
    """Cost of the rig's monthly energy at the tariff (tiered: on top of the household's other use)."""
    if tariff.kind == "flat":
        return kwh_per_month * flat_price
    if tariff.kind == "time_of_use":
        return kwh_per_month * sum(p.price * p.share_of_energy for p in tariff.periods)
    per_year = tariff.tier_period == "year"
    base = tariff.household_kwh_per_year if per_year else tariff.household_kwh_per_year / 12
    rig = kwh_per_month * 12 if per_year else kwh_per_month

    def bill(kwh: float) -> float:
        cost, lower = 0.0, 0.0
        for tier in tariff.tiers:
            upper = tier.up_to_kwh if tier.up_to_kwh is not None else math.inf
            if kwh > lower:
                cost += (min(kwh, upper) - lower) * tier.price
            lower = upper
        return cost

    extra = bill(base + rig) - bill(base)
    return extra / 12 if per_year else extra


def marginal_price(tariff: Tariff, flat_price: float, kwh_per_month: float) -> float:
    step = max(kwh_per_month * 1e-4, 1e-3)
    return (energy_cost(tariff, flat_price, kwh_per_month + step) - energy_cost(tariff, flat_price, kwh_per_month)) / step


# ----------------------------------------------------------------------------- model

@dataclass
class Model:
    """The numbers the formulas use, all in the project currency."""

    hardware: float
    years: float
    residual_fraction: float
    depreciation: str
    annual_decline: float
    first_year_decline: float
    repair_fraction: float
    hours: float  # load hours per month
    powered_hours: float | None  # per month
    days: float
    gpus: int
    kw_load: float
    kw_idle: float
    tariff: Tariff
    flat_price: float
    cooling: float
    rate: float
    build_hours: float
    maint_hours: float
    risk: float
    gpu_value: float
    clouds: list[tuple[CloudOption, float, float]] = field(default_factory=list)  # option, price, fixed

    @property
    def months(self) -> float:
        return self.years * 12

    def resale(self, month: float) -> float:
        t = month / 12
        if self.depreciation == "straight_line":
            frac = 1 - (1 - self.residual_fraction) * min(t / self.years, 1.0) if self.years else self.residual_fraction
        elif self.depreciation == "declining_balance":
            frac = (1 - self.annual_decline) ** t
        else:
            frac = (1 - self.first_year_decline * min(t, 1.0)) * (1 - self.annual_decline) ** max(t - 1, 0.0)
        return self.hardware * frac

    @property
    def residual(self) -> float:
        return self.resale(self.months)

    def idle_hours(self, hours: float) -> float:
        return max((self.powered_hours or hours) - hours, 0.0)

    def kwh(self, hours: float) -> float:
        return (self.kw_load * hours + self.kw_idle * self.idle_hours(hours)) * (1 + self.cooling)

    def power(self, hours: float) -> float:
        return energy_cost(self.tariff, self.flat_price, self.kwh(hours))

    def amortization(self) -> float:
        return (self.hardware - self.residual) / self.months

    def repair(self) -> float:
        return self.repair_fraction * self.hardware / self.months

    def time(self) -> float:
        return self.build_hours * self.rate / self.months + self.maint_hours * self.rate

    def own(self, hours: float) -> float:
        return self.amortization() + self.repair() + self.power(hours) + self.time() + self.risk

    def running(self, hours: float) -> float:
        """Cash spent each month once the rig is bought (no amortization)."""
        return self.repair() + self.power(hours) + self.maint_hours * self.rate + self.risk

    def upfront(self) -> float:
        return self.hardware + self.build_hours * self.rate

    def own_line(self) -> tuple[float, float]:
        """own(H) = F + v H, with v the marginal energy cost of a load hour at the current usage."""
        mp = marginal_price(self.tariff, self.flat_price, self.kwh(self.hours))
        idle = self.kw_idle if self.powered_hours is not None else 0.0
        v = (self.kw_load - idle) * mp * (1 + self.cooling)
        return self.own(self.hours) - v * self.hours, v


def cloud_cost(option: CloudOption, price: float, fixed: float, gpu_hours_per_hour: int, hours: float) -> float:
    billed = hours * (1 + option.interruption_overhead)
    if option.billing == "hour":
        billed += option.sessions_per_month * 0.5
    if option.pricing == "reserved":
        billed = max(billed, option.committed_hours_per_month)
    return price * gpu_hours_per_hour * billed + fixed


def cloud_line(option: CloudOption, price: float, fixed: float) -> tuple[float, float]:
    c = fixed + (price * option.gpus * option.sessions_per_month * 0.5 if option.billing == "hour" else 0.0)
    r = price * option.gpus * (1 + option.interruption_overhead)
    return c, r


def break_even(own_fixed: float, own_var: float, c_fixed: float, c_rate: float, option: CloudOption | None = None,
               price: float = 0.0, max_hours: float = 744.0) -> float | None:
    """Load hours per month above which owning is cheaper; None if renting stays cheaper at any usage.

    Closed form for pay-per-use; a reservation bills its committed hours flat, so that piecewise case is
    solved by scanning the month's hours."""
    if option is not None and option.pricing == "reserved" and option.committed_hours_per_month > 0:
        flat = price * option.gpus * option.committed_hours_per_month + c_fixed
        grid = np.linspace(0.0, max_hours, 7441)
        cloud = np.maximum(c_fixed + c_rate * grid, flat)
        own = own_fixed + own_var * grid
        cheaper = own <= cloud
        if not cheaper.any():
            return None
        return float(grid[np.argmax(cheaper)])
    if c_rate <= own_var:
        return None
    return max((own_fixed - c_fixed) / (c_rate - own_var), 0.0)


# Why no cost of ownership when an amount has no exchange rate, one sentence for each kind of amount.
NO_RATE_FIELD = T("Cost of ownership not computed: {field} is in {from_currency}; add an exchange rate "
                  "{from_currency}->{currency} to the cost assumptions.")
NO_RATE_PARTS = T("Cost of ownership not computed: the parts total is in {from_currency}; add an exchange rate "
                  "{from_currency}->{currency} to the cost assumptions.")
NO_RATE_RISK = T("Cost of ownership not computed: risk event '{name}' loss is in {from_currency}; add an exchange rate "
                 "{from_currency}->{currency} to the cost assumptions.")
NO_RATE_CLOUD_PRICE = T("Cost of ownership not computed: cloud option '{name}' price is in {from_currency}; add an "
                        "exchange rate {from_currency}->{currency} to the cost assumptions.")
NO_RATE_CLOUD_STORAGE = T("Cost of ownership not computed: cloud option '{name}' storage is in {from_currency}; add an "
                          "exchange rate {from_currency}->{currency} to the cost assumptions.")
NO_RATE_CLOUD_EGRESS = T("Cost of ownership not computed: cloud option '{name}' egress is in {from_currency}; add an "
                         "exchange rate {from_currency}->{currency} to the cost assumptions.")
NO_RATE_API_INPUT = T("Cost of ownership not computed: API '{name}' input price is in {from_currency}; add an exchange "
                      "rate {from_currency}->{currency} to the cost assumptions.")
NO_RATE_API_OUTPUT = T("Cost of ownership not computed: API '{name}' output price is in {from_currency}; add an "
                       "exchange rate {from_currency}->{currency} to the cost assumptions.")
NO_RATE_API_CACHED = T("Cost of ownership not computed: API '{name}' cached price is in {from_currency}; add an "
                       "exchange rate {from_currency}->{currency} to the cost assumptions.")


def _money(m: Money | None, currency: str, rates, no_rate: str, **names) -> float:
    """An amount in the project currency, unrounded (unit prices such as 0.10 USD per M tokens keep their precision).
    Without an exchange rate it raises TcoError(no_rate, **names): one of the NO_RATE_* sentences."""
    if m is None:
        return 0.0
    if m.currency == currency:
        return m.amount
    found = find_rate(rates, m.currency, currency)
    if found is None:
        raise TcoError(no_rate, from_currency=m.currency, currency=currency, **names)
    return m.amount * found[0]


def _hours(costs: CostAssumptions) -> tuple[float, Text, float]:
    days = costs.days_per_month
    if costs.usage_log is not None:
        log = costs.usage_log
        per_gpu = log.active_gpu_hours / log.gpus / log.days * days
        return per_gpu, text(T("measured: {active_gpu_hours:,.0f} active GPU-hours over {days:g} days ({file})"),
                             active_gpu_hours=log.active_gpu_hours, days=log.days, file=log.file), log.utilization
    if costs.load_hours_per_day is not None:
        h = costs.load_hours_per_day * days
        return h, text(T("{hours_per_day:g} h/day x {days:g} days"), hours_per_day=costs.load_hours_per_day,
                       days=days), h / (24 * days)
    if costs.utilization_fraction is not None:
        h = costs.utilization_fraction * 24 * days
        return h, text(T("{utilization:.0%} of 24 h x {days:g} days"), utilization=costs.utilization_fraction,
                       days=days), costs.utilization_fraction
    raise TcoError(T("Cost of ownership not computed: give load_hours_per_day, utilization_fraction or a GPU usage "
                     "log."))


def build_model(costs: CostAssumptions, bom_total: Money | None, gpu_values: list[float], wall_w: float | None,
                gpu_count: int) -> tuple[Model, dict]:
    cur, rates = costs.currency, costs.exchange_rates
    if costs.hardware_cost is not None:
        hardware = _money(costs.hardware_cost, cur, rates, NO_RATE_FIELD, field="hardware_cost")
        hw_source = text(T("stated in the cost assumptions"))
    elif bom_total is not None:
        hardware = _money(bom_total, cur, rates, NO_RATE_PARTS)
        hw_source = text(T("bill of materials total"))
    else:
        raise TcoError(T("Cost of ownership not computed: no hardware cost: price the parts or set hardware_cost."))
    if hardware <= 0:
        raise TcoError(T("Cost of ownership not computed: the hardware cost is zero: price the parts or set "
                         "hardware_cost."))
    hours, hours_source, _ = _hours(costs)
    if costs.full_load_power_w is not None:
        kw, kw_source = costs.full_load_power_w / 1000, text(T("stated full-load wall power"))
    elif wall_w:
        kw, kw_source = wall_w / 1000, text(T("wall draw from the power check"))
    else:
        raise TcoError(T("Cost of ownership not computed: no wall power: add a PSU and parts for the power check, or "
                         "set full_load_power_w."))
    idle_kw = (costs.idle_power_w or 0.0) / 1000
    powered = costs.powered_hours_per_day * costs.days_per_month if costs.powered_hours_per_day is not None else None
    risk = sum(e.events_per_month * e.probability * _money(e.loss, cur, rates, NO_RATE_RISK, name=e.name)
               for e in costs.risk_events)
    model = Model(
        hardware=hardware, years=costs.amortization_years, residual_fraction=costs.residual_fraction,
        depreciation=costs.depreciation, annual_decline=costs.annual_decline,
        first_year_decline=costs.first_year_decline, repair_fraction=costs.repair_fund_fraction, hours=hours,
        powered_hours=powered, days=costs.days_per_month, gpus=max(gpu_count, 1), kw_load=kw, kw_idle=idle_kw,
        tariff=costs.tariff, flat_price=_money(costs.electricity_price, cur, rates, NO_RATE_FIELD, field="electricity_price"),
        cooling=costs.cooling_overhead_fraction,
        rate=_money(costs.owner_hourly_rate, cur, rates, NO_RATE_FIELD, field="owner_hourly_rate"),
        build_hours=costs.build_debug_hours, maint_hours=costs.maintenance_hours_per_month, risk=risk,
        gpu_value=(sum(gpu_values) / len(gpu_values)) if gpu_values else hardware / max(gpu_count, 1),
    )
    for option in costs.cloud_options:
        price = _money(option.price_per_gpu_hour, cur, rates, NO_RATE_CLOUD_PRICE, name=option.name)
        fixed = (_money(option.storage_per_month, cur, rates, NO_RATE_CLOUD_STORAGE, name=option.name)
                 + _money(option.egress_per_month, cur, rates, NO_RATE_CLOUD_EGRESS, name=option.name))
        model.clouds.append((option, price, fixed))
    return model, {"hardware_source": hw_source, "hours_source": hours_source, "kw_source": kw_source}


# ----------------------------------------------------------------------------- analysis

def _alternatives(m: Model, costs: CostAssumptions, tokens_per_s: float | None) -> list[Alternative]:
    out = []
    own_fixed, own_var = m.own_line()
    per_hour_days = 24 * m.days
    for option, price, fixed in m.clouds:
        c_fixed, c_rate = cloud_line(option, price, fixed)
        h_star = break_even(own_fixed, own_var, c_fixed, c_rate, option, price)
        monthly = cloud_cost(option, price, fixed, option.gpus, m.hours)
        saving = monthly - m.running(m.hours)
        payback = m.upfront() / saving if saving > 0 else None
        never = h_star is None  # its hourly price is below the rig's own running cost per hour
        note = {"on_demand": T("on demand{below}"),
                "spot": T("spot: {interruption:.0%} of the hours redone after interruptions{below}"),
                "reserved": T("reserved: {committed_hours:g} h paid every month{below}")}[option.pricing]
        below = text(T("; its hourly price is below the rig's own running cost per hour")) if never else EMPTY
        note_text = text(note, below=below, **({"interruption": option.interruption_overhead}
                                               if option.pricing == "spot" else
                                               {"committed_hours": option.committed_hours_per_month}
                                               if option.pricing == "reserved" else {}))
        out.append(_exact(monthly, Alternative(
            name=option.name, kind="cloud", cost_per_month=round_cents(monthly), rate_per_hour=round(c_rate, 4),
            fixed_per_month=round_cents(c_fixed), break_even_hours_per_month=None if h_star is None else round(h_star, 2),
            break_even_utilization=None if h_star is None else round(h_star / per_hour_days, 4),
            payback_months=None if payback is None else round(payback, 2),
            note=note_text.render("en"), note_text=note_text,
        )))
    volume = costs.token_volume
    for api in costs.api_options:
        cur, rates = costs.currency, costs.exchange_rates
        pin = _money(api.input_per_million, cur, rates, NO_RATE_API_INPUT, name=api.name)
        pout = _money(api.output_per_million, cur, rates, NO_RATE_API_OUTPUT, name=api.name)
        pcache = (_money(api.cached_input_per_million, cur, rates, NO_RATE_API_CACHED, name=api.name)
                  if api.cached_input_per_million else pin)
        inp, outp = volume.input_tokens_per_month, volume.output_tokens_per_month
        monthly = (inp * (1 - volume.cached_input_fraction) * pin + inp * volume.cached_input_fraction * pcache
                   + outp * pout) / 1e6
        per_output_token = (monthly / outp) if outp else pout / 1e6
        rate = tokens_per_s * 3600 * per_output_token if tokens_per_s else None
        h_star = break_even(own_fixed, own_var, 0.0, rate) if rate else None
        saving = monthly - m.running(m.hours)
        note_text = text(T("{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month") if tokens_per_s else
                         T("{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month; no decode speed, so no "
                           "break-even in hours"), input_m=inp / 1e6, output_m=outp / 1e6)
        out.append(_exact(monthly, Alternative(
            name=api.name, kind="api", cost_per_month=round_cents(monthly),
            rate_per_hour=None if rate is None else round(rate, 4),
            break_even_hours_per_month=None if h_star is None else round(h_star, 2),
            break_even_utilization=None if h_star is None else round(h_star / per_hour_days, 4),
            payback_months=round(m.upfront() / saving, 2) if saving > 0 and monthly > 0 else None,
            note=note_text.render("en"), note_text=note_text,
        )))
    if costs.hybrid_burst_gpu_hours_per_month and m.clouds:
        option, price, fixed = next(((o, p, f) for o, p, f in m.clouds if o.pricing == "spot"), m.clouds[0])
        burst = price * costs.hybrid_burst_gpu_hours_per_month * (1 + option.interruption_overhead) + fixed
        all_cloud = cloud_cost(option, price, fixed, option.gpus, m.hours) + price * costs.hybrid_burst_gpu_hours_per_month
        name = text(T("Hybrid: this rig + {burst_hours:g} GPU-h/month on {option}"),
                    burst_hours=costs.hybrid_burst_gpu_hours_per_month, option=option.name)
        note_text = text(T("all on {option} instead: {cost:,.2f} a month (seed 000 5.4, seed 004 2.3)"),
                         option=option.name, cost=all_cloud)
        out.append(_exact(m.own(m.hours) + burst, Alternative(
            name=name.render("en"), name_text=name,
            kind="hybrid", cost_per_month=round_cents(m.own(m.hours) + burst), fixed_per_month=round_cents(fixed),
            note=note_text.render("en"), note_text=note_text,
        )))
    return out


def _exact(monthly: float, alternative: Alternative) -> Alternative:
    alternative._exact_cost_per_month = monthly
    return alternative


def _cumulative(m: Model, costs: CostAssumptions, alternatives: list[Alternative]) -> list[Series]:
    """Cumulative cost by month, each value rounded once (from unrounded monthly figures)."""
    months = costs.plan_months
    cash = [m.upfront() + t * m.running(m.hours) for t in range(months + 1)]
    own_cash = [round_cents(v) for v in cash]
    own_net = [round_cents(cash[t] - m.resale(t)) for t in range(months + 1)]
    own_name, net_name = text(T("Own (cash)")), text(T("Own, net of resale"))
    series = [Series(name=own_name.render("en"), name_text=own_name, kind="own", values=own_cash),
              Series(name=net_name.render("en"), name_text=net_name, kind="own_net", values=own_net)]
    for alt in alternatives:
        if alt.kind == "hybrid":
            burst = alt.exact_cost_per_month() - m.own(m.hours)
            series.append(Series(name=alt.name, name_text=alt.name_text, kind="hybrid",
                                 values=[round_cents(cash[t] + t * burst) for t in range(months + 1)]))
        else:
            monthly = alt.exact_cost_per_month()
            series.append(Series(name=alt.name, kind=alt.kind,
                                 values=[round_cents(t * monthly) for t in range(months + 1)]))
    return series


def _tornado(m: Model) -> list[TornadoBar]:
    if not m.clouds:
        return []
    option, price, fixed = m.clouds[0]

    def h_star(model: Model, cloud_price: float) -> float | None:
        f, v = model.own_line()
        c, r = cloud_line(option, cloud_price, fixed)
        return break_even(f, v, c, r, option, cloud_price)

    levers = [
        (T("hardware cost"), "hardware"), (T("resale value"), "residual_fraction"), (T("amortization years"), "years"),
        (T("electricity price"), "flat_price"), (T("wall power"), "kw_load"), (T("cooling overhead"), "cooling"),
        (T("owner hourly rate"), "rate"), (T("build and debug hours"), "build_hours"),
        (T("maintenance hours"), "maint_hours"), (T("risk (expected loss)"), "risk"), (T("cloud price"), None),
    ]
    bars = []
    for label, attr in levers:
        if attr is None:
            base = price
            lo, hi = h_star(m, price * 0.8), h_star(m, price * 1.2)
        else:
            base = getattr(m, attr)
            if attr == "residual_fraction":
                lo_m = replace(m, residual_fraction=min(base * 0.8, 1.0))
                hi_m = replace(m, residual_fraction=min(base * 1.2, 1.0))
            else:
                lo_m, hi_m = replace(m, **{attr: base * 0.8}), replace(m, **{attr: base * 1.2})
            if attr == "flat_price" and m.tariff.kind != "flat":
                continue
            lo, hi = h_star(lo_m, price), h_star(hi_m, price)
        if base == 0:
            continue
        swing = abs((hi if hi is not None else 1e9) - (lo if lo is not None else 1e9))
        if hi is None and lo is None:
            swing = 0.0
        bars.append(TornadoBar(input=label, input_text=text(label), low_value=round(base * 0.8, 4), high_value=round(base * 1.2, 4),
                               break_even_low=None if lo is None else round(lo, 2),
                               break_even_high=None if hi is None else round(hi, 2), swing_hours=round(swing, 2)))
    return sorted(bars, key=lambda b: -b.swing_hours)


def break_even_grid(m: Model, cloud_prices, electricity_prices, option: CloudOption | None = None):
    """H* for every (cloud price per GPU-hour, electricity price per kWh) pair, vectorized; NaN where owning never
    breaks even. Flat tariff assumed (the electricity price replaces the tariff)."""
    option = option or (m.clouds[0][0] if m.clouds else CloudOption(name="cloud", price_per_gpu_hour=Money(amount=1, currency="USD")))
    fixed = m.clouds[0][2] if m.clouds else 0.0
    cp = np.asarray(cloud_prices, dtype=float)[:, None]
    ep = np.asarray(electricity_prices, dtype=float)[None, :]
    idle = m.kw_idle if m.powered_hours is not None else 0.0
    own_fixed = (m.amortization() + m.repair() + m.time() + m.risk
                 + m.kw_idle * (m.powered_hours or 0.0) * ep * (1 + m.cooling))
    v = (m.kw_load - idle) * ep * (1 + m.cooling)
    rate = cp * option.gpus * (1 + option.interruption_overhead)
    denom = rate - v
    with np.errstate(divide="ignore", invalid="ignore"):
        h = np.where(denom > 0, np.maximum((own_fixed - fixed) / denom, 0.0), np.nan)
    return h


def _tri(rng, n: int, low: float, mode: float, high: float):
    if high - low < 1e-12:
        return np.full(n, mode)
    return rng.triangular(low, mode, high, n)


MC_CHUNK = 20_000


@dataclass
class McDraws:
    """The random inputs of one chunk of Monte Carlo draws."""

    price_mult: np.ndarray
    util_mult: np.ndarray
    resale_mult: np.ndarray
    risk_counts: list[np.ndarray]
    gpu_failures: np.ndarray


def mc_draws(m: Model, costs: CostAssumptions, rng, n: int) -> McDraws:
    u = costs.uncertainty
    months = costs.plan_months
    price_mult = _tri(rng, n, u.electricity_price_low, 1.0, u.electricity_price_high)
    util_mult = _tri(rng, n, u.utilization_low, 1.0, u.utilization_high)
    resale_mult = _tri(rng, n, u.residual_low, 1.0, u.residual_high)
    counts = []
    for e in costs.risk_events:
        trials = int(round(e.events_per_month * months))
        counts.append(rng.binomial(trials, e.probability, n) if trials > 0 and e.probability > 0 else np.zeros(n))
    p_fail = 1 - (1 - u.gpu_annual_failure_rate) ** (months / 12)
    return McDraws(price_mult, util_mult, resale_mult, counts, rng.binomial(m.gpus, p_fail, n))


def mc_compute(m: Model, costs: CostAssumptions, d: McDraws) -> tuple[np.ndarray, np.ndarray | None]:
    """Plan cost (cash, net of resale) and break-even hours for each draw, vectorized."""
    months = costs.plan_months
    base_kwh = m.kwh(m.hours)
    avg_price = (energy_cost(m.tariff, m.flat_price, base_kwh) / base_kwh) if base_kwh else m.flat_price
    hours = np.minimum(m.hours * d.util_mult, 24 * m.days)
    idle_h = np.maximum((m.powered_hours if m.powered_hours is not None else hours) - hours, 0.0)
    kwh = (m.kw_load * hours + m.kw_idle * idle_h) * (1 + m.cooling)
    power_month = kwh * avg_price * d.price_mult
    risk_cost = np.zeros_like(hours)
    for counts, e in zip(d.risk_counts, costs.risk_events):
        risk_cost = risk_cost + counts * _money(e.loss, costs.currency, costs.exchange_rates, NO_RATE_RISK, name=e.name)
    gpu_failures = d.gpu_failures * m.gpu_value
    resale = np.minimum(m.resale(months) * d.resale_mult, m.hardware)
    total = (m.upfront() + months * (power_month + m.maint_hours * m.rate + m.repair()) + risk_cost + gpu_failures
             - resale)
    if not m.clouds:
        return total, None
    option, price, fixed = m.clouds[0]
    c_fixed, c_rate = cloud_line(option, price, fixed)
    amort = (m.hardware - resale) / months
    fixed_own = (amort + m.repair() + m.build_hours * m.rate / months + m.maint_hours * m.rate
                 + (risk_cost + gpu_failures) / months)
    unit = avg_price * d.price_mult * (1 + m.cooling)
    v = m.kw_load * unit
    if m.powered_hours is not None:
        fixed_own = fixed_own + m.kw_idle * m.powered_hours * unit
        v = v - m.kw_idle * unit
    denom = c_rate - v
    ok = denom > 0
    h = np.where(ok, np.maximum((fixed_own - c_fixed) / np.where(ok, denom, 1.0), 0.0), np.nan)
    return total, h


def _dist(values: np.ndarray, money: bool) -> Distribution:
    r = round_cents if money else (lambda x: round(x, 2))
    return Distribution(p10=r(float(np.percentile(values, 10))), p50=r(float(np.percentile(values, 50))),
                        p90=r(float(np.percentile(values, 90))), mean=r(float(values.mean())))


def monte_carlo(m: Model, costs: CostAssumptions, progress=None, cancelled=None) -> MonteCarlo | None:
    """Draws in fixed chunks from one seeded generator (the same numbers whatever reports progress);
    returns None if `cancelled()` turns true."""
    u = costs.uncertainty
    rng = np.random.default_rng(u.seed)
    totals, hs = [], []
    done = 0
    while done < u.draws:
        if cancelled is not None and cancelled():
            return None
        n = min(MC_CHUNK, u.draws - done)
        total, h = mc_compute(m, costs, mc_draws(m, costs, rng, n))
        totals.append(total)
        if h is not None:
            hs.append(h)
        done += n
        if progress is not None:
            progress(done / u.draws)
    total = np.concatenate(totals)
    h_dist, never = None, 0.0
    if hs:
        h = np.concatenate(hs)
        never = float(np.isnan(h).mean())
        valid = h[~np.isnan(h)]
        if valid.size:
            h_dist = _dist(valid, money=False)
    counts, edges = np.histogram(total, bins=40)
    months = costs.plan_months
    method = text(T("{draws:,} draws: electricity price x triangular({price_low:g}, 1, {price_high:g}); load hours x "
                    "triangular({hours_low:g}, 1, {hours_high:g}); resale x triangular({resale_low:g}, 1, "
                    "{resale_high:g}); risk events binomial over {months} months; each GPU fails with "
                    "{failure_rate:.0%} a year and is replaced. Cost over {months} months, cash net of resale."),
                  draws=u.draws, price_low=u.electricity_price_low, price_high=u.electricity_price_high,
                  hours_low=u.utilization_low, hours_high=u.utilization_high, resale_low=u.residual_low,
                  resale_high=u.residual_high, months=months, failure_rate=u.gpu_annual_failure_rate)
    return MonteCarlo(
        draws=u.draws, seed=u.seed, three_year_cost=_dist(total, money=True), break_even_hours=h_dist,
        share_never_breaks_even=round(never, 4),
        histogram_edges=[round_cents(float(x)) for x in edges], histogram_counts=[int(c) for c in counts],
        method=method.render("en"), method_text=method,
    )


def _verdict(utilization: float, months: int, alternatives: list[Alternative], days: float) -> tuple[Text, str]:
    """Seed 003's rule on utilization and, with a cloud price entered, the computed break-even against it."""
    low, high = THRESHOLDS
    cloud = next((a for a in alternatives if a.kind == "cloud" and a.break_even_utilization is not None), None)
    star = None  # no cloud price; "plain": the break-even; "cheaper"/"dearer": it contradicts the rule of thumb
    params: dict = {"expected_utilization": utilization, "months": months}
    if cloud:
        params.update(alternative=cloud.name, break_even_utilization=cloud.break_even_utilization,
                      break_even_hours=cloud.break_even_hours_per_month)
        own_cheaper = utilization >= cloud.break_even_utilization
        rule_says_build = utilization > high and months >= 24
        if own_cheaper and utilization < low:
            star = "cheaper"
        elif not own_cheaper and rule_says_build:
            star = "dearer"
        else:
            star = "plain"
    if utilization < low:
        code = "cloud"
        template = T("Expected utilization {expected_utilization:.0%} is below 50 %: rent cloud GPUs first (seed "
                     "003).{with_prices}")
    elif utilization <= high:
        code = "model_it"
        template = T("Expected utilization {expected_utilization:.0%} is between 50 % and 70 %: model it in detail "
                     "(seed 003).{with_prices}")
    elif months >= 24:
        code = "build"
        template = T("Expected utilization {expected_utilization:.0%} is above 70 % for a {months}-month plan (24 or "
                     "more): building is likely cheaper (seed 003).{with_prices}")
    else:
        code = "model_it"
        template = T("Expected utilization {expected_utilization:.0%} is above 70 %, but the plan covers only {months} "
                     "months (seed 003 asks for 24 or more).{with_prices}")
    # the computed break-even against the first cloud option, and where it contradicts the rule of thumb
    contrast = {"plain": EMPTY,
                "cheaper": text(T(", so here owning is already cheaper than the rule of thumb suggests")),
                "dearer": text(T(", so at these prices renting stays cheaper despite the high utilization"))}
    with_prices = EMPTY if star is None else text(
        T(" With the prices entered, the computed break-even against {alternative} is {break_even_utilization:.0%} "
          "utilization ({break_even_hours:,.0f} h a month){contrast}."), contrast=contrast[star],
        **{k: params[k] for k in ("alternative", "break_even_utilization", "break_even_hours")})
    return text(template, **params, with_prices=with_prices), code


def analyse(costs: CostAssumptions, bom_total: Money | None, gpu_values: list[float], wall_w: float | None,
            gpu_count: int, tokens_per_s: float | None, batch_tokens_per_s: float | None = None,
            with_monte_carlo: bool = True) -> TcoReport:
    m, src = build_model(costs, bom_total, gpu_values, wall_w, gpu_count)
    hours_source: Text = src["hours_source"]
    _, _, utilization = _hours(costs)
    monthly = Monthly(
        hardware_per_month=round_cents(m.amortization() + m.repair()), amortization_per_month=round_cents(m.amortization()),
        repair_fund_per_month=round_cents(m.repair()), power_per_month=round_cents(m.power(m.hours)),
        time_per_month=round_cents(m.time()), risk_per_month=round_cents(m.risk),
        total_per_month=round_cents(m.own(m.hours)),
    )
    kwh = m.kwh(m.hours)
    inputs = Inputs(
        hardware_cost=round_cents(m.hardware), hardware_cost_source=src["hardware_source"].render("en"),
        hardware_cost_source_text=src["hardware_source"], amortization_months=m.months,
        depreciation=m.depreciation, residual_value=round_cents(m.residual),
        residual_fraction=round(m.residual / m.hardware, 4), load_hours_per_month=round(m.hours, 2),
        load_hours_source=hours_source.render("en"), load_hours_source_text=hours_source,
        utilization=round(utilization, 4), gpus=m.gpus, wall_kw_load=round(m.kw_load, 4),
        wall_kw_source=src["kw_source"].render("en"), wall_kw_source_text=src["kw_source"], wall_kw_idle=m.kw_idle, idle_hours_per_month=round(m.idle_hours(m.hours), 2),
        energy_kwh_per_month=round(kwh, 2),
        electricity_price_per_kwh=round(energy_cost(m.tariff, m.flat_price, kwh) / kwh, 4) if kwh else m.flat_price,
        marginal_price_per_kwh=round(marginal_price(m.tariff, m.flat_price, kwh), 4), cooling_overhead_fraction=m.cooling,
        power_per_day=round_cents(m.power(m.hours) / m.days),
        power_with_summer_ac_per_month=[round_cents(replace(m, cooling=m.cooling + x).power(m.hours)) for x in (0.3, 0.5)],
        owner_hourly_rate=m.rate, build_debug_hours=m.build_hours,
        time_one_off=round_cents(m.build_hours * m.rate), maintenance_hours_per_month=m.maint_hours,
        tokens_per_second=tokens_per_s, days_per_month=m.days,
        own_fixed_per_month=round(m.own_line()[0], 4), own_cost_per_load_hour=round(m.own_line()[1], 6),
    )
    rate_tokens = batch_tokens_per_s or tokens_per_s
    alternatives = _alternatives(m, costs, rate_tokens)
    three = {
        "hardware": round_cents(m.hardware),
        "electricity": round_cents(m.power(m.hours) * 36),
        "maintenance_reserve": round_cents(m.repair_fraction * m.hardware / m.years * 3),
        "management_time": round_cents((m.build_hours + m.maint_hours * 36) * m.rate),
    }
    three_total = round_cents(sum(three.values()))
    verdict, code = _verdict(utilization, costs.plan_months, alternatives, m.days)
    # A cost per million tokens needs at least one token a month (a few milliseconds of load would make it infinite).
    capacity = rate_tokens * 3600 * m.hours if rate_tokens and rate_tokens * 3600 * m.hours >= 1 else None
    full = rate_tokens * 3600 * 24 * m.days if rate_tokens and rate_tokens * 3600 * 24 * m.days >= 1 else None
    tokens = TokenCost(
        self_hosted_per_million=round_cents(m.own(m.hours) / (capacity / 1e6)) if capacity else None,
        self_hosted_per_million_full_use=round_cents(m.own(24 * m.days) / (full / 1e6)) if full else None,
        tokens_per_month_capacity=round(capacity) if capacity else None,
    )
    vol = costs.token_volume
    for alt, api in zip([a for a in alternatives if a.kind == "api"], costs.api_options):
        tokens.api_monthly[api.name] = alt.cost_per_month
        if vol.output_tokens_per_month:
            tokens.api[api.name] = round_cents(alt.cost_per_month / (vol.output_tokens_per_month / 1e6))
        else:
            tokens.api[api.name] = round_cents(_money(api.output_per_million, costs.currency, costs.exchange_rates,
                                                      NO_RATE_API_OUTPUT, name=api.name))
    measured = {}
    if costs.usage_log is not None:
        log = costs.usage_log
        measured["utilization"] = round(log.utilization, 4)
        measured["active_gpu_hours_per_month"] = round(log.active_gpu_hours / log.days * m.days, 2)
        if log.average_power_w is not None:
            measured["average_gpu_power_w"] = round(log.average_power_w, 1)
            measured["gpu_energy_kwh_per_month"] = round(log.average_power_w / 1000 * 24 * m.days, 2)
        for option, price, fixed in m.clouds:
            measured[f"cloud_cost_of_active_hours:{option.name}"] = round_cents(
                price * log.active_gpu_hours / log.days * m.days + fixed)
    notes = [
        text(T("Own cost per month = hardware (amortization + repair fund) + power + time + risk (seed 000, section 3).")),
        text(T("Break-even hours use the energy price of the next kWh ({marginal_price:g} per kWh); with a tiered "
               "tariff that price rises with use."), marginal_price=inputs.marginal_price_per_kwh)
        if m.tariff.kind == "tiered" else
        text(T("Break-even hours H* = (own fixed - cloud fixed) / (cloud price per hour - own energy cost per hour).")),
    ]
    first = alternatives[0] if alternatives else None
    return TcoReport(
        currency=costs.currency, monthly=monthly, inputs=inputs, alternatives=alternatives,
        break_even_hours_per_month={a.name: a.break_even_hours_per_month for a in alternatives if a.kind != "hybrid"},
        payback_months=first.payback_months if first else None, three_year_total=three_total,
        three_year_monthly_equivalent=round_cents(three_total / 36), three_year_breakdown=three,
        five_year_hardware_per_month=round_cents((m.hardware - m.hardware * m.residual_fraction) / 60)
        if m.depreciation == "straight_line" else round_cents((m.hardware - m.resale(60)) / 60),
        verdict=verdict.render("en"), verdict_code=code, verdict_text=verdict, cumulative=_cumulative(m, costs, alternatives), tokens=tokens,
        tornado=_tornado(m), monte_carlo=monte_carlo(m, costs) if with_monte_carlo else None, measured=measured,
        notes=[n.render("en") for n in notes], notes_text=notes,
    )


def tco_findings(report: TcoReport) -> list[Finding]:
    cur = report.currency
    mo = report.monthly
    load_hours = report.inputs.load_hours_per_month
    out = [Finding.make(
        "tco", "info", "tco.monthly",
        T("Owning costs {total_per_month:,.2f} {currency} a month: hardware {hardware:,.2f}, power {power:,.2f}, "
          "time {time:,.2f}, risk {risk:,.2f} (at {load_hours:,.0f} load hours a month)."),
        total_per_month=mo.total_per_month, currency=cur, hardware=mo.hardware_per_month, power=mo.power_per_month,
        time=mo.time_per_month, risk=mo.risk_per_month, load_hours=load_hours)]
    for alt in report.alternatives:
        if alt.kind == "hybrid":
            continue
        month_hours = 24 * report.inputs.days_per_month
        clauses = {}
        if alt.break_even_hours_per_month is None or alt.break_even_hours_per_month > month_hours:
            if alt.break_even_hours_per_month is not None:
                template = T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks "
                             "even: it would take {break_even_hours:,.0f} load hours a month, more than the "
                             "{month_hours:,.0f} a month has.")
            elif alt.kind == "cloud" or alt.rate_per_hour:
                template = T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks "
                             "even.")
            else:
                template = T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks "
                             "even in hours (no decode speed).")
            level = "warn" if alt.kind == "cloud" else "info"
        else:
            cheaper = load_hours >= alt.break_even_hours_per_month
            template = T("Against {alternative}: break-even at {break_even_hours:,.0f} load hours a month "
                         "({break_even_utilization:.0%} utilization); at {load_hours:,.0f} h {comparison} "
                         "({cost_per_month:,.2f} {currency} a month to rent){payback_clause}.")
            clauses = dict(
                comparison=text(T("owning is cheaper")) if cheaper else text(T("owning is dearer")),
                payback_clause=text(T("; pays for itself in {payback_months:,.1f} months"),
                                    payback_months=alt.payback_months) if alt.payback_months else EMPTY)
            level = "ok" if cheaper else "info"
        out.append(Finding.make(
            "tco", level, f"tco.break_even_{alt.kind}", template, alternative=alt.name,
            break_even_hours=alt.break_even_hours_per_month, break_even_utilization=alt.break_even_utilization,
            cost_per_month=alt.cost_per_month, currency=cur, load_hours=load_hours, month_hours=month_hours,
            payback_months=alt.payback_months, **clauses))
    out.append(Finding.make("tco", "info", "tco.verdict", report.verdict_text.template, verdict=report.verdict_code,
                            utilization=report.inputs.utilization, **report.verdict_text.params,
                            **report.verdict_text.parts))
    return out
