"""Hostile user catalog entries and folder contents: catalog and check never exit 3, and every skipped file is
named on stderr."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import catalog


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(catalog.strategy())
def test_hostile_user_catalog_never_stops_the_planner(case):
    with tempfile.TemporaryDirectory() as folder:
        assert catalog.check_case(case, Path(folder) / "case") in ("ok", "refused")
