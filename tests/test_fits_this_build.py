"""The catalog picker's "fits this build" rules on real catalog parts: each reason is a fact of the part against
a fact of the machine (maker pages via the catalog's sources), and a fact the catalog lacks is never a reason."""

import pytest

from planner.catalog.resolve import resolve
from planner.evaluate import evaluate
from planner.hardware.fits import reasons_not_fitting
from planner.model.parts import Case, OtherPart
from planner.model.project import Project


def node_project(catalog, *parts):
    """A one-machine project holding (part id, quantity) pairs."""
    items = [{"id": f"i{n}", "part_id": pid, "quantity": q} for n, (pid, q) in enumerate(parts)]
    return Project.model_validate({"schema_version": 2, "name": "t", "nodes": [{"id": "n", "name": "n", "items": items}]})


def machine(catalog, *parts):
    """The resolved machine holding (part id, quantity) pairs."""
    return resolve(node_project(catalog, *parts), catalog).nodes[0]


def why(catalog, part_id, *parts, lang="en"):
    return [t.render(lang) for t in reasons_not_fitting(catalog.part(part_id), machine(catalog, *parts))]


def test_sockets(catalog):
    # AM5 Ryzen 9 7950X against the LGA1700 ROG STRIX Z790-A, both ways; an AM5 board takes it
    assert why(catalog, "ryzen-9-7950x", ("asus-rog-strix-z790-a-gaming-wifi", 1)) == \
        ["socket AM5 does not fit the board's LGA1700"]
    assert why(catalog, "asus-rog-strix-z790-a-gaming-wifi", ("ryzen-9-7950x", 1)) == \
        ["socket LGA1700 does not take the AMD Ryzen 9 7950X"]
    assert why(catalog, "ryzen-9-7950x", ("asus-proart-x870e-creator-wifi", 1)) == []
    # the Noctua NH-U14S TR4-SP3 mounts on SP3/TR4/sTRX4 only
    assert why(catalog, "noctua-nh-u14s-tr4-sp3", ("ryzen-9-7950x", 1)) == ["does not mount on socket AM5"]


def test_memory_types(catalog):
    # the ProArt B760-CREATOR D4 takes DDR4; the Kingston FURY Beast kit is DDR5
    assert why(catalog, "kingston-fury-beast-ddr5-6000-2x32gb", ("asus-proart-b760-creator-d4", 1)) == \
        ["DDR5 does not fit the board's DDR4 slots"]
    assert why(catalog, "asus-proart-b760-creator-d4", ("kingston-fury-beast-ddr5-6000-2x32gb", 1)) == \
        ["takes DDR4, not the DDR5 in this build"]


def test_board_form_factor_against_the_case(catalog):
    # Fractal's Define 7 lists E-ATX: it takes the E-ATX GODLIKE and, by the shared standoff pattern, ATX boards
    assert why(catalog, "msi-meg-x870e-godlike", ("fractal-design-define-7", 1)) == []
    assert why(catalog, "asus-proart-x870e-creator-wifi", ("fractal-design-define-7", 1)) == []
    # Meshify 2 lists "E-ATX (up to 285 mm wide)": the remark does not hide the form factor
    assert why(catalog, "msi-meg-x870e-godlike", ("fractal-design-meshify-2", 1)) == []
    mini = catalog.part("fractal-design-meshify-2").model_copy(update={"id": "itx-box", "form_factors": ["Mini-ITX"]})
    reasons = reasons_not_fitting(mini, machine(catalog, ("asus-proart-x870e-creator-wifi", 1)))
    assert [r.render("en") for r in reasons] == ["takes Mini-ITX boards, not the ATX ASUS ProArt X870E-CREATOR WIFI"]
    assert isinstance(mini, Case)


def test_slots_for_the_cards(catalog):
    # the ProArt X870E-CREATOR has three x16-size slots; the ROG STRIX X870E-E two (positions 3 and 7)
    assert why(catalog, "asus-proart-x870e-creator-wifi", ("rtx-3090", 3)) == []
    assert why(catalog, "asus-rog-strix-x870e-e-gaming-wifi", ("rtx-3090", 3)) == \
        ["room for 2 of the build's 3 cards without risers (slot spacing against the cards' widths)"]


def test_card_widths_against_the_slot_spacing(catalog):
    # ASUS ProArt B550-CREATOR: x16-size slots at positions 2, 5 and 7. Three 2-slot RTX 3080s fit (2 covers 3,
    # 5 covers 6); a 3-slot RTX 3090 in position 2 covers 3 and 4, one in 5 covers 6 and 7: room for two
    board = "asus-proart-b550-creator"
    assert why(catalog, board, ("rtx-3080-10g", 3)) == []
    assert why(catalog, board, ("rtx-3090", 3)) == \
        ["room for 2 of the build's 3 cards without risers (slot spacing against the cards' widths)"]
    assert why(catalog, "rtx-3080-10g", (board, 1), ("rtx-3080-10g", 2)) == []
    assert why(catalog, "rtx-3090", (board, 1), ("rtx-3090", 2)) == \
        ["no room left on the ASUS ProArt B550-CREATOR for this 3-slot card: its slots hold 2 of the 3 cards side by "
         "side (a riser would take it)"]
    assert why(catalog, "rtx-3090", (board, 1), ("rtx-3090", 1)) == []


def test_cards_on_risers_leave_the_slots_free(catalog):
    items = [{"id": "b", "part_id": "asus-proart-b550-creator", "quantity": 1},
             {"id": "g", "part_id": "rtx-3090", "quantity": 2,
              "slots": [{"slot": "PCIEX16_1", "via_riser": True}, {"slot": "PCIEX16_2", "via_riser": True}]}]
    project = Project.model_validate({"schema_version": 2, "name": "t",
                                      "nodes": [{"id": "n", "name": "n", "items": items}]})
    node = resolve(project, catalog).nodes[0]
    assert reasons_not_fitting(catalog.part("rtx-3090"), node) == []


def test_psu_rating_against_the_reports_x13_figure(catalog):
    # Ryzen 9 7950X (230 W PPT) and two RTX 3090s (350 W each): the report's x1.3 figure is above 850 W
    node = machine(catalog, ("ryzen-9-7950x", 1), ("rtx-3090", 2))
    report = evaluate(node_project(catalog, ("ryzen-9-7950x", 1), ("rtx-3090", 2)), catalog)
    recommended = report.power.nodes[0].recommended_psu_w
    assert 1.3 * (230 + 2 * 350) <= recommended
    small = [t.render("en") for t in reasons_not_fitting(catalog.part("corsair-rm850x-2021"), node, recommended)]
    assert small == [f"850 W is under the {recommended:,.0f} W the x1.3 rule asks for this build"]
    assert reasons_not_fitting(catalog.part("evga-supernova-1600-t2"), node, recommended) == []
    # a second PSU counts with the first: 850 W + 850 W covers it
    with_one = machine(catalog, ("ryzen-9-7950x", 1), ("rtx-3090", 2), ("corsair-rm850x-2021", 1))
    assert reasons_not_fitting(catalog.part("corsair-rm850x-2021"), with_one, recommended) == []
    # without the report's figure the rating is not judged
    assert reasons_not_fitting(catalog.part("corsair-rm850x-2021"), node) == []


def test_psu_plugs_with_the_cards_adapters(catalog):
    # Huntkey MVP K850: 4x PCIe 8-pin and 1x 12V-2x6. RTX 3090 FE: a 12-pin socket, or 2x 8-pin on its adapter.
    assert why(catalog, "huntkey-mvp-k850-atx31", ("rtx-3090", 3)) == []  # 1 on 12V-2x6, 2 x 2 adapters = 4
    assert why(catalog, "huntkey-mvp-k850-atx31", ("rtx-3090", 4)) == ["4 PCIe 8-pin plugs for the cards' 6"]
    # a PSU whose plug counts the catalog does not confirm is never refused
    assert why(catalog, "corsair-ax1600i", ("rtx-3090", 4)) == []


def test_reasons_in_chinese(catalog):
    assert why(catalog, "ryzen-9-7950x", ("asus-rog-strix-z790-a-gaming-wifi", 1), lang="zh_CN") == \
        ["AM5 插槽与主板的 LGA1700 插槽不匹配"]


def test_parts_without_rules_always_fit(catalog):
    # a build where a CPU, a board, a case and a PSU each hide something: drives and other parts are never judged
    crowded = machine(catalog, ("ryzen-9-7950x", 1), ("asus-proart-b550-creator", 1), ("rtx-3090", 3),
                      ("fractal-design-define-7", 1), ("corsair-rm850x-2021", 1))
    riser = OtherPart(id="riser-x16", name="PCIe 4.0 x16 riser", source="user", category="riser")
    drives = list(catalog.of_kind("storage"))
    assert drives
    for part in drives + [riser]:
        assert reasons_not_fitting(part, crowded, 5000.0) == []
    assert reasons_not_fitting(catalog.part("rtx-3090"), crowded) != []  # the same build does hide a card
