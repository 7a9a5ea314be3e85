"""Headless command line: the scriptable face of the same engine the window uses.

Exit codes: 0 = no finding at level fail, 1 = at least one fail, 2 = unusable input (bad file,
bad arguments), 3 = internal error (a bug; details are written to a log file, not the terminal).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import textwrap
import traceback
from pathlib import Path
from typing import Sequence, TextIO

from planner import __version__
from planner.compare import CompareReport, compare_projects, expand_builds, with_reference
from planner.catalog.store import KIND_ALIASES, LISTABLE_KINDS, Catalog, load_catalog
from planner.errors import InputFileError, PlannerError
from planner.evaluate import evaluate
from planner.model.shown import psu_unit_text
from planner.hardware.pricing import counted_prices
from planner.io import load_project
from planner.model.parts import kind_label
from planner.new_project import CURRENCIES, new_project
from planner.model.project import (BASE_PRECISIONS, TRAIN_OFFLOADS, ENGINES, KV_CACHE_TYPES, OPTIMIZERS,
                                   TRAIN_STRATEGIES, WORKLOAD_MODES, Project)
from planner.paths import user_data_dir
from planner.price_import import import_prices
from planner.report import PlanReport
from planner.share import FORMATS as SHARE_FORMATS, share_text
from planner.text import T, display_width, fit_width, render, text

EXIT_OK, EXIT_FAIL, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 3
LANGS = ("en", "zh_CN")
SUBCOMMANDS = ("check", "catalog", "schema", "fit", "tco", "export", "share", "verify", "new", "compare", "prices",
               "advise", "detect", "import")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # exit 2 with a one-line reason, like other input errors
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(EXIT_INPUT)


def _day(value: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a day written YYYY-MM-DD") from None


def _as_of_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--as-of", type=_day, default=None, metavar="YYYY-MM-DD",
                        help="the day prices' ages are counted to (default today)")


def _as_of(args) -> datetime.date:
    return getattr(args, "as_of", None) or datetime.date.today()


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="GPU Rig Planner: plan a multi-GPU machine before you buy it.")
    p.add_argument("--version", action="version", version=f"GPU Rig Planner {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    _add_report_parsers(sub)
    _add_fit_parser(sub)
    _add_tco_parser(sub)
    _add_output_parsers(sub)
    _add_project_parsers(sub)
    from planner.advise.cli import add_parser as add_advise_parser

    add_advise_parser(sub, _Parser, LANGS)
    _add_prices_parser(sub)
    from planner.detect.cli import add_parsers as add_start_parsers

    add_start_parsers(sub, LANGS)
    return p


def _add_report_parsers(sub) -> None:
    """check, catalog, schema: the report and what the catalog holds."""
    c = sub.add_parser("check", help="evaluate a project file; exit 1 if any finding fails")
    c.add_argument("file", metavar="FILE", help="project file (.json)")
    c.add_argument("--json", action="store_true", help="print the full report as JSON")
    _as_of_argument(c)
    k = sub.add_parser("catalog", help="list catalog entries of one kind")
    k.add_argument("kind", metavar="KIND", help="one of: " + ", ".join(LISTABLE_KINDS))
    k.add_argument("--json", action="store_true", help="print a JSON array of the entries")
    k.add_argument("--currency", metavar="CUR", type=str.upper,
                   help="show the text list's prices in this currency (ISO code such as CNY), converted at the "
                        "catalog's dated exchange rates, with each GPU's price per GB of memory")
    sub.add_parser("schema", help="print the JSON Schema of the project file")


def _add_fit_parser(sub) -> None:
    """fit: the model, the cards and the placement; training and MoE offload flags in their own helpers."""
    f = sub.add_parser("fit", help="does a model fit across these GPUs, and how fast will it decode?")
    f.add_argument("--model", required=True, metavar="ID_OR_CONFIG_JSON",
                   help="catalog model id (see 'catalog models') or a local Hugging Face config.json")
    f.add_argument("--gpus", required=True, metavar="ID[,ID...]", help="catalog GPU ids in card order, e.g. rtx-3090,rtx-3080-10g")
    f.add_argument("--quant", default=None, help="fp16, bf16, fp8, int8, gptq, awq, nf4, q8_0, q6_k, q5_k_m, q4_k_m, "
                                                  "q4_0, q3_k_m, q2_k, ... (default fp16); training: the base, bf16, "
                                                  "int8, nf4 or fp4 (default: the mode's own)")
    f.add_argument("--kv", default="fp16", choices=KV_CACHE_TYPES, help="KV cache type (default fp16)")
    f.add_argument("--context", "--seq-len", dest="context", type=int, default=4096,
                   help="context length in tokens; the sequence length when training (default 4096)")
    f.add_argument("--batch", "--micro-batch", dest="batch", type=int, default=1,
                   help="parallel sequences; the micro-batch per card when training (default 1)")
    f.add_argument("--engine", default="llama.cpp", choices=ENGINES)
    f.add_argument("--mode", default="inference", choices=WORKLOAD_MODES)
    _fit_training_flags(f)
    f.add_argument("--tensor-split", default=None, help="one value per card: llama.cpp -ts ratios (e.g. 3,1) or, for vllm-pp, "
                                                         "layers per stage adding up to the model's layers")
    f.add_argument("--tensor-parallel-size", type=int, default=None, metavar="N",
                   help="vllm-tp: cards each layer is split over (a divisor of the card count; the groups run as "
                        "pipeline stages); default every card")
    _fit_offload_flags(f)
    f.add_argument("--json", action="store_true", help="print the fit report as JSON")


def _fit_training_flags(f) -> None:
    """fit --mode lora|qlora|full_finetune: the recipe."""
    f.add_argument("--lora-rank", type=int, default=16)
    f.add_argument("--lora-targets", default=None, metavar="MODULE[,MODULE...]",
                   help="LoRA target modules: attention, all-linear (every linear layer: MoE experts and router "
                        "too), or names, e.g. q_proj,v_proj,router (default: the seven projections)")
    f.add_argument("--no-checkpointing", action="store_true", help="training without gradient checkpointing")
    f.add_argument("--offload-checkpoints", action="store_true",
                   help="keep gradient checkpoints in host RAM (Unsloth-style offloaded checkpointing)")
    f.add_argument("--base", default="auto", choices=BASE_PRECISIONS,
                   help="frozen base of LoRA/QLoRA: bf16, int8, nf4 or fp4 (default auto: LoRA bf16, QLoRA nf4)")
    f.add_argument("--optimizer", default="adamw", choices=OPTIMIZERS, help="training optimizer (default adamw, "
                                                                           "fp32 states)")
    f.add_argument("--pure-bf16", action="store_true", help="train in pure bf16: no fp32 master weights")
    f.add_argument("--strategy", default="ddp", choices=TRAIN_STRATEGIES,
                   help="several cards when training: ddp (default), pipeline, zero1, zero2, zero3 or fsdp")
    f.add_argument("--train-offload", default="none", choices=TRAIN_OFFLOADS,
                   help="training state in host RAM: optimizer (zero2/zero3) or optimizer_and_params (zero3/fsdp)")


def _fit_offload_flags(f) -> None:
    """fit with llama.cpp: a draft model, and MoE experts in system RAM."""
    f.add_argument("--draft", default=None, metavar="MODEL_ID",
                   help="llama.cpp speculative decoding: a catalog model as the draft (llama-server -md); its memory "
                        "is counted on the cards")
    f.add_argument("--draft-quant", default=None, metavar="QUANT", help="the draft's weight format (default: --quant)")
    f.add_argument("--cpu-offload", default=None, metavar="auto|N",
                   help="MoE models with llama.cpp: keep the routed experts of N layers in system RAM (--n-cpu-moe); "
                        "auto: the fewest layers that make the model fit")
    f.add_argument("--cpu", default=None, metavar="CPU_ID", help="catalog CPU whose memory channels the experts are "
                                                                  "read through (with --ram)")
    f.add_argument("--ram", default=None, metavar="MEMORY_ID", help="catalog memory kit (with --cpu)")
    f.add_argument("--ram-kits", type=int, default=1, metavar="N", help="kits of --ram installed (default 1)")


def _add_tco_parser(sub) -> None:
    t = sub.add_parser("tco", help="cost of owning the rig against cloud GPUs and APIs")
    t.add_argument("file", metavar="FILE", help="project file (.json)")
    t.add_argument("--log", metavar="CSV", help="nvidia-smi log (query CSV or dmon) to measure utilization from")
    t.add_argument("--interval", type=float, default=1.0,
                   help="seconds between samples of a dmon log without -o DT or -o T (dmon's -d; default 1); "
                        "other logs take the interval from their timestamps")
    t.add_argument("--json", action="store_true", help="print the cost report as JSON")
    t.add_argument("--reference", metavar="NAME",
                   help="the cloud or API option (by name) the payback, tornado and verdict are against, instead of "
                        "the project's costs.reference_alternative (default: the cheapest that can run the workload)")


def _add_output_parsers(sub) -> None:
    """export, share, verify: the plan written out, and the built rig put beside it."""
    x = sub.add_parser("export", help="write the Excel quote (quote, checks, live TCO, bring-up checklist)")
    x.add_argument("file", metavar="FILE", help="project file (.json)")
    x.add_argument("-o", "--output", metavar="OUT.xlsx", required=True, help="workbook to write")
    x.add_argument("--lang", choices=LANGS, default="en", help="language of the workbook (default en)")
    x.add_argument("--compare", metavar="OTHER.json", nargs="+", default=[],
                   help="other project files: adds a Compare sheet with this build and these side by side (a "
                        "project's variants are always compared)")
    _measurement_flags(x, "fill the Bring-up sheet's measured cells from ")
    _as_of_argument(x)
    s = sub.add_parser("share", help="print the plan as Markdown or BBCode to paste into a forum or chat; "
                                     "exit 1 if any finding fails")
    s.add_argument("file", metavar="FILE", help="project file (.json)")
    s.add_argument("--format", choices=SHARE_FORMATS, default="markdown", help="markup (default markdown)")
    s.add_argument("--lang", choices=LANGS, default="en", help="language of the text (default en)")
    _as_of_argument(s)
    v = sub.add_parser("verify", help="put the built rig's own measurements beside the plan; exit 1 if one differs, 2 if nothing could be compared")
    v.add_argument("file", metavar="FILE", help="project file (.json)")
    _measurement_flags(v, "")
    v.add_argument("--json", action="store_true", help='print {"checks": [...], "summary": {...}}')
    v.add_argument("--lang", choices=LANGS, default="en", help="language of the messages (default en)")


def _add_project_parsers(sub) -> None:
    """new, compare: a project to start from, and several side by side."""
    n = sub.add_parser("new", help="write the project File > New starts with (rates, workload, cloud and API "
                                   "alternatives from the catalog)")
    n.add_argument("-o", "--output", metavar="FILE.json", required=True, help="project file to write")
    n.add_argument("--currency", choices=CURRENCIES, default=None,
                   help="currency of the project (default: CNY for --lang zh_CN, else USD)")
    n.add_argument("--lang", choices=LANGS, default="en", help="language of the project name (default en)")
    n.add_argument("--force", action="store_true", help="replace FILE.json if it exists")
    v = sub.add_parser("compare", help="several project files side by side, the best value in each row marked; "
                                       "exit 1 if any variant has a failing finding")
    v.add_argument("files", metavar="FILE", nargs="+", help="project files (.json): two or more, or one holding variants (each build a column); amounts are shown "
                                                            "in the first one's currency")
    v.add_argument("--json", action="store_true", help="print the comparison as JSON")
    v.add_argument("--lang", choices=LANGS, default="en", help="language of the table (default en)")
    _as_of_argument(v)
    v.add_argument("--reference", metavar="NAME",
                   help="the cloud or API option (by name) every build's break-even and payback are against "
                        "(default: each build's own reference)")


def _add_prices_parser(sub) -> None:
    pr = sub.add_parser("prices", help="import dated price quotes from a CSV into the user catalog")
    pr_sub = pr.add_subparsers(dest="prices_command", metavar="ACTION", parser_class=_Parser, required=True)
    pi = pr_sub.add_parser("import", help="import FILE.csv: part quotes (columns part,amount,currency,condition,"
                                          "date,source), cloud offers (provider,gpu,pricing,price_per_gpu_hour,"
                                          "currency,date,source) or API prices (provider,model,input_per_million,"
                                          "output_per_million,currency,date,source); exit 1 if some rows were "
                                          "refused, 2 if the file is unusable")
    pi.add_argument("file", metavar="FILE.csv")
    pi.add_argument("--json", action="store_true", help="print what was imported and refused as JSON")
    pi.add_argument("--lang", choices=LANGS, default="en", help="language of the messages (default en)")


MEASUREMENT_FLAGS = ("topo", "smi", "bench", "p2p", "power")


def _measurement_flags(parser, prefix: str) -> None:
    """--topo, --smi, --bench, --p2p, --power: the built rig's own outputs (verify, export)."""
    parser.add_argument("--topo", metavar="TOPO.txt", help=prefix + "the output of nvidia-smi topo -m")
    parser.add_argument("--smi", metavar="QUERY.csv", help=prefix + "the output of nvidia-smi --query-gpu=index,name,"
                        "pcie.link.gen.current,pcie.link.width.current,pcie.link.gen.max,pcie.link.width.max,"
                        "memory.total,power.limit --format=csv")
    parser.add_argument("--bench", metavar="LLAMA_BENCH", help=prefix + "llama-bench output (markdown table or -o json)")
    parser.add_argument("--p2p", metavar="P2P.txt", help=prefix + "the output of CUDA samples' p2pBandwidthLatencyTest")
    parser.add_argument("--power", metavar="LOG.csv", help=prefix + "an nvidia-smi log with power.draw (query CSV or dmon)")


# ----------------------------------------------------------------------------- text helpers

_fit = fit_width


def _money(m) -> str:
    return "-" if m is None else f"{m.amount:,.2f} {m.currency}"


def render_report_text(report: PlanReport, source: str) -> str:
    lines = [f"Project: {report.project_name}", f"File:    {source}"]
    if report.project_notes:
        lines += textwrap.wrap(report.project_notes, 110, initial_indent="Notes:   ", subsequent_indent="         ")
    counts = report.finding_counts
    lines.append(f"Status:  {report.status.upper()}  ({counts['fail']} fail, {counts['warn']} warn, "
                 f"{counts['info']} info, {counts['ok']} ok)")
    lines.append("")
    lines.append("Bill of materials")
    cols = [("Category", 12), ("Part", 40), ("Qty", 4), ("Cond.", 5), ("Unit price", 16), ("Line total", 16), ("Slots", 18)]
    lines.append("  " + " ".join(_fit(name, w) for name, w in cols))
    for b in report.bom.lines:
        row = [kind_label(b.category), b.name, str(b.quantity), b.condition, _money(b.unit_price), _money(b.line_total),
               ", ".join(b.slots)]
        lines.append("  " + " ".join(_fit(v, w) for v, (_, w) in zip(row, cols)).rstrip())
        if b.price_note:
            lines.append(f"    {b.price_note}")
        if b.price_age:
            lines.append(f"    {'OLD PRICE: ' if b.price_stale else ''}{b.price_age}")
    lines.append("")
    for t in report.bom.totals_by_currency:
        lines.append(f"  Subtotal in {t.currency}: {t.amount:,.2f}")
    if report.bom.total is not None:
        via = f" (using {'; '.join(report.bom.conversions)})" if report.bom.conversions else ""
        lines.append(f"  Total: {report.bom.total.amount:,.2f} {report.bom.total.currency}{via}")
    else:
        lines.append("  Total: not available (an exchange rate is missing)")
    if report.power is not None:
        p = report.power
        lines.append("")
        lines.append("Power")
        lines.append(f"  Sustained load {p.sustained_w:,.0f} W; x1.3 rule {p.recommended_psu_w:,.0f} W "
                     f"(a {p.recommended_psu_size_w} W unit); PSU capacity {p.psu_w:,.0f} W; "
                     f"worst transient {p.transient_peak_w:,.0f} W; wall draw {p.wall_w:,.0f} W")
        for node in p.nodes if len(p.nodes) > 1 else []:
            lines.append(f"  Machine {node.node_id}: sustained {node.sustained_w:,.0f} W; x1.3 rule "
                         f"{node.recommended_psu_w:,.0f} W (a {node.recommended_psu_size_w} W unit); PSU capacity "
                         f"{node.psu_w:,.0f} W; worst transient {node.transient_peak_w:,.0f} W; wall draw "
                         f"{node.wall_w:,.0f} W")
        for node in p.nodes:
            for psu in node.psus:
                worst = psu.worst_window
                lines.append(f"  {psu_unit_text(psu.ref).render('en')} {psu.name} (ATX {psu.atx_version}): "
                             f"{psu.dc_load_w:,.0f} W DC "
                             f"({psu.load_fraction:.0%} load, {psu.efficiency:.1%} efficient) -> {psu.wall_w:,.0f} W wall; "
                             f"worst window {worst.window}: {worst.total_w:,.0f} / {worst.tolerance_w:,.0f} W")
        for c in p.circuits:
            lines.append(f"  Circuit {c.name}: {c.load_w:,.0f} W of {c.continuous_limit_w:,.0f} W continuous "
                         f"({c.nameplate_w:,.0f} W rating)")
    if report.pcie is not None and report.pcie.devices:
        lines.append("")
        lines.append("PCIe")
        for d in report.pcie.devices:
            link = "off" if d.link_gen is None else f"PCIe {d.link_gen}.0 x{d.link_width}"
            lines.append(f"  {_fit(d.slot, 14)} {_fit(d.device, 40)} {_fit(link, 14)} {d.bandwidth_gbps:7.2f} GB/s  via {d.via}")
        for node in report.pcie.nodes:
            lines += _topology_lines(node, len(report.pcie.nodes) > 1)
    lines.append("")
    lines.append("Findings")
    for f in report.findings:
        lines.append(f"  [{f.level.upper():4}] {f.code}: {f.message}")
    return "\n".join(lines) + "\n"


def _topology_lines(node, name_machine: bool) -> list[str]:
    """One machine's predicted nvidia-smi topo -m (the matrix is per machine)."""
    if len(node.gpu_order) <= 1:
        return []
    machine = f" on machine {node.node_id}" if name_machine else ""
    lines = [f"  Predicted nvidia-smi topo -m{machine}:",
             "  " + " " * 8 + "".join(f"{'GPU' + str(i):>6}" for i in range(len(node.gpu_order)))]
    for i, row in enumerate(node.topology):
        lines.append(f"  {'GPU' + str(i):8}" + "".join(f"{cell:>6}" for cell in row))
    return lines


def render_catalog_text(entries: list, catalog: Catalog, currency: str | None = None) -> str:
    lines = []
    for e in entries:
        origin = catalog.origins.get(e.id)
        mark = "" if origin is None or origin.bundled else "  [user]"
        prices = _catalog_prices_text(e, catalog, currency)
        lines.append(f"{_fit(e.id, 28)} {_fit(e.name, 44)} {e.key_specs()}{mark}" + (f"  | {prices}" if prices else ""))
    return "\n".join(lines) + ("\n" if lines else "")


def _catalog_prices_text(entry, catalog: Catalog, currency: str | None) -> str:
    """The price a line of each condition would be counted at ("new 899 USD 2024-05-14"); with a currency,
    converted at the catalog's rates, and for a GPU the cheaper price per GB of its memory."""
    if not getattr(entry, "prices", None):
        return ""
    counted = counted_prices(entry, currency or "", catalog.exchange_rates if currency else ())
    cells = []
    for c in counted:
        shown = (f"{c.amount:,.0f} {currency}" if currency and c.amount is not None
                 else f"{c.point.amount:,.0f} {c.point.currency}")
        cells.append(f"{c.condition} {shown} {c.point.date.isoformat()}")
    per_gb = [c for c in counted if c.per_gb is not None]
    if per_gb:
        best = min(per_gb, key=lambda c: c.per_gb)
        cells.append(f"{best.per_gb:,.0f} {currency}/GB {best.condition}")
    return " · ".join(cells)


# ----------------------------------------------------------------------------- commands

def _load_catalog_reporting(err: TextIO) -> Catalog:
    catalog = load_catalog()
    for msg in catalog.messages:
        if msg.level == "warn":
            print(f"warning: user catalog {msg}", file=err)
    return catalog


#: Warnings about the file's own values that `check` and `tco` both repeat on stderr: an implausible value, an
#: article claim whose cloud option is not in the project (its figure is left out of `tco`), and a reference
#: alternative that is not used (no option of its name, or one that cannot run the workload).
STDERR_WARNINGS = ("input.implausible", "tco.article_unknown_option", "tco.reference_not_used")


def _report_input_problems(report: PlanReport, file: str, err: TextIO) -> bool:
    """Warn on stderr of each implausible value or dangling claim; say on stderr which value is unusable. True when
    one is: `check` and `tco` then both exit 2 with the same message."""
    for f in report.findings:
        if f.code in STDERR_WARNINGS:
            print(f"warning: {file}: {f.message}", file=err)
    unusable = report.unusable_input()
    if unusable is not None:
        print(f"error: {file}: {unusable.message}", file=err)
    return unusable is not None


def cmd_check(args, out: TextIO, err: TextIO) -> int:
    project = load_project(args.file)
    catalog = _load_catalog_reporting(err)
    report = evaluate(project, catalog, as_of=_as_of(args))
    if args.json:
        out.write(report.model_dump_json(indent=2) + "\n")
    else:
        out.write(render_report_text(report, args.file))
    if _report_input_problems(report, args.file, err):
        return EXIT_INPUT
    return EXIT_FAIL if report.has_failures() else EXIT_OK


def cmd_catalog(args, out: TextIO, err: TextIO) -> int:
    kind = KIND_ALIASES.get(args.kind.lower())
    if kind is None:
        print(f"main.py catalog: unknown kind '{args.kind}'; choose one of: {', '.join(LISTABLE_KINDS)}", file=err)
        return EXIT_INPUT
    catalog = _load_catalog_reporting(err)
    known = {c for r in catalog.exchange_rates for c in (r.base, r.quote)}
    if args.currency is not None and args.currency not in known:
        print(f"main.py catalog: no exchange rate for '{args.currency}' in the catalog; choose one of: "
              f"{', '.join(sorted(known))}", file=err)
        return EXIT_INPUT
    entries = catalog.of_kind(kind)
    if args.json:
        data = [e.model_dump(mode="json", by_alias=True, exclude_none=True) for e in entries]
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(render_catalog_text(entries, catalog, args.currency))
    return EXIT_OK


def project_json_schema() -> dict:
    schema = Project.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "GPU Rig Planner project file"
    return schema


def cmd_schema(args, out: TextIO, err: TextIO) -> int:
    out.write(json.dumps(project_json_schema(), ensure_ascii=False, indent=2) + "\n")
    return EXIT_OK


def render_fit_text(r) -> str:
    m, t = r.model_summary, r.training
    setup = (f"Setup:   {r.mode} training, base {r.quant_label}, sequence {r.context:,} x micro-batch {r.batch}" if t
             else f"Setup:   {r.engine}, {r.quant_label}, KV {r.kv_dtype}, context {r.context:,} x batch {r.batch}, "
                  f"mode {r.mode}")
    lines = [f"Model:   {r.model} ({m.model_type}, {r.params_total / 1e9:.2f} B parameters"
             + (f", {r.params_active / 1e9:.2f} B active" if m.moe else "") + f", {m.layers} layers)", setup,
             *([] if t else [f"KV cache: {r.kv_bytes_per_token / 1024:.1f} KiB per token at full context"]),
             f"Model window: {f'{r.model_max_context:,} tokens' if r.model_max_context else 'unknown'}",
             f"Verdict: {'FITS' if r.fits else 'DOES NOT FIT'}" + (f" ({r.context_note})" if r.context_note else ""),
             ""]
    # the KV/state column: the KV cache when serving, optimizer state and activations when training
    rows = [(c, c.training_memory_gib) for c in t.per_gpu] if t else [(c, c.kv_gib) for c in r.per_gpu]
    draft = r.draft_model is not None  # a column for the draft model's share, only when there is one
    head = [("GPU", 30), ("capacity", 9), ("used", 8), ("weights", 8), ("KV/state", 9), ("overhead", 9)]
    lines.append("  " + " ".join(_fit(h, w) for h, w in head + [("draft", 8)] * draft + [("free", 8), ("layers", 14)]))
    for c, kv in rows:
        cells = [_fit(c.name, 30), _fit(f"{c.capacity_gib:g}", 9), _fit(f"{c.used_gib:.2f}", 8),
                 _fit(f"{c.weights_gib:.2f}", 8), _fit(f"{kv:.2f}", 9), _fit(f"{c.overhead_gib:.2f}", 9)]
        cells += ([_fit(f"{c.draft_gib:.2f}", 8)] if draft else []) + [_fit(f"{c.free_gib:.2f}", 8), c.layer_range]
        lines.append("  " + " ".join(cells))
    lines += _training_lines(t) if t else _inference_lines(r)
    for note in (t.notes if t else r.placement.notes):
        lines.append(f"Note: {note}")
    for sug in r.suggestions:
        lines.append(f"Try: {sug}")
    return "\n".join(lines + _commands_lines(r) + _curve_lines(r)) + "\n"


def _inference_lines(r) -> list[str]:
    """Host offload, the seed rule, decode speed, MoE offload, the largest context, quantization and engines."""
    lines = []
    if r.placement.host_offload_gib:
        layers = render("{layers:# layer|# layers}", {"layers": len(r.placement.host_layers)})
        lines.append(f"  host RAM: {r.placement.host_offload_gib:.2f} GiB ({layers})")
    rot = r.rule_of_thumb
    lines += ["", f"Seed rule: params x 2 bytes x 1.2-1.3 = {rot.low_gb:.1f}-{rot.high_gb:.1f} GB; {rot.verdict}.",
              f"  {rot.explanation}"]
    if r.tokens_per_s:
        s = r.tokens_per_s
        lines.append(f"Decode:  {s.decode_tokens_per_s:.1f} tokens/s ({s.decode_low:.1f}-{s.decode_high:.1f}); "
                     f"{s.short_context_tokens_per_s:.1f} near the start of a conversation"
                     + (f"; prefill {s.prefill_tokens_per_s:,.0f} tokens/s" if s.prefill_tokens_per_s else ""))
    if r.moe_offload is not None:
        o = r.moe_offload
        ram = (f" of {o.ram_installed_gib:g} GiB installed" + (": MORE THAN THE RAM" if o.ram_verdict == "over" else "")
               if o.ram_installed_gib else "; RAM size not checked without --ram")
        lines.append(f"MoE offload: experts of {o.n_cpu_moe} of {o.moe_layers} layers in system RAM "
                     f"({o.host_gib:.1f} GiB{ram}, --n-cpu-moe {o.n_cpu_moe}); {o.basis}"
                     + ("" if o.decode_tokens_per_s is not None else
                        f"; decode not estimated without --cpu and --ram (the cards alone: "
                        f"{o.gpu_only_tokens_per_s or 0:.1f} tokens/s)"))
    lines.append(f"Largest context that fits: {r.max_context:,}" if r.max_context else "Largest context that fits: none")
    lines.append(f"Best quantization that fits: {r.best_quant or 'none'}")
    # an engine that does not take the quantization is planned with its own nearest one, which the line names: a
    # bare 'vllm-tp fits' with a GGUF quant contradicted check and the window, which refuse vLLM with GGUF
    lines.append("Engines: " + ", ".join(f"{e.engine} {'fits' if e.fits else 'no'}"
                                         + (f" {e.note.render('en')}" if e.note is not None else "") for e in r.engines))
    return lines + [f"  {key} {value}" for key, value in r.placement.settings.items()]


def _training_lines(t) -> list[str]:
    """The recipe, each card's components and the host RAM of a training fit."""
    lines = [f"  training state and activations: {t.training_memory_gib:.2f} GiB on all cards; "
             f"{t.total_gib:.2f} GiB used in all",
             f"  recipe: {t.strategy}, {t.optimizer}, {'fp32 master weights' if t.master_weights else 'pure bf16'}, "
             f"base {t.base_precision}, offload {t.train_offload}"
             + (", checkpoints in host RAM" if t.checkpoint_offload else "")
             + f"; {t.bytes_per_trainable_param:g} bytes per trained parameter"]
    for c in t.per_gpu:
        lines.append(f"  {_fit(c.name, 30)} weights {c.weights_gib:.2f}, master {c.master_weights_gib:.2f}, "
                     f"gradients {c.gradients_gib:.2f}, optimizer {c.optimizer_gib:.2f}, activations "
                     f"{c.activations_gib:.2f}, gathered {c.working_set_gib:.2f} GiB"
                     + (f"; {c.paged_gib:.2f} GiB paged" if c.paged_gib else ""))
    if t.host_ram_gib:
        lines.append(f"  host RAM for training: {t.host_ram_gib:.2f} GiB")
    lines.append("  strategies: " + ", ".join(
        f"{o.strategy}{'' if o.train_offload == 'none' else '+' + o.train_offload} {'fits' if o.fits else 'no'}"
        for o in t.strategies))
    longest = f"{t.max_sequence_length:,} tokens" if t.max_sequence_length else "none"
    return lines + ["", f"Activations: {t.activation_recipe}, {t.activation_mib_per_token:.3f} MiB per token of "
                        f"sequence (micro-batch {t.batch})", f"Longest sequence that trains: {longest}"]


def _commands_lines(r) -> list[str]:
    """The llama-server / vllm serve command of the placement, and what its placeholders stand for."""
    c = r.commands
    if c is None:
        return []
    lines = ["", "Commands:"]
    lines += [f"  {name}: {cmd}" for name, cmd in (("llama.cpp", c.llama_cpp), ("vLLM", c.vllm)) if cmd]
    return lines + [f"  Note: {note}" for note in c.notes]


def _curve_lines(r) -> list[str]:
    """Memory per card against context, the largest context that fits and the one asked for marked."""
    if not r.context_curve:
        return []
    lines = ["", f"Context curve (GiB used per card, KV {r.kv_dtype}):"]
    for p in r.context_curve:
        marks = [m for m, on in (("largest that fits", p.largest_fitting), ("asked for", p.requested)) if on]
        lines.append(f"  {p.context:>11,}  " + " / ".join(f"{g:.2f}" for g in p.per_card_gib)
                     + f"  {'fits' if p.fits else 'does not fit'}" + (f"  <- {', '.join(marks)}" if marks else ""))
    return lines


#: Bounds of the fit command's numbers: far above real use, low enough to keep every estimate finite and quick.
MAX_CONTEXT = 100_000_000
MAX_BATCH = 65_536
MAX_LORA_RANK = 65_536
MAX_CARDS = 64


def _fit_spec(catalog: Catalog, model_arg: str):
    """(ModelSpec, label, Hugging Face repository or None) of --model: a local config.json or a catalog model id."""
    from planner.llm.config import describe_value, load_config_file, spec_from_catalog_entry

    if model_arg.endswith(".json") or "/" in model_arg or Path(model_arg).is_file():
        spec = load_config_file(model_arg)
        return spec, spec.name, None
    entry = catalog.model(model_arg)
    if entry is None:
        raise InputFileError("--model", f"{describe_value(model_arg)} is neither a catalog model (see 'main.py catalog "
                                        "models') nor a config.json file")
    return spec_from_catalog_entry(entry), entry.name, entry.hf_repo


def _fit_cards(catalog: Catalog, gpus_arg: str) -> list:
    from planner.llm.config import describe_value
    from planner.llm.placement import Card, memory_class
    from planner.llm.rdna3 import is_rdna3

    ids = [g.strip() for g in gpus_arg.split(",") if g.strip()]
    if not ids:
        raise InputFileError("--gpus", "give at least one GPU id")
    if len(ids) > MAX_CARDS:
        raise InputFileError("--gpus", f"gives {len(ids)} cards; at most {MAX_CARDS} are planned in one machine")
    cards = []
    for n, gid in enumerate(ids):
        gpu = catalog.part(gid)
        if gpu is None or gpu.kind != "gpu":
            raise InputFileError("--gpus", f"{describe_value(gid)} is not a GPU in the catalog (see 'main.py catalog gpus')")
        cards.append(Card(ref=f"gpu{n}", name=gpu.name, capacity_gib=gpu.vram_gib,
                          bandwidth_gbps=gpu.memory_bandwidth_gbps, fp16_tflops=gpu.fp16_tensor_tflops,
                          memory_class=memory_class(gpu.memory_type), rdna3=is_rdna3(gpu.architecture)))
    return cards


def _fit_draft(catalog: Catalog, args, quant, spec):
    """--draft / --draft-quant: the draft model llama.cpp would load (None without --draft); refused where llama.cpp
    would refuse it (another engine, training, a vocabulary more than 128 tokens apart)."""
    from planner.llm.check import DRAFT_VOCAB_MAX_DIFFERENCE
    from planner.llm.config import describe_value, spec_from_catalog_entry
    from planner.llm.placement import Draft

    if args.draft is None:
        if args.draft_quant is not None:
            raise InputFileError("--draft-quant", "give --draft too: the quantization is the draft model's")
        return None
    if args.engine != "llama.cpp" or args.mode != "inference":
        raise InputFileError("--draft", "a draft model is planned for llama.cpp inference only (llama-server -md)")
    entry = catalog.model(args.draft)
    if entry is None:
        raise InputFileError("--draft", f"{describe_value(args.draft)} is not a catalog model (see 'main.py catalog "
                                        "models')")
    draft_spec = spec_from_catalog_entry(entry)
    if abs(draft_spec.vocab - spec.vocab) > DRAFT_VOCAB_MAX_DIFFERENCE:
        raise InputFileError("--draft", f"{entry.name} has a vocabulary of {draft_spec.vocab:,} tokens against "
                                        f"{spec.vocab:,}: llama.cpp refuses a draft more than "
                                        f"{DRAFT_VOCAB_MAX_DIFFERENCE} tokens apart")
    draft_quant = _fit_quant(args.draft_quant, "llama.cpp") if args.draft_quant else quant
    return Draft(spec=draft_spec, quant=draft_quant, name=entry.name)


def _fit_offload(catalog: Catalog, args) -> tuple[str | int | None, float | None, float | None]:
    """--cpu-offload auto|N, and the RAM bandwidth (channels filled by the kits' modules) and size of --cpu and --ram."""
    from planner.llm.config import describe_value
    from planner.llm.moe_offload import ram_bandwidth_gbps
    from planner.model.parts import Cpu, Memory

    offload = args.cpu_offload
    if offload is not None and offload != "auto":
        if not offload.isdigit() or not 1 <= int(offload) <= 1000:
            raise InputFileError("--cpu-offload", f"must be auto or a whole number of layers from 1 to 1,000, got "
                                                  f"{describe_value(offload)}")
        offload = int(offload)
    if (args.cpu is None) != (args.ram is None):
        raise InputFileError("--cpu" if args.cpu is None else "--ram", "give --cpu and --ram together")
    if args.cpu is None:
        return offload, None, None
    cpu, ram = catalog.part(args.cpu), catalog.part(args.ram)
    if not isinstance(cpu, Cpu):
        raise InputFileError("--cpu", f"{describe_value(args.cpu)} is not a CPU in the catalog (see 'main.py catalog cpus')")
    if not isinstance(ram, Memory):
        raise InputFileError("--ram", f"{describe_value(args.ram)} is not a memory kit in the catalog (see 'main.py "
                                      "catalog memory')")
    if not 1 <= args.ram_kits <= 32:
        raise InputFileError("--ram-kits", f"must be a whole number from 1 to 32, got {args.ram_kits}")
    return offload, ram_bandwidth_gbps(cpu.memory_channels, ram.modules * args.ram_kits, ram.speed_mts), \
        ram.module_gib * ram.modules * args.ram_kits


def _fit_quant(name: str, engine: str):
    from planner.llm.config import describe_value
    from planner.llm.quant import ALIASES, FORMATS, engine_accepts, resolve

    try:
        quant = resolve(name)
    except KeyError:
        raise InputFileError("--quant", f"unknown quantization {describe_value(name)}; choose one of: "
                                        f"{', '.join(sorted(set(FORMATS) | set(ALIASES)))}") from None
    if not engine_accepts(engine, quant):
        raise InputFileError("--quant", f"{engine} does not load {quant.label} weights")
    return quant


def _training_quant(args):
    """--quant in a training mode: the base it loads (bitsandbytes or 16-bit), never an inference engine's check.
    Sets args.base to it."""
    from planner.llm.quant import FORMATS
    from planner.llm.train_recipe import MODE_BASE, TRAINING_FORMAT, training_base, training_base_problem

    problem = training_base_problem(args.mode, args.quant, args.base)
    if problem is not None:
        raise InputFileError("--quant", problem.render("en"))
    args.base = training_base(args.mode, args.quant, args.base)
    return FORMATS[TRAINING_FORMAT[args.base if args.base != "auto" else MODE_BASE[args.mode]]]


def _check_fit_numbers(args) -> None:
    for flag, value, limit in (("--context", args.context, MAX_CONTEXT), ("--batch", args.batch, MAX_BATCH),
                               ("--lora-rank", args.lora_rank, MAX_LORA_RANK)):
        if not 1 <= value <= limit:
            raise InputFileError(flag, f"must be a whole number from 1 to {limit:,}, got {value}")


def _fit_split(text: str | None, engine: str, n_cards: int, n_layers: int) -> list[float] | None:
    from planner.llm.placement import SPLIT_ENGINES, pipeline_stages_problem, tensor_split_problem

    if text is None:
        return None
    if engine not in SPLIT_ENGINES:
        raise InputFileError("--tensor-split", f"is read by {' and '.join(SPLIT_ENGINES)} only, not {engine}")
    try:
        split = [float(x) for x in text.split(",")]
    except ValueError:
        raise InputFileError("--tensor-split", f"expected numbers separated by commas, got {text[:60]!r}") from None
    problem = tensor_split_problem(split, n_cards) or (
        pipeline_stages_problem(split, n_layers) if engine == "vllm-pp" else None)
    if problem:
        raise InputFileError("--tensor-split", problem)
    return split


def _fit_tp_size(size: int | None, engine: str, n_cards: int) -> int | None:
    """--tensor-parallel-size, checked: vllm-tp only, a divisor of the card count."""
    if size is None:
        return None
    if engine != "vllm-tp":
        raise InputFileError("--tensor-parallel-size", f"is read by vllm-tp only, not {engine}")
    if size < 1 or n_cards % size:
        raise InputFileError("--tensor-parallel-size",
                             f"must divide the {n_cards} cards into equal groups (a divisor of {n_cards}), got {size}")
    return size


def _fit_recipe(args) -> dict:
    """The fine-tuning recipe of the fit flags, checked like a project's workload (planner.model.project)."""
    from types import SimpleNamespace

    from planner.model.project import LoraModule, recipe_problem
    from typing import get_args

    from planner.llm.lora import PRESETS

    modules = None
    if args.lora_targets in PRESETS:
        modules = list(PRESETS[args.lora_targets])
    elif args.lora_targets is not None:
        modules = [m.strip() for m in args.lora_targets.split(",") if m.strip()]
        unknown = [m for m in modules if m not in get_args(LoraModule)]
        if not modules or unknown:
            raise InputFileError("--lora-targets", f"expected {' or '.join(PRESETS)}, or module names from "
                                                   f"{', '.join(get_args(LoraModule))}; got {args.lora_targets[:80]!r}")
    recipe = dict(base_precision=args.base, optimizer=args.optimizer, master_weights=not args.pure_bf16,
                  train_strategy=args.strategy, train_offload=args.train_offload,
                  checkpoint_offload=args.offload_checkpoints, gradient_checkpointing=not args.no_checkpointing)
    problem = recipe_problem(SimpleNamespace(mode=args.mode, **recipe))
    if problem:
        flag = {"base": "--base", "checkpoint": "--offload-checkpoints"}
        raise InputFileError(next((f for k, f in flag.items() if problem.startswith(k)), "--train-offload"), problem)
    return dict(recipe, lora_modules=modules)


def _check_lora_rank(args, spec, modules) -> None:
    """A LoRA rank above the width of a targeted matrix is refused: no adapter can have it."""
    from planner.llm.lora import lora_rank_problem
    from planner.llm.train_recipe import DEFAULT_MODULES

    if args.mode in ("lora", "qlora"):
        problem = lora_rank_problem(spec, args.lora_rank, modules or DEFAULT_MODULES)
        if problem is not None:
            raise InputFileError("--lora-rank", problem.render("en"))


def cmd_fit(args, out: TextIO, err: TextIO) -> int:
    from planner.llm.fit import fit_model

    _check_fit_numbers(args)
    catalog = _load_catalog_reporting(err)
    quant = _fit_quant(args.quant or "fp16", args.engine) if args.mode == "inference" else _training_quant(args)
    spec, label, hf_repo = _fit_spec(catalog, args.model)
    cards = _fit_cards(catalog, args.gpus)
    split = _fit_split(args.tensor_split, args.engine, len(cards), spec.n_layers)
    tp_size = _fit_tp_size(args.tensor_parallel_size, args.engine, len(cards))
    recipe = _fit_recipe(args)
    _check_lora_rank(args, spec, recipe["lora_modules"])
    draft = _fit_draft(catalog, args, quant, spec)
    offload, bandwidth, ram_gib = _fit_offload(catalog, args)
    report = fit_model(spec, label, cards, engine=args.engine, quant=quant.id, kv_dtype=args.kv, context=args.context,
                       batch=args.batch, mode=args.mode, tensor_split=split, lora_rank=args.lora_rank,
                       model_ref=hf_repo, draft=draft, cpu_offload=offload, ram_bandwidth_gbps=bandwidth,
                       host_ram_gib=ram_gib, tensor_parallel_size=tp_size, **recipe)
    if args.json:
        out.write(report.model_dump_json(indent=2) + "\n")
    else:
        out.write(render_fit_text(report))
    return EXIT_OK if report.fits else EXIT_FAIL


def render_tco_text(r, project_name: str) -> str:
    c, i, m = r.currency, r.inputs, r.monthly
    w = 62

    def row(label: str, value: float, extra: str = "") -> str:
        return f"  {_fit(label, w)} {value:>12,.2f}" + (f"   {extra}" if extra else "")

    lines = [f"Cost of ownership: {project_name} (amounts in {c})", "",
             f"  Usage: {i.load_hours_per_month:,.1f} load hours a month ({i.load_hours_source}); utilization {i.utilization:.0%}",
             *[f"  Warning: {w}" for w in r.warnings], "", f"  {_fit('Own, per month', w)} {'amount':>12}"]
    years = render("{years:# year|# years}", {"years": i.amortization_years})
    lines.append(row(f"Hardware amortization ({i.hardware_cost:,.0f}, {years}, "
                     f"resale {i.residual_value:,.0f})", m.amortization_per_month))
    if m.repair_fund_per_month:
        lines.append(row("Repair fund", m.repair_fund_per_month))
    cooling = f" x (1 + {i.cooling_overhead_fraction:.0%} cooling)" if i.cooling_overhead_fraction else ""
    summer = i.power_with_summer_ac_per_month
    lines.append(row(f"Power ({i.wall_kw_load:g} kW x {i.load_hours_per_month:,.0f} h at "
                     f"{i.electricity_price_per_kwh:g}/kWh{cooling})", m.power_per_month,
                     f"{i.power_per_day:,.2f} a day; with summer AC (+30-50 %) {summer[0]:,.2f}-{summer[1]:,.2f}"))
    lines.append(row(f"Time ({i.build_debug_hours:g} h one-off = {i.time_one_off:,.0f}; "
                     f"{i.maintenance_hours_per_month:g} h/month; at {i.owner_hourly_rate:g}/h)", m.time_per_month))
    lines.append(row("Risk (expected loss, sum p x l)", m.risk_per_month))
    lines.append(row("Total", m.total_per_month))
    lines += ["", f"  {_fit('Alternatives', 44)} {'GPUs':>5} {'per month':>12} {'break-even h':>13} "
                  f"{'payback mo.':>12}  runs the workload"]
    for a in r.alternatives:
        be = "-" if a.break_even_hours_per_month is None else f"{a.break_even_hours_per_month:,.0f}"
        pb = "-" if a.payback_months is None else f"{a.payback_months:,.1f}"
        gpus = "-" if a.gpus is None else f"{a.gpus}" + ("*" if a.gpus_sized else "")
        mark = "> " if a.name.en == r.reference_alternative else "  "
        runs = {True: "yes", False: "NO", None: "?"}[a.runs_workload]
        lines.append(f"{mark}{_fit(str(a.name), 44)} {gpus:>5} {a.cost_per_month:>12,.2f} {be:>13} {pb:>12}  {runs}")
        if a.runs_workload_reason is not None:
            lines.append(f"      {a.runs_workload_reason}")
    lines.append(f"  > the reference ({r.reference_chosen_by or 'none'}); * GPUs sized to the rig; alternatives "
                 "that cannot run the workload are left out of the verdict and the graphs")
    if r.reference_note is not None:
        lines.append(f"  Warning: {r.reference_note}")
    lines += ["", f"  3-year TCO: {r.three_year_total:,.2f} = hardware {r.three_year_breakdown['hardware']:,.2f} "
                  f"+ electricity x 36 {r.three_year_breakdown['electricity']:,.2f} + maintenance reserve "
                  f"{r.three_year_breakdown['maintenance_reserve']:,.2f} + management time "
                  f"{r.three_year_breakdown['management_time']:,.2f}; per month {r.three_year_monthly_equivalent:,.2f}",
              f"  Verdict: {r.verdict}", *[f"  Source article: {a}" for a in r.article]]
    if r.tokens.self_hosted_per_million is not None:
        lines.append(f"  Self-hosted cost per million generated tokens: {r.tokens.self_hosted_per_million:,.2f} at this "
                     f"usage, {r.tokens.self_hosted_per_million_full_use:,.2f} if it ran around the clock")
    for name, per_m in r.tokens.api.items():
        lines.append(f"  {name}: {per_m:,.2f} per million generated tokens (with its input mix)")
    if r.tornado_empty_reason is not None:
        lines.append(f"  {r.tornado_empty_reason}")
    elif r.tornado:
        lines.append(f"  Tornado (each input -20 % / +20 %, break-even hours against {r.tornado_alternative}):")
        for b in r.tornado[:6]:
            lo = "never" if b.break_even_low is None else f"{b.break_even_low:,.0f}"
            hi = "never" if b.break_even_high is None else f"{b.break_even_high:,.0f}"
            lines.append(f"    {_fit(str(b.input), 26)} {lo:>9} .. {hi:<9} (swing {b.swing_hours:,.0f} h)")
    if r.monte_carlo:
        mc = r.monte_carlo
        lines.append(f"  Monte Carlo ({mc.draws:,} draws): {r.plan_months}-month cost "
                     f"P10 {mc.three_year_cost.p10:,.0f} / P50 {mc.three_year_cost.p50:,.0f} / P90 {mc.three_year_cost.p90:,.0f}"
                     + (f"; break-even hours P10 {mc.break_even_hours.p10:,.0f} / P50 {mc.break_even_hours.p50:,.0f} / "
                        f"P90 {mc.break_even_hours.p90:,.0f}" if mc.break_even_hours else ""))
    for k, v in r.measured.items():
        lines.append(f"  Measured {k}: {v:,.2f}")
    return "\n".join(lines) + "\n"


def cmd_export(args, out: TextIO, err: TextIO) -> int:
    from planner.quote.workbook import export_quote
    from planner.verify.check import compare
    from planner.verify.inputs import read_inputs

    target = Path(args.output)
    if target.suffix.lower() != ".xlsx":
        print(f"error: {args.output}: the quote is an Excel workbook; give a file name ending in .xlsx", file=err)
        return EXIT_INPUT
    if target.is_dir():
        print(f"error: {args.output}: is a folder; give a file name ending in .xlsx", file=err)
        return EXIT_INPUT
    if not (target.parent if str(target.parent) else Path(".")).is_dir():
        print(f"error: {args.output}: the folder {target.parent} does not exist", file=err)
        return EXIT_INPUT
    project = load_project(args.file)
    given = {k: getattr(args, k) for k in MEASUREMENT_FLAGS}
    inputs = read_inputs(**given) if any(given.values()) else None  # unusable files stop before anything is written
    catalog = _load_catalog_reporting(err)
    report = evaluate(project, catalog, as_of=_as_of(args))
    verified = compare(report, inputs) if inputs is not None else None
    builds = expand_builds([(args.file, project)] + [(f, load_project(f)) for f in args.compare])
    comparison = compare_projects(builds, catalog, as_of=_as_of(args)) if len(builds) > 1 else None
    export_quote(project, report, target, lang=args.lang, verified=verified, comparison=comparison)
    counts = report.finding_counts
    out.write(render(QUOTE_WRITTEN, {"file": str(target), **{k: counts[k] for k in ("fail", "warn", "info")}},
                     args.lang) + "\n")  # in the quote's language, as the quote itself
    if verified is not None:
        from planner.verify.render import summary_line

        out.write(render(BRINGUP_FILLED, {"summary": summary_line(verified, args.lang)}, args.lang) + "\n")
    return EXIT_OK


QUOTE_WRITTEN = T("Quote written to {file} ({fail} fail, {warn} warn, {info} info findings on the Checks sheet)")
BRINGUP_FILLED = T("Bring-up sheet filled from the measurements: {summary}")


def cmd_share(args, out: TextIO, err: TextIO) -> int:
    """The share text of the project's report; exit codes as `check`."""
    project = load_project(args.file)
    catalog = _load_catalog_reporting(err)
    report = evaluate(project, catalog, as_of=_as_of(args))
    out.write(share_text(report, args.format, args.lang))
    return EXIT_FAIL if report.has_failures() else EXIT_OK


def cmd_new(args, out: TextIO, err: TextIO) -> int:
    """Write the project File > New starts with; an existing file is kept unless --force (written atomically)."""
    from planner.io import save_project

    from planner.io import new_file_problem

    target = Path(args.output)
    problem = new_file_problem(target, args.force)
    if problem:
        print(f"error: {problem}", file=err)
        return EXIT_INPUT
    project = new_project(_load_catalog_reporting(err), currency=args.currency, locale=args.lang)
    save_project(project, target)
    out.write(f"New project written to {target} ({project.costs.currency}, "
              f"{len(project.costs.cloud_options)} cloud and {len(project.costs.api_options)} API alternatives)\n")
    return EXIT_OK


def cmd_tco(args, out: TextIO, err: TextIO) -> int:
    from planner.tco.usage_log import read_usage_log

    project = load_project(args.file)
    if args.log:
        log = read_usage_log(args.log, args.interval)
        costs = project.costs.model_copy(update={"usage_log": log, "load_hours_per_day": None,
                                                 "utilization_fraction": None})
        project = project.model_copy(update={"costs": costs})
    if args.reference is not None:
        _check_reference(args.file, project, args.reference)
        project = with_reference(project, args.reference)
    catalog = _load_catalog_reporting(err)
    report = evaluate(project, catalog, as_of=_as_of(args))
    if _report_input_problems(report, args.file, err):
        return EXIT_INPUT
    if report.tco is None:
        missing = report.tco_not_computed()
        print(f"error: {args.file}: {missing.message if missing else 'not enough inputs'}", file=err)
        return EXIT_INPUT
    if args.json:
        out.write(report.tco.model_dump_json(indent=2) + "\n")
    else:
        out.write(render_tco_text(report.tco, project.name))
    return EXIT_OK


def cmd_verify(args, out: TextIO, err: TextIO) -> int:
    from planner.verify.check import verify
    from planner.verify.inputs import read_inputs
    from planner.verify.render import verify_json, verify_text

    given = {k: getattr(args, k) for k in MEASUREMENT_FLAGS}
    if not any(given.values()):
        print("error: verify: give at least one of --topo, --smi, --bench, --p2p, --power", file=err)
        return EXIT_INPUT
    project = load_project(args.file)
    inputs = read_inputs(**given)
    result = verify(project, _load_catalog_reporting(err), inputs)
    if args.json:
        out.write(verify_json(result))
    else:
        out.write(verify_text(result, args.lang))
    status = result.summary["status"]
    if status == "missing":  # the report is printed; exit 2 as for no usable input
        files = ", ".join(str(v) for v in given.values() if v)
        print(f"error: verify: nothing in {files} could be compared with the plan (each check above says what "
              "is missing)", file=err)
    return {"ok": EXIT_OK, "differs": EXIT_FAIL}.get(status, EXIT_INPUT)


def render_compare_text(r: CompareReport, lang: str) -> str:
    """The comparison as a table: a row per figure, a column per variant, '*' on the best, the direction last. A
    column is as wide as its widest cell (at most 40 columns; a longer cell is cut with '…'), two spaces apart."""
    label_w = max(display_width(row.label.render(lang)) for row in r.rows) + 2
    rows = [(row, [c.render(lang) + (" *" if i in row.best else "") for i, c in enumerate(row.cells)])
            for row in r.rows]
    widest = [display_width(v.name) for v in r.variants] + [display_width(c) for _, cells in rows for c in cells]
    col_w = min(max(widest + [14]), 38)
    gap = "  "
    lines = [_fit("", label_w) + "".join(_fit(v.name, col_w) + gap for v in r.variants)]
    for row, cells in rows:
        lines.append(_fit(row.label.render(lang), label_w) + "".join(_fit(c, col_w) + gap for c in cells)
                     + row.direction.render(lang))
    return "\n".join(lines + [""] + [n.render(lang) for n in r.notes]) + "\n"


def cmd_prices(args, out: TextIO, err: TextIO) -> int:
    """`prices import FILE.csv`: the good rows merged into the user catalog, the refused ones listed."""
    catalog = _load_catalog_reporting(err)
    result = import_prices(args.file, catalog, datetime.date.today())
    if args.json:
        data = {"file": result.file, "kind": result.kind, "imported": result.added + result.replaced,
                "added": result.added, "replaced": result.replaced, "target": str(result.target),
                "refused": [{"row": r.row, "reason": r.reason.render(args.lang)} for r in result.refused],
                "warnings": [{"row": r.row, "reason": r.reason.render(args.lang)} for r in result.warnings],
                "ambiguous_names": result.ambiguous_names}
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(result.summary().render(args.lang) + "\n")
        if result.added + result.replaced:
            out.write(f"-> {result.target}\n")
        for row in result.refused + result.warnings:
            out.write(row.render(args.lang) + "\n")
    return EXIT_FAIL if result.refused else EXIT_OK


def cmd_advise(args, out: TextIO, err: TextIO) -> int:
    """`advise`: the cheapest builds meeting a goal (planner/advise/cli.py)."""
    from planner.advise.cli import cmd_advise as run_advise

    return run_advise(args, out, err, _load_catalog_reporting(err), _fit_spec)


def _check_reference(file: str, project: Project, name: str) -> None:
    """--reference must name one of the project's cloud or API options."""
    names = [o.name for o in project.costs.cloud_options] + [o.name for o in project.costs.api_options]
    if name not in names:
        listed = "; ".join(f"'{n}'" for n in names) or "none"
        raise InputFileError(file, f"--reference '{name}': the project has no cloud or API option of that name "
                                   f"(its options: {listed})")


def cmd_detect(args, out: TextIO, err: TextIO) -> int:
    """`detect`: this machine's parts as a new project (planner/detect/cli.py)."""
    from planner.detect.cli import cmd_detect as run_detect

    return run_detect(args, out, err, _load_catalog_reporting(err))


def cmd_import(args, out: TextIO, err: TextIO) -> int:
    """`import`: a PCPartPicker list as a new project (planner/detect/cli.py)."""
    from planner.detect.cli import cmd_import as run_import

    return run_import(args, out, err, _load_catalog_reporting(err))


def cmd_compare(args, out: TextIO, err: TextIO) -> int:
    projects = expand_builds([(f, load_project(f)) for f in args.files])
    if len(projects) < 2:
        raise InputFileError("compare", "give at least two project files, or one whose project holds variants "
                                        "(other builds), to compare")
    if args.reference is not None:
        for file, project in projects:
            _check_reference(file, project, args.reference)
    report = compare_projects(projects, _load_catalog_reporting(err), reference=args.reference, as_of=_as_of(args))
    out.write(report.model_dump_json(indent=2) + "\n" if args.json else render_compare_text(report, args.lang))
    return EXIT_FAIL if report.has_failures else EXIT_OK


def _write_crash_log(text: str) -> Path | None:
    try:
        folder = user_data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "cli-crash.log"
        path.write_text(text, encoding="utf-8")
        return path
    except OSError:
        return None


def _make_streams_safe() -> None:
    for stream in (sys.stdout, sys.stderr):
        enc = (getattr(stream, "encoding", "") or "").lower().replace("-", "")
        if enc != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def run(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one CLI command; returns the exit code. Never lets a traceback reach the terminal."""
    _make_streams_safe()
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    if args.command is None:
        parser.print_help(out)
        return EXIT_INPUT
    commands = {"check": cmd_check, "catalog": cmd_catalog, "schema": cmd_schema, "fit": cmd_fit, "tco": cmd_tco,
                "export": cmd_export, "share": cmd_share,
                "verify": cmd_verify, "new": cmd_new, "compare": cmd_compare, "prices": cmd_prices,
                "advise": cmd_advise, "detect": cmd_detect, "import": cmd_import}
    try:
        return commands[args.command](args, out, err)
    except PlannerError as exc:
        print(f"error: {exc}", file=err)
        return EXIT_INPUT
    except KeyboardInterrupt:
        print("interrupted", file=err)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception:  # a bug: keep the details, spare the user the traceback
        log = _write_crash_log(traceback.format_exc())
        where = f"; details were written to {log}" if log else ""
        print(f"internal error: the planner hit a bug{where}. Please report it.", file=err)
        return EXIT_INTERNAL


def main(argv: Sequence[str] | None = None) -> int:
    return run(sys.argv[1:] if argv is None else argv)
