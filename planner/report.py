"""PlanReport: everything evaluate() computed, the only source of numbers for UI, CLI and spreadsheet.

JSON keys are snake_case with the unit in the name where a number has one.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .model.common import Money, StrictModel

Level = Literal["ok", "info", "warn", "fail"]
LEVEL_ORDER: dict[str, int] = {"ok": 0, "info": 1, "warn": 2, "fail": 3}

ParamValue = str | int | float | bool | None


class Finding(StrictModel):
    """One result of a check. `code` is stable (for translation and scripts); `message` is English text."""

    check: str = Field(description="Which check produced it: catalog, build, compatibility, slots, bom, workload...")
    level: Level
    code: str = Field(pattern=r"^[a-z0-9_]+\.[a-z0-9_.]+$")
    message: str
    node_id: str | None = None
    item_ids: list[str] = Field(default_factory=list, description="Line items the finding is about.")
    params: dict[str, ParamValue] = Field(default_factory=dict, description="The figures behind the message.")


class BomLine(StrictModel):
    node_id: str
    item_id: str
    category: str
    part_id: str | None
    custom: bool
    name: str
    key_specs: str
    quantity: int
    condition: str
    unit_price: Money | None
    line_total: Money | None
    slots: list[str]
    note: str
    source: str


class Bom(StrictModel):
    lines: list[BomLine]
    totals_by_currency: list[Money] = Field(description="Sum of priced lines per currency, no conversion.")
    total: Money | None = Field(description="Everything in the project currency; null when a rate is missing.")
    conversions: list[str] = Field(default_factory=list, description="Exchange rates used for `total`.")
    unpriced_item_ids: list[str] = Field(default_factory=list)


class PlanReport(StrictModel):
    report_version: int = 1
    project_name: str
    currency: str
    status: Level = Field(description="Worst level among the findings.")
    finding_counts: dict[str, int]
    bom: Bom
    findings: list[Finding]

    def has_failures(self) -> bool:
        return any(f.level == "fail" for f in self.findings)
