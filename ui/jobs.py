"""Long work off the GUI thread, with progress and cancel (the pattern of Anki's background operations).

The work function gets progress(fraction) and cancelled() callables and must not touch widgets; the job reports
back through signals, which Qt delivers on the GUI thread.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal


class Job(QObject):
    progress = Signal(float)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled_signal = Signal()
    done = Signal()

    def __init__(self, work: Callable, parent=None):
        super().__init__(parent)
        self._work = work
        self._cancel = threading.Event()
        self._thread = QThread()
        self._thread.run = self._run  # type: ignore[method-assign]
        self._thread.finished.connect(self.done)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def wait(self, ms: int = 10_000) -> bool:
        return self._thread.wait(ms)

    def _run(self) -> None:
        try:
            result = self._work(progress=self.progress.emit, cancelled=self._cancel.is_set)
        except Exception as exc:  # reported to the window, which shows it; the traceback goes to the log
            import logging

            logging.getLogger("gpu_rig_planner").error("background job failed\n%s", traceback.format_exc())
            self.failed.emit(str(exc))
            return
        if self._cancel.is_set() or result is None:
            self.cancelled_signal.emit()
        else:
            self.succeeded.emit(result)
