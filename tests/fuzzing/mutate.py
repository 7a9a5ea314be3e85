"""Mutating real JSON documents into hostile ones, shared by the project and catalog fuzzers.

A mutation is (op, where, pick): `op` names what is done, `where` picks one value of the document (an index
into every value, taken modulo their count) and `pick` chooses among the op's variants. Values that Python's
json cannot write (NaN literals, integers of 5,000 digits, repeated keys, absurd nesting) are written as raw
JSON text through placeholders.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

HUGE_DIGITS = 5000

#: Numbers at the edges of what a float or a JSON reader can hold, as raw JSON text.
BOUNDARY_NUMBERS = (
    "NaN", "Infinity", "-Infinity", "-0", "-0.0", "0", "-1", "1e308", "-1e308", "1.7976931348623157e308",
    "5e-324", "-5e-324", "1e999", "-1e999", "9" * HUGE_DIGITS, "-" + "9" * HUGE_DIGITS, "9007199254740993",
    "18446744073709551616", "1e-300", "0.1", "1e12", "1e15", "2147483648", "1" + "0" * 45,
)
#: Values of the wrong type for almost any field.
WRONG_TYPES = ('null', 'true', 'false', '"x"', '""', '[]', '{}', '"1e999"', '"NaN"', '1.5', '-3', '[1, 2]',
               '{"kind": "gpu"}', '"' + "\u4e2d" * 50 + '"')
OPS = ("number", "number", "number", "type", "delete", "duplicate_key", "extra_key", "odd_key", "huge_string",
       "deep", "huge_list")
#: Keys no file format has: empty, dotted, blank, control characters, brackets (the message must still show them).
ODD_KEYS = ("", "a.b", " ", "\t", "[0]", "\u4e2d", '"', "\x00")
ENCODINGS = ("utf-8", "utf-8", "utf-8", "utf-8", "utf-8-sig", "utf-16", "bad_byte", "truncate", "nul")
#: Files that are not documents at all.
SPECIAL_FILES = ("fifo", "dev_zero", "directory", "empty", "sparse_huge", "dangling_link", "link_loop")


#: A Raw's placeholder as json.dumps writes it (a NUL is always escaped).
PLACEHOLDER = re.compile(r'"\\u0000raw(\d+)\\u0000"')


class Raw:
    """JSON text written as it is in place of a value."""

    def __init__(self, text: str):
        self.text = text


def all_locations(value: Any) -> list[tuple]:
    """Key paths of every value in the document (the document itself is ())."""
    found: list[tuple] = []
    stack: list[tuple[Any, tuple]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        found.append(path)
        if isinstance(item, dict):
            stack.extend((v, path + (k,)) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, path + (i,)) for i, v in enumerate(item))
    return sorted(found, key=lambda p: [str(x) for x in p])


def _get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _replace(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _raw_of(value: Any) -> str:
    return dumps_with_raw(value)


def apply_mutation(doc: Any, op: str, where: int, pick: int) -> Any:
    """The document with one mutation applied (the document is modified in place and returned)."""
    locations = all_locations(doc)
    if op == "number":  # aim at the numbers themselves, where a boundary value is most telling
        locations = [p for p in locations if _is_number(_get(doc, p))] or locations
    path = locations[where % len(locations)]
    current = _get(doc, path)
    if op == "number":
        return _replace(doc, path, Raw(BOUNDARY_NUMBERS[pick % len(BOUNDARY_NUMBERS)]))
    if op == "type":
        return _replace(doc, path, Raw(WRONG_TYPES[pick % len(WRONG_TYPES)]))
    if op == "delete":
        if not path:
            return Raw("")
        del _get(doc, path[:-1])[path[-1]]
        return doc
    if op == "duplicate_key":
        if not path or not isinstance(path[-1], str):
            return _replace(doc, path, Raw(BOUNDARY_NUMBERS[pick % len(BOUNDARY_NUMBERS)]))
        again = BOUNDARY_NUMBERS[pick % len(BOUNDARY_NUMBERS)]
        return _replace(doc, path, Raw(f"{_raw_of(current)}, {json.dumps(path[-1])}: {again}"))
    if op == "extra_key":
        target = current if isinstance(current, dict) else doc if isinstance(doc, dict) else None
        if target is not None:
            target[f"unexpected_{pick % 7}"] = Raw(BOUNDARY_NUMBERS[pick % len(BOUNDARY_NUMBERS)])
        return doc
    if op == "odd_key":
        target = current if isinstance(current, dict) else doc if isinstance(doc, dict) else None
        if target is not None:
            target[ODD_KEYS[pick % len(ODD_KEYS)]] = Raw(WRONG_TYPES[pick % len(WRONG_TYPES)])
        return doc
    if op == "huge_string":
        return _replace(doc, path, "\u00e9A" * (50_000 + pick % 100_000))
    if op == "deep":
        levels = 50 + pick % 5000
        return _replace(doc, path, Raw("[" * levels + _raw_of(current) + "]" * levels))
    if op == "huge_list":
        small = current if len(_raw_of(current)) < 2000 else 1  # repeated lists of lists would take gigabytes
        return _replace(doc, path, [small] * (10 + pick % 600))
    raise ValueError(op)


def dumps_with_raw(doc: Any) -> str:
    raws: list[str] = []

    def placeholder(value: Any) -> Any:
        if isinstance(value, Raw):
            raws.append(value.text)
            return f"\x00raw{len(raws) - 1}\x00"
        if isinstance(value, dict):
            return {k: placeholder(v) for k, v in value.items()}
        if isinstance(value, list):
            return [placeholder(v) for v in value]
        return value

    text = json.dumps(placeholder(doc), ensure_ascii=False, indent=1)
    # one pass: replacing each placeholder in turn rescanned the whole text per raw, and a list of lists of raws
    # repeated 600 times (huge_list) made tens of thousands of scans of megabytes (a CI run stalled on one draw)
    return PLACEHOLDER.sub(lambda m: raws[int(m.group(1))], text)


def encode(text: str, encoding: str, pick: int) -> bytes:
    if encoding in ("utf-8", "utf-8-sig", "utf-16"):
        return text.encode(encoding)
    data = text.encode("utf-8")
    at = pick % (len(data) + 1)
    if encoding == "bad_byte":
        return data[:at] + b"\xff\xc3\x28" + data[at:]
    if encoding == "truncate":
        return data[:at]
    if encoding == "nul":
        return data[:at] + b"\x00" + data[at:]
    raise ValueError(encoding)


mutation = st.tuples(st.sampled_from(OPS), st.integers(0, 10**6), st.integers(0, 10**6))


@dataclass(frozen=True)
class Document:
    """A hostile file: mutated JSON text, or one of SPECIAL_FILES."""

    data: bytes = b""
    special: str | None = None

    def write(self, path: Path) -> Path:
        """Create the file at `path`; returns the path to give the command (/dev/zero for dev_zero)."""
        if self.special == "fifo":
            os.mkfifo(path)
        elif self.special == "dev_zero":
            return Path("/dev/zero")
        elif self.special == "directory":
            path.mkdir()
        elif self.special == "empty":
            path.write_bytes(b"")
        elif self.special == "sparse_huge":
            with open(path, "wb") as handle:
                handle.truncate(64 * 1024 * 1024)
        elif self.special == "dangling_link":
            path.symlink_to(path.with_name("nowhere.json"))
        elif self.special == "link_loop":
            path.symlink_to(path)
        else:
            path.write_bytes(self.data)
        return path


def is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def mutated_documents(sources: list[Any]) -> st.SearchStrategy[Document]:
    """Documents made from one of `sources` by 1-3 mutations and an encoding, or a special file."""
    def build(args: tuple) -> Document:
        index, mutations, encoding, pick = args
        doc = json.loads(json.dumps(sources[index]))
        for op, where, variant in mutations:
            doc = apply_mutation(doc, op, where, variant)
        return Document(data=encode(dumps_with_raw(doc), encoding, pick))

    mutated = st.tuples(st.integers(0, len(sources) - 1), st.lists(mutation, min_size=1, max_size=3),
                        st.sampled_from(ENCODINGS), st.integers(0, 10**6)).map(build)
    special = st.sampled_from(SPECIAL_FILES).map(lambda s: Document(special=s))
    return st.one_of(mutated, mutated, mutated, mutated, mutated, mutated, mutated, mutated, mutated, special)
