"""`main.py detect` and `main.py import`: a new project from this machine's parts or from a PCPartPicker list.

Both write File > New's project plus the parts found, print one line per part (and per source not read), and exit
0 when every part is a catalog part, 1 when some became custom parts (the project is written all the same), 2 for
unusable input (the output path, or a file that holds no part list: its name and line are given).
"""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from planner.catalog.store import Catalog
from planner.detect import run
from planner.detect.build import project_with
from planner.detect.machine import detect
from planner.detect.parts_list import import_lines, list_currency
from planner.detect.pcpartpicker import parse_part_list
from planner.io import new_file_problem, save_project
from planner.new_project import CURRENCIES, currency_for_locale
from planner.text import T, text
from planner.verify.parse import read_text

WRITTEN = T("Project written to {path}: {count:# line|# lines} of parts, {custom:# custom part|# custom parts}.")
LIST_NAME = T("Parts list {name}")
MACHINE_NAME = T("This machine")


def add_parsers(sub, langs) -> None:
    d = sub.add_parser("detect", help="this machine's GPUs, CPU, board and memory as a new project (owned, price "
                                      "0); exit 1 if some are not in the catalog")
    i = sub.add_parser("import", help="a PCPartPicker part list (Markdown or plain text) as a new project; exit 1 if "
                                      "some lines match no catalog part")
    i.add_argument("list", metavar="LIST", help="the list as PCPartPicker's share button writes it")
    for p in (d, i):
        p.add_argument("-o", "--output", metavar="FILE.json", required=True, help="project file to write")
        p.add_argument("--force", action="store_true", help="replace FILE.json if it exists")
        p.add_argument("--currency", choices=CURRENCIES, default=None,
                       help="currency of the project (default: the list's prices' for import; else CNY for --lang "
                            "zh_CN, USD otherwise)")
        p.add_argument("--lang", choices=langs, default="en", help="language of the lines and the project name")


def _write(args, out: TextIO, err: TextIO, catalog: Catalog, items, lines, custom: int, name: str,
           currency: str) -> int:
    project = project_with(catalog, items, name, currency, args.lang)
    save_project(project, Path(args.output))
    for line in lines:
        out.write(line.render(args.lang) + "\n")
    out.write(text(WRITTEN, path=args.output, count=len(items), custom=custom).render(args.lang) + "\n")
    return 1 if custom else 0


def cmd_detect(args, out: TextIO, err: TextIO, catalog: Catalog) -> int:
    problem = new_file_problem(args.output, args.force)
    if problem:
        print(f"error: {problem}", file=err)
        return 2
    currency = args.currency or currency_for_locale(args.lang)
    found = detect(run.capture_machine(), catalog, currency)
    name = text(MACHINE_NAME).render(args.lang)
    return _write(args, out, err, catalog, found.items, found.lines, found.unmatched, name, currency)


def cmd_import(args, out: TextIO, err: TextIO, catalog: Catalog) -> int:
    problem = new_file_problem(args.output, args.force)
    if problem:
        print(f"error: {problem}", file=err)
        return 2
    lines = parse_part_list(read_text(args.list, "a PCPartPicker part list"), args.list)
    wanted = list_currency(lines)
    currency = args.currency or (wanted if wanted in CURRENCIES else currency_for_locale(args.lang))
    found = import_lines(lines, catalog, currency)
    name = text(LIST_NAME, name=Path(args.list).stem).render(args.lang)
    return _write(args, out, err, catalog, found.items, found.lines, len(found.unmatched), name, currency)
