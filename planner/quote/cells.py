"""Safe, styled cell writing for the quote workbook (openpyxl).

Two kinds of cell content only:
  * text a user typed (or the catalog holds): `put_text` writes it as a string cell with quotePrefix, so
    "=HYPERLINK(...)", "+1", "@SUM(1)" or "-2" stay the same text in Excel and LibreOffice and can never
    become a formula or an error value; control characters are stripped and the cell limit kept;
  * numbers and formulas the engine builds from templates and cell references: `put_value`, `put_formula`.
User text is never spliced into formula source.
"""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from openpyxl.styles import Alignment, Border, Font, NamedStyle, PatternFill, Side
from openpyxl.styles.cell_style import StyleArray
from openpyxl.cell.cell import MergedCell
from openpyxl.utils import FORMULAE, get_column_letter, quote_sheetname
from openpyxl.worksheet.merge import MergedCellRange
from openpyxl.workbook.defined_name import DefinedName

from planner.text import display_width

CELL_LIMIT = 32_767
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_LEADING = "\t\r\n"

INPUT_FILL = PatternFill("solid", fgColor="FFF2CC")
HEADER_FILL = PatternFill("solid", fgColor="DDEBF7")
LEVEL_FILLS = {"fail": PatternFill("solid", fgColor="F8CBAD"), "warn": PatternFill("solid", fgColor="FFE699"),
               "info": PatternFill("solid", fgColor="DDEBF7"), "ok": PatternFill("solid", fgColor="C6EFCE")}
THIN = Side(style="thin", color="BFBFBF")
BOX = Border(left=THIN, right=THIN, top=THIN, bottom=THIN)
BOLD = Font(bold=True)
TITLE = Font(bold=True, size=14)
#: Shared style objects: openpyxl hashes each one it is given into the workbook's list, so one object per look.
WRAP_TOP = Alignment(wrap_text=True, vertical="top")
LEFT = Alignment(horizontal="left")
_TOP_ALIGNED: dict[tuple, Alignment] = {}
#: Where each shared style object sits in a workbook's style lists: (attribute, id) -> (object, index).
_STYLE_INDEX: WeakKeyDictionary = WeakKeyDictionary()
_STYLE_KEYS = {"font": "fontId", "fill": "fillId", "border": "borderId", "alignment": "alignmentId"}
#: Per sheet, the rows holding a cell given a wrapping alignment: the only rows fit_row_heights needs to measure.
_WRAPPED_ROWS: WeakKeyDictionary = WeakKeyDictionary()
#: Per workbook, the index of each number format given (what openpyxl's setter looks up for every cell).
_NUMBER_FORMATS: WeakKeyDictionary = WeakKeyDictionary()


def _note_wrap(cell) -> None:
    rows = _WRAPPED_ROWS.get(cell.parent)
    if rows is None:
        rows = _WRAPPED_ROWS[cell.parent] = set()
    rows.add(cell.row)


def set_number_format(cell, number_format: str) -> None:
    """`cell.number_format = number_format`, its index remembered per workbook (the file written is the same)."""
    table = _NUMBER_FORMATS.get(cell.parent.parent)
    if table is None:
        table = _NUMBER_FORMATS[cell.parent.parent] = {}
    index = table.get(number_format)
    if index is None:
        cell.number_format = number_format  # openpyxl's way, once: adds the format if it is new
        table[number_format] = cell._style.numFmtId
        return
    if not cell._style:
        cell._style = StyleArray()
    cell._style.numFmtId = index


def set_style(cell, attr: str, value) -> None:
    """`cell.<attr> = value` for a shared style object nobody changes (the constants of this module). openpyxl finds
    the object's index in the workbook's list by hashing all its fields on every assignment; the index is
    remembered per workbook instead, so the file written is the same."""
    table = _STYLE_INDEX.get(cell.parent.parent)
    if table is None:
        table = _STYLE_INDEX[cell.parent.parent] = {}
    if attr == "alignment" and value.wrap_text:
        _note_wrap(cell)
    hit = table.get((attr, id(value)))
    if hit is None:
        setattr(cell, attr, value)  # openpyxl's way, once: adds the object to the list if it is new
        table[(attr, id(value))] = (value, getattr(cell._style, _STYLE_KEYS[attr]))
    else:
        if not cell._style:  # as openpyxl's own setter: a cell without styles gets its array first
            cell._style = StyleArray()
        setattr(cell._style, _STYLE_KEYS[attr], hit[1])


def _top_aligned(a: Alignment) -> Alignment:
    """`a`'s wrapping and horizontal alignment, at the top of the cell (one shared object per combination)."""
    key = (a.wrap_text, a.horizontal)
    found = _TOP_ALIGNED.get(key)
    if found is None:
        found = _TOP_ALIGNED[key] = Alignment(wrap_text=a.wrap_text, horizontal=a.horizontal, vertical="top")
    return found


def _rows(ws) -> list[tuple[int, list]]:
    """The sheet's cells that exist, row by row in column order. iter_rows would create every empty cell of the
    rectangle (slow, and never written); only a row without any cell gets one, in column A, as iter_rows gave it,
    so the sheet keeps its empty <row> elements and the file stays the same."""
    cells = ws._cells  # openpyxl's own store of the sheet's cells, by (row, column)
    present = {r for r, _ in cells}
    for r in range(1, ws.max_row + 1):
        if r not in present:
            ws.cell(row=r, column=1)
    rows: dict[int, list] = {}
    for key in sorted(cells):
        rows.setdefault(key[0], []).append(cells[key])
    return list(rows.items())


def clean_text(value: object) -> str:
    """A user string made safe for a cell: no control characters, no leading tab/CR/LF, within the limit."""
    text = _CONTROL.sub("", str(value)).lstrip(_LEADING)
    return text[:CELL_LIMIT]


def put_text(ws, row: int, col: int, value: object, *, bold: bool = False, wrap: bool = False, fill=None):
    """Write text that must stay text (user input, catalog text, labels)."""
    cell = ws.cell(row=row, column=col)
    cell.value = clean_text(value)
    cell.data_type = "s"  # openpyxl would turn a leading "=" into a formula and "#N/A" into an error
    cell.quotePrefix = True  # Excel keeps it text when the cell is edited
    if bold:
        set_style(cell, "font", BOLD)
    if wrap:
        set_style(cell, "alignment", WRAP_TOP)
    if fill is not None:
        set_style(cell, "fill", fill)
    return cell


def put_value(ws, row: int, col: int, value: float | int | None, number_format: str = "General", *,
              input_cell: bool = False, bold: bool = False):
    """A number (or an empty cell for None); input cells are shaded so a reader knows what to change."""
    cell = ws.cell(row=row, column=col)
    if value is not None and not isinstance(value, (int, float)):
        raise TypeError(f"put_value takes a number, not {type(value).__name__}")
    cell.value = value
    set_number_format(cell, number_format)
    if input_cell:
        set_style(cell, "fill", INPUT_FILL)
        set_style(cell, "border", BOX)
    if bold:
        set_style(cell, "font", BOLD)
    return cell


def put_formula(ws, row: int, col: int, formula: str, number_format: str = "General", *, bold: bool = False,
                input_cell: bool = False):
    """A formula built by the engine (never from user text)."""
    if not formula.startswith("="):
        raise ValueError(f"not a formula: {formula!r}")
    cell = ws.cell(row=row, column=col)
    cell.value = formula
    cell.data_type = "f"
    set_number_format(cell, number_format)
    if bold:
        set_style(cell, "font", BOLD)
    if input_cell:
        set_style(cell, "fill", INPUT_FILL)
        set_style(cell, "border", BOX)
    return cell


def ref(ws, row: int, col: int, absolute: bool = True, sheet: bool = False) -> str:
    letter = get_column_letter(col)
    a1 = f"${letter}${row}" if absolute else f"{letter}{row}"
    return f"{quote_sheetname(ws.title)}!{a1}" if sheet else a1


def define_name(wb, ws, name: str, row: int, col: int) -> str:
    """Give a cell a workbook-level name (used by the formulas so a reader sees what they refer to)."""
    wb.defined_names[name] = DefinedName(name, attr_text=ref(ws, row, col, sheet=True))
    return name


def money_format(currency: str) -> str:
    symbol = {"CNY": "¥", "USD": "$"}.get(currency)
    return f'"{symbol}"#,##0.00' if symbol else f'#,##0.00 "{currency}"'


def add_styles(wb) -> None:
    header = NamedStyle(name="header")
    header.font = BOLD
    header.fill = HEADER_FILL
    header.border = BOX
    header.alignment = Alignment(wrap_text=True, vertical="center")
    wb.add_named_style(header)


def header_row(ws, row: int, titles: list[str]) -> None:
    """Column titles in the "header" named style. The first header cell of a workbook takes the style the normal
    way; the others copy its style array (what openpyxl's setter computes again for every cell)."""
    table = _STYLE_INDEX.get(ws.parent)
    if table is None:
        table = _STYLE_INDEX[ws.parent] = {}
    for col, title in enumerate(titles, start=1):
        cell = put_text(ws, row, col, title)
        _note_wrap(cell)  # the header style wraps
        styled = table.get(("named", "header"))
        if styled is None:
            cell.style = "header"
            cell.quotePrefix = True
            table[("named", "header")] = StyleArray(cell._style)
        else:
            cell._style = StyleArray(styled)


def widths(ws, values: dict[str, float]) -> None:
    for letter, width in values.items():
        ws.column_dimensions[letter].width = width


LINE_HEIGHT = 15.0  # points per line of 11-point text


def wrap_and_fit_rows(ws, last_column: int) -> None:
    """Every text cell wraps instead of running over its neighbours; a sentence alone in its row is merged across
    the sheet's columns (1..last_column) so it wraps over the whole width; each row is as tall as its most wrapped
    cell (display width over column width, CJK characters counting twice)."""
    column_widths: dict[int, float] = {}

    def column_width(col: int) -> float:
        if col not in column_widths:
            column_widths[col] = ws.column_dimensions[get_column_letter(col)].width or 8.43
        return column_widths[col]

    for number, row in _rows(ws):
        texts = [c for c in row if isinstance(c.value, str) and not c.value.startswith("=")]
        filled = [c for c in row if c.value not in (None, "")]
        lines = 1
        for cell in texts:
            width = column_width(cell.column)
            if filled == [cell] and cell.column == 1 and display_width(cell.value) > width and last_column > 1:
                merge_row(ws, cell, last_column)
                width = sum(column_width(c) for c in range(1, last_column + 1))
            set_style(cell, "alignment", WRAP_TOP)
            lines = max(lines, wrapped_lines(cell.value, max(int(width) - 1, 1)))
        if lines > 1:
            first = ws._cells.get((number, 1))  # an absent first cell has the default font: not a title
            ws.row_dimensions[number].height = LINE_HEIGHT * lines * (1.3 if first is not None and _is_title(first)
                                                                      else 1.0)


def merge_row(ws, cell, last_column: int) -> None:
    """Merge `cell` with the cells to its right up to `last_column`. openpyxl's merge_cells copies the first
    cell's borders and protection to every merged cell, creating and hashing style objects per cell; for a first
    cell with neither (the long texts merged here) that copies defaults, which write no style at all: the merged
    cells are then made directly, and the file written is the same."""
    style = cell._style
    if style and (style.borderId or style.protectionId) or ws._cells.get((cell.row, last_column)) is not None:
        ws.merge_cells(start_row=cell.row, start_column=cell.column, end_row=cell.row, end_column=last_column)
        return
    merged = MergedCellRange(ws, f"{cell.coordinate}:{get_column_letter(last_column)}{cell.row}")
    ws.merged_cells.add(merged)
    for col in range(cell.column + 1, last_column + 1):
        ws._cells[cell.row, col] = MergedCell(ws, cell.row, col)


def _is_title(cell) -> bool:
    return cell.font is not None and (cell.font.sz or 11) > 12


def formula_functions(formula: str) -> set[str]:
    """Function names used in a formula (for the lint against FORMULAE in the tests)."""
    return {m.group(1) for m in re.finditer(r"([A-Z][A-Z0-9.]*)\(", formula)}


def is_known_function(name: str) -> bool:
    return name.startswith("_xlfn.") or name in FORMULAE


def wrapped_lines(value: str, per_line: int) -> int:
    """Lines a wrapping cell `per_line` characters wide shows `value` in: words go whole onto the next line when they
    do not fit (a spreadsheet wraps at spaces), a word longer than a line (a URL, Chinese without spaces) breaks.
    Counting only the characters (a 40-wide note of 299 characters as 7 lines) left rows a line or two short, and
    LibreOffice's PDF cut the note at the row's bottom."""
    total = 0
    for paragraph in value.split("\n"):
        if 2 * len(paragraph) <= per_line:  # fits a line even if every character were wide: nothing to measure
            total += 1
            continue
        lines, used = 1, 0
        for word in paragraph.split(" "):
            width = display_width(word)
            gap = 1 if used else 0
            if used and used + gap + width > per_line:
                lines, used, gap = lines + 1, 0, 0
            used += gap + width
            while used > per_line:  # a word longer than the line breaks where the line ends
                lines, used = lines + 1, used - per_line
        total += lines
    return total


def fit_row_heights(ws, line_height: float = 15.0) -> None:
    """Give rows with wrapped text the height their text needs (openpyxl writes no heights, and LibreOffice
    keeps the default height of one line when it prints or converts the file). Only the rows holding a cell given
    a wrapping alignment (noted by set_style and header_row) can need more than one line."""
    _give_empty_rows_a_cell(ws)
    column_widths: dict[str, float] = {}
    alignments = ws.parent._alignments  # the workbook's alignment list: an entry never changes, the list only grows
    wraps: dict[int, bool] = {}  # alignment index -> wraps its text
    top_of: dict[int, int] = {}  # alignment index -> index of the same alignment at the top of the cell
    cells, last = ws._cells, ws.max_column
    for number in sorted(_WRAPPED_ROWS.get(ws, ())):
        row = [cell for col in range(1, last + 1) if (cell := cells.get((number, col))) is not None]
        lines = 1
        for cell in row:
            if not isinstance(cell.value, str):
                continue
            index = cell._style.alignmentId if cell._style else 0
            if index not in wraps:
                wraps[index] = bool(alignments[index].wrap_text)
            if not wraps[index]:
                continue
            letter = cell.column_letter
            if letter not in column_widths:
                column_widths[letter] = ws.column_dimensions[letter].width or 8.43
            lines = max(lines, wrapped_lines(cell.value, max(int(column_widths[letter]), 1)))
        if lines > 1:
            ws.row_dimensions[number].height = min(line_height * lines, 409)
            for cell in row:  # the row's other cells line up with the first line of the wrapped text
                if cell.value is None:
                    continue
                index = cell._style.alignmentId if cell._style else 0
                if index in top_of:
                    if not cell._style:
                        cell._style = StyleArray()
                    cell._style.alignmentId = top_of[index]
                else:
                    set_style(cell, "alignment", _top_aligned(alignments[index]))
                    top_of[index] = cell._style.alignmentId


def _give_empty_rows_a_cell(ws) -> None:
    """A row without any cell gets one in column A, as iterating the sheet's rows gave it before (the sheet keeps
    its empty <row> elements, so the file stays the same)."""
    present = {r for r, _ in ws._cells}
    for r in range(1, ws.max_row + 1):
        if r not in present:
            ws.cell(row=r, column=1)


def print_landscape_fit_width(ws) -> None:
    """A4 landscape, scaled to one page wide (as many pages tall as needed)."""
    from openpyxl.worksheet.properties import PageSetupProperties

    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.orientation = "landscape"
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
