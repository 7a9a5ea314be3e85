"""Llama 4 (Scout, Maverick) and gpt-oss (20b, 120b): parameter counts against the publishers' figures, the layers
whose KV cache is windowed, the multimodal Llama 4 wrapper, and each inconsistent key a refusal naming it.
(tests/crosscheck checks the same configs against transformers' own models: counts, device maps, cached tokens.)"""

import json

import pytest

from planner.llm.config import ConfigError, spec_from_config
from tests.test_model_config import bundled, fit, refused

GIB = 1024 ** 3
#: Llama 4 Scout's vision tower and projector: Llama4ForConditionalGeneration with the official vision_config
#: (34 layers, hidden 1408) on the meta device has 871,932,416 parameters more than its text decoder.
SCOUT_VISION_PARAMS = 871_932_416


def wrapped(text_config: dict) -> dict:
    """The shape of Llama 4's own config.json: the decoder in text_config beside a vision_config."""
    return {"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4",
            "text_config": dict(text_config), "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34}}


# ----------------------------------------------------------------------------- the publishers' counts

@pytest.mark.parametrize("model_id, total_b, active_b", [("gpt-oss-20b", 20.91, 3.61), ("gpt-oss-120b", 116.83, 5.13)])
def test_gpt_oss_counts_match_the_model_card(model_id, total_b, active_b):
    # OpenAI's gpt-oss model card (arXiv 2508.10925), Table 1; its active count leaves out the embedding table
    spec = spec_from_config(bundled(model_id))
    assert round(spec.params_total / 1e9, 2) == total_b
    assert round((spec.params_active - spec.embed_params) / 1e9, 2) == active_b


@pytest.mark.parametrize("model_id, total_b, vision", [("llama-4-scout-17b-16e", 109, SCOUT_VISION_PARAMS),
                                                        ("llama-4-maverick-17b-128e", 400, 0)])
def test_llama4_counts_match_meta(model_id, total_b, vision):
    # Meta: Scout "17B active, 109B total" (with its vision encoder), Maverick "17B active, 400B total"; the totals
    # are rounded (Scout's checkpoint holds 108.6B), so within half a percent
    spec = spec_from_config(bundled(model_id))
    assert (spec.params_total + vision) / 1e9 == pytest.approx(total_b, rel=0.005)
    assert round(spec.params_active / 1e9) == 17


def test_maverick_alternates_dense_and_moe_layers():
    spec = spec_from_config(bundled("llama-4-maverick-17b-128e"))
    assert [layer.kind for layer in spec.layers[:4]] == ["dense", "moe", "dense", "moe"]
    assert spec.experts == 128 and spec.experts_per_token == 1
    assert sum(layer.kind == "moe" for layer in spec.layers) == 24


# ----------------------------------------------------------------------------- KV cache per attention kind

def test_gpt_oss_even_layers_keep_128_tokens():
    spec = spec_from_config(bundled("gpt-oss-20b"))
    assert [layer.window for layer in spec.layers] == [128, None] * 12
    # 12 full layers of 8 KV heads x 64 at 131,072 tokens in BF16 = 3 GiB; the 12 sliding ones hold 128 tokens
    assert spec.kv_bytes(131_072) == 12 * 2 * 8 * 64 * 2 * (131_072 + 128)
    assert spec.kv_bytes(131_072) / GIB == pytest.approx(3.003, abs=1e-3)


def test_llama4_chunked_attention_on_three_of_four_layers():
    spec = spec_from_config(bundled("llama-4-scout-17b-16e"))
    assert [layer.window for layer in spec.layers] == [8192, 8192, 8192, None] * 12
    explicit = spec_from_config(dict(bundled("llama-4-scout-17b-16e"), no_rope_layers=[0, 1] * 24))
    assert [layer.window for layer in explicit.layers[:4]] == [None, 8192, None, 8192]
    typed = spec_from_config(dict(bundled("llama-4-scout-17b-16e"),
                                  layer_types=["full_attention"] * 47 + ["chunked_attention"]))
    assert [layer.window for layer in typed.layers[-2:]] == [None, 8192]
    unchunked = spec_from_config(dict(bundled("llama-4-scout-17b-16e"), attention_chunk_size=None))
    assert all(layer.window is None for layer in unchunked.layers)


# ----------------------------------------------------------------------------- the command line

def test_llama4_wrapper_counts_its_text_decoder(tmp_path):
    outcome, _ = fit(tmp_path, wrapped(bundled("llama-4-scout-17b-16e")), "--gpus", "h100-nvl")
    assert outcome.code in (0, 1), outcome.err
    summary = json.loads(outcome.out)["model_summary"]
    assert summary["model_type"] == "llama4_text" and summary["params_total"] == 107_769_861_120
    assert summary["sliding_window"] == 8192 and summary["sliding_layers"] == 36


def test_gpt_oss_fits_and_reports_its_window(tmp_path):
    outcome, _ = fit(tmp_path, bundled("gpt-oss-20b"), "--quant", "q4_k_m", "--context", "32768")
    assert outcome.code in (0, 1), outcome.err
    summary = json.loads(outcome.out)["model_summary"]
    assert summary["params_total"] == 20_914_757_184 and summary["experts"] == 32
    assert summary["sliding_window"] == 128 and summary["sliding_layers"] == 12


@pytest.mark.parametrize("base, change, expected", [
    ("llama-4-scout-17b-16e", {"no_rope_layers": [1, 0]}, "no_rope_layers lists 2 layers but num_hidden_layers is 48"),
    ("llama-4-scout-17b-16e", {"no_rope_layers": [2] * 48}, "no_rope_layers must be a list of 48 entries, each 0 or 1"),
    ("llama-4-scout-17b-16e", {"no_rope_layers": "x"}, "no_rope_layers must be a list of 48 entries"),
    ("llama-4-scout-17b-16e", {"interleave_moe_layer_step": 0}, "interleave_moe_layer_step must be a positive integer"),
    ("llama-4-scout-17b-16e", {"moe_layers": [48]}, "moe_layers must be a list of layer numbers from 0 to 47"),
    ("llama-4-scout-17b-16e", {"attention_chunk_size": 0}, "attention_chunk_size must be a positive integer"),
    ("llama-4-scout-17b-16e", {"attention_chunk_size": True}, "attention_chunk_size must be a positive integer"),
    ("llama-4-scout-17b-16e", {"layer_types": ["sliding_attention"] * 48},
     "'sliding_attention' is not one"),
    ("llama-4-scout-17b-16e", {"attention_chunk_size": None, "layer_types": ["chunked_attention"] * 48},
     "layer_types names chunked_attention layers but attention_chunk_size is null"),
    ("llama-4-scout-17b-16e", {"num_experts_per_tok": 17}, "num_experts_per_tok (17) is larger than num_local_experts (16)"),
    ("llama-4-maverick-17b-128e", {"intermediate_size_mlp": None}, "intermediate_size_mlp is missing"),
    ("gpt-oss-20b", {"num_experts_per_tok": 33}, "num_experts_per_tok (33) is larger than num_local_experts (32)"),
    ("gpt-oss-20b", {"sliding_window": True}, "sliding_window must be a positive integer"),
    ("gpt-oss-20b", {"layer_types": ["chunked_attention"] * 24}, "'chunked_attention' is not one"),
    ("gpt-oss-20b", {"attention_bias": "yes"}, "attention_bias must be true or false"),
])
def test_inconsistent_keys_are_refused_naming_them(tmp_path, base, change, expected):
    config = dict(bundled(base), **change)
    assert expected in refused(tmp_path, config)


def test_wrapper_refusals_name_text_config(tmp_path):
    config = wrapped(dict(bundled("llama-4-scout-17b-16e"), moe_layers="all"))
    assert "text_config.moe_layers must be a list of layer numbers" in refused(tmp_path, config)
    with pytest.raises(ConfigError, match="text_config must be an object"):
        spec_from_config({"model_type": "llama4", "text_config": []})


# ----------------------------------------------------------------------------- MXFP4 experts, the rest Q8_0 or F16

def _file_gib(model_id: str, quant: str) -> float:
    """The GGUF's weights as the planner counts them: every layer, the output layer, the embeddings, the final norm."""
    from planner.llm.placement import embed_bytes, head_bytes, layer_weight_bytes
    from planner.llm.quant import FORMATS

    spec, q = spec_from_config(bundled(model_id)), FORMATS[quant]
    total = sum(layer_weight_bytes(spec, q, i) for i in range(spec.n_layers))
    return (total + head_bytes(spec, q) + embed_bytes(spec, q) + spec.final_norm_params * 4) / GIB


@pytest.mark.parametrize("model_id, quant, published_gib", [
    # llama-bench "size" of ggml-org/gpt-oss-120b-GGUF (MXFP4 experts, Q8_0 rest) and of the F16 file (MXFP4 experts,
    # F16 rest): https://community.frame.work/t/will-the-ai-max-395-128gb-be-able-to-run-gpt-oss-120b/73280/26
    ("gpt-oss-120b", "gguf-mxfp4", 59.02),
    ("gpt-oss-120b", "gguf-mxfp4-f16", 60.87),
    # gpt-oss-20b-mxfp4.gguf: 12.11 GB in the Hugging Face tree API (11.27 GiB), as quoted by
    # https://smeltcore.com/recipes/gpt-oss-20b-on-rtx-5070-mxfp4-chat-in-12-gb-via-llama-cpp-expert-offload
    ("gpt-oss-20b", "gguf-mxfp4", 12.11e9 / GIB),
])
def test_gpt_oss_gguf_sizes_match_the_published_files(model_id, quant, published_gib):
    # within 0.5 %: the planner counts the experts' biases (F32 in the file) at 4.25 bits
    assert _file_gib(model_id, quant) == pytest.approx(published_gib, rel=0.005)


def test_gpt_oss_attention_is_not_in_the_expert_format():
    # issue 26: at Q4_K_M the attention was counted 4-bit like the experts; ggml-org's file keeps it Q8_0
    from planner.llm.placement import layer_weight_bytes
    from planner.llm.quant import FORMATS

    spec = spec_from_config(bundled("gpt-oss-120b"))
    layer = spec.layers[0]
    experts = 128 * (2880 * 5760 + 5760 + 2880 * 2880 + 2880)  # gate_up and down of one layer, with their biases
    expected = (layer.linear_params - experts) * 34 / 32 + experts * 17 / 32 + layer.norm_params * 2
    assert layer_weight_bytes(spec, FORMATS["gguf-mxfp4"], 0) == pytest.approx(expected)


def test_every_format_a_project_names_is_offered():
    # the window's lists come from CHOICES: the mixed formats are left out of the best-format search only
    from typing import get_args

    from planner.llm.quant import CHOICES, QUALITY_ORDER
    from planner.model.project import Quantization

    assert set(CHOICES) == set(get_args(Quantization))
    assert "gguf-mxfp4" in CHOICES and "gguf-mxfp4" not in QUALITY_ORDER
