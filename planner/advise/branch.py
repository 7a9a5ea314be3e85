"""Branch and bound over the mixes the first bounds let through (planner/advise/gpus.py `screen`).

The mixes are taken cheapest cards first, a batch at a time. A mix is skipped without its fit when a build
already found costs no more than the mix's price floor (its cards plus the cheapest platform) and decodes at
least the mix's decode ceiling (planner/advise/bounds.py): the mix can then neither be cheaper nor faster than it.
A mix that fits and meets the speed is built, unless a build found costs no more than its floor (now with the
system RAM its experts need) and decodes at least as fast as its fit; builds are made in price order, so the
first build is the cheapest of the whole space, and each later one is faster than every cheaper one. The search
ends when every mix is fitted or skipped by a bound, or after BUILDS_MAX builds (the mixes left are counted).
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
#: Mixes fitted at a time between two looks at the bounds.
BATCH = 64


@dataclass
class Tally:
    """What the search did with the mixes the first bounds let through."""

    fitted: list[GpuMix] = field(default_factory=list)
    built: list[tuple[Built, dict]] = field(default_factory=list)
    rejected: list[tuple[GpuMix, Text]] = field(default_factory=list)
    attempts: int = 0
    beaten_unfitted: int = 0  # skipped: a build found is as cheap as their floor and as fast as their ceiling
    beaten_fitted: int = 0  # fit and fast enough, but a build found is as cheap as their floor and as fast
    over_budget_fitted: int = 0  # fit and fast enough, but their floor with the system RAM is over the budget
    unbuilt: int = 0  # fit and fast enough, not built: BUILDS_MAX was reached
    unfitted: int = 0  # neither fitted nor bounded: BUILDS_MAX was reached

    @property
    def complete(self) -> bool:
        """Whether every mix was fitted or ruled out by a bound."""
        return not self.unbuilt and not self.unfitted


def beaten(built: list[tuple[Built, dict]], floor: float, ceiling: float) -> bool:
    """Whether a build found costs no more than `floor` and decodes at least `ceiling`."""
    return any(f["price"] <= floor and f["tps"] >= ceiling for _, f in built)


def search(screened: Screened, platform_floor: float, budget: float, min_tps: float,
           fit: Callable[[int], GpuMix], build: Callable[[GpuMix], Built | Text],
           ram_floor: Callable[[GpuMix], float], progress=None, cancelled=None) -> Tally:
    """Fit and build the mixes cheapest first until the bounds rule out the rest (see the module docstring).
    `ram_floor(mix)`: what the mix's system RAM adds to the platform floor at least."""
    tally = Tally()
    order = screened.kept
    for start in range(0, len(order), BATCH):
        if cancelled is not None and cancelled():
            raise Cancelled()
        batch = order[start:start + BATCH]
        if tally.attempts >= BUILDS_MAX:
            left = [k for k in order[start:] if not beaten(tally.built, screened.price[k] + platform_floor,
                                                           screened.ceiling[k])]
            tally.beaten_unfitted += len(order) - start - len(left)
            tally.unfitted = len(left)
            break
        todo = [k for k in batch if not beaten(tally.built, screened.price[k] + platform_floor, screened.ceiling[k])]
        tally.beaten_unfitted += len(batch) - len(todo)
        mixes = [fit(k) for k in todo]
        tally.fitted += mixes
        for mix in sorted((m for m in mixes if m.fits and m.tokens_per_s >= min_tps), key=lambda m: m.price):
            floor = mix.price + platform_floor + ram_floor(mix)
            if floor > budget:
                tally.over_budget_fitted += 1
            elif beaten(tally.built, floor, mix.tokens_per_s):
                tally.beaten_fitted += 1
            elif tally.attempts >= BUILDS_MAX:
                tally.unbuilt += 1
            else:
                tally.attempts += 1
                _record(tally, mix, build(mix))
        if progress is not None:
            progress(0.05 + 0.9 * min(start + BATCH, len(order)) / max(len(order), 1))
    return tally


def figures(built: Built) -> dict:
    """A build's price, decode speed and monthly cost."""
    r = built.report
    tps = r.fit.tokens_per_s.decode_tokens_per_s if r.fit and r.fit.tokens_per_s else 0.0
    monthly = r.tco.monthly.total_per_month if r.tco is not None else None
    return {"price": r.bom.total.amount, "tps": tps, "monthly": monthly}


def _record(tally: Tally, mix: GpuMix, result: Built | Text) -> None:
    if isinstance(result, Text):
        tally.rejected.append((mix, result))
    else:
        tally.built.append((result, figures(result)))
