"""Pure edits of exchange rates and dated alternatives: one rate per pair, the catalog's plausibility check, and
old project files (dates inside the source) loading into the dated fields."""

import datetime as dt
import json

import pytest
from pydantic import ValidationError

from planner import edit
from planner.io import load_project
from planner.model.costs import ApiOption, CloudOption
from planner.model.money import find_rate, implausible_rate

USD_CNY = {"base": "USD", "quote": "CNY", "rate": 7.1, "date": "2026-02-01", "source": "typed"}


@pytest.fixture
def project():
    return edit.new_project(currency="CNY")


def test_add_update_remove_rate_leave_the_input_untouched(project):
    added = edit.add_exchange_rate(project, USD_CNY)
    assert project.costs.exchange_rates == [] and added.costs.exchange_rates[0].rate == 7.1
    changed = edit.update_exchange_rate(added, 0, {"rate": 7.2, "date": "2026-03-01"})
    assert (changed.costs.exchange_rates[0].rate, changed.costs.exchange_rates[0].date) == (7.2, dt.date(2026, 3, 1))
    assert added.costs.exchange_rates[0].rate == 7.1
    assert edit.remove_exchange_rate(changed, 0).costs.exchange_rates == []
    with pytest.raises(IndexError):
        edit.remove_exchange_rate(changed, 1)


def test_one_rate_per_pair_in_either_direction(project):
    p = edit.add_exchange_rate(project, USD_CNY)
    with pytest.raises(edit.DuplicateRate) as caught:
        edit.add_exchange_rate(p, {**USD_CNY, "base": "CNY", "quote": "USD", "rate": 0.14})
    assert caught.value.index == 0 and (caught.value.base, caught.value.quote) == ("CNY", "USD")
    p = edit.add_exchange_rate(p, {**USD_CNY, "base": "EUR", "rate": 8.3})
    with pytest.raises(edit.DuplicateRate):
        edit.update_exchange_rate(p, 1, {"base": "USD"})
    assert edit.rate_pair_index(p, "CNY", "EUR") == 1 and edit.rate_pair_index(p, "EUR", "USD") is None
    assert edit.update_exchange_rate(p, 0, {"base": "USD", "quote": "CNY"}) == p  # its own pair is no clash


@pytest.mark.parametrize("changes", [{"rate": 0}, {"rate": -1}, {"base": "CNY"}, {"date": "2026-02-30"}])
def test_an_invalid_rate_raises_before_anything_changes(project, changes):
    p = edit.add_exchange_rate(project, USD_CNY)
    with pytest.raises(ValidationError):
        edit.update_exchange_rate(p, 0, changes)


def test_implausible_rate_names_the_catalog_rate(catalog):
    assert implausible_rate("USD", "CNY", 7.3, catalog.exchange_rates) is None
    factor, rate = implausible_rate("USD", "CNY", 0.143, catalog.exchange_rates)  # the pair the wrong way round
    assert factor == pytest.approx(6.9858) and (rate.base, rate.quote) == ("USD", "CNY")
    assert implausible_rate("CNY", "USD", 0.143, catalog.exchange_rates) is None
    assert implausible_rate("USD", "CNY", 69.9, catalog.exchange_rates) is not None  # a slipped decimal point
    assert implausible_rate("GBP", "CNY", 9.0, catalog.exchange_rates) is None  # nothing to compare with


def test_an_edited_rate_is_the_one_the_engine_uses(project, catalog):
    p = edit.add_exchange_rate(project, USD_CNY)
    p = edit.update_exchange_rate(p, 0, {"rate": 7.25})
    assert find_rate(p.costs.exchange_rates, "USD", "CNY")[0] == 7.25


def test_dated_options_keep_provider_gpu_and_date_apart(project, catalog):
    option = catalog.clouds["runpod-rtx-3090-spot"].option().model_dump(mode="json", exclude_none=True)
    p = edit.add_alternative(project, "cloud", option)
    p = edit.update_alternative(p, "cloud", 0, {"pricing": "reserved", "committed_hours_per_month": 200,
                                                 "gpu": "RTX 3090 24GB (PCIe)", "date": "2026-04-01"})
    cloud = p.costs.cloud_options[0]
    assert (cloud.provider, cloud.gpu, cloud.pricing, cloud.committed_hours_per_month, cloud.date) == (
        "RunPod", "RTX 3090 24GB (PCIe)", "reserved", 200, dt.date(2026, 4, 1))
    assert cloud.source.startswith("https://") and "(" not in cloud.source


def test_an_option_saved_with_the_date_inside_its_source_loads_with_a_date():
    old = {"name": "RunPod 4090", "price_per_gpu_hour": {"amount": 0.34, "currency": "USD"},
           "source": "https://www.runpod.io/pricing (2026-09-25)"}
    cloud = CloudOption.model_validate(old)
    assert (cloud.source, cloud.date, cloud.provider, cloud.gpu) == ("https://www.runpod.io/pricing",
                                                                     dt.date(2026, 9, 25), "", "")
    free_text = {**old, "source": "RunPod price list, checked 2026-09-25"}
    assert CloudOption.model_validate(free_text).source == free_text["source"]  # only the exact old form splits
    not_a_day = {**old, "source": "https://x.org/p (2026-02-30)"}
    assert CloudOption.model_validate(not_a_day).date is None
    api = ApiOption.model_validate({"name": "x", "input_per_million": {"amount": 1, "currency": "USD"},
                                    "output_per_million": {"amount": 2, "currency": "USD"},
                                    "source": "https://api-docs.deepseek.com/quick_start/pricing (2026-10-27)"})
    assert api.date == dt.date(2026, 10, 27) and api.model == "" and api.provider == ""


def test_bundled_examples_and_an_older_file_load(examples_dir, tmp_path, catalog):
    for path in examples_dir.glob("*.json"):
        project = load_project(path)
        assert project.costs.cloud_options and all(o.provider == "" and o.date is None
                                                   for o in project.costs.cloud_options)
    older = edit.new_project()
    data = json.loads(older.model_dump_json(exclude_none=True))
    data["costs"]["cloud_options"] = [{"name": "RunPod community cloud, RTX 4090 (on demand)", "pricing": "on_demand",
                                       "price_per_gpu_hour": {"amount": 0.34, "currency": "USD"}, "gpus": 1,
                                       "billing": "second", "source": "https://www.runpod.io/pricing (2026-09-25)"}]
    (tmp_path / "older.json").write_text(json.dumps(data), encoding="utf-8")
    cloud = load_project(tmp_path / "older.json").costs.cloud_options[0]
    assert cloud.date == dt.date(2026, 9, 25) and cloud.price_per_gpu_hour.amount == 0.34
