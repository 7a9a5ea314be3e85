"""A pydantic error in words a user reads in their own language, field by field.

`describe_validation_error` (planner/errors.py) writes one English line per error for messages about files. An
editor that checks a field as it is typed needs more: which field to mark, and the reason as a translatable
`Text` (planner/text.py) so the Chinese window says it in Chinese. `field_problems` gives both. The words are
ours for every error a typed value can cause (not a number, too small, not one of the choices, a bad date, a
rule of the model such as "electrical lanes exceed physical"); anything else keeps pydantic's English message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError

from planner.errors import format_location
from planner.model.common import SLUG_PATTERN
from planner.model.parts import PART_RULES, PART_TYPES
from planner.text import T, Text, text

DATE_NEEDED = T("a date is needed as YYYY-MM-DD, not '{got}'")

#: pydantic error type -> (template, the ctx key holding the limit, if any).
_BY_TYPE: dict[str, tuple[str, str | None]] = {
    "missing": (T("this is needed"), None),
    "float_parsing": (T("a number is needed, not '{got}'"), None),
    "float_type": (T("a number is needed, not '{got}'"), None),
    "int_parsing": (T("a whole number is needed, not '{got}'"), None),
    "int_type": (T("a whole number is needed, not '{got}'"), None),
    "int_from_float": (T("a whole number is needed, not '{got}'"), None),
    "finite_number": (T("a finite number is needed"), None),
    "greater_than_equal": (T("must be at least {limit}"), "ge"),
    "greater_than": (T("must be more than {limit}"), "gt"),
    "less_than_equal": (T("must be at most {limit}"), "le"),
    "less_than": (T("must be less than {limit}"), "lt"),
    "literal_error": (T("must be one of {expected}, not '{got}'"), None),
    "string_too_long": (T("must be at most {limit} characters long"), "max_length"),
    "too_short": (T("needs at least {limit} entries"), "min_length"),
    "too_long": (T("takes at most {limit} entries"), "max_length"),
    "date_from_datetime_parsing": (DATE_NEEDED, None),
    "date_parsing": (DATE_NEEDED, None),
    "date_type": (DATE_NEEDED, None),
    "extra_forbidden": (T("is not a field of this kind of part"), None),
}
NOT_EMPTY = T("must not be empty")
SHORT_TEXT = T("needs at least {limit} characters")
SLUG = T("lowercase letters and digits joined by '-', such as rtx-3090-mine, not '{got}'")
PATTERN = T("'{got}' does not have the expected form ({pattern})")


@dataclass(frozen=True)
class FieldProblem:
    """One thing wrong with a typed entry: the top-level `field` to mark, the full path, and why."""

    field: str  # "memory_bandwidth_gbps", "pcie_slots" (for pcie_slots[1].electrical_lanes), "" for the whole entry
    where: str  # "pcie_slots[1].electrical_lanes"
    reason: Text
    loc: tuple = ()  # ("pcie_slots", 1, "electrical_lanes"): where an editor with rows marks the cell

    def render(self, lang: str = "en") -> str:
        reason = self.reason.render(lang)
        return f"{self.where}: {reason}" if self.where else reason


def _shown(value: object, limit: int = 40) -> str:
    shown = value if isinstance(value, str) else repr(value)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def _number(value: object) -> int | float | None:
    """A bound as people write it (1, not 1.0; 1000000000, not 1e+09), or None when it is not a number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value) if float(value).is_integer() else value


def _rule_reason(message: str) -> tuple[Text, tuple[str, ...]]:
    """A model rule's message back as its template and figures (PART_RULES), and the fields the rule is about."""
    for template, fields in PART_RULES.items():
        names = re.findall(r"\{(\w+)\}", template)
        pattern = "^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(template)) + "$"
        found = re.match(pattern, message)
        if found:
            return text(template, **{n: found.group(n) for n in names}), fields
    return text("{message}", message=message), ()


def _reason(err: dict) -> Text:
    kind, ctx, got = err.get("type", ""), err.get("ctx") or {}, _shown(err.get("input"))
    if kind == "string_too_short":
        return text(NOT_EMPTY) if ctx.get("min_length") == 1 else text(SHORT_TEXT, limit=ctx.get("min_length"))
    if kind == "string_pattern_mismatch":
        return text(SLUG, got=got) if ctx.get("pattern") == SLUG_PATTERN else text(PATTERN, got=got,
                                                                                   pattern=str(ctx.get("pattern")))
    if kind in _BY_TYPE:
        template, limit_key = _BY_TYPE[kind]
        params: dict = {"got": got}
        if limit_key:
            params["limit"] = _number(ctx.get(limit_key))
            if params["limit"] is None:
                return _pydantic_words(err)
        if kind == "literal_error":
            params["expected"] = str(ctx.get("expected", "")).replace(" or ", ", ")
        return text(template, **{k: v for k, v in params.items() if "{" + k in template})
    return _pydantic_words(err)


def _pydantic_words(err: dict) -> Text:
    message = str(err.get("msg", ""))
    return text("{message}", message=message[0].lower() + message[1:] if message else message)


def _location(loc: tuple) -> tuple:
    """The path a user knows: without the part kind's tag and pydantic's validator names."""
    if loc and loc[0] in PART_TYPES:
        loc = loc[1:]
    return tuple(p for p in loc if not (isinstance(p, str) and p.startswith("function-")))


def field_problems(exc: ValidationError) -> list[FieldProblem]:
    """Every error of `exc` as (field to mark, where, reason in translatable words)."""
    problems = []
    for err in exc.errors(include_url=False):
        loc = _location(tuple(err.get("loc", ())))
        if err.get("type") in ("value_error", "assertion_error"):
            reason, fields = _rule_reason(str(err.get("msg", "")).removeprefix("Value error, "))
            for name in fields or (str(loc[0]) if loc else "",):
                at = loc if loc else ((name,) if name else ())
                problems.append(FieldProblem(name, format_location(at) if at else "", reason, at))
            continue
        problems.append(FieldProblem(str(loc[0]) if loc else "", format_location(loc) if loc else "", _reason(err),
                                     loc))
    return problems
