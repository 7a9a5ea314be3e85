"""The one own-cost line and the one break-even, vectorised with numpy.

Every monthly cost against load hours H is a line with an optional floor:

    cost(H) = max(fixed + per_hour x H, minimum)

Owning is a line without a floor, own(H) = F + v H, the tangent of the own cost at the current usage (v is the
energy of one more load hour at the price of the next kWh). A cloud option is c + r H; a reservation bills its
committed hours whether used or not, which is the floor. The break-even H* is the fewest load hours a month from
which owning stays cheaper (own <= cloud at H* and at every H above it); there is none when renting one more hour
costs no more than running the rig one more hour (r <= v).

The fields of a line may be numpy arrays (one line per Monte Carlo draw, per grid cell); the results broadcast.
The alternatives, the tornado, the Monte Carlo, the break-even grid and the cost-against-hours series all call
`break_even_hours` and `CostLine.at`. The same formulas run on plain floats when every input is a number (a report's
lines, the tornado's): numpy is imported only for arrays (importing it took a tenth of the window's start).
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from planner.model.costs import CloudOption

if TYPE_CHECKING:
    import numpy as np

NO_MINIMUM = -math.inf


class _Floats:
    """The few numpy functions the formulas below use, for plain floats (NaN propagates as in numpy)."""

    inf, nan = math.inf, math.nan

    @staticmethod
    def where(condition, yes, no):
        return yes if condition else no

    @staticmethod
    def maximum(a, b):
        return a if a >= b or a != a else b

    @staticmethod
    def asarray(x, dtype=float):
        return dtype(x)

    @staticmethod
    def broadcast_arrays(*values):
        return values

    @staticmethod
    def errstate(**_ignored):
        return nullcontext()


def _xp(*values):
    """numpy where any value is an array (or a list), else `_Floats`."""
    if all(isinstance(v, (int, float)) for v in values):
        return _Floats
    import numpy

    return numpy


@dataclass(frozen=True)
class CostLine:
    """Cost per month at H load hours: max(fixed + per_hour x H, minimum)."""

    fixed: float | np.ndarray
    per_hour: float | np.ndarray
    minimum: float | np.ndarray = NO_MINIMUM

    def at(self, hours):
        xp = _xp(self.fixed, self.per_hour, self.minimum, hours)
        return xp.maximum(self.fixed + self.per_hour * xp.asarray(hours, dtype=float), self.minimum)

    def at_each(self, hours: list[float]) -> list[float]:
        """at() of each hour of a list, as floats, for a line of numbers (a drawn series: no array, no numpy)."""
        fixed, per_hour, minimum = float(self.fixed), float(self.per_hour), float(self.minimum)
        return [_Floats.maximum(fixed + per_hour * h, minimum) for h in hours]

    def kink_hours(self) -> float | np.ndarray:
        """Where the minimum stops binding (0 when there is none above the line; inf when the line never rises
        above it)."""
        xp = _xp(self.fixed, self.per_hour, self.minimum)
        fixed, per_hour, minimum = xp.broadcast_arrays(*(xp.asarray(x, dtype=float)
                                                         for x in (self.fixed, self.per_hour, self.minimum)))
        with xp.errstate(divide="ignore", invalid="ignore", over="ignore"):
            rising = xp.where(per_hour > 0, (minimum - fixed) / xp.where(per_hour > 0, per_hour, 1.0), xp.inf)
        return xp.where(minimum > fixed, rising, 0.0)


def own_line(cost_now, hours_now: float, kw_per_load_hour: float, price_per_kwh, cooling: float) -> CostLine:
    """own(H) = F + v H through the own cost at the current usage, with v the energy of one more load hour
    (the load power less the idle power it replaces, at the price of the next kWh, plus cooling)."""
    per_hour = kw_per_load_hour * price_per_kwh * (1 + cooling)
    return CostLine(cost_now - per_hour * hours_now, per_hour)


def cloud_line(option: CloudOption, price: float, fixed: float) -> CostLine:
    """Renting `option` at `price` per GPU-hour plus `fixed` a month (storage, egress): hourly billing wastes
    half an hour a session, spot redoes the interrupted share, a reservation pays its committed hours."""
    per_gpu_hour = price * option.gpus
    sessions = per_gpu_hour * option.sessions_per_month * 0.5 if option.billing == "hour" else 0.0
    minimum = NO_MINIMUM
    if option.pricing == "reserved" and option.committed_hours_per_month > 0:
        minimum = per_gpu_hour * option.committed_hours_per_month + fixed
    return CostLine(fixed + sessions, per_gpu_hour * (1 + option.interruption_overhead), minimum)


def break_even_hours(own: CostLine, cloud: CostLine) -> float | np.ndarray:
    """H* for every pair of lines (broadcast); NaN where owning never breaks even.

    With r > v the difference own - cloud falls for good after the kink, so H* is where the lines meet there;
    if they meet before the kink or at it, owning is already cheaper at the kink, and on the floor the difference
    F - minimum + v H either rises (v >= 0: owning is cheaper from 0 h) or falls to zero at (F - minimum) / -v."""
    values = (own.fixed, own.per_hour, cloud.fixed, cloud.per_hour, cloud.minimum)
    xp = _xp(*values)
    own_fixed, v, c, r, minimum = xp.broadcast_arrays(*(xp.asarray(x, dtype=float) for x in values))
    gains = r > v
    with xp.errstate(divide="ignore", invalid="ignore", over="ignore"):
        meet = (own_fixed - c) / xp.where(gains, r - v, 1.0)
        on_floor = xp.where((minimum > c) & (v < 0), xp.maximum((own_fixed - minimum) / xp.where(v < 0, -v, 1.0), 0.0),
                            0.0)
    hours = xp.where(meet > cloud.kink_hours(), xp.maximum(meet, 0.0), on_floor)
    return xp.where(gains, hours, xp.nan)


def break_even_of(own: CostLine, cloud: CostLine) -> float | None:
    """One break-even (see `break_even_hours`); None if owning never breaks even."""
    h = float(break_even_hours(own, cloud))
    return None if math.isnan(h) else h


def break_even(own_fixed: float, own_var: float, c_fixed: float, c_rate: float,
               minimum: float = NO_MINIMUM) -> float | None:
    """`break_even_of` with the lines given as numbers."""
    return break_even_of(CostLine(own_fixed, own_var), CostLine(c_fixed, c_rate, minimum))
