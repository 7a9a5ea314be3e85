"""No internal bookkeeping in what a user reads: no fact labels such as "[M]" or "[M: secondary sources]", no ids of
the development search index ("find_string id ..."), in findings, key specs, catalog output, the quote or the
catalog files the window's tooltips show."""

import io
import json
import re
from pathlib import Path

import pytest

from planner.catalog.store import LISTABLE_KINDS
from planner.cli import run
from planner.evaluate import evaluate
from planner.io import load_project
from planner.quote.workbook import build_workbook

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "resources" / "examples").glob("*.json"))
# "[M]", "[R: review]" (a label), but not "E[L]" (a formula in the quote)
INTERNAL = re.compile(r"(?<![A-Za-z])\[[A-Z]\]|\[[A-Z]: |\[inference\]|find_string|read_file id")


def internal(texts) -> list[str]:
    return [t for t in texts if isinstance(t, str) and INTERNAL.search(t)]


def all_strings(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from all_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from all_strings(v)
    elif isinstance(value, str):
        yield value


def test_the_pattern_finds_each_kind_of_label():
    found = internal(["x16 [M].", "x4 [M: secondary sources quoting ASUS]", "(find_string id 1)", "NODE [inference]",
                      "E[L] = sum of p x loss", "[Usage]: an issue title", "ok"])
    assert len(found) == 4


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_findings_of_the_examples_carry_no_internal_labels(example, catalog):
    report = evaluate(load_project(example), catalog, with_monte_carlo=False)
    assert internal(f.text(lang) for f in report.findings for lang in ("en", "zh_CN")) == []
    assert internal(all_strings(json.loads(report.model_dump_json()))) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_the_quote_of_the_examples_carries_no_internal_labels(example, catalog):
    project = load_project(example)
    for lang in ("en", "zh_CN"):
        workbook = build_workbook(project, evaluate(project, catalog, with_monte_carlo=False), lang)
        cells = [c.value for ws in workbook.worksheets for row in ws.iter_rows() for c in row]
        assert internal(cells) == []


def test_key_specs_carry_no_internal_labels(catalog):
    assert internal(part.key_specs() for part in catalog.parts.values()) == []


@pytest.mark.parametrize("kind", LISTABLE_KINDS)
@pytest.mark.parametrize("as_json", [False, True])
def test_catalog_output_carries_no_internal_labels(kind, as_json):
    out, err = io.StringIO(), io.StringIO()
    assert run(["catalog", kind] + (["--json"] if as_json else []), out, err) == 0
    assert internal(out.getvalue().splitlines()) == []


def test_catalog_files_carry_no_internal_labels():
    """Every text of every bundled entry: sources, notes, unverified reasons, slot notes (the window's tooltips)."""
    files = sorted((ROOT / "resources" / "catalog").rglob("*.json"))
    assert len(files) > 5
    assert {str(f.relative_to(ROOT)): found for f in files
            if (found := internal(all_strings(json.loads(f.read_text(encoding="utf-8")))))} == {}
