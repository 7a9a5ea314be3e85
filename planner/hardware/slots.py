"""Which expansion slots a card covers (the one rule the PCIe placement search and the physical check share),
and where on a board a part can be installed (`slot_choices`, the window's slot dropdown).

Slot positions come from the board profile (position 1 = nearest the CPU). A card of width w (2.5 = two and a
half slots) in position p covers positions p+1 .. p+ceil(w)-1 (hardware.md 3); the position after those is the
first one it leaves free. Cards on risers are placed elsewhere and neither cover nor are covered.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from planner.model.parts import Gpu, Motherboard, OtherPart, PartBase, PcieExtender, Storage


def covered_positions(position: int, width: float) -> range:
    """Positions a card of `width` slots in `position` covers; `.stop` is the first position below it left free."""
    return range(position + 1, position + int(math.ceil(width)))


@dataclass(frozen=True)
class SlotChoice:
    """A place a part can be installed on a board: a PCIe slot (directly or through a riser), an M.2 socket
    or a SATA port, with the board's stated link."""

    name: str
    kind: str  # "pcie", "m2" or "sata"
    via_riser: bool = False
    gen: int | None = None
    lanes: int | None = None
    source: str | None = None  # cpu, chipset or switch
    extender: str | None = None  # the extender unit the card sits on ("riser#1"), if any
    port: int | None = None  # its port (from 1)

    @property
    def value(self) -> tuple:
        """What the slot editor stores for a unit: (slot, via riser, extender unit, port)."""
        return self.name, self.via_riser, self.extender, self.port


def slot_choices(board: Motherboard, part: PartBase,
                 extenders: list[tuple[str, PcieExtender]] = ()) -> list[SlotChoice]:
    """Where on `board` a part of this kind goes: a GPU in a PCIe slot (each also through a riser), an add-in
    card in a PCIe slot, an NVMe drive in an M.2 socket, a SATA drive in a SATA port or an M.2 socket that takes
    SATA. Other parts (CPU, memory, PSU...) have no slot: an empty list."""
    pcie = [SlotChoice(s.name, "pcie", False, s.gen, s.electrical_lanes, s.source) for s in board.pcie_slots]
    if isinstance(part, Gpu):
        return (pcie + [SlotChoice(c.name, "pcie", True, c.gen, c.lanes, c.source) for c in pcie]
                + _extender_choices(board, pcie, extenders))
    if isinstance(part, OtherPart):  # an extender's slot is the one its cards name
        return [] if part.pcie_extender is not None else pcie
    if isinstance(part, Storage):
        sata = part.interface == "sata"
        m2 = [SlotChoice(m.name, "m2", False, m.gen, m.lanes, m.source) for m in board.m2_slots
              if not sata or m.supports_sata]
        return m2 + ([SlotChoice(name, "sata") for name in board.sata_ports] if sata else [])
    return []


def _extender_choices(board: Motherboard, pcie: list[SlotChoice],
                      extenders: list[tuple[str, PcieExtender]]) -> list[SlotChoice]:
    """Each port of each extender unit in each PCIe slot (an OCuLink kit also from an M.2 socket), with the link
    the slot, the port's lanes and the extender's rating allow at best."""
    out = []
    for unit, spec in extenders:
        hosts = pcie + ([SlotChoice(m.name, "m2", False, m.gen, m.lanes, m.source) for m in board.m2_slots]
                        if spec.form == "oculink" else [])
        for host in hosts:
            for port in range(1, len(spec.ports) + 1):
                lanes = min(spec.ports[port - 1], max((host.lanes or 0) - spec.port_offset(port), 0))
                if lanes:
                    out.append(SlotChoice(host.name, host.kind, True, min(host.gen or spec.rated_gen, spec.rated_gen),
                                          lanes, host.source, unit, port))
    return out
