"""verify: the real published outputs in tests/data/verify are read to the values their text shows, compared with
the plan, and the CLI exits 0 (all agree), 1 (something differs) or 2 (unusable input, the file named)."""

import io
import json
from pathlib import Path

import pytest

from planner import cli
from planner.errors import InputFileError
from planner.evaluate import evaluate
from planner.io import load_project
from planner.paths import resource
from planner.verify.check import VerifyInputs, compare
from planner.verify.parse import parse_bench, parse_p2p, parse_smi, parse_topo

DATA = Path(__file__).resolve().parent / "data" / "verify"
SEED0 = resource("examples", "seed-000-two-card-rig.json")


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def test_topo_variants_are_read_as_their_text_shows():
    tabs = parse_topo(read("topo_2x5090_tabs_numa_club3090_1229.txt"))
    assert tabs.relation == [["X", "PHB"], ["PHB", "X"]]
    pairs = parse_topo(read("topo_4x3090_nvlink_pairs_spaces_aikitoria_pr18.txt"))
    assert pairs.relation[0] == ["X", "PHB", "NV4", "NODE"] and pairs.relation[3] == ["NODE", "NV4", "PHB", "X"]
    nics = parse_topo(read("topo_8xv100_mlx5_nics_dlperf.txt"))  # NIC rows/columns and stray tabs ignored
    assert len(nics.gpus) == 8 and nics.relation[0] == ["X", "NV1", "NV2", "NV1", "SYS", "SYS", "SYS", "NV2"]
    assert nics.relation[7][4:] == ["NV1", "NV2", "NV1", "X"]
    assert parse_topo(read("topo_3090_1080_spaces_club3090_222.txt")).relation[1] == ["PHB", "X"]


def test_smi_csv_with_units_and_repeated_header():
    cards = parse_smi(read("smi_rtx2070_usage_log_head.csv"))
    assert [(c.index, c.name, c.values) for c in cards] == [(0, "NVIDIA GeForce RTX 2070", {"memory.total": 8192.0})]
    assert parse_smi(read("smi_v100s_usage_log_head.csv"))[0].values == {"memory.total": 32768.0}


def test_smi_link_columns_of_an_idle_server_judge_the_trained_link_not_the_idle_one(seed003, catalog):
    """NVIDIA's MLPerf v4.1 notes: 8 idle L40S report gen 1 current, gen 4 max, x16; verify judges the .max values
    (an idle card drops its link generation to save power), and a file without memory.total says nothing of it."""
    cards = parse_smi(read("smi_8xl40s_pcie_idle_mlperf_v41.csv"))
    assert len(cards) == 8 and cards[7].name is None
    assert cards[0].values == {"pcie.link.gen.current": 1.0, "pcie.link.width.current": 16.0,
                               "pcie.link.gen.max": 4.0, "pcie.link.width.max": 16.0}
    report = evaluate(seed003, catalog, with_monte_carlo=False)
    checks = compare(report, VerifyInputs(smi=cards)).checks
    gens = [c for c in checks if c.what.endswith("PCIe link gen")]
    assert len(gens) == 6 and {(c.measured, c.status) for c in gens} == {("4", "ok")}
    assert not any("memory.total" in c.what for c in checks)
    assert [c.what for c in checks if c.status == "missing"] == ["GPU6", "GPU7"]  # seed 003 plans six cards


def test_smi_values_a_driver_cannot_give_are_unknown_not_zero():
    """Synthetic (no citable headed output holds them, see SOURCES.md): `[N/A]` (drivers from 440) and
    `[Not Supported]` (older drivers) read as unknown; the check then says `missing`, never a wrong number."""
    text = ("index, name, memory.total [MiB], power.limit [W], pcie.link.gen.max\n"
            "0, NVIDIA GeForce RTX 3090, 24576 MiB, [N/A], [Not Supported]\n")
    (card,) = parse_smi(text)
    assert card.values == {"memory.total": 24576.0, "power.limit": None, "pcie.link.gen.max": None}


def test_llama_bench_json_and_markdown_of_several_versions():
    old = parse_bench(read("bench_json_b1275_rtx3090ti_llamacpp_17732711.json"))
    assert [(r.kind, r.n_prompt, r.n_gen, r.tokens_per_s, r.params) for r in old] == [
        ("pp", 512, 0, 2410.974041, 6738415616.0), ("tg", 0, 128, 130.965708, 6738415616.0)]
    new = parse_bench(read("bench_json_b5163_rtx4080_llamacpp_08d0baac.json"))
    assert new[1].tokens_per_s == 118.881588 and new[1].gpu_info == "NVIDIA GeForce RTX 4080"
    md_old = parse_bench(read("bench_md_old_llamacpp_17732711.md"))
    assert [(r.kind, r.n_prompt or r.n_gen, r.tokens_per_s) for r in md_old] == [("pp", 512, 2368.80), ("tg", 128, 131.42)]
    md_new = parse_bench(read("bench_md_depth_llamacpp_08d0baac.md"))
    assert [(r.kind, r.depth, r.tokens_per_s) for r in md_new] == [
        ("pp", 0, 7340.20), ("tg", 0, 120.60), ("pp", 512, 6425.91), ("tg", 512, 116.71)]
    assert md_new[0].params == pytest.approx(7.62e9)


def test_p2p_matrices():
    two = parse_p2p(read("p2p_2x4090_tinygrad_44.txt"))
    assert set(two) == {"unidirectional_disabled", "unidirectional_enabled", "bidirectional_disabled"}
    assert two["unidirectional_enabled"] == [[1015.27, 6.60], [6.60, 945.63]]
    six = parse_p2p(read("p2p_6x4090_bidir_only_tinygrad_readme.txt"))
    assert list(six) == ["bidirectional_enabled"] and six["bidirectional_enabled"][4][5] == 51.23


@pytest.mark.parametrize("text,expected", [
    ("", "no 'GPU0 GPU1"), ("\tGPU0\tGPU1\nGPU0\t X \tPHB\n", "line 3: expected the row of GPU1"),
    ("\tGPU0\tGPU1\nGPU0\t X \tPHB\nGPU1\tSYS\t X \n", "symmetric"), ("\tGPU0\tGPU1\nGPU0\t X \tFOO\n", "line 2")])
def test_unusable_topo_names_the_line(text, expected):
    with pytest.raises(InputFileError, match=expected):
        parse_topo(text, "t.txt")


def test_seed000_plan_against_a_real_two_card_phb_rig(catalog):
    report = evaluate(load_project(SEED0), catalog, with_monte_carlo=False)
    inputs = VerifyInputs(topo=parse_topo(read("topo_3090_1080_spaces_club3090_222.txt")),
                          smi=parse_smi(read("smi_rtx2070_usage_log_head.csv")),
                          p2p=parse_p2p(read("p2p_2x4090_tinygrad_44.txt")))
    checks = {c.what: c for c in compare(report, inputs).checks}
    assert checks["topo GPU0-GPU1"].status == "ok"  # seed 000 predicts PHB (3090 on the CPU, 3080 on the chipset)
    assert checks["GPU0 memory.total (MiB)"].status == "differs"  # an 8 GiB card where a 24 GiB 3090 is planned
    assert checks["GPU1"].status == "differs"  # the planned 3080 is not in the one-card capture
    assert checks["p2p GPU0-GPU1 (GB/s)"].status == "ok"  # 6.60 GB/s against the 7.88 GB/s chipset x4 bound
    phb_to_sys = compare(report, VerifyInputs(topo=parse_topo("\tGPU0\tGPU1\nGPU0\t X \tSYS\nGPU1\tSYS\t X \n")))
    assert phb_to_sys.checks[0].status == "differs" and "SYS" in phb_to_sys.checks[0].message.render("zh_CN")


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.run(list(argv), out, err), out.getvalue(), err.getvalue()


def test_cli_exit_codes():
    code, out, _ = run("verify", str(SEED0), "--topo", str(DATA / "topo_2x5090_tabs_numa_club3090_1229.txt"), "--json")
    data = json.loads(out)
    assert code == 0 and data["summary"] == {"ok": 1, "differs": 0, "missing": 0, "status": "ok"}
    assert set(data["checks"][0]) == {"what", "predicted", "measured", "status", "message"}
    code, out, _ = run("verify", str(SEED0), "--smi", str(DATA / "smi_rtx2070_usage_log_head.csv"), "--lang", "zh_CN")
    assert code == 1 and "目录" in out
    code, _, err = run("verify", str(SEED0))
    assert code == 2 and "--topo" in err
    bad = str(DATA / "SOURCES.md")
    code, _, err = run("verify", str(SEED0), "--p2p", bad)
    assert code == 2 and bad in err and "Traceback" not in err


def test_text_table_in_chinese_lines_up_by_display_width():
    """Chinese status words take two terminal columns each; the message column starts at one column on every row."""
    from planner.text import display_width

    code, out, _ = run("verify", str(SEED0), "--smi", str(DATA / "smi_rtx2070_usage_log_head.csv"), "--lang", "zh_CN")
    header, *rows = out.splitlines()[:-1]
    assert header.startswith("状态") and header.endswith("说明") and "不一致" in out.splitlines()[-1]
    start = display_width(header) - display_width("说明")
    for row in rows:
        cut = max(i for i in range(len(row) + 1) if display_width(row[:i]) <= start)
        assert display_width(row[:cut]) == start and row[cut - 2:cut] == "  " and row[cut] != " ", row
