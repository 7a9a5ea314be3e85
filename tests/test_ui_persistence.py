"""The document's memory: undo of every edit, absolute paths in settings and recovery."""

import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from planner import edit  # noqa: E402
from planner.io import load_project  # noqa: E402
from planner.paths import example_path  # noqa: E402
from ui.document import autosave_file  # noqa: E402
from PySide6.QtWidgets import QFileDialog, QMessageBox  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.gui


@pytest.fixture
def document(qapp, catalog):
    from ui.document import Document

    doc = Document(catalog, autosave=False)
    doc.set_project(edit.new_project("Edit 0"), None)
    yield doc
    doc.deleteLater()


@pytest.fixture
def frozen_clock(monkeypatch):
    """Edits inside the merge window whatever the machine's speed: the clock only moves when told."""
    import ui.commands

    now = [1000.0]
    monkeypatch.setattr(ui.commands.time, "monotonic", lambda: now[0])
    return now


def push_renames(document, names, merge_key=None):
    for name in names:
        document.push(document.project.model_copy(update={"name": name}), f"rename to {name}", merge_key)


def undo_all(document):
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


def redo_all(document):
    while document.undo_stack.canRedo():
        document.undo_stack.redo()


def test_the_undo_stack_has_no_limit(document):
    assert document.undo_stack.undoLimit() == 0  # Qt's "no limit"


def test_600_edits_are_all_shown_and_undo_reaches_the_first(document):
    names = [f"Edit {n}" for n in range(1, 601)]
    for name in names:
        push_renames(document, [name])
        assert document.project.name == name
        assert document.report is not None and document.history.current() is document.project
    assert document.undo_stack.count() == 600
    undo_all(document)
    assert document.project.name == "Edit 0" and not document.is_modified()
    redo_all(document)
    assert document.project.name == names[-1]
    assert document.is_modified()


def test_600_merged_edits(document, frozen_clock):
    for step in range(1, 601):  # each step is three merged edits of one field, then a pause
        push_renames(document, [f"Step {step} draft {d}" for d in (1, 2)] + [f"Step {step}"], merge_key="name")
        assert document.project.name == f"Step {step}"
        frozen_clock[0] += 10
    assert document.undo_stack.count() == 600
    undo_all(document)
    assert document.project.name == "Edit 0"
    redo_all(document)
    assert document.project.name == "Step 600"
    document.undo_stack.undo()
    push_renames(document, ["Branch"], merge_key="name")  # a new edit after undo replaces the redo steps
    assert document.project.name == "Branch" and not document.undo_stack.canRedo()
    document.undo_stack.undo()
    assert document.project.name == "Step 599"


# ----------------------------------------------------------------------------- file names


@pytest.fixture
def make_window(qtbot, isolated_settings):
    from ui.app import create_window

    made = []

    def adopt(window):
        qtbot.addWidget(window)
        made.append(window)
        return window

    def make(argument=None):
        return adopt(create_window(argument, autosave=False, offer_recovery=False))

    make.adopt = adopt
    yield make
    for window in made:
        window.document.undo_stack.setClean()
        window.close()


@pytest.fixture
def folders(tmp_path, seed000):
    """A project in x/, a working folder a/ beside it, and another working folder elsewhere."""
    from planner.io import save_project

    (tmp_path / "x").mkdir()
    (tmp_path / "a").mkdir()
    (tmp_path / "elsewhere" / "deep").mkdir(parents=True)
    save_project(seed000, tmp_path / "x" / "proj.json")
    return tmp_path


def test_a_file_opened_by_a_relative_name_is_remembered_and_saved_by_its_absolute_name(
        folders, make_window, isolated_settings, monkeypatch):
    from ui.document import autosave_file

    original = (folders / "x" / "proj.json").resolve()
    monkeypatch.chdir(folders / "a")
    window = make_window("../x/proj.json")
    assert window.document.path == original
    settings = isolated_settings()
    assert settings.value("paths/last_project") == str(original)
    assert settings.value("paths/recent", [], type=list) == [str(original)]
    window.document.push(window.document.project.model_copy(update={"name": "edited"}), "rename")
    window.document._autosave_enabled = True
    window.document.autosave()
    assert json.loads(autosave_file().read_text(encoding="utf-8"))["autosave_of"] == str(original)
    window.document._autosave_enabled = False
    monkeypatch.chdir(folders / "elsewhere" / "deep")
    assert window.save()
    assert load_project(original).name == "edited"
    assert sorted(p.name for p in (folders / "elsewhere" / "deep").iterdir()) == []


def test_save_as_by_a_relative_name_keeps_the_absolute_one(folders, make_window, monkeypatch):
    window = make_window()
    monkeypatch.chdir(folders / "a")
    assert window._save_to(Path("../x/copy.json"))
    monkeypatch.chdir(folders / "elsewhere")
    assert window.document.path == (folders / "x" / "copy.json").resolve()
    assert window.save() and load_project(folders / "x" / "copy.json") == window.document.project


def test_untrustworthy_remembered_files_are_dropped(folders, make_window, isolated_settings, monkeypatch):
    kept = str((folders / "x" / "proj.json").resolve())
    temporary = folders / "x" / ".proj.json.abcd1234.tmp"
    temporary.write_text("{}")
    settings = isolated_settings()
    settings.setValue("paths/recent", ["x/proj.json", str(folders / "gone.json"), str(temporary), kept, 7])
    settings.setValue("paths/last_project", "x/proj.json")
    monkeypatch.chdir(folders)  # a relative entry would even name an existing file from here
    window = make_window()
    example = str(example_path("seed-000-two-card-rig.json").resolve())
    assert window.document.path == Path(example), "a relative last project is not trusted: the example opens"
    assert [a.text() for a in window.recent_menu.actions()] == [example, kept]
    assert isolated_settings().value("paths/recent", [], type=list) == [example, kept]


def test_the_last_project_is_opened_when_its_name_is_absolute(folders, make_window, isolated_settings):
    kept = (folders / "x" / "proj.json").resolve()
    isolated_settings().setValue("paths/last_project", str(kept))
    assert make_window().document.path == kept


def test_a_relative_autosave_origin_is_recovered_as_an_unsaved_document(private_data_dir, seed000):
    from planner.io import project_to_json
    from ui.document import autosave_file, pending_recovery

    autosave_file().parent.mkdir(parents=True)
    wrapper = {"autosave_of": "x/proj.json", "project": json.loads(project_to_json(seed000))}
    autosave_file().write_text(json.dumps(wrapper), encoding="utf-8")
    assert pending_recovery() == (seed000, None)


def test_a_half_written_autosave_is_removed_at_start_and_never_read(private_data_dir, seed000):
    from planner.io import project_to_json
    from ui.document import autosave_file, pending_recovery

    autosave_file().parent.mkdir(parents=True)
    leftover = autosave_file().parent / f".{autosave_file().name}.abcd1234.tmp"
    leftover.write_text(json.dumps({"autosave_of": None, "project": json.loads(project_to_json(seed000))}))
    assert pending_recovery() is None
    assert list(autosave_file().parent.iterdir()) == []


# ----------------------------------------------------------------------------- autosave timing


@pytest.fixture
def autosaving(qapp, catalog, monkeypatch):
    """A document that autosaves after the delays given (milliseconds), and the list of the autosaves it wrote."""
    import ui.document

    writes, made = [], []

    def counting_write(path, text):
        writes.append(json.loads(text)["project"]["name"])
        real_write(path, text)

    real_write = ui.document.atomic_write_text
    monkeypatch.setattr(ui.document, "atomic_write_text", counting_write)

    def make(quiet_ms, longest_ms):
        doc = ui.document.Document(catalog, autosave=True, autosave_delays_ms=(quiet_ms, longest_ms))
        doc.set_project(edit.new_project("Edit 0"), None)
        made.append(doc)
        return doc

    yield make, writes
    for doc in made:
        doc.discard_autosave()
        doc.deleteLater()


def saved_name():
    return json.loads(autosave_file().read_text(encoding="utf-8"))["project"]["name"]


def test_an_edit_is_autosaved_soon_after_it(autosaving, qtbot):
    make, writes = autosaving
    doc = make(50, 60_000)
    assert not autosave_file().exists() and writes == []
    push_renames(doc, ["Edit 1"])
    qtbot.waitUntil(autosave_file().exists)
    assert saved_name() == "Edit 1" and writes == ["Edit 1"]


def test_a_burst_of_edits_is_autosaved_once(autosaving, qtbot):
    make, writes = autosaving
    doc = make(1000, 60_000)  # longer than each gap between the burst's edits, shorter than the burst
    for n in range(1, 11):
        push_renames(doc, [f"Edit {n}"])
        qtbot.wait(150)  # the event loop runs between edits, as it does when a user types
    qtbot.waitUntil(autosave_file().exists)
    qtbot.wait(100)
    assert writes == ["Edit 10"] and saved_name() == "Edit 10"


def test_editing_without_a_pause_is_still_autosaved(autosaving, qtbot):
    from PySide6.QtCore import QTimer

    make, writes = autosaving
    doc = make(60_000, 100)  # the quiet delay never passes while the edits go on
    edits = iter(range(1, 100_000))
    ticker = QTimer()
    ticker.timeout.connect(lambda: push_renames(doc, [f"Edit {next(edits)}"]))
    ticker.start(10)
    qtbot.waitUntil(autosave_file().exists, timeout=10_000)
    ticker.stop()
    assert len(writes) >= 1 and writes[-1] == saved_name() and saved_name() != "Edit 0"


def test_undoing_back_to_the_file_removes_the_autosave(autosaving, qtbot):
    make, writes = autosaving
    doc = make(50, 60_000)
    push_renames(doc, ["Edit 1"])
    qtbot.waitUntil(autosave_file().exists)
    doc.undo_stack.undo()
    qtbot.waitUntil(lambda: not autosave_file().exists())
    assert writes == ["Edit 1"]


def test_a_discarded_autosave_is_not_written_again_by_a_pending_timer(autosaving, qtbot):
    make, writes = autosaving
    doc = make(50, 100)
    push_renames(doc, ["Edit 1"])
    doc.discard_autosave()  # the window closes without saving, before the timers ran
    qtbot.wait(300)
    assert writes == [] and not autosave_file().exists()


# ----------------------------------------------------------------------------- a real crash


def read_line(process: subprocess.Popen, limit_s: float = 120) -> str:
    """The next line the process prints; a guard against a hung start, not a timing check."""
    ready, _, _ = select.select([process.stdout], [], [], limit_s)
    assert ready, "the window did not start"
    return process.stdout.readline().strip()


@pytest.mark.skipif(os.name != "posix", reason="needs SIGKILL")
def test_an_edit_survives_a_killed_window_and_saves_to_its_file(folders, make_window, tmp_path, monkeypatch):
    """Start the real window from a/ on ../x/proj.json, edit, autosave, SIGKILL it; start again from another folder,
    accept the recovery, and Save: the edit lands in the original file."""
    from PySide6.QtWidgets import QMessageBox

    original = (folders / "x" / "proj.json").resolve()
    before = original.read_bytes()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))  # the driver's settings stay in the test's folder
    driver = [sys.executable, str(ROOT / "tests" / "drivers" / "edit_and_wait.py"), "../x/proj.json", "after the crash"]
    with subprocess.Popen(driver, cwd=folders / "a", env=env, stdout=subprocess.PIPE, text=True) as window_process:
        try:
            assert read_line(window_process) == str(original)
        finally:
            window_process.kill()
    assert window_process.returncode == -signal.SIGKILL
    assert original.read_bytes() == before, "the crashed session never saved"

    asked = []

    def accept(parent, title, text, *buttons):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", accept)
    monkeypatch.chdir(folders / "elsewhere" / "deep")
    from ui.app import create_window

    window = create_window(None, autosave=True, offer_recovery=True)
    make_window.adopt(window)
    assert asked and "after the crash" in asked[0]
    assert window.document.project.name == "after the crash" and window.document.is_modified()
    assert window.document.path == original
    assert window.save()
    assert load_project(original).name == "after the crash"
    assert list((folders / "elsewhere" / "deep").iterdir()) == []
    assert not autosave_file().exists()


# ----------------------------------------------------------------------------- an autosave is not trusted (issue 25)


def _autosave_naming(origin, project) -> None:
    from planner.io import project_to_json
    from ui.document import autosave_file

    autosave_file().parent.mkdir(parents=True, exist_ok=True)
    wrapper = {"autosave_of": str(origin), "project": json.loads(project_to_json(project))}
    autosave_file().write_text(json.dumps(wrapper), encoding="utf-8")


@pytest.mark.parametrize("name,content", [
    ("victim.txt", "a user's notes, not a project\n"),
    ("package.json", '{"name": "web-app", "version": "1.0.0"}\n'),      # JSON, but not a project
    ("broken.json", '{"schema_version": 2, "nodes": "not a list"}\n'),   # a project the planner cannot load
])
def test_save_after_recovery_never_writes_to_a_file_the_autosave_names_unless_it_is_a_project(
        tmp_path, seed000, make_window, private_data_dir, monkeypatch, name, content):
    from ui.app import create_window

    victim = tmp_path / name
    victim.write_text(content, encoding="utf-8")
    _autosave_naming(victim.resolve(), seed000)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append("where?") or ("", ""))
    window = make_window.adopt(create_window(None, autosave=False, offer_recovery=True))
    try:
        assert window.save() is False  # Save asks where; the user cancels
        assert victim.read_text(encoding="utf-8") == content
        assert window.document.project == seed000 and window.document.path is None
        assert "Save will ask where" in asked[0] and asked[-1] == "where?"
    finally:
        window.document.undo_stack.setClean()  # no "Unsaved changes" question when the window closes


def test_a_recovered_project_file_is_saved_back_to_its_file(folders, seed000, make_window, monkeypatch):
    from ui.app import create_window

    original = (folders / "x" / "proj.json").resolve()
    _autosave_naming(original, seed000.model_copy(update={"name": "recovered"}))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    window = make_window.adopt(create_window(None, autosave=False, offer_recovery=True))
    assert window.document.path == original
    assert f"Save will write them to {original}." in asked[0]
    assert window.save()
    assert load_project(original).name == "recovered"
