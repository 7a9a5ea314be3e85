"""Golden files pin the data path: old project files keep opening to the same project, and the bundled examples
keep giving the same report and the same `check --json` output. A difference names the first JSON paths that
changed; after a reviewed change, `python tests/golden/update_snapshots.py` rewrites the golden files."""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import pytest

from planner.cli import run
from planner.io import MIGRATIONS, OLDEST_SUPPORTED, load_project
from planner.model.project import SCHEMA_VERSION, Project
from tests.golden import snapshots as golden

PROJECT_FILES = golden.golden_project_files()
EXAMPLES = golden.example_files()


def _read(path: Path):
    assert path.exists(), f"{path} is missing: run `{golden.UPDATE_COMMAND}`"
    return json.loads(path.read_text(encoding="utf-8"))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _assert_matches(golden_file: Path, new) -> None:
    message = golden.mismatch_message(golden_file, _read(golden_file), new)
    if message:
        pytest.fail(message, pytrace=False)


# ----------------------------------------------------------------------------- project files of every version

def test_there_is_a_golden_project_file_for_every_schema_version():
    versions = {int(p.parent.name[1:]) for p in PROJECT_FILES}
    assert versions == set(range(OLDEST_SUPPORTED, SCHEMA_VERSION + 1)), (
        "add a project file saved by each schema version under tests/golden/projects/v<N>/ (ARCHITECTURE.md)")
    assert set(MIGRATIONS) == set(range(OLDEST_SUPPORTED, SCHEMA_VERSION))


@pytest.mark.parametrize("source", PROJECT_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_project_file_opens_to_the_expected_project(source):
    assert _read(source)["schema_version"] == int(source.parent.name[1:]), "the folder names the file's version"
    before = _sha256(source)
    migrated = golden.migrated_project(source)
    assert _sha256(source) == before, "opening a project file must never modify it"
    _assert_matches(golden.expected_project_path(source), migrated)


@pytest.mark.parametrize("source", PROJECT_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_expected_project_is_a_current_file_that_opens_to_the_same_project(source):
    expected = golden.expected_project_path(source)
    data = _read(expected)
    assert data["schema_version"] == SCHEMA_VERSION
    assert load_project(expected) == load_project(source) == Project.model_validate(data)


def test_v1_seed_000_rig_migrates_field_by_field():
    """Hand-read facts of the version-1 layout, independent of the golden file."""
    project = load_project(golden.PROJECTS / "v1" / "seed-000-rig.json")
    (node,) = project.nodes
    assert (node.id, node.name) == ("node-1", "缝合怪 workstation")
    items = {i.id: i for i in node.items}
    assert list(items) == ["cpu", "cooler", "board", "memory", "ssd", "gpu-3090", "gpu-3080", "psu", "case"]
    assert (items["gpu-3080"].unit_price.amount, items["gpu-3080"].unit_price.currency) == (2000, "CNY")
    assert [s.slot for s in items["gpu-3080"].slots] == ["PCI_E3"]
    assert [s.slot for s in items["ssd"].slots] == ["M2_1"] and items["cpu"].slots == []
    assert sum(i.unit_price.amount * i.quantity for i in node.items) == 10_000  # the seed's "about 10,000 CNY"
    assert project.workload.model_id == "qwen2.5-32b-instruct" and project.costs.build_debug_hours == 40


def test_v1_custom_parts_and_missing_prices_migrate():
    custom = load_project(golden.PROJECTS / "v1" / "custom-parts.json").nodes[0]
    gpu = next(i for i in custom.items if i.id == "gpu-22g")
    assert gpu.part_id is None and gpu.custom_part.vram_gib == 22 and gpu.quantity == 2
    assert [s.slot for s in gpu.slots] == ["PCI_E1"]
    ssd = next(i for i in custom.items if i.id == "ssd")
    assert (ssd.unit_price.amount, ssd.unit_price.currency) == (159.99, "USD")
    unpriced = load_project(golden.PROJECTS / "v1" / "no-prices.json").nodes[0]
    assert unpriced.name == "Node 1"
    assert [i.unit_price for i in unpriced.items] == [None, None, None]
    assert [len(i.slots) for i in unpriced.items] == [0, 1, 0], "an empty v1 slot is no slot"


def test_a_file_from_a_newer_planner_is_refused_and_left_alone(tmp_path):
    data = _read(golden.PROJECTS / f"v{SCHEMA_VERSION}" / "seed-000-two-card-rig.json")
    data["schema_version"] = SCHEMA_VERSION + 1
    path = tmp_path / "from-the-future.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    before = _sha256(path)
    out, err = io.StringIO(), io.StringIO()
    assert run(["check", str(path)], out=out, err=err) == 2
    message = err.getvalue()
    assert str(path) in message and f"schema_version {SCHEMA_VERSION + 1} is newer" in message
    assert "Traceback" not in message and out.getvalue() == ""
    assert _sha256(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["from-the-future.json"]


# ----------------------------------------------------------------------------- report and CLI snapshots

@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_report_of_bundled_example_matches_snapshot(example):
    _assert_matches(golden.report_path(example), golden.report_snapshot(example))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_check_json_of_bundled_example_matches_snapshot(example):
    _assert_matches(golden.cli_path(example), golden.cli_snapshot(example))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_markdown_share_text_of_bundled_example_matches_snapshot(example):
    path = golden.share_path(example)
    assert path.exists(), f"{path} is missing: run `{golden.UPDATE_COMMAND}`"
    message = golden.mismatch_message(path, golden.read_golden(path), golden.share_snapshot(example))
    if message:
        pytest.fail(message, pytrace=False)


def test_help_of_every_command_matches_snapshot():
    """Every flag, default and help text of every command, as `--help` prints them (exit codes are in the help)."""
    help_texts = golden.help_snapshot()
    assert {"", "check", "fit", "advise", "prices", "prices import"} <= set(help_texts)
    _assert_matches(golden.HELP_PATH, help_texts)


def test_every_bundled_example_has_snapshots():
    assert len(EXAMPLES) >= 2, "the bundled examples are missing"
    kept = (sorted((golden.GOLDEN / "reports").glob("*.json")) + sorted((golden.GOLDEN / "cli").glob("*.json"))
            + sorted((golden.GOLDEN / "share").glob("*.md")))
    wanted = ([golden.report_path(e) for e in EXAMPLES] + [golden.cli_path(e) for e in EXAMPLES] + [golden.HELP_PATH]
              + [golden.share_path(e) for e in EXAMPLES])
    assert kept == wanted, f"stale or missing snapshots: run `{golden.UPDATE_COMMAND}`"


def test_a_changed_figure_is_named_with_its_path_and_both_values():
    old = {"tco": {"alternatives": [{"name": "a", "break_even_hours_per_month": 120.5}]}, "status": "ok"}
    new = {"tco": {"alternatives": [{"name": "a", "break_even_hours_per_month": 121.0}]}, "status": "warn", "x": 1}
    message = golden.mismatch_message(golden.GOLDEN / "reports" / "r.json", old, new)
    assert "3 difference(s)" in message
    assert "$.tco.alternatives[0].break_even_hours_per_month: 120.5 -> 121.0" in message
    assert '$.status: "ok" -> "warn"' in message and "$.x: (missing) -> 1" in message
    assert golden.UPDATE_COMMAND in message
    assert golden.mismatch_message(golden.GOLDEN / "r.json", old, json.loads(json.dumps(old))) is None
    assert golden.differences([1, 2], [1]) == ["$: 2 items -> 1 items"]
    assert golden.differences(1, True) == ["$: 1 -> true"]
