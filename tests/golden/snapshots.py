"""What the golden files hold and how a difference is shown: shared by tests/test_golden.py and update_snapshots.py.

Three kinds of golden file, all JSON:
- projects/expected/v<N>-<name>.json: what opening projects/v<N>/<name>.json gives, saved again in today's format
  (the migrations, then validation and defaults), so a change to a migration shows as a diff;
- reports/<example>.json: evaluate(example, bundled catalog) with the seeded Monte Carlo;
- cli/check-<example>.json: exit code, stderr and the parsed stdout of `main.py check EXAMPLE --json`;
- share/<example>.md: the Markdown share text of the example's report (planner.share), as plain text;
- cli/help.json: the `--help` text of `main.py` and of every command and sub-command, at 100 columns, so a change to
  a flag, its default or its help shows as a diff.
"""

from __future__ import annotations

import io
import json
import math
import os
from pathlib import Path
from typing import Any

GOLDEN = Path(__file__).resolve().parent
ROOT = GOLDEN.parents[1]
PROJECTS = GOLDEN / "projects"
EXAMPLES = ROOT / "resources" / "examples"
UPDATE_COMMAND = "python tests/golden/update_snapshots.py"

#: Floats are compared to this relative precision: numpy may sum the Monte Carlo's draws in another order on
#: another CPU (other SIMD width), which moves the last bits; any real change of a figure is far larger.
REL_TOLERANCE = 1e-9
#: The day prices' ages are counted to in every golden report (the faces count to today).
AS_OF = "2026-12-01"


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


# ----------------------------------------------------------------------------- what each golden file holds

def golden_project_files() -> list[Path]:
    """projects/v<N>/*.json, oldest version first."""
    return sorted(PROJECTS.glob("v*/*.json"), key=lambda p: (int(p.parent.name[1:]), p.name))


def expected_project_path(source: Path) -> Path:
    return PROJECTS / "expected" / f"{source.parent.name}-{source.name}"


def migrated_project(source: Path) -> dict:
    """The project file opened (migrated, validated) and written in today's format, as JSON data."""
    from planner.io import load_project, project_to_json

    return json.loads(project_to_json(load_project(source)))


def example_files() -> list[Path]:
    return sorted(EXAMPLES.glob("*.json"))


def report_path(example: Path) -> Path:
    return GOLDEN / "reports" / example.name


def report_snapshot(example: Path) -> dict:
    from planner.catalog.store import bundled_catalog
    from planner.evaluate import evaluate
    from planner.io import load_project

    import datetime

    report = evaluate(load_project(example), bundled_catalog(), with_monte_carlo=True,
                      as_of=datetime.date.fromisoformat(AS_OF))
    return report.model_dump(mode="json")


def cli_path(example: Path) -> Path:
    return GOLDEN / "cli" / f"check-{example.name}"


def cli_snapshot(example: Path) -> dict:
    """`main.py check EXAMPLE --json` run in-process; the file is named relative to the project root."""
    from planner.cli import run

    relative = example.relative_to(ROOT).as_posix()
    out, err = io.StringIO(), io.StringIO()
    code = run(["check", str(example), "--json", "--as-of", AS_OF], out=out, err=err)
    stderr = err.getvalue().replace(str(example), relative)
    return {"argv": ["check", relative, "--json", "--as-of", AS_OF], "exit_code": code, "stderr": stderr,
            "stdout": json.loads(out.getvalue())}


def share_path(example: Path) -> Path:
    return GOLDEN / "share" / f"{example.stem}.md"


def share_snapshot(example: Path) -> str:
    """The example's Markdown share text in English (with the seeded Monte Carlo, as `main.py share`)."""
    from planner.catalog.store import bundled_catalog
    from planner.evaluate import evaluate
    from planner.io import load_project
    from planner.share import share_text

    import datetime

    report = evaluate(load_project(example), bundled_catalog(), as_of=datetime.date.fromisoformat(AS_OF))
    return share_text(report, "markdown", "en")


HELP_PATH = GOLDEN / "cli" / "help.json"
HELP_COLUMNS = "100"


def help_snapshot() -> dict[str, str]:
    """{"": main.py --help, "check": main.py check --help, "prices import": ...} for every (sub-)command."""
    import argparse

    from planner.cli import build_parser

    def walk(parser: argparse.ArgumentParser, prefix: str) -> None:
        found[prefix.strip()] = parser.format_help()
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, f"{prefix}{name} ")

    found: dict[str, str] = {}
    columns = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = HELP_COLUMNS  # argparse wraps the help text to the terminal's width
    try:
        walk(build_parser(), "")
    finally:
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns
    return found


def all_snapshots() -> list[tuple[Path, Any]]:
    """(golden file, what it should hold now) for every golden file this project keeps."""
    pairs = [(expected_project_path(p), migrated_project(p)) for p in golden_project_files()]
    pairs += [(report_path(e), report_snapshot(e)) for e in example_files()]
    pairs += [(cli_path(e), cli_snapshot(e)) for e in example_files()]
    pairs += [(share_path(e), share_snapshot(e)) for e in example_files()]
    pairs.append((HELP_PATH, help_snapshot()))
    return pairs


def read_golden(path: Path) -> Any:
    """A golden file's content: JSON data, or the text of a .md file."""
    text = path.read_text(encoding="utf-8")
    return text if path.suffix == ".md" else json.loads(text)


def golden_text(data: Any) -> str:
    """What a golden file holds on disk: text as it is, data as indented JSON."""
    return data if isinstance(data, str) else dumps(data)


# ----------------------------------------------------------------------------- a readable difference

def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=REL_TOLERANCE, abs_tol=1e-12)


def differences(old: Any, new: Any, path: str = "$") -> list[str]:
    """Every JSON path where `new` differs from `old`, as 'path: old -> new' lines, in document order."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for key in list(old) + [k for k in new if k not in old]:
            where = f"{path}.{key}"
            if key not in new:
                out.append(f"{where}: {_short(old[key])} -> (missing)")
            elif key not in old:
                out.append(f"{where}: (missing) -> {_short(new[key])}")
            else:
                out += differences(old[key], new[key], where)
        return out
    if isinstance(old, list) and isinstance(new, list):
        out = []
        for i, (a, b) in enumerate(zip(old, new)):
            out += differences(a, b, f"{path}[{i}]")
        if len(old) != len(new):
            out.append(f"{path}: {len(old)} items -> {len(new)} items")
        return out
    numbers = (int, float)
    if (isinstance(old, numbers) and isinstance(new, numbers) and not isinstance(old, bool)
            and not isinstance(new, bool)):
        return [] if _close(old, new) else [f"{path}: {old!r} -> {new!r}"]
    if isinstance(old, str) and isinstance(new, str) and old != new:
        start = max(next(i for i, (a, b) in enumerate(zip(old + "\0", new + "\1")) if a != b) - 40, 0)
        return [f"{path}: {_short(old, start=start)} -> {_short(new, start=start)}"]
    return [] if old == new and type(old) is type(new) else [f"{path}: {_short(old)} -> {_short(new)}"]


def _short(value: Any, limit: int = 120, start: int = 0) -> str:
    """JSON text of value, cut to about `limit` characters; a string from character `start` on (where two
    strings begin to differ) with "..." where text was left out."""
    if start:
        return "..." + _short(value[start:], limit)
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def mismatch_message(golden: Path, old: Any, new: Any, shown: int = 15) -> str | None:
    """None when new matches the golden data; otherwise the first differing paths and how to update."""
    found = differences(old, new)
    if not found:
        return None
    lines = [f"{golden.relative_to(ROOT)} no longer matches ({len(found)} difference(s); old -> new):"]
    lines += [f"  {d}" for d in found[:shown]]
    if len(found) > shown:
        lines.append(f"  ... and {len(found) - shown} more")
    lines.append(f"If the change is intended, review it and run `{UPDATE_COMMAND}` to rewrite the golden files.")
    return "\n".join(lines)
