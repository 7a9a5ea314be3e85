"""The requested context against the model's own window: max_position_embeddings, or the rope-scaled window."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from planner.llm.config import ConfigError, spec_from_catalog_entry, spec_from_config
from planner.llm.fit import fit_model
from planner.llm.placement import Card

ROOT = Path(__file__).resolve().parents[1]
QWEN_72B = "qwen2.5-72b-instruct"
TWO_A100 = "a100-80g-pcie,a100-80g-pcie"


def fit_cli(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "fit", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)


def qwen_config(catalog) -> dict:
    return catalog.model(QWEN_72B).config.model_dump(mode="json", exclude_unset=True)


def a100_cards(catalog, n=2) -> list[Card]:
    g = catalog.part("a100-80g-pcie")
    return [Card(ref=f"gpu#{i}", name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps,
                 fp16_tflops=g.fp16_tensor_tflops) for i in range(n)]


def test_qwen_72b_at_64k_is_beyond_its_own_32k_window():
    out = fit_cli("--model", QWEN_72B, "--gpus", TWO_A100, "--quant", "q4_k_m", "--context", 65536, "--json")
    assert out.returncode == 1, out.stderr
    r = json.loads(out.stdout)
    assert r["fits_in_memory"] is True  # the memory suffices: the window alone says no
    assert (r["context_ok"], r["model_max_context"], r["fits"]) == (False, 32768, False)
    assert "65,536 tokens is beyond Qwen2.5 72B Instruct's own context window of 32,768 tokens" in r["context_note"]["en"]
    text = fit_cli("--model", QWEN_72B, "--gpus", TWO_A100, "--quant", "q4_k_m", "--context", 65536)
    assert text.returncode == 1
    assert "Model window: 32,768 tokens" in text.stdout
    verdict = next(line for line in text.stdout.splitlines() if line.startswith("Verdict:"))
    assert verdict.startswith("Verdict: DOES NOT FIT (") and "window of 32,768 tokens" in verdict


def test_qwen_72b_at_16k_is_within_its_window():
    out = fit_cli("--model", QWEN_72B, "--gpus", TWO_A100, "--quant", "q4_k_m", "--context", 16384, "--json")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert (r["context_ok"], r["model_max_context"], r["fits"]) == (True, 32768, True)
    assert r["context_note"] is None


def test_yarn_rope_scaling_factor_4_stretches_32k_to_128k(catalog, tmp_path):
    config = {**qwen_config(catalog), "rope_scaling": {"type": "yarn", "factor": 4.0,
                                                       "original_max_position_embeddings": 32768}}
    assert spec_from_config(config).context_window == 131072
    path = tmp_path / "qwen-yarn" / "config.json"
    path.parent.mkdir()
    path.write_text(json.dumps(config))
    out = fit_cli("--model", path, "--gpus", TWO_A100, "--quant", "q4_k_m", "--context", 65536, "--json")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert (r["context_ok"], r["model_max_context"], r["fits"]) == (True, 131072, True)
    assert r["max_context"] > 32768  # the largest context is searched up to the stretched window


def test_the_larger_of_the_stated_and_the_rope_scaled_window_counts(catalog):
    """Llama 3.1 states 131,072 and rope_scaling 8 x 8,192 = 65,536: its window is 131,072. Without an original
    window the factor is not applied (Gemma 3's 131,072 already counts its linear factor 8)."""
    assert spec_from_catalog_entry(catalog.model("llama-3.1-8b")).context_window == 131072
    base = qwen_config(catalog)
    assert spec_from_config({**base, "rope_scaling": {"rope_type": "linear", "factor": 8.0}}).context_window == 32768
    top_level = {**base, "original_max_position_embeddings": 4096, "rope_scaling": {"type": "dynamic", "factor": 2}}
    assert spec_from_config(top_level).context_window == 32768
    assert spec_from_config({**top_level, "max_position_embeddings": None}).context_window == 8192


@pytest.mark.parametrize("rope, named", [
    ("yarn", "rope_scaling must be an object or null"),
    ({"factor": "4"}, "rope_scaling.factor must be a number from 1 to 1,000"),
    ({"factor": 0.5}, "rope_scaling.factor must be a number from 1 to 1,000"),
    ({"factor": float("nan")}, "rope_scaling.factor must be a number from 1 to 1,000, got NaN"),
    ({"factor": 10 ** 400}, "rope_scaling.factor must be a number from 1 to 1,000"),
    ({"factor": 4, "original_max_position_embeddings": -1}, "rope_scaling.original_max_position_embeddings"),
])
def test_a_bad_rope_scaling_is_refused_naming_the_key(catalog, rope, named):
    with pytest.raises(ConfigError, match="config.json: " + named):
        spec_from_config({**qwen_config(catalog), "rope_scaling": rope})


def test_an_unknown_window_is_said_unknown_never_silently_fine(catalog, tmp_path):
    config = {k: v for k, v in qwen_config(catalog).items() if k != "max_position_embeddings"}
    report = fit_model(spec_from_config(config), "Qwen", a100_cards(catalog), quant="gguf-q4_k_m", context=65536)
    assert (report.model_max_context, report.context_ok, report.fits) == (None, None, True)
    assert "context window is unknown" in report.context_note.en
    path = tmp_path / "no-window" / "config.json"
    path.parent.mkdir()
    path.write_text(json.dumps(config))
    out = fit_cli("--model", path, "--gpus", TWO_A100, "--quant", "q4_k_m", "--context", 65536)
    assert out.returncode == 0, out.stderr
    assert "Model window: unknown" in out.stdout and "context window is unknown" in out.stdout


def with_workload(project, **changes):
    return project.model_copy(update={"workload": project.workload.model_copy(update=changes)})


def test_check_fails_with_the_context_beyond_the_model_in_both_languages(catalog):
    from planner.evaluate import evaluate

    from .builders import rig

    project = with_workload(rig([("rtx-3090", 1, [{"slot": "PCI_E1"}]), ("rtx-3080-10g", 1, [{"slot": "PCI_E3"}])], psu="msi-mpg-a1000g-pcie5"),
                            model_id="llama-2-7b", quantization="gguf-q4_k_m", context_tokens=8192)
    report = evaluate(project, catalog, with_monte_carlo=False)
    beyond = [f for f in report.findings if f.code == "fit.context_beyond_model"]
    assert [f.level for f in beyond] == ["fail"] and report.status == "fail"
    assert "beyond Llama 2 7B's own context window of 4,096 tokens" in beyond[0].message
    assert "超出了" in beyond[0].text("zh_CN") and "4,096" in beyond[0].text("zh_CN")
    codes = {f.code for f in report.findings}
    assert "fit.fits_in_memory" in codes and "fit.fits" not in codes and not report.fit.fits

    within = evaluate(with_workload(project, context_tokens=4096), catalog, with_monte_carlo=False)
    assert within.fit.context_ok and not any(f.code.startswith("fit.context") for f in within.findings)


def test_the_vram_panel_shows_the_context_note(qtbot, seed000, catalog):
    from planner.evaluate import evaluate
    from ui.panels_hw import VramBars

    from .test_ui_hw_panels import drawn, painted

    report = evaluate(with_workload(seed000, context_tokens=65536), catalog, with_monte_carlo=False)
    assert report.fit.context_ok is False
    bars = painted(qtbot, VramBars, report)
    assert report.fit.context_note.en in [label for label, _ in drawn(bars, "line")]
