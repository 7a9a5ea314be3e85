"""The quote's Compare sheet (issue 14): `export FILE -o OUT.xlsx --compare OTHER.json ...` lays this build and the
others side by side, with the figures `compare --json` gives for the same files, read back from the workbook as
LibreOffice recalculates it."""

from __future__ import annotations

import json
import os

import pytest
from openpyxl import load_workbook

from planner.paths import resource

from .lo_recalc import recalculate, soffice
from .test_compare import cli

needs_lo = pytest.mark.skipif(soffice() is None and os.environ.get("REQUIRE_LIBREOFFICE") != "1",
                              reason="LibreOffice (soffice) is not installed")
SEED000 = str(resource("examples", "seed-000-two-card-rig.json"))
SEED003 = str(resource("examples", "seed-003-six-gpu-server.json"))


@pytest.fixture(scope="module")
def compared():
    code, out, err = cli("compare", SEED000, SEED003, "--json")
    assert code == 0, err
    return json.loads(out)


def exported(tmp_path, lang="en"):
    path = tmp_path / f"quote-{lang}.xlsx"
    code, _, err = cli("export", SEED000, "-o", path, "--lang", lang, "--compare", SEED003)
    assert code == 0, err
    return path


def rows_by_label(ws) -> dict[str, list]:
    return {row[0].value: row for row in ws.iter_rows(min_row=4) if row[0].value}


def test_the_compare_sheet_holds_the_figures_compare_gives(tmp_path, compared):
    wb = load_workbook(exported(tmp_path))
    assert wb.sheetnames[-1] == "Compare"
    ws = wb["Compare"]
    names = [v["name"] for v in compared["variants"]]
    assert [c.value for c in ws[3]][1:3] == names and ws.cell(3, 4).value == "Which way is better"
    rows = rows_by_label(ws)
    by_key = {row["key"]: row for row in compared["rows"]}
    for key, figure in (("price_total", "price_total"), ("tokens_per_s", "tokens_per_s"),
                        ("monthly_total", "monthly_total"), ("three_year_total", "three_year_total")):
        label = by_key[key]["label"]["en"]
        assert [rows[label][1 + i].value for i in range(2)] == [v[figure] for v in compared["variants"]], key
        for i in range(2):
            cell = rows[label][1 + i]
            assert cell.font.bold == (i in by_key[key]["best"]), (key, i)
    status = rows[by_key["status"]["label"]["en"]]
    assert [status[1].value, status[2].value] == [c["en"] for c in by_key["status"]["cells"]]


def test_no_compare_sheet_without_other_builds(tmp_path):
    path = tmp_path / "plain.xlsx"
    code, _, err = cli("export", SEED000, "-o", path)
    assert code == 0, err
    assert "Compare" not in load_workbook(path).sheetnames


def test_a_broken_other_file_is_named_and_no_workbook_is_written(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    path = tmp_path / "quote.xlsx"
    code, _, err = cli("export", SEED000, "-o", path, "--compare", broken)
    assert code == 2 and "broken.json" in err and "Traceback" not in err
    assert not path.exists()


def test_the_sheet_in_chinese(tmp_path):
    ws = load_workbook(exported(tmp_path, "zh_CN"))["方案对比"]
    assert ws.cell(1, 1).value.startswith("方案对比") and ws.cell(3, 1).value == "指标"
    assert "价格（CNY）" in rows_by_label(ws)


@needs_lo
def test_libreoffice_reads_the_same_figures(tmp_path, compared):
    _, sheets = recalculate(exported(tmp_path), tmp_path / "lo")
    rows = {row[0]: row for row in sheets["Compare"] if row}
    price = next(r["label"]["en"] for r in compared["rows"] if r["key"] == "price_total")
    assert [float(x.replace(",", "")) for x in rows[price][1:3]] == [v["price_total"] for v in compared["variants"]]
