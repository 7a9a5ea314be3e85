"""llama.cpp `--tensor-split` for MoE expert offload on several cards: each card's memory used evenly.

`--n-cpu-moe N` takes the routed experts of the first N layers off the cards, and the layer split gives each card
a run of consecutive layers. With the split in proportion to the cards' memory (llama.cpp's default), the first
card gets the light layers whose experts are in RAM and the last card the heavy ones: one card nearly empty, the
other full, and more layers' experts in RAM than the cards need (issue 26: gpt-oss-120b on two RTX 3090s, 1.6 and
22.6 GiB used). Users tune `-ts` by hand for this (llama.cpp issue #15263); here the split is worked out: the
layer counts per card (llama.cpp reads `--tensor-split 30,7` as those counts) that make the fullest card, as a
share of its memory, as empty as can be. A greedy fill decides whether a share is reachable (each card takes the
most consecutive layers that stay within it); a bisection finds the smallest share. The same bytes as the
placement count: weights, KV cache, CUDA context and compute buffer, the output layer on the card with the last
layer, and the engine's margin.
"""

from __future__ import annotations

from planner.llm.placement import (CUDA_CONTEXT_GIB, GIB, LLAMACPP_MARGIN_GIB, Card, Request, compute_buffer_bytes,
                                   head_bytes, kv_layer_bytes, layer_weight_bytes)

#: Bisection steps on the fullest card's share (0-4): far finer than one layer.
STEPS = 40


def _slot_bytes(req: Request) -> list[float]:
    """Bytes of each of llama.cpp's n_layer + 1 slots: the layers (weights and KV cache), then the output layer."""
    spec = req.spec
    out = [layer_weight_bytes(spec, req.quant, i) + kv_layer_bytes(req, i) for i in range(spec.n_layers)]
    return out + [head_bytes(spec, req.quant) + spec.final_norm_params * 4]


def _fill(slots: list[float], fixed: tuple[float, float], caps: list[float], share: float) -> list[int] | None:
    """Slots per card when each takes the most consecutive slots within `share` of its memory; None when the
    slots do not all find room. `fixed`: a card's bytes besides its slots, without and with the output layer."""
    counts, pos, n = [], 0, len(slots)
    for cap in caps:
        room, used, start = share * cap, 0.0, pos
        while pos < n and used + slots[pos] + fixed[pos == n - 1] <= room:
            used += slots[pos]
            pos += 1
        counts.append(pos - start)
    return counts if pos == n else None


def balanced_split(req: Request) -> list[int] | None:
    """Layer slots per card (the last card's count includes the output layer) using the cards most evenly, or
    None when even a split that fills every card to the brim leaves layers over. `req.spec`: the model the cards
    hold (without the offloaded experts)."""
    cards: list[Card] = req.cards
    margin = (LLAMACPP_MARGIN_GIB if req.margin_gib is None else req.margin_gib) * GIB
    fixed = tuple(CUDA_CONTEXT_GIB * GIB + compute_buffer_bytes(req, last=last) + margin for last in (False, True))
    slots = _slot_bytes(req)
    caps = [c.capacity_gib * GIB for c in cards]
    if _fill(slots, fixed, caps, 1.0) is None:
        return None
    lo, hi = 0.0, 1.0
    for _ in range(STEPS):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if _fill(slots, fixed, caps, mid) is not None else (mid, hi)
    return _fill(slots, fixed, caps, hi)
