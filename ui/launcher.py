"""The window's start: asks whether Qt can open a window here (ui/display.py) before anything imports Qt."""

from __future__ import annotations

import sys

from ui.display import qt_window_problem


def open_window(argument: str | None = None) -> int:
    """Open the window on a project file (or the last project); exit 2 with one line when Qt cannot open one."""
    problem = qt_window_problem()
    if problem:  # Qt would abort the process with a core dump instead
        from planner.cli import EXIT_INPUT

        print(f"error: {problem}", file=sys.stderr)
        return EXIT_INPUT
    from ui.app import run_gui

    return run_gui(argument)
