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

from functools import cache

from planner.llm.config import ModelSpec
from planner.llm.moe_offload import calibration as offload_calibration
from planner.llm.placement import memory_class
from planner.llm.quant import FORMATS
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


def host_read_rate(ram_gbps: float) -> float:
    """Bytes a second the CPU can read offloaded experts at most, from RAM of this theoretical bandwidth."""
    cal = offload_calibration()
    return ram_gbps * 1e9 * max(cal["efficiency"], cal.get("efficiency_high", cal["efficiency"]))


def smallest_bits(quants: list[str]) -> float:
    return min(min(FORMATS[q].linear_bpw, FORMATS[q].embed_bpw, FORMATS[q].head_bpw) for q in quants)


def token_read_floor(spec: ModelSpec, quants: list[str]) -> float:
    """The fewest bytes a token reads: every layer's attention and active MLP weights at the smallest width."""
    return sum(layer.attn_params + layer.mlp_active_params for layer in spec.layers) * smallest_bits(quants) / 8


def read_share_ceiling(spec: ModelSpec) -> float:
    """The largest share of a layer's stored weights a token reads (1 for a dense model)."""
    return max((layer.attn_params + layer.mlp_active_params + layer.norm_params) / layer.params
               for layer in spec.layers if layer.params)


def fastest_decode(readers: list[tuple[float, float]], read_bytes: float, host_rate: float | None) -> float:
    """The most tokens a second: `readers` are (bytes a second, bytes it can hold to read); the fastest read first,
    the rest (if any) by the host at `host_rate`, else by the slowest reader."""
    rates = sorted(readers, key=lambda r: -r[0])
    if host_rate is not None:
        rates.append((host_rate, float("inf")))
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
