"""The difference between two JSON documents (dicts, lists, strings, numbers), small enough to keep one per undo
step: only the keys and list runs that changed, with their values before and after. Pure Python, no Qt.

A diff is a list of changes, each a list (so the whole diff is itself JSON):
  ["key", path, key, before, after]       a dict key changed; before or after is [] when the key is absent, else
                                           [value]
  ["splice", path, start, before, after]  the run of a list from `start` that held `before` holds `after` now
`path` names the dict or list the change is in, from the root. A list of the same length is compared item by
item (an edit inside one line of the parts list stores that field alone); a list that grew or shrank stores the
run between its common head and tail (a line added, removed or moved)."""

from __future__ import annotations

import json
from typing import Any

Json = Any


def diff(before: Json, after: Json) -> list:
    """The changes that make `before` into `after` (both dicts at the root)."""
    changes: list = []
    _diff_dict(before, after, [], changes)
    return changes


def _diff_value(before: Json, after: Json, parent: list, key, changes: list) -> None:
    if before == after:
        return
    if isinstance(before, dict) and isinstance(after, dict):
        _diff_dict(before, after, parent + [key], changes)
    elif isinstance(before, list) and isinstance(after, list):
        _diff_list(before, after, parent + [key], changes)
    else:
        changes.append(["key", parent, key, [before], [after]])


def _diff_dict(before: dict, after: dict, path: list, changes: list) -> None:
    for key in before.keys() | after.keys():
        if key not in after:
            changes.append(["key", path, key, [before[key]], []])
        elif key not in before:
            changes.append(["key", path, key, [], [after[key]]])
        else:
            _diff_value(before[key], after[key], path, key, changes)


def _diff_list(before: list, after: list, path: list, changes: list) -> None:
    if len(before) == len(after):
        for i, (old, new) in enumerate(zip(before, after)):
            if old != new and type(old) is type(new) and isinstance(old, (dict, list)):
                _diff_value(old, new, path, i, changes)
            elif old != new:
                changes.append(["splice", path, i, [old], [new]])
        return
    head = 0
    while head < min(len(before), len(after)) and before[head] == after[head]:
        head += 1
    tail = 0
    while tail < min(len(before), len(after)) - head and before[-1 - tail] == after[-1 - tail]:
        tail += 1
    changes.append(["splice", path, head, before[head:len(before) - tail], after[head:len(after) - tail]])


def apply(document: Json, changes: list, backwards: bool = False) -> None:
    """Make the changes to `document` in place (undo them with backwards=True). The diff's values are put in as
    they are: pass a freshly unpacked diff, never one kept for later."""
    for change in (reversed(changes) if backwards else changes):
        kind, path, where, before, after = change
        if backwards:
            before, after = after, before
        container = document
        for step in path:
            container = container[step]
        if kind == "key":
            if after:
                container[where] = after[0]
            else:
                del container[where]
        else:
            container[where:where + len(before)] = after


def packed(changes: list) -> str:
    """A diff as one compact string: the least memory a kept diff can take, and nothing can change it later."""
    return json.dumps(changes, ensure_ascii=False, separators=(",", ":"))


def unpacked(text: str) -> list:
    return json.loads(text)
