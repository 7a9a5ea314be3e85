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


def _with_everything(example: dict) -> dict:
    """An example with the fields the examples leave at their defaults: a variant, the cards' risk, MoE offload on
    a MoE model, an ex-mining card, a card on port 2 of a bifurcation riser, the network link, so their numbers and
    types are mutated too."""
    doc = json.loads(json.dumps(example))
    doc["variants"] = [{"name": "other build", "nodes": json.loads(json.dumps(doc["nodes"]))}]
    doc["build_name"] = "this build"
    doc["costs"]["part_risk"] = {"enabled": True, "new_annual_failure_rate": 0.02, "used_annual_failure_rate": 0.03,
                                 "hard_use_annual_failure_rate": 0.061, "repair_hours": 4}
    doc["workload"].update(model_id="qwen3-30b-a3b", quantization="gguf-q4_k_m", cpu_offload="auto")
    gpus = [i for i in doc["nodes"][0]["items"] if i.get("part_id", "").startswith("rtx")]
    if gpus:
        gpus[0].update(condition="used", ex_mining=True)
        for slot in gpus[0].get("slots", [])[:1]:
            slot.update(extender="split", port=2)
    doc["nodes"][0]["items"].append({"id": "split", "quantity": 1, "custom_part": {
        "kind": "other", "id": "my-split", "name": "x8+x8 riser", "source": "my own part", "category": "riser",
        "pcie_extender": {"form": "bifurcation_riser", "rated_gen": 4, "host_lanes": 16, "ports": [8, 8],
                          "length_mm": 200}}})
    doc["nodes"][0].update(network_gbit=2.5, rdma=True)
    return doc


#: Text a user may type as a name: spreadsheet formulas, quotes, a newline, right-to-left marks, CJK, a tab.
HOSTILE_NAMES = ("=1+1", "@SUM(A1)", "-2+3+cmd|' /C calc'!A0", 'He said "hi" and \'bye\'', "line one\nline two",
                 "\u202eright-to-left\u202c \u200f", "名字" * 40, "\ttab first")


def hostile_named(example: dict) -> dict:
    """An example with hostile text in every name a user types (the project, machines, notes of the lines, custom
    parts, circuits, cloud and API options, the article claims' sources), each name distinct. Article claims keep
    the name they compare with, so they now name a cloud option the project no longer has (issue 25)."""
    doc = json.loads(json.dumps(example))
    count = iter(range(10_000))

    def name(limit: int = 200) -> str:
        n = next(count)
        return f"{HOSTILE_NAMES[n % len(HOSTILE_NAMES)]} {n}"[-limit:]
    doc["name"], doc["notes"] = name(), name() + "\n" + "长" * 2000
    for node in doc["nodes"]:
        node["name"] = name()
        for item in node["items"]:
            item["note"] = name()
            if "custom_part" in item:
                item["custom_part"]["name"] = name()
        for circuit in node.get("circuits", []):
            circuit["name"] = name()
    costs = doc["costs"]
    for option in costs.get("cloud_options", []) + costs.get("api_options", []):
        option["name"] = name()
    for claim in costs.get("article_claims", []):
        claim["source"] = name()
    return doc


EXAMPLES += [_with_everything(EXAMPLES[0])] + [hostile_named(e) for e in list(EXAMPLES)]
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
