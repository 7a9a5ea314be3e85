"""TCO speed: a 1000 x 1000 break-even grid and a 100,000-draw Monte Carlo, each beside a pure-Python loop that
computes the same numbers (same inputs, same random draws), printed as times and a ratio.

Run: .venv/bin/python benchmarks/tco.py [--runs N]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from planner.catalog import bundled_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.tco import break_even_grid, build_model, monte_carlo  # noqa: E402


def median_s(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    project = load_project(ROOT / "resources" / "examples" / "seed-000-two-card-rig.json")
    report = evaluate(project, bundled_catalog())
    costs = project.costs
    m, _ = build_model(costs, report.bom.total, [], report.power.wall_w, 2)
    option, price, fixed = m.clouds[0]

    cloud = np.linspace(0.5, 10.0, 1000)
    elec = np.linspace(0.1, 2.0, 1000)
    grid = break_even_grid(m, cloud, elec)

    def python_grid():
        own_fixed = m.amortization() + m.repair() + m.time() + m.risk
        out = []
        for c in cloud:
            row = []
            rate = c * option.gpus * (1 + option.interruption_overhead)
            for e in elec:
                v = m.kw_load * e * (1 + m.cooling)
                row.append(max((own_fixed - fixed) / (rate - v), 0.0) if rate > v else math.nan)
            out.append(row)
        return out

    py = np.array(python_grid())
    assert np.allclose(np.nan_to_num(py), np.nan_to_num(grid))
    t_np = median_s(lambda: break_even_grid(m, cloud, elec), args.runs)
    t_py = median_s(python_grid, args.runs)
    print(f"break-even grid 1000 x 1000:  numpy {t_np * 1000:8.1f} ms   pure Python {t_py * 1000:9.1f} ms   "
          f"ratio {t_py / t_np:6.1f}x")

    mc = monte_carlo(m, costs)
    u = costs.uncertainty
    rng = np.random.default_rng(u.seed)
    n = u.draws

    def python_mc():
        # the same draws as monte_carlo(), then one draw at a time in Python
        r = np.random.default_rng(u.seed)
        price = r.triangular(u.electricity_price_low, 1.0, u.electricity_price_high, n).tolist()
        util = r.triangular(u.utilization_low, 1.0, u.utilization_high, n).tolist()
        resale = r.triangular(u.residual_low, 1.0, u.residual_high, n).tolist()
        months = costs.plan_months
        risk_counts = [r.binomial(int(round(e.events_per_month * months)), e.probability, n).tolist()
                       for e in costs.risk_events]
        p_fail = 1 - (1 - u.gpu_annual_failure_rate) ** (months / 12)
        fails = r.binomial(m.gpus, p_fail, n).tolist()
        base_kwh = m.kwh(m.hours)
        from planner.tco import energy_cost

        avg_price = energy_cost(m.tariff, m.flat_price, base_kwh) / base_kwh
        totals = []
        for i in range(n):
            hours = min(m.hours * util[i], 24 * m.days)
            kwh = m.kw_load * hours * (1 + m.cooling)
            power = kwh * avg_price * price[i]
            risk = sum(counts[i] * e.loss.amount for counts, e in zip(risk_counts, costs.risk_events))
            res = min(m.resale(months) * resale[i], m.hardware)
            totals.append(m.upfront() + months * (power + m.maint_hours * m.rate + m.repair()) + risk
                          + fails[i] * m.gpu_value - res)
        return totals

    totals = python_mc()
    assert abs(float(np.percentile(totals, 50)) - mc.three_year_cost.p50) < 0.02
    t_np = median_s(lambda: monte_carlo(m, costs), args.runs)
    t_py = median_s(python_mc, max(1, args.runs // 2))
    print(f"Monte Carlo {n:,} draws:     numpy {t_np * 1000:8.1f} ms   pure Python {t_py * 1000:9.1f} ms   "
          f"ratio {t_py / t_np:6.1f}x")
    del rng


if __name__ == "__main__":
    main()
