"""Every `python main.py ...` command the user guide (docs/*.md) shows keeps working.

Each documented command (a code block line, the command table, an inline code span) is found in the pages; its
subcommand and every flag it names must exist in the CLI's parser, and it runs, in-process through planner.cli,
with its placeholders (FILE, OUT.xlsx, TOPO.txt...) replaced by the example projects and the fixture files of
tests/data/ (the table RUNS below): the exit code and the output's shape (JSON keys, the first line) are checked.
A command added to the guide without a row here fails the test, so every command shown is one that runs.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import shlex
from pathlib import Path

import pytest

from planner.cli import build_parser, run

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs"
SEED_000 = "resources/examples/seed-000-two-card-rig.json"
SEED_003 = "resources/examples/seed-003-six-gpu-server.json"
VERIFY = "tests/data/verify/"
REFERENCE = "RunPod community, 2x RTX 4090 (on demand)"  # a cloud offer of seed 000's project file
PRICE_ROW = "part,amount,currency,condition,date,source\nrtx-3090,5200,CNY,used,2026-11-20,xianyu listing\n"

#: Documented commands that are not run here, and why.
NOT_RUN = {
    "": "opens the window (needs a display); tests/test_frozen_app.py and the window tests open it",
    "FILE.json": "opens the window on a project file (needs a display)",
}


def json_keys(*keys):
    def check(out: str) -> None:
        data = json.loads(out)
        missing = [k for k in keys if k not in data]
        assert not missing, f"JSON output lacks {missing}: has {sorted(data)[:20]}"
    return check


def json_list_of(*keys):
    def check(out: str) -> None:
        data = json.loads(out)
        assert isinstance(data, list) and data, "expected a non-empty JSON list"
        assert all(k in data[0] for k in keys), f"first entry lacks one of {keys}: {sorted(data[0])}"
    return check


def first_line(pattern: str):
    def check(out: str) -> None:
        line = out.splitlines()[0] if out else ""
        assert re.search(pattern, line), f"first line {line!r} does not match {pattern!r}"
    return check


def written(name: str):
    def check(out: str, tmp: Path) -> None:
        assert (tmp / name).is_file() and (tmp / name).stat().st_size > 0, f"{name} was not written"
    return check


#: Documented command (as the guide prints it, after `main.py `) -> (argv with {tmp} for a private folder,
#: exit codes the guide allows for it, a check of the output's shape, optionally a check of the file written).
RUNS: dict[str, tuple] = {
    "check FILE [--json] [--as-of YYYY-MM-DD]": (
        ["check", SEED_000, "--json", "--as-of", "2026-12-01"], {0}, json_keys("findings", "bom")),
    "check resources/examples/seed-000-two-card-rig.json": (
        ["check", SEED_000], {0}, first_line(r"\S")),
    "check resources/examples/seed-003-six-gpu-server.json --json": (
        ["check", SEED_003, "--json"], {0, 1}, json_keys("findings", "bom")),
    "catalog gpus": (["catalog", "gpus"], {0}, first_line(r"\S")),
    "catalog KIND [--json] [--currency CUR]": (
        ["catalog", "gpus", "--json", "--currency", "USD"], {0}, json_list_of("id")),
    "fit --model qwen2.5-32b-instruct --gpus rtx-3090,rtx-3080-10g --quant q4_k_m --context 8192": (
        ["fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090,rtx-3080-10g", "--quant", "q4_k_m",
         "--context", "8192"], {0, 1}, first_line(r"\S")),
    "fit --model ID_OR_CONFIG_JSON --gpus ID[,ID...] [--quant Q] [--kv fp16|q8_0|q4_0] [--context N] [--batch N] "
    "[--engine E] [--mode inference|lora|qlora|full_finetune] [--json]": (
        ["fit", "--model", "qwen2.5-7b-instruct", "--gpus", "rtx-3090,rtx-3080-10g", "--quant", "q4_k_m",
         "--kv", "q8_0", "--context", "8192", "--batch", "1", "--engine", "llama.cpp", "--mode", "inference",
         "--json"], {0}, json_keys("fits")),
    "tco FILE [--log GPU.csv] [--json] [--reference NAME]": (
        ["tco", SEED_000, "--log", "tests/data/logs/query_2gpu_3h.csv", "--json", "--reference", REFERENCE],
        {0}, json_keys("currency", "monthly", "verdict")),
    "export FILE -o OUT.xlsx [--lang zh_CN|en]": (
        ["export", SEED_000, "-o", "{tmp}/OUT.xlsx", "--lang", "zh_CN"], {0}, first_line(r"OUT\.xlsx"),
        written("OUT.xlsx")),
    "export FILE -o OUT.xlsx [--lang zh_CN|en] [--topo TOPO.txt] [--smi QUERY.csv] [--bench LLAMA_BENCH.json|.md] "
    "[--p2p P2P.txt] [--power LOG.csv] [--compare OTHER.json ...]": (
        ["export", SEED_000, "-o", "{tmp}/OUT.xlsx", "--lang", "en",
         "--topo", VERIFY + "topo_3090_1080_spaces_club3090_222.txt",
         "--smi", VERIFY + "smi_rtx2070_usage_log_head.csv",
         "--bench", VERIFY + "bench_md_depth_llamacpp_08d0baac.md",
         "--p2p", VERIFY + "p2p_2x4090_tinygrad_44.txt",
         "--power", "tests/data/logs/query_2gpu_3h.csv", "--compare", SEED_003],
        {0}, first_line(r"OUT\.xlsx"), written("OUT.xlsx")),
    "schema": (["schema"], {0}, json_keys("properties")),
    "new -o FILE.json [--currency CNY|USD|EUR] [--lang en|zh_CN] [--force]": (
        ["new", "-o", "{tmp}/FILE.json", "--currency", "USD", "--lang", "zh_CN", "--force"], {0}, lambda out: None,
        written("FILE.json")),
    "detect -o FILE.json [--currency CNY|USD|EUR] [--lang en|zh_CN] [--force]": (
        ["detect", "-o", "{tmp}/FILE.json", "--currency", "CNY", "--lang", "en", "--force"], {0, 1},
        lambda out: None, written("FILE.json")),
    "import LIST -o FILE.json [--currency CNY|USD|EUR] [--lang en|zh_CN] [--force]": (
        ["import", "tests/data/parts_lists/markdown_262PTn.md", "-o", "{tmp}/FILE.json", "--currency", "USD",
         "--lang", "en", "--force"], {0, 1}, lambda out: None, written("FILE.json")),
    "share FILE [--format markdown|bbcode] [--lang en|zh_CN]": (
        ["share", SEED_000, "--format", "bbcode", "--lang", "zh_CN"], {0}, first_line(r"\[")),
    "share": (["share", SEED_000], {0}, first_line(r"^## ")),
    "compare A.json [B.json ...] [--json] [--lang en|zh_CN] [--reference NAME] [--as-of YYYY-MM-DD]": (
        ["compare", SEED_000, SEED_000, "--json", "--lang", "en", "--reference", REFERENCE, "--as-of", "2026-06-01"],
        {0},
        json_keys("currency", "variants")),
    "compare FILE.json": (["compare", SEED_000, SEED_003], {0}, first_line(r"\S")),
    "verify FILE [--topo TOPO.txt] [--smi QUERY.csv] [--bench LLAMA_BENCH.json|.md] [--p2p P2P.txt] "
    "[--power LOG.csv] [--json] [--lang en|zh_CN]": (
        ["verify", SEED_000, "--topo", VERIFY + "topo_3090_1080_spaces_club3090_222.txt",
         "--smi", VERIFY + "smi_rtx2070_usage_log_head.csv", "--bench", VERIFY + "bench_md_depth_llamacpp_08d0baac.md",
         "--p2p", VERIFY + "p2p_2x4090_tinygrad_44.txt", "--power", "tests/data/logs/query_2gpu_3h.csv",
         "--json", "--lang", "en"], {0, 1}, json_keys("checks")),
    "prices import FILE.csv [--json] [--lang en|zh_CN]": (
        ["prices", "import", "{tmp}/quotes.csv", "--json", "--lang", "en"], {0}, lambda out: json.loads(out)),
    "prices import quotes.csv": (["prices", "import", "{tmp}/quotes.csv"], {0}, first_line(r"\S")),
    "advise": (
        ["advise", "--budget", "20000", "--model", "qwen2.5-7b-instruct"], {0, 1}, first_line(r"\S")),
    "advise --budget N [--currency CNY|USD|EUR] --model ID_OR_CONFIG [--quant Q|best] [--context N] [--min-tps X] "
    "[--used] [--max-wall-w W] [--form-factor tower|open_frame|rack] [--own PART_ID ...] [--board ID] "
    "[--gpu-family TEXT] [--max-cards N] [--no-moe-offload] [--json] [-o BEST.json [--force]] [--lang en|zh_CN]": (
        ["advise", "--budget", "20000", "--currency", "CNY", "--model", "qwen2.5-7b-instruct", "--quant", "best",
         "--context", "8192", "--min-tps", "10", "--used", "--max-wall-w", "1500", "--form-factor", "tower",
         "--own", "rtx-3090", "--board", "msi-mag-b850-tomahawk-max-wifi", "--gpu-family", "RTX", "--max-cards", "2", "--no-moe-offload", "--json",
         "-o", "{tmp}/BEST.json", "--force", "--lang", "en"], {0, 1}, json_keys("searched")),
}


def documented_commands() -> dict[str, str]:
    """Every `main.py` command of the guide (the text after `main.py `, `\\|` as `|`) -> the page showing it."""
    found: dict[str, str] = {}
    for page in sorted(GUIDE.glob("*.md")):
        in_block = False
        for line in page.read_text(encoding="utf-8").splitlines():
            if line.startswith("```"):
                in_block = not in_block
                continue
            spans = [line] if in_block and "main.py" in line else re.findall(r"`((?:\.venv/bin/)?python main\.py[^`]*)`", line)
            for span in spans:
                match = re.match(r"\s*(?:\.venv/bin/)?python3? main\.py(?: (.*))?$", span.replace("\\|", "|"))
                if match:
                    found.setdefault((match.group(1) or "").strip(), page.name)
    return found


COMMANDS = documented_commands()


def subparser_for(words: list[str]) -> argparse.ArgumentParser:
    parser = build_parser()
    for word in words:
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        assert word in action.choices, f"no command {word!r}"
        parser = action.choices[word]
        if not any(isinstance(a, argparse._SubParsersAction) for a in parser._actions):
            break
    return parser


def test_the_guide_shows_the_commands_this_test_runs():
    assert len(COMMANDS) >= 20, sorted(COMMANDS)
    unknown = sorted(set(COMMANDS) - set(RUNS) - set(NOT_RUN))
    assert not unknown, f"commands shown in docs/ without a row in RUNS or NOT_RUN: {unknown}"
    stale = sorted(set(RUNS) - set(COMMANDS))
    assert not stale, f"rows of RUNS no page shows any more: {stale}"


@pytest.mark.parametrize("command", sorted(c for c in COMMANDS if c not in NOT_RUN))
def test_documented_command_and_flags_exist(command):
    words = [w for w in shlex.split(command.replace("[", " ").replace("]", " ")) if re.fullmatch(r"[a-z]+", w)]
    parser = subparser_for(words[:2] if words[:1] == ["prices"] else words[:1])
    flags = set(re.findall(r"(?<![\w-])(--?[a-z][a-z0-9-]*)", command))
    missing = sorted(f for f in flags if f not in parser._option_string_actions)
    assert not missing, f"{COMMANDS[command]}: `{command}` names flags the CLI does not have: {missing}"
    # the run below gives every flag the guide names for this command
    argv = RUNS[command][0]
    assert flags <= set(argv), f"RUNS row of `{command}` leaves out {sorted(flags - set(argv))}"


@pytest.mark.parametrize("command", sorted(RUNS))
def test_documented_command_runs(command, tmp_path, monkeypatch):
    argv, codes, shape, *files = RUNS[command]
    (tmp_path / "quotes.csv").write_text(PRICE_ROW, encoding="utf-8")
    monkeypatch.chdir(ROOT)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = run([a.replace("{tmp}", str(tmp_path)) for a in argv])
    assert rc in codes, f"`{command}` exited {rc}: {err.getvalue()[-600:]}"
    shape(out.getvalue())
    for check in files:
        check(out.getvalue(), tmp_path)
