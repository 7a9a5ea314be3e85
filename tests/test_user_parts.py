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


def problems_of(raw, catalog, path):
    from planner.user_parts import check_part

    return {p.field: (p.render("en"), p.reason.render("zh_CN")) for p in check_part(raw, catalog, path)}


def test_each_wrong_field_is_named_with_the_reason_in_both_languages(tmp_path, catalog):
    typed = {**GPU, "memory_bandwidth_gbps": "abc", "slot_width": 0.5, "cooler": "water", "id": "My Card",
             "prices": [{"amount": 2600, "currency": "CNY", "date": "2026-13-01", "source": "typed"}]}
    del typed["vram_gib"]
    found = problems_of(typed, catalog, tmp_path / "p.json")
    assert found["memory_bandwidth_gbps"] == ("memory_bandwidth_gbps: a number is needed, not 'abc'",
                                              "需要填数字，而不是“abc”")
    assert found["slot_width"] == ("slot_width: must be at least 1", "不能小于 1")
    assert found["vram_gib"][1] == "必填"
    assert "'blower', 'open_air', 'flow_through', 'passive'" in found["cooler"][0] and "water" in found["cooler"][1]
    assert found["id"][0].startswith("id: lowercase letters and digits")
    assert found["prices"][0] == "prices[0].date: a date is needed as YYYY-MM-DD, not '2026-13-01'"
    assert set(found) == {"memory_bandwidth_gbps", "slot_width", "vram_gib", "cooler", "id", "prices"}


def test_a_rule_of_the_model_marks_its_field_and_reads_in_chinese(tmp_path, catalog):
    # AMD Ryzen 9 7950X: 28 PCIe 5.0 lanes, 24 usable (4 to the chipset); 170 W TDP, 230 W PPT (amd.com)
    cpu = {"kind": "cpu", "id": "r9-7950x-mine", "name": "Ryzen 9 7950X", "chip_vendor": "AMD", "socket": "AM5",
           "cores": 16, "threads": 32, "base_power_w": 170, "max_power_w": 230, "pcie_gen": 5,
           "pcie_lanes_total": 28, "pcie_lanes_usable": 32, "lane_class": "am5-raphael", "memory_types": ["DDR5"],
           "memory_channels": 2, "source": "amd.com"}
    found = problems_of(cpu, catalog, tmp_path / "p.json")
    assert found == {"pcie_lanes_usable": ("pcie_lanes_usable: pcie_lanes_usable cannot exceed pcie_lanes_total",
                                           "可用 PCIe 通道数不能超过 PCIe 通道总数")}
    board = {"kind": "motherboard", "id": "b-mine", "name": "B", "socket": "AM5", "chipset": "B650",
             "form_factor": "ATX", "memory_types": ["DDR5"], "memory_slots": 4, "source": "typed",
             "pcie_slots": [{"name": "PCIE1", "gen": 4, "physical_lanes": 8, "electrical_lanes": 16, "source": "cpu"}]}
    found = problems_of(board, catalog, tmp_path / "p.json")
    assert found == {"pcie_slots": ("pcie_slots[0]: slot PCIE1: electrical_lanes x16 exceeds physical x8",
                                    "插槽 PCIE1：电气通道 x16 超过了物理宽度 x8")}


def test_an_id_taken_by_a_model_or_by_the_file_is_refused(tmp_path, catalog):
    path = tmp_path / "p.json"
    model_id = next(iter(catalog.models))
    assert problems_of({**GPU, "id": model_id}, catalog, path)["id"][1] == f"配件库里已有“{model_id}”，请换一个编号"
    save_user_part(dict(GPU), catalog, path)
    assert "already in the catalog" in problems_of(dict(GPU), catalog, path)["id"][0]


def test_a_broken_parts_file_is_named_and_left_as_it_is(tmp_path, catalog):
    from planner.errors import InputFileError

    path = tmp_path / "p.json"
    path.write_text('[{"kind": "gpu", ', encoding="utf-8")
    with pytest.raises(InputFileError, match="p.json: not valid JSON"):
        save_user_part(dict(GPU), catalog, path)
    assert path.read_text(encoding="utf-8") == '[{"kind": "gpu", '
