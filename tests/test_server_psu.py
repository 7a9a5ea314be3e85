"""Server PSUs on open-frame rigs (issue 15): the rating on the mains they are plugged into, breakout boards as their
plugs, an ATX unit (or a converter board with a 24-pin plug) for the motherboard, start adapters for extra PSUs.

The figures are the makers': Murata's D1U54P-W-1200-12 datasheet rates it 1,200 W at 200-240 Vac and 1,100 W at
100-120 Vac; the D1U86P-W-1600-12 datasheet 1,600 W on 180-264 V and 1,350 W on 108-264 V; DrTune's notes on the
HP DPS-1200FB give 100 A at 240 V and 75 A at 110 V (1,200 / 900 W at 12 V); the KCORES CSPS-to-ATX converter
gives 1x 24-pin and 5x 8-pin sockets (its README).
"""

import pytest

from planner.evaluate import evaluate
from planner.model import Project

from .builders import rig

SERVER = "murata-d1u86p-w-1600-12"
KCORES = "kcores-csps-to-atx-converter"
ATX = "corsair-rm850x-2021"
#: A breakout board without a 24-pin plug, as the common mining boards are (12 PCIe 6-pin here: a test figure,
#: not a catalog fact).
PLAIN_BREAKOUT = {"kind": "other", "id": "mining-breakout-12x6", "name": "Mining breakout board, 12x PCIe 6-pin",
                  "source": "test part", "psu_accessory": "breakout_board",
                  "connectors": {"pcie_6pin": 12, "pcie_8pin": 0, "12v_2x6": 0}}


def codes(report, level=None):
    return [f.code for f in report.findings if level is None or f.level == level]


def finding(report, code):
    return next(f for f in report.findings if f.code == code)


def open_frame_rig(*, server_qty=2, breakouts=KCORES, breakout_qty=2, atx=True, sync=0, currency="CNY"):
    """Four RTX 3090 (each takes two PCIe 8-pin through its adapter) on an EPYC board: cards 1-2 on server PSU 1,
    cards 3-4 on server PSU 2; the board on the ATX unit when there is one."""
    slots = [{"slot": f"PCIE{i}", "via_riser": True, "psu": f"server#{1 if i <= 2 else 2}"} for i in range(1, 5)]
    items = [{"id": "server", "part_id": SERVER, "quantity": server_qty}]
    if atx:
        items.insert(0, {"id": "atx", "part_id": ATX, "quantity": 1})
    if breakouts and breakout_qty:
        part = {"part_id": breakouts} if isinstance(breakouts, str) else {"custom_part": breakouts}
        items.append({"id": "breakout", "quantity": breakout_qty, **part})
    if sync:
        items.append({"id": "sync", "part_id": "add2psu-sync-board", "quantity": sync})
    return rig([("rtx-3090", 4, slots)], cpu="epyc-7313p", board="asrock-rack-romed8-2t",
               memory="samsung-ddr4-3200-rdimm-64gb", cooler=None, currency=currency, extra_items=items)


def loads(report):
    return {p.ref: p for p in report.power.nodes[0].psus}


# ----------------------------------------------------------------------------- rating on the mains voltage

@pytest.mark.parametrize("currency, volts, rating_w", [("CNY", 220, 1200), ("USD", 120, 1100)])
def test_a_server_psu_counts_the_datasheet_rating_of_its_mains(catalog, currency, volts, rating_w):
    """Murata D1U54P-W-1200-12: 1,200 W at 200-240 Vac, 1,100 W at 100-120 Vac (datasheet ordering guide). The
    default circuit is China's 220 V socket for a CNY project and a US 120 V circuit for a USD one."""
    project = rig([("rtx-3090", 1)], psu="murata-d1u54p-w-1200-12", currency=currency)
    report = evaluate(project, catalog)
    psu = report.power.nodes[0].psus[0]
    assert report.power.nodes[0].circuits[0].volts == volts
    assert psu.rating_w == rating_w
    assert report.power.psu_w == rating_w
    assert ("power.low_line_rating" in codes(report)) == (rating_w < 1200)


def test_the_low_line_finding_quotes_both_datasheet_ratings(catalog):
    report = evaluate(rig([("rtx-3090", 1)], psu="hp-dps-1200fb", currency="USD"), catalog)
    text = finding(report, "power.low_line_rating").text("en")
    assert "900 W at 100-127 V against 1,200 W at 200-240 V" in text
    assert "120 V mains" in text
    assert "100-127 V" in finding(report, "power.low_line_rating").text("zh_CN")


def test_a_custom_circuit_at_230_v_gets_the_high_line_rating(catalog):
    project = rig([("rtx-3090", 1)], psu=SERVER, currency="USD",
                  node_extra={"circuits": [{"id": "c1", "kind": "custom", "volts": 230, "amps": 16}]})
    assert evaluate(project, catalog).power.nodes[0].psus[0].rating_w == 1600


def test_atx_psus_keep_one_rating_on_every_mains(catalog):
    for currency in ("CNY", "USD"):
        report = evaluate(rig([("rtx-3090", 1)], psu=ATX, currency=currency), catalog)
        assert report.power.nodes[0].psus[0].rating_w == 850


# ----------------------------------------------------------------------------- breakouts and the board's PSU

def test_four_cards_on_two_server_psus_with_breakouts_and_an_atx_unit_pass_the_plug_check(catalog):
    report = evaluate(open_frame_rig(sync=2), catalog)
    found = codes(report)
    for code in ("power.plugs_short", "power.plugs_unknown", "power.server_psu_no_breakout",
                 "power.no_platform_psu", "power.no_psu_sync"):
        assert code not in found
    psus = loads(report)
    assert psus["atx#1"].powers_platform and not psus["server#1"].powers_platform
    assert psus["atx#1"].gpu_refs == []
    # each server PSU feeds two RTX 3090s: 4 PCIe 8-pin of the KCORES board's 5
    for ref in ("server#1", "server#2"):
        assert psus[ref].plugs_needed == {"pcie_8pin": 4}
        assert psus[ref].plugs_available["pcie_8pin"] == 5


def test_the_same_rig_without_breakouts_fails_with_the_server_psu_message(catalog):
    report = evaluate(open_frame_rig(breakouts=None, sync=2), catalog)
    failed = [f for f in report.findings if f.code == "power.server_psu_no_breakout"]
    assert len(failed) == 2 and all(f.level == "fail" for f in failed)
    assert "power.plugs_short" not in codes(report)
    text = failed[0].text("en")
    assert "PSU #1 (Murata" in text and "is a server PSU" in text and "2 cards without a breakout board" in text
    assert "转接板" in failed[0].text("zh_CN")


def test_one_breakout_for_two_server_psus_leaves_the_second_without_plugs(catalog):
    report = evaluate(open_frame_rig(breakout_qty=1, sync=2), catalog)
    failed = [f for f in report.findings if f.code == "power.server_psu_no_breakout"]
    assert [f.parts["psu"].params["unit"] for f in failed] == ["server#2"]


def test_server_psus_alone_give_the_board_no_24_pin_or_eps(catalog):
    report = evaluate(open_frame_rig(breakouts=PLAIN_BREAKOUT, atx=False, sync=1), catalog)
    f = finding(report, "power.no_platform_psu")
    assert f.level == "fail"
    assert "no 24-pin ATX plug" in f.text("en") and "EPS" in f.text("en")
    # the plain boards still feed the cards: 2 cards x 2 PCIe 8-pin from twelve 6-pin plugs is short
    assert "power.plugs_short" in codes(report)


def test_a_converter_board_with_a_24_pin_plug_powers_the_board_from_a_server_psu(catalog):
    report = evaluate(open_frame_rig(atx=False, sync=1), catalog)
    assert "power.no_platform_psu" not in codes(report)
    assert loads(report)["server#1"].powers_platform


# ----------------------------------------------------------------------------- start adapters

@pytest.mark.parametrize("sync, warned", [(0, True), (1, True), (2, False)])
def test_each_extra_psu_needs_a_start_adapter(catalog, sync, warned):
    report = evaluate(open_frame_rig(sync=sync), catalog)
    assert ("power.no_psu_sync" in codes(report, "info")) == warned


def test_one_psu_needs_no_start_adapter(catalog):
    assert "power.no_psu_sync" not in codes(evaluate(rig([("rtx-3090", 1)], psu=ATX), catalog))


def test_the_start_adapter_warning_in_both_languages(catalog):
    f = finding(evaluate(open_frame_rig(), catalog), "power.no_psu_sync")
    assert f.text("en").startswith("3 PSUs and 0 start adapters listed")
    assert "3 个电源" in f.text("zh_CN")


# ----------------------------------------------------------------------------- the model

def test_a_low_line_rating_above_the_rating_is_refused():
    with pytest.raises(ValueError, match="wattage_low_line_w cannot exceed wattage_w"):
        Project.model_validate({"schema_version": 2, "name": "x", "nodes": [{"items": [{"id": "p", "custom_part": {
            "kind": "psu", "id": "p", "name": "P", "source": "test", "wattage_w": 1000, "wattage_low_line_w": 1200,
            "atx_version": "2.x", "efficiency_rating": "gold", "efficiency_basis": "test",
            "efficiency_curve": [{"load_fraction": 0.2, "efficiency": 0.9}, {"load_fraction": 1, "efficiency": 0.9}],
            "connectors": {}, "form_factor": "server"}}]}]})


def test_connectors_belong_to_breakout_boards_only():
    with pytest.raises(ValueError, match="only for a part with psu_accessory 'breakout_board'"):
        Project.model_validate({"schema_version": 2, "name": "x", "nodes": [{"items": [{"id": "o", "custom_part": {
            "kind": "other", "id": "o", "name": "O", "source": "test", "connectors": {"pcie_6pin": 4}}}]}]})


def test_server_psu_specs_say_what_it_needs(catalog):
    assert catalog.part("hp-dps-1200fb").key_specs() == (
        "1200 W (900 W at 100-127 V), server PSU: 12 V only, cards through a breakout board")
    assert catalog.part("murata-d1u54p-w-1200-12").specs_text().render("zh_CN") == (
        "1200 W（100-127 V 市电下 1100 W），服务器电源：仅输出 12 V，需经转接板给显卡供电，80 PLUS 白金")


def test_the_picker_says_a_server_psu_needs_a_breakout_board(catalog):
    from planner.catalog.resolve import resolve
    from planner.hardware.fits import reasons_not_fitting

    without = resolve(open_frame_rig(breakouts=None), catalog).nodes[0]
    with_boards = resolve(open_frame_rig(), catalog).nodes[0]
    psu = catalog.part(SERVER)
    assert [r.render("en") for r in reasons_not_fitting(psu, without)] == [
        "a server PSU: its cards need a breakout board, and the build has none"]
    assert reasons_not_fitting(psu, with_boards) == []
