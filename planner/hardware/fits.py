"""Does a catalog part fit the machine being built? The catalog picker's "fits this build" filter.

Each rule compares one fact of the candidate with the parts already in the machine and gives the reason it does
not fit, as a sentence in any language; no reason means it fits (as far as the catalog's facts go: a fact the
catalog does not have is never a reason). Rules: CPU socket against the board (and the cooler's sockets), memory
type against the board and CPU, the board's form factor against the case, card length against the case, the
cards' slot widths against the board's slot spacing (the physical check's own search, cards on risers left out),
the PSU's PCIe 8-pin and 12V-2x6 plugs against what the cards need, the PSU's rating against the x1.3
recommendation for the machine (a figure of the report), and a cooler's height against the case.
"""

from __future__ import annotations

from planner.catalog.resolve import ResolvedNode
from planner.hardware.physical import most_cards_that_fit
from planner.model.parts import Case, Cpu, CpuCooler, Gpu, Memory, Motherboard, OtherPart, PartBase, Psu
from planner.text import T, Text, text


def _parts(node: ResolvedNode, cls) -> list:
    return [r.part for r in node.items if isinstance(r.part, cls)]


def _one(node: ResolvedNode, cls):
    found = _parts(node, cls)
    return found[0] if len(found) == 1 else None


def _gpu_units(node: ResolvedNode) -> list[Gpu]:
    return [gpu for r, gpu in node.gpus() for _ in range(r.item.quantity)]


def _gpus_on_the_board(node: ResolvedNode) -> list[Gpu]:
    """Cards that go into the board's own slots: every unit not assigned to a riser (as the physical check counts)."""
    return [gpu for r, gpu in node.gpus() for n in range(r.item.quantity)
            if not (n < len(r.item.slots) and r.item.slots[n].via_riser)]


def _room_for(board: Motherboard, cards: list[Gpu]) -> int | None:
    """How many of `cards` the board holds side by side (planner.hardware.physical.most_cards_that_fit)."""
    return most_cards_that_fit(board, [(g.slot_width, g.pcie_lanes) for g in cards])


SIXTEEN_PIN = ("12vhpwr", "12v_2x6", "nvidia_12pin")  # a 12V-2x6 cable serves all three sockets


def _eight_pin(plugs) -> int:
    """PCIe 8-pin plugs a set of inputs takes (6-pin counted as 8-pin: a 6+2 plug serves it)."""
    return sum(p.count for p in plugs if p.connector in ("pcie_8pin", "pcie_6pin"))


def _cpu_reasons(cpu: Cpu, node: ResolvedNode) -> list[Text]:
    out = []
    board = _one(node, Motherboard)
    if board is not None and board.socket != cpu.socket:
        out.append(text(T("socket {socket} does not fit the board's {board_socket}"), socket=cpu.socket,
                        board_socket=board.socket))
    for mem in _parts(node, Memory):
        if mem.memory_type not in cpu.memory_types:
            out.append(text(T("takes {types}, not the {memory_type} in this build"),
                            types="/".join(cpu.memory_types), memory_type=mem.memory_type))
    return out


def _board_reasons(board: Motherboard, node: ResolvedNode) -> list[Text]:
    out = []
    cpu = _one(node, Cpu)
    if cpu is not None and cpu.socket != board.socket:
        out.append(text(T("socket {socket} does not take the {cpu}"), socket=board.socket, cpu=cpu.name))
    case = _one(node, Case)
    if case is not None and not case.takes_board(board.form_factor):
        out.append(text(T("{form_factor} does not fit the {case} ({case_form_factors})"),
                        form_factor=board.form_factor, case=case.name, case_form_factors="/".join(case.form_factors)))
    for mem in _parts(node, Memory):
        if mem.memory_type not in board.memory_types:
            out.append(text(T("takes {types}, not the {memory_type} in this build"),
                            types="/".join(board.memory_types), memory_type=mem.memory_type))
    cards = _gpus_on_the_board(node)
    room = _room_for(board, cards) if cards else None
    if room is not None and room < len(cards):
        out.append(text(T("room for {room} of the build's {cards} cards without risers (slot spacing against the "
                          "cards' widths)"), room=room, cards=len(cards)))
    return out


def _memory_reasons(mem: Memory, node: ResolvedNode) -> list[Text]:
    board = _one(node, Motherboard)
    if board is not None and mem.memory_type not in board.memory_types:
        return [text(T("{memory_type} does not fit the board's {types} slots"), memory_type=mem.memory_type,
                     types="/".join(board.memory_types))]
    return []


def _case_reasons(case: Case, node: ResolvedNode) -> list[Text]:
    out = []
    board = _one(node, Motherboard)
    if board is not None and not case.takes_board(board.form_factor):
        out.append(text(T("takes {case_form_factors} boards, not the {form_factor} {board}"),
                        case_form_factors="/".join(case.form_factors), form_factor=board.form_factor, board=board.name))
    cooler = _one(node, CpuCooler)
    if cooler is not None and cooler.height_mm and case.max_cpu_cooler_height_mm \
            and cooler.height_mm > case.max_cpu_cooler_height_mm:
        out.append(text(T("takes CPU coolers up to {max_mm:g} mm; the {cooler} is {height_mm:g} mm"),
                        max_mm=case.max_cpu_cooler_height_mm, cooler=cooler.name, height_mm=cooler.height_mm))
    cards = _gpu_units(node)
    if case.open_frame and case.gpus_held is not None and len(cards) > case.gpus_held:
        out.append(text(T("its rail holds {held:# card|# cards}, not {count}"), held=case.gpus_held, count=len(cards)))
    longest = max((g for g in cards if g.length_mm), key=lambda g: g.length_mm, default=None)
    if longest is not None and longest.length_mm > case.max_gpu_length_mm:
        out.append(text(T("takes cards up to {max_mm:g} mm; the {gpu} is {length_mm:g} mm"),
                        max_mm=case.max_gpu_length_mm, gpu=longest.name, length_mm=longest.length_mm))
    return out


def _gpu_reasons(gpu: Gpu, node: ResolvedNode) -> list[Text]:
    out = []
    case = _one(node, Case)
    if case is not None and gpu.length_mm and gpu.length_mm > case.max_gpu_length_mm:
        out.append(text(T("{length_mm:g} mm long; the {case} takes cards up to {max_mm:g} mm"),
                        length_mm=gpu.length_mm, case=case.name, max_mm=case.max_gpu_length_mm))
    board = _one(node, Motherboard)
    cards = _gpus_on_the_board(node) + [gpu]
    room = _room_for(board, cards) if board is not None else None
    if room is not None and room < len(cards):
        out.append(text(T("no room left on the {board} for this {width:g}-slot card: its slots hold {room} of the "
                          "{cards} cards side by side (a riser would take it)"),
                        board=board.name, width=gpu.slot_width, room=room, cards=len(cards)))
    return out


def _psu_rating_reasons(psu: Psu, node: ResolvedNode, recommended_psu_w: float | None) -> list[Text]:
    """The rating, with any PSUs already in the machine, against the report's x1.3 recommendation."""
    if recommended_psu_w is None:
        return []
    have = sum(p.wattage_w * r.item.quantity for r in node.items if isinstance(p := r.part, Psu))
    if have + psu.wattage_w >= recommended_psu_w:
        return []
    if have:
        return [text(T("{psu_w:,.0f} W with the {have_w:,.0f} W already in the build is under the "
                       "{recommended_psu_w:,.0f} W the x1.3 rule asks for"),
                     psu_w=psu.wattage_w, have_w=have, recommended_psu_w=recommended_psu_w)]
    return [text(T("{psu_w:,.0f} W is under the {recommended_psu_w:,.0f} W the x1.3 rule asks for this build"),
                 psu_w=psu.wattage_w, recommended_psu_w=recommended_psu_w)]


def _psu_reasons(psu: Psu, node: ResolvedNode, recommended_psu_w: float | None = None) -> list[Text]:
    """Plugs for the cards as shipped; a card with a 16-pin socket the PSU has no plug left for uses its bundled
    adapter (its first alternative, e.g. 2x PCIe 8-pin). A count the catalog does not know is never a reason. A
    server PSU's plugs are its breakout board's: without one in the build, that is the reason."""
    if psu.is_server:
        boards = [r for r in node.items if isinstance(r.part, OtherPart) and r.part.psu_accessory == "breakout_board"]
        out = [] if boards else [text(T("a server PSU: its cards need a breakout board, and the build has none"))]
        return out + _psu_rating_reasons(psu, node, recommended_psu_w)
    gpus = _gpu_units(node)
    sixteen_have = psu.connectors.h12v_2x6
    sixteen_cards = [g for g in gpus if any(p.connector in SIXTEEN_PIN for p in g.power_inputs)]
    eight = sum(_eight_pin(g.power_inputs) for g in gpus if g not in sixteen_cards)
    out = []
    if sixteen_have is not None and len(sixteen_cards) > sixteen_have:
        for gpu in sixteen_cards[sixteen_have:]:
            if not gpu.power_input_alternatives:
                out.append(text(T("no 12V-2x6 plug left for the {gpu}"), gpu=gpu.name))
            eight += _eight_pin(gpu.power_input_alternatives[0]) if gpu.power_input_alternatives else 0
    eight_have = psu.connectors.pcie_8pin
    if eight_have is not None and eight > eight_have:
        out.append(text(T("{have} PCIe 8-pin plugs for the cards' {need}"), have=eight_have, need=eight))
    return out + _psu_rating_reasons(psu, node, recommended_psu_w)


def _cooler_reasons(cooler: CpuCooler, node: ResolvedNode) -> list[Text]:
    out = []
    cpu = _one(node, Cpu)
    if cpu is not None and cooler.sockets and cpu.socket not in cooler.sockets:
        out.append(text(T("does not mount on socket {socket}"), socket=cpu.socket))
    case = _one(node, Case)
    if case is not None and cooler.height_mm and case.max_cpu_cooler_height_mm \
            and cooler.height_mm > case.max_cpu_cooler_height_mm:
        out.append(text(T("{height_mm:g} mm tall; the {case} takes coolers up to {max_mm:g} mm"),
                        height_mm=cooler.height_mm, case=case.name, max_mm=case.max_cpu_cooler_height_mm))
    return out


RULES = {Cpu: _cpu_reasons, Motherboard: _board_reasons, Memory: _memory_reasons, Case: _case_reasons,
         Gpu: _gpu_reasons, Psu: _psu_reasons, CpuCooler: _cooler_reasons}


def reasons_not_fitting(part: PartBase, node: ResolvedNode | None,
                        recommended_psu_w: float | None = None) -> list[Text]:
    """Why `part` does not fit the machine `node`; empty when it fits or nothing can be checked.

    `recommended_psu_w` is the machine's x1.3 figure from the report (`PlanReport.power.nodes[...]`); without it
    a PSU's rating is not judged."""
    rule = RULES.get(type(part))
    if rule is None or node is None:
        return []
    if isinstance(part, Psu):
        return _psu_reasons(part, node, recommended_psu_w)
    return rule(part, node)
