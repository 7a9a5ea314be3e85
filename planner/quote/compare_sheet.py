"""The Compare sheet of the quote: the builds of a comparison side by side, as `compare` and the window show them.

One row per CompareRow of planner.compare (label, one cell per build, which way is better). A row whose figure is a
number is written as a number (so a buyer can sort or chart it), in the comparison's currency where it is money;
the other rows as the report's words. The best value of each row is bold on green, as `*` marks it in the text
output. Every figure is read from the CompareReport; nothing is computed here.
"""

from __future__ import annotations

from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from planner.compare_report import CompareReport, CompareRow, Variant
from planner.quote.cells import LEVEL_FILLS, TITLE, header_row, money_format, put_text, put_value, widths
from planner.text import T, render

SHEET_TITLE = T("Compare")
HEADING = T("Builds compared ({currency})")
ROW_HEADER, BETTER_HEADER = T("Figure"), T("Which way is better")
BEST_NOTE = T("Bold on green marks the best value in each row.")
BEST_FILL = LEVEL_FILLS["ok"]
#: Rows whose cell is a number of the Variant, and its number format (None: the comparison currency's).
NUMBER_ROWS = {"price_total": None, "headroom_w": "#,##0", "max_context": "#,##0", "tokens_per_s": "#,##0.0",
               "prefill_tokens_per_s": "#,##0", "wall_w": "#,##0", "monthly_total": None,
               "break_even_hours_per_month": "#,##0", "payback_months": "#,##0.0", "three_year_total": None}


def sheet_title(lang: str) -> str:
    return render(SHEET_TITLE, {}, lang)


def write_compare(ws, comparison: CompareReport, lang: str) -> None:
    """Fill `ws` with the comparison, in `lang`."""
    tr = lambda template, **p: render(template, p, lang)  # noqa: E731
    ws.cell(row=1, column=1, value=tr(HEADING, currency=comparison.currency)).font = TITLE
    names = [v.name for v in comparison.variants]
    header_row(ws, 3, [tr(ROW_HEADER)] + names + [tr(BETTER_HEADER)])
    for r, row in enumerate(comparison.rows, start=4):
        put_text(ws, r, 1, row.label.render(lang), bold=True)
        for i, variant in enumerate(comparison.variants):
            _cell(ws, r, 2 + i, row, i, variant, comparison.currency, lang)
        put_text(ws, r, 2 + len(names), row.direction.render(lang))
    note_row = 4 + len(comparison.rows) + 1
    put_text(ws, note_row, 1, tr(BEST_NOTE))
    for k, note in enumerate(comparison.notes[1:], start=1):  # the first note explains the text output's '*'
        put_text(ws, note_row + k, 1, note.render(lang))
    widths(ws, {"A": 30, **{get_column_letter(2 + i): 22 for i in range(len(names))},
                get_column_letter(2 + len(names)): 34})


def _cell(ws, r: int, c: int, row: CompareRow, i: int, variant: Variant, currency: str, lang: str) -> None:
    value = getattr(variant, row.key, None) if row.key in NUMBER_ROWS else None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        fmt = NUMBER_ROWS[row.key] or money_format(currency)
        cell = put_value(ws, r, c, value, fmt)
    else:
        cell = put_text(ws, r, c, row.cells[i].render(lang))
    if i in row.best:
        cell.font = Font(bold=True)
        cell.fill = BEST_FILL

