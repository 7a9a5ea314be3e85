"""Hostile autosave files for the window's recovery (`ui.document.pending_recovery`): the autosave is only a file
in the data folder, so what it says about the file it belongs to (`autosave_of`) is not to be believed. It names a
text file, a JSON file that is not a project, a folder, a link to a text file, a FIFO, /dev/null, a save's temporary
file, a file that is gone, a relative name, or no string at all; its project is good or mutated; the wrapper
itself may be broken.

The property: recovery never raises, never hangs and changes no file; it offers a project or nothing; and the only
file it lets Save write to without a question is an existing project file the planner loads (here the project
file, or a link to it). Everything else is recovered untitled, so Save asks where."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import strategies as st

from planner.paths import DATA_DIR_ENV

from .harness import _digest, no_hang
from .mutate import apply_mutation, dumps_with_raw, mutation
from .project import EXAMPLES

KIND = "autosave"
#: What autosave_of may say: a name of a file made in the case's folder, or a value as it stands.
ORIGINS = ("victim.txt", "package.json", "folder.json", "text_link.json", "pipe.json", "gone.json",
           ".project.json.abcd1234.tmp", "project.json", "project_link.json")
LITERAL_ORIGINS = ("project.json", "", None, 5, True, [], {}, "/dev/null", "/", "~/project.json", "\x00.json")
TRUSTED = {"project.json", "project_link.json"}
WRAPPERS = ("dict", "dict", "dict", "not_dict", "no_project", "extra_key", "origin_only")


def strategy():
    origin = st.one_of(st.sampled_from(ORIGINS).map(lambda n: ("file", n)),
                       st.sampled_from(LITERAL_ORIGINS).map(lambda v: ("literal", v)))
    return st.fixed_dictionaries({"origin": origin, "wrapper": st.sampled_from(WRAPPERS),
                                  "example": st.integers(0, len(EXAMPLES) - 1),
                                  "mutations": st.lists(mutation, max_size=2)})


def _make_files(folder: Path) -> dict[str, Path]:
    """The files an autosave may point at, made in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "victim.txt").write_text("a user's notes, not a project\n", encoding="utf-8")
    (folder / "package.json").write_text('{"name": "web-app", "version": "1.0.0"}\n', encoding="utf-8")
    (folder / "folder.json").mkdir()
    (folder / "text_link.json").symlink_to(folder / "victim.txt")
    os.mkfifo(folder / "pipe.json")
    (folder / ".project.json.abcd1234.tmp").write_text(json.dumps(EXAMPLES[0]), encoding="utf-8")
    (folder / "project.json").write_text(json.dumps(EXAMPLES[0]), encoding="utf-8")
    (folder / "project_link.json").symlink_to(folder / "project.json")
    return {name: folder / name for name in ORIGINS}


def _autosave_text(case: dict, origin) -> str:
    project = json.loads(json.dumps(EXAMPLES[case["example"]]))
    for op, where, pick in case["mutations"]:
        project = apply_mutation(project, op, where, pick)
    body = dumps_with_raw(project)
    of = json.dumps(origin)
    return {"dict": f'{{"autosave_of": {of}, "project": {body}}}', "not_dict": f"[{of}, {body}]",
            "no_project": f'{{"autosave_of": {of}}}', "origin_only": of,
            "extra_key": f'{{"autosave_of": {of}, "project": {body}, "autosave_of_2": "x"}}'}[case["wrapper"]]


def check_case(case: dict, workdir: Path) -> str:
    from ui.document import autosave_file, pending_recovery

    workdir = Path(workdir)
    files = _make_files(workdir / "files")
    kind, value = case["origin"]
    origin = str(files[value]) if kind == "file" else value
    previous = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(workdir / "data")
    try:
        autosave_file().parent.mkdir(parents=True, exist_ok=True)
        autosave_file().write_text(_autosave_text(case, origin), encoding="utf-8")
        before = {p: _digest(p) for p in files.values()}
        with no_hang():
            try:
                found = pending_recovery()
            except BaseException as exc:  # recovery must never stop the window from opening
                raise AssertionError(f"recovery raised {type(exc).__name__}: {exc}") from exc
    finally:
        if previous is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = previous
    assert all(_digest(p) == d for p, d in before.items()), "recovery changed a file"
    if found is None:
        return "refused"
    _project, path = found
    trusted = {files[n] for n in TRUSTED}
    assert path is None or path in trusted, f"Save would write to {path} without asking (autosave_of {origin!r})"
    assert path is not None or not (kind == "file" and value in TRUSTED), "a real project file was not trusted"
    return "ok"
