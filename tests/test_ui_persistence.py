"""The document's memory: undo past the stack's limit, absolute paths in settings and recovery."""

import pytest

pytest.importorskip("PySide6")

from planner import edit  # noqa: E402

pytestmark = pytest.mark.gui

UNDO_LIMIT = 500


@pytest.fixture
def document(qapp, catalog):
    from ui.document import Document

    doc = Document(catalog, autosave=False)
    doc.set_project(edit.new_project("Edit 0"), None)
    yield doc
    doc.deleteLater()


@pytest.fixture
def frozen_clock(monkeypatch):
    """Edits inside the merge window whatever the machine's speed: the clock only moves when told."""
    import ui.commands

    now = [1000.0]
    monkeypatch.setattr(ui.commands.time, "monotonic", lambda: now[0])
    return now


def push_renames(document, names, merge_key=None):
    for name in names:
        document.push(edit.rename(document.project, name), f"rename to {name}", merge_key)


def undo_all(document):
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


def redo_all(document):
    while document.undo_stack.canRedo():
        document.undo_stack.redo()


def test_the_undo_limit_is_the_documents(document):
    assert document.undo_stack.undoLimit() == UNDO_LIMIT


def test_edits_past_the_undo_limit_are_all_shown_and_undo_reaches_the_oldest_kept(document):
    names = [f"Edit {n}" for n in range(1, 601)]
    for name in names:
        push_renames(document, [name])
        assert document.project.name == name
        assert document.report is not None and document.history.current() is document.project
    assert document.undo_stack.count() == UNDO_LIMIT
    undo_all(document)
    assert document.project.name == names[-UNDO_LIMIT - 1], "undo stops at the state before the oldest kept step"
    redo_all(document)
    assert document.project.name == names[-1]
    assert document.is_modified()


def test_merged_edits_past_the_undo_limit(document, frozen_clock):
    for step in range(1, 601):  # each step is three merged edits of one field, then a pause
        push_renames(document, [f"Step {step} draft {d}" for d in (1, 2)] + [f"Step {step}"], merge_key="name")
        assert document.project.name == f"Step {step}"
        frozen_clock[0] += 10
    assert document.undo_stack.count() == UNDO_LIMIT
    undo_all(document)
    assert document.project.name == "Step 100"
    redo_all(document)
    assert document.project.name == "Step 600"
    document.undo_stack.undo()
    push_renames(document, ["Branch"], merge_key="name")  # a new edit after undo replaces the redo steps
    assert document.project.name == "Branch" and not document.undo_stack.canRedo()
    document.undo_stack.undo()
    assert document.project.name == "Step 599"
