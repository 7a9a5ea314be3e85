"""Reading JSON files that users give us, with limits and specific error messages."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from planner.errors import InputFileError

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 64


def nesting_depth(value: Any) -> int:
    """Depth of nested objects/arrays, computed without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item)
    return deepest


def parse_json_text(text: str, path: str | Path, max_depth: int = MAX_DEPTH) -> Any:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputFileError(path, f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise InputFileError(path, f"JSON is nested too deeply (more than {max_depth} levels)") from None
    depth = nesting_depth(value)
    if depth > max_depth:
        raise InputFileError(path, f"JSON is nested too deeply ({depth} levels; at most {max_depth} are allowed)")
    return value


def read_json_file(path: str | Path, max_bytes: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Read and parse a JSON file; every failure becomes an InputFileError naming the file."""
    p = Path(path)
    try:
        if p.is_dir():
            raise InputFileError(p, "is a folder, not a file")
        size = p.stat().st_size
        if size > max_bytes:
            raise InputFileError(p, f"file is too large ({size:,} bytes; at most {max_bytes:,})")
        raw = p.read_bytes()
    except InputFileError:
        raise
    except FileNotFoundError:
        raise InputFileError(p, "file not found") from None
    except PermissionError:
        raise InputFileError(p, "cannot be read (permission denied)") from None
    except OSError as exc:
        raise InputFileError(p, f"cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputFileError(p, f"is not UTF-8 text (bad byte at offset {exc.start}); is it really a JSON file?") from None
    if not text.strip():
        raise InputFileError(p, "file is empty")
    return parse_json_text(text, p, max_depth)
