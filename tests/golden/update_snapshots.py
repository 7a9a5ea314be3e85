"""Rewrite the golden files after a reviewed change: `python tests/golden/update_snapshots.py`.

Writes projects/expected/*.json (each projects/v<N>/*.json opened and saved in today's format), reports/*.json
(evaluate() of each bundled example), cli/check-*.json (`main.py check EXAMPLE --json`), share/*.md (the
Markdown share text of each example) and cli/help.json (every command's --help), then lists what
changed. Review the diff (git diff tests/golden) before committing: every change there is a change users see.
A private, empty data folder is used, so no user catalog leaks into the figures.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> int:
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["GPU_RIG_PLANNER_DATA_DIR"] = data_dir  # the tests' setting (tests/conftest.py)
        from tests.golden.snapshots import ROOT as root, all_snapshots, differences, golden_text, read_golden

        changed = 0
        for path, data in all_snapshots():
            old = read_golden(path) if path.exists() else None
            found = ["(new file)"] if old is None else differences(old, data)
            if found:
                changed += 1
                print(f"{path.relative_to(root)}: {len(found)} difference(s)")
                for line in found[:5]:
                    print(f"  {line}")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(golden_text(data), encoding="utf-8")
    print(f"{changed} golden file(s) changed" if changed else "all golden files were up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
