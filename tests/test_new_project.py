"""A new project is usable at once: offers catalog, rate table, locale currency, defaults, break-even, `main.py new`."""

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from planner import edit
from planner.catalog.store import load_catalog
from planner.evaluate import evaluate
from planner.new_project import currency_for_locale, new_project

ROOT = Path(__file__).resolve().parents[1]


def main(*args, cwd=ROOT):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


def test_every_offer_has_a_url_source_a_date_and_a_price_in_range(catalog):
    assert len(catalog.clouds) >= 6 and len(catalog.apis) >= 4
    for offer in [*catalog.clouds.values(), *catalog.apis.values()]:
        assert offer.source.startswith(("https://", "http://")), offer.id
        assert dt.date(2025, 1, 1) <= offer.date <= dt.date(2026, 12, 31), offer.id
    for c in catalog.clouds.values():
        per_hour_usd = c.price_per_gpu_hour.amount / (7.0 if c.price_per_gpu_hour.currency == "CNY" else 1.0)
        assert 0.05 <= per_hour_usd <= 10, c.id
    for a in catalog.apis.values():
        assert 0 < a.input_per_million.amount <= a.output_per_million.amount <= 100, a.id
        if a.cached_input_per_million is not None:
            assert a.cached_input_per_million.amount < a.input_per_million.amount, a.id


def test_offers_cover_the_gpus_and_currencies_people_compare_with(catalog):
    gpus = " ".join(c.gpu for c in catalog.clouds.values())
    for name in ("RTX 4090", "RTX 3090", "A100", "H100"):
        assert name in gpus
    chinese = {c.provider for c in catalog.clouds.values() if c.price_per_gpu_hour.currency == "CNY"}
    assert len(chinese) >= 2
    assert {"DeepSeek", "OpenAI"} <= {a.provider for a in catalog.apis.values()}


def test_exchange_rate_table_is_dated_and_sourced(catalog):
    pairs = {(r.base, r.quote) for r in catalog.exchange_rates}
    assert {("USD", "CNY"), ("EUR", "CNY"), ("EUR", "USD")} <= pairs
    assert all(r.source and r.date.year >= 2026 for r in catalog.exchange_rates)


def test_an_offer_maps_one_to_one_onto_the_project_option(catalog):
    offer = catalog.clouds["runpod-rtx-4090-community"]
    option = offer.option()
    assert (option.name, option.pricing, option.price_per_gpu_hour) == (offer.name, offer.pricing,
                                                                       offer.price_per_gpu_hour)
    assert (option.provider, option.gpu, option.date, option.source) == (offer.provider, offer.gpu, offer.date,
                                                                          offer.source)
    api_offer = catalog.apis["deepseek-flash-peak"]
    api = api_offer.option()
    assert api.cached_input_per_million.amount == 0.006
    assert (api.provider, api.model, api.date, api.source) == (api_offer.provider, api_offer.model, api_offer.date,
                                                               api_offer.source)


def test_a_bad_user_offer_is_skipped_with_a_named_message(tmp_path):
    (tmp_path / "offers").mkdir()
    (tmp_path / "offers" / "clouds.json").write_text(json.dumps([
        {"id": "bad-offer", "provider": "X", "gpu": "RTX 3090", "name": "X 3090",
         "price_per_gpu_hour": {"amount": -1, "currency": "USD"}, "date": "2026-01-01", "source": "https://x.org/p"},
        {"id": "good-offer", "provider": "X", "gpu": "RTX 3090", "name": "X 3090",
         "price_per_gpu_hour": {"amount": 0.3, "currency": "USD"}, "date": "2026-01-01", "source": "https://x.org/p"},
    ]), encoding="utf-8")
    catalog = load_catalog([tmp_path])
    assert "good-offer" in catalog.clouds and "bad-offer" not in catalog.clouds
    msg = next(m for m in catalog.messages if m.level == "warn")
    assert "bad-offer" in msg.entry and "price_per_gpu_hour" in msg.text and "clouds.json" in msg.file


@pytest.mark.parametrize("locale, currency", [("zh_CN", "CNY"), ("zh-TW", "CNY"), ("en", "USD"), (None, "USD"),
                                              ("de_DE", "USD")])
def test_currency_follows_the_locale(locale, currency):
    assert currency_for_locale(locale) == currency


def test_an_explicit_currency_wins_and_the_defaults_are_present(catalog):
    project = new_project(catalog, locale="zh_CN", currency="USD")
    costs = project.costs
    assert costs.currency == "USD"
    assert {(r.base, r.quote) for r in costs.exchange_rates} == {(r.base, r.quote) for r in catalog.exchange_rates}
    assert len(costs.cloud_options) >= 2 and len(costs.api_options) >= 1
    assert costs.token_volume.output_tokens_per_month > 0
    assert project.workload.model_id == "qwen2.5-32b-instruct" and project.workload.quantization == "gguf-q4_k_m"
    assert costs.electricity_price.currency == "USD" and 0.05 < costs.electricity_price.amount < 0.1


def test_a_chinese_project_compares_with_chinese_clouds_in_cny(catalog):
    costs = new_project(catalog, locale="zh_CN").costs
    assert costs.currency == "CNY"
    assert any(o.price_per_gpu_hour.currency == "CNY" for o in costs.cloud_options)


@pytest.mark.parametrize("locale", ["zh_CN", "en"])
def test_break_even_exists_from_the_first_gpu(catalog, locale):
    project = new_project(catalog, locale=locale)
    assert evaluate(project, catalog).tco is None  # nothing to own yet
    price = catalog.part("rtx-3090").typical_price("used")
    project, _ = edit.add_items(project, "node-1", [{"id": "gpu", "part_id": "rtx-3090", "condition": "used",
                                                    "unit_price": {"amount": price.amount, "currency": price.currency}}])
    report = evaluate(project, catalog)
    clouds = [a for a in report.tco.alternatives if a.kind == "cloud"]
    assert any(a.break_even_hours_per_month and a.break_even_hours_per_month > 0 for a in clouds)
    assert report.fit is not None and report.fit.fits


def test_alternative_edits_are_pure_and_validated(catalog):
    project = new_project(catalog, locale="en")
    n = len(project.costs.cloud_options)
    added = edit.add_alternative(project, "cloud", catalog.clouds["lambda-h100-pcie"].option().model_dump(mode="json"))
    assert len(added.costs.cloud_options) == n + 1 and len(project.costs.cloud_options) == n
    changed = edit.update_alternative(added, "cloud", n, {"price_per_gpu_hour": {"amount": 3.5, "currency": "USD"}})
    assert changed.costs.cloud_options[n].price_per_gpu_hour.amount == 3.5
    with pytest.raises(ValueError):
        edit.update_alternative(added, "cloud", n, {"price_per_gpu_hour": {"amount": -1, "currency": "USD"}})
    assert len(edit.remove_alternative(changed, "api", 0).costs.api_options) == len(project.costs.api_options) - 1


def test_cli_new_writes_the_new_project_and_refuses_to_overwrite(tmp_path, catalog):
    target = tmp_path / "rig.json"
    out = main("new", "-o", target, "--lang", "zh_CN")
    assert out.returncode == 0, out.stderr
    data = json.loads(target.read_text(encoding="utf-8"))
    from planner.io import project_to_json

    assert data == json.loads(project_to_json(new_project(catalog, locale="zh_CN"))) and data["name"] == "新装机方案"
    again = main("new", "-o", target, "--currency", "USD")
    assert again.returncode == 2 and "--force" in again.stderr and "rig.json" in again.stderr
    assert json.loads(target.read_text(encoding="utf-8"))["costs"]["currency"] == "CNY"
    forced = main("new", "-o", target, "--currency", "USD", "--force")
    assert forced.returncode == 0 and json.loads(target.read_text(encoding="utf-8"))["costs"]["currency"] == "USD"
    assert main("new", "-o", tmp_path / "rig.txt").returncode == 2


@pytest.mark.parametrize("kind, key", [("clouds", "price_per_gpu_hour"), ("apis", "output_per_million")])
def test_cli_catalog_lists_offers(kind, key):
    out = main("catalog", kind, "--json")
    assert out.returncode == 0, out.stderr
    entries = json.loads(out.stdout)
    assert entries and all(key in e and e["source"].startswith("http") and e["date"] for e in entries)
    text = main("catalog", kind)
    assert text.returncode == 0 and entries[0]["id"] in text.stdout
