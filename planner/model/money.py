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


def convert(money: Money, currency: str, rates: Iterable[ExchangeRate]) -> Money | None:
    if money.currency == currency:
        return money
    found = find_rate(rates, money.currency, currency)
    if found is None:
        return None
    return Money(amount=round_cents(money.amount * found[0]), currency=currency)


def describe_rate(rate: ExchangeRate) -> str:
    return f"1 {rate.base} = {rate.rate:g} {rate.quote} ({rate.date.isoformat()})"
