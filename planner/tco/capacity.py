"""Which alternatives can run the workload, and how many GPUs a cloud option rents (like for like).

A cloud option is per GPU-hour; how many GPUs it rents is its `gpus`, or, left empty, sized here:

* cards with no more memory than the rig's largest card: as many as the rig has (a 4-card rig against 4 rented
  cards);
* cards with more memory: the fewest of them, up to the rig's count, on which the planner's fit engine places the
  workload (an 80 GB card holds what four 24 GB cards hold). Decode on a layer split runs one card after the other,
  so more cards add memory, not speed: fewer bigger cards do the same work in the same load hours.

Whether it runs the workload is the fit engine's placement of the workload's model, format, context, batch and
engine on the option's cards, each card holding its own share (per card, never pooled). A card's memory comes from
the GPU's name or the option's name ("RTX 4090 24GB"). An API runs the workload when it serves the workload's
model (its name's words, less "instruct"/"chat", all in the API's model name); an API never fine-tunes.
`runs` is None when it cannot be told (no model in the workload, a card of unknown memory, an API without a
model name): such an alternative is kept in the comparison.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from pydantic import Field

from planner.catalog.resolve import ResolvedProject
from planner.llm.check import resolve_model
from planner.llm.config import ModelSpec
from planner.llm.finetune import training_fit
from planner.llm.fit import FitReport, _fits, training_recipe
from planner.llm.moe_offload import gpu_view
from planner.llm.placement import Card
from planner.llm.quant import FORMATS, engine_accepts
from planner.model.common import StrictModel
from planner.model.costs import ApiOption, CloudOption, CostAssumptions
from planner.model.parts import Gpu
from planner.model.project import Workload
from planner.text import EMPTY, T, Text, text

#: The most cards tried when saying how many of an option's cards would run the workload.
MOST_CARDS = 16
_MEMORY = re.compile(r"(\d+(?:\.\d+)?)\s*GB\b", re.IGNORECASE)
_GENERIC_WORDS = {"instruct", "chat", "it", "hf", "base"}
_VENDOR_WORDS = {"nvidia", "geforce", "amd", "radeon", "intel", "tesla", "generation", "edition"}


class Capability(StrictModel):
    """One alternative against the workload: the GPUs it rents and whether it runs the workload, and why."""

    gpus: int | None = Field(default=None, description="GPUs rented (cloud); null for an API.")
    sized: bool = Field(default=False, description="The planner chose `gpus` (the option leaves it empty).")
    runs: bool | None = None
    reason: Text | None = None


def rented_card(option: CloudOption, gpus: list[Gpu] = ()) -> tuple[float | None, str]:
    """One rented card's memory and name: the memory its GPU's name (else the option's name) states ('RTX 4090
    24GB' -> 24), else the catalog GPU's that the name names ('2x RTX 4090' names the NVIDIA GeForce RTX 4090)."""
    names = [n for n in (option.gpu, option.name) if n]
    stated = next((float(m.group(1)) for n in names if (m := _MEMORY.search(n))), None)
    named = next((g for n in names if (g := _catalog_gpu(n, gpus)) is not None), None)
    label = option.gpu or (named.name if named is not None else option.name)
    return (stated if stated is not None else named.vram_gib if named is not None else None), label


def _catalog_gpu(name: str, gpus: list[Gpu]) -> Gpu | None:
    """The catalog GPU whose name's words (less the maker's) are all words of `name`; the most specific wins."""
    words = set(_words(name))
    named = [g for g in gpus if (own := set(_words(g.name)) - _VENDOR_WORDS) and own <= words]
    return max(named, key=lambda g: len(_words(g.name)), default=None)


class _Workload:
    """The workload's model as the fit engine places it, with the rig's own MoE offload."""

    def __init__(self, rp: ResolvedProject, fit: FitReport | None):
        self.w: Workload = rp.project.workload
        spec, self.label, _ = resolve_model(rp)
        self.full_spec: ModelSpec | None = spec
        if spec is not None and fit is not None and fit.moe_offload is not None:
            spec = gpu_view(spec, fit.moe_offload.n_cpu_moe)
        self.spec = spec
        self.judged = spec is not None and engine_accepts(self.w.engine, FORMATS[self.w.quantization])

    def fits(self, cards: list[Card]) -> tuple[bool, float | None]:
        """Whether the cards hold it, and the tightest card's spare memory (inference)."""
        w = self.w
        if w.mode != "inference":
            recipe = training_recipe(w.mode, w.base_precision, w.optimizer, w.master_weights, w.train_strategy,
                                     w.train_offload, w.gradient_checkpointing, w.checkpoint_offload, w.lora_rank,
                                     w.lora_modules, w.flash_attention)
            return training_fit(self.full_spec, cards, recipe, w.context_tokens, w.batch_size).fits, None
        # rented GPUs split each layer as the rig does where their count allows (vLLM: the tensor-parallel size)
        size = w.tensor_parallel_size if w.tensor_parallel_size and len(cards) % w.tensor_parallel_size == 0 else None
        placement = _fits(self.spec, cards, w.engine, FORMATS[w.quantization], w.kv_cache_type, w.context_tokens,
                          w.batch_size, None, w.flash_attention, w.vram_margin_gib, tp_size=size)
        return placement.fits, placement.min_free_gib

    def describe(self) -> dict:
        w = self.w
        return dict(model=self.label, quant_label=FORMATS[w.quantization].label, context=w.context_tokens,
                    engine=w.engine)


def _cards(name: str, memory: float, count: int) -> list[Card]:
    return [Card(ref=f"cloud#{i + 1}", name=name, capacity_gib=memory, bandwidth_gbps=0.0) for i in range(count)]


def _fewest(work: _Workload, name: str, memory: float, up_to: int) -> int | None:
    return next((k for k in range(1, up_to + 1) if work.fits(_cards(name, memory, k))[0]), None)


def judge_cloud(option: CloudOption, work: _Workload, rig_gpus: int, rig_card_gib: float,
                catalog_gpus: list[Gpu] = ()) -> Capability:
    memory, gpu = rented_card(option, catalog_gpus)
    rig = max(rig_gpus, 1)
    sized = option.gpus is None
    count = option.gpus or rig
    if sized and memory is not None and memory > rig_card_gib and work.judged:
        count = _fewest(work, gpu, memory, rig) or rig
    elif sized and memory is not None and memory > rig_card_gib > 0:
        count = max(1, min(rig, math.ceil(rig_gpus * rig_card_gib / memory)))  # the rig's memory, without a model
    sizing = _sizing(sized, count, rig_gpus, memory, rig_card_gib)
    if memory is None:
        return Capability(gpus=count, sized=sized, reason=text(T(
            "the memory of one {gpu} is not known: write it in the GPU's name (e.g. 'RTX 4090 24GB'){sizing}"),
            gpu=gpu, sizing=sizing))
    if not work.judged:
        return Capability(gpus=count, sized=sized, reason=text(T(
            "{gpus} x {memory:g} GB; the workload names no model this engine runs, so whether it runs is not "
            "judged{sizing}"), gpus=count, memory=memory, sizing=sizing))
    fits, spare = work.fits(_cards(gpu, memory, count))
    figures = dict(gpus=count, gpu=gpu, memory=memory, sizing=sizing, **work.describe())
    if fits:
        return Capability(gpus=count, sized=sized, runs=True, reason=text(T(
            "{gpus} x {gpu} ({memory:g} GB each) hold {model} ({quant_label}, {context:,} tokens, {engine}) card by "
            "card{spare}{sizing}"), spare=EMPTY if spare is None else text(
                T(", {spare:.1f} GiB to spare on the tightest"), spare=spare), **figures))
    more = _fewest(work, gpu, memory, MOST_CARDS) if count < MOST_CARDS else None
    return Capability(gpus=count, sized=sized, runs=False, reason=text(T(
        "{gpus} x {gpu} ({memory:g} GB each) cannot hold {model} ({quant_label}, {context:,} tokens, {engine}): "
        "short of GPU memory{more}{sizing}"), more=EMPTY if more is None or more <= count else text(
            T("; {needed} of them would"), needed=more), **figures))


def _sizing(sized: bool, count: int, rig_gpus: int, memory: float | None, rig_card_gib: float) -> Text:
    if not sized:
        return text(T(" (GPU count set on the option)"))
    if rig_gpus == 0:
        return text(T(" (the rig has no GPU yet: {count:# GPU|# GPUs} rented)"), count=count)
    if memory is not None and memory > rig_card_gib and count < max(rig_gpus, 1):
        return text(T(" (sized: the fewest of its cards that run it; the rig has {rig:# GPU|# GPUs})"),
                    rig=rig_gpus)
    return text(T(" (sized to the rig's {rig:# GPU|# GPUs})"), rig=max(rig_gpus, 1))


@lru_cache(maxsize=4096)
def _words(name: str) -> tuple[str, ...]:
    """A name's words, less the generic ones (a pure function of the text: every evaluate asks again for each
    catalog GPU's)."""
    return tuple(w for w in re.split(r"[^0-9a-z.]+", name.casefold()) if w and w not in _GENERIC_WORDS)


def serves(api_model: str, workload_model: str) -> bool:
    """The API's model names the workload's: every word of the workload model's name (less instruct/chat) is a word
    of the API's model name ('Llama 3.3 70B Instruct Turbo' serves 'Llama-3.3-70B-Instruct')."""
    wanted, offered = _words(workload_model), set(_words(api_model))
    return bool(wanted) and all(w in offered for w in wanted)


def judge_api(api: ApiOption, work: _Workload) -> Capability:
    if not work.label:
        return Capability(reason=text(T("the workload names no model, so whether {api_model} serves it is not "
                                        "judged"), api_model=api.model or api.name))
    if work.w.mode != "inference":
        return Capability(runs=False, reason=text(T("an API serves tokens; it does not fine-tune {model}"),
                                                  model=work.label))
    if not api.model:
        if serves(api.name, work.label):
            return Capability(runs=True, reason=text(T("its name names the workload's model {model}"),
                                                     model=work.label))
        return Capability(reason=text(T("the option names no model, so whether it serves {model} is not known"),
                                      model=work.label))
    runs = serves(api.model, work.label)
    template = (T("serves {api_model}, the workload's model {model}") if runs else
                T("serves {api_model}, not the workload's model {model}"))
    return Capability(runs=runs, reason=text(template, api_model=api.model, model=work.label))


def capabilities(rp: ResolvedProject, fit: FitReport | None, rig_gpus: int) -> tuple[list[Capability],
                                                                                      list[Capability]]:
    """Each cloud option's and each API option's capability, in the costs' order."""
    costs = rp.project.costs
    work = _Workload(rp, fit)
    sizes = [g.vram_gib for n in rp.nodes for _, g in n.gpus()]
    rig_card = max(sizes, default=0.0)
    catalog_gpus = [g for g in rp.catalog.parts.values() if isinstance(g, Gpu)]
    return ([judge_cloud(o, work, rig_gpus, rig_card, catalog_gpus) for o in costs.cloud_options],
            [judge_api(a, work) for a in costs.api_options])


def sized_costs(costs: CostAssumptions, clouds: list[Capability]) -> CostAssumptions:
    """The costs with every cloud option's GPU count written out (the one the cost lines use)."""
    options = [o.model_copy(update={"gpus": c.gpus}) for o, c in zip(costs.cloud_options, clouds)]
    return costs.model_copy(update={"cloud_options": options})
