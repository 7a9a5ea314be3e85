"""Readers for what a built rig reports: `nvidia-smi topo -m`, `nvidia-smi --query-gpu ... --format=csv`,
`llama-bench` (JSON or markdown) and CUDA samples' `p2pBandwidthLatencyTest`.

Each reader is pure (text in, values out) and refuses unusable input with an InputFileError naming the file,
the line and what was expected. `read_text` reads a user's file through planner.safe_read (regular files
only, never blocking, at most MAX_BYTES) and refuses what is not UTF-8, or UTF-16 with a BOM (what Windows
PowerShell 5's `>` writes).

Variants read:
- topo -m: tabs or spaces, doubled tabs, `X` with or without padding, NIC rows and columns (`NIC0`, `mlx5_0`;
  ignored), `CPU Affinity` / `NUMA Affinity` / `GPU NUMA ID` columns (ignored), a legend below, a blank line,
  CRLF line ends, a header with or without its leading tab, text before the matrix (an `sglang.check_env` dump),
  and terminal codes anywhere: nvidia-smi underlines the header (`ESC[4m` ... `ESC[0m`), and a copy that lost
  the ESC byte keeps a bare `[4m` / `[0m`.
- query-gpu CSV: any column order (the header names them), units in the header or values or `nounits`,
  `[N/A]` / `[Not Supported]` values (read as unknown), a header repeated by a logger; the last row of each
  GPU index counts. `index` is required, every other field optional.
- llama-bench: JSON (`-o json`: `n_prompt`/`n_gen`, `avg_ts`) from build 1275 on, and markdown tables of any
  version (`test` as `pp 512`, `pp512`, `tg128 @ d512`; `t/s` as `123.45 ± 1.2`); extra columns ignored.
- p2pBandwidthLatencyTest: the four bandwidth matrices (uni/bidirectional, P2P enabled/disabled); any subset.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

from pydantic import Field

from planner.errors import InputFileError
from planner.model.common import StrictModel
from planner.safe_read import read_user_file_bytes

MAX_BYTES = 20 * 1024 * 1024
MAX_GPUS = 64
RELATION = re.compile(r"X|SYS|NODE|PHB|PXB|PIX|NV\d{1,3}")
_GPU_LABEL = re.compile(r"GPU(\d{1,2})")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def read_text(path: str | Path, what: str) -> str:
    """UTF-8 (a BOM is dropped), or UTF-16 with its BOM: what Windows PowerShell 5's `>` writes."""
    data = read_user_file_bytes(path, MAX_BYTES, what=what)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise InputFileError(path, f"starts like UTF-16 text but is not; expected the output of {what}") from None
    if b"\x00" in data:
        raise InputFileError(path, f"is a binary file, not the text output of {what}")
    try:
        return data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        raise InputFileError(path, f"is not UTF-8 text; expected the output of {what}") from None


# ---------------------------------------------------------------------------- nvidia-smi topo -m

class TopoMatrix(StrictModel):
    gpus: list[int] = Field(description="GPU numbers in the order of the matrix.")
    relation: list[list[str]] = Field(description="relation[i][j] between gpus[i] and gpus[j]; 'X' on the diagonal.")


# None of these can be part of a topo -m cell: CSI (ESC [ ... final byte: colours, underline; also the 8-bit
# CSI), OSC (ESC ] ... BEL or ESC \\: a window title), other ESC sequences (ESC ( B of `tput sgr0`), a lone ESC,
# and a bare SGR such as `[4m` left where a copy (a web page, an issue) dropped the ESC byte.
_TERMINAL_CODE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x9b[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"
                            r"|\x1b[ -/]*[0-~]|\x1b|\[[0-9;]{0,16}m")


def strip_terminal_codes(text: str) -> str:
    """`text` without ANSI/VT terminal codes (nvidia-smi underlines the topo -m header with ESC[4m ... ESC[0m)."""
    return _TERMINAL_CODE.sub("", text)


def _is_topo_header(cells: list[str]) -> bool:
    """GPU0 first, then a column name (GPU1, NIC0, CPU ...), not a relation: a row of GPU0 reads `GPU0 X ...`."""
    return cells[:1] == ["GPU0"] and not (len(cells) > 1 and RELATION.fullmatch(cells[1]))


def parse_topo(text: str, path: str | Path = "<topo>") -> TopoMatrix:
    """The GPU x GPU block of the matrix; NIC rows/columns, affinity columns and the legend are ignored."""
    lines = strip_terminal_codes(text).splitlines()
    header_at = next((i for i, ln in enumerate(lines) if _is_topo_header(ln.split())), None)
    if header_at is None:
        raise InputFileError(path, "no 'GPU0 GPU1 ...' header line of nvidia-smi topo -m (expected the matrix "
                                   "nvidia-smi topo -m prints: a header line naming GPU0, GPU1, ... and then a row "
                                   "per GPU such as 'GPU0  X  PHB')")
    columns = [c for c in lines[header_at].split() if _GPU_LABEL.fullmatch(c)]
    n = len(columns)
    if columns != [f"GPU{i}" for i in range(n)] or n > MAX_GPUS:
        raise InputFileError(path, f"line {header_at + 1}: expected the columns GPU0, GPU1, ... in order "
                                   f"(at most {MAX_GPUS}), got {' '.join(columns[:8])}")
    rows = [_topo_row(lines, header_at + 1 + i, i, n, path) for i in range(n)]
    for i in range(n):
        for j in range(n):
            if (rows[i][j] == "X") != (i == j) or rows[i][j] != rows[j][i]:
                raise InputFileError(path, f"line {header_at + 2 + i}: GPU{i} and GPU{j}: 'X' belongs on the "
                                           "diagonal only and the matrix must be symmetric, got "
                                           f"{rows[i][j]!r} and {rows[j][i]!r}")
    return TopoMatrix(gpus=list(range(n)), relation=rows)


def _topo_row(lines: list[str], at: int, index: int, n: int, path) -> list[str]:
    cells = lines[at].split() if at < len(lines) else []
    if not cells or cells[0] != f"GPU{index}":
        got = repr(cells[0][:20]) if cells else "an empty line or the end of the file"
        raise InputFileError(path, f"line {at + 1}: expected the row of GPU{index}, got {got}")
    values = cells[1:n + 1]
    if len(values) < n or not all(RELATION.fullmatch(v) for v in values):
        raise InputFileError(path, f"line {at + 1}: expected {n} relations (X, SYS, NODE, PHB, PXB, PIX or NV#) "
                                   f"for GPU{index}, got {' '.join(values)[:60]!r}")
    return values


# ---------------------------------------------------------------------------- nvidia-smi --query-gpu

SMI_FIELDS = {"pcie.link.gen.current": (1, 7), "pcie.link.width.current": (1, 32), "pcie.link.gen.max": (1, 7),
              "pcie.link.width.max": (1, 32), "memory.total": (1, 10_000_000), "power.limit": (1, 5000)}
SMI_QUERY = ("nvidia-smi --query-gpu=index,name,pcie.link.gen.current,pcie.link.width.current,pcie.link.gen.max,"
             "pcie.link.width.max,memory.total,power.limit --format=csv")


class SmiCard(StrictModel):
    index: int
    name: str | None = None
    values: dict[str, float | None] = Field(default_factory=dict, description="SMI_FIELDS present in the file.")


def _smi_column(cell: str) -> str:
    name = re.sub(r"\[.*?\]", "", cell).strip().lower()
    return {"gpu_name": "name", "enforced.power.limit": "power.limit"}.get(name, name)


def _smi_value(cell: str, field: str, line_no: int, path) -> float | None:
    text = re.sub(r"\s*(MiB|W|%)$", "", cell.strip())
    if text in ("", "-", "N/A") or text.startswith("["):
        return None
    low, high = SMI_FIELDS[field]
    if not _NUMBER.fullmatch(text) or not (math.isfinite(float(text)) and low <= float(text) <= high):
        raise InputFileError(path, f"line {line_no}: {field} {cell.strip()[:30]!r} is not a number from "
                                   f"{low:g} to {high:g}")
    return float(text)


def parse_smi(text: str, path: str | Path = "<smi>") -> list[SmiCard]:
    """One card per GPU index (its last row), in index order."""
    columns: list[str] | None = None
    cards: dict[int, SmiCard] = {}
    for n, line in enumerate(text.splitlines(), start=1):
        cells = [c.strip() for c in line.split(",")]
        if not line.strip():
            continue
        if "index" in {_smi_column(c) for c in cells}:
            columns = [_smi_column(c) for c in cells]
            continue
        if columns is None:
            raise InputFileError(path, f"line {n}: no header line naming the columns (expected the CSV of {SMI_QUERY}; "
                                       "a --format=csv,noheader output cannot be read: its column order is unknown)")
        card = _smi_row(dict(zip(columns, cells)), len(cells) == len(columns), n, path)
        cards[card.index] = card
        if len(cards) > MAX_GPUS:
            raise InputFileError(path, f"line {n}: more than {MAX_GPUS} GPUs")
    if not cards:
        raise InputFileError(path, f"has no GPU rows; expected the CSV of {SMI_QUERY}")
    return [cards[i] for i in sorted(cards)]


def _smi_row(row: dict[str, str], complete: bool, n: int, path) -> SmiCard:
    if not complete:
        raise InputFileError(path, f"line {n}: the number of comma-separated values differs from the header")
    index = row["index"]
    if not index.isdigit() or int(index) >= MAX_GPUS:
        raise InputFileError(path, f"line {n}: index {index[:20]!r} is not a GPU number from 0 to {MAX_GPUS - 1}")
    values = {f: _smi_value(row[f], f, n, path) for f in SMI_FIELDS if f in row}
    return SmiCard(index=int(index), name=row.get("name", "")[:120] or None, values=values)


# ---------------------------------------------------------------------------- llama-bench

class BenchResult(StrictModel):
    model: str
    kind: str = Field(description="pp (prompt processing), tg (generation) or pg (both)")
    n_prompt: int
    n_gen: int
    depth: int = 0
    tokens_per_s: float
    params: float | None = Field(default=None, description="Parameters of the model run, when the output says.")
    gpu_info: str | None = None


_TEST = re.compile(r"(pp|tg|pp\s?\d+\s?\+\s?tg)\s?(\d+)(?:\s*@\s*d(\d+))?")
_TS = re.compile(r"([0-9.]+)(?:\s*±\s*[0-9.]+)?")
MAX_TOKENS_PER_S = 1e7


def parse_bench(text: str, path: str | Path = "<bench>") -> list[BenchResult]:
    """llama-bench -o json (an array) or its markdown table; JSONL (one object a line) is read as well."""
    stripped = text.strip()
    if stripped.startswith(("[", "{")):
        results = _bench_json(stripped, path)
    else:
        results = _bench_markdown(text, path)
    if not results:
        raise InputFileError(path, "has no llama-bench results (expected the output of llama-bench, markdown "
                                   "table or -o json)")
    return results


def _bench_json(text: str, path) -> list[BenchResult]:
    try:
        data = json.loads(text) if text.startswith("[") else [json.loads(ln) for ln in text.splitlines() if ln.strip()]
    except (ValueError, RecursionError):
        raise InputFileError(path, "is not valid JSON and has no markdown table of llama-bench (expected the array "
                                   "llama-bench -o json prints, or its markdown table)") from None
    if not isinstance(data, list):
        raise InputFileError(path, "expected a JSON array of llama-bench results")
    return [_bench_entry(e, i, path) for i, e in enumerate(data)]


def _bench_entry(entry, i: int, path) -> BenchResult:
    if not isinstance(entry, dict):
        raise InputFileError(path, f"[{i}]: expected an object with n_prompt, n_gen and avg_ts")
    counts = [entry.get(k) for k in ("n_prompt", "n_gen", "n_depth")]
    ts = entry.get("avg_ts")
    if not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 10_000_000 for c in counts[:2]) \
            or not _usable_speed(ts):
        raise InputFileError(path, f"[{i}]: expected whole numbers n_prompt and n_gen and a positive avg_ts "
                                   f"(tokens/s up to {MAX_TOKENS_PER_S:g})")
    n_prompt, n_gen = counts[0], counts[1]
    depth = counts[2] if isinstance(counts[2], int) and not isinstance(counts[2], bool) and counts[2] >= 0 else 0
    kind = "pg" if n_prompt and n_gen else ("pp" if n_prompt else "tg")
    return BenchResult(model=str(entry.get("model_type", ""))[:120], kind=kind, n_prompt=n_prompt, n_gen=n_gen,
                       depth=min(depth, 10_000_000), tokens_per_s=float(ts), gpu_info=_short(entry.get("gpu_info")),
                       params=_params(entry.get("model_n_params")))


def _params(value) -> float | None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    return float(value) if ok and 0 < value < 1e14 else None


def _params_cell(cell: str) -> float | None:
    m = re.fullmatch(r"([0-9.]+)\s*([KMBT])", cell.strip())
    if m is None or not _NUMBER.fullmatch(m.group(1)):
        return None
    return _params(float(m.group(1)) * {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}[m.group(2)])


def _usable_speed(value) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and 0 < value <= MAX_TOKENS_PER_S)


def _short(value) -> str | None:
    return str(value)[:120] if isinstance(value, str) and value else None


def _bench_markdown(text: str, path) -> list[BenchResult]:
    header: list[str] | None = None
    results = []
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip().startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if "test" in cells and "t/s" in cells:
            header = cells
        elif header is not None and not set("".join(cells)) <= set("-: "):
            results.append(_bench_row(header, cells, n, path))
    return results


def _bench_row(header: list[str], cells: list[str], n: int, path) -> BenchResult:
    if len(cells) != len(header):
        raise InputFileError(path, f"line {n}: expected {len(header)} cells like the header, got {len(cells)}")
    row = dict(zip(header, cells))
    test = _TEST.fullmatch(row["test"])
    speed = _TS.fullmatch(row["t/s"])
    if test is None or speed is None or not _NUMBER.fullmatch(speed.group(1)) \
            or not _usable_speed(float(speed.group(1))):
        raise InputFileError(path, f"line {n}: expected a test such as pp512, tg128 or 'pp 512' and t/s such as "
                                   f"'123.45 ± 1.20', got {row['test'][:20]!r} and {row['t/s'][:30]!r}")
    size = min(int(test.group(2)[:8]), 10_000_000)
    kind = "pp" if test.group(1) == "pp" else ("tg" if test.group(1) == "tg" else "pg")
    depth = min(int(test.group(3)[:8]), 10_000_000) if test.group(3) else 0
    return BenchResult(model=row.get("model", "")[:120], kind=kind, n_prompt=size if kind == "pp" else 0,
                       n_gen=size if kind != "pp" else 0, depth=depth, tokens_per_s=float(speed.group(1)),
                       params=_params_cell(row.get("params", "")))


# ---------------------------------------------------------------------------- p2pBandwidthLatencyTest

P2P_MATRICES = {
    "unidirectional_disabled": "Unidirectional P2P=Disabled Bandwidth Matrix",
    "unidirectional_enabled": "Unidirectional P2P=Enabled Bandwidth",
    "bidirectional_disabled": "Bidirectional P2P=Disabled Bandwidth Matrix",
    "bidirectional_enabled": "Bidirectional P2P=Enabled Bandwidth",
}
MAX_GBPS = 100_000.0


def parse_p2p(text: str, path: str | Path = "<p2p>") -> dict[str, list[list[float]]]:
    """{matrix name: GB/s [from][to]} for each bandwidth matrix the output holds (see P2P_MATRICES)."""
    lines = text.splitlines()
    found: dict[str, list[list[float]]] = {}
    for i, line in enumerate(lines):
        for key, title in P2P_MATRICES.items():
            if line.strip().startswith(title) and key not in found:
                found[key] = _p2p_matrix(lines, i + 1, path)
    if not found:
        raise InputFileError(path, "has no bandwidth matrix of p2pBandwidthLatencyTest (expected a line such as "
                                   "'Unidirectional P2P=Enabled Bandwidth (P2P Writes) Matrix (GB/s)')")
    return found


def _p2p_matrix(lines: list[str], at: int, path) -> list[list[float]]:
    head = lines[at].split() if at < len(lines) else []
    if head[:1] != ["D\\D"] or not all(c.isdigit() for c in head[1:]) or not 1 <= len(head) - 1 <= MAX_GPUS:
        raise InputFileError(path, f"line {at + 1}: expected the 'D\\D 0 1 ...' header of a bandwidth matrix")
    n = len(head) - 1
    rows = []
    for k in range(n):
        cells = lines[at + 1 + k].split() if at + 1 + k < len(lines) else []
        if len(cells) != n + 1 or cells[0] != str(k) or not all(_gbps(c) for c in cells[1:]):
            raise InputFileError(path, f"line {at + 2 + k}: expected row {k} with {n} bandwidths in GB/s")
        rows.append([float(c) for c in cells[1:]])
    return rows


def _gbps(cell: str) -> bool:
    return bool(_NUMBER.fullmatch(cell)) and math.isfinite(float(cell)) and 0 <= float(cell) <= MAX_GBPS
