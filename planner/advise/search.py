"""`advise`: the cheapest builds that meet a goal, and the trade-offs between them.

1. Every mix of cards the catalog prices (planner/advise/gpus.py) is a candidate; bounds (planner/advise/bounds.py)
   drop most of them at once: the cards with the least the rest of a build can cost over the budget, too little
   memory for the weights that must be on the cards, a decode ceiling under the speed asked for.
2. The rest are taken lowest price floor first (planner/advise/branch.py): each gets the real per-card fit at the
   best format that fits and the decode estimate unless a build already found is as cheap as its floor and as
   fast as its ceiling; a set that fits and is fast enough gets a whole platform (planner/advise/platform.py),
   judged by `evaluate`: no `fail`, within the budget and the wall power. A MoE set with experts in system RAM is
   built with the cheapest RAM that meets the speed and with the fastest (planner/advise/memory.py).
3. The builds on the Pareto front of price, decode speed and monthly cost are returned, each with why it is there
   and what it gives up against the others.
When nothing meets the goal, the nearest misses say what to relax, counted over every mix searched.
"""

from __future__ import annotations

import datetime as _dt
import time
from typing import Callable

from planner.advise.cluster import several_machines
from planner.advise.goal import Goal
from planner.advise import branch
from planner.advise.branch import figures
from planner.advise.gpus import GpuMix, Screened, formats, gpu_offers, mixes, owned_offers
from planner.advise.memory import RamNeed
from planner.advise.platform import Built, boards_for, build_around, gpu_lines, platform_options
from planner.advise.space import Space
from planner.advise.report import AdviseReport, Build, PartLine
from planner.catalog.store import Catalog
from planner.errors import Cancelled
from planner.llm.config import ModelSpec
from planner.model.costs import CostAssumptions
from planner.model.project import Project
from planner.new_project import new_project
from planner.text import T, Text, text

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


def _builds(mix: GpuMix, goal: Goal, catalog: Catalog, options, as_of, costs) -> list[Built] | Text:
    """The cheapest build of the card set; with experts in system RAM also the one with the fastest RAM the board
    takes (all its CPU's channels filled), when that differs: the RAM is part of the trade-off of price and speed."""
    first = _build(mix, goal, catalog, options, as_of, costs)
    if isinstance(first, Text) or mix.n_cpu_moe is None:
        return first if isinstance(first, Text) else [first]
    fast = _build(mix, goal, catalog, options, as_of, costs, fastest_ram=True)
    same = not isinstance(fast, Text) and fast.report.bom.total.amount == first.report.bom.total.amount
    return [first] if isinstance(fast, Text) or same else [first, fast]


def _build(mix: GpuMix, goal: Goal, catalog: Catalog, options, as_of, costs, fastest_ram: bool = False) -> Built | Text:
    base = _base_project(goal, catalog, mix.quant, costs, mix.n_cpu_moe is not None)
    units = [(o.gpu, o.condition, o.owned) for o, n in mix.parts for _ in range(n)]
    lines = gpu_lines(units, goal)
    ram = RamNeed.of(mix)
    why: Text = (text(T("no board in the catalog with a price has slots for {cards} cards"), cards=mix.cards)
                 if ram is None else
                 text(T("no priced board has slots for {cards} cards and memory slots that priced kits fill with "
                        "the {need:,.0f} GiB of system RAM the experts kept in RAM need"), cards=mix.cards,
                      need=ram.gib))
    for board in boards_for(options, catalog, goal, mix.cards, ram.gib if ram is not None else 0.0):
        built = build_around(base, lines, board, catalog, goal, options, as_of, ram=ram, fastest_ram=fastest_ram)
        if isinstance(built, Text):
            why = built
            continue
        total = built.report.bom.total
        if total is not None and total.amount <= goal.budget.amount:
            return built
        why = text(T("{board}: the whole build costs {price:,.0f} {currency}, over the budget"), board=board.name,
                   price=total.amount if total is not None else 0, currency=goal.budget.currency)
    return why


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
    space = Space(goal, spec, catalog, quants, offers, owned, combos, options)
    screened = space.screen()
    screen_s = time.perf_counter() - started
    steps = branch.Steps(space.fit, space.decode_ceiling, space.price_floor,
                         lambda mix: _builds(mix, goal, catalog, options, as_of, costs))
    tally = branch.search(screened, goal.budget.amount, goal.min_tokens_per_s, steps, progress, cancelled)
    built = tally.built
    if not built and tally.rejected:
        built = _on_several_machines(tally.rejected, goal, catalog, options, as_of, costs, cancelled)
    front = pareto(built)
    shown = [f for _, f in front]
    builds = [_build_entry(b, f, _why(f, shown, goal.budget.currency), n) for n, (b, f) in enumerate(front, 1)]
    misses = [] if builds else nearest_misses(screened, tally, goal, len(combos), space.platform(1),
                                              space.decode_ceiling)
    return AdviseReport(searched=len(combos), screened_seconds=round(screen_s, 3), fitted=len(tally.fitted),
                        built=tally.attempts, seconds=round(time.perf_counter() - started, 2), builds=builds,
                        misses=misses, currency=goal.budget.currency, over_budget=screened.over_budget,
                        too_small=screened.too_small, too_slow=screened.too_slow,
                        beaten=tally.beaten_unfitted, left=tally.unfitted,
                        cheapest_proven=tally.cheapest_proven())


def _on_several_machines(rejected: list[tuple[GpuMix, Text]], goal: Goal, catalog: Catalog, options, as_of, costs,
                         cancelled) -> list[tuple[Built, dict]]:
    """When no single machine meets the goal: the card sets that were not built over several machines
    (planner/advise/cluster.py); a set that fails there too adds why to its rejection."""
    built = []
    for mix in [m for m, _ in rejected]:
        if cancelled is not None and cancelled():
            raise Cancelled()
        b = several_machines(mix, _base_project(goal, catalog, mix.quant, costs), goal, catalog, options, as_of)
        if isinstance(b, Text):
            rejected.append((mix, b))
        else:
            built.append((b, figures(b)))
    return built


def nearest_misses(screened: Screened, tally: branch.Tally, goal: Goal, searched: int, floor: float,
                   speed: Callable[[GpuMix], float]) -> list[Text]:
    """What to relax when no build meets the goal, each with the figure that would; every sentence is true of all
    the mixes searched (what the bounds ruled out is counted, not passed over). `speed(mix)`: a fitted mix's decode
    (with MoE experts in system RAM, at the fastest RAM a priced board reaches)."""
    cur = goal.budget.currency
    if not screened.kept:
        return [text(T("None of the {searched:,} mixes of the catalog's priced cards passes the bounds: {over:,} cost "
                       "more than the budget with the cheapest platform ({floor:,.0f} {currency}) and PSU for them, {small:,} more "
                       "cannot hold the weights, and the other {slow:,} cannot decode {tps:g} tokens/s even at "
                       "their cards' full bandwidth (at most {ceiling:.1f}). Raise the budget, choose a smaller "
                       "format or model, lower the speed, or allow used cards."),
                     searched=searched, over=screened.over_budget, floor=floor, currency=cur,
                     small=screened.too_small, slow=screened.too_slow, tps=goal.min_tokens_per_s,
                     ceiling=screened.best_ceiling_dropped)]
    fits = [m for m in tally.fitted if m.fits]
    if not fits:
        return [text(T("None of the {fitted:,} card sets within the budget that the bounds leave (all of them "
                       "fitted) holds the model at {context:,} tokens of context: raise the budget, shorten the "
                       "context, choose a smaller format, or allow used cards."),
                     fitted=len(tally.fitted), context=goal.context_tokens)]
    out = []
    fastest = max(fits, key=speed)
    if speed(fastest) < goal.min_tokens_per_s and tally.complete:
        out.append(text(T("No card set within the budget decodes {min_tps:g} tokens/s. Of the {fitted:,} that the "
                          "bounds leave (all of them fitted), the fastest decodes about {tps:.1f} tokens/s ({cards}, "
                          "{price:,.0f} {currency} for the cards); the bandwidth bound puts the other {slow:,} "
                          "mixes within the budget under {ceiling:.1f}. Lower the speed to that, or raise the budget."),
                        min_tps=goal.min_tokens_per_s, fitted=len(tally.fitted), tps=speed(fastest),
                        cards=_names(fastest), price=fastest.price, currency=cur, slow=screened.too_slow,
                        ceiling=max(screened.best_ceiling_dropped, speed(fastest))))
    elif speed(fastest) < goal.min_tokens_per_s:
        out.append(text(T("Of the {fitted:,} card sets fitted before the search stopped at its limits, the fastest "
                          "decodes about {tps:.1f} tokens/s ({cards}, {price:,.0f} {currency} for the cards), under "
                          "the {min_tps:g} asked for; {unfitted:,} mixes were not fitted."),
                        fitted=len(tally.fitted), tps=speed(fastest), cards=_names(fastest), price=fastest.price,
                        currency=cur, min_tps=goal.min_tokens_per_s, unfitted=tally.unfitted))
    for mix, why in tally.rejected[:3]:
        out.append(text(T("{cards} ({price:,.0f} {currency} for the cards, {tps:.1f} tokens/s) was not built: "
                          "{why}."), cards=_names(mix), price=mix.price, currency=cur, tps=speed(mix), why=why))
    if tally.over_budget_fitted:
        out.append(text(T("{sets:,} card sets that fit and are fast enough cost more than the budget once the system "
                          "RAM their experts need is counted."), sets=tally.over_budget_fitted))
    if not tally.complete:
        out.append(text(T("The search stopped at its limits ({attempts} builds, {fitted:,} fits): {unbuilt:,} more "
                          "card sets that fit and are fast enough, and {unfitted:,} mixes not fitted, were not "
                          "tried."), attempts=tally.attempts, fitted=len(tally.fitted), unbuilt=tally.unbuilt,
                        unfitted=tally.unfitted))
    elif tally.rejected:
        out.append(text(T("Every one of the {attempts} card sets within the budget that fit and are fast enough was "
                          "tried."), attempts=tally.attempts))
    return out


def _names(mix: GpuMix) -> str:
    return " + ".join(f"{n}x {o.gpu.name}{' (used)' if o.condition == 'used' else ''}" for o, n in mix.parts)
