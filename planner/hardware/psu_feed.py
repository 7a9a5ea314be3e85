"""How a machine's PSUs are fed and wired beyond their wattage: the rating on the mains voltage they are plugged
into, server PSUs and their breakout boards, which PSU powers the motherboard, and the adapters that start extra
PSUs with the main one.

- Rating by mains voltage: many server PSUs are rated lower at 100-127 V than at 200-240 V (Murata
  D1U54P-W-1200-12: 1,200 W at 200-240 V, 1,100 W at 100-120 V; Murata D1U86P-W-1600-12: 1,600 W at 180-264 V,
  1,350 W at 108-264 V, 1,200 W at 90-264 V). A PSU's rating is the one for its circuit's volts (Psu.rating_at).
- A server PSU (form factor "server") has a 12 V card-edge output and no PCIe, 24-pin or EPS plug: it feeds
  cards only through a breakout board (an "other" part with psu_accessory "breakout_board"), whose plugs count
  as the PSU's. Each breakout unit serves one server PSU unit, in the order the parts list gives them.
- The motherboard and CPU need a 24-pin ATX and EPS plugs, so the platform load goes to the first PSU that is
  not a server PSU, or whose breakout board is a server-to-ATX converter with a 24-pin plug (KCORES CSPS to
  ATX Converter); a machine with no such PSU has no source for them.
- An extra PSU does not start with the motherboard's unless something switches it: an Add2PSU-style sync board
  (psu_accessory "psu_sync"), one per extra PSU. Builders also use a jumper or a breakout board's own switch, which
  the parts list does not show, so a missing adapter is an info finding, not a warning.
"""

from __future__ import annotations

from planner.model.finding import Finding
from planner.model.shown import psu_unit_text
from planner.model.parts import OtherPart, Psu
from planner.catalog.resolve import ResolvedNode
from planner.text import T, join, text


def _finding(level: str, code: str, template: str, rnode: ResolvedNode, items=(), **params) -> Finding:
    return Finding.make("power", level, code, template, node_id=rnode.node.id, item_ids=items, **params)


def accessory_units(rnode: ResolvedNode, accessory: str) -> list[tuple[str, OtherPart]]:
    """(item id, part) once per unit of every 'other' part that is this kind of PSU accessory, in list order."""
    out = []
    for r in rnode.of_kind("other"):
        part = r.part
        if isinstance(part, OtherPart) and part.psu_accessory == accessory:
            out += [(r.item.id, part)] * r.item.quantity
    return out


def powers_platform(psu: Psu, breakout: tuple[str, OtherPart] | None) -> bool:
    """Whether a PSU unit can feed the motherboard and CPU: an ATX unit, or a server unit on a breakout board that
    gives a 24-pin plug."""
    return not psu.is_server or (breakout is not None and bool(breakout[1].powers_board))


def platform_index(psus: list[Psu], breakouts: list[tuple[str, OtherPart] | None]) -> int | None:
    """Which PSU unit feeds the motherboard and CPU: the first that can (powers_platform); None when none can."""
    return next((i for i, (psu, b) in enumerate(zip(psus, breakouts)) if powers_platform(psu, b)), None)


def breakout_for(psus: list[Psu], breakouts: list[tuple[str, OtherPart]]) -> list[tuple[str, OtherPart] | None]:
    """The breakout board of each PSU unit: each server unit takes the next breakout unit, in list order; other
    units take none."""
    left = list(breakouts)
    return [left.pop(0) if psu.is_server and left else None for psu in psus]


def breakout_plugs(board: OtherPart) -> dict[str, int | None]:
    """The plugs a breakout board gives (None: not confirmed in a source)."""
    c = board.connectors
    if c is None:
        return {"pcie_8pin": None, "pcie_6pin": None, "12v_2x6": None, "eps_8pin": None}
    return {"pcie_8pin": c.pcie_8pin, "pcie_6pin": c.pcie_6pin, "12v_2x6": c.h12v_2x6, "eps_8pin": c.eps_8pin}


#: A server PSU with cards and no breakout board.
NO_BREAKOUT_TEXT = T(
    "{psu} ({psu_name}) is a server PSU: its 12 V card-edge output has no PCIe plugs, so it cannot feed "
    "{count:# card|# cards} without a breakout board. Add a breakout board for this PSU (a part of kind Other "
    "whose PSU accessory is a breakout board) or feed the cards from an ATX PSU.")


def no_breakout_finding(ref: str, item_id: str, psu_name: str, cards: int, rnode: ResolvedNode) -> Finding:
    return _finding("fail", "power.server_psu_no_breakout", NO_BREAKOUT_TEXT, rnode, [item_id], psu=psu_unit_text(ref),
                    psu_name=psu_name, count=cards)


def no_platform_finding(refs: list[str], item_ids: list[str], rnode: ResolvedNode) -> Finding:
    """Every PSU is a server PSU without an ATX converter: nothing gives the board its 24-pin and the CPU its EPS
    plugs."""
    return _finding("fail", "power.no_platform_psu",
                    T("{node}: every PSU is a server PSU ({psus}): they give 12 V only, with no 24-pin ATX plug for "
                      "the motherboard and no EPS plug for the CPU. Add an ATX PSU to power the board and CPU "
                      "(the server PSUs can keep feeding the cards through their breakout boards), or put one "
                      "server PSU on a converter board that gives a 24-pin plug."),
                    rnode, sorted(set(item_ids)), node=rnode.node.name,
                    psus=join([psu_unit_text(r) for r in refs], ", "))


def sync_finding(psu_units: int, sync_units: int, item_ids: list[str], rnode: ResolvedNode) -> Finding | None:
    """Extra PSUs without an adapter that starts them with the one on the motherboard."""
    needed = psu_units - 1
    if needed <= 0 or sync_units >= needed:
        return None
    return _finding("info", "power.no_psu_sync",
                    T("{psu_count} PSUs and {sync_count:# start adapter|# start adapters} listed: each PSU beyond "
                      "the one on the motherboard needs a way to start with it (an Add2PSU-style sync board: a part "
                      "of kind Other whose PSU accessory is a sync board), or it does not switch on and off with the "
                      "machine and its cards stay dark or stay powered while the board is off."),
                    rnode, sorted(set(item_ids)), psu_count=psu_units, sync_count=sync_units)


def low_line_finding(ref: str, item_id: str, psu: Psu, volts: float, rnode: ResolvedNode) -> Finding:
    """A PSU on 100-127 V mains counted at its lower rating."""
    return _finding("info", "power.low_line_rating",
                    T("{psu} ({psu_name}) is on {volts:g} V mains: its datasheet rates it {low_w:,.0f} W at "
                      "100-127 V against {high_w:,.0f} W at 200-240 V, so the planner counts {low_w:,.0f} W."),
                    rnode, [item_id], psu=psu_unit_text(ref), psu_name=psu.name, volts=volts,
                    low_w=psu.wattage_low_line_w,
                    high_w=psu.wattage_w)
