"""PCIe extenders a card sits on: riser cables, bifurcation risers, OCuLink/MCIO/SlimSAS kits.

A slot assignment may name the extender unit the card sits on (`extender: "riser#2"`, `port: 2`). The lane check
(planner/hardware/pcie.py) then caps the card's link at the extender's rated generation and its port's lanes, from
the port's first lane in the slot; this module resolves those references and checks what only the extenders can
get wrong: a reference to no extender, a port it does not have, two cards on one port, one extender in two slots,
a split the board's slot cannot make (its bifurcation modes), and extenders bought but not used.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from planner.catalog.resolve import ResolvedItem, ResolvedNode
from planner.model.finding import Finding
from planner.model.parts import Motherboard, OtherPart, PcieExtender
from planner.model.project import SlotAssignment
from planner.text import T


@dataclass(frozen=True)
class ExtenderUse:
    """One card's place on an extender: which unit, which port."""

    unit: str
    item_id: str
    name: str
    spec: PcieExtender
    port: int

    @property
    def port_lanes(self) -> int:
        return self.spec.ports[self.port - 1]

    @property
    def offset(self) -> int:
        """The slot lane the port starts at."""
        return self.spec.port_offset(self.port)


def extender_units(rnode: ResolvedNode) -> dict[str, tuple[ResolvedItem, PcieExtender]]:
    """The machine's extender units by reference ("riser#1"; a line's first unit also answers to its bare id)."""
    out: dict[str, tuple[ResolvedItem, PcieExtender]] = {}
    for r in rnode.items:
        if isinstance(r.part, OtherPart) and r.part.pcie_extender is not None:
            for n in range(1, r.item.quantity + 1):
                out[f"{r.item.id}#{n}"] = (r, r.part.pcie_extender)
    return out


def unit_ref(ref: str) -> str:
    """'riser' -> 'riser#1'; 'riser#2' as it is."""
    return ref if "#" in ref else f"{ref}#1"


def use_of(a: SlotAssignment, units: dict[str, tuple[ResolvedItem, PcieExtender]]) -> ExtenderUse | None:
    """Where the card of assignment `a` sits on its extender; None without one or when the reference or the port is
    wrong (check_extenders says so)."""
    if a.extender is None:
        return None
    found = units.get(unit_ref(a.extender))
    port = a.port or 1
    if found is None or port > len(found[1].ports):
        return None
    r, spec = found
    return ExtenderUse(unit_ref(a.extender), r.item.id, r.part.name, spec, port)


def _f(level: str, code: str, template: str, rnode: ResolvedNode, items=(), **params) -> Finding:
    return Finding.make("pcie", level, code, template, node_id=rnode.node.id, item_ids=items, **params)


def _line_of(ref: str, rnode: ResolvedNode) -> ResolvedItem | None:
    item_id = ref.split("#")[0]
    return next((r for r in rnode.items if r.item.id == item_id), None)


def _reference_findings(rnode: ResolvedNode, r: ResolvedItem, a: SlotAssignment,
                        units: dict[str, tuple[ResolvedItem, PcieExtender]]) -> list[Finding]:
    """A card's extender reference that names no extender unit, or a port the extender does not have."""
    ref = unit_ref(a.extender)
    if ref in units:
        spec = units[ref][1]
        if (a.port or 1) > len(spec.ports):
            return [_f("fail", "pcie.extender_no_port",
                       T("{item} is on port {port} of {extender}, which has {ports:# port|# ports} ({split}). "
                         "Choose one of its ports for the card."),
                       rnode, [r.item.id, units[ref][0].item.id], item=r.item.id, port=a.port, extender=ref,
                       ports=len(spec.ports), split="+".join(f"x{p}" for p in spec.ports))]
        return []
    line = _line_of(ref, rnode)
    if line is not None and isinstance(line.part, OtherPart) and line.part.pcie_extender is not None:
        return [_f("fail", "pcie.extender_unknown",
                   T("{item} is on {extender}, but line {line} has only {count:# unit|# units}. Choose one of its "
                     "units, or raise its quantity."),
                   rnode, [r.item.id, line.item.id], item=r.item.id, extender=ref, line=line.item.id,
                   count=line.item.quantity)]
    if line is not None:
        return [_f("fail", "pcie.extender_not_extender",
                   T("{item} is on {extender}, but {part} is not a PCIe extender (a riser cable, bifurcation riser "
                     "or OCuLink/MCIO/SlimSAS kit). Choose a unit of an extender line, or clear the extender."),
                   rnode, [r.item.id, line.item.id], item=r.item.id, extender=ref,
                   part=line.part.name if line.part is not None else line.item.id)]
    return [_f("fail", "pcie.extender_unknown",
               T("{item} is on {extender}, which is not a line of {machine}. Choose a unit of an extender line, or clear "
                 "the extender."),
               rnode, [r.item.id], item=r.item.id, extender=ref, line=ref.split("#")[0], machine=rnode.node.name)]


def _split_finding(board: Motherboard, slot: str, use: ExtenderUse, ports_used: set[int],
                   rnode: ResolvedNode) -> Finding | None:
    """The bifurcation mode a split extender needs from its slot, against the board's list of modes."""
    mode = use.spec.mode_for(ports_used)
    if mode is None or board.slot(slot) is None:
        return None
    listed = next((b for b in board.bifurcation if b.slot == slot), None)
    params = dict(extender=use.unit, part=use.name, slot=slot, mode=mode, board=board.name)
    if listed is not None and mode in listed.modes:
        return _f("info", "pcie.bifurcation_needed",
                  T("{part} ({extender}) in {slot} needs the slot split {mode}: set it in the firmware."),
                  rnode, [use.item_id], **params)
    if listed is not None:
        return _f("fail", "pcie.bifurcation_unsupported",
                  T("{part} ({extender}) in {slot} needs the slot split {mode}, but {board} splits {slot} only as "
                    "{modes}. The cards past the first port would not be seen."),
                  rnode, [use.item_id], modes=", ".join(listed.modes), **params)
    if board.bifurcation and "bifurcation" not in board.unverified:
        return _f("fail", "pcie.bifurcation_unsupported",
                  T("{part} ({extender}) in {slot} needs the slot split {mode}, but {board} splits only "
                    "{slots}. The cards past the first port would not be seen."),
                  rnode, [use.item_id], slots=", ".join(b.slot for b in board.bifurcation), **params)
    return _f("warn", "pcie.bifurcation_unconfirmed",
              T("{part} ({extender}) in {slot} needs the slot split {mode}; whether {board} can split {slot} so is "
                "not confirmed in a source. Check the manual's bifurcation settings before buying."),
              rnode, [use.item_id], **params)


def check_extenders(rnode: ResolvedNode) -> list[Finding]:
    """Every extender reference of the machine's cards, and what the extenders need from their slots."""
    units = extender_units(rnode)
    findings: list[Finding] = []
    slots_of: dict[str, set[str]] = defaultdict(set)
    on_port: dict[tuple[str, int], list[str]] = defaultdict(list)
    uses: dict[str, tuple[ExtenderUse, str]] = {}
    ports_used: dict[str, set[int]] = defaultdict(set)
    for r in rnode.items:
        for n, a in enumerate(r.item.slots, start=1):
            if a.extender is None:
                continue
            findings += _reference_findings(rnode, r, a, units)
            use = use_of(a, units)
            if use is None:
                continue
            slots_of[use.unit].add(a.slot)
            on_port[(use.unit, use.port)].append(f"{r.item.id}#{n}")
            uses[use.unit] = (use, a.slot)
            ports_used[use.unit].add(use.port)
    for unit, slots in sorted(slots_of.items()):
        if len(slots) > 1:
            findings.append(_f("fail", "pcie.extender_two_slots",
                               T("{extender} is named in {slots}; one extender sits in one slot."),
                               rnode, [uses[unit][0].item_id], extender=unit, slots=", ".join(sorted(slots))))
    for (unit, port), cards in sorted(on_port.items()):
        if len(cards) > 1:
            findings.append(_f("fail", "pcie.extender_port_taken",
                               T("Port {port} of {extender} is given {count} cards ({cards}); a port holds one."),
                               rnode, [uses[unit][0].item_id], extender=unit, port=port, count=len(cards),
                               cards=", ".join(cards)))
    board = rnode.board()
    if board is not None:
        for unit, (use, slot) in sorted(uses.items()):
            found = _split_finding(board, slot, use, ports_used[unit], rnode)
            if found is not None:
                findings.append(found)
    idle = sorted(u for u in units if u not in uses)
    # a card placed 'through a riser' without naming one rides one of the listed riser cables: they carry cards
    on_plain_risers = sum(1 for r in rnode.items for a in r.item.slots if a.via_riser and a.extender is None)
    cables = [u for u in idle if units[u][1].form == "riser_cable"][:on_plain_risers]
    idle = [u for u in idle if u not in cables]
    if idle:
        findings.append(_f("info", "pcie.extender_unused",
                           T("{count:# extender|# extenders} in the parts list carry no card ({units})."),
                           rnode, sorted({units[u][0].item.id for u in idle}), count=len(idle),
                           units=", ".join(idle)))
    return findings
