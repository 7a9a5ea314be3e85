"""Several machines when one cannot meet the goal: a card set no single board takes (too few slots, too much power
for one circuit, no platform that passes) split over the fewest machines that work (two, then up to
MAX_MACHINES), each with the cheapest platform for its share, joined by Ethernet as llama.cpp RPC runs them (the
model's layers split over all of them, every token crossing each boundary once; planner/llm/network.py prices
that on the decode).

Each machine is built on its hardware checks alone; the cluster is then judged whole by `evaluate`: the model fits
the cards of all, no `fail`, the decode with the network's cost meets the speed, all together within the budget,
and each machine within the wall power (each on its own circuit). The boards' own Ethernet ports link them: no
network card or switch is bought, and the link is counted at 1 Gbit/s. Owned cards go first, into machine 1, which
is built around the owned platform parts (board, CPU, memory, PSU, case); the other machines buy their own.
"""

from __future__ import annotations

import datetime as _dt

from planner.advise.goal import Goal
from planner.advise.gpus import GpuMix
from planner.advise.platform import Built, boards_for, build_around, gpu_lines, only
from planner.catalog.store import Catalog
from planner.evaluate import evaluate
from planner.model.parts import Gpu
from planner.model.project import Project
from planner.text import T, Text, text

#: The link the advisor counts between its machines (every board's own Ethernet runs at least this).
LINK_GBIT = 1.0
#: The most machines a card set is split over (each one more adds a network boundary to every token).
MAX_MACHINES = 4

#: A card of the set: (the GPU, the condition it is bought in, whether it is owned).
Unit = tuple[Gpu, str, bool]


def _machine(base: Project, units: list[Unit], goal: Goal, catalog: Catalog, options, as_of: _dt.date) -> Built | Text:
    why: Text = text(T("no board in the catalog with a price has slots for {cards} cards"), cards=len(units))
    for board in boards_for(options, catalog, goal, len(units)):
        built = build_around(base, gpu_lines(units, goal), board, catalog, goal, options, as_of, one_of_several=True)
        if not isinstance(built, Text):
            return built
        why = built
    return why


def _joined(machines: list[Project]) -> Project:
    """One project of all machines: 'Machine 1', 'Machine 2', ..., linked at LINK_GBIT."""
    data = machines[0].model_dump(mode="json")
    nodes = []
    for n, machine in enumerate(machines, start=1):
        node = only(machine.model_dump(mode="json")["nodes"])
        node.update(id=f"node-{n}", name=f"Machine {n}", network_gbit=LINK_GBIT)
        nodes.append(node)
    data["nodes"] = nodes
    return Project.model_validate(data)


def _judged(project: Project, goal: Goal, catalog: Catalog, as_of: _dt.date) -> tuple[Built | Text, bool]:
    """The cluster judged whole, and whether more machines could still help (not when it is too slow or too dear:
    one more machine only adds a boundary and a platform)."""
    machines = len(project.nodes)
    report = evaluate(project, catalog, with_monte_carlo=False, as_of=as_of)
    failed = next((f for f in report.findings if f.level == "fail"), None)
    if failed is not None:
        return text(T("{machines} machines: {finding}"), machines=machines,
                    finding=Text(template=failed.template or failed.message, params=failed.params,
                                 parts=failed.parts)), True
    tps = report.fit.tokens_per_s.decode_tokens_per_s if report.fit and report.fit.tokens_per_s else 0.0
    if tps < goal.min_tokens_per_s:
        return text(T("{machines} machines decode {tps:.1f} tokens/s with the network between them, under the "
                      "{min_tps:g} asked for"), machines=machines, tps=tps, min_tps=goal.min_tokens_per_s), False
    total = report.bom.total
    if total is None or total.amount > goal.budget.amount:
        return text(T("{machines} machines cost {price:,.0f} {currency}, over the budget"), machines=machines,
                    price=total.amount if total is not None else 0, currency=goal.budget.currency), False
    over = [n for n in (report.power.nodes if report.power is not None else [])
            if goal.max_wall_w is not None and n.wall_w > goal.max_wall_w]
    if over:
        return text(T("a machine of {machines} draws {wall_w:,.0f} W at the wall, over the {max_w:,.0f} W allowed"),
                    machines=machines, wall_w=over[0].wall_w, max_w=goal.max_wall_w), True
    return Built(project, report), False


def shares(units: list[Unit], count: int) -> list[list[Unit]]:
    """`units` in `count` runs of consecutive cards, the first ones one card larger when they do not divide."""
    size, extra = divmod(len(units), count)
    out, start = [], 0
    for n in range(count):
        end = start + size + (1 if n < extra else 0)
        out.append(units[start:end])
        start = end
    return out


def _goal_of(goal: Goal, number: int, catalog: Catalog) -> Goal:
    """Machine 1 keeps the owned platform parts; the others buy their own (owned cards travel with the card)."""
    if number == 1:
        return goal
    return goal.model_copy(update={"own": [i for i in goal.own if isinstance(catalog.parts.get(i), Gpu)]})


def _over(count: int, units: list[Unit], base: Project, goal: Goal, catalog: Catalog, options,
          as_of: _dt.date) -> tuple[Built | Text, bool]:
    machines = []
    for number, share in enumerate(shares(units, count), start=1):
        built = _machine(base, share, _goal_of(goal, number, catalog), catalog, options, as_of)
        if isinstance(built, Text):
            return text(T("{machines} machines: {why}"), machines=count, why=built), True
        machines.append(built.project)
    return _judged(_joined(machines), goal, catalog, as_of)


def several_machines(mix: GpuMix, base: Project, goal: Goal, catalog: Catalog, options,
                     as_of: _dt.date) -> Built | Text:
    """The card set over the fewest machines that meet the goal (two up to MAX_MACHINES), or why none does: the
    reason of the last count tried."""
    if mix.n_cpu_moe is not None:
        return text(T("several machines are not planned with MoE experts kept in system RAM"))
    units = sorted(((o.gpu, o.condition, o.owned) for o, n in mix.parts for _ in range(n)), key=lambda u: not u[2])
    why: Text = text(T("one card cannot be split over several machines"))
    for count in range(2, min(MAX_MACHINES, len(units)) + 1):
        result, more_may_help = _over(count, units, base, goal, catalog, options, as_of)
        if not isinstance(result, Text):
            return result
        why = result
        if not more_may_help:
            break
    return why
