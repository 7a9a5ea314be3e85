"""Application set-up: QApplication, settings names, error hooks, the first project."""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from planner.catalog import load_catalog
from planner.paths import example_path, user_data_dir

from .main_window import MainWindow

DEFAULT_EXAMPLE = "seed-000-two-card-rig.json"
log = logging.getLogger("gpu_rig_planner")


def _log_file() -> Path | None:
    try:
        folder = user_data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "planner.log"
    except OSError:
        return None


def install_error_hooks(app: QApplication) -> None:
    """Unexpected exceptions are logged and shown in a dialog instead of crashing silently."""
    path = _log_file()
    if path is not None:
        logging.basicConfig(filename=str(path), level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    def show(exc_type, exc, tb) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("unexpected error\n%s", details)
        if threading.current_thread() is not threading.main_thread():
            return
        box = QMessageBox(QMessageBox.Icon.Critical,
                          QCoreApplication.translate("ErrorDialog", "Unexpected error"),
                          QCoreApplication.translate(
                              "ErrorDialog", "The planner hit a bug. Your project is unchanged on disk.\n"
                              "Details were written to the log: {path}").format(path=path or "-"))
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = show
    threading.excepthook = lambda args: show(args.exc_type, args.exc_value, args.exc_traceback)


def first_project_path(argument: str | None) -> Path:
    if argument:
        return Path(argument)
    last = QSettings().value("paths/last_project", "", type=str)
    if last and Path(last).is_file():
        return Path(last)
    return example_path(DEFAULT_EXAMPLE)


def create_window(argument: str | None = None) -> MainWindow:
    window = MainWindow(load_catalog())
    path = first_project_path(argument)
    if not window.open_path(path) and path != example_path(DEFAULT_EXAMPLE):
        window.open_path(example_path(DEFAULT_EXAMPLE))
    return window


def run_gui(argument: str | None = None) -> int:
    QCoreApplication.setOrganizationName("GPU Rig Planner")
    QCoreApplication.setApplicationName("GPU Rig Planner")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_error_hooks(app)
    window = create_window(argument)
    window.show()
    QTimer.singleShot(0, window.raise_)
    return app.exec()
