"""Hostile inputs for `verify PROJECT --topo/--smi/--bench/--p2p FILE --json`, mutated from the real outputs in
tests/data/verify and a few cases of issue 25 (nvidia-smi's underlined topo -m header, a card at x1 where x4 is
planned): lines dropped, duplicated, cut or swapped, cells replaced by boundary values, tabs and spaces swapped,
CRLF/BOM, binary bytes, terminal codes put anywhere, leading whitespace stripped. Besides the shared property
(exit 0/1/2, a refusal names the input, no hang, the file unchanged), an output that is read gives a summary
whose counts add up to its checks and whose status matches the exit code: ok 0, differs 1, missing (nothing
could be compared; the report is printed and stderr names the file) 2.
"""

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
# Issue 25's cases, written here (not captures): its minimal underlined topo -m, and seed 000's x4 card at x1.
SEEDS["topo_issue25_underlined_header.txt"] = (
    b"\t\x1b[4mGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\x1b[0m\n"
    b"GPU0\t X \tPHB\t0-15\t0\t\tN/A\nGPU1\tPHB\t X \t0-15\t0\t\tN/A\n")
SEEDS["smi_issue25_x1_where_x4_planned.csv"] = (
    b"index, name, pcie.link.gen.current, pcie.link.width.current, pcie.link.gen.max, pcie.link.width.max\n"
    b"0, NVIDIA GeForce RTX 3090, 1, 16, 4, 16\n1, NVIDIA GeForce RTX 3080, 1, 1, 4, 16\n")
EXIT_OF_STATUS = {"ok": 0, "differs": 1, "missing": 2}
TERMINAL_CODES = [b"\x1b[4m", b"\x1b[0m", b"[4m", b"[0m", b"\x1b[1;31m", b"\x1b[K", b"\x1b", b"\x1b[", b"\x9b2J",
                  b"\x1b]0;title\x07", b"\x1b(B"]
CELLS = ["NaN", "inf", "-1", "0", "1e308", "9" * 400, "", "[N/A]", "X", "NV999", "NV", "GPU0", "±", "1 ± ", "pp",
         "tg0", "pp 99999999999", "D\\D", "|", "\t", ",", "null", "[]", "{}", "\"x\"", "١٢", "1e-320"]


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


@st.composite
def _mutation(draw, data: bytes) -> bytes:
    lines = _lines(data)
    kind = draw(st.sampled_from(["drop", "dup", "cut", "swap", "cell", "tabs", "crlf_bom", "binary", "truncate",
                                 "ansi", "lstrip", "keep"]))
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
    if kind == "ansi":  # a terminal code anywhere in a line
        cut = draw(st.integers(0, len(lines[at])))
        lines[at] = lines[at][:cut] + draw(st.sampled_from(TERMINAL_CODES)) + lines[at][cut:]
        return b"\n".join(lines)
    if kind == "lstrip":  # a line pasted without its leading tab or spaces
        lines[at] = lines[at].lstrip()
        return b"\n".join(lines)
    return data


@st.composite
def mutated_case(draw, seeds: dict[str, bytes]) -> dict:
    """One seed, mutated one to four times: {"name": its file name, "data": the bytes}."""
    name = draw(st.sampled_from(sorted(seeds)))
    data = seeds[name]
    for _ in range(draw(st.integers(1, 4))):
        data = draw(_mutation(data))
    return {"name": name, "data": data}


def strategy():
    return mutated_case(SEEDS)


def check_case(case: dict, workdir: Path) -> str:
    """ok (judged: exit 0 or 1), unchecked (read, but nothing could be compared: exit 2 with the report) or
    refused (exit 2, no report)."""
    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    path = Path(workdir) / f"{digest}-{case['name']}"
    path.write_bytes(case["data"])
    flag = FLAGS[case["name"].split("_")[0]]
    outcome = run_cli_case(["verify", str(PROJECT), flag, str(path), "--json"], [path], must_name=str(path))
    if outcome.kind == "refused" and not outcome.out:
        return "refused"
    result = json.loads(outcome.out)
    summary = result["summary"]
    assert summary["ok"] + summary["differs"] + summary["missing"] == len(result["checks"])
    assert outcome.code == EXIT_OF_STATUS[summary["status"]], (outcome.code, summary)
    assert (summary["status"] == "differs") == (summary["differs"] > 0)
    assert (summary["status"] == "missing") == (summary["differs"] == summary["ok"] == 0)
    return "unchecked" if summary["status"] == "missing" else "ok"
