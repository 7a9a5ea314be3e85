"""What the cost model reports: every figure a face shows about owning against renting (planner/tco/)."""

from __future__ import annotations

from pydantic import Field

from planner.model.common import Money, StrictModel
from planner.model.costs import RiskEvent
from planner.text import ReportModel, Text


class Monthly(StrictModel):
    hardware_per_month: float
    amortization_per_month: float
    repair_fund_per_month: float
    power_per_month: float
    time_per_month: float
    risk_per_month: float
    total_per_month: float


class PartRiskLine(ReportModel):
    """One GPU line's expected loss from failures: `cards` x `annual_failure_rate` / 12 x `loss_each` a month."""

    item_id: str
    name: str
    cards: int
    condition: str = Field(description="new, used or hard_use (ex-mining, ex-datacentre, memory-modded).")
    annual_failure_rate: float
    spare_price: float | None = Field(description="The spare's price in the project currency; null: in warranty "
                                                  "or unpriced.")
    loss_each: float = Field(description="Cost of one failure in the project currency.")
    per_month: float
    basis: Text
    source: str

    @property
    def probability(self) -> float:
        """Chance that one card fails in a month."""
        return self.annual_failure_rate / 12

    def event(self, currency: str) -> RiskEvent:
        return RiskEvent(name=f"{self.name[:180]} fails", events_per_month=self.cards, probability=self.probability,
                         loss=Money(amount=self.loss_each, currency=currency))


class Inputs(ReportModel):
    """Every number the model used, in the project currency, so a reader can redo the arithmetic."""

    hardware_cost: float
    hardware_cost_source: Text = Field(description="Where the hardware cost comes from.")
    amortization_months: float
    amortization_years: float
    depreciation: str
    residual_value: float
    residual_fraction: float
    load_hours_per_month: float
    load_hours_source: Text = Field(description="Where the load hours come from.")
    utilization: float
    gpus: int
    wall_kw_load: float
    wall_power_w: float = Field(description="`wall_kw_load` in watts, unrounded (to 1e-6 W).")
    wall_kw_source: Text = Field(description="Where the wall power comes from.")
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


class Alternative(ReportModel):
    name: Text = Field(description="The option's name as entered (template `{value}`), or one the planner made up "
                                   "(a hybrid).")
    kind: str  # cloud | api | hybrid
    cost_per_month: float = Field(description="At the current usage.")
    rate_per_hour: float | None = Field(default=None, description="Cost of one more load hour.")
    fixed_per_month: float = 0.0
    minimum_per_month: float | None = Field(
        default=None, description="Reserved: the least a month costs (the committed hours); null = no minimum.")
    break_even_hours_per_month: float | None = Field(
        default=None, description="Load hours per month above which owning is cheaper; null = never.")
    break_even_utilization: float | None = Field(
        default=None, ge=0, le=1, description="Break-even hours as a share of the month's hours; null = never, also "
                                              "when the break-even needs more hours than a month has.")
    payback_months: float | None = Field(default=None, description="Months until owning has paid for itself.")
    note: Text | None = Field(default=None, description="What the option assumes; null when there is no note.")
    gpus: int | None = Field(default=None, description="GPUs it rents (cloud, hybrid's burst); null for an API.")
    gpus_sized: bool = Field(default=False, description="The planner sized `gpus` to the rig (the option leaves "
                                                        "its GPU count empty; planner/tco/capacity.py).")
    runs_workload: bool | None = Field(
        default=None, description="Whether it can run the workload: its GPUs (count x memory, per card, by the fit "
                                  "engine) or the API's model against the workload's; null = cannot be told. Only "
                                  "alternatives that are not false enter the verdict, findings and graphs.")
    runs_workload_reason: Text | None = Field(default=None, description="Why it can, cannot, or cannot be told.")


class TornadoBar(ReportModel):
    input: Text = Field(description="The input varied by +-20 %.")
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


class MonteCarlo(ReportModel):
    draws: int
    seed: int
    three_year_cost: Distribution
    break_even_hours: Distribution | None
    share_never_breaks_even: float
    histogram_edges: list[float] = Field(default_factory=list)
    histogram_counts: list[int] = Field(default_factory=list)
    method: Text = Field(description="How the draws were made.")


class TokenCost(StrictModel):
    self_hosted_per_million: float | None = Field(description="At the current usage (all running hours produce tokens).")
    self_hosted_per_million_full_use: float | None = Field(description="If the rig generated around the clock.")
    tokens_per_month_capacity: float | None
    api: dict[str, float] = Field(default_factory=dict, description="API cost per million generated tokens, with the input mix.")
    api_monthly: dict[str, float] = Field(default_factory=dict, description="API bill for the stated token volume.")


class Series(ReportModel):
    name: Text = Field(description="The alternative's name, or the planner's (owning).")
    kind: str
    values: list[float]


class HoursSeries(Series):
    break_even_hours_per_month: float | None = Field(
        default=None, description="Where owning breaks even against this alternative, to 4 decimals (a sample of "
                                  "`hours`, where the two drawn lines meet); null for owning, or never.")


class CostVsHours(StrictModel):
    """Monthly cost against load hours per month, sampled: owning (kind "own") and every alternative with a cost
    per hour, with a reservation's minimum applied as the break-even applies it. The samples include the hours
    where a minimum stops (the kink), every break-even and the current usage, so those points are exact."""

    hours: list[float]
    series: list[HoursSeries] = Field(description="Owning first, then the alternatives in report order; each value "
                                                  "is the monthly cost at the hours of the same index.")


class TcoReport(ReportModel):
    currency: str
    monthly: Monthly
    inputs: Inputs
    alternatives: list[Alternative]
    break_even_hours_per_month: dict[str, float | None]
    payback_months: float | None = Field(description="Against the reference alternative at the current usage.")
    reference_alternative: str | None = Field(
        default=None, description="The alternative the payback, tornado, compare and quote are against: the costs' "
                                  "`reference_alternative`, else the cheapest a month that can run the workload; null "
                                  "when none can.")
    reference_note: Text | None = Field(default=None, description="Why the costs' reference_alternative is not "
                                                                  "used (unknown name, cannot run the workload).")
    reference_chosen_by: str | None = Field(default=None, description="'user' (costs.reference_alternative) or "
                                                                      "'cheapest'; null without a reference.")
    three_year_total: float
    three_year_monthly_equivalent: float
    three_year_breakdown: dict[str, float]
    five_year_hardware_per_month: float
    verdict_code: str
    verdict: Text = Field(description="Own or rent, and why.")
    plan_months: int
    cumulative: list[Series] = Field(description="Cumulative cost by month, month 0 to plan_months.")
    cost_vs_hours: CostVsHours
    tokens: TokenCost
    tornado: list[TornadoBar]
    tornado_alternative: str | None = Field(description="The alternative the tornado's break-evens are against "
                                                        "(the reference); null without one.")
    tornado_empty_reason: Text | None = Field(
        default=None, description="Why the tornado has no break-even to show (no reference, no cost per hour, owning "
                                  "never breaks even against it at any input +-20 %); null when it has one.")
    tornado_base_hours: float | None = Field(description="Break-even hours against it at the stated inputs "
                                                         "(the tornado's centre); null = never.")
    monte_carlo: MonteCarlo | None = Field(description="Null when evaluate() ran with_monte_carlo=False.")
    utilization_thresholds: list[float] = Field(description="Seed 003's utilization thresholds: rent below the "
                                                "first, build above the second (24 months or more).")
    measured: dict[str, float] = Field(default_factory=dict, description="From the imported GPU log.")
    notes: list[Text] = Field(default_factory=list, description="What the figures assume, one sentence each.")
    article: list[Text] = Field(
        default_factory=list, description="Each source article's figure beside this project's: the figure with the "
        "article's inputs, and each input that differs with what it alone changes.")
    warnings: list[Text] = Field(default_factory=list,
                                 description="Caveats on the measured usage (a short GPU log, logger gaps).")
    part_risk: list[PartRiskLine] = Field(
        default_factory=list, description="Each GPU line's expected failure loss from its condition; counted in "
        "`monthly.risk_per_month` only when `part_risk_counted`.")
    part_risk_counted: bool = Field(default=False, description="costs.part_risk.enabled: the lines are in the risk.")




