"""The open document: a project, its file, its undo stack, its latest report, and its autosave copy."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from planner.catalog.store import Catalog
from planner.errors import Cancelled, PlannerError
from planner.jsonio import read_json_file
from planner.evaluate import evaluate
from planner.io import (atomic_write_text, is_temporary_file, load_project, project_from_data, project_to_json,
                        remove_stale_temporary_files, save_project)
from planner.model.project import Node, Project
from planner.paths import user_data_dir
from planner.user_parts import carry_user_parts
from planner.report import PlanReport

from .commands import History


class Measured:
    """The built rig's outputs a Verify of this document read: {kind: file} and the parsed VerifyInputs. The quote
    export fills its Bring-up sheet from them."""

    def __init__(self, files: dict[str, str], inputs):
        self.files, self.inputs = dict(files), inputs

AUTOSAVE_DELAY_MS = 2_000  # an edit is on disk this long after the last edit of a burst...
AUTOSAVE_MAX_DELAY_MS = 10_000  # ...or this long after the first unsaved one, while editing never pauses


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def autosave_file() -> Path:
    return autosave_dir() / "unsaved-project.json"


def absolute_path(path: str | Path) -> Path:
    """The file a path names, independent of the working folder it was given in (symbolic links followed, so
    saving replaces the real file and not the link)."""
    return Path(path).expanduser().resolve()


def remembered_path(value: object) -> Path | None:
    """A file name kept from an earlier session (settings, autosave), if it can still be trusted: absolute, an
    existing file, and not the temporary file of a save. Relative names from older versions meant a working
    folder that is long gone."""
    if not isinstance(value, str) or not value:
        return None
    path = Path(value)
    if not path.is_absolute() or is_temporary_file(path) or not path.is_file():
        return None
    return path


class Document(QObject):
    """Edits go through push(); apply() is for undo commands only.

    A burst of edits is evaluated once: apply() takes every new project at once (projectChanged is emitted each
    time, so the parts table and the editors follow every step); the first edit of a turn of the event loop is
    evaluated and announced (reportChanged) at once, and the edits that follow it before the loop turns again are
    evaluated together, once, by a 0-ms single-shot timer. Reading `report` in between evaluates the latest project
    on the spot, so a caller never sees a report of an older project."""

    projectChanged = Signal()
    reportChanged = Signal(object)
    modifiedChanged = Signal(bool)
    pathChanged = Signal()
    currentNodeChanged = Signal(str)  # the machine the window shows and edits

    def __init__(self, catalog: Catalog, parent=None, autosave: bool = True,
                 autosave_delays_ms: tuple[int, int] = (AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_DELAY_MS)):
        super().__init__(parent)
        self.catalog = catalog
        self.project: Project | None = None
        self._report: PlanReport | None = None
        self._stale = False  # the project changed since _report was evaluated
        self._unannounced = False  # reportChanged not yet emitted for the latest project
        self._report_timer = QTimer(self)  # coalesces a burst of edits into one evaluation and one reportChanged
        self._report_timer.setSingleShot(True)
        self._report_timer.setInterval(0)
        self._report_timer.timeout.connect(self.flush)
        self.path: Path | None = None
        self.current_node_id: str = ""  # the machine the window shows and edits; set by apply()
        self.measured: Measured | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.history = History(self.undo_stack, self._apply_if_changed, self)
        self._autosave_enabled = autosave
        self._wrote_autosave = False
        self._quiet_timer = self._autosave_timer(autosave_delays_ms[0])  # restarted by every edit
        self._longest_timer = self._autosave_timer(autosave_delays_ms[1])  # started by the first unsaved edit
        self.projectChanged.connect(self._schedule_autosave)

    def _autosave_timer(self, interval_ms: int) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval_ms)
        timer.timeout.connect(self.autosave)
        return timer

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # ------------------------------------------------------------------ state
    @property
    def report(self) -> PlanReport | None:
        """The report of the latest project (evaluated now if an edit is still waiting for its evaluation)."""
        if self._stale and self.project is not None:
            self._report = evaluate(self.project, self.catalog, with_monte_carlo=False, as_of=datetime.date.today())
            self._stale = False
        return self._report

    @property
    def report_pending(self) -> bool:
        """An edit's report is not announced yet (reportChanged comes with the next turn of the event loop)."""
        return self._unannounced

    def current_node(self, project: Project | None = None) -> Node:
        """The machine the window shows and edits (of `project`, else of the document's project)."""
        project = project or self.project
        return next(n for n in project.nodes if n.id == self.current_node_id)

    def set_current_node(self, node_id: str) -> None:
        """Show and edit another machine of the project (not an edit: nothing to undo)."""
        if self.project is None or node_id == self.current_node_id or node_id not in {n.id for n in self.project.nodes}:
            return
        self.current_node_id = node_id
        self.currentNodeChanged.emit(node_id)

    def is_modified(self) -> bool:
        try:
            return not self.undo_stack.isClean()
        except RuntimeError:  # the stack is already gone while the window closes
            return False

    def set_project(self, project: Project, path: Path | None, modified: bool = False) -> None:
        """A new document state (new, open, recover): clears undo history."""
        self.history.reset(project)
        self.measured = None  # the files and parsed outputs of this project's last Verify built rig
        self.path = absolute_path(path) if path is not None else None
        self.apply(project)
        self.flush()  # a new document is shown whole at once
        if modified:
            # a recovered document differs from its file until saved: mark it dirty with an empty step
            self.undo_stack.resetClean()
        else:
            self.undo_stack.setClean()
        self.pathChanged.emit()

    def _apply_if_changed(self, project: Project) -> None:
        if project is not self.project:
            self.apply(project)

    def apply(self, project: Project) -> None:
        """Take `project` and show it. The first edit since the event loop last turned is evaluated and announced at
        once; further edits before the loop turns again (a burst: several undo steps at once, a paste, a script)
        only take their project, and the last of them is evaluated once, when the loop turns (flush)."""
        burst = self._report_timer.isActive()
        self.project = project
        self._stale = self._unannounced = True
        self._report_timer.start()
        if self.current_node_id not in {n.id for n in project.nodes}:
            self.current_node_id = project.nodes[0].id
            self.currentNodeChanged.emit(self.current_node_id)
        self.projectChanged.emit()
        if not burst:
            self._announce()

    def flush(self) -> None:
        """Evaluate the latest project (if not done yet) and announce its report: once for a burst of edits."""
        self._report_timer.stop()
        self._announce()

    def _announce(self) -> None:
        if self._unannounced:
            self._unannounced = False
            self.reportChanged.emit(self.report)

    def evaluate_in_full(self, project: Project, progress=None, cancelled=None) -> tuple[Project, PlanReport] | None:
        """The whole evaluation of `project`, Monte Carlo included, for a background job: the same evaluate()
        as every edit, only with the simulation. None when cancelled. Reads nothing of the document but its
        catalog, so it is safe off the GUI thread."""
        try:
            return project, evaluate(project, self.catalog, progress=progress, cancelled=cancelled,
                                     as_of=datetime.date.today())
        except Cancelled:
            return None

    def accept_full_report(self, project: Project, report: PlanReport) -> bool:
        """Show a background evaluation's report, whole, if the project has not changed since it started."""
        if project is not self.project:
            return False
        self.flush()  # a pending edit's report first, so it cannot arrive after this one
        self._report, self._stale = report, False
        self.reportChanged.emit(report)
        return True

    def push(self, new_project: Project, text: str, merge_key: str | None = None) -> None:
        """Record an edit as one undo step (or merge it into the last one) and show its result."""
        self.history.push(new_project, text, merge_key)

    # ------------------------------------------------------------------ files
    def open(self, path: Path) -> None:
        """Raises planner errors (InputFileError) for the caller to show; the document is unchanged then."""
        project = load_project(path)
        self.set_project(project, path)

    def save(self, path: Path | None = None) -> None:
        if path is None and self.path is None:
            raise ValueError("no file name")
        target = absolute_path(path) if path is not None else self.path
        # the parts of the user's own catalog go into the file, so it opens, checks and prices the same elsewhere
        save_project(carry_user_parts(self.project, self.catalog), target)
        self.path = target
        self.undo_stack.setClean()
        self.pathChanged.emit()
        self.discard_autosave()

    # ------------------------------------------------------------------ autosave / recovery
    def _schedule_autosave(self) -> None:
        """A burst of edits is written once, soon after it ends; continuous editing is written every so often."""
        if not self._autosave_enabled:
            return
        self._quiet_timer.start()
        if not self._longest_timer.isActive():
            self._longest_timer.start()

    def autosave(self) -> None:
        self._quiet_timer.stop()
        self._longest_timer.stop()
        if not self._autosave_enabled or self.project is None:
            return
        if not self.is_modified():
            if self._wrote_autosave:  # undone back to the file: nothing left to recover
                self.discard_autosave()
            return
        data = json.loads(project_to_json(self.project))
        wrapper = {"autosave_of": str(self.path) if self.path else None, "project": data}
        try:
            autosave_dir().mkdir(parents=True, exist_ok=True)
            atomic_write_text(autosave_file(), json.dumps(wrapper, ensure_ascii=False, indent=1))
            self._wrote_autosave = True
        except Exception:  # autosave must never interrupt editing; it tries again a while later
            self._longest_timer.start()

    def discard_autosave(self) -> None:
        """Remove the autosaved copy, and cancel a pending write that would bring it back."""
        self._quiet_timer.stop()
        self._longest_timer.stop()
        self._wrote_autosave = False
        try:
            autosave_file().unlink()
        except FileNotFoundError:
            pass
        except OSError:
            pass


def pending_recovery() -> tuple[Project, Path | None] | None:
    """The autosaved project left by a session that did not close cleanly, if it can still be read, and the file
    it belongs to (recovered_origin: None unless Save may write there without asking; the document is then
    recovered as an unsaved new one and Save asks where). What a killed autosave left half-written is removed first;
    it is never read."""
    f = autosave_file()
    remove_stale_temporary_files(f)
    if not f.is_file():
        return None
    try:  # the same safe reader as every user file: regular file, size limit, bounded numbers and depth
        wrapper = read_json_file(f)
        project = project_from_data(wrapper["project"], f)
        origin = wrapper.get("autosave_of")
    except (PlannerError, KeyError, TypeError, AttributeError):  # unreadable or not ours: nothing to recover
        return None
    return project, recovered_origin(origin)


def recovered_origin(value: object) -> Path | None:
    """The file an autosave says it belongs to, if Save may replace it without a question: the autosave is only
    text on disk, so its `autosave_of` is trusted only when it names what the planner itself would have written
    there, an existing project file (remembered_path: absolute, a regular file, not a save's temporary file; named
    .json; read by load_project without a problem). A name relative to a working folder of an older version, a
    text file, a folder or any file that is not a project gives None: the recovered document is untitled."""
    path = remembered_path(value)
    if path is None or path.suffix.lower() != ".json":
        return None
    try:
        load_project(path)
    except (PlannerError, OSError):
        return None
    return path
