"""Join a project's line items with their catalog parts, once, for every check to share."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from planner import memo
from planner.catalog.store import Catalog
from planner.model.parts import Cpu, Gpu, Memory, Motherboard, PartBase, Psu, Storage
from planner.model.project import LineItem, Node, Project
from planner.model.finding import Finding
from planner.text import T


@dataclass(frozen=True)
class ResolvedItem:
    item: LineItem
    part: PartBase | None  # None when the catalog id is unknown

    @property
    def kind(self) -> str | None:
        return self.part.kind if self.part is not None else None


@dataclass
class ResolvedNode:
    node: Node
    items: list[ResolvedItem]

    def of_kind(self, kind: str) -> list[ResolvedItem]:
        return [r for r in self.items if r.kind == kind]

    def units(self, kind: str) -> int:
        return sum(r.item.quantity for r in self.of_kind(kind))

    def gpus(self) -> list[tuple[ResolvedItem, Gpu]]:
        return [(r, r.part) for r in self.of_kind("gpu") if isinstance(r.part, Gpu)]

    def board(self) -> Motherboard | None:
        boards = [r.part for r in self.of_kind("motherboard") if isinstance(r.part, Motherboard)]
        return boards[0] if len(boards) == 1 else None

    def cpu(self) -> Cpu | None:
        cpus = [r.part for r in self.of_kind("cpu") if isinstance(r.part, Cpu)]
        return cpus[0] if len(cpus) == 1 else None

    def psus(self) -> list[tuple[ResolvedItem, Psu]]:
        return [(r, r.part) for r in self.of_kind("psu") if isinstance(r.part, Psu)]

    def memory(self) -> list[tuple[ResolvedItem, Memory]]:
        return [(r, r.part) for r in self.of_kind("memory") if isinstance(r.part, Memory)]

    def storage(self) -> list[tuple[ResolvedItem, Storage]]:
        return [(r, r.part) for r in self.of_kind("storage") if isinstance(r.part, Storage)]


# A machine's memo key (planner/memo.py): the node's JSON (its line items included) and each item's part.
memo.key_by(ResolvedNode, lambda rnode, held: (memo.content_key(rnode.node, held),
                                               tuple([memo.content_key(r.part, held) for r in rnode.items])))


@dataclass
class ResolvedProject:
    project: Project
    catalog: Catalog
    nodes: list[ResolvedNode] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)


def _suggest(part_id: str, catalog: Catalog) -> str | None:
    close = difflib.get_close_matches(part_id, list(catalog.parts), n=1, cutoff=0.6)
    return close[0] if close else None


def resolve(project: Project, catalog: Catalog) -> ResolvedProject:
    out = ResolvedProject(project, catalog)
    for node in project.nodes:
        items = []
        for item in node.items:
            if item.custom_part is not None:
                items.append(ResolvedItem(item, item.custom_part))
                continue
            part = catalog.part(item.part_id)
            if part is None:
                hint = _suggest(item.part_id, catalog)
                if hint:
                    template = T("Line '{item}' refers to catalog id '{part_id}', which is not in the catalog (did "
                                 "you mean '{suggestion}'?); its facts are left out of every check. Choose a catalog part for the "
                                 "line, or describe it as a custom part.")
                else:
                    template = T("Line '{item}' refers to catalog id '{part_id}', which is not in the catalog; its "
                                 "facts are left out of every check. Choose a catalog part for the line, or describe it as a "
                                 "custom part.")
                out.findings.append(Finding.make(
                    "catalog", "fail", "catalog.unknown_part", template, node_id=node.id, item_ids=[item.id],
                    part_id=item.part_id, suggestion=hint, item=item.id))
            items.append(ResolvedItem(item, part))
        out.nodes.append(ResolvedNode(node, items))
    return out
