"""Catalog offers: what renting a cloud GPU or calling an LLM API costs, dated and sourced.

An offer carries the fields of the project's CloudOption / ApiOption (planner/model/costs.py), among them
`provider`, `gpu` (clouds) or `model` (APIs), `date` (the day the price was read) and `source` (a public URL),
plus its catalog `id` and a `note`. `option()` turns it into the project's alternative; the date and the
source travel with the price into the project file as fields of their own.
"""

from __future__ import annotations

import datetime as _dt
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from planner.model.common import Money, ShortText, Slug, StrictModel
from planner.model.costs import ApiOption, CloudOption

#: A public web address; it fits an option's 200-character source.
SourceUrl = Annotated[str, StringConstraints(pattern=r"^https?://\S+$", min_length=10, max_length=180)]


class CloudOffer(StrictModel):
    """One cloud GPU price: a provider's GPU at on-demand, spot or reserved pricing, per GPU-hour."""

    id: Slug
    provider: ShortText = Field(min_length=1)
    gpu: ShortText = Field(min_length=1, description="The GPU rented, as the provider names it.")
    name: ShortText = Field(min_length=1)
    pricing: Literal["on_demand", "spot", "reserved"] = "on_demand"
    price_per_gpu_hour: Money
    gpus: int | None = Field(default=None, ge=1, le=1024, description="Null: sized to the rig in a project.")
    billing: Literal["hour", "second"] = "second"
    interruption_overhead: float = Field(default=0.0, ge=0, le=3)
    committed_hours_per_month: float = Field(default=0.0, ge=0, le=744)
    date: _dt.date = Field(description="Day the price was read.")
    source: SourceUrl
    note: ShortText = ""

    def option(self, gpus: int | None = None) -> CloudOption:
        """The project's cloud alternative for this offer (its own currency; the engine converts)."""
        data = self.model_dump(include=set(CloudOption.model_fields), exclude_none=True)
        if gpus is not None:
            data["gpus"] = gpus
        return CloudOption.model_validate(data)

    def key_specs(self) -> str:
        price = self.price_per_gpu_hour
        return (f"{self.gpu}, {self.pricing.replace('_', '-')}, {price.amount:g} {price.currency} per GPU-hour, "
                f"{self.date.isoformat()}")


class ApiOffer(StrictModel):
    """One LLM API price list: per million input, output and cached input tokens."""

    id: Slug
    provider: ShortText = Field(min_length=1)
    model: ShortText = Field(min_length=1, description="The model as the provider names it.")
    name: ShortText = Field(min_length=1)
    input_per_million: Money
    output_per_million: Money
    cached_input_per_million: Money | None = None
    date: _dt.date = Field(description="Day the price was read.")
    source: SourceUrl
    note: ShortText = ""

    def option(self) -> ApiOption:
        return ApiOption.model_validate(self.model_dump(include=set(ApiOption.model_fields), exclude_none=True))

    def key_specs(self) -> str:
        cur = self.input_per_million.currency
        cached = ("" if self.cached_input_per_million is None
                  else f", cached {self.cached_input_per_million.amount:g}")
        return (f"{self.model}: in {self.input_per_million.amount:g}{cached}, out "
                f"{self.output_per_million.amount:g} {cur} per M tokens, {self.date.isoformat()}")
