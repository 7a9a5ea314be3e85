"""Expected problems the planner reports to users (never as tracebacks)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError


class PlannerError(Exception):
    """Base of every error a user can cause and fix; its text is meant to be shown as it is."""


class InputFileError(PlannerError):
    """A file the user gave cannot be used. `problems` lists every specific reason."""

    def __init__(self, path: str | Path, problems: list[str] | str, total: int | None = None):
        """`total`: how many problems there are when `problems` lists only the first ones."""
        self.path = str(path)
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        self.total = max(total or 0, len(self.problems))
        super().__init__(self.describe())

    def describe(self) -> str:
        if self.total == 1:
            return f"{self.path}: {self.problems[0]}"
        listed = "" if self.total == len(self.problems) else f" (the first {len(self.problems)} listed)"
        lines = [f"{self.path}: {self.total:,} problems{listed}:"]
        lines += [f"  - {p}" for p in self.problems]
        return "\n".join(lines)


class SaveError(PlannerError):
    """Writing a file failed; the previous file, if any, is untouched."""


#: Most problems one message lists: a file with thousands of wrong fields is named by its first ones.
MAX_LISTED_PROBLEMS = 100


def _short(value: object, limit: int = 60) -> str:
    text = _repr_prefix(value, limit + 1)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _repr_prefix(value: object, budget: int) -> str:
    """repr(value) when it is at most `budget` characters, else text that starts like it and is longer than budget,
    made without the repr of the whole (a list of a million numbers, a 20 MB string)."""
    if isinstance(value, str):
        return repr(value[:budget])
    if isinstance(value, dict):
        return _joined("{", "}", (f"{_repr_prefix(k, budget)}: {_repr_prefix(v, budget)}" for k, v in value.items()),
                       budget)
    if isinstance(value, list):
        return _joined("[", "]", (_repr_prefix(v, budget) for v in value), budget)
    return repr(value)


def _joined(opening: str, closing: str, parts, budget: int) -> str:
    text = opening
    for k, part in enumerate(parts):
        text += (", " if k else "") + part
        if len(text) > budget:
            return text
    return text + closing


def format_location(loc: tuple) -> str:
    """('nodes', 1, 'items', 2, 'quantity') -> 'nodes[1].items[2].quantity'."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(top level)"


def _clean_location(loc: tuple, part_types) -> tuple:
    # Discriminated unions add the tag ("gpu") and function validators add "function-after[...]";
    # neither is a field the user can see in the file.
    cleaned = []
    for i, part in enumerate(loc):
        if isinstance(part, str) and (part.startswith("function-") or part.startswith("json-or-python")):
            continue
        if isinstance(part, str) and part in part_types and i > 0 and loc[i - 1] in ("custom_part",):
            continue
        cleaned.append(part)
    return tuple(cleaned)


def describe_entry_error(exc: ValueError) -> str:
    """Why an entry of a catalog or user file was skipped: pydantic's fields, or the plain reason."""
    if isinstance(exc, ValidationError):
        return "; ".join(describe_validation_error(exc))
    return str(exc)


def describe_validation_error(exc: ValidationError, prefix: tuple = (),
                              limit: int = MAX_LISTED_PROBLEMS) -> list[str]:
    """Turn pydantic errors into 'field: what was expected (got ...)' lines, for the first `limit` errors
    (exc.error_count() says how many there are)."""
    from planner.model.parts import PART_TYPES

    lines = []
    for err in exc.errors(include_url=False)[:limit]:
        where = format_location(prefix + _clean_location(tuple(err.get("loc", ())), PART_TYPES))
        kind = err.get("type", "")
        msg = err.get("msg", "invalid value")
        if kind == "missing":
            lines.append(f"{where}: required field is missing")
        elif kind == "extra_forbidden":
            lines.append(f"{where}: unknown field (not part of the file format; check its spelling)")
        elif kind == "union_tag_invalid":
            ctx = err.get("ctx", {})
            lines.append(f"{where}: kind {ctx.get('tag')!s} is not one of {ctx.get('expected_tags')}")
        elif kind == "union_tag_not_found":
            lines.append(f"{where}: needs a 'kind' field saying what sort of part it is")
        elif kind in ("value_error", "assertion_error"):
            text = msg.removeprefix("Value error, ")
            lines.append(f"{where}: {text}")
        else:
            lines.append(f"{where}: {msg[0].lower() + msg[1:] if msg else msg} (got {_short(err.get('input'))})")
    return lines


class Cancelled(Exception):
    """The user cancelled a long evaluation (the Monte Carlo); no report was made."""
