"""The two newer families' own keys: Llama 4 (interleaved MoE with a shared expert, chunked attention on the
RoPE layers) and gpt-oss (experts with biases, alternating 128-token sliding window, attention sinks).

Read the way transformers 5 builds them (Llama4TextConfig / GptOssConfig and their modeling files):
  Llama 4   MoE layers: moe_layers, else every interleave_moe_layer_step-th layer (step - 1, 2 step - 1, ...);
            a MoE layer = num_local_experts experts of intermediate_size + a shared expert of intermediate_size +
            a router (hidden x experts, no bias); a dense layer = one gated MLP of intermediate_size_mlp.
            A layer with RoPE (no_rope_layers[i] = 1; by default all but every no_rope_layer_interval-th) attends
            within chunks of attention_chunk_size tokens, so its KV holds at most that many; the NoPE layers
            attend to everything. layer_types, when given, says the same per layer.
  gpt-oss   every layer MoE: num_local_experts experts of intermediate_size, each with a gate_up bias (2 x width)
            and a down bias (hidden), a router with a bias (hidden x experts + experts); attention with biases
            and one sink logit per head; sliding_attention layers (by default the even ones) keep sliding_window
            tokens.
"""

from __future__ import annotations

from planner.llm.config_keys import Keys, Moe, experts_per_token

LLAMA4_LAYER_TYPES = ("full_attention", "chunked_attention")
LLAMA4_CHUNK_DEFAULT = 8192  # Llama4TextConfig.attention_chunk_size
LLAMA4_NOPE_INTERVAL_DEFAULT = 4  # Llama4TextConfig.no_rope_layer_interval
GPT_OSS_WINDOW_DEFAULT = 128  # GptOssConfig.sliding_window


def llama4_moe_layers(keys: Keys, n_layers: int) -> frozenset[int]:
    if keys.cfg.get("moe_layers") is not None:
        return keys.layer_numbers("moe_layers", n_layers)
    step = keys.count("interleave_moe_layer_step", required=False, default=1)
    return frozenset(range(step - 1, n_layers, step))


def llama4_moe(keys: Keys, h: int, n_layers: int) -> Moe:
    experts = keys.count("num_local_experts")
    per_token = experts_per_token(keys, experts, "num_local_experts")
    width = keys.count("intermediate_size")
    shared = 3 * h * width  # the shared expert is as wide as a routed one
    return Moe(experts, per_token, width, h * experts + shared, llama4_moe_layers(keys, n_layers))


def llama4_windows(keys: Keys, n_layers: int) -> list[int | None]:
    """Chunked layers hold at most attention_chunk_size tokens (null: every layer attends to everything)."""
    chunk = keys.count("attention_chunk_size", required=False, default=LLAMA4_CHUNK_DEFAULT)
    if "attention_chunk_size" in keys.cfg and keys.cfg["attention_chunk_size"] is None:
        chunk = None
    layer_types = keys.layer_types(n_layers, LLAMA4_LAYER_TYPES)
    rope = keys.layer_bits("no_rope_layers", n_layers)
    if not rope:  # transformers takes an empty list as absent too
        interval = keys.count("no_rope_layer_interval", required=False, default=LLAMA4_NOPE_INTERVAL_DEFAULT)
        rope = [int((i + 1) % interval != 0) for i in range(n_layers)]
    if layer_types is not None:
        chunked = [t == "chunked_attention" for t in layer_types]
        if any(chunked) and chunk is None:
            keys.fail("layer_types", "names chunked_attention layers but attention_chunk_size is null")
    else:
        chunked = [bool(r) and chunk is not None for r in rope]
    return [chunk if c else None for c in chunked]


def gpt_oss_moe(keys: Keys, h: int, n_layers: int) -> Moe:
    experts = keys.count("num_local_experts")
    per_token = experts_per_token(keys, experts, "num_local_experts")
    width = keys.count("intermediate_size")
    return Moe(experts, per_token, width, h * experts + experts, frozenset(range(n_layers)),
               expert_bias=2 * width + h)


def gpt_oss_windows(keys: Keys, n_layers: int) -> list[int | None]:
    """sliding_attention layers keep sliding_window tokens (null: every layer attends to everything)."""
    window = keys.count("sliding_window", required=False, default=GPT_OSS_WINDOW_DEFAULT)
    if "sliding_window" in keys.cfg and keys.cfg["sliding_window"] is None:
        window = None
    layer_types = keys.layer_types(n_layers)
    if layer_types is None:
        layer_types = ["sliding_attention" if i % 2 == 0 else "full_attention" for i in range(n_layers)]
    return [window if t == "sliding_attention" else None for t in layer_types]
