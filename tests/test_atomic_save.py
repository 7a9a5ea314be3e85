"""Every saved file (project, autosave, workbook): one atomic writer, normal permissions, nothing left behind."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from planner.io import (atomic_write_bytes, atomic_write_text, is_temporary_file, project_to_json,
                        remove_stale_temporary_files, save_project)

ROOT = Path(__file__).resolve().parents[1]
posix_only = pytest.mark.skipif(os.name != "posix", reason="needs fork, SIGKILL and file locks")
KILLS = 50


@pytest.fixture
def umask_022():
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if is_temporary_file(p))


def test_temporary_names_are_recognised():
    assert is_temporary_file(".rig.json.k3_9zq0a.tmp")
    assert is_temporary_file("/some/where/.quote.xlsx.0f3a9b1c.tmp")
    assert not is_temporary_file("rig.json")
    assert not is_temporary_file(".rig.json.tmp")
    assert not is_temporary_file("rig.json.k3_9zq0a.tmp")
    assert not is_temporary_file(".rig.json.toolong123.tmp")


def test_a_new_workbook_gets_the_users_normal_permissions(tmp_path, seed000, catalog, umask_022):
    from planner.evaluate import evaluate
    from planner.quote.workbook import export_quote

    path = tmp_path / "quote.xlsx"
    export_quote(seed000, evaluate(seed000, catalog), path)
    assert path.stat().st_mode & 0o777 == 0o644
    os.chmod(path, 0o640)
    export_quote(seed000, evaluate(seed000, catalog), path)
    assert path.stat().st_mode & 0o777 == 0o640, "an existing workbook keeps its permissions"


def test_new_files_follow_the_umask(tmp_path, umask_022):
    atomic_write_bytes(tmp_path / "a.bin", b"\x00\x01")
    os.umask(0o077)
    atomic_write_text(tmp_path / "b.json", "{}")
    assert (tmp_path / "a.bin").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "b.json").stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "a.bin").read_bytes() == b"\x00\x01"


def test_the_next_save_removes_what_interrupted_saves_of_that_file_left(tmp_path, seed000):
    target = tmp_path / "rig.json"
    ours = [".rig.json.k3_9zq0a.tmp", ".rig.json.0f3a9b1c.tmp"]
    others = [".other.json.0f3a9b1c.tmp", ".rig.json.short.tmp", "rig.json.0f3a9b1c.tmp", ".rig.json.0f3a9b1c.tmp.bak"]
    for name in ours + others:
        (tmp_path / name).write_text("half a proj")
    save_project(seed000, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(others + ["rig.json"])


@posix_only
def test_a_save_in_progress_elsewhere_keeps_its_temporary_file(tmp_path, seed000):
    """Two windows saving one file: the other window's temporary file is locked until it is renamed into place."""
    import fcntl

    in_progress = tmp_path / ".rig.json.abcd1234.tmp"
    in_progress.write_text("being written")
    with open(in_progress, "rb") as other_window:
        fcntl.flock(other_window, fcntl.LOCK_EX)
        save_project(seed000, tmp_path / "rig.json")
        assert in_progress.exists()
    assert remove_stale_temporary_files(tmp_path / "rig.json") == 1
    assert leftovers(tmp_path) == []


def test_a_symlinked_temporary_name_is_not_followed(tmp_path, seed000):
    victim = tmp_path / "keep.json"
    victim.write_text("precious")
    (tmp_path / ".rig.json.abcd1234.tmp").symlink_to(victim)
    save_project(seed000, tmp_path / "rig.json")
    assert victim.read_text() == "precious"


def large_project(seed003):
    data = json.loads(project_to_json(seed003))
    items = data["nodes"][0]["items"]
    data["nodes"][0]["items"] = [dict(item, id=f"{item['id']}-{n}") for n in range(500 // len(items)) for item in items]
    from planner.io import project_from_data

    return project_from_data(data)


def ask(driver, command: str) -> str:
    driver.stdin.write(command + "\n")
    driver.stdin.flush()
    return driver.stdout.readline().strip()


@posix_only
def test_saves_killed_at_random_moments_never_corrupt_and_leave_nothing_after_the_next_save(tmp_path, seed003):
    big = large_project(seed003)
    versions = [big, big.model_copy(update={"name": "the other version"})]
    sources = []
    for n, project in enumerate(versions):
        sources.append(tmp_path / f"version-{n}.json")
        save_project(project, sources[-1])
    expected = {p.read_bytes() for p in sources}
    folder = tmp_path / "work"
    folder.mkdir()
    target = folder / "rig.json"
    save_project(versions[0], target)
    chance = random.Random(20240611)
    killed_mid_write = 0
    with subprocess.Popen([sys.executable, str(ROOT / "tests" / "drivers" / "save_loop.py"), str(target),
                           *map(str, sources)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as driver:
        for n in range(KILLS):
            saver = int(ask(driver, "start"))
            if n % 2:  # every other kill lands while a temporary file is being written, however busy the machine
                deadline = time.monotonic() + 10
                while not leftovers(folder) and time.monotonic() < deadline:
                    pass
            else:
                time.sleep(chance.uniform(0.0, 0.08))  # a random moment of the save loop, not a timed assertion
            os.kill(saver, signal.SIGKILL)
            assert ask(driver, "reap") == "reaped"
            assert target.read_bytes() in expected, "a killed save must leave the old or the new file, whole"
            killed_mid_write += bool(leftovers(folder))
            assert set(os.listdir(folder)) - set(leftovers(folder)) == {"rig.json"}
        driver.stdin.close()
    assert killed_mid_write > 0, "no kill landed inside a write: the test did not test anything"
    save_project(versions[1], target)
    assert leftovers(folder) == [] and target.read_bytes() in expected
