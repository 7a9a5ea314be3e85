"""The judgements the hardware faces show are report fields, each checked against a hand computation:
the worst transient window per PSU, each circuit's status, each PCIe link's class, and the training memory."""

import pytest

from planner.evaluate import evaluate
from planner.hardware.pcie import link_class
from planner.hardware.power import circuit_status
from planner.hardware.slots import covered_positions
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.placement import Card

from .builders import rig

# The rig of these tests: the builders' default platform (Ryzen 7 7700X 142 W, board estimate 40 W, memory 5 W,
# SSD 7 W, cooler 5 W, case fans 15 W = 214 W), an RTX 3090 (350 W, no measured transients: the default factors
# 2.2 / 1.6 / 1.3 / 1.0 at 100 us / 1 ms / 10 ms / 100 ms) and an RTX 3080 10 GB (320 W, measured 1.67x at 100 us,
# default factors in the other windows).
CARDS = [("rtx-3090", 1), ("rtx-3080-10g", 1)]


def test_worst_window_of_cards_in_lockstep(catalog):
    """Lockstep: the spikes add up. On an ATX 3.0 1000 W unit (tolerates 200 / 180 / 160 / 120 %):
    100 us: 2.2x350 + 1.67x320 = 770 + 534.4 = 1304.4, + 214 = 1518.4 of 2000 W (ratio 0.759)
    1 ms:   1.6x350 + 1.6x320 = 1072,                + 214 = 1286   of 1800 W (0.714)
    10 ms:  1.3x350 + 1.3x320 = 871,                 + 214 = 1085   of 1600 W (0.678)
    100 ms: 350 + 320 = 670,                         + 214 = 884    of 1200 W (0.737)
    -> the worst window is 100 us, and it is within the tolerance."""
    report = evaluate(rig(CARDS, psu="msi-mpg-a1000g-pcie5"), catalog)
    worst = report.power.nodes[0].psus[0].worst_window
    assert (worst.window, worst.gpu_spike_w, worst.total_w, worst.tolerance_w, worst.ok) == (
        "100 us", 1304.4, 1518.4, 2000.0, True)


def test_worst_window_of_independent_cards(catalog):
    """Independent cards: the largest spike plus the other card's sustained 320 W.
    100 us: 770 + 320 = 1090, + 214 = 1304 of 2000 W (0.652); 1 ms: 560 + 320 + 214 = 1094 of 1800 W (0.608);
    10 ms: 455 + 320 + 214 = 989 of 1600 W (0.618); 100 ms: 350 + 320 + 214 = 884 of 1200 W (0.737)
    -> the worst window is 100 ms."""
    report = evaluate(rig(CARDS, psu="msi-mpg-a1000g-pcie5", node_extra={"gpus_in_lockstep": False}), catalog)
    worst = report.power.nodes[0].psus[0].worst_window
    assert (worst.window, worst.total_w, worst.tolerance_w, worst.ok) == ("100 ms", 884.0, 1200.0, True)


def test_worst_window_of_an_atx2_unit_trips_and_names_the_finding_window(catalog):
    """ATX 2.x tolerates 100 % in every window: the lockstep totals above against 1000 W -> 100 us is worst
    (1518.4 / 1000) and over the limit; the transient finding quotes that same window."""
    report = evaluate(rig(CARDS, psu="gigabyte-ud1000gm-pg5"), catalog)
    worst = report.power.nodes[0].psus[0].worst_window
    assert (worst.window, worst.total_w, worst.tolerance_w, worst.ok) == ("100 us", 1518.4, 1000.0, False)
    trip = next(f for f in report.findings if f.code == "power.transient_trip")
    assert trip.params["window"] == "100 us" and trip.params["spike_w"] == 1518.4


@pytest.mark.parametrize("load_w, status", [(1800.0, "ok"), (1800.1, "warn"), (2200.0, "warn"), (2200.1, "fail")])
def test_circuit_status_at_the_limits_of_a_china_10a_socket(load_w, status):
    """China 10 A socket: 220 V x 10 A = 2,200 W rating; keep continuous load under about 1,800 W."""
    assert circuit_status(load_w, 1800.0, 2200.0) == status


@pytest.mark.parametrize("volts, status, reason", [
    (100, "fail", "1,021 W is above the 1,000 W rating"),
    (120, "warn", "1,021 W is above the 960 W continuous limit"),
    (230, "ok", "1,021 W is within the 1,840 W continuous limit"),
])
def test_circuit_status_of_a_rig_on_a_custom_circuit(catalog, volts, status, reason):
    """Two RTX 3090 (700 W) + the 214 W platform = 914 W DC on a 1000 W unit: 91.4 % load, efficiency
    0.92 + (0.914 - 0.5) / 0.5 x (0.89 - 0.92) = 0.89516, wall draw 914 / 0.89516 = 1,021.0 W.
    A 10 A custom circuit: rating volts x 10 A, continuous limit 80 % of it."""
    extra = {"circuits": [{"id": "wall", "kind": "custom", "volts": volts, "amps": 10}]}
    report = evaluate(rig([("rtx-3090", 2)], psu="msi-mpg-a1000g-pcie5", node_extra=extra), catalog)
    circuit = report.power.nodes[0].circuits[0]
    assert circuit.load_w == pytest.approx(1021.0, abs=0.1)
    assert (circuit.status, circuit.reason.en) == (status, reason)
    finding = next(f for f in report.findings if f.code == "power.circuit")
    assert finding.level == status
    assert circuit.reason.render("zh_CN").startswith("1,021 W，")


@pytest.mark.parametrize("link, expected", [
    ((None, None, 4, 16, "cpu"), "off"),
    ((4, 4, 4, 16, "chipset"), "chipset"),
    ((4, 16, 4, 16, "switch"), "switch"),
    ((4, 4, 4, 16, "cpu"), "narrow"),
    ((4, 4, 4, 4, "cpu"), "narrow"),
    ((4, 8, 4, 16, "cpu"), "reduced"),
    ((3, 16, 4, 16, "cpu"), "reduced"),
    ((4, 16, 4, 16, "cpu"), "full"),
    ((4, 8, 4, 8, "cpu"), "full"),
])
def test_link_class_rules(link, expected):
    assert link_class(*link) == expected


def test_seed000_link_classes(seed000, catalog):
    """Seed 000 2.1: the 3090 in PCI_E1 gets PCIe 4.0 x16 from the CPU (its own link); the 3080 in PCI_E3 runs
    PCIe 4.0 x4 through the chipset."""
    devices = {d.slot: d for d in evaluate(seed000, catalog).pcie.devices}
    assert devices["PCI_E1"].link_class == "full"
    assert devices["PCI_E3"].link_class == "chipset"


@pytest.mark.parametrize("position, width, covered, first_free", [
    (1, 1.0, [], 2), (1, 2.0, [2], 3), (1, 2.5, [2, 3], 4), (3, 3.0, [4, 5], 6), (2, 3.5, [3, 4, 5], 6)])
def test_slots_a_card_covers(position, width, covered, first_free):
    """A card of width w in position p covers p+1 .. p+ceil(w)-1 (hardware.md 3)."""
    span = covered_positions(position, width)
    assert list(span) == covered and span.stop == first_free


def _card(catalog, gid):
    g = catalog.part(gid)
    return Card(ref=gid, name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps,
                fp16_tflops=g.fp16_tensor_tflops)


def test_training_memory_of_llama3_8b_lora_by_hand(catalog):
    """Llama 3 8B (hidden 4096, 32 layers, 32 heads / 8 KV heads of 128, intermediate 14336, vocab 128256), LoRA rank
    16 on all seven projections, sequence 4096, batch 1, gradient checkpointing, on an RTX 3090 then an RTX 3080:
    LoRA parameters per layer: 16 x (2 x (4096 + 4096) + 2 x (4096 + 1024) + 3 x (4096 + 14336)) = 1,310,720,
    x 32 layers = 41,943,040; fp32 adapter weights (4 bytes, counted with the weights), fp32 gradients 4 and AdamW's
    two fp32 moments 8: 12 bytes each = 503,316,480 B = 0.46875 GiB of trainable state;
    activations (planner/llm/train_activations.py): 32 layers x 2 x 4096 x 4096 B = 1 GiB kept, one layer recomputed
    4096 x (15 x 4096 + 8 x 14336) x 2 / 2 B = 0.671875 GiB, the loss 12 x 4096 x 128256 B = 5.87109375 GiB ->
    7.54296875 GiB; 0.46875 + 7.54296875 = 8.01171875 GiB.
    As a pipeline all 32 layers fit on the 3090: 8.012 GiB there, nothing on the 3080. Data parallel (the default):
    each card runs the whole model and DDP's all-reduce buckets copy the fp32 gradients (4 x 41,943,040 B =
    0.15625 GiB): 8.16796875 GiB on each."""
    spec = spec_from_catalog_entry(catalog.model("llama-3-8b"))
    cards = [_card(catalog, "rtx-3090"), _card(catalog, "rtx-3080-10g")]
    r = fit_model(spec, "8B", cards, mode="lora", context=4096, batch=1, train_strategy="pipeline")
    first, second = r.training.per_gpu
    assert r.training.trainable_params == 41_943_040
    assert first.training_memory_gib == pytest.approx(8.012, abs=0.0005)
    assert second.training_memory_gib == 0.0
    assert r.training.training_memory_gib == pytest.approx(8.012, abs=0.0005)
    ddp = fit_model(spec, "8B", cards, mode="lora", context=4096, batch=1).training
    assert [c.training_memory_gib for c in ddp.per_gpu] == [pytest.approx(8.168, abs=0.0005)] * 2
