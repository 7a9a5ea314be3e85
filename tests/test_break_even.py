"""The one break-even: reserved cloud minimums, the cost-against-hours series, the grid, and properties.

The hand-computed figures use seed 000's inputs: hardware 10,000 CNY over 3 years with 20 % resale, 850 W at
0.6 CNY/kWh, 40 build hours and the 100 CNY/h rate, 12 x 0.1 x 200 CNY of risk a month. So owning costs
F = 8,000/36 + 4,000/36 + 240 = 573.33 CNY a month plus v = 0.85 kW x 0.6 = 0.51 CNY a load hour; renting two
GPUs at 2.4 CNY per GPU-hour costs 4.8 CNY an hour.
"""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.evaluate import evaluate
from planner.model.common import Money
from planner.model.costs import CloudOption
from planner.tco.break_even import CostLine, break_even_hours, break_even_of, cloud_line
from planner.tco.cost_model import analyse
from planner.tco.model import build_model
from planner.tco.sensitivity import break_even_grid

from .test_tco import seed000_costs

F, V, R = 12_000 / 36 + 240, 0.51, 4.8


def reserved(committed: float, **over) -> dict:
    return {"name": "reserved", "pricing": "reserved", "gpus": 2, "committed_hours_per_month": committed,
            "price_per_gpu_hour": {"amount": 2.4, "currency": "CNY"}, **over}


def tco_with(*clouds):
    return analyse(seed000_costs(cloud_options=list(clouds)), Money(amount=10_000, currency="CNY"), [], None, 2, None,
                   with_monte_carlo=False)


def series(t, name):
    return next(s for s in t.cost_vs_hours.series if s.name.en == name)


def at(t, values, hours):
    return values[t.cost_vs_hours.hours.index(hours)]


def test_reserved_break_even_past_the_minimum_is_where_the_drawn_lines_meet():
    """100 h reserved (480 CNY a month at least): the lines meet at 573.33 / (4.8 - 0.51) = 133.64 h, past the
    kink at 100 h; the drawn reservation is flat at 480 up to the kink and meets the own line at H*."""
    t = tco_with(reserved(100))
    alt = t.alternatives[0]
    assert alt.break_even_hours_per_month == pytest.approx(F / (R - V), abs=0.005) == pytest.approx(133.64, abs=0.01)
    assert alt.minimum_per_month == 480 and alt.fixed_per_month == 0
    own, cloud = series(t, "Own this rig"), series(t, "reserved")
    h_star = cloud.break_even_hours_per_month  # to 4 decimals, the report's figure to 2
    assert h_star == pytest.approx(alt.break_even_hours_per_month, abs=0.005) and h_star in t.cost_vs_hours.hours
    assert at(t, cloud.values, h_star) == pytest.approx(at(t, own.values, h_star), abs=1e-3)
    assert at(t, own.values, h_star) == pytest.approx(F + V * h_star, abs=1e-3)
    assert at(t, cloud.values, 0.0) == 480 and at(t, cloud.values, 100.0) == 480, "the minimum, up to the kink"
    assert at(t, cloud.values, 720.0) == pytest.approx(4.8 * 720)
    assert at(t, own.values, 0.0) == pytest.approx(F, abs=1e-3)


def test_a_reserved_minimum_above_the_own_cost_means_owning_is_cheaper_at_any_usage():
    """150 h reserved costs 720 a month at least; owning costs 573.33 + 0.51 x 150 = 649.83 at the kink, so the
    own line stays below the drawn reservation everywhere: H* = 0 (the plain lines would meet at 133.64 h)."""
    t = tco_with(reserved(150))
    assert t.alternatives[0].break_even_hours_per_month == 0
    own, cloud = series(t, "Own this rig"), series(t, "reserved")
    assert all(c >= o for c, o in zip(cloud.values, own.values))
    assert at(t, cloud.values, 150.0) == 720


def test_hourly_sessions_do_not_lift_the_reserved_minimum_and_the_break_even_is_where_owning_stays_cheaper():
    """120 h reserved with 20 hourly-billed sessions: the minimum is 4.8 x 120 = 576 (sessions are billed on the
    hours used: c = 4.8 x 20 x 0.5 = 48). Owning is cheaper only below (576 - 573.33) / 0.51 = 5.2 h, dearer up to
    (573.33 - 48) / 4.29 = 122.46 h, and cheaper from there on: H* = 122.46."""
    t = tco_with(reserved(120, billing="hour", sessions_per_month=20))
    alt = t.alternatives[0]
    assert alt.minimum_per_month == 576 and alt.fixed_per_month == 48
    assert alt.break_even_hours_per_month == pytest.approx((F - 48) / (R - V), abs=0.005)
    assert alt.break_even_hours_per_month == pytest.approx(122.46, abs=0.01)


def test_cost_vs_hours_spans_the_month_and_holds_the_exact_points():
    t = tco_with(reserved(100), {"name": "on demand", "gpus": 2, "price_per_gpu_hour": {"amount": 2.4, "currency": "CNY"}})
    hours = t.cost_vs_hours.hours
    assert hours[0] == 0 and hours[-1] == 720 and hours == sorted(set(hours))
    assert {100.0, 180.0, t.cost_vs_hours.series[2].break_even_hours_per_month} <= set(hours)  # kink, usage, H*
    assert [s.kind for s in t.cost_vs_hours.series] == ["own", "cloud", "cloud"]
    assert all(len(s.values) == len(hours) for s in t.cost_vs_hours.series)
    assert t.tornado_alternative == "reserved" and t.tornado_base_hours == t.alternatives[0].break_even_hours_per_month


def test_the_grid_equals_break_even_point_by_point():
    """break_even_grid against the first cloud option (a reservation with hourly sessions) equals the report's
    break-even of the same project with that cloud price and electricity price, cell by cell."""
    option = reserved(120, billing="hour", sessions_per_month=20)
    costs = seed000_costs(cloud_options=[option])
    m, _ = build_model(costs, Money(amount=10_000, currency="CNY"), [], None, 2)
    cloud_prices, electricity_prices = [0.5, 1.2, 2.4, 4.0, 9.0], [0.1, 0.6, 1.5, 6.0]
    grid = break_even_grid(m, cloud_prices, electricity_prices)
    for i, cp in enumerate(cloud_prices):
        for j, ep in enumerate(electricity_prices):
            point = seed000_costs(cloud_options=[{**option, "price_per_gpu_hour": {"amount": cp, "currency": "CNY"}}],
                                  electricity_price={"amount": ep, "currency": "CNY"})
            h = analyse(point, Money(amount=10_000, currency="CNY"), [], None, 2, None,
                        with_monte_carlo=False).alternatives[0].break_even_hours_per_month
            assert (h is None) == math.isnan(grid[i, j]), (cp, ep)
            if h is not None:
                assert round(float(grid[i, j]), 2) == pytest.approx(h, abs=0.011), (cp, ep)


# ------------------------------------------------------------------ properties

money = st.floats(min_value=0.0, max_value=5_000.0, allow_nan=False)
per_hour = st.floats(min_value=-2.0, max_value=50.0, allow_nan=False)
prices = st.floats(min_value=0.01, max_value=20.0, allow_nan=False)


@st.composite
def clouds(draw):
    return CloudOption(
        name="c", price_per_gpu_hour=Money(amount=1, currency="CNY"), gpus=draw(st.integers(1, 8)),
        pricing=draw(st.sampled_from(["on_demand", "spot", "reserved"])),
        billing=draw(st.sampled_from(["hour", "second"])), sessions_per_month=draw(st.floats(0, 100)),
        interruption_overhead=draw(st.floats(0, 1)), committed_hours_per_month=draw(st.floats(0, 744)))


def h_star(own: CostLine, cloud: CostLine) -> float:
    h = float(break_even_hours(own, cloud))
    return math.inf if math.isnan(h) else h


@settings(max_examples=200, deadline=None)
@given(money, per_hour, clouds(), money, prices, prices)
def test_break_even_does_not_rise_with_the_cloud_price(own_fixed, v, option, fixed, p1, p2):
    """Every term of the cloud cost (line, sessions, reservation floor) grows with the price per GPU-hour and
    the own cost does not change, so the hours from which owning stays cheaper can only come sooner."""
    own = CostLine(own_fixed, v)
    low, high = sorted((p1, p2))
    assert h_star(own, cloud_line(option, high, fixed)) <= h_star(own, cloud_line(option, low, fixed)) + 1e-7


@settings(max_examples=200, deadline=None)
@given(money, per_hour, clouds(), money, prices, st.floats(0, 744), st.floats(0, 744))
def test_break_even_does_not_rise_with_the_committed_hours(own_fixed, v, option, fixed, price, c1, c2):
    """More committed hours lift the reservation's floor (never lower the cloud cost at any H), and the own cost
    does not change, so the break-even can only come sooner (non-increasing)."""
    own = CostLine(own_fixed, v)
    low, high = sorted((c1, c2))
    reserve = option.model_copy(update={"pricing": "reserved"})
    lines = [cloud_line(reserve.model_copy(update={"committed_hours_per_month": c}), price, fixed) for c in (low, high)]
    assert h_star(own, lines[1]) <= h_star(own, lines[0]) + 1e-7


def test_lines_meeting_at_the_kink_break_even_from_zero_hours():
    """Own 1 + H against 2 reserved GPUs at 1 an hour with 1 committed hour, max(2H, 2): the lines meet at the
    kink (H = 1) and below it owning (1 + H) stays under the floor (2), so owning is cheaper from 0 h (hypothesis
    found this case)."""
    option = CloudOption(name="c", pricing="reserved", price_per_gpu_hour=Money(amount=1.0, currency="CNY"), gpus=2,
                         committed_hours_per_month=1.0)
    assert break_even_of(CostLine(1.0, 1.0), cloud_line(option, 1.0, 0.0)) == 0.0


@settings(max_examples=200, deadline=None)
@given(money, per_hour, clouds(), money, prices)
def test_break_even_is_where_owning_becomes_cheaper_for_good(own_fixed, v, option, fixed, price):
    """Against a brute-force scan of the definition: owning is no dearer at H* and at every hour above it,
    and dearer somewhere just below it."""
    own, cloud = CostLine(own_fixed, v), cloud_line(option, price, fixed)
    h = h_star(own, cloud)
    if math.isinf(h):
        assert cloud.per_hour <= v
        return
    scan = h + np.concatenate([[0.0], np.geomspace(1e-3, 1e5, 400)])
    tolerance = 1e-7 * (1 + np.abs(cloud.at(scan)))
    assert np.all(own.at(scan) <= cloud.at(scan) + tolerance)
    if h > 1e-6:
        below = h - np.minimum(np.geomspace(1e-4, 1.0, 20) * h, h)
        assert np.any(own.at(below) > cloud.at(below) - 1e-7 * (1 + np.abs(cloud.at(below))))


# ------------------------------------------------------------------ the workbook's formula

@pytest.mark.parametrize("committed,extra", [(100, {}), (150, {}), (120, {"billing": "hour", "sessions_per_month": 20})])
def test_the_workbook_break_even_of_a_reservation_recalculates_to_the_engine(committed, extra, seed000, catalog,
                                                                               tmp_path):
    """The TCO sheet's H* formula against the engine's, past the kink (100 h), on the floor (150 h: 0) and with
    hourly sessions (120 h), recalculated in LibreOffice."""
    from .test_quote_xlsx import _variant, assert_tco_matches, export, needs_lo, recalculated

    if needs_lo.args[0]:
        pytest.skip(needs_lo.kwargs.get("reason", "no LibreOffice"))
    project = _variant(seed000, cloud_options=[reserved(committed, **extra)])
    report = evaluate(project, catalog, with_monte_carlo=False)
    wb, _ = recalculated(export(project, catalog, tmp_path), tmp_path)
    assert_tco_matches(wb, report, project)



def test_a_break_even_beyond_the_month_is_no_utilization(seed000, catalog):
    """Seed 000's API needs about 87,000 load hours a month to break even: more than the 720 a month has, so its
    utilization is null (never), not '12102.7 %'; the others are their hours over the month's hours."""
    from planner.evaluate import evaluate

    tco = evaluate(seed000, catalog, with_monte_carlo=False).tco
    month = 24 * tco.inputs.days_per_month
    beyond = [a for a in tco.alternatives if (a.break_even_hours_per_month or 0) > month]
    assert beyond and all(a.break_even_utilization is None for a in beyond)
    within = [a for a in tco.alternatives if a.break_even_hours_per_month is not None and a not in beyond]
    assert within and all(a.break_even_utilization == pytest.approx(a.break_even_hours_per_month / month, abs=1e-4)
                          for a in within)
    assert all(0 <= a.break_even_utilization <= 1 for a in within)
