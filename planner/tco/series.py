"""The drawn series: cumulative cost by month, and monthly cost against load hours per month."""

from __future__ import annotations

from planner.model.money import round_cents
from planner.tco.alternatives import Priced
from planner.tco.break_even import CostLine
from planner.tco.model import Model
from planner.tco.report import CostVsHours, HoursSeries, Series
from planner.text import T, text

HOURS_SAMPLES = 241  # every 3 h of a 720-hour month, plus the exact points (kinks, break-evens, usage)


def cumulative(m: Model, months: int, priced: list[Priced]) -> list[Series]:
    """Cumulative cost by month, each value rounded once (from unrounded monthly figures)."""
    cash = [m.upfront() + t * m.running(m.hours) for t in range(months + 1)]
    own_name, net_name = text(T("Own (cash)")), text(T("Own, net of resale"))
    series = [Series(name=own_name, kind="own",
                     values=[round_cents(v) for v in cash]),
              Series(name=net_name, kind="own_net",
                     values=[round_cents(cash[t] - m.resale(t)) for t in range(months + 1)])]
    for p in priced:
        alt = p.alternative
        if alt.kind == "hybrid":
            burst = p.monthly - m.own(m.hours)
            values = [round_cents(cash[t] + t * burst) for t in range(months + 1)]
        else:
            values = [round_cents(t * p.monthly) for t in range(months + 1)]
        series.append(Series(name=alt.name, kind=alt.kind, values=values))
    return series


def hours_axis(m: Model, priced: list[Priced]) -> list[float]:
    """0 to the most hours worth showing: max(720, 1.3 x the largest break-even), at most the whole month; the
    kinks of reservations, the break-evens and the current usage are samples of their own; ascending, each rounded
    to 4 decimals once (as numpy's round: half to even of 10,000 x h), none twice."""
    lines = [p for p in priced if p.line is not None]
    stars = [round(p.break_even, 4) for p in lines if p.break_even is not None]
    top = min(max(720.0, 1.3 * max(stars, default=0.0)), 24 * m.days)
    kinks = [float(p.line.kink_hours()) for p in lines]
    exact = [float(h) for h in [*kinks, *stars, m.hours] if 0 <= h <= top]
    step = top / (HOURS_SAMPLES - 1)
    evenly = [i * step for i in range(HOURS_SAMPLES - 1)] + [top]  # numpy's linspace(0, top, HOURS_SAMPLES)
    return sorted({round(h * 1e4) / 1e4 for h in evenly + exact})


def cost_vs_hours(m: Model, priced: list[Priced]) -> CostVsHours:
    """Owning (its line F + v H, the one the break-even uses) and every alternative with a cost per hour."""
    own = m.own_line()
    hours = hours_axis(m, priced)
    name = text(T("Own this rig"))
    series = [HoursSeries(name=name, kind="own", values=_values(own, hours))]
    for p in priced:
        if p.line is not None:
            alt = p.alternative
            series.append(HoursSeries(name=alt.name, kind=alt.kind,
                                      values=_values(p.line, hours),
                                      break_even_hours_per_month=None if p.break_even is None
                                      else round(p.break_even, 4)))
    return CostVsHours(hours=hours, series=series)


def _values(line: CostLine, hours: list[float]) -> list[float]:
    return [round(v, 4) for v in line.at_each(hours)]
