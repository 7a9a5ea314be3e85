"""Big inputs under the documented limits (issue 25): a JSON file holding more values than are read is refused
before it is parsed, naming the file, the limit and the count; a message about thousands of wrong fields lists the
first ones and says how many there are; the user catalog folder is read up to its total size and the files left out
are named (CLI on stderr, window in its status bar); a big usage log gives the totals counted by the documented rule.
How fast all this is, is benchmarks/big_inputs.py's to measure, never a test's."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from planner import cli, jsonio
from planner.catalog.store import MAX_USER_CATALOG_BYTES, load_catalog
from planner.errors import InputFileError, _short
from planner.io import load_project
from planner.jsonio import MAX_VALUES, parse_json_text
from planner.tco.usage_log import read_usage_log
from tests.fuzzing.harness import no_hang

ROOT = Path(__file__).resolve().parents[1]
SEED000 = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"
GPUS = ROOT / "resources" / "catalog" / "gpus.json"


def seed000() -> dict:
    return json.loads(SEED000.read_text(encoding="utf-8"))


# ----------------------------------------------------------------------------- values in a JSON file

def test_a_file_of_more_values_than_are_read_is_refused_before_it_is_parsed(tmp_path, monkeypatch):
    """300,000 numbers in one array: with the object and its two members, 300,003 values."""
    path = tmp_path / "numbers.json"
    path.write_text('{"schema_version": 2, "x": [' + ",".join(["0"] * 300_000) + "]}", encoding="utf-8")

    def parse_nothing(*args, **kwargs):
        raise AssertionError("the file was parsed")

    monkeypatch.setattr(jsonio.json, "loads", parse_nothing)
    with pytest.raises(InputFileError) as info:
        load_project(path)
    assert str(info.value) == (f"{path}: holds 300,003 JSON values (numbers, strings, objects, arrays); "
                               "at most 300,000 are read")


def test_commas_and_brackets_inside_strings_are_not_values():
    """An object of five members (one an array of two numbers, two empty): 1 + 5 + 2 = 8 values, however many
    commas, brackets and escaped quotes its strings hold."""
    text = '{"a": "x,y,[z]{", "b": [1, 2], "c": {}, "d": "\\",[{,", "e": [ \n ]}'
    assert parse_json_text(text, "f.json", max_values=8)["b"] == [1, 2]
    with pytest.raises(InputFileError, match=r"f\.json: holds 8 JSON values .*; at most 7 are read"):
        parse_json_text(text, "f.json", max_values=7)


def test_a_string_left_open_is_counted_once():
    """A quote, then 200,000 escaped quotes and 400,000 commas: one string that never closes, so one value, and the
    JSON error (a counter that tried every quote as the start of a string would scan to the end from each)."""
    text = '"' + '\\"' * 200_000 + "," * 400_000
    with no_hang(10), pytest.raises(InputFileError, match="not valid JSON: Unterminated string"):
        parse_json_text(text, "f.json")


def test_the_biggest_build_the_format_allows_is_read(tmp_path):
    """64 machines of 500 priced lines each (the schema's limits for one build) stay under the values read."""
    doc = seed000()
    line = {"part_id": "rtx-3090", "quantity": 1, "unit_price": {"amount": 4400, "currency": "CNY"},
            "condition": "used"}
    doc["nodes"] = [{"id": f"node-{n}", "name": f"Machine {n}", "items": [{"id": f"line-{i}", **line}
                                                                          for i in range(500)]}
                    for n in range(64)]
    path = tmp_path / "biggest.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    project = load_project(path)
    assert sum(len(node.items) for node in project.nodes) == 32_000


def test_a_message_lists_the_first_hundred_of_a_thousand_wrong_fields(tmp_path):
    """Two machines of 500 lines, each line with quantity 0 (at least 1 is allowed): 1,000 problems."""
    doc = seed000()
    doc["nodes"] = [{"id": f"node-{n}", "items": [{"id": f"line-{i}", "part_id": "rtx-3090", "quantity": 0}
                                                  for i in range(500)]} for n in range(2)]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(InputFileError) as info:
        load_project(path)
    lines = str(info.value).splitlines()
    assert lines[0] == f"{path}: 1,000 problems (the first 100 listed):"
    assert len(lines) == 101
    assert lines[1] == "  - nodes[0].items[0].quantity: input should be greater than or equal to 1 (got 0)"


def test_a_message_says_how_many_numbers_were_refused_beyond_those_it_names(tmp_path):
    """25 NaN in tensor_split: the message names 20 of them and counts all 25."""
    text = SEED000.read_text(encoding="utf-8")
    path = tmp_path / "nan.json"
    path.write_text(text.replace('"workload": {', '"workload": {"tensor_split": [' + ", ".join(["NaN"] * 25) + "], ",
                                 1), encoding="utf-8")
    with pytest.raises(InputFileError) as info:
        load_project(path)
    lines = str(info.value).splitlines()
    assert lines[0] == f"{path}: 25 problems (the first 20 listed):"
    assert "workload.tensor_split[0]: NaN is not a number the planner accepts" in str(info.value)


@pytest.mark.parametrize("value", [
    list(range(100_000)), "x" * 1_000_000, [{"id": f"i{k}", "part": {"a": [1, 2, 3]}} for k in range(50_000)],
    {"key": "it's", "n": None, "t": True, "f": 1.5}, "short", [], {}, [[[[[[1]]]]]],
])
def test_the_input_shown_in_a_message_starts_as_the_file_writes_it(value):
    """A message quotes what was found as JSON writes it (null, true, "text"), cut to 60 characters, without
    writing out the whole value."""
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    assert _short(value) == (text if len(text) <= 60 else text[:57] + "...")


# ----------------------------------------------------------------------------- the user catalog folder

def write_padded(path: Path, entry: dict, size: int) -> None:
    """A catalog file of exactly `size` bytes: one entry, then spaces."""
    text = json.dumps([entry])
    path.write_text(text + " " * (size - len(text)), encoding="utf-8")


def user_gpu(new_id: str) -> dict:
    entry = next(e for e in json.loads(GPUS.read_text(encoding="utf-8")) if e["id"] == "rtx-3090")
    return {**entry, "id": new_id, "name": f"My {new_id}"}


def big_catalog_folder(data_dir: Path) -> Path:
    """Three files of 4,000,000 bytes: the first two fit in the 10 MiB read from one folder, the third does not."""
    folder = data_dir / "catalog"
    folder.mkdir()
    for name in ("a", "b", "c"):
        write_padded(folder / f"{name}.json", user_gpu(f"my-gpu-{name}"), 4_000_000)
    return folder


def test_the_user_catalog_folder_is_read_up_to_its_total_and_the_rest_is_named(private_data_dir):
    assert MAX_USER_CATALOG_BYTES == 10 * 1024 * 1024
    folder = big_catalog_folder(private_data_dir)
    catalog = load_catalog()
    assert catalog.part("my-gpu-a") is not None and catalog.part("my-gpu-b") is not None
    assert catalog.part("my-gpu-c") is None
    first = catalog.messages[0]
    assert first.level == "warn" and first.file == str(folder)
    assert first.text == ("its catalog files come to 12,000,000 bytes, more than the 10,485,760 read from one "
                          f"folder; not read: {folder / 'c.json'} (4,000,000 bytes); move the files you do not need "
                          "out of the folder")


def test_imported_prices_past_the_folder_total_are_named_too(private_data_dir):
    folder = big_catalog_folder(private_data_dir)
    (folder / "c.json").unlink()
    quote = {"part": "rtx-3090", "price": {"amount": 700, "currency": "USD", "condition": "used",
                                           "kind": "imported", "date": "2026-11-01", "source": "my own quote"}}
    write_padded(folder / "imported_prices.json", quote, 3_000_000)
    catalog = load_catalog()
    assert not any(p.source == "my own quote" for p in catalog.part("rtx-3090").prices)
    assert f"not read: {folder / 'imported_prices.json'} (3,000,000 bytes)" in catalog.messages[0].text


def test_the_cli_names_the_catalog_files_it_left_out_on_stderr(private_data_dir):
    folder = big_catalog_folder(private_data_dir)
    out, err = io.StringIO(), io.StringIO()
    code = cli.run(["check", str(SEED000)], out, err)
    assert code in (0, 1)
    assert f"warning: user catalog {folder}: entry (whole folder): its catalog files come to 12,000,000 bytes" in \
        err.getvalue()
    assert f"not read: {folder / 'c.json'} (4,000,000 bytes)" in err.getvalue()


def test_the_window_names_the_catalog_files_it_left_out(qtbot, private_data_dir):
    from ui.app import create_window

    folder = big_catalog_folder(private_data_dir)
    window = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(window)
    try:
        shown = window.statusBar().currentMessage()
        assert "Some catalog entries were skipped" in shown
        assert f"not read: {folder / 'c.json'} (4,000,000 bytes)" in shown
    finally:
        window.close()
        window.deleteLater()


# ----------------------------------------------------------------------------- a big usage log

def write_big_log(path: Path, fmt: str, seconds: int = 50_000) -> None:
    """Four GPUs logged every second from 00:00:00 for `seconds` s (13 h 53 min 20 s): GPU 0 at 50 % throughout;
    GPU 1 idle; GPU 2 at 50 % for the first 10 hours, then idle; GPU 3 at 7 % in the first second of every hour,
    otherwise idle. Power 100, 50, 75 and 60 W. The logger restarted once half way (its header again)."""
    utils = (lambda s: 50, lambda s: 0, lambda s: 50 if s < 36_000 else 0, lambda s: 7 if s % 3600 == 0 else 0)
    powers = ("100.00", "50.00", "75.00", "60.00")
    if fmt == "query csv":
        header = "timestamp, index, name, utilization.gpu [%], memory.used [MiB], power.draw [W]\n"
    else:
        header = ("#Date       Time        gpu    pwr     sm    mem\n"
                  "#YYYYMMDD   HH:MM:SS    Idx      W      %      %\n")
    rows = [header]
    for s in range(seconds):
        if s == seconds // 2:
            rows.append(header)
        day, clock = divmod(s, 86_400)
        hms = f"{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"
        for gpu in range(4):
            util = utils[gpu](s)
            if fmt == "query csv":
                rows.append(f"2026/03/{1 + day:02d} {hms}.000, {gpu}, NVIDIA GeForce RTX 3090, {util} %, 1024 MiB, "
                            f"{powers[gpu]} W\n")
            else:
                rows.append(f" 202603{1 + day:02d}   {hms}    {gpu:3d}    {powers[gpu][:-3]:>3}    {util:3d}      0\n")
    path.write_text("".join(rows), encoding="utf-8")


@pytest.mark.parametrize("fmt", ["query csv", "dmon -o DT"])
def test_a_big_log_gives_the_totals_the_rule_counts(tmp_path, fmt):
    """200,000 samples (about 12 MB). Each GPU covers 50,000 s (49,999 one-second steps and the last sample's
    interval). Active time (seed 003's rule: a clock hour with any use is active): GPU 0 and GPU 3 all 50,000 s,
    GPU 2 its first 10 hours, 36,000 s. Busy (samples that show use): 50,000 + 36,000 + 14 (GPU 3's first seconds
    of hours 0-13) s. Power: 100 + 50 + 75 + 60 W."""
    path = tmp_path / "gpu.log"
    write_big_log(path, fmt)
    log = read_usage_log(path)
    assert log.gpus == 4 and log.samples == 200_000 and log.gaps == 0 and log.interval_s == 1
    assert log.days == pytest.approx(50_000 / 86_400)
    assert log.active_gpu_hours == pytest.approx(136_000 / 3600)
    assert log.busy_gpu_hours == pytest.approx(86_014 / 3600)
    assert log.average_power_w == pytest.approx(285)


def test_a_wrong_line_deep_in_a_big_log_is_named_by_its_number(tmp_path):
    """Line 150,003: after the header, 25,000 seconds of four lines and the repeated header (line 100,002), the
    first line of second 37,500. Its utilization made 101 %."""
    path = tmp_path / "gpu.log"
    write_big_log(path, "query csv")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[150_002].startswith("2026/03/01 10:25:00.000, 0,")
    lines[150_002] = lines[150_002].replace(" 50 %", " 101 %")
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(InputFileError) as info:
        read_usage_log(path)
    assert str(info.value) == f"{path}: line 150003: utilization.gpu 101 % is outside 0-100"


def test_a_big_log_cut_off_in_its_last_line_loses_only_that_line(tmp_path):
    path = tmp_path / "gpu.log"
    write_big_log(path, "query csv")
    path.write_bytes(path.read_bytes()[:-20])  # the logger killed while writing the last sample
    log = read_usage_log(path)
    assert log.samples == 199_999 and log.gpus == 4
