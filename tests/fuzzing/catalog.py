"""Hostile user catalog entries: bundled entries mutated (boundary numbers such as a memory bandwidth of
5e-324, wrong types, missing and repeated keys, NaN, 5,000-digit integers, bad encodings) and things in the
catalog folder that are not files (a FIFO, a socket, a link to /dev/zero, a folder named *.json), written into
a fresh data folder before `catalog KIND --json` and `check` on the seed-000 example.

The property: the run never exits 3, and an entry that is not loaded is named, by its file, on stderr."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

from hypothesis import strategies as st

from planner.catalog.store import KIND_ALIASES, load_catalog
from planner.paths import DATA_DIR_ENV

from .harness import run_cli_case
from .mutate import Document, is_regular, mutated_documents

KIND = "catalog"
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"
SPECIAL_IN_FOLDER = ("fifo", "socket", "dev_zero_link", "directory", "sparse_huge", "link_loop")


def _bundled_entries() -> list[dict]:
    entries: list[dict] = []
    for path in sorted((ROOT / "resources" / "catalog").rglob("*.json")):
        value = json.loads(path.read_text(encoding="utf-8"))
        entries += value if isinstance(value, list) else [value]
    return entries


def _ids_used_by(project: dict) -> set[str]:
    used = {project.get("workload", {}).get("model_id")}
    for node in project.get("nodes", []):
        used |= {item.get("part_id") for item in node.get("items", [])}
    return used - {None}


#: Entries the seed-000 example uses come first, so an override of one of them reaches `check` often.
_USED = _ids_used_by(json.loads(EXAMPLE.read_text(encoding="utf-8")))
SOURCES = sorted(_bundled_entries(), key=lambda e: e.get("id") not in _USED)


def strategy() -> st.SearchStrategy[tuple[Document, str | None]]:
    """(what is written as catalog/user-entry.json, or None; a special thing put in the folder, or None)."""
    entry = mutated_documents(SOURCES)
    special = st.sampled_from(SPECIAL_IN_FOLDER)
    return st.one_of(
        st.tuples(entry, st.none()), st.tuples(entry, st.none()), st.tuples(entry, st.none()),
        st.tuples(entry, special),
    )


def _put_special(folder: Path, special: str) -> None:
    path = folder / f"special-{special}.json"
    if special == "socket":
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(path))
    elif special == "dev_zero_link":
        path.symlink_to("/dev/zero")
    else:
        Document(special=special).write(path)


def _listed_kind(data: bytes) -> str:
    try:
        kind = json.loads(data.decode("utf-8")).get("kind")
    except (ValueError, AttributeError, RecursionError):
        return "gpus"
    return kind if isinstance(kind, str) and kind in KIND_ALIASES else "gpus"


def _check_named(folder: Path, err: str) -> bool:
    """Every user file that did not load completely is named on stderr; True when one was skipped."""
    catalog = load_catalog([folder])
    loaded = {origin.file for origin in catalog.origins.values()}
    skipped = False
    for path in sorted(folder.iterdir()):
        if any(m.level == "warn" and m.file == str(path) for m in catalog.messages):
            skipped = True
            assert str(path) in err, f"{path.name} was skipped without a message naming it: {err[:500]}"
        elif is_regular(path):
            assert str(path) in loaded or path.read_bytes().strip() == b"[]", f"{path.name} neither loaded nor named"
    return skipped


def check_case(case: tuple[Document, str | None], workdir: Path) -> str:
    document, special = case
    folder = workdir / "data" / "catalog"
    folder.mkdir(parents=True, exist_ok=True)
    entry_file = document.write(folder / "user-entry.json")
    if special is not None:
        _put_special(folder, special)
    inputs = [p for p in [entry_file, EXAMPLE] if is_regular(p)]
    previous = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(workdir / "data")
    try:
        listing = run_cli_case(["catalog", _listed_kind(document.data), "--json"], inputs)
        assert listing.kind == "ok", f"catalog listing refused: {listing.err[:500]}"
        skipped = _check_named(folder, listing.err)
        check = run_cli_case(["check", str(EXAMPLE), "--json"], inputs, must_name=str(EXAMPLE))
    finally:
        if previous is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = previous
    return "refused" if skipped else check.kind
