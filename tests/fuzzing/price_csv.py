"""Hostile price CSVs for `prices import FILE.csv --json` (issue 15), mutated from a good quote file: swapped and
dropped columns, cells at the edge of what a number, a date, a currency or a part can be, formula cells, quoted
cells with commas and line breaks, an unterminated quote, CRLF/BOM, GBK bytes, NUL and other binary bytes,
truncation, a repeated or missing header.

Besides the shared property (exit 0/1/2, a refusal names the file, no hang, the CSV unchanged), the user's
imported prices must survive every run: a refused file leaves them byte for byte as they were; an accepted one
keeps every earlier quote, adds only quotes a buyer could have seen (a positive, finite amount, a known
currency, new or used, dated no later than today) and the catalog still loads them without a complaint."""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import math
import os
from contextlib import contextmanager
from pathlib import Path

from hypothesis import strategies as st

from planner.catalog.imported_prices import FILE_NAME
from planner.paths import DATA_DIR_ENV

from .harness import run_cli_case

KIND = "price_csv"

HEADER = "part,amount,currency,condition,date,source"
GOOD_ROWS = [
    "rtx-3090,5200,CNY,used,2026-11-20,xianyu listing",
    '"NVIDIA GeForce RTX 3090","1,299.00",USD,new,2026-11-01,"shop mail, order 12"',
    "rtx-4090,12999,CNY,new,2026-10-31,https://item.jd.com/100049486741.html",
    "corsair-rm850x-2021,129.99,USD,new,2026-09-01,newegg",
    "rtx-2080-ti-22g,2200,CNY,used,2025-03-01,cyberbus.net/post/629",
]
SEED = ("\n".join([HEADER] + GOOD_ROWS) + "\n").encode()

#: What a user's imported prices already hold before the run: it must never be lost.
EARLIER = [{"part": "rtx-3090", "price": {"amount": 4800, "currency": "CNY", "condition": "used", "kind": "imported",
                                          "date": "2026-06-01", "source": "an earlier import"}}]

CELLS = ["", " ", "NaN", "nan", "inf", "-inf", "Infinity", "1e308", "1e309", "5e-324", "-0", "0", "0.001", "-5",
         "1,2,3", "1.299,00", "1_000", "١٢٣", "٣٫٥", "0x10", "9" * 400, "=1+1", "+cmd", "@SUM(A1)", "-2+3", "\t=1",
         "2026-02-30", "2026-13-01", "0001-01-01", "9999-12-31", "2999-01-01", "2026-11-20T10:00", "20/11/2026",
         "CNY", "cny", "XYZ", "US$", "人民币", "new", "USED", "mined", "refurbished", "rtx-3090", "RTX 3090",
         "nvidia geforce rtx 3090", "no-such-card", "../../etc/passwd", "a" * 600, "\"quoted\"", "line\nbreak",
         "显卡", "\u202e", "\x00", "null", "true", "[]", "{}"]


def _rows(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _set_cell(data: bytes, row: int, col: int, value: str) -> bytes:
    rows = _rows(data)
    row %= max(len(rows), 1)
    cells = rows[row].split(b",")
    cells[col % len(cells)] = value.encode("utf-8", "surrogatepass")
    rows[row] = b",".join(cells)
    return b"\n".join(rows)


def _swap_columns(data: bytes, i: int, j: int) -> bytes:
    out = []
    for line in _rows(data):
        cells = line.split(b",")
        if len(cells) > max(i, j):
            cells[i], cells[j] = cells[j], cells[i]
        out.append(b",".join(cells))
    return b"\n".join(out)


def _drop_column(data: bytes, i: int) -> bytes:
    return b"\n".join(b",".join(c for k, c in enumerate(line.split(b",")) if k != i) for line in _rows(data))


@st.composite
def _mutation(draw, data: bytes) -> bytes:
    kind = draw(st.sampled_from(["cell", "cell", "cell", "swap", "drop", "header_twice", "no_header", "crlf_bom",
                                 "gbk", "truncate", "binary", "unterminated", "many_columns", "keep"]))
    row, col = draw(st.integers(0, 10)), draw(st.integers(0, 7))
    if kind == "cell":
        return _set_cell(data, row, col, draw(st.sampled_from(CELLS)))
    if kind == "swap":
        return _swap_columns(data, draw(st.integers(0, 6)), draw(st.integers(0, 6)))
    if kind == "drop":
        return _drop_column(data, draw(st.integers(0, 5)))
    if kind == "header_twice":
        rows = _rows(data)
        return b"\n".join(rows[:1] + rows)
    if kind == "no_header":
        return b"\n".join(_rows(data)[1:])
    if kind == "crlf_bom":
        return b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")
    if kind == "gbk":
        return data + "rtx-3090,5000,CNY,used,2026-11-02,闲鱼\n".encode("gbk")
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data)))]
    if kind == "binary":
        rows = _rows(data)
        rows.insert(row % (len(rows) + 1), draw(st.binary(min_size=1, max_size=30)))
        return b"\n".join(rows)
    if kind == "unterminated":
        return data + b'rtx-3090,"5000,CNY,used,2026-11-02,open quote\n'
    if kind == "many_columns":
        return _set_cell(data, row, col, ",".join(["x"] * draw(st.integers(2, 300))))
    return data


@st.composite
def _case(draw) -> dict:
    data = SEED
    for _ in range(draw(st.integers(1, 4))):
        data = draw(_mutation(data))
    return {"data": data}


def strategy():
    return _case()


@contextmanager
def _data_dir(path: Path):
    old = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(path)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = old


def _stored(target: Path) -> list[dict]:
    return json.loads(target.read_text(encoding="utf-8"))


def _assert_plausible(quote: dict, today: _dt.date) -> None:
    price = quote["price"]
    assert isinstance(price["amount"], (int, float)) and math.isfinite(price["amount"]) and price["amount"] > 0, quote
    assert price["condition"] in ("new", "used"), quote
    assert _dt.date.fromisoformat(price["date"]) <= today, quote
    assert 3 <= len(price["source"]) <= 500, quote


def check_case(case: dict, workdir: Path) -> str:
    from planner.catalog.store import load_catalog
    from planner.price_import import imported_prices_file

    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    workdir = Path(workdir)
    path = workdir / f"{digest}-quotes.csv"
    path.write_bytes(case["data"])
    data_dir = workdir / f"data-{digest}"
    with _data_dir(data_dir):
        target = imported_prices_file()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(EARLIER, indent=1) + "\n", encoding="utf-8")
        before = target.read_bytes()
        outcome = run_cli_case(["prices", "import", str(path), "--json"], [path], must_name=str(path))
        if outcome.kind == "refused":
            assert target.read_bytes() == before, "a refused file changed the imported prices"
            return outcome.kind
        result = json.loads(outcome.out)
        stored = _stored(target)
        assert EARLIER[0]["part"] in {q["part"] for q in stored}, "an earlier quote was lost"
        assert len(stored) == len(EARLIER) + result["added"], (len(stored), result)
        today = _dt.date.today()
        for quote in stored:
            _assert_plausible(quote, today)
        catalog = load_catalog()  # the user catalog of the data folder set above
        complaints = [m for m in catalog.messages if FILE_NAME in str(m)]
        assert complaints == [], complaints
    return outcome.kind

