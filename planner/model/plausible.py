"""Plausibility: values the schema accepts but no real user would type (an electricity price of 10^12 per kWh).

Each range is in US dollars and is compared in the value's own currency through the project's exchange rates (and
the catalog's reference rates), so 0.6 CNY per kWh and 0.08 USD per kWh are judged alike. A value outside its range
is a warning (`input.implausible`) that names the field, the value and the range, never a silent correction; a value
whose currency has no rate to US dollars is not judged (a missing rate is reported where it stops a total).
Hours a day are bounded 0-24 by the schema itself (the project file is refused above 24), so they need no range here.
A part's unit price of exactly 0 is a part already owned and is not judged; any other amount is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pydantic import Field

from planner.model.common import Money, StrictModel
from planner.model.finding import Finding
from planner.model.money import find_rate
from planner.model.project import ExchangeRate, Project
from planner.text import T, Text, text


class PlausibleRange(StrictModel):
    """What a real entry of one kind of amount falls in, in US dollars, and why."""

    low_usd: float = Field(ge=0)
    high_usd: float = Field(gt=0)
    reason: str = Field(description="Why the range is where it is: a T() template.")


#: The ranges, each with its reason.
ELECTRICITY_PER_KWH = PlausibleRange(
    low_usd=0.01, high_usd=5.0,
    reason=T("electricity tariffs run from about 1 US cent to under 1 USD per kWh; 5 USD leaves room above the "
             "dearest"))
HOURLY_RATE = PlausibleRange(
    low_usd=0.0, high_usd=1_000.0,
    reason=T("0 leaves your time out; paid working hours stay well under 1,000 USD"))
HARDWARE_COST = PlausibleRange(
    low_usd=10.0, high_usd=10_000_000.0,
    reason=T("from one used card to racks of GPU servers"))
PART_PRICE = PlausibleRange(
    low_usd=1.0, high_usd=1_000_000.0,
    reason=T("the cheapest part, a fan or a cable, costs about 1 USD; no single part costs 1,000,000 USD"))
GPU_HOUR = PlausibleRange(
    low_usd=0.01, high_usd=100.0,
    reason=T("rented GPUs cost from a few US cents to tens of USD per GPU-hour"))

IMPLAUSIBLE_TEXT = T(
    "{field} is {value} {currency}, outside {low} to {high} {currency}, the range a real entry falls in "
    "({reason}). Check for a slipped decimal point or a wrong unit.")


def usd_factor(currency: str, project_currency: str, rates: list[ExchangeRate]) -> float | None:
    """US dollars per unit of `currency`: directly, or through the project currency; None without a rate."""
    if currency == "USD":
        return 1.0
    direct = find_rate(rates, currency, "USD")
    if direct is not None:
        return direct[0]
    to_project = 1.0 if currency == project_currency else (find_rate(rates, currency, project_currency) or (None,))[0]
    project_usd = find_rate(rates, project_currency, "USD")
    if to_project is None or project_usd is None:
        return None
    return to_project * project_usd[0]


def number(x: float) -> str:
    """A figure as a reader writes it: 1,000,000,000,000 / 35 / 0.07."""
    if x == 0:
        return "0"
    if abs(x) >= 100:
        return f"{x:,.0f}"
    if abs(x) >= 1:
        return f"{x:,.2f}".rstrip("0").rstrip(".")
    return f"{x:.2g}"


def project_usd_factor(project_currency: str, project_rates: list[ExchangeRate],
                       reference_rates: list[ExchangeRate]) -> Callable[[str], float | None]:
    """US dollars per unit of a currency through the rates the user typed, the catalog's reference rates only where
    the project has none (a newer catalog rate must not move the range the user's own figures are judged by)."""
    every = project_rates + reference_rates
    return lambda currency: (usd_factor(currency, project_currency, project_rates)
                             or usd_factor(currency, project_currency, every))


def judge(money: Money | None, allowed: PlausibleRange, field: Text, path: str,
          usd_per_unit: Callable[[str], float | None], item_ids: Iterable[str] = ()) -> Finding | None:
    """A warning when `money` lies outside `allowed` (compared in its own currency), else None."""
    if money is None:
        return None
    factor = usd_per_unit(money.currency)
    if factor is None or factor <= 0:
        return None
    low, high = allowed.low_usd / factor, allowed.high_usd / factor
    if low <= money.amount <= high:
        return None
    return Finding.make("input", "warn", "input.implausible", IMPLAUSIBLE_TEXT, item_ids=item_ids, field=field,
                        path=path, value=number(money.amount), currency=money.currency, low=number(low),
                        high=number(high), reason=text(allowed.reason))


def check_plausible(project: Project, reference_rates: Iterable[ExchangeRate] = (),
                    part_names: dict[tuple[int, str], str] | None = None) -> list[Finding]:
    """Every amount of the project outside the range a real entry falls in. A line is named by its part's name
    (`part_names`, by machine index and line id) where known, else by its line id."""
    costs = project.costs
    rates = project_usd_factor(costs.currency, list(costs.exchange_rates), list(reference_rates))
    checks: list[Finding | None] = [
        judge(costs.electricity_price, ELECTRICITY_PER_KWH, text(T("The electricity price per kWh")),
              "costs.electricity_price", rates),
        judge(costs.owner_hourly_rate, HOURLY_RATE, text(T("Your hourly rate")), "costs.owner_hourly_rate", rates),
        judge(costs.hardware_cost, HARDWARE_COST, text(T("The hardware cost")), "costs.hardware_cost", rates),
    ]
    for i, option in enumerate(costs.cloud_options):
        checks.append(judge(option.price_per_gpu_hour, GPU_HOUR,
                            text(T("The price per GPU-hour of {option}"), option=option.name),
                            f"costs.cloud_options[{i}].price_per_gpu_hour", rates))
    for n, node in enumerate(project.nodes):
        for i, item in enumerate(node.items):
            if item.unit_price is not None and item.unit_price.amount == 0:
                continue  # a part already owned (the advisor writes owned parts so), not a slipped decimal point
            name = (part_names or {}).get((n, item.id), item.id)
            checks.append(judge(item.unit_price, PART_PRICE, text(T("The unit price of {item}"), item=name),
                                f"nodes[{n}].items[{i}].unit_price", rates, [item.id]))
    return [f for f in checks if f is not None]
