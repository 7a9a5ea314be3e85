"""Prefill (a 512-token prompt) against published llama.cpp pp512 runs (issue 13).

Outside figures: XiongjieDai/GPU-Benchmarks-on-LLM-Inference README, the LLaMA 3 table's pp 512 column (May 2024)
and the LLaMA 2 table's single-card prompt eval speed (Dec 2023). Before this calibration the planner was +2 % to
+499 % off (H100 PCIe, Llama-2-7B Q4_0: 29,183 against 4,869) and gave one speed for 1, 2, 4 or 8 cards.
"""

from __future__ import annotations

import pytest

from planner.cli import _fit_cards
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.prefill import RUN_CARDS, RUNS, _band, calibration
from planner.llm.placement import memory_class


def planned(catalog, gpus: str, model: str, quant: str):
    entry = catalog.model(model)
    fit = fit_model(spec_from_catalog_entry(entry), entry.name, _fit_cards(catalog, gpus), quant=quant, context=512)
    return fit.tokens_per_s


def error(catalog, run) -> float:
    speed = planned(catalog, ",".join([run.gpu] * run.cards), run.model, run.quant)
    return speed.prefill_tokens_per_s / run.tokens_per_s - 1


def test_the_held_out_runs_fall_inside_the_stated_band_but_one_outlier(catalog):
    """Four published runs are kept out of the fit. The 4x RTX 3090 70B run (301 t/s) is slower than
    the same table's 2x (357) and 6x (457) runs, which no layer-split model reproduces; the planner is 34 % over it,
    beyond its +31 % band. The other three are inside."""
    fits, _ = calibration()
    low, high = _band(fits["consumer"])
    held = {(r.gpu, r.cards, r.model, r.quant): error(catalog, r) for r in RUNS if r.held_out}
    outlier = ("rtx-3090", 4, "llama-3.1-70b-instruct", "gguf-q4_k_m")
    assert held.pop(outlier) == pytest.approx(0.34, abs=0.02)
    assert len(held) == 3 and all(low <= e <= high for e in held.values()), held


@pytest.mark.parametrize("gpu, quant, measured", [
    ("h100-pcie", "gguf-q4_0", 4868.59), ("a100-80g-pcie", "gguf-q4_0", 3443.98),
    ("rtx-6000-ada", "gguf-q4_0", 3911.18), ("rtx-a6000", "fp16", 3707.88),
])
def test_data_centre_and_workstation_cards_are_no_longer_several_times_too_fast(catalog, gpu, quant, measured):
    speed = planned(catalog, gpu, "llama-2-7b", quant)
    assert abs(speed.prefill_tokens_per_s / measured - 1) < 0.41
    assert speed.prefill_low <= measured <= speed.prefill_high


def test_more_cards_in_a_layer_split_prefill_a_prompt_more_slowly_as_the_runs_show(catalog):
    """RTX 4090, Llama 3 8B Q4_K_M, pp512: 7,139 / 7,004 / 6,749 / 6,172 t/s on 1 / 2 / 4 / 8 cards."""
    rates = [planned(catalog, ",".join(["rtx-4090"] * n), "llama-3-8b", "gguf-q4_k_m").prefill_tokens_per_s
             for n in (1, 2, 4, 8)]
    assert rates == sorted(rates, reverse=True) and rates[0] > rates[-1] * 1.1


def test_every_speed_states_its_basis(catalog):
    basis = planned(catalog, "rtx-3090,rtx-3090", "llama-3-8b", "gguf-q4_k_m").basis
    assert "Prefill of a 512-token prompt" in basis and "published runs of this class" in basis
    assert "XiongjieDai" in basis


def test_the_run_cards_carry_the_catalogs_figures(catalog):
    for gpu_id, (tflops, cls) in RUN_CARDS.items():
        part = catalog.part(gpu_id)
        assert (part.fp16_tensor_tflops, memory_class(part.memory_type)) == (tflops, cls), gpu_id
    assert {r.gpu for r in RUNS} == set(RUN_CARDS)
