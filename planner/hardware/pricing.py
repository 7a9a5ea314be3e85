"""The unit price of a parts-list line: the user's own price, else the catalog's newest price for the condition.

A line with a `unit_price` of its own is priced at it and carries no catalog note. A line without one takes the
catalog's newest dated price for its condition (new or used; never the other condition's price), converted into
the project currency at the project's newest exchange rate; without a rate it stays in the catalog's currency
(the BOM then reports the missing rate). A condition the catalog has no price for leaves the line unpriced, and
the line says so.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Literal

from planner.model.common import MAX_AMOUNT, Money, PricePoint
from planner.model.costs import CostAssumptions
from planner.model.money import convert_amount, find_rate, round_cents
from planner.model.parts import Gpu, PartBase
from planner.model.project import LineItem
from planner.text import T, Text, join, text

PriceSource = Literal["own", "catalog", "none"]

#: How a catalog price was observed (PricePoint.kind), as a buyer reads it.
PRICE_KINDS = {"launch_msrp": T("launch MSRP"), "street": T("street price"), "used_market": T("used market"),
               "list": T("list price"), "imported": T("imported quote")}
CONDITIONS = {"new": T("new"), "used": T("used")}


@dataclass(frozen=True)
class LinePrice:
    unit_price: Money | None
    source: PriceSource
    catalog_price: PricePoint | None
    note: Text | None


#: Catalog prices this many days older than a condition's newest one still count towards the price a line takes.
MARKET_WINDOW_DAYS = 90


@dataclass(frozen=True)
class MarketPrice:
    """The catalog price a line is counted at, and how many recent prices it is the middle of."""

    point: PricePoint
    count: int
    first: _dt.date
    last: _dt.date


def market_price(part: PartBase, condition: str, currency: str, rates=()) -> MarketPrice | None:
    """The price a line of this condition is counted at. Of the prices the project can count (in its currency or
    one a rate converts; all of them only when none converts), those of the 90 days up to the newest; of these the
    ones in the project currency where there are any (the buyer's own market), and the user's imported quotes
    where there are any; and of those the middle one by amount (of the two middle ones of an even count, the
    newer), so one odd listing or asking price does not set the price. Always a real observation, with its own date and source."""
    points = [p for p in part.prices if p.condition == condition]
    countable = [p for p in points if p.currency == currency or find_rate(rates, p.currency, currency) is not None]
    pool = countable or points
    if not pool:
        return None
    newest = max(p.date for p in pool)
    recent = [p for p in pool if (newest - p.date).days <= MARKET_WINDOW_DAYS]
    local = [p for p in recent if p.currency == currency] or recent
    chosen = [p for p in local if p.kind == "imported"] or local  # the user's own quotes before the catalog's
    ordered = sorted(chosen, key=lambda p: (_comparable(p, currency, rates), -p.date.toordinal()))
    middle = ordered[(len(ordered) - 1) // 2:len(ordered) // 2 + 1]  # one, or the two of an even count
    return MarketPrice(max(middle, key=lambda p: p.date), len(ordered), min(p.date for p in ordered),
                       max(p.date for p in ordered))


def _comparable(point: PricePoint, currency: str, rates) -> float:
    """The amount in the project currency where a rate converts it, else as it stands."""
    converted = convert_amount(point, currency, rates)
    return point.amount if converted is None else converted


def catalog_point(part: PartBase, condition: str, currency: str, rates=()) -> PricePoint | None:
    """The catalog price a line of this condition is counted at (market_price's observation)."""
    found = market_price(part, condition, currency, rates)
    return found.point if found is not None else None


def line_price(item: LineItem, part: PartBase | None, costs: CostAssumptions) -> LinePrice:
    """The price a line is counted at, where it came from, and the sentence that says so."""
    if item.unit_price is not None:
        return LinePrice(item.unit_price, "own", None, None)
    if part is None or (item.custom_part is not None and not item.custom_part.prices):  # nothing to fall back on
        return LinePrice(None, "none", None, text(T("no price yet: not in the total")))
    # an inline part with prices of its own (a part of the user's catalog carried in the file) counts them as the
    # catalog's would be counted: the project prices the same on a machine without that catalog
    condition = text(CONDITIONS[item.condition])
    market = market_price(part, item.condition, costs.currency, costs.exchange_rates)
    if market is None:
        return LinePrice(None, "none", None, text(
            T("no price of its own, and the catalog has no {condition} price for it: not in the total"),
            condition=condition))
    found = _priced_at(item, market.point, costs, condition)
    if market.count == 1:
        return found
    middle = text(T("(the middle of {count} catalog prices of {first} to {last})"), count=market.count,
                  first=market.first.isoformat(), last=market.last.isoformat())
    return LinePrice(found.unit_price, found.source, found.catalog_price, join([found.note, middle], " "))


def _priced_at(item: LineItem, point: PricePoint, costs: CostAssumptions, condition: Text) -> LinePrice:
    """The line at one catalog price: as it stands in the project currency, converted, or not converted."""
    fields = {"date": point.date.isoformat(), "kind": text(PRICE_KINDS[point.kind]), "amount": point.amount,
              "currency": point.currency, "condition": condition}
    if point.currency == costs.currency:
        return LinePrice(Money(amount=point.amount, currency=point.currency), "catalog", point, text(
            T("catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}"), **fields))
    found = find_rate(costs.exchange_rates, point.currency, costs.currency)
    if found is None:
        return LinePrice(Money(amount=point.amount, currency=point.currency), "catalog", point, text(
            T("catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, not converted (no "
              "{currency}->{project_currency} exchange rate)"), **fields, project_currency=costs.currency))
    factor, rate = found
    converted = round_cents(point.amount * factor)
    if converted * item.quantity > MAX_AMOUNT:
        return LinePrice(None, "none", point, text(
            T("catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, more than the planner "
              "handles once converted to {project_currency}: not in the total"),
            **fields, project_currency=costs.currency))
    return LinePrice(Money(amount=converted, currency=costs.currency), "catalog", point, text(
        T("catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, converted at 1 {base} = "
          "{rate:g} {quote} of {rate_date}"),
        **fields, base=rate.base, rate=rate.rate, quote=rate.quote, rate_date=rate.date.isoformat()))


@dataclass(frozen=True)
class HistoryPoint:
    date: _dt.date
    amount: float
    kind: str
    source: str


@dataclass(frozen=True)
class PriceSeries:
    """One part's prices of one condition in one currency (the project's where a rate converts them), by date."""

    condition: str
    currency: str
    points: tuple[HistoryPoint, ...]


def price_history(part: PartBase, costs: CostAssumptions) -> list[PriceSeries]:
    """The part's catalog and imported prices as series per condition, oldest first, each amount converted to the
    project currency at the project's newest rate where one exists (else left in its own currency, its own series).
    """
    grouped: dict[tuple[str, str], list[HistoryPoint]] = {}
    for p in part.prices:
        amount, currency = p.amount, p.currency
        if currency != costs.currency:
            found = find_rate(costs.exchange_rates, currency, costs.currency)
            if found is not None:
                amount, currency = round_cents(p.amount * found[0]), costs.currency
        grouped.setdefault((p.condition, currency), []).append(HistoryPoint(p.date, amount, p.kind, p.source))
    return [PriceSeries(condition, currency, tuple(sorted(points, key=lambda h: (h.date, h.amount))))
            for (condition, currency), points in sorted(grouped.items())]


@dataclass(frozen=True)
class CountedPrice:
    """The catalog price a line of one condition is counted at (market_price), and what it comes to in the project
    currency (None where no rate converts it); for a GPU also per GB of its memory, the figure buyers of used and
    modded cards compare."""

    condition: str
    point: PricePoint
    amount: float | None
    per_gb: float | None


def counted_prices(part: PartBase, currency: str, rates=()) -> list[CountedPrice]:
    """For each condition, new first, the price a BOM line would take (market_price) and what it comes to."""
    out = []
    for condition in ("new", "used"):
        point = catalog_point(part, condition, currency, rates)
        if point is None:
            continue
        amount = convert_amount(point, currency, rates)
        per_gb = round_cents(amount / part.vram_gib) if amount is not None and isinstance(part, Gpu) else None
        out.append(CountedPrice(condition, point, amount, per_gb))
    return out
