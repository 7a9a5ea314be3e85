"""ATX 2.x excursion tolerance and the card maker's reference builds (issue 13).

Facts used (outside references, not the code under test):
- NVIDIA recommends a 750 W PSU for a system with an RTX 3090 and 850 W for an RTX 4090 (catalog
  `recommended_psu_w`, NVIDIA's specification pages); a maker's reference build on that PSU is expected to run.
- ATX 3.x units ride out 200 % of rating for 100 us, 180 % for 1 ms, 160 % for 10 ms, 120 % for 100 ms (Intel ATX 3.0
  design guide via HotHardware / Tom's Hardware).
- ATX 2.x defines no excursion margin. Reviewed ATX 2.x units shut down at 116-140 % of their rating under held load
  (Tom's Hardware: Thermaltake Smart BM2 750W 115.9 % hot, Corsair RM850x (2021) 123.4 %, Seasonic SSR-650PX 139.6 %).
"""

import pytest

from planner.evaluate import evaluate
from planner.hardware.power import ATX2_TRIP, ATX3_TOLERANCE

from .builders import rig


def transient(report):
    return next(f for f in report.findings if f.code in ("power.transient_trip", "power.transients"))


def levels(report):
    return {f.code: f.level for f in report.findings if f.check == "power"}


@pytest.mark.parametrize("gpu, psu", [
    ("rtx-3090", "thermaltake-smart-bm2-750w"),   # NVIDIA: 750 W; a 750 W ATX 2.x unit
    ("rtx-4090", "corsair-rm850x-2021"),           # NVIDIA: 850 W; an 850 W ATX 2.x unit
    ("rtx-4090", "huntkey-mvp-k850-atx31"),        # NVIDIA: 850 W; an 850 W ATX 3.1 unit
])
def test_the_makers_reference_build_on_its_recommended_psu_never_fails(catalog, gpu, psu):
    """One card, a typical desktop CPU (Ryzen 7 7700X), the PSU wattage NVIDIA recommends for the card."""
    report = evaluate(rig([(gpu, 1)], psu=psu), catalog, with_monte_carlo=False)
    assert catalog.part(psu).wattage_w == catalog.part(gpu).recommended_psu_w
    assert "fail" not in levels(report).values(), [f.message for f in report.findings if f.level == "fail"]
    assert report.status != "fail"


def reference_builds():
    """Every catalog card whose maker states a recommended PSU, on the smallest catalog unit of at least that rating,
    once ATX 2.x and once ATX 3.x."""
    from planner.catalog.store import load_catalog

    catalog = load_catalog()
    psus = sorted(catalog.of_kind("psu"), key=lambda p: (p.wattage_w, p.id))
    for gpu in catalog.of_kind("gpu"):
        if not gpu.recommended_psu_w:
            continue
        for atx in ("2", "3"):
            psu = next((p for p in psus if p.wattage_w >= gpu.recommended_psu_w and p.atx_version.startswith(atx)),
                       None)
            if psu is not None:
                yield pytest.param(gpu.id, psu.id, id=f"{gpu.id}-on-{psu.id}")


@pytest.mark.parametrize("gpu, psu", list(reference_builds()))
def test_every_makers_recommendation_in_the_catalog_holds_on_the_smallest_unit_of_that_rating(catalog, gpu, psu):
    report = evaluate(rig([(gpu, 1)], psu=psu), catalog, with_monte_carlo=False)
    assert "fail" not in levels(report).values(), [f.message for f in report.findings if f.level == "fail"]


def test_a_3090_on_a_750_w_atx2_unit_warns_with_the_reason(catalog):
    """3090 (350 W) + the builders' 214 W platform: the 100 us spike 2.2 x 350 + 214 = 984 W is above the 750 W
    rating, which is all an ATX 2.x unit promises, but far below the 1,500 W an ATX 3.x unit must carry: a warning
    that says why, not a failure."""
    report = evaluate(rig([("rtx-3090", 1)], psu="thermaltake-smart-bm2-750w"), catalog, with_monte_carlo=False)
    f = transient(report)
    assert f.code == "power.transient_trip" and f.level == "warn"
    assert f.params["window"] == "100 us" and f.params["spike_w"] == pytest.approx(984.0)
    assert "116" in f.message and "140 %" in f.message and "defines no excursion margin" in f.message
    zh = f.text("zh_CN")
    assert zh != f.message and "ATX 2.x" in zh and "140%" in zh.replace(" ", "")


def test_the_atx2_trip_line_is_never_above_what_an_atx3_unit_must_carry():
    """From 10 ms up the highest measured ATX 2.x over-power point (140 %) decides, held to the ATX 3.x figure;
    below 10 ms a spike fails only beyond what an ATX 3.x unit is built for."""
    assert ATX2_TRIP == {0.1: 2.0, 1.0: 1.8, 10.0: 1.4, 100.0: 1.2}
    assert all(ATX2_TRIP[w] <= ATX3_TOLERANCE[w] for w in ATX3_TOLERANCE)


def test_a_clearly_overloaded_atx2_unit_still_fails(catalog):
    """Two 3090s in lockstep + 214 W on the 750 W ATX 2.x unit: sustained 914 W is above the rating; the 100 us spike
    2 x 2.2 x 350 + 214 = 1,754 W is beyond the 1,500 W (200 %) even an ATX 3.x unit must carry, and the 10 ms one,
    2 x 1.3 x 350 + 214 = 1,124 W, beyond the highest over-power point measured on a reviewed ATX 2.x unit
    (140 % = 1,050 W). The finding quotes the window furthest beyond its line (100 us: 1.17x against 1.07x)."""
    report = evaluate(rig([("rtx-3090", 2)], psu="thermaltake-smart-bm2-750w"), catalog, with_monte_carlo=False)
    f = transient(report)
    assert f.level == "fail" and f.params["window"] == "100 us"
    assert f.params["spike_w"] == pytest.approx(1754.0) and f.params["trip_w"] == pytest.approx(1500.0)
    assert "10 ms" in f.message and "Over-power protection will trip" in f.message
    assert levels(report)["power.psu_overloaded"] == "fail"


def test_each_window_reports_its_trip_line(catalog):
    report = evaluate(rig([("rtx-3090", 1)], psu="thermaltake-smart-bm2-750w"), catalog, with_monte_carlo=False)
    windows = {w.window: (w.tolerance_w, w.trip_w) for w in report.power.nodes[0].psus[0].transients}
    assert windows == {"100 us": (750.0, 1500.0), "1 ms": (750.0, 1350.0), "10 ms": (750.0, 1050.0),
                       "100 ms": (750.0, 900.0)}
