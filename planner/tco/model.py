"""The numbers the cost formulas use, in the project currency, read from the cost assumptions (seed 000 section 3).

Owning, per month at H load hours:
  hardware = (hardware cost - resale value at the end) / months + repair fund / months
  power    = energy at the tariff: (wall kW x H + idle kW x idle hours) x (1 + cooling overhead)
  time     = build and debug hours x rate / months + maintenance hours per month x rate
  risk     = sum of events per month x probability x loss (E[L] = sum p_i l_i)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from planner.model.common import Money
from planner.model.costs import CloudOption, CostAssumptions, Tariff
from planner.tco.amounts import TcoError, in_currency
from planner.tco.break_even import CostLine, own_line
from planner.tco.tariffs import energy_cost, marginal_price
from planner.tco.usage_log import format_duration
from planner.text import T, Text, text


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
    risk_losses: list[float]  # each risk event's loss, in the order of costs.risk_events
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

    def fixed_costs(self) -> float:
        """The own cost a month that does not depend on the load hours: hardware, time and risk."""
        return self.amortization() + self.repair() + self.time() + self.risk

    def own(self, hours: float) -> float:
        return self.fixed_costs() + self.power(hours)

    def running(self, hours: float) -> float:
        """Cash spent each month once the rig is bought (no amortization)."""
        return self.repair() + self.power(hours) + self.maint_hours * self.rate + self.risk

    def upfront(self) -> float:
        return self.hardware + self.build_hours * self.rate

    @property
    def kw_per_load_hour(self) -> float:
        """Wall power a load hour adds: the load power, less the idle power it replaces when the rig stays on."""
        return self.kw_load - (self.kw_idle if self.powered_hours is not None else 0.0)

    def own_line(self) -> CostLine:
        """own(H) = F + v H, with v the energy of a load hour at the price of the next kWh at the current usage."""
        price = marginal_price(self.tariff, self.flat_price, self.kwh(self.hours))
        return own_line(self.own(self.hours), self.hours, self.kw_per_load_hour, price, self.cooling)


def load_hours(costs: CostAssumptions) -> tuple[float, Text, float]:
    """Load hours per month, where they come from, and the utilization."""
    days = costs.days_per_month
    if costs.usage_log is not None:
        log = costs.usage_log
        per_gpu = log.active_gpu_hours / log.gpus / log.days * days
        return per_gpu, text(T("measured: {active_gpu_hours:,.2f} active GPU-hours in {covered} of log ({file})"),
                             active_gpu_hours=log.active_gpu_hours, covered=format_duration(log.days * 86400),
                             file=log.file), log.utilization
    if costs.load_hours_per_day is not None:
        h = costs.load_hours_per_day * days
        return h, text(T("{hours_per_day:g} h/day x {days:# day|# days}"), hours_per_day=costs.load_hours_per_day,
                       days=days), h / (24 * days)
    if costs.utilization_fraction is not None:
        h = costs.utilization_fraction * 24 * days
        return h, text(T("{utilization:.0%} of 24 h x {days:# day|# days}"), utilization=costs.utilization_fraction,
                       days=days), costs.utilization_fraction
    raise TcoError(T("Cost of ownership not computed: type the load hours per day or the utilization on the Cost "
                     "inputs tab, or import a GPU usage log (load_hours_per_day or utilization_fraction in the file)."))


def _hardware_cost(costs: CostAssumptions, bom_total: Money | None) -> tuple[float, Text]:
    cur, rates = costs.currency, costs.exchange_rates
    if costs.hardware_cost is not None:
        hardware = in_currency(costs.hardware_cost, cur, rates, "hardware_cost")
        source = text(T("stated in the cost assumptions"))
    elif bom_total is not None:
        hardware = in_currency(bom_total, cur, rates, text(T("the parts total")))
        source = text(T("bill of materials total"))
    else:
        raise TcoError(T("Cost of ownership not computed: no hardware cost: price the parts or type the hardware cost "
                           "(Cost inputs tab; hardware_cost in the file)."))
    if hardware <= 0:
        raise TcoError(T("Cost of ownership not computed: the hardware cost is zero: price the parts or type the hardware "
                         "cost (Cost inputs tab; hardware_cost in the file)."))
    return hardware, source


def _wall_kw(costs: CostAssumptions, wall_w: float | None, estimated: bool = False) -> tuple[float, Text]:
    if costs.full_load_power_w is not None:
        return costs.full_load_power_w / 1000, text(T("stated full-load wall power"))
    if wall_w and estimated:
        return wall_w / 1000, text(T("estimated wall draw: no PSU yet, so the sustained load at 90 % efficiency "
                                     "(80 PLUS Gold at half load)"))
    if wall_w:
        return wall_w / 1000, text(T("wall draw from the power check"))
    raise TcoError(T("Cost of ownership not computed: no wall power: add a PSU and parts for the power check, or "
                     "type the wall power at load (Cost inputs tab; full_load_power_w in the file)."))


def _clouds(costs: CostAssumptions, gpu_count: int) -> list[tuple[CloudOption, float, float]]:
    """Each cloud option with its price per GPU-hour and its fixed cost a month, in the project currency; an option
    without a GPU count rents as many GPUs as the rig has (planner/tco/capacity.py sizes them before)."""
    cur, rates = costs.currency, costs.exchange_rates
    out = []
    for option in costs.cloud_options:
        if option.gpus is None:
            option = option.model_copy(update={"gpus": max(gpu_count, 1)})
        price = in_currency(option.price_per_gpu_hour, cur, rates,
                            text(T("cloud option '{name}' price"), name=option.name))
        fixed = (in_currency(option.storage_per_month, cur, rates,
                             text(T("cloud option '{name}' storage"), name=option.name))
                 + in_currency(option.egress_per_month, cur, rates,
                               text(T("cloud option '{name}' egress"), name=option.name)))
        out.append((option, price, fixed))
    return out


def build_model(costs: CostAssumptions, bom_total: Money | None, gpu_values: list[float], wall_w: float | None,
                gpu_count: int, wall_estimated: bool = False) -> tuple[Model, dict[str, Text]]:
    """The model and where its hardware cost, load hours and wall power come from."""
    cur, rates = costs.currency, costs.exchange_rates
    hardware, hw_source = _hardware_cost(costs, bom_total)
    hours, hours_source, _ = load_hours(costs)
    kw, kw_source = _wall_kw(costs, wall_w, wall_estimated)
    powered = costs.powered_hours_per_day * costs.days_per_month if costs.powered_hours_per_day is not None else None
    losses = [in_currency(e.loss, cur, rates, text(T("risk event '{name}' loss"), name=e.name))
              for e in costs.risk_events]
    model = Model(
        hardware=hardware, years=costs.amortization_years, residual_fraction=costs.residual_fraction,
        depreciation=costs.depreciation, annual_decline=costs.annual_decline,
        first_year_decline=costs.first_year_decline, repair_fraction=costs.repair_fund_fraction, hours=hours,
        powered_hours=powered, days=costs.days_per_month, gpus=max(gpu_count, 1), kw_load=kw,
        kw_idle=(costs.idle_power_w or 0.0) / 1000, tariff=costs.tariff,
        flat_price=in_currency(costs.electricity_price, cur, rates, "electricity_price"),
        cooling=costs.cooling_overhead_fraction,
        rate=in_currency(costs.owner_hourly_rate, cur, rates, "owner_hourly_rate"),
        build_hours=costs.build_debug_hours, maint_hours=costs.maintenance_hours_per_month, risk_losses=losses,
        risk=sum(e.events_per_month * e.probability * loss for e, loss in zip(costs.risk_events, losses)),
        gpu_value=(sum(gpu_values) / len(gpu_values)) if gpu_values else hardware / max(gpu_count, 1),
        clouds=_clouds(costs, gpu_count),
    )
    return model, {"hardware_source": hw_source, "hours_source": hours_source, "kw_source": kw_source}
