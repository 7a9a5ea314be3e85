"""Recalculate a workbook in LibreOffice headless and read the values back (test and benchmark helper).

A dedicated profile (tests/data/lo-profile) makes LibreOffice recalculate every formula on load; the
workbook is converted to .xlsx (values cached by LibreOffice) and to one CSV per sheet.
"""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

PROFILE = Path(__file__).resolve().parent / "data" / "lo-profile"
ERROR_TOKENS = ("#NAME?", "#REF!", "#VALUE!", "#DIV/0!", "#N/A", "#NUM!", "#NULL!", "Err:")
CSV_ALL_SHEETS = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"


def soffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


def soffice_or_skip() -> None:
    """Skip the calling test without LibreOffice, unless REQUIRE_LIBREOFFICE=1 makes its absence a failure."""
    if soffice() is not None:
        return
    if os.environ.get("REQUIRE_LIBREOFFICE") == "1":
        raise AssertionError("LibreOffice (soffice) is required")
    import pytest

    pytest.skip("LibreOffice (soffice) is not installed")


def _convert(source: Path, target_filter: str, outdir: Path, profile: Path) -> None:
    if soffice() is None:
        raise RuntimeError("LibreOffice is not installed (Debian: apt-get install libreoffice-calc-nogui)")
    cmd = [soffice(), f"-env:UserInstallation={profile.as_uri()}", "--headless", "--norestore",
           "--convert-to", target_filter, "--outdir", str(outdir), str(source)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    if done.returncode != 0:
        raise RuntimeError(f"LibreOffice failed ({done.returncode}): {done.stderr or done.stdout}")


def recalculate(path: str | Path, workdir: str | Path | None = None) -> tuple[Path, dict[str, list[list[str]]]]:
    """Return the recalculated .xlsx and {sheet title: CSV rows} for every sheet."""
    source = Path(path)
    work = Path(workdir or tempfile.mkdtemp(prefix="lo-recalc-"))
    profile = work / "profile"
    if not profile.exists():
        shutil.copytree(PROFILE, profile)
    xlsx_dir, csv_dir = work / "xlsx", work / "csv"
    xlsx_dir.mkdir(exist_ok=True)
    csv_dir.mkdir(exist_ok=True)
    _convert(source, "xlsx", xlsx_dir, profile)
    _convert(source, CSV_ALL_SHEETS, csv_dir, profile)
    recalculated = xlsx_dir / source.name
    if not recalculated.exists():
        raise RuntimeError(f"LibreOffice wrote no {recalculated}")
    sheets = {}
    for file in sorted(csv_dir.glob(f"{source.stem}-*.csv")):
        title = file.stem[len(source.stem) + 1:]
        with open(file, encoding="utf-8", newline="") as handle:
            sheets[title] = list(csv.reader(handle))
    return recalculated, sheets


def error_cells(original: str | Path, sheets: dict[str, list[list[str]]]) -> list[str]:
    """Formula cells of the original workbook whose recalculated value (CSV, as LibreOffice shows it) is an
    error. Only formula cells count: a user's note that reads "#N/A" is text and stays text."""
    from openpyxl import load_workbook

    out = []
    wb = load_workbook(original)
    for ws in wb.worksheets:
        rows = sheets.get(ws.title)
        if rows is None:
            out.append(f"{ws.title}: no CSV written")
            continue
        for row in ws.iter_rows():
            for cell in row:
                if cell.data_type != "f":
                    continue
                r, c = cell.row - 1, cell.column - 1
                value = rows[r][c] if r < len(rows) and c < len(rows[r]) else ""
                if value.startswith(ERROR_TOKENS):
                    out.append(f"{ws.title}!{cell.coordinate}: {value}")
    return out
