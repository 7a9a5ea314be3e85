"""verify reads real captures as their text shows (issue 25): nvidia-smi's terminal codes around the topo -m
header, a header without its leading tab, check_env dumps, NIC rows/columns, NUMA columns, legends, CRLF; a link
narrower than planned differs even when its max width is full; a planned card the capture lacks differs; and
nothing compared is not "ok"."""

import io
import json
from pathlib import Path

import pytest

from planner import cli
from planner.evaluate import evaluate
from planner.paths import resource
from planner.verify.check import VerifyInputs, compare
from planner.verify.parse import parse_smi, parse_topo

DATA = Path(__file__).resolve().parent / "data" / "verify"
SEED0 = resource("examples", "seed-000-two-card-rig.json")
SEED3 = resource("examples", "seed-003-six-gpu-server.json")
UNDERLINE, RESET = "\x1b[4m", "\x1b[0m"
# The issue's minimal case: nvidia-smi's own output, header underlined (ESC[4m ... ESC[0m).
MINIMAL = ("\t\x1b[4mGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\x1b[0m\n"
           "GPU0\t X \tPHB\t0-15\t0\t\tN/A\nGPU1\tPHB\t X \t0-15\t0\t\tN/A\n")
REAL = {  # fixture: the relations its text shows (upper triangle, row by row)
    "topo_8x_nv18_9nics_tabs_nccl_1453.txt": ["NV18"] * 28,
    "topo_2xa100_nv12_5nics_sglang_check_env_pr661.txt": ["NV12"],
    "topo_1xa100_5nics_sglang_check_env_pr645.txt": [],
    "topo_3gpu_nv4_2nics_spaces_nccl_tests_320.txt": ["NV4", "NODE", "NODE"],
}


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def upper(matrix) -> list[str]:
    n = len(matrix.gpus)
    return [matrix.relation[i][j] for i in range(n) for j in range(i + 1, n)]


def underlined(text: str) -> str:
    """The header as nvidia-smi writes it on a terminal: after its leading whitespace, ESC[4m ... ESC[0m."""
    lines = text.split("\n")
    at = next(i for i, ln in enumerate(lines) if ln.split()[:1] == ["GPU0"] and ln.split()[1:2] != ["X"])
    head = lines[at]
    indent = head[: len(head) - len(head.lstrip())]
    lines[at] = f"{indent}{UNDERLINE}{head.strip()}{RESET}"
    return "\n".join(lines)


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.run([str(a) for a in argv], out, err), out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", sorted(REAL))
def test_real_captures_with_nics_numa_columns_and_check_env_text(name):
    matrix = parse_topo(read(name))
    assert upper(matrix) == REAL[name] and all(matrix.relation[i][i] == "X" for i in matrix.gpus)


@pytest.mark.parametrize("name", sorted(REAL))
def test_terminal_codes_a_missing_leading_tab_and_crlf_read_like_the_plain_capture(name):
    """The stored copies of these public captures lost nvidia-smi's ESC[4m/ESC[0m (GitHub keeps no ESC bytes), so
    the codes are put back where nvidia-smi writes them; also as a copy that lost only the ESC byte, a header
    pasted without its leading whitespace, and CRLF line ends."""
    plain = parse_topo(read(name))
    coded = underlined(read(name))
    variants = [coded, coded.replace("\x1b", ""), "\n".join(ln.lstrip() if "GPU0" in ln[:12] else ln
                                                             for ln in coded.split("\n")), coded.replace("\n", "\r\n")]
    for text in variants:
        assert parse_topo(text, name) == plain


def test_the_issues_minimal_underlined_capture_is_read_and_agrees_with_seed000():
    assert parse_topo(MINIMAL).relation == [["X", "PHB"], ["PHB", "X"]]


def test_cli_reads_an_underlined_capture(tmp_path):
    topo = tmp_path / "topo.txt"
    topo.write_bytes(underlined(read("topo_2xa100_nv12_5nics_sglang_check_env_pr661.txt")).encode())
    code, out, err = run("verify", SEED0, "--topo", topo, "--json")
    summary = json.loads(out)["summary"]
    # seed 000 plans PHB (one card on the CPU, one on the chipset); this rig's two A100s share NV12
    assert (code, summary["differs"], summary["status"]) == (1, 1, "differs") and err == ""
    topo.write_text(MINIMAL)
    assert run("verify", SEED0, "--topo", topo)[0] == 0


SMI_HEAD = "index, name, pcie.link.gen.current, pcie.link.width.current, pcie.link.gen.max, pcie.link.width.max\n"


def _links(report, smi: str) -> dict[str, tuple[str, str | None]]:
    return {c.what: (c.status, c.measured) for c in compare(report, VerifyInputs(smi=parse_smi(smi))).checks}


def test_a_card_at_x1_where_the_plan_says_x4_differs_even_with_max_x16(seed000, catalog):
    """Seed 000 puts the RTX 3080 in the chipset's x4 slot. An x1 riser leaves width.max at the card's own x16 and
    width.current at 1 (the width does not drop at idle, unlike the generation): the width differs, and an idle
    gen.current of 1 beside gen.max 4 is still ok."""
    report = evaluate(seed000, catalog, with_monte_carlo=False)
    checks = _links(report, SMI_HEAD + "0, NVIDIA GeForce RTX 3090, 1, 16, 4, 16\n"
                                       "1, NVIDIA GeForce RTX 3080, 1, 1, 4, 16\n")
    assert checks["GPU1 PCIe link width"] == ("differs", "1")
    assert checks["GPU1 PCIe link gen"] == ("ok", "4")
    assert checks["GPU0 PCIe link width"] == ("ok", "16") and checks["GPU0 PCIe link gen"] == ("ok", "4")
    only_current = _links(report, "index, pcie.link.width.current\n0, 16\n1, 1\n")
    assert only_current["GPU1 PCIe link width"] == ("differs", "1")
    max_below = _links(report, "index, pcie.link.width.max\n0, 16\n1, 2\n")
    assert max_below["GPU1 PCIe link width"] == ("differs", "2")


def test_a_lower_current_generation_alone_is_not_judged_a_lower_max_is(seed000, catalog):
    report = evaluate(seed000, catalog, with_monte_carlo=False)
    idle = _links(report, "index, pcie.link.gen.current\n0, 1\n1, 4\n")
    assert idle["GPU0 PCIe link gen"] == ("missing", "1") and idle["GPU1 PCIe link gen"] == ("ok", "4")
    assert _links(report, "index, pcie.link.gen.max\n0, 3\n1, 4\n")["GPU0 PCIe link gen"] == ("differs", "3")


def test_cli_exit_1_for_the_x1_card(tmp_path):
    smi = tmp_path / "smi.csv"
    smi.write_text(SMI_HEAD + "0, NVIDIA GeForce RTX 3090, 4, 16, 4, 16\n1, NVIDIA GeForce RTX 3080, 4, 1, 4, 16\n")
    code, out, _ = run("verify", SEED0, "--smi", smi, "--json")
    assert code == 1 and json.loads(out)["summary"]["differs"] == 1


def test_a_one_gpu_capture_against_the_six_gpu_seed003_differs_not_ok():
    """The sglang check_env dump of one A100 against seed 003's six cards: every planned pair lacks GPU1..GPU5."""
    code, out, err = run("verify", SEED3, "--topo", DATA / "topo_1xa100_5nics_sglang_check_env_pr645.txt", "--json")
    data = json.loads(out)
    assert code == 1 and data["summary"] == {"ok": 0, "differs": 15, "missing": 0, "status": "differs"}
    assert "topo -m shows no GPU5" in data["checks"][-1]["message"]


def test_planned_cards_missing_from_a_query_differ(seed003, catalog):
    report = evaluate(seed003, catalog, with_monte_carlo=False)
    checks = compare(report, VerifyInputs(smi=parse_smi("index, memory.total [MiB]\n0, 49140 MiB\n"))).checks
    assert [(c.what, c.status) for c in checks if c.what.startswith("GPU") and " " not in c.what] == [
        (f"GPU{i}", "differs") for i in range(1, 6)]


def test_nothing_compared_is_status_missing_and_exit_2():
    """llama-bench of a 7B model against seed 000's 32B plan: no check can be made; the report is still printed."""
    bench = DATA / "bench_md_old_llamacpp_17732711.md"
    code, out, err = run("verify", SEED0, "--bench", bench, "--json")
    assert code == 2 and json.loads(out)["summary"] == {"ok": 0, "differs": 0, "missing": 2, "status": "missing"}
    assert str(bench) in err and "nothing" in err
    code, out, _ = run("verify", SEED0, "--bench", bench, "--lang", "zh_CN")
    assert code == 2 and out.splitlines()[-1].endswith("没有任何一项能与方案对比")


@pytest.mark.parametrize("code", ["\x1b(B\x1b[m", "\x1b]0;nvidia-smi\x07", "\x1b[1;31m", "\x1b[K", "\x9b4m", "[4m"])
def test_other_terminal_codes_before_the_header_are_ignored(code):
    """`tput sgr0` (ESC ( B ESC [ m), a window title (OSC ... BEL), colours, erase-line, the 8-bit CSI, a bare SGR."""
    assert parse_topo(MINIMAL.replace("\x1b[4m", code)).relation == [["X", "PHB"], ["PHB", "X"]]


def test_a_capture_saved_by_windows_powershell_is_read(tmp_path):
    """PowerShell 5's `nvidia-smi topo -m > topo.txt` writes UTF-16LE with a BOM and CRLF."""
    topo = tmp_path / "topo.txt"
    topo.write_bytes(read("topo_3gpu_nv4_2nics_spaces_nccl_tests_320.txt").replace("\n", "\r\n").encode("utf-16"))
    code, out, err = run("verify", SEED0, "--topo", topo, "--json")
    assert err == "" and code in (0, 1) and len(json.loads(out)["checks"]) == 3  # three GPUs: three pairs
    topo.write_bytes(b"\xff\xfe\x00\xd8")  # a lone surrogate: not UTF-16 after all
    code, _, err = run("verify", SEED0, "--topo", topo)
    assert code == 2 and str(topo) in err and "UTF-16" in err
