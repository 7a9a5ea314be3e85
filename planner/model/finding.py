"""A finding: one result of a check, with a level, a stable code and the figures behind it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from planner.model.common import StrictModel
from planner.text import ParamValue, Text, render, split_params

Level = Literal["ok", "info", "warn", "fail"]
LEVEL_ORDER: dict[str, int] = {"ok": 0, "info": 1, "warn": 2, "fail": 3}


class Finding(StrictModel):
    """One result of a check. `code` is stable (for scripts); `message` is English text, rendered from
    `template` and `params` (planner/text.py), so it can also be shown in another language."""

    check: str = Field(description="Which check produced it: catalog, build, compatibility, slots, bom, workload...")
    level: Level
    code: str = Field(pattern=r"^[a-z0-9_]+\.[a-z0-9_.]+$")
    message: str
    node_id: str | None = None
    item_ids: list[str] = Field(default_factory=list, description="Line items the finding is about.")
    params: dict[str, ParamValue] = Field(default_factory=dict, description="The figures behind the message.")
    template: str | None = Field(default=None, description="English template of `message`, formatted with `params`.")
    parts: dict[str, Text] = Field(
        default_factory=dict, description="Sub-sentences of the message (their English is also in `params`).")

    @classmethod
    def make(cls, check: str, level: Level, code: str, template: str, *, node_id: str | None = None,
             item_ids=(), **params: ParamValue | Text) -> "Finding":
        """A finding whose message is `template.format(**params)` (mark the template with T()); a Text value
        is a sub-sentence, rendered in the finding's language."""
        plain, parts = split_params(params)
        english = {**plain, **{k: p.render("en") for k, p in parts.items()}}
        return cls(check=check, level=level, code=code, message=template.format(**english), template=template,
                   node_id=node_id, item_ids=list(item_ids), params=english, parts=parts)

    def text(self, lang: str = "en") -> str:
        """The message in `lang` (English when untranslated)."""
        if self.template is None or lang == "en":
            return self.message
        return render(self.template, {**self.params, **{k: p.render(lang) for k, p in self.parts.items()}}, lang)
