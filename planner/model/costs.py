"""Cost assumptions of a project: the seeds' four-component ownership model and what it is compared with."""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from planner.model.common import Currency, LongText, Money, ShortText, StrictModel

class ExchangeRate(StrictModel):
    """1 unit of `base` = `rate` units of `quote`, as of `date`."""

    base: Currency
    quote: Currency
    rate: float = Field(ge=1e-6, le=1e6)
    date: _dt.date
    source: ShortText = ""

    @model_validator(mode="after")
    def _distinct(self) -> "ExchangeRate":
        if self.base == self.quote:
            raise ValueError("base and quote currencies must differ")
        return self


class RiskEvent(StrictModel):
    """An expected-loss term p x l of seed 000: a failure that happens with some probability per month."""

    name: ShortText = Field(min_length=1)
    events_per_month: float = Field(ge=0, le=10_000, description="How often the risky activity happens per month.")
    probability: float = Field(ge=0, le=1, description="Chance that one occurrence fails.")
    loss: Money = Field(description="Cost of one failure: lost compute plus debugging time.")


class TariffTier(StrictModel):
    """One step of a tiered tariff: this price applies up to `up_to_kwh` (per year or month; null = no limit)."""

    up_to_kwh: float | None = Field(default=None, gt=0, le=10_000_000)
    price: float = Field(ge=0, le=100)


class TouPeriod(StrictModel):
    """A time-of-use period and the share of the rig's energy used in it."""

    name: ShortText = Field(min_length=1)
    price: float = Field(ge=0, le=100)
    share_of_energy: float = Field(ge=0, le=1)


class Tariff(StrictModel):
    """How electricity is billed. 'flat' uses electricity_price; 'tiered' stacks the rig's energy on top of the
    household's other use (China's yearly 阶梯电价); 'time_of_use' weights period prices by where the rig runs."""

    kind: Literal["flat", "tiered", "time_of_use"] = "flat"
    tiers: list[TariffTier] = Field(default_factory=list, max_length=10)
    tier_period: Literal["year", "month"] = "year"
    household_kwh_per_year: float = Field(
        default=0.0, ge=0, le=1_000_000, description="Other use of the same meter, billed first in the lower tiers.",
    )
    periods: list[TouPeriod] = Field(default_factory=list, max_length=10)
    source: ShortText = ""

    @model_validator(mode="after")
    def _complete(self) -> "Tariff":
        if self.kind == "tiered":
            if not self.tiers:
                raise ValueError("a tiered tariff needs tiers")
            limits = [t.up_to_kwh for t in self.tiers[:-1]]
            if any(x is None for x in limits) or limits != sorted(limits):
                raise ValueError("tiers must rise, and only the last tier may have no upper limit")
        if self.kind == "time_of_use":
            if not self.periods:
                raise ValueError("a time-of-use tariff needs periods")
            total = sum(p.share_of_energy for p in self.periods)
            if abs(total - 1.0) > 1e-6:
                raise ValueError(f"time-of-use shares of energy must add up to 1 (they add up to {total:g})")
        return self


#: How the offers catalog wrote a dated source before options had a `date` of their own: "URL (YYYY-MM-DD)".
_DATED_SOURCE = re.compile(r"^(?P<url>https?://\S+) \((?P<date>\d{4}-\d{2}-\d{2})\)$")


def _split_dated_source(data: Any) -> Any:
    """An option saved as {"source": "URL (DATE)"} without a date loads as {"source": URL, "date": DATE}."""
    if not isinstance(data, dict) or data.get("date") is not None or not isinstance(data.get("source"), str):
        return data
    found = _DATED_SOURCE.match(data["source"])
    if found is None:
        return data
    try:
        _dt.date.fromisoformat(found["date"])
    except ValueError:
        return data
    return {**data, "source": found["url"], "date": found["date"]}


class CloudOption(StrictModel):
    """Renting the same work: GPUs x hours x price, plus what the provider charges besides."""

    name: ShortText = Field(min_length=1)
    provider: ShortText = Field(default="", description="Who rents the GPUs out, e.g. RunPod.")
    gpu: ShortText = Field(default="", description="The GPU rented, as the provider names it.")
    pricing: Literal["on_demand", "spot", "reserved"] = "on_demand"
    price_per_gpu_hour: Money
    gpus: int | None = Field(
        default=None, ge=1, le=1024,
        description="Cloud GPUs rented; null: sized by the planner to the rig (its GPU count, or fewer of a card "
                    "with more memory than the rig's when fewer run the workload; planner/tco/capacity.py).")
    billing: Literal["hour", "second"] = Field(
        default="second", description="'hour' rounds every session up to a whole hour.",
    )
    sessions_per_month: float = Field(
        default=0.0, ge=0, le=10_000, description="With hourly billing, each session wastes half an hour on average.",
    )
    interruption_overhead: float = Field(
        default=0.0, ge=0, le=3, description="Spot: share of work redone after interruptions (0.1 = 10 % more hours).",
    )
    committed_hours_per_month: float = Field(
        default=0.0, ge=0, le=744, description="Reserved: hours paid every month whether used or not.",
    )
    storage_per_month: Money | None = None
    egress_per_month: Money | None = None
    date: _dt.date | None = Field(default=None, description="Day the price was read.")
    source: ShortText = ""

    _dated_source = model_validator(mode="before")(_split_dated_source)


class ApiOption(StrictModel):
    """Paying an LLM API per token instead."""

    name: ShortText = Field(min_length=1)
    provider: ShortText = Field(default="", description="Who sells the API, e.g. DeepSeek.")
    model: ShortText = Field(default="", description="The model as the provider names it.")
    input_per_million: Money
    output_per_million: Money
    cached_input_per_million: Money | None = None
    date: _dt.date | None = Field(default=None, description="Day the price was read.")
    source: ShortText = ""

    _dated_source = model_validator(mode="before")(_split_dated_source)


class TokenVolume(StrictModel):
    """Monthly token volume of the workload (for the API comparison and cost per million tokens)."""

    input_tokens_per_month: float = Field(default=0.0, ge=0, le=1e15)
    output_tokens_per_month: float = Field(default=0.0, ge=0, le=1e15)
    cached_input_fraction: float = Field(default=0.0, ge=0, le=1)

    @field_validator("input_tokens_per_month", "output_tokens_per_month")
    @classmethod
    def _whole_tokens(cls, value: float) -> float:
        if 0 < value < 1:  # costs are divided by these counts; 5e-324 tokens would make them infinite
            raise ValueError(f"a token count must be 0 or at least 1, got {value:g}")
        return value


class UsageLog(StrictModel):
    """Summary of a measured GPU log (nvidia-smi), counted the way seed 003 counts active GPU-hours, over the
    time the log covers (planner/usage_log.py: gaps where the logger stopped are left out)."""

    file: ShortText = ""
    days: float = Field(ge=1e-7, le=100_000, description="Time the log covers per GPU, gaps left out.")
    gpus: int = Field(ge=1, le=1024)
    active_gpu_hours: float = Field(ge=0, le=1e10, description="Covered GPU-hours in clock hours with any use.")
    samples: int = Field(ge=1, le=10**12)
    average_power_w: float | None = Field(default=None, ge=0, le=10_000_000, description="Mean of the logged GPU power draw, summed over GPUs.")
    busy_gpu_hours: float | None = Field(default=None, ge=0, le=1e10,
                                         description="Covered GPU-hours of the samples that themselves show use.")
    interval_s: float | None = Field(default=None, gt=0, description="Median time between samples.")
    gaps: int = Field(default=0, ge=0, description="Pauses of the logger left out of the covered time.")

    @model_validator(mode="after")
    def _active_within_covered(self) -> "UsageLog":
        covered = self.gpus * 24 * self.days * (1 + 1e-9)
        for name in ("active_gpu_hours", "busy_gpu_hours"):
            value = getattr(self, name)
            if value is not None and value > covered:
                raise ValueError(f"{name} ({value:g}) cannot exceed gpus x 24 x days ({covered:g})")
        return self

    @property
    def utilization(self) -> float:
        return min(1.0, self.active_gpu_hours / (self.gpus * 24 * self.days))


class Uncertainty(StrictModel):
    """Spreads for the Monte Carlo: each input is drawn from a triangular distribution around its value."""

    electricity_price_low: float = Field(default=0.8, gt=0, le=1)
    electricity_price_high: float = Field(default=1.4, ge=1, le=5)
    utilization_low: float = Field(default=0.7, gt=0, le=1)
    utilization_high: float = Field(default=1.15, ge=1, le=3)
    residual_low: float = Field(default=0.5, ge=0, le=1, description="Lowest resale value as a share of the stated one.")
    residual_high: float = Field(default=1.5, ge=1, le=5)
    gpu_annual_failure_rate: float = Field(
        default=0.02, ge=0, le=1, description="Chance per GPU per year of a failure that costs a replacement card.",
    )
    draws: int = Field(default=100_000, ge=1_000, le=2_000_000)
    seed: int = Field(default=20261202, ge=0, le=2**63 - 1)


class PartRisk(StrictModel):
    """The cost's risk derived from the cards' condition instead of typed risk events (planner/tco/part_risk.py):
    each card fails with its condition's rate a year; a failure costs the repair hours at the owner's rate, plus a
    spare card at the card's price when no maker's warranty covers it (used, ex-mining and modded cards)."""

    enabled: bool = Field(default=False, description="Count the cards' expected failures in the risk component.")
    new_annual_failure_rate: float = Field(
        default=0.02, ge=0, le=1, description="New card, in warranty: retailers' warranty-claim rates, 0.4-2.5 %.")
    used_annual_failure_rate: float = Field(
        default=0.02, ge=0, le=1, description="Used card: no published rate; the new-card rate, without warranty.")
    hard_use_annual_failure_rate: float = Field(
        default=0.061, ge=0, le=1,
        description="Ex-mining, ex-datacentre or memory-modded card: Llama 3's faulty-GPU rate under full load.")
    repair_hours: float = Field(default=4.0, ge=0, le=1000, description="Hours to diagnose and swap a failed card.")


#: A break-even band is in load hours a month: from 6 minutes (below, the cloud price it implies overflows) to
#: every hour of a 31-day month.
MIN_BREAK_EVEN_HOURS = 0.1
HOURS_IN_A_MONTH = 744


class ArticleClaim(StrictModel):
    """A figure a source article states, with the inputs it rests on where they differ from this project's: the
    report reruns the figure with the article's inputs and names each input that differs, and by how much
    (planner/tco/article.py). Amounts are in the project currency."""

    source: ShortText = Field(min_length=1, description="The article, e.g. its title and URL.")
    figure: Literal["savings", "break_even_hours"] = Field(
        description="'savings': cloud cost minus owning (cash) at `at_month`; 'break_even_hours': load hours a month.")
    low: float = Field(ge=0, le=1e12, description="The stated figure, or the low end of a stated band.")
    high: float | None = Field(default=None, ge=0, le=1e12, description="The high end of a stated band.")
    at_month: int | None = Field(default=None, ge=1, le=240, description="Savings: the month the article states them at.")
    against: ShortText = Field(default="", description="Name of the cloud option the figure compares with; "
                               "empty: every cloud option (break-even only). A name no cloud option has is the "
                               "warning tco.article_unknown_option and the claim is left out.")
    cloud_price_per_gpu_hour: float | None = Field(default=None, ge=0, le=10_000,
                                                   description="The cloud price the article's figure implies.")
    power_per_month: float | None = Field(default=None, ge=0, le=1e9, description="The article's electricity a month.")
    repair_fund_fraction: float | None = Field(default=None, ge=0, le=1, description="The article's repair fund.")
    basis: LongText = Field(default="", description="Where the article's inputs come from.")

    @model_validator(mode="after")
    def _consistent(self) -> "ArticleClaim":
        if self.high is not None and self.high < self.low:
            raise ValueError("high must not be below low")
        if self.figure == "savings" and (self.at_month is None or not self.against):
            raise ValueError("a 'savings' claim needs at_month and against (a cloud option's name)")
        if self.figure == "break_even_hours" and not MIN_BREAK_EVEN_HOURS <= self.low <= HOURS_IN_A_MONTH:
            raise ValueError(f"a break-even band starts at {MIN_BREAK_EVEN_HOURS} to {HOURS_IN_A_MONTH} load hours "
                             "a month (at 0 hours no cloud price breaks even; a month has at most 744 hours)")
        if self.figure == "break_even_hours" and self.high is not None and self.high > HOURS_IN_A_MONTH:
            raise ValueError(f"a break-even band ends at {HOURS_IN_A_MONTH} load hours a month at most "
                             "(31 days of 24 hours)")
        return self


class CostAssumptions(StrictModel):
    """Inputs of the ownership cost model (seed 000 section 3, seed 003 checklist)."""

    currency: Currency = Field(default="CNY", description="Currency the project is planned and quoted in.")
    hardware_cost: Money | None = Field(
        default=None, description="Hardware cost to amortize; null means the bill-of-materials total.",
    )
    amortization_years: float = Field(default=3.0, ge=0.1, le=20)
    residual_fraction: float = Field(default=0.2, ge=0, le=1, description="Resale value at the end, as a share of hardware cost (0-100 %).")
    full_load_power_w: float | None = Field(
        default=None, gt=0, le=100_000,
        description="Whole-machine wall power under load; null means the power engine's estimate.",
    )
    idle_power_w: float | None = Field(default=None, ge=0, le=100_000)
    load_hours_per_day: float | None = Field(default=None, ge=0, le=24)
    utilization_fraction: float | None = Field(
        default=None, ge=0, le=1, description="Share of all hours the GPUs are busy (seed 003 counts active GPU-hours).",
    )
    days_per_month: float = Field(default=30.0, ge=1, le=31, description="Seed 000 prices a month as 30 days.")
    electricity_price: Money = Field(default_factory=lambda: Money(amount=0.6, currency="CNY"), description="Per kWh.")
    cooling_overhead_fraction: float = Field(default=0.0, ge=0, le=2, description="Extra cooling energy, e.g. 0.3-0.5 with summer AC.")
    owner_hourly_rate: Money = Field(default_factory=lambda: Money(amount=100, currency="CNY"))
    build_debug_hours: float = Field(default=0.0, ge=0, le=10_000, description="One-off hours to build, install and debug.")
    maintenance_hours_per_month: float = Field(default=0.0, ge=0, le=744)
    repair_fund_fraction: float = Field(default=0.0, ge=0, le=1, description="Failure fund as a share of hardware (seed 003: 0.10-0.15).")
    risk_events: list[RiskEvent] = Field(default_factory=list, max_length=100)
    exchange_rates: list[ExchangeRate] = Field(default_factory=list, max_length=20)
    depreciation: Literal["straight_line", "declining_balance", "used_market"] = Field(
        default="straight_line",
        description="Resale curve: straight line to residual_fraction; declining balance at annual_decline; "
                    "used market: a steeper first year (first_year_decline) then annual_decline.",
    )
    annual_decline: float = Field(default=0.28, ge=0, le=0.95, description="Epoch AI: about 28 % a year for ML GPUs.")
    first_year_decline: float = Field(default=0.35, ge=0, le=0.95, description="Used cards lose 30-40 % in year one (seed 000 3.1).")
    powered_hours_per_day: float | None = Field(
        default=None, ge=0, le=24, description="Hours the machine is on; the hours beyond the load hours draw idle power.",
    )
    tariff: Tariff = Field(default_factory=Tariff)
    cloud_options: list[CloudOption] = Field(default_factory=list, max_length=20)
    api_options: list[ApiOption] = Field(default_factory=list, max_length=20)
    token_volume: TokenVolume = Field(default_factory=TokenVolume)
    reference_alternative: ShortText | None = Field(
        default=None, description="Name of the cloud or API option the payback, tornado, compare and quote are "
                                  "against; null: the cheapest option that can run the workload.")
    hybrid_burst_gpu_hours_per_month: float = Field(
        default=0.0, ge=0, le=100_000,
        description="Extra GPU-hours a month rented on the first spot (else first) cloud option on top of the rig.",
    )
    usage_log: UsageLog | None = Field(default=None, description="Measured utilization; overrides the stated hours.")
    price_max_age_days: int = Field(
        default=180, ge=1, le=3650,
        description="A catalog or imported price older than this many days on the report's date is flagged.")
    plan_months: int = Field(default=36, ge=1, le=240, description="Horizon of the cumulative-cost comparison.")
    uncertainty: Uncertainty = Field(default_factory=Uncertainty)
    part_risk: PartRisk = Field(default_factory=PartRisk)
    article_claims: list[ArticleClaim] = Field(
        default_factory=list, max_length=10,
        description="Figures a source article states: the report says which input of this project differs and by how much.")

    @model_validator(mode="after")
    def _usage_given_once(self) -> "CostAssumptions":
        if self.load_hours_per_day is not None and self.utilization_fraction is not None:
            raise ValueError("give either load_hours_per_day or utilization_fraction, not both")
        if (self.powered_hours_per_day is not None and self.load_hours_per_day is not None
                and self.powered_hours_per_day < self.load_hours_per_day):
            raise ValueError("powered_hours_per_day cannot be less than load_hours_per_day")
        return self


