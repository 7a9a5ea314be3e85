"""The strict pydantic base every domain and report object shares. It lives outside planner.model so that
planner.text (which every model module imports) can use it without importing the model package first: importing
planner.text on its own must not run into the model package half loaded."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class StrictModel(BaseModel):
    """Base for every domain object: unknown keys are errors, assignments are validated."""

    model_config = ConfigDict(
        extra="forbid",
        validate_assignment=True,
        validate_default=True,
        allow_inf_nan=False,
        str_strip_whitespace=False,
        populate_by_name=True,
        protected_namespaces=(),
    )
