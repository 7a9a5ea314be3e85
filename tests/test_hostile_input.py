"""Regression tests for hostile input found by an outside tester: numbers beyond any sensible bound,
NaN, overflowing totals, files that are not files, and a user catalog that holds any of these."""

from __future__ import annotations

import io
import json
import os
import socket
from pathlib import Path

import pytest

from planner import cli
from planner.catalog.store import load_catalog
from planner.errors import InputFileError
from planner.io import load_project
from planner.jsonio import MAX_INT_DIGITS, parse_json_text
from planner.safe_read import read_user_file_bytes
from tests.fuzzing.harness import no_hang

ROOT = Path(__file__).resolve().parents[1]
SEED000 = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"
GPUS = ROOT / "resources" / "catalog" / "gpus.json"


def run_cli(*argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with no_hang(10):
        code = cli.run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def seed000_with(tmp_path: Path, edit_text) -> Path:
    """seed 000 with its JSON text changed by `edit_text` (raw text, so NaN and huge integers can go in)."""
    text = SEED000.read_text(encoding="utf-8")
    path = tmp_path / "project.json"
    path.write_text(edit_text(text), encoding="utf-8")
    return path


def first_item_field(text: str, field: str, raw_value: str) -> str:
    data = json.loads(text)
    data["nodes"][0]["items"][0][field] = "@@VALUE@@"
    return json.dumps(data, ensure_ascii=False).replace('"@@VALUE@@"', raw_value)


def user_gpu(**changes) -> dict:
    entry = next(e for e in json.loads(GPUS.read_text(encoding="utf-8")) if e["id"] == "rtx-3090")
    return {**entry, **changes}


# ----------------------------------------------------------------------------- numbers in project files

@pytest.mark.parametrize("command", ["check", "tco", "export"])
def test_a_5000_digit_integer_is_refused_naming_the_field(tmp_path, command):
    project = seed000_with(tmp_path, lambda t: first_item_field(t, "quantity", "9" * 5000))
    argv = ["export", project, "-o", tmp_path / "q.xlsx"] if command == "export" else [command, project, "--json"]
    code, _, err = run_cli(*argv)
    assert code == 2
    assert str(project) in err and "nodes[0].items[0].quantity" in err and "5,000 digits" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_refused_naming_the_field(tmp_path, literal):
    project = seed000_with(tmp_path, lambda t: first_item_field(
        t, "unit_price", '{"amount": %s, "currency": "CNY"}' % literal))
    code, _, err = run_cli("check", project)
    assert code == 2
    assert "nodes[0].items[0].unit_price.amount" in err


def test_a_price_of_1e308_is_refused_by_the_money_bound(tmp_path):
    project = seed000_with(tmp_path, lambda t: first_item_field(
        t, "unit_price", '{"amount": 1e308, "currency": "CNY"}'))
    code, _, err = run_cli("tco", project, "--json")
    assert code == 2 and "nodes[0].items[0].unit_price.amount" in err


def test_quantity_times_price_beyond_the_money_bound_is_refused(tmp_path):
    def edit(text):
        data = json.loads(text)
        data["nodes"][0]["items"][0].update(quantity=2, unit_price={"amount": 1e12, "currency": "CNY"})
        return json.dumps(data)

    code, _, err = run_cli("check", seed000_with(tmp_path, edit))
    assert code == 2 and "nodes[0].items[0].unit_price" in err and "quantity 2" in err


def test_prices_adding_up_beyond_the_money_bound_are_refused(tmp_path):
    def edit(text):
        data = json.loads(text)
        for item in data["nodes"][0]["items"][:2]:
            item.update(quantity=1, unit_price={"amount": 6e11, "currency": "CNY"})
        return json.dumps(data)

    code, _, err = run_cli("check", seed000_with(tmp_path, edit))
    assert code == 2 and "nodes[0].items[1].unit_price" in err and "add up" in err


def test_a_total_beyond_the_money_bound_after_conversion_is_a_failing_finding(tmp_path):
    def edit(text):
        data = json.loads(text)
        data["nodes"][0]["items"][0]["unit_price"] = {"amount": 1e9, "currency": "USD"}
        data["costs"]["exchange_rates"] = [{"base": "USD", "quote": "CNY", "rate": 1e6, "date": "2026-01-01"}]
        return json.dumps(data)

    code, out, _ = run_cli("check", seed000_with(tmp_path, edit), "--json")
    report = json.loads(out)
    assert code == 1
    assert "bom.total_out_of_range" in {f["code"] for f in report["findings"]}
    assert report["bom"]["total"] is None


def test_an_exchange_rate_of_5e_324_is_refused(tmp_path):
    def edit(text):
        data = json.loads(text)
        data["costs"]["exchange_rates"] = [{"base": "USD", "quote": "CNY", "rate": 5e-324, "date": "2026-01-01"}]
        return json.dumps(data)

    code, _, err = run_cli("check", seed000_with(tmp_path, edit))
    assert code == 2 and "costs.exchange_rates[0].rate" in err


def test_integer_digit_limit_is_generous_for_real_numbers():
    assert parse_json_text("1" + "0" * (MAX_INT_DIGITS - 1), "x.json") == 10 ** (MAX_INT_DIGITS - 1)
    with pytest.raises(InputFileError, match=r"\(top level\): a whole number of 41 digits"):
        parse_json_text("1" + "0" * MAX_INT_DIGITS, "x.json")


# ----------------------------------------------------------------------------- files that are not files

def test_dev_zero_as_the_project_file_is_refused_at_once():
    code, _, err = run_cli("check", "/dev/zero")
    assert code == 2 and "/dev/zero" in err and "character device" in err


def test_a_fifo_as_the_project_file_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "project.json"
    os.mkfifo(fifo)
    code, _, err = run_cli("check", fifo)  # no_hang turns a blocking open or read into a failure
    assert code == 2 and str(fifo) in err and "named pipe" in err


def test_a_folder_as_the_project_file_is_refused(tmp_path):
    code, _, err = run_cli("tco", tmp_path)
    assert code == 2 and "is a folder" in err


def test_a_fifo_as_the_model_config_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "config.json"
    os.mkfifo(fifo)
    code, _, err = run_cli("fit", "--model", fifo, "--gpus", "rtx-3090")
    assert code == 2 and "named pipe" in err


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path):
    sparse = tmp_path / "huge.json"
    with open(sparse, "wb") as handle:
        handle.truncate(64 * 1024 * 1024)
    code, _, err = run_cli("check", sparse)
    assert code == 2 and "too large" in err


def test_reading_stops_one_byte_past_the_limit(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_user_file_bytes(path, 100) == b"x" * 100
    with pytest.raises(InputFileError, match="too large"):
        read_user_file_bytes(path, 99)


def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s.json"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))
        with pytest.raises(InputFileError, match="socket"):
            read_user_file_bytes(path, 1000)


# ----------------------------------------------------------------------------- the user catalog

def write_user_catalog(data_dir: Path, name: str, entries) -> Path:
    folder = data_dir / "catalog"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(entries if isinstance(entries, str) else json.dumps(entries), encoding="utf-8")
    return path


def test_a_5e_324_bandwidth_override_is_skipped_and_check_still_runs(private_data_dir):
    path = write_user_catalog(private_data_dir, "mine.json", user_gpu(memory_bandwidth_gbps=5e-324))
    code, out, err = run_cli("check", SEED000, "--json")
    assert code in (0, 1)
    assert str(path) in err and "memory_bandwidth_gbps" in err
    assert json.loads(out)["bom"]["lines"]  # evaluated with the bundled rtx-3090


def test_a_fifo_in_the_catalog_folder_is_named_and_the_rest_loads(private_data_dir):
    write_user_catalog(private_data_dir, "mine.json", [user_gpu(id="my-3090", name="My 3090")])
    fifo = private_data_dir / "catalog" / "pipe.json"
    os.mkfifo(fifo)
    code, out, err = run_cli("catalog", "gpus", "--json")
    assert code == 0
    assert "my-3090" in {e["id"] for e in json.loads(out)}
    assert str(fifo) in err and "named pipe" in err


def test_a_huge_integer_skips_only_its_own_entry(private_data_dir):
    good = user_gpu(id="my-3090", name="My 3090")
    text = json.dumps([good, user_gpu(id="bad-3090", vram_gib="@@")]).replace('"@@"', "9" * 5000)
    path = write_user_catalog(private_data_dir, "mine.json", text)
    catalog = load_catalog()
    assert catalog.part("my-3090") is not None and catalog.part("bad-3090") is None
    skipped = [str(m) for m in catalog.messages if m.level == "warn"]
    assert len(skipped) == 1 and str(path) in skipped[0] and "vram_gib" in skipped[0] and "bad-3090" in skipped[0]


def test_an_unreadable_catalog_subfolder_is_named(private_data_dir):
    folder = private_data_dir / "catalog" / "locked"
    folder.mkdir(parents=True)
    (folder / "x.json").write_text("{}", encoding="utf-8")
    folder.chmod(0)
    try:
        if os.access(folder, os.R_OK):
            pytest.skip("root can read any folder")
        catalog = load_catalog()
    finally:
        folder.chmod(0o755)
    assert any(m.file == str(folder) and "cannot be read" in m.text for m in catalog.messages)


def test_a_catalog_folder_linking_to_itself_ends(private_data_dir):
    folder = private_data_dir / "catalog"
    folder.mkdir(parents=True)
    (folder / "loop").symlink_to(folder)
    catalog = load_catalog()
    assert any("levels deep" in m.text for m in catalog.messages)


@pytest.mark.parametrize("field", ["load_hours_per_day", "utilization_fraction"])
def test_a_few_milliseconds_of_load_a_month_leaves_no_cost_per_million_tokens(tmp_path, field):
    def edit(text):
        data = json.loads(text)
        data["costs"].pop("load_hours_per_day", None)
        data["costs"][field] = 5e-324
        return json.dumps(data)

    code, out, err = run_cli("tco", seed000_with(tmp_path, edit), "--json")
    assert code == 0, err
    assert json.loads(out)["tokens"]["self_hosted_per_million"] is None


def test_a_fifo_as_the_usage_log_is_refused_without_blocking(tmp_path, examples_dir):
    fifo = tmp_path / "gpu.csv"
    os.mkfifo(fifo)
    code, _, err = run_cli("tco", examples_dir / "seed-000-two-card-rig.json", "--log", fifo)
    assert code == 2 and "named pipe" in err and str(fifo) in err


def test_a_board_with_chipset_slots_but_no_chipset_uplink_is_skipped(private_data_dir):
    """Found by benchmarks/fuzz.py: the override passed validation and the PCIe check divided by a missing uplink."""
    board_file = ROOT / "resources" / "catalog" / "boards" / "msi-mag-b850-tomahawk-max-wifi.json"
    board = json.loads(board_file.read_text(encoding="utf-8"))
    board.pop("chipset_uplink")
    path = write_user_catalog(private_data_dir, "board.json", [board])
    code, out, err = run_cli("check", SEED000, "--json")
    assert code in (0, 1), err
    assert str(path) in err and "chipset_uplink" in err
    assert json.loads(out)["pcie"]["devices"], "evaluated with the bundled board"


# ----------------------------------------------------------------------------- hostile names (issue 25)

@pytest.mark.parametrize("command", ["check", "tco", "export", "compare", "share"])
def test_seed003_with_hostile_text_in_every_name_is_judged_by_every_command(tmp_path, examples_dir, command):
    """Issue 25: seed 003 with a formula, quotes, a newline, RTL marks and CJK in every name was refused by every
    command, because its article claim still named the renamed RunPod offer. Now the claim is a warning that says
    what to fix, and every command reads the file (exit 0: seed 003 has no failing finding)."""
    from tests.fuzzing.project import hostile_named

    seed = json.loads((examples_dir / "seed-003-six-gpu-server.json").read_text(encoding="utf-8"))
    project = tmp_path / "hostile.json"
    project.write_text(json.dumps(hostile_named(seed), ensure_ascii=False), encoding="utf-8")
    quote = tmp_path / "q.xlsx"
    argv = {"check": ["check", project], "tco": ["tco", project], "share": ["share", project],
            "export": ["export", project, "-o", quote], "compare": ["compare", project, SEED000]}[command]
    code, out, err = run_cli(*argv)
    assert code == 0, err
    if command in ("check", "tco"):  # both repeat the claim's warning on stderr
        assert "warning" in err and "'RunPod, 6x RTX 6000 Ada (on demand)'" in err and "remove the claim" in err
    if command == "export":
        assert quote.stat().st_size > 0
