"""The GPU side of the search: which cards can be bought at what price, every mix of them up to the card limit,
cheap bounds that drop most mixes at once (numpy), and the real per-card fit and decode speed of the rest.

A mix is one card type 1-8 times, or two card types of one GPU backend (each at least once, 6 cards at most). The bounds are
necessary conditions, never estimates: the cards' memory together must hold the weights at the smallest format
asked for, and the fastest card's bandwidth must reach the speed asked for reading the weights once a token.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass
from typing import Callable

import numpy as np

from planner.advise.bounds import (expert_read_share, fastest_decode, host_read_rate, offload_decode_ceiling,
                                    read_floors, read_rate, read_share_ceiling, smallest_bits)
from planner.catalog.store import Catalog
from planner.hardware.pricing import catalog_point
from planner.llm.check import HOST_RAM_SHARE
from planner.llm.config import ModelSpec
from planner.llm.fit import _balanced, _balances, _fits, _n_cpu_moe
from planner.llm.moe_offload import expert_params, gpu_view, host_bytes, moe_layers
from planner.llm.placement import Card, memory_class
from planner.llm.quant import FORMATS, KV_BYTES, QUALITY_ORDER, engine_accepts
from planner.llm.rdna3 import is_rdna3
from planner.llm.throughput import estimate_speed
from planner.model.costs import ExchangeRate
from planner.model.money import convert_amount
from planner.model.parts import Gpu

GIB = 1024 ** 3
MAX_MIXED = 6
ENGINE = "llama.cpp"
#: The widest format planned with MoE experts in system RAM when the best that fits is asked for.
OFFLOAD_BEST = "gguf-q4_k_m"


@dataclass(frozen=True)
class GpuOffer:
    """A card that can be bought (or is owned): its catalog part, condition and unit price in the currency."""

    gpu: Gpu
    condition: str
    price: float
    owned: bool = False


@dataclass(frozen=True)
class GpuMix:
    """Cards of one build: (offer, count) pairs; the price and the fit at the best format that fits."""

    parts: tuple[tuple[GpuOffer, int], ...]
    price: float
    quant: str
    tokens_per_s: float
    fits: bool
    n_cpu_moe: int | None = None  # MoE experts of this many layers in system RAM (llama.cpp --n-cpu-moe)
    host_gib: float = 0.0  # the system RAM they take; tokens_per_s is then the cards' part only (an upper bound)
    cpu_bytes: float = 0.0  # the expert bytes the CPU reads from system RAM per token (set by `with_cpu_bytes`)

    @property
    def cards(self) -> int:
        return sum(n for _, n in self.parts)

    def units(self) -> list[Gpu]:
        return [o.gpu for o, n in self.parts for _ in range(n)]

    def with_cpu_bytes(self, spec: ModelSpec) -> "GpuMix":
        """The mix with the expert bytes the CPU reads a token, when its experts stay in system RAM."""
        if self.n_cpu_moe is None:
            return self
        return dataclasses.replace(self, cpu_bytes=host_bytes(spec, FORMATS[self.quant], self.n_cpu_moe)[1])


def gpu_offers(catalog: Catalog, currency: str, rates: list[ExchangeRate], allow_used: bool, family: str,
               owned: list[str]) -> list[GpuOffer]:
    """Every card with a price convertible to the currency (new; used too when allowed); owned cards at 0."""
    offers = []
    family = family.casefold()
    for part in catalog.parts.values():
        if not isinstance(part, Gpu) or part.id in owned:
            continue
        if family and family not in part.id.casefold() and family not in part.name.casefold():
            continue
        for condition in ("new", "used") if allow_used else ("new",):
            point = catalog_point(part, condition, currency, rates)
            price = convert_amount(point, currency, rates) if point is not None else None
            if price is not None and price > 0:
                offers.append(GpuOffer(part, condition, price))
    return offers


def owned_offers(catalog: Catalog, owned: list[str]) -> list[GpuOffer]:
    return [GpuOffer(catalog.parts[pid], "used", 0.0, owned=True) for pid in owned
            if isinstance(catalog.parts.get(pid), Gpu)]


def mixes(offers: list[GpuOffer], max_cards: int) -> list[tuple[tuple[int, int], ...]]:
    """Every mix as ((offer index, count), ...): one type 1..max_cards times, two types up to MAX_MIXED cards."""
    out: list[tuple[tuple[int, int], ...]] = [((i, n),) for i in range(len(offers)) for n in range(1, max_cards + 1)]
    limit = min(MAX_MIXED, max_cards)
    for i, j in itertools.combinations(range(len(offers)), 2):
        if offers[i].gpu.id == offers[j].gpu.id:
            continue  # the same card new and used: its cheaper condition alone says it
        if offers[i].gpu.compute_api != offers[j].gpu.compute_api:
            continue  # one llama.cpp build runs one GPU backend (CUDA, ROCm or SYCL)
        out += [((i, a), (j, b)) for a in range(1, limit) for b in range(1, limit - a + 1)]
    return out


def weights_floor_gib(spec: ModelSpec, quants: list[str], params: float | None = None) -> float:
    """The least the weights (or `params` of them) can take at any of the formats: every parameter at the format's
    smallest width."""
    return (spec.params_total if params is None else params) * smallest_bits(quants) / 8 / GIB


def card_params_floor(spec: ModelSpec, offload: bool) -> float:
    """Parameters that must be on the cards: all of them, or with MoE offload all but the routed experts."""
    if not offload:
        return spec.params_total
    return spec.params_total - sum(expert_params(spec, i)[0] for i in range(spec.n_layers))


@dataclass(frozen=True)
class Screened:
    """The mixes the bounds let through (indices into the mixes, the lowest price floor first) with the floor of
    their whole build's price and their decode ceiling, and how many each bound ruled out (each mix counted at the
    first bound it fails: price, memory, speed)."""

    kept: list[int]
    floor: dict[int, float]
    ceiling: dict[int, float]
    over_budget: int
    too_small: int
    too_slow: int
    best_ceiling_dropped: float  # the highest decode ceiling among the mixes the speed bound ruled out


def screen(offers: list[GpuOffer], combos, owned: list[GpuOffer], budget: float,
           platform: Callable[[float, int, float], float],
           spec: ModelSpec, quants: list[str], min_tps: float, offload: bool = False,
           host_gbps: float | None = None) -> Screened:
    """The mixes that pass the bounds (planner/advise/bounds.py): the cards plus `platform(their board power, their
    number, the least system RAM the build needs)`, the least the rest of a build can cost, within the budget; memory for the weights that must be on the cards; and
    a decode ceiling at least the speed asked for (`host_gbps`: the fastest RAM a priced CPU reaches, where experts
    may stay in system RAM)."""
    n = len(combos)
    price = np.zeros(n)
    vram = np.zeros(n)
    watts = np.zeros(n)
    cards = np.full(n, len(owned))
    for k, combo in enumerate(combos):
        for i, count in combo:
            price[k] += offers[i].price * count
            vram[k] += offers[i].gpu.vram_gib * count
            watts[k] += offers[i].gpu.board_power_w * count
            cards[k] += count
    vram += sum(o.gpu.vram_gib for o in owned)
    watts += sum(o.gpu.board_power_w for o in owned)
    floor = weights_floor_gib(spec, quants, card_params_floor(spec, offload))
    # with experts in system RAM, what the cards cannot hold stays there (token embeddings aside); the RAM then
    # holds it within the share the RAM check allows (counted down to whole 16 GiB, keeping it a floor)
    off = np.maximum(weights_floor_gib(spec, quants, spec.params_total - spec.embed_params) - vram, 0) \
        if offload and moe_layers(spec) else np.zeros(n)
    ram = np.floor(off / HOST_RAM_SHARE / 16) * 16
    keys = list(zip(watts.tolist(), cards.tolist(), ram.tolist()))
    rest = {key: platform(*key) for key in set(keys)}
    price += np.array([rest[key] for key in keys])
    cheap = price <= budget
    holds = cheap & (vram >= floor)
    may_offload = offload and moe_layers(spec) > 0
    host = host_read_rate(host_gbps) if may_offload and host_gbps else None
    floors, share = read_floors(spec, quants), expert_read_share(spec)
    read_share = read_share_ceiling(spec, quants)  # the most of what a card holds that a token reads

    def decode_ceiling(units: list[tuple[Gpu, int]]) -> float:
        if may_offload:
            return offload_decode_ceiling(max(read_rate(g) for g, _ in units),
                                          sum(g.vram_gib * c for g, c in units) * GIB, floors, share, host)
        return fastest_decode([(read_rate(g), g.vram_gib * GIB * read_share * c) for g, c in units], sum(floors))

    ceiling, kept, best_dropped = {}, [], 0.0
    for k in np.nonzero(holds)[0]:
        tps = decode_ceiling([(offers[i].gpu, c) for i, c in combos[k]] + [(o.gpu, 1) for o in owned])
        if tps >= min_tps:
            kept.append(int(k))
            ceiling[int(k)] = tps
        else:
            best_dropped = max(best_dropped, tps)
    kept.sort(key=lambda k: (price[k], -ceiling[k]))
    return Screened(kept, {k: float(price[k]) for k in kept}, ceiling, int(n - cheap.sum()),
                    int(cheap.sum() - holds.sum()), int(holds.sum()) - len(kept), best_dropped)


def _cards(units: list[Gpu]) -> list[Card]:
    return [Card(ref=f"gpu{n}", name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps,
                 fp16_tflops=g.fp16_tensor_tflops, memory_class=memory_class(g.memory_type),
                 rdna3=is_rdna3(g.architecture))
            for n, g in enumerate(units)]


def fit_mix(parts: tuple[tuple[GpuOffer, int], ...], spec: ModelSpec, quants: list[str], kv: str, context: int,
            offload: bool = False) -> GpuMix:
    """The mix at the highest-quality format of `quants` that fits, with its decode speed (one sequence); with
    `offload`, a MoE model that fits no format on the cards alone is tried with its experts partly in system RAM
    (the speed is then the cards' part, an upper bound the build's RAM settles)."""
    units = [o.gpu for o, n in parts for _ in range(n)]
    units.sort(key=lambda g: -g.vram_gib)  # the largest card first, as the engine's layer split is best
    cards = _cards(units)
    price = sum(o.price * n for o, n in parts)
    for qid in quants:
        q = FORMATS[qid]
        placement = _fits(spec, cards, ENGINE, q, kv, context, 1, None, True, None)
        if placement.fits:
            return GpuMix(parts, price, qid, _decode(spec, q, placement, cards, kv, context), True)
    if offload and moe_layers(spec):
        for qid in offload_formats(quants):
            q = FORMATS[qid]
            args = dict(tensor_split=None, flash=True, margin=None)
            n = _n_cpu_moe(spec, cards, ENGINE, q, kv, context, 1, args, "auto", "inference")
            view = gpu_view(spec, n)
            split = _balanced(view, cards, q, kv, context, 1, args) if _balances(cards, args) else None
            placement = _fits(view, cards, ENGINE, q, kv, context, 1, split, True, None)
            if placement.fits:
                return GpuMix(parts, price, qid, _decode(view, q, placement, cards, kv, context), True, n,
                              host_bytes(spec, q, n)[0] / GIB)
    return GpuMix(parts, price, quants[-1], 0.0, False)


def offload_formats(quants: list[str]) -> list[str]:
    """Formats tried with experts in system RAM: the one asked for, or for 'best' from Q4_K_M down (a wider format
    puts more bytes on the CPU's side of every token, which RAM bandwidth makes slow)."""
    if len(quants) > 1 and OFFLOAD_BEST in quants:
        return quants[quants.index(OFFLOAD_BEST):]
    return quants


def _decode(spec: ModelSpec, q, placement, cards, kv: str, context: int) -> float:
    speed = estimate_speed(spec, q, placement, cards, KV_BYTES[kv], context, 1)
    return speed.decode_tokens_per_s if speed is not None else 0.0


def formats(quantization: str) -> list[str]:
    """The formats tried, best first: one, or every llama.cpp format from the best down ('best')."""
    if quantization != "best":
        return [quantization]
    return [q for q in QUALITY_ORDER if q != "fp32" and engine_accepts(ENGINE, FORMATS[q])]
