"""Per-card placement of a model the way the engines people run actually place it.

Strategies (shared/reference/llm-memory.md 1.1, 1.6, 1.7):
- llama.cpp layer split: contiguous blocks of layers in proportion to each card's free memory (or a user
  --tensor-split), n_layer + 1 slots with the output layer in the last slot, each layer's KV cache on its card,
  token embeddings in host RAM, a compute buffer per card and a 0.25 GiB per-device margin (see LLAMACPP_MARGIN_GIB).
- Hugging Face Accelerate device_map "sequential" and "balanced" ("auto"): walks the module tree in order,
  keeps room for the largest layer on the first card, never splits a decoder layer, keeps tied weights
  together; "balanced" first caps every card but the last at total/n + 1.25 x one decoder layer, which spills
  to the CPU on unequal cards.
- vLLM tensor parallel: equal shards on every card (heads must divide), KV capacity of the smallest card;
  pipeline parallel: layers split evenly (or by VLLM_PP_LAYER_PARTITION), KV capacity of the smallest stage;
  each card may use gpu_memory_utilization (0.9) of its memory.
Every card also pays its CUDA context (about 0.5 GiB).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pydantic import Field

from planner.llm.config import ModelSpec
from planner.memo import key_by, memoized
from planner.model.common import StrictModel
from planner.model.project import ENGINES
from planner.llm.quant import QuantFormat
from planner.llm.weights import layer_matrix_bytes

GIB = 1024 ** 3
CUDA_CONTEXT_GIB = 0.5
#: Memory llama.cpp cards keep free beyond the estimate (driver allocations, fragmentation). It was 1 GiB, the
#: default target of llama.cpp's automatic --fit, but with an explicit --tensor-split llama.cpp keeps no margin:
#: Llama-3-70B F16 ran on 6x RTX 3090 up to 8,192 tokens (XiongjieDai/GPU-Benchmarks-on-LLM-Inference, tg/pp 8192),
#: where the plan's busiest card uses 23.42 of 24 GiB, so the margin that run needed is below 0.58 GiB.
LLAMACPP_MARGIN_GIB = 0.25
VLLM_GPU_MEMORY_UTILIZATION = 0.9
LLAMACPP_UBATCH = 512
#: GGML_SCHED_MAX_COPIES: with several cards llama.cpp keeps this many copies of each graph input per card
#: (pipeline parallelism; ggml-backend.cpp, explained in unslothai/unsloth PR #7637).
LLAMACPP_PIPELINE_COPIES = 4


def memory_class(memory_type: str) -> str:
    """The class a card's decode speed is calibrated in: HBM data-centre cards, workstation cards (GDDR with ECC:
    RTX A-series, Ada and PRO workstation cards, L40S, Radeon PRO) and consumer GDDR cards."""
    kind = memory_type.upper()
    if kind.startswith("HBM"):
        return "hbm"
    return "workstation" if "ECC" in kind else "consumer"


@dataclass
class Card:
    ref: str
    name: str
    capacity_gib: float
    bandwidth_gbps: float
    fp16_tflops: float | None = None
    link_gbps: float | None = None  # PCIe/NVLink bandwidth towards the next card, per direction
    memory_class: str = "consumer"  # consumer GDDR, workstation GDDR (ECC) or HBM: decode is calibrated per class
    network_gbit: float = 10.0  # the card's machine's link to the other machines (a split over machines only)
    rdma: bool = False  # that link carries llama.cpp RPC over RDMA
    rdna3: bool = False  # an AMD RDNA3 card: decode calibrated on ROCm runs on top of its class (planner/llm/rdna3.py)


# A card's memo key: its repr names every field with its exact value and type (24 and 24.0 differ, -0.0 shows its
# sign), in one call where the generic key would visit each field (a 64-card request is keyed 13 times per fit).
key_by(Card, lambda card, held: repr(card))


@dataclass(frozen=True)
class Draft:
    """A draft model for speculative decoding (llama-server -md): its config and weight format."""

    spec: ModelSpec
    quant: QuantFormat
    name: str = "draft model"


@dataclass
class Request:
    spec: ModelSpec
    quant: QuantFormat
    kv_bytes: float  # per element
    context: int
    batch: int
    cards: list[Card]
    engine: str
    tensor_split: list[float] | None = None
    host_ram_gib: float = 64.0
    flash_attention: bool = True
    margin_gib: float | None = None  # None = the engine's own default
    draft: Draft | None = None  # llama.cpp speculative decoding: placed beside the main model on the same cards
    tp_size: int | None = None  # vllm-tp: cards per tensor-parallel group (None: every card, one group)


#: Largest --tensor-split entry (llama.cpp ratios or layers per stage); far above any real use.
MAX_SPLIT_VALUE = 1_000_000
#: Engines that read a tensor split: llama.cpp as ratios, vLLM pipeline parallelism as layers per stage.
SPLIT_ENGINES = ("llama.cpp", "vllm-pp")


def count_noun(n: int, noun: str) -> str:
    """'1 card', '3 cards' (English nouns with a plain -s plural)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def tensor_split_problem(split: list[float], n_cards: int) -> str | None:
    """Why a tensor split cannot be used with this many cards, or None when it can."""
    if len(split) != n_cards:
        return (f"gives {count_noun(len(split), 'value')} for {count_noun(n_cards, 'card')}; "
                "give one per card")
    for x in split:
        if not (math.isfinite(x) and 0 <= x <= MAX_SPLIT_VALUE):
            return f"each value must be a number from 0 to {MAX_SPLIT_VALUE:,}, got {x:g}"
    if not any(split):
        return "the values must not all be zero"
    return None


def pipeline_stages_problem(split: list[float], n_layers: int) -> str | None:
    """Why a vLLM pipeline split is not a layer count per stage of this model, or None."""
    if any(not x.is_integer() for x in split) or sum(split) != n_layers:
        return f"for vllm-pp gives the layers of each stage: whole numbers adding up to the model's {n_layers} layers"
    return None


class CardUse(StrictModel):
    gpu: str
    name: str
    capacity_gib: float
    used_gib: float
    weights_gib: float
    kv_gib: float
    overhead_gib: float = Field(description="CUDA context plus the engine's working buffer.")
    draft_gib: float = Field(default=0.0, description=(
        "The draft model's share on this card (llama.cpp speculative decoding): its weights, KV cache and working "
        "buffer; 0 without a draft model."))
    margin_gib: float
    free_gib: float = Field(description="capacity - used - margin; negative means it does not fit.")
    layers: list[int]
    layer_range: str
    holds_embeddings: bool
    holds_output: bool
    fits: bool


class Placement(StrictModel):
    engine: str
    quant: str
    kv_dtype_bytes: float
    context: int
    batch: int
    fits: bool
    per_gpu: list[CardUse]
    host_offload_gib: float = Field(default=0.0, description="Weights the engine puts in host RAM (or disk).")
    host_layers: list[int] = Field(default_factory=list)
    min_free_gib: float | None = Field(description="Tightest card's free memory; null when the engine cannot run it.")
    kv_capacity_tokens: int | None = Field(default=None, description="vLLM: tokens of KV cache the cards can hold.")
    settings: dict[str, str] = Field(default_factory=dict, description="Engine flags that reproduce this placement.")
    notes: list[str] = Field(default_factory=list)


# ----------------------------------------------------------------------------- sizes

def layer_weight_bytes(spec: ModelSpec, q: QuantFormat, i: int) -> float:
    return layer_matrix_bytes(spec, q, i) + spec.layers[i].norm_params * 2


def embed_bytes(spec: ModelSpec, q: QuantFormat) -> float:
    return spec.embed_params * q.embed_bpw / 8


def head_bytes(spec: ModelSpec, q: QuantFormat) -> float:
    """Output projection; a tied head is the embedding tensor itself (HF) or reused as the output (llama.cpp)."""
    return spec.vocab * spec.hidden * q.head_bpw / 8


def kv_layer_bytes(req: Request, i: int) -> float:
    return req.spec.layers[i].kv_elems(req.context) * req.batch * req.kv_bytes


def compute_buffer_bytes(req: Request, last: bool) -> float:
    """Working memory besides weights and KV.

    llama.cpp (llamacpp_compute_bytes): the largest of its graph's three peaks, fitted to published load logs
    (tests/data/calibration/llamacpp_compute_buffers.json, tests/test_compute_buffer_calibration.py).
    HF / vLLM prefill: hidden states and MLP intermediates of the prompt in 16-bit, plus last-token logits in fp32.
    """
    s = req.spec
    if req.engine == "llama.cpp":
        return llamacpp_compute_bytes(s, req.context * req.batch, min(LLAMACPP_UBATCH, req.context * req.batch),
                                      req.flash_attention, last, len(req.cards))
    tokens = min(req.context, 8192) * (1 if req.engine.startswith("vllm") else req.batch)
    buf = tokens * (2 * s.hidden + 2 * max(s.intermediate, s.hidden)) * 2
    if last:
        buf += req.batch * s.vocab * 4
    return buf


def llamacpp_compute_bytes(spec: ModelSpec, n_kv: int, ubatch: int, flash_attention: bool, last: bool,
                           n_cards: int) -> float:
    """A llama.cpp card's compute buffer ("CUDA0 compute buffer size = ... MiB"): ggml's allocator reuses memory
    from layer to layer, so the buffer is the largest of three peaks of one micro-batch of `ubatch` tokens over
    `n_kv` KV cells, all in fp32:
      attention  the K*Q scores (ubatch x n_kv x heads; none with flash attention) + the KQ mask (ubatch x n_kv,
                 fp32, or fp16 with flash attention) + 4 activations of ubatch x hidden
      MLP        gate and up (2 x ubatch x intermediate) + 2 activations + the mask
      output     the logits and the normed input (ubatch x (vocab + hidden)), on the card with the output layer
    With more than one card llama.cpp pipelines micro-batches and keeps LLAMACPP_PIPELINE_COPIES copies of each
    graph input per card (the mask and the incoming activations). Exact (to 0.01 MiB) on the four single-card
    published logs, -2.4 % on a two-card one (tests/data/calibration/llamacpp_compute_buffers.json)."""
    act = ubatch * spec.hidden * 4
    mask = ubatch * n_kv * (2 if flash_attention else 4)
    scores = 0 if flash_attention else ubatch * n_kv * spec.heads * 4
    attention = scores + mask + 4 * act
    mlp = 2 * ubatch * max(spec.intermediate, spec.hidden) * 4 + 2 * act + mask
    output = ubatch * (spec.vocab + spec.hidden) * 4 if last else 0
    buf = max(attention, mlp, output)
    if n_cards > 1:
        buf += (LLAMACPP_PIPELINE_COPIES - 1) * (mask + act)
    return float(buf)


def _range_text(layers: list[int]) -> str:
    if not layers:
        return "-"
    runs, start, prev = [], layers[0], layers[0]
    for x in layers[1:]:
        if x != prev + 1:
            runs.append((start, prev))
            start = x
        prev = x
    runs.append((start, prev))
    return ", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in runs)


def _card_use(req: Request, card: Card, layers: list[int], weights: float, kv: float, overhead: float,
              margin_gib: float, embeddings: bool, output: bool, draft: float = 0.0) -> CardUse:
    used = (weights + kv + overhead + draft) / GIB
    free = card.capacity_gib - used - margin_gib
    return CardUse(
        gpu=card.ref, name=card.name, capacity_gib=round(card.capacity_gib, 3), used_gib=round(used, 3),
        weights_gib=round(weights / GIB, 3), kv_gib=round(kv / GIB, 3), overhead_gib=round(overhead / GIB, 3),
        draft_gib=round(draft / GIB, 3), margin_gib=round(margin_gib, 3), free_gib=round(free, 3), layers=layers, layer_range=_range_text(layers),
        holds_embeddings=embeddings, holds_output=output, fits=free >= 0,
    )


# ----------------------------------------------------------------------------- llama.cpp

def llamacpp_split(spec: ModelSpec, weights: list[float], n_devices: int) -> list[int]:
    """Device of each of the n_layer + 1 slots (the last slot is the output layer): upper_bound of the
    cumulative normalised split at il / (n_layer + 1)."""
    total = sum(weights)
    cum, acc = [], 0.0
    for w in weights:
        acc += w / total
        cum.append(acc)
    slots = spec.n_layers + 1
    out = []
    for il in range(slots):
        x = il / slots
        dev = next((d for d, c in enumerate(cum) if c > x), n_devices - 1)
        out.append(dev)
    return out


def place_llamacpp(req: Request) -> Placement:
    spec, q = req.spec, req.quant
    margin = LLAMACPP_MARGIN_GIB if req.margin_gib is None else req.margin_gib
    if req.tensor_split and tensor_split_problem(req.tensor_split, len(req.cards)) is None:
        split = list(req.tensor_split)
    else:
        split = [max(c.capacity_gib - CUDA_CONTEXT_GIB, 0.01) for c in req.cards]
    devices = llamacpp_split(spec, split, len(req.cards))
    # the split as the slots each card gets (n_layer + 1 in all), the one the llama-server command gives: ratios and
    # slot counts place the same layers, but a report printing both (24,24,24,24 and 21,20,20,20) read as two splits
    setting = ",".join(str(devices.count(d)) for d in range(len(req.cards)))
    last = len(req.cards) - 1
    per = []
    output_dev = devices[-1]
    draft = draft_bytes(req, [devices.count(d) for d in range(len(req.cards))]) if req.draft else None
    for d, card in enumerate(req.cards):
        layers = [i for i in range(spec.n_layers) if devices[i] == d]
        w = sum(layer_weight_bytes(spec, q, i) for i in layers)
        out = d == output_dev
        if out:
            w += head_bytes(spec, q) + spec.final_norm_params * 4
        kv = sum(kv_layer_bytes(req, i) for i in layers)
        overhead = CUDA_CONTEXT_GIB * GIB + compute_buffer_bytes(req, last=out)
        per.append(_card_use(req, card, layers, w, kv, overhead, margin, False, out, draft[d] if draft else 0.0))
    notes = ["Token embeddings stay in host RAM (llama.cpp keeps the input layer on the CPU)."]
    if req.draft:
        notes.append(f"{req.draft.name} split over the cards like the model (llama-server copies --tensor-split to the "
                     f"draft unless --device-draft is given), its KV cache f16 at the context of one sequence.")
    if last >= 1:
        notes.append("Layer split runs the cards one after another for each token: more cards add memory, not speed.")
    return _finish(req, per, 0.0, [], settings={"--split-mode": "layer", "--tensor-split": setting,
                                              "--ctx-size": str(req.context), "--parallel": str(req.batch)},
                   notes=notes)


def draft_bytes(req: Request, slots: list[int]) -> list[float]:
    """Per card, the draft model's bytes: llama-server loads the draft with a copy of the main model's parameters
    (server.cpp load_model: params_dft = params_base), so its layers follow the same --tensor-split, here the main
    model's slots per card, with all its layers on the GPUs (-ngld), a KV cache of the context of one sequence
    (n_ctx_seq) in f16 (the draft's cache type defaults to f16) and a working buffer of its own."""
    d = req.draft
    devices = llamacpp_split(d.spec, [max(n, 0.0) for n in slots] if any(slots) else [1.0] * len(slots),
                             len(req.cards))
    sub = Request(spec=d.spec, quant=d.quant, kv_bytes=2.0, context=req.context, batch=1, cards=req.cards,
                  engine="llama.cpp", flash_attention=req.flash_attention)
    out = []
    for card in range(len(req.cards)):
        layers = [i for i in range(d.spec.n_layers) if devices[i] == card]
        holds_output = devices[-1] == card
        weights = sum(layer_weight_bytes(d.spec, d.quant, i) for i in layers)
        if holds_output:
            weights += head_bytes(d.spec, d.quant) + d.spec.final_norm_params * 4
        kv = sum(kv_layer_bytes(sub, i) for i in layers)
        buffer = compute_buffer_bytes(sub, last=holds_output) if layers or holds_output else 0.0
        out.append(weights + kv + buffer)
    return out


# ----------------------------------------------------------------------------- Accelerate

@dataclass
class Module:
    name: str
    size: float
    children: list["Module"] = field(default_factory=list)
    no_split: bool = False
    layer: int | None = None
    tied_with: str | None = None


def hf_module_tree(spec: ModelSpec, q: QuantFormat) -> Module:
    """The module tree transformers builds for a decoder LM: model.{embed_tokens, layers.N, norm, rotary_emb}, lm_head."""
    embed = Module("model.embed_tokens", embed_bytes(spec, q))
    layers = [Module(f"model.layers.{i}", layer_weight_bytes(spec, q, i), no_split=True, layer=i)
              for i in range(spec.n_layers)]
    layer_list = Module("model.layers", sum(m.size for m in layers), children=layers)
    norm = Module("model.norm", spec.final_norm_params * 2)
    # inv_freq and original_inv_freq: head_dim/2 fp32 values each, stored at min(4, dtype) bytes
    rotary = Module("model.rotary_emb", 2 * (spec.head_dim // 2) * min(4.0, q.embed_bpw / 8))
    inner = Module("model", 0.0, children=[embed, layer_list, norm, rotary])
    inner.size = sum(c.size for c in inner.children)
    head = Module("lm_head", 0.0 if spec.tied else head_bytes(spec, q))
    if spec.tied:
        head.tied_with = "model.embed_tokens"
    return Module("", inner.size + head.size, children=[inner, head])


def _max_layer(modules: list[Module]) -> tuple[float, list[str]]:
    best, names = 0.0, []
    stack = list(modules)
    while stack:
        m = stack.pop(0)
        if not m.children or m.no_split:
            if m.size > best:
                best, names = m.size, [m.name]
            elif m.size == best:
                names.append(m.name)
        else:
            stack = list(m.children) + stack
    return best, names


def accelerate_device_map(tree: Module, max_memory: list[tuple[str, float]]) -> dict[str, str]:
    """Module name -> device, following infer_auto_device_map: main devices (first GPU and the CPU) keep room
    for the largest remaining layer; modules that do not fit are split unless they are no-split blocks."""
    devices = [d for d, _ in max_memory] + ["disk"]
    budget = dict(max_memory)
    gpus = [d for d in devices if d not in ("cpu", "disk")]
    main = {gpus[0], "cpu"} if gpus else {"cpu"}
    used = {d: 0.0 for d in devices}
    todo = list(tree.children)
    device_map: dict[str, str] = {}
    current = 0
    max_size, max_names = _max_layer(todo)
    while todo:
        m = todo.pop(0)
        max_names = [n for n in max_names if n != m.name and not n.startswith(m.name + ".")]
        if not max_names:
            max_size, max_names = _max_layer(todo)
        device = devices[current]
        limit = budget.get(device)
        reserved = 0.0
        if device in main and limit is not None:
            limit -= max_size
            reserved = max_size
        tied = [t for t in todo if t.tied_with is not None and (m.name == t.tied_with or t.tied_with.startswith(m.name + "."))]
        size_with_ties = m.size + sum(t.size for t in tied)
        if limit is None or used[device] + size_with_ties <= limit:
            used[device] += size_with_ties
            device_map[m.name] = device
            for t in tied:
                todo.remove(t)
                device_map[t.name] = device
            continue
        if used[device] + m.size >= limit and m.children and not m.no_split:
            todo = list(m.children) + todo
            max_size, max_names = _max_layer(todo)
            continue
        used[device] += reserved
        current += 1
        todo.insert(0, m)
    return device_map


def balanced_max_memory(tree: Module, max_memory: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """get_balanced_memory: every GPU but the last is capped at total/n + 1.25 x the first decoder layer."""
    gpus = [(d, v) for d, v in max_memory if d not in ("cpu", "disk") and v > 0]
    if len(gpus) < 1:
        return max_memory
    total = tree.size
    per_gpu = total // len(gpus)
    first_block = next(m.size for m in _walk(tree) if m.no_split)
    per_gpu += int(1.25 * first_block)
    capped = dict(max_memory)
    for d, v in gpus[:-1]:
        capped[d] = min(per_gpu, v)
    return [(d, capped[d]) for d, _ in max_memory]


def _walk(m: Module):
    yield m
    for c in m.children:
        yield from _walk(c)


def _layer_devices(tree: Module, device_map: dict[str, str]) -> tuple[dict[int, str], dict[str, str]]:
    """Expand a device map to every decoder layer and to the named top modules."""
    layer_dev: dict[int, str] = {}
    named: dict[str, str] = {}

    def dev_of(name: str) -> str | None:
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            key = ".".join(parts[:k])
            if key in device_map:
                return device_map[key]
        return device_map.get("")

    for m in _walk(tree):
        if m.layer is not None:
            layer_dev[m.layer] = dev_of(m.name)
        if m.name in ("model.embed_tokens", "lm_head", "model.norm"):
            named[m.name] = dev_of(m.name)
    return layer_dev, named


def place_accelerate(req: Request, balanced: bool) -> Placement:
    spec, q = req.spec, req.quant
    margin = 0.0 if req.margin_gib is None else req.margin_gib
    tree = hf_module_tree(spec, q)
    last = len(req.cards) - 1
    # what each card can give the weights: its memory less the CUDA context, KV of an even share and buffers
    kv_total = sum(kv_layer_bytes(req, i) for i in range(spec.n_layers))
    budgets = []
    for d, c in enumerate(req.cards):
        reserve = CUDA_CONTEXT_GIB * GIB + margin * GIB + compute_buffer_bytes(req, last=d == last)
        budgets.append(max(c.capacity_gib * GIB - reserve, 0.0))
    # two passes: leave room for the KV cache the first pass puts on each card
    kv_share = [0.0] * len(req.cards)
    for _ in range(3):
        max_memory = [(str(d), max(b - kv_share[d], 0.0)) for d, b in enumerate(budgets)]
        max_memory.append(("cpu", req.host_ram_gib * GIB))
        if balanced:
            max_memory = balanced_max_memory(tree, max_memory)
        device_map = accelerate_device_map(tree, max_memory)
        layer_dev, named = _layer_devices(tree, device_map)
        new_share = [sum(kv_layer_bytes(req, i) for i, dv in layer_dev.items() if dv == str(d))
                     for d in range(len(req.cards))]
        if new_share == kv_share:
            break
        kv_share = new_share
    per = []
    for d, card in enumerate(req.cards):
        dev = str(d)
        layers = sorted(i for i, dv in layer_dev.items() if dv == dev)
        w = sum(layer_weight_bytes(spec, q, i) for i in layers)
        emb = named.get("model.embed_tokens") == dev
        out = (named.get("lm_head") == dev) if not spec.tied else emb
        if emb:
            w += embed_bytes(spec, q)
        if out and not spec.tied:
            w += head_bytes(spec, q)
        if named.get("model.norm") == dev:
            w += spec.final_norm_params * 2
        kv = sum(kv_layer_bytes(req, i) for i in layers)
        overhead = CUDA_CONTEXT_GIB * GIB + compute_buffer_bytes(req, last=out)
        per.append(_card_use(req, card, layers, w, kv, overhead, margin, emb, out))
    host_layers = sorted(i for i, dv in layer_dev.items() if dv in ("cpu", "disk"))
    host = sum(layer_weight_bytes(spec, q, i) for i in host_layers)
    for name in ("model.embed_tokens", "lm_head"):
        if named.get(name) in ("cpu", "disk"):
            host += embed_bytes(spec, q) if name == "model.embed_tokens" else (0 if spec.tied else head_bytes(spec, q))
    mem_flag = ", ".join(f"{d}: '{max(v, 0) / GIB:.1f}GiB'" for d, v in max_memory if d != "cpu")
    notes = ["The first card keeps room for the largest layer (here "
             f"{_max_layer(tree.children)[0] / GIB:.2f} GiB) in case a layer has to be brought back from the CPU."]
    if balanced and host_layers:
        spill = "1 layer spills" if len(host_layers) == 1 else f"{len(host_layers)} layers spill"
        notes.append(f"'balanced' caps every card but the last at total/n + 1.25 x one layer, so {spill} "
                     "to the CPU although the cards together have room: use 'sequential' or put the "
                     "smaller card first.")
    return _finish(req, per, host / GIB, host_layers,
                   settings={"device_map": "balanced" if balanced else "sequential", "max_memory": "{" + mem_flag + "}"},
                   notes=notes, host_is_failure=False)


# ----------------------------------------------------------------------------- vLLM

def vllm_pp_partition(n_layers: int, stages: int) -> list[int]:
    """vLLM's default (get_pp_indices): equal shares, the remainder added one each from the second-to-last stage
    backwards (the last stage also holds the output layer)."""
    parts = [n_layers // stages] * stages
    for i in range(2, n_layers % stages + 2):
        parts[-i] += 1
    return parts


def _usable_stages(req: Request) -> bool:
    split = req.tensor_split
    return bool(split) and tensor_split_problem(split, len(req.cards)) is None \
        and pipeline_stages_problem(split, req.spec.n_layers) is None


def place_vllm(req: Request, tensor: bool) -> Placement:
    spec, q = req.spec, req.quant
    n = len(req.cards)
    util = VLLM_GPU_MEMORY_UTILIZATION
    per = []
    notes = [f"vLLM lets each card use gpu_memory_utilization = {util} of its memory and fills what is left with "
             "KV cache blocks; the engine uses the smallest card's capacity for every card."]
    settings: dict[str, str] = {"--gpu-memory-utilization": str(util), "--max-model-len": str(req.context)}
    kv_capacity = None
    if tensor:
        tp = req.tp_size or n
        settings["--tensor-parallel-size"] = str(tp)
        if n % tp:
            return _impossible(req, f"A tensor-parallel size of {tp} does not divide the {n} cards into equal "
                                    f"groups: choose a size that divides {n}.", settings)
        if spec.heads % tp:
            return _impossible(req, f"Tensor parallelism over {tp} cards needs the {spec.heads} attention heads to "
                                    f"divide evenly; they do not.", settings)
        stages = n // tp
        if stages > 1:
            settings["--pipeline-parallel-size"] = str(stages)
        per, kv_capacity = _tensor_groups(req, tp, stages, util)
        if stages > 1:
            notes.append(f"{stages} pipeline stages of {tp} cards each: every stage holds its share of the layers "
                         f"(vLLM's default split), split over its {tp} cards; a token passes the stages one after "
                         "another.")
        if len({c.capacity_gib for c in req.cards}) > 1:
            notes.append("Unequal cards: tensor parallelism gives every card the same share, so the larger card's "
                         "extra memory goes unused and the pair runs at the slower card's pace.")
    else:
        settings["--pipeline-parallel-size"] = str(n)
        parts = [int(x) for x in req.tensor_split] if _usable_stages(req) \
            else vllm_pp_partition(spec.n_layers, n)
        settings["VLLM_PP_LAYER_PARTITION"] = ",".join(str(p) for p in parts)
        start = 0
        caps = []
        for d, card in enumerate(req.cards):
            layers = list(range(start, start + parts[d]))
            start += parts[d]
            w = sum(layer_weight_bytes(spec, q, i) for i in layers)
            first, last = d == 0, d == n - 1
            if first:
                w += embed_bytes(spec, q)
            if last and not spec.tied:
                w += head_bytes(spec, q)
            kv = sum(kv_layer_bytes(req, i) for i in layers)
            overhead = CUDA_CONTEXT_GIB * GIB + compute_buffer_bytes(req, last=last)
            per.append(_card_use(req, card, layers, w, kv, overhead, (1 - util) * card.capacity_gib, first, last))
            per_tok = kv / max(req.context * req.batch, 1)
            room = util * card.capacity_gib * GIB - w - overhead
            caps.append(room / per_tok if per_tok else math.inf)
        kv_capacity = int(max(min(caps), 0)) if caps and min(caps) != math.inf else None
        notes.append("Pipeline stages: the KV capacity is that of the tightest stage; set VLLM_PP_LAYER_PARTITION to "
                     "give the larger card more layers.")
    result = _finish(req, per, 0.0, [], settings=settings, notes=notes)
    result.kv_capacity_tokens = kv_capacity
    return result


def _tensor_groups(req: Request, tp: int, stages: int, util: float) -> tuple[list[CardUse], int | None]:
    """Each card's use when every layer is split over `tp` cards and the groups are `stages` pipeline stages of
    vLLM's default layer split; and the KV cache capacity in tokens (the tightest card's, every card sized as the
    smallest, as vLLM does)."""
    spec, q = req.spec, req.quant
    kv_factor = max(spec.kv_heads // tp, 1) / spec.kv_heads if not spec.mla else 1.0
    smallest = min(c.capacity_gib for c in req.cards)
    parts = vllm_pp_partition(spec.n_layers, stages) if stages > 1 else [spec.n_layers]
    per, caps, start = [], [], 0
    for stage, count in enumerate(parts):
        layers = list(range(start, start + count))
        start += count
        first, last = stage == 0, stage == stages - 1
        weights = (sum(layer_weight_bytes(spec, q, i) for i in layers) + (embed_bytes(spec, q) if first else 0)
                   + (head_bytes(spec, q) if last and not spec.tied else 0)) / tp
        kv = sum(kv_layer_bytes(req, i) for i in layers) * kv_factor
        overhead = CUDA_CONTEXT_GIB * GIB + compute_buffer_bytes(req, last=True)
        per_token = kv / max(req.context * req.batch, 1)
        if per_token:
            caps.append(max(util * smallest * GIB - weights - overhead, 0) / per_token)
        for k, card in enumerate(req.cards[stage * tp:(stage + 1) * tp]):
            per.append(_card_use(req, card, layers, weights, kv, overhead, (1 - util) * card.capacity_gib,
                                 first and k == 0, last))
    return per, int(min(caps)) if caps else None


def tensor_parallel_size(placement: Placement) -> int:
    """Cards that share each layer's work: vllm-tp's tensor-parallel size, 1 for an engine that splits by layer."""
    if placement.engine != "vllm-tp":
        return 1
    return int(placement.settings.get("--tensor-parallel-size", len(placement.per_gpu)) or 1)


def card_groups(placement: Placement) -> list[list[CardUse]]:
    """The cards in the order a token passes them: one group per pipeline stage (tensor-parallel cards together),
    each card alone for an engine that splits by layer."""
    size = tensor_parallel_size(placement)
    cards = list(placement.per_gpu)
    return [cards[i:i + size] for i in range(0, len(cards), size)]


# ----------------------------------------------------------------------------- common

def _impossible(req: Request, why: str, settings: dict[str, str]) -> Placement:
    return Placement(engine=req.engine, quant=req.quant.id, kv_dtype_bytes=req.kv_bytes, context=req.context,
                     batch=req.batch, fits=False, per_gpu=[], min_free_gib=None,
                     settings=settings, notes=[why])


def _finish(req: Request, per: list[CardUse], host_gib: float, host_layers: list[int], settings: dict[str, str],
            notes: list[str], host_is_failure: bool = True) -> Placement:
    fits = all(c.fits for c in per) and not host_layers
    return Placement(engine=req.engine, quant=req.quant.id, kv_dtype_bytes=req.kv_bytes, context=req.context,
                     batch=req.batch, fits=fits, per_gpu=per, host_offload_gib=round(host_gib, 3),
                     host_layers=host_layers, min_free_gib=round(min((c.free_gib for c in per), default=0.0), 3),
                     settings=settings, notes=notes)


@memoized(maxsize=256)  # by the request's content: max_context's search and the engine options repeat per edit
def place(req: Request) -> Placement:
    if not req.cards:
        raise ValueError("no GPU to place the model on")
    if req.engine == "llama.cpp":
        return place_llamacpp(req)
    if req.engine == "accelerate-sequential":
        return place_accelerate(req, balanced=False)
    if req.engine == "accelerate-balanced":
        return place_accelerate(req, balanced=True)
    if req.engine == "vllm-tp":
        return place_vllm(req, tensor=True)
    if req.engine == "vllm-pp":
        return place_vllm(req, tensor=False)
    raise ValueError(f"unknown engine {req.engine!r}; choose one of {', '.join(ENGINES)}")
