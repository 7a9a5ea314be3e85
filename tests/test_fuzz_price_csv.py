"""Hostile price CSVs (tests/fuzzing/price_csv.py) never crash `prices import`, never lose or change the user's
earlier imported prices on a refusal, and store only quotes a buyer could have seen."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import price_csv


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(price_csv.strategy())
def test_hostile_price_csvs(case):
    with tempfile.TemporaryDirectory() as workdir:
        assert price_csv.check_case(case, Path(workdir)) in ("ok", "refused")


def test_the_good_seed_is_imported_whole():
    with tempfile.TemporaryDirectory() as workdir:
        assert price_csv.check_case({"data": price_csv.SEED}, Path(workdir)) == "ok"


def test_the_seed_is_all_good_rows(catalog, tmp_path):
    import datetime

    from planner.price_import import read_price_csv

    path = tmp_path / "seed.csv"
    path.write_bytes(price_csv.SEED)
    result = read_price_csv(path, catalog, datetime.date(2026, 12, 4))
    assert (len(result.quotes), result.refused) == (len(price_csv.GOOD_ROWS), [])
