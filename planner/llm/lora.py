"""LoRA adapters: which linear layers they wrap and how many parameters they add.

PEFT's LoRA on a Linear(in, out) adds A (r x in) and B (out x r): r x (in + out) trainable parameters (peft
tuners/lora/layer.py, update_layer). PEFT matches target modules by name, so on a mixture-of-experts model a
projection name wraps that projection in every expert (and the shared expert); `target_modules="all-linear"` wraps
every linear layer but the output head, the router included. PEFT prints 242,225,152 trainable parameters for
Mixtral-8x7B at r 16 on all linear layers: 32 layers x (attention 425,984 + 8 experts x 3 x 294,912 + router
65,664).
"""

from __future__ import annotations

from planner.llm.config import ModelSpec
from planner.text import T, Text, text

ATTENTION = ("q_proj", "k_proj", "v_proj", "o_proj")
MLP = ("gate_proj", "up_proj", "down_proj")
ROUTER = "router"
#: The target choices people name: attention only, or every linear layer (PEFT's "all-linear": the experts and the
#: router of a MoE layer included).
PRESETS = {"attention": list(ATTENTION), "all-linear": [*ATTENTION, *MLP, ROUTER]}


def _attention_shapes(spec: ModelSpec) -> dict[str, tuple[int, int]]:
    h, hd = spec.hidden, spec.head_dim
    return {"q_proj": (h, spec.heads * hd), "k_proj": (h, spec.kv_heads * hd), "v_proj": (h, spec.kv_heads * hd),
            "o_proj": (spec.heads * hd, h)}


def _mlp_shapes(h: int, width: int) -> dict[str, tuple[int, int]]:
    return {"gate_proj": (h, width), "up_proj": (h, width), "down_proj": (width, h)}


def _layer_linears(spec: ModelSpec, moe: bool) -> list[tuple[str, int, int, int]]:
    """(module, copies, in, out) of every linear layer in one decoder layer."""
    out = [(m, 1, a, b) for m, (a, b) in _attention_shapes(spec).items()]
    if not moe:
        return out + [(m, 1, a, b) for m, (a, b) in _mlp_shapes(spec.hidden, spec.intermediate).items()]
    out += [(m, spec.experts or 0, a, b) for m, (a, b) in _mlp_shapes(spec.hidden, spec.expert_width).items()]
    if spec.shared_width:
        out += [(m, 1, a, b) for m, (a, b) in _mlp_shapes(spec.hidden, spec.shared_width).items()]
    return out + [(ROUTER, 1, spec.hidden, spec.experts or 0)]


def lora_params(spec: ModelSpec, rank: int, modules: list[str]) -> list[int]:
    """Trainable parameters of each decoder layer's adapters: r x (in + out) per wrapped linear, per expert."""
    return [sum(rank * (a + b) * n for m, n, a, b in _layer_linears(spec, layer.kind == "moe") if m in modules)
            for layer in spec.layers]


RANK_ABOVE_WIDTH = T("LoRA rank {rank} is above the width of {module} ({rows} x {cols}): an adapter's rank cannot exceed "
                     "{width} there, so use a rank of at most {width} or leave {module} out of the targets.")


def lora_rank_problem(spec: ModelSpec, rank: int, modules: list[str]) -> Text | None:
    """Why this rank cannot be a low-rank adapter on these modules: above the smaller side of a wrapped matrix (a
    product B x A of rank r cannot exceed it, so the extra rank only costs memory). The router is left out: its
    side is the expert count, and PEFT's own examples wrap it at ranks above that."""
    sides = {}
    for layer in spec.layers:
        for m, n, a, b in _layer_linears(spec, layer.kind == "moe"):
            if m in modules and m != ROUTER and n:
                sides.setdefault(m, (a, b))
    if not sides:
        return None
    module, (a, b) = min(sides.items(), key=lambda kv: min(kv[1]))
    if rank <= min(a, b):
        return None
    return text(RANK_ABOVE_WIDTH, rank=rank, module=module, rows=a, cols=b, width=min(a, b))
