"""Test set-up: offscreen Qt, a private data folder (no user catalog leaks in), shared fixtures."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path_factory, monkeypatch):
    """Every test gets an empty data folder, so a developer's own catalog never changes results."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("GPU_RIG_PLANNER_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def fresh_memo_tables():
    """Every test starts with empty memo tables (planner/memo.py): a test that monkeypatches a module constant
    (a search limit, a calibration figure) changes the code, not an input, so no key can tell the difference."""
    from planner import memo

    memo.clear_all()
    yield


@pytest.fixture(scope="session")
def catalog():
    from planner.catalog.store import bundled_catalog

    return bundled_catalog()


@pytest.fixture(scope="session")
def examples_dir() -> Path:
    return ROOT / "resources" / "examples"


@pytest.fixture
def seed000(examples_dir):
    from planner.io import load_project

    return load_project(examples_dir / "seed-000-two-card-rig.json")


@pytest.fixture
def seed003(examples_dir):
    from planner.io import load_project

    return load_project(examples_dir / "seed-003-six-gpu-server.json")


@pytest.fixture
def isolated_settings(tmp_path, qapp):
    """QSettings in a private INI file under tmp_path, emptied: no test sees a developer's or another test's."""
    from PySide6.QtCore import QCoreApplication, QSettings

    QCoreApplication.setOrganizationName("GPU Rig Planner Tests")
    QCoreApplication.setApplicationName("GPU Rig Planner Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    return QSettings


@pytest.fixture
def open_window(qtbot, isolated_settings, private_data_dir, monkeypatch):
    """A factory for the main window as a user meets it: English, no autosave or recovery prompt, modal message
    boxes answered with `answer`, shown at `size`; File > New first when `new`. Closed after the test."""
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window
    from ui.i18n import set_language

    opened = []

    def make(size=(1280, 800), new=False, answer=QMessageBox.StandardButton.Discard):
        set_language("en")
        monkeypatch.setattr(QMessageBox, "exec", lambda box: answer)
        w = create_window(None, autosave=False, offer_recovery=False)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        if new:
            w.actions_["new"].trigger()
        opened.append(w)
        return w

    yield make
    for w in opened:
        w.document.undo_stack.setClean()
        w.close()
