"""The card maker's recommended PSU beside the planner's (issue: the catalog's recommended_psu_w was never read).
NVIDIA recommends 750 W for a system with an RTX 3090 (catalog source: NVIDIA's RTX 3090 specifications page)."""

from planner.evaluate import evaluate
from planner.model.project import Project


def rig(*parts):
    items = [{"id": f"i{n}", "part_id": pid, "quantity": q} for n, (pid, q) in enumerate(parts)]
    return Project.model_validate({"schema_version": 2, "name": "t",
                                   "nodes": [{"id": "n", "name": "Rig", "items": items}]})


def vendor(report):
    return [f for f in report.findings if f.code == "power.vendor_psu"]


def test_one_card_shows_the_makers_recommendation_beside_the_planners(catalog):
    report = evaluate(rig(("ryzen-7-7700x", 1), ("msi-mpg-x870e-carbon-wifi", 1), ("rtx-3090", 1),
                          ("corsair-rm850x-2021", 1)), catalog, with_monte_carlo=False)
    (f,) = vendor(report)
    assert f.level == "info" and f.params["maker_w"] == 750
    assert f.message.startswith("NVIDIA recommends a 750 W PSU for a system with the NVIDIA GeForce RTX 3090; "
                                "the planner asks for ")
    assert f.params["planner_w"] == report.power.nodes[0].recommended_psu_w
    assert "NVIDIA 建议" in f.text("zh_CN")


def test_several_cards_say_the_recommendation_is_for_one_card(catalog):
    report = evaluate(rig(("ryzen-7-7700x", 1), ("rtx-3090", 2)), catalog, with_monte_carlo=False)
    (f,) = vendor(report)
    assert "is for a one-card system; with 2 cards" in f.message


def test_no_card_with_a_recommendation_says_nothing(catalog):
    report = evaluate(rig(("ryzen-7-7700x", 1), ("tesla-p40", 1)), catalog, with_monte_carlo=False)
    assert vendor(report) == []
