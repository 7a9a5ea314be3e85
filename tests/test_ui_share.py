"""File > Copy as Markdown / Copy as BBCode put the shown plan's share text on the clipboard, in the window's
language, and say so in the status bar."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from planner.share import share_text  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, isolated_settings, monkeypatch):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    yield w
    set_language("en")  # the language is process-wide
    w.document.undo_stack.setClean()
    w.close()


def file_action(window, text):
    return next(a for a in window.file_menu.actions() if a.text().replace("&", "") == text)


@pytest.mark.parametrize("label, fmt", [("Copy as Markdown", "markdown"), ("Copy as BBCode", "bbcode")])
def test_copy_actions_put_the_share_text_on_the_clipboard(window, label, fmt):
    QGuiApplication.clipboard().clear()
    file_action(window, label).trigger()
    expected = share_text(evaluate(window.document.project, window.catalog), fmt, "en")
    assert QGuiApplication.clipboard().text() == expected
    assert window.statusBar().currentMessage().startswith(f"Copied the plan as {label.split()[-1]}")


def test_copy_follows_the_window_language(window, qtbot):
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "电源")
    file_action(window, "复制为 Markdown(M)").trigger()
    expected = share_text(evaluate(window.document.project, window.catalog), "markdown", "zh_CN")
    assert QGuiApplication.clipboard().text() == expected and "总计：" in expected
    assert window.statusBar().currentMessage().startswith("已将方案复制为 Markdown")
