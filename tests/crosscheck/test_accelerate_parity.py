"""Our placement against the real thing: Accelerate's infer_auto_device_map on a meta-device model built from
the same config.json (transformers + accelerate + the CPU build of torch), and transformers' own parameter count.

These tests need the 'crosscheck' extra (pip install torch==2.13.0 transformers accelerate); CI installs it and
sets REQUIRE_CROSSCHECK=1 so a missing install fails instead of skipping.
"""

import json
import os
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = os.environ.get("REQUIRE_CROSSCHECK") == "1"

try:
    import torch
    from accelerate import infer_auto_device_map
    from accelerate.utils import get_balanced_memory
    from transformers import AutoConfig, AutoModelForCausalLM
except ImportError:  # pragma: no cover - depends on the environment
    if REQUIRED:
        raise
    pytest.skip("crosscheck extra not installed (torch, transformers, accelerate)", allow_module_level=True)

from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.llm.config import spec_from_catalog_entry  # noqa: E402
from planner.llm.placement import (
    _layer_devices,
    accelerate_device_map,
    balanced_max_memory,
    hf_module_tree,
)  # noqa: E402
from planner.llm.quant import FORMATS  # noqa: E402

pytestmark = pytest.mark.crosscheck
GIB = 1024 ** 3
CATALOG = bundled_catalog()


def transformers_config(config: dict):
    """The config as the pinned transformers takes it: Llama 4's configs write attn_temperature_tuning as 4, which
    transformers 4.51 read as a truth value and transformers 5's strict config refuses (it wants a bool)."""
    config = dict(config)
    if isinstance(config.get("attn_temperature_tuning"), int):
        config["attn_temperature_tuning"] = bool(config["attn_temperature_tuning"])
    return AutoConfig.for_model(**config)


def meta_model(config: dict):
    cfg = transformers_config(config)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # on the meta device from the start: init_empty_weights would first allocate each fused expert tensor in
        # memory (Llama 4 Maverick's are 10 GB each)
        with torch.device("meta"):
            model = AutoModelForCausalLM.from_config(cfg, dtype=torch.bfloat16)
        model.tie_weights()  # tied heads share the embedding, as after from_pretrained
        return model


def their_map(model, max_memory: dict, balanced: bool) -> dict:
    no_split = list(model._no_split_modules)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if balanced:
            max_memory = get_balanced_memory(model, max_memory=dict(max_memory), no_split_module_classes=no_split,
                                             dtype=torch.bfloat16)
        return infer_auto_device_map(model, max_memory=dict(max_memory), no_split_module_classes=no_split,
                                     dtype=torch.bfloat16)


def expanded(device_map: dict, tree, n_layers: int):
    layers, named = _layer_devices(tree, {k: str(v) for k, v in device_map.items()})
    return [layers[i] for i in range(n_layers)], named


@pytest.mark.parametrize("model_id", sorted(CATALOG.models))
def test_parameter_count_equals_transformers(model_id):
    entry = CATALOG.model(model_id)
    config = entry.config.model_dump(mode="json", exclude_unset=True)
    model = meta_model(config)
    theirs = sum(p.numel() for p in model.parameters())
    assert spec_from_catalog_entry(entry).params_total == theirs


CASES = [
    # (model, max_memory in GiB for cuda:0, cuda:1, ..., cpu)
    ("llama-3.1-8b", [10, 9, 64]),                     # 3080-class cards: spills across both
    ("qwen2.5-14b", [23.5, 9.5, 64]),                  # RTX 3090 + RTX 3080 10GB free memory
    ("qwen2.5-32b-instruct", [23, 9, 64]),             # does not fit two cards: CPU offload
    ("mistral-7b-v0.1", [9.5, 23.5, 64]),              # small card first
    ("llama-3.1-70b-instruct", [23] * 6 + [200]),      # six 24 GB cards
    ("mixtral-8x7b", [47, 47, 128]),                    # MoE on two 48 GB cards
    ("gemma-2-9b-it", [8, 8, 64]),                     # tied embeddings
    ("qwen3-30b-a3b", [23.5, 23.5, 64]),               # Qwen3 MoE
    ("gpt-oss-20b", [23.5, 9.5, 64]),                  # gpt-oss in BF16 (42 GB): spills to the CPU
    ("llama-4-scout-17b-16e", [79, 79, 79, 256]),      # Llama 4 Scout on three 80 GB cards
    ("llama-4-maverick-17b-128e", [139] * 4 + [512]),  # Maverick: dense and MoE layers alternate
]


@pytest.mark.parametrize("balanced", [False, True], ids=["sequential", "balanced"])
@pytest.mark.parametrize("model_id, memory", CASES, ids=[c[0] for c in CASES])
def test_device_map_equals_accelerate(model_id, memory, balanced):
    entry = CATALOG.model(model_id)
    config = entry.config.model_dump(mode="json", exclude_unset=True)
    model = meta_model(config)
    max_memory = {i: int(g * GIB) for i, g in enumerate(memory[:-1])}
    max_memory["cpu"] = int(memory[-1] * GIB)
    theirs = their_map(model, max_memory, balanced)

    spec = spec_from_catalog_entry(entry)
    tree = hf_module_tree(spec, FORMATS["bf16"])
    ours_memory = [(str(k), float(v)) for k, v in max_memory.items()]
    if balanced:
        ours_memory = balanced_max_memory(tree, ours_memory)
    ours = accelerate_device_map(tree, ours_memory)
    assert expanded(ours, tree, spec.n_layers) == expanded(theirs, tree, spec.n_layers)


SYNTHETIC = {
    # Small made-up configs of architectures without a bundled model: the formula must match transformers.
    "deepseek_v2": {"model_type": "deepseek_v2", "hidden_size": 512, "intermediate_size": 1408, "num_hidden_layers": 4,
                    "num_attention_heads": 8, "num_key_value_heads": 8, "vocab_size": 1000, "kv_lora_rank": 128,
                    "q_lora_rank": None, "qk_rope_head_dim": 32, "qk_nope_head_dim": 64, "v_head_dim": 64,
                    "n_routed_experts": 8, "n_shared_experts": 2, "num_experts_per_tok": 2,
                    "moe_intermediate_size": 256, "first_k_dense_replace": 1, "moe_layer_freq": 1,
                    "tie_word_embeddings": False},
    "deepseek_v2_q_lora": {"model_type": "deepseek_v2", "hidden_size": 512, "intermediate_size": 1408,
                           "num_hidden_layers": 3, "num_attention_heads": 8, "num_key_value_heads": 8,
                           "vocab_size": 1000, "kv_lora_rank": 128, "q_lora_rank": 192, "qk_rope_head_dim": 32,
                           "qk_nope_head_dim": 64, "v_head_dim": 64, "n_routed_experts": 4, "n_shared_experts": 1,
                           "num_experts_per_tok": 2, "moe_intermediate_size": 256, "first_k_dense_replace": 1,
                           "moe_layer_freq": 1, "tie_word_embeddings": False},
    "qwen2_moe": {"model_type": "qwen2_moe", "hidden_size": 512, "intermediate_size": 1408, "num_hidden_layers": 4,
                  "num_attention_heads": 8, "num_key_value_heads": 4, "vocab_size": 1000, "num_experts": 8,
                  "num_experts_per_tok": 2, "moe_intermediate_size": 256, "shared_expert_intermediate_size": 1024,
                  "decoder_sparse_step": 1, "mlp_only_layers": [], "tie_word_embeddings": False, "pad_token_id": 0},
    "phi3": {"model_type": "phi3", "hidden_size": 512, "intermediate_size": 1408, "num_hidden_layers": 3,
             "num_attention_heads": 8, "num_key_value_heads": 4, "vocab_size": 32064, "tie_word_embeddings": False},
}


@pytest.mark.parametrize("name", sorted(SYNTHETIC))
def test_formula_matches_transformers_on_other_architectures(name):
    from planner.llm.config import spec_from_config

    config = SYNTHETIC[name]
    model = meta_model(dict(config))
    theirs = sum(p.numel() for p in model.parameters())
    assert spec_from_config(dict(config)).params_total == theirs
