"""The comparison of several builds as data: one Variant per build (every figure read from its PlanReport), the
rows a face shows (label, direction, a cell per build, the best marked) and the CompareReport holding both.

Models only, no evaluation: planner.compare builds them, the faces (cli, quote, window) format them.
"""

from __future__ import annotations

from pydantic import Field

from planner.model.common import Money, StrictModel
from planner.text import ReportModel, Text


class Variant(StrictModel):
    name: str = Field(description="The project's name.")
    file: str
    price_total: float | None = Field(description="Parts total in `currency`; null when the project's own total "
                                                   "lacks a rate.")
    currency: str = Field(description="The comparison currency: the first project's.")
    own_currency: str
    price_total_own: float | None = Field(description="Parts total in the project's own currency.")
    price_by_currency: list[Money] = Field(description="The parts' totals per currency, as priced.")
    conversion: str | None = Field(description="The project's rate used to reach `currency`; null when none needed.")
    status: str
    finding_counts: dict[str, int]
    psu_level: str | None = Field(description="Worst level of the power findings; null without a power check.")
    headroom_w: float | None
    pcie_links: list[str] = Field(description="Each GPU's link: 'name: PCIe 4.0 x16' or 'name: off'.")
    fits: bool | None
    max_context: int | None
    best_quant: str | None
    tokens_per_s: float | None = Field(description="Decode speed at the project's context.")
    prefill_tokens_per_s: float | None
    wall_w: float | None
    monthly_total: float | None = Field(description="Cost of owning per month, in `currency`.")
    break_even_hours_per_month: float | None = Field(description="Against `break_even_against`; null = never.")
    break_even_against: str | None = Field(description="The project's reference alternative (tco."
                                                       "reference_alternative); null when none can run the workload.")
    payback_months: float | None
    three_year_total: float | None = Field(description="Seed 003's 3-year TCO, in `currency`.")


class CompareRow(ReportModel):
    key: str = Field(description="The variant field the row shows.")
    label: Text
    direction: Text
    cells: list[Text] = Field(description="One cell per variant, in variant order.")
    best: list[int] = Field(description="Indices of the variants with the best value (ties all marked).")


class CompareReport(ReportModel):
    currency: str
    variants: list[Variant]
    rows: list[CompareRow]
    notes: list[Text] = Field(default_factory=list)
    has_failures: bool = Field(description="At least one variant has a finding at level fail.")

