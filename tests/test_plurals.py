"""Counts in words: the engine's plural fields ({count:# line is|# lines are}) and no "(s)" or "1 lines" in anything
a user reads (every report sentence of the examples and of a new project in both languages, the CLI's text output,
the share text)."""

import re

import pytest

from planner.text import fields, plurals, render, text

# English takes the singular for exactly one and the plural for everything else, zero and fractions included:
# "0 lines", "1.5 days".
TEMPLATE = "{count:# line is|# lines are} counted"


@pytest.mark.parametrize("count,said", [
    (1, "1 line is counted"),
    (0, "0 lines are counted"),
    (2, "2 lines are counted"),
    (1500, "1,500 lines are counted"),
    (1.0, "1 line is counted"),      # a whole float reads as the whole number
    (1.5, "1.5 lines are counted"),
    (30.4, "30.4 lines are counted"),
])
def test_a_count_takes_the_form_english_gives_it(count, said):
    assert render(TEMPLATE, {"count": count}) == said


def test_the_plural_field_is_a_field_like_any_other():
    assert fields("{count:# line|# lines} of {total:# card|# cards} ({name})") == {"count", "total", "name"}


def test_a_field_that_is_not_a_number_is_shown_as_it_is_not_raised():
    """A count the engine left empty reads as the plural with the value as written, never an internal error."""
    assert render(TEMPLATE, {"count": None}) == "None lines are counted"
    assert render(TEMPLATE, {"count": "several"}) == "several lines are counted"


def test_chinese_writes_the_count_once_and_english_forms_are_not_leaked():
    from planner.text import T  # noqa: F401 (the templates below are real engine sentences)

    said = text("Parts total {total:,.2f} {currency} over {lines:# line|# lines}.", total=5.0, currency="CNY",
                lines=1)
    assert said.render("en") == "Parts total 5.00 CNY over 1 line."
    assert said.render("zh_CN") == "配件合计 5.00 CNY，共 1 行。"


def test_plurals_leave_ordinary_fields_alone():
    assert plurals("{total:,.2f} and {name}", {"total": 1}) == "{total:,.2f} and {name}"


# --- sentences whose count can be one ----------------------------------------------------------------------------

def test_one_card_without_a_slot_is_one_card_that_has_no_slot(catalog):
    from planner.evaluate import evaluate

    from .builders import rig

    workload = {"model_id": "qwen2.5-32b-instruct", "quantization": "gguf-q4_k_m", "context_tokens": 8192}

    def left_out(gpus):
        project = rig(gpus, board="msi-mpg-x870e-carbon-wifi")
        project = project.model_validate({**project.model_dump(mode="json", exclude_none=True), "workload": workload})
        report = evaluate(project, catalog, with_monte_carlo=False)
        return next(f for f in report.findings if f.code == "fit.unplaced_cards_left_out")

    one = left_out([("rtx-3090", 2, [{"slot": "PCI_E1"}])])
    assert "1 of the 2 cards only: 1 card has no slot yet and holds no layers until placed (1 x NVIDIA GeForce " \
           "RTX 3090)." in one.text("en")
    assert "另有 1 张卡（1 x NVIDIA GeForce RTX 3090）还没有插槽" in one.text("zh_CN")
    two = left_out([("rtx-3090", 3, [{"slot": "PCI_E1"}])])
    assert "1 of the 3 cards only: 2 cards have no slot yet and hold no layers until placed (2 x NVIDIA " \
           "GeForce RTX 3090)." in two.text("en")


def test_a_one_month_plan_is_one_month():
    from planner.tco.verdict import verdict

    said, code = verdict(0.8, 1, None)
    assert code == "model_it"
    assert "the plan covers only 1 month (24 or more are needed)." in said.render("en")
    assert "规划期只有 1 个月" in said.render("zh_CN")
    assert "covers only 12 months" in verdict(0.8, 12, None)[0].render("en")


def test_one_differing_reading_differs(catalog):
    """The verify table's last line: seed 000's PHB pair against two NVLinked A100s (NV12), one reading differs."""
    import io

    from planner import cli
    from planner.paths import resource

    from .test_verify import DATA

    out = io.StringIO()
    code = cli.run(["verify", str(resource("examples", "seed-000-two-card-rig.json")), "--topo",
                    str(DATA / "topo_2xa100_nv12_5nics_sglang_check_env_pr661.txt")], out, io.StringIO())
    assert code == 1
    assert re.search(r"\b1 differs,", out.getvalue().splitlines()[-1]), out.getvalue().splitlines()[-1]


def test_a_one_year_amortization_is_one_year(tmp_path):
    import io
    import json

    from planner import cli
    from planner.paths import resource

    data = json.loads(resource("examples", "seed-000-two-card-rig.json").read_text(encoding="utf-8"))
    said = {}
    for years in (1, 3):
        data["costs"]["amortization_years"] = years
        path = tmp_path / f"{years}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        out = io.StringIO()
        assert cli.run(["tco", str(path)], out, io.StringIO()) == 0
        said[years] = next(line for line in out.getvalue().splitlines() if "Hardware amortization" in line)
    assert ", 1 year, resale" in said[1] and ", 3 years, resale" in said[3]


# --- nothing a user reads says "(s)" or "1 lines" -----------------------------------------------------------------

#: A count of one before a plural noun ("1 lines", "1 GPUs"), not part of a larger number ("0.1 days", "21 cards")
#: and not a unit per something ("1 tokens/s").
ONE_PLURAL = re.compile(r"(?<![\d.,])1 (?!x\b)(?:[a-z]+s|GPUs|CPUs|PSUs)\b(?!/)")


def wrong_plurals(said: str) -> list[str]:
    return (["(s)"] if "(s)" in said else []) + ONE_PLURAL.findall(said)


def test_the_pattern_finds_each_kind_of_wrong_plural():
    assert wrong_plurals("Parts total 5 CNY over 1 lines.") == ["1 lines"]
    assert wrong_plurals("2 line(s) have no price") == ["(s)"]
    assert wrong_plurals("1 GPUs hold") == ["1 GPUs"]
    assert wrong_plurals("1 line, 21 cards, 0.1 days, 1 x RTX 3090, 1 tokens/s, 2 lines") == []


def every_text(value):
    """Every Text in a report, however deep (findings, sections, their sub-sentences)."""
    from pydantic import BaseModel

    from planner.text import Text

    if isinstance(value, Text):
        yield value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from every_text(getattr(value, name))
    elif isinstance(value, dict):
        for v in value.values():
            yield from every_text(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from every_text(v)


@pytest.fixture(scope="module")
def projects(catalog):
    from planner.io import load_project
    from planner.new_project import new_project
    from planner.paths import resource

    found = {p.name: load_project(p) for p in sorted(resource("examples").glob("*.json"))}
    found["new project"] = new_project(catalog, currency="USD")
    return found


def test_no_report_sentence_of_any_project_says_s_in_brackets_or_1_lines(catalog, projects):
    from planner.evaluate import evaluate

    seen = 0
    for name, project in projects.items():
        report = evaluate(project, catalog, with_monte_carlo=True)
        for said in every_text(report):
            for lang in ("en", "zh_CN"):
                rendered = said.render(lang)
                seen += 1
                assert wrong_plurals(rendered) == [], (name, lang, rendered)
    assert seen > 300  # every finding, section sentence and part's key specs, in both languages


def cli_text(*argv) -> str:
    import io

    from planner import cli

    out, err = io.StringIO(), io.StringIO()
    code = cli.run(list(argv), out, err)
    assert code in (0, 1), err.getvalue()
    return out.getvalue()


def test_no_cli_text_output_says_s_in_brackets_or_1_lines(catalog):
    from planner.catalog.store import LISTABLE_KINDS
    from planner.paths import resource

    examples = [str(p) for p in sorted(resource("examples").glob("*.json"))]
    outputs = []
    for path in examples:
        outputs += [cli_text("check", path), cli_text("tco", path)]
        for lang in ("en", "zh_CN"):
            outputs += [cli_text("share", path, "--lang", lang), cli_text("share", path, "--format", "bbcode",
                                                                          "--lang", lang)]
    for lang in ("en", "zh_CN"):
        outputs.append(cli_text("compare", *examples, "--lang", lang))
    outputs += [cli_text("catalog", kind) for kind in LISTABLE_KINDS if kind != "other"]  # no bundled 'other' part
    outputs += [cli_text("fit", "--model", "qwen2.5-72b-instruct", "--gpus", "rtx-3090,rtx-3090", "--quant", q)
                for q in ("gguf-q4_k_m", "fp16")]
    for said in outputs:
        assert said.strip()
        assert wrong_plurals(said) == [], said


def test_no_cell_of_the_quote_says_s_in_brackets_or_1_lines(catalog, projects):
    """Every text cell of the Excel quote (formulas included: they hold the words a live cell shows)."""
    from planner.evaluate import evaluate
    from planner.quote.workbook import build_workbook

    for name, project in projects.items():
        report = evaluate(project, catalog, with_monte_carlo=True)
        for lang in ("en", "zh_CN"):
            workbook = build_workbook(project, report, lang)
            cells = [c.value for ws in workbook.worksheets for row in ws.iter_rows() for c in row]
            said = [c for c in cells if isinstance(c, str)]
            assert len(said) > 50
            assert [c for c in said if wrong_plurals(c)] == [], (name, lang)
