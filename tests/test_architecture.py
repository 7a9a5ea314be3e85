"""The layout is the architecture: each room of planner/ imports only the rooms below it (ARCHITECTURE.md).

Faces (cli, quote, ui) format a PlanReport; the engine never imports a face; the quote never evaluates.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: room -> rooms it may import (besides itself). Keep in step with ARCHITECTURE.md.
FOUNDATION = {"errors", "problems", "text", "translations", "paths", "jsonio", "safe_read", "model", "memo", "strict"}
ALLOWED: dict[str, set[str]] = {
    **{room: FOUNDATION for room in FOUNDATION},
    "catalog": FOUNDATION,
    "io": FOUNDATION,
    "edit": FOUNDATION,
    "edit_machines": FOUNDATION | {"edit", "catalog"},
    "user_parts": FOUNDATION | {"catalog", "io"},
    "price_import": FOUNDATION | {"catalog", "hardware", "io", "offer_import"},
    "offer_import": FOUNDATION | {"catalog", "io"},
    "new_project": FOUNDATION | {"catalog"},
    "hardware": FOUNDATION | {"catalog"},
    "llm": FOUNDATION | {"catalog", "hardware"},
    "tco": FOUNDATION | {"catalog", "hardware", "llm"},
    "report": FOUNDATION | {"hardware", "llm", "tco"},
    "verify": FOUNDATION | {"catalog", "tco", "report", "evaluate"},
    "evaluate": FOUNDATION | {"catalog", "hardware", "llm", "tco", "report"},
    "__init__": FOUNDATION | {"catalog", "io", "evaluate", "report"},
    "compare_report": FOUNDATION,
    "compare": FOUNDATION | {"catalog", "llm", "evaluate", "report", "compare_report"},
    "advise": FOUNDATION | {"catalog", "hardware", "llm", "edit", "io", "new_project", "evaluate", "report"},
    "detect": FOUNDATION | {"catalog", "edit", "io", "new_project", "verify"},
    # faces: they read reports and files; the quote never runs evaluate() or an engine computation (it reads a
    # VerifyReport made before and verify's tolerances, for the Bring-up sheet's formulas)
    "quote": FOUNDATION | {"report", "io", "verify", "compare_report"},
    "share": FOUNDATION | {"report"},
    "cli": FOUNDATION | {"__init__", "catalog", "io", "edit", "new_project", "evaluate", "report", "quote", "share", "llm", "hardware", "tco", "verify", "compare", "compare_report", "price_import", "advise", "detect"},
}


def room_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _is_module(name: str) -> bool:
    return (ROOT / "planner" / name).is_dir() or (ROOT / "planner" / f"{name}.py").is_file()


def planner_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            raise AssertionError(f"{path}: use absolute imports (planner.room.module), not relative ones")
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "planner":
            modules = [node.module] if node.module != "planner" else [
                f"planner.{a.name}" if _is_module(a.name) else "planner" for a in node.names]
            found.update(modules)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "planner")
    return found


def test_every_room_imports_only_the_rooms_below_it():
    broken = []
    for path in sorted((ROOT / "planner").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        room = room_of(module)
        assert room in ALLOWED, f"{path.relative_to(ROOT)} is in a room ARCHITECTURE.md does not name: {room}"
        for target in planner_imports(path):
            other = room_of(target)
            if other != room and other not in ALLOWED[room]:
                broken.append(f"{module} imports {target} ({room} may not import {other})")
    assert broken == []


def test_the_engine_never_imports_a_face():
    for path in (ROOT / "planner").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import ui" not in text and "from ui" not in text, path
