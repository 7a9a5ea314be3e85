"""The quote's own save (planner.quote.xlsx_save, issue 12): the file holds the same XML as openpyxl's `wb.save`,
part by part in canonical form, for every example and language, with a Compare sheet, and for every kind of cell
the text writer takes or leaves to openpyxl."""

from __future__ import annotations

import datetime as dt
import io
import zipfile
from xml.etree.ElementTree import canonicalize

import pytest
from openpyxl import Workbook, load_workbook
from openpyxl.comments import Comment
from openpyxl.styles import Alignment, Font

from planner.compare import compare_projects
from planner.evaluate import evaluate
from planner.io import load_project
from planner.quote.workbook import build_workbook, workbook_bytes
from planner.quote.xlsx_save import _TextCellsWriter

TODAY = dt.date(2026, 12, 2)
EXAMPLES = ("seed-000-two-card-rig.json", "seed-003-six-gpu-server.json")


def parts(data: bytes) -> dict[str, str]:
    """Each part of an .xlsx in canonical XML; the core properties without their save time."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        out = {name: canonicalize(archive.read(name).decode("utf-8")) for name in archive.namelist()}
    out["docProps/core.xml"] = "saved at a time"
    return out


def openpyxl_bytes(wb) -> bytes:
    buffer = io.BytesIO()
    wb.save(buffer)
    return buffer.getvalue()


def assert_same_file(build) -> None:
    """`build()` makes a fresh workbook each time: ours and openpyxl's save it to the same parts."""
    ours, theirs = parts(workbook_bytes(build())), parts(openpyxl_bytes(build()))
    assert list(ours) == list(theirs)
    for name in theirs:
        assert ours[name] == theirs[name], name


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("example", EXAMPLES)
def test_the_quote_saves_to_the_xml_openpyxl_writes(example, lang, examples_dir, catalog):
    project = load_project(examples_dir / example)
    report = evaluate(project, catalog)
    wb = build_workbook(project, report, lang, TODAY)
    assert all(_TextCellsWriter.can_write(ws) for ws in wb), "every quote sheet takes the text writer"
    assert_same_file(lambda: build_workbook(project, report, lang, TODAY))


def test_a_quote_with_a_compare_sheet_saves_the_same(examples_dir, catalog):
    builds = [(name, load_project(examples_dir / name)) for name in EXAMPLES]
    comparison = compare_projects(builds, catalog)
    report = evaluate(builds[0][1], catalog)
    assert_same_file(lambda: build_workbook(builds[0][1], report, "zh_CN", TODAY, comparison=comparison))


def every_kind_of_cell() -> Workbook:
    wb = Workbook()
    ws = wb.active
    ws["A1"] = "plain"
    ws["B1"] = "  padded  "
    ws["C1"] = "   "
    ws["D1"] = 'a & b < c > d "quoted"\nsecond line\ttab'
    ws["E1"] = "漢字 ¥1,299 — é"
    ws["A2"] = 0.1 + 0.2
    ws["B2"] = -12345678901234567890
    ws["C2"] = float("nan")
    ws["D2"] = float("inf")
    ws["E2"] = True
    ws["F2"] = False
    ws["A3"] = '=IF(A2<1,"a&b",B2)'
    ws["B3"] = dt.date(2026, 12, 4)
    ws["C3"] = dt.datetime(2026, 12, 4, 7, 30)
    ws["D3"].font = Font(bold=True)  # styled, no value
    ws["E3"] = ""
    ws["E3"].alignment = Alignment(wrap_text=True)
    ws.row_dimensions[3].height = 30
    ws.row_dimensions[7].height = 20  # a styled row without cells
    ws.merge_cells("A5:C5")
    ws["A5"] = "merged"
    return wb


def test_every_kind_of_cell_the_quote_writes_saves_the_same():
    assert _TextCellsWriter.can_write(every_kind_of_cell().active)
    assert_same_file(every_kind_of_cell)


def test_a_sheet_with_what_the_text_writer_does_not_take_is_left_to_openpyxl():
    def build():
        wb = every_kind_of_cell()
        wb.active["A9"].comment = Comment("a note", "someone")
        wb.create_sheet("links")["A1"].hyperlink = "https://example.com/"
        return wb

    assert not any(_TextCellsWriter.can_write(ws) for ws in build())
    assert_same_file(build)
    back = load_workbook(io.BytesIO(workbook_bytes(build())))
    assert back.active["A9"].comment.text == "a note"
    assert back["links"]["A1"].hyperlink.target == "https://example.com/"


def test_values_read_back_from_the_saved_file():
    back = load_workbook(io.BytesIO(workbook_bytes(every_kind_of_cell()))).active
    assert back["B1"].value == "  padded  "
    assert back["D1"].value == 'a & b < c > d "quoted"\nsecond line\ttab'
    assert back["E1"].value == "漢字 ¥1,299 — é"
    assert back["A2"].value == pytest.approx(0.3)
    assert back["E2"].value is True and back["F2"].value is False
    assert back["A3"].value == '=IF(A2<1,"a&b",B2)'
    assert back["B3"].value == dt.datetime(2026, 12, 4)
    assert back["C3"].value == dt.datetime(2026, 12, 4, 7, 30)
    assert back["D3"].font.bold
    assert back.row_dimensions[3].height == 30
