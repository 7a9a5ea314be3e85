"""Catalog facts corrected in issue 13, each asserted against the page it was read on."""

import pytest

from planner.evaluate import evaluate
from planner.hardware.pcie import port_states

from .builders import rig

AM5_BOARDS_WITH_A_RYZEN_8000_PROFILE = {
    "asus-proart-x870e-creator-wifi": "M.2_1", "asus-rog-crosshair-x670e-extreme": "M.2_1",
    "asus-rog-strix-x870e-e-gaming-wifi": "M.2_1", "gigabyte-b650m-ds3h": "M2A_CPU",
    "msi-mag-b850-tomahawk-max-wifi": "M2_1", "msi-meg-x870e-godlike": "M2_1",
    "msi-mpg-x870e-carbon-wifi": "M.2_1", "msi-pro-x870-p-wifi": "M2_1",
}


@pytest.mark.parametrize("board_id, m2", sorted(AM5_BOARDS_WITH_A_RYZEN_8000_PROFILE.items()))
def test_a_ryzen_5_8500g_runs_the_first_cpu_m2_at_pcie4_x2(catalog, board_id, m2):
    """Gigabyte's B650E AORUS ELITE X AX ICE spec, quoted by Hardwareluxx (news 62770): 'AMD Ryzen 8000
    Series-Phoenix 2 Processors support PCIe 4.0 x2 SSDs' (Phoenix 1, the 8700G: x4)."""
    board = catalog.part(board_id)
    phoenix2 = port_states(board, catalog.part("ryzen-5-8500g"), {m2}, {})
    assert (phoenix2[m2].gen, phoenix2[m2].lanes) == (4, 2)
    phoenix1 = port_states(board, catalog.part("ryzen-7-8700g"), {m2}, {})
    assert (phoenix1[m2].gen, phoenix1[m2].lanes) == (4, 4)


def test_an_nvme_drive_behind_an_8500g_gets_two_lanes(catalog):
    project = rig([], cpu="ryzen-5-8500g", board="msi-pro-x870-p-wifi", ssd=None,
                  extra_items=[{"id": "nvme", "part_id": "samsung-990-pro-2tb", "slots": [{"slot": "M2_1"}]}])
    drive = next(d for d in evaluate(project, catalog).pcie.devices if d.item_id == "nvme")
    assert (drive.link_gen, drive.link_width) == (4, 2)


def test_the_rtx_4090_length_is_the_founders_editions_and_says_partner_cards_are_longer(catalog):
    """TechPowerUp / NVIDIA: the Founders Edition is 304 mm; partner cards run to 357.6 mm (ASUS ROG Strix)."""
    card = catalog.part("rtx-4090")
    assert card.length_mm == 304
    assert "Founders Edition" in card.notes and "310-360 mm" in card.notes
    assert "length_mm" in card.unverified


@pytest.mark.parametrize("part_id, page", [
    ("ryzen-9-7950x", "/7000-series/amd-ryzen-9-7950x.html"),
    ("core-ultra-5-245k", "/sku/241067/intel-core-ultra-5-processor-245k-"),
    ("seasonic-prime-px-2200", "seasonic-prime-px-2200"),
    ("seasonic-focus-gx-1000-atx31", "seasonic-focus-gx-1000"),
])
def test_the_four_sources_that_named_another_model_now_name_their_own(catalog, part_id, page):
    assert page in catalog.part(part_id).source


def test_the_catalog_rates_are_the_cfets_parities_of_one_day(catalog):
    """Xinhua, 2026-01-27: 100 USD = 698.58 CNY, 100 EUR = 827.55 CNY (the EUR/USD cross rate follows)."""
    rates = {(r.base, r.quote): r for r in catalog.exchange_rates}
    assert rates["USD", "CNY"].rate == 6.9858 and rates["EUR", "CNY"].rate == 8.2755
    assert rates["EUR", "USD"].rate == round(827.55 / 698.58, 4)
    assert {r.date.isoformat() for r in rates.values()} == {"2026-01-27"}
