"""Training in `fit` and in a project: its own weight formats (never the inference engine's check), only training
lines in the output, the LoRA targets and rank checked against the model, and what would make it fit."""

from __future__ import annotations

import json

import pytest

from planner import edit
from planner.evaluate import evaluate
from tests.test_cli import run


def _fit(*args):
    return run("fit", "--model", "llama-3.1-8b", "--gpus", "rtx-4090", *args)


def test_qlora_with_nf4_is_planned_not_refused_by_llama_cpp():
    """Before: exit 2, "llama.cpp does not load bitsandbytes NF4" (the inference engine's check)."""
    out = _fit("--mode", "qlora", "--quant", "nf4", "--context", "2048")
    assert out.returncode == 0, out.stderr
    assert "base bitsandbytes NF4" in out.stdout


def test_training_output_has_only_training_lines():
    out = _fit("--mode", "qlora", "--context", "2048")
    for inference_only in ("Best quantization", "Engines:", "Seed rule", "KV cache:", "--tensor-split", "Decode:"):
        assert inference_only not in out.stdout, inference_only
    assert "Longest sequence that trains:" in out.stdout and "Activations: hf-checkpointing" in out.stdout


def test_quant_sets_the_base_of_lora():
    data = json.loads(_fit("--mode", "lora", "--quant", "int8", "--context", "1024", "--json").stdout)
    assert data["training"]["base_precision"] == "int8" and data["quant"] == "int8"


def test_an_inference_format_is_refused_for_training_naming_the_flag():
    out = _fit("--mode", "qlora", "--quant", "q4_k_m")
    assert out.returncode == 2 and "--quant" in out.stderr and "bitsandbytes" in out.stderr
    assert "llama.cpp" not in out.stderr and "Traceback" not in out.stderr


def test_a_rank_above_the_width_is_refused():
    """--lora-rank 5000 on Mixtral (hidden 4096, k_proj 4096 x 1024) was accepted without a word."""
    out = run("fit", "--model", "mixtral-8x7b", "--gpus", "rtx-4090", "--mode", "lora", "--lora-rank", "5000")
    assert out.returncode == 2 and "--lora-rank" in out.stderr and "k_proj" in out.stderr


def test_all_linear_counts_the_experts():
    """PEFT: Mixtral-8x7B, r 16, all-linear: 242.2 M trainable parameters (the planner said 41.9 M)."""
    out = run("fit", "--model", "mixtral-8x7b", "--gpus", "rtx-4090", "--mode", "qlora", "--lora-targets",
              "all-linear", "--json")
    assert json.loads(out.stdout)["training"]["trainable_params"] / 1e6 == pytest.approx(242.2, abs=0.05)


def test_what_would_make_it_fit_is_said():
    """Llama-3.1-8B QLoRA at 32K tokens on one 24 GB card: HF + FA2 trains about 5,800 (Unsloth's table), Unsloth's
    offload about 78K; the suggestions name the shorter sequence and the offloaded recipe."""
    out = _fit("--mode", "qlora", "--context", "32768", "--lora-rank", "32", "--optimizer", "adamw_8bit")
    assert out.returncode == 1
    assert "Try: Train on sequences of at most" in out.stdout
    assert "Try: Train with Unsloth's offloaded gradient checkpointing" in out.stdout


def test_a_project_training_with_an_inference_quantization_is_planned_and_says_so(seed000, catalog):
    """Seed 000 serves a GGUF quantization; switched to LoRA it trains on the 16-bit base and says the GGUF format
    is not what training loads, instead of failing the fit on llama.cpp's formats."""
    project = edit.update_section(seed000, "workload", {"mode": "lora", "quantization": "gguf-q4_k_m",
                                                         "context_tokens": 1024})
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert report.fit is not None and report.fit.training.base_precision == "bf16"
    assert [f.level for f in report.findings if f.code == "fit.training_quant_unused"] == ["info"]
    assert not [f for f in report.findings if f.code == "fit.rule_of_thumb"]  # a serving rule, not training's


def test_a_project_with_a_rank_above_the_width_fails_naming_the_module(seed000, catalog):
    """Qwen2.5-7B: 4 KV heads of 128, so k_proj is 3584 x 512: rank 1000 cannot be an adapter there."""
    project = edit.update_section(seed000, "workload", {"mode": "lora", "model_id": "qwen2.5-7b-instruct",
                                                         "lora_rank": 1000})
    report = evaluate(project, catalog, with_monte_carlo=False)
    (finding,) = [f for f in report.findings if f.code == "fit.training_recipe"]
    assert finding.level == "fail" and "k_proj" in finding.message and "512" in finding.message


def test_when_nothing_fits_the_fully_offloaded_sequence_is_suggested():
    """Answer.AI's FSDP + QLoRA (https://github.com/AnswerDotAI/fsdp_qlora) trains Llama-2-70B on two 24 GB cards at
    sequence 2048, batch 2, with the parameters offloaded: at 8,192 tokens nothing fits, and the suggestion's
    longest fully offloaded sequence is at least the 2,048 they trained."""
    import re
    from pathlib import Path

    config = Path(__file__).parent / "data" / "configs" / "llama-2-70b.json"
    out = run("fit", "--model", config, "--gpus", "rtx-3090,rtx-3090", "--mode", "qlora", "--context", "8192",
              "--batch", "2", "--lora-rank", "64", "--pure-bf16")
    assert out.returncode == 1
    (tokens,) = re.findall(r"Try: Train with ZeRO-3, the parameters.* at most ([\d,]+) tokens", out.stdout)
    assert int(tokens.replace(",", "")) >= 2048
