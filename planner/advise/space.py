"""The space one search covers: the card offers and their mixes, the platform parts, and the figures of a mix the
branch and bound (planner/advise/branch.py) asks for: its fit, its price floor and its decode ceiling."""

from __future__ import annotations

from dataclasses import dataclass, field

from planner.advise.goal import Goal
from planner.advise.gpus import GpuMix, GpuOffer, Screened, fit_mix, screen
from planner.advise.memory import RamNeed
from planner.advise.platform import fastest_ram_gbps, platform_floor, psu_floor
from planner.catalog.store import Catalog
from planner.llm.config import ModelSpec


@dataclass
class Space:
    goal: Goal
    spec: ModelSpec
    catalog: Catalog
    quants: list[str]
    offers: list[GpuOffer]
    owned: list[GpuOffer]
    combos: list
    options: dict
    floors: dict[tuple[int, float], float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.fastest_ram = fastest_ram_gbps(self.options, self.catalog, self.goal)  # experts are read no faster

    def platform(self, cards: int, ram: float = 0.0) -> float:
        """The least the parts besides the cards and the PSU cost (remembered: the same few card counts and RAM
        sizes come again and again)."""
        if (cards, ram) not in self.floors:
            self.floors[(cards, ram)] = platform_floor(self.options, self.catalog, self.goal, cards, ram)
        return self.floors[(cards, ram)]

    def screen(self) -> Screened:
        g = self.goal
        return screen(self.offers, self.combos, self.owned, g.budget.amount,
                      lambda gpu_w, cards, ram: self.platform(cards, ram) + psu_floor(self.options, self.catalog, g,
                                                                                      gpu_w),
                      self.spec, self.quants, g.min_tokens_per_s, g.moe_offload, self.fastest_ram)

    def fit(self, k: int) -> GpuMix:
        """The k-th mix (with the owned cards) at the best format that fits."""
        parts = tuple((self.offers[i], c) for i, c in self.combos[k]) + tuple((o, 1) for o in self.owned)
        mix = fit_mix(parts, self.spec, self.quants, "fp16", self.goal.context_tokens, self.goal.moe_offload)
        return mix.with_cpu_bytes(self.spec)

    def price_floor(self, mix: GpuMix) -> float:
        """The least a fitted mix's build costs, with the system RAM its experts need."""
        need = RamNeed.of(mix)
        watts = sum(o.gpu.board_power_w * n for o, n in mix.parts)
        return mix.price + self.platform(mix.cards, need.gib if need is not None else 0.0) + \
            psu_floor(self.options, self.catalog, self.goal, watts)

    def decode_ceiling(self, mix: GpuMix) -> float:
        """The most a fitted mix's build decodes: its fit, or with experts in system RAM the fit with the fastest
        RAM a priced (or owned) board and CPU reach."""
        need = RamNeed.of(mix)
        return mix.tokens_per_s if need is None else need.decode(self.fastest_ram)
