"""Saving the quote workbook: openpyxl's writer, with each sheet's cells written as text in one pass.

openpyxl builds an ElementTree element for every cell and serialises it through its incremental XML writer, into a
temporary file per sheet; for the quote's thousand-odd cells that is most of an export. Here a sheet whose cells
are all of the kinds the quote writes (text, numbers, booleans, dates, formulas, empty styled cells; no comments,
hyperlinks, rich text, ISO dates or array formulas) gets its <sheetData> as text, the rest of the sheet (dimensions,
columns, merged cells, page setup, the drawing of the chart) from openpyxl's own writer methods, and the part goes
into the archive from memory. Any other sheet is written by openpyxl as before. The XML is the same as openpyxl's
(tests/test_quote_xlsx_save.py compares the two in canonical form for every example).
"""

from __future__ import annotations

import datetime as _dt
from numbers import Number
from xml.etree.ElementTree import tostring
from zipfile import ZIP_DEFLATED, ZipFile

from openpyxl.cell.rich_text import CellRichText
from openpyxl.drawing.spreadsheet_drawing import SpreadsheetDrawing
from openpyxl.packaging.relationship import RelationshipList
from openpyxl.utils.datetime import to_excel
from openpyxl.worksheet._writer import WorksheetWriter
from openpyxl.writer.excel import ExcelWriter
from openpyxl.xml.constants import SHEET_MAIN_NS

_PLAIN_TYPES = frozenset({"s", "n", "f", "b", "d"})
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTRIBUTE_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;",
                                    "\r": "&#13;", "\t": "&#09;"})


def save_workbook(wb, target) -> None:
    """`wb.save(target)` (a path or a binary file object), with the quote's sheets written by `_TextCellsWriter`."""
    archive = ZipFile(target, "w", ZIP_DEFLATED, allowZip64=True)
    wb.properties.modified = _dt.datetime.now(tz=_dt.timezone.utc).replace(tzinfo=None)  # as openpyxl's save
    _ExcelWriter(wb, archive).save()


class _ExcelWriter(ExcelWriter):
    def write_worksheet(self, ws):
        if not _TextCellsWriter.can_write(ws):
            super().write_worksheet(ws)
            return
        ws._drawing = SpreadsheetDrawing()  # as openpyxl's write_worksheet: the sheet's charts go in its drawing
        ws._drawing.charts = ws._charts
        ws._drawing.images = ws._images
        writer = _TextCellsWriter(ws)
        self._archive.writestr(ws.path[1:], writer.xml())
        ws._rels = writer._rels
        self.manifest.append(ws)


class _Collector:
    """Stands in for the generator openpyxl's sheet writer sends its elements to: keeps each one as text."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def send(self, element) -> None:
        if element is not None:
            self.parts.append(tostring(element, encoding="unicode"))

    def close(self) -> None:
        pass


class _TextCellsWriter(WorksheetWriter):
    """openpyxl's WorksheetWriter for everything around the cells; the cells themselves as text."""

    def __init__(self, ws):  # not super().__init__, which opens a temporary file to write into
        self.ws = ws
        self.ws._hyperlinks = []
        self.ws._comments = []
        self.out = None
        self._rels = RelationshipList()
        self.xf = _Collector()

    @staticmethod
    def can_write(ws) -> bool:
        return all(_plain(cell) for cell in ws._cells.values())

    def xml(self) -> bytes:
        self.write_top()
        self.xf.parts.append(self._sheet_data())
        self.write_tail()
        body = "".join(self.xf.parts)
        return (f'<worksheet xmlns="{SHEET_MAIN_NS}">{body}</worksheet>'
                .encode("utf-8", "xmlcharrefreplace"))

    def _sheet_data(self) -> str:
        out = ["<sheetData>"]
        dims = self.ws.row_dimensions
        style_ids: dict[bytes, str] = {}  # a style array's bytes -> its index (openpyxl hashes it per cell)
        for number, row in self.rows():
            dim = dims.get(number)
            extra = "".join(f' {k}="{v.translate(_ATTRIBUTE_ESCAPES)}"' for k, v in dim) if dim is not None else ""
            out.append(f'<row r="{number}"{extra}>')
            for cell in row:
                if cell.has_style:
                    key = cell._style.tobytes()
                    style = style_ids.get(key)
                    if style is None:
                        style = style_ids[key] = f' s="{cell.style_id}"'
                    out.append(_cell_xml(cell, style))
                elif cell._value is not None:
                    out.append(_cell_xml(cell, ""))
            out.append("</row>")
        out.append("</sheetData>")
        return "".join(out)


def _plain(cell) -> bool:
    """A cell `_cell_xml` writes as openpyxl would: no comment, no hyperlink, a plain value of a plain type."""
    if getattr(cell, "_comment", None) is not None or getattr(cell, "_hyperlink", None) is not None:
        return False
    value = cell._value
    if cell.data_type not in _PLAIN_TYPES or isinstance(value, CellRichText):
        return False
    if cell.data_type in ("s", "f"):
        return value is None or isinstance(value, str)
    if cell.data_type == "d":  # a date or a naive date and time, as a serial number (openpyxl's default)
        return (isinstance(value, _dt.date) and getattr(value, "tzinfo", None) is None
                and not cell.parent.parent.iso_dates)
    return value is None or isinstance(value, Number) and not isinstance(value, str)


def _cell_xml(cell, style: str) -> str:
    """The <c> element openpyxl writes for `cell`; `style` is its s attribute (or nothing)."""
    kind = cell.data_type
    value = cell._value
    if kind == "s":
        head = f'<c r="{cell.coordinate}"{style} t="inlineStr"'
        if value is None or value == "":
            return head + "/>"
        stripped = value.strip()
        space = ' xml:space="preserve"' if stripped and stripped != value else ""
        return f'{head}><is><t{space}>{value.translate(_TEXT_ESCAPES)}</t></is></c>'
    if kind == "f":
        head = f'<c r="{cell.coordinate}"{style}'
        if value is None or value == "":
            return head + "/>"
        return f'{head}><f>{value[1:].translate(_TEXT_ESCAPES)}</f><v/></c>'
    if kind == "d":
        kind, value = "n", to_excel(value, cell.parent.parent.epoch)
    head = f'<c r="{cell.coordinate}"{style} t="{kind}"'
    if value is None or value == "":
        return head + "/>"
    return f"{head}><v>{_number_text(value)}</v></c>"


def _number_text(value) -> str:
    """openpyxl's safe_string for a number: 16 significant digits, NaN and infinities as nothing."""
    if value != value or value in (float("inf"), float("-inf")):
        return ""
    return "%.16g" % value


__all__ = ["save_workbook"]
