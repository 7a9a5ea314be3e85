"""The Monte Carlo: the plan's cost and the break-even against the first cloud option over random draws of the
electricity price, load hours, resale value, risk events and GPU failures, vectorized with numpy."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from planner.model.costs import CostAssumptions
from planner.model.money import round_cents
from planner.tco.break_even import CostLine, break_even_hours, cloud_line, own_line
from planner.tco.model import Model
from planner.tco.report import Distribution, MonteCarlo
from planner.tco.tariffs import energy_cost
from planner.text import T, Text, text

MC_CHUNK = 20_000


@dataclass
class McDraws:
    """The random inputs of one chunk of Monte Carlo draws."""

    price_mult: np.ndarray
    util_mult: np.ndarray
    resale_mult: np.ndarray
    risk_counts: list[np.ndarray]
    gpu_failures: np.ndarray


def _tri(rng, n: int, low: float, mode: float, high: float):
    if high - low < 1e-12:
        return np.full(n, mode)
    return rng.triangular(low, mode, high, n)


@lru_cache(maxsize=64)
def _binomial_cdf(trials: int, p: float) -> np.ndarray:
    """P(X <= k) for k = 0..trials of a binomial(trials, p) with 0 < p < 1, the last set to exactly 1 (each term
    from log-gamma, so thousands of trials neither overflow nor underflow)."""
    log_p, log_q, head = math.log(p), math.log1p(-p), math.lgamma(trials + 1)
    cdf = np.cumsum([math.exp(head - math.lgamma(k + 1) - math.lgamma(trials - k + 1) + k * log_p
                              + (trials - k) * log_q) for k in range(trials + 1)])
    cdf[-1] = 1.0
    return cdf


def _binomial(rng, trials: int, p: float, n: int) -> np.ndarray:
    """n binomial(trials, p) draws by inverting the distribution function: the distribution of rng.binomial, from
    one uniform draw each (numpy's own sampler took a millisecond per 20,000 draws of 432 trials)."""
    if trials <= 0 or p <= 0:
        return np.zeros(n, dtype=np.int64)
    if p >= 1:
        return np.full(n, trials, dtype=np.int64)
    return np.searchsorted(_binomial_cdf(trials, p), rng.random(n), side="right")


def mc_draws(m: Model, costs: CostAssumptions, rng, n: int) -> McDraws:
    u = costs.uncertainty
    months = costs.plan_months
    price_mult = _tri(rng, n, u.electricity_price_low, 1.0, u.electricity_price_high)
    util_mult = _tri(rng, n, u.utilization_low, 1.0, u.utilization_high)
    resale_mult = _tri(rng, n, u.residual_low, 1.0, u.residual_high)
    counts = [_binomial(rng, int(round(e.events_per_month * months)), e.probability, n) for e in costs.risk_events]
    p_fail = 1 - (1 - u.gpu_annual_failure_rate) ** (months / 12)
    return McDraws(price_mult, util_mult, resale_mult, counts, _binomial(rng, m.gpus, p_fail, n))


def average_price(m: Model) -> float:
    """The average price of the rig's energy at the current usage (what the price draws scale)."""
    base_kwh = m.kwh(m.hours)
    return (energy_cost(m.tariff, m.flat_price, base_kwh) / base_kwh) if base_kwh else m.flat_price


def mc_compute(m: Model, costs: CostAssumptions, d: McDraws,
               against: CostLine | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Plan cost (cash, net of resale) and break-even hours against the `against` line (the reference
    alternative's; default: the first cloud option) for each draw, vectorized."""
    months = costs.plan_months
    avg_price = average_price(m)
    hours = np.minimum(m.hours * d.util_mult, 24 * m.days)
    idle_h = np.maximum((m.powered_hours if m.powered_hours is not None else hours) - hours, 0.0)
    kwh = (m.kw_load * hours + m.kw_idle * idle_h) * (1 + m.cooling)
    power_month = kwh * avg_price * d.price_mult
    risk_cost = sum((counts * loss for counts, loss in zip(d.risk_counts, m.risk_losses)), np.zeros_like(hours))
    gpu_failures = d.gpu_failures * m.gpu_value
    resale = np.minimum(m.resale(months) * d.resale_mult, m.hardware)
    total = (m.upfront() + months * (power_month + m.maint_hours * m.rate + m.repair()) + risk_cost + gpu_failures
             - resale)
    if against is None and m.clouds:
        against = cloud_line(*m.clouds[0])
    if against is None:
        return total, None
    # the own line of each draw: the plan's cash net of resale spread over its months, energy at the drawn price
    fixed_costs = ((m.hardware - resale) / months + m.repair() + m.build_hours * m.rate / months
                   + m.maint_hours * m.rate + (risk_cost + gpu_failures) / months)
    price = avg_price * d.price_mult
    own = own_line(fixed_costs + m.kwh(m.hours) * price, m.hours, m.kw_per_load_hour, price, m.cooling)
    return total, break_even_hours(own, against)


def _dist(values: np.ndarray, money: bool) -> Distribution:
    r = round_cents if money else (lambda x: round(x, 2))
    p10, p50, p90 = np.percentile(values, [10, 50, 90])  # one partition of the draws for the three
    return Distribution(p10=r(float(p10)), p50=r(float(p50)), p90=r(float(p90)), mean=r(float(values.mean())))


def _draw_all(m: Model, costs: CostAssumptions, progress, cancelled,
              against: CostLine | None) -> tuple[np.ndarray, np.ndarray | None] | None:
    """Draws in fixed chunks from one seeded generator (the same numbers whatever reports progress); None if
    `cancelled()` turns true."""
    u = costs.uncertainty
    rng = np.random.default_rng(u.seed)
    totals, hs = [], []
    done = 0
    while done < u.draws:
        if cancelled is not None and cancelled():
            return None
        n = min(MC_CHUNK, u.draws - done)
        total, h = mc_compute(m, costs, mc_draws(m, costs, rng, n), against)
        totals.append(total)
        if h is not None:
            hs.append(h)
        done += n
        if progress is not None:
            progress(done / u.draws)
    return np.concatenate(totals), (np.concatenate(hs) if hs else None)


def _method(costs: CostAssumptions) -> Text:
    u = costs.uncertainty
    return text(T("{draws:,} draws: electricity price x triangular({price_low:g}, 1, {price_high:g}); load hours x "
                  "triangular({hours_low:g}, 1, {hours_high:g}); resale x triangular({resale_low:g}, 1, "
                  "{resale_high:g}); risk events binomial over {months:# month|# months}; each GPU fails with "
                  "{failure_rate:.0%} a year and is replaced. Cost over {months:# month|# months}, cash net of resale."),
                draws=u.draws, price_low=u.electricity_price_low, price_high=u.electricity_price_high,
                hours_low=u.utilization_low, hours_high=u.utilization_high, resale_low=u.residual_low,
                resale_high=u.residual_high, months=costs.plan_months, failure_rate=u.gpu_annual_failure_rate)


def monte_carlo(m: Model, costs: CostAssumptions, progress=None, cancelled=None,
                against: CostLine | None = None, with_break_even: bool = True) -> MonteCarlo | None:
    """The distribution of the plan's cost and of the break-even against `against` (the reference alternative's
    cost line; default: the first cloud option's; none when not `with_break_even`); None if `cancelled()` turns
    true."""
    if not with_break_even:
        m = replace(m, clouds=[])
    drawn = _draw_all(m, costs, progress, cancelled, against if with_break_even else None)
    if drawn is None:
        return None
    total, h = drawn
    h_dist, never = None, 0.0
    if h is not None:
        never = float(np.isnan(h).mean())
        valid = h[~np.isnan(h)]
        if valid.size:
            h_dist = _dist(valid, money=False)
    counts, edges = np.histogram(total, bins=40)
    method = _method(costs)
    return MonteCarlo(
        draws=costs.uncertainty.draws, seed=costs.uncertainty.seed, three_year_cost=_dist(total, money=True),
        break_even_hours=h_dist, share_never_breaks_even=round(never, 4),
        histogram_edges=[round_cents(float(x)) for x in edges], histogram_counts=[int(c) for c in counts],
        method=method,
    )
