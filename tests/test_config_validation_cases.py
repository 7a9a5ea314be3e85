"""Every config.json key the planner reads, with a wrong type and an out-of-range value, through the real command
line (`main.py fit --model FILE ...`): each must end in exit 2 with a message naming the file, the key and what was
expected; never an internal error (exit 3), never a silently misread model.

The first table is issue 13's list as reported; the second goes key by key over every family's keys (Llama,
Mistral, Qwen2/3 and their MoE, Mixtral, Gemma 2/3, DeepSeek V2/V3, Llama 4, gpt-oss). Each key is changed in a
family that reads it, so the refusal can only be about that key.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from planner.llm.config_keys import LIMITS
from tests.fuzzing.harness import run_cli_case
from tests.fuzzing.model_config import DEEPSEEK_V3_SMALL, GEMMA3_WRAPPED, LLAMA4_WRAPPED, READ_KEYS

MODELS = Path(__file__).resolve().parents[1] / "resources" / "catalog" / "models"


def bundled(model_id: str) -> dict:
    return json.loads((MODELS / f"{model_id}.json").read_text(encoding="utf-8"))["config"]


def base(name: str) -> dict:
    """A family's config: the bundled one, or (for shapes the catalog lacks) the fuzzer's."""
    if name == "deepseek_v3":
        return json.loads(json.dumps(DEEPSEEK_V3_SMALL))
    if name == "deepseek_v2":
        return dict(json.loads(json.dumps(DEEPSEEK_V3_SMALL)), model_type="deepseek_v2")
    if name == "gemma3":
        return json.loads(json.dumps(GEMMA3_WRAPPED))
    if name == "llama4":
        return json.loads(json.dumps(LLAMA4_WRAPPED))
    if name == "qwen2.5-sliding":
        return dict(bundled("qwen2.5-7b-instruct"), use_sliding_window=True, sliding_window=4096)
    return bundled(name)


def run_fit(tmp_path: Path, config: dict, *flags: str, gpus: str = "rtx-3090,rtx-3080-10g"):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    outcome = run_cli_case(["fit", "--model", str(path), "--gpus", gpus, "--json", *flags], [path],
                           must_name=str(path))
    return outcome, str(path)


def change(config: dict, key: str, value) -> dict:
    """Set `key` where the decoder's keys live (inside text_config for the Gemma 3 and Llama 4 wrappers)."""
    (config["text_config"] if "text_config" in config else config)[key] = value
    return config


def prefix(config: dict) -> str:
    return "text_config." if "text_config" in config else ""


# ----------------------------------------------------------------------------- issue 13, as reported

REPORTED = [
    ("gemma3", {"sliding_window_pattern": 0}, (), "sliding_window_pattern must be a positive integer up to 1,000"),
    ("qwen3-30b-a3b", {"mlp_only_layers": "x"}, (), "mlp_only_layers must be a list of layer numbers from 0 to 47"),
    ("qwen3-30b-a3b", {"decoder_sparse_step": "2"}, (), "decoder_sparse_step must be a positive integer"),
    ("qwen3-30b-a3b", {"num_experts": 8, "num_experts_per_tok": 10}, (),
     "num_experts_per_tok (10) is larger than num_experts (8)"),
    ("mixtral-8x7b", {"num_experts_per_tok": 9}, (), "num_experts_per_tok (9) is larger than num_local_experts (8)"),
    ("deepseek_v3", {"num_experts_per_tok": 17}, (), "num_experts_per_tok (17) is larger than n_routed_experts (16)"),
    ("gpt-oss-20b", {"num_experts_per_tok": 33}, (), "num_experts_per_tok (33) is larger than num_local_experts (32)"),
    ("llama4", {"num_experts_per_tok": 17}, (),
     "num_experts_per_tok (17) is larger than text_config.num_local_experts (16)"),
    ("mistral-7b-v0.1", {"sliding_window": True}, (), "sliding_window must be a positive integer"),
    ("deepseek_v3", {"moe_layer_freq": 0}, (), "moe_layer_freq must be a positive integer"),
    ("gemma-2-9b-it", {"layer_types": "oops"}, (), "layer_types must be a list of 42 entries"),
]


@pytest.mark.parametrize("family, changes, flags, expected", REPORTED,
                         ids=[f"{r[0]}-{'-'.join(r[1])}" for r in REPORTED])
def test_the_reported_configs_are_refused_naming_the_key(tmp_path, family, changes, flags, expected):
    config = base(family)
    for key, value in changes.items():
        change(config, key, value)
    outcome, path = run_fit(tmp_path, config, *flags)
    assert outcome.code == 2, outcome.out[:300]
    assert f"{path}: {prefix(config)}" in outcome.err and expected in outcome.err


@pytest.mark.parametrize("split, gpus, expected", [
    ("0,0", "rtx-3090,rtx-3080-10g", "--tensor-split: the values must not all be zero"),
    ("1,1,1", "rtx-3090", "--tensor-split: gives 3 values for 1 card"),
    ("1", "rtx-3090,rtx-3080-10g", "--tensor-split: gives 1 value for 2 cards"),
])
def test_the_reported_tensor_splits_are_refused_naming_the_flag(tmp_path, split, gpus, expected):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(bundled("llama-3.1-8b")), encoding="utf-8")
    outcome = run_cli_case(["fit", "--model", str(path), "--gpus", gpus, "--tensor-split", split], [path])
    assert outcome.code == 2 and expected in outcome.err, outcome.err


# ----------------------------------------------------------------------------- every key, by family

#: (key, a family whose config reads it, smallest allowed value)
COUNT_KEYS = [
    ("hidden_size", "llama-3.1-8b", 1), ("num_hidden_layers", "llama-3.1-8b", 1),
    ("num_attention_heads", "llama-3.1-8b", 1), ("num_key_value_heads", "llama-3.1-8b", 1),
    ("head_dim", "llama-3.1-8b", 1), ("vocab_size", "llama-3.1-8b", 1), ("intermediate_size", "llama-3.1-8b", 1),
    ("max_position_embeddings", "llama-3.1-8b", 1), ("sliding_window", "mistral-7b-v0.1", 1),
    ("max_window_layers", "qwen2.5-sliding", 0), ("sliding_window_pattern", "gemma3", 1),
    ("num_local_experts", "mixtral-8x7b", 1), ("num_experts", "qwen3-30b-a3b", 1),
    ("num_experts_per_tok", "qwen3-30b-a3b", 1), ("moe_intermediate_size", "qwen3-30b-a3b", 1),
    ("decoder_sparse_step", "qwen3-30b-a3b", 1), ("shared_expert_intermediate_size", "qwen3-30b-a3b", 0),
    ("n_routed_experts", "deepseek_v3", 1), ("n_shared_experts", "deepseek_v3", 0),
    ("first_k_dense_replace", "deepseek_v3", 0), ("moe_layer_freq", "deepseek_v3", 1),
    ("kv_lora_rank", "deepseek_v3", 1), ("q_lora_rank", "deepseek_v2", 1), ("qk_rope_head_dim", "deepseek_v3", 1),
    ("qk_nope_head_dim", "deepseek_v3", 1), ("v_head_dim", "deepseek_v3", 1),
    ("original_max_position_embeddings", "phi-3-mini-4k-instruct", 1),
    ("interleave_moe_layer_step", "llama4", 1), ("no_rope_layer_interval", "llama4", 1),
    ("attention_chunk_size", "llama4", 1), ("intermediate_size_mlp", "llama4", 1),
    ("num_local_experts", "gpt-oss-20b", 1), ("sliding_window", "gpt-oss-20b", 1),
    ("intermediate_size", "gpt-oss-20b", 1), ("num_local_experts", "llama4", 1),
]
#: Wrong types: a string of digits, true, a fraction, a list, an object
WRONG = ["2", True, 2.5, [2], {"v": 2}]


def _count_cases():
    for key, family, minimum in COUNT_KEYS:
        for value in [*WRONG, minimum - 1, LIMITS[key] + 1]:
            yield pytest.param(key, family, minimum, value, id=f"{family}-{key}-{value!r}")


@pytest.mark.parametrize("key, family, minimum, value", list(_count_cases()))
def test_every_size_key_refuses_a_wrong_type_or_range(tmp_path, key, family, minimum, value):
    config = change(base(family), key, value)
    if key == "no_rope_layer_interval":
        change(config, "no_rope_layers", [])  # the interval is read only without an explicit per-layer list
    if key == "original_max_position_embeddings":
        config["rope_scaling"] = None  # checked whether or not a rope_scaling block uses it
    outcome, path = run_fit(tmp_path, config)
    assert outcome.code == 2, f"{key}={value!r} accepted: {outcome.out[:200]}"
    kind = "a positive integer" if minimum else "an integer of 0 or more"
    assert f"{path}: {prefix(config)}{key} must be {kind} up to {LIMITS[key]:,}" in outcome.err, outcome.err


FLAG_KEYS = [("tie_word_embeddings", "llama-3.1-8b"), ("attention_bias", "llama-3.1-8b"),
             ("use_sliding_window", "qwen2.5-7b-instruct"), ("attention_bias", "gpt-oss-20b")]


@pytest.mark.parametrize("key, family", FLAG_KEYS)
@pytest.mark.parametrize("value", ["true", 1, 0, [True], {}])
def test_every_true_false_key_refuses_anything_else(tmp_path, key, family, value):
    outcome, path = run_fit(tmp_path, change(base(family), key, value))
    assert outcome.code == 2 and f"{path}: {key} must be true or false, got " in outcome.err, outcome.err


LIST_KEYS = [  # (key, family, layers, what the message says is expected)
    ("mlp_only_layers", "qwen3-30b-a3b", 48, "a list of layer numbers from 0 to 47"),
    ("moe_layers", "llama4", 48, "a list of layer numbers from 0 to 47"),
    ("layer_types", "gemma-2-9b-it", 42, "a list of 42 entries, each 'full_attention' or 'sliding_attention'"),
    ("layer_types", "gpt-oss-20b", 24, "a list of 24 entries, each 'full_attention' or 'sliding_attention'"),
    ("layer_types", "llama4", 48, "a list of 48 entries, each 'full_attention' or 'chunked_attention'"),
    ("no_rope_layers", "llama4", 48, "a list of 48 entries, each 0 or 1"),
]


@pytest.mark.parametrize("key, family, layers, expected", LIST_KEYS, ids=[f"{k}-{f}" for k, f, _, _ in LIST_KEYS])
@pytest.mark.parametrize("value", ["oops", 3, {"a": 1}, "too_long", "bad_item", "bool_item"])
def test_every_per_layer_list_refuses_a_wrong_shape_or_item(tmp_path, key, family, layers, expected, value):
    per_layer = key in ("layer_types", "no_rope_layers")
    if value == "too_long":
        if not per_layer:
            value = [layers]  # a layer number past the last layer
            expected = f"{expected}; {layers} is not one"
        else:
            value = [0 if key == "no_rope_layers" else "full_attention"] * (layers + 1)
            expected = f"lists {layers + 1} layers but num_hidden_layers is {layers}"
    elif value == "bad_item":
        value = ["x"] * layers if per_layer else [-1]
        expected = f"{expected}; {'x' if per_layer else -1!r} is not one".replace("'x'", "'x'")
    elif value == "bool_item":
        value = [True] * layers if per_layer else [True]
        expected = f"{expected}; true is not one"
    else:
        expected = f"must be {expected}, got "
    outcome, path = run_fit(tmp_path, change(base(family), key, value))
    assert outcome.code == 2, f"{key}={str(value)[:40]} accepted"
    assert f"{path}: {prefix(base(family))}{key}" in outcome.err and expected in outcome.err, outcome.err


@pytest.mark.parametrize("family, changes, expected", [
    ("llama-3.1-8b", {"model_type": "gpt2"}, "model_type 'gpt2' is not a supported decoder architecture"),
    ("llama-3.1-8b", {"model_type": None}, "model_type is missing"),
    ("llama-3.1-8b", {"num_key_value_heads": 3}, "num_key_value_heads (3) must divide num_attention_heads (32)"),
    ("llama-3.1-8b", {"head_dim": None, "hidden_size": 4097}, "head_dim is absent and hidden_size (4097) is not "
                                                              "divisible by num_attention_heads (32)"),
    ("llama-3.1-8b", {"rope_scaling": "x"}, "rope_scaling must be an object or null"),
    ("llama-3.1-8b", {"rope_scaling": {"factor": 0.5, "original_max_position_embeddings": 8192}},
     "rope_scaling.factor must be a number from 1 to 1,000"),
    ("llama-3.1-8b", {"rope_scaling": {"factor": 8.0, "original_max_position_embeddings": "8k"}},
     "rope_scaling.original_max_position_embeddings must be a positive integer"),
    ("llama-3.1-8b", {"hidden_size": None}, "hidden_size is missing"),
    ("gemma3", {"text_config": "x"}, "text_config must be an object"),
    ("llama4", {"text_config": None}, "text_config must be an object"),
    ("llama4", {"attention_chunk_size": None, "layer_types": ["chunked_attention"] * 48},
     "layer_types names chunked_attention layers but attention_chunk_size is null"),
    ("deepseek_v3", {"kv_lora_rank": None}, "kv_lora_rank is missing"),
    ("qwen3-30b-a3b", {"mlp_only_layers": [0], "intermediate_size": None}, "intermediate_size is missing"),
])
def test_inconsistent_or_missing_keys_are_refused(tmp_path, family, changes, expected):
    config = base(family)
    for key, value in changes.items():
        if key == "text_config":
            config[key] = value
        else:
            change(config, key, value)
    outcome, path = run_fit(tmp_path, config)
    assert outcome.code == 2 and path in outcome.err and expected in outcome.err, outcome.err


def test_the_table_covers_every_key_the_planner_reads():
    covered = ({k for k, _, _ in COUNT_KEYS} | {k for k, _ in FLAG_KEYS} | {k for k, *_ in LIST_KEYS}
               | {"model_type", "text_config", "rope_scaling"})
    assert set(READ_KEYS) <= covered, sorted(set(READ_KEYS) - covered)


def test_an_empty_no_rope_layers_list_is_read_as_absent():
    """Llama4TextConfig: `no_rope_layers if no_rope_layers else [default]`; an empty list was refused before."""
    from planner.llm.config import spec_from_config

    plain = spec_from_config(base("llama4"))
    empty = spec_from_config(change(base("llama4"), "no_rope_layers", []))
    assert [layer.window for layer in empty.layers] == [layer.window for layer in plain.layers]
    # every 4th layer (3, 7, ...) is NoPE and attends to everything; the others keep 8,192-token chunks
    assert [layer.window for layer in empty.layers[:4]] == [8192, 8192, 8192, None]
