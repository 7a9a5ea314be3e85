"""Hostile project files: the bundled examples mutated (boundary numbers, wrong types, missing and repeated
keys, huge strings, deep nesting, NaN/Infinity, 5,000-digit integers, bad encodings) and files that are not
documents (a FIFO, /dev/zero, a folder, a sparse 64 MB file), through `check`, `tco` and `export`."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import strategies as st

from planner.paths import DATA_DIR_ENV

from .harness import run_cli_case
from .mutate import Document, is_regular, mutated_documents

KIND = "project"
EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "resources" / "examples"
EXAMPLES = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES_DIR.glob("*.json"))]
COMMANDS = ("check", "tco", "export")


def strategy() -> st.SearchStrategy[tuple[Document, str]]:
    """(hostile project file, command to run on it)."""
    return st.tuples(mutated_documents(EXAMPLES), st.sampled_from(COMMANDS))


def _argv(command: str, project: Path, workdir: Path) -> list[str]:
    if command == "export":
        return ["export", str(project), "-o", str(workdir / "quote.xlsx")]
    return [command, str(project), "--json"]


def check_case(case: tuple[Document, str], workdir: Path) -> str:
    document, command = case
    workdir.mkdir(parents=True, exist_ok=True)
    data_dir = workdir / "data"
    data_dir.mkdir(exist_ok=True)
    project = document.write(workdir / "project.json")
    previous = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(data_dir)
    try:
        inputs = [project] if is_regular(project) else []
        outcome = run_cli_case(_argv(command, project, workdir), inputs, must_name=str(project))
    finally:
        if previous is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = previous
    return outcome.kind
