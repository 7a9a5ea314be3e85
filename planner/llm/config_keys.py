"""Typed, bounded reads of a config.json's keys: every refusal names the file, the key and what was expected."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, NoReturn

from planner.errors import PlannerError, json_kind


class ConfigError(PlannerError):
    """A config.json the planner cannot turn into a model: names the key and what was expected."""


MAX_LAYERS = 1_000
MAX_TOKENS = 100_000_000
MAX_WIDTH = 65_536  # heads, head dimensions, experts, latent ranks
#: Upper bound of every integer key the planner reads (far above any real model, low enough to keep sums exact
#: and the placement loops short).
LIMITS = {
    "hidden_size": 2 ** 20, "intermediate_size": 2 ** 22, "moe_intermediate_size": 2 ** 22,
    "shared_expert_intermediate_size": 2 ** 22, "num_hidden_layers": MAX_LAYERS, "vocab_size": 100_000_000,
    "num_attention_heads": MAX_WIDTH, "num_key_value_heads": MAX_WIDTH, "head_dim": MAX_WIDTH,
    "max_position_embeddings": MAX_TOKENS, "original_max_position_embeddings": MAX_TOKENS, "sliding_window": MAX_TOKENS, "num_local_experts": MAX_WIDTH,
    "num_experts": MAX_WIDTH, "n_routed_experts": MAX_WIDTH, "num_experts_per_tok": MAX_WIDTH,
    "n_shared_experts": MAX_WIDTH, "kv_lora_rank": MAX_WIDTH, "q_lora_rank": MAX_WIDTH,
    "qk_rope_head_dim": MAX_WIDTH, "qk_nope_head_dim": MAX_WIDTH, "v_head_dim": MAX_WIDTH,
    "decoder_sparse_step": MAX_LAYERS, "moe_layer_freq": MAX_LAYERS, "first_k_dense_replace": MAX_LAYERS,
    "max_window_layers": MAX_LAYERS, "sliding_window_pattern": MAX_LAYERS,
    "interleave_moe_layer_step": MAX_LAYERS, "no_rope_layer_interval": MAX_LAYERS,
    "attention_chunk_size": MAX_TOKENS, "intermediate_size_mlp": 2 ** 22,
}
#: What layer_types may name, unless a family allows others (Llama 4: chunked_attention).
LAYER_TYPES = ("full_attention", "sliding_attention")


def describe_value(value: Any) -> str:
    """A short, safe rendering of a config value for a message (never a 5,000-digit number)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return str(value) if value.bit_length() <= 64 else f"an integer of about {int(value.bit_length() * 0.30103)} digits"
    if isinstance(value, float):
        return json.dumps(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37]) + "..."
    if isinstance(value, list):
        return f"a list of {len(value)} items"
    if isinstance(value, dict):
        return "an object"
    return json_kind(value)


class Keys:
    """Typed, bounded reads of a config.json's keys; every refusal names the file, the key and what was expected."""

    def __init__(self, cfg: dict, where: str, prefix: str = ""):
        self.cfg, self.where, self.prefix = cfg, where, prefix

    def fail(self, key: str, problem: str) -> NoReturn:
        raise ConfigError(f"{self.where}: {self.prefix}{key} {problem}")

    def count(self, key: str, required: bool = True, default: int | None = None, minimum: int = 1) -> int | None:
        """A whole number from `minimum` to LIMITS[key]; 4096.0 counts as 4096 (some exporters write that)."""
        raw = self.cfg.get(key)
        limit = LIMITS[key]
        expected = (f"{'a positive integer' if minimum else 'an integer of 0 or more'} up to {limit:,}"
                    + ("" if required else " or null"))
        if raw is None:
            if required:
                self.fail(key, f"is missing (expected {expected})")
            return default
        value = int(raw) if isinstance(raw, float) and math.isfinite(raw) and raw.is_integer() else raw
        if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= limit:
            self.fail(key, f"must be {expected}, got {describe_value(raw)}")
        return value

    def flag(self, key: str, default: bool) -> bool:
        value = self.cfg.get(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            self.fail(key, f"must be true or false, got {describe_value(value)}")
        return value

    def layer_numbers(self, key: str, n_layers: int) -> frozenset[int]:
        value = self.cfg.get(key)
        if value is None:
            return frozenset()
        expected = f"a list of layer numbers from 0 to {n_layers - 1}"
        if not isinstance(value, list):
            self.fail(key, f"must be {expected}, got {describe_value(value)}")
        for item in value:
            if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item < n_layers:
                self.fail(key, f"must be {expected}; {describe_value(item)} is not one")
        return frozenset(value)

    def layer_types(self, n_layers: int, allowed: tuple[str, ...] = LAYER_TYPES) -> list[str] | None:
        value = self.cfg.get("layer_types")
        if value is None:
            return None
        expected = f"a list of {n_layers} entries, each {' or '.join(repr(t) for t in allowed)}"
        if not isinstance(value, list):
            self.fail("layer_types", f"must be {expected}, got {describe_value(value)}")
        if len(value) != n_layers:
            self.fail("layer_types", f"lists {len(value)} layers but num_hidden_layers is {n_layers}")
        for item in value:
            if not isinstance(item, str) or item not in allowed:
                self.fail("layer_types", f"must be {expected}; {describe_value(item)} is not one")
        return value

    def layer_bits(self, key: str, n_layers: int) -> list[int] | None:
        """A list of one 0 or 1 per layer (Llama 4's no_rope_layers), or None when absent or empty (Llama4TextConfig
        takes an empty list as absent and fills in its default)."""
        value = self.cfg.get(key)
        if value is None or value == []:
            return None
        expected = f"a list of {n_layers} entries, each 0 or 1"
        if not isinstance(value, list):
            self.fail(key, f"must be {expected}, got {describe_value(value)}")
        if len(value) != n_layers:
            self.fail(key, f"lists {len(value)} layers but num_hidden_layers is {n_layers}")
        for item in value:
            if isinstance(item, bool) or item not in (0, 1):
                self.fail(key, f"must be {expected}; {describe_value(item)} is not one")
        return [int(item) for item in value]


@dataclass(frozen=True)
class Moe:
    """The mixture-of-experts MLP of a config: which layers have it and how large it is."""

    experts: int
    per_token: int
    width: int  # intermediate size of one expert
    always: int  # parameters every token uses besides its experts: router, shared experts, bias
    layers: frozenset[int]
    expert_bias: int = 0  # bias parameters of one expert (gpt-oss: gate_up 2 x width, down hidden)

    def params(self, h: int) -> tuple[int, int]:
        """(total, active) parameters of one MoE layer's MLP."""
        one = 3 * h * self.width + self.expert_bias
        return self.experts * one + self.always, self.per_token * one + self.always


def experts_per_token(keys: Keys, experts: int, experts_key: str) -> int:
    k = keys.count("num_experts_per_tok")
    if k > experts:
        keys.fail("num_experts_per_tok", f"({k}) is larger than {keys.prefix}{experts_key} ({experts})")
    return k
