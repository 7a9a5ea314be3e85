"""File > Copy as Markdown / Copy as BBCode: the shown report's share text (planner.share) on the clipboard, in the
window's language, with a word in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from planner.share import share_text

from .i18n import current_language

STATUS_MS = 4000


def copy_share_text(window, fmt: str) -> str | None:
    """Put the share text of the window's report on the clipboard; returns it (None without a report)."""
    report = window.document.report
    if report is None:
        return None
    text = share_text(report, fmt, current_language())
    QGuiApplication.clipboard().setText(text)
    message = (QCoreApplication.translate("ShareActions", "Copied the plan as Markdown: paste it into a forum post "
                                                          "or a chat.") if fmt == "markdown" else
               QCoreApplication.translate("ShareActions", "Copied the plan as BBCode: paste it into a forum post."))
    window.statusBar().showMessage(message, STATUS_MS)
    return text
