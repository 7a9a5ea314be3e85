"""The reference alternative: the one the payback, the tornado, the verdict's prices, `compare` and the quote are
against. The user's choice (costs.reference_alternative, by name) when it names a cloud or API option that can run
the workload; else the cheapest a month at the current usage of those shown to run it (of those that cannot be
told, when none is shown to)."""

from __future__ import annotations

from dataclasses import dataclass

from planner.tco.alternatives import Priced, runnable
from planner.tco.report import TornadoBar
from planner.text import T, Text, text


@dataclass(frozen=True)
class Reference:
    priced: Priced | None
    chosen_by: str | None  # "user" or "cheapest"
    note: Text | None = None  # why the user's choice is not used


def choose_reference(priced: list[Priced], wanted: str | None) -> Reference:
    options = [p for p in priced if p.alternative.kind != "hybrid"]
    able = [p for p in options if p.alternative.runs_workload] or runnable(options)  # proven first
    cheapest = min(able, key=lambda p: p.monthly, default=None)
    fallback = "cheapest" if cheapest is not None else None
    if not wanted:
        return Reference(cheapest, fallback)
    named = next((p for p in options if p.alternative.name.en == wanted), None)
    if named is None:
        return Reference(cheapest, fallback, text(T(
            "The reference alternative '{wanted}' names no cloud or API option of this project; {instead}."),
            wanted=wanted, instead=_instead(cheapest)))
    if named.alternative.runs_workload is False:
        return Reference(cheapest, fallback, text(T(
            "The reference alternative '{wanted}' cannot run the workload ({reason}); {instead}."),
            wanted=wanted, reason=named.alternative.runs_workload_reason, instead=_instead(cheapest)))
    return Reference(named, "user")


def _instead(cheapest: Priced | None) -> Text:
    if cheapest is None:
        return text(T("no other option can run it, so there is no reference"))
    return text(T("the cheapest option that can run it, {alternative}, is the reference instead"),
                alternative=cheapest.alternative.name.en)


def tornado_empty_reason(priced: list[Priced], reference: Priced | None, bars: list[TornadoBar]) -> Text | None:
    """Why the tornado shows no break-even, or None when it shows one."""
    if reference is None:
        if not [p for p in priced if p.alternative.kind != "hybrid"]:
            return text(T("No tornado: there is no cloud or API option to break even against."))
        return text(T("No tornado: none of the cloud and API options can run the workload, so there is no "
                      "reference to break even against."))
    name = reference.alternative.name.en
    if reference.at_price is None:
        return text(T("No tornado: the reference {alternative} has no cost per load hour (an API needs the rig's "
                      "decode speed for one)."), alternative=name)
    if all(b.break_even_low is None and b.break_even_high is None for b in bars):
        return text(T("No tornado: owning never breaks even against the reference {alternative}, not even with one "
                      "input 20 % lower or higher: renting an hour there costs less than running the rig an hour. "
                      "Choose another reference to see the tornado."), alternative=name)
    return None
