"""The exact llama-server / vllm serve commands of the fit report reproduce the planner's own placement."""

from __future__ import annotations

import json
import shlex

import pytest

from planner.evaluate import evaluate
from planner.io import load_project
from planner.hardware.pcie import check_pcie
from planner.llm.check import gpu_cards, resolve_model
from planner.llm.placement import Request, place
from planner.llm.quant import FORMATS, KV_BYTES
from planner.catalog.resolve import resolve



def run_cli(*argv):
    """The real command line, in this process: (exit code, stdout, stderr)."""
    import io

    from planner.cli import run

    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def _flag(command: str, name: str) -> str:
    words = shlex.split(command)
    return words[words.index(name) + 1]


def _replace(project, catalog, split):
    """The planner's placement of the project's model with this split given by hand."""
    rp = resolve(project, catalog)
    spec, _, _ = resolve_model(rp)
    cards, _, _ = gpu_cards(rp, check_pcie(rp)[0])
    w = project.workload
    return place(Request(spec=spec, quant=FORMATS[w.quantization], kv_bytes=KV_BYTES[w.kv_cache_type],
                         context=w.context_tokens, batch=w.batch_size, cards=cards, engine=w.engine,
                         tensor_split=split, flash_attention=w.flash_attention))


def test_seed000_tensor_split_is_the_reports_per_card_layers(examples_dir, catalog):
    project = load_project(examples_dir / "seed-000-two-card-rig.json")
    fit = evaluate(project, catalog, with_monte_carlo=False).fit
    cmd = fit.commands.llama_cpp
    split = [int(x) for x in _flag(cmd, "--tensor-split").split(",")]
    # each card's layers, and the output layer on the card that holds it (llama.cpp's n_layer + 1 slots)
    assert split == [len(c.layers) + c.holds_output for c in fit.per_gpu] == [47, 18]
    assert _flag(cmd, "--split-mode") == "layer"
    assert int(_flag(cmd, "-ngl")) == fit.model_summary.layers + 1
    assert int(_flag(cmd, "-c")) == fit.context * fit.batch and int(_flag(cmd, "-np")) == fit.batch
    assert _flag(cmd, "-ctk") == _flag(cmd, "-ctv") == "f16"
    assert fit.commands.vllm is None
    # given back to llama.cpp's split rule, the command's split places every layer where the report says
    again = _replace(project, catalog, [float(x) for x in split])
    assert [c.layers for c in again.per_gpu] == [c.layers for c in fit.per_gpu]


def test_seed003_pipeline_partition_is_the_reports_per_card_layers(examples_dir, catalog):
    project = load_project(examples_dir / "seed-003-six-gpu-server.json")
    fit = evaluate(project, catalog, with_monte_carlo=False).fit
    cmd = fit.commands.vllm
    env, rest = cmd.split(" ", 1)
    stages = [int(x) for x in env.removeprefix("VLLM_PP_LAYER_PARTITION=").split(",")]
    assert stages == [len(c.layers) for c in fit.per_gpu] == [13, 13, 13, 14, 14, 13]
    assert rest.startswith("vllm serve meta-llama/Llama-3.1-70B-Instruct ")
    assert int(_flag(rest, "--pipeline-parallel-size")) == len(fit.per_gpu)
    assert int(_flag(rest, "--max-model-len")) == fit.context == 8192
    assert int(_flag(rest, "--max-num-seqs")) == fit.batch == 8
    assert _flag(rest, "--gpu-memory-utilization") == fit.placement.settings["--gpu-memory-utilization"]
    assert _flag(rest, "--kv-cache-dtype") == "auto" and _flag(rest, "--quantization") == "fp8"
    assert fit.commands.llama_cpp is None
    again = _replace(project, catalog, [float(s) for s in stages])
    assert [c.layers for c in again.per_gpu] == [c.layers for c in fit.per_gpu]


def _fit_json(*args):
    code, out, err = run_cli("fit", "--model", "qwen2.5-7b-instruct", "--gpus", "rtx-3090,rtx-3060-12g", *args, "--json")
    assert code in (0, 1), err
    return json.loads(out)


def test_quantized_kv_and_tensor_parallel_flags():
    d = _fit_json("--quant", "q8_0", "--kv", "q8_0", "--context", "16384", "--batch", "2")
    cmd = d["commands"]["llama_cpp"]
    assert _flag(cmd, "-ctk") == _flag(cmd, "-ctv") == "q8_0"
    assert _flag(cmd, "-c") == "32768" and _flag(cmd, "-np") == "2"
    assert [int(x) for x in _flag(cmd, "--tensor-split").split(",")] == \
        [len(c["layers"]) + c["holds_output"] for c in d["per_gpu"]]
    tp = _fit_json("--quant", "awq", "--engine", "vllm-tp")["commands"]
    assert _flag(tp["vllm"], "--tensor-parallel-size") == "2" and _flag(tp["vllm"], "--quantization") == "awq"
    assert tp["vllm"].startswith("vllm serve MODEL ")  # an AWQ checkpoint, not the 16-bit repository
    assert any("AWQ" in n["en"] for n in tp["notes"])


@pytest.mark.parametrize("engine,kv,reason", [("vllm-pp", "q4_0", "vLLM has no q4_0"),
                                              ("llama.cpp", "fp8", "llama.cpp has no fp8"),
                                              ("accelerate-sequential", "fp16", "loaded from Python")])
def test_no_command_where_no_flags_reproduce_the_plan(engine, kv, reason):
    quant = "q4_k_m" if engine == "llama.cpp" else "fp16"
    d = _fit_json("--engine", engine, "--kv", kv, "--quant", quant)
    assert d["commands"]["llama_cpp"] is None and d["commands"]["vllm"] is None
    assert any(reason in n["en"] for n in d["commands"]["notes"])


def test_fit_text_prints_the_command():
    code, out, _ = run_cli("fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090,rtx-3080-10g",
                           "--quant", "q4_k_m", "--context", "8192")
    assert code == 0
    assert ("  llama.cpp: llama-server -m MODEL.gguf -ngl 65 --split-mode layer --tensor-split 47,18 -c 8192 -np 1 "
            "-ctk f16 -ctv f16 -fa on") in out
