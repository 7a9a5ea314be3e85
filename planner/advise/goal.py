"""What the user wants from a build (`main.py advise`, Tools > Find a build): the goal the search filters on."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from planner.model.common import Money, ShortText, Slug, StrictModel

FormFactor = Literal["tower", "open_frame", "rack"]


class Goal(StrictModel):
    """The cheapest builds meeting this are proposed. Amounts in `budget.currency`, the project currency of the
    builds."""

    budget: Money = Field(description="The most the parts may cost, in the currency the builds are priced in.")
    model_id: Slug | None = Field(default=None, description="Catalog model; or hf_config.")
    hf_config: dict | None = Field(default=None, description="A config.json's content.")
    model_name: ShortText = ""
    quantization: str = Field(default="best", description="A weight format id, or 'best': the best that fits.")
    context_tokens: int = Field(default=8192, ge=1, le=10_000_000)
    min_tokens_per_s: float = Field(default=0.0, ge=0, le=100_000, description="Decode speed, one sequence.")
    allow_used: bool = Field(default=False, description="Used GPUs at their used-market price.")
    max_wall_w: float | None = Field(default=None, gt=0, le=100_000, description="Most the build may draw at the "
                                                                                  "wall under load (the circuit).")
    form_factor: FormFactor = Field(default="tower", description="tower: a case that holds board and cards; "
                                                                 "open_frame: every card on a riser, on the "
                                                                 "cheapest frame that holds them (if one is "
                                                                 "priced); rack: a 19-inch rack chassis.")
    own: list[Slug] = Field(default_factory=list, max_length=32,
                            description="Catalog parts already owned: in every build, at price 0.")
    board_id: Slug | None = Field(default=None, description="Only this board.")
    gpu_family: ShortText = Field(default="", description="Only GPUs whose id or name contains this text.")
    max_cards: int = Field(default=8, ge=1, le=8)
    moe_offload: bool = Field(default=True, description="A MoE model the cards cannot hold may keep experts in system "
                                                        "RAM (llama.cpp --n-cpu-moe), read at the build's RAM speed.")

    @field_validator("quantization")
    @classmethod
    def _llama_cpp_format(cls, value: str) -> str:
        from planner.llm.quant import FORMATS, engine_accepts

        if value != "best" and (value not in FORMATS or not engine_accepts("llama.cpp", FORMATS[value])):
            raise ValueError(f"'{value}' is not a weight format llama.cpp loads; give 'best' or one of "
                             f"{', '.join(q for q in FORMATS if engine_accepts('llama.cpp', FORMATS[q]))}")
        return value

    @model_validator(mode="after")
    def _one_model(self) -> "Goal":
        if (self.model_id is None) == (self.hf_config is None):
            raise ValueError("give exactly one of model_id (a catalog model) or hf_config (a config.json)")
        return self
