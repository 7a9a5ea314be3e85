"""Headless command line: the scriptable face of the same engine the window uses.

Exit codes: 0 = no finding at level fail, 1 = at least one fail, 2 = unusable input (bad file,
bad arguments), 3 = internal error (a bug; details are written to a log file, not the terminal).
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
import unicodedata
from pathlib import Path
from typing import Sequence, TextIO

from . import __version__
from .catalog import KIND_ALIASES, LISTABLE_KINDS, Catalog, load_catalog
from .errors import PlannerError
from .evaluate import evaluate
from .io import load_project
from .model.project import Project
from .paths import user_data_dir
from .report import PlanReport

EXIT_OK, EXIT_FAIL, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 3
SUBCOMMANDS = ("check", "catalog", "schema")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # exit 2 with a one-line reason, like other input errors
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(EXIT_INPUT)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="GPU Rig Planner: plan a multi-GPU machine before you buy it.")
    p.add_argument("--version", action="version", version=f"GPU Rig Planner {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    c = sub.add_parser("check", help="evaluate a project file; exit 1 if any finding fails")
    c.add_argument("file", metavar="FILE", help="project file (.json)")
    c.add_argument("--json", action="store_true", help="print the full report as JSON")
    k = sub.add_parser("catalog", help="list catalog entries of one kind")
    k.add_argument("kind", metavar="KIND", help="one of: " + ", ".join(LISTABLE_KINDS))
    k.add_argument("--json", action="store_true", help="print a JSON array of the entries")
    sub.add_parser("schema", help="print the JSON Schema of the project file")
    return p


# ----------------------------------------------------------------------------- text helpers

def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _fit(text: str, width: int) -> str:
    if _width(text) > width:
        out = ""
        for ch in text:
            if _width(out + ch) > width - 1:
                break
            out += ch
        text = out + "…"
    return text + " " * (width - _width(text))


def _money(m) -> str:
    return "-" if m is None else f"{m.amount:,.2f} {m.currency}"


def render_report_text(report: PlanReport, source: str) -> str:
    lines = [f"Project: {report.project_name}", f"File:    {source}"]
    counts = report.finding_counts
    lines.append(f"Status:  {report.status.upper()}  ({counts['fail']} fail, {counts['warn']} warn, "
                 f"{counts['info']} info, {counts['ok']} ok)")
    lines.append("")
    lines.append("Bill of materials")
    cols = [("Category", 12), ("Part", 40), ("Qty", 4), ("Cond.", 5), ("Unit price", 16), ("Line total", 16), ("Slots", 18)]
    lines.append("  " + " ".join(_fit(name, w) for name, w in cols))
    for b in report.bom.lines:
        row = [b.category, b.name, str(b.quantity), b.condition, _money(b.unit_price), _money(b.line_total),
               ", ".join(b.slots)]
        lines.append("  " + " ".join(_fit(v, w) for v, (_, w) in zip(row, cols)).rstrip())
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
        for node in p.nodes:
            for psu in node.psus:
                worst = max(psu.transients, key=lambda w: w.total_w / w.tolerance_w)
                lines.append(f"  {psu.ref} {psu.name} (ATX {psu.atx_version}): {psu.dc_load_w:,.0f} W DC "
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
        if len(report.pcie.gpu_order) > 1:
            lines.append("  Predicted nvidia-smi topo -m:")
            header = "  " + " " * 8 + "".join(f"{'GPU' + str(i):>6}" for i in range(len(report.pcie.gpu_order)))
            lines.append(header)
            for i, row in enumerate(report.pcie.topology):
                lines.append(f"  {'GPU' + str(i):8}" + "".join(f"{cell:>6}" for cell in row))
    lines.append("")
    lines.append("Findings")
    for f in report.findings:
        lines.append(f"  [{f.level.upper():4}] {f.code}: {f.message}")
    return "\n".join(lines) + "\n"


def render_catalog_text(entries: list, catalog: Catalog) -> str:
    lines = []
    for e in entries:
        origin = catalog.origins.get(e.id)
        mark = "" if origin is None or origin.bundled else "  [user]"
        lines.append(f"{_fit(e.id, 28)} {_fit(e.name, 44)} {e.key_specs()}{mark}")
    return "\n".join(lines) + ("\n" if lines else "")


# ----------------------------------------------------------------------------- commands

def _load_catalog_reporting(err: TextIO) -> Catalog:
    catalog = load_catalog()
    for msg in catalog.messages:
        if msg.level == "warn":
            print(f"warning: user catalog {msg}", file=err)
    return catalog


def cmd_check(args, out: TextIO, err: TextIO) -> int:
    project = load_project(args.file)
    catalog = _load_catalog_reporting(err)
    report = evaluate(project, catalog)
    if args.json:
        out.write(report.model_dump_json(indent=2) + "\n")
    else:
        out.write(render_report_text(report, args.file))
    return EXIT_FAIL if report.has_failures() else EXIT_OK


def cmd_catalog(args, out: TextIO, err: TextIO) -> int:
    kind = KIND_ALIASES.get(args.kind.lower())
    if kind is None:
        print(f"main.py catalog: unknown kind '{args.kind}'; choose one of: {', '.join(LISTABLE_KINDS)}", file=err)
        return EXIT_INPUT
    catalog = _load_catalog_reporting(err)
    entries = catalog.of_kind(kind)
    if args.json:
        data = [e.model_dump(mode="json", by_alias=True, exclude_none=True) for e in entries]
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(render_catalog_text(entries, catalog))
    return EXIT_OK


def project_json_schema() -> dict:
    schema = Project.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "GPU Rig Planner project file"
    return schema


def cmd_schema(args, out: TextIO, err: TextIO) -> int:
    out.write(json.dumps(project_json_schema(), ensure_ascii=False, indent=2) + "\n")
    return EXIT_OK


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
    commands = {"check": cmd_check, "catalog": cmd_catalog, "schema": cmd_schema}
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
