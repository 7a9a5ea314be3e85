"""Findings name things as the window shows them (issue 28): a PSU unit is "PSU #2" (电源 #2), as the parts table's PSU
column numbers the units of a line, never its unit id ("psu#2"); a part by its name, not its line id; a field by the
tab it is typed on, with the project-file path only in the English sentence, for people who edit the file."""

from __future__ import annotations

import re

from planner.evaluate import evaluate
from planner.model.common import Money
from planner.model.costs import CloudOption

UNIT_ID = re.compile(r"\b[a-z][a-z0-9_-]*#\d+")
FIELD_PATH = re.compile(r"\b(costs|workload|nodes)(\.|\[)")


def zh_findings(report):
    return {f.code: f.text("zh_CN") for f in report.findings}


def test_psu_units_are_numbered_as_the_psu_column_numbers_them(seed003, catalog):
    report = evaluate(seed003, catalog)
    plugs = next(f for f in report.findings if f.code == "power.plugs_unknown")
    # seed 003: one line of two Seasonic PRIME PX-2200, one finding naming both units
    assert plugs.text("en").startswith("PSU #1, PSU #2 (Seasonic PRIME PX-2200): the cards need 3x 12V-2x6 per PSU")
    assert plugs.text("zh_CN").startswith("电源 #1、电源 #2（Seasonic PRIME PX-2200）")
    spikes = [f.text("zh_CN") for f in report.findings if f.code == "power.transients"]
    assert sorted(s[:5] for s in spikes) == ["电源 #1", "电源 #2"]
    assert plugs.params.get("psu") is None  # the unit ids stay in the sentence's parts for scripts
    assert "psu#1" in plugs.model_dump_json()


def test_no_unit_id_or_field_path_in_the_chinese_findings_of_the_examples(seed000, seed003, catalog):
    for project in (seed000, seed003):
        for code, sentence in zh_findings(evaluate(project, catalog)).items():
            assert not UNIT_ID.search(sentence), (code, sentence)
            assert not FIELD_PATH.search(sentence), (code, sentence)


def test_a_used_card_risk_names_the_check_box_not_the_field(seed000, catalog):
    risk = next(f for f in evaluate(seed000, catalog).findings if f.code == "tco.part_risk_uncounted")
    assert "“成本参数”页勾选“按显卡成色计算风险”" in risk.text("zh_CN")
    assert "costs." not in risk.text("zh_CN")
    assert "(costs.part_risk.enabled in the project file)" in risk.text("en")


def test_an_implausible_amount_is_named_by_its_field_and_part_not_its_path(seed000, catalog):
    option = CloudOption(name="typo", price_per_gpu_hour=Money(amount=2_000_000, currency="CNY"))
    items = [i.model_copy(update={"unit_price": Money(amount=90_000_000, currency="CNY")}) if i.id == "psu" else i
             for i in seed000.nodes[0].items]
    node = seed000.nodes[0].model_copy(update={"items": items})
    project = seed000.model_copy(update={
        "nodes": [node], "costs": seed000.costs.model_copy(update={"cloud_options": [option]})})
    found = [f for f in evaluate(project, catalog).findings if f.code == "input.implausible"]
    texts = {f.text("zh_CN") for f in found}
    assert any(t.startswith("typo 的每卡时价格为 2,000,000 CNY") for t in texts), texts
    assert any(t.startswith("MSI MPG A1000G PCIE5 的单价为 90,000,000 CNY") for t in texts), texts
    assert not any(FIELD_PATH.search(t) for t in texts)
    english = {f.text("en") for f in found}
    assert any(t.startswith("The price per GPU-hour of typo is 2,000,000 CNY") for t in english)
    paths = {f.params["path"] for f in found}  # the field's place in the project file, for scripts
    assert paths == {"costs.cloud_options[0].price_per_gpu_hour", "nodes[0].items[7].unit_price"}
