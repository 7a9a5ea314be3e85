"""Which expansion slots a card covers: the one rule the PCIe placement search and the physical check share.

Slot positions come from the board profile (position 1 = nearest the CPU). A card of width w (2.5 = two and a
half slots) in position p covers positions p+1 .. p+ceil(w)-1 (hardware.md 3); the position after those is the
first one it leaves free. Cards on risers are placed elsewhere and neither cover nor are covered.
"""

from __future__ import annotations

import math


def covered_positions(position: int, width: float) -> range:
    """Positions a card of `width` slots in `position` covers; `.stop` is the first position below it left free."""
    return range(position + 1, position + int(math.ceil(width)))
