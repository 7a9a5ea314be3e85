"""TCO against the seeds' worked numbers, Dettmers' example, tariffs, logs and bad input."""

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from planner.errors import InputFileError
from planner.evaluate import evaluate
from planner.model import Project
from planner.model.common import Money
from planner.model.costs import CostAssumptions, Tariff
from planner.tco.cost_model import analyse, break_even, energy_cost
from planner.tco.usage_log import parse_usage_log, read_usage_log

LOGS = Path(__file__).parent / "data" / "logs"


def seed000_costs(**over):
    data = dict(currency="CNY", amortization_years=3, residual_fraction=0.2, full_load_power_w=850,
                load_hours_per_day=6, days_per_month=30, electricity_price={"amount": 0.6, "currency": "CNY"},
                owner_hourly_rate={"amount": 100, "currency": "CNY"}, build_debug_hours=40,
                risk_events=[{"name": "LoRA run interrupted", "events_per_month": 12, "probability": 0.1,
                              "loss": {"amount": 200, "currency": "CNY"}}])
    data.update(over)
    return CostAssumptions.model_validate(data)


def test_seed000_table(seed000, catalog):
    """Seed 000 3.4: 222 amortization; 3.06 a day, 92-138 a month power; 0-4,000 time; 100-500 risk."""
    t = evaluate(seed000, catalog).tco
    assert t.monthly.amortization_per_month == pytest.approx(222.22, abs=0.01)
    assert t.inputs.power_per_day == pytest.approx(3.06, abs=0.005)
    assert t.monthly.power_per_month == pytest.approx(91.8, abs=0.01)
    assert t.inputs.power_with_summer_ac_per_month == pytest.approx([119.34, 137.7], abs=0.01)
    assert round(t.monthly.power_per_month) == 92 and round(t.inputs.power_with_summer_ac_per_month[1]) == 138
    assert t.inputs.time_one_off == 4000
    assert 100 <= t.monthly.risk_per_month <= 500
    assert t.currency == "CNY"


def test_seed000_break_even_inside_120_to_180_hours():
    """The seed's table lands at 120-180 h a month. Stated cloud price: 2 cloud GPUs at 2.4 CNY per GPU-hour
    (RunPod community RTX 4090 at USD 0.34 is about 2.38 CNY at 6.99 CNY/USD)."""
    costs = seed000_costs(cloud_options=[{"name": "2 GPUs", "price_per_gpu_hour": {"amount": 2.4, "currency": "CNY"},
                                          "gpus": 2}])
    t = analyse(costs, Money(amount=10_000, currency="CNY"), [4400, 2000], None, 2, None)
    h = t.break_even_hours_per_month["2 GPUs"]
    assert 120 <= h <= 180
    # closed form: (own fixed - cloud fixed) / (cloud rate - own energy per hour)
    fixed = 222.2222 + 4000 / 36 + 240
    assert h == pytest.approx(fixed / (4.8 - 0.85 * 0.6), rel=1e-3)


def test_seed003_amortization_power_and_savings():
    """Seed 003: USD 48,000 -> 1,333/month over 3 years and 800 over 5; 125/month power; 76 % of 6 GPUs over
    about 21 months against USD 0.97 per GPU-hour on demand (Rosmine's blended price) -> savings near 17,000."""
    costs = CostAssumptions.model_validate(dict(
        currency="USD", hardware_cost={"amount": 48_000, "currency": "USD"}, amortization_years=3,
        residual_fraction=0, utilization_fraction=0.76, days_per_month=30.4167,
        full_load_power_w=1000 * 125 / (0.11 * 0.76 * 24 * 30.4167), electricity_price={"amount": 0.11, "currency": "USD"},
        owner_hourly_rate={"amount": 0, "currency": "USD"}, plan_months=36,
        cloud_options=[{"name": "on demand", "price_per_gpu_hour": {"amount": 0.97, "currency": "USD"}, "gpus": 6}]))
    t = analyse(costs, None, [], None, 6, None)
    assert t.monthly.amortization_per_month == pytest.approx(1333.33, abs=0.01)
    assert t.five_year_hardware_per_month == pytest.approx(800.0, abs=0.01)
    assert t.monthly.power_per_month == pytest.approx(125.0, abs=0.01)
    own = next(s for s in t.cumulative if s.kind == "own")
    cloud = next(s for s in t.cumulative if s.name.en == "on demand")
    savings = cloud.values[21] - own.values[21]
    assert savings == pytest.approx(17_000, rel=0.05)
    assert t.verdict_code == "build"


def test_dettmers_desktop_versus_cloud():
    """tco.md 4.1: USD 2,200 desktop, 450 W, USD 0.12/kWh, 15 % utilization, AWS at USD 2.14/h -> about 300 days
    (293 d by the formula)."""
    costs = CostAssumptions.model_validate(dict(
        currency="USD", hardware_cost={"amount": 2200, "currency": "USD"}, residual_fraction=0, amortization_years=3,
        utilization_fraction=0.15, days_per_month=30, full_load_power_w=450,
        electricity_price={"amount": 0.12, "currency": "USD"}, owner_hourly_rate={"amount": 0, "currency": "USD"},
        cloud_options=[{"name": "AWS V100", "price_per_gpu_hour": {"amount": 2.14, "currency": "USD"}}]))
    t = analyse(costs, None, [], None, 1, None)
    days = t.alternatives[0].payback_months * 30
    assert days == pytest.approx(293, abs=1)


def test_tiered_tariff_china_yearly():
    """Hangzhou tiers 0.538 / 0.588 / 0.838 CNY at 2,760 / 4,800 kWh a year, on top of household use."""
    tariff = Tariff(kind="tiered", tier_period="year", household_kwh_per_year=2000,
                    tiers=[{"up_to_kwh": 2760, "price": 0.538}, {"up_to_kwh": 4800, "price": 0.588}, {"price": 0.838}])
    # rig 300 kWh/month = 3,600 a year: 760 at tier 1, 2,040 at tier 2, 800 at tier 3
    expected = (760 * 0.538 + 2040 * 0.588 + 800 * 0.838) / 12
    assert energy_cost(tariff, 0.0, 300) == pytest.approx(expected)


def test_time_of_use_tariff():
    tariff = Tariff(kind="time_of_use", periods=[{"name": "peak", "price": 0.568, "share_of_energy": 0.25},
                                                 {"name": "valley", "price": 0.288, "share_of_energy": 0.75}])
    assert energy_cost(tariff, 0, 100) == pytest.approx(100 * (0.568 * 0.25 + 0.288 * 0.75))


def test_break_even_never_when_cloud_is_cheaper_per_hour():
    assert break_even(500, 2.0, 0, 1.5) is None
    assert break_even(500, 0.5, 0, 3.0) == pytest.approx(200)


def test_tornado_sorted_and_monte_carlo_percentiles(seed000, catalog):
    t = evaluate(seed000, catalog).tco
    swings = [b.swing_hours for b in t.tornado]
    assert swings == sorted(swings, reverse=True) and len(t.tornado) >= 6
    mc = t.monte_carlo
    assert mc.draws >= 100_000
    assert mc.three_year_cost.p10 < mc.three_year_cost.p50 < mc.three_year_cost.p90
    assert mc.break_even_hours.p10 < mc.break_even_hours.p50 < mc.break_even_hours.p90
    assert evaluate(seed000, catalog).tco.monte_carlo == mc, "seeded: the same project gives the same draws"


@pytest.mark.parametrize("trials,p", [(432, 0.1), (2, 0.0588), (36, 0.5), (5000, 0.001), (3, 1.0), (0, 0.3)])
def test_risk_event_draws_follow_the_binomial(trials, p):
    """The Monte Carlo's event counts (drawn by inverting the distribution function) against the binomial's own
    mean n p and variance n p (1 - p), 400,000 draws: within 5 standard errors (the variance's from the binomial's
    excess kurtosis (1 - 6 p q) / (n p q)), and never outside 0..n."""
    import numpy as np

    from planner.tco.monte_carlo import _binomial

    draws = _binomial(np.random.default_rng(7), trials, p, 400_000)
    mean, var = trials * p, trials * p * (1 - p)
    excess_kurtosis = (1 - 6 * p * (1 - p)) / var if var else 0.0
    assert draws.min() >= 0 and draws.max() <= trials
    assert abs(draws.mean() - mean) <= 5 * (var / draws.size) ** 0.5 + 1e-12
    assert abs(draws.var() - var) <= 5 * var * ((2 + excess_kurtosis) / draws.size) ** 0.5 + 1e-12


def test_two_trials_at_even_odds_give_the_binomial_masses():
    """binomial(2, 1/2): 0, 1 and 2 events with probability 1/4, 1/2, 1/4."""
    import numpy as np

    from planner.tco.monte_carlo import _binomial

    counts = np.bincount(_binomial(np.random.default_rng(3), 2, 0.5, 400_000), minlength=3) / 400_000
    assert counts == pytest.approx([0.25, 0.5, 0.25], abs=0.004)


def test_cumulative_series_and_json_contract(seed000, catalog):
    data = evaluate(seed000, catalog).model_dump(mode="json")["tco"]
    assert {"currency", "monthly", "break_even_hours_per_month", "payback_months", "three_year_total", "verdict"} <= set(data)
    assert {"hardware_per_month", "power_per_month", "time_per_month", "risk_per_month", "total_per_month"} <= set(data["monthly"])
    assert isinstance(data["break_even_hours_per_month"], dict)
    own = next(s for s in data["cumulative"] if s["kind"] == "own")
    assert len(own["values"]) == 37 and own["values"][0] == 10_000 + 4_000


def test_hybrid_and_api_alternatives(seed000, catalog):
    t = evaluate(seed000, catalog).tco
    kinds = {a.kind for a in t.alternatives}
    assert {"cloud", "api", "hybrid"} <= kinds
    api = next(a for a in t.alternatives if a.kind == "api")
    assert api.cost_per_month == pytest.approx((40 * 0.10 + 10 * 0.32) * 6.9929, abs=0.01)
    assert t.tokens.self_hosted_per_million is not None


def test_usage_log_counts_active_gpu_hours_like_seed_003():
    log = read_usage_log(LOGS / "query_2gpu_3h.csv")
    assert log.gpus == 2
    assert log.active_gpu_hours == 2 + 3  # GPU 0 in hours 10 and 12, GPU 1 in all three
    assert log.days == pytest.approx(3 / 24, rel=1e-6)
    assert log.average_power_w == pytest.approx(250 + (61 * 300.5 + 119 * 25.0) / 180, abs=0.01)
    assert log.utilization == pytest.approx(5 / 6)


def test_dmon_log():
    """Ten one-second samples cover 10 s, not a whole active hour (which was 36,000 % utilization)."""
    log = read_usage_log(LOGS / "dmon_dt.txt")
    assert log.gpus == 1 and log.samples == 10 and log.days * 86400 == pytest.approx(10)
    assert log.active_gpu_hours == pytest.approx(10 / 3600) and log.utilization == 1.0
    assert log.busy_gpu_hours == pytest.approx(5 / 3600)  # sm 30 % in the first five samples, 0 % after
    assert log.average_power_w == pytest.approx(124.5)


@pytest.mark.parametrize("text, expected", [
    ("timestamp, index, utilization.gpu [%], power.draw [W]\n2026/11/01 10:00:00.000, 0, 50 %\n", "line 2: expected 4"),
    ("timestamp, index, utilization.gpu [%], power.draw [W]\n2026/13/01 10:00:00.000, 0, 50 %, 100 W\n", "line 2"),
    ("timestamp, index, utilization.gpu [%], power.draw [W]\n2026/11/01 10:00:00.000, 0, 150 %, 100 W\n", "outside 0-100"),
    ("time, gpu\n1, 2\n", "no 'timestamp' column"),
    ("# gpu pwr sm\n# Idx W %\n 0 100\n", "line 3: expected 3 columns"),
])
def test_malformed_logs_name_the_line(text, expected):
    with pytest.raises(InputFileError) as info:
        parse_usage_log(text, "gpu.csv")
    assert "gpu.csv" in str(info.value) and expected in str(info.value)


def test_log_drives_the_cost_model():
    costs = seed000_costs(load_hours_per_day=None, usage_log=read_usage_log(LOGS / "query_2gpu_3h.csv"))
    t = analyse(costs, Money(amount=10_000, currency="CNY"), [], None, 2, None)
    assert t.inputs.utilization == pytest.approx(5 / 6, abs=1e-4)
    assert t.measured["average_gpu_power_w"] > 0


@pytest.mark.parametrize("field, value, expected", [
    ("electricity_price", {"amount": -0.6, "currency": "CNY"}, "greater than or equal to 0"),
    ("amortization_years", 0, "greater than or equal to 0.1"),
    ("residual_fraction", 1.2, "less than or equal to 1"),
    ("utilization_fraction", 1.3, "less than or equal to 1"),
])
def test_bad_cost_inputs_are_refused(field, value, expected):
    with pytest.raises(ValidationError) as info:
        seed000_costs(**{field: value, **({"load_hours_per_day": None} if field == "utilization_fraction" else {})})
    assert field in str(info.value) and expected in str(info.value)


def test_missing_exchange_rate_means_no_tco_not_garbage(seed000, catalog):
    data = json.loads(seed000.model_dump_json(by_alias=True))
    data["costs"]["exchange_rates"] = []
    report = evaluate(Project.model_validate(data), catalog)
    assert report.tco is None
    f = report.tco_not_computed()
    assert f.code == "tco.unusable_input" and report.unusable_input() is not None
    assert "exchange rate USD->CNY" in f.message
    assert f.message == f"Cost of ownership not computed: {f.params['reason']}."
    assert "汇率 USD->CNY" in f.text("zh_CN")


def test_seed000_verdict_in_chinese(seed000, catalog):
    """The verdict and the break-even against the reference the user chose, the first cloud option of the bundled
    two-card example, in Chinese (by default the reference is the cheapest, the spot offer)."""
    chosen = seed000.model_copy(update={"costs": seed000.costs.model_copy(
        update={"reference_alternative": "RunPod community, 2x RTX 4090 (on demand)"})})
    report = evaluate(chosen, catalog, with_monte_carlo=False)
    t = report.tco
    assert t.verdict_code == "cloud"
    zh = t.verdict.render("zh_CN")
    assert "预计利用率 25%" in zh and "盈亏平衡点是 19% 的利用率（每月 135 h）" in zh and "自有已经比经验法则" in zh
    verdict = next(f for f in report.findings if f.code == "tco.verdict")
    assert verdict.message == t.verdict.en and verdict.text("zh_CN") == zh
    assert verdict.params["verdict"] == "cloud" and verdict.params["utilization"] == t.inputs.utilization
    runpod = next(f for f in report.findings if f.code == "tco.break_even_cloud"
                  and f.params["alternative"] == "RunPod community, 2x RTX 4090 (on demand)")
    assert "盈亏平衡点为每月 135 个满载小时" in runpod.text("zh_CN") and "26.7 个月回本" in runpod.text("zh_CN")


def test_cloud_notes_and_break_even_clauses_follow_the_language():
    """Optional clauses (below the rig's running cost, pays for itself) are sub-sentences in the language shown."""
    from planner.tco.cost_model import tco_findings

    clouds = [{"name": "cheap spot", "pricing": "spot", "price_per_gpu_hour": {"amount": 0.01, "currency": "CNY"},
               "interruption_overhead": 0.1},
              {"name": "reserved", "pricing": "reserved", "price_per_gpu_hour": {"amount": 3, "currency": "CNY"},
               "committed_hours_per_month": 150},
              {"name": "on demand", "price_per_gpu_hour": {"amount": 8, "currency": "CNY"}}]
    t = analyse(seed000_costs(cloud_options=clouds), Money(amount=20_000, currency="CNY"), [], 850, 2, None,
                with_monte_carlo=False)
    spot, reserved, on_demand = t.alternatives
    assert spot.note.en == "spot: 10% of the hours redone after interruptions; its hourly price is below the rig's own " \
                        "running cost per hour"
    assert spot.note.render("zh_CN") == "竞价：中断后需重跑 10% 的时长；其每小时价格低于本机自身每小时的运行成本"
    assert reserved.note.en == "reserved: 150 h paid every month"
    assert reserved.note.render("zh_CN") == "包月预留：每月固定支付 150 h"
    compared = [f for f in tco_findings(t) if "comparison" in f.params]
    assert compared
    for f in compared:
        zh = f.text("zh_CN")
        assert ("自有更便宜" in zh) == ("owning is cheaper" in f.message) != ("自有更贵" in zh)
        assert ("个月回本" in zh) == ("pays for itself" in f.message) == bool(f.params["payback_months"])


def test_a_cancelled_evaluation_raises_and_reports_progress_until_then(seed000, catalog):
    from planner.errors import Cancelled

    seen = []
    with pytest.raises(Cancelled):
        evaluate(seed000, catalog, progress=seen.append, cancelled=lambda: len(seen) >= 2)
    assert seen == [0.2, 0.4], "cancelled after the second of five 20,000-draw chunks"


def test_a_missing_hardware_cost_is_named_as_the_window_names_it(seed000, catalog):
    """Issue 28: the Chinese window said 'hardware_cost' (a file key) where it means the hardware cost field."""
    from planner.evaluate import evaluate
    from planner.model.common import Money

    project = seed000.model_copy(deep=True)
    project.costs.hardware_cost = Money(amount=0, currency="CNY")
    [found] = [f for f in evaluate(project, catalog).findings if f.code == "tco.not_computed"]
    assert "成本参数" in found.text("zh_CN") and "hardware_cost" not in found.text("zh_CN")
    assert "Cost inputs tab" in found.message
