"""Physical fit: card thickness covers slots, case length and slot count, board and cooler fit."""

from planner.evaluate import evaluate

from .builders import rig


def codes(report):
    out = {}
    for f in report.findings:
        out.setdefault(f.code, []).append(f)
    return out


def test_three_slot_card_covers_the_next_slot(catalog):
    # ProArt B550-Creator (positions from Hardwareluxx): x16 at 2, x1 at 4, x16 at 5, x1 at 6, x16 at 7.
    # A 3-slot RTX 3090 in position 2 covers 3 and 4; a second card at 5 covers 6 and 7.
    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1"}, {"slot": "PCIEX16_2"}]),
                   ("radeon-rx-7900-xtx", 1, [{"slot": "PCIEX16_3"}])],
                  board="asus-proart-b550-creator", cpu="ryzen-9-5950x", memory=None, case="fractal-design-meshify-2")
    report = evaluate(project, catalog)
    covered = codes(report)["physical.slot_covered"]
    assert len(covered) == 1 and covered[0].level == "fail"
    assert covered[0].params.items() >= {"slot": "PCIEX16_2", "covered_slot": "PCIEX16_3"}.items()
    slots = {s.slot: s for s in report.physical.nodes[0].slots}
    assert slots["PCIEX1_1"].covered_by == "gpu-1#1" and slots["PCIEX16_3"].covered_by == "gpu-1#2"


def test_open_air_cards_stacked_without_a_gap(catalog):
    # ProArt B760-Creator D4: x16 slots at positions 2 and 5. A 3-slot RTX 3090 at 2 fills 2-4, so the card
    # at 5 sits directly under it with no gap.
    project = rig([("rtx-3090", 1, [{"slot": "PCIEX16(G5)"}]), ("rtx-3080-10g", 1, [{"slot": "PCIEX16(G4)"}])],
                  board="asus-proart-b760-creator-d4", cpu="core-i7-13700k", memory=None)
    found = codes(evaluate(project, catalog))
    assert found["physical.stacked_open_air"][0].level == "warn"
    assert "physical.slot_covered" not in found


def test_card_reaching_past_the_case_slots(catalog):
    # Z890 AORUS Master: PCIEX4 at position 6; a 3-slot card there reaches position 8 of a 7-slot case.
    project = rig([("rtx-4090", 1, [{"slot": "PCIEX4"}])], board="gigabyte-z890-aorus-master",
                  cpu="core-ultra-9-285k", memory=None, case="fractal-design-meshify-2")
    f = codes(evaluate(project, catalog))["physical.case_slots"][0]
    assert f.level == "fail" and f.params.items() >= {"needed": 8, "available": 7}.items()


def test_riser_cards_neither_cover_nor_are_covered(catalog):
    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1"}, {"slot": "PCIEX16_2", "via_riser": True}])],
                  board="asus-proart-b550-creator", cpu="ryzen-9-5950x", memory=None)
    assert "physical.slot_covered" not in codes(evaluate(project, catalog))


def test_unknown_positions_are_said(seed000, catalog):
    assert codes(evaluate(seed000, catalog))["physical.positions_unknown"][0].level == "info"


def test_card_length_against_the_case(catalog, seed000):
    found = codes(evaluate(seed000, catalog))
    assert {f.level for f in found["physical.card_length"]} == {"ok"}


def test_board_too_big_for_the_case(catalog):
    project = rig([("rtx-3090", 1, [{"slot": "PCI_E1"}])], board="msi-meg-x870e-godlike", cpu="ryzen-9-9950x",
                  case="fractal-design-meshify-2")
    report = evaluate(project, catalog)
    case = catalog.part("fractal-design-meshify-2")
    fits = any("e-atx" in f.lower() for f in case.form_factors)
    assert ("physical.board_form_factor" in codes(report)) is (not fits)


def test_what_is_not_checked_is_said(seed000, catalog):
    f = codes(evaluate(seed000, catalog))["physical.not_checked"][0]
    assert "riser" in f.message and "bend radius" in f.message
