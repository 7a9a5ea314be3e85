"""Hostile project files through check, tco and export: never an internal error, a hang or a changed file."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import project


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(project.strategy())
def test_hostile_project_files_exit_0_1_or_2(case):
    with tempfile.TemporaryDirectory() as folder:
        assert project.check_case(case, Path(folder) / "case") in ("ok", "refused")
