"""Several machines in one project: per-machine verdicts, a cluster roll-up with written rules
(planner/hardware/power.py roll_up_power, planner/hardware/pcie.py roll_up_pcie, planner/tco/check.py
tco_model_inputs, planner/llm/check.py gpu_cards), and no 'machine 0' left in the engine."""

import re
from pathlib import Path

import pytest

from .builders import rig
from planner.evaluate import evaluate
from planner.model import Project

PLANNER = Path(__file__).resolve().parent.parent / "planner"

# Catalog figures the expectations below are computed from (python main.py catalog gpus / psus / cpus):
# RTX 4090 board power 450 W, 24 GiB; Ryzen 7 7700X PPT 142 W; a consumer board 40 W; one DDR5 kit 5 W; one
# NVMe drive 7 W; the tower cooler's fans 5 W; case fans 15 W  ->  platform 214 W per machine.
PLATFORM_W = 142 + 40 + 5 + 7 + 5 + 15
GPU_W = 450
PRICES = {"cpu": 2000, "cooler": 150, "board": 1500, "memory": 1200, "ssd": 1100, "gpu-1": 15000, "psu": 1000}


def _machine(node_id: str, gpus: int, psu: str) -> dict:
    slots = [{"slot": s} for s in ("PCI_E1", "PCI_E3")[:gpus]]
    node = rig([("rtx-4090", gpus, slots)], psu=psu).model_dump(mode="json")["nodes"][0]
    for item in node["items"]:
        item["unit_price"] = {"amount": PRICES[item["id"]], "currency": "CNY"}
    return {**node, "id": node_id, "name": node_id}


def _project(*machines: dict, **workload) -> Project:
    return Project.model_validate({"schema_version": 2, "name": "cluster", "nodes": list(machines),
                                   "costs": {"currency": "CNY", "load_hours_per_day": 8},
                                   "workload": workload or {}})


# machine A: one 4090 on a 1000 W PSU; machine B: two 4090s on a 1300 W PSU
A = _machine("node-a", 1, "msi-mpg-a1000g-pcie5")
B = _machine("node-b", 2, "msi-meg-ai1300p-pcie5")


@pytest.fixture(scope="module")
def cluster(catalog):
    return evaluate(_project(A, B), catalog, with_monte_carlo=False)


def test_x13_rule_is_judged_per_machine(cluster):
    a, b = cluster.power.nodes
    assert (a.node_id, b.node_id) == ("node-a", "node-b")
    assert a.sustained_w == PLATFORM_W + GPU_W == 664
    assert b.sustained_w == PLATFORM_W + 2 * GPU_W == 1114
    assert a.recommended_psu_w == pytest.approx(863.2)  # 664 x 1.3 <= 1000 W: ok
    assert b.recommended_psu_w == pytest.approx(1448.2)  # 1114 x 1.3 > 1300 W >= 1114: warn
    rule = {f.node_id: f.level for f in cluster.findings if f.code == "power.psu_rule"}
    assert rule == {"node-a": "ok", "node-b": "warn"}
    # the worst machine's level is the cluster's status
    assert cluster.status == "warn"


def test_cluster_power_is_the_sum_of_the_machines(cluster, catalog):
    p = cluster.power
    alone = [evaluate(_project(m), catalog, with_monte_carlo=False).power for m in (A, B)]
    assert p.sustained_w == 664 + 1114
    assert p.psu_w == 1000 + 1300
    assert p.recommended_psu_w == pytest.approx(863.2 + 1448.2)
    assert p.wall_w == pytest.approx(alone[0].wall_w + alone[1].wall_w, abs=0.11)
    assert p.wall_w > p.sustained_w  # through the PSUs' efficiency: more at the wall than on the DC side
    assert p.headroom_w == min(1000 - 664, 1300 - 1114) == 186
    assert p.transient_peak_w == max(alone[0].transient_peak_w, alone[1].transient_peak_w)
    assert [c.load_w for c in p.circuits] == [alone[0].circuits[0].load_w, alone[1].circuits[0].load_w]


def test_parts_total_and_cost_model_cover_every_machine(cluster):
    machine = sum(PRICES[i] for i in PRICES if i != "gpu-1")
    assert cluster.bom.total.amount == 2 * machine + 3 * PRICES["gpu-1"]
    assert cluster.tco.inputs.gpus == 3  # one in machine A, two in machine B
    assert cluster.tco.inputs.wall_power_w == pytest.approx(cluster.power.wall_w, abs=1e-5)


def test_cost_model_inputs_take_all_gpus(catalog):
    from planner.catalog.resolve import resolve
    from planner.hardware.bom import build_bom
    from planner.hardware.power import check_power
    from planner.tco.check import tco_model_inputs

    rp = resolve(_project(A, B), catalog)
    power, _ = check_power(rp)
    bom, _ = build_bom(rp)
    _, gpu_values, wall_w, gpu_units = tco_model_inputs(rp, bom, power)
    assert gpu_units == 3
    assert gpu_values == [15000.0] * 3
    assert wall_w == power.wall_w


def test_pcie_lists_every_machine_and_keeps_topology_per_machine(cluster):
    pcie = cluster.pcie
    assert [n.node_id for n in pcie.nodes] == ["node-a", "node-b"]
    assert len([d for d in pcie.devices if d.kind == "gpu"]) == 3
    assert pcie.topology == [] and pcie.gpu_order == []  # nvidia-smi's matrix is per machine
    assert len(pcie.nodes[1].gpu_order) == 2


def test_model_too_big_for_one_machine_fits_over_both(catalog):
    # Llama 3.1 70B at Q6_K: 70.6e9 params x 6.56 bits / 8 = 57.9 GB = 53.9 GiB of weights, more than machine B's
    # 2 x 24 GiB, less than the cluster's 3 x 24 = 72 GiB with 4,096 tokens of FP16 KV (80 layers x 2 x 8 heads
    # x 128 x 2 bytes x 4,096 = 1.25 GiB) and each card's overhead.
    workload = {"model_id": "llama-3.1-70b-instruct", "quantization": "gguf-q6_k", "engine": "llama.cpp"}
    alone = evaluate(_project(B, **workload), catalog, with_monte_carlo=False).fit
    both = evaluate(_project(A, B, **workload), catalog, with_monte_carlo=False).fit
    assert not alone.fits
    assert both.fits
    assert [c.gpu for c in both.per_gpu] == ["node-a/gpu-1#1", "node-b/gpu-1#1", "node-b/gpu-1#2"]
    assert sum(len(c.layers) for c in both.per_gpu) == 80


def test_one_machine_keeps_its_own_names_and_figures(catalog):
    r = evaluate(_project(B, model_id="llama-3-8b", quantization="gguf-q4_k_m"), catalog, with_monte_carlo=False)
    node = r.power.nodes[0]
    assert (r.power.sustained_w, r.power.recommended_psu_w, r.power.headroom_w) == \
        (node.sustained_w, node.recommended_psu_w, node.headroom_w)
    assert r.pcie.gpu_order == r.pcie.nodes[0].gpu_order == ["gpu-1#1", "gpu-1#2"]
    assert [c.gpu for c in r.fit.per_gpu] == ["gpu-1#1", "gpu-1#2"]


def test_no_machine_zero_in_the_engine():
    hits = [f"{p.relative_to(PLANNER)}:{n}" for p in sorted(PLANNER.rglob("*.py"))
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
            if re.search(r"nodes\[0\]", line) and "translations" not in p.parts]
    assert hits == []


def test_bringup_sheet_has_a_block_per_machine(cluster, tmp_path):
    from openpyxl import load_workbook
    from planner.quote.workbook import export_quote

    path = tmp_path / "cluster.xlsx"
    export_quote(_project(A, B), cluster, path)
    ws = load_workbook(path)["Bring-up"]
    cells = [c for row in ws.iter_rows(values_only=True) for c in row if isinstance(c, str)]
    assert [c for c in cells if c.startswith("Machine ")] == ["Machine node-a", "Machine node-b"]
    assert cells.count("Step 1: topology and links") == 2
    walls = [r for r in ws.iter_rows(values_only=True) if isinstance(r[0], str) and "highest wall draw" in r[0]]
    assert [(r[0].split(":")[0], r[1]) for r in walls] == [
        ("node-a", round(cluster.power.nodes[0].wall_w)), ("node-b", round(cluster.power.nodes[1].wall_w))]


def test_window_edits_the_machine_it_shows(qtbot, catalog):
    from planner import edit
    from ui.document import Document

    doc = Document(catalog, autosave=False)
    doc.set_project(_project(A, B), None)
    assert doc.current_node_id == "node-a"  # the first machine by default
    doc.current_node_id = "node-b"
    doc.apply(edit.remove_items(doc.project, doc.current_node_id, ["psu"]))
    assert [n.id for n in doc.project.nodes if any(i.id == "psu" for i in n.items)] == ["node-a"]
    assert doc.current_node().id == "node-b"


def test_each_machine_has_its_own_totals(cluster):
    """The report's per-machine summary: prices typed on the lines (PRICES), the GPUs counted in units, each
    machine's wall draw and its own verdict (B's x1.3 rule warns: 1,114 W x 1.3 = 1,448 W > 1,300 W)."""
    a, b = cluster.machines
    assert (a.node_id, a.name, b.node_id, b.name) == ("node-a", "node-a", "node-b", "node-b")
    machine = sum(PRICES.values()) - PRICES["gpu-1"]  # everything but the cards: 6,950 CNY
    assert a.parts_total.amount == machine + 15000 == 21950 and a.parts_total.currency == "CNY"
    assert b.parts_total.amount == machine + 2 * 15000 == 36950
    assert a.parts_total.amount + b.parts_total.amount == cluster.bom.total.amount
    assert (a.gpu_units, b.gpu_units) == (1, 2)
    assert (a.sustained_w, b.sustained_w) == (664, 1114)
    assert a.wall_w + b.wall_w == pytest.approx(cluster.power.wall_w, abs=0.11)
    assert b.status == "warn"
    assert b.finding_counts["warn"] >= 1


def test_a_machine_with_a_price_in_another_currency_has_no_total_without_a_rate(catalog):
    """One USD line on machine B and no USD rate: B's total cannot be given in CNY (nor the cluster's), A's can."""
    b = {**B, "items": [{**i, "unit_price": {"amount": 2000, "currency": "USD"}} if i["id"] == "gpu-1" else i
                        for i in B["items"]]}
    report = evaluate(_project(A, b), catalog, with_monte_carlo=False)
    a_totals, b_totals = report.machines
    assert a_totals.parts_total.amount == 21950 and b_totals.parts_total is None and report.bom.total is None


def test_a_machine_without_parts_is_listed_with_nothing(catalog):
    report = evaluate(_project(A, {"id": "spare", "name": "Spare", "items": []}), catalog, with_monte_carlo=False)
    spare = report.machines[1]
    assert (spare.name, spare.gpu_units, spare.parts_total.amount) == ("Spare", 0, 0)
