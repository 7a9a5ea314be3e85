"""Seed 003's rule of thumb on utilization, set against the computed break-even when a cloud price is entered."""

from __future__ import annotations

from planner.tco.report import Alternative
from planner.text import EMPTY, T, Text, text

THRESHOLDS = (0.5, 0.7)  # seed 003 decision thresholds on utilization


def verdict(utilization: float, months: int, reference: Alternative | None) -> tuple[Text, str]:
    """The verdict sentence and its code (cloud, model_it, build), with the computed break-even against the
    reference alternative (planner/tco/reference.py: one that can run the workload)."""
    code, template = _rule(utilization, months)
    figures = {} if reference is None else dict(alternative=reference.name.en)
    with_prices = EMPTY
    if reference is not None and reference.break_even_utilization is not None:
        figures.update(break_even_utilization=reference.break_even_utilization,
                       break_even_hours=reference.break_even_hours_per_month)
        with_prices = text(
            T(" With the prices entered, the computed break-even against {alternative} is {break_even_utilization:.0%} "
              "utilization ({break_even_hours:,.0f} h a month){contrast}."),
            contrast=_contrast(utilization, months, reference), **figures)
    elif reference is not None and (reference.kind == "cloud" or reference.rate_per_hour):
        with_prices = text(T(" With the prices entered, owning never breaks even against the reference "
                             "{alternative}, even at full use."), **figures)
    return text(template, expected_utilization=utilization, months=months, **figures, with_prices=with_prices), code


def _rule(utilization: float, months: int) -> tuple[str, str]:
    low, high = THRESHOLDS
    if utilization < low:
        return "cloud", T("Expected utilization {expected_utilization:.0%} is below 50 %: rent cloud GPUs "
                          "first.{with_prices}")
    if utilization <= high:
        return "model_it", T("Expected utilization {expected_utilization:.0%} is between 50 % and 70 %: model it in "
                             "detail.{with_prices}")
    if months >= 24:
        return "build", T("Expected utilization {expected_utilization:.0%} is above 70 % for a {months}-month plan (24 "
                          "or more): building is likely cheaper.{with_prices}")
    return "model_it", T("Expected utilization {expected_utilization:.0%} is above 70 %, but the plan covers only "
                         "{months:# month|# months} (24 or more are needed).{with_prices}")


def _contrast(utilization: float, months: int, cloud: Alternative) -> Text:
    """Where the computed break-even (against the first cloud option that has one) contradicts the rule."""
    low, high = THRESHOLDS
    own_cheaper = utilization >= cloud.break_even_utilization
    if own_cheaper and utilization < low:
        return text(T(", so here owning is already cheaper than the rule of thumb suggests"))
    if not own_cheaper and utilization > high and months >= 24:
        return text(T(", so at these prices renting stays cheaper despite the high utilization"))
    return EMPTY
