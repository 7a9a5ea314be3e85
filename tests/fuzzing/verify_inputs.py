"""Hostile inputs for `verify PROJECT --topo/--smi/--bench/--p2p FILE --json`, mutated from the real outputs in
tests/data/verify: lines dropped, duplicated, cut or swapped, cells replaced by boundary values, tabs and
spaces swapped, CRLF/BOM, binary bytes. Besides the shared property (exit 0/1/2, a refusal names the input, no
hang, the file unchanged), an output that is read gives a summary whose counts add up to its checks."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from hypothesis import strategies as st

from .harness import run_cli_case

KIND = "verify_inputs"

DATA = Path(__file__).resolve().parent.parent / "data" / "verify"
PROJECT = Path(__file__).resolve().parent.parent.parent / "resources" / "examples" / "seed-000-two-card-rig.json"
FLAGS = {"topo": "--topo", "smi": "--smi", "bench": "--bench", "p2p": "--p2p"}
SEEDS = {p.name: p.read_bytes() for p in sorted(DATA.iterdir()) if p.name.split("_")[0] in FLAGS}
CELLS = ["NaN", "inf", "-1", "0", "1e308", "9" * 400, "", "[N/A]", "X", "NV999", "NV", "GPU0", "±", "1 ± ", "pp",
         "tg0", "pp 99999999999", "D\\D", "|", "\t", ",", "null", "[]", "{}", "\"x\"", "١٢", "1e-320"]


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


@st.composite
def _mutation(draw, data: bytes) -> bytes:
    lines = _lines(data)
    kind = draw(st.sampled_from(["drop", "dup", "cut", "swap", "cell", "tabs", "crlf_bom", "binary", "truncate",
                                 "keep"]))
    at = draw(st.integers(0, max(len(lines) - 1, 0)))
    if kind == "drop":
        return b"\n".join(lines[:at] + lines[at + 1:])
    if kind == "dup":
        return b"\n".join(lines[:at] + [lines[at]] + lines[at:])
    if kind == "cut":
        lines[at] = lines[at][: draw(st.integers(0, len(lines[at])))]
        return b"\n".join(lines)
    if kind == "swap":
        other = draw(st.integers(0, max(len(lines) - 1, 0)))
        lines[at], lines[other] = lines[other], lines[at]
        return b"\n".join(lines)
    if kind == "cell":
        sep = draw(st.sampled_from([b"\t", b" ", b",", b"|", b":"]))
        cells = lines[at].split(sep)
        cells[draw(st.integers(0, len(cells) - 1))] = draw(st.sampled_from(CELLS)).encode()
        lines[at] = sep.join(cells)
        return b"\n".join(lines)
    if kind == "tabs":
        return data.replace(b"\t", b"    ") if draw(st.booleans()) else data.replace(b"    ", b"\t")
    if kind == "crlf_bom":
        return b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")
    if kind == "binary":
        return b"\n".join(lines[:at] + [draw(st.binary(min_size=1, max_size=30))] + lines[at:])
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data)))]
    return data


@st.composite
def _case(draw) -> dict:
    name = draw(st.sampled_from(sorted(SEEDS)))
    data = SEEDS[name]
    for _ in range(draw(st.integers(1, 4))):
        data = draw(_mutation(data))
    return {"name": name, "data": data}


def strategy():
    return _case()


def check_case(case: dict, workdir: Path) -> str:
    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    path = Path(workdir) / f"{digest}-{case['name']}"
    path.write_bytes(case["data"])
    flag = FLAGS[case["name"].split("_")[0]]
    outcome = run_cli_case(["verify", str(PROJECT), flag, str(path), "--json"], [path], must_name=str(path))
    if outcome.kind == "ok":
        result = json.loads(outcome.out)
        summary = result["summary"]
        assert summary["ok"] + summary["differs"] + summary["missing"] == len(result["checks"])
        assert (outcome.code == 1) == (summary["differs"] > 0)
    return outcome.kind
