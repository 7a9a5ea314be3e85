"""Does the model fit across these cards, and how fast will it run? The whole answer, as one report section.

Shows the seed rule (parameters x 2 bytes x 1.2-1.3, seed 004 section 3.1) beside the per-card estimate and says
why they differ; answers the inverse questions (largest context that fits, best quantization that fits) and
tries the other engines and the other card order when the plan does not fit.
"""

from __future__ import annotations

import math

from pydantic import Field

from planner.llm.commands import EngineCommands, engine_commands
from planner.llm.finetune import TrainingFit, training_fit, training_suggestions
from planner.llm.train_recipe import BASE_LABELS, DEFAULT_MODULES, TRAINING_FORMAT, Recipe
from planner.llm.config import ModelSpec, ModelSummary
from planner.llm.host_ram import HOST_RAM_SHARE, ram_to_buy_gib, ram_verdict
from planner.llm.moe_balance import balanced_split
from planner.llm.moe_offload import MoeOffload, gpu_view, host_bytes, moe_layers, offload_report
from planner.llm.placement import ENGINES, Card, CardUse, Draft, Placement, Request, place
from planner.llm.quant import FORMATS, KV_BYTES, QUALITY_ORDER, QuantFormat, engine_accepts
from planner.llm.search import largest_that_fits
from planner.memo import memoized
from planner.model.common import StrictModel
from planner.text import EMPTY, ReportModel, T, Text, text
from planner.llm.throughput import SpeedEstimate, estimate_speed

GB = 1e9
GIB = 1024 ** 3


class RuleOfThumb(ReportModel):
    weights_fp16_gb: float = Field(description="Parameters x 2 bytes, in GB (10^9 bytes) as the seed counts.")
    low_gb: float
    high_gb: float
    low_gib: float
    high_gib: float
    total_vram_gib: float
    largest_card_gib: float
    verdict: Text = Field(description="The seed rule's verdict, to show in any language.")
    explanation: Text = Field(description="Why the rule and the per-card estimate agree or not.")


class EngineOption(ReportModel):
    engine: str
    fits: bool
    min_free_gib: float | None
    note: Text | None = Field(default=None, description="How this option differs; null when there is no note.")


class CurvePoint(StrictModel):
    context: int
    per_card_gib: list[float] = Field(description="Memory used on each card at this context (used_gib, card order).")
    fits: bool = Field(description="Every card has room at this context (the memory verdict of the placement).")
    largest_fitting: bool = Field(description="This point is `max_context`, the largest context that fits.")
    requested: bool = Field(description="This point is the context asked for.")


class FitReport(ReportModel):
    model: str
    model_summary: ModelSummary
    engine: str
    quant: str
    quant_label: str
    kv_dtype: str
    context: int
    batch: int
    mode: str
    fits: bool = Field(description="Fits in memory and the context is within the model's own window (not beyond it).")
    fits_in_memory: bool = Field(description="The weights, KV cache and overheads fit on the cards (or training does).")
    model_max_context: int | None = Field(description=(
        "The model's own context window from its config: max_position_embeddings, or original_max_position_embeddings "
        "x rope_scaling.factor when that is larger; null when the config states neither (unknown)."))
    context_ok: bool | None = Field(description=(
        "The context is within the model's own window; false beyond it, null when the window is unknown."))
    context_note: Text | None = Field(default=None, description=(
        "Why the context is not known to be fine: beyond the model's window, or the window unknown; null when fine."))
    params_total: int
    params_active: int
    kv_bytes_per_token: float = Field(description="At the chosen KV dtype, all layers at full context.")
    rule_of_thumb_gib: list[float] = Field(description="[low, high]: params x 2 bytes x 1.2 and x 1.3, in GiB.")
    rule_of_thumb: RuleOfThumb
    per_gpu: list[CardUse] = Field(description="Per card: gpu, capacity_gib, used_gib, weights_gib, kv_gib, overhead_gib, layers.")
    placement: Placement
    tokens_per_s: SpeedEstimate | None = Field(description="Decode speed; null when the model does not fit.")
    max_context: int | None = Field(description="Largest context that fits with this engine and quantization; "
                                                "training: the longest sequence the recipe trains "
                                                "(training.max_sequence_length).")
    best_quant: str | None = Field(description="Highest-quality quantization that fits at this context; null for "
                                               "training (its base is the recipe's, see training.base_precision).")
    engines: list[EngineOption]
    reversed_order: EngineOption | None = None
    training: TrainingFit | None = None
    suggestions: list[Text] = Field(default_factory=list, description="What would make it fit, one sentence each.")
    context_curve: list[CurvePoint] = Field(default_factory=list, description=(
        "Inference: memory per card against context at this engine, quantization and KV type: powers of two from "
        "1,024 up to the model's window (131,072 when unknown), the window itself, the context asked for and the "
        "largest that fits; empty for training."))
    draft_model: str | None = Field(default=None, description=(
        "The draft model of speculative decoding counted on the cards (llama.cpp); null without one."))
    moe_offload: MoeOffload | None = Field(default=None, description=(
        "llama.cpp --n-cpu-moe: the layers whose experts stay in system RAM, the RAM they take and the decode speed "
        "with the CPU reading them; null without offload."))
    commands: EngineCommands | None = Field(default=None, description=(
        "Inference: the llama-server / vllm serve command that runs this placement; null for training or when the "
        "engine cannot place the model at all."))
    unplaceable: Text | None = Field(default=None, description=(
        "Why the engine cannot place the model on these cards at all (vLLM tensor parallel: a size that does not "
        "divide the cards, or attention heads that do not divide by it); null when it places it."))


def _request(spec: ModelSpec, cards: list[Card], engine: str, quant: QuantFormat, kv: str, context: int, batch: int,
             tensor_split, flash: bool, margin, draft: Draft | None = None, tp_size: int | None = None) -> Request:
    return Request(spec=spec, quant=quant, kv_bytes=KV_BYTES[kv], context=context, batch=batch, cards=cards,
                   engine=engine, tensor_split=tensor_split, flash_attention=flash, margin_gib=margin,
                   draft=draft if engine == "llama.cpp" else None, tp_size=tp_size if engine == "vllm-tp" else None)


def _fits(spec, cards, engine, quant, kv, context, batch, tensor_split, flash, margin, draft=None,
          tp_size=None) -> Placement:
    return place(_request(spec, cards, engine, quant, kv, context, batch, tensor_split, flash, margin, draft,
                          tp_size))


def max_context(spec: ModelSpec, cards, engine, quant, kv, batch, tensor_split, flash, margin,
                draft=None, tp_size=None) -> int | None:
    limit = spec.context_window or 131_072

    def fits(n: int) -> bool:
        return _fits(spec, cards, engine, quant, kv, n, batch, tensor_split, flash, margin, draft, tp_size).fits

    largest = largest_that_fits(fits, limit)
    if largest is None or largest == limit:
        return largest
    return largest if largest < 256 else (largest // 256) * 256


#: Smallest context on the curve.
CURVE_START = 1024


def context_curve(spec: ModelSpec, cards, engine, quant, kv, batch, tensor_split, flash, margin, context: int,
                  largest: int | None, draft: Draft | None = None, tp_size: int | None = None) -> list[CurvePoint]:
    """Memory per card at a handful of contexts, each from the same placement as the report's own."""
    limit = spec.context_window or 131_072
    powers = {CURVE_START << k for k in range(40) if CURVE_START << k <= limit}
    points = sorted(powers | {min(limit, CURVE_START), limit, context} | ({largest} if largest else set()))
    curve = []
    for n in points:
        p = _fits(spec, cards, engine, quant, kv, n, batch, tensor_split, flash, margin, draft, tp_size)
        if not p.per_gpu:
            return []
        curve.append(CurvePoint(context=n, per_card_gib=[c.used_gib for c in p.per_gpu], fits=p.fits,
                                largest_fitting=n == largest, requested=n == context))
    return curve


def best_quant(spec, cards, engine, kv, context, batch, tensor_split, flash, margin, draft=None,
               tp_size=None) -> str | None:
    for qid in QUALITY_ORDER:
        q = FORMATS[qid]
        if qid == "fp32" or not engine_accepts(engine, q):
            continue
        if _fits(spec, cards, engine, q, kv, context, batch, tensor_split, flash, margin, draft, tp_size).fits:
            return qid
    return None


# The seed rule's verdict and why it agrees or not with the per-card estimate (fit_check puts both in its finding).
VERDICT_AGREE_FITS = T("agree: fits")
VERDICT_AGREE_NO_FIT = T("agree: does not fit")
VERDICT_RULE_FITS = T("disagree: the rule says it fits")
VERDICT_RULE_NO_FIT = T("disagree: the rule says it does not fit")
EXPLAIN_AGREE = T("The rule and the per-card estimate agree.{moe}")
EXPLAIN_RULE_FITS = T("The rule compares {rule_gib:.1f} GiB with the {total_gib:g} GiB the cards hold together, but two "
                      "cards are two memories, not one pool: each card also pays its CUDA context and "
                      "working buffer, layers cannot be cut in half, and the KV cache of this context is added per "
                      "card.{moe}")
EXPLAIN_RULE_NO_FIT = T("The rule assumes 16-bit weights (2 bytes per parameter); at {quant} the weights take about "
                        "{share:.0%} of that, so the model fits although the rule says {rule_gib:.1f} GiB.{moe}")
# The {moe} clause of the explanations, for a mixture-of-experts model (EMPTY otherwise).
EXPLAIN_MOE = T(" For a mixture-of-experts model all experts must be in memory although only a few run per token.")


def rule_of_thumb(spec: ModelSpec, cards: list[Card], per_card_fits: bool, quant: QuantFormat) -> RuleOfThumb:
    w = spec.params_total * 2 / GB
    low, high = w * 1.2, w * 1.3
    total = sum(c.capacity_gib for c in cards)
    largest = max(c.capacity_gib for c in cards)
    low_gib, high_gib = low * GB / GIB, high * GB / GIB
    rule_fits_total = high_gib <= total
    moe = text(EXPLAIN_MOE) if spec.moe else EMPTY
    if rule_fits_total and per_card_fits:
        verdict = text(VERDICT_AGREE_FITS)
        why = text(EXPLAIN_AGREE, moe=moe)
    elif not rule_fits_total and not per_card_fits:
        verdict = text(VERDICT_AGREE_NO_FIT)
        why = text(EXPLAIN_AGREE, moe=moe)
    elif rule_fits_total and not per_card_fits:
        verdict = text(VERDICT_RULE_FITS)
        why = text(EXPLAIN_RULE_FITS, rule_gib=high_gib, total_gib=total, moe=moe)
    else:
        verdict = text(VERDICT_RULE_NO_FIT)
        why = text(EXPLAIN_RULE_NO_FIT, quant=quant.label, share=quant.linear_bpw / 16, rule_gib=high_gib, moe=moe)
    return RuleOfThumb(weights_fp16_gb=round(w, 2), low_gb=round(low, 2), high_gb=round(high, 2),
                       low_gib=round(low_gib, 2), high_gib=round(high_gib, 2), total_vram_gib=round(total, 2),
                       largest_card_gib=round(largest, 2), verdict=verdict, explanation=why)


# The model's own window against the requested context (check.py makes each the message of its finding).
CONTEXT_BEYOND_MODEL = T("{context:,} tokens is beyond {model}'s own context window of {window:,} tokens: past the "
                         "length it was trained for its output degrades into nonsense, and vLLM refuses such a "
                         "max_model_len. Use at most {window:,} tokens, or a config whose rope_scaling (e.g. YaRN) "
                         "extends the window.")
CONTEXT_WINDOW_UNKNOWN = T("{model}'s own context window is unknown (its config has no max_position_embeddings): "
                           "check that it was trained for {context:,} tokens.")


def context_verdict(spec: ModelSpec, model_label: str, context: int) -> tuple[bool | None, Text | None]:
    """(context_ok, note): within the model's own window, beyond it, or unknown when the config does not say."""
    window = spec.context_window
    if window is None:
        return None, text(CONTEXT_WINDOW_UNKNOWN, model=model_label, context=context)
    if context > window:
        return False, text(CONTEXT_BEYOND_MODEL, model=model_label, context=context, window=window)
    return True, None


@memoized(maxsize=32)  # by the content of every argument: an edit elsewhere in the project reuses the fit
def fit_model(spec: ModelSpec, model_label: str, cards: list[Card], engine: str = "llama.cpp",
              quant: str = "fp16", kv_dtype: str = "fp16", context: int = 4096, batch: int = 1,
              mode: str = "inference", tensor_split=None, flash_attention: bool = True, margin_gib=None,
              lora_rank: int = 16, lora_modules=None, gradient_checkpointing: bool = True,
              model_ref: str | None = None, base_precision: str = "auto", optimizer: str = "adamw",
              master_weights: bool = True, train_strategy: str = "ddp", train_offload: str = "none",
              checkpoint_offload: bool = False, draft: Draft | None = None, cpu_offload: str | int | None = None,
              ram_bandwidth_gbps: float | None = None, host_ram_gib: float | None = None,
              tensor_parallel_size: int | None = None) -> FitReport:
    """The whole fit answer; `model_ref` is the Hugging Face repository the vLLM command loads (null: MODEL).
    The training arguments are the fine-tuning recipe (planner/llm/train_recipe.py), read when mode is not
    inference. `cpu_offload` ("auto" or a layer count) keeps a MoE model's routed experts of that many layers in
    system RAM (llama.cpp --n-cpu-moe; planner/llm/moe_offload.py), the CPU reading them at `ram_bandwidth_gbps`;
    with `host_ram_gib` (the RAM installed) experts larger than it make the plan not fit. `tensor_parallel_size`
    (vllm-tp only; null: every card) splits each layer over that many cards, the groups one pipeline stage each."""
    if not cards:
        raise ValueError("no GPU to place the model on")
    q = FORMATS[quant]
    args = dict(tensor_split=tensor_split, flash=flash_attention, margin=margin_gib, draft=draft,
                tp_size=tensor_parallel_size)
    full_spec = spec
    n_cpu_moe = _n_cpu_moe(spec, cards, engine, q, kv_dtype, context, batch, args, cpu_offload, mode)
    balanced = False
    if n_cpu_moe is not None:
        spec = gpu_view(spec, n_cpu_moe)  # what the cards hold; the summary and the rule keep the whole model
        balanced = _balances(cards, args)
        if balanced:  # several cards: the layer split that uses each card evenly (moe_balance.py)
            tensor_split = args["tensor_split"] = _balanced(spec, cards, q, kv_dtype, context, batch, args)
    placement = _fits(spec, cards, engine, q, kv_dtype, context, batch, **args)
    speed = (estimate_speed(spec, q, placement, cards, KV_BYTES[kv_dtype], context, batch)
             if placement.per_gpu and placement.fits and mode == "inference" else None)
    offload = None
    if n_cpu_moe is not None:
        offload = offload_report(full_spec, q, n_cpu_moe, speed.decode_tokens_per_s if speed else None,
                                 ram_bandwidth_gbps, host_ram_gib)
        speed = _with_offload(speed, offload) if offload.ram_verdict != "over" else None  # it does not run
    inference = mode == "inference"
    training = None
    fits = placement.fits and (offload is None or offload.ram_verdict != "over")
    if inference:
        mc = max_context(spec, cards, engine, q, kv_dtype, batch, **args)
        bq = best_quant(spec, cards, engine, kv_dtype, context, batch, **args)
        # other engines keep the experts on the cards: judged on the whole model, llama.cpp with the offload
        engines = _engine_options(full_spec, cards, q, kv_dtype, context, batch, flash_attention, margin_gib, draft,
                                  llamacpp_spec=spec, llamacpp_split=tensor_split if balanced else None,
                                  tp_size=tensor_parallel_size)
        flipped = dict(args, tensor_split=_balanced(spec, cards[::-1], q, kv_dtype, context, batch, args)) \
            if balanced else args
        reversed_option = (_reversed_option(spec, cards, engine, q, kv_dtype, context, batch, flipped)
                           if len(cards) > 1 and len({c.capacity_gib for c in cards}) > 1 else None)
    else:  # training: no inference engine, quantization or decode speed; the longest sequence it trains
        recipe = training_recipe(mode=mode, base_precision=base_precision, optimizer=optimizer,
                                 master_weights=master_weights, train_strategy=train_strategy,
                                 train_offload=train_offload, gradient_checkpointing=gradient_checkpointing,
                                 checkpoint_offload=checkpoint_offload, lora_rank=lora_rank, lora_modules=lora_modules,
                                 flash_attention=flash_attention)
        training = training_fit(spec, cards, recipe, context, batch)
        fits, speed, mc, bq, engines, reversed_option = training.fits, None, training.max_sequence_length, None, [], None
        q = FORMATS[TRAINING_FORMAT[recipe.base]]
        quant = q.id
    rot = rule_of_thumb(full_spec, cards, placement.fits, q)
    context_ok, context_note = context_verdict(full_spec, model_label, context)
    suggestions = (_suggestions(spec, cards, engine, q, kv_dtype, context, batch, args, placement, mc, bq,
                                reversed_option, engines)
                   if not placement.fits and inference else [])
    if training is not None and not training.fits:
        suggestions = training_suggestions(spec, cards, recipe, training)
    if offload is not None and offload.ram_verdict == "over":
        suggestions += offload_ram_suggestions(full_spec, cards, q, kv_dtype, context, batch, args, offload)
    inference = inference and bool(placement.per_gpu)
    curve = context_curve(spec, cards, engine, q, kv_dtype, batch, tensor_split, flash_attention, margin_gib,
                          context, mc, draft, tensor_parallel_size) if inference else []
    commands = engine_commands(placement, spec.n_layers, model_label, model_ref, q, kv_dtype,
                               flash_attention, draft, n_cpu_moe) if inference else None
    return FitReport(
        model=model_label, model_summary=full_spec.summary(), engine=engine, quant=quant,
        quant_label=BASE_LABELS[training.base_precision] if training else q.label,
        kv_dtype=kv_dtype, context=context, batch=batch, mode=mode, fits=fits and context_ok is not False,
        fits_in_memory=fits, model_max_context=spec.context_window, context_ok=context_ok,
        context_note=context_note,
        params_total=full_spec.params_total, params_active=full_spec.params_active,
        kv_bytes_per_token=full_spec.kv_bytes_per_token(KV_BYTES[kv_dtype]),
        rule_of_thumb_gib=[rot.low_gib, rot.high_gib], rule_of_thumb=rot,
        per_gpu=list(placement.per_gpu), placement=placement, tokens_per_s=speed,
        max_context=mc, best_quant=bq, engines=engines, reversed_order=reversed_option, training=training,
        suggestions=suggestions, context_curve=curve, commands=commands,
        draft_model=draft.name if draft is not None and engine == "llama.cpp" else None, moe_offload=offload,
        unplaceable=None if placement.per_gpu or mode != "inference" else _unplaceable(spec, len(cards), engine,
                                                                                 tensor_parallel_size),
    )


def _unplaceable(spec: ModelSpec, n_cards: int, engine: str, size: int | None) -> Text | None:
    """Why vLLM tensor parallel cannot split the model over these cards (as vLLM refuses it), or None."""
    if engine != "vllm-tp":
        return None
    size = size or n_cards
    if n_cards % size:
        return text(T(": a tensor-parallel size of {size} does not divide the {cards} cards into equal groups"),
                    size=size, cards=n_cards)
    if spec.heads % size:
        return text(T(": vLLM splits each layer's {heads} attention heads over {size} cards, and {heads} does not "
                      "divide by {size}"), heads=spec.heads, size=size)
    return None


def training_recipe(mode: str, base_precision: str, optimizer: str, master_weights: bool, train_strategy: str,
                    train_offload: str, gradient_checkpointing: bool, checkpoint_offload: bool, lora_rank: int,
                    lora_modules, flash_attention: bool) -> Recipe:
    """The fine-tuning recipe of a workload's training settings."""
    return Recipe(mode=mode, base_precision=base_precision, optimizer=optimizer, master_weights=master_weights,
                  strategy=train_strategy, train_offload=train_offload, checkpointing=gradient_checkpointing,
                  checkpoint_offload=checkpoint_offload, lora_rank=lora_rank,
                  lora_modules=list(lora_modules or DEFAULT_MODULES), flash_attention=flash_attention)


def _n_cpu_moe(spec: ModelSpec, cards, engine: str, q: QuantFormat, kv: str, context: int, batch: int, args: dict,
               cpu_offload: str | int | None, mode: str) -> int | None:
    """Layers whose experts stay in system RAM: the fewest that make the model fit ("auto"), or the count asked
    for; None without offload (not asked, another engine, training, a dense model)."""
    layers = moe_layers(spec)
    if cpu_offload in (None, "none") or engine != "llama.cpp" or mode != "inference" or not layers:
        return None
    if cpu_offload != "auto":
        return min(int(cpu_offload), layers)

    def fits(n: int) -> bool:
        view = gpu_view(spec, n)
        split = _balanced(view, cards, q, kv, context, batch, args) if _balances(cards, args) else args["tensor_split"]
        return _fits(view, cards, engine, q, kv, context, batch, **dict(args, tensor_split=split)).fits

    lo, hi = 0, layers
    if not fits(hi):
        return hi  # even every layer's experts in RAM does not fit: say so with the most offload
    while lo < hi:  # fewer offloaded layers never fit where more do not: the smallest count that fits
        mid = (lo + hi) // 2
        if fits(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def _balances(cards, args: dict) -> bool:
    """Whether the offload plan sets llama.cpp's split itself: several cards, no split given, no draft model."""
    return len(cards) > 1 and not args["tensor_split"] and args.get("draft") is None


def _balanced(view: ModelSpec, cards, q: QuantFormat, kv: str, context: int, batch: int,
              args: dict) -> list[float] | None:
    """The layer counts per card that use the cards most evenly (None: llama.cpp's own split, when none fits)."""
    req = _request(view, cards, "llama.cpp", q, kv, context, batch, None, args["flash"], args["margin"])
    split = balanced_split(req)
    return [float(x) for x in split] if split else None


def offload_ram_suggestions(spec: ModelSpec, cards, q: QuantFormat, kv: str, context: int, batch: int, args: dict,
                            offload: MoeOffload) -> list[Text]:
    """What brings offloaded experts larger than the RAM installed within it (planner/llm/host_ram.py): more RAM,
    fewer layers' experts in RAM (cards enough to hold them), or a smaller format with its own fewest layers."""
    ram = offload.ram_installed_gib or 0.0
    out = [text(T("Install at least {buy_gib:.0f} GiB of system RAM: the experts of {n} layers take {need_gib:.1f} "
                  "GiB, the build has {ram_gib:g} GiB."), buy_gib=ram_to_buy_gib(offload.host_gib),
                n=offload.n_cpu_moe, need_gib=offload.host_gib, ram_gib=ram)]
    layer_gib = offload.host_gib / max(offload.n_cpu_moe, 1)
    keep = max(0, min(offload.n_cpu_moe, math.floor(ram * HOST_RAM_SHARE / layer_gib))) if layer_gib else 0
    if keep < offload.n_cpu_moe:
        out.append(text(T("Keep fewer experts in RAM (--n-cpu-moe {keep}): the cards must then hold {more} more "
                          "layers' experts, about {card_gib:.0f} GiB more card memory (more or larger cards)."),
                        keep=keep, more=offload.n_cpu_moe - keep,
                        card_gib=(offload.n_cpu_moe - keep) * layer_gib))
    for name in QUALITY_ORDER:
        smaller = FORMATS[name]
        if smaller.family != "gguf" or smaller.quality_rank >= q.quality_rank:
            continue
        n = _n_cpu_moe(spec, cards, "llama.cpp", smaller, kv, context, batch, args, "auto", "inference")
        host = host_bytes(spec, smaller, n or 0)[0] / GIB
        if n is not None and ram_verdict(host, ram) != "over" and \
                _fits(gpu_view(spec, n), cards, "llama.cpp", smaller, kv, context, batch, **args).fits:
            out.append(text(T("Use {quant}: its experts of {n} layers take {host_gib:.1f} GiB of system RAM."),
                            quant=smaller.label, n=n, host_gib=host))
            break
    return out


def _with_offload(speed: SpeedEstimate | None, offload: MoeOffload) -> SpeedEstimate | None:
    """The decode figures with the CPU's expert reads; None when the RAM bandwidth is not known."""
    if speed is None or offload.decode_tokens_per_s is None:
        return None
    ratio = offload.decode_tokens_per_s / speed.decode_tokens_per_s
    return speed.model_copy(update={
        "decode_tokens_per_s": offload.decode_tokens_per_s, "decode_low": offload.decode_low,
        "decode_high": offload.decode_high, "per_sequence_tokens_per_s": round(speed.per_sequence_tokens_per_s * ratio, 2),
        "short_context_tokens_per_s": round(speed.short_context_tokens_per_s * ratio, 2),
        # prefill with experts in RAM depends on how llama.cpp moves them for a batch: not estimated
        "prefill_tokens_per_s": None, "prefill_low": None, "prefill_high": None})


def _engine_options(spec: ModelSpec, cards: list[Card], q: QuantFormat, kv_dtype: str, context: int, batch: int,
                    flash_attention: bool, margin_gib, draft: Draft | None = None,
                    llamacpp_spec: ModelSpec | None = None, llamacpp_split=None,
                    tp_size: int | None = None) -> list[EngineOption]:
    """Every engine on these cards, each with the requested format or, if it does not take it, its nearest own.
    `llamacpp_spec`: what llama.cpp places (the model without its offloaded experts), `llamacpp_split` its split."""
    engines = []
    for e in ENGINES:
        eq = q if engine_accepts(e, q) else FORMATS["fp16" if q.quality_rank >= 90 else
                                                    ("gguf-q4_k_m" if e == "llama.cpp" else "awq-4bit")]
        p = _fits(llamacpp_spec or spec if e == "llama.cpp" else spec, cards, e, eq, kv_dtype, context, batch,
                  tensor_split=llamacpp_split if e == "llama.cpp" and eq is q else None, flash=flash_attention,
                  margin=margin_gib, draft=draft, tp_size=tp_size)
        note = None if eq is q else text(T("with {quant} (the engine does not take {requested_quant})"),
                                         quant=eq.label, requested_quant=q.label)
        engines.append(EngineOption(engine=e, fits=p.fits, min_free_gib=p.min_free_gib,
                                    note=note))
    return engines


def _reversed_option(spec: ModelSpec, cards: list[Card], engine: str, q: QuantFormat, kv_dtype: str, context: int,
                     batch: int, args: dict) -> EngineOption:
    """The same plan with the cards in the opposite order (asked only for unequal cards)."""
    p = _fits(spec, list(reversed(cards)), engine, q, kv_dtype, context, batch, **args)
    note = text(T("cards in the opposite order"))
    return EngineOption(engine=engine, fits=p.fits, min_free_gib=p.min_free_gib,
                        note=note)


def _smaller_tp_size(spec: ModelSpec, cards: list[Card], q: QuantFormat, kv_dtype: str, context: int, batch: int,
                     args: dict) -> int | None:
    """The largest tensor-parallel size below the one asked for that divides the cards and fits (a 64-head model on
    six cards: 2, as three stages), or None."""
    asked = args.get("tp_size") or len(cards)
    for size in range(asked - 1, 0, -1):
        if len(cards) % size == 0 and _fits(spec, cards, "vllm-tp", q, kv_dtype, context, batch,
                                            **dict(args, tp_size=size)).fits:
            return size
    return None


def _suggestions(spec: ModelSpec, cards: list[Card], engine: str, q: QuantFormat, kv_dtype: str, context: int,
                 batch: int, args: dict, placement: Placement, mc: int | None, bq: str | None, reversed_option: EngineOption | None,
                 engines: list[EngineOption]) -> list[Text]:
    """What would make an inference plan that does not fit fit, as sentences of the report."""
    suggestions: list[Text] = []
    if bq and bq != q.id:
        suggestions.append(text(T("Use {quant}: the best quantization that fits at {context:,} tokens."),
                                quant=FORMATS[bq].label, context=context))
    if mc and mc < context:
        suggestions.append(text(T("Shorten the context to {max_context:,} tokens (the most that fits with {quant})."),
                                max_context=mc, quant=q.label))
    if kv_dtype == "fp16" and _fits(spec, cards, engine, q, "q8_0", context, batch, **args).fits:
        suggestions.append(text(T("Quantize the KV cache to q8_0 (llama.cpp -ctk q8_0 -ctv q8_0, needs flash "
                                  "attention).")))
    if reversed_option and reversed_option.fits:
        suggestions.append(text(T("Put the cards in the opposite order (the other card first).")))
    size = _smaller_tp_size(spec, cards, q, kv_dtype, context, batch, args) if engine == "vllm-tp" else None
    if size is not None:
        suggestions.append(text(T("Split each layer over {size} cards instead (tensor-parallel size {size}, "
                                  "{stages} pipeline stages)."), size=size, stages=len(cards) // size))
    for opt in engines:
        if opt.fits and opt.engine != engine:
            if opt.note is None:
                suggestions.append(text(T("Run it with {engine}."), engine=opt.engine))
            else:
                suggestions.append(text(T("Run it with {engine} with {quant} (the engine does not take "
                                          "{requested_quant})."), engine=opt.engine, **opt.note.params))
    if placement.host_layers and engine == "accelerate-balanced":  # sequential already fills the cards first
        suggestions.append(text(T("Use device_map='sequential' or set max_memory so no layer spills to the CPU.")))
    return suggestions
