"""Expected problems the planner reports to users (never as tracebacks)."""

from __future__ import annotations

import json
import re
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


def json_kind(value: object) -> str:
    """What a value read from JSON is, in JSON's words (never a Python type name such as NoneType or dict)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value JSON cannot hold"


def json_text(value: object, limit: int = 60) -> str:
    """A value as it is written in a JSON file (null, true, "text", [1, 2], {"a": 1}), cut to `limit` characters;
    only what is shown is written, so a list of millions of entries costs no more than a short one."""
    text = _bounded_json(value, limit + 1)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _bounded_json(value: object, budget: int) -> str:
    """JSON text of `value`, stopping once about `budget` characters are written."""
    if budget <= 0:
        return "..."
    if isinstance(value, str):
        return json.dumps(value[:budget], ensure_ascii=False)
    if isinstance(value, dict):
        return "{" + _bounded_items(((k, v) for k, v in value.items()), budget - 1) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + _bounded_items(((None, v) for v in value), budget - 1) + "]"
    if value is None or isinstance(value, (bool, int, float)):
        return json.dumps(value) if not isinstance(value, int) or value.bit_length() < 200 else "a long number"
    return json_kind(value)


def _bounded_items(pairs, budget: int) -> str:
    parts: list[str] = []
    for key, item in pairs:
        if budget <= 0:
            parts.append("...")
            break
        head = "" if key is None else _bounded_json(str(key), budget) + ": "
        parts.append(head + _bounded_json(item, budget - len(head)))
        budget -= len(parts[-1]) + 2
    return ", ".join(parts)


def describe_json(value: object, limit: int = 60) -> str:
    """A value's kind and, unless the kind says it all, its text: 'null', 'a string ("abc")', 'a list ([1])'."""
    kind = json_kind(value)
    return kind if value is None or isinstance(value, bool) else f"{kind} ({json_text(value, limit)})"


_short = json_text

_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_\-]*")


def format_location(loc: tuple) -> str:
    """('nodes', 1, 'items', 2, 'quantity') -> 'nodes[1].items[2].quantity'; a key that is not a plain name is
    written as JSON in brackets, so an empty or odd key is seen: costs[""], costs["a.b"]."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _PLAIN_KEY.fullmatch(str(part)):
            out += ("." if out else "") + str(part)
        else:
            out += f"[{json_text(str(part), 40)}]"
    return out or "(top level)"


#: pydantic's type errors -> what the field expects, in JSON's words.
_EXPECTED = {"dict_type": "an object", "model_type": "an object", "model_attributes_type": "an object",
             "list_type": "a list", "tuple_type": "a list", "set_type": "a list", "string_type": "a string",
             "int_type": "a whole number", "float_type": "a number", "bool_type": "true or false"}


def _clean_location(loc: tuple, part_types=()) -> tuple:
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
        elif kind == "extra_forbidden" and err.get("loc", ())[-1:] == ("",):
            owner = format_location(prefix + _clean_location(tuple(err["loc"][:-1]), PART_TYPES))
            lines.append(f'{owner}: a field with an empty name ("") is not part of the file format; remove it')
        elif kind == "extra_forbidden":
            lines.append(f"{where}: unknown field (not part of the file format; check its spelling)")
        elif kind in _EXPECTED:
            lines.append(f"{where}: expected {_EXPECTED[kind]}, got {describe_json(err.get('input'))}")
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
