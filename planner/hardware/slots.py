"""Which expansion slots a card covers (the one rule the PCIe placement search and the physical check share),
and where on a board a part can be installed (`slot_choices`, the window's slot dropdown).

Slot positions come from the board profile (position 1 = nearest the CPU). A card of width w (2.5 = two and a
half slots) in position p covers positions p+1 .. p+ceil(w)-1 (hardware.md 3); the position after those is the
first one it leaves free. Cards on risers are placed elsewhere and neither cover nor are covered.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from planner.model.parts import Gpu, Motherboard, OtherPart, PartBase, Storage


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


def slot_choices(board: Motherboard, part: PartBase) -> list[SlotChoice]:
    """Where on `board` a part of this kind goes: a GPU in a PCIe slot (each also through a riser), an add-in
    card in a PCIe slot, an NVMe drive in an M.2 socket, a SATA drive in a SATA port or an M.2 socket that takes
    SATA. Other parts (CPU, memory, PSU...) have no slot: an empty list."""
    pcie = [SlotChoice(s.name, "pcie", False, s.gen, s.electrical_lanes, s.source) for s in board.pcie_slots]
    if isinstance(part, Gpu):
        return pcie + [SlotChoice(c.name, "pcie", True, c.gen, c.lanes, c.source) for c in pcie]
    if isinstance(part, OtherPart):
        return pcie
    if isinstance(part, Storage):
        sata = part.interface == "sata"
        m2 = [SlotChoice(m.name, "m2", False, m.gen, m.lanes, m.source) for m in board.m2_slots
              if not sata or m.supports_sata]
        return m2 + ([SlotChoice(name, "sata") for name in board.sata_ports] if sata else [])
    return []
