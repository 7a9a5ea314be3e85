"""The price of the rig's energy at a tariff: flat, time of use, or tiered on top of the household's own use."""

from __future__ import annotations

import math

from planner.model.costs import Tariff


def energy_cost(tariff: Tariff, flat_price: float, kwh_per_month: float) -> float:
    """Cost of the rig's monthly energy at the tariff (tiered: on top of the household's other use)."""
    if tariff.kind == "flat":
        return kwh_per_month * flat_price
    if tariff.kind == "time_of_use":
        return kwh_per_month * sum(p.price * p.share_of_energy for p in tariff.periods)
    per_year = tariff.tier_period == "year"
    base = tariff.household_kwh_per_year if per_year else tariff.household_kwh_per_year / 12
    rig = kwh_per_month * 12 if per_year else kwh_per_month
    extra = _tiered_bill(tariff, base + rig) - _tiered_bill(tariff, base)
    return extra / 12 if per_year else extra


def _tiered_bill(tariff: Tariff, kwh: float) -> float:
    cost, lower = 0.0, 0.0
    for tier in tariff.tiers:
        upper = tier.up_to_kwh if tier.up_to_kwh is not None else math.inf
        if kwh > lower:
            cost += (min(kwh, upper) - lower) * tier.price
        lower = upper
    return cost


def marginal_price(tariff: Tariff, flat_price: float, kwh_per_month: float) -> float:
    """Price of the next kWh (the tier it lands in)."""
    step = max(kwh_per_month * 1e-4, 1e-3)
    return (energy_cost(tariff, flat_price, kwh_per_month + step) - energy_cost(tariff, flat_price, kwh_per_month)) / step
