"""Prefill (a 512-token prompt) against published llama.cpp pp512 runs (issues 13 and 25).

Outside figures: XiongjieDai/GPU-Benchmarks-on-LLM-Inference README
(https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference), the LLaMA 3 tables' pp 512 column (May 2024,
gaming and professional GPUs, all in x16 data-centre slots) and the LLaMA 2 table's single-card prompt eval speed
(Dec 2023, an older llama.cpp). Before issue 13 the planner was +2 % to +499 % off (H100 PCIe, Llama-2-7B Q4_0:
29,183 against 4,869); before issue 25 it gave one A100 PCIe 80GB 258 t/s on a 70B Q4 prompt, 65 % under the
published 744 t/s, and charged a card behind a PCIe 3.0 x1 riser 0.3 s per 512-token prompt for a hand-over that
moves 17 MB.
"""

from __future__ import annotations

import pytest

from planner.cli import _fit_cards
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.placement import memory_class
from planner.llm.prefill import RUN_CARDS, RUNS, calibration

#: The band the planner is held to on the runs it is fitted on, per class (fractions; docs/model-fit.md "Prefill per card
#: class"): consumer cards differ by up to a third in the share of their FP16 figure they reach (RTX 4090 against
#: RTX 3090), the four workstation and HBM cards of the fit by more.
STATED_BAND = {"consumer": (-0.20, 0.36), "workstation": (-0.30, 0.50), "hbm": (-0.25, 0.42)}

#: Held-out runs and the band each is held to. The L40S's F16 row (2,254 t/s) is slower than its own Q4_K_M row and
#: than an RTX A6000's F16 row, and 4x RTX 3090 on 70B (301 t/s) is slower than the same table's 2x and 6x runs: no
#: model of the other runs reproduces either. The Llama 2 rows ran an older llama.cpp (Dec 2023), up to 1.7 times
#: slower than the May 2024 runs of the same cards: the planner, fitted on the newer runs, is faster than all of them.
HELD_OUT_BAND = {
    ("rtx-3080-ti", 1, "llama-3-8b", "gguf-q4_k_m"): (-0.10, 0.15),
    ("rtx-4090", 4, "llama-3-8b", "fp16"): (-0.15, 0.05),
    ("rtx-3090", 4, "llama-3.1-70b-instruct", "gguf-q4_k_m"): (0.50, 0.65),
    ("rtx-4090", 8, "llama-3.1-70b-instruct", "fp16"): (-0.15, 0.05),
    ("l40s", 1, "llama-3-8b", "gguf-q4_k_m"): (0.10, 0.30),
    ("l40s", 1, "llama-3-8b", "fp16"): (2.5, 3.0),
    ("l40s", 1, "llama-3.1-70b-instruct", "gguf-q4_k_m"): (0.10, 0.30),
    ("h100-pcie", 1, "llama-3.1-70b-instruct", "gguf-q4_k_m"): (0.30, 0.50),
}
LLAMA2_HISTORY_BAND = (0.0, 1.6)


def planned(catalog, gpus: str, model: str, quant: str, links: list[float | None] | None = None):
    entry = catalog.model(model)
    cards = _fit_cards(catalog, gpus)
    for card, link in zip(cards, links or []):
        card.link_gbps = link
    fit = fit_model(spec_from_catalog_entry(entry), entry.name, cards, quant=quant, context=512)
    return fit.tokens_per_s


def error(catalog, run) -> float:
    speed = planned(catalog, ",".join([run.gpu] * run.cards), run.model, run.quant)
    return speed.prefill_tokens_per_s / run.tokens_per_s - 1


def label(run) -> str:
    return f"{run.gpu}x{run.cards}-{run.model}-{run.quant}-{run.tokens_per_s:g}"


@pytest.mark.parametrize("run", [r for r in RUNS if not r.held_out], ids=label)
def test_every_fitted_run_is_inside_its_class_band(catalog, run):
    low, high = STATED_BAND[RUN_CARDS[run.gpu][1]]
    assert low <= error(catalog, run) <= high


@pytest.mark.parametrize("run", [r for r in RUNS if r.held_out], ids=label)
def test_every_held_out_run_is_inside_the_band_stated_for_it(catalog, run):
    key = (run.gpu, run.cards, run.model, run.quant)
    low, high = HELD_OUT_BAND.get(key, LLAMA2_HISTORY_BAND)
    assert low <= error(catalog, run) <= high


def test_one_a100_prefills_a_70b_prompt_at_the_published_rate_whatever_its_link(catalog):
    """A100 PCIe 80GB, Llama 3 70B Q4_K_M, pp512: 744.12 t/s (LLaMA 3 professional table, an x16 slot). With every
    layer on the card no weights cross the link during prefill, so the same card behind a PCIe 3.0 x1 riser
    (0.985 GB/s) prefills as fast: the planner gives one figure for both, within the HBM band of the published one
    (before issue 25: 258 t/s, 65 % under)."""
    x16 = planned(catalog, "a100-80g-pcie", "llama-3.1-70b-instruct", "gguf-q4_k_m", [31.5])
    x1 = planned(catalog, "a100-80g-pcie", "llama-3.1-70b-instruct", "gguf-q4_k_m", [0.985])
    assert x1.prefill_tokens_per_s == x16.prefill_tokens_per_s
    low, high = STATED_BAND["hbm"]
    assert low <= x1.prefill_tokens_per_s / 744.12 - 1 <= high


def test_a_card_behind_an_x1_riser_costs_a_split_prompt_only_its_activations(catalog):
    """2x RTX 4090, Llama 3 70B Q4_K_M: 839.43 t/s published on x16 slots. Moving the second card to a PCIe 3.0 x1
    riser adds the time the hand-over's bytes take over the narrower link: 512 tokens x 8,192 x 4 bytes = 16.8 MB,
    17.0 ms at 0.985 GB/s against 0.5 ms at 31.5 GB/s. The planner charged 0.29 s before issue 25 (the hand-over
    fitted as 5.7 % of the link on x16 runs, so an x1 link cost 32 times an x16 one)."""
    x16 = planned(catalog, "rtx-4090,rtx-4090", "llama-3.1-70b-instruct", "gguf-q4_k_m", [31.5, 31.5])
    x1 = planned(catalog, "rtx-4090,rtx-4090", "llama-3.1-70b-instruct", "gguf-q4_k_m", [31.5, 0.985])
    extra_s = 512 / x1.prefill_tokens_per_s - 512 / x16.prefill_tokens_per_s
    handover_bytes = 512 * 8192 * 4
    assert extra_s == pytest.approx(handover_bytes / 0.985e9 - handover_bytes / 31.5e9, abs=0.002)
    low, high = STATED_BAND["consumer"]
    assert low <= x16.prefill_tokens_per_s / 839.43 - 1 <= high


def test_more_cards_in_a_layer_split_prefill_a_prompt_more_slowly_as_the_runs_show(catalog):
    """RTX 4090, Llama 3 8B Q4_K_M, pp512: 7,139 / 7,004 / 6,749 / 6,172 t/s on 1 / 2 / 4 / 8 cards."""
    rates = [planned(catalog, ",".join(["rtx-4090"] * n), "llama-3-8b", "gguf-q4_k_m").prefill_tokens_per_s
             for n in (1, 2, 4, 8)]
    assert rates == sorted(rates, reverse=True) and rates[0] > rates[-1] * 1.05


def test_the_held_out_rows_are_not_in_the_fit():
    """Sixteen of the 49 published rows are held out (the eight Llama 2 rows among them); the fit uses the other 33."""
    fits, _ = calibration()
    assert sum(f.runs for f in fits.values()) == len([r for r in RUNS if not r.held_out]) == 33


def test_every_speed_states_its_basis(catalog):
    basis = planned(catalog, "rtx-3090,rtx-3090", "llama-3-8b", "gguf-q4_k_m").basis
    assert "Prefill of a 512-token prompt" in basis and "published runs of this class" in basis
    assert "XiongjieDai" in basis and "per card boundary" in basis


def test_the_run_cards_carry_the_catalogs_figures(catalog):
    for gpu_id, (tflops, cls) in RUN_CARDS.items():
        part = catalog.part(gpu_id)
        assert (part.fp16_tensor_tflops, memory_class(part.memory_type)) == (tflops, cls), gpu_id
    assert {r.gpu for r in RUNS} == set(RUN_CARDS)
