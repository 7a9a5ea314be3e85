"""Application set-up: QApplication, settings names, language, error hooks, recovery, the first project.

Only Qt and light modules are imported here: `python main.py` paints the window's frame (ui/frame.py) before the
engine and the panels are imported, then fills it."""

from __future__ import annotations

import gc
import logging
import sys
import threading
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QThread, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from planner.paths import example_path, resource, user_data_dir

from . import smoke
from .frame import WindowFrame
from .i18n import current_language, default_language, set_language

DEFAULT_EXAMPLE = "seed-000-two-card-rig.json"
APP_ICON = ("icons", "gpu-rig-planner.svg")  # also the installers' icon (tools/build_app.py renders it)
DESKTOP_ENTRY = "gpu-rig-planner"  # packaging/linux/gpu-rig-planner.desktop
log = logging.getLogger("gpu_rig_planner")


def _log_file() -> Path | None:
    try:
        folder = user_data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "planner.log"
    except OSError:
        return None


def install_error_hooks() -> Path | None:
    """Unexpected exceptions are logged and shown in a dialog (on the GUI thread) instead of crashing silently."""
    path = _log_file()
    if path is not None:
        handler = logging.FileHandler(path, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)

    def show(exc_type, exc, tb) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("unexpected error\n%s", details)
        sys.stderr.write(details)
        if smoke.wanted():  # no dialog that waits for a click: the smoke test fails (ui/smoke.py)
            smoke.fail()
            return
        app = QApplication.instance()
        if app is None or QThread.currentThread() is not app.thread():
            return
        box = QMessageBox(QMessageBox.Icon.Critical,
                          QCoreApplication.translate("ErrorDialog", "Unexpected error"),
                          QCoreApplication.translate(
                              "ErrorDialog", "The planner hit a bug. Your project file on disk is unchanged and an "
                                             "autosaved copy is kept.\nDetails were written to the log: {path}").format(
                              path=path or "-"))
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = show
    threading.excepthook = lambda args: show(args.exc_type, args.exc_value, args.exc_traceback)
    return path


def first_project_path(argument: str | None) -> Path:
    """The file named on the command line (relative to the working folder), else the last project if it can still
    be trusted, else the bundled example."""
    from .document import absolute_path, remembered_path

    if argument:
        return absolute_path(argument)
    return remembered_path(QSettings().value("paths/last_project", "", type=str)) or example_path(DEFAULT_EXAMPLE)


def create_window(argument: str | None = None, autosave: bool = True, offer_recovery: bool = True,
                  frame: WindowFrame | None = None):
    """The planner window on its first project (a new MainWindow, or `frame` filled in place)."""
    from planner.catalog.store import load_catalog

    from .document import pending_recovery
    from .main_window import MainWindow

    catalog = load_catalog()
    window = MainWindow(catalog, autosave=autosave) if frame is None else MainWindow.fill(frame, catalog, autosave)
    warnings = [str(m) for m in catalog.messages if m.level == "warn"]
    recovered = pending_recovery() if offer_recovery else None
    if recovered is not None:
        project, origin = recovered
        question = QCoreApplication.translate("App", "The planner did not close normally last time. Restore the "
                                                     "unsaved changes to \"{name}\"?").format(name=project.name)
        where = (QCoreApplication.translate("App", "Save will write them to {file}.").format(file=origin)
                 if origin is not None else
                 QCoreApplication.translate("App", "They belong to no project file: Save will ask where to write "
                                                   "them."))
        answer = QMessageBox.question(
            window, QCoreApplication.translate("App", "Recover unsaved work?"), question + "\n" + where,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            window.set_project(project, origin, modified=True)
            return window
        window.document.discard_autosave()
    path = first_project_path(argument)
    if not window.open_path(path) and path != example_path(DEFAULT_EXAMPLE):
        window.open_path(example_path(DEFAULT_EXAMPLE))
    if window.document.project is None:
        from planner.new_project import new_project

        window.set_project(new_project(catalog, QCoreApplication.translate("MainWindow", "New rig"),
                                       locale=current_language()), None)
    if warnings:
        window.statusBar().showMessage(QCoreApplication.translate("App", "Some catalog entries were skipped: {first}").format(
            first=warnings[0]), 15000)
    return window


def start_gui(argument: str | None = None) -> tuple[QApplication, WindowFrame]:
    """Everything before the event loop: application names, error hooks, language, and the window's frame, shown;
    once the frame is painted the event loop fills it (recovery, the first project; `window.filled` then).

    The cyclic garbage collector waits until the window is filled: the start makes hundreds of thousands of objects
    that live as long as the program (the engine's models, the widgets) and little garbage, and the collections
    that walked them took a tenth of the imports' time. Once filled, they are set aside (`gc.freeze`, as Python's
    documentation suggests for long-lived objects made at start), so later collections do not walk them either."""
    gc.disable()
    QCoreApplication.setOrganizationName("GPU Rig Planner")
    QCoreApplication.setApplicationName("GPU Rig Planner")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setWindowIcon(QIcon(str(resource(*APP_ICON))))
    app.setDesktopFileName(DESKTOP_ENTRY)  # the desktop matches the window to its entry and icon (Wayland's app id)
    install_error_hooks()
    set_language(default_language())
    frame = WindowFrame()
    frame.restore_geometry()
    frame.show()
    QTimer.singleShot(0, frame.raise_)

    def fill() -> None:
        try:
            window = create_window(argument, frame=frame)
            window.restore_layout()
        finally:
            gc.freeze()
            gc.enable()
        if smoke.wanted():  # GPU_RIG_PLANNER_SMOKE_TEST=1: print what the window shows and quit (ui/smoke.py)
            smoke.finish_soon(window)

    frame.after_first_paint(fill)
    return app, frame


def run_gui(argument: str | None = None) -> int:
    app, _window = start_gui(argument)  # the name keeps the window alive while the loop runs
    return app.exec()
