"""A reference inside a project file that points at nothing (issue 25): the file loads, `check` judges it (exit 0 or
1, never 2), `export` writes the quote, and one finding names the reference, what it points to and what to do;
the rest of the report is still computed.

Every cross-reference of the project file, and the finding it gives when it dangles:
  costs.article_claims[].against -> a cloud option's name      warn  tco.article_unknown_option
  nodes[].psu_circuits[].psu     -> a PSU unit of the machine    warn  power.unknown_psu_feed
  nodes[].psu_circuits[].circuit -> a circuit id of the machine  fail  power.unknown_circuit
  items[].slots[].slot           -> a slot of the machine's board fail slots.unknown
  items[].slots[].psu            -> a PSU unit of the machine    fail  power.unknown_psu_ref
  items[].slots[].extender       -> an extender line's unit      fail  pcie.extender_unknown / extender_not_extender
  items[].slots[].port           -> a port of that extender      fail  pcie.extender_no_port
  nodes[].gpu_bridges[].gpus     -> GPU units of the machine     fail  pcie.bridge_unknown_gpu
  nodes[].bios                   -> a setting of the board       fail  pcie.unknown_bios_setting
                                 and one of its choices         fail  pcie.unknown_bios_choice
  items[].part_id                -> a catalog part               fail  catalog.unknown_part
  workload.model_id              -> a catalog model              fail  workload.unknown_model
  workload.draft_model_id        -> a catalog model              fail  fit.unknown_draft
A warning where the plan is judged without the reference (the claim's figure, the feed are left out); a failure
where a check cannot judge the plan (a card with no known slot, PSU or part).
"""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest

from planner import cli
from planner.evaluate import evaluate
from planner.model import Project

ROOT = Path(__file__).resolve().parents[1]
SEED003 = json.loads((ROOT / "resources" / "examples" / "seed-003-six-gpu-server.json").read_text(encoding="utf-8"))
RUNPOD = "RunPod, 6x RTX 6000 Ada (on demand)"


def _gpu(d):
    return next(i for i in d["nodes"][0]["items"] if i["id"] == "gpu")


def _renamed_offer(d):
    d["costs"]["cloud_options"][0]["name"] = "RunPod (renamed)"


def _break_even_claim_of_removed_offer(d):
    d["costs"]["article_claims"] = [{"source": "A forum post", "figure": "break_even_hours", "low": 120, "high": 180,
                                     "against": "Lambda, 1x H100"}]


def _on_split_riser(d, extender, port):
    """Card 1 on a port of a x8+x8 bifurcation riser (the user's own part, as in tests/fuzzing/project.py)."""
    d["nodes"][0]["items"].append({"id": "split", "quantity": 1, "custom_part": {
        "kind": "other", "id": "my-split", "name": "x8+x8 riser", "source": "my own part", "category": "riser",
        "pcie_extender": {"form": "bifurcation_riser", "rated_gen": 4, "host_lanes": 16, "ports": [8, 8],
                          "length_mm": 200}}})
    _gpu(d)["slots"][0].update(extender=extender, port=port)


def _bios_choice(d):
    """MSI MEG B550 UNIFY's lane-source setting (its profile's choices: Chipset mode, CPU mode) set to a choice it
    does not have."""
    next(i for i in d["nodes"][0]["items"] if i["id"] == "board")["part_id"] = "msi-meg-b550-unify"
    d["nodes"][0]["bios"] = {"M2_2 / M2_3 Lanes Source (PCI sub-system Settings)": "Auto"}


def _draft(d):
    d["workload"].update(engine="llama.cpp", quantization="gguf-q4_k_m", draft_model_id="no-such-draft")


# (what is changed, the finding's code and level, texts its message must hold: the reference, the names there are
# where the machine has a list, and what to do)
CASES = {
    "claim_against_renamed_offer": (_renamed_offer, "tco.article_unknown_option", "warn",
                                    [f"'{RUNPOD}'", "'RunPod (renamed)'", "remove the claim"]),
    "break_even_claim_against_removed_offer": (_break_even_claim_of_removed_offer, "tco.article_unknown_option",
                                               "warn", ["'Lambda, 1x H100'", "A forum post", "remove the claim"]),
    "psu_feed_of_missing_psu": (lambda d: d["nodes"][0]["psu_circuits"][0].update(psu="psu#3"),
                                "power.unknown_psu_feed", "warn", ["'psu#3'", "psu#1, psu#2", "remove the feed"]),
    "psu_feed_into_missing_circuit": (lambda d: d["nodes"][0]["psu_circuits"][0].update(circuit="circuit-z"),
                                      "power.unknown_circuit", "fail", ["'circuit-z'", "circuit-a, circuit-b", "add a circuit of that id"]),
    "slot_not_on_board": (lambda d: _gpu(d)["slots"][0].update(slot="PCIE99"), "slots.unknown", "fail",
                          ["PCIE99", "PCIE7", "Choose one of these slots for it"]),
    "card_fed_by_missing_psu": (lambda d: _gpu(d)["slots"][0].update(psu="psu#5"), "power.unknown_psu_ref", "fail",
                                ["'psu#5'", "psu#1, psu#2", "Choose one of these units as its PSU"]),
    "card_on_missing_extender": (lambda d: _gpu(d)["slots"][0].update(extender="riser#9"),
                                 "pcie.extender_unknown", "fail", ["riser#9", "clear the extender"]),
    "card_on_a_cpu_as_extender": (lambda d: _gpu(d)["slots"][0].update(extender="cpu"),
                                  "pcie.extender_not_extender", "fail", ["cpu#1", "not a PCIe extender", "clear the extender"]),
    "card_on_missing_port_of_extender": (lambda d: _on_split_riser(d, "split", 3), "pcie.extender_no_port", "fail",
                                         ["port 3 of split#1", "2 ports", "Choose one of its ports"]),
    "card_on_missing_unit_of_extender": (lambda d: _on_split_riser(d, "split#2", 1), "pcie.extender_unknown",
                                         "fail", ["split#2", "1 unit", "raise its quantity"]),
    "bios_choice_not_on_board": (_bios_choice, "pcie.unknown_bios_choice", "fail",
                                 ["'Auto'", "Chipset mode, CPU mode", "Choose one of these choices"]),
    "bridge_to_missing_gpu": (lambda d: d["nodes"][0].update(gpu_bridges=[{"gpus": ["gpu#1", "gpu#9"]}]),
                              "pcie.bridge_unknown_gpu", "fail", ["gpu#9", "gpu#6", "or remove it"]),
    "bios_setting_not_on_board": (lambda d: d["nodes"][0].update(bios={"Above 4G": "on"}),
                                  "pcie.unknown_bios_setting", "fail", ["'Above 4G'", "Remove it from the machine's firmware settings"]),
    "part_not_in_catalog": (lambda d: next(i for i in d["nodes"][0]["items"] if i["id"] == "cooler").update(
        part_id="no-such-cooler"), "catalog.unknown_part", "fail", ["'no-such-cooler'", "describe it as a custom part"]),
    "model_not_in_catalog": (lambda d: d["workload"].update(model_id="no-such-model"), "workload.unknown_model",
                             "fail", ["'no-such-model'", "main.py catalog models"]),
    "draft_model_not_in_catalog": (_draft, "fit.unknown_draft", "fail", ["no-such-draft", "remove draft_model_id"]),
}


def run_cli(*argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_dangling_reference_is_a_finding_not_a_refusal(tmp_path, case):
    change, code, level, says = CASES[case]
    data = copy.deepcopy(SEED003)
    change(data)
    project = tmp_path / "project.json"
    project.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    exit_code, out, err = run_cli("check", project, "--json")
    assert exit_code == {"warn": 0, "fail": 1}[level], err  # seed 003 itself has no failing finding
    report = json.loads(out)
    found = [f for f in report["findings"] if f["code"] == code]
    assert [f["level"] for f in found] == [level]
    for words in says:
        assert words in found[0]["message"]
    assert report["tco"] is not None and report["bom"]["lines"], "the rest of the report is computed"

    quote = tmp_path / "quote.xlsx"
    exit_code, _, err = run_cli("export", project, "-o", quote)
    assert exit_code == 0 and quote.stat().st_size > 0, err


def test_a_claim_against_a_missing_offer_leaves_only_its_own_figure_out(catalog):
    """The renamed offer's claim is left out; every cost figure is the same as without the claim."""
    data = copy.deepcopy(SEED003)
    _renamed_offer(data)
    dangling = evaluate(Project.model_validate(data), catalog)
    data["costs"]["article_claims"] = []
    without = evaluate(Project.model_validate(data), catalog)
    assert dangling.tco.article == []
    assert dangling.tco.model_dump(exclude={"monte_carlo"}) == without.tco.model_dump(exclude={"monte_carlo"})
    finding = next(f for f in dangling.findings if f.code == "tco.article_unknown_option")
    assert "“RunPod, 6x RTX 6000 Ada (on demand)”" in finding.text("zh_CN")


def test_tco_repeats_the_claims_warning_on_stderr(tmp_path):
    data = copy.deepcopy(SEED003)
    _renamed_offer(data)
    project = tmp_path / "project.json"
    project.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run_cli("tco", project)
    assert code == 0 and f"warning: {project}: Article claim 1" in err and "'RunPod (renamed)'" in err
    assert "Hardware amortization (48,000, 3 years, resale 0)" in out and "1,333.33" in out  # USD 48,000 / 36
