"""A finding: one result of a check, with a level, a stable code and the figures behind it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from planner.memo import ByIdentity
from planner.model.common import StrictModel
from planner.text import ParamValue, T, Text, join, render, split_params

SUBJECT = "subject"  # the sub-sentence of a finding that names the parts it is about
Level = Literal["ok", "info", "warn", "fail"]
LEVEL_ORDER: dict[str, int] = {"ok": 0, "info": 1, "warn": 2, "fail": 3}
#: Each level as a word of the language shown (compare's status row, advise's build lines)
LEVEL_WORDS = {"ok": T("ok"), "info": T("info"), "warn": T("warn"), "fail": T("fail")}


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
        return cls(check=check, level=level, code=code, message=render(template, english), template=template,
                   node_id=node_id, item_ids=list(item_ids), params=english, parts=parts)

    def merge_key(self) -> str:
        """What a finding says apart from the parts it names: equal keys say the same thing about other parts. The
        parts are its item_ids and its `subject` sub-sentence (e.g. "GPU 0 in PCIE1"); without a subject the
        message itself must be equal too (two identical cards give the same sentence)."""
        other_parts = sorted((k, p.key()) for k, p in self.parts.items() if k != SUBJECT)
        other_params = sorted((k, repr(v)) for k, v in self.params.items() if k != SUBJECT)
        said = None if SUBJECT in self.parts else self.message
        return repr((self.check, self.level, self.code, self.node_id, self.template, other_params, other_parts, said))

    def text(self, lang: str = "en") -> str:
        """The message in `lang` (English when untranslated)."""
        if self.template is None or lang == "en":
            return self.message
        return render(self.template, {**self.params, **{k: p.render(lang) for k, p in self.parts.items()}}, lang)


def merged(findings: list["Finding"]) -> "Finding":
    """One finding saying what each of these (equal merge_key) says, about all of their parts: the item_ids in
    order, and the subjects as a list ("GPU 0 in PCIE1, GPU 1 in PCIE2"; 、 in Chinese)."""
    first = findings[0]
    if len(findings) == 1:
        return first
    item_ids = list(dict.fromkeys(i for f in findings for i in f.item_ids))
    if SUBJECT not in first.parts:
        return first.model_copy(update={"item_ids": item_ids})
    plain = {k: v for k, v in first.params.items() if k not in first.parts}
    subjects = join([f.parts[SUBJECT] for f in findings], ", ")
    return Finding.make(first.check, first.level, first.code, first.template, node_id=first.node_id,
                        item_ids=item_ids, **plain, **{**first.parts, SUBJECT: subjects})


#: Each finding's merge key and each group's merged finding, by identity: a section remembered by planner/memo.py
#: gives the very same findings again, and nothing changes a finding once it is made.
_KEYS = ByIdentity(maxsize=8192)
_MERGED = ByIdentity(maxsize=2048)


def merge_repeated(findings: list["Finding"]) -> list["Finding"]:
    """Findings that differ only in the parts they name, as one finding naming all of them, where the first was."""
    groups: dict[str, list[Finding]] = {}
    for f in findings:
        groups.setdefault(_KEYS.get((f,), f.merge_key), []).append(f)
    return [group[0] if len(group) == 1 else _MERGED.get(tuple(group), lambda g=group: merged(g))
            for group in groups.values()]
