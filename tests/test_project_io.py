"""Project files: migrations, read-only loading, atomic saving, and a clear message for every bad file."""

import json
import os
from pathlib import Path

import re

import pytest

from planner import io as pio
from planner.errors import InputFileError, SaveError
from planner.io import load_project, save_project
from planner.model.project import SCHEMA_VERSION

DATA = Path(__file__).parent / "data"


def test_v1_fixture_migrates_to_current(tmp_path):
    src = DATA / "project_v1.json"
    before = src.read_bytes()
    project = load_project(src)
    assert src.read_bytes() == before, "loading must never modify the file"
    assert project.schema_version == SCHEMA_VERSION == 2
    node = project.nodes[0]
    assert node.name == "Workstation"
    gpu = node.items[0]
    assert gpu.unit_price.amount == 5200 and gpu.unit_price.currency == "CNY"
    assert [s.slot for s in gpu.slots] == ["PCI_E1"]
    assert node.items[1].slots == []
    assert node.items[2].unit_price.currency == "USD"
    assert node.items[3].unit_price is None and node.items[3].custom_part.power_w == 6


def test_every_migration_step_is_registered_in_order():
    assert sorted(pio.MIGRATIONS) == list(range(pio.OLDEST_SUPPORTED, SCHEMA_VERSION))


def test_round_trip_is_lossless(tmp_path, seed000):
    path = tmp_path / "copy.json"
    save_project(seed000, path)
    again = load_project(path)
    assert again == seed000
    save_project(again, tmp_path / "copy2.json")
    assert (tmp_path / "copy2.json").read_bytes() == path.read_bytes()


def test_loading_does_not_touch_the_file(tmp_path, seed000):
    path = tmp_path / "p.json"
    save_project(seed000, path)
    stat = path.stat()
    content = path.read_bytes()
    load_project(path)
    assert path.read_bytes() == content and path.stat().st_mtime_ns == stat.st_mtime_ns


@pytest.mark.parametrize("where", ["replace", "fsync", "write"])
def test_failed_save_leaves_old_file_byte_identical(tmp_path, seed000, monkeypatch, where):
    path = tmp_path / "rig.json"
    save_project(seed000, path)
    original = path.read_bytes()
    changed = seed000.model_copy(update={"name": "renamed"})

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if where == "replace":
        monkeypatch.setattr(pio.os, "replace", boom)
    elif where == "fsync":
        monkeypatch.setattr(pio.os, "fsync", boom)
    else:
        monkeypatch.setattr(pio, "project_to_json", lambda p: (_ for _ in ()).throw(TypeError("cannot serialise")))
    with pytest.raises(SaveError) as info:
        save_project(changed, path)
    assert "unchanged" in str(info.value) or "not valid" in str(info.value)
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rig.json"], "no temporary file may be left behind"


def test_save_into_missing_folder_is_a_clear_error(tmp_path, seed000):
    with pytest.raises(SaveError, match="cannot create a file"):
        save_project(seed000, tmp_path / "nope" / "rig.json")


def test_save_keeps_permissions(tmp_path, seed000):
    path = tmp_path / "rig.json"
    save_project(seed000, path)
    os.chmod(path, 0o640)
    save_project(seed000, path)
    assert path.stat().st_mode & 0o777 == 0o640


def _write(tmp_path, content, name="bad.json"):
    p = tmp_path / name
    p.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return p


@pytest.mark.parametrize(
    "content, expected",
    [
        ("{not json", "not valid JSON"),
        ("", "file is empty"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        ("[1, 2, 3]", "must hold a JSON object, not a list"),
        ('{"name": "x"}', "schema_version is missing"),
        ('{"schema_version": "two", "name": "x"}', "schema_version must be a whole number"),
        ('{"schema_version": 99, "name": "x"}', "schema_version 99 is newer"),
        ('{"schema_version": 0, "name": "x"}', "not a known version"),
        ('{"schema_version": 1, "name": "x"}', "'build' object, which is missing"),
        ('{"schema_version": 2, "name": "x", "nodes": [{"items": [{"id": "a", "part_id": "rtx-3090", "quantity": -3}]}]}',
         "nodes[0].items[0].quantity"),
        ('{"schema_version": 2, "name": "x", "nodes": []}', "nodes: list should have at least 1 item"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"schema_version": 2, "name": "x", "nodes": [{"items": []}], "notes": ' + "[" * 70 + "]" * 70 + "}",
         "nested too deeply"),
    ],
)
def test_bad_files_get_specific_messages(tmp_path, content, expected):
    path = _write(tmp_path, content)
    before = path.read_bytes()
    with pytest.raises(InputFileError) as info:
        load_project(path)
    text = str(info.value)
    assert str(path) in text
    assert expected in text
    assert path.read_bytes() == before


MINIMAL = '{"schema_version": 2, "name": "x", "nodes": [{"id": "n", "name": "N", "items": []}]'


@pytest.mark.parametrize("content, expected", [
    # what a value is, in JSON's words: never NoneType, str, int, bool or dict
    ("null", "a project file must hold a JSON object, not null"),
    ("true", "a project file must hold a JSON object, not true"),
    ("12", "a project file must hold a JSON object, not a number (12)"),
    ('"x"', 'a project file must hold a JSON object, not a string ("x")'),
    ('{"schema_version": null}', "schema_version must be a whole number, got null"),
    ('{"schema_version": {"v": 2}}', 'schema_version must be a whole number, got an object ({"v": 2})'),
    (MINIMAL.replace('"items": []', '"items": null') + "}", "nodes[0].items: expected a list, got null"),
    (MINIMAL + ', "name2": 1, "notes": ["a"]}', 'notes: expected a string, got a list (["a"])'),
    (MINIMAL.replace('"items": []', '"items": [null]') + "}", "nodes[0].items[0]: expected an object, got null"),
    # an empty key is named as such, not as "nodes[0].: unknown field"
    (MINIMAL.replace('"items": []', '"items": [], "": 1') + "}",
     'nodes[0]: a field with an empty name ("") is not part of the file format; remove it'),
    (MINIMAL.replace('"items": []', '"items": [], "a.b": 1') + "}", 'nodes[0]["a.b"]: unknown field'),
    # the nesting limit: where it was passed, and the limit
    # levels: the project 1, notes 2, its arrays 3 to 64; the 63rd array opens level 65, at notes.deep + 62 x [0]
    (MINIMAL + ', "notes": {"deep": ' + "[" * 70 + "]" * 70 + "}}",
     "notes.deep" + "[0]" * 62 + ": JSON is nested too deeply here (level 65 opens; at most 64 levels are allowed)"),
    # levels: the top 1, a 2, a[1] 3, c's arrays 4 to 64; the 62nd array opens level 65 (past json's own recursion
    # limit: the brackets inside the string "[[{" are text)
    ('{"a": [1, {"b": "[[{", "c": ' + "[" * 5000 + "]" * 5000 + "}]}",
     "a[1].c" + "[0]" * 61 + ": JSON is nested too deeply here (level 65 opens"),
])
def test_messages_speak_json_and_name_the_field(tmp_path, content, expected):
    with pytest.raises(InputFileError) as info:
        load_project(_write(tmp_path, content))
    text = str(info.value)
    assert expected in text
    assert not re.search(r"\b(NoneType|None|str|int|bool|dict|True|False)\b|'", text.split(": ", 1)[1]), text


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(InputFileError, match="file not found"):
        load_project(tmp_path / "absent.json")
    with pytest.raises(InputFileError, match="is a folder"):
        load_project(tmp_path)


def test_unreadable_file(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root can read any file")
    p = _write(tmp_path, "{}")
    os.chmod(p, 0)
    with pytest.raises(InputFileError, match="permission denied"):
        load_project(p)


def test_all_problems_are_listed_at_once(tmp_path):
    data = {"schema_version": 2, "name": "", "nodes": [{"items": [{"id": "a", "part_id": "rtx-3090", "quantity": 0,
                                                                    "condition": "broken"}]}]}
    p = _write(tmp_path, json.dumps(data))
    with pytest.raises(InputFileError) as info:
        load_project(p)
    problems = info.value.problems
    assert any(s.startswith("name:") for s in problems)
    assert any("items[0].quantity" in s for s in problems)
    assert any("items[0].condition" in s and "'new' or 'used'" in s for s in problems)
