"""The context curve on the Model fit tab (issue 14): each card's line is the report's fit.context_curve, the largest
context that fits and the one asked for are marked, it follows edits, and a project without GPUs draws nothing."""

from __future__ import annotations

import pytest

from planner import edit
from planner.evaluate import evaluate

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]  # offscreen, on show()


def expected_lines(fit):
    contexts = [p.context for p in fit.context_curve]
    return {f"{i + 1}. {card.name}": (contexts, [p.per_card_gib[i] for p in fit.context_curve])
            for i, card in enumerate(fit.per_gpu)}


def test_each_cards_line_is_the_reports_curve(open_window):
    window = open_window()
    fit = evaluate(window.document.project, window.catalog, with_monte_carlo=False).fit
    plot = window.context_curve
    assert len(plot.lines) == 2 and plot.lines == expected_lines(fit)
    assert plot.marks == {"largest": fit.max_context, "asked": fit.context}  # seed 000: 32,768 and 8,192


def test_the_curve_follows_a_new_context(open_window, qtbot):
    window = open_window()
    doc = window.document
    doc.push(edit.update_section(doc.project, "workload", {"context_tokens": 20000}), "context")
    qtbot.waitUntil(lambda: window.context_curve.marks.get("asked") == 20000)
    fit = evaluate(doc.project, window.catalog, with_monte_carlo=False).fit
    assert window.context_curve.lines == expected_lines(fit) and 20000 in next(iter(window.context_curve.lines.values()))[0]


def test_a_new_project_without_cards_draws_no_curve(open_window):
    window = open_window(new=True)
    assert window.context_curve.lines == {} and window.context_curve.marks == {}


def test_the_curve_in_chinese(open_window, qtbot):
    from ui.i18n import set_language

    window = open_window()
    set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: window.context_curve.plotItem.titleLabel.text == "每张卡的显存占用随上下文变化")
        assert window.context_curve.getAxis("left").labelText == "已用 GiB"
        assert len(window.context_curve.lines) == 2
    finally:
        set_language("en")
