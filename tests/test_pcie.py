"""PCIe findings a buyer acts on: the seed-000 chipset trap, topology, auto-placement, bad placements."""

import json

from planner.catalog.store import load_catalog
from planner.evaluate import evaluate
from planner.hardware.pcie import link_gbps

from .builders import rig


def codes(report):
    out = {}
    for f in report.findings:
        out.setdefault(f.code, []).append(f)
    return out


def test_lane_bandwidth_table():
    assert link_gbps(4, 16) == 31.5
    assert link_gbps(4, 4) == 7.88
    assert link_gbps(3, 16) == 15.76
    assert link_gbps(5, 8) == 31.5


def test_seed000_second_card_runs_x4_through_the_chipset(seed000, catalog):
    report = evaluate(seed000, catalog)
    devices = {d.unit: d for d in report.pcie.devices}
    second = devices["gpu-3080#1"]
    assert (second.link_gen, second.link_width, second.via) == (4, 4, "chipset")
    assert second.bandwidth_gbps == 7.88
    first = devices["gpu-3090#1"]
    assert (first.link_gen, first.link_width, first.via) == (4, 16, "cpu")
    f = codes(report)["pcie.gpu_via_chipset"][0]
    assert f.level == "warn" and f.item_ids == ["gpu-3080"]
    assert "PCIe 4.0 x4 through the chipset" in f.message and "7.88 GB/s" in f.message
    assert "x8/x8" in f.message and "ASUS ProArt X870E-CREATOR WIFI" in f.message
    assert report.pcie.topology == [["X", "PHB"], ["PHB", "X"]]


def test_json_pcie_section_has_the_contract_keys(seed000, catalog):
    data = evaluate(seed000, catalog).model_dump(mode="json")["pcie"]
    assert {"device", "slot", "link_gen", "link_width", "bandwidth_gbps", "via"} <= set(data["devices"][0])
    assert data["topology"] and data["gpu_order"]


def test_x8_x8_board_and_the_placement_it_proposes(catalog):
    # On the X870E Godlike two cards in PCI_E1 + PCI_E3 (chipset x4) could instead run x8/x8 from the CPU.
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E1"}]), ("rtx-3090", 1, [{"slot": "PCI_E3"}])],
                  board="msi-meg-x870e-godlike", cpu="ryzen-9-9950x")
    report = evaluate(project, catalog)
    proposal = report.pcie.nodes[0].placement
    assert proposal.current_weakest_gbps == 7.88
    assert proposal.weakest_gbps == 15.75
    assert set(proposal.assignment.values()) == {"PCI_E1", "PCI_E2"}
    f = codes(report)["pcie.placement"][0]
    assert f.level == "info" and "15.75 GB/s" in f.message and "instead of 7.88" in f.message


def test_placement_already_best(seed000, catalog):
    f = codes(evaluate(seed000, catalog))["pcie.placement"][0]
    assert f.level == "ok" and "already the best" in f.message


def test_apu_narrows_the_gpu_slot(catalog):
    project = rig([("rtx-4090", 1, [{"slot": "PCI_E1"}])], cpu="ryzen-5-8500g")
    d = evaluate(project, catalog).pcie.devices[0]
    assert (d.link_gen, d.link_width) == (4, 4)
    assert any("8500G" in r for r in d.reasons)
    assert codes(evaluate(project, catalog))["pcie.gpu_narrow_link"][0].level == "warn"


def test_m2_population_steals_gpu_lanes_and_says_which(catalog):
    project = rig([("rtx-5090", 1, [{"slot": "PCI_E1"}])], board="msi-mpg-x870e-carbon-wifi", cpu="ryzen-9-9950x",
                  ssd=None, extra_items=[{"id": "nvme", "part_id": "samsung-990-pro-2tb", "slots": [{"slot": "M.2_2"}]}])
    report = evaluate(project, catalog)
    gpu = next(d for d in report.pcie.devices if d.kind == "gpu")
    assert (gpu.link_gen, gpu.link_width) == (5, 8)
    f = codes(report)["pcie.gpu_link"][0]
    assert f.level == "info" and "M.2_2 populated" in f.message


def test_card_in_a_disabled_slot_fails(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E2"}])], board="msi-mpg-x870e-carbon-wifi", cpu="ryzen-7-8700g")
    f = codes(evaluate(project, catalog))["pcie.slot_disabled"][0]
    assert f.level == "fail" and "PCI_E2" in f.message and "8700G" in f.message


def test_nvlink_bridge_shows_in_topology(catalog):
    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16(G5)_1"}, {"slot": "PCIEX16(G5)_2"}])],
                  board="asus-proart-x870e-creator-wifi", cpu="ryzen-9-9950x",
                  node_extra={"gpu_bridges": [{"gpus": ["gpu-1#1", "gpu-1#2"]}]})
    report = evaluate(project, catalog)
    assert report.pcie.topology == [["X", "NV4"], ["NV4", "X"]]
    link = report.pcie.gpu_links[0]
    assert (link.bandwidth_gbps, link.per_direction_gbps, link.links) == (112.5, 56.25, 4)


def test_impossible_bridges_are_findings(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCIEX16(G5)_1"}]), ("rtx-3080-10g", 1, [{"slot": "PCIEX16(G5)_2"}])],
                  board="asus-proart-x870e-creator-wifi", cpu="ryzen-9-9950x",
                  node_extra={"gpu_bridges": [{"gpus": ["gpu-1", "gpu-2"]}, {"gpus": ["gpu-1", "gpu-9"]}]})
    found = codes(evaluate(project, catalog))
    assert "different card models" in found["pcie.bridge_impossible"][0].message
    assert found["pcie.bridge_unknown_gpu"][0].level == "fail"
    assert evaluate(project, catalog).pcie.topology[0][1] == "PHB"


def test_server_board_predicts_node(catalog, seed003):
    topo = evaluate(seed003, catalog).pcie.topology
    assert topo[0][1] == "NODE" and len(topo) == 6


def test_unknown_bios_setting_is_a_finding(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E1"}])], node_extra={"bios": {"Turbo lanes": "on"}})
    assert codes(evaluate(project, catalog))["pcie.unknown_bios_setting"][0].level == "fail"


def test_bad_board_profile_in_a_user_catalog_names_file_and_rule(tmp_path, catalog):
    board = catalog.part("msi-mag-b850-tomahawk-max-wifi").model_dump(mode="json", by_alias=True)
    board["id"] = "my-board"
    board["sharing_rules"].append({"when_populated": ["M2_9"], "effects": [{"target": "PCI_E1", "lanes": 8}]})
    folder = tmp_path / "catalog"
    folder.mkdir()
    (folder / "boards.json").write_text(json.dumps(board), encoding="utf-8")
    cat = load_catalog([folder])
    assert cat.part("my-board") is None
    text = " ".join(str(m) for m in cat.messages)
    assert "boards.json" in text and "my-board" in text and "sharing_rules[" in text and "M2_9" in text


def test_card_in_a_missing_slot_and_two_cards_in_one_slot(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E7"}]), ("rtx-3090", 1, [{"slot": "PCI_E7"}])])
    found = codes(evaluate(project, catalog))
    assert found["slots.unknown"][0].level == "fail" and "PCI_E7" in found["slots.unknown"][0].message
    assert found["slots.conflict"][0].level == "fail"


def test_chipset_finding_in_chinese_has_its_clauses_and_reasons_translated(catalog):
    # MSI X870E Carbon: a card in the chipset slot behind an M.2 that narrows the CPU slot; M.2_2 narrows PCI_E1
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E1"}]), ("tesla-t4", 1, [{"slot": "PCI_E3"}])],
                  board="msi-mpg-x870e-carbon-wifi", cpu="ryzen-9-9950x", ssd=None,
                  extra_items=[{"id": "nvme", "part_id": "samsung-990-pro-2tb", "slots": [{"slot": "M.2_2"}]}])
    report = evaluate(project, catalog, with_monte_carlo=False)
    found = codes(report)
    chipset = found["pcie.gpu_via_chipset"][0]
    assert "(the card itself is PCIe 3.0)" in chipset.message
    zh = chipset.text("zh_CN")
    assert "该卡本身只支持 PCIe 3.0" in zh and "the card itself" not in zh
    assert "；如果换主板" in zh and "e.g." not in zh
    link = found["pcie.gpu_link"][0]
    assert "x16 -> x8: M.2_2 populated (" in link.message
    zh = link.text("zh_CN")
    assert "x16 → x8：M.2_2 已占用（" in zh and "populated" not in zh
    # the report keeps the English reasons
    cpu_gpu = next(d for d in report.pcie.devices if d.slot == "PCI_E1")
    assert cpu_gpu.reasons[0].startswith("x16 -> x8: M.2_2 populated (")


def test_topology_legend_in_chinese_one_line_per_kind(catalog):
    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16(G5)_1"}, {"slot": "PCIEX16(G5)_2"}]),
                   ("rtx-3090", 1, [{"slot": "PCIEX16(G4)"}])],
                  board="asus-proart-x870e-creator-wifi", cpu="ryzen-9-9950x",
                  node_extra={"gpu_bridges": [{"gpus": ["gpu-1#1", "gpu-1#2"]}]})
    f = codes(evaluate(project, catalog, with_monte_carlo=False))["pcie.topology"][0]
    assert f.message.startswith("Predicted nvidia-smi topo -m between GPUs: NV4, PHB (NV4: connected by a bonded "
                                "set of # NVLinks; PHB: through a PCIe host bridge (the CPU)).")
    assert f.text("zh_CN").startswith("预测的 GPU 之间 nvidia-smi topo -m 连接关系：NV4、PHB（NV4：通过一组绑定的 "
                                      "NVLink 连接，NV 后的数字为 NVLink 条数；PHB：经过 PCIe 主桥，即 CPU）。")


def test_disabled_slot_reason_in_chinese(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E2"}])], board="msi-mpg-x870e-carbon-wifi", cpu="ryzen-7-8700g")
    f = codes(evaluate(project, catalog, with_monte_carlo=False))["pcie.slot_disabled"][0]
    assert ("(Gen5 -> Gen4: AMD Ryzen 7 8700G has PCIe 4.0 lanes; disabled: with a AMD Ryzen 7 8700G (am5-phoenix); "
            in f.message)
    assert ("（Gen5 → Gen4：AMD Ryzen 7 8700G 只提供 PCIe 4.0 通道；禁用原因：使用 AMD Ryzen 7 8700G（am5-phoenix）时；"
            in f.text("zh_CN"))
