"""Model configs and fit flags: each inconsistency is a refusal (exit 2) naming the file or flag, the key and what
was expected; never an internal error, never a silently wrong model."""

import json
import math
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.llm.fit import fit_model
from planner.llm.config import ConfigError, spec_from_config
from planner.llm.placement import Card
from tests.fuzzing.harness import run_cli_case
from tests.fuzzing.model_config import BASES, DEEPSEEK_V3_SMALL, GEMMA3_WRAPPED, READ_KEYS

MODELS = Path(__file__).resolve().parents[1] / "resources" / "catalog" / "models"


def bundled(model_id: str) -> dict:
    return json.loads((MODELS / f"{model_id}.json").read_text(encoding="utf-8"))["config"]


def gemma3_text() -> dict:
    return dict(GEMMA3_WRAPPED["text_config"])


def fit(tmp_path, config, *flags, gpus="rtx-3090,rtx-3080-10g"):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    return run_cli_case(["fit", "--model", str(path), "--gpus", gpus, "--json", *flags], [path]), str(path)


def refused(tmp_path, config, *flags) -> str:
    outcome, path = fit(tmp_path, config, *flags)
    assert outcome.code == 2, outcome.out[:300]
    assert path in outcome.err
    return outcome.err


# ----------------------------------------------------------------------------- the reported failures

@pytest.mark.parametrize("base, change, expected", [
    (gemma3_text, {"sliding_window_pattern": 0}, "sliding_window_pattern must be a positive integer"),
    (lambda: bundled("qwen3-30b-a3b"), {"mlp_only_layers": "x"}, "mlp_only_layers must be a list of layer numbers"),
    (lambda: bundled("qwen3-30b-a3b"), {"decoder_sparse_step": "2"}, "decoder_sparse_step must be a positive integer"),
    (lambda: bundled("qwen3-30b-a3b"), {"num_experts": 8, "num_experts_per_tok": 10},
     "num_experts_per_tok (10) is larger than num_experts (8)"),
    (lambda: bundled("mixtral-8x7b"), {"num_experts_per_tok": 9},
     "num_experts_per_tok (9) is larger than num_local_experts (8)"),
    (lambda: bundled("mistral-7b-v0.1"), {"sliding_window": True}, "sliding_window must be a positive integer"),
    (lambda: dict(DEEPSEEK_V3_SMALL), {"moe_layer_freq": 0}, "moe_layer_freq must be a positive integer"),
    (lambda: bundled("gemma-2-9b-it"), {"layer_types": "oops"}, "layer_types must be a list of 42 entries"),
])
def test_reported_failures_are_refusals_naming_the_key(tmp_path, base, change, expected):
    config = base()
    config.update(change)
    assert expected in refused(tmp_path, config)


def test_zero_tensor_split_is_refused(tmp_path):
    outcome, _ = fit(tmp_path, bundled("llama-3.1-8b"), "--tensor-split", "0,0")
    assert outcome.code == 2 and "--tensor-split" in outcome.err and "all be zero" in outcome.err


def test_tensor_split_needs_one_value_per_card(tmp_path):
    outcome, _ = fit(tmp_path, bundled("llama-3.1-8b"), "--tensor-split", "1,1,1", gpus="rtx-3090")
    assert outcome.code == 2 and "--tensor-split: gives 3 values for 1 card" in outcome.err


# ----------------------------------------------------------------------------- config keys

@pytest.mark.parametrize("value", [True, False, 0, -1, 0.5, 5e-324, 1e308, math.nan, math.inf, "4096", [4096],
                                   {"v": 4096}, 2 ** 20 + 1])
def test_hidden_size_must_be_a_bounded_positive_integer(tmp_path, value):
    config = bundled("llama-3.1-8b")
    config["hidden_size"] = value
    expected = ("hidden_size: NaN is not a number" if value is math.nan else
                "hidden_size: Infinity is not a number" if value == math.inf else
                "hidden_size must be a positive integer up to 1,048,576, got ")
    assert expected in refused(tmp_path, config)


def test_a_number_of_thousands_of_digits_is_refused(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(bundled("llama-3.1-8b")).replace('"vocab_size": 128256', '"vocab_size": ' + "7" * 5000))
    outcome = run_cli_case(["fit", "--model", str(path), "--gpus", "rtx-3090"], [path], must_name=str(path))
    assert outcome.code == 2 and "vocab_size: a whole number of 5,000 digits is refused" in outcome.err


def test_integer_valued_floats_are_read_as_integers():
    config = bundled("llama-3.1-8b")
    same = dict(config, hidden_size=4096.0, num_hidden_layers=32.0)
    assert spec_from_config(same).params_total == spec_from_config(config).params_total


def test_unknown_keys_are_ignored():
    config = bundled("qwen2.5-7b-instruct")
    # rope_scaling is read now (the model's own window, tests/test_context_window.py): its other keys are not
    noisy = dict(config, rope_scaling={"type": "yarn", "beta_fast": math.nan}, my_note=["x", {"y": None}], foo=True)
    assert spec_from_config(noisy).params_total == spec_from_config(config).params_total


@pytest.mark.parametrize("change, expected", [
    ({"layer_types": ["full_attention"] * 41}, "layer_types lists 41 layers but num_hidden_layers is 42"),
    ({"layer_types": ["chunked_attention"] * 42}, "'chunked_attention' is not one"),
    ({"sliding_window": 0}, "sliding_window must be a positive integer"),
    ({"tie_word_embeddings": "yes"}, "tie_word_embeddings must be true or false"),
    ({"attention_bias": 1}, "attention_bias must be true or false"),
    ({"num_key_value_heads": 3}, "num_key_value_heads (3) must divide num_attention_heads (16)"),
])
def test_gemma2_key_problems(change, expected):
    with pytest.raises(ConfigError, match="config.json: ") as info:
        spec_from_config(dict(bundled("gemma-2-9b-it"), **change))
    assert expected in str(info.value)


@pytest.mark.parametrize("change, expected", [
    ({"mlp_only_layers": [48]}, "mlp_only_layers must be a list of layer numbers from 0 to 47; 48 is not one"),
    ({"mlp_only_layers": [True]}, "true is not one"),
    ({"decoder_sparse_step": 0}, "decoder_sparse_step must be a positive integer"),
    ({"use_sliding_window": "yes"}, "use_sliding_window must be true or false"),
    ({"max_window_layers": -1}, "max_window_layers must be an integer of 0 or more"),
    ({"shared_expert_intermediate_size": -5}, "shared_expert_intermediate_size must be an integer of 0 or more"),
    ({"mlp_only_layers": [0], "intermediate_size": None}, "intermediate_size is missing"),
])
def test_qwen_moe_key_problems(change, expected):
    with pytest.raises(ConfigError) as info:
        spec_from_config(dict(bundled("qwen3-30b-a3b"), **change))
    assert expected in str(info.value)


def test_deepseek_keys_are_checked():
    for change, expected in [({"n_shared_experts": -1}, "n_shared_experts"), ({"kv_lora_rank": None}, "kv_lora_rank"),
                             ({"first_k_dense_replace": "1"}, "first_k_dense_replace"),
                             ({"num_experts_per_tok": 17}, "is larger than n_routed_experts (16)")]:
        with pytest.raises(ConfigError) as info:
            spec_from_config(dict(DEEPSEEK_V3_SMALL, **change))
        assert expected in str(info.value)


def test_wrapped_gemma3_names_keys_inside_text_config():
    config = json.loads(json.dumps(GEMMA3_WRAPPED))
    config["text_config"]["sliding_window_pattern"] = -2
    with pytest.raises(ConfigError, match="text_config.sliding_window_pattern must be a positive integer"):
        spec_from_config(config)
    for text_config in ("x", None):
        with pytest.raises(ConfigError, match="text_config must be an object"):
            spec_from_config(dict(GEMMA3_WRAPPED, text_config=text_config))


@pytest.mark.parametrize("model_type", ["llama4", "gpt_oss"])
def test_newer_families_name_their_missing_keys(model_type):
    # a Llama 3 config relabelled: Llama 4 wants its text_config, gpt-oss its experts
    expected = "text_config must be an object" if model_type == "llama4" else "num_local_experts is missing"
    with pytest.raises(ConfigError, match=expected):
        spec_from_config(dict(bundled("llama-3.1-8b"), model_type=model_type))


def test_sliding_layers_follow_layer_types_and_windows():
    gemma = spec_from_config(dict(bundled("gemma-2-9b-it"), layer_types=["full_attention"] * 42))
    assert all(layer.window is None for layer in gemma.layers)
    qwen = spec_from_config(dict(bundled("qwen2.5-7b-instruct"), use_sliding_window=True, max_window_layers=20))
    assert [layer.window is not None for layer in qwen.layers] == [i >= 20 for i in range(28)]
    g3 = spec_from_config(GEMMA3_WRAPPED)
    assert [layer.window for layer in g3.layers[:6]] == [512] * 5 + [None]


def test_fifo_and_device_are_refused_at_once(tmp_path):
    fifo = tmp_path / "config.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        outcome = run_cli_case(["fit", "--model", str(path), "--gpus", "rtx-3090"], [], must_name=str(path))
        assert outcome.code == 2 and "not a regular file" in outcome.err


def test_a_file_name_with_a_nul_character_is_refused():
    outcome = run_cli_case(["fit", "--model", "bad\x00name.json", "--gpus", "rtx-3090"], [])
    assert outcome.code == 2 and "is not a usable file name (embedded null byte)" in outcome.err


# ----------------------------------------------------------------------------- fit flags

@pytest.mark.parametrize("flags, expected", [
    (["--tensor-split", "nan,1"], "--tensor-split: each value must be a number from 0 to 1,000,000, got nan"),
    (["--tensor-split", "inf,1"], "got inf"),
    (["--tensor-split=-1,2"], "got -1"),
    (["--tensor-split", "1,,2"], "expected numbers separated by commas"),
    (["--tensor-split", "1,1", "--engine", "vllm-tp", "--quant", "awq"], "is read by llama.cpp and vllm-pp only"),
    (["--tensor-split", "10,16", "--engine", "vllm-pp", "--quant", "awq"], "adding up to the model's 32 layers"),
    (["--context", "0"], "--context: must be a whole number from 1 to 100,000,000, got 0"),
    (["--context", "100000001"], "--context: must be a whole number"),
    (["--batch", "65537"], "--batch: must be a whole number from 1 to 65,536"),
    (["--lora-rank", "-4"], "--lora-rank: must be a whole number"),
    (["--quant", "q9_z"], "--quant: unknown quantization 'q9_z'; choose one of: awq"),
])
def test_bad_fit_flags_are_refused_naming_the_flag(tmp_path, flags, expected):
    outcome, _ = fit(tmp_path, bundled("llama-3.1-8b"), *flags)
    assert outcome.code == 2 and expected in outcome.err


def test_unknown_engine_is_named(tmp_path, capsys):
    outcome, _ = fit(tmp_path, bundled("llama-3.1-8b"), "--engine", "tensorrt")
    assert outcome.code == 2 and "argument --engine: invalid choice: 'tensorrt'" in capsys.readouterr().err


def test_vllm_pipeline_split_sets_the_layers_per_stage(tmp_path):
    outcome, _ = fit(tmp_path, bundled("llama-3.1-8b"), "--engine", "vllm-pp", "--quant", "awq", "--tensor-split",
                     "20,12")
    assert outcome.code in (0, 1)
    assert json.loads(outcome.out)["placement"]["settings"]["VLLM_PP_LAYER_PARTITION"] == "20,12"


def test_unusable_split_from_a_project_falls_back_to_the_default(catalog):
    gpu = catalog.part("rtx-3090")
    cards = [Card(ref=f"g{i}", name=gpu.name, capacity_gib=gpu.vram_gib, bandwidth_gbps=gpu.memory_bandwidth_gbps)
             for i in range(2)]
    spec = spec_from_config(bundled("llama-3.1-8b"))
    zero = fit_model(spec, "8B", cards, tensor_split=[0.0, 0.0])
    assert zero.placement.settings == fit_model(spec, "8B", cards).placement.settings


# ----------------------------------------------------------------------------- every key, any value

VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 2 ** 70), st.floats(allow_nan=True),
                   st.text(max_size=8), st.lists(st.integers(-2, 60), max_size=4), st.just({}))


@settings(max_examples=200, deadline=None)
@given(base=st.sampled_from(BASES), changes=st.dictionaries(st.sampled_from(READ_KEYS), VALUES, max_size=3))
def test_any_key_value_gives_a_consistent_model_or_a_config_error(base, changes):
    config = json.loads(json.dumps(base))
    (config["text_config"] if "text_config" in config else config).update(changes)
    try:
        spec = spec_from_config(config)
    except ConfigError as exc:
        assert str(exc).startswith("config.json: ")
        return
    assert 0 < spec.params_active <= spec.params_total
    assert all(layer.window is None or layer.window >= 1 for layer in spec.layers)
    assert spec.n_layers <= 1_000 and spec.hidden <= 2 ** 20
