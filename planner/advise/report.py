"""What `advise` answers: the builds on the front of price, decode speed and monthly cost, or the nearest misses."""

from __future__ import annotations

from pydantic import Field, computed_field

from planner.model.common import StrictModel
from planner.model.project import Project
from planner.text import ReportModel, Text


class PartLine(StrictModel):
    part_id: str
    quantity: int
    condition: str


class Build(ReportModel):
    name: str
    parts: list[PartLine]
    price_total: float
    currency: str
    status: str = Field(description="ok or warn (no build with a fail finding is proposed).")
    fits: bool
    quant: str
    tokens_per_s: float = Field(description="Decode, one sequence, at the goal's context.")
    monthly_total: float | None = Field(description="Owning per month at the new project's usage and prices.")
    wall_w: float | None
    project: Project = Field(exclude=True, description="The build as a project file (`advise -o`).")
    machines: int = Field(default=1, description="Machines in the build: 2 to 4 when one machine cannot meet the "
                                                 "goal and the cards are split over several (llama.cpp RPC).")
    why: Text = Field(description="Why the build is listed.")


class AdviseReport(ReportModel):
    searched: int = Field(description="Card mixes judged against the bounds (each a candidate build).")
    screened_seconds: float = Field(description="Time the bounds took over all of them.")
    over_budget: int = Field(default=0, description="Mixes ruled out by the price bound: their cards cost more than "
                                                    "the budget less the cheapest platform.")
    too_small: int = Field(default=0, description="Mixes within the price bound ruled out by the memory bound: their "
                                                  "cards cannot hold the weights that must be on them.")
    too_slow: int = Field(default=0, description="Mixes within the price and memory bounds ruled out by the speed "
                                                 "bound: their decode ceiling is under the speed asked for.")
    beaten: int = Field(default=0, description="Mixes left by those bounds and not fitted: a build found costs no "
                                               "more than their price floor and decodes at least their ceiling.")
    left: int = Field(default=0, description="Mixes neither fitted nor ruled out, because the search stopped at its "
                                             "limits (0 when it covered every mix: over_budget + too_small + "
                                             "too_slow + beaten + fitted = searched).")
    cheapest_proven: bool = Field(default=True, description="Whether no mix left unsearched could be built cheaper "
                                                            "than the first build (its price floor is higher).")
    fitted: int = Field(description="Mixes given the real per-card fit.")
    built: int = Field(description="Card sets a whole platform was built around and evaluated.")
    seconds: float
    currency: str
    builds: list[Build]
    misses: list[Text] = Field(default_factory=list, description="With no build: what to relax.")

    @computed_field(description="Candidates judged per second by the bounds.")
    @property
    def candidates_per_second(self) -> float:
        return round(self.searched / self.screened_seconds) if self.screened_seconds > 0 else float(self.searched)

