"""Cases, racks and frames (issue 15): which boards a case takes, the same rule for the catalog picker and the
physical check; an open frame may leave its rear slots unknown, a closed case may not; the catalog's rack chassis
and frames as their makers and retailers state them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from planner.hardware.fits import reasons_not_fitting
from planner.model.parts import Case


def case(**overrides) -> Case:
    data = dict(id="c", name="C", form_factors=["ATX"], expansion_slots=7, max_gpu_length_mm=400,
                source="https://example.com/a-case")
    return Case.model_validate({**data, **overrides})


@pytest.mark.parametrize("listed,board,takes", [
    (["E-ATX (up to 285 mm wide)", "ATX"], "ATX", True),
    (["E-ATX"], "mATX", True),  # a case for a larger board takes the smaller ones
    (["ATX"], "E-ATX", False),
    (["SSI-EEB", "SSI-CEB"], "EEB", True),  # SSI-EEB is the EEB of the catalog's server boards
    (["XL-ATX/EATX (up to 12.8 x 13 in)"], "ATX", False),  # neither token is a standard size
    (["SSI-EEB (up to 12 x 13 in)", "E-ATX (up to 12 x 10.5 in)"], "CEB", True),
])
def test_which_boards_a_case_takes(listed, board, takes):
    assert case(form_factors=listed).takes_board(board) is takes


def test_the_picker_and_the_physical_check_agree_on_an_eeb_board_in_an_ssi_eeb_rack(catalog):
    """The ASUS Pro WS WRX90E-SAGE SE (EEB per its catalog entry) in the SilverStone RM52 (SSI-EEB): no reason not to
    fit, and no physical.board_form_factor fail on a machine with both (the check refused it before)."""
    from planner.evaluate import evaluate
    from planner.model.project import Project
    from planner.new_project import new_project

    board, rack = catalog.parts["asus-pro-ws-wrx90e-sage-se"], catalog.parts["silverstone-rm52"]
    assert board.form_factor == "EEB"
    data = new_project(catalog, currency="USD").model_dump(mode="json")
    data["nodes"][0]["items"] = [{"id": "motherboard", "part_id": board.id, "quantity": 1},
                                 {"id": "case", "part_id": rack.id, "quantity": 1}]
    report = evaluate(Project.model_validate(data), catalog, with_monte_carlo=False)
    assert "physical.board_form_factor" not in {f.code for f in report.findings}
    assert rack.takes_board(board.form_factor)


def test_an_open_frame_may_leave_its_rear_slots_unknown_a_closed_case_may_not():
    frame = case(expansion_slots=None, open_frame=True, gpus_held=6)
    assert frame.expansion_slots is None
    with pytest.raises(ValidationError, match="expansion_slots is required"):
        case(expansion_slots=None)


def test_the_rack_chassis_and_frames_of_the_catalog(catalog):
    """Figures as the makers and retailers state them (sources in resources/catalog/cases.json)."""
    rm52, cx4170a, ipc = (catalog.parts[i] for i in ("silverstone-rm52", "sliger-cx4170a",
                                                    "inter-tech-ipc-4w2-mining-rack"))
    assert (rm52.rack_units, rm52.expansion_slots, rm52.max_gpu_length_mm, rm52.max_cpu_cooler_height_mm) == \
        (5, 8, 512, 181)
    assert (cx4170a.rack_units, cx4170a.max_gpu_length_mm, cx4170a.max_cpu_cooler_height_mm) == (4, 375, 153)
    assert [(p.amount, p.currency) for p in cx4170a.prices] == [(249.0, "USD")]
    assert ipc.open_frame and ipc.gpus_held == 6 and ipc.rack_units == 4 and ipc.expansion_slots is None
    assert [(p.amount, p.currency, str(p.date)) for p in ipc.prices] == [(128.9, "EUR", "2025-12-22")]
    assert all(c.source.startswith("https://") for c in (rm52, cx4170a, ipc))
    assert ipc.specs_text().render("en") == "4U rack, open frame, ATX (up to 305 x 280 mm)/mATX/Mini-ITX, 6 cards, " \
                                            "GPU <= 280 mm"
    assert rm52.specs_text().render("zh_CN").startswith("5U 机架式，")


def test_a_frame_whose_rail_is_full_or_a_cooler_too_tall_for_a_rack_is_a_reason_not_to_fit(catalog):
    from planner.catalog.resolve import resolve
    from planner.model.project import Project
    from planner.new_project import new_project

    data = new_project(catalog, currency="USD").model_dump(mode="json")
    data["nodes"][0]["items"] = [{"id": "gpu-1", "part_id": "tesla-p40", "quantity": 7},
                                 {"id": "cpu-cooler", "part_id": "thermalright-peerless-assassin-120-se",
                                  "quantity": 1}]
    node = resolve(Project.model_validate(data), catalog).nodes[0]
    frame = [r.render("en") for r in reasons_not_fitting(catalog.parts["inter-tech-ipc-4w2-mining-rack"], node)]
    assert "its rail holds 6 cards, not 7" in frame
    rack = [r.render("en") for r in reasons_not_fitting(catalog.parts["sliger-cx4170a"], node)]
    assert "takes CPU coolers up to 153 mm; the Thermalright Peerless Assassin 120 SE is 155 mm" in rack
    assert not reasons_not_fitting(catalog.parts["silverstone-rm52"], node)
