"""The context slider on the model-fit tab: its steps, the engine preview while dragging, one undo step per slider
edit, and the model's own window shown in red beyond it. Driven with real keys and mouse on the real widgets; every
figure is compared with planner.evaluate for the same context."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from planner import edit  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.llm.preview import fit_at_context  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]  # offscreen, on show()


def test_steps_run_from_2k_to_one_step_beyond_the_models_window():
    from ui.context_slider import context_steps

    assert context_steps(32_768, 8_192) == [2048, 4096, 8192, 16384, 32768, 65536]
    assert context_steps(40_960, 10_000) == [2048, 4096, 8192, 10000, 16384, 32768, 40960, 65536]
    assert context_steps(None, 4_096)[-1] == 131_072
    assert context_steps(131_072, 100)[:2] == [100, 2048]


@pytest.mark.parametrize("context", [2048, 16384, 65536])
@pytest.mark.parametrize("example", ["seed000", "seed003"])
def test_the_preview_is_the_fit_evaluate_gives_at_that_context(request, catalog, example, context):
    project = request.getfixturevalue(example)
    expected = evaluate(edit.update_section(project, "workload", {"context_tokens": context}), catalog,
                        with_monte_carlo=False).fit
    assert fit_at_context(project, catalog, context) == expected


@pytest.fixture
def window(qtbot, isolated_settings, monkeypatch):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.resize(1500, 920)
    w.show()
    qtbot.waitExposed(w)
    w.tabs.setCurrentIndex(2)
    yield w
    w.document.undo_stack.setClean()
    w.close()


def card_labels(panel):
    panel.grab()  # paint once, offscreen
    return [label for kind, label, _ in panel.drawn if kind in ("weights", "kv", "overhead")]


def expected_labels(fit):
    return [f"{c.name}: {gib:.3f} GiB" for c in fit.per_gpu for gib in (c.weights_gib, c.kv_gib, c.overhead_gib)]


def evaluated(window, context):
    project = edit.update_section(window.document.project, "workload", {"context_tokens": context})
    return evaluate(project, window.catalog, with_monte_carlo=False).fit


def test_keys_move_the_context_and_the_bars_as_one_undo_step(window, qtbot):
    slider, stack = window.context_slider, window.document.undo_stack
    assert window.document.project.workload.context_tokens == 8192 and stack.count() == 0
    for key in (Qt.Key.Key_PageUp, Qt.Key.Key_Right):
        qtbot.keyClick(slider.slider, key)
    # two edits before the event loop turns are one burst: its last state is evaluated once, when the loop turns
    qtbot.waitUntil(lambda: not window.document.report_pending)
    assert window.document.project.workload.context_tokens == 32768
    assert slider.spin.value() == 32768
    assert window.workload_editor.context.text() == "32768"
    assert card_labels(window.vram_panel) == expected_labels(evaluated(window, 32768))
    assert stack.count() == 1 and stack.undoText() == "Set context to 32,768 tokens"
    stack.undo()
    assert window.document.project.workload.context_tokens == 8192
    assert slider.spin.value() == 8192 and slider.steps[slider.slider.value()] == 8192
    assert card_labels(window.vram_panel) == expected_labels(evaluated(window, 8192))


def handle_centre(slider, index):
    from ui.context_slider import WindowMarkSlider

    probe = WindowMarkSlider()
    probe.setRange(slider.minimum(), slider.maximum())
    probe.resize(slider.size())
    probe.window_index = index
    return QPoint(round(probe.mark_x()), slider.height() // 2)


def test_dragging_previews_from_the_engine_and_release_makes_one_step(window, qtbot):
    ctx, stack = window.context_slider, window.document.undo_stack
    slider = ctx.slider
    start = handle_centre(slider, slider.value())
    qtbot.mousePress(slider, Qt.MouseButton.LeftButton, pos=start)
    assert slider.isSliderDown()
    target = ctx.steps.index(16384)
    qtbot.mouseMove(slider, handle_centre(slider, target))
    assert slider.value() == target
    # while dragging: the bars show the engine's fit at 16,384, the project is untouched
    assert window.document.project.workload.context_tokens == 8192 and stack.count() == 0
    assert card_labels(window.vram_panel) == expected_labels(evaluated(window, 16384))
    assert ctx.spin.value() == 16384
    qtbot.mouseRelease(slider, Qt.MouseButton.LeftButton, pos=handle_centre(slider, target))
    assert window.document.project.workload.context_tokens == 16384
    assert stack.count() == 1 and stack.undoText() == "Set context to 16,384 tokens"
    assert card_labels(window.vram_panel) == expected_labels(window.document.report.fit)
    stack.undo()
    assert window.document.project.workload.context_tokens == 8192


def test_beyond_the_models_window_is_said_in_red_and_never_fits(window, qtbot):
    from ui.panels_hw import FAIL

    ctx = window.context_slider
    window_tokens = window.document.report.fit.model_max_context
    assert window_tokens == 32768 and ctx.slider.window_index == ctx.steps.index(32768)
    ctx.spin.setFocus()
    ctx.spin.lineEdit().selectAll()
    qtbot.keyClicks(ctx.spin.lineEdit(), "65536")
    qtbot.keyClick(ctx.spin.lineEdit(), Qt.Key.Key_Return)
    report = window.document.report
    assert report.fit.context == 65536 and report.fit.context_ok is False and not report.fit.fits
    assert "fit.context_beyond_model" in {f.code for f in report.findings}
    assert ctx.state.text() == "65,536 tokens: beyond Qwen2.5 32B Instruct's own 32,768-token window."
    assert FAIL.name() in ctx.state.styleSheet()
    window.vram_panel.grab()
    [(title, colour)] = [(label, c) for kind, label, c in window.vram_panel.drawn if kind == "title"]
    assert title.endswith("beyond the model's own 32,768-token window") and colour == FAIL.name()
    assert "fits" not in title.split(":")[-1]
    assert ctx.slider.value() == ctx.steps.index(65536)


def test_the_workload_editor_and_the_slider_show_the_same_context(window, qtbot):
    editor, ctx = window.workload_editor, window.context_slider
    editor.context.setFocus()
    editor.context.selectAll()
    qtbot.keyClicks(editor.context, "12000")
    qtbot.keyClick(editor.context, Qt.Key.Key_Return)
    assert ctx.spin.value() == 12000 and ctx.steps[ctx.slider.value()] == 12000
    assert ctx.state.text() == "12,000 tokens: within Qwen2.5 32B Instruct's own 32,768-token window."


def test_a_model_window_beyond_the_workload_bound_has_no_mark_and_no_error(window, qtbot):
    """Llama 4 Scout's own window is 10,485,760 tokens, beyond the 1,048,576 a workload may ask: the slider ends at
    the bound, without the red window mark (it raised ValueError in the Qt event loop on every report)."""
    from ui.context_slider import MAX_CONTEXT

    project = edit.update_section(window.document.project, "workload", {"model_id": "llama-4-scout-17b-16e"})
    window.document.set_project(project, window.document.path)
    qtbot.waitUntil(lambda: window.document.report.fit is not None
                    and window.document.report.fit.model_max_context == 10_485_760)
    slider = window.context_slider
    assert slider.slider.window_index is None and max(slider.steps) <= MAX_CONTEXT
    assert slider.steps[slider.slider.value()] == window.document.project.workload.context_tokens
