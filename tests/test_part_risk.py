"""The cost's risk from the cards' condition (issue 15, planner/tco/part_risk.py).

Each card fails with its condition's annual rate; a failure costs the repair hours at the owner's rate, plus a
spare at the card's price when no maker's warranty covers it. The figures below are worked by hand from the
stated rates, prices and hours.
"""

from __future__ import annotations

import pytest

from planner import edit
from planner.evaluate import evaluate
from planner.model.costs import PartRisk

from .builders import rig
from .test_quote_xlsx import assert_tco_matches, export, named, needs_lo, recalculated


def _project(gpus, *, enabled=True, typed_events=(), **risk):
    p = rig(gpus, psu="seasonic-prime-tx-1600-atx31")
    costs = {"load_hours_per_day": 8, "hardware_cost": {"amount": 20000, "currency": "CNY"},
             "electricity_price": {"amount": 0.6, "currency": "CNY"},
             "owner_hourly_rate": {"amount": 100, "currency": "CNY"},
             "part_risk": {"enabled": enabled, **risk}, "risk_events": list(typed_events)}
    return edit.update_section(p, "costs", costs)


def _priced(part_id, qty, amount, condition="used", **extra):
    return {"part_id": part_id, "quantity": qty, "condition": condition,
            "unit_price": {"amount": amount, "currency": "CNY"}, **extra}


def test_default_rates_are_the_sources_figures():
    risk = PartRisk()
    # Llama 3 (Meta, table 5): 148 faulty-GPU interruptions on 16,384 H100s over 54 days
    assert risk.hard_use_annual_failure_rate == pytest.approx(148 / 16384 * 365 / 54, abs=5e-4)
    # Digitec's warranty claims 0.4-2.5 % by brand; LDLC's 1.9-2.3 %: the top of the band
    assert risk.new_annual_failure_rate == 0.02 and risk.used_annual_failure_rate == 0.02
    assert not risk.enabled  # a project's cost does not change until the user asks


def test_two_used_cards_cost_a_spare_each_failure(catalog):
    report = evaluate(_project([_priced("rtx-3090", 2, 4400)]), catalog, with_monte_carlo=False)
    (line,) = report.tco.part_risk
    # 2 cards x 2 % / 12 x (4,400 spare + 4 h x 100) = 16.00 a month
    assert (line.cards, line.condition, line.spare_price, line.loss_each) == (2, "used", 4400.0, 4800.0)
    assert line.per_month == 16.00
    assert report.tco.part_risk_counted
    assert report.tco.monthly.risk_per_month == 16.00
    found = [f for f in report.findings if f.code == "tco.part_risk"]
    assert len(found) == 1 and "16.00 CNY a month" in found[0].message


def test_new_cards_cost_only_the_repair_time(catalog):
    report = evaluate(_project([_priced("rtx-4090", 1, 15000, condition="new")]), catalog, with_monte_carlo=False)
    (line,) = report.tco.part_risk
    # in warranty: 1 x 2 % / 12 x 4 h x 100 = 0.67 a month
    assert line.spare_price is None and line.loss_each == 400.0
    assert line.per_month == pytest.approx(0.67, abs=0.005)


def test_ex_mining_and_memory_modded_cards_take_the_hard_use_rate(catalog):
    project = _project([_priced("rtx-3090", 1, 4000, ex_mining=True), _priced("rtx-2080-ti-22g", 2, 2200)])
    report = evaluate(project, catalog, with_monte_carlo=False)
    mining, modded = report.tco.part_risk
    assert mining.condition == modded.condition == "hard_use"
    # 1 x 6.1 % / 12 x (4,000 + 400) = 22.37; 2 x 6.1 % / 12 x (2,200 + 400) = 26.43
    assert mining.per_month == pytest.approx(22.37, abs=0.005)
    assert modded.per_month == pytest.approx(26.43, abs=0.005)
    assert "memory-modded" in modded.basis.en and "ex-mining" in mining.basis.en
    assert report.tco.monthly.risk_per_month == pytest.approx(22.37 + 26.43, abs=0.011)


def test_typed_events_stay_and_the_cards_add_to_them(catalog):
    event = {"name": "driver update breaks the stack", "events_per_month": 1, "probability": 0.1,
             "loss": {"amount": 500, "currency": "CNY"}}
    report = evaluate(_project([_priced("rtx-3090", 2, 4400)], typed_events=[event]), catalog,
                      with_monte_carlo=False)
    assert report.tco.monthly.risk_per_month == pytest.approx(50 + 16, abs=0.005)


def test_switched_off_the_risk_is_only_named(catalog):
    report = evaluate(_project([_priced("rtx-3090", 2, 4400)], enabled=False), catalog, with_monte_carlo=False)
    assert report.tco.monthly.risk_per_month == 0
    assert not report.tco.part_risk_counted and report.tco.part_risk[0].per_month == 16.00
    (note,) = [f for f in report.findings if f.code == "tco.part_risk_uncounted"]
    assert "2 used, ex-mining or modded cards" in note.message and "16.00 CNY a month" in note.message
    assert "按显卡成色计算风险" in note.text("zh_CN") and "costs.part_risk.enabled" in note.message


def test_new_only_builds_say_nothing_when_switched_off(catalog):
    report = evaluate(_project([_priced("rtx-4090", 1, 15000, condition="new")], enabled=False), catalog,
                      with_monte_carlo=False)
    assert not [f for f in report.findings if f.code.startswith("tco.part_risk")]


def test_monte_carlo_draws_the_cards_instead_of_the_generic_failure_rate(catalog):
    on = evaluate(_project([_priced("rtx-3090", 2, 4400)]), catalog).tco.monte_carlo
    off = evaluate(_project([_priced("rtx-3090", 2, 4400)], enabled=False), catalog).tco.monte_carlo
    # off: each GPU fails at the generic 2 % and costs its value (4,400) -> 36 months x 2 x 2 %/12 x 4,400 = 528
    # on: the same rate but each failure also costs 4 h (400) -> 36 x 16 = 576; the means differ by about 48
    assert on.three_year_cost.mean - off.three_year_cost.mean == pytest.approx(576 - 528, abs=25)


@needs_lo
def test_quote_lists_each_card_line_and_recalculates_to_the_engine(catalog, tmp_path):
    project = _project([_priced("rtx-3090", 1, 4000, ex_mining=True), _priced("rtx-2080-ti-22g", 2, 2200)])
    path = export(project, catalog, tmp_path)
    wb, _ = recalculated(path, tmp_path)
    report = evaluate(project, catalog, with_monte_carlo=False)
    assert named(wb, "risk_per_month") == pytest.approx(report.tco.monthly.risk_per_month, abs=0.006)
    assert_tco_matches(wb, report, project)
