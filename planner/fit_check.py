"""The model-fit section of evaluate(): the workload's model on the first machine's GPUs."""

from __future__ import annotations

import json

from .finding import Finding
from .fit import FitReport, fit_model
from .llm import ConfigError, ModelSpec, spec_from_catalog_entry, spec_from_config
from .model.parts import Gpu
from .pcie import PcieReport
from .placement import Card
from .resolve import ResolvedProject


def _f(level, code, message, items=(), node_id=None, **params) -> Finding:
    return Finding(check="fit", level=level, code=code, message=message, node_id=node_id, item_ids=list(items),
                   params=params)


def resolve_model(rp: ResolvedProject) -> tuple[ModelSpec | None, str, list[Finding]]:
    w = rp.project.workload
    if w.model_id is not None:
        entry = rp.catalog.model(w.model_id)
        if entry is None:
            return None, w.model_id, []  # reported by the workload check
        try:
            return spec_from_catalog_entry(entry), entry.name, []
        except ConfigError as exc:
            return None, entry.name, [_f("fail", "fit.bad_model_config", f"Catalog model {entry.id}: {exc}")]
    if w.hf_config is not None:
        name = w.model_name or "model from config.json"
        try:
            return spec_from_config(json.loads(json.dumps(w.hf_config)), name=name,
                                    where="workload.hf_config"), name, []
        except ConfigError as exc:
            return None, name, [_f("fail", "fit.bad_model_config", str(exc))]
    return None, "", []


def gpu_cards(rp: ResolvedProject, pcie: PcieReport | None) -> tuple[list[Card], str | None, list[str]]:
    for rnode in rp.nodes:
        gpus = rnode.gpus()
        if not gpus:
            continue
        units = {f"{r.item.id}#{n}": (r, g) for r, g in gpus for n in range(1, r.item.quantity + 1)}
        order = list(units)
        links: dict[str, float] = {}
        if pcie is not None:
            node_pcie = next((n for n in pcie.nodes if n.node_id == rnode.node.id), None)
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
                              fp16_tflops=g.fp16_tensor_tflops, link_gbps=links.get(ref)))
        return cards, rnode.node.id, sorted({r.item.id for r, _ in gpus})
    return [], None, []


def check_fit(rp: ResolvedProject, pcie: PcieReport | None) -> tuple[FitReport | None, list[Finding]]:
    spec, label, findings = resolve_model(rp)
    if spec is None:
        return None, findings
    cards, node_id, gpu_items = gpu_cards(rp, pcie)
    w = rp.project.workload
    from .quant import FORMATS, engine_accepts

    if not engine_accepts(w.engine, FORMATS[w.quantization]):
        takes = "GGUF files (or FP16/BF16)" if w.engine == "llama.cpp" else "FP16/BF16, FP8, INT8, GPTQ, AWQ or NF4 weights"
        return None, findings + [_f("fail", "fit.engine_format",
                                    f"{w.engine} does not load {FORMATS[w.quantization].label} weights; it takes {takes}. "
                                    "Choose another quantization or engine.", gpu_items, node_id,
                                    engine=w.engine, quant=w.quantization)]
    if not cards:
        return None, findings + [_f("info", "fit.no_gpu", f"No GPU in the build, so {label} is not placed.")]
    report = fit_model(spec, label, cards, engine=w.engine, quant=w.quantization, kv_dtype=w.kv_cache_type,
                       context=w.context_tokens, batch=w.batch_size, mode=w.mode, tensor_split=w.tensor_split,
                       flash_attention=w.flash_attention, margin_gib=w.vram_margin_gib, lora_rank=w.lora_rank,
                       lora_modules=list(w.lora_modules), gradient_checkpointing=w.gradient_checkpointing)
    what = (f"{label} ({report.quant_label}, {w.context_tokens:,} tokens x {w.batch_size}, {w.engine})"
            if w.mode == "inference" else f"{label} {w.mode} (sequence {w.context_tokens:,} x batch {w.batch_size})")
    per = report.training.per_gpu if report.training else report.per_gpu
    cards_text = "; ".join(f"{c.name} {c.used_gib:.1f}/{c.capacity_gib:g} GiB"
                           + (f" (layers {c.layer_range})" if c.layers else "") for c in per)
    if report.fits:
        tightest = min(per, key=lambda c: c.free_gib)
        findings.append(_f("ok", "fit.fits", f"{what} fits: {cards_text}. Tightest card: {tightest.name} with "
                           f"{tightest.free_gib:.1f} GiB to spare.", gpu_items, node_id,
                           min_free_gib=tightest.free_gib))
    else:
        short = [c for c in per if not c.fits]
        detail = "; ".join(f"{c.name} short by {-c.free_gib:.1f} GiB" for c in short) or "layers left over"
        if report.placement.host_layers and w.mode == "inference":
            detail += f"; {len(report.placement.host_layers)} layer(s) spill to host RAM"
        fixes = (" Options: " + " ".join(report.suggestions)) if report.suggestions else ""
        findings.append(_f("fail", "fit.does_not_fit", f"{what} does not fit: {detail}. Per card: {cards_text}.{fixes}",
                           gpu_items, node_id))
    r = report.rule_of_thumb
    findings.append(_f("info", "fit.rule_of_thumb",
                       f"Seed rule (params x 2 bytes x 1.2-1.3): {r.low_gb:.1f}-{r.high_gb:.1f} GB "
                       f"({r.low_gib:.1f}-{r.high_gib:.1f} GiB) against {r.total_vram_gib:g} GiB on the cards; "
                       f"{r.verdict}. {r.explanation}", gpu_items, node_id, low_gib=r.low_gib, high_gib=r.high_gib))
    if w.engine == "accelerate-balanced" and report.placement.host_layers:
        findings.append(_f("warn", "fit.balanced_spill",
                           f"device_map='balanced' puts {len(report.placement.host_layers)} layer(s) on the CPU on these "
                           "unequal cards although they have room together: " + report.placement.notes[-1],
                           gpu_items, node_id))
    if report.tokens_per_s is not None and w.mode == "inference":
        s = report.tokens_per_s
        findings.append(_f("info", "fit.speed",
                           f"Expected decode speed about {s.decode_tokens_per_s:.1f} tokens/s "
                           f"({s.decode_low:.1f}-{s.decode_high:.1f}) at {w.context_tokens:,} tokens, "
                           f"{s.short_context_tokens_per_s:.1f} near the start"
                           + (f"; prefill about {s.prefill_tokens_per_s:,.0f} tokens/s" if s.prefill_tokens_per_s else "")
                           + ".", gpu_items, node_id, tokens_per_s=s.decode_tokens_per_s, low=s.decode_low,
                           high=s.decode_high))
    if w.mode == "inference":
        findings.append(_f("info", "fit.limits",
                           f"Largest context that fits: {report.max_context:,} tokens; best quantization that fits at "
                           f"{w.context_tokens:,} tokens: "
                           + (report.best_quant or "none") + "." if report.max_context else
                           f"The model does not fit at any context with {report.quant_label}; best quantization "
                           f"that fits: {report.best_quant or 'none'}.", gpu_items, node_id,
                           max_context=report.max_context, best_quant=report.best_quant))
    return report, findings
