"""The largest size that still fits, found by halving: the longest context a placement holds, the longest sequence
a fine-tuning recipe trains."""

from __future__ import annotations

from collections.abc import Callable


def largest_that_fits(fits: Callable[[int], bool], limit: int) -> int | None:
    """The largest n in 1..limit with fits(n), for a `fits` that holds up to some n and fails above it; None when
    even 1 does not fit."""
    if not fits(1):
        return None
    if fits(limit):
        return limit
    lo, hi = 1, limit
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo
