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
#: Most values (numbers, strings, true/false/null, objects, arrays) a JSON file may hold. Counted on the text
#: before it is parsed: every value becomes an object in memory and is validated, so this bounds the time and
#: memory of reading whatever the bytes hold (benchmarks/big_inputs.py). The examples hold about 200 values each;
#: one build of 64 machines with 500 priced lines each (the most the project format allows) about 256,000.
MAX_VALUES = 300_000
#: A JSON string, escapes included (for counting values outside strings). One left open runs to the end of the
#: text: a match never fails, so no quote is tried twice and the count stays linear (a text of escaped quotes with
#: no closing one would otherwise be scanned to its end from every quote).
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
_SPACED_EMPTY_CONTAINER = re.compile(r"[\[{]\s+[\]}]")
#: Text that may hold a number the planner refuses: a run of more than MAX_INT_DIGITS digits, or an exponent of
#: three digits or more (anything else is a whole number or a finite double). Only then are numbers parsed one by
#: one through the checking hooks below; the rest of the time Python's own parser reads them. (Two plain patterns:
#: one with an alternative tries both at every character, four times slower on a 20 MB string.)
_UNUSUAL_NUMBER = (re.compile(r"[0-9][0-9]{%d}" % MAX_INT_DIGITS), re.compile(r"[eE][+-]?[0-9]{3}"))
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


def _walk(value: Any) -> tuple[int, list[str], int]:
    """Depth of nested objects/arrays, 'field: reason' for the first refused numbers, and how many there are, without
    recursion.

    Only objects and arrays are put on the stack (with the trail of keys that leads to them): a long array of
    numbers costs a type test per number, not a trail each."""
    deepest = 0
    refused: list[str] = []
    count = 0
    stack: list[tuple[Any, int, tuple | None]] = [(value, 1, None)]
    while stack:
        item, depth, trail = stack.pop()
        if type(item) is _RefusedNumber:  # only the top-level value itself is met here
            count += 1
            refused.append(f"{_trail_to_location(trail)}: {item.reason}")
            continue
        if type(item) is not dict and type(item) is not list:
            continue
        if depth > deepest:
            deepest = depth
        for key, child in (item.items() if type(item) is dict else enumerate(item)):
            kind = type(child)
            if kind is dict or kind is list:
                stack.append((child, depth + 1, (trail, key)))
            elif kind is _RefusedNumber:
                count += 1
                if len(refused) < _MAX_LISTED:
                    refused.append(f"{_trail_to_location((trail, key))}: {child.reason}")
    return deepest, sorted(refused), count


def nesting_depth(value: Any) -> int:
    """Depth of nested objects/arrays, computed without recursion."""
    return _walk(value)[0]


def refused_numbers(value: Any) -> list[str]:
    """'field: reason' for every number parse_json_text(..., keep_refused=True) left in `value` (the first
    twenty)."""
    return _walk(value)[1]


def _count_values(text: str) -> int:
    """How many values a JSON text holds: one for the whole, and one per array element and object member (each
    comma, and the first element of each non-empty array or object), counted outside strings."""
    outside = _STRING.sub("0", text)
    empty = outside.count("[]") + outside.count("{}") + _SPACED_EMPTY_CONTAINER.subn("", outside)[1]
    return 1 + outside.count(",") + outside.count("[") + outside.count("{") - empty


def refuse_too_many_values(text: str, path: str | Path, max_values: int = MAX_VALUES) -> None:
    """InputFileError naming the file, the count and the limit when the text holds more than max_values values.

    The commas and brackets of the raw text (strings included) are an upper bound found in a few milliseconds;
    only a text whose bound passes the limit is counted exactly."""
    if 1 + text.count(",") + text.count("[") + text.count("{") <= max_values:
        return
    found = _count_values(text)
    if found > max_values:
        raise InputFileError(path, f"holds {found:,} JSON values (numbers, strings, objects, arrays); at most "
                                   f"{max_values:,} are read")


#: The tokens that open, close or separate JSON values, and strings (whose brackets and commas are text).
_STRUCTURE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]')


def too_deep(text: str, max_depth: int) -> str:
    """Where JSON text opens its first object or array nested deeper than `max_depth`, as a message naming that
    field and the limit ('notes.deep[0][0]...: JSON is nested too deeply here (level 65 opens; at most 64 levels
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


def parse_json_text(text: str, path: str | Path, max_depth: int = MAX_DEPTH, keep_refused: bool = False,
                    max_values: int = MAX_VALUES) -> Any:
    """Parse JSON; NaN, Infinity, numbers beyond float range and absurdly long integers are refused by field.

    With keep_refused, such numbers stay in the value as placeholders for the caller to find with
    refused_numbers() part by part (a catalog skips only the entries that hold one). A text of more than
    max_values values is refused before it is parsed."""
    refuse_too_many_values(text, path, max_values)
    try:
        unusual = any(pattern.search(text) for pattern in _UNUSUAL_NUMBER)
        hooks = {"parse_int": _parse_int, "parse_float": _parse_float} if unusual else {}
        value = json.loads(text, parse_constant=_parse_constant, **hooks)
    except json.JSONDecodeError as exc:
        raise InputFileError(path, f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise InputFileError(path, too_deep(text, max_depth)) from None
    depth, refused, count = _walk(value)
    if depth > max_depth:
        raise InputFileError(path, too_deep(text, max_depth))
    if refused and not keep_refused:
        raise InputFileError(path, refused, total=count)
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
    del raw  # a big file's bytes need not stay in memory while its text is parsed
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
