"""System RAM as a choice, for builds whose MoE experts stay in RAM (llama.cpp --n-cpu-moe), as people size a
CPU-offload rig: which memory kit and how many of them. The RAM must hold the experts within the host-RAM share
the RAM check allows, its kits must fit the board's memory slots, and the more channels they fill the faster
the CPU reads the experts: of the kits the board takes, the cheapest number of them that holds the experts and
reaches the speed asked for (with the board's CPU, its channels and the kit's MT/s, as the decode estimate counts
them), else the fastest that holds them."""

from __future__ import annotations

import math
from dataclasses import dataclass

from planner.advise.bounds import offload_efficiency
from planner.hardware.fits import reasons_not_fitting
from planner.llm.check import HOST_RAM_SHARE
from planner.llm.moe_offload import combine, ram_bandwidth_gbps
from planner.model.parts import Cpu, Memory, Motherboard
from planner.text import T, Text, text


@dataclass(frozen=True)
class RamNeed:
    """What experts kept in system RAM ask of a build's memory."""

    gib: float  # to install at least: the experts within HOST_RAM_SHARE of the RAM
    cpu_bytes: float  # expert bytes the CPU reads a token
    gpu_tps: float  # the cards' part of the decode (tokens/s)
    efficiency: float  # the share of the RAM's bandwidth the CPU reads the experts at

    @classmethod
    def of(cls, mix) -> "RamNeed | None":
        """What a fitted card mix (planner/advise/gpus.py GpuMix) asks of the RAM; None when its experts stay on the
        cards."""
        if mix.n_cpu_moe is None:
            return None
        return cls(mix.host_gib / HOST_RAM_SHARE, mix.cpu_bytes, mix.tokens_per_s, offload_efficiency(mix.quant))

    def decode(self, ram_gbps: float | None) -> float:
        """The build's decode with RAM of this bandwidth (the decode estimate's own formula)."""
        return combine(self.gpu_tps, self.cpu_bytes, ram_gbps, self.efficiency) or 0.0


def kit_gib(kit: Memory) -> float:
    return kit.module_gib * kit.modules


def most_ram_gib(board: Motherboard, options) -> float:
    """The most RAM the board's slots take of one priced kit of its memory types."""
    return max((board.memory_slots // kit.modules * kit_gib(kit) for _, kit in options[Memory]
                if kit.memory_type in board.memory_types), default=0.0)


@dataclass(frozen=True)
class RamChoice:
    kit: Memory
    kits: int
    price: float
    tokens_per_s: float


def choices(node, board: Motherboard, options, need: RamNeed, owned: Memory | None) -> list[RamChoice]:
    """Every kit the board takes, from the fewest that hold the experts to as many as its slots take (owned kits
    only, at no cost, when memory is owned)."""
    cpu = next((r.part for r in node.items if isinstance(r.part, Cpu)), None)
    kits = [(0.0, owned)] if owned is not None else [(p, k) for p, k in options[Memory]
                                                     if not reasons_not_fitting(k, node)]
    out = []
    for price, kit in kits:
        for count in range(max(1, math.ceil(need.gib / kit_gib(kit) - 1e-9)), board.memory_slots // kit.modules + 1):
            gbps = ram_bandwidth_gbps(cpu.memory_channels, count * kit.modules, kit.speed_mts) if cpu else None
            out.append(RamChoice(kit, count, price * count, need.decode(gbps)))
    return out


def memory_for(node, board: Motherboard, options, need: RamNeed, min_tps: float, owned: Memory | None,
               fastest: bool = False) -> RamChoice | Text:
    """The cheapest RAM that holds the experts and meets the speed, else (or with `fastest`) the fastest that
    holds them at the least price, else why none does."""
    found = choices(node, board, options, need, owned)
    if not found:
        return text(T("{board}: its {slots} memory slots cannot hold the {need:,.0f} GiB of system RAM the experts "
                      "kept in RAM need"), board=board.name, slots=board.memory_slots, need=need.gib)
    fast = [c for c in found if c.tokens_per_s >= min_tps]
    if fast and not fastest:
        return min(fast, key=lambda c: (c.price, -c.tokens_per_s))
    return max(found, key=lambda c: (c.tokens_per_s, -c.price))


def ram_price_floor(kits: list[tuple[float, Memory]], gib: float, slots: int | None = None) -> float:
    """The least `gib` of RAM can cost in kits of one of these priced kinds (at least one kit), as the search buys
    it; with `slots`, only as many kits as the slots take."""
    costs = [price * max(1, math.ceil(gib / kit_gib(kit) - 1e-9)) for price, kit in kits
             if slots is None or max(1, math.ceil(gib / kit_gib(kit) - 1e-9)) * kit.modules <= slots]
    return min(costs, default=0.0)
