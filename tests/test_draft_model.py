"""Speculative decoding (issue 14): a draft model's memory counted on the cards that hold it, as llama-server loads
it, in the report, the CLI and the window.

Outside facts used:
- llama-server loads the draft with a copy of the main model's parameters, so --tensor-split splits it too, with a
  KV cache of one sequence's context (tools/server/server.cpp load_model: params_dft = params_base,
  n_ctx = llama_n_ctx_seq) in f16 (the draft cache type's default);
- llama.cpp refuses a draft whose vocabulary size differs from the model's by more than 128 tokens
  (common/speculative.cpp, SPEC_VOCAB_MAX_SIZE_DIFFERENCE 128);
- Qwen2.5-7B-Instruct's config (huggingface.co/Qwen/Qwen2.5-7B-Instruct/blob/main/config.json): 28 layers, 4 KV
  heads of 128 dimensions (3,584 / 28 heads), vocabulary 152,064, as Qwen2.5-32B-Instruct's; Meta-Llama-3-8B's
  vocabulary is 128,256.
"""

from __future__ import annotations

import json

import pytest

from planner.evaluate import evaluate
from planner.io import load_project
from planner.model.project import Workload
from planner.paths import resource

from .test_compare import cli

SEED000 = resource("examples", "seed-000-two-card-rig.json")
GIB = 1024 ** 3


def with_draft(catalog, context=8192, **changes):
    project = load_project(SEED000)
    workload = Workload.model_validate({**project.workload.model_dump(), "context_tokens": context,
                                        "draft_model_id": "qwen2.5-7b-instruct",
                                        "draft_quantization": "gguf-q4_k_m", **changes})
    return evaluate(project.model_copy(update={"workload": workload}), catalog, with_monte_carlo=False)


def test_the_drafts_kv_cache_is_one_sequence_at_the_context_in_f16(catalog):
    """Doubling the context from 8,192 to 16,384 adds the draft's KV for 8,192 tokens: 28 layers x 2 (K and V) x
    4 heads x 128 x 2 bytes = 57,344 bytes a token, 0.4375 GiB (one sequence in f16: with parallel sequences or a
    q8_0 cache it would differ). Its weights stay; only its working buffer's KQ mask (a 512-token micro-batch x the
    context's cells in f16, a few copies on a two-card pipeline) grows besides, by well under 0.06 GiB."""
    short, long = with_draft(catalog, 8192), with_draft(catalog, 16384)
    grown = sum(c.draft_gib for c in long.fit.per_gpu) - sum(c.draft_gib for c in short.fit.per_gpu)
    assert 57_344 * 8192 / GIB - 0.003 <= grown <= 57_344 * 8192 / GIB + 0.06


def test_the_draft_is_counted_in_each_cards_use_and_narrows_the_largest_context(catalog):
    plain = evaluate(load_project(SEED000), catalog, with_monte_carlo=False).fit
    fit = with_draft(catalog).fit
    assert fit.draft_model == "Qwen2.5 7B Instruct" and all(c.draft_gib > 0 for c in fit.per_gpu)
    for c in fit.per_gpu:
        assert c.used_gib == pytest.approx(c.weights_gib + c.kv_gib + c.overhead_gib + c.draft_gib, abs=0.003)
    assert fit.max_context < plain.max_context
    assert [c.layers for c in fit.per_gpu] == [c.layers for c in plain.per_gpu]


def test_the_command_loads_the_draft_on_the_gpus(catalog):
    command = with_draft(catalog).fit.commands.llama_cpp
    assert "-md DRAFT.gguf -ngld 29" in command  # 28 layers + the output layer
    notes = with_draft(catalog).fit.commands.notes
    assert any(n.en.startswith("DRAFT.gguf stands for your GGUF Q4_K_M file of the draft model Qwen2.5 7B") for n in notes)


def test_the_report_says_what_the_draft_takes_in_both_languages(catalog):
    report = with_draft(catalog)
    finding = next(f for f in report.findings if f.code == "fit.draft")
    total = sum(c.draft_gib for c in report.fit.per_gpu)
    assert finding.level == "info" and f"takes {total:.2f} GiB" in finding.message
    assert "草稿模型" in finding.text("zh_CN")


def test_a_draft_from_another_family_is_refused_as_llama_cpp_refuses_it(catalog):
    report = with_draft(catalog, draft_model_id="llama-3-8b")
    finding = next(f for f in report.findings if f.code == "fit.draft_vocab")
    assert finding.level == "fail" and "128,256" in finding.message and "152,064" in finding.message


def test_another_engine_does_not_count_the_draft_and_says_so(catalog):
    report = with_draft(catalog, engine="vllm-tp", quantization="awq-4bit", draft_quantization=None)
    assert report.fit.draft_model is None and all(c.draft_gib == 0 for c in report.fit.per_gpu)
    assert any(f.code == "fit.draft_not_placed" and f.level == "warn" for f in report.findings)


def test_a_draft_is_for_inference_only():
    with pytest.raises(ValueError, match="draft_model_id"):
        Workload(model_id="qwen2.5-32b-instruct", mode="lora", draft_model_id="qwen2.5-7b-instruct")


def test_fit_on_the_command_line(catalog):
    code, out, err = cli("fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090,rtx-3090", "--quant", "q4_k_m",
                         "--draft", "qwen2.5-7b-instruct", "--json")
    assert code == 0, err
    fit = json.loads(out)
    assert fit["draft_model"] == "Qwen2.5 7B Instruct" and all(c["draft_gib"] > 0 for c in fit["per_gpu"])
    code, _, err = cli("fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090", "--draft", "llama-3-8b")
    assert code == 2 and "128 tokens apart" in err
    code, _, err = cli("fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090", "--draft-quant", "q4_k_m")
    assert code == 2 and "--draft" in err
