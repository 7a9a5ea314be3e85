"""What the host RAM must hold, judged by one rule for every user (the fit, the project check, the advisor).

Whatever the cards do not hold and stays in system RAM (a MoE model's offloaded experts, training's offloaded
states) must fit in the RAM installed: more than that is a failure (llama.cpp would page the weights from disk on
every token). More than HOST_RAM_SHARE of it leaves little for the system, the engine's own buffers and the page
cache: a warning, and what the advisor buys for (kits enough to keep the need within that share).
"""

from __future__ import annotations

from typing import Literal

#: Share of the installed RAM offloaded weights may fill; the rest is for the OS, the data loader or the engine's
#: buffers and pinned memory (an assumption, said in the findings).
HOST_RAM_SHARE = 0.8

RamVerdict = Literal["unknown", "over", "tight", "fine"]


def ram_verdict(need_gib: float, installed_gib: float | None) -> RamVerdict:
    """unknown (no RAM given), over (more than installed), tight (more than HOST_RAM_SHARE of it) or fine."""
    if not installed_gib:
        return "unknown"
    if need_gib > installed_gib:
        return "over"
    if need_gib > installed_gib * HOST_RAM_SHARE:
        return "tight"
    return "fine"


def ram_to_buy_gib(need_gib: float) -> float:
    """The RAM that holds `need_gib` within HOST_RAM_SHARE."""
    return need_gib / HOST_RAM_SHARE
