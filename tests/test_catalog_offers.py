"""The cloud and API offers a user compares the rig against (issue 15): enough of them, dated, each with one public
address, international and Chinese clouds, every pricing kind the catalog can hold; `catalog clouds|apis --json`
gives them with their dates and sources."""

from __future__ import annotations

import datetime as dt
import json

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
