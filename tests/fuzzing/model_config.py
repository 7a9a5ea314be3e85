"""Hostile Hugging Face config.json files for `fit --model FILE`, mutated from the bundled model configs.

Each case is one config (a bundled one, or a DeepSeek/Gemma-3 shape the catalog lacks) with one to three
mutations: boundary numbers, wrong types, deleted keys, inconsistent MoE keys, layer_types and sliding-window
variants, unsupported families, plus the engine/quantization/mode to run it with. A usable config must give a
report whose active parameters never exceed the total; anything else must be refused naming the file.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from hypothesis import strategies as st

from tests.fuzzing.harness import run_cli_case

KIND = "model_config"
ROOT = Path(__file__).resolve().parents[2]
GPUS = "rtx-3090,rtx-3080-10g"
HUGE = "__5000_DIGITS__"  # written as a 5,000-digit integer (json.dumps cannot render one)

# Shapes the bundled catalog does not have, so the MLA and Gemma-3 keys get mutated too.
DEEPSEEK_V3_SMALL = {
    "model_type": "deepseek_v3", "hidden_size": 1024, "num_hidden_layers": 8, "num_attention_heads": 16,
    "num_key_value_heads": 16, "vocab_size": 32000, "intermediate_size": 2816, "moe_intermediate_size": 512,
    "n_routed_experts": 16, "num_experts_per_tok": 4, "n_shared_experts": 1, "first_k_dense_replace": 1,
    "moe_layer_freq": 1, "kv_lora_rank": 128, "q_lora_rank": 384, "qk_rope_head_dim": 32, "qk_nope_head_dim": 64,
    "v_head_dim": 64, "max_position_embeddings": 16384, "tie_word_embeddings": False,
}
GEMMA3_WRAPPED = {
    "model_type": "gemma3", "architectures": ["Gemma3ForConditionalGeneration"],
    "text_config": {"model_type": "gemma3_text", "hidden_size": 1152, "num_hidden_layers": 26,
                    "num_attention_heads": 4, "num_key_value_heads": 1, "head_dim": 256, "vocab_size": 262144,
                    "intermediate_size": 6912, "sliding_window": 512, "sliding_window_pattern": 6,
                    "max_position_embeddings": 32768},
}


def _bundled() -> list[dict]:
    folder = ROOT / "resources" / "catalog" / "models"
    return [json.loads(p.read_text(encoding="utf-8"))["config"] for p in sorted(folder.glob("*.json"))]


def _llama4_wrapped() -> dict:
    """Llama 4's own config.json shape: the bundled Scout decoder in text_config beside a vision_config."""
    path = ROOT / "resources" / "catalog" / "models" / "llama-4-scout-17b-16e.json"
    text = json.loads(path.read_text(encoding="utf-8"))["config"]
    return {"model_type": "llama4", "architectures": ["Llama4ForConditionalGeneration"], "text_config": text,
            "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34}}


LLAMA4_WRAPPED = _llama4_wrapped()
WRAPPERS = ("gemma3", "llama4")
BASES = _bundled() + [DEEPSEEK_V3_SMALL, GEMMA3_WRAPPED, LLAMA4_WRAPPED]
#: Every key the planner reads, whichever family it belongs to.
READ_KEYS = (
    "model_type", "hidden_size", "num_hidden_layers", "num_attention_heads", "num_key_value_heads", "head_dim",
    "vocab_size", "intermediate_size", "max_position_embeddings", "tie_word_embeddings", "attention_bias",
    "sliding_window", "use_sliding_window", "max_window_layers", "sliding_window_pattern", "layer_types",
    "num_local_experts", "num_experts", "n_routed_experts", "num_experts_per_tok", "moe_intermediate_size",
    "decoder_sparse_step", "mlp_only_layers", "shared_expert_intermediate_size", "n_shared_experts",
    "first_k_dense_replace", "moe_layer_freq", "kv_lora_rank", "q_lora_rank", "qk_rope_head_dim",
    "qk_nope_head_dim", "v_head_dim", "text_config", "rope_scaling", "original_max_position_embeddings",
    "interleave_moe_layer_step", "moe_layers", "no_rope_layers", "no_rope_layer_interval", "attention_chunk_size",
    "intermediate_size_mlp",
)
BOUNDARY = [0, -1, 1, 2, -0.0, 0.5, 4096.0, math.nan, math.inf, -math.inf, 1e308, 5e-324, HUGE, True, False,
            2 ** 63, 2 ** 20 + 1, 10 ** 8 + 1, 1001, 65537]
WRONG_TYPES = [None, "", "x", "2", "oops", [], [1], ["x"], {}, {"a": 1}]
RUNS = [  # engine/quantization/mode combinations that are valid flags, so a refusal can only be about the file
    ["--engine", "llama.cpp"], ["--engine", "llama.cpp", "--quant", "q4_k_m"],
    ["--engine", "vllm-tp", "--quant", "awq"], ["--engine", "vllm-pp", "--quant", "fp8"],
    ["--engine", "accelerate-balanced", "--quant", "nf4"], ["--engine", "accelerate-sequential", "--quant", "bf16"],
    ["--engine", "llama.cpp", "--mode", "qlora"], ["--engine", "accelerate-sequential", "--mode", "lora"],
    ["--engine", "llama.cpp", "--kv", "q4_0", "--context", "32768"],
]


def _layers(cfg: dict) -> int:
    n = cfg.get("num_hidden_layers")
    return n if isinstance(n, int) and not isinstance(n, bool) and 0 < n <= 200 else 8


@st.composite
def _mutation(draw, cfg: dict):
    """One change to `cfg` (in place)."""
    keys = sorted(set(READ_KEYS) | set(cfg))
    key = draw(st.sampled_from(keys))
    n = _layers(cfg)
    kind = draw(st.sampled_from(["boundary", "wrong_type", "delete", "moe", "layer_types", "window", "mlp_only",
                                 "family", "rope", "llama4"]))
    if kind == "boundary":
        cfg[key] = draw(st.sampled_from(BOUNDARY))
    elif kind == "wrong_type":
        cfg[key] = draw(st.sampled_from(WRONG_TYPES))
    elif kind == "delete":
        cfg.pop(key, None)
    elif kind == "moe":
        experts_key = draw(st.sampled_from(["num_experts", "num_local_experts", "n_routed_experts"]))
        experts = draw(st.integers(0, 300))
        cfg[experts_key] = experts
        cfg["num_experts_per_tok"] = experts + draw(st.integers(-2, 3))
        if draw(st.booleans()):
            cfg["moe_layer_freq" if draw(st.booleans()) else "decoder_sparse_step"] = draw(st.integers(-1, 3))
    elif kind == "layer_types":
        length = draw(st.sampled_from([n, n - 1, n + 1, 0]))
        kinds = st.sampled_from(["full_attention", "sliding_attention", "chunked_attention", "", 1, None])
        cfg["layer_types"] = draw(st.lists(kinds, min_size=max(length, 0), max_size=max(length, 0)))
    elif kind == "window":
        cfg["sliding_window"] = draw(st.sampled_from([True, False, 0, -1, 1, 4096, 10 ** 9, 0.5, "4096", None]))
        cfg["use_sliding_window"] = draw(st.sampled_from([True, False, None, 1, "yes"]))
        cfg[draw(st.sampled_from(["max_window_layers", "sliding_window_pattern"]))] = draw(
            st.sampled_from([0, -1, 1, 6, n, n + 5, "6", None, 6.0]))
    elif kind == "rope":
        rope = draw(st.sampled_from([{}, {"type": "yarn"}, {"rope_type": "llama3"}]))
        for rope_key in ("factor", "original_max_position_embeddings"):
            if draw(st.booleans()):
                rope[rope_key] = draw(st.sampled_from(BOUNDARY + WRONG_TYPES + [4.0, 32768]))
        cfg["rope_scaling"] = rope if draw(st.integers(0, 5)) else draw(st.sampled_from(WRONG_TYPES))
    elif kind == "llama4":  # Llama 4's layer schedule keys, on any base (other families ignore them)
        key = draw(st.sampled_from(["interleave_moe_layer_step", "moe_layers", "no_rope_layers",
                                    "no_rope_layer_interval", "attention_chunk_size", "intermediate_size_mlp"]))
        lists = [[], [0], [n - 1], [n], [-1], [True], [0.5], [1, 0] * (n // 2), [2] * n, [0] * n, [1] * (n + 1)]
        cfg[key] = draw(st.sampled_from(lists + [0, -1, 1, 2, n, n + 1, True, "2", None, 8192, 4.0]))
    elif kind == "mlp_only":
        cfg["mlp_only_layers"] = draw(st.sampled_from([[], [0], [n - 1], [n], [-1], "x", [True], [0.5], {}]))
    else:
        cfg["model_type"] = draw(st.sampled_from(["llama4", "llama4_text", "gpt_oss", "bert", "", "gemma3", "LLAMA",
                                                  7]))
        if draw(st.booleans()):
            cfg["text_config"] = draw(st.sampled_from([None, "x", [], {"model_type": "gemma3_text"}]))


@st.composite
def strategy(draw):
    """A hostile config.json and the fit flags to run it with."""
    if draw(st.integers(0, 30)) == 0:
        config = draw(st.sampled_from([[], "config", 7, None, [{"model_type": "llama"}]]))
    else:
        config = json.loads(json.dumps(draw(st.sampled_from(BASES))))
        target = config["text_config"] if config.get("model_type") in WRAPPERS and draw(st.booleans()) else config
        for _ in range(draw(st.integers(1, 3))):
            draw(_mutation(target))
    return {"config": config, "flags": draw(st.sampled_from(RUNS))}


def config_text(config) -> str:
    text = json.dumps(config, ensure_ascii=False, indent=1)  # NaN and Infinity as Python writes them
    return text.replace(json.dumps(HUGE), "9" * 5000)


def _check_report(out: str) -> None:
    report = json.loads(out)
    summary = report["model_summary"]
    assert summary["params_active"] <= summary["params_total"], summary
    assert summary["sliding_window"] is None or summary["sliding_window"] >= 1, summary
    assert summary["layers"] >= 1 and summary["hidden_size"] >= 1, summary
    window = report["model_max_context"]
    assert window is None or window >= 1, window
    assert report["context_ok"] is (None if window is None else report["context"] <= window), report["context_ok"]
    assert report["fits"] is (report["fits_in_memory"] and report["context_ok"] is not False), report["fits"]


def check_case(case, workdir: Path) -> str:
    path = Path(workdir) / "config.json"
    path.write_text(config_text(case["config"]), encoding="utf-8")
    argv = ["fit", "--model", str(path), "--gpus", GPUS, "--json", *case["flags"]]
    outcome = run_cli_case(argv, [path], must_name=str(path))
    if outcome.kind == "ok":
        _check_report(outcome.out)
    return outcome.kind
