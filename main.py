"""GPU Rig Planner entry point: a subcommand runs the headless CLI (no Qt is imported), anything else opens the window.

    python main.py                 open the planner window (last project, or the bundled example rig)
    python main.py FILE.json       open the window on a project file
    python main.py check FILE      headless commands: check, catalog, schema, fit, tco, export... (see docs/command-line.md)
"""

from __future__ import annotations

import sys
from typing import Sequence

_CLI_FLAGS = ("-h", "--help", "--version")


def wants_cli(args: Sequence[str]) -> bool:
    """A subcommand or a CLI flag; also anything the window cannot take (more than one argument, an unknown
    option), so that the CLI's parser explains what is wrong (exit 2)."""
    if not args or (len(args) == 1 and args[0].lower().endswith(".json") and not args[0].startswith("-")):
        return False  # the window, on the last project or on a project file (no subcommand ends in .json)
    from planner.cli import SUBCOMMANDS  # the engine is imported here only for a command line that needs it

    if args[0] in SUBCOMMANDS or args[0] in _CLI_FLAGS:
        return True
    return len(args) > 1 or args[0].startswith("-")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if wants_cli(args):
        from planner.cli import run as run_cli

        return run_cli(args)
    from ui.launcher import open_window  # Qt is imported only when a window is wanted; the engine after its frame

    return open_window(args[0] if args else None)


if __name__ == "__main__":
    sys.exit(main())
