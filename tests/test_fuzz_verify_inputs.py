"""Hostile rig outputs (tests/fuzzing/verify_inputs.py) never crash `verify`, and every real fixture is read."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import verify_inputs


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(verify_inputs.strategy())
def test_hostile_verify_inputs(case):
    with tempfile.TemporaryDirectory() as workdir:
        assert verify_inputs.check_case(case, Path(workdir)) in ("ok", "refused")


def test_the_real_outputs_themselves_are_read():
    with tempfile.TemporaryDirectory() as workdir:
        kinds = {name: verify_inputs.check_case({"name": name, "data": data}, Path(workdir))
                 for name, data in verify_inputs.SEEDS.items()}
    assert set(kinds.values()) == {"ok"}, kinds
