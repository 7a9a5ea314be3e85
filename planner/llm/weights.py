"""Bytes of a layer's matrices at a weight format, with a MoE model's routed experts at the format's expert type.

Mixed formats keep the routed experts in one type and the rest (attention, router, shared experts, dense layers)
in another: gpt-oss's GGUFs hold the experts in MXFP4 and the rest in Q8_0 (ggml-org) or F16
(planner/llm/quant.py). A format without an expert type has one type for every matrix.
"""

from __future__ import annotations

from planner.llm.config import ModelSpec
from planner.llm.quant import QuantFormat


def expert_params(spec: ModelSpec, i: int) -> tuple[float, float]:
    """(all, active per token) routed-expert parameters of layer i; (0, 0) for a dense layer."""
    layer = spec.layers[i]
    if layer.kind != "moe" or not spec.experts or not spec.experts_per_token or spec.experts <= spec.experts_per_token:
        return 0.0, 0.0
    one = (layer.mlp_params - layer.mlp_active_params) / (spec.experts - spec.experts_per_token)
    return spec.experts * one, spec.experts_per_token * one


def layer_matrix_bytes(spec: ModelSpec, q: QuantFormat, i: int, active: bool = False) -> float:
    """Bytes of layer i's matrices (all of them, or those one token reads when `active`)."""
    layer = spec.layers[i]
    params = layer.attn_params + (layer.mlp_active_params if active else layer.mlp_params)
    if q.expert_bpw is None:
        return params * q.linear_bpw / 8
    experts = expert_params(spec, i)[1 if active else 0]
    return (params - experts) * q.linear_bpw / 8 + experts * q.expert_bpw / 8
