"""Hostile price CSVs for `prices import FILE.csv --json` (issue 15), mutated from a good part-quote file, a cloud
offers snapshot and an API price snapshot: swapped and
dropped columns, cells at the edge of what a number, a date, a currency or a part can be, formula cells, quoted
cells with commas and line breaks, an unterminated quote, a stray quote opening a cell that swallows the rows
after it, amounts under a cent (5e-324, 1e-320, 0.001), cells starting with a minus (-2+3+cmd|...), CRLF/BOM, GBK
bytes, NUL and other binary bytes, truncation, a repeated or missing header.

Besides the shared property (exit 0/1/2, a refusal names the file, no hang, the CSV unchanged), the user's
imported prices must survive every run: a refused file leaves them byte for byte as they were; an accepted one
keeps every earlier quote, adds only quotes a buyer could have seen (a finite amount of at least a cent, a known
currency, new or used, dated no later than today, a source a spreadsheet would not run as a formula) and the
catalog still loads them without a complaint; and the counts are true: every line of the file after the header
that holds anything is one row, imported or refused (a stray quote loses none silently)."""

from __future__ import annotations

import csv
import datetime as _dt
import hashlib
import json
import math
import io
import os
import re
from contextlib import contextmanager
from pathlib import Path

from hypothesis import strategies as st

from planner.paths import DATA_DIR_ENV

from .harness import run_cli_case
from .usage_log import _swap_columns

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
CLOUD_SEED = ("provider,gpu,pricing,price_per_gpu_hour,currency,date,source,committed_hours_per_month,gpus\n"
              "AutoDL,RTX 4090,reserved,1.65,CNY,2026-11-30,https://www.autodl.com/home,730,1\n"
              "Vast.ai,RTX 3090,spot,0.16,USD,2026-11-28,https://vast.ai/pricing,,\n"
              "RunPod,H100 SXM,on_demand,2.69,USD,2026-09-25,https://www.runpod.io/pricing,,8\n").encode()
API_SEED = ("provider,model,input_per_million,output_per_million,cached_input_per_million,currency,date,source\n"
            "DeepSeek,deepseek-chat,2,3,0.2,CNY,2026-11-15,https://api-docs.deepseek.com/quick_start/pricing\n"
            "OpenAI,gpt-x,1.25,10,,USD,2026-11-15,https://openai.com/api/pricing/\n").encode()
SEEDS = {"quotes": SEED, "clouds": CLOUD_SEED, "apis": API_SEED}

#: What a user's imported prices and offers already hold before the run: it must never be lost.
EARLIER_CLOUD = [{"id": "my-rig-rental", "provider": "A friend", "gpu": "RTX 3090", "name": "A friend's RTX 3090",
                  "pricing": "on_demand", "price_per_gpu_hour": {"amount": 1.0, "currency": "CNY"},
                  "date": "2026-06-01", "source": "https://example.com/friend"}]
EARLIER = [{"part": "rtx-3090", "price": {"amount": 4800, "currency": "CNY", "condition": "used", "kind": "imported",
                                          "date": "2026-06-01", "source": "an earlier import"}}]

CELLS = ["", " ", "NaN", "nan", "inf", "-inf", "Infinity", "1e308", "1e309", "5e-324", "1e-320", "0.0099", "-0", "0", "0.001", "-5",
         "1,2,3", "1.299,00", "1_000", "١٢٣", "٣٫٥", "0x10", "9" * 400, "=1+1", "+cmd", "@SUM(A1)", "-2+3",
         "-2+3+cmd|' /C calc'!A0", "-cmd", "\t=1", "\t-1",
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


def _cell(rows: list[bytes], row: int, col: int) -> str:
    cells = rows[row % max(len(rows), 1)].split(b",")
    return cells[col % len(cells)].decode("utf-8", "replace")


def _drop_column(data: bytes, i: int) -> bytes:
    return b"\n".join(b",".join(c for k, c in enumerate(line.split(b",")) if k != i) for line in _rows(data))


@st.composite
def _mutation(draw, data: bytes) -> bytes:
    kind = draw(st.sampled_from(["cell", "cell", "cell", "swap", "drop", "header_twice", "no_header", "crlf_bom",
                                 "gbk", "truncate", "binary", "unterminated", "stray_quote", "stray_quote",
                                 "many_columns", "keep"]))
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
    if kind == "stray_quote":  # a quote opening a cell, closed (or not) by a quote some rows later
        rows = _rows(data)
        opened = _set_cell(data, row, col, '"' + _cell(rows, row, col))
        closing = draw(st.integers(0, 12))
        return _set_cell(opened, closing, col + draw(st.integers(0, 2)), _cell(_rows(opened), closing, col) + '"')
    if kind == "many_columns":
        return _set_cell(data, row, col, ",".join(["x"] * draw(st.integers(2, 300))))
    return data


@st.composite
def _case(draw) -> dict:
    data = SEEDS[draw(st.sampled_from(sorted(SEEDS)))]
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
    assert isinstance(price["amount"], (int, float)) and math.isfinite(price["amount"]) and price["amount"] >= 0.01, quote
    assert not re.match(r"[-=+@\t\r\n]", price["source"]), quote
    assert price["condition"] in ("new", "used"), quote
    assert _dt.date.fromisoformat(price["date"]) <= today, quote
    assert 3 <= len(price["source"]) <= 500, quote


def _data_rows(data: bytes) -> int:
    """The lines after the header that hold anything: each is one row the import must count, imported or refused."""
    lines = io.StringIO(data.decode("utf-8-sig"), newline="").readlines()
    reader = csv.reader(lines)
    next(reader)
    return sum(1 for line in lines[reader.line_num:] if line.rstrip("\r\n"))


def check_case(case: dict, workdir: Path) -> str:
    from planner.catalog.store import load_catalog
    from planner.offer_import import offers_file
    from planner.price_import import imported_prices_file

    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    workdir = Path(workdir)
    path = workdir / f"{digest}-quotes.csv"
    path.write_bytes(case["data"])
    with _data_dir(workdir / f"data-{digest}"):
        quotes, clouds, apis = imported_prices_file(), offers_file("cloud"), offers_file("api")
        clouds.parent.mkdir(parents=True, exist_ok=True)
        quotes.write_text(json.dumps(EARLIER, indent=1) + "\n", encoding="utf-8")
        clouds.write_text(json.dumps(EARLIER_CLOUD, indent=1) + "\n", encoding="utf-8")
        before = {f: f.read_bytes() for f in (quotes, clouds)}
        outcome = run_cli_case(["prices", "import", str(path), "--json"], [path], must_name=str(path))
        if outcome.kind == "refused":
            assert all(f.read_bytes() == b for f, b in before.items()), "a refused file changed the user catalog"
            assert not apis.exists()
            return outcome.kind
        result = json.loads(outcome.out)
        assert result["imported"] + len(result["refused"]) == _data_rows(case["data"]), (
            "a row was lost without being counted", result)
        if result["kind"] == "quote":
            stored = _stored(quotes)
            assert len(stored) == len(EARLIER) + result["added"], (len(stored), result)
            assert EARLIER[0]["part"] in {q["part"] for q in stored}, "an earlier quote was lost"
            for quote in stored:
                _assert_plausible(quote, _dt.date.today())
        elif result["kind"] == "cloud":
            stored = _stored(clouds)
            assert len(stored) == len(EARLIER_CLOUD) + result["added"], (len(stored), result)
            assert EARLIER_CLOUD[0]["id"] in {o["id"] for o in stored}, "an earlier offer was lost"
        else:
            assert (len(_stored(apis)) if apis.exists() else 0) == result["added"]
        catalog = load_catalog()  # the user catalog of the data folder set above
        complaints = [m for m in catalog.messages if m.level == "warn"]
        assert complaints == [], complaints
    return outcome.kind
