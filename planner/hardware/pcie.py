"""PCIe: which link each card really gets on this board, what it shares, how GPUs see each other, and the
slot assignment that gives the weakest GPU the most bandwidth.

Lane states are computed from the board profile in this order: the slot's own width and generation, the
CPU's generation, the CPU-class variant (an APU or a 28-lane HEDT part has fewer lanes), the firmware
settings, then every sharing rule whose trigger is populated ("M2_2 populated -> PCI_E1 runs x8").
Per-lane bandwidth per direction (hardware.md 2.1): Gen1 0.25, Gen2 0.5, Gen3 0.985, Gen4 1.969,
Gen5 3.938 GB/s.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from planner.hardware.machines import each_machine
from planner.memo import memoized
from planner.model.finding import Finding
from planner.model.shown import unit_number
from planner.model.common import StrictModel
from planner.model.parts import Cpu, Gpu, LinkEffect, Motherboard, OtherPart, Storage
from planner.model.project import LineItem
from planner.catalog.resolve import ResolvedNode, ResolvedProject
from planner.hardware.extenders import ExtenderUse, check_extenders, extender_units, use_of
from planner.hardware.slots import covered_positions
from planner.text import EMPTY, T, Text, join, text, verbatim

GBPS_PER_LANE = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.877}
MULTI_ROOT_SOCKETS = {"SP3", "SP5", "sTR5", "sWRX8", "sTRX4", "TR4", "LGA4677"}
MAX_PLACEMENT_EVALUATIONS = 4_000


def link_gbps(gen: int, lanes: int) -> float:
    return round(GBPS_PER_LANE[gen] * lanes, 2)


LinkClass = Literal["full", "reduced", "narrow", "chipset", "switch", "off"]

#: Narrower than this from the CPU is a narrow link (the width below which pcie.gpu_narrow_link warns).
NARROW_BELOW_LANES = 8


def link_class(link_gen: int | None, link_width: int | None, device_gen: int, device_width: int,
               via: str) -> LinkClass:
    """How good a device's link is; the first rule that matches decides:

    - "off": no link (the slot is switched off in this configuration);
    - "chipset": through the chipset, sharing its uplink with the chipset's other devices;
    - "switch": behind a PCIe switch, sharing the switch's uplink;
    - "narrow": from the CPU but narrower than x8;
    - "reduced": from the CPU at x8 or wider, but below the card's own width or generation;
    - "full": from the CPU at the card's own width and generation.
    """
    if link_gen is None or link_width is None:
        return "off"
    if via in ("chipset", "switch"):
        return via  # type: ignore[return-value]
    if link_width < NARROW_BELOW_LANES:
        return "narrow"
    return "reduced" if link_width < device_width or link_gen < device_gen else "full"


# ----------------------------------------------------------------------------- report types

class PcieDevice(StrictModel):
    device: str
    kind: str
    item_id: str
    unit: str
    slot: str
    via_riser: bool
    link_gen: int | None = Field(description="Generation the link trains at; null when the slot is disabled.")
    link_width: int | None
    device_gen: int
    device_width: int
    slot_gen: int
    slot_width: int | None
    bandwidth_gbps: float = Field(description="Per direction, after any shared uplink.")
    link_bandwidth_gbps: float = Field(description="Per direction, of the device's own link.")
    via: str = Field(description="cpu, chipset or switch")
    link_class: LinkClass = Field(description="full, reduced, narrow, chipset, switch or off (see link_class).")
    memory_gib: float | None = Field(default=None, description="GPUs: the card's memory (what nvidia-smi should report).")
    shares_uplink_with: list[str] = Field(default_factory=list)
    uplink_gbps: float | None = None
    reasons: list[str] = Field(default_factory=list, description="Why the link is what it is.")
    extender: str | None = Field(default=None, description="The extender unit the device sits on ('riser#1').")
    extender_port: int | None = Field(default=None, description="Its port on that extender (from 1).")
    extender_gen: int | None = Field(default=None, description="The PCIe generation the extender is rated for.")


class GpuLinkReport(StrictModel):
    """A bridge between two GPU units (NVLink / Infinity Fabric Link)."""

    gpus: list[str]
    kind: str
    links: int | None
    bandwidth_gbps: float = Field(description="Total, both directions, as the vendor states it.")
    per_direction_gbps: float


class PortState(StrictModel):
    name: str
    kind: str
    gen: int
    lanes: int | None
    disabled: bool
    source: str
    position: int | None
    reasons: list[str]


class PlacementProposal(StrictModel):
    assignment: dict[str, str] = Field(description="GPU unit -> slot.")
    weakest_gbps: float
    current_weakest_gbps: float | None
    gain_gbps: float
    note: str


class NodePcie(StrictModel):
    node_id: str
    board_id: str
    cpu_lane_class: str | None
    devices: list[PcieDevice]
    ports: list[PortState]
    gpu_order: list[str] = Field(description="GPU units in the order of the topology matrix (slot order).")
    topology: list[list[str]] = Field(description="Predicted nvidia-smi topo -m relations between GPU units.")
    topology_legend: dict[str, str]
    pair_bound_gbps: list[list[float | None]] = Field(
        default_factory=list, description="Per direction, between GPU units in topology order: the bridge where "
        "there is one, else the slower of the two links (the ceiling p2pBandwidthLatencyTest can reach).")
    gpu_links: list[GpuLinkReport] = Field(default_factory=list)
    cpu_lanes_used: int
    cpu_lanes_usable: int | None
    chipset_uplink_gbps: float | None
    placement: PlacementProposal | None = None


class PcieReport(StrictModel):
    """Every machine's lanes in `nodes`; the top level rolls them up (see `roll_up_pcie`)."""

    devices: list[PcieDevice] = Field(description="Every machine's devices, machine by machine.")
    gpu_links: list[GpuLinkReport] = Field(default_factory=list, description="Every machine's bridges.")
    topology: list[list[str]] = Field(description="The one machine's nvidia-smi topo -m; empty for several machines "
                                                  "(the matrix is per machine, in `nodes`).")
    gpu_order: list[str] = Field(description="The one machine's GPU units in topology order; empty for several.")
    nodes: list[NodePcie]


# nvidia-smi's legend (English in the report's topology_legend; marked so a sentence can show it translated)
TOPOLOGY_LEGEND = {
    "X": T("self"),
    "NV#": T("connected by a bonded set of # NVLinks"),
    "PIX": T("at most a single PCIe bridge (same PCIe switch)"),
    "PXB": T("multiple PCIe bridges, without the CPU host bridge (e.g. both behind the chipset)"),
    "PHB": T("through a PCIe host bridge (the CPU)"),
    "NODE": T("through the interconnect between host bridges within one NUMA node"),
    "SYS": T("through the SMP interconnect between NUMA nodes (sockets)"),
}


def _names(values) -> Text:
    """Names as a list ("a, b" in English, "a、b" in Chinese)."""
    values = list(values)
    if not all(values):  # a joined list leaves out empty items; keep the English exactly ", ".join(values)
        return verbatim(", ".join(values))
    return join([verbatim(v) for v in values], ", ")


# ----------------------------------------------------------------------------- lane computation

@dataclass
class Port:
    name: str
    kind: str  # slot | m2 | sata
    gen: int
    lanes: int | None
    source: str
    position: int | None = None
    disabled: bool = False
    switch: str | None = None
    root: str | None = None
    numa: int | None = None
    reason_texts: list[Text] = field(default_factory=list)  # why the port has its lanes, translatable

    def because(self, reason: Text) -> None:
        self.reason_texts.append(reason)

    @property
    def reasons(self) -> list[str]:
        """The reasons in English, as the report shows them."""
        return [t.render("en") for t in self.reason_texts]


# what feeds a port's lanes (LinkSource), inside a reason
_SOURCE_NAMES = {"cpu": T("cpu"), "chipset": T("chipset"), "switch": T("switch")}


def _source_name(source: str) -> Text | str:
    return text(_SOURCE_NAMES[source]) if source in _SOURCE_NAMES else source


def _and(names: list[str]) -> Text | str:
    """"M.2_2", "M.2_2 and M.2_3", "M.2_2 and M.2_3 and M.2_4"."""
    out: Text | str = names[0]
    for name in names[1:]:
        out = text(T("{first} and {second}"), first=out, second=name)
    return out


def _apply(port: Port, effect: LinkEffect, why: Text | None) -> None:
    """Apply one effect; `why` None: record no reasons (the placement search only needs the lanes)."""
    if effect.disabled:
        if not port.disabled:
            port.disabled = True
            if why is not None:
                port.because(text(T("disabled: {why}"), why=why))
        return
    if effect.lanes is not None and port.lanes is not None and effect.lanes != port.lanes:
        if why is not None:
            port.because(text(T("x{old_lanes} -> x{new_lanes}: {why}"), old_lanes=port.lanes,
                              new_lanes=effect.lanes, why=why))
        port.lanes = effect.lanes
    if effect.gen is not None and effect.gen != port.gen:
        if why is not None:
            port.because(text(T("Gen{old_gen} -> Gen{new_gen}: {why}"), old_gen=port.gen, new_gen=effect.gen,
                              why=why))
        port.gen = effect.gen
    if effect.source is not None and effect.source != port.source:
        if why is not None:
            port.because(text(T("fed from the {new_source} instead of the {old_source}: {why}"),
                              new_source=_source_name(effect.source), old_source=_source_name(port.source),
                              why=why))
        port.source = effect.source


def port_states(board: Motherboard, cpu: Cpu | None, populated: set[str], bios: dict[str, str],
                explain: bool = True) -> dict[str, Port]:
    """Each port's lanes; with `explain`, also why (Port.reason_texts)."""
    ports: dict[str, Port] = {}
    for s in board.pcie_slots:
        ports[s.name] = Port(s.name, "slot", s.gen, s.electrical_lanes, s.source, s.position, switch=s.switch,
                             root=s.root, numa=s.numa_node)
    for m in board.m2_slots:
        ports[m.name] = Port(m.name, "m2", m.gen, m.lanes, m.source)
    for name in board.sata_ports:
        ports[name] = Port(name, "sata", 3, None, "chipset")
    if cpu is not None:
        for p in ports.values():
            if p.source == "cpu" and p.kind != "sata" and cpu.pcie_gen < p.gen:
                if explain:
                    p.because(text(T("Gen{old_gen} -> Gen{new_gen}: {why}"), old_gen=p.gen, new_gen=cpu.pcie_gen,
                                   why=text(T("{cpu} has PCIe {gen}.0 lanes"), cpu=cpu.name, gen=cpu.pcie_gen)))
                p.gen = cpu.pcie_gen
        for variant in board.cpu_variants:
            if variant.lane_class == cpu.lane_class:
                why = None
                if explain:  # the variant's note is catalog text (English)
                    why = (text(T("with a {cpu} ({lane_class}); {note}"), cpu=cpu.name, lane_class=cpu.lane_class,
                                note=variant.note) if variant.note else
                           text(T("with a {cpu} ({lane_class})"), cpu=cpu.name, lane_class=cpu.lane_class))
                for e in variant.effects:
                    _apply(ports[e.target], e, why)
    chosen = {s.name: bios.get(s.name, s.default) for s in board.bios_settings}
    for setting in board.bios_settings:
        choice_name = chosen[setting.name]
        choice = next((c for c in setting.choices if c.name == choice_name), None)
        if choice is None:
            continue
        for e in choice.effects:
            _apply(ports[e.target], e, text(T("firmware setting '{setting}' = {choice}"), setting=setting.name,
                                            choice=choice.name) if explain else None)
    for rule in board.sharing_rules:
        if any(chosen.get(k) != v for k, v in rule.only_with_bios.items()):
            continue
        hits = [n for n in rule.when_populated if n in populated]
        fired = bool(hits) if rule.match == "any" else len(hits) == len(rule.when_populated)
        if fired:
            why = None
            if explain:  # the rule's note is catalog text (English)
                why = (text(T("{slots} populated ({note})"), slots=_and(hits), note=rule.note) if rule.note else
                       text(T("{slots} populated"), slots=_and(hits)))
            for e in rule.effects:
                _apply(ports[e.target], e, why)
    return ports


# ----------------------------------------------------------------------------- devices

@dataclass
class Unit:
    ref: str
    item: LineItem
    part: object
    slot: str
    via_riser: bool
    extender: ExtenderUse | None = None

    @property
    def name(self) -> str:
        return getattr(self.part, "name", self.ref)


def _units(rnode: ResolvedNode) -> list[Unit]:
    units = []
    extenders = extender_units(rnode)
    for r in rnode.items:
        if r.part is None:
            continue
        for n, a in enumerate(r.item.slots, start=1):
            units.append(Unit(f"{r.item.id}#{n}", r.item, r.part, a.slot, a.via_riser, use_of(a, extenders)))
    return units


def _unplaced_units(rnode: ResolvedNode) -> list[Unit]:
    """GPU units without a slot, for the placement search to place (slot "" until it does)."""
    return [Unit(f"{r.item.id}#{n}", r.item, gpu, "", False)
            for r, gpu in rnode.gpus() for n in range(len(r.item.slots) + 1, r.item.quantity + 1)]


def _device_caps(part: object) -> tuple[int, int] | None:
    if isinstance(part, Gpu):
        return part.pcie_gen, part.pcie_lanes
    if isinstance(part, Storage) and part.interface == "nvme" and part.pcie_gen:
        return part.pcie_gen, part.pcie_lanes or 4
    if isinstance(part, OtherPart) and part.pcie_extender is None:  # an extender is not a device: its cards are
        return 4, 16
    return None


def _devices(board: Motherboard, ports: dict[str, Port], units: list[Unit],
             reason_texts: dict[str, list[Text]] | None = None, explain: bool = True) -> list[PcieDevice]:
    """The devices' links; `reason_texts` (when given) receives each unit's reasons as translatable texts;
    without `explain` no reasons are written (the placement search)."""
    devices: list[PcieDevice] = []
    uplink = board.chipset_uplink
    uplink_gbps = link_gbps(uplink.gen, uplink.lanes) if uplink else None
    chipset_users = [u for u in units if u.slot in ports and ports[u.slot].source == "chipset"
                     and ports[u.slot].kind != "sata" and not ports[u.slot].disabled]
    for u in units:
        caps = _device_caps(u.part)
        port = ports.get(u.slot)
        if caps is None or port is None or port.kind == "sata":
            continue
        dgen, dlanes = caps
        texts = list(port.reason_texts)
        gen, width = _link_of(dgen, dlanes, port, u.extender, texts if explain else None)
        if gen is None:
            bw = own = 0.0
        else:
            own = link_gbps(gen, width)
            bw = own
        reasons = [t.render("en") for t in texts]
        if reason_texts is not None:
            reason_texts[u.ref] = texts
        shares: list[str] = []
        up = None
        if port.source == "chipset" and uplink is not None:
            shares = [f"{o.slot} ({o.name})" for o in chipset_users if o is not u] + list(board.chipset_devices)
            up = uplink_gbps
            bw = min(bw, uplink_gbps)
        elif port.source == "switch" and port.switch:
            sw = next(s for s in board.switches if s.id == port.switch)
            up = link_gbps(sw.uplink_gen, sw.uplink_lanes)
            shares = [f"{o.slot} ({o.name})" for o in units if o is not u and o.slot in ports
                      and ports[o.slot].switch == port.switch]
            bw = min(bw, up)
        devices.append(PcieDevice(
            device=u.name, kind=getattr(u.part, "kind", "?"), item_id=u.item.id, unit=u.ref, slot=u.slot,
            via_riser=u.via_riser, link_gen=gen, link_width=width, device_gen=dgen, device_width=dlanes,
            slot_gen=port.gen, slot_width=None if port.disabled else port.lanes, bandwidth_gbps=round(bw, 2),
            link_bandwidth_gbps=round(own, 2), via=port.source, shares_uplink_with=shares, uplink_gbps=up,
            link_class=link_class(gen, width, dgen, dlanes, port.source),
            reasons=reasons, memory_gib=getattr(u.part, "vram_gib", None),
            extender=u.extender.unit if u.extender else None, extender_port=u.extender.port if u.extender else None,
            extender_gen=u.extender.spec.rated_gen if u.extender else None,
        ))
    return devices


def _link_of(dgen: int, dlanes: int, port: Port, ext: ExtenderUse | None,
             texts: list[Text] | None) -> tuple[int | None, int | None]:
    """The generation and width a device trains at: the slot's, the card's and its extender's least (the port's
    lanes counted from its first lane in the slot); (None, None) when the slot is off or the port has no lanes
    left in it. `texts` (when given) receives why the link is below the slot's."""
    if port.disabled:
        return None, None
    slot_lanes = port.lanes or dlanes
    if ext is not None and ext.offset >= slot_lanes:
        if texts is not None:
            texts.append(text(T("port {port} of {extender} starts at lane {lane}, past the slot's x{lanes}"),
                              port=ext.port, extender=ext.unit, lane=ext.offset, lanes=slot_lanes))
        return None, None
    gen, width = min(dgen, port.gen), min(dlanes, slot_lanes)
    if texts is not None and dlanes < slot_lanes:
        texts.append(text(T("the card itself is x{lanes}"), lanes=dlanes))
    if texts is not None and dgen < port.gen:
        texts.append(text(T("the card itself is PCIe {gen}.0"), gen=dgen))
    if ext is None:
        return gen, width
    if ext.spec.rated_gen < gen and texts is not None:
        texts.append(text(T("{extender} is rated PCIe {gen}.0"), extender=ext.unit, gen=ext.spec.rated_gen))
    port_width = min(ext.port_lanes, slot_lanes - ext.offset)
    if port_width < width and texts is not None:
        texts.append(text(T("port {port} of {extender} is x{lanes}"), port=ext.port, extender=ext.unit,
                          lanes=port_width))
    return min(gen, ext.spec.rated_gen), min(width, port_width)


# ----------------------------------------------------------------------------- topology

def _pair_bounds(gpus: list[PcieDevice], links: list[GpuLinkReport]) -> list[list[float | None]]:
    bridged = {frozenset(link.gpus): link.per_direction_gbps for link in links if len(link.gpus) == 2}
    return [[None if a is b else bridged.get(frozenset((a.unit, b.unit)), min(a.bandwidth_gbps, b.bandwidth_gbps))
             for b in gpus] for a in gpus]


def _relation(a: PcieDevice, b: PcieDevice, ports: dict[str, Port], board: Motherboard, bridges: dict) -> str:
    pair = frozenset((a.unit, b.unit))
    if pair in bridges:
        return f"NV{bridges[pair]}"
    pa, pb = ports[a.slot], ports[b.slot]
    if pa.source == "switch" and pa.switch and pa.switch == pb.switch:
        return "PIX"
    if pa.source == "chipset" and pb.source == "chipset":
        return "PXB"
    if pa.numa is not None and pb.numa is not None and pa.numa != pb.numa:
        return "SYS"
    if pa.root is not None and pb.root is not None:
        return "PHB" if pa.root == pb.root else "NODE"
    if board.socket in MULTI_ROOT_SOCKETS and pa.source != "chipset" and pb.source != "chipset":
        return "NODE"
    return "PHB"


def _bridges(rnode: ResolvedNode) -> tuple[dict[frozenset, int], list[GpuLinkReport], list[Finding]]:
    """Validated bridges: both ends are GPU units of one model that has the bridge connector."""
    out: dict[frozenset, int] = {}
    reports: list[GpuLinkReport] = []
    findings: list[Finding] = []
    units = {f"{r.item.id}#{n}": g for r, g in rnode.gpus() for n in range(1, r.item.quantity + 1)}
    used: set[str] = set()
    for b in rnode.node.gpu_bridges:
        refs = [g if "#" in g else f"{g}#1" for g in b.gpus]
        missing = [ref for ref in refs if ref not in units]
        if missing or refs[0] == refs[1]:
            findings.append(_f("fail", "pcie.bridge_unknown_gpu",
                               T("A GPU bridge names {gpus}{twice}, which is not a pair of GPU units of {node} "
                                 "(units: {unit_list}). Choose two of these units for the bridge, or remove it."), rnode,
                               gpus=", ".join(missing) or refs[0], node=rnode.node.name, units=", ".join(units),
                               twice=EMPTY if missing else text(T(" twice")),
                               unit_list=_names(units) if units else text(T("none"))))
            continue
        a, b2 = units[refs[0]], units[refs[1]]
        pair_items = sorted({r.split('#')[0] for r in refs})
        if a.id != b2.id or a.gpu_link is None:
            template = (T("{gpu_a} and {gpu_b} cannot be bridged: different card models.") if a.id != b2.id
                        else T("{gpu_a} and {gpu_b} cannot be bridged: {model} has no bridge connector."))
            findings.append(_f("fail", "pcie.bridge_impossible", template, rnode, pair_items,
                               gpu_a=refs[0], gpu_b=refs[1], model=a.name, other_model=b2.name))
            continue
        if used & set(refs) and a.gpu_link.max_gpus <= 2:
            findings.append(_f("fail", "pcie.bridge_reused",
                               T("{model} bridges are 2-way: a card cannot join two bridges ({gpus})."),
                               rnode, pair_items, model=a.name, gpus=", ".join(refs)))
            continue
        used |= set(refs)
        links = a.gpu_link.links
        out[frozenset(refs)] = links or 1
        reports.append(GpuLinkReport(gpus=refs, kind=a.gpu_link.kind, links=links,
                                     bandwidth_gbps=a.gpu_link.bandwidth_gbps,
                                     per_direction_gbps=round(a.gpu_link.bandwidth_gbps / 2, 3)))
        findings.append(_f("ok", "pcie.bridge",
                           T("{gpu_a} and {gpu_b} ({model}) are bridged: {bandwidth_gbps:g} GB/s in total "
                             "({per_direction_gbps:g} GB/s each way){smi}."), rnode, pair_items,
                           bandwidth_gbps=a.gpu_link.bandwidth_gbps, gpu_a=refs[0], gpu_b=refs[1], model=a.name,
                           per_direction_gbps=a.gpu_link.bandwidth_gbps / 2, links=links,
                           smi=text(T(", nvidia-smi shows NV{links}"), links=links) if links else EMPTY))
    return out, reports, findings


# ----------------------------------------------------------------------------- placement search

def _score(devs: list[PcieDevice]) -> tuple:
    gpu = [d for d in devs if d.kind == "gpu"]
    if not gpu:
        return (0.0, 0.0, 0)
    return (min(d.bandwidth_gbps for d in gpu), sum(d.bandwidth_gbps for d in gpu),
            -sum(1 for d in gpu if d.via != "cpu"))


def distinct_orders(keys: list[str]):
    """Index orders that place a multiset of card models differently (identical cards are interchangeable)."""
    def rec(remaining: list[int], prefix: list[int]):
        if not remaining:
            yield tuple(prefix)
            return
        seen = set()
        for i in remaining:
            if keys[i] in seen:
                continue
            seen.add(keys[i])
            rest = list(remaining)
            rest.remove(i)
            yield from rec(rest, prefix + [i])
    yield from rec(list(range(len(keys))), [])


def propose_placement(board: Motherboard, cpu: Cpu | None, units: list[Unit], bios: dict[str, str],
                      current: list[PcieDevice]) -> PlacementProposal | None:
    """Best assignment of the directly-installed GPUs to slots (others stay where they are)."""
    found = _propose_placement(board, cpu, units, bios, current)
    return found[0] if found is not None else None


def _placement_note(weakest: float, cur: float | None, assignment: dict[str, str],
                    exhausted: bool, names: dict[str, str]) -> tuple[str, dict]:
    """Template and params of the proposal's note (also the pcie.placement finding); `names`: each unit's part
    name, so a move names the card as the parts table does ("NVIDIA GeForce RTX 3090 #2 -> PCIE3")."""
    params = {"weakest_gbps": weakest, "current_weakest_gbps": cur,
              "moves": join([text(T("{device} #{number} -> {slot}"), device=names.get(ref, ref),
                                  number=unit_number(ref), unit=ref, slot=slot)
                             for ref, slot in assignment.items()], ", "),
              "max_evaluations": MAX_PLACEMENT_EVALUATIONS,
              "searched": (text(T(" (searched the first {max_evaluations:,} placements only)"),
                                max_evaluations=MAX_PLACEMENT_EVALUATIONS) if exhausted else EMPTY)}
    if cur is not None and weakest <= cur + 1e-9:
        template = T("The current placement is already the best this board allows: the weakest GPU gets "
                     "{current_weakest_gbps:g} GB/s.{searched}")
    elif cur is not None:
        template = T("Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction instead of "
                     "{current_weakest_gbps:g} GB/s.{searched}")
    else:
        template = T("Put {moves}: the weakest GPU gets {weakest_gbps:g} GB/s per direction.{searched}")
    return template, params


def _propose_placement(board: Motherboard, cpu: Cpu | None, units: list[Unit], bios: dict[str, str],
                       current: list[PcieDevice]) -> tuple[PlacementProposal, str, dict] | None:
    """propose_placement, plus the template and params of its note."""
    gpu_units = [u for u in units if isinstance(u.part, Gpu)]
    movable = [u for u in gpu_units if not u.via_riser]
    if not movable:
        return None
    fixed = [u for u in units if u not in movable]
    fixed_slots = {u.slot for u in fixed}
    candidates = [s.name for s in board.pcie_slots if s.name not in fixed_slots]
    if len(candidates) < len(movable):
        return None
    best = None
    evaluations = 0
    keys = [u.part.id for u in movable]
    exhausted = False
    for subset in itertools.combinations(candidates, len(movable)):
        if exhausted:
            break
        for order in distinct_orders(keys):
            evaluations += 1
            if evaluations > MAX_PLACEMENT_EVALUATIONS:
                exhausted = True
                break
            trial = [Unit(u.ref, u.item, u.part, subset[order[i]], False) for i, u in enumerate(movable)] + fixed
            populated = {t.slot for t in trial}
            ports = port_states(board, cpu, populated, bios, explain=False)
            if any(ports[t.slot].disabled for t in trial if t in trial[: len(movable)]):
                continue
            blocked = False
            for t in trial[: len(movable)]:
                if board.slot(t.slot).physical_lanes < t.part.pcie_lanes:  # the edge connector would not go in
                    blocked = True
                    break
                position = ports[t.slot].position
                cover = covered_positions(position, t.part.slot_width) if position is not None else range(0)
                if any(ports[o.slot].position in cover for o in trial if o is not t and o.slot in ports
                       and ports[o.slot].kind == "slot" and not o.via_riser):
                    blocked = True
                    break
            if blocked:
                continue
            devs = _devices(board, ports, trial, explain=False)
            score = _score(devs)
            if best is None or score > best[0]:
                best = (score, {t.ref: t.slot for t in trial[: len(movable)]})
    if best is None:
        return None
    current_gpus = [d for d in current if d.kind == "gpu"]
    cur = min((d.bandwidth_gbps for d in current_gpus), default=None) if len(current_gpus) == len(gpu_units) else None
    gain = round(best[0][0] - cur, 2) if cur is not None else best[0][0]
    template, params = _placement_note(best[0][0], cur, best[1], exhausted, {u.ref: u.name for u in gpu_units})
    proposal = PlacementProposal(assignment=best[1], weakest_gbps=best[0][0], current_weakest_gbps=cur,
                                 gain_gbps=gain, note=text(template, **params).render("en"))
    return proposal, template, params


# ----------------------------------------------------------------------------- findings

def _f(level: str, code: str, template: str, rnode: ResolvedNode, items=(), **params) -> Finding:
    return Finding.make("pcie", level, code, template, node_id=rnode.node.id, item_ids=items, **params)


def _why(reasons: Text, shown: bool = True) -> Text:
    """" (x16 -> x8: M.2_2 populated; ...)" after a link, or nothing."""
    return text(T(" ({reasons})"), reasons=reasons) if shown else EMPTY


def _via_chipset_clauses(shares: list[str], reasons: Text, has_reasons: bool, move_to: str | None,
                         better_boards: list[str], cpu_slots: int) -> dict[str, Text]:
    """The optional clauses of pcie.gpu_via_chipset: who shares the uplink, why the link is narrow, where to move
    the card, which board would do better."""
    return {
        "sharing": (text(T("with {shares}"), shares=_names(shares)) if shares else
                    text(T("with the rest of the chipset's devices"))),
        "why": _why(reasons, has_reasons),
        "fix": (text(T("Move it to {move_to} (see the proposed placement)"), move_to=move_to) if move_to else
                text(T("This board has no better slot for it"))),
        "alternative": (text(T(", or choose a board with {cpu_slots} CPU-attached x16-long slots (x8/x8), "
                               "e.g. {boards}"), cpu_slots=cpu_slots, boards=_names(better_boards[:3]))
                        if better_boards else EMPTY),
    }


def _legend_key(relation: str) -> str:
    return "NV#" if relation.startswith("NV") else relation


def _bios_findings(board: Motherboard, bios: dict[str, str], rnode: ResolvedNode) -> list[Finding]:
    """Firmware settings or choices the board's profile does not know."""
    findings: list[Finding] = []
    for name, choice in bios.items():
        setting = next((s for s in board.bios_settings if s.name == name), None)
        if setting is None:
            known = [s.name for s in board.bios_settings]
            findings.append(_f("fail", "pcie.unknown_bios_setting",
                               T("Firmware setting '{setting}' is not in the profile of {board} (known: "
                                 "{known_list}). Remove it from the machine's firmware settings, or use one of the known "
                                 "names."), rnode,
                               setting=name, board=board.name, known=", ".join(known),
                               known_list=_names(known) if known else text(T("none"))))
        elif choice not in [c.name for c in setting.choices]:
            findings.append(_f("fail", "pcie.unknown_bios_choice",
                               T("'{choice}' is not a choice of firmware setting '{setting}' on {board} "
                                 "(choices: {choices}). Choose one of these choices."), rnode,
                               choice=choice, setting=name, board=board.name,
                               choices=_names(c.name for c in setting.choices)))
    return findings


def board_table(catalog) -> tuple[tuple[str, str, str, int], ...]:
    """(id, name, socket, CPU-attached x16-long slots of x8 or more) of every catalog board: what the PCIe check
    reads of the catalog, small enough to key its memo by."""
    return tuple((b.id, b.name, b.socket, sum(1 for s in b.pcie_slots if s.source == "cpu" and s.physical_lanes == 16
                                               and s.electrical_lanes >= 8))
                 for b in catalog.of_kind("motherboard"))


def _better_boards(boards: tuple[tuple[str, str, str, int], ...], board: Motherboard, cpu_slots: int) -> list[str]:
    """Catalog boards of the same socket with at least `cpu_slots` CPU-attached x16-long slots of x8 or more."""
    return sorted(name for board_id, name, socket, slots in boards
                  if socket == board.socket and board_id != board.id and slots >= cpu_slots)


@dataclass
class _LinkContext:
    """What the findings of one GPU's link need to know about the rest of the node."""

    rnode: ResolvedNode
    board: Motherboard
    placement: PlacementProposal | None
    better_boards: list[str]
    cpu_slots: int
    up_gbps: float | None


def _gpu_link_findings(i: int, d: PcieDevice, reason_list: list[Text], ctx: _LinkContext) -> list[Finding]:
    """GPU i's link: switched off, through the chipset, narrow, or its plain link; and a warning for a fast riser."""
    rnode = ctx.rnode
    reasons = join(reason_list)  # English: "; ".join(d.reasons)
    gpu = {"gpu_index": i, "device": d.device}
    # names the card, so that the same finding about several cards is one finding naming them all
    subject = text(T("GPU {gpu_index} in {slot}"), gpu_index=i, slot=d.slot, unit=d.unit)
    if d.link_gen is None and d.extender is not None and d.slot_width is not None:  # the slot is on, the port dead
        return [_f("fail", "pcie.extender_port_no_lanes",
                   T("GPU {gpu_index} ({device}) is on port {port} of {extender} in {slot}, which has no lanes for "
                     "it ({reasons}). Move it to the first port, or give the slot all its lanes."),
                   rnode, [d.item_id], slot=d.slot, unit=d.unit, port=d.extender_port, extender=d.extender,
                   **gpu, reasons=reasons)]
    if d.link_gen is None:
        # a slot is only ever switched off together with a reason (_apply), so there always is one
        return [_f("fail", "pcie.slot_disabled",
                   T("GPU {gpu_index} ({device}) is in {slot}, which is switched off in this "
                     "configuration ({reasons}). Move it."),
                   rnode, [d.item_id], slot=d.slot, unit=d.unit, **gpu, reasons=reasons)]
    if d.via == "chipset":
        uplink = ctx.board.chipset_uplink
        target = ctx.placement.assignment.get(d.unit) if ctx.placement and ctx.placement.gain_gbps > 0 else None
        clauses = _via_chipset_clauses(d.shares_uplink_with, reasons, bool(d.reasons),
                                       target if target and target != d.slot else None, ctx.better_boards,
                                       ctx.cpu_slots)
        out = [_f("warn", "pcie.gpu_via_chipset",
                  T("GPU {gpu_index} ({device}) in {slot} runs PCIe {link_gen}.0 x{link_width} through "
                    "the chipset: {bandwidth_gbps:g} GB/s per direction, sharing the chipset uplink "
                    "(PCIe {uplink_gen}.0 x{uplink_lanes}, {uplink_gbps:g} GB/s) {sharing}{why}. "
                    "{fix}{alternative}."), rnode, [d.item_id],
                  slot=d.slot, unit=d.unit, link_gen=d.link_gen, link_width=d.link_width,
                  bandwidth_gbps=d.bandwidth_gbps, move_to=target, **gpu,
                  uplink_gen=uplink.gen, uplink_lanes=uplink.lanes, uplink_gbps=ctx.up_gbps,
                  shares=", ".join(d.shares_uplink_with), reasons=reasons,
                  cpu_slots=ctx.cpu_slots, boards=", ".join(ctx.better_boards[:3]), **clauses)]
    elif d.link_width is not None and d.link_width < NARROW_BELOW_LANES and d.device_width >= NARROW_BELOW_LANES:
        out = [_f("warn", "pcie.gpu_narrow_link",
                  T("{subject} ({device}): only PCIe {link_gen}.0 x{link_width} "
                    "({bandwidth_gbps:g} GB/s per direction){why}."), rnode, [d.item_id],
                  subject=subject, device=d.device, link_width=d.link_width,
                  bandwidth_gbps=d.bandwidth_gbps, link_gen=d.link_gen, reasons=reasons,
                  why=_why(reasons, bool(d.reasons)))]
    else:
        narrower = d.link_width is not None and d.link_width < d.device_width
        route = text(T("from the CPU")) if d.via == "cpu" else text(T("from the switch"))
        out = [_f("info" if narrower else "ok", "pcie.gpu_link",
                  T("{subject} ({device}): PCIe {link_gen}.0 x{link_width} {route}, "
                    "{bandwidth_gbps:g} GB/s per direction{why}."), rnode, [d.item_id],
                  subject=subject, device=d.device, link_width=d.link_width,
                  bandwidth_gbps=d.bandwidth_gbps, link_gen=d.link_gen, via=d.via, reasons=reasons,
                  route=route, why=_why(reasons, narrower and bool(d.reasons)))]
    if d.extender is not None and d.extender_gen < min(d.device_gen, d.slot_gen):
        out.append(_f("warn", "pcie.extender_below_link",
                      T("{subject} ({device}): {extender} is rated PCIe {rated}.0, below the PCIe {best}.0 the card "
                        "and slot would train at. Set {slot} to Gen{rated} in the firmware so the link does not "
                        "train faster than the extender carries, or choose one rated for PCIe {best}.0."),
                      rnode, [d.item_id], subject=subject, device=d.device, extender=d.extender,
                      rated=d.extender_gen, best=min(d.device_gen, d.slot_gen), slot=d.slot))
    elif d.via_riser and d.extender is None and d.link_gen >= 4:
        out.append(_f("warn", "pcie.riser_gen4",
                      T("{subject} ({device}): connected through a riser at PCIe {link_gen}.0. Risers are "
                        "a common failure point at Gen4 and above (a 6x RTX 3090 rig on Gen4 risers only "
                        "ran reliably at Gen3; its outages were riser faults). Use risers rated for "
                        "the generation, or set the slot speed to Gen3 in the firmware."),
                      rnode, [d.item_id], subject=subject, device=d.device, link_gen=d.link_gen))
    return out


def _switched_off_findings(devices: list[PcieDevice], ports: dict[str, Port], populated: set[str],
                           reason_texts: dict[str, list[Text]], rnode: ResolvedNode) -> list[Finding]:
    """Non-GPU devices in a switched-off slot, and empty SATA ports switched off by what is installed."""
    findings = [_f("fail", "pcie.device_disabled",
                   T("{device} is in {slot}, which is switched off in this configuration ({reasons})."),
                   rnode, [d.item_id], slot=d.slot, device=d.device, reasons=join(reason_texts[d.unit]))
                for d in devices if d.kind != "gpu" and d.link_gen is None]
    findings += [_f("info", "pcie.port_disabled", T("{slot} is off in this configuration ({reasons})."),
                    rnode, slot=p.name, reasons=join(p.reason_texts))
                 for p in ports.values()
                 if p.disabled and p.name not in populated and p.kind == "sata"
                 and any("populated" in r for r in p.reasons)]
    return findings


def _topology_finding(gpu_devs: list[PcieDevice], matrix: list[list[str]], rnode: ResolvedNode) -> Finding:
    """The predicted nvidia-smi topo -m relations between GPUs, with their legend."""
    n = len(gpu_devs)
    pairs = sorted({matrix[i][j] for i in range(n) for j in range(n) if i != j})
    legend = join([text(T("{relation}: {meaning}"), relation=p, meaning=text(TOPOLOGY_LEGEND[_legend_key(p)]))
                   for p in pairs])
    return _f("info", "pcie.topology",
              T("Predicted nvidia-smi topo -m between GPUs: {relations} ({legend}). Check it after "
                "assembly with 'nvidia-smi topo -m'."), rnode,
              [d.item_id for d in gpu_devs], relations=_names(pairs), legend=legend)


def check_node_pcie(rp: ResolvedProject, rnode: ResolvedNode, boards=None) -> tuple[NodePcie | None, list[Finding]]:
    """One machine's lanes and links; `boards` is board_table(rp.catalog), computed once for all machines."""
    result, findings = _node_pcie(rnode, board_table(rp.catalog) if boards is None else boards)
    return result, list(findings)


@memoized(maxsize=64)  # by the machine's content (node, parts) and the catalog's board table: all this check reads
def _node_pcie(rnode: ResolvedNode, boards: tuple) -> tuple[NodePcie | None, list[Finding]]:
    board = rnode.board()
    if board is None:
        return None, []
    cpu = rnode.cpu()
    bios = dict(rnode.node.bios)
    findings = _bios_findings(board, bios, rnode) + check_extenders(rnode)
    units = [u for u in _units(rnode) if u.slot in board.port_names()]
    populated = {u.slot for u in units}
    ports = port_states(board, cpu, populated, bios)
    reason_texts: dict[str, list[Text]] = {}
    devices = _devices(board, ports, units, reason_texts)
    gpu_devs = sorted([d for d in devices if d.kind == "gpu"],
                      key=lambda d: (ports[d.slot].position or 99, board.port_names().index(d.slot)))
    bridges, link_reports, bridge_findings = _bridges(rnode)
    findings += bridge_findings
    matrix = [["X" if a is b else _relation(a, b, ports, board, bridges) for b in gpu_devs] for a in gpu_devs]
    uplink = board.chipset_uplink
    up_gbps = link_gbps(uplink.gen, uplink.lanes) if uplink else None
    unplaced = _unplaced_units(rnode)
    found = _propose_placement(board, cpu, [u for u in units if isinstance(u.part, (Gpu, Storage, OtherPart))]
                               + unplaced, bios, devices)
    placement = found[0] if found is not None else None
    ctx = _LinkContext(rnode, board, placement, _better_boards(boards, board, len(gpu_devs)), len(gpu_devs), up_gbps)
    for i, d in enumerate(gpu_devs):
        findings += _gpu_link_findings(i, d, reason_texts[d.unit], ctx)
    findings += _switched_off_findings(devices, ports, populated, reason_texts, rnode)
    if len(gpu_devs) > 1:
        findings.append(_topology_finding(gpu_devs, matrix, rnode))
    if found is not None and (gpu_devs or unplaced):
        level = "ok" if placement.current_weakest_gbps is not None and placement.gain_gbps <= 0 else "info"
        template, note_params = found[1], found[2]
        items = sorted({d.item_id for d in gpu_devs} | {u.item.id for u in unplaced})
        findings.append(_f(level, "pcie.placement", template, rnode, items,
                           **note_params, gain_gbps=placement.gain_gbps))
    result = NodePcie(
        node_id=rnode.node.id, board_id=board.id, cpu_lane_class=cpu.lane_class if cpu else None, devices=devices,
        ports=[PortState(name=p.name, kind=p.kind, gen=p.gen, lanes=p.lanes, disabled=p.disabled, source=p.source,
                         position=p.position, reasons=p.reasons) for p in ports.values()],
        gpu_order=[d.unit for d in gpu_devs], topology=matrix, topology_legend=TOPOLOGY_LEGEND,
        pair_bound_gbps=_pair_bounds(gpu_devs, link_reports), gpu_links=link_reports,
        cpu_lanes_used=sum((d.link_width or 0) for d in devices if d.via == "cpu"),
        cpu_lanes_usable=cpu.pcie_lanes_usable if cpu else None, chipset_uplink_gbps=up_gbps, placement=placement,
    )
    return result, findings


def check_pcie(rp: ResolvedProject) -> tuple[PcieReport | None, list[Finding]]:
    boards = board_table(rp.catalog)
    nodes, findings = each_machine(rp, lambda rp, rnode: check_node_pcie(rp, rnode, boards))
    if not nodes:
        return None, findings
    return roll_up_pcie(nodes), findings


def roll_up_pcie(nodes: list[NodePcie]) -> PcieReport:
    """Lanes are judged per machine (a card links only within its own machine). The top level lists every
    machine's devices and bridges; nvidia-smi's matrix describes one machine, so the top-level `topology` and
    `gpu_order` are the machine's own for a one-machine project and empty for several (read `nodes[i]`)."""
    only = nodes if len(nodes) == 1 else []
    return PcieReport(devices=[d for n in nodes for d in n.devices], gpu_links=[g for n in nodes for g in n.gpu_links],
                      topology=[row for n in only for row in n.topology],
                      gpu_order=[u for n in only for u in n.gpu_order], nodes=nodes)
