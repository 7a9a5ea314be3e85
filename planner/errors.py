"""Expected problems the planner reports to users (never as tracebacks)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError


class PlannerError(Exception):
    """Base of every error a user can cause and fix; its text is meant to be shown as it is."""


class InputFileError(PlannerError):
    """A file the user gave cannot be used. `problems` lists every specific reason."""

    def __init__(self, path: str | Path, problems: list[str] | str):
        self.path = str(path)
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__(self.describe())

    def describe(self) -> str:
        if len(self.problems) == 1:
            return f"{self.path}: {self.problems[0]}"
        lines = [f"{self.path}: {len(self.problems)} problems:"]
        lines += [f"  - {p}" for p in self.problems]
        return "\n".join(lines)


class SaveError(PlannerError):
    """Writing a file failed; the previous file, if any, is untouched."""


def _short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def format_location(loc: tuple) -> str:
    """('nodes', 1, 'items', 2, 'quantity') -> 'nodes[1].items[2].quantity'."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(top level)"


def _clean_location(loc: tuple) -> tuple:
    # Discriminated unions add the tag ("gpu") and function validators add "function-after[...]";
    # neither is a field the user can see in the file.
    from planner.model.parts import PART_TYPES

    cleaned = []
    for i, part in enumerate(loc):
        if isinstance(part, str) and (part.startswith("function-") or part.startswith("json-or-python")):
            continue
        if isinstance(part, str) and part in PART_TYPES and i > 0 and loc[i - 1] in ("custom_part",):
            continue
        cleaned.append(part)
    return tuple(cleaned)


def describe_entry_error(exc: ValueError) -> str:
    """Why an entry of a catalog or user file was skipped: pydantic's fields, or the plain reason."""
    if isinstance(exc, ValidationError):
        return "; ".join(describe_validation_error(exc))
    return str(exc)


def describe_validation_error(exc: ValidationError, prefix: tuple = ()) -> list[str]:
    """Turn pydantic errors into 'field: what was expected (got ...)' lines."""
    lines = []
    for err in exc.errors(include_url=False):
        where = format_location(prefix + _clean_location(tuple(err.get("loc", ()))))
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
