"""The Excel quote: structure and safety with openpyxl, and the numbers after a real recalculation in LibreOffice.

CI installs LibreOffice and sets REQUIRE_LIBREOFFICE=1, so a missing soffice fails there instead of skipping.
"""

import datetime as dt
import os

import pytest
from openpyxl import load_workbook

from planner.evaluate import evaluate
from planner.quote.workbook import build_workbook, export_quote
from planner.quote.cells import clean_text, formula_functions, is_known_function

from .lo_recalc import error_cells, recalculate, soffice

HOSTILE = ["=HYPERLINK(\"http://evil.example\",\"click\")", "+1", "@SUM(1)", "-2", "=1+1", "#N/A",
           "\tTAB", "=cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "\n+1"]
TODAY = dt.date(2026, 12, 2)
needs_lo = pytest.mark.skipif(soffice() is None and os.environ.get("REQUIRE_LIBREOFFICE") != "1",
                              reason="LibreOffice (soffice) is not installed")


def export(project, catalog, tmp_path, lang="en", name="quote.xlsx"):
    path = tmp_path / name
    assert export_quote(project, evaluate(project, catalog), path, lang=lang, today=TODAY) == path
    return path


def named(wb, name):
    """Value of a workbook-level defined name (one cell)."""
    dn = wb.defined_names[name]
    (sheet, coord), = list(dn.destinations)
    return wb[sheet][coord.replace("$", "")].value


def with_hostile_names(project):
    data = project.model_copy(deep=True)
    data.name = HOSTILE[0]
    node = data.nodes[0]
    for item, text in zip(node.items, HOSTILE):
        item.note = text
    data.costs.cloud_options[0].name = "@SUM(1)"
    return data


# ----------------------------------------------------------------------------- without LibreOffice

def test_sheets_names_and_formulas(seed000, catalog, tmp_path):
    wb = load_workbook(export(seed000, catalog, tmp_path))
    assert wb.sheetnames == ["Quote", "Checks", "TCO", "Bring-up"]
    for name in ("quote_total", "quote_subtotal", "discount_rate", "tax_rate", "fx_USD", "hardware_cost",
                 "electricity_price", "load_hours_per_month", "own_per_month", "power_per_month", "own_fixed",
                 "own_per_load_hour", "three_year_total"):
        assert name in wb.defined_names, name
    assert named(wb, "hardware_cost") == "=quote_total"
    assert named(wb, "electricity_price") == "=0.6"
    formulas = [c.value for ws in wb for row in ws.iter_rows() for c in row if c.data_type == "f"]
    assert len(formulas) > 200
    unknown = {f for formula in formulas for f in formula_functions(formula) if not is_known_function(f)}
    assert unknown == set()
    tco = wb["TCO"]
    assert len(tco._charts) == 1
    quote = wb["Quote"]
    assert quote.print_title_rows == "$9:$9" or quote.print_title_rows == "9:9"
    assert int(quote.page_setup.paperSize) == 9 and quote.page_setup.fitToWidth == 1  # 9 = A4
    assert wb.calculation.fullCalcOnLoad


def test_line_totals_are_formulas_and_prices_inputs(seed000, catalog, tmp_path):
    ws = load_workbook(export(seed000, catalog, tmp_path))["Quote"]
    rows = [r for r in range(10, 20) if isinstance(ws.cell(r, 1).value, int)]
    assert len(rows) == 9
    for r in rows:
        assert ws.cell(r, 9).value == f"=ROUND(F{r}*G{r},2)"
        assert ws.cell(r, 7).fill.fgColor.rgb.endswith("FFF2CC")


def test_user_text_never_becomes_a_formula(seed000, catalog, tmp_path):
    wb = load_workbook(export(with_hostile_names(seed000), catalog, tmp_path))
    cells = [c for ws in wb for row in ws.iter_rows() for c in row]
    texts = {c.value for c in cells if c.data_type in ("s", "inlineStr")}
    for hostile in HOSTILE:
        assert any(isinstance(t, str) and t.split(" | ")[0] == clean_text(hostile) for t in texts), hostile
    for c in cells:
        if c.data_type == "f":
            assert "HYPERLINK" not in c.value and "cmd|" not in c.value
        if c.data_type == "e":
            pytest.fail(f"error cell {c.coordinate}: {c.value}")
    quote = wb["Quote"]
    title = quote["A1"]
    assert title.data_type in ("s", "inlineStr") and title.value.startswith("Quote: =HYPERLINK")
    # a text cell that starts as a formula would (= + - @) is marked as text, so editing it in Excel keeps it text
    risky = [c for c in cells if c.data_type in ("s", "inlineStr") and str(c.value)[:1] in "=+-@"]
    assert {str(c.value).split(" | ")[0] for c in risky} >= {"-2+3+cmd|' /C calc'!A0", "+1", "@SUM(1)", "-2"}
    assert [c.coordinate for c in risky if not c.quotePrefix] == []


def test_clean_text_rules():
    assert clean_text("\t\r\n=1+1") == "=1+1"
    assert clean_text("a\x00b\x07c\x1f") == "abc"
    assert clean_text("line1\nline2") == "line1\nline2"
    assert len(clean_text("x" * 40_000)) == 32_767


def test_chinese_labels(seed000, catalog, tmp_path):
    wb = load_workbook(export(seed000, catalog, tmp_path, lang="zh_CN"))
    assert wb.sheetnames == ["报价单", "检查结果", "拥有成本", "装机验收"]
    quote = wb["报价单"]
    assert quote["A1"].value.startswith("报价单：")
    headers = [quote.cell(9, c).value for c in range(1, 11)]
    assert "单价" in headers and "小计" in headers
    categories = {quote.cell(r, 2).value for r in range(10, 19)}
    assert categories == {"显卡", "CPU", "主板", "电源", "内存", "存储", "机箱", "CPU 散热器"}
    checks = wb["检查结果"]
    messages = [checks.cell(r, 4).value for r in range(1, checks.max_row + 1)]
    assert any(isinstance(m, str) and "配件合计 10,000.00 CNY" in m for m in messages)


def test_failed_export_keeps_the_old_file(seed000, catalog, tmp_path, monkeypatch):
    import planner.io as pio
    from planner.errors import SaveError

    path = export(seed000, catalog, tmp_path)
    before = path.read_bytes()

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pio.os, "replace", broken)  # the one atomic writer
    with pytest.raises(SaveError, match="previous file is unchanged"):
        export_quote(seed000, evaluate(seed000, catalog), path, today=TODAY)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_a_project_without_costs_still_exports(catalog, tmp_path):
    from planner import edit

    project = edit.new_project()
    path = tmp_path / "empty.xlsx"
    export_quote(project, evaluate(project, catalog), path, today=TODAY)
    wb = load_workbook(path)
    assert wb["TCO"]["A4"].value.startswith("The cost of ownership was not computed")


# ----------------------------------------------------------------------------- recalculated in LibreOffice

def recalculated(path, tmp_path):
    out, sheets = recalculate(path, tmp_path / "lo")
    assert error_cells(path, sheets) == []
    return load_workbook(out, data_only=True), sheets


def close(a, b, tol=0.006):
    return a is not None and b is not None and abs(a - b) <= tol


def find_row(ws, text, col=1):
    for r in range(1, ws.max_row + 1):
        if ws.cell(r, col).value == text:
            return r
    raise AssertionError(f"{text!r} not found in column {col} of {ws.title}")


def assert_tco_matches(wb, report, project):
    tco = report.tco
    mo = tco.monthly
    for name, value in (("hardware_cost", tco.inputs.hardware_cost), ("amortization_per_month", mo.amortization_per_month),
                        ("repair_per_month", mo.repair_fund_per_month), ("hardware_per_month", mo.hardware_per_month),
                        ("power_per_month", mo.power_per_month), ("time_per_month", mo.time_per_month),
                        ("risk_per_month", mo.risk_per_month), ("own_per_month", mo.total_per_month),
                        ("power_per_day", tco.inputs.power_per_day), ("residual_value", tco.inputs.residual_value),
                        ("three_year_total", tco.three_year_total),
                        ("three_year_per_month", tco.three_year_monthly_equivalent),
                        ("three_year_electricity", tco.three_year_breakdown["electricity"]),
                        ("three_year_time", tco.three_year_breakdown["management_time"])):
        assert close(named(wb, name), value), (name, named(wb, name), value)
    assert abs(named(wb, "own_fixed") - tco.inputs.own_fixed_per_month) < 1e-3
    assert abs(named(wb, "own_per_load_hour") - tco.inputs.own_cost_per_load_hour) < 1e-5
    ws = wb.worksheets[2]
    for alt in tco.alternatives:
        if alt.kind == "hybrid":
            assert close(named(wb, "hybrid_per_month"), alt.cost_per_month)
            continue
        r = find_row(ws, alt.name.en)  # the option's name as entered (a Text since the twin fields went)
        cost_col, h_col, pay_col = (12, 13, 15) if alt.kind == "cloud" else (5, 7, 9)
        assert close(ws.cell(r, cost_col).value, alt.cost_per_month), alt.name
        h = ws.cell(r, h_col).value
        if alt.break_even_hours_per_month is None:
            assert isinstance(h, str), (alt.name, h)
        else:
            assert close(h, alt.break_even_hours_per_month), (alt.name, h, alt.break_even_hours_per_month)
        share = ws.cell(r, h_col + 1).value  # a share of the month's hours, never above 100 %; else words
        if alt.break_even_utilization is None:
            assert isinstance(share, str) and share, (alt.name, share)
        else:
            assert close(share, alt.break_even_utilization, 1e-4), (alt.name, share, alt.break_even_utilization)
        pay = ws.cell(r, pay_col).value
        if alt.payback_months is None:
            assert isinstance(pay, str)
        else:
            assert close(pay, alt.payback_months), (alt.name, pay, alt.payback_months)
    # the cumulative table, month by month, for every series
    (_, coord), = list(wb.defined_names["cumulative_month0"].destinations)
    first = int(coord.split("$")[-1])
    for series_index, series in enumerate(tco.cumulative):
        for t, value in enumerate(series.values):
            assert ws.cell(first + t, 1).value == t
            got = ws.cell(first + t, 2 + series_index).value
            assert close(got, value, 0.011), (series.name, t, got, value)


@needs_lo
@pytest.mark.parametrize("example,lang", [("seed-000-two-card-rig.json", "en"), ("seed-000-two-card-rig.json", "zh_CN"),
                                          ("seed-003-six-gpu-server.json", "en")])
def test_examples_recalculate_to_the_engine_numbers(example, lang, catalog, examples_dir, tmp_path):
    from planner.io import load_project

    project = load_project(examples_dir / example)
    path = export(project, catalog, tmp_path, lang)
    wb, _ = recalculated(path, tmp_path)
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert close(named(wb, "quote_total"), report.bom.total.amount)
    assert close(named(wb, "quote_subtotal"), report.bom.total.amount)
    assert_tco_matches(wb, report, project)
    assert len(load_workbook(path).worksheets[2]._charts) == 1


@needs_lo
def test_changing_the_electricity_price_moves_the_break_even(seed000, catalog, tmp_path):
    path = export(seed000, catalog, tmp_path)
    wb = load_workbook(path)
    dn = wb.defined_names["electricity_price"]
    (sheet, coord), = list(dn.destinations)
    wb[sheet][coord.replace("$", "")].value = 1.5
    edited = tmp_path / "edited.xlsx"
    wb.save(edited)
    after, _ = recalculated(edited, tmp_path)
    changed = seed000.model_copy(deep=True)
    changed.costs.electricity_price.amount = 1.5
    report = evaluate(changed, catalog, with_monte_carlo=False)
    before_report = evaluate(seed000, catalog, with_monte_carlo=False)
    ws = after["TCO"]
    first = report.tco.alternatives[0]
    h = ws.cell(find_row(ws, first.name.en), 13).value
    assert close(h, first.break_even_hours_per_month)
    assert first.break_even_hours_per_month > before_report.tco.alternatives[0].break_even_hours_per_month + 10
    assert_tco_matches(after, report, changed)


@needs_lo
def test_discount_and_tax_flow_into_the_total_and_the_tco(seed000, catalog, tmp_path):
    path = export(seed000, catalog, tmp_path)
    wb = load_workbook(path)
    for name, value in (("discount_rate", 0.05), ("tax_rate", 0.13)):
        (sheet, coord), = list(wb.defined_names[name].destinations)
        wb[sheet][coord.replace("$", "")].value = value
    edited = tmp_path / "taxed.xlsx"
    wb.save(edited)
    after, _ = recalculated(edited, tmp_path)
    assert close(named(after, "quote_total"), round(10000 * 0.95 * 1.13, 2))
    assert close(named(after, "hardware_cost"), round(10000 * 0.95 * 1.13, 2))


@needs_lo
def test_hostile_text_comes_back_as_the_same_text(seed000, catalog, tmp_path):
    path = export(with_hostile_names(seed000), catalog, tmp_path)
    wb, sheets = recalculated(path, tmp_path)
    quote = wb.worksheets[0]
    notes = [quote.cell(r, 10).value for r in range(10, 19)]
    for hostile, note in zip(HOSTILE, notes):
        assert note.split(" | ")[0] == clean_text(hostile)
    assert quote["A1"].value == "Quote: " + HOSTILE[0]
    tco = wb["TCO"]
    assert find_row(tco, "@SUM(1)")


@needs_lo
def test_the_error_scan_finds_errors(tmp_path):
    """The recalculation check itself can fail: a division by zero and an unknown function are reported."""
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws["A1"] = "=1/0"
    ws["A2"] = "=NOSUCHFUNCTION(1)"
    ws["A3"] = "=1+1"
    ws["A4"] = "#N/A"
    ws["A4"].data_type = "s"
    path = tmp_path / "errors.xlsx"
    wb.save(path)
    _, sheets = recalculate(path, tmp_path / "lo")
    found = error_cells(path, sheets)
    assert [f.split(":")[0] for f in found] == ["Sheet!A1", "Sheet!A2"]


def _variant(project, **costs):
    data = project.model_dump(mode="json", by_alias=True, exclude_none=True)
    data["costs"].update(costs)
    from planner.io import project_from_data

    return project_from_data(data, "variant")


VARIANTS = {
    # Chinese yearly tiered tariff (阶梯电价) on top of household use, a reserved cloud option, the used-market
    # resale curve, idle power while the rig stays on, a repair fund
    "tiered+reserved+used_market+idle": dict(
        tariff={"kind": "tiered", "tier_period": "year", "household_kwh_per_year": 2400,
                "tiers": [{"up_to_kwh": 2760, "price": 0.4883}, {"up_to_kwh": 4800, "price": 0.5383},
                          {"price": 0.7883}]},
        depreciation="used_market", idle_power_w=90, powered_hours_per_day=24, repair_fund_fraction=0.1,
        cloud_options=[{"name": "Reserved 2x RTX 4090", "pricing": "reserved", "gpus": 2,
                        "price_per_gpu_hour": {"amount": 0.25, "currency": "USD"}, "committed_hours_per_month": 200,
                        "billing": "hour", "sessions_per_month": 20,
                        "storage_per_month": {"amount": 30, "currency": "CNY"}},
                       {"name": "Spot", "pricing": "spot", "gpus": 2, "interruption_overhead": 0.15,
                        "price_per_gpu_hour": {"amount": 0.2, "currency": "USD"}}]),
    # time-of-use prices, declining balance, utilization instead of hours, hardware cost stated in USD
    "time_of_use+declining+utilization+usd_hardware": dict(
        tariff={"kind": "time_of_use", "periods": [{"name": "peak", "price": 0.9, "share_of_energy": 0.4},
                                                   {"name": "valley", "price": 0.3, "share_of_energy": 0.6}]},
        depreciation="declining_balance", annual_decline=0.3, load_hours_per_day=None, utilization_fraction=0.6,
        hardware_cost={"amount": 1500, "currency": "USD"}, cooling_overhead_fraction=0.3),
    # measured utilization from a GPU log, a monthly tier period
    "usage_log+monthly_tiers": dict(
        usage_log={"file": "dmon.log", "days": 14, "gpus": 2, "active_gpu_hours": 301.5, "samples": 1000},
        load_hours_per_day=None,
        tariff={"kind": "tiered", "tier_period": "month", "household_kwh_per_year": 1800,
                "tiers": [{"up_to_kwh": 200, "price": 0.5}, {"price": 0.8}]}),
}


@needs_lo
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_cost_model_branch_recalculates_to_the_engine(name, seed000, catalog, tmp_path):
    project = _variant(seed000, **VARIANTS[name])
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert report.tco is not None, report.tco_not_computed()
    path = export(project, catalog, tmp_path)
    wb, _ = recalculated(path, tmp_path)
    assert_tco_matches(wb, report, project)


def test_bring_up_sheet_holds_this_builds_expectations(seed000, catalog, tmp_path):
    report = evaluate(seed000, catalog, with_monte_carlo=False)
    assert report.pcie.nodes[0].pair_bound_gbps == [[None, 7.88], [7.88, None]]  # the 3080 sits behind the chipset
    ws = load_workbook(export(seed000, catalog, tmp_path)).worksheets[3]
    rows = [[c.value for c in row] for row in ws.iter_rows()]
    topo = next(r for r in rows if r[2] == "PHB")
    assert topo[0].startswith("GPU0 NVIDIA GeForce RTX 3090") and topo[1].startswith("GPU1 NVIDIA GeForce RTX 3080")
    links = {r[1]: r for r in rows if r[1] in ("PCI_E1", "PCI_E3")}
    assert [links["PCI_E1"][k] for k in (2, 5, 8)] == [24576, 4, 16]  # memory.total MiB, PCIe gen, width
    assert [links["PCI_E3"][k] for k in (2, 5, 8)] == [10240, 4, 4]
    assert any(r[2] == 7.88 for r in rows)  # p2p bound of the pair
    assert any(r[0] == "Hours at full load" and r[1] == 2 for r in rows)
    speed = next(r for r in rows if r[0] == "Decode speed (tokens/s)")
    assert speed[1] == report.fit.tokens_per_s.decode_tokens_per_s


@needs_lo
def test_bring_up_checks_say_ok_or_check(seed000, catalog, tmp_path):
    wb = load_workbook(export(seed000, catalog, tmp_path))
    ws = wb.worksheets[3]
    topo = next(r for r in range(1, ws.max_row + 1) if ws.cell(r, 3).value == "PHB")
    width = next(r for r in range(1, ws.max_row + 1) if ws.cell(r, 2).value == "PCI_E3")
    ws.cell(topo, 4).value = "PHB"
    ws.cell(width, 10).value = 2  # narrower than planned
    edited = tmp_path / "measured.xlsx"
    wb.save(edited)
    after, _ = recalculated(edited, tmp_path)
    sheet = after.worksheets[3]
    assert sheet.cell(topo, 5).value == "OK"
    assert sheet.cell(width, 11).value == "CHECK"


def test_bring_up_text_wraps_inside_the_sheet(seed003, catalog, tmp_path):
    """Every text cell of the Bring-up sheet wraps; a sentence alone in its row spans the sheet, and each row is tall
    enough for its wrapped lines (no text runs over the next columns or out of the printed page)."""
    from openpyxl.utils import get_column_letter

    from planner.text import display_width

    ws = load_workbook(export(seed003, catalog, tmp_path, "zh_CN")).worksheets[3]
    merged = {r.min_row: r for r in ws.merged_cells.ranges}
    texts = [c for row in ws.iter_rows() for c in row if isinstance(c.value, str) and not c.value.startswith("=")]
    assert len(texts) > 30 and all(c.alignment.wrap_text for c in texts)
    long_rows = 0
    for cell in texts:
        span = merged.get(cell.row) if cell.column == 1 else None
        columns = range(1, (span.max_col if span else cell.column) + 1) if span else [cell.column]
        width = sum(ws.column_dimensions[get_column_letter(c)].width for c in columns)
        lines = -(-display_width(cell.value) // int(width - 1))
        if lines > 1:
            long_rows += 1
            assert (ws.row_dimensions[cell.row].height or 15) >= 15 * lines, (cell.coordinate, cell.value)
    assert long_rows >= 3


def test_the_chinese_quote_names_risers_and_typed_prices_in_chinese(seed003, catalog, tmp_path):
    """Issue 28: the Chinese quote said '(riser)' beside each card on a riser and 'price typed by the user'."""
    from planner.model.common import PricePoint
    from planner.model.project import LineItem

    project = seed003.model_copy(deep=True)
    frame = catalog.part(next(p.id for p in catalog.parts.values() if p.kind == "case" and p.open_frame))
    custom = frame.model_copy(update={"id": "my-open-frame", "prices": [PricePoint(
        amount=300, currency="CNY", condition="new", kind="street", date=dt.date(2026, 11, 1),
        source="price typed by the user")], "source": "entered by the user in GPU Rig Planner"})
    project.nodes[0].items.append(LineItem(id="open-frame", custom_part=custom, quantity=1))
    wb = load_workbook(export(project, catalog, tmp_path, lang="zh_CN"))
    quote = wb["报价单"]
    notes = [quote.cell(r, 10).value or "" for r in range(1, quote.max_row + 1)]
    assert any("（延长线）" in n for n in notes)
    everything = [str(c.value) for ws in wb for row in ws.iter_rows() for c in row if c.value is not None]
    for english in ("(riser", "price typed by the user", "entered by the user"):
        assert not any(english in v for v in everything), english
    assert any("用户在 GPU Rig Planner 中录入" in v for v in everything)
    assert any("用户填写的价格" in v for v in everything)  # the inline part's own price counts, its source in Chinese


def test_the_x13_rule_reads_as_the_window_prints_it(seed000, catalog):
    """Issue 28: 2,191 W in Checks (the spreadsheet rounding 2,190.5 up) against 2,190 W in the window."""
    report = evaluate(seed000, catalog)
    report.power.recommended_psu_w = 2190.5  # the rig: 1,685 W sustained x 1.3
    checks = build_workbook(seed000, report, today=TODAY)["Checks"]
    row = next(r for r in range(1, checks.max_row + 1) if checks.cell(r, 3).value == "x1.3 rule (W)")
    shown = checks.cell(row, 4).value
    # the cell holds the whole watts the power tab prints ('x1.3 rule {w:,.0f} W': 2,190), so #,##0 cannot round up
    assert f"{2190.5:,.0f}" == "2,190" and shown == 2190


def test_a_long_note_gets_the_rows_it_wraps_to(seed000, catalog, tmp_path):
    """Issue 28: long notes were cut at the row's bottom in the PDF: the row height counted characters, not the lines
    a cell wrapping at spaces shows. Python's textwrap (which wraps at spaces the same way) says how many lines the
    40-character notes column needs; each needs 15 points."""
    import textwrap

    project = seed000.model_copy(deep=True)
    project.nodes[0].items[0].note = " ".join(["riserxxxx"] * 30)
    quote = load_workbook(export(project, catalog, tmp_path))["Quote"]
    row = next(r for r in range(1, quote.max_row + 1) if "riserxxxx" in str(quote.cell(r, 10).value or ""))
    value = quote.cell(row, 10).value
    assert quote.cell(row, 10).alignment.wrap_text and quote.column_dimensions["J"].width == 40
    lines = sum(len(textwrap.wrap(part, 40)) or 1 for part in value.split("\n"))
    assert quote.row_dimensions[row].height >= lines * 15
