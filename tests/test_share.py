"""Share text (planner/share.py, `main.py share`): the report's own figures, formatted, in Markdown and BBCode, in
English and Chinese; user text that forum markup would misread is escaped."""

import io
import re

import pytest

from planner import edit
from planner.cli import run
from planner.evaluate import evaluate
from planner.share import ZERO_WIDTH_SPACE, escape_bbcode, escape_markdown, share_text

HOSTILE = "| ] [b] *x* [/b] [url=http://x]y[/url] _z_ `c` <i>"


@pytest.fixture(scope="module")
def reports(catalog):
    from planner.io import load_project
    from tests.golden.snapshots import example_files

    return {p.stem: (load_project(p), evaluate(load_project(p), catalog)) for p in example_files()}


def figures(report):
    """The report's numbers as the share text must show them."""
    p, fit, bom = report.power, report.fit, report.bom
    out = [f"{bom.total.amount:,.2f} {bom.total.currency}", f"PSU {p.psu_w:,.0f} W", f"{p.sustained_w:,.0f} W sustained",
           f"{p.recommended_psu_w:,.0f} W", f"headroom {p.headroom_w:,.0f} W", f"{fit.context:,} tokens",
           f"{fit.tokens_per_s.decode_tokens_per_s:.1f} tokens/s", f"{report.tco.monthly.total_per_month:,.2f}"]
    out += [f"{c.used_gib:.1f} / {c.capacity_gib:g} GiB used" for c in fit.per_gpu]
    out += [f"{d.bandwidth_gbps:.2f} GB/s" for d in report.pcie.devices if d.kind == "gpu"]
    out += [f"{b.line_total.amount:,.2f} {b.line_total.currency}" for b in bom.lines if b.line_total is not None]
    return out


@pytest.mark.parametrize("fmt", ["markdown", "bbcode"])
@pytest.mark.parametrize("example", ["seed-000-two-card-rig", "seed-003-six-gpu-server"])
def test_share_text_shows_the_reports_figures(reports, example, fmt):
    project, report = reports[example]
    shown = share_text(report, fmt, "en")
    for figure in figures(report):
        assert figure in shown, figure
    for line in report.bom.lines:
        assert (escape_markdown(line.name) if fmt == "markdown" else escape_bbcode(line.name)) in shown
    assert "fits" in shown.split("Model fit")[1].splitlines()[1]
    assert shown.rstrip().endswith("Made with GPU Rig Planner*" if fmt == "markdown" else
                                   "[i]Made with GPU Rig Planner[/i]")


def test_every_warning_and_failure_is_listed_and_the_psu_verdict_follows_the_power_findings(reports):
    _, report = reports["seed-000-two-card-rig"]
    shown = share_text(report, "bbcode", "en")
    for f in report.findings:
        if f.level in ("warn", "fail"):
            assert f"[*]{escape_bbcode(f.message)}" in shown
    assert any(f.code == "power.psu_rule" and f.level == "warn" for f in report.findings)
    assert re.search(r"worst spike [\d,]+ W: warning", shown)


def test_chinese_share_text_has_the_same_figures(reports):
    _, report = reports["seed-000-two-card-rig"]
    shown = share_text(report, "markdown", "zh_CN")
    assert "| 类别 | 配件 | 数量 | 成色 | 单价 | 小计 |" in shown and "总计：10,000.00 CNY" in shown
    assert "电源 1,000 W，持续负载 884 W" in shown and "装得下" in shown
    for c in report.fit.per_gpu:
        assert f"已用 {c.used_gib:.1f} / {c.capacity_gib:g} GiB" in shown
    assert "由 GPU Rig Planner 生成" in shown and "Made with" not in shown


def test_a_context_beyond_the_models_window_is_never_shared_as_fitting(reports, catalog):
    project, _ = reports["seed-003-six-gpu-server"]  # six 48 GB cards: a 32B model at 64k fits in memory
    project = edit.update_section(project, "workload", {"model_id": "qwen2.5-32b-instruct", "context_tokens": 65536})
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert report.fit.fits_in_memory is True and report.fit.context_ok is False
    for lang, expected in (("en", "beyond the model's own 32,768-token window"), ("zh_CN", "超出模型自身 32,768 tokens")):
        shown = share_text(report, "markdown", lang)
        verdict_line = next(line for line in shown.splitlines() if line.startswith("**") and "65,536" in line)
        assert expected in verdict_line and not verdict_line.rstrip("*").endswith(("fits", "装得下"))
        assert escape_markdown(report.fit.context_note.render(lang)) in shown


def hostile_report(reports, catalog):
    project, _ = reports["seed-000-two-card-rig"]
    hostile = edit.update_item(project, "node-1", "gpu-3090", {
        "part_id": None, "custom_part": {"kind": "other", "id": "evil", "name": HOSTILE, "source": "typed by a test"}})
    hostile = hostile.model_copy(update={"name": HOSTILE})
    return evaluate(hostile, catalog, with_monte_carlo=False)


def test_markdown_escapes_table_pipes_brackets_and_emphasis(reports, catalog):
    shown = share_text(hostile_report(reports, catalog), "markdown", "en")
    row = next(line for line in shown.splitlines() if "[b" in line and line.startswith("|"))
    assert len(re.findall(r"(?<!\\)\|", row)) == 7, "a pipe in a part name must not add a column"
    assert escape_markdown(HOSTILE) in row
    assert not re.search(r"(?<!\\)[*_`\[\]<]", row.replace("| ", "").replace(" |", "")), row
    assert shown.startswith("## " + escape_markdown(HOSTILE) + "\n")


def test_bbcode_never_lets_a_typed_bracket_open_a_tag(reports, catalog):
    shown = share_text(hostile_report(reports, catalog), "bbcode", "en")
    tags = set(re.findall(r"\[/?([a-z*]+)", shown))
    assert tags <= {"b", "i", "list", "*", "size"}, tags
    assert "[url" not in shown and "[/url" not in shown
    assert HOSTILE in shown.replace(ZERO_WIDTH_SPACE, "")  # reads as typed once the invisible spaces are gone


def test_the_escapes_keep_the_text_readable():
    assert escape_markdown("a|b *c*") == r"a\|b \*c\*"
    assert escape_bbcode("[b]x[/b]") == f"[{ZERO_WIDTH_SPACE}b]x[{ZERO_WIDTH_SPACE}/b]"
    assert escape_markdown("two\nlines") == "two lines"


@pytest.mark.parametrize("args, lang_word", [([], "Total:"), (["--format", "bbcode"], "[b]Total:"),
                                             (["--lang", "zh_CN"], "总计："),
                                             (["--format", "bbcode", "--lang", "zh_CN"], "[b]总计：")])
def test_cli_share_prints_the_text_with_checks_exit_codes(examples_dir, args, lang_word, reports):
    out, err = io.StringIO(), io.StringIO()
    code = run(["share", str(examples_dir / "seed-000-two-card-rig.json"), *args], out=out, err=err)
    assert code == 0 and err.getvalue() == ""
    fmt = "bbcode" if "bbcode" in args else "markdown"
    lang = "zh_CN" if "zh_CN" in args else "en"
    _, report = reports["seed-000-two-card-rig"]
    assert out.getvalue() == share_text(report, fmt, lang) and lang_word in out.getvalue()


def test_cli_share_exits_1_for_a_failing_plan_and_2_for_bad_input(tmp_path, seed000, capsys):
    from planner.io import save_project

    failing = edit.update_section(seed000, "workload", {"context_tokens": 65536})
    save_project(failing, tmp_path / "long.json")
    out, err = io.StringIO(), io.StringIO()
    assert run(["share", str(tmp_path / "long.json")], out=out, err=err) == 1
    assert "beyond the model's own" in out.getvalue()
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run(["share", str(tmp_path / "bad.json")], out=out, err=err) == 2
    assert "bad.json" in err.getvalue() and "Traceback" not in err.getvalue() and out.getvalue() == ""
    assert run(["share", str(tmp_path / "long.json"), "--format", "html"]) == 2
    assert "argument --format: invalid choice: 'html'" in capsys.readouterr().err  # argparse writes to stderr
