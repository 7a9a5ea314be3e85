"""Engine text in Chinese: every T() template has a translation with the same {fields}, and every finding
the examples and test projects produce is rendered from a template (so it can be shown in Chinese)."""

import ast
import re
from pathlib import Path

import pytest

from planner.text import fields, render, translate
from planner.translations import table

PLANNER = Path(__file__).resolve().parent.parent / "planner"


def marked_templates():
    """Every literal passed to T() in planner/, with where it is."""
    found = []
    for path in sorted(PLANNER.rglob("*.py")):
        if "translations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "T":
                arg = node.args[0] if node.args else None
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), \
                    f"{path.name}:{node.lineno}: T() takes one literal string"
                found.append((f"{path.name}:{node.lineno}", arg.value))
    return found


def test_templates_are_found():
    assert len(marked_templates()) >= 3


@pytest.mark.parametrize("where,template", marked_templates())
def test_every_template_has_a_chinese_translation_with_the_same_fields(where, template):
    zh = table("zh_CN").get(template)
    assert zh is not None, f"{where}: no zh_CN translation for {template!r}"
    assert fields(zh) == fields(template), where
    if not re.fullmatch(r"[A-Z0-9 ./-]+", template):  # acronyms such as "API" or "CPU" stay as they are
        assert zh != template, where


def test_no_stale_translations():
    live = {t for _, t in marked_templates()}
    stale = [t for t in table("zh_CN") if t not in live]
    assert stale == []


def test_render_falls_back_to_english():
    assert translate("no such sentence {x}", "zh_CN") == "no such sentence {x}"
    assert render("no such sentence {x}", {"x": 1}, "zh_CN") == "no such sentence 1"
    assert render("{count:# line has|# lines have} no price yet ({items}); the total leaves them out.",
                  {"count": 2, "items": "a, b"}, "zh_CN") == "2 行还没有价格（a, b）；总价未包含它们。"


def test_bom_findings_in_chinese(catalog):
    from planner.evaluate import evaluate
    from planner.io import load_project
    from planner.paths import resource

    report = evaluate(load_project(resource("examples", "seed-000-two-card-rig.json")), catalog,
                      with_monte_carlo=False)
    total = next(f for f in report.findings if f.code == "bom.total")
    assert total.text("en") == total.message == "Parts total 10,000.00 CNY over 9 lines."
    assert total.text("zh_CN") == "配件合计 10,000.00 CNY，共 9 行。"


def test_every_finding_of_the_examples_and_test_rigs_has_a_template(catalog, examples_dir):
    """No finding is built from a bare English string (it could not be shown in Chinese)."""
    from planner.evaluate import evaluate
    from planner.io import load_project

    from .builders import rig

    projects = [load_project(p) for p in sorted(examples_dir.glob("*.json"))]
    projects += [rig([("rtx-3090", 1), ("rtx-3080-10g", 1)]), rig([("rtx-4090", 3)], psu="msi-mpg-a1000g-pcie5"), rig([])]
    seen = 0
    for project in projects:
        for f in evaluate(project, catalog, with_monte_carlo=False).findings:
            seen += 1
            assert f.template is not None, f.code
            assert f.text("en") == f.message
            zh = f.text("zh_CN")
            assert re.search(r"[\u4e00-\u9fff]", zh), (f.code, zh)
    assert seen > 40


def test_sub_sentences_follow_the_language():
    from planner.model.finding import Finding
    from planner.text import T, join, text

    clause = text(T("Parts total {total:,.2f} {currency} over {lines:# line|# lines}."), total=5.0, currency="CNY", lines=1)
    f = Finding.make("bom", "info", "bom.total", T("{count:# line has|# lines have} no price yet ({items}); the total leaves "
                                                     "them out."), count=2, items=join([clause, clause]))
    assert f.params["items"] == "Parts total 5.00 CNY over 1 line.; Parts total 5.00 CNY over 1 line."
    assert f.message == f"2 lines have no price yet ({f.params['items']}); the total leaves them out."
    assert f.text("zh_CN") == "2 行还没有价格（配件合计 5.00 CNY，共 1 行。；配件合计 5.00 CNY，共 1 行。）；总价未包含它们。"
