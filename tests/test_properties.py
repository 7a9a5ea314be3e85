"""Properties of the data path over generated inputs: the bill of materials adds up, a saved project loads back
equal, a placement that fits never overfills a card, and a dearer cloud never pushes the break-even later.

Expectations are computed here from the generated numbers, never by calling the code under test."""

from __future__ import annotations

import datetime as dt
import tempfile
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from planner.catalog.resolve import resolve
from planner.catalog.store import bundled_catalog
from planner.evaluate import evaluate
from planner.hardware.bom import build_bom
from planner.io import load_project, save_project
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import max_context
from planner.llm.placement import ENGINES, Card, Request, place
from planner.llm.quant import FORMATS, KV_BYTES, engine_accepts
from planner.model.project import Project

CATALOG = bundled_catalog()
GPUS = sorted(CATALOG.of_kind("gpu"), key=lambda g: g.id)
MODELS = sorted(CATALOG.of_kind("llm"), key=lambda m: m.id)
PART_IDS = sorted(CATALOG.parts)
SEED_000 = Path(__file__).resolve().parents[1] / "resources" / "examples" / "seed-000-two-card-rig.json"

PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ----------------------------------------------------------------------------- bill of materials


def _other_part(n: int) -> dict:
    return {"kind": "other", "id": f"part-{n}", "name": f"Part {n}", "source": "test", "category": "fan"}


lines = st.lists(
    st.tuples(st.integers(0, 10**8), st.integers(1, 64), st.sampled_from(["CNY", "USD"]) | st.none()),
    min_size=0, max_size=12,
)  # (price in cents, quantity, currency or None = unpriced)


@PROPERTY
@given(lines=lines, project_currency=st.sampled_from(["CNY", "USD"]),
       rate_ten_thousandths=st.integers(1_000, 200_000) | st.none())
def test_bom_total_is_the_sum_of_lines_converted_at_the_project_rate(lines, project_currency, rate_ten_thousandths):
    items = [{"id": f"line-{n}", "custom_part": _other_part(n), "quantity": qty,
              **({"unit_price": {"amount": cents / 100, "currency": cur}} if cur else {})}
             for n, (cents, qty, cur) in enumerate(lines)]
    rates = [] if rate_ten_thousandths is None else [
        {"base": "USD", "quote": "CNY", "rate": rate_ten_thousandths / 10_000, "date": "2026-01-23"}]
    project = Project.model_validate({"name": "bom", "nodes": [{"items": items}],
                                      "costs": {"currency": project_currency, "exchange_rates": rates}})
    bom, _ = build_bom(resolve(project, CATALOG))

    cents = {"CNY": 0, "USD": 0}
    for price, qty, cur in lines:
        if cur:
            cents[cur] += price * qty
    priced = {cur for _, _, cur in lines if cur}  # a line priced at 0 still needs its currency's rate
    assert {m.currency: Decimal(str(m.amount)) for m in bom.totals_by_currency} == {
        cur: Decimal(cents[cur]) / 100 for cur in priced}
    assert bom.unpriced_item_ids == [f"line-{n}" for n, (_, _, cur) in enumerate(lines) if cur is None]
    other = "USD" if project_currency == "CNY" else "CNY"
    if other in priced and rate_ten_thousandths is None:
        assert bom.total is None
        return
    rate = Decimal(rate_ten_thousandths or 1) / 10_000
    factor = rate if other == "USD" else 1 / rate
    expected = (Decimal(cents[project_currency]) + Decimal(cents[other]) * factor) / 100
    # the line totals are whole cents; converting rounds once to the cent, the total once more
    assert bom.total.currency == project_currency
    assert abs(Decimal(str(bom.total.amount)) - expected) <= Decimal("0.0100001") + expected * Decimal("1e-15")
    assert len(bom.conversions) == (1 if other in priced else 0)


def test_bom_total_of_seed_000_is_the_seeds_ten_thousand(seed000, catalog):
    bom, _ = build_bom(resolve(seed000, catalog))
    assert (bom.total.amount, bom.total.currency) == (10_000, "CNY")  # 950+100+900+550+400+4400+2000+450+250


# ----------------------------------------------------------------------------- save and load

texts = st.text(max_size=40)
money = st.builds(lambda a, c: {"amount": a, "currency": c},
                  st.floats(0, 1e9, allow_nan=False), st.sampled_from(["CNY", "USD", "EUR"]))
positive = st.floats(0, 1000, allow_nan=False, exclude_min=True)


@st.composite
def line_items(draw, n: int) -> dict:
    quantity = draw(st.integers(1, 8))
    item = {"id": f"item-{n}", "quantity": quantity, "condition": draw(st.sampled_from(["new", "used"])),
            "note": draw(texts)}
    if draw(st.booleans()):
        item["part_id"] = draw(st.sampled_from(PART_IDS))
    else:
        item["custom_part"] = {**_other_part(n), "name": draw(st.text(min_size=1, max_size=30)),
                               "power_w": draw(st.floats(0, 3000, allow_nan=False))}
    if draw(st.booleans()):
        item["unit_price"] = draw(money)
    item["slots"] = [{"slot": draw(st.text(min_size=1, max_size=12)), "via_riser": draw(st.booleans()),
                      **({"psu": "psu#2"} if draw(st.booleans()) else {})}
                     for _ in range(draw(st.integers(0, quantity)))]
    if draw(st.booleans()):
        item["power_limit_w"] = draw(st.floats(1, 2000, allow_nan=False))
    return item


@st.composite
def projects(draw) -> Project:
    nodes = [{"id": f"node-{n}", "name": draw(texts),
              "items": [draw(line_items(i)) for i in range(draw(st.integers(0, 5)))],
              "gpus_in_lockstep": draw(st.booleans()),
              "bios": draw(st.dictionaries(texts, texts, max_size=2))}
             for n in range(1, draw(st.integers(1, 2)) + 1)]
    workload = {"model_id": draw(st.sampled_from([m.id for m in MODELS]) | st.none()),
                "quantization": draw(st.sampled_from(sorted(FORMATS))),
                "context_tokens": draw(st.integers(1, 10_000_000)), "batch_size": draw(st.integers(1, 4096)),
                "engine": draw(st.sampled_from(ENGINES)),
                "tensor_split": draw(st.lists(st.floats(0, 100, allow_nan=False), max_size=4) | st.none()),
                "vram_margin_gib": draw(st.floats(0, 64, allow_nan=False) | st.none())}
    costs = {"currency": draw(st.sampled_from(["CNY", "USD"])),
             "amortization_years": draw(st.floats(0.1, 20, allow_nan=False)),
             "residual_fraction": draw(st.floats(0, 1, allow_nan=False)),
             "load_hours_per_day": draw(st.floats(0, 24, allow_nan=False) | st.none()),
             "electricity_price": draw(money), "owner_hourly_rate": draw(money),
             "exchange_rates": [{"base": "USD", "quote": "CNY", "rate": draw(st.floats(1e-6, 1000)),
                                 "date": draw(st.dates(dt.date(2000, 1, 1), dt.date(2100, 1, 1))).isoformat(),
                                 "source": draw(texts)} for _ in range(draw(st.integers(0, 2)))],
             "cloud_options": [{"name": draw(st.text(min_size=1, max_size=20)),
                                "pricing": draw(st.sampled_from(["on_demand", "spot", "reserved"])),
                                "price_per_gpu_hour": draw(money), "gpus": draw(st.integers(1, 8)),
                                "committed_hours_per_month": draw(st.floats(0, 744, allow_nan=False))}
                               for _ in range(draw(st.integers(0, 2)))]}
    return Project.model_validate({"schema_version": 2, "name": draw(st.text(min_size=1, max_size=60)),
                                   "notes": draw(st.text(max_size=200)), "nodes": nodes,
                                   "workload": workload, "costs": costs})


@PROPERTY
@given(project=projects())
def test_a_saved_project_loads_back_equal_and_saves_to_the_same_text(project):
    with tempfile.TemporaryDirectory() as folder:
        first, second = Path(folder) / "a.json", Path(folder) / "b.json"
        save_project(project, first)
        loaded = load_project(first)
        assert loaded == project
        save_project(loaded, second)
        assert second.read_bytes() == first.read_bytes()


# ----------------------------------------------------------------------------- placement


@st.composite
def placement_requests(draw) -> Request:
    engine = draw(st.sampled_from(ENGINES))
    quant = FORMATS[draw(st.sampled_from([q for q in sorted(FORMATS) if engine_accepts(engine, FORMATS[q])]))]
    gpus = draw(st.lists(st.sampled_from(GPUS), min_size=1, max_size=4))
    cards = [Card(ref=f"gpu#{n}", name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps)
             for n, g in enumerate(gpus, start=1)]
    spec = spec_from_catalog_entry(draw(st.sampled_from(MODELS)))
    kv = draw(st.sampled_from(sorted(KV_BYTES)))
    batch, margin = draw(st.integers(1, 16)), draw(st.none() | st.floats(0, 4, allow_nan=False))
    context = draw(st.sampled_from([1, 512, 2048, 4096, 8192, 32_768, 131_072]) | st.integers(1, 200_000))
    if draw(st.booleans()):  # the tightest case: the largest context the planner says fits (found, not trusted)
        context = max_context(spec, cards, engine, quant, kv, batch, None, True, margin) or context
    return Request(spec=spec, quant=quant, kv_bytes=KV_BYTES[kv], context=context, batch=batch, cards=cards,
                   engine=engine, margin_gib=margin)


@PROPERTY
@given(req=placement_requests())
def test_a_placement_that_fits_never_overfills_a_card(req):
    placement = place(req)
    assume(placement.fits)
    assert len(placement.per_gpu) == len(req.cards) and placement.host_layers == []
    rounding = 0.002  # each figure is rounded to 3 decimals
    for card, use in zip(req.cards, placement.per_gpu):
        assert use.capacity_gib == pytest.approx(card.capacity_gib, abs=rounding)
        assert use.used_gib <= card.capacity_gib
        assert use.used_gib + use.margin_gib <= card.capacity_gib + rounding
        assert use.used_gib == pytest.approx(use.weights_gib + use.kv_gib + use.overhead_gib, abs=rounding)
    every_layer = list(range(req.spec.n_layers))
    if req.engine == "vllm-tp":  # every card holds a shard of every layer
        assert all(use.layers == every_layer for use in placement.per_gpu)
    else:  # each layer on exactly one card
        assert sorted(i for use in placement.per_gpu for i in use.layers) == every_layer


# ----------------------------------------------------------------------------- break-even


@st.composite
def cloud_price_pairs(draw):
    """A variation of seed 000's cost assumptions with one cloud option at two prices, the second higher."""
    project = load_project(SEED_000)
    costs = project.costs
    option = draw(st.sampled_from(costs.cloud_options))
    pricing = draw(st.sampled_from(["on_demand", "spot", "reserved"]))
    changes = {"pricing": pricing, "gpus": draw(st.integers(1, 8)),
               "billing": draw(st.sampled_from(["hour", "second"])),
               "sessions_per_month": draw(st.floats(0, 60, allow_nan=False)),
               "interruption_overhead": draw(st.floats(0, 0.5, allow_nan=False)) if pricing == "spot" else 0.0,
               "committed_hours_per_month": draw(st.floats(0, 744, allow_nan=False)) if pricing == "reserved" else 0.0}
    low = draw(st.floats(0.01, 20, allow_nan=False))
    high = low * draw(st.floats(1.001, 10, allow_nan=False))
    currency = draw(st.sampled_from(["USD", "CNY"]))
    load_hours = draw(st.floats(0.5, 24, allow_nan=False))
    electricity = draw(st.floats(0.05, 3, allow_nan=False))

    def at(price: float) -> Project:
        cloud = {**option.model_dump(mode="json"), **changes,
                 "price_per_gpu_hour": {"amount": price, "currency": currency}}
        data = project.model_dump(mode="json")
        data["costs"].update(cloud_options=[cloud], api_options=[],
                             load_hours_per_day=load_hours,
                             electricity_price={"amount": electricity, "currency": "CNY"})
        return Project.model_validate(data)

    return option.name, at(low), at(high)


@PROPERTY
@given(case=cloud_price_pairs())
def test_a_dearer_cloud_never_moves_the_break_even_later(case):
    name, cheaper, dearer = case
    hours = []
    for project in (cheaper, dearer):
        tco = evaluate(project, CATALOG, with_monte_carlo=False).tco
        (alt,) = [a for a in tco.alternatives if a.kind == "cloud"]
        assert alt.name.en == name
        hours.append(float("inf") if alt.break_even_hours_per_month is None else alt.break_even_hours_per_month)
    assert hours[1] <= hours[0]
