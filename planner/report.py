"""PlanReport: everything evaluate() computed, the only source of numbers for UI, CLI and spreadsheet.

JSON keys are snake_case with the unit in the name where a number has one.
"""

from __future__ import annotations

from pydantic import Field

from planner.model.finding import LEVEL_ORDER, Finding, Level  # noqa: F401  (re-exported)
from planner.model.common import StrictModel
from planner.hardware.bom import Bom, BomLine  # noqa: F401  (re-exported)
from planner.llm.fit import FitReport
from planner.hardware.machine_totals import MachineTotals
from planner.hardware.pcie import PcieReport
from planner.hardware.physical import PhysicalReport
from planner.tco.report import TcoReport
from planner.hardware.power import PowerReport

#: Findings that say the file holds a value nothing can use: an amount in a currency with no exchange rate to the
#: project currency (parts prices or a cost input). `check` and `tco` agree on them: exit 2, the same message.
UNUSABLE_INPUT_CODES = ("tco.unusable_input", "bom.missing_exchange_rate")


class PlanReport(StrictModel):
    report_version: int = 1
    project_name: str
    project_notes: str = Field(default="", description="The project's own notes, as written (what it assumes, where "
                                                        "its figures come from); empty when it has none.")
    currency: str
    status: Level = Field(description="Worst level among the findings.")
    finding_counts: dict[str, int]
    bom: Bom
    machines: list[MachineTotals] = Field(
        default_factory=list, description="Each machine's own parts total, GPUs, draw and verdict, in project order.")
    power: PowerReport | None = None
    pcie: PcieReport | None = None
    physical: PhysicalReport | None = None
    fit: FitReport | None = None
    tco: TcoReport | None = None
    findings: list[Finding]

    def has_failures(self) -> bool:
        return any(f.level == "fail" for f in self.findings)

    def unusable_input(self) -> Finding | None:
        """The first finding that says the file holds a value nothing can use (UNUSABLE_INPUT_CODES): `check` and
        `tco` both exit 2 with its message."""
        return next((f for f in self.findings if f.code in UNUSABLE_INPUT_CODES), None)

    def tco_not_computed(self) -> Finding | None:
        """Why there is no cost of ownership (`tco` is None): an unusable value or an input not given yet."""
        return next((f for f in self.findings if f.code in ("tco.unusable_input", "tco.not_computed")), None)
