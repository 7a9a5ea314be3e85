"""The hardware panels draw the report's judgements: the power bar's worst window and circuit colours, the slot
map's card colours and the VRAM bars' training memory come from report fields, and follow them when they change."""

import pytest

pytest.importorskip("PySide6")

from planner.evaluate import evaluate  # noqa: E402
from planner.hardware.power import TransientWindow  # noqa: E402
from planner.llm.config import spec_from_catalog_entry  # noqa: E402
from planner.llm.fit import fit_model  # noqa: E402
from planner.llm.placement import Card  # noqa: E402

pytestmark = pytest.mark.gui


def painted(qtbot, widget_class, report):
    widget = widget_class()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.set_report(report)
    widget.grab()  # paints the widget once, offscreen
    return widget


def repaint(widget, report):
    widget.set_report(report)
    widget.grab()


def drawn(widget, kind):
    return [(label, colour) for k, label, colour in widget.drawn if k == kind]


def test_power_bar_draws_each_psus_worst_window_from_the_report(qtbot, seed000, catalog):
    from ui.panels_hw import FAIL, OK, PowerBar

    report = evaluate(seed000, catalog)
    psu = report.power.nodes[0].psus[0]
    bar = painted(qtbot, PowerBar, report)
    [(label, colour)] = drawn(bar, "psu")
    w = psu.worst_window
    assert label.endswith(f"worst window {w.window}: {w.total_w:,.0f} of {w.tolerance_w:,.0f} W")
    assert colour == OK.name()

    psu.worst_window = TransientWindow(window="10 ms", window_ms=10.0, gpu_spike_w=1700.0, total_w=1900.0,
                                       tolerance_w=1600.0, trip_w=1760.0, ok=False)
    repaint(bar, report)
    [(label, colour)] = drawn(bar, "psu")
    assert label.endswith("worst window 10 ms: 1,900 of 1,600 W") and colour == FAIL.name()


def test_power_bar_numbers_psu_units_as_the_psu_column_does(qtbot, seed003, catalog):
    """Issue 28: the power tab named the units 'psu#1', 'psu#2'; seed 003 has one line of two Seasonic PX-2200."""
    from ui.panels_hw import PowerBar

    bar = painted(qtbot, PowerBar, evaluate(seed003, catalog))
    labels = [label for label, _ in drawn(bar, "psu")]
    assert [label.split(" (ATX")[0] for label in labels] == ["PSU #1 Seasonic PRIME PX-2200",
                                                             "PSU #2 Seasonic PRIME PX-2200"]


@pytest.mark.parametrize("status", ["ok", "warn", "fail"])
def test_power_bar_colours_each_circuit_by_its_status(qtbot, seed000, catalog, status):
    from ui.panels_hw import STATUS_COLOURS, PowerBar

    report = evaluate(seed000, catalog)
    circuit = report.power.nodes[0].circuits[0]
    circuit.status = status  # the loads stay as they are: the colour follows the field, not the figures
    bar = painted(qtbot, PowerBar, report)
    [(label, colour)] = drawn(bar, "circuit")
    assert label == (f"Circuit {circuit.name}: {circuit.load_w:,.0f} W of {circuit.continuous_limit_w:,.0f} W "
                     "continuous")
    assert colour == STATUS_COLOURS[status].name()


def test_slot_map_colours_each_card_by_its_link_class(qtbot, seed000, catalog):
    from ui.panels_hw import FAIL, LINK_COLOURS, OK, WARN, SlotMap

    report = evaluate(seed000, catalog)
    gpus = [d for d in report.pcie.nodes[0].devices if d.kind == "gpu"]
    slot_map = painted(qtbot, SlotMap, report)
    cards = drawn(slot_map, "card")
    assert [c for _, c in cards] == [LINK_COLOURS[d.link_class].name() for d in gpus] == [OK.name(), WARN.name()]
    assert [label.split(" (")[0] for label, _ in cards] == [d.device for d in gpus]

    gpus[0].link_class = "off"
    gpus[1].link_class = "reduced"
    repaint(slot_map, report)
    assert [c for _, c in drawn(slot_map, "card")] == [FAIL.name(), OK.name()]


def test_vram_bars_draw_the_training_memory_of_the_report(qtbot, seed000, catalog):
    from ui.panels_hw import VramBars

    report = evaluate(seed000, catalog)
    cards = []
    for gid in ("rtx-3090", "rtx-3080-10g"):
        g = catalog.part(gid)
        cards.append(Card(ref=gid, name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps,
                          fp16_tflops=g.fp16_tensor_tflops))
    report.fit = fit_model(spec_from_catalog_entry(catalog.model("llama-3-8b")), "8B", cards, mode="full_finetune",
                           context=2048)
    training = report.fit.training
    bars = painted(qtbot, VramBars, report)
    assert drawn(bars, "kv") == [(f"{c.name}: {c.training_memory_gib:.3f} GiB", VramBars.COLOURS["kv"].name())
                                 for c in training.per_gpu]
    total = [label for label, _ in drawn(bars, "line") if label.startswith("Training state")]
    assert total == [f"Training state and activations: {training.training_memory_gib:.1f} GiB on all cards; "
                     f"{training.total_gib:.1f} GiB used in all."]
    lines = [label for label, _ in drawn(bars, "line")]
    assert training.notes[0].en in lines and training.notes[1].en in lines  # the recipe and the strategy, as reported

    training.per_gpu[0].training_memory_gib = 1.5
    training.training_memory_gib = 99.0
    repaint(bars, report)
    assert drawn(bars, "kv")[0][0] == f"{training.per_gpu[0].name}: 1.500 GiB"
    assert any("99.0 GiB on all cards" in label for label, _ in drawn(bars, "line"))


def test_vram_bars_draw_the_kv_cache_when_serving(qtbot, seed000, catalog):
    from ui.panels_hw import VramBars

    report = evaluate(seed000, catalog)
    bars = painted(qtbot, VramBars, report)
    assert [label for label, _ in drawn(bars, "kv")] == [f"{c.name}: {c.kv_gib:.3f} GiB" for c in report.fit.per_gpu]


def test_slot_map_puts_two_cards_on_one_bifurcation_riser_side_by_side(qtbot, catalog):
    """Two RTX 3090 on ports 1 and 2 of ADT-Link's MCIO x8+x8 extender in PCIEX16_1 of the ProArt B650-CREATOR:
    both boxes on the slot's row, side by side, each naming its port; a card directly in a slot keeps the row."""
    from ui.panels_hw import SlotMap

    from .builders import rig

    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1", "extender": "adt", "port": p} for p in (1, 2)])],
                  board="asus-proart-b650-creator",
                  extra_items=[{"id": "adt", "part_id": "adt-link-mcio-x16-to-x8x8-gen4"}])
    slot_map = painted(qtbot, SlotMap, evaluate(project, catalog))
    first, second = slot_map.card_boxes["gpu-1#1"], slot_map.card_boxes["gpu-1#2"]
    assert first.top() == second.top() and first.right() < second.left()
    labels = [label for label, _ in drawn(slot_map, "card")]
    adt = "ADT-Link PCIe 4.0 x16 to x8+x8 MCIO bifurcation extender"  # by its part's name, not 'adt#1'
    assert f"NVIDIA GeForce RTX 3090: 4.0 x8, 15.75 GB/s, port 1 of {adt}" in labels
    assert f"NVIDIA GeForce RTX 3090: 4.0 x8, 15.75 GB/s, port 2 of {adt}" in labels


def test_every_card_label_fits_its_box(qtbot, catalog):
    """Issue 28: the slot map cut each card label's third line. Two cards side by side on an extender's ports have
    half a row's width each: their labels wrap to more lines than a box holds at the window's font, so they are
    drawn smaller; every label, measured in the font it was drawn in, fits its box."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from ui.panels_hw import CARD_TEXT_FLAGS, SlotMap

    from .builders import rig

    project = rig([("rtx-3090", 2, [{"slot": "PCIEX16_1", "extender": "adt", "port": p} for p in (1, 2)])],
                  board="asus-proart-b650-creator",
                  extra_items=[{"id": "adt", "part_id": "adt-link-mcio-x16-to-x8x8-gen4"}])
    slot_map = painted(qtbot, SlotMap, evaluate(project, catalog))
    labels = [label for label, _ in drawn(slot_map, "card")]
    for (unit, box), label in zip(slot_map.card_boxes.items(), labels):
        room = QRectF(box).adjusted(8, 2, -4, -2)
        window_font = QFontMetricsF(slot_map.font()).boundingRect(room, int(CARD_TEXT_FLAGS), label)
        drawn_font = QFontMetricsF(slot_map.card_fonts[unit]).boundingRect(room, int(CARD_TEXT_FLAGS), label)
        assert window_font.height() > room.height()  # this layout does clip at the window's font
        assert drawn_font.height() <= room.height(), (unit, label)


def test_vram_bars_say_why_vllm_with_a_gguf_quant_is_not_placed(qtbot, seed000, catalog):
    """Issue 28: with vLLM and a GGUF quant the model-fit tab said 'Choose a model and add GPUs' though both were set.
    `check` refuses that pair (fit.engine_format), and the tab now gives that reason."""
    from ui.panels_hw import VramBars

    seed000.workload.engine = "vllm-tp"
    seed000.workload.quantization = "gguf-q4_k_m"
    report = evaluate(seed000, catalog)
    assert report.fit is None
    bars = painted(qtbot, VramBars, report)
    (reason, colour), = drawn(bars, "reason")
    assert reason.startswith("vllm-tp does not load GGUF Q4_K_M weights") and "Choose a model" not in reason


def test_power_bar_says_no_wall_figure_before_a_psu_is_added(qtbot, seed000, catalog):
    """Issue 28: before a PSU was added the power tab said 'wall 0 W'."""
    from ui.panels_hw import PowerBar

    node = seed000.nodes[0]
    node.items = [i for i in node.items if catalog.part(i.part_id) is None or catalog.part(i.part_id).kind != "psu"]
    report = evaluate(seed000, catalog)
    [(title, _)] = drawn(painted(qtbot, PowerBar, report), "title")
    assert title == (f"Sustained load {report.power.nodes[0].sustained_w:,.0f} W (DC) - wall: add a PSU to see it")
    assert report.power.nodes[0].sustained_w > 0


def test_slot_map_names_an_extender_by_its_part(qtbot, catalog):
    """Issue 28: the slot map and the parts table said 'port 1 of split#1' (a line id) for a card on a riser's port."""
    from planner.model import Project
    from ui.panels_hw import SlotMap

    split = {"kind": "other", "id": "my-split", "name": "x8+x8 riser", "source": "my own part", "category": "riser",
             "pcie_extender": {"form": "bifurcation_riser", "rated_gen": 5, "ports": [8, 8]}}
    gpu_slots = [{"slot": "PCI_E1", "via_riser": True, "extender": "split#1", "port": p} for p in (1, 2)]
    project = Project.model_validate({"schema_version": 2, "name": "split", "nodes": [{"id": "node-1", "name": "Rig",
        "items": [{"id": "board", "part_id": "msi-meg-x870e-godlike"}, {"id": "cpu", "part_id": "ryzen-9-9950x"},
                  {"id": "gpu", "part_id": "rtx-5090", "quantity": 2, "slots": gpu_slots},
                  {"id": "split", "custom_part": split}]}], "costs": {"currency": "CNY"}})
    cards = [label for label, _ in drawn(painted(qtbot, SlotMap, evaluate(project, catalog)), "card")]
    assert [c.split(", port ")[1] for c in cards] == ["1 of x8+x8 riser", "2 of x8+x8 riser"]
