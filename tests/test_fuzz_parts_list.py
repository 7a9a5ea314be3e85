"""Hostile PCPartPicker lists (tests/fuzzing/parts_list.py) never crash `import`, and every real list is read."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import parts_list


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(parts_list.strategy())
def test_hostile_parts_lists(case):
    with tempfile.TemporaryDirectory() as workdir:
        assert parts_list.check_case(case, Path(workdir)) in ("read", "refused")


def test_the_real_lists_themselves_are_read():
    with tempfile.TemporaryDirectory() as workdir:
        kinds = {name: parts_list.check_case({"name": name, "data": data}, Path(workdir))
                 for name, data in parts_list.SEEDS.items()}
    assert set(kinds.values()) == {"read"}, kinds
