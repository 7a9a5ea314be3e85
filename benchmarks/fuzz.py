"""Throw many hostile inputs at every reader and count what happens.

Runs the same strategies and property as the suite's fuzz tests (tests/fuzzing/), but for thousands of
cases per input kind, and reports per kind how many inputs were judged (exit 0/1), refused with a named
message (exit 2), read but with nothing to compare (verify: exit 2 with its report, "unchecked"), and how many
broke the property (internal error, hang, unnamed refusal, changed input, a status that disagrees with the exit
code), with the first few failures. The verify kind includes issue 25's cases (nvidia-smi's underlined topo -m
header and terminal codes anywhere, headers without their leading tab, a card at x1 where x4 is planned).

Run: .venv/bin/python benchmarks/fuzz.py [--cases 10000] [--kind project ...] [--json] [--seed N] [--keep DIR]
(--keep writes each failing case and its message to DIR, to reproduce it)
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
import os
import pkgutil
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

import tests.fuzzing as fuzzing  # noqa: E402


def kind_modules() -> dict[str, object]:
    modules = {}
    for info in pkgutil.iter_modules(fuzzing.__path__):
        module = importlib.import_module(f"tests.fuzzing.{info.name}")
        if hasattr(module, "KIND"):  # the harness and shared mutation helpers are not input kinds
            modules[module.KIND] = module
    return modules


def run_kind(module, cases: int, rng_seed: int, keep: Path | None = None) -> dict:
    counts: collections.Counter[str] = collections.Counter()
    failures: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix=f"fuzz-{module.KIND}-") as tmp:
        work = Path(tmp)

        @seed(rng_seed)
        @settings(max_examples=cases, deadline=None, database=None, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))
        @given(module.strategy())
        def one(case):
            case_dir = Path(tempfile.mkdtemp(dir=work))
            try:
                counts[module.check_case(case, case_dir)] += 1
            except AssertionError as exc:
                counts["failed"] += 1
                if len(failures) < 10:
                    failures.append(str(exc)[:300])
                if keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    (keep / f"{module.KIND}-{counts['failed']}.txt").write_text(f"{exc}\n\n{case!r}\n", encoding="utf-8")

        one()
    return {"cases": sum(counts.values()), "ok": counts["ok"], "refused": counts["refused"],
            "unchecked": counts["unchecked"], "failed": counts["failed"],
            "seconds": round(time.perf_counter() - started, 1),
            "first_failures": failures}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases per input kind (default 10000)")
    parser.add_argument("--kind", action="append", help="only these kinds (repeatable)")
    parser.add_argument("--seed", type=int, default=random.randrange(2**32))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", type=Path, help="write each failing case to this folder")
    args = parser.parse_args()
    modules = kind_modules()
    chosen = args.kind or sorted(modules)
    results = {kind: run_kind(modules[kind], args.cases, args.seed, args.keep) for kind in chosen}
    if args.json:
        print(json.dumps({"seed": args.seed, "kinds": results}, indent=2))
    else:
        print(f"seed {args.seed}")
        for kind, r in results.items():
            unchecked = f"{r['unchecked']:6} unchecked, " if r["unchecked"] else ""
            print(f"{kind:14} {r['cases']:6} cases: {r['ok']:6} judged, {r['refused']:6} refused, {unchecked}"
                  f"{r['failed']:4} failed  ({r['seconds']} s)")
            for f in r["first_failures"]:
                print(f"    {f}")
    return 1 if any(r["failed"] for r in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
