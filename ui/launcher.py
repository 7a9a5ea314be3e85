"""Dispatch: a subcommand runs the headless CLI (no Qt import), anything else opens the window."""

from __future__ import annotations

import sys
from typing import Sequence

from planner.cli import EXIT_INPUT, SUBCOMMANDS
from planner.cli import run as run_cli
from ui.display import qt_window_problem

_CLI_FLAGS = ("-h", "--help", "--version")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and (args[0] in SUBCOMMANDS or args[0] in _CLI_FLAGS):
        return run_cli(args)
    if len(args) > 1 or (args and args[0].startswith("-")):
        return run_cli(args)  # let the CLI parser explain what is wrong (exit 2)
    problem = qt_window_problem()
    if problem:  # Qt would abort the process with a core dump instead
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_INPUT
    from ui.app import run_gui  # Qt is imported only when a window is wanted

    return run_gui(args[0] if args else None)
