"""No internal bookkeeping in what a user reads: no fact labels such as "[M]" or "[M: secondary sources]", no ids of
the development search index ("find_string id ..."), no references to the design notes ("(seed 003)"), in findings, key specs, catalog output, the quote or the
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
INTERNAL = re.compile(r"(?<![A-Za-z])\[[A-Z]\]|\[[A-Z]: |\[inference\]|find_string|read_file id|\b[Ss]eed \d{3}\b"
                      r"|文章 \d{3}")


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
                      "E[L] = sum of p x loss", "[Usage]: an issue title", "ok", "rent first (seed 003).",
                      "经验法则（文章 003）", "a public parts-database seed row"])
    assert len(found) == 6


def test_no_sentence_template_names_an_internal_reference():
    """Every engine template and its Chinese twin, and every window string and its translation."""
    import sys

    from planner.translations import table

    from .test_translations import marked_templates

    sys.path.insert(0, str(ROOT / "tools"))
    from zh_CN_translations import ZH_CN

    window = [t for context in ZH_CN.values() for pair in context.items() for t in pair]
    assert internal([t for _, t in marked_templates()] + list(table("zh_CN").values()) + window) == []


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


def test_unknown_connector_counts_are_words_not_question_marks(catalog):
    """A PSU whose plug counts the catalog does not know says to check the manual; known counts are listed."""
    psus = [p for p in catalog.parts.values() if p.kind == "psu"]
    assert all("?x" not in p.key_specs() for p in psus)
    unknown = next(p for p in psus if p.connectors.pcie_8pin is None and p.connectors.eps_8pin is None
                   and p.connectors.h12v_2x6 is not None)
    assert unknown.key_specs().endswith(f"{unknown.connectors.h12v_2x6}x 12V-2x6, other connectors: check the manual")
    bare = unknown.model_copy(update={"connectors": unknown.connectors.model_copy(update={"h12v_2x6": None})})
    assert bare.key_specs().endswith(", connectors: check the manual")


def test_plural_fields_take_the_form_their_count_needs():
    from planner.text import render

    template = "{count:# line is|# lines are} counted over {lines:# line|# lines}."
    assert render(template, {"count": 1, "lines": 1}) == "1 line is counted over 1 line."
    assert render(template, {"count": 0, "lines": 2}) == "0 lines are counted over 2 lines."
    assert render(template, {"count": 1500, "lines": 3}) == "1,500 lines are counted over 3 lines."


def test_no_sentence_of_the_examples_says_s_in_brackets(catalog):
    """'line(s)' and '1 lines' are gone from every report text of the examples and of a new project."""
    import json
    import re

    from planner.evaluate import evaluate
    from planner.io import load_project
    from planner.new_project import new_project
    from planner.paths import resource

    projects = [load_project(p) for p in sorted(resource("examples").iterdir()) if p.name.endswith(".json")]
    projects.append(new_project(catalog, currency="USD"))
    for project in projects:
        report = evaluate(project, catalog, with_monte_carlo=False)
        for lang in ("en", "zh_CN"):
            for f in report.findings:
                said = f.text(lang)
                assert "(s)" not in said and not re.search(r"\b1 (lines|cards|GPUs|layers|gaps)\b", said), said
        assert "(s)" not in json.dumps(report.model_dump(mode="json"), ensure_ascii=False)


def test_the_assumed_wall_socket_and_first_machine_are_named_in_the_readers_language(catalog):
    from planner.evaluate import evaluate
    from planner.new_project import new_project

    project = new_project(catalog, locale="zh_CN")
    assert project.nodes[0].name == "主机 1"
    assert new_project(catalog, locale="en_US").nodes[0].name == "Machine 1"
    seed = __import__("planner.io", fromlist=["load_project"]).load_project(
        __import__("planner.paths", fromlist=["example_path"]).example_path("seed-000-two-card-rig.json"))
    node = seed.nodes[0].model_copy(update={"circuits": [], "psu_circuits": []})  # no circuit named: one assumed
    report = evaluate(seed.model_copy(update={"nodes": [node]}), catalog, with_monte_carlo=False)
    wall = [f for f in report.findings if "circuit_name" in f.params]
    assert wall and all("墙插" in f.text("zh_CN") and "Wall socket" not in f.text("zh_CN") for f in wall)
    assert all("Wall socket" in f.text("en") for f in wall)
