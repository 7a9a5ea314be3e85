"""Training memory per card for a fine-tuning recipe: full fine-tuning, LoRA and QLoRA, on one card or several as
a pipeline, data parallel (DDP), ZeRO-2, ZeRO-3 / FSDP, with optional CPU offload.

Bytes per parameter of each choice and their sources: planner/llm/train_recipe.py. Beside them:
- LoRA of rank r on a Linear(in, out) adds r x (in + out) trainable parameters; the frozen base is 16-bit, LLM.int8
  (8 bits) or NF4 (4.127 bits) on the linear layers, embeddings and lm_head in 16-bit.
- Activations per layer (Korthikanti et al. 2022): s x b x h x 34 bytes with flash attention (plus 5 x a x s^2 x b
  without it); with gradient checkpointing only 2 x s x b x h per layer is kept, and one layer is recomputed at a
  time. Logits in fp32: 4 x b x s x vocab on the card that holds the output layer.
- Pipeline: Accelerate device_map "sequential", layers fill the cards in order, one card works at a time. Data
  parallel strategies run the whole model on every card, each on its own micro-batch.
- ZeRO-3 / FSDP gather each layer's full parameters onto every card while it runs; with prefetch two layers
  (or the embeddings / lm_head) are held at once: the working set.
- DDP on several cards keeps a second copy of the gradients in its all-reduce buckets: PyTorch's
  DistributedDataParallel docs, gradient_as_bucket_view (default False; "when set to True ... the saved memory size
  will be equal to the total gradients size"). One card is not wrapped in DDP.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pydantic import Field

from planner.llm.config import ModelSpec
from planner.llm.lora import lora_params
from planner.llm.train_activations import LOSS_BYTES_PER_VOCAB, Acts, activations, recipe_name
from planner.llm.placement import CUDA_CONTEXT_GIB, GIB, Card, _range_text
from planner.llm.quant import FORMATS
from planner.llm.train_recipe import BASE_LABELS, GRAD_SHARDED, PARAM_SHARDED, SHARDED, Recipe, StateBytes, state_bytes
from planner.llm.search import largest_that_fits
from planner.model.common import StrictModel
from planner.text import EMPTY, ReportModel, T, Text, text


class TrainCard(StrictModel):
    gpu: str
    name: str
    capacity_gib: float
    used_gib: float
    weights_gib: float = Field(description="Weights on the card: the frozen base and the 16-bit working copy of "
                                           "what is trained (its share, when sharded).")
    master_weights_gib: float = Field(default=0.0, description="fp32 master copy of the trained weights.")
    gradients_gib: float = Field(default=0.0)
    optimizer_gib: float = Field(default=0.0, description="Optimizer states (AdamW moments, SGD momentum).")
    trainable_state_gib: float = Field(description="master_weights_gib + gradients_gib + optimizer_gib.")
    activations_gib: float = Field(description="Activations kept for the backward pass, the recomputed layer and "
                                               "the fp32 logits.")
    working_set_gib: float = Field(default=0.0, description="ZeRO-3 / FSDP: the layers gathered whole while they "
                                                            "run.")
    training_memory_gib: float = Field(description="trainable_state_gib + activations_gib + working_set_gib: what "
                                                   "training needs on the card beyond the weights and the CUDA "
                                                   "context.")
    overhead_gib: float
    free_gib: float
    paged_gib: float = Field(default=0.0, description="Paged optimizer states on the card that move to host RAM "
                                                      "when the card is full.")
    host_gib: float = Field(default=0.0, description="What this card's share of training keeps in host RAM.")
    layers: list[int]
    layer_range: str
    fits: bool


class StrategyOption(StrictModel):
    strategy: str
    train_offload: str
    fits: bool
    min_free_gib: float
    host_ram_gib: float


class TrainingFit(ReportModel):
    mode: str
    strategy: str
    base_precision: str = Field(description="The frozen base's format: bf16, int8 or nf4 (bf16 for full "
                                            "fine-tuning).")
    optimizer: str
    master_weights: bool
    train_offload: str
    checkpoint_offload: bool
    sequence_length: int
    batch: int = Field(description="Micro-batch per card.")
    gradient_checkpointing: bool
    activation_recipe: str = Field(default="hf-checkpointing", description=(
        "How activations are kept, each a published recipe (planner/llm/train_activations.py): hf-checkpointing, "
        "hf-no-checkpointing or unsloth-offloaded."))
    activation_mib_per_token: float = Field(default=0.0, description=(
        "What one more token of sequence costs on the tightest card (MiB, at this micro-batch): the slope of "
        "training memory against sequence length."))
    max_sequence_length: int | None = Field(default=None, description=(
        "The longest sequence this recipe trains on these cards (null: not even 1 token); searched up to 4,194,304."))
    trainable_params: int
    bytes_per_trainable_param: float = Field(description="Working copy + master + gradients + optimizer states.")
    fits: bool
    per_gpu: list[TrainCard]
    training_memory_gib: float = Field(description="The cards' training_memory_gib added up.")
    total_gib: float
    host_ram_gib: float = Field(description="Host RAM the offloaded states, parameters or checkpoints take, all cards "
                                            "together.")
    strategies: list[StrategyOption] = Field(default_factory=list, description=(
        "The same recipe with every multi-card strategy and offload, each with its verdict."))
    notes: list[Text] = Field(default_factory=list)


@dataclass(frozen=True)
class _Unit:
    """One piece of the model (the embeddings, a layer, the output head) and its bytes."""

    layer: int | None  # None for the embeddings and the head
    weights: float  # frozen base + working copy of what is trained
    master: float
    grads: float
    optimizer: float

    @property
    def state(self) -> float:
        return self.master + self.grads + self.optimizer


def _base_bytes(spec: ModelSpec, base: str) -> list[float]:
    """Frozen bytes of each layer in the base format (linear layers quantized, norms 16-bit)."""
    if base == "bf16":
        return [l.params * 2.0 for l in spec.layers]
    bpw = FORMATS["int8" if base == "int8" else "nf4"].linear_bpw  # bitsandbytes stores FP4 as NF4: 4 bits + scales
    return [l.linear_params * bpw / 8 + l.norm_params * 2 for l in spec.layers]


def _units(spec: ModelSpec, recipe: Recipe, sb: StateBytes) -> tuple[list[_Unit], int]:
    """The embeddings, the layers and the head with their bytes; and the trainable parameter count."""
    def unit(layer, frozen: float, trained: int) -> _Unit:
        return _Unit(layer, frozen + trained * sb.weights, trained * sb.master, trained * sb.grads,
                     trained * sb.optimizer)

    if recipe.full:
        units = ([unit(None, 0.0, spec.embed_params)] + [unit(i, 0.0, l.params) for i, l in enumerate(spec.layers)]
                 + [unit(None, 0.0, spec.lm_head_params)])
        return units, spec.params_total
    lora = lora_params(spec, recipe.lora_rank, recipe.lora_modules)
    base = _base_bytes(spec, recipe.base)
    outer = 4.0 if recipe.kbit_prepared else 2.0  # prepare_model_for_kbit_training: embeddings and head in fp32
    units = ([unit(None, spec.embed_params * outer, 0)] + [unit(i, base[i], lora[i]) for i in range(spec.n_layers)]
             + [unit(None, spec.lm_head_params * outer, 0)])
    return units, sum(lora)


def _acts(spec: ModelSpec, recipe: Recipe, seq: int, batch: int) -> Acts:
    return activations(spec, seq, batch, checkpointing=recipe.checkpointing, offload=recipe.checkpoint_offload,
                       fp32=recipe.kbit_prepared, flash=recipe.flash_attention)


@dataclass
class _CardBytes:
    weights: float = 0.0
    master: float = 0.0
    grads: float = 0.0
    optimizer: float = 0.0
    acts: float = 0.0
    working: float = 0.0
    host: float = 0.0
    layers: tuple[int, ...] = ()


def _pipeline(units: list[_Unit], acts: Acts, cards: list[Card], n_layers: int, checkpointing: bool
              ) -> tuple[list[_CardBytes], bool]:
    """Fill the cards in order (Accelerate 'sequential'); and whether every layer found a card."""
    fixed = CUDA_CONTEXT_GIB * GIB
    embed, layers, head = units[0], units[1:-1], units[-1]
    extra = acts.full if checkpointing else 0.0  # the recomputed layer, once per card
    out: list[_CardBytes] = []
    i = 0
    for d, card in enumerate(cards):
        cap = card.capacity_gib * GIB
        cb = _CardBytes()
        if d == 0:
            _add(cb, embed)
        last = d == len(cards) - 1
        held: list[int] = []
        while i < n_layers:
            u = layers[i]
            tail = head.weights + head.state + acts.logits if i == n_layers - 1 else 0.0
            recompute = extra if not held else 0.0
            projected = (fixed + _on_card(cb) + u.weights + u.state + acts.kept + recompute + tail)
            if projected > cap and held and not last:
                break
            _add(cb, u)
            cb.acts += acts.kept + recompute
            held.append(i)
            i += 1
        if held and held[-1] == n_layers - 1:
            _add(cb, head)
            cb.acts += acts.logits
        cb.layers = tuple(held)
        out.append(cb)
    return out, i >= n_layers


def _add(cb: _CardBytes, u: _Unit) -> None:
    cb.weights += u.weights
    cb.master += u.master
    cb.grads += u.grads
    cb.optimizer += u.optimizer


def _on_card(cb: _CardBytes) -> float:
    return cb.weights + cb.master + cb.grads + cb.optimizer + cb.acts + cb.working


def _shard(total: _Unit, recipe: Recipe, n_cards: int) -> _CardBytes:
    """One card's share of the model states: ZeRO-1 divides the optimizer states (with the master copy) by the
    cards, ZeRO-2 the gradients too, ZeRO-3 / FSDP the parameters too; DDP and a single card keep all of it."""
    n = n_cards if recipe.strategy in SHARDED else 1
    g = n_cards if recipe.strategy in GRAD_SHARDED else 1
    w = total.weights / n_cards if recipe.strategy in PARAM_SHARDED else total.weights
    return _CardBytes(weights=w, master=total.master / n, grads=total.grads / g, optimizer=total.optimizer / n)


def model_states_per_card(params: float, recipe: Recipe, n_cards: int) -> float:
    """Bytes of model states (weights, master copy, gradients, optimizer) on one card when `params` parameters are
    all trained with this recipe's strategy on n_cards cards, before offload, activations and the gathered layers:
    the quantity of the ZeRO paper's Figure 1."""
    sb = state_bytes(recipe)
    cb = _shard(_Unit(None, params * sb.weights, params * sb.master, params * sb.grads, params * sb.optimizer),
                recipe, n_cards)
    return cb.weights + cb.master + cb.grads + cb.optimizer


def _data_parallel(units: list[_Unit], acts: Acts, recipe: Recipe, n_cards: int, n_layers: int) -> _CardBytes:
    """One card's bytes when every card runs the whole model on its own micro-batch (DDP, ZeRO, FSDP)."""
    total = _Unit(None, sum(u.weights for u in units), sum(u.master for u in units), sum(u.grads for u in units),
                  sum(u.optimizer for u in units))
    cb = _shard(total, recipe, n_cards)
    cb.layers = tuple(range(n_layers))
    if recipe.strategy == "ddp" and n_cards > 1:
        cb.grads *= 2  # DDP's all-reduce buckets hold a copy of every gradient (gradient_as_bucket_view=False)
    gather = 2 * max(u.weights for u in units)  # the layer running and the one prefetched
    if recipe.strategy in PARAM_SHARDED and n_cards > 1:
        cb.working = gather
    if recipe.train_offload in ("optimizer", "optimizer_and_params"):
        cb.host += cb.master + cb.grads + cb.optimizer
        cb.master = cb.grads = cb.optimizer = 0.0
    if recipe.train_offload == "optimizer_and_params":
        cb.host += cb.weights
        cb.weights = 0.0
        cb.working = gather
    recompute = acts.full if recipe.checkpointing else 0.0
    kept = n_layers * acts.kept
    if recipe.checkpoint_offload:  # every checkpoint but the one in use waits in host RAM
        cb.host += (n_layers - 1) * acts.kept
        kept = acts.kept
    cb.acts = kept + recompute + acts.logits
    return cb


def _card_bytes(spec: ModelSpec, recipe: Recipe, cards: list[Card], seq: int, batch: int
                ) -> tuple[list[_CardBytes], bool, int, StateBytes]:
    """Each card's bytes, whether the whole model found room, the trainable parameters and the bytes of each."""
    sb = state_bytes(recipe)
    units, trainable = _units(spec, recipe, sb)
    acts = _acts(spec, recipe, seq, batch)
    if recipe.strategy == "pipeline":
        per, complete = _pipeline(units, acts, cards, spec.n_layers, recipe.checkpointing)
        return per, complete, trainable, sb
    one = _data_parallel(units, acts, recipe, len(cards), spec.n_layers)
    return [replace(one) for _ in cards], True, trainable, sb


def _train_card(card: Card, cb: _CardBytes, paged: bool) -> TrainCard:
    cap = card.capacity_gib * GIB
    fixed = CUDA_CONTEXT_GIB * GIB
    used = fixed + _on_card(cb)
    paged_bytes = cb.optimizer if paged else 0.0
    state = cb.master + cb.grads + cb.optimizer
    g = lambda x: round(x / GIB, 3)  # noqa: E731
    return TrainCard(
        gpu=card.ref, name=card.name, capacity_gib=round(card.capacity_gib, 3), used_gib=g(used),
        weights_gib=g(cb.weights), master_weights_gib=g(cb.master), gradients_gib=g(cb.grads),
        optimizer_gib=g(cb.optimizer), trainable_state_gib=g(state), activations_gib=g(cb.acts),
        working_set_gib=g(cb.working), training_memory_gib=g(state + cb.acts + cb.working),
        overhead_gib=g(fixed), free_gib=g(cap - used), paged_gib=g(paged_bytes), host_gib=g(cb.host),
        layers=list(cb.layers), layer_range=_range_text(list(cb.layers)), fits=used - paged_bytes <= cap,
    )


def _per_card(spec: ModelSpec, recipe: Recipe, cards: list[Card], seq: int, batch: int):
    per_bytes, complete, trainable, sb = _card_bytes(spec, recipe, cards, seq, batch)
    per = [_train_card(c, cb, recipe.paged) for c, cb in zip(cards, per_bytes)]
    return per, complete and all(c.fits for c in per), trainable, sb


#: The alternatives a report weighs: every strategy without offload, and the two offloads where they apply.
OPTIONS = [("ddp", "none"), ("pipeline", "none"), ("zero1", "none"), ("zero2", "none"), ("zero3", "none"),
           ("fsdp", "none"),
           ("zero2", "optimizer"), ("zero3", "optimizer_and_params")]


def _options(spec: ModelSpec, recipe: Recipe, cards: list[Card], seq: int, batch: int) -> list[StrategyOption]:
    out = []
    for strategy, offload in OPTIONS:
        r = replace(recipe, strategy=strategy, train_offload=offload)
        per, fits, _, _ = _per_card(spec, r, cards, seq, batch)
        out.append(StrategyOption(strategy=strategy, train_offload=offload, fits=fits,
                                  min_free_gib=min((c.free_gib for c in per), default=0.0),
                                  host_ram_gib=round(sum(c.host_gib for c in per), 3)))
    return out


#: The longest sequence the search for the largest trainable one tries.
MAX_SEARCH_TOKENS = 4_194_304


def max_sequence_length(spec: ModelSpec, cards: list[Card], recipe: Recipe, batch: int) -> int | None:
    """The longest sequence that trains with this recipe on these cards (memory only)."""
    return largest_that_fits(lambda seq: _per_card(spec, recipe, cards, seq, batch)[1], MAX_SEARCH_TOKENS)


def _slope_mib(spec: ModelSpec, recipe: Recipe, cards: list[Card], seq: int, batch: int) -> float:
    """MiB per extra token on the card that uses most, between seq and seq + 1,024 tokens."""
    used = lambda s: max(c.used_gib for c in _per_card(spec, recipe, cards, s, batch)[0])  # noqa: E731
    return round(used(seq + 1024) - used(seq), 4)  # GiB per 1,024 tokens = MiB per token


def training_fit(spec: ModelSpec, cards: list[Card], recipe: Recipe, seq: int, batch: int) -> TrainingFit:
    per, fits, trainable, sb = _per_card(spec, recipe, cards, seq, batch)
    host = round(sum(c.host_gib for c in per), 3)
    return TrainingFit(
        mode=recipe.mode, strategy=recipe.strategy, base_precision=recipe.base, optimizer=recipe.optimizer,
        master_weights=recipe.master_weights, train_offload=recipe.train_offload,
        checkpoint_offload=recipe.checkpoint_offload, sequence_length=seq, batch=batch,
        gradient_checkpointing=recipe.checkpointing, trainable_params=trainable, bytes_per_trainable_param=sb.total,
        activation_recipe=recipe_name(recipe.checkpointing, recipe.checkpoint_offload),
        activation_mib_per_token=_slope_mib(spec, recipe, cards, seq, batch),
        max_sequence_length=max_sequence_length(spec, cards, recipe, batch),
        fits=fits, per_gpu=per, training_memory_gib=round(sum(c.training_memory_gib for c in per), 3),
        total_gib=round(sum(c.used_gib for c in per), 3), host_ram_gib=host,
        strategies=_options(spec, recipe, cards, seq, batch),
        notes=_notes(recipe, sb, trainable, per, len(cards), host, batch))


# The recipe in words (planner/translations/zh_CN/fit.py holds the Chinese).
NOTE_FULL = T("Full fine-tuning with {optimizer}{precision}: {bytes:g} bytes per parameter before activations "
              "(weights {weights:g}, master copy {master:g}, gradients {grads:g}, optimizer states {states:g}).")
NOTE_LORA = T("LoRA rank {rank} on {modules}: {trainable_m:,.1f} M trainable parameters at {bytes:g} bytes each "
              "with {optimizer}{precision}; the frozen base in {base}.")
PRECISION_MIXED = T(", mixed precision with fp32 master weights")
PRECISION_PURE = T(", pure bf16 (no fp32 master weights)")
NOTE_PIPELINE = T("Several cards act as a naive pipeline (device_map='sequential'): memory adds up, only one card "
                  "works at a time.")
NOTE_DDP = T("Data parallel (DDP) over {cards:# card|# cards}: every card holds the whole model, its gradients (twice: "
             "DDP's all-reduce buckets copy them) and optimizer states, and runs its own micro-batch of {batch}.")
NOTE_ZERO1 = T("ZeRO stage 1 over {cards:# card|# cards}: every card holds the whole 16-bit model and its gradients, "
               "and 1/{cards} of the optimizer states (with the fp32 master copy).")
NOTE_ZERO2 = T("ZeRO stage 2 over {cards:# card|# cards}: every card holds the whole 16-bit model and 1/{cards} of "
               "the gradients and optimizer states.")
NOTE_ZERO3 = T("{strategy} over {cards:# card|# cards}: every card holds 1/{cards} of the parameters, gradients "
               "and optimizer states, and gathers two layers at a time ({working_gib:.2f} GiB).")
NOTE_OFFLOAD_OPT = T("Optimizer states and gradients in host RAM (ZeRO-Offload): the optimizer step runs on the "
                     "CPU.")
NOTE_OFFLOAD_PARAMS = T("Parameters, gradients and optimizer states in host RAM: each layer is copied onto the card "
                        "when it runs.")
NOTE_HOST = T("Host RAM for training: {host_gib:.1f} GiB (all cards together).")
NOTE_PAGED = T("Paged optimizer: {paged_gib:.2f} GiB of optimizer states per card move to host RAM when the card is "
               "full, so a card counts as fitting when everything else fits (each page costs a transfer).")
NOTE_CHECKPOINTING = T("Gradient checkpointing keeps each layer's input ({width} x s x b x h bytes) and recomputes one "
                       "layer at a time; the loss holds {loss:g} bytes per vocabulary entry and token.")
NOTE_CHECKPOINT_OFFLOAD = T("Gradient checkpoints wait in host RAM (Unsloth's offloaded checkpointing), one layer's on "
                            "the card, and the loss is computed in chunks.")
NOTE_KBIT_FP32 = T("PEFT prepares the quantized base for training in fp32 (embeddings, norms, output layer), so the "
                   "activations are fp32 too.")
STRATEGY_NAMES = {"zero3": "ZeRO stage 3", "fsdp": "FSDP (full shard)"}


def _notes(recipe: Recipe, sb: StateBytes, trainable: int, per: list[TrainCard], n_cards: int, host: float,
           batch: int) -> list[Text]:
    precision = text(PRECISION_MIXED if recipe.master_weights else PRECISION_PURE)
    if recipe.full:
        notes = [text(NOTE_FULL, optimizer=recipe.optimizer, precision=precision, bytes=sb.total, weights=sb.weights,
                      master=sb.master, grads=sb.grads, states=sb.optimizer)]
    else:
        notes = [text(NOTE_LORA, rank=recipe.lora_rank, modules=", ".join(recipe.lora_modules),
                      trainable_m=trainable / 1e6, bytes=sb.total, optimizer=recipe.optimizer, precision=precision,
                      base=BASE_LABELS[recipe.base])]
    if n_cards > 1:
        if recipe.strategy == "pipeline":
            notes.append(text(NOTE_PIPELINE))
        elif recipe.strategy == "ddp":
            notes.append(text(NOTE_DDP, cards=n_cards, batch=batch))
        elif recipe.strategy == "zero1":
            notes.append(text(NOTE_ZERO1, cards=n_cards))
        elif recipe.strategy == "zero2":
            notes.append(text(NOTE_ZERO2, cards=n_cards))
        else:
            notes.append(text(NOTE_ZERO3, strategy=STRATEGY_NAMES[recipe.strategy], cards=n_cards,
                              working_gib=per[0].working_set_gib if per else 0.0))
    if recipe.train_offload != "none":
        notes.append(text(NOTE_OFFLOAD_OPT if recipe.train_offload == "optimizer" else NOTE_OFFLOAD_PARAMS))
    if host:
        notes.append(text(NOTE_HOST, host_gib=host))
    if recipe.paged and per and per[0].paged_gib:
        notes.append(text(NOTE_PAGED, paged_gib=max(c.paged_gib for c in per)))
    if recipe.checkpointing:
        notes.append(text(NOTE_CHECKPOINT_OFFLOAD) if recipe.checkpoint_offload else
                     text(NOTE_CHECKPOINTING, width=4 if recipe.kbit_prepared else 2, loss=LOSS_BYTES_PER_VOCAB))
    if recipe.kbit_prepared:
        notes.append(text(NOTE_KBIT_FP32))
    return notes


SUGGEST_STRATEGY = T("Train with {strategy}{offload}: it fits ({min_free_gib:.1f} GiB to spare on the tightest "
                     "card{host}).")
SUGGEST_OFFLOAD = T(" and {offload} offloaded to host RAM")
SUGGEST_HOST = T(", {host_gib:.1f} GiB of host RAM")


SUGGEST_SEQUENCE = T("Train on sequences of at most {tokens:,} tokens: the longest this recipe fits ({recipe}).")
SUGGEST_OFFLOADED_SEQUENCE = T("Train with ZeRO-3, the parameters, gradients and optimizer states in host RAM, on "
                               "sequences of at most {tokens:,} tokens.")
SUGGEST_CHECKPOINTING = T("Turn gradient checkpointing on: each layer then keeps only its input and is recomputed "
                          "in the backward pass (fits up to {tokens:,} tokens).")
SUGGEST_CHECKPOINT_OFFLOAD = T("Train with Unsloth's offloaded gradient checkpointing and chunked loss: the "
                               "checkpoints wait in host RAM (fits up to {tokens:,} tokens).")
SUGGEST_MORE_CARDS = T("Use {cards} cards like these with ZeRO-3 / FSDP: each holds 1/{cards} of the model states "
                       "({min_free_gib:.1f} GiB to spare per card).")
#: The most cards the "more cards" suggestion considers.
MAX_SUGGESTED_CARDS = 64


def training_suggestions(spec: ModelSpec, cards: list[Card], recipe: Recipe, fit: TrainingFit) -> list[Text]:
    """What would make a recipe that does not fit train: another strategy or offload, a shorter sequence,
    checkpointing, Unsloth's offloaded checkpoints, or more cards."""
    out = []
    for o in fit.strategies:
        if not o.fits or (o.strategy, o.train_offload) == (fit.strategy, fit.train_offload):
            continue
        out.append(text(SUGGEST_STRATEGY, strategy=o.strategy,
                        offload=text(SUGGEST_OFFLOAD, offload=o.train_offload) if o.train_offload != "none" else EMPTY,
                        min_free_gib=o.min_free_gib,
                        host=text(SUGGEST_HOST, host_gib=o.host_ram_gib) if o.host_ram_gib else EMPTY))
    if fit.max_sequence_length:
        out.append(text(SUGGEST_SEQUENCE, tokens=fit.max_sequence_length, recipe=fit.activation_recipe))
    elif not out:  # nothing fits as it is: the most a card can shed is ZeRO-3 with everything offloaded
        offloaded = replace(recipe, strategy="zero3", train_offload="optimizer_and_params")
        longest = max_sequence_length(spec, cards, offloaded, fit.batch)
        if longest:
            out.append(text(SUGGEST_OFFLOADED_SEQUENCE, tokens=longest))
    for changed, template in ((replace(recipe, checkpointing=True), SUGGEST_CHECKPOINTING),
                              (replace(recipe, checkpointing=True, checkpoint_offload=True), SUGGEST_CHECKPOINT_OFFLOAD)):
        longest = max_sequence_length(spec, cards, changed, fit.batch) if changed != recipe else None
        if longest and longest >= fit.sequence_length:
            out.append(text(template, tokens=longest))
    return out + _more_cards(spec, cards, recipe, fit)


def _more_cards(spec: ModelSpec, cards: list[Card], recipe: Recipe, fit: TrainingFit) -> list[Text]:
    """The fewest cards like the first that train this sequence with ZeRO-3 (parameters sharded too)."""
    sharded = replace(recipe, strategy="zero3", train_offload="none")
    for n in range(len(cards) + 1, MAX_SUGGESTED_CARDS + 1):
        more = [replace(cards[0], ref=f"gpu{i}") for i in range(n)]
        per, fits, _, _ = _per_card(spec, sharded, more, fit.sequence_length, fit.batch)
        if fits:
            return [text(SUGGEST_MORE_CARDS, cards=n, min_free_gib=min(c.free_gib for c in per))]
    return []
