"""The cost's risk from the cards' condition (issue 15): instead of one risk figure typed by hand, each GPU line
becomes a risk event -- every card, every month, may fail with its condition's annual rate / 12; a failure costs
the hours to diagnose and swap it at the owner's rate, plus a spare card at the line's price when no maker's
warranty covers the card (used, ex-mining, memory-modded).

The rates and where they come from (`PartRisk` holds the editable values, these are the defaults):
  new:      2 % a year. Retailers' warranty-claim rates for graphics cards: Digitec Galaxus 0.4-2.5 % by brand over
            24 months (Tom's Hardware, 2023-08-28); LDLC's returns 1.9-2.3 % within 6-12 months (hardware.fr's
            figures, hwbot newsflash 509). The top of that band, which is also the Monte Carlo's default.
  used:     2 % a year. No public failure rate for used cards: the new-card rate, but the failure buys a spare.
  hard use: 6.1 % a year for ex-mining, ex-datacentre and memory-modded cards. Llama 3's training run: 148
            interruptions from faulty GPUs on 16,384 H100s in 54 days under full load (Meta, "The Llama 3 Herd of
            Models", table 5), 148 / 16,384 x 365 / 54. An upper reference for cards that ran round the clock; no
            public rate exists for mining or modded cards.
"""

from __future__ import annotations

from planner.catalog.resolve import ResolvedProject
from planner.hardware.bom import Bom
from planner.model.costs import CostAssumptions, PartRisk
from planner.model.money import convert_amount, round_cents
from planner.tco.report import PartRiskLine
from planner.text import T, Text, text

#: Where each default rate comes from, shown with the figures.
RATE_SOURCES = {
    "new": "https://www.tomshardware.com/news/swiss-retailer-stats-reveal-which-gpu-brand-has-the-highest-failure-rates",
    "used": "https://www.tomshardware.com/news/swiss-retailer-stats-reveal-which-gpu-brand-has-the-highest-failure-rates",
    "hard_use": "https://arxiv.org/abs/2407.21783",
}

_BASIS = {
    "new": T("new, in the maker's warranty: {rate:.1%} a year (retailers' warranty claims on graphics cards, "
             "0.4-2.5 %); a failure costs {hours:g} h of your time"),
    "used": T("used, no maker's warranty: {rate:.1%} a year (no published rate for used cards: the new-card rate); "
              "a failure costs a spare at {spare:,.2f} {currency} and {hours:g} h of your time"),
    "hard_use": T("{history}, no maker's warranty: {rate:.1%} a year (Llama 3's faulty-GPU rate under full load: "
                  "148 of 16,384 cards in 54 days); a failure costs a spare at {spare:,.2f} {currency} and {hours:g} h "
                  "of your time"),
}


def _risk_class(item, part) -> str:
    if item.ex_mining or getattr(part, "memory_mod", False):
        return "hard_use"
    return "used" if item.condition == "used" else "new"


def _rate(risk: PartRisk, cls: str) -> float:
    return {"new": risk.new_annual_failure_rate, "used": risk.used_annual_failure_rate,
            "hard_use": risk.hard_use_annual_failure_rate}[cls]


def _basis(cls: str, gpu, rate: float, hours: float, spare: float | None, currency: str) -> Text:
    fields = dict(rate=rate, hours=hours, spare=spare or 0.0, currency=currency)
    if cls == "hard_use":
        fields["history"] = text(T("memory-modded")) if gpu.memory_mod else text(T("ex-mining or ex-datacentre"))
    return text(_BASIS[cls], **fields)


def part_risk_lines(rp: ResolvedProject, bom: Bom) -> list[PartRiskLine]:
    """Each GPU line's expected failure loss at the project's rates, in the project currency."""
    costs = rp.project.costs
    rate_per_hour = convert_amount(costs.owner_hourly_rate, costs.currency, costs.exchange_rates) or 0.0
    prices = {(b.node_id, b.item_id): b.unit_price for b in bom.lines}
    hours = costs.part_risk.repair_hours
    out = []
    for node in rp.nodes:
        for r, gpu in node.gpus():
            cls = _risk_class(r.item, gpu)
            spare = None
            if cls != "new":
                price = prices.get((node.node.id, r.item.id))
                spare = convert_amount(price, costs.currency, costs.exchange_rates) if price is not None else None
            loss = round_cents((spare or 0.0) + hours * rate_per_hour)
            rate = _rate(costs.part_risk, cls)
            basis = _basis(cls, gpu, rate, hours, spare, costs.currency)
            out.append(PartRiskLine(
                item_id=r.item.id, name=gpu.name, cards=r.item.quantity, condition=cls, annual_failure_rate=rate,
                spare_price=None if spare is None else round_cents(spare), loss_each=loss,
                per_month=round_cents(r.item.quantity * rate / 12 * loss), basis=basis,
                source=RATE_SOURCES[cls]))
    return out


def with_part_risk(costs: CostAssumptions, lines: list[PartRiskLine]) -> CostAssumptions:
    """The costs the model runs on when the risk comes from the parts: the typed events plus one per GPU line,
    and no separate GPU-failure draw in the Monte Carlo (the lines' events are drawn instead)."""
    events = list(costs.risk_events) + [line.event(costs.currency) for line in lines]
    return costs.model_copy(update={
        "risk_events": events,
        "uncertainty": costs.uncertainty.model_copy(update={"gpu_annual_failure_rate": 0.0}),
    })


def uncounted_risk_note(lines: list[PartRiskLine], currency: str) -> Text | None:
    """With the risk typed by hand: what the used, ex-mining and modded cards would add, or None without any."""
    risky = [line for line in lines if line.condition != "new"]
    if not risky:
        return None
    return text(T("{cards:# used, ex-mining or modded card|# used, ex-mining or modded cards} in this build: at the "
                  "stated failure rates they would add {amount:,.2f} {currency} a month of expected loss (a spare card "
                  "each time, no maker's warranty). Tick Risk from the cards' condition on the Cost inputs tab "
                  "(costs.part_risk.enabled in the project file) to count it."),
                cards=sum(line.cards for line in risky), amount=round_cents(sum(line.per_month for line in risky)),
                currency=currency)
