"""How fast `advise` judges candidate builds (issue 14's goal: at least 10,000 a second).

For five goals (a 32B model on one card, a 70B model on several, a 72B model at long context with used cards, and
issue 26's two: 70B at 15 tokens/s within 5,000 USD, DeepSeek-V3 Q4_K_M with its experts in system RAM),
runs the search N times and prints: card mixes judged by the bounds per second (median), the mixes per second of
the first whole search (nothing remembered yet), the first and the median search's seconds, and how many mixes
were fitted card by card and built into whole machines.

    python benchmarks/advise.py [--runs 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from planner.advise import Goal, advise  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.llm.config import spec_from_catalog_entry, spec_from_config  # noqa: E402

GOALS = {
    "32b-one-card": dict(budget={"amount": 30000, "currency": "CNY"}, model_id="qwen2.5-32b-instruct",
                         quantization="gguf-q4_k_m", context_tokens=8192, min_tokens_per_s=15, allow_used=True),
    "70b-multi-card": dict(budget={"amount": 60000, "currency": "CNY"}, model_id="llama-3.1-70b-instruct",
                           quantization="gguf-q4_k_m", context_tokens=8192, min_tokens_per_s=10, allow_used=True),
    "72b-best-32k": dict(budget={"amount": 8000, "currency": "USD"}, model_id="qwen2.5-72b-instruct",
                         quantization="best", context_tokens=32768, min_tokens_per_s=8, allow_used=True),
    "70b-5000usd-15tps": dict(budget={"amount": 5000, "currency": "USD"}, model_id="llama-3.1-70b-instruct",
                              quantization="gguf-q4_k_m", context_tokens=8192, min_tokens_per_s=15, allow_used=True),
    "deepseek-v3-offload": dict(budget={"amount": 6000, "currency": "USD"}, quantization="gguf-q4_k_m",
                                context_tokens=8192, min_tokens_per_s=4, allow_used=True, model_name="DeepSeek-V3",
                                hf_config=json.loads((ROOT / "tests" / "data" / "configs" / "deepseek-v3.json")
                                                     .read_text(encoding="utf-8"))),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    catalog = bundled_catalog()
    results = {}
    for name, goal_data in GOALS.items():
        goal = Goal(**goal_data)
        spec = spec_from_catalog_entry(catalog.model(goal.model_id)) if goal.model_id else \
            spec_from_config(goal.hf_config, name=goal.model_name)
        reports = [advise(goal, spec, catalog) for _ in range(args.runs)]
        results[name] = {
            "candidates_per_s": statistics.median(r.candidates_per_second for r in reports),
            "first_search_s": reports[0].seconds,  # nothing remembered yet (planner/memo.py)
            "search_s": statistics.median(r.seconds for r in reports),
            "overall_per_s": reports[0].searched / reports[0].seconds if reports[0].seconds else None,
            "searched": reports[0].searched, "fitted": reports[0].fitted, "built": reports[0].built,
            "left": reports[0].left, "builds": len(reports[0].builds)}
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print("| goal | mixes | judged / s (bounds) | mixes / s (first whole search) | fitted | built | left | builds | "
              "first search s | median search s |\n|---|---|---|---|---|---|---|---|---|---|")
        for name, r in results.items():
            print(f"| {name} | {r['searched']:,} | {r['candidates_per_s']:,.0f} | {r['overall_per_s']:,.0f} | "
                  f"{r['fitted']} | {r['built']} | {r['left']:,} | {r['builds']} | {r['first_search_s']:.2f} | "
                  f"{r['search_s']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
