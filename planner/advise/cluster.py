"""Two machines when one cannot meet the goal: a card set no single board takes (too few slots, too much power
for one circuit, no platform that passes) split over two machines, each with the cheapest platform for its
half, joined by Ethernet as llama.cpp RPC runs them (the model's layers split over both, every token crossing
the boundary once; planner/llm/network.py prices that on the decode).

Each machine is built on its hardware checks alone; the pair is then judged whole by `evaluate`: the model fits
the cards of both, no `fail`, the decode with the network's cost meets the speed, the two together within the
budget, and each machine within the wall power (each on its own circuit). The boards' own Ethernet ports link
them: no network card or switch is bought, and the link is counted at 1 Gbit/s.
"""

from __future__ import annotations

import datetime as _dt
import math

from planner.advise.goal import Goal
from planner.advise.gpus import GpuMix
from planner.advise.platform import Built, boards_for, build_around, gpu_lines, only
from planner.catalog.store import Catalog
from planner.evaluate import evaluate
from planner.model.parts import Gpu
from planner.model.project import Project
from planner.text import T, Text, text

#: The link the advisor counts between its two machines (every board's own Ethernet runs at least this).
LINK_GBIT = 1.0


def _machine(base: Project, units, goal: Goal, catalog: Catalog, options, as_of: _dt.date) -> Built | Text:
    why: Text = text(T("no board in the catalog with a price has slots for {cards} cards"), cards=len(units))
    for board in boards_for(options, catalog, goal, len(units)):
        built = build_around(base, gpu_lines(units, goal), board, catalog, goal, options, as_of, one_of_several=True)
        if not isinstance(built, Text):
            return built
        why = built
    return why


def _joined(first: Project, second: Project) -> Project:
    """One project of both machines: 'Machine 1' and 'Machine 2', linked at LINK_GBIT."""
    data = first.model_dump(mode="json")
    node_a = only(data["nodes"])
    node_b = only(second.model_dump(mode="json")["nodes"])
    node_a.update(id="node-1", name="Machine 1", network_gbit=LINK_GBIT)
    node_b.update(id="node-2", name="Machine 2", network_gbit=LINK_GBIT)
    data["nodes"] = [node_a, node_b]
    return Project.model_validate(data)


def _judged(project: Project, goal: Goal, catalog: Catalog, as_of: _dt.date) -> Built | Text:
    report = evaluate(project, catalog, with_monte_carlo=False, as_of=as_of)
    failed = next((f for f in report.findings if f.level == "fail"), None)
    if failed is not None:
        return text(T("two machines: {finding}"), finding=Text(template=failed.template or failed.message,
                                                               params=failed.params, parts=failed.parts))
    tps = report.fit.tokens_per_s.decode_tokens_per_s if report.fit and report.fit.tokens_per_s else 0.0
    if tps < goal.min_tokens_per_s:
        return text(T("two machines decode {tps:.1f} tokens/s with the network between them, under the {min_tps:g} "
                      "asked for"), tps=tps, min_tps=goal.min_tokens_per_s)
    total = report.bom.total
    if total is None or total.amount > goal.budget.amount:
        return text(T("two machines cost {price:,.0f} {currency}, over the budget"),
                    price=total.amount if total is not None else 0, currency=goal.budget.currency)
    over = [n for n in (report.power.nodes if report.power is not None else [])
            if goal.max_wall_w is not None and n.wall_w > goal.max_wall_w]
    if over:
        return text(T("a machine of the two draws {wall_w:,.0f} W at the wall, over the {max_w:,.0f} W allowed"),
                    wall_w=over[0].wall_w, max_w=goal.max_wall_w)
    return Built(project, report)


def two_machines(mix: GpuMix, base: Project, goal: Goal, catalog: Catalog, options,
                 as_of: _dt.date) -> Built | Text:
    """The card set split over two machines (the first takes the larger half), or why that fails too."""
    if any(not isinstance(catalog.parts.get(i), Gpu) for i in goal.own):
        return text(T("two machines are not planned around owned platform parts"))
    if mix.n_cpu_moe is not None:
        return text(T("two machines are not planned with MoE experts kept in system RAM"))
    units = [(o.gpu, o.condition, o.owned) for o, n in mix.parts for _ in range(n)]
    if len(units) < 2:
        return text(T("one card cannot be split over two machines"))
    half = math.ceil(len(units) / 2)
    machines = []
    for part in (units[:half], units[half:]):
        built = _machine(base, part, goal, catalog, options, as_of)
        if isinstance(built, Text):
            return text(T("two machines: {why}"), why=built)
        machines.append(built.project)
    return _judged(_joined(*machines), goal, catalog, as_of)
