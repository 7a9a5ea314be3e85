"""Prefill speed (a 512-token prompt, llama-bench pp512), calibrated per card class on published llama.cpp runs.

Prefill is compute-bound: every prompt token costs 2 x active parameters FLOPs. On one card

    time = tokens x 2 x active params / (e x FP16 tensor throughput)

with e fitted per card class (consumer GDDR, workstation GDDR with ECC, HBM data-centre) and per weight format
group (16-bit, or quantized: llama.cpp dequantizes GGUF blocks on the fly, which costs a quarter to a third of the
rate on every card of the runs). The catalog's FP16 figures are not alike across classes (GeForce cards are quoted
with FP16 accumulate), so e is a share of the catalog's figure, fitted per class, not a physical efficiency.
Bigger matrices run closer to the peak: e rises with the size of one layer's weights, by a factor fitted per class
on the published 70B runs (an A100 reaches 2.5 times the share on a Llama 3 70B layer that it reaches on an 8B
layer), interpolated on a log scale between the 8B and 70B layer sizes and held flat beyond them.

With a layer split the cards work one after another on a 512-token prompt (one micro-batch, so llama.cpp's
pipeline over micro-batches does not overlap them), and the activations cross each card boundary:

    time = sum over cards of their layers' FLOPs / (e x throughput)
           + (cards - 1) x (hand-over time + tokens x hidden x 4 bytes / the slower of the two cards' links)

The hand-over time (synchronising the cards and copying through host memory where they have no peer-to-peer
path) is fitted on the multi-card 8B runs; the bytes cross at the link's rated per-direction bandwidth. With all
layers on the cards no weights cross the link during prefill, so a narrow link (an x1 riser) costs only its share
of the activations: 17 ms per boundary for a 70B prompt at PCIe 3.0 x1, not a share of the link fitted on x16 runs
(which charged 0.3 s). A single card's prefill does not depend on its link at all.

Every figure states its basis: "+-X % over N published runs of this class"; the band is the class's largest error,
widened by half where a class has fewer than THIN_DATA_RUNS runs. The runs: planner/llm/prefill_runs.py.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass
from functools import lru_cache

from planner.llm.config import ModelSpec, spec_from_config
from planner.llm.placement import Card, Placement, card_groups
from planner.llm.prefill_runs import RUN_CARDS, RUNS, URL, PrefillRun
from planner.llm.quant import FORMATS, QuantFormat
from planner.paths import resource

__all__ = ["RUN_CARDS", "RUNS", "PrefillRun", "calibration", "prefill_rates"]

SOURCE = ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference, llama.cpp pp512 (Llama 2 Dec 2023 single cards, Llama 3 May "
          f"2024), {URL}")
PROMPT_TOKENS = 512
THIN_DATA_RUNS = 8
#: Link assumed where the plan gives none (a PCIe 4.0 x16 slot, per direction): the slots of the published runs.
DEFAULT_LINK_GBPS = 31.5
#: Bytes of one prompt token's activations handed from one card to the next (f32 hidden state).
HANDOVER_BYTES_PER_ELEMENT = 4


def format_group(q: QuantFormat) -> str:
    """16-bit weights run as they are stored; every other format is dequantized on the fly."""
    return "16-bit" if q.id in ("fp16", "bf16", "fp32") else "quantized"


def layer_flops(spec: ModelSpec, layers) -> float:
    """FLOPs of one prompt token through these layers: 2 x the active parameters of their matrices."""
    return 2.0 * sum(spec.layers[i].attn_params + spec.layers[i].mlp_active_params for i in layers)


def layer_size(spec: ModelSpec) -> float:
    """Mean weights of one layer's matrices (active parameters): what the share of the peak grows with."""
    return layer_flops(spec, range(spec.n_layers)) / 2 / spec.n_layers


@dataclass(frozen=True)
class ClassFit:
    memory_class: str
    share: dict[str, float]  # format group -> e on a small (7-8B) layer
    growth: float  # e on a 70B layer over e on a small layer (1 where the class has no 70B run)
    sizes: tuple[float, float]  # the small and the 70B layer size the growth is interpolated between
    runs: int
    error_low: float  # largest under- and over-estimate over the class's runs (fractions)
    error_high: float

    def share_at(self, group: str, size: float) -> float:
        small, large = self.sizes
        t = min(max(math.log(size / small) / math.log(large / small), 0.0), 1.0) if large > small else 0.0
        return self.share[group] * math.exp(t * math.log(self.growth))

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


def _transfer_seconds(spec: ModelSpec, a: Card, b: Card) -> float:
    """A prompt's activations over the slower of the two cards' links (through host memory without P2P)."""
    link = min(a.link_gbps or DEFAULT_LINK_GBPS, b.link_gbps or DEFAULT_LINK_GBPS)
    return PROMPT_TOKENS * spec.hidden * HANDOVER_BYTES_PER_ELEMENT / (link * 1e9)


def _compute_seconds(spec: ModelSpec, q: QuantFormat, cards: list[Card], layer_sets, share) -> float:
    group, size = format_group(q), layer_size(spec)
    return sum(layer_flops(spec, layers) * PROMPT_TOKENS / (share(card.memory_class, group, size)
                                                             * card.fp16_tflops * 1e12)
               for card, layers in zip(cards, layer_sets) if layers)


def _seconds(spec: ModelSpec, q: QuantFormat, cards: list[Card], layer_sets, share, handover_s: float) -> float:
    hops = sum(handover_s + _transfer_seconds(spec, a, b) for a, b in zip(cards, cards[1:]))
    return _compute_seconds(spec, q, cards, layer_sets, share) + hops


def _small_and_large(inputs) -> tuple[float, float]:
    """The layer sizes of the runs' small (7-8B) and largest (70B) models."""
    sizes = sorted({layer_size(spec) for _, spec, _ in inputs})
    return statistics.median(s for s in sizes if s < sizes[-1]), sizes[-1]


def _base_shares(inputs, small_below: float) -> dict[tuple[str, str], float]:
    """e per class and format group: the median over the single-card runs of the small models."""
    shares: dict[tuple[str, str], list[float]] = {}
    for run, spec, cards in inputs:
        if run.cards == 1 and layer_size(spec) < small_below:
            shares.setdefault((cards[0].memory_class, format_group(FORMATS[run.quant])), []).append(
                run.tokens_per_s * layer_flops(spec, range(spec.n_layers)) / (cards[0].fp16_tflops * 1e12))
    return {key: statistics.median(values) for key, values in shares.items()}


def _handover(inputs, small_below: float, base: dict) -> float:
    """Seconds per card boundary beyond the activations' transfer: the median over the small models' multi-card
    runs of the time they took beyond their cards' compute."""
    samples = []
    for run, spec, cards in inputs:
        if run.cards > 1 and layer_size(spec) < small_below:
            compute = _compute_seconds(spec, FORMATS[run.quant], cards, _even_split(spec, run.cards),
                                       lambda cls, g, _s: base[(cls, g)])
            extra = PROMPT_TOKENS / run.tokens_per_s - compute
            samples.append(extra / (run.cards - 1) - _transfer_seconds(spec, cards[0], cards[1]))
    return max(statistics.median(samples), 0.0) if samples else 0.0


def _card_shares(inputs, small_below: float) -> dict[tuple[str, str], float]:
    """e of each card and format group on its own small-model single-card run."""
    return {(cards[0].ref, format_group(FORMATS[run.quant])):
            run.tokens_per_s * layer_flops(spec, range(spec.n_layers)) / (cards[0].fp16_tflops * 1e12)
            for run, spec, cards in inputs if run.cards == 1 and layer_size(spec) < small_below}


def _growth(inputs, large: float, small_below: float, base: dict, handover_s: float) -> dict[str, float]:
    """Per class, e on a 70B layer over e on a small one: the median over the class's 70B runs of the share the
    run implies (its time less its card boundaries) over the same card's share on the small model (the class's
    where the card has no small run), so the cards' different shares do not pass for growth."""
    own = _card_shares(inputs, small_below)
    ratios: dict[str, list[float]] = {}
    for run, spec, cards in inputs:
        if layer_size(spec) < large:
            continue
        card, group = cards[0], format_group(FORMATS[run.quant])
        hops = (run.cards - 1) * (handover_s + _transfer_seconds(spec, card, card))
        compute = PROMPT_TOKENS / run.tokens_per_s - hops
        implied = layer_flops(spec, range(spec.n_layers)) * PROMPT_TOKENS / (compute * card.fp16_tflops * 1e12)
        small = own.get((card.ref, group), base[(card.memory_class, group)])
        ratios.setdefault(card.memory_class, []).append(implied / small)
    return {cls: statistics.median(r) for cls, r in ratios.items()}


@lru_cache(maxsize=1)
def calibration() -> tuple[dict[str, ClassFit], float]:
    """Per class, e for each format group (median over its small single-card runs), its growth to a 70B layer and
    its error band over all its runs; the hand-over time per card boundary. Held-out runs are not used."""
    inputs = [(run, *_run_inputs(run)) for run in RUNS if not run.held_out]
    small, large = _small_and_large(inputs)
    small_below = math.sqrt(small * large)
    base = _base_shares(inputs, small_below)
    handover_s = _handover(inputs, small_below, base)
    growth = _growth(inputs, large, small_below, base, handover_s)
    classes = {c[0].memory_class for _, _, c in inputs}
    draft = {cls: ClassFit(cls, {g: v for (k, g), v in base.items() if k == cls}, growth.get(cls, 1.0),
                           (small, large), 0, 0.0, 0.0) for cls in classes}
    fits = {}
    for cls, fit in draft.items():
        errors = [predicted(r, s, c, draft, handover_s) / r.tokens_per_s - 1 for r, s, c in inputs
                  if c[0].memory_class == cls]
        fits[cls] = ClassFit(cls, fit.share, fit.growth, fit.sizes, len(errors), min(errors), max(errors))
    return fits, handover_s


def predicted(run: PrefillRun, spec: ModelSpec, cards: list[Card], fits: dict[str, ClassFit],
              handover_s: float) -> float:
    """tokens/s the model gives a published run (its cards on the runs' x16 slots, llama.cpp's even split)."""
    share = lambda cls, g, size: fits[cls].share_at(g, size)  # noqa: E731
    return PROMPT_TOKENS / _seconds(spec, FORMATS[run.quant], cards, _even_split(spec, run.cards), share, handover_s)


def run_error(run: PrefillRun) -> float:
    """The model's error on a published run (a fraction): for the table of docs/model-fit.md and the held-out runs."""
    fits, handover_s = calibration()
    spec, cards = _run_inputs(run)
    return predicted(run, spec, cards, fits, handover_s) / run.tokens_per_s - 1


def _band(fit: ClassFit) -> tuple[float, float]:
    widen = 1.5 if fit.runs < THIN_DATA_RUNS else 1.0
    return fit.error_low * widen, fit.error_high * widen


def prefill_rates(spec: ModelSpec, q: QuantFormat, placement: Placement,
                  by_ref: dict[str, Card]) -> tuple[float | None, float | None, float | None, str]:
    """(central, low, high) tokens/s of a 512-token prompt and the basis; Nones where a card has no FP16 figure or
    its class has no calibration for this format group."""
    fits, handover_s = calibration()
    cards = [by_ref[u.gpu] for u in placement.per_gpu]
    group = format_group(q)
    if not cards or not all(c.fp16_tflops for c in cards) or any(
            c.memory_class not in fits or group not in fits[c.memory_class].share for c in cards):
        return None, None, None, "Prefill: no calibrated class for these cards and this format."
    size = layer_size(spec)
    if placement.engine == "vllm-tp":  # a stage's cards share its layers' work: their throughputs add up
        seconds = 0.0
        for stage in card_groups(placement):
            flops = layer_flops(spec, stage[0].layers) * PROMPT_TOKENS
            seconds += flops / sum(fits[by_ref[u.gpu].memory_class].share_at(group, size) * by_ref[u.gpu].fp16_tflops
                                   * 1e12 for u in stage)
    else:
        seconds = _seconds(spec, q, cards, [u.layers for u in placement.per_gpu],
                           lambda cls, g, s: fits[cls].share_at(g, s), handover_s)
    rate = PROMPT_TOKENS / seconds
    used = sorted({c.memory_class for c in cards})
    low = min(_band(fits[cls])[0] for cls in used)
    high = max(_band(fits[cls])[1] for cls in used)
    # a run the model overestimated by +x means the truth is rate / (1 + x): the band turns the errors round
    lo, hi = rate / (1 + high), rate / (1 + low) if low > -1 else rate
    basis = ("Prefill of a 512-token prompt (llama-bench pp512): 2 x active parameters FLOPs per token at a share of "
             "the card's FP16 tensor throughput fitted per class and format, rising with the size of a layer"
             + (f", cards one after another with {handover_s * 1e3:.1f} ms per card boundary plus the activations "
                "over the slower link" if placement.engine != "vllm-tp" and len(cards) > 1 else "")
             + "; " + "; ".join(fits[cls].basis() for cls in used) + f" ({SOURCE}).")
    return round(rate, 0), round(lo, 0), round(hi, 0), basis
