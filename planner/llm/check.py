"""The model-fit section of evaluate(): the workload's model on the GPUs of every machine (see gpu_cards)."""

from __future__ import annotations

import json
from dataclasses import replace

from planner.model.finding import Finding
from planner.llm.fit import FitReport, fit_model
from planner.llm.rdna3 import is_rdna3
from planner.llm.host_ram import HOST_RAM_SHARE, ram_to_buy_gib, ram_verdict
from planner.llm.config import ConfigError, ModelSpec, spec_from_catalog_entry, spec_from_config
from planner.model.project import Workload
from planner.hardware.pcie import PcieReport
from planner.llm.network import calibration as network_calibration
from planner.llm.placement import Card, Draft, memory_class
from planner.catalog.resolve import ResolvedItem, ResolvedNode, ResolvedProject
from planner.model.parts import Gpu
from planner.text import EMPTY, T, Text, join, text


def _f(level, code, template, items=(), node_id=None, **params) -> Finding:
    return Finding.make("fit", level, code, template, node_id=node_id, item_ids=items, **params)


# The seed rule finding: the rule's figures, then its verdict and explanation (sub-sentences, planner/llm/fit.py).
RULE_FINDING = T("Rule of thumb (params x 2 bytes x 1.2-1.3): {low_gb:.1f}-{high_gb:.1f} GB ({low_gib:.1f}-{high_gib:.1f} "
                 "GiB) against {total_vram_gib:g} GiB on the cards; {verdict}. {explanation}")

# fit.fits, and fit.fits_in_memory when the memory suffices but the context is beyond the model's own window.
FITS = T("{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) fits; per card, used/capacity (layers): "
         "{cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.")
FITS_TRAINING = T("{model} {mode} (sequence {context:,} x batch {batch}) fits; per card, used/capacity (layers): "
                  "{cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.")
IN_MEMORY = T("{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) fits in GPU memory only; per card, "
              "used/capacity (layers): {cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.")
IN_MEMORY_TRAINING = T("{model} {mode} (sequence {context:,} x batch {batch}) fits in GPU memory only; per card, "
                       "used/capacity (layers): {cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to "
                       "spare.")

# fit.does_not_fit: one sentence per mode, with the reason, the layers spilled to host RAM (inference) and the
# suggestions (inference) as clauses.
DOES_NOT_FIT = T("{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) does not fit{reason}{spill_clause}. "
                 "Per card, used/capacity (layers): {cards}.{options_clause}")
DOES_NOT_FIT_TRAINING = T("{model} {mode} (sequence {context:,} x batch {batch}) does not fit{reason}. Per card, "
                          "used/capacity (layers): {cards}.{options_clause}")
REASON_SHORT = T(", short of memory: {short}")
REASON_LAYERS_LEFT = T(": layers left over")
SPILL_CLAUSE = T("; {spill:# layer spills|# layers spill} to host RAM")
OPTIONS_CLAUSE = T(" Options: {options}")


def resolve_model(rp: ResolvedProject) -> tuple[ModelSpec | None, str, list[Finding]]:
    w = rp.project.workload
    if w.model_id is not None:
        entry = rp.catalog.model(w.model_id)
        if entry is None:
            return None, w.model_id, []  # reported by the workload check
        try:
            return spec_from_catalog_entry(entry), entry.name, []
        except ConfigError as exc:
            return None, entry.name, [_f("fail", "fit.bad_model_config", T("Catalog model {model}: {error}"),
                                         model=entry.id, error=str(exc))]
    if w.hf_config is not None:
        name = w.model_name or "model from config.json"
        try:
            return spec_from_config(json.loads(json.dumps(w.hf_config)), name=name,
                                    where="workload.hf_config"), name, []
        except ConfigError as exc:
            return None, name, [_f("fail", "fit.bad_model_config", T("The model's config.json cannot be used: {error}"),
                                   error=str(exc))]
    return None, "", []


def gpu_cards(rp: ResolvedProject, pcie: PcieReport | None) -> tuple[list[Card], str | None, list[str]]:
    """The cards the model is placed on: every machine's GPUs, machine by machine in project order.

    Several machines serve one model the way llama.cpp's RPC backend and vLLM's pipeline stages do: the
    layers are spread over one list of devices, local and remote. Each machine's cards come in its topology
    order; with GPUs in more than one machine a card's ref names its machine ("node-2/gpu#1"), and each card
    carries its machine's network link, whose cost on decode planner/llm/network.py gives. Returns the
    cards, the machine's id when only one machine holds GPUs (else None), and the GPU line items.
    """
    with_gpus = [rnode for rnode in rp.nodes if rnode.gpus()]
    cards: list[Card] = []
    for rnode in with_gpus:
        prefix = f"{rnode.node.id}/" if len(with_gpus) > 1 else ""
        cards += [replace(c, ref=prefix + c.ref) for c in _machine_cards(rnode, pcie)]
    node_id = with_gpus[0].node.id if len(with_gpus) == 1 else None
    return cards, node_id, sorted({r.item.id for rnode in with_gpus for r, _ in rnode.gpus()})


def installed_units(rnode: ResolvedNode) -> dict[str, tuple[ResolvedItem, Gpu]]:
    """The machine's GPU units the model can use: on a machine with a board only those given a slot (unit n of a
    line is its n-th slot assignment), since a card not placed is not in the machine yet; without a board every
    card counts, as there are no slots to choose."""
    placed_only = rnode.board() is not None
    return {f"{r.item.id}#{n}": (r, g) for r, g in rnode.gpus()
            for n in range(1, (len(r.item.slots) if placed_only else r.item.quantity) + 1)}


def unplaced_gpu_lines(rp: ResolvedProject) -> list[tuple[ResolvedItem, int]]:
    """Lines with GPU units left out of the fit for want of a slot, and how many units each leaves out."""
    return [(r, r.item.quantity - len(r.item.slots)) for rnode in rp.nodes if rnode.board() is not None
            for r, _ in rnode.gpus() if len(r.item.slots) < r.item.quantity]


def _machine_cards(rnode: ResolvedNode, pcie: PcieReport | None) -> list[Card]:
    """One machine's installed GPU units in its topology order, each with its link bandwidth."""
    units = installed_units(rnode)
    order = list(units)
    links: dict[str, float] = {}
    node_pcie = next((n for n in pcie.nodes if n.node_id == rnode.node.id), None) if pcie is not None else None
    if node_pcie is not None:
        placed = [u for u in node_pcie.gpu_order if u in units]
        order = placed + [u for u in order if u not in placed]
        for d in node_pcie.devices:
            links[d.unit] = d.bandwidth_gbps
        for link in node_pcie.gpu_links:
            for u in link.gpus:
                links[u] = max(links.get(u, 0.0), link.per_direction_gbps)
    cards = []
    for ref in order:
        r, g = units[ref]
        cards.append(Card(ref=ref, name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps,
                          fp16_tflops=g.fp16_tensor_tflops, link_gbps=links.get(ref),
                          memory_class=memory_class(g.memory_type), network_gbit=rnode.node.network_gbit,
                          rdma=rnode.node.rdma, rdna3=is_rdna3(g.architecture)))
    return cards


def _context_findings(report: FitReport, gpu_items: list[str], node_id: str | None) -> list[Finding]:
    """The requested context against the model's own window: a failing finding beyond it (a model run past the
    length it was trained for gives nonsense, and vLLM refuses to start), a warning when the window is unknown."""
    note = report.context_note
    if note is None:
        return []
    level, code = ("fail", "fit.context_beyond_model") if report.context_ok is False else \
        ("warn", "fit.context_window_unknown")
    return [_f(level, code, note.template, gpu_items, node_id, **note.params)]


def _unplaced_findings(rp: ResolvedProject, cards: list[Card], gpu_items: list[str], node_id: str | None,
                       label: str) -> list[Finding]:
    """Cards without a slot hold no layers: said once, naming them (a warning beside placed cards; with no card
    placed at all, how to place them)."""
    lines = unplaced_gpu_lines(rp)
    if not lines:
        return []
    items = sorted({r.item.id for r, _ in lines})
    names = ", ".join(f"{count} x {r.part.name}" for r, count in lines)
    if not cards:
        return [_f("info", "fit.no_card_placed",
                   T("No card has a slot yet, so {model} is not placed: choose each card's slot in the parts table or "
                     "press Place cards."), items, node_id, model=label)]
    left_out = sum(count for _, count in lines)
    return [_f("warn", "fit.unplaced_cards_left_out",
               T("{model} is placed on {placed} of the {total} cards only: {left_out:# card has no slot yet and "
                 "holds|# cards have no slot yet and hold} no layers until placed ({cards})."), items, node_id,
               model=label, placed=len(cards), total=len(cards) + left_out, left_out=left_out, cards=names)]


def check_fit(rp: ResolvedProject, pcie: PcieReport | None) -> tuple[FitReport | None, list[Finding]]:
    spec, label, findings = resolve_model(rp)
    if spec is None:
        return None, findings
    cards, node_id, gpu_items = gpu_cards(rp, pcie)
    w = rp.project.workload
    from planner.llm.quant import FORMATS, engine_accepts

    if w.mode == "inference" and not engine_accepts(w.engine, FORMATS[w.quantization]):
        return None, findings + [_engine_format_finding(w, gpu_items, node_id)]
    base = w.base_precision
    if w.mode != "inference":  # training loads the base with bitsandbytes: the inference engine does not matter
        problem = _training_problem(spec, w)
        if problem is not None:
            return None, findings + [_f("fail", "fit.training_recipe", T("This fine-tuning cannot be planned: "
                                                                           "{problem}"), gpu_items, node_id,
                                        problem=problem)]
        base, note = _training_base(w)
        findings += [_f("info", "fit.training_quant_unused", QUANT_UNUSED, gpu_items, node_id, **note)] if note else []
    findings += _unplaced_findings(rp, cards, gpu_items, node_id, label)
    if not cards:
        if not any(rnode.gpus() for rnode in rp.nodes):
            findings.append(_f("info", "fit.no_gpu", T("No GPU in the build, so {model} is not placed."), model=label))
        return None, findings
    draft, draft_findings = resolve_draft(rp, spec, label, gpu_items, node_id)
    findings += draft_findings
    report = fit_model(spec, label, cards, engine=w.engine, quant=w.quantization, kv_dtype=w.kv_cache_type,
                       context=w.context_tokens, batch=w.batch_size, mode=w.mode, tensor_split=w.tensor_split,
                       tensor_parallel_size=w.tensor_parallel_size,
                       flash_attention=w.flash_attention, margin_gib=w.vram_margin_gib, lora_rank=w.lora_rank,
                       lora_modules=list(w.lora_modules), gradient_checkpointing=w.gradient_checkpointing,
                       model_ref=_hf_repo(rp), base_precision=base, optimizer=w.optimizer,
                       master_weights=w.master_weights, train_strategy=w.train_strategy, train_offload=w.train_offload,
                       checkpoint_offload=w.checkpoint_offload, draft=draft, cpu_offload=w.cpu_offload,
                       ram_bandwidth_gbps=ram_bandwidth(rp), host_ram_gib=installed_ram_gib(rp) or None)
    inference = w.mode == "inference"
    findings.append(_verdict_finding(report, w, label, gpu_items, node_id))
    findings += _context_findings(report, gpu_items, node_id)
    if inference:  # the rule of thumb sizes a served model; training has its own lines
        findings.append(_rule_finding(report, gpu_items, node_id))
    if w.engine == "accelerate-balanced" and report.placement.host_layers:
        findings.append(_balanced_spill_finding(report, gpu_items, node_id))
    if w.tensor_parallel_size is not None and w.engine != "vllm-tp" and inference:
        findings.append(_f("info", "fit.tp_size_unused",
                           T("The tensor-parallel size ({size}) is read by vLLM tensor parallel only; {engine} "
                             "does not use it."), [], node_id, size=w.tensor_parallel_size, engine=w.engine))
    if report.tokens_per_s is not None and inference:
        findings.append(_speed_finding(report, w, gpu_items, node_id))
        if report.tokens_per_s.machine_boundaries:
            findings.append(_network_finding(report, gpu_items))
    if inference:
        findings.append(_limits_finding(report, w, gpu_items, node_id))
    if report.draft_model is not None:
        findings.append(_draft_memory_finding(report, gpu_items, node_id))
    elif report.training is not None and report.training.host_ram_gib:
        findings.append(_host_ram_finding(rp, report.training.host_ram_gib, node_id))
    if report.moe_offload is not None:
        findings += _moe_offload_findings(rp, report, gpu_items, node_id)
    elif w.cpu_offload != "none" and inference:
        findings.append(_f("info", "fit.moe_offload_unused", T("MoE expert offload is set, but {reason}: nothing is "
                                                              "kept in system RAM."), gpu_items, node_id,
                           reason=text(T("the model has no experts")) if spec.experts is None
                           else text(T("only llama.cpp offloads experts ({engine} is chosen)"), engine=w.engine)))
    return report, findings


def _training_problem(spec: ModelSpec, w) -> Text | None:
    """Why the workload's fine-tuning cannot be planned as given: a LoRA rank no adapter can have, or a weight
    format training does not load."""
    from planner.llm.lora import lora_rank_problem
    from planner.llm.train_recipe import SIXTEEN_BIT, TRAINING_QUANTS, training_base_problem

    if w.mode in ("lora", "qlora"):
        problem = lora_rank_problem(spec, w.lora_rank, list(w.lora_modules))
        if problem is not None:
            return problem
    if w.quantization in SIXTEEN_BIT or w.quantization not in TRAINING_QUANTS:
        return None  # 16-bit (the default): the mode's own base; an inference format: _training_base says so
    return training_base_problem(w.mode, w.quantization, w.base_precision)


QUANT_UNUSED = T("{quant} is a format for inference: training loads the base in {base} (base_precision; the "
                 "quantization field is read for training only when it names bf16, int8 or nf4).")


def _training_base(w) -> tuple[str, dict | None]:
    """The base the workload trains on, and a note when its quantization is an inference format it ignores."""
    from planner.llm.train_recipe import BASE_LABELS, MODE_BASE, SIXTEEN_BIT, TRAINING_QUANTS, training_base

    if w.quantization in SIXTEEN_BIT:
        return w.base_precision, None
    if w.quantization in TRAINING_QUANTS:
        return training_base(w.mode, w.quantization, w.base_precision), None
    base = MODE_BASE[w.mode] if w.base_precision == "auto" else w.base_precision
    return w.base_precision, {"quant": w.quantization, "base": BASE_LABELS[base]}


def ram_bandwidth(rp: ResolvedProject) -> float | None:
    """The first machine with GPUs: its CPU's channels filled by its memory modules, at the modules' MT/s."""
    from planner.llm.moe_offload import ram_bandwidth_gbps
    from planner.model.parts import Cpu, Memory

    for rnode in rp.nodes:
        if not rnode.gpus():
            continue
        cpu = rnode.cpu()
        kits = [r for r in rnode.of_kind("memory") if isinstance(r.part, Memory)]
        if cpu is None or not isinstance(cpu, Cpu) or not kits:
            return None
        modules = sum(r.part.modules * r.item.quantity for r in kits)
        return ram_bandwidth_gbps(cpu.memory_channels, modules, min(r.part.speed_mts for r in kits))
    return None


def _moe_offload_findings(rp: ResolvedProject, report: FitReport, items, node_id) -> list[Finding]:
    off = report.moe_offload
    speed = (text(T("decode about {tps:.1f} tokens/s ({low:.1f}-{high:.1f}); {basis}"), tps=off.decode_tokens_per_s,
                  low=off.decode_low, high=off.decode_high, basis=off.basis)
             if off.decode_tokens_per_s is not None else
             text(T("decode speed not estimated: add the CPU and memory, whose bandwidth the experts are read at "
                    "(the cards alone would give {gpu:.1f} tokens/s)"), gpu=off.gpu_only_tokens_per_s or 0))
    out = [_f("info", "fit.moe_offload", T("MoE expert offload: the routed experts of the first {n} of {layers} layers "
                                           "stay in system RAM ({host_gib:.1f} GiB; llama.cpp --n-cpu-moe {n}); "
                                           "{speed}."), items, node_id, n=off.n_cpu_moe, layers=off.moe_layers,
              host_gib=off.host_gib, speed=speed)]
    return out + [_host_ram_finding(rp, off.host_gib, node_id, OFFLOAD_RAM)]



#: llama.cpp refuses a draft model whose vocabulary size differs from the model's by more than this many tokens
#: (common/speculative.cpp, SPEC_VOCAB_MAX_SIZE_DIFFERENCE), besides the same vocab type and BOS/EOS tokens.
DRAFT_VOCAB_MAX_DIFFERENCE = 128


def resolve_draft(rp: ResolvedProject, spec: ModelSpec, label: str, items, node_id) -> tuple[Draft | None,
                                                                                             list[Finding]]:
    """The workload's draft model as llama.cpp would load it, and why it cannot be used where it cannot."""
    w = rp.project.workload
    if w.draft_model_id is None:
        return None, []
    entry = rp.catalog.model(w.draft_model_id)
    if entry is None:
        return None, [_f("fail", "fit.unknown_draft", T("The draft model {draft} is not in the catalog. Choose a catalog model as the "
                                                             "draft, or remove draft_model_id."), items,
                         node_id, draft=w.draft_model_id)]
    try:
        draft_spec = spec_from_catalog_entry(entry)
    except ConfigError as exc:
        return None, [_f("fail", "fit.bad_model_config", T("Catalog model {model}: {error}"), items, node_id,
                         model=entry.id, error=str(exc))]
    from planner.llm.quant import FORMATS

    draft = Draft(spec=draft_spec, quant=FORMATS[w.draft_quantization or w.quantization], name=entry.name)
    findings = []
    if w.engine != "llama.cpp":
        findings.append(_f("warn", "fit.draft_not_placed", T(
            "The draft model {draft} is planned for llama.cpp (llama-server -md) only: with {engine} it is not "
            "counted on the cards."), items, node_id, draft=entry.name, engine=w.engine))
    difference = abs(draft_spec.vocab - spec.vocab)
    if difference > DRAFT_VOCAB_MAX_DIFFERENCE:
        findings.append(_f("fail", "fit.draft_vocab", T(
            "The draft model {draft} has a vocabulary of {draft_vocab:,} tokens against {model_vocab:,} for {model}: "
            "llama.cpp refuses a draft whose vocabulary differs by more than {limit} tokens. Choose a smaller model "
            "of the same family as the draft."), items, node_id, draft=entry.name, draft_vocab=draft_spec.vocab,
            model_vocab=spec.vocab, model=label, limit=DRAFT_VOCAB_MAX_DIFFERENCE))
    return draft, findings


def _draft_memory_finding(report: FitReport, items, node_id) -> Finding:
    cards = join([Text(template="{card} {draft_gib:.2f} GiB", params={"card": c.name, "draft_gib": c.draft_gib})
                  for c in report.per_gpu if c.draft_gib > 0], ", ")  # a name and a figure: no words to translate
    return _f("info", "fit.draft", T(
        "The draft model {draft} takes {total_gib:.2f} GiB beside {model}: {cards} (its layers split like the "
        "model's, its KV cache f16 for one sequence). Its speed-up depends on how often the model accepts its "
        "tokens, which is not estimated."), items, node_id, draft=report.draft_model,
        total_gib=sum(c.draft_gib for c in report.per_gpu), model=report.model, cards=cards)




#: The sentences of the host-RAM check, for training offload and for MoE expert offload.
TRAINING_RAM = ("fit.training_host_ram",
                T("Training keeps {need_gib:.1f} GiB in host RAM (offload), but the build lists no memory to check "
                  "it against."),
                T("Training keeps {need_gib:.1f} GiB in host RAM (offload), more than the {ram_gib:g} GiB installed."),
                T("Training keeps {need_gib:.1f} GiB in host RAM (offload): more than {share:.0%} of the {ram_gib:g} "
                  "GiB installed, leaving little for the system and the data loader."),
                T("Training keeps {need_gib:.1f} GiB in host RAM (offload) of the {ram_gib:g} GiB installed."))
OFFLOAD_RAM = ("fit.moe_host_ram",
               T("The offloaded experts take {need_gib:.1f} GiB of system RAM, but the build lists no memory to check "
                 "it against."),
               T("The offloaded experts take {need_gib:.1f} GiB of system RAM, more than the {ram_gib:g} GiB "
                 "installed: the model does not run. Install at least {buy_gib:.0f} GiB (more memory kits), keep "
                 "fewer experts in RAM (more or larger cards), or use a smaller quantization."),
               T("The offloaded experts take {need_gib:.1f} GiB of system RAM: more than {share:.0%} of the "
                 "{ram_gib:g} GiB installed, leaving little for the system."),
               T("The offloaded experts take {need_gib:.1f} GiB of the {ram_gib:g} GiB of system RAM installed."))


def _memory_items(rp: ResolvedProject) -> list[ResolvedItem]:
    from planner.model.parts import Memory

    return [r for rnode in rp.nodes if rnode.gpus() for r in rnode.of_kind("memory") if isinstance(r.part, Memory)]


def installed_ram_gib(rp: ResolvedProject) -> float:
    """The system RAM of the machines with GPUs, in GiB (0 when the build lists none)."""
    return sum(r.part.module_gib * r.part.modules * r.item.quantity for r in _memory_items(rp))


def _host_ram_finding(rp: ResolvedProject, need_gib: float, node_id: str | None,
                      sentences: tuple = TRAINING_RAM) -> Finding:
    """The offloaded states, parameters, checkpoints or experts against the RAM of the machines."""
    items = _memory_items(rp)
    ram = installed_ram_gib(rp)
    ids = sorted({r.item.id for r in items})
    what = dict(need_gib=need_gib, ram_gib=ram, usable_gib=ram * HOST_RAM_SHARE, share=HOST_RAM_SHARE,
                buy_gib=ram_to_buy_gib(need_gib))
    code, none, over, tight, fine = sentences
    level, sentence = {"unknown": ("warn", none), "over": ("fail", over), "tight": ("warn", tight),
                       "fine": ("ok", fine)}[ram_verdict(need_gib, ram)]
    return _f(level, code, sentence, ids, node_id, **what)


def _hf_repo(rp: ResolvedProject) -> str | None:
    """The catalog model's Hugging Face repository (what vllm serve loads); None for a pasted config.json."""
    model_id = rp.project.workload.model_id
    entry = rp.catalog.model(model_id) if model_id is not None else None
    return entry.hf_repo if entry is not None else None


def _engine_format_finding(w: Workload, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.engine_format: the engine does not load the workload's weight format."""
    from planner.llm.quant import FORMATS

    template = (T("{engine} does not load {quant_label} weights; it takes GGUF files (or FP16/BF16). "
                  "Choose another quantization or engine.") if w.engine == "llama.cpp" else
                T("{engine} does not load {quant_label} weights; it takes FP16/BF16, FP8, INT8, GPTQ, AWQ or NF4 "
                  "weights. Choose another quantization or engine."))
    return _f("fail", "fit.engine_format", template, gpu_items, node_id,
              engine=w.engine, quant=w.quantization, quant_label=FORMATS[w.quantization].label)


def _verdict_finding(report: FitReport, w: Workload, label: str, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.fits (fit.fits_in_memory when the context is beyond the model's window) or fit.does_not_fit, with every
    card's used/capacity and layers."""
    inference = w.mode == "inference"
    what = dict(model=label, quant_label=report.quant_label, context=w.context_tokens, batch=w.batch_size,
                engine=w.engine, mode=w.mode)
    per = report.training.per_gpu if report.training else report.per_gpu
    # Per card "name used/capacity GiB (layers)": names and figures only, so the list reads the same in any language.
    cards_text = "; ".join(f"{c.name} {c.used_gib:.1f}/{c.capacity_gib:g} GiB"
                           + (f" ({c.layer_range})" if c.layers else "") for c in per) or "-"
    if report.fits_in_memory:
        tightest = min(per, key=lambda c: c.free_gib)
        level, code, template = (("ok", "fit.fits", FITS if inference else FITS_TRAINING) if report.fits else
                                 ("info", "fit.fits_in_memory", IN_MEMORY if inference else IN_MEMORY_TRAINING))
        return _f(level, code, template, gpu_items, node_id, **what, cards=cards_text,
                  tightest=tightest.name, min_free_gib=tightest.free_gib)
    short = "; ".join(f"{c.name} {-c.free_gib:.1f} GiB" for c in per if not c.fits)
    spill = len(report.placement.host_layers) if inference else 0
    # the suggestions, sentences of the report, joined in the language shown (English: with a space)
    options = join(report.suggestions, " ")
    return _f(
        "fail", "fit.does_not_fit", DOES_NOT_FIT if inference else DOES_NOT_FIT_TRAINING, gpu_items, node_id,
        **what, short=short, spill=spill, cards=cards_text, options=options,
        reason=(text(REASON_SHORT, short=short) if short else report.unplaceable or text(REASON_LAYERS_LEFT)),
        spill_clause=text(SPILL_CLAUSE, spill=spill) if spill else EMPTY,
        options_clause=text(OPTIONS_CLAUSE, options=options) if report.suggestions else EMPTY)


def _rule_finding(report: FitReport, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.rule_of_thumb: the seed rule's range, verdict and explanation."""
    r = report.rule_of_thumb
    return _f("info", "fit.rule_of_thumb", RULE_FINDING, gpu_items, node_id, low_gb=r.low_gb,
              high_gb=r.high_gb, low_gib=r.low_gib, high_gib=r.high_gib, total_vram_gib=r.total_vram_gib,
              **r.explanation.params, verdict=r.verdict, explanation=r.explanation)


def _balanced_spill_finding(report: FitReport, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.balanced_spill: the placement's own note about 'balanced' (planner/llm/placement.py) as one sentence."""
    return _f("warn", "fit.balanced_spill",
              T("device_map='balanced' puts {layers:# layer|# layers} on the CPU on these unequal cards although "
                "they have room together: 'balanced' caps every card but the last at total/n + 1.25 x one "
                "layer, so {layers:# layer spills|# layers spill} to the CPU although the cards together have room: use "
                "'sequential' or put the smaller card first."),
              gpu_items, node_id, layers=len(report.placement.host_layers))


def _speed_finding(report: FitReport, w: Workload, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.speed: the expected decode (and prefill) speed."""
    s = report.tokens_per_s
    template = (T("Expected decode speed about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f}) at {context:,} "
                  "tokens, {start:.1f} near the start; prefill of a 512-token prompt about {prefill:,.0f} tokens/s "
                  "({prefill_low:,.0f}-{prefill_high:,.0f}).")
                if s.prefill_tokens_per_s else
                T("Expected decode speed about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f}) at {context:,} "
                  "tokens, {start:.1f} near the start."))
    return _f("info", "fit.speed", template, gpu_items, node_id, tokens_per_s=s.decode_tokens_per_s,
              low=s.decode_low, high=s.decode_high, context=w.context_tokens,
              start=s.short_context_tokens_per_s, prefill=s.prefill_tokens_per_s, prefill_low=s.prefill_low,
              prefill_high=s.prefill_high)


def _network_finding(report: FitReport, gpu_items: list[str]) -> Finding:
    """fit.network: what crossing from machine to machine costs each decoded token."""
    s = report.tokens_per_s
    cal = network_calibration()
    step_ms = 1000 / s.per_sequence_tokens_per_s if s.per_sequence_tokens_per_s else 0.0
    return _f("info", "fit.network",
              T("The layers are split over machines: each token crosses {boundaries:# machine boundary|# machine "
                "boundaries}, adding about {network_ms:.1f} ms a token ({share:.0%} of the step). One boundary cost "
                "{low:.1f}-{high:.1f} ms a token in published llama.cpp RPC runs over 1 and 2.5 GbE; a faster link "
                "is not assumed to cost less, and RDMA saves about {rdma:.1f} ms."),
              gpu_items, None, boundaries=s.machine_boundaries, network_ms=s.network_ms,
              share=s.network_ms / step_ms if step_ms else 0.0, low=cal["low_ms"], high=cal["high_ms"],
              rdma=cal["rdma_saving_ms"])


def _limits_finding(report: FitReport, w: Workload, gpu_items: list[str], node_id: str | None) -> Finding:
    """fit.limits: the largest context that fits and the best quantization that fits (by its label, 'GGUF Q8_0';
    best_quant keeps the id for scripts)."""
    from planner.llm.quant import FORMATS

    if report.max_context:
        template = (T("Largest context that fits: {max_context:,} tokens; best quantization that fits at "
                      "{context:,} tokens: {best_quant_label}.") if report.best_quant else
                    T("Largest context that fits: {max_context:,} tokens; best quantization that fits at "
                      "{context:,} tokens: none."))
    else:
        template = (T("The model does not fit at any context with {quant_label}; best quantization that fits: "
                      "{best_quant_label}.") if report.best_quant else
                    T("The model does not fit at any context with {quant_label}; best quantization that fits: "
                      "none."))
    return _f("info", "fit.limits", template, gpu_items, node_id, max_context=report.max_context,
              best_quant=report.best_quant, context=w.context_tokens, quant_label=report.quant_label,
              best_quant_label=FORMATS[report.best_quant].label if report.best_quant else "")
