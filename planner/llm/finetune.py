"""Training memory per card: full fine-tuning, LoRA and QLoRA, with activations and checkpointing.

Sources (shared/reference/llm-memory.md 3.6):
- Mixed-precision AdamW: 18 bytes per parameter (fp32 master 4 + 16-bit copy 2, gradients 4, two Adam
  moments 8), plus activations (transformers docs "model memory anatomy").
- LoRA of rank r on a Linear(in, out) adds r x (in + out) trainable parameters at 16 bytes each (fp32 weight,
  gradient and two moments); the frozen base stays 16-bit (2 bytes), or NF4 (4.127 bits) for QLoRA with
  embeddings and lm_head in 16-bit.
- Activations per layer (Korthikanti et al. 2022): s x b x h x 34 bytes with flash attention (plus 5 x a x s^2 x b
  without it); with gradient checkpointing only 2 x s x b x h per layer is kept, and one layer is recomputed
  at a time. Logits in fp32: 4 x b x s x vocab on the card that holds the output layer.
Several cards are used as a naive pipeline (Accelerate device_map "sequential"): memory adds up, speed does not.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import Field

from planner.llm.config import ModelSpec
from planner.model.common import StrictModel
from planner.llm.placement import CUDA_CONTEXT_GIB, GIB, Card, _range_text
from planner.llm.quant import FORMATS

ADAMW_MIXED_BYTES = 18
LORA_STATE_BYTES = 16


class TrainCard(StrictModel):
    gpu: str
    name: str
    capacity_gib: float
    used_gib: float
    weights_gib: float
    trainable_state_gib: float = Field(description="Gradients and optimizer states (and master weights).")
    activations_gib: float
    training_memory_gib: float = Field(description="trainable_state_gib + activations_gib: what training needs on "
                                                   "the card beyond the weights and the CUDA context.")
    overhead_gib: float
    free_gib: float
    layers: list[int]
    layer_range: str
    fits: bool


class TrainingFit(StrictModel):
    mode: str
    sequence_length: int
    batch: int
    gradient_checkpointing: bool
    trainable_params: int
    fits: bool
    per_gpu: list[TrainCard]
    training_memory_gib: float = Field(description="The cards' training_memory_gib added up.")
    total_gib: float
    notes: list[str]


def _lora_params(spec: ModelSpec, rank: int, modules: list[str]) -> list[int]:
    h, hd = spec.hidden, spec.head_dim
    shapes = {
        "q_proj": (h, spec.heads * hd), "k_proj": (h, spec.kv_heads * hd), "v_proj": (h, spec.kv_heads * hd),
        "o_proj": (spec.heads * hd, h), "gate_proj": (h, spec.intermediate), "up_proj": (h, spec.intermediate),
        "down_proj": (spec.intermediate, h),
    }
    per_layer = sum(rank * (a + b) for m, (a, b) in shapes.items() if m in modules)
    return [per_layer] * spec.n_layers


@dataclass
class _TrainingBytes:
    """Bytes per layer (weights, trainable state), of the embeddings and of the output head, for one mode."""

    layer_w: list[float]
    layer_state: list[float]
    embed_w: float
    embed_state: float
    head_w: float
    head_state: float
    trainable: int
    notes: list[str]


def _training_bytes(spec: ModelSpec, mode: str, lora_rank: int, lora_modules: list[str]) -> _TrainingBytes:
    if mode == "full_finetune":
        state = ADAMW_MIXED_BYTES - 2  # beyond the 16-bit working copy
        return _TrainingBytes(
            layer_w=[l.params * 2 for l in spec.layers], layer_state=[l.params * state for l in spec.layers],
            embed_w=spec.embed_params * 2, embed_state=spec.embed_params * state,
            head_w=spec.lm_head_params * 2, head_state=spec.lm_head_params * state, trainable=spec.params_total,
            notes=["Full fine-tuning with mixed-precision AdamW: 18 bytes per parameter before activations."])
    lora = _lora_params(spec, lora_rank, lora_modules)
    if mode == "qlora":
        nf4 = FORMATS["nf4"]
        layer_w = [l.linear_params * nf4.linear_bpw / 8 + l.norm_params * 2 for l in spec.layers]
        notes = ["QLoRA: the base model's layers in NF4 (4.127 bits), embeddings and lm_head in 16-bit."]
    else:
        layer_w = [l.params * 2 for l in spec.layers]
        notes = ["LoRA: the base model frozen in 16-bit."]
    trainable = sum(lora)
    notes.append(f"LoRA rank {lora_rank} on {', '.join(lora_modules)}: {trainable / 1e6:,.1f} M trainable "
                 "parameters at 16 bytes each.")
    return _TrainingBytes(layer_w=layer_w, layer_state=[p * LORA_STATE_BYTES for p in lora],
                          embed_w=spec.embed_params * 2, embed_state=0, head_w=spec.lm_head_params * 2, head_state=0,
                          trainable=trainable, notes=notes)


def training_fit(spec: ModelSpec, cards: list[Card], mode: str, seq: int, batch: int, checkpointing: bool,
                 lora_rank: int, lora_modules: list[str], flash_attention: bool = True) -> TrainingFit:
    h, s, b, a = spec.hidden, seq, batch, spec.heads
    act_full = s * b * h * 34 + (0 if flash_attention else 5 * a * s * s * b)
    act_kept = 2 * s * b * h if checkpointing else act_full
    tb = _training_bytes(spec, mode, lora_rank, lora_modules)
    notes = list(tb.notes)
    logits = 4 * b * s * spec.vocab

    # naive pipeline: fill the cards in order, keeping each card's fixed costs in view
    per: list[TrainCard] = []
    layer = 0
    n = spec.n_layers
    for d, card in enumerate(cards):
        cap = card.capacity_gib * GIB
        fixed = CUDA_CONTEXT_GIB * GIB
        w = state = 0.0
        if d == 0:
            w += tb.embed_w
            state += tb.embed_state
        acts = 0.0
        layers: list[int] = []
        last_card = d == len(cards) - 1
        while layer < n:
            add_w = tb.layer_w[layer]
            add_s = tb.layer_state[layer]
            extra_recompute = act_full if checkpointing and not layers else 0.0
            tail = (tb.head_w + tb.head_state + logits) if layer == n - 1 else 0.0
            projected = fixed + w + state + acts + add_w + add_s + act_kept + extra_recompute + tail
            if projected > cap and layers and not last_card:
                break
            w += add_w
            state += add_s
            acts += act_kept + extra_recompute
            layers.append(layer)
            layer += 1
        if layer >= n and layers and layers[-1] == n - 1:
            w += tb.head_w
            state += tb.head_state
            acts += logits
        per.append(_train_card(card, w, state, acts, fixed, layers))
    fits = all(c.fits for c in per) and layer >= n
    if len(cards) > 1:
        notes.append("Several cards act as a naive pipeline (device_map='sequential'): memory adds up, only one card "
                     "works at a time.")
    if checkpointing:
        notes.append("Gradient checkpointing keeps 2 x s x b x h bytes per layer and recomputes one layer at a time.")
    return TrainingFit(mode=mode, sequence_length=seq, batch=batch, gradient_checkpointing=checkpointing,
                       trainable_params=tb.trainable, fits=fits, per_gpu=per,
                       training_memory_gib=round(sum(c.training_memory_gib for c in per), 3),
                       total_gib=round(sum(c.used_gib for c in per), 3), notes=notes)


def _train_card(card: Card, w: float, state: float, acts: float, fixed: float, layers: list[int]) -> TrainCard:
    """One card of the pipeline from its bytes."""
    cap = card.capacity_gib * GIB
    used = fixed + w + state + acts
    return TrainCard(
        gpu=card.ref, name=card.name, capacity_gib=round(card.capacity_gib, 3), used_gib=round(used / GIB, 3),
        weights_gib=round(w / GIB, 3), trainable_state_gib=round(state / GIB, 3),
        activations_gib=round(acts / GIB, 3), training_memory_gib=round((state + acts) / GIB, 3),
        overhead_gib=round(fixed / GIB, 3), free_gib=round((cap - used) / GIB, 3), layers=layers,
        layer_range=_range_text(layers), fits=used <= cap,
    )
