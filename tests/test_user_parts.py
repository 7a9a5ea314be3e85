"""Parts the user adds to their own catalog: validated like bundled entries, read back by the catalog loader,
refused with the field named, and a failed write never damages the file."""

import json
import os

import pytest

from planner.catalog.store import load_catalog
from planner.errors import SaveError
from planner.user_parts import remove_user_part, save_user_part

GPU = {"kind": "gpu", "id": "rtx-2080-ti-22g-mine", "name": "My RTX 2080 Ti 22G", "chip_vendor": "NVIDIA",
       "vram_gib": 22, "memory_type": "GDDR6", "memory_bandwidth_gbps": 616, "board_power_w": 250,
       "pcie_gen": 3, "slot_width": 2, "length_mm": 267, "cooler": "blower", "compute_api": "cuda",
       "power_inputs": [{"connector": "pcie_8pin", "count": 2}], "source": "entered by the user"}


def test_a_saved_gpu_is_in_the_catalog_as_the_users(tmp_path, catalog):
    path = tmp_path / "catalog" / "my_parts.json"
    part = save_user_part(dict(GPU), catalog, path)
    assert part.vram_gib == 22
    reloaded = load_catalog(user_dirs=[path.parent])
    assert reloaded.part("rtx-2080-ti-22g-mine").memory_bandwidth_gbps == 616
    assert reloaded.origins["rtx-2080-ti-22g-mine"].bundled is False
    assert remove_user_part("rtx-2080-ti-22g-mine", path) and json.loads(path.read_text()) == []


@pytest.mark.parametrize("field, value, said", [
    ("memory_bandwidth_gbps", "abc", "memory_bandwidth_gbps"),
    ("vram_gib", 0, "vram_gib"),
    ("cooler", "water", "cooler"),
])
def test_bad_fields_are_named(tmp_path, catalog, field, value, said):
    with pytest.raises(ValueError, match=said):
        save_user_part({**GPU, field: value}, catalog, tmp_path / "p.json")
    assert not (tmp_path / "p.json").exists()


def test_an_id_already_in_the_catalog_is_refused(tmp_path, catalog):
    with pytest.raises(ValueError, match="rtx-3090.*already in the catalog"):
        save_user_part({**GPU, "id": "rtx-3090"}, catalog, tmp_path / "p.json")


def test_a_failed_write_keeps_the_old_file(tmp_path, catalog, monkeypatch):
    path = tmp_path / "p.json"
    save_user_part(dict(GPU), catalog, path)
    before = path.read_bytes()

    def broken(*_a, **_k):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(SaveError, match="the previous file is unchanged"):
        save_user_part({**GPU, "id": "second-card"}, catalog, path)
    assert path.read_bytes() == before
