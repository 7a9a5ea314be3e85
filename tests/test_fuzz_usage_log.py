"""Hostile nvidia-smi logs (tests/fuzzing/usage_log.py) never crash `tco --log`, and a log that is read stays
within 0-100 % utilization."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import usage_log


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(usage_log.strategy())
def test_hostile_usage_logs(case):
    with tempfile.TemporaryDirectory() as workdir:
        assert usage_log.check_case(case, Path(workdir)) in ("ok", "refused")


def test_the_real_logs_themselves_are_read():
    with tempfile.TemporaryDirectory() as workdir:
        kinds = {name: usage_log.check_case({"name": name, "data": data, "interval": None}, Path(workdir))
                 for name, data in usage_log.SEEDS.items()}
    assert kinds.pop("plato_noheader_5s.csv") == "refused"
    assert set(kinds.values()) == {"ok"}, kinds
