"""How the break-even moves with the inputs: the tornado (each input -20 % / +20 %) and the break-even grid over
cloud and electricity prices. Both use planner/tco/break_even.py's lines."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from planner.model.common import Money
from planner.model.costs import CloudOption
from planner.tco.break_even import break_even_hours, break_even_of, cloud_line, own_line
from planner.tco.alternatives import Priced
from planner.tco.model import Model
from planner.tco.report import TornadoBar
from planner.text import T, text

if TYPE_CHECKING:
    import numpy as np

# each lever: its label and the Model field it scales (None: the cloud price)
LEVERS = [
    (T("hardware cost"), "hardware"), (T("resale value"), "residual_fraction"), (T("amortization years"), "years"),
    (T("electricity price"), "flat_price"), (T("wall power"), "kw_load"), (T("cooling overhead"), "cooling"),
    (T("owner hourly rate"), "rate"), (T("build and debug hours"), "build_hours"),
    (T("maintenance hours"), "maint_hours"), (T("risk (expected loss)"), "risk"), (T("cloud price"), None),
]
NEVER = 1e9  # stands for "never breaks even" in a swing


def tornado(m: Model, reference: Priced | None) -> tuple[list[TornadoBar], float | None]:
    """Bars sorted by swing against the reference alternative (its price is the last lever), and the break-even at
    the stated inputs; no bars without a reference that has a cost per load hour."""
    if reference is None or reference.at_price is None:
        return [], None
    at_price = reference.at_price

    def h_star(model: Model, factor: float = 1.0) -> float | None:
        return break_even_of(model.own_line(), at_price(factor))

    bars = []
    for label, attr in LEVERS:
        if attr == "flat_price" and m.tariff.kind != "flat":
            continue
        if attr is None:
            base = reference.line.per_hour if reference.alternative.kind == "api" else m.clouds[_cloud_index(
                m, reference)][1]
            label = T("API price") if reference.alternative.kind == "api" else label
            lo, hi = h_star(m, 0.8), h_star(m, 1.2)
        else:
            base = getattr(m, attr)
            lo, hi = (h_star(_scaled(m, attr, base * f)) for f in (0.8, 1.2))
        if base == 0:
            continue
        swing = 0.0 if hi is None and lo is None else abs((NEVER if hi is None else hi) - (NEVER if lo is None else lo))
        bars.append(TornadoBar(input=text(label), low_value=round(base * 0.8, 4),
                               high_value=round(base * 1.2, 4), break_even_low=None if lo is None else round(lo, 2),
                               break_even_high=None if hi is None else round(hi, 2), swing_hours=round(swing, 2)))
    base_hours = h_star(m)
    return sorted(bars, key=lambda b: -b.swing_hours), None if base_hours is None else round(base_hours, 2)


def _cloud_index(m: Model, reference: Priced) -> int:
    return next(i for i, (o, _, _) in enumerate(m.clouds) if o.name == reference.alternative.name.en)


def _scaled(m: Model, attr: str, value: float) -> Model:
    return replace(m, **{attr: min(value, 1.0) if attr == "residual_fraction" else value})


def break_even_grid(m: Model, cloud_prices, electricity_prices, option: CloudOption | None = None) -> np.ndarray:
    """H* for every (cloud price per GPU-hour, electricity price per kWh) pair, vectorized; NaN where owning never
    breaks even. Flat tariff assumed (the electricity price replaces the tariff); against `option` (default: the
    first cloud option, with its fixed costs and any reservation)."""
    import numpy as np  # only for arrays (planner/tco/break_even.py)

    option = option or (m.clouds[0][0] if m.clouds else
                        CloudOption(name="cloud", price_per_gpu_hour=Money(amount=1, currency="USD")))
    fixed = m.clouds[0][2] if m.clouds else 0.0
    cp = np.asarray(cloud_prices, dtype=float)[:, None]
    ep = np.asarray(electricity_prices, dtype=float)[None, :]
    own = own_line(m.fixed_costs() + m.kwh(m.hours) * ep, m.hours, m.kw_per_load_hour, ep, m.cooling)
    return break_even_hours(own, cloud_line(option, cp, fixed))
