"""Checks that judge each machine on its own: run one machine's check over every machine of the project."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from planner.catalog.resolve import ResolvedNode, ResolvedProject
from planner.model.finding import Finding

NodeResult = TypeVar("NodeResult")


def each_machine(rp: ResolvedProject, check_node: Callable[[ResolvedProject, ResolvedNode],
                                                          tuple[NodeResult | None, list[Finding]]]
                 ) -> tuple[list[NodeResult], list[Finding]]:
    """Every machine's result (machines with nothing to judge give none) and all their findings, in order."""
    results: list[NodeResult] = []
    findings: list[Finding] = []
    for rnode in rp.nodes:
        result, found = check_node(rp, rnode)
        findings += found
        if result is not None:
            results.append(result)
    return results, findings
