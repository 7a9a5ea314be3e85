"""Each machine of a project in a few figures: its parts total, its GPUs, its draw and its own verdict.

The report's top-level figures are the whole cluster's (see ARCHITECTURE.md, Machines); these are the same
figures machine by machine, read from the BOM lines, the power report's machines and the findings that name the
machine. Findings that name no machine (the model across every card, the cost model) count for none of them.
"""

from __future__ import annotations

from collections import Counter

from pydantic import Field

from planner.catalog.resolve import ResolvedProject
from planner.hardware.bom import Bom, lines_total
from planner.hardware.power import PowerReport
from planner.model.common import Money, StrictModel
from planner.model.finding import LEVEL_ORDER, Finding, Level


class MachineTotals(StrictModel):
    node_id: str
    name: str = Field(description="The machine's name as typed.")
    parts_total: Money | None = Field(
        description="This machine's priced lines in the project currency; null when a rate is missing.")
    unpriced_lines: int = Field(description="Lines of this machine without a price (left out of the total).")
    gpu_units: int = Field(description="GPUs in this machine (units, not lines).")
    sustained_w: float | None = Field(description="Sustained DC draw; null when the machine has no power figures.")
    wall_w: float | None = Field(description="Drawn from the wall at sustained load; null as above.")
    status: Level = Field(description="Worst level among the findings that name this machine.")
    finding_counts: dict[str, int]


def machine_totals(rp: ResolvedProject, bom: Bom, power: PowerReport | None,
                   findings: list[Finding]) -> list[MachineTotals]:
    power_of = {n.node_id: n for n in power.nodes} if power is not None else {}
    out = []
    for rnode in rp.nodes:
        node_id = rnode.node.id
        lines = [line for line in bom.lines if line.node_id == node_id]
        levels = Counter(f.level for f in findings if f.node_id == node_id)
        node_power = power_of.get(node_id)
        out.append(MachineTotals(
            node_id=node_id, name=rnode.node.name,
            parts_total=lines_total(lines, rp.project.costs),
            unpriced_lines=sum(1 for line in lines if line.unit_price is None),
            gpu_units=sum(line.quantity for line in lines if line.category == "gpu"),
            sustained_w=node_power.sustained_w if node_power else None,
            wall_w=node_power.wall_w if node_power else None,
            status=max(levels, key=LEVEL_ORDER.__getitem__, default="ok"),
            finding_counts={level: levels.get(level, 0) for level in LEVEL_ORDER},
        ))
    return out
