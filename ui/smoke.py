"""The start-up check of a built program (tools/build_app.py, tests/test_frozen_app.py).

With GPU_RIG_PLANNER_SMOKE_TEST=1 the window starts as usual (settings, recovery, its project), lets the event loop
paint it for a moment, shows each tab once (their plots are built when first shown), prints one line of what it
shows, and quits with exit code 0. The line names the project file, the status and bill-of-materials total of its
report, the number of part rows and of tabs shown, whether the window icon could be drawn (its SVG needs Qt's
svg plugins, which a frozen program must carry), the language and the first tab's title in it (the translations
are found). Use a fresh data folder
(GPU_RIG_PLANNER_DATA_DIR): an autosave waiting there would ask its recovery question first. An unexpected error
ends the program with exit code 1 (its traceback on stderr) instead of the error dialog, which would wait for a
click that never comes."""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .i18n import current_language

SMOKE_TEST_ENV = "GPU_RIG_PLANNER_SMOKE_TEST"
#: how long the filled window runs before the line is printed: its first paints and deferred work
SETTLE_MS = 1_500


def wanted() -> bool:
    return os.environ.get(SMOKE_TEST_ENV) == "1"


def shown_line(window) -> str:
    """What the window shows, in one line."""
    report = window.document.report
    total = report.bom.total
    drawn = not QApplication.windowIcon().pixmap(64, 64).isNull()
    return (f"smoke test: opened {window.document.path}: status {report.status}, total {total.amount:.2f} "
            f"{total.currency}, {window.parts_model.rowCount()} part rows, {show_each_tab(window)} tabs shown, "
            f"window icon {'drawn' if drawn else 'MISSING'}, language {current_language()}: "
            f"first tab {window.tabs.tabText(0)!r}")


def show_each_tab(window) -> int:
    """Show every tab of the pictures once, painting each; the number shown."""
    tabs = window.tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
    return tabs.count()


def finish_soon(window) -> None:
    """Print the window's line and quit the event loop, once the window has run for SETTLE_MS."""
    def finish() -> None:
        print(shown_line(window), flush=True)
        QApplication.instance().exit(0)

    QTimer.singleShot(SETTLE_MS, finish)


def fail() -> None:
    """An unexpected error in a smoke test: quit the event loop with exit code 1 (or exit before it runs)."""
    app = QApplication.instance()
    if app is not None:
        app.exit(1)
