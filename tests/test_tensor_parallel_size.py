"""vLLM's tensor-parallel size as a choice (issue 28: "TP always = number of cards"). Six cards and a 64-head model:
vLLM refuses --tensor-parallel-size 6 ("Total number of attention heads (64) must be divisible by tensor parallel
size (6)", vllm/config.py verify_with_parallel_config), and runs --tensor-parallel-size 2 --pipeline-parallel-size 3,
each stage a share of the layers by vLLM's get_pp_indices (80 layers over 3 stages: 27, 27, 26), each layer of a
stage split over its 2 cards."""

from __future__ import annotations

import pytest

from planner import cli, edit
from planner.evaluate import evaluate
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.placement import Card

#: NVIDIA GeForce RTX 3090: 24 GB at 936 GB/s (https://www.techpowerup.com/gpu-specs/geforce-rtx-3090.c3622)
RTX_3090 = dict(name="RTX 3090", capacity_gib=24, bandwidth_gbps=936, fp16_tflops=71, memory_class="consumer")
SIX = [Card(ref=f"gpu{i}", **RTX_3090) for i in range(6)]


@pytest.fixture(scope="module")
def qwen72(catalog):
    return spec_from_catalog_entry(catalog.model("qwen2.5-72b-instruct"))


def fit(spec, size, engine="vllm-tp", cards=SIX):
    return fit_model(spec, "Qwen2.5 72B", cards, engine=engine, quant="awq-4bit", context=8192,
                     tensor_parallel_size=size)


def test_six_cards_cannot_split_64_heads_and_the_report_offers_two(qwen72):
    assert qwen72.heads == 64 and qwen72.n_layers == 80  # Qwen2.5-72B config.json
    report = fit(qwen72, None)
    assert not report.fits
    assert any("64 attention heads" in note for note in report.placement.notes)
    assert [s.render("en") for s in report.suggestions][0] == (
        "Split each layer over 2 cards instead (tensor-parallel size 2, 3 pipeline stages).")


def test_two_by_three_runs_as_vllm_places_it(qwen72):
    report = fit(qwen72, 2)
    assert report.fits
    assert [c.layer_range for c in report.per_gpu] == ["0-26", "0-26", "27-53", "27-53", "54-79", "54-79"]
    assert report.commands.vllm.startswith(
        "vllm serve MODEL --tensor-parallel-size 2 --pipeline-parallel-size 3 --max-model-len 8192")
    # each card holds half its stage: the six cards together hold the model once, as the pipeline's stages do
    pipeline = fit(qwen72, None, engine="vllm-pp")
    assert sum(c.weights_gib for c in report.per_gpu) == pytest.approx(
        sum(c.weights_gib for c in pipeline.per_gpu), rel=1e-3)
    # a stage's two cards share its KV heads (8 KV heads, 4 per card): half the stage's KV each
    assert report.per_gpu[0].kv_gib == report.per_gpu[1].kv_gib
    # one sequence passes the stages one after another, each stage's two cards reading half its bytes at once:
    # faster than the plain pipeline over six cards, whose every card reads its whole stage alone
    assert report.tokens_per_s.decode_tokens_per_s > pipeline.tokens_per_s.decode_tokens_per_s


def test_three_cards_per_group_is_refused_with_the_heads_reason(qwen72):
    report = fit(qwen72, 3)
    assert not report.fits and "--tensor-parallel-size" in report.placement.settings
    assert any("64 attention heads" in note for note in report.placement.notes)


def test_the_cli_checks_the_size_before_fitting(capsys):
    gpus = ",".join(["rtx-3090"] * 6)
    args = ["fit", "--model", "qwen2.5-72b-instruct", "--gpus", gpus, "--quant", "awq-4bit"]
    assert cli.main(args + ["--engine", "vllm-tp", "--tensor-parallel-size", "4"]) == 2
    assert "must divide the 6 cards into equal groups" in capsys.readouterr().err
    assert cli.main(args[:-2] + ["--tensor-parallel-size", "2"]) == 2  # llama.cpp does not read it
    assert "is read by vllm-tp only, not llama.cpp" in capsys.readouterr().err
    assert cli.main(args + ["--engine", "vllm-tp", "--tensor-parallel-size", "2"]) == 0
    assert "--tensor-parallel-size 2 --pipeline-parallel-size 3" in capsys.readouterr().out


def test_a_project_carries_the_size_and_another_engine_is_told_it_is_unused(seed003, catalog):
    tp = edit.update_section(seed003, "workload", {"engine": "vllm-tp", "tensor_parallel_size": 2})
    report = evaluate(tp, catalog)
    assert "--tensor-parallel-size 2 --pipeline-parallel-size 3" in report.fit.commands.vllm
    pp = edit.update_section(seed003, "workload", {"tensor_parallel_size": 2})  # seed 003 runs vllm-pp
    unused = [f for f in evaluate(pp, catalog).findings if f.code == "fit.tp_size_unused"]
    assert [f.text("zh_CN") for f in unused] == ["张量并行数（2）只对 vLLM 张量并行有效；vllm-pp 不使用它。"]


def test_a_size_vllm_refuses_is_said_with_its_reason_in_the_finding_and_the_model_fit_tab(qtbot, seed003, catalog):
    from ui.panels_hw import VramBars

    project = edit.update_section(seed003, "workload", {"engine": "vllm-tp", "tensor_parallel_size": 4})
    report = evaluate(project, catalog)
    finding = next(f for f in report.findings if f.code == "fit.does_not_fit")
    assert "does not fit: a tensor-parallel size of 4 does not divide the 6 cards into equal groups." in finding.message
    assert "张量并行数 4 不能把 6 张卡分成相等的组" in finding.text("zh_CN")
    six = evaluate(edit.update_section(seed003, "workload", {"engine": "vllm-tp"}), catalog)  # Llama 3.1 70B
    assert "vLLM splits each layer's 64 attention heads over 6 cards, and 64 does not divide by 6" in next(
        f.message for f in six.findings if f.code == "fit.does_not_fit")
    bars = VramBars()
    qtbot.addWidget(bars)
    bars.resize(900, 700)
    bars.set_report(report)
    bars.grab()
    assert [label for kind, label, _ in bars.drawn if kind == "reason"] == [finding.text("en")]


def test_the_window_field_sets_the_size_as_one_undo_step(qtbot, seed003):
    from ui.app import create_window

    window = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(window)
    window.document.set_project(edit.update_section(seed003, "workload", {"engine": "vllm-tp"}), None)
    field = window.workload_editor.tp_size
    assert field.isEnabled() and field.text() == ""
    field.setText("2")
    field.editingFinished.emit()
    assert window.document.project.workload.tensor_parallel_size == 2
    assert "--pipeline-parallel-size 3" in window.document.report.fit.commands.vllm
    window.document.undo_stack.undo()
    assert window.document.project.workload.tensor_parallel_size is None
    window.document.undo_stack.setClean()


def test_rented_gpus_run_the_workload_as_the_rig_splits_it(seed003, catalog):
    """Seed 003's two cloud offers rent six RTX 6000 Ada like the rig: with the rig at size 2 (Llama 3.1 70B's 64
    heads cannot split over six) they run it the same way, so they stay alternatives that can run the workload."""
    project = edit.update_section(seed003, "workload", {"engine": "vllm-tp", "tensor_parallel_size": 2})
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert report.fit.fits
    assert [(a.gpus, a.runs_workload) for a in report.tco.alternatives] == [(6, True), (6, True)]
