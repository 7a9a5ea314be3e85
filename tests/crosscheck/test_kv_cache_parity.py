"""The KV cache per token the planner counts against what transformers really caches: a small model of each
architecture runs a few tokens on the CPU and the cache tensors it returns are measured.

The issue that asked for this saw MLA models (DeepSeek-V2/V3) counted at their compressed latent for every engine
while transformers cached full K and V per head (8.9x more for V2-Lite, 71x for V3). That was transformers 4.x;
the pinned transformers (5.24) caches the latent, as these tests show, so the latent is right for the Accelerate
engines too. Sliding-window and chunked layers are checked the same way: which layers keep a window and how long
(Gemma 2 and 3, Qwen2's max_window_layers, Mistral, gpt-oss, Llama 4). Needs the crosscheck extra (CI sets REQUIRE_CROSSCHECK=1).
"""

import os
import warnings

import pytest

try:
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM
except ImportError:  # pragma: no cover - depends on the environment
    if os.environ.get("REQUIRE_CROSSCHECK") == "1":
        raise
    pytest.skip("crosscheck extra not installed (torch, transformers)", allow_module_level=True)

from planner.llm.config import spec_from_config  # noqa: E402

from .test_accelerate_parity import SYNTHETIC  # noqa: E402

pytestmark = pytest.mark.crosscheck
TOKENS = 6
CONFIGS = dict(SYNTHETIC, deepseek_v3={
    "model_type": "deepseek_v3", "hidden_size": 256, "intermediate_size": 512, "moe_intermediate_size": 128,
    "num_hidden_layers": 2, "num_attention_heads": 8, "num_key_value_heads": 8, "vocab_size": 1000,
    "kv_lora_rank": 64, "q_lora_rank": 96, "qk_rope_head_dim": 16, "qk_nope_head_dim": 32, "v_head_dim": 32,
    "n_routed_experts": 4, "num_experts_per_tok": 2, "n_group": 1, "topk_group": 1, "first_k_dense_replace": 1,
    "tie_word_embeddings": False}, llama_gqa={
    "model_type": "llama", "hidden_size": 256, "intermediate_size": 512, "num_hidden_layers": 3,
    "num_attention_heads": 8, "num_key_value_heads": 2, "vocab_size": 1000, "tie_word_embeddings": False})


def cache_after(config: dict, tokens: int):
    """The cache a small model of this config returns after `tokens` tokens, run on the CPU."""
    cfg = AutoConfig.for_model(**config)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.manual_seed(0)
        model = AutoModelForCausalLM.from_config(cfg).eval()
        with torch.no_grad():
            return model(torch.arange(tokens)[None] % config["vocab_size"], use_cache=True).past_key_values


def cached_elements_per_token(config: dict) -> int:
    """Elements in the cache transformers returns after TOKENS tokens, per token, over all layers."""
    cache = cache_after(config, TOKENS)
    total = sum(layer.keys.numel() + layer.values.numel() for layer in cache.layers)
    assert total % TOKENS == 0
    return total // TOKENS


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_kv_elements_per_token_equal_transformers_cache(name):
    config = CONFIGS[name]
    ours = spec_from_config(dict(config)).kv_bytes_per_token(1.0)
    assert ours == cached_elements_per_token(dict(config))


# Small gpt-oss and Llama 4 configs whose windows are shorter than the tokens run, so the cache shows which layers
# keep a window and how long it is. transformers keeps window - 1 past tokens in a sliding or chunked layer (the
# new token makes the window); the planner counts the window itself, one token more, as llama.cpp and vLLM size it.
WINDOWED = {
    "gpt_oss": {"model_type": "gpt_oss", "hidden_size": 128, "intermediate_size": 64, "num_hidden_layers": 4,
                "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000,
                "num_local_experts": 4, "num_experts_per_tok": 2, "sliding_window": 4, "tie_word_embeddings": False},
    "llama4_text": {"model_type": "llama4_text", "hidden_size": 128, "intermediate_size": 64,
                    "intermediate_size_mlp": 96, "num_hidden_layers": 8, "num_attention_heads": 4,
                    "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000, "num_local_experts": 4,
                    "num_experts_per_tok": 1, "interleave_moe_layer_step": 2, "attention_chunk_size": 4,
                    "tie_word_embeddings": False},
    "llama4_text_no_rope_layers": {"model_type": "llama4_text", "hidden_size": 128, "intermediate_size": 64,
                                   "intermediate_size_mlp": 96, "num_hidden_layers": 4, "num_attention_heads": 4,
                                   "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000,
                                   "num_local_experts": 4, "num_experts_per_tok": 1, "attention_chunk_size": 3,
                                   "no_rope_layers": [0, 1, 1, 0], "tie_word_embeddings": False},
    # Gemma 2 alternates sliding and global layers, Gemma 3 keeps one global layer in six
    "gemma2": {"model_type": "gemma2", "hidden_size": 128, "intermediate_size": 64, "num_hidden_layers": 4,
               "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000,
               "sliding_window": 4},
    "gemma3_text": {"model_type": "gemma3_text", "hidden_size": 128, "intermediate_size": 64, "num_hidden_layers": 6,
                    "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000,
                    "sliding_window": 4},
    # Qwen2 windows only the layers from max_window_layers on, and only with use_sliding_window
    "qwen2_sliding": {"model_type": "qwen2", "hidden_size": 128, "intermediate_size": 64, "num_hidden_layers": 4,
                      "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 1000, "sliding_window": 4,
                      "use_sliding_window": True, "max_window_layers": 2},
}
# Every layer windowed (Mistral 7B v0.1's 4,096-token window), or none though a window is written (Qwen2 with
# use_sliding_window false, as Qwen2.5's configs ship).
UNIFORM = {
    "mistral": ({"model_type": "mistral", "hidden_size": 128, "intermediate_size": 64, "num_hidden_layers": 2,
                 "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "vocab_size": 1000,
                 "sliding_window": 4}, [3, 3]),
    "qwen2_window_unused": ({"model_type": "qwen2", "hidden_size": 128, "intermediate_size": 64,
                             "num_hidden_layers": 4, "num_attention_heads": 4, "num_key_value_heads": 2,
                             "vocab_size": 1000, "sliding_window": 4, "use_sliding_window": False}, [9, 9, 9, 9]),
}


def cached_tokens_per_layer(config: dict, tokens: int) -> list[int]:
    return [layer.keys.shape[-2] for layer in cache_after(config, tokens).layers]


@pytest.mark.parametrize("name", sorted(WINDOWED))
def test_windowed_layers_are_the_ones_transformers_windows(name):
    config = WINDOWED[name]
    tokens = 9
    spec = spec_from_config(dict(config))
    expected = [tokens if layer.window is None else layer.window - 1 for layer in spec.layers]
    assert any(layer.window is not None for layer in spec.layers) and any(layer.window is None for layer in spec.layers)
    assert cached_tokens_per_layer(dict(config), tokens) == expected


@pytest.mark.parametrize("name", sorted(UNIFORM))
def test_a_window_on_every_layer_or_on_none_as_transformers_caches(name):
    config, transformers_tokens = UNIFORM[name]
    spec = spec_from_config(dict(config))
    assert [9 if layer.window is None else layer.window - 1 for layer in spec.layers] == transformers_tokens
    assert cached_tokens_per_layer(dict(config), 9) == transformers_tokens
