"""Bill of materials: one line per item, totals per currency and, where rates allow, one total."""

from __future__ import annotations

from collections import defaultdict

from pydantic import Field

from planner.model.common import MAX_AMOUNT, Money, StrictModel
from planner.model.costs import ExchangeRate
from planner.model.money import describe_rate, find_rate, round_cents
from planner.model.finding import Finding
from planner.text import T, join, text
from planner.catalog.resolve import ResolvedItem, ResolvedProject


class BomLine(StrictModel):
    node_id: str
    item_id: str
    category: str
    part_id: str | None
    custom: bool
    name: str
    key_specs: str
    quantity: int
    condition: str
    unit_price: Money | None
    line_total: Money | None
    slots: list[str]
    note: str
    source: str


class Bom(StrictModel):
    lines: list[BomLine]
    totals_by_currency: list[Money] = Field(description="Sum of priced lines per currency, no conversion.")
    total: Money | None = Field(description="Everything in the project currency; null when a rate is missing.")
    conversions: list[str] = Field(default_factory=list, description="Exchange rates used for `total`.")
    unpriced_item_ids: list[str] = Field(default_factory=list)



def build_bom(rp: ResolvedProject) -> tuple[Bom, list[Finding]]:
    currency = rp.project.costs.currency
    lines = [_bom_line(rnode.node.id, r) for rnode in rp.nodes for r in rnode.items]
    unpriced = [line.item_id for line in lines if line.unit_price is None]
    per_currency: dict[str, float] = defaultdict(float)
    for line in lines:
        if line.line_total is not None:
            per_currency[line.line_total.currency] += line.line_total.amount
    totals = [Money(amount=round_cents(v), currency=c) for c, v in sorted(per_currency.items())]
    grand, used_rates, missing = _convert(totals, currency, rp.project.costs.exchange_rates)
    too_large = not missing and grand > MAX_AMOUNT
    total = Money(amount=grand, currency=currency) if not missing and not too_large else None
    findings = _total_findings(currency, grand, total, used_rates, missing, too_large,
                               [line for line in lines if line.unit_price is None], len(lines))
    return Bom(lines=lines, totals_by_currency=totals, total=total, conversions=used_rates,
               unpriced_item_ids=unpriced), findings


def _bom_line(node_id: str, r: ResolvedItem) -> BomLine:
    """One resolved item as a BOM line, its total the unit price times the quantity, to the cent."""
    item, part = r.item, r.part
    total = None
    if item.unit_price is not None:
        total = Money(amount=round_cents(item.unit_price.amount * item.quantity), currency=item.unit_price.currency)
    return BomLine(
        node_id=node_id, item_id=item.id,
        category=part.kind if part is not None else "unknown",
        part_id=item.part_id, custom=item.custom_part is not None,
        name=part.name if part is not None else item.part_id or "?",
        key_specs=part.key_specs() if part is not None else "",
        quantity=item.quantity, condition=item.condition,
        unit_price=item.unit_price, line_total=total,
        slots=[s.slot + (" (riser)" if s.via_riser else "") for s in item.slots],
        note=item.note,
        source=part.source if part is not None else "",
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
            T("{count} line(s) have no price yet ({items}); the total leaves them out."),
            item_ids=[line.item_id for line in unpriced], count=len(unpriced),
            items=join([text("{name}", name=line.name) for line in unpriced], ", ")))
    if total is not None and line_count:
        findings.append(Finding.make(
            "bom", "ok", "bom.total", T("Parts total {total:,.2f} {currency} over {lines} line(s)."),
            total=total.amount, currency=currency, lines=line_count))
    return findings
