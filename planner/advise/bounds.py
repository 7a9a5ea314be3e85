"""Bounds of the search: figures no build of a card mix can beat, so that the mixes they rule out need no fit.

- Price: a build costs at least its cards plus the cheapest board, CPU, memory kit and PSU; with MoE experts in
  system RAM, at least the cheapest price per GiB of priced memory times the RAM they need.
- Speed: a token reads each layer's attention and active MLP weights at least once, at the smallest width of the
  formats tried. Each card reads at most what it holds (its memory, times the largest share of a layer a token
  reads), at no more than its bandwidth times the highest efficiency the decode estimate gives its class of card
  (planner/llm/throughput.py); with experts in system RAM the CPU reads the rest at no more than the fastest
  priced CPU and memory allow at the offload fit's highest efficiency. Filling the fastest readers first gives the
  least time a token can take (layer split: the cards' times add up), hence the most tokens a second.
"""

from __future__ import annotations

import json
from functools import cache

from planner.llm.config import ModelSpec
from planner.llm.moe_offload import calibration as offload_calibration, expert_params
from planner.llm.placement import memory_class
from planner.llm import quant as quant_module
from planner.llm.quant import FORMATS
from planner.paths import resource
from planner.llm.speed_classes import CLASSES, class_fit
from planner.llm.throughput import calibration as decode_calibration
from planner.model.parts import Gpu

GIB = 1024 ** 3


@cache
def efficiency_ceiling(card_class: str) -> float:
    """The highest share of its bandwidth the decode estimate lets a card of this class reach: the class fit's
    share (workstation, HBM), else the highest point of the consumer curves."""
    if card_class in CLASSES:
        return class_fit(card_class).bandwidth_share
    return max(e for curve in decode_calibration()["curves"].values() for _, e in curve["anchors"])


def read_rate(gpu: Gpu) -> float:
    """Bytes a second the card can read at most in the decode estimate."""
    return gpu.memory_bandwidth_gbps * 1e9 * efficiency_ceiling(memory_class(gpu.memory_type))


@cache
def offload_efficiency_ceiling() -> float:
    """The highest share of the RAM's bandwidth the decode estimate lets the CPU read experts at, over every fit
    of resources/calibration/moe_offload_runs.json (one per kind of expert format)."""
    data = json.loads(resource("calibration", "moe_offload_runs.json").read_text(encoding="utf-8"))
    fits = [data["fit"]] + [v["fit"] for v in data.values() if isinstance(v, dict) and "fit" in v]
    return max(f["efficiency"] for f in fits)


def offload_efficiency(quant: str) -> float:
    """The share of the RAM's bandwidth the decode estimate reads experts of this format at (planner/llm/
    moe_offload.py: its own fit for MXFP4 experts, where the calibration has one)."""
    q = FORMATS[quant]
    mxfp4 = getattr(q, "expert_bpw", None) is not None and q.expert_bpw == getattr(quant_module, "MXFP4_BPW", None)
    return (offload_calibration(True) if mxfp4 else offload_calibration())["efficiency"]


def host_read_rate(ram_gbps: float) -> float:
    """Bytes a second the CPU reads offloaded experts at most in the decode estimate, from RAM of this theoretical
    bandwidth."""
    return ram_gbps * 1e9 * offload_efficiency_ceiling()


def smallest_bits(quants: list[str]) -> float:
    return min(min(FORMATS[q].linear_bpw, FORMATS[q].embed_bpw, FORMATS[q].head_bpw) for q in quants)


def _bits(quants: list[str], width, pick) -> float:
    return pick(width(FORMATS[q]) for q in quants)


def _linear(q) -> float:
    return q.linear_bpw


def _experts(q) -> float:  # a format may give routed experts a type of their own
    return getattr(q, "experts_bpw", q.linear_bpw)


def _head(q) -> float:
    return q.head_bpw


def _split(spec: ModelSpec) -> tuple[float, float]:
    """(parameters a token reads besides routed experts, routed-expert parameters a token reads), over the
    layers."""
    other = experts = 0.0
    for i, layer in enumerate(spec.layers):
        active = expert_params(spec, i)[1]
        other += layer.attn_params + layer.mlp_active_params - active
        experts += active
    return other, experts


def read_floors(spec: ModelSpec, quants: list[str]) -> tuple[float, float]:
    """(bytes, bytes): the fewest bytes a token reads besides routed experts (every layer's attention and dense or
    shared MLP, and the output head) and of routed experts, each at the smallest width of the formats."""
    other, experts = _split(spec)
    return ((other * _bits(quants, _linear, min) + spec.vocab * spec.hidden * _bits(quants, _head, min)) / 8,
            experts * _bits(quants, _experts, min) / 8)


def expert_read_share(spec: ModelSpec) -> float:
    """The largest share of a layer's routed experts a token reads (0 without routed experts)."""
    return max((active / total for i in range(spec.n_layers) for total, active in [expert_params(spec, i)] if total),
               default=0.0)


def offload_decode_ceiling(fastest_card: float, vram_bytes: float, floors: tuple[float, float], share: float,
                           host_rate: float | None) -> float:
    """The most tokens a second when routed experts may stay in system RAM: everything but routed experts is on
    the cards, read at no more than the fastest card's rate (`fastest_card`, bytes a second); the cards hold routed
    experts within their memory (`vram_bytes` together), of which a token reads at most `share`; the routed
    experts beyond that are read by the CPU at `host_rate`."""
    other, experts = floors
    on_cards = min(experts, share * vram_bytes)
    in_ram = experts - on_cards
    if in_ram > 0 and not host_rate:
        return 0.0
    seconds = other / fastest_card + on_cards / max(fastest_card, host_rate or 0.0) + \
        (in_ram / host_rate if in_ram > 0 else 0.0)
    return 1 / seconds if seconds > 0 else float("inf")


def read_share_ceiling(spec: ModelSpec, quants: list[str]) -> float:
    """The largest share of a layer's stored bytes a token reads, at any of the formats (1 for a dense model)."""
    best = 0.0
    for i, layer in enumerate(spec.layers):
        total, active = expert_params(spec, i)
        rest = layer.attn_params + layer.mlp_params - total
        for q in quants:
            lin, exp, norm = FORMATS[q].linear_bpw, _experts(FORMATS[q]), layer.norm_params * 16
            stored = rest * lin + total * exp + norm
            if stored:
                best = max(best, (rest * lin + active * exp + norm) / stored)
    return min(best, 1.0) if best else 1.0


def fastest_decode(readers: list[tuple[float, float]], read_bytes: float) -> float:
    """The most tokens a second: `readers` are (bytes a second, most bytes it can read a token); the fastest read
    first, what none can hold by the slowest (the memory bound rules such a mix out anyway)."""
    rates = sorted(readers, key=lambda r: -r[0])
    left, seconds = read_bytes, 0.0
    for rate, capacity in rates:
        share = min(left, capacity)
        seconds += share / rate
        left -= share
        if left <= 0:
            break
    if left > 0 and rates:
        seconds += left / rates[-1][0]
    return 1 / seconds if seconds > 0 else float("inf")
