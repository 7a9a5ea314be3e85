"""The workload editor's fine-tuning recipe: each field edits the project through one undo step, a recipe that
cannot run is refused in place, and the fields are greyed out for inference."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def window(qtbot, isolated_settings, monkeypatch):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.document.undo_stack.setClean()
    w.close()


def choose(combo, value) -> None:
    """Pick an item the way a user does: select it and emit activated."""
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_recipe_fields_edit_the_workload_one_undo_step_each(window, qtbot):
    editor, doc = window.workload_editor, window.document
    choose(editor.mode, "full_finetune")
    assert editor.training_combos["optimizer"].isEnabled()
    steps = doc.undo_stack.count()
    choose(editor.training_combos["optimizer"], "paged_adamw_8bit")
    choose(editor.training_combos["master_weights"], False)
    choose(editor.training_combos["train_strategy"], "zero3")
    choose(editor.training_combos["train_offload"], "optimizer_and_params")
    choose(editor.checkpointing, "offload")
    w = doc.project.workload
    assert (w.optimizer, w.master_weights, w.train_strategy, w.train_offload) == (
        "paged_adamw_8bit", False, "zero3", "optimizer_and_params")
    assert w.gradient_checkpointing and w.checkpoint_offload
    assert doc.undo_stack.count() == steps + 5
    assert doc.undo_stack.undoText() == "Change Gradient checkpointing to On, checkpoints in host RAM"
    t = doc.report.fit.training
    assert (t.strategy, t.optimizer, t.train_offload) == ("zero3", "paged_adamw_8bit", "optimizer_and_params")
    doc.undo_stack.undo()
    assert not doc.project.workload.checkpoint_offload
    assert editor.checkpointing.currentData() == "on"


def test_lora_rank_and_targets_are_typed(window, qtbot):
    editor, doc = window.workload_editor, window.document
    choose(editor.mode, "lora")
    editor.lora_modules.setFocus()
    editor.lora_modules.selectAll()
    qtbot.keyClicks(editor.lora_modules, "q_proj, v_proj")
    qtbot.keyClick(editor.lora_modules, Qt.Key.Key_Return)
    assert doc.project.workload.lora_modules == ["q_proj", "v_proj"]
    editor.lora_rank.setFocus()
    editor.lora_rank.selectAll()
    qtbot.keyClicks(editor.lora_rank, "64")
    qtbot.keyClick(editor.lora_rank, Qt.Key.Key_Return)
    assert doc.project.workload.lora_rank == 64
    editor.lora_modules.setFocus()
    editor.lora_modules.selectAll()
    qtbot.keyClicks(editor.lora_modules, "q_proj, fc1")
    qtbot.keyClick(editor.lora_modules, Qt.Key.Key_Return)
    assert doc.project.workload.lora_modules == ["q_proj", "v_proj"]
    assert "fc1" in editor.error.text()


def test_a_recipe_that_cannot_run_is_refused_in_place(window):
    editor, doc = window.workload_editor, window.document
    choose(editor.mode, "lora")
    before = doc.project
    choose(editor.training_combos["train_offload"], "optimizer")  # needs ZeRO-2/3, the project trains with DDP
    assert doc.project == before
    assert "ZeRO-Offload" in editor.error.text()
    assert editor.training_combos["train_offload"].currentData() == "none"


def test_training_fields_are_greyed_out_for_inference(window):
    editor = window.workload_editor
    choose(editor.mode, "inference")
    assert not editor.lora_rank.isEnabled() and not editor.training_combos["train_strategy"].isEnabled()
