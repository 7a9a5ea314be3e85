"""PlanReport: everything evaluate() computed, the only source of numbers for UI, CLI and spreadsheet.

JSON keys are snake_case with the unit in the name where a number has one.
"""

from __future__ import annotations

from pydantic import Field

from .finding import LEVEL_ORDER, Finding, Level  # noqa: F401  (re-exported)
from .model.common import Money, StrictModel
from .fit import FitReport
from .pcie import PcieReport
from .physical import PhysicalReport
from .tco import TcoReport
from .power import PowerReport

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
    power: PowerReport | None = None
    pcie: PcieReport | None = None
    physical: PhysicalReport | None = None
    fit: FitReport | None = None
    tco: TcoReport | None = None
    findings: list[Finding]

    def has_failures(self) -> bool:
        return any(f.level == "fail" for f in self.findings)
