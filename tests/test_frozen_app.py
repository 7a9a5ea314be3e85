"""The program tools/build_app.py builds with PyInstaller (dist/gpu-rig-planner/) runs without Python: its CLI checks
and exports the seed-000 rig as the source does, and its window opens the rig offscreen (GPU_RIG_PLANNER_SMOKE_TEST,
ui/smoke.py) with every tab shown.

A build takes about a minute, so the suite does not build: these tests are skipped when dist/ holds no program,
except in CI, where .ci/run builds it first and sets REQUIRE_FROZEN_APP=1, which turns the skip into a failure."""

from __future__ import annotations

import configparser
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import openpyxl
import pytest

from planner.cli import run as run_cli

ROOT = Path(__file__).resolve().parent.parent
NAME = "gpu-rig-planner"
FOLDER = ROOT / "dist" / NAME
PROGRAM = FOLDER / (f"{NAME}.exe" if sys.platform == "win32" else NAME)
#: what the tests run: on Windows the window's program has no console (nothing on stdout), so its twin with one
RUN = FOLDER / f"{NAME}-cli.exe" if sys.platform == "win32" else PROGRAM
EXAMPLE = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"
DESKTOP_ENTRY = ROOT / "packaging" / "linux" / f"{NAME}.desktop"
#: a guard against a program that hangs (a dialog waiting for a click), not a speed check
HANG_GUARD_S = 300


@pytest.fixture
def program() -> Path:
    if PROGRAM.is_file() and RUN.is_file():
        return RUN
    if os.environ.get("REQUIRE_FROZEN_APP") == "1":
        pytest.fail(f"REQUIRE_FROZEN_APP=1 but {RUN} is missing: `python tools/build_app.py` builds it")
    pytest.skip(f"no built program at {RUN}: `pip install -e '.[app]' && python tools/build_app.py` builds it")


def run_program(program: Path | list[str], args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """The built program (or another command line), offscreen, with its settings and data in tmp_path (never the
    user's)."""
    environment = {key: value for key, value in os.environ.items() if key != "GPU_RIG_PLANNER_SMOKE_TEST"}
    environment.update(QT_QPA_PLATFORM="offscreen", GPU_RIG_PLANNER_DATA_DIR=str(tmp_path / "data"),
                       XDG_CONFIG_HOME=str(tmp_path / "config"), **env)
    command = [str(program)] if isinstance(program, Path) else program
    tmp_path.mkdir(parents=True, exist_ok=True)
    return subprocess.run([*command, *args], capture_output=True, text=True, encoding="utf-8", cwd=tmp_path,
                          env=environment, timeout=HANG_GUARD_S)


def in_chinese(tmp_path: Path) -> Path:
    """Settings (QSettings' file under XDG_CONFIG_HOME) that start the window in Chinese; the folder to run in."""
    settings = tmp_path / "config" / "GPU Rig Planner" / "GPU Rig Planner.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[ui]\nlanguage=zh_CN\n", encoding="utf-8")
    return tmp_path


def window_line(started: subprocess.CompletedProcess) -> str:
    """The smoke-test line (ui/smoke.py) of the window on seed 000: the seed's 10,000 CNY, its nine part lines."""
    assert started.returncode == 0, started.stderr
    line = next((row for row in started.stdout.splitlines() if row.startswith("smoke test:")), "")
    assert re.fullmatch(rf"smoke test: opened {re.escape(str(EXAMPLE))}: status warn, total 10000\.00 CNY, "
                        r"9 part rows, \d+ tabs shown, window icon drawn, language .*", line), started.stdout + started.stderr
    return line


def source_cli(args: list[str]) -> str:
    out = io.StringIO()
    assert run_cli(args, out=out, err=io.StringIO()) == 0
    return out.getvalue()


def test_frozen_check_gives_the_report_of_the_source(program, tmp_path):
    frozen = run_program(program, ["check", str(EXAMPLE), "--json"], tmp_path)
    assert frozen.returncode == 0, frozen.stderr  # seed 000 has warnings, no failure
    report = json.loads(frozen.stdout)
    # the seed article's figure: "about 10,000 CNY in all" for the two-card rig
    assert report["bom"]["total"] == {"amount": 10000.0, "currency": "CNY"}
    assert report == json.loads(source_cli(["check", str(EXAMPLE), "--json"]))


def test_frozen_export_writes_a_quote_openpyxl_reads(program, tmp_path):
    frozen = run_program(program, ["export", str(EXAMPLE), "-o", "quote.xlsx"], tmp_path)
    assert frozen.returncode == 0, frozen.stderr
    source_cli(["export", str(EXAMPLE), "-o", str(tmp_path / "source.xlsx")])
    quote = openpyxl.load_workbook(tmp_path / "quote.xlsx")
    assert quote.sheetnames == openpyxl.load_workbook(tmp_path / "source.xlsx").sheetnames
    assert "Checks" in quote.sheetnames


def test_frozen_cli_names_a_missing_file_in_one_line(program, tmp_path):
    frozen = run_program(program, ["check", "no-such-rig.json"], tmp_path)
    assert frozen.returncode == 2
    assert frozen.stderr.strip() == "error: no-such-rig.json: file not found"


def source_window_line(tmp_path: Path) -> str:
    return window_line(run_program([sys.executable, str(ROOT / "main.py")], [str(EXAMPLE)], tmp_path,
                                   GPU_RIG_PLANNER_SMOKE_TEST="1"))


def test_frozen_window_opens_the_example_and_shows_every_tab(program, tmp_path):
    line = window_line(run_program(program, [str(EXAMPLE)], tmp_path / "frozen", GPU_RIG_PLANNER_SMOKE_TEST="1"))
    assert line.endswith("language en: first tab 'Power'")
    assert line == source_window_line(tmp_path / "source")


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="the language is set through QSettings' file under XDG_CONFIG_HOME, read on Linux only")
def test_frozen_window_finds_the_chinese_translations(program, tmp_path):
    frozen = window_line(run_program(program, [str(EXAMPLE)], in_chinese(tmp_path / "frozen"),
                                     GPU_RIG_PLANNER_SMOKE_TEST="1"))
    assert "language zh_CN: first tab" in frozen and not frozen.endswith("'Power'")
    assert frozen == source_window_line(in_chinese(tmp_path / "source"))


def test_smoke_test_mode_of_the_source_window(tmp_path):
    """The same check on `python main.py` (no build needed): what the frozen program is held to."""
    assert source_window_line(tmp_path).endswith("language en: first tab 'Power'")


def test_desktop_entry_starts_the_program_with_its_icon(program):
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP_ENTRY, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"].split()[0] == NAME
    if sys.platform.startswith("linux"):  # tools/build_app.py puts the entry and its icon beside the program
        assert (FOLDER / DESKTOP_ENTRY.name).read_text(encoding="utf-8") == DESKTOP_ENTRY.read_text(encoding="utf-8")
        assert (FOLDER / f"{desktop['Icon']}.png").is_file()


def test_frozen_folder_holds_the_user_guide_help_opens(program, monkeypatch):
    """Help > User guide opens sys._MEIPASS/docs/PAGE in the frozen app (PyInstaller's onedir: FOLDER/_internal):
    every page is there (a build older than the pages may hold older text)."""
    from ui.guide_menu import PAGES, guide_dir

    monkeypatch.setattr(sys, "_MEIPASS", str(FOLDER / "_internal"), raising=False)
    assert guide_dir() == FOLDER / "_internal" / "docs"
    for name, _title in PAGES:
        page = guide_dir() / name
        assert page.is_file() and page.read_text(encoding="utf-8").startswith("# "), name
