"""The Excel quote: a live workbook a buyer can hand to whoever pays (openpyxl, no Qt).

Sheets: Quote (line items, subtotal, discount, tax, total as formulas; print-ready), Checks (power, PCIe and
fit findings with the figures behind them), TCO (planner/quote/tco_sheet.py: assumptions as named input cells, the
cost model as formulas, cumulative table and chart) and Bring-up (seed 000's four-step acceptance test for this
very build, with the expected values to compare against). Everything comes from one PlanReport; the workbook
is written to a temporary file and moved into place, so a failed export never leaves a broken file behind.
"""

from __future__ import annotations

import datetime as _dt
import io
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment

from planner.model.finding import LEVEL_ORDER
from planner.io import atomic_write_bytes
from planner.model.project import Project
from planner.model.money import find_rate
from planner.model.parts import kind_label
from planner.compare_report import CompareReport
from planner.quote.bringup_sheet import write_bringup
from planner.quote.compare_sheet import sheet_title as compare_sheet_title, write_compare
from planner.quote.tco_sheet import TcoSheet, fx_names_for
from planner.quote.xlsx_save import save_workbook
from planner.report import PlanReport
from planner.verify.check import VerifyReport
from planner.model.shown import slot_text, source_text, unit_number
from planner.text import T, render
from planner.quote.cells import (
    LEFT,
    LEVEL_FILLS,
    TITLE,
    add_styles,
    define_name,
    fit_row_heights,
    header_row,
    money_format,
    print_landscape_fit_width,
    put_formula,
    put_text,
    put_value,
    set_style,
    widths,
)

SHEETS = ("Quote", "Checks", "TCO", "Bring-up")
LEVEL = {"fail": T("FAIL"), "warn": T("WARN"), "info": T("INFO"), "ok": T("OK")}


def build_workbook(project: Project, report: PlanReport, lang: str = "en", today: _dt.date | None = None,
                   verified: VerifyReport | None = None, comparison: CompareReport | None = None) -> Workbook:
    """The quote workbook for a project and its report (no file written); `verified` (planner.verify on the built
    rig's outputs) fills the Bring-up sheet's measured cells; with a comparison of this build and others
    (planner.compare), a Compare sheet after the Bring-up sheet."""
    wb = Workbook()
    add_styles(wb)
    tr = lambda template, **p: render(template, p, lang)  # noqa: E731
    titles = {"Quote": tr(T("Quote")), "Checks": tr(T("Checks")), "TCO": tr(T("TCO")),
              "Bring-up": tr(T("Bring-up"))}
    quote = wb.active
    quote.title = titles["Quote"]
    checks = wb.create_sheet(titles["Checks"])
    tco = wb.create_sheet(titles["TCO"])
    bringup = wb.create_sheet(titles["Bring-up"])
    currencies = {line.unit_price.currency for line in report.bom.lines if line.unit_price is not None}
    costs = project.costs
    for m in _money_inputs(costs):
        currencies.add(m.currency)
    rates = fx_names_for(costs, currencies)
    fx_names = {c: f"fx_{c}" for c in rates}
    _quote_sheet(wb, quote, project, report, lang, tr, rates, today or _dt.date.today())
    _checks_sheet(checks, report, lang, tr, _rate_sources(costs, report.currency, rates))
    TcoSheet(wb, tco, report, costs, lang, fx_names).write()
    write_bringup(bringup, report, lang, verified)
    if comparison is not None:
        write_compare(wb.create_sheet(compare_sheet_title(lang)), comparison, lang)
    for ws in wb.worksheets:
        fit_row_heights(ws)
        print_landscape_fit_width(ws)
    wb.calculation.fullCalcOnLoad = True  # Excel recalculates on open (openpyxl writes no cached values)
    return wb


def export_quote(project: Project, report: PlanReport, path: str | Path, lang: str = "en",
                 today: _dt.date | None = None, verified: VerifyReport | None = None,
                 comparison: CompareReport | None = None) -> Path:
    """Write the workbook of this report (from `evaluate(project, ...)`, with its Monte Carlo) to `path`
    atomically. Raises SaveError when the file cannot be written (the previous file, if any, is unchanged)."""
    write_workbook(build_workbook(project, report, lang, today, verified, comparison), path)
    return Path(path)


def write_workbook(wb: Workbook, path: str | Path) -> None:
    """Save through the project files' atomic writer: readers see the old file or the whole new one, and the
    workbook gets the user's usual permissions."""
    atomic_write_bytes(path, workbook_bytes(wb))


def workbook_bytes(wb: Workbook) -> bytes:
    """The .xlsx file of `wb`, as openpyxl would save it (cells written by planner.quote.xlsx_save)."""
    buffer = io.BytesIO()
    save_workbook(wb, buffer)
    return buffer.getvalue()


def _rate_sources(costs, currency: str, rates: dict) -> dict:
    """The factor and dated exchange rate (with its source) behind each rate cell of the quote."""
    found = {c: find_rate(costs.exchange_rates, c, currency) for c in rates}
    return {c: f for c, f in found.items() if f is not None}


def _money_inputs(costs):
    out = [costs.electricity_price, costs.owner_hourly_rate]
    if costs.hardware_cost is not None:
        out.append(costs.hardware_cost)
    out += [e.loss for e in costs.risk_events]
    for o in costs.cloud_options:
        out += [o.price_per_gpu_hour] + [x for x in (o.storage_per_month, o.egress_per_month) if x is not None]
    for a in costs.api_options:
        out += [a.input_per_million, a.output_per_million] + ([a.cached_input_per_million]
                                                             if a.cached_input_per_million else [])
    return out


# ----------------------------------------------------------------------------- Quote

def _quote_sheet(wb, ws, project: Project, report: PlanReport, lang: str, tr, rates: dict, today: _dt.date) -> None:
    widths(ws, {"A": 6, "B": 14, "C": 34, "D": 46, "E": 10, "F": 7, "G": 16, "H": 9, "I": 16, "J": 40})
    _quote_heading(ws, report, tr, today)
    head = 9
    first, row = _quote_lines(ws, head, project, report, lang, tr)
    last = max(row - 1, first)
    row = _quote_totals(wb, ws, report, tr, first, last, row + 1)
    if rates:
        row = _quote_rates(wb, ws, project, report.currency, tr, rates, row + 2)
    # print set-up: A4 landscape, fit to one page wide, header row repeated on every page
    print_landscape_fit_width(ws)
    ws.print_title_rows = f"{head}:{head}"
    ws.print_area = f"A1:J{row}"
    ws.freeze_panes = ws.cell(row=head + 1, column=1)


def _quote_heading(ws, report: PlanReport, tr, today: _dt.date) -> None:
    """Title, date, currency, how long the quote holds (an input) and the note on used parts' prices."""
    cur = report.currency
    put_text(ws, 1, 1, tr(T("Quote: {name}"), name=report.project_name)).font = TITLE
    put_text(ws, 3, 1, tr(T("Date")))
    put_value(ws, 3, 3, None, "yyyy-mm-dd")
    ws.cell(row=3, column=3).value = today
    put_text(ws, 4, 1, tr(T("Currency")))
    put_text(ws, 4, 3, cur)
    put_text(ws, 5, 1, tr(T("Valid for (days)")))
    put_value(ws, 5, 3, 7, "0", input_cell=True)
    put_text(ws, 6, 1, tr(T("Valid until")))
    put_formula(ws, 6, 3, "=C3+C5", "yyyy-mm-dd")
    put_text(ws, 7, 1, tr(T("Used parts are priced as found on the second-hand market; prices change daily, "
                            "check them before paying.")))


def slots_shown(line, items: dict, names: dict, lang: str) -> str:
    """The line's slots in the quote's language ('PCIEX16_1（延长线）'), an extender named by its part (with the unit's
    number when its line has several, as the parts table does), not its unit id ('other#1')."""
    item = items.get((line.node_id, line.item_id))
    if item is None:
        return ", ".join(line.slots)
    return ", ".join(slot_text(s, _extender_name(line.node_id, s.extender, items, names)).render(lang)
                     for s in item.slots)


def _extender_name(node_id: str, unit: str | None, items: dict, names: dict) -> str | None:
    """An extender unit ('other#2') by its part's name ('LINKUP riser #2'; no number on a line of one)."""
    if unit is None:
        return None
    line_id = unit.rpartition("#")[0] if "#" in unit else unit
    name, item = names.get((node_id, line_id)), items.get((node_id, line_id))
    if name is None or item is None:
        return None
    return f"{name} #{unit_number(unit)}" if item.quantity > 1 else name


def _quote_lines(ws, head: int, project: Project, report: PlanReport, lang: str, tr) -> tuple[int, int]:
    """The header row and a row per bill-of-materials line (a node's name above its lines when there are
    several nodes); returns the first line's row and the row after the last."""
    cur = report.currency
    header_row(ws, head, [tr(T("No.")), tr(T("Category")), tr(T("Part")), tr(T("Key specs")), tr(T("Condition")),
                          tr(T("Qty")), tr(T("Unit price")), tr(T("Currency")), tr(T("Line total")),
                          tr(T("Notes"))])
    row = head + 1
    first = row
    nodes = {n.id: n.name for n in project.nodes}
    items = {(node.id, item.id): item for node, item in project.all_items()}
    names = {(line.node_id, line.item_id): line.name for line in report.bom.lines}
    current_node = None
    number = 0
    for line in report.bom.lines:
        if len(nodes) > 1 and line.node_id != current_node:
            current_node = line.node_id
            put_text(ws, row, 3, nodes.get(line.node_id, line.node_id), bold=True)
            row += 1
        number += 1
        put_value(ws, row, 1, number, "0")
        put_text(ws, row, 2, kind_label(line.category, lang))
        put_text(ws, row, 3, line.name, wrap=True)
        put_text(ws, row, 4, line.key_specs.render(lang), wrap=True)
        put_text(ws, row, 5, tr(T("used")) if line.condition == "used" else tr(T("new")))
        put_value(ws, row, 6, line.quantity, "0", input_cell=True)
        line_cur = line.unit_price.currency if line.unit_price is not None else cur
        put_value(ws, row, 7, line.unit_price.amount if line.unit_price is not None else None,
                  money_format(line_cur), input_cell=True)
        put_text(ws, row, 8, line_cur)
        put_formula(ws, row, 9, f"=ROUND(F{row}*G{row},2)", money_format(line_cur))
        # what the buyer reads: the user's note, where the cards go, a line left out of the total, the facts not
        # confirmed; where each price comes from (sources, conversions, old prices) is on the Checks sheet
        unpriced = line.price_note.render(lang) if line.unit_price is None and line.price_note is not None else ""
        notes = [line.note, slots_shown(line, items, names, lang), unpriced, line.unconfirmed.render(lang)]
        put_text(ws, row, 10, " | ".join(n for n in notes if n), wrap=True)
        row += 1
    return first, row


def _quote_totals(wb, ws, report: PlanReport, tr, first: int, last: int, row: int) -> int:
    """Totals per currency, the subtotal, discount, tax and total (named cells); returns the total's row."""
    cur = report.currency
    money = money_format(cur)
    # totals per currency of the lines, converted at the rate cells below (as the engine does), then the total
    line_currencies = {line.unit_price.currency for line in report.bom.lines if line.unit_price is not None}
    converted = []
    for c in sorted(line_currencies | {cur}):
        put_text(ws, row, 7, tr(T("Total in {currency}"), currency=c))
        put_text(ws, row, 8, c)
        put_formula(ws, row, 9, f"=SUMIF($H${first}:$H${last},H{row},$I${first}:$I${last})", money_format(c))
        if c == cur:
            converted.append(f"I{row}")
        else:
            row += 1
            put_text(ws, row, 7, tr(T("= in {currency} at the rate below"), currency=cur))
            put_formula(ws, row, 9, f"=ROUND(I{row - 1}*fx_{c},2)", money)
            converted.append(f"I{row}")
        row += 1
    put_text(ws, row, 7, tr(T("Subtotal")), bold=True)
    put_formula(ws, row, 9, "=" + "+".join(converted), money, bold=True)
    define_name(wb, ws, "quote_subtotal", row, 9)
    row += 1
    put_text(ws, row, 7, tr(T("Discount rate")))
    put_value(ws, row, 8, 0.0, "0.0%", input_cell=True)
    define_name(wb, ws, "discount_rate", row, 8)
    put_formula(ws, row, 9, "=-ROUND(quote_subtotal*discount_rate,2)", money)
    discount = f"I{row}"
    row += 1
    put_text(ws, row, 7, tr(T("Tax rate (e.g. 13 % VAT)")))
    put_value(ws, row, 8, 0.0, "0.0%", input_cell=True)
    define_name(wb, ws, "tax_rate", row, 8)
    put_formula(ws, row, 9, f"=ROUND((quote_subtotal+{discount})*tax_rate,2)", money)
    tax = f"I{row}"
    row += 1
    put_text(ws, row, 7, tr(T("Total")), bold=True)
    put_formula(ws, row, 9, f"=quote_subtotal+{discount}+{tax}", money, bold=True)
    define_name(wb, ws, "quote_total", row, 9)
    return row


def _quote_rates(wb, ws, project: Project, cur: str, tr, rates: dict, row: int) -> int:
    """The exchange rates as named input cells (fx_<currency>) with their date and source; returns the row
    after them."""
    put_text(ws, row, 2, tr(T("Exchange rates (change them here; every converted amount follows)")), bold=True)
    row += 1
    dated = {}
    for c in rates:
        found = find_rate(project.costs.exchange_rates, c, cur)
        dated[c] = found[1] if found else None
    for c in sorted(rates):
        put_text(ws, row, 2, f"1 {c} =")
        put_value(ws, row, 3, rates[c], f'0.0000 "{cur}"', input_cell=True)
        define_name(wb, ws, f"fx_{c}", row, 3)
        source = dated[c]  # its date here; where it was read is on the Checks sheet
        if source is None:
            put_text(ws, row, 4, tr(T("no exchange rate: enter one, or these amounts count as zero")))
        else:
            put_text(ws, row, 4, tr(T("rate of {date}"), date=source.date.isoformat()))
        row += 1
    return row


# ----------------------------------------------------------------------------- Checks

def _checks_sheet(ws, report: PlanReport, lang: str, tr, rate_sources: dict) -> None:
    widths(ws, {"A": 10, "B": 14, "C": 44, "D": 110, "E": 50})
    put_text(ws, 1, 1, tr(T("Checks: {name}"), name=report.project_name)).font = TITLE
    row = 3
    figures = _key_figures(report, tr)
    header_row(ws, row, [tr(T("Figure")), "", tr(T("What")), tr(T("Value"))])
    row += 1
    for what, value, fmt in figures:
        put_text(ws, row, 3, what)
        if isinstance(value, str):
            put_text(ws, row, 4, value)
        else:
            set_style(put_value(ws, row, 4, value, fmt), "alignment", LEFT)
        row += 1
    row += 1
    header_row(ws, row, [tr(T("Level")), tr(T("Check")), tr(T("Code")), tr(T("Finding")), tr(T("Figures"))])
    row += 1
    for f in sorted(report.findings, key=lambda f: -LEVEL_ORDER[f.level]):
        put_text(ws, row, 1, tr(LEVEL[f.level]), fill=LEVEL_FILLS[f.level], bold=True)
        put_text(ws, row, 2, f.check)
        put_text(ws, row, 3, f.code)
        put_text(ws, row, 4, f.text(lang), wrap=True)
        put_text(ws, row, 5, "; ".join(f"{k}={_fmt(v)}" for k, v in f.params.items()), wrap=True)
        row += 1
    row = _price_sources(ws, report, lang, tr, rate_sources, row + 1)
    row += 1
    put_text(ws, row, 1, tr(T("Where the catalog's facts come from")), bold=True)
    row += 1
    header_row(ws, row, [tr(T("Part")), "", "", tr(T("Source"))])
    row += 1
    seen = set()
    for line in report.bom.lines:
        if not line.source or line.name in seen:
            continue
        seen.add(line.name)
        put_text(ws, row, 1, line.name)
        put_text(ws, row, 4, source_text(line.source).render(lang), wrap=True)
        row += 1
    ws.freeze_panes = "A4"
    print_landscape_fit_width(ws)


def _price_sources(ws, report: PlanReport, lang: str, tr, rate_sources: dict, row: int) -> int:
    """Where each line's price comes from: its basis (catalog price, date, conversion), its age on the report's date
    with the source (old prices marked), and the exchange rates' sources; the Quote sheet a buyer reads keeps none
    of these. Returns the row after the table."""
    put_text(ws, row, 1, tr(T("Where each price comes from")), bold=True)
    row += 1
    header_row(ws, row, [tr(T("No.")), "", tr(T("Part")), tr(T("Price and its source"))])
    row += 1
    for number, line in enumerate(report.bom.lines, start=1):
        basis = line.price_note.render(lang) if line.price_note is not None else ""
        origin = (source_text(line.catalog_price.source).render(lang)
                  if line.price_source == "catalog" and line.catalog_price else "")
        if line.price_age is not None:  # the age on the report's date, the source included
            origin = ("⚠ " if line.price_stale else "") + line.price_age.render(lang)
        if not basis and not origin:
            continue
        put_value(ws, row, 1, number, "0")
        put_text(ws, row, 3, line.name, wrap=True)
        put_text(ws, row, 4, " | ".join(x for x in (basis, origin) if x), wrap=True)
        row += 1
    for currency, (factor, rate) in sorted(rate_sources.items()):
        put_text(ws, row, 3, tr(T("Exchange rate: 1 {currency} = {rate:g} {project_currency}"), currency=currency,
                                rate=factor, project_currency=report.currency))
        source = source_text(rate.source).render(lang)
        put_text(ws, row, 4, tr(T("{date}: {source}"), date=rate.date.isoformat(), source=source), wrap=True)
        row += 1
    return row


def _fmt(value) -> str:
    if isinstance(value, float):
        return f"{value:,.2f}".rstrip("0").rstrip(".")
    return str(value)


def whole_watts(watts: float) -> int:
    """Watts as the window and the findings print them ('{:,.0f}'): a spreadsheet's #,##0 rounds 2,190.5 up to 2,191
    where they say 2,190, so the cell holds the figure already rounded once, the same way."""
    return int(f"{watts:.0f}")


def _key_figures(report: PlanReport, tr) -> list[tuple[str, object, str]]:
    out: list[tuple[str, object, str]] = []
    cur = report.currency
    if report.bom.total is not None:
        out.append((tr(T("Parts total ({currency})"), currency=cur), report.bom.total.amount, money_format(cur)))
    p = report.power
    if p is not None:
        out += [(tr(T("Sustained load, DC (W)")), whole_watts(p.sustained_w), "#,##0"),
                (tr(T("x1.3 rule (W)")), whole_watts(p.recommended_psu_w), "#,##0"),
                (tr(T("PSU capacity (W)")), whole_watts(p.psu_w), "#,##0"),
                (tr(T("Worst transient spike (W)")), whole_watts(p.transient_peak_w), "#,##0"),
                (tr(T("Wall draw at sustained load (W)")), whole_watts(p.wall_w), "#,##0")]
    if report.pcie is not None:
        for d in report.pcie.devices:
            if d.kind != "gpu":
                continue
            link = (tr(T("PCIe {gen}.0 x{width}, {gbps:.2f} GB/s per direction, via {via}"), gen=d.link_gen,
                       width=d.link_width, gbps=d.bandwidth_gbps, via=d.via)
                    if d.link_gen is not None else tr(T("no link")))
            out.append((tr(T("{device} in {slot}"), device=d.device, slot=d.slot), link, "General"))
    fit = report.fit
    if fit is not None:
        out.append((tr(T("Model")), f"{fit.model} ({fit.quant_label}, {fit.context:,} tokens, {fit.engine})", "General"))
        out.append((tr(T("Fits")), tr(T("yes")) if fit.fits else tr(T("no")), "General"))
        for c in fit.per_gpu:
            out.append((tr(T("{gpu}: used / capacity (GiB)"), gpu=c.name),
                        f"{c.used_gib:.1f} / {c.capacity_gib:.1f}", "General"))
        if fit.tokens_per_s is not None:
            out.append((tr(T("Decode speed (tokens/s)")), fit.tokens_per_s.decode_tokens_per_s, "0.0"))
    if report.tco is not None:
        out.append((tr(T("Own cost per month ({currency})"), currency=cur), report.tco.monthly.total_per_month,
                    money_format(cur)))
    return out


__all__ = ["SHEETS", "build_workbook", "export_quote", "workbook_bytes", "write_workbook"]
