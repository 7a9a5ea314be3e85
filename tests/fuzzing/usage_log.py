"""Hostile nvidia-smi usage logs for `tco PROJECT --log FILE --json`, mutated from the real logs in
tests/data/usage_logs and the constructed ones in tests/data/logs: swapped columns, repeated or missing
headers, blank and garbage lines, boundary numbers, odd timestamps, CRLF/BOM, truncation, binary bytes and
odd --interval values. Besides the shared property (exit 0/1/2, a refusal names the input, no hang, the file
unchanged), a log that is read must give a utilization within 0-100 %."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from hypothesis import strategies as st

from .harness import run_cli_case

KIND = "usage_log"

DATA = Path(__file__).resolve().parent.parent / "data"
PROJECT = Path(__file__).resolve().parent.parent.parent / "resources" / "examples" / "seed-000-two-card-rig.json"
SEEDS = {p.name: p.read_bytes() for folder in ("usage_logs", "logs") for p in sorted((DATA / folder).iterdir())
         if p.suffix in (".csv", ".txt")}

BOUNDARY_VALUES = ["NaN", "nan", "Infinity", "-inf", "-0", "0", "100", "100.0001", "1e308", "5e-324", "-1",
                   "9" * 5000, "", "[N/A]", "[Not Supported]", "-", "N/A", "0x10", "1_000", "١٢", "50 %%", "% 50",
                   "\"5\"", "true", "null"]
ODD_TIMESTAMPS = ["0001/01/01 00:00:00.000", "9999/12/31 23:59:59.999", "2024/02/30 10:00:00", "2024/13/01 10:00:00",
                  "2024-01-15T10:23:45.123456789+14:00", "2024-01-15T10:23:45Z", "2024-01-15 10:23:45 -0530",
                  "2024-01-15T10:23:45+99:99", "1626/01/01 00:00:00", "2024/01/15 24:00:00", "10:23:45",
                  "2024/01/15", "20240115 10:23:45", "2024/01/15 10:23:45." + "9" * 400, ""]
GARBAGE_LINES = ["#", "# gpu", "# gpu sm", "timestamp", "timestamp, utilization.gpu [%]", ",,,,,,", "\x7f\x1b[0m",
                 "<html>", "{\"a\": 1}", "index, index, index", " 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"]
INTERVALS = [None, None, None, "1", "0.5", "3600", "0", "-1", "nan", "inf", "1e308", "1e-300", "5e-324"]


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _swap_columns(data: bytes, i: int, j: int) -> bytes:
    out = []
    for line in _lines(data):
        cells = line.split(b",")
        if len(cells) > max(i, j):
            cells[i], cells[j] = cells[j], cells[i]
        out.append(b",".join(cells))
    return b"\n".join(out)


def _replace_cell(data: bytes, row: int, col: int, value: str) -> bytes:
    lines = _lines(data)
    row %= max(len(lines), 1)
    cells = lines[row].split(b",") if b"," in lines[row] else lines[row].split(b" ")
    cells[col % len(cells)] = value.encode()
    lines[row] = (b"," if b"," in lines[row] else b" ").join(cells)
    return b"\n".join(lines)


def _insert_line(data: bytes, at: int, line: bytes) -> bytes:
    lines = _lines(data)
    lines.insert(at % (len(lines) + 1), line)
    return b"\n".join(lines)


@st.composite
def _mutation(draw, data: bytes) -> bytes:
    kind = draw(st.sampled_from(["swap", "cell", "timestamp", "header", "blank", "garbage", "crlf_bom", "truncate",
                                 "drop_header", "binary", "duplicate", "keep"]))
    row, col = draw(st.integers(0, 400)), draw(st.integers(0, 20))
    if kind == "swap":
        return _swap_columns(data, draw(st.integers(0, 8)), draw(st.integers(0, 8)))
    if kind == "cell":
        return _replace_cell(data, row, col, draw(st.sampled_from(BOUNDARY_VALUES)))
    if kind == "timestamp":
        return _replace_cell(data, row, 0, draw(st.sampled_from(ODD_TIMESTAMPS)))
    if kind == "header":
        return _insert_line(data, row, _lines(data)[0])
    if kind == "blank":
        return _insert_line(data, row, draw(st.sampled_from([b"", b"   ", b"\r", b"\t"])))
    if kind == "garbage":
        return _insert_line(data, row, draw(st.sampled_from(GARBAGE_LINES)).encode())
    if kind == "crlf_bom":
        return b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data)))]
    if kind == "drop_header":
        return b"\n".join(_lines(data)[1:])
    if kind == "binary":
        return _insert_line(data, row, draw(st.binary(min_size=1, max_size=40)))
    if kind == "duplicate":
        lines = _lines(data)
        return b"\n".join(lines + lines[1:])
    return data


@st.composite
def _case(draw) -> dict:
    name = draw(st.sampled_from(sorted(SEEDS)))
    data = SEEDS[name]
    for _ in range(draw(st.integers(1, 4))):
        data = draw(_mutation(data))
    return {"name": name, "data": data, "interval": draw(st.sampled_from(INTERVALS))}


def strategy():
    return _case()


def check_case(case: dict, workdir: Path) -> str:
    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    path = Path(workdir) / f"{digest}-{case['name']}"
    path.write_bytes(case["data"])
    argv = ["tco", str(PROJECT), "--log", str(path), "--json"]
    if case["interval"] is not None:
        argv += ["--interval", case["interval"]]
    bad_interval = case["interval"] in ("0", "-1", "nan", "inf", "1e308", "1e-300", "5e-324")
    outcome = run_cli_case(argv, [path], must_name="--interval" if bad_interval else str(path))
    if outcome.kind == "ok":
        utilization = json.loads(outcome.out)["inputs"]["utilization"]
        assert 0 <= utilization <= 1, f"utilization {utilization} from {path.name}"
    return outcome.kind
