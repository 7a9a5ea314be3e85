"""Risers, bifurcation risers and OCuLink/MCIO kits as parts: the card's link is the least of the slot, the card and
the extender (its rated generation, its port's lanes from the port's first lane in the slot), a split slot needs
the board's bifurcation mode, and every reference to an extender is checked.

Link rates are the PCIe base specification's per-lane rates (Gen3 985 MB/s, Gen4 1969 MB/s per direction); the
bifurcation modes are the boards' manuals as the catalog records them (ASUS ProArt B650-CREATOR: PCIEX16_1 x16 or
x8+x8)."""

import pytest
from pydantic import ValidationError

from planner.evaluate import evaluate
from planner.model.parts import OtherPart, PcieExtender
from planner.model.project import SlotAssignment

from .builders import rig

BOARD = "asus-proart-b650-creator"  # PCIEX16_1: x16 or x8+x8 (manual); bifurcation listed for that slot only


def extender(item_id, form="bifurcation_riser", gen=4, ports=(8, 8), quantity=1):
    return {"id": item_id, "quantity": quantity, "custom_part": {
        "kind": "other", "id": f"{item_id}-part", "name": f"{form} gen{gen} {'+'.join(f'x{p}' for p in ports)}",
        "source": "test part", "category": "riser",
        "pcie_extender": {"form": form, "rated_gen": gen, "host_lanes": 16, "ports": list(ports)}}}


def two_cards_on(ext, board=BOARD, slot="PCIEX16_1", ports=(1, 2), ref="split"):
    return rig([("rtx-3090", 2, [{"slot": slot, "extender": ref, "port": p} for p in ports])], board=board,
               extra_items=[ext])


def by_code(report):
    out = {}
    for f in report.findings:
        out.setdefault(f.code, []).append(f)
    return out


def links(report):
    return {d.unit: (d.link_gen, d.link_width, d.bandwidth_gbps) for d in report.pcie.devices if d.kind == "gpu"}


def test_two_cards_on_an_x8_x8_riser_in_one_slot_each_get_gen4_x8(catalog):
    report = evaluate(two_cards_on(extender("split")), catalog)
    assert links(report) == {"gpu-1#1": (4, 8, 15.75), "gpu-1#2": (4, 8, 15.75)}
    found = by_code(report)
    assert "slots.conflict" not in found and "pcie.riser_gen4" not in found
    need = found["pcie.bifurcation_needed"][0]
    assert need.level == "info" and "x8+x8" in need.message and "PCIEX16_1" in need.message
    device = next(d for d in report.pcie.devices if d.unit == "gpu-1#2")
    assert (device.extender, device.extender_port, device.extender_gen, device.via_riser) == ("split#1", 2, 4, True)


def test_a_gen3_riser_cable_caps_the_link_and_says_to_set_the_slot_to_gen3(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCIEX16_1", "extender": "cable"}])], board=BOARD,
                  extra_items=[extender("cable", form="riser_cable", gen=3, ports=(16,))])
    report = evaluate(project, catalog)
    assert links(report) == {"gpu-1#1": (3, 16, 15.76)}
    warning = by_code(report)["pcie.extender_below_link"][0]
    assert warning.level == "warn" and "rated PCIe 3.0" in warning.message and "Gen3" in warning.message
    assert "pcie.riser_gen4" not in by_code(report)


def test_a_riser_rated_for_the_link_replaces_the_generic_riser_warning(catalog):
    named = rig([("rtx-3090", 1, [{"slot": "PCIEX16_1", "extender": "cable"}])], board=BOARD,
                extra_items=[extender("cable", form="riser_cable", gen=4, ports=(16,))])
    unnamed = rig([("rtx-3090", 1, [{"slot": "PCIEX16_1", "via_riser": True}])], board=BOARD)
    assert links(evaluate(named, catalog)) == {"gpu-1#1": (4, 16, 31.5)}
    assert "pcie.riser_gen4" not in by_code(evaluate(named, catalog))
    assert by_code(evaluate(unnamed, catalog))["pcie.riser_gen4"][0].level == "warn"


def test_a_split_the_slot_cannot_make_fails_naming_the_modes_it_can(catalog):
    report = evaluate(two_cards_on(extender("split", ports=(4, 4, 4, 4))), catalog)
    fail = by_code(report)["pcie.bifurcation_unsupported"][0]
    assert fail.level == "fail" and "x4+x4+x4+x4" in fail.message and "x16, x8+x8" in fail.message


def test_a_split_on_a_slot_the_board_does_not_list_fails(catalog):
    report = evaluate(two_cards_on(extender("split"), slot="PCIEX16_2"), catalog)
    fail = by_code(report)["pcie.bifurcation_unsupported"][0]
    assert "splits only PCIEX16_1" in fail.message


def test_a_split_on_a_board_whose_bifurcation_is_unconfirmed_is_a_warning(catalog):
    # MSI MAG B850 TOMAHAWK MAX WIFI: the catalog marks its bifurcation as not confirmed in a source
    report = evaluate(two_cards_on(extender("split"), board="msi-mag-b850-tomahawk-max-wifi", slot="PCI_E1"),
                      catalog)
    assert by_code(report)["pcie.bifurcation_unconfirmed"][0].level == "warn"


def test_the_second_port_has_no_lanes_when_the_slot_runs_x8(catalog):
    # a card in PCIEX16_2 takes PCIEX16_1 down to x8 (the board's sharing rule): port 2 starts at lane 8
    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1", "extender": "split", "port": p} for p in (1, 2)]),
                   ("rtx-3060-12g", 1, [{"slot": "PCIEX16_2"}])], board=BOARD, extra_items=[extender("split")])
    report = evaluate(project, catalog)
    assert links(report)["gpu-1#1"] == (4, 8, 15.75)
    assert links(report)["gpu-1#2"] == (None, None, 0.0)
    fail = by_code(report)["pcie.extender_port_no_lanes"][0]
    assert fail.level == "fail" and "starts at lane 8, past the slot's x8" in fail.message


def test_wrong_references_to_extenders_are_findings(catalog):
    cases = {
        "pcie.extender_no_port": [{"slot": "PCIEX16_1", "extender": "split", "port": 3}],
        "pcie.extender_unknown": [{"slot": "PCIEX16_1", "extender": "split#2"}],
        "pcie.extender_not_extender": [{"slot": "PCIEX16_1", "extender": "board"}],
    }
    for code, slots in cases.items():
        report = evaluate(rig([("rtx-3090", 1, slots)], board=BOARD, extra_items=[extender("split")]), catalog)
        assert by_code(report)[code][0].level == "fail", code
    taken = evaluate(two_cards_on(extender("split"), ports=(1, 1)), catalog)
    assert "Port 1 of split#1 is given 2 cards" in by_code(taken)["pcie.extender_port_taken"][0].message
    two_slots = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1", "extender": "split", "port": 1},
                                      {"slot": "PCIEX16_2", "extender": "split", "port": 2}])],
                    board=BOARD, extra_items=[extender("split")])
    assert by_code(evaluate(two_slots, catalog))["pcie.extender_two_slots"][0].level == "fail"


def test_an_extender_no_card_uses_is_named(catalog):
    report = evaluate(two_cards_on(extender("split", quantity=2)), catalog)
    info = by_code(report)["pcie.extender_unused"][0]
    assert info.level == "info" and "split#2" in info.message


def test_a_card_directly_in_a_slot_an_extender_holds_conflicts(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCIEX16_1", "extender": "split", "port": 1}]),
                   ("rtx-3060-12g", 1, [{"slot": "PCIEX16_1"}])], board=BOARD, extra_items=[extender("split")])
    assert by_code(evaluate(project, catalog))["slots.conflict"][0].level == "fail"


def test_the_extender_model_keeps_its_lanes_and_its_references_honest():
    with pytest.raises(ValidationError, match="add up to more than the x8"):
        PcieExtender(form="bifurcation_riser", rated_gen=4, host_lanes=8, ports=[8, 8])
    with pytest.raises(ValidationError, match="port is given only with extender"):
        SlotAssignment(slot="PCIEX16_1", port=2)
    with pytest.raises(ValidationError, match="via_riser cannot be false"):
        SlotAssignment(slot="PCIEX16_1", extender="split", via_riser=False)
    assert SlotAssignment(slot="PCIEX16_1", extender="split").via_riser is True
    split = PcieExtender(form="bifurcation_riser", rated_gen=4, ports=[8, 4, 4])
    assert (split.port_offset(3), split.mode_for({1}), split.mode_for({1, 3})) == (12, None, "x8+x4+x4")
    part = OtherPart(id="r", name="r", source="test part", pcie_extender=split)
    assert part.key_specs() == "bifurcation riser, PCIe 4.0 x16 to x8+x4+x4"


def test_catalog_extenders_from_their_sources(catalog):
    """ADT-Link's MCIO x16 to x8+x8 (listing: 'GEN4 PCI-E X16 to X8 X8 Bifurcation') carries two cards at PCIe 4.0
    x8; Lenovo's ThinkBook TGX OCuLink dock (datasheet: PCIe 4.0 x4) from an M.2 socket gives its card 4.0 x4."""
    split = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1", "extender": "adt", "port": p} for p in (1, 2)])],
                board=BOARD, extra_items=[{"id": "adt", "part_id": "adt-link-mcio-x16-to-x8x8-gen4"}])
    assert links(evaluate(split, catalog)) == {"gpu-1#1": (4, 8, 15.75), "gpu-1#2": (4, 8, 15.75)}
    dock = rig([("rtx-3090", 1, [{"slot": "M.2_1", "extender": "tgx"}])], board=BOARD,
               extra_items=[{"id": "tgx", "part_id": "lenovo-thinkbook-tgx-dock"}])
    report = evaluate(dock, catalog)
    assert links(report) == {"gpu-1#1": (4, 4, 7.88)}
    assert "slots.gpu_not_in_pcie_slot" not in by_code(report)


def test_a_catalog_gen4_riser_cable_on_a_gen5_slot_says_to_set_gen4(catalog):
    """LINKUP's 30 cm twin-axial riser is rated PCIe 4.0 (its product title): on the X870E GODLIKE's PCIe 5.0 PCI_E1
    an RTX 5090 links at 4.0 x16 (31.5 GB/s) and the finding says to set the slot to Gen4; LINKUP's AVA5, rated
    PCIe 5.0, carries 5.0 x16 (63.01 GB/s: 32 GT/s x 16 x 128/130 / 8) with no riser warning."""
    def on(cable):
        return rig([("rtx-5090", 1, [{"slot": "PCI_E1", "extender": "cable"}])], board="msi-meg-x870e-godlike",
                   cpu="ryzen-9-9950x", extra_items=[{"id": "cable", "part_id": cable}])

    gen4 = evaluate(on("linkup-30cm-pcie4-x16-twinax-riser"), catalog)
    assert links(gen4) == {"gpu-1#1": (4, 16, 31.5)}
    assert "Gen4" in by_code(gen4)["pcie.extender_below_link"][0].message
    gen5 = evaluate(on("linkup-ava5-pcie5-riser-30cm-straight"), catalog)
    assert links(gen5) == {"gpu-1#1": (5, 16, 63.01)}
    assert not {"pcie.extender_below_link", "pcie.riser_gen4"} & set(by_code(gen5))


def test_cards_through_a_riser_ride_the_listed_riser_cables(catalog):
    """Issue 28: two cards placed 'through a riser' on a build listing two LINKUP riser cables said the 2 extenders
    carried no card. A third cable, with no card for it, is still reported idle."""
    from planner.evaluate import evaluate

    from .builders import rig

    slots = [{"slot": "PCI_E1", "via_riser": True}, {"slot": "PCI_E2", "via_riser": True}]
    cables = {"id": "riser", "part_id": "linkup-30cm-pcie4-x16-twinax-riser", "quantity": 2}
    report = evaluate(rig([("rtx-3090", 2, slots)], board="msi-meg-x870e-godlike", cpu="ryzen-9-9950x",
                          extra_items=[cables]), catalog)
    assert not [f for f in report.findings if f.code == "pcie.extender_unused"]
    report = evaluate(rig([("rtx-3090", 2, slots)], board="msi-meg-x870e-godlike", cpu="ryzen-9-9950x",
                          extra_items=[{**cables, "quantity": 3}]), catalog)
    [idle] = [f for f in report.findings if f.code == "pcie.extender_unused"]
    assert idle.params["count"] == 1
