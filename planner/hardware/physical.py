"""Physical fit: a thick card covers the slots below it, a long card must fit the case, the case needs
enough expansion slots, the board must fit the case and the cooler must fit under the side panel.

Which slots a card covers is planner.hardware.slots.covered_positions (shared with the PCIe placement search).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from pydantic import Field

from planner.memo import memoized
from planner.model.finding import Finding
from planner.model.common import StrictModel
from planner.model.parts import Case, CpuCooler, Gpu, Motherboard
from planner.catalog.resolve import ResolvedNode, ResolvedProject
from planner.hardware.slots import covered_positions
from planner.text import T


class SlotUse(StrictModel):
    slot: str
    position: int | None
    physical_lanes: int
    item_id: str | None = None
    unit: str | None = None
    device: str | None = None
    slot_width: float | None = Field(default=None, description="Slots the installed card occupies.")
    covered_by: str | None = Field(default=None, description="Unit whose cooler covers this slot.")
    via_riser: bool = False


class UnplacedCard(StrictModel):
    """A GPU unit with no slot and no riser: the slot map draws it under the board as not placed."""

    unit: str
    item_id: str
    device: str
    slot_width: float


class NodePhysical(StrictModel):
    node_id: str
    board_id: str
    expansion_positions: int
    case_slots: int | None
    slots: list[SlotUse]
    positions_known: bool
    unplaced: list[UnplacedCard] = Field(default_factory=list, description="GPU units without a slot.")
    cards_that_fit: int | None = Field(
        default=None, description="Most of this machine's GPUs (those not on a riser) the board's slots can hold "
                                  "without one card covering another's slot; null without GPUs, or when the search was too large to judge.")


class PhysicalReport(StrictModel):
    nodes: list[NodePhysical]


def _f(level, code, template, rnode, items=(), **params) -> Finding:
    return Finding.make("physical", level, code, template, node_id=rnode.node.id, item_ids=items, **params)


def _frame_findings(rnode: ResolvedNode, case: Case, case_item: str | None) -> list[Finding]:
    """An open frame's rail against the cards on risers it must hold."""
    if not case.open_frame or case.gpus_held is None:
        return []
    on_rail = sum(1 for r, _ in rnode.gpus() for a in r.item.slots if a.via_riser)
    if on_rail <= case.gpus_held:
        return []
    return [_f("fail", "physical.frame_full",
               T("{case} holds {held:# card|# cards} on its rail; this build puts {count} on risers."), rnode,
               [case_item] if case_item else [], case=case.name, held=case.gpus_held, count=on_rail)]


def _case_findings(rnode: ResolvedNode, case: Case, case_item: str | None) -> list[Finding]:
    """Card length, board form factor and cooler height against the case."""
    findings: list[Finding] = []
    board = rnode.board()
    findings += _frame_findings(rnode, case, case_item)
    for r, gpu in rnode.gpus():
        # on an open frame a card on a riser stands on the frame's rail, so the frame's length limit holds for it
        units_in_case = ([a for a in r.item.slots if not a.via_riser or case.open_frame]
                         or ([None] if not r.item.slots else []))
        if not units_in_case:
            continue
        if gpu.length_mm is None:
            findings.append(_f("info", "physical.length_unknown",
                               T("{gpu}: the catalog has no confirmed length; measure it against the case's "
                                 "{max_mm:g} mm."), rnode, [r.item.id, case_item],
                               gpu=gpu.name, case=case.name, max_mm=case.max_gpu_length_mm))
        elif gpu.length_mm > case.max_gpu_length_mm:
            findings.append(_f("fail", "physical.card_too_long",
                               T("{gpu} is {length_mm:g} mm long; {case} takes cards up to {max_mm:g} mm."),
                               rnode, [r.item.id, case_item],
                               length_mm=gpu.length_mm, max_mm=case.max_gpu_length_mm, gpu=gpu.name,
                               case=case.name))
        else:
            findings.append(_f("ok", "physical.card_length",
                               T("{gpu} ({length_mm:g} mm) fits {case} (up to {max_mm:g} mm; partner cards are "
                                 "often longer than the reference card)."), rnode, [r.item.id, case_item],
                               length_mm=gpu.length_mm, gpu=gpu.name, case=case.name,
                               max_mm=case.max_gpu_length_mm))
    if board is not None:
        if not case.takes_board(board.form_factor):
            findings.append(_f("fail", "physical.board_form_factor",
                               T("{board} is {form_factor}; {case} takes {case_form_factors}."), rnode,
                               [case_item, rnode.of_kind('motherboard')[0].item.id],
                               board=board.name, form_factor=board.form_factor, case=case.name,
                               case_form_factors=", ".join(case.form_factors)))
    for r in rnode.of_kind("cpu_cooler"):
        cooler: CpuCooler = r.part  # type: ignore[assignment]
        if cooler.height_mm and case.max_cpu_cooler_height_mm and cooler.height_mm > case.max_cpu_cooler_height_mm:
            findings.append(_f("fail", "physical.cooler_too_tall",
                               T("{cooler} is {height_mm:g} mm tall; {case} fits coolers up to {max_mm:g} mm."),
                               rnode, [r.item.id, case_item], cooler=cooler.name, height_mm=cooler.height_mm,
                               case=case.name, max_mm=case.max_cpu_cooler_height_mm))
    return findings


def _cooler_socket_findings(rnode: ResolvedNode) -> list[Finding]:
    """A CPU cooler that does not list the CPU's socket."""
    cpu = rnode.cpu()
    return [_f("fail", "physical.cooler_socket", T("{cooler} lists sockets {sockets}; the CPU is {cpu_socket}."),
               rnode, [r.item.id], cooler=r.part.name, sockets=", ".join(r.part.sockets), cpu_socket=cpu.socket)
            for r in rnode.of_kind("cpu_cooler")
            if cpu is not None and isinstance(r.part, CpuCooler) and r.part.sockets and cpu.socket not in r.part.sockets]


def _installed(rnode: ResolvedNode, uses: dict[str, SlotUse]) -> list[tuple[SlotUse, object, float]]:
    """Fill each used slot with its unit; returns (slot use, resolved item, card width) of each."""
    installed = []
    for r in rnode.items:
        if r.part is None:
            continue
        for n, a in enumerate(r.item.slots, start=1):
            if a.slot in uses:
                u = uses[a.slot]
                u.item_id, u.unit, u.device, u.via_riser = r.item.id, f"{r.item.id}#{n}", r.part.name, a.via_riser
                width = r.part.slot_width if isinstance(r.part, Gpu) else 1.0
                u.slot_width = width
                installed.append((u, r, width))
    return installed


def _covering_findings(rnode: ResolvedNode, uses: dict[str, SlotUse], by_position: dict[int, str],
                       u: SlotUse, r, width: float) -> list[Finding]:
    """Mark the slots a card covers; a card it covers, or an open-air card stacked right on another, is a finding."""
    findings: list[Finding] = []
    covered = covered_positions(u.position, width)
    for pos in covered:
        name = by_position.get(pos)
        if name is None:
            continue
        target = uses[name]
        target.covered_by = u.unit
        if target.item_id is not None and not target.via_riser:
            findings.append(_f("fail", "physical.slot_covered",
                               T("{device} ({width:g}-slot) in {slot} covers {covered_slot}, where "
                                 "{covered_device} is installed. Move one card, use a riser, or choose thinner "
                                 "(blower) cards."),
                               rnode, sorted({u.item_id, target.item_id}), slot=u.slot, covered_slot=name,
                               device=u.device, width=width, covered_device=target.device))
    if isinstance(r.part, Gpu) and r.part.cooler in ("open_air", "flow_through"):
        below = by_position.get(covered.stop)
        if below and uses[below].item_id and not uses[below].via_riser and isinstance(
                next((x.part for x in rnode.items if x.item.id == uses[below].item_id), None), Gpu):
            findings.append(_f("warn", "physical.stacked_open_air",
                               T("{device} in {slot} sits directly on {below_device} in {below_slot}: an "
                                 "open-air cooler with no gap starves its intake and both cards throttle. "
                                 "Leave a slot free, use blower cards, or a riser."), rnode,
                               sorted({u.item_id, uses[below].item_id}), device=u.device, slot=u.slot,
                               below_device=uses[below].device, below_slot=below))
    return findings


def _case_slots_finding(rnode: ResolvedNode, case: Case, case_item: str | None,
                        in_slots: list[tuple[SlotUse, object, float]]) -> Finding | None:
    """The card that reaches past the case's last expansion slot, if one does."""
    reach = {id(x): covered_positions(x[0].position, x[2]).stop - 1 for x in in_slots}
    deepest = max(reach.values(), default=0)
    if case.expansion_slots is None or deepest <= case.expansion_slots:  # an open frame's rear slots may be unknown
        return None
    card = max(in_slots, key=lambda x: reach[id(x)])
    return _f("fail", "physical.case_slots",
              T("{device} in {slot} (position {position}, {width:# slot|# slots}) reaches expansion position "
                "{needed}, but {case} has {available}: it needs a case with {needed} or more slots."),
              rnode, [card[1].item.id, case_item],
              needed=deepest, available=case.expansion_slots, device=card[0].device, slot=card[0].slot,
              position=card[0].position, width=card[2], case=case.name)


#: States the card-fit search may visit before it gives up (real boards and builds need a few dozen).
MAX_FIT_STATES = 20_000


class _SearchTooLarge(Exception):
    pass


def _card_kinds(cards: list[tuple[float, int]], slot_lanes: list[int]) -> list[tuple[float, int]]:
    """The cards as the fit sees them: whole slots taken, and the shortest slot their connector fits (cards that
    fit no slot dropped); no more cards of a kind than there are slots."""
    counts: dict[tuple[float, int], int] = {}
    for width, lanes in cards:
        fits = [s for s in sorted(set(slot_lanes)) if s >= lanes]
        if fits:
            key = (float(math.ceil(width)), fits[0])
            counts[key] = min(counts.get(key, 0) + 1, len(slot_lanes))
    return sorted(k for k, n in counts.items() for _ in range(n))


def most_cards_that_fit(board: Motherboard, cards: list[tuple[float, int]]) -> int | None:
    """How many of the cards (slot width, edge-connector lanes) the board holds at once: each in a slot at least
    as long as its connector, none covering another's slot (covered_positions). Without documented slot positions
    only the connectors are matched. None when the search grows past MAX_FIT_STATES (not judged)."""
    kinds = _card_kinds(cards, [s.physical_lanes for s in board.pcie_slots])
    if not all(s.position is not None for s in board.pcie_slots):
        placed, waiting = 0, [lanes for _, lanes in sorted(kinds, key=lambda k: k[1])]
        for lanes in sorted(s.physical_lanes for s in board.pcie_slots):  # shortest slot to the shortest connector
            if placed < len(waiting) and waiting[placed] <= lanes:
                placed += 1
        return placed
    slots = [(s.position, s.physical_lanes) for s in board.pcie_slots]

    @lru_cache(maxsize=None)
    def best(first: int, left: tuple[tuple[float, int], ...]) -> int:
        if best.cache_info().currsize > MAX_FIT_STATES:
            raise _SearchTooLarge
        if first >= len(slots) or not left:
            return 0
        position, lanes = slots[first]
        found = best(first + 1, left)
        for card in sorted(set(c for c in left if c[1] <= lanes)):
            rest = list(left)
            rest.remove(card)
            stop = covered_positions(position, card[0]).stop
            after = next((i for i in range(first + 1, len(slots)) if slots[i][0] >= stop), len(slots))
            found = max(found, 1 + best(after, tuple(rest)))
        return found

    try:
        return best(0, tuple(kinds))
    except _SearchTooLarge:
        return None


def _card_fit(rnode: ResolvedNode, board: Motherboard) -> tuple[int | None, list[Finding]]:
    """Whether the board has room for every GPU not on a riser (placed or not): a fail naming the cards when not."""
    units = [(r, gpu) for r, gpu in rnode.gpus() for n in range(r.item.quantity)
             if not (n < len(r.item.slots) and r.item.slots[n].via_riser)]
    if not units:
        return None, []
    fit = most_cards_that_fit(board, [(gpu.slot_width, gpu.pcie_lanes) for _, gpu in units])
    if fit is None or fit >= len(units):
        return fit, []
    counts: dict[str, int] = {}
    for _, gpu in units:
        name = f"{gpu.name} ({gpu.slot_width:g}-slot)"
        counts[name] = counts.get(name, 0) + 1
    if all(s.position is not None for s in board.pcie_slots):
        template = T("{board} has room for only {fit} of the {count} cards ({cards}): each card covers the slots "
                     "below it as far as it is thick. Put {extra} of them on risers, choose thinner cards, or choose a board "
                     "with more room between its slots.")
    else:
        template = T("{board} has slots for only {fit} of the {count} cards ({cards}). Put {extra} of them on risers or "
                     "choose a board with more slots.")
    return fit, [_f("fail", "physical.cards_do_not_fit", template, rnode, sorted({r.item.id for r, _ in units}),
                    board=board.name, fit=fit, count=len(units), extra=len(units) - fit,
                    cards=", ".join(f"{n} x {name}" for name, n in counts.items()))]


def _unplaced(rnode: ResolvedNode) -> list[UnplacedCard]:
    return [UnplacedCard(unit=f"{r.item.id}#{n}", item_id=r.item.id, device=gpu.name, slot_width=gpu.slot_width)
            for r, gpu in rnode.gpus() for n in range(len(r.item.slots) + 1, r.item.quantity + 1)]


def check_node_physical(rnode: ResolvedNode) -> tuple[NodePhysical | None, list[Finding]]:
    result, findings = _node_physical(rnode)
    return result, list(findings)


@memoized(maxsize=64)  # by the machine's content (node, parts): all this check reads
def _node_physical(rnode: ResolvedNode) -> tuple[NodePhysical | None, list[Finding]]:
    board = rnode.board()
    cases = [r.part for r in rnode.of_kind("case") if isinstance(r.part, Case)]
    case = cases[0] if len(cases) == 1 else None
    case_item = next((r.item.id for r in rnode.of_kind("case")), None)
    findings = _case_findings(rnode, case, case_item) if case is not None else []
    findings += _cooler_socket_findings(rnode)
    if board is None:
        return None, findings

    uses = {s.name: SlotUse(slot=s.name, position=s.position, physical_lanes=s.physical_lanes)
            for s in board.pcie_slots}
    positions_known = all(s.position is not None for s in board.pcie_slots)
    by_position = {s.position: s.name for s in board.pcie_slots if s.position is not None}
    installed = _installed(rnode, uses)
    # cards on risers sit elsewhere: they neither cover nor are covered
    in_slots = [x for x in installed if not x[0].via_riser and x[0].position is not None]
    for u, r, width in in_slots:
        findings += _covering_findings(rnode, uses, by_position, u, r, width)
    if installed and not positions_known and any(not u.via_riser for u, _, _ in installed):
        findings.append(_f("info", "physical.positions_unknown",
                           T("The slot positions of {board} are not documented in its profile, so which slots a "
                             "thick card covers is not checked; compare the card thickness with the slot spacing in "
                             "the manual."), rnode, [r.item.id for _, r, _ in installed], board=board.name))
    fit, fit_findings = _card_fit(rnode, board)
    findings += fit_findings
    case_slots = _case_slots_finding(rnode, case, case_item, in_slots) if case is not None else None
    if case_slots is not None:
        findings.append(case_slots)
    if installed:
        findings.append(_f("info", "physical.not_checked",
                           T("Not checked: memory height under the CPU cooler, riser signal quality, 12VHPWR/12V-2x6 "
                             "bend radius, fan and radiator fit, card height against the side panel, card sag and "
                             "support brackets."), rnode))
    return NodePhysical(node_id=rnode.node.id, board_id=board.id, expansion_positions=board.expansion_positions,
                        case_slots=case.expansion_slots if case else None, slots=list(uses.values()),
                        positions_known=positions_known, unplaced=_unplaced(rnode), cards_that_fit=fit), findings


def check_physical(rp: ResolvedProject) -> tuple[PhysicalReport | None, list[Finding]]:
    nodes, findings = [], []
    for rnode in rp.nodes:
        result, f = check_node_physical(rnode)
        findings += f
        if result is not None:
            nodes.append(result)
    return (PhysicalReport(nodes=nodes) if nodes else None), findings
