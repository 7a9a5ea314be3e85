"""On a machine with a board, the model is placed on the cards that have a slot: a card not yet placed is not in
the machine, so it holds no layers until it is placed (Place cards, or a slot chosen in the table)."""

from planner.evaluate import evaluate

from .builders import rig

BOARD = "msi-mpg-x870e-carbon-wifi"  # PCI_E1 and PCI_E2 from the CPU


WORKLOAD = {"model_id": "qwen2.5-32b-instruct", "quantization": "gguf-q4_k_m", "context_tokens": 8192}


def _fit(catalog, gpus, board=BOARD):
    project = rig(gpus, board=board)
    project = project.model_validate({**project.model_dump(mode="json", exclude_none=True), "workload": WORKLOAD})
    report = evaluate(project, catalog, with_monte_carlo=False)
    return report, [c.gpu for c in report.fit.placement.per_gpu] if report.fit else None


def test_every_placed_card_holds_layers(catalog):
    _, refs = _fit(catalog, [("rtx-3090", 2, [{"slot": "PCI_E1"}, {"slot": "PCI_E2"}])])
    assert sorted(refs) == ["gpu-1#1", "gpu-1#2"]


def test_a_card_without_a_slot_is_left_out_of_the_fit_and_named(catalog):
    report, refs = _fit(catalog, [("rtx-3090", 2, [{"slot": "PCI_E1"}])])
    assert refs == ["gpu-1#1"]
    found = next(f for f in report.findings if f.code == "fit.unplaced_cards_left_out")
    assert found.level == "warn" and found.item_ids == ["gpu-1"]
    assert "1 of the 2 cards" in found.message and "NVIDIA GeForce RTX 3090" in found.message


def test_no_card_placed_means_no_fit_yet_and_says_how_to_place_them(catalog):
    report, refs = _fit(catalog, [("rtx-3090", 2)])
    assert refs is None
    found = next(f for f in report.findings if f.code == "fit.no_card_placed")
    assert found.level == "info" and "Place cards" in found.message


def test_without_a_board_every_card_counts(catalog):
    report, refs = _fit(catalog, [("rtx-3090", 2)], board=None)
    assert sorted(refs) == ["gpu-1#1", "gpu-1#2"]
    assert not any(f.code.startswith("fit.unplaced") or f.code == "fit.no_card_placed" for f in report.findings)
