"""A finding: one result of a check, with a level, a stable code and the figures behind it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .model.common import StrictModel

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
