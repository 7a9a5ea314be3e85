"""Decode and prefill speed: a memory-bandwidth roofline per card, calibrated on published llama.cpp numbers.

Decode, batch b: one step reads every weight it uses once and each sequence's KV cache, so
  time per step = sum over cards of bytes_read(card) / (efficiency x bandwidth(card)) + hops x hop time
  tokens/s = b / time per step
For a layer (pipeline) split the cards work one after another, so their times add up: two cards hold more, they do
not decode faster. For tensor parallelism the cards work at once: the slowest card sets the pace, plus two
all-reduces per layer. MoE models read only their active experts. Prefill (planner/llm/prefill.py) is
compute-bound: 2 x active parameters FLOPs per token at a share of each card's FP16 tensor throughput fitted per
card class on published pp512 runs, with the hand-over between cards.

Calibration (shared/reference/llm-memory.md 4.1, XiongjieDai/GPU-Benchmarks-on-LLM-Inference, llama.cpp tg512,
Llama-3 8B and 70B): the efficiency of each format class is the median over the published points, its band the
lowest and highest point; the hop time is fitted on the 1/2/4/6-card RTX 3090 runs.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass
from functools import lru_cache

from pydantic import Field

from planner.llm.config import ModelSpec, spec_from_config
from planner.model.common import StrictModel
from planner.paths import resource
from planner.llm.network import NO_BOUNDARY, BoundaryCost, basis_text, boundary_cost, machine_of
from planner.llm.placement import Card, Placement, card_groups, head_bytes, tensor_parallel_size
from planner.llm.quant import FORMATS, QuantFormat
from planner.llm.prefill import prefill_rates
from planner.llm.weights import layer_matrix_bytes
from planner.llm.rdna3 import BASIS as RDNA3_BASIS, rdna3_seconds
from planner.llm.speed_classes import CLASSES, SOURCE as SPEED_CLASS_SOURCE, class_fit

SOURCE = ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference README (RunPod, CUDA 12.1, llama.cpp, May 2024), "
          "Llama-3 tg512 tokens/s, via shared/reference/llm-memory.md 4.1")


@dataclass(frozen=True)
class Measurement:
    model: str  # bundled catalog config with the same shapes
    quant: str
    gpus: tuple[str, ...]  # (name, bandwidth GB/s) pairs flattened as names
    bandwidths: tuple[float, ...]
    tokens_per_s: float


MEASUREMENTS: tuple[Measurement, ...] = (
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 3090",), (936,), 115.42),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 4090",), (1008,), 130.58),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 3080 10GB",), (760,), 109.57),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 3090",) * 2, (936,) * 2, 111.67),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 3090",) * 4, (936,) * 4, 108.66),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 3090",) * 6, (936,) * 6, 104.17),
    Measurement("llama-3.1-8b", "gguf-q4_k_m", ("RTX 4090",) * 2, (1008,) * 2, 124.65),
    Measurement("llama-3.1-8b", "fp16", ("RTX 3090",), (936,), 47.40),
    Measurement("llama-3.1-8b", "fp16", ("RTX 4090",), (1008,), 54.84),
    Measurement("llama-3.1-8b", "fp16", ("RTX 3090",) * 2, (936,) * 2, 47.72),
    Measurement("llama-3.1-8b", "fp16", ("RTX 4090",) * 2, (1008,) * 2, 53.64),
    Measurement("llama-3.1-70b-instruct", "gguf-q4_k_m", ("RTX 3090",) * 2, (936,) * 2, 16.57),
    Measurement("llama-3.1-70b-instruct", "gguf-q4_k_m", ("RTX 3090",) * 4, (936,) * 4, 17.07),
    Measurement("llama-3.1-70b-instruct", "gguf-q4_k_m", ("RTX 3090",) * 6, (936,) * 6, 17.09),
    Measurement("llama-3.1-70b-instruct", "gguf-q4_k_m", ("RTX 4090",) * 2, (1008,) * 2, 19.22),
    Measurement("llama-3.1-70b-instruct", "fp16", ("RTX 3090",) * 6, (936,) * 6, 5.85),
)
TG512_CONTEXT = 256  # average position while generating 512 tokens after a short prompt

#: Assumptions without a published calibration point in the reference; shown as such.
TP_ALLREDUCE_US = {"pcie": 25.0, "nvlink": 10.0}


class CardTime(StrictModel):
    gpu: str
    bytes_read_gib: float
    ms: float


class SpeedEstimate(StrictModel):
    decode_tokens_per_s: float = Field(description="All sequences together, at the full context.")
    decode_low: float
    decode_high: float
    per_sequence_tokens_per_s: float
    short_context_tokens_per_s: float = Field(description="Same, near the start of a conversation.")
    prefill_tokens_per_s: float | None
    prefill_low: float | None = None
    prefill_high: float | None = None
    efficiency: float
    efficiency_low: float
    efficiency_high: float
    hop_ms: float
    network_ms: float = Field(default=0.0, description="Of each step, the time machine boundaries add (llama.cpp "
                                                       "RPC over the network); 0 on one machine.")
    machine_boundaries: int = Field(default=0, description="Times a step crosses from one machine to the next.")
    per_card: list[CardTime]
    parallel: bool = Field(description="True for tensor parallel (cards work at once).")
    basis: str


def speed_class(q: QuantFormat) -> str:
    return q.speed_class


def _bytes_read(spec: ModelSpec, q: QuantFormat, layers: list[int], output: bool, embed_on_card: bool) -> float:
    total = 0.0
    for i in layers:
        total += layer_matrix_bytes(spec, q, i, active=True) + spec.layers[i].norm_params * 2
    if output:
        total += head_bytes(spec, q)
    return total


def _kv_read(spec: ModelSpec, layers: list[int], context: int, batch: int, kv_bytes: float) -> float:
    return sum(spec.layers[i].kv_elems(context) for i in layers) * batch * kv_bytes


@lru_cache(maxsize=4)
def _calibration_spec(model_id: str) -> ModelSpec:
    data = json.loads(resource("catalog", "models", f"{model_id}.json").read_text(encoding="utf-8"))
    return spec_from_config(data["config"], name=model_id)


def _layer_split_bytes(spec: ModelSpec, q: QuantFormat, n: int, context: int) -> list[float]:
    """Bytes each of n equal cards reads per token under llama.cpp's even split (calibration runs)."""
    from planner.llm.placement import llamacpp_split

    devices = llamacpp_split(spec, [1.0] * n, n)
    out = []
    for d in range(n):
        layers = [i for i in range(spec.n_layers) if devices[i] == d]
        b = _bytes_read(spec, q, layers, devices[-1] == d, False)
        b += _kv_read(spec, layers, context, 1, 2.0)
        out.append(b)
    return out


def _mean_layer_bytes(spec: ModelSpec, q: QuantFormat) -> float:
    if q.expert_bpw is None:
        return sum(l.active_params for l in spec.layers) * q.linear_bpw / 8 / spec.n_layers
    return sum(layer_matrix_bytes(spec, q, i, active=True) for i in range(spec.n_layers)) / spec.n_layers


@lru_cache(maxsize=1)
def calibration() -> dict:
    """Hop time from the same runs on 1 and n cards; efficiency per format class as a function of the size of one
    layer's weights (bigger matrices stream closer to the bandwidth peak: 70B layers reach about 0.75 where 8B
    layers reach about 0.6 at Q4_K_M), interpolated on a log scale between the calibrated model sizes."""
    single = {(m.model, m.quant, m.gpus[0]): m.tokens_per_s for m in MEASUREMENTS if len(m.gpus) == 1}
    hops = []
    for m in MEASUREMENTS:
        base = single.get((m.model, m.quant, m.gpus[0]))
        if len(m.gpus) > 1 and base:
            hops.append((1 / m.tokens_per_s - 1 / base) / (len(m.gpus) - 1))
    hop = max(statistics.median(hops), 0.0) if hops else 0.0
    points: dict[str, dict[float, list[float]]] = {}
    for m in MEASUREMENTS:
        spec = _calibration_spec(m.model)
        q = FORMATS[m.quant]
        n = len(m.gpus)
        t = 1 / m.tokens_per_s - (n - 1) * hop
        per = _layer_split_bytes(spec, q, n, TG512_CONTEXT)
        eff = sum(b / (bw * 1e9) for b, bw in zip(per, m.bandwidths)) / t
        points.setdefault(q.speed_class, {}).setdefault(_mean_layer_bytes(spec, q), []).append(eff)
    curves = {}
    for cls, by_size in points.items():
        anchors = sorted((size, statistics.median(effs)) for size, effs in by_size.items())
        all_effs = [e for effs in by_size.values() for e in effs]
        curves[cls] = {"anchors": anchors, "low": min(all_effs), "high": max(all_effs)}
    return {"curves": curves, "hop_s": hop, "hop_samples": len(hops)}


def efficiency(q: QuantFormat, layer_bytes: float) -> tuple[float, float, float]:
    """(central, low, high) decode efficiency for a format at a given weight size per layer."""
    curves = calibration()["curves"]

    def at(cls: str) -> tuple[float, float, float]:
        c = curves[cls]
        anchors = c["anchors"]
        if layer_bytes <= anchors[0][0]:
            e = anchors[0][1]
        elif layer_bytes >= anchors[-1][0]:
            e = anchors[-1][1]
        else:
            for (s0, e0), (s1, e1) in zip(anchors, anchors[1:]):
                if s0 <= layer_bytes <= s1:
                    t = (math.log(layer_bytes) - math.log(s0)) / (math.log(s1) - math.log(s0))
                    e = e0 + t * (e1 - e0)
                    break
        spread_lo = c["low"] / statistics.median(a[1] for a in anchors)
        spread_hi = c["high"] / statistics.median(a[1] for a in anchors)
        return e, e * min(spread_lo, 1.0), min(e * max(spread_hi, 1.0), 0.95)

    if q.speed_class in curves:
        return at(q.speed_class)
    # 8-bit formats: no published point in the reference; halfway between the 4-bit and 16-bit curves
    a, b = at("quant4"), at("f16")
    return tuple((x + y) / 2 for x, y in zip(a, b))  # type: ignore[return-value]


def estimate_speed(spec: ModelSpec, q: QuantFormat, placement: Placement, cards: list[Card], kv_bytes: float,
                   context: int, batch: int) -> SpeedEstimate | None:
    if not placement.per_gpu:
        return None
    cal = calibration()
    eff, eff_lo, eff_hi = efficiency(q, _mean_layer_bytes(spec, q))
    by_ref = {c.ref: c for c in cards}
    parallel = placement.engine == "vllm-tp"
    size = tensor_parallel_size(placement)
    stage_leads = [by_ref[group[0].gpu] for group in card_groups(placement)] if parallel else []
    hop = _hop_seconds(spec, cards, batch, parallel, cal["hop_s"], stage_leads)
    boundaries, network = _network(spec, placement, by_ref, batch)

    def card_times(e: float, ctx: int, band: str = "central") -> list[CardTime]:
        return _card_times(spec, q, placement, by_ref, kv_bytes, batch, e, ctx, band)

    per_card = card_times(eff, context)
    central = _step_seconds(per_card, size, hop + network.central)
    slow = _step_seconds(card_times(eff_lo, context, "low"), size, hop + network.high)
    fast = _step_seconds(card_times(eff_hi, context, "high"), size, hop + network.low)
    short = _step_seconds(card_times(eff, min(context, TG512_CONTEXT)), size, hop + network.central)
    prefill, prefill_lo, prefill_hi, prefill_basis = prefill_rates(spec, q, placement, by_ref)
    kind = (f"tensor parallel: the slowest card sets the pace, plus two all-reduces per layer (assumed "
            f"{TP_ALLREDUCE_US['pcie']:g} us each over PCIe)") if parallel else "layer split: card times add up"
    if parallel and len(stage_leads) > 1:
        kind += (f"; {len(stage_leads)} pipeline stages of {size} cards one after another, the slowest card of "
                 "each setting its pace")
    return SpeedEstimate(
        decode_tokens_per_s=round(batch / central, 2), decode_low=round(batch / slow, 2), decode_high=round(batch / fast, 2),
        per_sequence_tokens_per_s=round(1 / central, 2), short_context_tokens_per_s=round(batch / short, 2),
        prefill_tokens_per_s=prefill, prefill_low=prefill_lo, prefill_high=prefill_hi,
        efficiency=round(eff, 3), efficiency_low=round(eff_lo, 3), efficiency_high=round(eff_hi, 3),
        hop_ms=round(hop * 1e3, 3), network_ms=round(network.central * 1e3, 3), machine_boundaries=boundaries,
        per_card=per_card, parallel=parallel,
        basis=_basis(kind, (eff, eff_lo, eff_hi), cal["hop_s"], {by_ref[u.gpu].memory_class for u in placement.per_gpu})
        + (" Network: " + basis_text(boundaries, network) + "." if boundaries else "")
        + (" " + RDNA3_BASIS if any(by_ref[u.gpu].rdna3 for u in placement.per_gpu) else "") + " " + prefill_basis,
    )


def _basis(kind: str, effs: tuple[float, float, float], hop_s: float, classes: set[str]) -> str:
    eff, eff_lo, eff_hi = effs
    parts = [f"Memory-bandwidth roofline ({kind})"]
    if "consumer" in classes:
        parts.append(f"consumer cards: efficiency {eff:.2f} ({eff_lo:.2f}-{eff_hi:.2f}) over {len(MEASUREMENTS)} "
                     f"published runs of this class ({SOURCE})")
    parts += [class_fit(c).basis() + f" ({SPEED_CLASS_SOURCE})" for c in CLASSES if c in classes]
    return "; ".join(parts) + f"; hop {hop_s * 1e3:.2f} ms per extra card."


def _card_seconds(card: Card, bytes_read: float, layers: int, e: float, band: str) -> float:
    """A consumer card: its bytes over e x bandwidth. A workstation or HBM card: its class fit (bandwidth share plus
    a time per layer), moved to the class's lowest or highest published error for the band's ends."""
    if card.memory_class not in CLASSES:
        return bytes_read / (e * card.bandwidth_gbps * 1e9)
    fit = class_fit(card.memory_class)
    t = fit.step_seconds(bytes_read, layers, card.bandwidth_gbps)
    return t / (1 + {"central": 0.0, "low": fit.error_low, "high": fit.error_high}[band])


def _card_times(spec: ModelSpec, q: QuantFormat, placement: Placement, by_ref: dict[str, Card], kv_bytes: float,
                batch: int, e: float, ctx: int, band: str = "central") -> list[CardTime]:
    """Each card's share of one decode step at efficiency e and context ctx: the bytes it reads over its bandwidth
    (plus, on workstation and HBM cards, a fixed time per layer)."""
    size = tensor_parallel_size(placement)  # the cards sharing each of a card's layers (1: a layer split)
    times = []
    for use in placement.per_gpu:
        card = by_ref[use.gpu]
        w = _bytes_read(spec, q, use.layers, use.holds_output, use.holds_embeddings and size == 1) / size
        kv = _kv_read(spec, use.layers, ctx, batch, kv_bytes) / size
        t = _card_seconds(card, w + kv, len(use.layers), e, band)
        if card.rdna3:  # ROCm on RDNA3: below the NVIDIA calibration, and more so per MoE layer (rdna3.py)
            t = rdna3_seconds(t, sum(spec.layers[i].kind == "moe" for i in use.layers))
        times.append(CardTime(gpu=use.gpu, bytes_read_gib=round((w + kv) / 1024 ** 3, 3), ms=round(t * 1e3, 3)))
    return times


def _hop_seconds(spec: ModelSpec, cards: list[Card], batch: int, parallel: bool, hop_s: float,
                 stage_leads: list[Card] = ()) -> float:
    """Seconds per step between cards: two all-reduces per layer (tensor parallel), plus one hop per further
    pipeline stage (the first card of each stage but the last); or one hop per extra card (layer split)."""
    if parallel:
        link = "nvlink" if any((c.link_gbps or 0) > 40 for c in cards) else "pcie"
        allreduce = 2 * spec.n_layers * TP_ALLREDUCE_US[link] * 1e-6
        return allreduce + _hop_seconds(spec, list(stage_leads), batch, False, hop_s)
    hop = 0.0
    for c in cards[:-1]:
        transfer = spec.hidden * batch * 4 / ((c.link_gbps or 16.0) * 1e9)
        hop += hop_s + transfer
    return hop


def _network(spec: ModelSpec, placement: Placement, by_ref: dict[str, Card], batch: int) -> tuple[int, BoundaryCost]:
    """The machine boundaries a step crosses (the cards in placement order, layer after layer) and their cost, each
    over the slower of its two machines' links, RDMA only when both have it."""
    cost, boundaries = NO_BOUNDARY, 0
    cards = [by_ref[use.gpu] for use in placement.per_gpu]
    for a, b in zip(cards, cards[1:]):
        if machine_of(a.ref) != machine_of(b.ref):
            boundaries += 1
            cost = cost + boundary_cost(spec.hidden, batch, min(a.network_gbit, b.network_gbit), a.rdma and b.rdma)
    return boundaries, cost


def _step_seconds(times: list[CardTime], size: int, hop: float) -> float:
    """One decode step: the groups of `size` cards that share each layer one after another, the slowest card of each
    setting its pace (tensor parallel: one group of every card; layer split: groups of one), plus hops."""
    groups = [times[i:i + size] for i in range(0, len(times), size)]
    return sum(max(t.ms for t in group) for group in groups) / 1e3 + hop
