"""The GPUs issue 15 asks for (used, China-modded, workstation, data-centre, older compute, AMD/Intel >= 16 GB),
each checked against the page its figures were read on; facts copied from a donor card stay marked unconfirmed."""

import datetime as dt

import pytest

ISSUE_15_GPUS = [
    # used consumer
    "rtx-3060-12g", "rtx-3060-ti", "rtx-3070", "rtx-3080-10g", "rtx-3080-12g", "rtx-3080-ti", "rtx-3090",
    "rtx-3090-ti", "rtx-4060-ti-16g", "rtx-4070", "rtx-4070-super", "rtx-4070-ti-super", "rtx-4080",
    "rtx-4080-super", "rtx-4090", "rtx-5060-ti-16g", "rtx-5070", "rtx-5070-ti", "rtx-5080", "rtx-5090",
    # China market and modded
    "rtx-2080-ti-22g", "rtx-4090d", "rtx-4090-48g", "rtx-3080-20g",
    # workstation
    "rtx-a4000", "rtx-a4500", "rtx-a5000", "rtx-a6000", "rtx-4000-ada", "rtx-5000-ada", "rtx-6000-ada",
    "rtx-pro-6000-blackwell", "l20", "l40s",
    # data centre, PCIe and SXM2 on an adapter
    "v100-16g-pcie", "v100-32g-pcie", "v100-16g-sxm2-adapter", "v100-32g-sxm2-adapter", "a100-40g-pcie",
    "a100-80g-pcie", "h100-pcie", "h100-nvl",
    # older and cheap compute
    "tesla-p40", "tesla-p100-16g", "tesla-t4", "instinct-mi50-32g", "instinct-mi100",
    # AMD and Intel with 16 GB or more
    "radeon-rx-7900-xtx", "radeon-rx-7900-xt", "radeon-rx-7800-xt", "radeon-rx-9070-xt", "arc-a770-16g",
    "arc-pro-b60",
]


def test_the_cards_issue_15_names_are_in_the_catalog(catalog):
    assert [g for g in ISSUE_15_GPUS if catalog.part(g) is None] == []
    assert len(catalog.of_kind("gpus")) >= 60


def test_the_mi100_matches_amds_table(catalog):
    """AMD's MI100 table via Notebookcheck (2020-11-16): 32 GB HBM2, 1.23 TB/s, 300 W, 184.6 FP16 matrix TFLOPS,
    3 Infinity Fabric links / 276 GB/s; twojepc.pl: two 8-pin plugs."""
    card = catalog.part("instinct-mi100")
    assert (card.vram_gib, card.memory_bandwidth_gbps, card.board_power_w) == (32, 1230, 300)
    assert card.fp16_tensor_tflops == 184.6 and card.gpu_link.bandwidth_gbps == 276
    assert [(p.connector, p.count) for p in card.power_inputs] == [("pcie_8pin", 2)]


def test_the_rtx_4090_d_is_the_china_market_card(catalog):
    """Tom's Hardware / evertiq / pcmasters.de: 425 W cap, 24 GB GDDR6X on 384 bits at 21 Gbps, 12,999 yuan, Dec 28 2023."""
    card = catalog.part("rtx-4090d")
    assert (card.board_power_w, card.vram_gib, card.bus_width_bits, card.memory_bandwidth_gbps) == (425, 24, 384, 1008)
    price = card.typical_price("new", "CNY")
    assert (price.amount, price.date) == (12999, dt.date(2023, 12, 28))


def test_the_rtx_5060_ti_16g_is_a_pcie5_x8_card(catalog):
    """TechPowerUp and Between Two Pixels (2025-04-15): PCIe 5.0 x8, 448 GB/s, 180 W, $429 from April 16."""
    card = catalog.part("rtx-5060-ti-16g")
    assert (card.pcie_gen, card.pcie_lanes, card.memory_bandwidth_gbps, card.board_power_w) == (5, 8, 448, 180)
    assert [p.amount for p in card.prices if p.kind == "launch_msrp" and p.currency == "USD"] == [429]


def test_v100_pcie_and_sxm2_power_differ(catalog):
    """hwupgrade.it (ISC 2017): the PCIe V100 is a 250 W card, the SXM2 module 300 W."""
    assert catalog.part("v100-16g-pcie").board_power_w == 250
    assert catalog.part("v100-16g-sxm2-adapter").board_power_w == 300


@pytest.mark.parametrize("card_id, vram, donor_facts", [
    ("rtx-4090-48g", 48, {"board_power_w", "memory_bandwidth_gbps", "power_inputs", "slot_width"}),
    ("rtx-3080-20g", 20, {"board_power_w", "memory_bandwidth_gbps", "power_inputs"}),
])
def test_modded_cards_mark_what_they_copy_from_the_donor_card(catalog, card_id, vram, donor_facts):
    """Tom's Hardware Italy (48 GB 4090, blower) and VGTimes (Fengpo 3080 20GB): only the memory size is documented."""
    card = catalog.part(card_id)
    assert card.vram_gib == vram and donor_facts <= set(card.unverified)


@pytest.mark.parametrize("card_id", ["v100-16g-sxm2-adapter", "v100-32g-sxm2-adapter"])
def test_sxm2_adapter_plugs_and_width_are_unconfirmed(catalog, card_id):
    assert {"power_inputs", "slot_width"} <= set(catalog.part(card_id).unverified)
