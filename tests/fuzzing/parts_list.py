"""Hostile PCPartPicker lists for `import LIST -o OUT.json --force`, mutated from the real lists in
tests/data/parts_lists the way tests/fuzzing/verify_inputs.py mutates rig outputs (lines dropped, duplicated, cut
or swapped, cells replaced by boundary values, CRLF/BOM, binary bytes, truncation). Besides the shared property
(exit 0/1/2, a refusal names the list, no hang, the list unchanged), a list that is read writes a project that
`check` reads without a refusal of the file (exit 0 or 1).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from .harness import run_cli_case
from .verify_inputs import mutated_case

KIND = "parts_list"
DATA = Path(__file__).resolve().parent.parent / "data" / "parts_lists"
SEEDS = {p.name: p.read_bytes() for p in sorted(DATA.iterdir()) if p.suffix in (".md", ".txt") and p.name != "SOURCES.md"}


def strategy():
    return mutated_case(SEEDS)


def check_case(case: dict, workdir: Path) -> str:
    """read (exit 0 or 1, and `check` reads the project written) or refused (exit 2, nothing written)."""
    digest = hashlib.sha256(case["data"]).hexdigest()[:12]
    path = Path(workdir) / f"{digest}-{case['name']}"
    path.write_bytes(case["data"])
    target = Path(workdir) / f"{digest}.json"
    outcome = run_cli_case(["import", str(path), "-o", str(target), "--force"], [path], must_name=str(path))
    if outcome.kind == "refused":
        assert not target.exists()
        return "refused"
    assert run_cli_case(["check", str(target)], [target]).code in (0, 1)
    return "read"
