"""Lines without a price of their own are priced from the catalog (dated, per condition, converted at the
project's rates) and say so; a typed price never carries a catalog note. Unplaced cards and cards that cannot
all fit are findings; Place cards applies the report's proposal. Figures below are worked out by hand."""

import dataclasses
import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from planner import edit
from planner.evaluate import evaluate
from planner.hardware.physical import most_cards_that_fit
from planner.hardware.slots import slot_choices
from planner.model import Project
from planner.model.common import PricePoint
from planner.model.costs import ExchangeRate

ROOT = Path(__file__).resolve().parents[1]
RATE = {"base": "USD", "quote": "CNY", "rate": 7.10, "date": "2026-01-23", "source": "stated for the test"}

#: The prices the figures below are worked from, as the catalog once held them (each from its public page). The
#: tests pin them so that they check how a line is priced, not what the bundled market data says this month.
PINNED_PRICES = {
    "rtx-3090": [
        {"amount": 1499, "currency": "USD", "condition": "new", "kind": "launch_msrp", "date": "2020-09-24",
         "source": "https://indianexpress.com/article/technology/tech-news-technology/meet-nvidia-geforce-rtx-3090-worlds-"
                   "first-8k-gaming-gpu-6579782/"},
        {"amount": 13000, "currency": "CNY", "condition": "used", "kind": "used_market", "date": "2022-04-05",
         "source": "New Consumption Daily via netfreeman.com: ex-mining RTX 3090 13,000 yuan"},
        {"amount": 600, "currency": "USD", "condition": "used", "kind": "used_market", "date": "2026-02-01",
         "source": "https://jangwook.net/zh/blog/zh/ddr5-rdimm-vs-rtx3090-local-llm"}],
    "rtx-3060-12g": [
        {"amount": 329, "currency": "USD", "condition": "new", "kind": "launch_msrp", "date": "2021-02-25",
         "source": "https://www.tomshardware.com/news/geforce-rtx-3060-will-hit-the-shelves-on-february-25-at-329"}],
    "v100-16g-sxm2-adapter": [
        {"amount": 900, "currency": "CNY", "condition": "used", "kind": "used_market", "date": "2025-08-23",
         "source": "https://github.com/uptonking/note4yaoo/blob/62bfa42c53bbec1d425744400266e0a78ce5c88c/wiki/"
                   "lifehacks/tool-iot-devices.md"},
        {"amount": 200, "currency": "GBP", "condition": "used", "kind": "used_market", "date": "2026-05-31",
         "source": "https://www.sylen.org/news?article=1f255a41-42ef-4a5f-a47f-c4e0145f17b7"}],
    "rtx-5080": [
        {"amount": 999, "currency": "USD", "condition": "new", "kind": "launch_msrp", "date": "2025-01-30",
         "source": "https://technologistmag.com/nvidia-rtx-50-series-gpus-everything-we-know-so-far/amp"},
        {"amount": 8300, "currency": "CNY", "condition": "new", "kind": "launch_msrp", "date": "2025-01-30",
         "source": "https://github.com/Chaoses-Ib/ComputerHardware/blob/3fbe2efa6aab818637de6cec527c3ed4d9764bd2/"
                   "Processors/Graphics/Brands/Nvidia%20GeForce.md"}],
}


@pytest.fixture(scope="module")
def catalog(catalog):
    """The bundled catalog with the prices of the cards these tests price replaced by PINNED_PRICES."""
    parts = dict(catalog.parts)
    for part_id, prices in PINNED_PRICES.items():
        parts[part_id] = parts[part_id].model_copy(update={"prices": [PricePoint(**p) for p in prices]})
    return dataclasses.replace(catalog, parts=parts)


def project(items, currency="CNY", rates=(RATE,), board=None):
    node_items = ([{"id": "board", "part_id": board}] if board else []) + list(items)
    return Project.model_validate({
        "schema_version": 2, "name": "pricing", "nodes": [{"id": "node-1", "name": "Rig", "items": node_items}],
        "costs": {"currency": currency, "exchange_rates": list(rates)}})


def line(report, item_id):
    return next(b for b in report.bom.lines if b.item_id == item_id)


def test_new_card_without_price_takes_the_catalog_launch_price_converted(catalog):
    report = evaluate(project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 2}]), catalog,
                      with_monte_carlo=False)
    b = line(report, "gpu")
    # catalog: 1,499 USD launch MSRP of 2020-09-24; 1,499 x 7.10 = 10,642.90 CNY; x2 = 21,285.80 CNY
    assert b.price_source == "catalog"
    assert (b.unit_price.amount, b.unit_price.currency) == (10642.90, "CNY")
    assert (b.line_total.amount, b.line_total.currency) == (21285.80, "CNY")
    assert (b.catalog_price.amount, b.catalog_price.currency, str(b.catalog_price.date), b.catalog_price.kind) == (
        1499, "USD", "2020-09-24", "launch_msrp")
    assert b.price_note.en == ("catalog price of 2020-09-24 (launch MSRP, new): 1,499.00 USD, converted at "
                            "1 USD = 7.1 CNY of 2026-01-23")
    assert "2020-09-24" in b.price_note.render("zh_CN") and "首发建议零售价" in b.price_note.render("zh_CN")
    assert report.bom.total.amount == 21285.80
    assert "bom.catalog_prices" in {f.code for f in report.findings}


def test_used_condition_takes_the_newest_used_price(catalog):
    report = evaluate(project([{"id": "gpu", "part_id": "rtx-3090", "condition": "used"}]), catalog,
                      with_monte_carlo=False)
    b = line(report, "gpu")
    # newest used price: 600 USD of 2026-02-01 (not the 1,499 USD new price); 600 x 7.10 = 4,260.00 CNY
    assert (b.catalog_price.amount, str(b.catalog_price.date), b.catalog_price.condition) == (600, "2026-02-01", "used")
    assert b.unit_price.amount == 4260.00
    assert "(used market, used)" in b.price_note.en


def test_condition_without_a_catalog_price_stays_unpriced_and_says_so(catalog):
    report = evaluate(project([{"id": "gpu", "part_id": "rtx-3060-12g", "condition": "used"},
                               {"id": "gpu-2", "part_id": "rtx-3090", "unit_price": {"amount": 5200, "currency": "CNY"}}]),
                      catalog, with_monte_carlo=False)
    b = line(report, "gpu")
    assert b.unit_price is None and b.line_total is None and b.price_source == "none"
    assert b.price_note.en == "no price of its own, and the catalog has no used price for it: not in the total"
    assert report.bom.unpriced_item_ids == ["gpu"]
    assert report.bom.total.amount == 5200.00  # the 3060's new launch price is not used for a used card


def test_a_typed_price_never_carries_a_catalog_note(catalog):
    """The issue's used 3090 bought at 5,200 CNY: its line, quote cell and CLI row say nothing of the catalog."""
    part = catalog.part("rtx-3090")
    item = edit.catalog_item(part)
    assert "unit_price" not in item and "note" not in item  # nothing copied at add time that could go stale
    p, _ = edit.add_items(project([]), "node-1", [item])
    p = edit.update_item(p, "node-1", "gpu", {"condition": "used", "unit_price": {"amount": 5200, "currency": "CNY"}})
    b = line(evaluate(p, catalog, with_monte_carlo=False), "gpu")
    assert b.price_source == "own" and b.catalog_price is None and b.price_note is None
    assert (b.unit_price.amount, b.line_total.amount) == (5200, 5200)
    assert b.note == "" and "catalog price" not in json.dumps(b.model_dump(mode="json"))


def test_catalog_price_without_a_rate_stays_in_its_currency(catalog):
    report = evaluate(project([{"id": "gpu", "part_id": "rtx-3090"}], rates=()), catalog, with_monte_carlo=False)
    b = line(report, "gpu")
    assert (b.unit_price.amount, b.unit_price.currency) == (1499, "USD")
    assert "not converted (no USD->CNY exchange rate)" in b.price_note.en
    assert report.bom.total is None and "bom.missing_exchange_rate" in {f.code for f in report.findings}


def test_same_day_prices_prefer_the_project_currency(catalog):
    # RTX 5080: 999 USD and 8,300 CNY launch prices, both of 2025-01-30: a CNY project takes 8,300 unconverted
    report = evaluate(project([{"id": "gpu", "part_id": "rtx-5080"}]), catalog, with_monte_carlo=False)
    b = line(report, "gpu")
    assert (b.unit_price.amount, b.unit_price.currency) == (8300, "CNY")
    assert b.price_note.en == "catalog price of 2025-01-30 (launch MSRP, new): 8,300.00 CNY"


def test_a_newer_price_in_a_currency_without_a_rate_gives_way_to_one_the_project_counts(catalog):
    """V100 SXM2 kit: 200 GBP of 2026-05-31 (newer) and 900 CNY of 2025-08-23. A CNY project with no GBP rate takes
    the 900 CNY price rather than leave the line out of the total; with a GBP rate it takes the newer one."""
    used = [{"id": "gpu", "part_id": "v100-16g-sxm2-adapter", "condition": "used"}]
    b = line(evaluate(project(used), catalog, with_monte_carlo=False), "gpu")
    assert (b.unit_price.amount, b.unit_price.currency, str(b.catalog_price.date)) == (900, "CNY", "2025-08-23")
    gbp = {"base": "GBP", "quote": "CNY", "rate": 9.5, "date": "2026-06-01", "source": "stated for the test"}
    b = line(evaluate(project(used, rates=(RATE, gbp)), catalog, with_monte_carlo=False), "gpu")
    assert (b.unit_price.amount, b.unit_price.currency, str(b.catalog_price.date)) == (1900, "CNY", "2026-05-31")
    # a USD project with only the USD->CNY rate: no GBP->USD rate, so the CNY price, converted back through it
    b = line(evaluate(project(used, currency="USD"), catalog, with_monte_carlo=False), "gpu")
    assert (b.unit_price.amount, b.unit_price.currency) == (126.76, "USD")  # 900 / 7.10 = 126.76


def test_counted_prices_per_gb_of_vram(catalog):
    """What a GB of memory costs, per condition, at the price a BOM line would take (the picker's $/GB column)."""
    from planner.hardware.pricing import counted_prices

    rates = [ExchangeRate(**RATE)]
    new, used = counted_prices(catalog.part("rtx-3090"), "CNY", rates)
    # new: 1,499 USD x 7.10 = 10,642.90 CNY / 24 GB = 443.45 CNY; used: 600 USD x 7.10 = 4,260.00 CNY / 24 = 177.50
    assert (new.condition, new.amount, new.per_gb) == ("new", 10642.90, 443.45)
    assert (used.condition, used.amount, used.per_gb, str(used.point.date)) == ("used", 4260.00, 177.50, "2026-02-01")
    # without a rate the price is still named, in its own currency, but comes to nothing in CNY
    (new,) = [c for c in counted_prices(catalog.part("rtx-3060-12g"), "CNY") if c.condition == "new"]
    assert (new.point.amount, new.point.currency, new.amount, new.per_gb) == (329, "USD", None, None)
    # a part that is not a GPU has no per-GB figure
    board = counted_prices(catalog.part("msi-mpg-x870e-carbon-wifi"), "CNY", rates)
    assert board and all(c.per_gb is None and c.amount is not None for c in board)


USED_3090_2026 = [  # used RTX 3090 prices of May-June 2026 as the catalog holds them, with their pages
    {"amount": 850, "currency": "USD", "date": "2026-05-08",
     "source": "https://www.runlocalai.co/guides/best-budget-gpu-for-local-ai"},
    {"amount": 750, "currency": "USD", "date": "2026-05-16",
     "source": "https://bestllmfor.com/best/dual-rtx-3090-budget-rig/"},
    {"amount": 500, "currency": "USD", "date": "2026-06-14",
     "source": "https://www.amazingindex.com/article/b0f2c44165580e6ef680726edfc38405"},
    {"amount": 700, "currency": "USD", "date": "2026-06-29",
     "source": "https://localrig.pages.dev/gpus/rtx-4090-for-local-llm/"},
    {"amount": 13000, "currency": "CNY", "date": "2022-04-05",
     "source": "https://netfreeman.com/2022/04/202204051207120200.html"},
]


def with_used_prices(catalog, part_id, prices):
    points = [PricePoint(condition="used", kind=p.pop("kind", "used_market"), **p) for p in map(dict, prices)]
    part = catalog.part(part_id).model_copy(update={"prices": points})
    return dataclasses.replace(catalog, parts={**catalog.parts, part_id: part})


def test_a_line_takes_the_middle_of_the_recent_prices_not_one_odd_listing(catalog):
    """Four used prices within 90 days of the newest: 500, 700, 750, 850 USD. The line takes 700 USD of 2026-06-29
    (of the two middle ones, 700 and 750 USD of 2026-05-16, the newer), not the 500 USD outlier; the 2022 CNY price
    is too old to count."""
    priced = with_used_prices(catalog, "rtx-3090", USED_3090_2026)
    b = line(evaluate(project([{"id": "gpu", "part_id": "rtx-3090", "condition": "used"}]), priced,
                      with_monte_carlo=False), "gpu")
    assert (b.catalog_price.amount, str(b.catalog_price.date), b.unit_price.amount) == (700, "2026-06-29", 4970.00)
    assert b.price_note.en.endswith("(the middle of 4 catalog prices of 2026-05-08 to 2026-06-29)")
    assert "取 2026-05-08 至 2026-06-29 间 4 个目录价格的中位数" in b.price_note.render("zh_CN")
    # two used MI50 32GB prices a month apart (r/LocalLLaMA, 120 USD of 2025-10-01 and 275 USD of 2025-11-01): of
    # the two middle ones, the newer
    two = with_used_prices(catalog, "instinct-mi50-32g", [
        {"amount": 120, "currency": "USD", "date": "2025-10-01",
         "source": "https://www.reddit.com/r/LocalLLaMA/comments/1o2x0bv/amd_mi50_32gb_better_buy_than_mi100/"},
        {"amount": 275, "currency": "USD", "date": "2025-11-01",
         "source": "https://www.reddit.com/r/LocalLLaMA/comments/1olsh0j/best_setup_for_running_local_llms_bud"}])
    b = line(evaluate(project([{"id": "gpu", "part_id": "instinct-mi50-32g", "condition": "used"}]), two,
                      with_monte_carlo=False), "gpu")
    assert (b.catalog_price.amount, b.unit_price.amount) == (275, 1952.50)  # 275 x 7.10
    # a recent price in the project currency is the buyer's own market: it is taken before the converted ones
    local = with_used_prices(catalog, "rtx-3090", USED_3090_2026 + [
        {"amount": 5100, "currency": "CNY", "date": "2026-04-15", "source": "https://example.org/a-dated-cny-listing"}])
    b = line(evaluate(project([{"id": "gpu", "part_id": "rtx-3090", "condition": "used"}]), local,
                      with_monte_carlo=False), "gpu")
    assert (b.unit_price.amount, b.unit_price.currency, b.price_note.en) == (
        5100, "CNY", "catalog price of 2026-04-15 (used market, used): 5,100.00 CNY")
    # the user's own imported quote is taken before the catalog's prices of the same market
    mine = with_used_prices(catalog, "rtx-3090", USED_3090_2026 + [
        {"amount": 640, "currency": "USD", "date": "2026-06-01", "kind": "imported", "source": "my xianyu chat"}])
    b = line(evaluate(project([{"id": "gpu", "part_id": "rtx-3090", "condition": "used"}]), mine,
                      with_monte_carlo=False), "gpu")
    assert (b.catalog_price.amount, b.catalog_price.kind, b.unit_price.amount) == (640, "imported", 4544.00)


def test_cost_model_values_gpus_at_the_bom_price(catalog):
    from planner.catalog.resolve import resolve
    from planner.hardware.bom import build_bom
    from planner.tco.check import tco_model_inputs

    rp = resolve(project([{"id": "gpu", "part_id": "rtx-3090", "condition": "used", "quantity": 2}]), catalog)
    bom, _ = build_bom(rp)
    _total, gpu_values, _wall, units = tco_model_inputs(rp, bom, None)
    assert gpu_values == [4260.00, 4260.00] and units == 2


def test_check_prices_a_hand_written_project_without_prices(tmp_path):
    """The CLI prices a line from the catalog the user's imported quotes join: a used 3090 quote of today is the
    newest used price, whatever the bundled data holds."""
    today = datetime.date.today().isoformat()
    env = {"GPU_RIG_PLANNER_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    quotes = tmp_path / "quotes.csv"
    quotes.write_text("part,amount,currency,condition,date,source\n"
                      f"rtx-3090,600,USD,used,{today},https://jangwook.net/zh/blog/zh/ddr5-rdimm-vs-rtx3090-local-llm\n",
                      encoding="utf-8")
    imported = subprocess.run([sys.executable, str(ROOT / "main.py"), "prices", "import", str(quotes)], cwd=ROOT,
                              capture_output=True, text=True, encoding="utf-8", timeout=120, env=env)
    assert imported.returncode == 0, imported.stderr
    data = {"schema_version": 2, "name": "hand-written", "nodes": [{"id": "node-1", "items": [
        {"id": "gpu", "part_id": "rtx-3090", "quantity": 2, "condition": "used"}]}],
        "costs": {"currency": "CNY", "exchange_rates": [RATE]}}
    path = tmp_path / "rig.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "check", str(path)], cwd=ROOT, capture_output=True,
                         text=True, encoding="utf-8", timeout=120, env=env)
    assert out.returncode in (0, 1), out.stderr
    assert "Total: 8,520.00 CNY" in out.stdout  # 2 x 600 USD x 7.10
    assert f"catalog price of {today} (imported quote, used): 600.00 USD, converted at 1 USD = 7.1 CNY" in out.stdout
    js = subprocess.run([sys.executable, str(ROOT / "main.py"), "check", str(path), "--json"], cwd=ROOT,
                        capture_output=True, text=True, encoding="utf-8", timeout=120, env=env)
    bom = json.loads(js.stdout)["bom"]
    assert bom["lines"][0]["price_source"] == "catalog" and bom["total"] == {"amount": 8520.0, "currency": "CNY"}


# ----------------------------------------------------------------------------- slots and fit

def test_slot_choices_follow_the_part_kind(catalog):
    board = catalog.part("msi-mpg-x870e-carbon-wifi")
    gpu = slot_choices(board, catalog.part("rtx-3090"))
    assert [(c.name, c.via_riser) for c in gpu] == [("PCI_E1", False), ("PCI_E2", False), ("PCI_E3", False),
                                                    ("PCI_E1", True), ("PCI_E2", True), ("PCI_E3", True)]
    assert (gpu[0].gen, gpu[0].lanes, gpu[0].source) == (5, 16, "cpu")
    ssd = slot_choices(board, catalog.part("samsung-990-pro-2tb"))
    assert ssd and all(c.kind == "m2" for c in ssd)
    assert slot_choices(board, catalog.part("ryzen-7-7700x")) == []


def test_unplaced_card_is_a_warning_naming_it(catalog):
    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 2, "slots": [{"slot": "PCI_E1"}]}],
                board="msi-mpg-x870e-carbon-wifi")
    report = evaluate(p, catalog, with_monte_carlo=False)
    found = next(f for f in report.findings if f.code == "slots.unassigned_gpus")
    assert found.level == "warn" and found.item_ids == ["gpu"]
    assert "1 x NVIDIA GeForce RTX 3090 (gpu)" in found.message and "MSI MPG X870E CARBON WIFI" in found.message
    assert [(c.unit, c.device) for c in report.physical.nodes[0].unplaced] == [("gpu#2", "NVIDIA GeForce RTX 3090")]


def test_most_cards_that_fit_by_hand(catalog):
    # ASUS ProArt B550-Creator: x16 slots at positions 2, 5 and 7, x1 slots at 4 and 6.
    board = catalog.part("asus-proart-b550-creator")
    assert most_cards_that_fit(board, [(3, 16)] * 4) == 2  # 2 covers 3-4, 5 covers 6-7: the slot at 7 is covered
    assert most_cards_that_fit(board, [(2, 16)] * 4) == 3  # 2 covers 3, 5 covers 6, 7 is free
    assert most_cards_that_fit(board, [(1, 1)] * 6) == 5  # single-slot x1 cards: every slot
    # ASRock Rack ROMED8-2T: seven slots, positions not documented: seven cards, whatever their width
    assert most_cards_that_fit(catalog.part("asrock-rack-romed8-2t"), [(3, 16)] * 8) == 7


def test_a_fit_search_too_large_is_not_judged(catalog, monkeypatch):
    import planner.hardware.physical as physical

    monkeypatch.setattr(physical, "MAX_FIT_STATES", 1)
    assert most_cards_that_fit(catalog.part("asus-proart-b550-creator"), [(3, 16)] * 4) is None
    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 4}], board="asus-proart-b550-creator")
    report = evaluate(p, catalog, with_monte_carlo=False)
    assert report.physical.nodes[0].cards_that_fit is None
    assert "physical.cards_do_not_fit" not in {f.code for f in report.findings}


def test_four_three_slot_cards_where_two_fit_fail(catalog):
    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 4}], board="asus-proart-b550-creator")
    report = evaluate(p, catalog, with_monte_carlo=False)
    found = next(f for f in report.findings if f.code == "physical.cards_do_not_fit")
    assert found.level == "fail" and report.status == "fail"
    assert found.message.startswith("ASUS ProArt B550-CREATOR has room for only 2 of the 4 cards "
                                    "(4 x NVIDIA GeForce RTX 3090 (3-slot))")
    assert "Put 2 of them on risers" in found.message
    assert report.physical.nodes[0].cards_that_fit == 2
    # two on risers: the other two fit
    p2 = edit.update_item(p, "node-1", "gpu", {"slots": [{"slot": "PCIEX16_1", "via_riser": True},
                                                         {"slot": "PCIEX16_2", "via_riser": True}]})
    assert "physical.cards_do_not_fit" not in {f.code for f in evaluate(p2, catalog, with_monte_carlo=False).findings}


def test_place_cards_applies_the_proposal_as_the_report_states_it(catalog):
    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 2}], board="msi-mpg-x870e-carbon-wifi")
    report = evaluate(p, catalog, with_monte_carlo=False)
    proposal = report.pcie.nodes[0].placement
    assert set(proposal.assignment) == {"gpu#1", "gpu#2"}
    assert proposal.assignment["gpu#1"] == "PCI_E1" or proposal.assignment["gpu#2"] == "PCI_E1"
    placed = edit.place_cards(p, "node-1", proposal.assignment)
    slots = [s.slot for s in placed.nodes[0].items[1].slots]
    assert sorted(slots) == sorted(proposal.assignment.values())
    after = evaluate(placed, catalog, with_monte_carlo=False)
    codes = {f.code for f in after.findings}
    assert "slots.unassigned_gpus" not in codes and "physical.slot_covered" not in codes
    assert after.physical.nodes[0].unplaced == []


def test_no_proposal_puts_a_card_in_a_physically_short_slot(catalog):
    p = project([{"id": "gpu", "part_id": "rtx-4060-ti-16g", "quantity": 3}], board="asus-proart-b550-creator")
    proposal = evaluate(p, catalog, with_monte_carlo=False).pcie.nodes[0].placement
    assert sorted(proposal.assignment.values()) == ["PCIEX16_1", "PCIEX16_2", "PCIEX16_3"]


@pytest.mark.parametrize("quantity", [1, 3])
def test_place_cards_keeps_the_psu_of_a_unit(quantity):
    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": quantity,
                  "slots": [{"slot": "PCIEX16_2", "psu": "gpu"}]}])
    placed = edit.place_cards(p, "node-1", {"gpu#1": "PCIEX16_1"})
    assert placed.nodes[0].items[0].slots[0].model_dump(exclude_none=True) == {"slot": "PCIEX16_1", "via_riser": False,
                                                                           "psu": "gpu"}


def test_quote_shows_the_line_price_and_where_it_came_from(catalog):
    """The quote's rows carry the report's unit price and line total; the price note (catalog for one card, none
    for the card whose price was typed: the issue's 5,200 CNY used 3090) is on the Checks sheet's price sources
    (issue 28: the Quote sheet a buyer reads holds no price source)."""
    from planner.quote.workbook import build_workbook

    p = project([{"id": "gpu", "part_id": "rtx-3090", "quantity": 2},
                 {"id": "gpu-2", "part_id": "rtx-3090", "condition": "used",
                  "unit_price": {"amount": 5200, "currency": "CNY"}}])
    report = evaluate(p, catalog, with_monte_carlo=False)
    wb = build_workbook(p, report)
    cells = [r for r in wb.worksheets[0].iter_rows(values_only=True) if r[2] == "NVIDIA GeForce RTX 3090"]
    assert [(r[5], r[6]) for r in cells] == [(2, 10642.90), (1, 5200)]  # quantity, unit price (CNY)
    assert not any("catalog price" in (r[9] or "") for r in cells)
    sources = [r for r in wb["Checks"].iter_rows(values_only=True) if r[2] == "NVIDIA GeForce RTX 3090"]
    assert sources[0][3].startswith("catalog price of 2020-09-24 (launch MSRP, new): 1,499.00 USD, converted at "
                                    "1 USD = 7.1 CNY of 2026-01-23")
    assert not any("catalog" in (r[3] or "") for r in sources[1:])
