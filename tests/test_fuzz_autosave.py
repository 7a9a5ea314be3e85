"""Hostile autosave files (tests/fuzzing/autosave.py): recovery never raises, hangs or changes a file, and never lets
Save write without a question to anything but an existing project file the planner loads."""

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

pytest.importorskip("PySide6")

from tests.fuzzing import autosave  # noqa: E402


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(autosave.strategy())
def test_hostile_autosaves_never_name_the_file_save_writes(case):
    with tempfile.TemporaryDirectory() as folder:
        assert autosave.check_case(case, Path(folder) / "case") in ("ok", "refused")


@pytest.mark.parametrize("name", sorted(autosave.ORIGINS))
def test_each_named_file(name):
    case = {"origin": ("file", name), "wrapper": "dict", "example": 0, "mutations": []}
    with tempfile.TemporaryDirectory() as folder:
        assert autosave.check_case(case, Path(folder) / "case") == "ok"
