"""The draft model in the window (issue 14): chosen in the workload editor as one undo step, drawn on each card's
VRAM bar with the report's figures, greyed out for training."""

from __future__ import annotations

import pytest

from planner.evaluate import evaluate

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def choose(combo, data):
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def test_choosing_a_draft_is_one_undo_step_and_the_bars_show_its_share(open_window, qtbot):
    window = open_window()
    editor, doc = window.workload_editor, window.document
    choose(editor.draft, "qwen2.5-7b-instruct")
    assert doc.project.workload.draft_model_id == "qwen2.5-7b-instruct"
    assert doc.undo_stack.undoText() == "Change Draft model to Qwen2.5 7B Instruct (7.61B)"
    fit = evaluate(doc.project, window.catalog, with_monte_carlo=False).fit
    window.tabs.setCurrentIndex(2)
    panel = window.vram_panel
    qtbot.waitUntil(lambda: panel.report is not None and panel.report.fit.draft_model is not None)
    panel.grab()
    drawn = [label for kind, label, _ in panel.drawn if kind == "draft"]
    assert drawn == [f"{c.name}: {c.draft_gib:.3f} GiB" for c in fit.per_gpu]
    doc.undo_stack.undo()
    assert doc.project.workload.draft_model_id is None


def test_the_draft_rows_are_greyed_out_for_training(open_window):
    window = open_window()
    editor = window.workload_editor
    assert editor.draft.isEnabled()
    choose(editor.mode, "lora")
    assert not editor.draft.isEnabled() and not editor.draft_quant.isEnabled()
