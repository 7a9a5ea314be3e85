"""Test driver: the real planner window, one edit, a forced autosave, then the event loop until it is killed.

    python tests/drivers/edit_and_wait.py PROJECT NEW_NAME

Starts the window exactly as `python main.py PROJECT` does (ui.app.start_gui), renames the project through the
document's undo path, writes the autosave at once instead of waiting for its timer, prints the document's file
name (the test's cue that the edit is on disk) and runs the event loop, as a user's session would when it dies.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop  # noqa: E402

from ui.app import start_gui  # noqa: E402


def main(project: str, new_name: str) -> int:
    app, window = start_gui(project)
    while not window.filled:  # the frame is shown first and filled once painted (ui/frame.py)
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    document = window.document
    document.push(document.project.model_copy(update={"name": new_name}), "Rename")
    document.autosave()
    print(document.path, flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
