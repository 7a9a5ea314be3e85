"""Branch and bound over the mixes the first bounds let through (planner/advise/gpus.py `screen`).

The mixes are taken lowest price floor first, a batch at a time. A mix is skipped without its fit when a build
already found costs no more than the mix's price floor (its cards, the cheapest platform and the cheapest PSU
for their power) and decodes at
least the mix's decode ceiling (planner/advise/bounds.py): the mix can then neither be cheaper nor faster than it.
A mix that fits and meets the speed is built, unless a build found costs no more than its floor (now with the
system RAM its experts need) and decodes at least as fast as its fit; builds are made in price order, so the
first build is the cheapest of the whole space, and each later one is faster than every cheaper one. The search
ends when every mix is fitted or skipped by a bound, or after BUILDS_MAX builds or FITS_MAX fits (the mixes left
are counted and the answer says so).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from planner.advise.gpus import GpuMix, Screened
from planner.advise.platform import Built
from planner.errors import Cancelled
from planner.text import Text

#: Card sets a whole machine is built around at most (each build is evaluated several times), cheapest first.
BUILDS_MAX = 16
#: The fitting the search does at most, lowest price floor first: a fit with every weight on the cards counts 1, one
#: with MoE experts in system RAM (which searches how many layers' experts to keep there) OFFLOAD_FIT.
FITS_MAX = 3000
OFFLOAD_FIT = 6
#: Mixes fitted at a time between two looks at the bounds.
BATCH = 64


@dataclass
class Tally:
    """What the search did with the mixes the first bounds let through."""

    fitted: list[GpuMix] = field(default_factory=list)
    built: list[tuple[Built, dict]] = field(default_factory=list)
    rejected: list[tuple[GpuMix, Text]] = field(default_factory=list)
    attempts: int = 0
    fit_cost: int = 0
    beaten_unfitted: int = 0  # skipped: a build found is as cheap as their floor and as fast as their ceiling
    beaten_fitted: int = 0  # fit and fast enough, but a build found is as cheap as their floor and as fast
    over_budget_fitted: int = 0  # fit and fast enough, but their floor with the system RAM is over the budget
    unbuilt: int = 0  # fit and fast enough, not built: BUILDS_MAX was reached
    unfitted: int = 0  # neither fitted nor bounded: BUILDS_MAX or FITS_MAX was reached
    least_floor_left: float | None = None  # the lowest price floor among the unbuilt and unfitted (None: none left)

    @property
    def complete(self) -> bool:
        """Whether every mix was fitted or ruled out by a bound."""
        return not self.unbuilt and not self.unfitted

    def cheapest_proven(self) -> bool:
        """Whether no mix left by the limits can be built cheaper than the cheapest build found."""
        if not self.built:
            return self.complete
        cheapest = min(f["price"] for _, f in self.built)
        return self.least_floor_left is None or self.least_floor_left > cheapest


def beaten(built: list[tuple[Built, dict]], floor: float, ceiling: float) -> bool:
    """Whether a build found costs no more than `floor` and decodes at least `ceiling`."""
    return any(f["price"] <= floor and f["tps"] >= ceiling for _, f in built)


@dataclass(frozen=True)
class Steps:
    """What the search does with a mix: `fit(k)` the k-th mix; `decode_ceiling(mix)`, the most a fitted mix's
    build can decode (its fit, or with experts in system RAM the fit with the fastest RAM a build reaches);
    `price_floor(mix)`, the least its build costs now that the system RAM it needs is known; `build(mix)`, its
    builds or why none."""

    fit: Callable[[int], GpuMix]
    decode_ceiling: Callable[[GpuMix], float]
    price_floor: Callable[[GpuMix], float]
    build: Callable[[GpuMix], list[Built] | Text]


def search(screened: Screened, budget: float, min_tps: float, steps: Steps, progress=None,
           cancelled=None) -> Tally:
    """Fit and build the mixes cheapest first until the bounds rule out the rest (see the module docstring)."""
    tally = Tally()
    order = screened.kept
    for start in range(0, len(order), BATCH):
        if cancelled is not None and cancelled():
            raise Cancelled()
        batch = order[start:start + BATCH]
        if tally.attempts >= BUILDS_MAX or tally.fit_cost >= FITS_MAX:
            left = [k for k in order[start:] if not beaten(tally.built, screened.floor[k], screened.ceiling[k])]
            tally.beaten_unfitted += len(order) - start - len(left)
            tally.unfitted = len(left)
            tally.least_floor_left = min([screened.floor[k] for k in left] + ([tally.least_floor_left]
                                         if tally.least_floor_left is not None else []), default=None)
            break
        todo = [k for k in batch if not beaten(tally.built, screened.floor[k], screened.ceiling[k])]
        tally.beaten_unfitted += len(batch) - len(todo)
        mixes = [(k, steps.fit(k)) for k in todo]
        tally.fitted += [m for _, m in mixes]
        tally.fit_cost += sum(OFFLOAD_FIT if m.n_cpu_moe is not None else 1 for _, m in mixes)
        for k, mix in [(k, m) for k, m in mixes if m.fits and steps.decode_ceiling(m) >= min_tps]:
            floor = max(screened.floor[k], steps.price_floor(mix))
            if floor > budget:
                tally.over_budget_fitted += 1
            elif beaten(tally.built, floor, steps.decode_ceiling(mix)):
                tally.beaten_fitted += 1
            elif tally.attempts >= BUILDS_MAX:
                tally.unbuilt += 1
                tally.least_floor_left = min(floor, tally.least_floor_left or floor)
            else:
                tally.attempts += 1
                _record(tally, mix, steps.build(mix))
        if progress is not None:
            progress(0.05 + 0.9 * min(start + BATCH, len(order)) / max(len(order), 1))
    return tally


def figures(built: Built) -> dict:
    """A build's price, decode speed and monthly cost."""
    r = built.report
    tps = r.fit.tokens_per_s.decode_tokens_per_s if r.fit and r.fit.tokens_per_s else 0.0
    monthly = r.tco.monthly.total_per_month if r.tco is not None else None
    return {"price": r.bom.total.amount, "tps": tps, "monthly": monthly}


def _record(tally: Tally, mix: GpuMix, result: list[Built] | Text) -> None:
    if isinstance(result, Text):
        tally.rejected.append((mix, result))
    else:
        tally.built += [(b, figures(b)) for b in result]
