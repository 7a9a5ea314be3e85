"""`main.py advise`: the command line of the build search (planner/advise/search.py).

Exit 0 with at least one build, 1 when nothing meets the goal (the nearest misses say what to relax), 2 for
unusable input. `-o BEST.json` writes the first build as a project file that `check` evaluates to the same
figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TextIO

from planner.advise.goal import Goal
from planner.advise.report import AdviseReport
from planner.advise.search import advise
from planner.errors import InputFileError
from planner.llm.quant import FORMATS
from planner.model.finding import LEVEL_WORDS
from planner.text import T, render

CURRENCIES = ("CNY", "USD", "EUR")


def add_parser(sub, parser_class, langs) -> None:
    a = sub.add_parser("advise", help="the cheapest builds that run a model at the speed asked for, within a budget; "
                                      "exit 1 if none does")
    a.add_argument("--budget", type=float, required=True, metavar="N", help="most the parts may cost")
    a.add_argument("--currency", choices=CURRENCIES, default="CNY", help="currency of the budget (default CNY)")
    a.add_argument("--model", required=True, metavar="ID_OR_CONFIG", help="catalog model id or a config.json")
    a.add_argument("--quant", default="best", metavar="Q|best", help="weight format, or best: the best that fits")
    a.add_argument("--context", type=int, default=8192, metavar="N", help="context tokens (default 8192)")
    a.add_argument("--min-tps", type=float, default=0.0, metavar="X", help="least decode tokens/s, one sequence")
    a.add_argument("--used", action="store_true", help="allow used cards at their used-market price")
    a.add_argument("--max-wall-w", type=float, default=None, metavar="W", help="most watts at the wall (the circuit)")
    a.add_argument("--form-factor", choices=("tower", "open_frame", "rack"), default="tower",
                   help="tower: a case holds board and cards; open_frame: cards on risers, on a frame; rack: a "
                        "19-inch rack chassis (default tower)")
    a.add_argument("--own", nargs="+", default=[], metavar="PART_ID", help="catalog parts you own: kept, price 0")
    a.add_argument("--board", default=None, metavar="ID", help="only this board")
    a.add_argument("--gpu-family", default="", metavar="TEXT", help="only GPUs whose id or name has this text")
    a.add_argument("--max-cards", type=int, default=8, metavar="N", help="most cards in one machine (1-8)")
    a.add_argument("--no-moe-offload", action="store_true",
                   help="never keep a MoE model's experts in system RAM (llama.cpp --n-cpu-moe)")
    a.add_argument("--json", action="store_true", help="print the builds as JSON")
    a.add_argument("-o", "--output", metavar="BEST.json", default=None, help="write the first build as a project")
    a.add_argument("--force", action="store_true", help="replace BEST.json if it exists")
    a.add_argument("--lang", choices=langs, default="en", help="language of the reasons (default en)")


def _goal(args, catalog, spec_of) -> tuple[Goal, object]:
    from planner.llm.quant import resolve

    spec, label, _repo = spec_of(catalog, args.model)
    if args.quant != "best":
        try:
            quant = resolve(args.quant).id
        except KeyError:
            raise InputFileError("--quant", f"unknown weight format '{args.quant[:40]}'; see 'main.py fit --help'") from None
    else:
        quant = "best"
    for pid in args.own + ([args.board] if args.board else []):
        if pid not in catalog.parts:
            raise InputFileError("--own" if pid in args.own else "--board",
                                 f"'{pid[:60]}' is not a catalog part (see 'main.py catalog')")
    model = {"model_id": args.model} if catalog.model(args.model) is not None else {
        "hf_config": json.loads(Path(args.model).read_text(encoding="utf-8")), "model_name": label}
    try:
        goal = Goal(budget={"amount": args.budget, "currency": args.currency}, quantization=quant,
                    context_tokens=args.context, min_tokens_per_s=args.min_tps, allow_used=args.used,
                    max_wall_w=args.max_wall_w, form_factor=args.form_factor, own=args.own, board_id=args.board,
                    gpu_family=args.gpu_family, max_cards=args.max_cards, moe_offload=not args.no_moe_offload,
                    **model)
    except ValueError as exc:
        raise InputFileError("advise", _first_problem(exc)) from None
    return goal, spec


def _first_problem(exc: ValueError) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        e = errors()[0]
        flag = {"budget": "--budget", "context_tokens": "--context", "min_tokens_per_s": "--min-tps",
                "max_wall_w": "--max-wall-w", "max_cards": "--max-cards", "quantization": "--quant"}.get(str(e["loc"][0]), str(e["loc"][0]))
        return f"{flag}: {e['msg']}"
    return str(exc)


SEARCHED = T("Searched {searched:,} card mixes in {seconds:g} s ({rate:,.0f} judged per second by the bounds): ruled "
             "out {over_budget:,} by price, {too_small:,} by memory, {too_slow:,} by speed and {beaten:,} by a cheaper "
             "build as fast; fitted {fitted:,}, built {built}{left}.")
LEFT_PROVEN = T("; {left:,} left when the search stopped at its limits, none of which can be built cheaper than #1")
LEFT_OPEN = T("; {left:,} left when the search stopped at its limits, some of which could be built cheaper")
BUILD_LINE = T("{name}: {price:,.2f} {currency}, {tps:.1f} tokens/s at {quant}, {monthly} {currency} a month, "
               "{wall:,.0f} W at the wall ({status})")
USED = T("{quantity}x {part} (used)")


def render_text(report: AdviseReport, lang: str) -> str:
    """The search's counts, each build with its parts and why, and the misses, in `lang` (every line: `advise
    --lang zh_CN` printed its counts and builds in English)."""
    left = ""
    if report.left:
        left = render(LEFT_PROVEN if report.builds and report.cheapest_proven else LEFT_OPEN, {"left": report.left},
                      lang)
    lines = [render(SEARCHED, {"searched": report.searched, "seconds": report.seconds,
                               "rate": report.candidates_per_second, "over_budget": report.over_budget,
                               "too_small": report.too_small, "too_slow": report.too_slow, "beaten": report.beaten,
                               "fitted": report.fitted, "built": report.built, "left": left}, lang), ""]
    for b in report.builds:
        monthly = "-" if b.monthly_total is None else f"{b.monthly_total:,.2f}"
        lines.append(render(BUILD_LINE, {"name": b.name, "price": b.price_total, "currency": b.currency,
                                         "tps": b.tokens_per_s,
                                         "quant": FORMATS[b.quant].label if b.quant in FORMATS else b.quant, "monthly": monthly,
                                         "wall": b.wall_w or 0, "status": render(LEVEL_WORDS[b.status], {}, lang)}, lang))
        lines.append("    " + ", ".join(render(USED, {"quantity": p.quantity, "part": p.part_id}, lang)
                                        if p.condition == "used" else f"{p.quantity}x {p.part_id}" for p in b.parts))
        lines.append("    " + b.why.render(lang))
    for miss in report.misses:
        lines.append(miss.render(lang))
    return "\n".join(lines) + "\n"


def _check_output(path: str | None, force: bool) -> Path | None:
    if path is None:
        return None
    target = Path(path)
    if target.suffix.lower() != ".json":
        raise InputFileError(path, "a project is a JSON file; give a file name ending in .json")
    if target.is_dir() or not (target.parent if str(target.parent) else Path(".")).is_dir():
        raise InputFileError(path, "is a folder, or its folder does not exist")
    if target.exists() and not force:
        raise InputFileError(path, "the file exists; give --force to replace it")
    return target


def cmd_advise(args, out: TextIO, err: TextIO, catalog, spec_of) -> int:
    from planner.io import save_project

    if not 1 <= args.max_cards <= 8:
        raise InputFileError("--max-cards", f"must be a whole number from 1 to 8, got {args.max_cards}")
    target = _check_output(args.output, args.force)
    goal, spec = _goal(args, catalog, spec_of)
    report = advise(goal, spec, catalog)
    if args.json:
        data = report.model_dump(mode="json", context={"english": True})  # `why`, `misses`: English strings
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(render_text(report, args.lang))
    if target is not None and report.builds:
        save_project(report.builds[0].project, target)
        if not args.json:
            out.write(f"-> {target}\n")
    return 0 if report.builds else 1

