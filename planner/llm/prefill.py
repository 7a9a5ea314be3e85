"""Prefill speed (a 512-token prompt, llama-bench pp512), calibrated per card class on published llama.cpp runs.

Prefill is compute-bound: every prompt token costs 2 x active parameters FLOPs. On one card

    time = tokens x 2 x active params / (e x FP16 tensor throughput)

with e fitted per card class (consumer GDDR, workstation GDDR with ECC, HBM data-centre) and per weight format
group (16-bit, or quantized: llama.cpp dequantizes GGUF blocks on the fly, which costs a quarter to a third of the
rate on every card of the runs). The catalog's FP16 figures are not alike across classes (GeForce cards are quoted
with FP16 accumulate), so e is a share of the catalog's figure, fitted per class, not a physical efficiency.

With a layer split the cards work one after another on a 512-token prompt (one micro-batch, so llama.cpp's
pipeline over micro-batches does not overlap them), and the activations cross each card boundary:

    time = sum over cards of their layers' FLOPs / (e x throughput) + (cards - 1) x tokens x hidden x 4 bytes /
           (eta x the link's bandwidth)

eta (the share of the PCIe link the hand-over reaches; cards without peer-to-peer copy through host memory) is
fitted on the multi-card runs. That is why, on one prompt, more cards are slower, as the runs show.

Every figure states its basis: "+-X % over N published runs of this class"; the band is the class's largest error,
widened by half where a class has fewer than THIN_DATA_RUNS runs.

Source: XiongjieDai/GPU-Benchmarks-on-LLM-Inference README, "Average prompt eval speed (tokens/s) by GPUs on
LLaMA 2" (Dec 2023; single cards only: the multi-card rows of that table used the old row split) and the LLaMA 3
table's pp 512 column (May 2024, RunPod, CUDA 12.1, layer split),
https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass
from functools import lru_cache

from planner.llm.config import ModelSpec, spec_from_config
from planner.llm.placement import Card, Placement
from planner.llm.quant import FORMATS, QuantFormat
from planner.paths import resource

SOURCE = ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference, llama.cpp pp512 (Llama 2 Dec 2023 single cards, Llama 3 May "
          "2024), https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference")
PROMPT_TOKENS = 512
THIN_DATA_RUNS = 8
#: Link assumed where the plan gives none (a PCIe 4.0 x16 slot, per direction).
DEFAULT_LINK_GBPS = 31.5


@dataclass(frozen=True)
class PrefillRun:
    gpu: str  # catalog id of the card the table names
    cards: int
    model: str  # bundled catalog config with the same shapes
    quant: str
    tokens_per_s: float
    held_out: bool = False  # kept out of the fit: tests hold the planner to its band on these


#: The catalog's FP16 tensor figure (TFLOPS) and memory class of each card of the runs (a test holds them equal to
#: the catalog), so the calibration does not move when a user's catalog overrides a card.
RUN_CARDS: dict[str, tuple[float, str]] = {
    "rtx-3080-10g": (119, "consumer"), "rtx-3080-ti": (136, "consumer"), "rtx-3090": (142, "consumer"),
    "rtx-4090": (330, "consumer"), "rtx-a6000": (154.8, "workstation"), "rtx-6000-ada": (364, "workstation"),
    "a100-80g-pcie": (312, "hbm"), "h100-pcie": (756, "hbm"),
}


# pp512 tokens/s as published; Llama 2 7B rows from the Llama 2 table, the others from the Llama 3 table.
RUNS: tuple[PrefillRun, ...] = (
    PrefillRun("rtx-3080-10g", 1, "llama-3-8b", "gguf-q4_k_m", 3728.86),
    PrefillRun("rtx-3080-ti", 1, "llama-3-8b", "gguf-q4_k_m", 3690.30, held_out=True),
    PrefillRun("rtx-3090", 1, "llama-3-8b", "gguf-q4_k_m", 4030.40),
    PrefillRun("rtx-3090", 1, "llama-3-8b", "fp16", 4444.65),
    PrefillRun("rtx-4090", 1, "llama-3-8b", "gguf-q4_k_m", 7138.99),
    PrefillRun("rtx-4090", 1, "llama-3-8b", "fp16", 9382.00),
    PrefillRun("rtx-3090", 2, "llama-3-8b", "gguf-q4_k_m", 3336.37),
    PrefillRun("rtx-3090", 2, "llama-3-8b", "fp16", 4122.66),
    PrefillRun("rtx-4090", 2, "llama-3-8b", "gguf-q4_k_m", 7003.51),
    PrefillRun("rtx-4090", 2, "llama-3-8b", "fp16", 9177.92),
    PrefillRun("rtx-3090", 4, "llama-3-8b", "gguf-q4_k_m", 3742.66),
    PrefillRun("rtx-3090", 4, "llama-3-8b", "fp16", 4608.40),
    PrefillRun("rtx-4090", 4, "llama-3-8b", "gguf-q4_k_m", 6748.96),
    PrefillRun("rtx-4090", 4, "llama-3-8b", "fp16", 8750.57, held_out=True),
    PrefillRun("rtx-3090", 6, "llama-3-8b", "gguf-q4_k_m", 3359.99),
    PrefillRun("rtx-3090", 6, "llama-3-8b", "fp16", 3875.97),
    PrefillRun("rtx-4090", 8, "llama-3-8b", "gguf-q4_k_m", 6172.06),
    PrefillRun("rtx-4090", 8, "llama-3-8b", "fp16", 7889.26),
    PrefillRun("rtx-3090", 2, "llama-3.1-70b-instruct", "gguf-q4_k_m", 357.32),
    PrefillRun("rtx-4090", 2, "llama-3.1-70b-instruct", "gguf-q4_k_m", 839.43),
    PrefillRun("rtx-3090", 4, "llama-3.1-70b-instruct", "gguf-q4_k_m", 300.79, held_out=True),
    PrefillRun("rtx-4090", 4, "llama-3.1-70b-instruct", "gguf-q4_k_m", 834.74),
    PrefillRun("rtx-3090", 6, "llama-3.1-70b-instruct", "gguf-q4_k_m", 456.95),
    PrefillRun("rtx-4090", 8, "llama-3.1-70b-instruct", "gguf-q4_k_m", 812.95),
    PrefillRun("rtx-3090", 6, "llama-3.1-70b-instruct", "fp16", 579.00),
    PrefillRun("rtx-4090", 8, "llama-3.1-70b-instruct", "fp16", 1183.87, held_out=True),
    PrefillRun("rtx-a6000", 1, "llama-2-7b", "gguf-q4_0", 2979.12),
    PrefillRun("rtx-a6000", 1, "llama-2-7b", "fp16", 3707.88),
    PrefillRun("rtx-6000-ada", 1, "llama-2-7b", "gguf-q4_0", 3911.18),
    PrefillRun("rtx-6000-ada", 1, "llama-2-7b", "fp16", 5403.60),
    PrefillRun("a100-80g-pcie", 1, "llama-2-7b", "gguf-q4_0", 3443.98),
    PrefillRun("a100-80g-pcie", 1, "llama-2-7b", "fp16", 5105.77),
    PrefillRun("h100-pcie", 1, "llama-2-7b", "gguf-q4_0", 4868.59),
    PrefillRun("h100-pcie", 1, "llama-2-7b", "fp16", 7367.00),
)


def format_group(q: QuantFormat) -> str:
    """16-bit weights run as they are stored; every other format is dequantized on the fly."""
    return "16-bit" if q.id in ("fp16", "bf16", "fp32") else "quantized"


def layer_flops(spec: ModelSpec, layers) -> float:
    """FLOPs of one prompt token through these layers: 2 x the active parameters of their matrices."""
    return 2.0 * sum(spec.layers[i].attn_params + spec.layers[i].mlp_active_params for i in layers)


@dataclass(frozen=True)
class ClassFit:
    memory_class: str
    share: dict[str, float]  # format group -> e
    runs: int
    error_low: float  # largest under- and over-estimate over the class's runs (fractions)
    error_high: float

    def basis(self) -> str:
        widest = max(abs(self.error_low), abs(self.error_high))
        thin = "; thin data" if self.runs < THIN_DATA_RUNS else ""
        return (f"{self.memory_class} cards: +-{widest:.0%} over {self.runs} published runs of this class{thin}")


@lru_cache(maxsize=None)
def _spec(model: str) -> ModelSpec:
    config = json.loads(resource("catalog", "models", f"{model}.json").read_text("utf-8"))["config"]
    return spec_from_config(config, name=model)


def _run_inputs(run: PrefillRun):
    tflops, cls = RUN_CARDS[run.gpu]
    card = Card(ref=run.gpu, name=run.gpu, capacity_gib=80.0, bandwidth_gbps=1000.0, fp16_tflops=tflops,
                link_gbps=None, memory_class=cls)
    return _spec(run.model), [card] * run.cards


def _even_split(spec: ModelSpec, cards: int) -> list[list[int]]:
    n = spec.n_layers
    return [list(range(n * c // cards, n * (c + 1) // cards)) for c in range(cards)]


def _seconds(spec: ModelSpec, q: QuantFormat, cards: list[Card], layer_sets, share, eta: float) -> float:
    return _compute_seconds(spec, q, cards, layer_sets, share) + _hop_seconds(spec, cards, eta)


def _compute_seconds(spec: ModelSpec, q: QuantFormat, cards: list[Card], layer_sets, share) -> float:
    group = format_group(q)
    return sum(layer_flops(spec, layers) * PROMPT_TOKENS / (share(card.memory_class, group) * card.fp16_tflops * 1e12)
               for card, layers in zip(cards, layer_sets) if layers)


def _hop_seconds(spec: ModelSpec, cards: list[Card], eta: float) -> float:
    return sum(PROMPT_TOKENS * spec.hidden * 4 / (eta * (card.link_gbps or DEFAULT_LINK_GBPS) * 1e9)
               for card in cards[:-1])


@lru_cache(maxsize=1)
def calibration() -> tuple[dict[str, ClassFit], float]:
    """Per class, e for each format group (median over its single-card runs) and its error band over all its runs;
    eta fitted on the multi-card runs (the value with the smallest median error on a log grid). Held-out runs are
    not used."""
    inputs = [(run, *_run_inputs(run)) for run in RUNS if not run.held_out]
    shares: dict[tuple[str, str], list[float]] = {}
    for run, spec, cards in inputs:
        if run.cards == 1:
            per_token = layer_flops(spec, range(spec.n_layers))
            shares.setdefault((cards[0].memory_class, format_group(FORMATS[run.quant])), []).append(
                run.tokens_per_s * per_token / (cards[0].fp16_tflops * 1e12))
    share_of = {key: statistics.median(values) for key, values in shares.items()}

    def share(cls: str, group: str) -> float:
        return share_of[(cls, group)]

    compute = {run: _compute_seconds(spec, FORMATS[run.quant], cards, _even_split(spec, run.cards), share)
               for run, spec, cards in inputs}  # the same for every eta of the grid below

    def predicted(run, spec, cards, eta):
        return PROMPT_TOKENS / (compute[run] + _hop_seconds(spec, cards, eta))

    multi = [x for x in inputs if x[0].cards > 1]
    grid = [0.02 * 1.1 ** k for k in range(42)]  # 2 % to 100 % of the link
    eta = min(grid, key=lambda g: statistics.median(abs(math.log(predicted(r, s, c, g) / r.tokens_per_s))
                                                     for r, s, c in multi))
    fits = {}
    for cls in {c[0].memory_class for _, _, c in inputs}:
        errors = [predicted(r, s, c, eta) / r.tokens_per_s - 1 for r, s, c in inputs if c[0].memory_class == cls]
        fits[cls] = ClassFit(cls, {g: v for (k, g), v in share_of.items() if k == cls}, len(errors),
                             min(errors), max(errors))
    return fits, eta


def _band(fit: ClassFit) -> tuple[float, float]:
    widen = 1.5 if fit.runs < THIN_DATA_RUNS else 1.0
    return fit.error_low * widen, fit.error_high * widen


def prefill_rates(spec: ModelSpec, q: QuantFormat, placement: Placement,
                  by_ref: dict[str, Card]) -> tuple[float | None, float | None, float | None, str]:
    """(central, low, high) tokens/s of a 512-token prompt and the basis; Nones where a card has no FP16 figure or
    its class has no calibration for this format group."""
    fits, eta = calibration()
    cards = [by_ref[u.gpu] for u in placement.per_gpu]
    group = format_group(q)
    if not cards or not all(c.fp16_tflops for c in cards) or any(
            c.memory_class not in fits or group not in fits[c.memory_class].share for c in cards):
        return None, None, None, "Prefill: no calibrated class for these cards and this format."
    if placement.engine == "vllm-tp":  # the cards share every layer's work: their throughputs add up
        flops = layer_flops(spec, range(spec.n_layers)) * PROMPT_TOKENS
        seconds = flops / sum(fits[c.memory_class].share[group] * c.fp16_tflops * 1e12 for c in cards)
    else:
        seconds = _seconds(spec, q, cards, [u.layers for u in placement.per_gpu],
                           lambda cls, g: fits[cls].share[g], eta)
    rate = PROMPT_TOKENS / seconds
    used = sorted({c.memory_class for c in cards})
    low = min(_band(fits[cls])[0] for cls in used)
    high = max(_band(fits[cls])[1] for cls in used)
    # a run the model overestimated by +x means the truth is rate / (1 + x): the band turns the errors round
    lo, hi = rate / (1 + high), rate / (1 + low) if low > -1 else rate
    basis = ("Prefill of a 512-token prompt (llama-bench pp512): 2 x active parameters FLOPs per token at a share of "
             "the card's FP16 tensor throughput fitted per class and format"
             + (", cards one after another with the activations handed over at "
                f"{eta:.0%} of the link" if placement.engine != "vllm-tp" and len(cards) > 1 else "")
             + "; " + "; ".join(fits[cls].basis() for cls in used) + f" ({SOURCE}).")
    return round(rate, 0), round(lo, 0), round(hi, 0), basis
