"""Currency arithmetic: amounts always travel with their currency; conversion needs a dated rate."""

from __future__ import annotations

from collections.abc import Iterable

from planner.model.common import Money
from planner.model.project import ExchangeRate


def round_cents(value: float) -> float:
    """Round half away from zero to 2 decimals (what a spreadsheet's ROUND does)."""
    scaled = abs(value) * 100.0
    cents = int(scaled + 0.5 + 1e-9)
    return (cents / 100.0) * (1 if value >= 0 else -1)


def find_rate(rates: Iterable[ExchangeRate], base: str, quote: str) -> tuple[float, ExchangeRate] | None:
    """Multiplier that turns an amount in `base` into `quote`, and the rate it came from (newest first)."""
    best: tuple[float, ExchangeRate] | None = None
    for r in rates:
        if r.base == base and r.quote == quote:
            factor = r.rate
        elif r.base == quote and r.quote == base:
            factor = 1.0 / r.rate
        else:
            continue
        if best is None or r.date > best[1].date:
            best = (factor, r)
    return best


def convert_amount(money: Money, currency: str, rates: Iterable[ExchangeRate]) -> float | None:
    """The amount in `currency`, rounded to cents; None without a rate. A plain number, not Money: a price
    within Money's bound can exceed it once converted (1e12 at a rate of 1e6), and callers add it up."""
    if money.currency == currency:
        return money.amount
    found = find_rate(rates, money.currency, currency)
    if found is None:
        return None
    return round_cents(money.amount * found[0])


def describe_rate(rate: ExchangeRate) -> str:
    return f"1 {rate.base} = {rate.rate:g} {rate.quote} ({rate.date.isoformat()})"


def implausible_rate(base: str, quote: str, rate: float, reference: Iterable[ExchangeRate],
                     factor: float = 2.0) -> tuple[float, ExchangeRate] | None:
    """The reference multiplier for base -> quote and its rate when `rate` is more than `factor` times off it
    (a slip of the decimal point, or the pair the wrong way round); None when it is close or there is none."""
    found = find_rate(reference, base, quote)
    if found is None or rate <= 0 or 1 / factor <= rate / found[0] <= factor:
        return None
    return found
