"""`advise`: the cheapest builds that meet a goal, and the trade-offs between them.

1. Every mix of cards the catalog prices (planner/advise/gpus.py) is a candidate; cheap bounds drop most of them
   at once (budget, memory for the weights, bandwidth for the speed).
2. The rest get the real per-card fit at the best format that fits and the decode estimate; those that fit and
   are fast enough are kept, cheapest first, with the fastest ones too.
3. Around each kept card set the cheapest platform that passes every check is built (planner/advise/platform.py)
   and judged by `evaluate`: no `fail`, within the budget and the wall power.
4. The builds on the Pareto front of price, decode speed and monthly cost are returned, each with why it is
   there and what it gives up against the others.
When nothing meets the goal, the nearest misses say what to relax.
"""

from __future__ import annotations

import datetime as _dt
import time

from planner.advise.cluster import several_machines
from planner.advise.goal import Goal
from planner.advise.gpus import GpuMix, fit_mix, formats, gpu_offers, mixes, owned_offers, screen
from planner.advise.platform import (Built, boards_for, build_around, cheapest_platform, gpu_lines, only,
                                     platform_options)
from planner.advise.report import AdviseReport, Build, PartLine
from planner.catalog.store import Catalog
from planner.errors import Cancelled
from planner.llm.host_ram import HOST_RAM_SHARE
from planner.llm.config import ModelSpec
from planner.model.costs import CostAssumptions
from planner.model.project import Project
from planner.new_project import new_project
from planner.text import T, Text, text

#: Card sets given a platform: the cheapest that fit and meet the speed, plus the fastest.
CHEAPEST_SETS = 12
FASTEST_SETS = 4
#: Card sets fitted (the real per-card fit) at most, cheapest first.
FITTED_MAX = 400


def _base_project(goal: Goal, catalog: Catalog, quant: str, costs: CostAssumptions | None = None,
                  offload: bool = False) -> Project:
    """An empty machine with the goal's workload, and the given cost assumptions (else File > New's)."""
    project = new_project(catalog, name="Advised build", currency=goal.budget.currency)
    workload = {"quantization": quant, "kv_cache_type": "fp16", "context_tokens": goal.context_tokens,
                "batch_size": 1, "mode": "inference", "engine": "llama.cpp",
                "cpu_offload": "auto" if offload else "none"}
    if goal.model_id is not None:
        workload["model_id"] = goal.model_id
    else:
        workload.update(hf_config=goal.hf_config, model_name=goal.model_name)
    data = project.model_dump(mode="json")
    data["workload"] = workload
    if costs is not None:
        data["costs"] = costs.model_dump(mode="json")
    return Project.model_validate(data)


def _fitted(goal: Goal, spec: ModelSpec, quants, offers, owned, combos, keep, progress, cancelled) -> list[GpuMix]:
    out = []
    for n, k in enumerate(keep[:FITTED_MAX]):
        if cancelled is not None and cancelled():
            raise Cancelled()
        parts = tuple((offers[i], c) for i, c in combos[k]) + tuple((o, 1) for o in owned)
        out.append(fit_mix(parts, spec, quants, "fp16", goal.context_tokens, goal.moe_offload))
        if progress is not None and n % 20 == 0:
            progress(0.1 + 0.5 * n / max(len(keep[:FITTED_MAX]), 1))
    return out


def _chosen_sets(fitted: list[GpuMix], goal: Goal) -> list[GpuMix]:
    good = sorted((m for m in fitted if m.fits and m.tokens_per_s >= goal.min_tokens_per_s),
                  key=lambda m: (m.price, -m.tokens_per_s))
    fastest = sorted(good, key=lambda m: -m.tokens_per_s)[:FASTEST_SETS]
    chosen = good[:CHEAPEST_SETS] + [m for m in fastest if m not in good[:CHEAPEST_SETS]]
    return chosen


def _build(mix: GpuMix, goal: Goal, catalog: Catalog, options, as_of, costs) -> Built | Text:
    base = _base_project(goal, catalog, mix.quant, costs, mix.n_cpu_moe is not None)
    units = [(o.gpu, o.condition, o.owned) for o, n in mix.parts for _ in range(n)]
    lines = gpu_lines(units, goal)
    why: Text = text(T("no board in the catalog with a price has slots for {cards} cards"), cards=mix.cards)
    for board in boards_for(options, catalog, goal, mix.cards):
        built = build_around(base, lines, board, catalog, goal, options, as_of, ram_gib=mix.host_gib / HOST_RAM_SHARE)
        if isinstance(built, Text):
            why = built
            continue
        total = built.report.bom.total
        if total is not None and total.amount <= goal.budget.amount:
            return built
        why = text(T("{board}: the whole build costs {price:,.0f} {currency}, over the budget"), board=board.name,
                   price=total.amount if total is not None else 0, currency=goal.budget.currency)
    return why


def _figures(built: Built) -> dict:
    r = built.report
    tps = r.fit.tokens_per_s.decode_tokens_per_s if r.fit and r.fit.tokens_per_s else 0.0
    monthly = r.tco.monthly.total_per_month if r.tco is not None else None
    return {"price": r.bom.total.amount, "tps": tps, "monthly": monthly}


def pareto(builds: list[tuple[Built, dict]]) -> list[tuple[Built, dict]]:
    """The builds no other build beats on price, speed and monthly cost at once (cheapest first)."""
    def beaten(a, b) -> bool:  # b at least as good everywhere and better somewhere
        ma, mb = a["monthly"] or 0.0, b["monthly"] or 0.0
        no_worse = b["price"] <= a["price"] and b["tps"] >= a["tps"] and mb <= ma
        better = b["price"] < a["price"] or b["tps"] > a["tps"] or mb < ma
        return no_worse and better
    front = [(x, f) for x, f in builds if not any(beaten(f, g) for _, g in builds)]
    return sorted(front, key=lambda x: (x[1]["price"], -x[1]["tps"]))


def _why(f: dict, front: list[dict], currency: str) -> Text:
    cheapest = min(g["price"] for g in front)
    fastest = max(g["tps"] for g in front)
    monthly = [g["monthly"] for g in front if g["monthly"] is not None]
    clauses = []
    if f["price"] == cheapest:
        clauses.append(text(T("the cheapest build that meets the goal")))
    if f["tps"] == fastest:
        clauses.append(text(T("the fastest decode on the list")))
    if monthly and f["monthly"] == min(monthly):
        clauses.append(text(T("the lowest cost a month")))
    if not clauses:
        clauses.append(text(T("faster than every cheaper build")))
    gives = []
    if f["price"] > cheapest:
        gives.append(text(T("costs {extra:,.0f} {currency} more than the cheapest"), extra=f["price"] - cheapest,
                          currency=currency))
    if f["tps"] < fastest:
        gives.append(text(T("decodes {slower:.1f} tokens/s slower than the fastest"), slower=fastest - f["tps"]))
    joined = Text(template="{a}", params={}, parts={"a": clauses[0]}) if len(clauses) == 1 else \
        text(T("{first}, and also {second}"), first=clauses[0], second=clauses[-1])
    if not gives:
        return text(T("Chosen as {why}."), why=joined)
    give = gives[0] if len(gives) == 1 else text(T("{first}, and {second}"), first=gives[0], second=gives[1])
    return text(T("Chosen as {why}; against the others it {gives}."), why=joined, gives=give)


def _build_entry(built: Built, f: dict, why: Text, n: int) -> Build:
    r = built.report
    nodes = built.project.nodes
    parts = [PartLine(part_id=i.part_id, quantity=i.quantity, condition=i.condition)
             for node in nodes for i in node.items if i.part_id is not None]
    names = " | ".join(" + ".join(f"{i.quantity}x {line.name}" + (" (used)" if i.condition == "used" else "")
                                  for i in node.items for line in r.bom.lines
                                  if line.node_id == node.id and line.item_id == i.id and line.category == "gpu")
                       for node in nodes)
    if len(nodes) > 1:
        names = f"{len(nodes)} machines: {names}"
    status = "warn" if any(x.level == "warn" for x in r.findings) else "ok"
    return Build(name=f"#{n} {names}", parts=parts, price_total=f["price"], currency=r.bom.total.currency,
                 status=status, fits=bool(r.fit and r.fit.fits), quant=r.fit.quant if r.fit else "",
                 tokens_per_s=round(f["tps"], 2), monthly_total=f["monthly"],
                 wall_w=r.power.wall_w if r.power is not None else None, why=why, project=built.project,
                 machines=len(nodes))


def advise(goal: Goal, spec: ModelSpec, catalog: Catalog, progress=None, cancelled=None,
           as_of: _dt.date | None = None, costs: CostAssumptions | None = None) -> AdviseReport:
    """The Pareto front of builds meeting the goal, or the nearest misses (see the module docstring). `costs`: the
    cost assumptions the builds' monthly cost is counted with (the window passes the open project's; their
    currency must be the budget's); without them, File > New's."""
    if costs is not None and costs.currency != goal.budget.currency:
        raise ValueError(f"the budget is in {goal.budget.currency} but the costs in {costs.currency}")
    started = time.perf_counter()
    as_of = as_of or _dt.date.today()
    rates = (costs or new_project(catalog, currency=goal.budget.currency).costs).exchange_rates
    quants = formats(goal.quantization)
    offers = gpu_offers(catalog, goal.budget.currency, rates, goal.allow_used, goal.gpu_family, goal.own)
    owned = owned_offers(catalog, goal.own)
    options = platform_options(catalog, goal.budget.currency, rates, goal.allow_used)
    combos = mixes(offers, max(goal.max_cards - len(owned), 1)) if len(owned) < goal.max_cards else []
    if owned:
        combos = [()] + combos  # the owned cards alone
    budget = goal.budget.amount - cheapest_platform(options)
    keep = screen(offers, combos, owned, budget, spec, quants, goal.min_tokens_per_s, goal.moe_offload)
    prices = [sum(offers[i].price * c for i, c in combos[k]) for k in keep]
    keep = [k for _, k in sorted(zip(prices, keep))]
    screened = time.perf_counter() - started
    fitted = _fitted(goal, spec, quants, offers, owned, combos, keep, progress, cancelled)
    built: list[tuple[Built, dict]] = []
    rejected: list[tuple[GpuMix, Text]] = []
    chosen = _chosen_sets(fitted, goal)
    for n, mix in enumerate(chosen):
        if cancelled is not None and cancelled():
            raise Cancelled()
        b = _build(mix, goal, catalog, options, as_of, costs)
        if isinstance(b, Text):
            rejected.append((mix, b))
        else:
            built.append((b, _figures(b)))
        if progress is not None:
            progress(0.6 + 0.4 * (n + 1) / max(len(chosen), 1))
    if not built and chosen:
        built = _on_several_machines(chosen, rejected, goal, catalog, options, as_of, costs, cancelled)
    front = pareto(built)
    figures = [f for _, f in front]
    builds = [_build_entry(b, f, _why(f, figures, goal.budget.currency), n) for n, (b, f) in enumerate(front, 1)]
    misses = [] if builds else nearest_misses(fitted, rejected, goal, len(keep), len(combos))
    return AdviseReport(searched=len(combos), screened_seconds=round(screened, 3), fitted=len(fitted),
                        built=len(chosen), seconds=round(time.perf_counter() - started, 2), builds=builds,
                        misses=misses, currency=goal.budget.currency)


def _on_several_machines(chosen: list[GpuMix], rejected: list[tuple[GpuMix, Text]], goal: Goal, catalog: Catalog,
                         options, as_of, costs, cancelled) -> list[tuple[Built, dict]]:
    """When no single machine meets the goal: the same card sets over several machines (planner/advise/cluster.py);
    a set that fails there too adds why to its rejection."""
    built = []
    for mix in chosen:
        if cancelled is not None and cancelled():
            raise Cancelled()
        b = several_machines(mix, _base_project(goal, catalog, mix.quant, costs), goal, catalog, options, as_of)
        if isinstance(b, Text):
            rejected.append((mix, b))
        else:
            built.append((b, _figures(b)))
    return built


def nearest_misses(fitted: list[GpuMix], rejected: list[tuple[GpuMix, Text]], goal: Goal, kept: int,
                   searched: int) -> list[Text]:
    """What to relax when no build meets the goal, each with the figure that would."""
    cur = goal.budget.currency
    fits = [m for m in fitted if m.fits]
    if not kept:
        return [text(T("No mix of the catalog's priced cards passes the first bounds ({searched:,} mixes): the "
                       "budget less the cheapest platform, memory for the weights and bandwidth for "
                       "{tps:g} tokens/s. Raise the budget, choose a smaller format or model, lower the speed, or "
                       "allow used cards."), searched=searched, tps=goal.min_tokens_per_s)]
    if not fits:
        return [text(T("No card set within the budget holds the model at {context:,} tokens of context: raise the "
                       "budget, shorten the context, choose a smaller format, or allow used cards."),
                     context=goal.context_tokens)]
    out = []
    fastest = max(fits, key=lambda m: m.tokens_per_s)
    if fastest.tokens_per_s < goal.min_tokens_per_s:
        out.append(text(T("The fastest card set that fits decodes about {tps:.1f} tokens/s ({cards}, "
                          "{price:,.0f} {currency} for the cards): lower the speed to that, or raise the budget."),
                        tps=fastest.tokens_per_s, cards=_names(fastest), price=fastest.price, currency=cur))
    for mix, why in rejected[:3]:
        out.append(text(T("{cards} ({price:,.0f} {currency} for the cards, {tps:.1f} tokens/s) was not built: "
                          "{why}."), cards=_names(mix), price=mix.price, currency=cur, tps=mix.tokens_per_s, why=why))
    if not rejected:
        cheapest = min(fits, key=lambda m: m.price)
        out.append(text(T("The cheapest card set that fits costs {price:,.0f} {currency} ({cards}) but decodes "
                          "slower than {min_tps:g} tokens/s: lower the speed or raise the budget."),
                        price=cheapest.price, currency=cur, cards=_names(cheapest), min_tps=goal.min_tokens_per_s))
    return out


def _names(mix: GpuMix) -> str:
    return " + ".join(f"{n}x {o.gpu.name}{' (used)' if o.condition == 'used' else ''}" for o, n in mix.parts)
