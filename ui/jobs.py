"""Long work off the GUI thread, with progress and cancel (the pattern of Anki's background operations).

The work function gets progress(fraction) and cancelled() callables and must not touch widgets; the job reports
back through signals, which Qt delivers on the GUI thread.

While a job runs, Python's automatic garbage collection is off: a collection triggered by an allocation in the
worker would destroy Qt objects that became garbage on the GUI thread (pyqtgraph items cleared by a redraw)
from the worker thread, and that deadlocked against the GUI thread. Collection resumes, on the GUI thread,
when the last job ends.
"""

from __future__ import annotations

import gc
import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot


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
        self._thread.finished.connect(self._resume_collection)  # a slot of this QObject: runs on the GUI thread
        self._thread.finished.connect(self.done)
        self._paused = False

    def start(self) -> None:
        _collection_paused(True)
        self._paused = True
        self._thread.start()

    @Slot()
    def _resume_collection(self) -> None:
        if self._paused:
            self._paused = False
            _collection_paused(False)

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


_running = {"jobs": 0, "was_enabled": True}


def _collection_paused(starting: bool) -> None:
    """Count running jobs; automatic garbage collection is off while any runs (see the module docstring)."""
    if starting:
        if _running["jobs"] == 0:
            _running["was_enabled"] = gc.isenabled()
            gc.disable()
        _running["jobs"] += 1
        return
    _running["jobs"] = max(_running["jobs"] - 1, 0)
    if _running["jobs"] == 0 and _running["was_enabled"]:
        gc.enable()
        gc.collect()
