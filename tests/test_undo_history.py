"""Undo reaches every edit of a session (issue 25: it stopped at 500 of 600), and each step keeps only what it
changed: undoing every step gives back the very project that was opened, redoing every step the last one."""

from __future__ import annotations

import random

import pytest

from planner import edit
from planner.io import project_to_json
from ui import json_diff


def varied_edit(project, rng: random.Random, k: int):
    """One of the edits a user makes in the window: a quantity, a price paid, a note, a line added, removed or
    moved, the project notes, a cost assumption."""
    node = project.nodes[0]
    item = rng.choice(node.items)
    choice = rng.randrange(7)
    if choice == 0:
        return edit.update_item(project, node.id, item.id, {"quantity": rng.randint(max(1, len(item.slots)), 8)})
    if choice == 1:
        price = {"amount": rng.randint(50, 9000), "currency": rng.choice(["USD", "CNY"])}
        return edit.update_item(project, node.id, item.id, {"unit_price": price})
    if choice == 2:
        return edit.update_item(project, node.id, item.id, {"note": f"备注 {k}"})
    if choice == 3 and len(node.items) < 14:
        return edit.add_items(project, node.id, [{"id": "ssd", "part_id": "samsung-990-pro-4tb"}],
                              rng.randrange(len(node.items) + 1))[0]
    if choice == 4 and len(node.items) > 4:
        return edit.remove_items(project, node.id, [item.id])
    if choice == 5:
        return edit.move_items(project, node.id, [item.id], rng.randrange(len(node.items)))
    return edit.update_section(project, "costs", {"build_debug_hours": rng.randint(0, 40)})


@pytest.fixture
def doc(qapp, catalog, seed003):
    from ui.document import Document

    document = Document(catalog, autosave=False)
    document.set_project(seed003, None)
    yield document
    document.deleteLater()


@pytest.mark.parametrize("edits", [600, 2000])
def test_every_edit_undone_and_redone(doc, seed003, edits):
    original = project_to_json(seed003)
    rng = random.Random(edits)
    for k in range(edits):
        doc.push(varied_edit(doc.project, rng, k), f"edit {k}")
    final = project_to_json(doc.project)
    assert doc.undo_stack.count() == edits
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.undo_stack.index() == 0
    assert project_to_json(doc.project) == original and doc.project == seed003
    assert not doc.is_modified()
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    assert project_to_json(doc.project) == final


def test_a_step_halfway_and_an_edit_from_there(doc, seed003):
    """Undo half-way, edit: the steps after it are gone, and undoing everything still ends at the original."""
    rng = random.Random(7)
    seen = [project_to_json(seed003)]
    for k in range(40):
        doc.push(varied_edit(doc.project, rng, k), f"edit {k}")
        seen.append(project_to_json(doc.project))
    doc.undo_stack.setIndex(15)  # fifteen steps in, as a jump through the history would
    assert project_to_json(doc.project) == seen[15]
    doc.push(varied_edit(doc.project, rng, 99), "another")
    assert doc.undo_stack.count() == 16 and not doc.undo_stack.canRedo()
    doc.undo_stack.undo()
    assert project_to_json(doc.project) == seen[15]
    doc.undo_stack.setIndex(0)
    assert project_to_json(doc.project) == seen[0]


def test_a_step_keeps_only_what_changed(seed003):
    """The price typed into one line is the whole of its step: no copy of the project."""
    before = seed003.model_dump(mode="json", by_alias=True)
    changed = edit.update_item(seed003, "node-1", "gpu", {"unit_price": {"amount": 6500, "currency": "USD"}})
    after = changed.model_dump(mode="json", by_alias=True)
    changes = json_diff.diff(before, after)
    assert changes == [["key", ["nodes", 0, "items", 5, "unit_price"], "amount", [6800.0], [6500.0]]]
    json_diff.apply(before, json_diff.unpacked(json_diff.packed(changes)))
    assert before == after


@pytest.mark.parametrize("before, after", [
    ({"a": [1, 2, 3, 4]}, {"a": [1, 9, 3, 4, 5]}),  # grown, a middle item changed
    ({"a": [1, 2, 3, 4]}, {"a": [4]}),  # shrunk
    ({"a": [{"x": 1}, {"x": 2}]}, {"a": [{"x": 2}, {"x": 1}]}),  # moved
    ({"a": {"b": None, "c": [1]}}, {"a": {"c": "text"}, "d": 1}),  # removed, retyped, added
    ({"a": [[1, 2], {"k": 1}]}, {"a": [{"k": 1}, [1, 2]]}),  # items of other kinds swapped
])
def test_diff_round_trip(before, after):
    import copy

    changes = json_diff.unpacked(json_diff.packed(json_diff.diff(before, after)))
    forward = copy.deepcopy(before)
    json_diff.apply(forward, changes)
    assert forward == after
    json_diff.apply(forward, json_diff.unpacked(json_diff.packed(changes)), backwards=True)
    assert forward == before
