"""Bill of materials: one line per item, totals per currency and, where rates allow, one total."""

from __future__ import annotations

import datetime as _dt
from collections import defaultdict

from pydantic import Field

from planner.memo import memoized
from planner.model.common import MAX_AMOUNT, Money, PricePoint, StrictModel
from planner.model.costs import CostAssumptions, ExchangeRate
from planner.model.money import describe_rate, find_rate, round_cents
from planner.model.finding import Finding
from planner.model.shown import slot_text, source_text
from planner.text import ReportModel, T, Text, join, text
from planner.catalog.resolve import ResolvedItem, ResolvedProject
from planner.hardware.pricing import PriceSource, line_price


class BomLine(ReportModel):
    node_id: str
    item_id: str
    category: str
    part_id: str | None
    custom: bool
    name: str
    key_specs: Text = Field(default_factory=lambda: Text(template=""), description="The part's key facts.")
    quantity: int
    condition: str
    unit_price: Money | None = Field(description="The price the line is counted at: its own, else the catalog's "
                                                 "(converted into the project currency where a rate allows).")
    line_total: Money | None
    price_source: PriceSource = Field(description="own: the price typed for the line; catalog: the catalog's newest "
                                                  "price for the condition; none: unpriced.")
    catalog_price: PricePoint | None = Field(
        default=None, description="The catalog price used (or found too large), in its own currency, with its date, "
                                  "kind and source; null for a price of the line's own.")
    price_note: Text | None = Field(
        default=None, description="Where the price came from; null for a price of the line's own.")
    price_age_days: int | None = Field(
        default=None, description="Days from the catalog or imported price's date to the report's prices_as_of; "
                                  "null for a price of the line's own or when the report states no date.")
    price_stale: bool = Field(default=False, description="The price is older than the project's price_max_age_days.")
    price_age: Text | None = Field(
        default=None, description="How old the price is and where it was seen; null when no age is computed.")
    slots: list[str]
    note: str
    source: str
    unconfirmed: Text = Field(default_factory=lambda: Text(template=""),
                              description="The part's catalog facts no named source confirmed ('unconfirmed: "
                                          "PCIe lanes, price'); empty when all are confirmed.")


class Bom(StrictModel):
    lines: list[BomLine]
    totals_by_currency: list[Money] = Field(description="Sum of priced lines per currency, no conversion.")
    total: Money | None = Field(description="Everything in the project currency; null when a rate is missing.")
    conversions: list[str] = Field(default_factory=list, description="Exchange rates used for `total`.")
    unpriced_item_ids: list[str] = Field(default_factory=list)

    gpu_units: int = Field(default=0, description="GPUs on every machine of the project (units, not lines).")
    prices_as_of: _dt.date | None = Field(
        default=None, description="The day the prices' ages are counted to (today in the window and the CLI); "
                                  "null: no age computed.")
    price_max_age_days: int = Field(default=180, description="A catalog or imported price older than this is flagged.")


def build_bom(rp: ResolvedProject, as_of: _dt.date | None = None) -> tuple[Bom, list[Finding]]:
    """The parts list; with `as_of`, each catalog or imported price's age on that day, the old ones flagged."""
    bom, findings = _build_bom([(rnode.node.id, r) for rnode in rp.nodes for r in rnode.items], rp.project.costs,
                               as_of)
    return bom, list(findings)


@memoized(maxsize=32)  # by the content of every line (item and part), the costs and the day: all the BOM reads
def _build_bom(items: list[tuple[str, ResolvedItem]], costs: CostAssumptions,
               as_of: _dt.date | None) -> tuple[Bom, list[Finding]]:
    currency = costs.currency
    limit = costs.price_max_age_days
    lines = [_bom_line(node_id, r, costs, as_of) for node_id, r in items]
    unpriced = [line.item_id for line in lines if line.unit_price is None]
    totals, total, grand, used_rates, missing, too_large = _sum_lines(lines, costs)
    findings = _total_findings(currency, grand, total, used_rates, missing, too_large,
                               [line for line in lines if line.unit_price is None], len(lines))
    findings += _catalog_price_findings(lines)
    findings += _stale_price_findings(lines, as_of, limit)
    gpus = sum(line.quantity for line in lines if line.category == "gpu")
    return Bom(lines=lines, totals_by_currency=totals, total=total, conversions=used_rates,
               unpriced_item_ids=unpriced, gpu_units=gpus, prices_as_of=as_of, price_max_age_days=limit), findings


def lines_total(lines: list[BomLine], costs: CostAssumptions) -> Money | None:
    """The priced lines in the project currency, as the BOM's total is made; None where a rate is missing or the
    sum is out of range (the BOM's findings say which)."""
    return _sum_lines(lines, costs)[1]


def _sum_lines(lines: list[BomLine], costs: CostAssumptions):
    """Per-currency sums, the total in the project currency (or None), the converted sum, the rates used, the
    currencies without a rate and whether the sum is out of range."""
    per_currency: dict[str, float] = defaultdict(float)
    for line in lines:
        if line.line_total is not None:
            per_currency[line.line_total.currency] += line.line_total.amount
    sums = {c: round_cents(v) for c, v in sorted(per_currency.items())}
    totals = [Money(amount=v, currency=c) for c, v in sums.items() if v <= MAX_AMOUNT]
    grand, used_rates, missing = _convert(totals, costs.currency, costs.exchange_rates)
    too_large = not missing and (grand > MAX_AMOUNT or len(totals) < len(sums))
    total = Money(amount=grand, currency=costs.currency) if not missing and not too_large else None
    return totals, total, grand, used_rates, missing, too_large


def _price_age(point: PricePoint | None, as_of: _dt.date | None, limit: int) -> tuple[int | None, bool, Text | None]:
    """Days from the price's date to `as_of`, whether that is more than `limit`, and the sentence saying so."""
    if point is None or as_of is None:
        return None, False, None
    days = (as_of - point.date).days
    source = source_text(point.source)  # the window's own words in the quote's language, else as written
    fields = {"days": days, "as_of": as_of.isoformat(),
              "source": source if source.template != "{value}" else point.source, "limit": limit}
    if days > limit:
        return days, True, text(T("{days:# day|# days} old on {as_of}, older than {limit} days: ask for a new quote "
                                  "(seen at {source})"), **fields)
    return days, False, text(T("{days:# day|# days} old on {as_of} (seen at {source})"), **fields)


def _bom_line(node_id: str, r: ResolvedItem, costs: CostAssumptions, as_of: _dt.date | None = None) -> BomLine:
    """One resolved item as a BOM line (priced by `line_price`), its total the unit price times the quantity,
    to the cent."""
    item, part = r.item, r.part
    price = line_price(item, part, costs)
    age, stale, age_text = _price_age(price.catalog_price, as_of, costs.price_max_age_days)
    total = None
    if price.unit_price is not None:
        total = Money(amount=round_cents(price.unit_price.amount * item.quantity), currency=price.unit_price.currency)
    return BomLine(
        node_id=node_id, item_id=item.id,
        category=part.kind if part is not None else "unknown",
        part_id=item.part_id, custom=item.custom_part is not None,
        name=part.name if part is not None else item.part_id or "?",
        key_specs=part.specs_text() if part is not None else Text(template=""),
        quantity=item.quantity, condition=item.condition,
        unit_price=price.unit_price, line_total=total, price_source=price.source,
        catalog_price=price.catalog_price, price_note=price.note,
        price_age_days=age, price_stale=stale, price_age=age_text,
        slots=[_slot_label(s) for s in item.slots],
        note=item.note,
        source=part.source if part is not None else "",
        unconfirmed=part.unconfirmed_text() if part is not None else Text(template=""),
    )


def _convert(totals: list[Money], currency: str, rates: list[ExchangeRate]) -> tuple[float, list[str], list[str]]:
    """The per-currency totals in the project currency: the sum, the rates used and the currencies without one."""
    grand = 0.0
    used_rates: list[str] = []
    missing: list[str] = []
    for t in totals:
        if t.currency == currency:
            grand += t.amount
            continue
        found = find_rate(rates, t.currency, currency)
        if found is None:
            missing.append(t.currency)
            continue
        grand += t.amount * found[0]
        used_rates.append(describe_rate(found[1]))
    return round_cents(grand), used_rates, missing


def _total_findings(currency: str, grand: float, total: Money | None, used_rates: list[str], missing: list[str],
                    too_large: bool, unpriced: list, line_count: int) -> list[Finding]:
    """What the BOM says about its total: missing rates, a total out of range, unpriced lines, the total."""
    findings: list[Finding] = []
    if missing:
        findings.append(Finding.make(
            "bom", "warn", "bom.missing_exchange_rate",
            T("Prices in {currencies} cannot be added to the {project_currency} total: add an exchange rate "
              "{first}->{project_currency} to the cost assumptions. Totals are shown per currency meanwhile."),
            currencies=", ".join(missing), project_currency=currency, first=missing[0]))
    if too_large:
        findings.append(Finding.make(
            "bom", "fail", "bom.total_out_of_range",
            T("Converted at the exchange rates ({rates}), the parts come to {total:,.0f} {currency}, more than the "
              "planner handles ({limit:,.0f}); check the prices and the exchange rates."),
            rates="; ".join(used_rates), total=grand, currency=currency, limit=MAX_AMOUNT))
    if unpriced:
        findings.append(Finding.make(
            "bom", "info", "bom.unpriced_items",
            T("{count:# line has|# lines have} no price yet ({items}); the total leaves them out."),
            item_ids=[line.item_id for line in unpriced], count=len(unpriced),
            items=join([text("{name}", name=line.name) for line in unpriced], ", ")))
    if total is not None and line_count:
        findings.append(Finding.make(
            "bom", "ok", "bom.total", T("Parts total {total:,.2f} {currency} over {lines:# line|# lines}."),
            total=total.amount, currency=currency, lines=line_count))
    return findings


def _catalog_price_findings(lines: list[BomLine]) -> list[Finding]:
    """Lines counted at a catalog price rather than a price of their own."""
    from_catalog = [line for line in lines if line.price_source == "catalog"]
    if not from_catalog:
        return []
    return [Finding.make(
        "bom", "info", "bom.catalog_prices",
        T("{count:# line is|# lines are} counted at the catalog's dated price ({items}); type the price you were quoted "
          "when you have one."),
        item_ids=[line.item_id for line in from_catalog], count=len(from_catalog),
        items=join([text("{name}", name=line.name) for line in from_catalog], ", "))]


def _stale_price_findings(lines: list[BomLine], as_of: _dt.date | None, limit: int) -> list[Finding]:
    """Lines counted at a catalog or imported price older than the project's limit on the report's date."""
    stale = [line for line in lines if line.price_stale and line.unit_price is not None]
    if not stale or as_of is None:
        return []
    return [Finding.make(
        "bom", "warn", "bom.stale_prices",
        T("{count:# line is|# lines are} priced at a price older than {limit} days on {as_of} ({items}); ask for "
          "new quotes or import them (File > Import prices...)."),
        item_ids=[line.item_id for line in stale], count=len(stale), limit=limit, as_of=as_of.isoformat(),
        items=join([text(T("{name}: {date}"), name=line.name, date=line.catalog_price.date.isoformat())
                    for line in stale], ", "))]


def _slot_label(s) -> str:
    """'PCIEX16_1', 'PCIEX16_1 (riser)', or 'PCIEX16_1 (riser: split#1, 2)' for a card on port 2 of an extender."""
    return slot_text(s).render("en")
