"""The cloud and API offers a user compares the rig against (issue 15): enough of them, dated, each with one public
address, international and Chinese clouds, every pricing kind the catalog can hold; `catalog clouds|apis --json`
gives them with their dates and sources."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from planner import edit
from planner.evaluate import evaluate
from planner.new_project import new_project

from .test_compare import cli


def test_at_least_twenty_cloud_offers_from_several_markets(catalog):
    clouds = list(catalog.clouds.values())
    assert len(clouds) >= 20
    assert {c.price_per_gpu_hour.currency for c in clouds} >= {"USD", "CNY"}
    assert len({c.provider for c in clouds}) >= 10
    assert {c.pricing for c in clouds} >= {"on_demand", "spot"}


def test_at_least_twelve_api_offers(catalog):
    apis = list(catalog.apis.values())
    assert len(apis) >= 12 and len({a.provider for a in apis}) >= 6


def test_every_offer_is_dated_and_not_from_the_future(catalog):
    today = dt.date(2026, 12, 3)  # the day these were last read
    for offer in list(catalog.clouds.values()) + list(catalog.apis.values()):
        assert dt.date(2025, 1, 1) <= offer.date <= today, offer.id
        assert offer.source.startswith("https://"), offer.id


def test_catalog_json_lists_each_offer_with_its_date_and_source(catalog):
    for kind, offers in (("clouds", catalog.clouds.values()), ("apis", catalog.apis.values())):
        code, out, err = cli("catalog", kind, "--json")
        assert code == 0, err
        listed = {e["id"]: e for e in json.loads(out)}
        assert set(listed) == {o.id for o in offers}
        for o in offers:
            assert listed[o.id]["date"] == o.date.isoformat() and listed[o.id]["source"] == o.source


def test_at_least_five_reserved_offers_each_with_committed_hours(catalog):
    reserved = [c for c in catalog.clouds.values() if c.pricing == "reserved"]
    assert len(reserved) >= 5
    for offer in reserved:
        assert 0 < offer.committed_hours_per_month <= 744, offer.id


@pytest.mark.parametrize("offer_id, reserved, on_demand", [
    # Hyperstack's public rate card (https://www.hyperstack.cloud/gpu-pricing, read 2026-08-26): 'Reserved' from,
    # and the 'On-Demand' price of the same GPU, USD per GPU-hour.
    ("hyperstack-b200-reserved", 5.10, 6.00),
    ("hyperstack-h200-sxm-reserved", 2.79, 3.99),
    ("hyperstack-h100-sxm-reserved", 2.72, 3.20),
    ("hyperstack-h100-pcie-reserved", 1.75, 2.50),
    ("hyperstack-a100-pcie-reserved", 0.95, 1.35),
    ("hyperstack-l40-reserved", 0.70, 1.00),
    ("hyperstack-rtx-a6000-reserved", 0.35, 0.50),
])
def test_reserved_offers_carry_the_rate_card_price(catalog, offer_id, reserved, on_demand):
    offer = catalog.clouds[offer_id]
    assert (offer.pricing, offer.price_per_gpu_hour.amount, offer.price_per_gpu_hour.currency) == (
        "reserved", reserved, "USD")
    assert f"{on_demand:.2f}" in offer.note  # the on-demand price read beside it, for the reader to compare
    # A 1-year reservation is paid every hour of the year: 8760 h / 12 months.
    assert offer.committed_hours_per_month == 730
    assert offer.price_per_gpu_hour.amount * offer.committed_hours_per_month == pytest.approx(reserved * 730)


def test_a_reserved_offer_becomes_a_cloud_alternative_with_its_monthly_floor(catalog):
    offer = catalog.clouds["hyperstack-h100-sxm-reserved"]
    option = offer.option(gpus=2)
    assert (option.pricing, option.committed_hours_per_month, option.gpus) == ("reserved", 730, 2)
    project = edit.add_alternative(new_project(catalog, locale="en"), "cloud", option.model_dump(mode="json"))
    added = project.costs.cloud_options[-1]
    assert (added.pricing, added.committed_hours_per_month, added.source) == ("reserved", 730, offer.source)
    # Evaluated against an owned RTX 3090, the reservation's monthly floor is 2 GPUs x 730 h x 2.72 USD.
    assert project.costs.currency == "USD"
    price = catalog.part("rtx-3090").typical_price("used")
    project, _ = edit.add_items(project, "node-1", [{"id": "gpu", "part_id": "rtx-3090", "condition": "used",
                                                    "unit_price": {"amount": price.amount, "currency": price.currency}}])
    (alt,) = [a for a in evaluate(project, catalog).tco.alternatives if a.name.en == offer.name]
    assert alt.minimum_per_month == pytest.approx(2 * 730 * 2.72, abs=0.01)


@pytest.mark.parametrize("offer_id, gpu, cny_per_hour", [
    # AutoDL's on-demand list prices as tabulated in 0xPabloLI/inside-china-ai docs/research/cloud-gpu-options.md
    # (§3.1, research dated 2026-08-13); the RTX 4090 and 3090 figures are also those PromiseAC/DriftFuXi's
    # docs/reproduction_report.md reads from https://www.autodl.com/home.
    ("autodl-rtx-4090", "RTX 4090 24GB", 1.88),
    ("autodl-rtx-3090", "RTX 3090 24GB", 1.32),
    ("autodl-rtx-5090", "RTX 5090 32GB", 2.78),
])
def test_autodl_the_most_used_chinese_gpu_rental_is_in_the_catalog_in_cny(catalog, offer_id, gpu, cny_per_hour):
    offer = catalog.clouds[offer_id]
    assert (offer.gpu, offer.pricing, offer.billing) == (gpu, "on_demand", "second")
    assert (offer.price_per_gpu_hour.amount, offer.price_per_gpu_hour.currency) == (cny_per_hour, "CNY")
    assert offer.date == dt.date(2026, 8, 13) and "0xPabloLI/inside-china-ai" in offer.source
