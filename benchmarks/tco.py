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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import ROOT, median_s  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.tco.model import build_model  # noqa: E402
from planner.tco.monte_carlo import monte_carlo  # noqa: E402
from planner.tco.sensitivity import break_even_grid  # noqa: E402




def monte_carlo_s(runs: int, example: str = "seed-000-two-card-rig.json") -> float:
    """Median seconds of the 100,000-draw Monte Carlo of an example's cost model (what the window's background job
    adds to an evaluate())."""
    project = load_project(ROOT / "resources" / "examples" / example)
    report = evaluate(project, bundled_catalog(), with_monte_carlo=False)
    m, _ = build_model(project.costs, report.bom.total, [], report.power.wall_w, 2)
    return median_s(lambda: monte_carlo(m, project.costs), runs, warm_up=True)


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

    from planner.tco.monte_carlo import MC_CHUNK, mc_draws
    from planner.tco.tariffs import energy_cost

    mc = monte_carlo(m, costs)
    u = costs.uncertainty

    def python_mc():
        # the same draws as monte_carlo() (same generator, same chunks), then one draw at a time in Python
        rng = np.random.default_rng(u.seed)
        months = costs.plan_months
        base_kwh = m.kwh(m.hours)
        avg_price = energy_cost(m.tariff, m.flat_price, base_kwh) / base_kwh
        losses = m.risk_losses
        totals = []
        done = 0
        while done < u.draws:
            n = min(MC_CHUNK, u.draws - done)
            d = mc_draws(m, costs, rng, n)
            price, util, resale = d.price_mult.tolist(), d.util_mult.tolist(), d.resale_mult.tolist()
            counts = [c.tolist() for c in d.risk_counts]
            fails = d.gpu_failures.tolist()
            for i in range(n):
                hours = min(m.hours * util[i], 24 * m.days)
                power = m.kw_load * hours * (1 + m.cooling) * avg_price * price[i]
                risk = sum(c[i] * loss for c, loss in zip(counts, losses))
                res = min(m.resale(months) * resale[i], m.hardware)
                totals.append(m.upfront() + months * (power + m.maint_hours * m.rate + m.repair()) + risk
                              + fails[i] * m.gpu_value - res)
            done += n
        return totals

    totals = python_mc()
    assert abs(float(np.percentile(totals, 50)) - mc.three_year_cost.p50) < 0.02
    t_np = median_s(lambda: monte_carlo(m, costs), args.runs)
    t_py = median_s(python_mc, max(1, args.runs // 2))
    print(f"Monte Carlo {u.draws:,} draws:     numpy {t_np * 1000:8.1f} ms   pure Python {t_py * 1000:9.1f} ms   "
          f"ratio {t_py / t_np:6.1f}x  (numpy also computes the break-even hours of every draw)")


if __name__ == "__main__":
    main()
