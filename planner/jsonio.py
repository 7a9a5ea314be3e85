"""Reading JSON files that users give us, with limits and specific error messages."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from planner.errors import InputFileError, describe_json, format_location
from planner.safe_read import read_user_file_bytes

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 64
#: Longest whole number a file may hold (a 64-bit integer has 20 digits; nothing the planner reads has more).
MAX_INT_DIGITS = 40
#: How many refused numbers one message lists before it stops counting.
_MAX_LISTED = 20


class _RefusedNumber:
    """Stands in, while parsing, for a number the planner refuses, so the walk afterwards can name its field."""

    __slots__ = ("reason",)

    def __init__(self, reason: str):
        self.reason = reason


def _parse_int(text: str) -> int | _RefusedNumber:
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        return _RefusedNumber(f"a whole number of {digits:,} digits is refused (at most {MAX_INT_DIGITS} digits)")
    return int(text)


def _parse_float(text: str) -> float | _RefusedNumber:
    value = float(text)
    if not math.isfinite(value):
        shown = text if len(text) <= 24 else text[:21] + "..."
        return _RefusedNumber(f"the number {shown} is beyond the range of a floating-point number")
    return value


def _parse_constant(name: str) -> _RefusedNumber:
    return _RefusedNumber(f"{name} is not a number the planner accepts; give a finite number")


def _trail_to_location(trail: tuple | None) -> str:
    keys: list[Any] = []
    while trail is not None:
        trail, key = trail
        keys.append(key)
    return format_location(tuple(reversed(keys)))


def _walk(value: Any) -> tuple[int, list[str]]:
    """Depth of nested objects/arrays and 'field: reason' for every refused number, without recursion."""
    deepest = 0
    refused: list[str] = []
    stack: list[tuple[Any, int, tuple | None]] = [(value, 1, None)]
    while stack:
        item, depth, trail = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1, (trail, k)) for k, v in item.items())
        elif isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1, (trail, i)) for i, v in enumerate(item))
        elif isinstance(item, _RefusedNumber) and len(refused) < _MAX_LISTED:
            refused.append(f"{_trail_to_location(trail)}: {item.reason}")
    return deepest, sorted(refused)


def nesting_depth(value: Any) -> int:
    """Depth of nested objects/arrays, computed without recursion."""
    return _walk(value)[0]


def refused_numbers(value: Any) -> list[str]:
    """'field: reason' for every number parse_json_text(..., keep_refused=True) left in `value`."""
    return _walk(value)[1]


#: The tokens that open, close or separate JSON values, and strings (whose brackets and commas are text).
_STRUCTURE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]')


def too_deep(text: str, max_depth: int) -> str:
    """Where JSON text opens its first object or array nested deeper than `max_depth`, as a message naming that
    field and the limit ('nodes[0].items[0][0]...: JSON is nested too deeply here (level 65 opens; at most 64 levels
    are allowed)')."""
    loc: list = []  # the position in each open container: an index in an array, the key in an object
    for token in _STRUCTURE.finditer(text):
        tok = token.group()
        if tok in "[{":
            if len(loc) == max_depth:
                where = format_location(tuple(loc))
                where = where if len(where) <= 240 else where[:120] + " ... " + where[-115:]
                return (f"{where}: JSON is nested too deeply here (level {max_depth + 1} opens; at most {max_depth} "
                        "levels are allowed)")
            loc.append(0 if tok == "[" else None)
        elif tok in "]}":
            if loc:
                loc.pop()
        elif tok == ",":
            if loc:
                loc[-1] = loc[-1] + 1 if isinstance(loc[-1], int) else None
        elif loc and loc[-1] is None:  # a string where an object awaits a key: the key
            loc[-1] = json.loads(tok)
    return f"JSON is nested too deeply (at most {max_depth} levels are allowed)"


def parse_json_text(text: str, path: str | Path, max_depth: int = MAX_DEPTH, keep_refused: bool = False) -> Any:
    """Parse JSON; NaN, Infinity, numbers beyond float range and absurdly long integers are refused by field.

    With keep_refused, such numbers stay in the value as placeholders for the caller to find with
    refused_numbers() part by part (a catalog skips only the entries that hold one)."""
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise InputFileError(path, f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise InputFileError(path, too_deep(text, max_depth)) from None
    depth, refused = _walk(value)
    if depth > max_depth:
        raise InputFileError(path, too_deep(text, max_depth))
    if refused and not keep_refused:
        raise InputFileError(path, refused)
    return value


def read_json_file(path: str | Path, max_bytes: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH,
                   keep_refused: bool = False) -> Any:
    """Read and parse a JSON file; every failure becomes an InputFileError naming the file."""
    p = Path(path)
    raw = read_user_file_bytes(p, max_bytes)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputFileError(p, f"is not UTF-8 text (bad byte at offset {exc.start}); is it really a JSON file?") from None
    if not text.strip():
        raise InputFileError(p, "file is empty")
    return parse_json_text(text, p, max_depth, keep_refused)


def checked_entry(raw: Any) -> dict:
    """An entry of a catalog or user file as a JSON object whose numbers a model may read; ValueError naming what
    is not (not an object, NaN, Infinity, a number past a double's range)."""
    if not isinstance(raw, dict):
        raise ValueError(f"an entry must be a JSON object, not {describe_json(raw)}")
    refused = refused_numbers(raw)
    if refused:
        raise ValueError("; ".join(refused))
    return raw
