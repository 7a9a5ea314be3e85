"""planner/ is the Qt-free engine: no module in it may import Qt or pyqtgraph, directly or at run time."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "pyqtgraph", "ui")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_in_planner_imports_qt_statically():
    offenders = {
        str(p.relative_to(ROOT)): sorted(_imports(p) & set(FORBIDDEN))
        for p in (ROOT / "planner").rglob("*.py")
    }
    offenders = {k: v for k, v in offenders.items() if v}
    assert offenders == {}


def test_importing_every_planner_module_loads_no_qt():
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts)
        for p in (ROOT / "planner").rglob("*.py")
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_cli_path_does_not_load_qt():
    """main.py runs a subcommand without importing Qt, pyqtgraph or the window's package."""
    code = (
        "import contextlib, io, sys, main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    rc = main.main(['catalog', 'gpus'])\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(rc, ','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0"


def test_the_window_path_is_chosen_for_no_argument_or_one_file(monkeypatch):
    import main

    opened = []
    monkeypatch.setattr("ui.launcher.open_window", lambda argument=None: opened.append(argument) or 0)
    assert main.main([]) == 0 and main.main(["rig.json"]) == 0
    assert opened == [None, "rig.json"]
