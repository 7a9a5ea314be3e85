"""Dispatch: a subcommand runs the headless CLI (no Qt import), anything else opens the window."""

from __future__ import annotations

import sys
from typing import Sequence

from planner.cli import SUBCOMMANDS
from planner.cli import run as run_cli

_CLI_FLAGS = ("-h", "--help", "--version")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and (args[0] in SUBCOMMANDS or args[0] in _CLI_FLAGS):
        return run_cli(args)
    if len(args) > 1 or (args and args[0].startswith("-")):
        return run_cli(args)  # let the CLI parser explain what is wrong (exit 2)
    from ui.app import run_gui  # Qt is imported only when a window is wanted

    return run_gui(args[0] if args else None)
