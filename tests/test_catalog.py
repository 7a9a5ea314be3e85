"""Catalog integrity and user catalogs: real data, sources everywhere, broken user entries named and skipped."""

import json
import re

import pytest

from planner.catalog.store import load_catalog
from planner.model.common import SLUG_PATTERN
from planner.model.parts import PART_TYPES

REQUIRED_GPUS = [
    "rtx-3060-12g", "rtx-3080-10g", "rtx-3080-12g", "rtx-3080-ti", "rtx-3090", "rtx-3090-ti", "rtx-4060-ti-16g",
    "rtx-4070-ti-super", "rtx-4080-super", "rtx-4090", "rtx-5080", "rtx-5090", "rtx-2080-ti-22g", "rtx-a4000",
    "rtx-a5000", "rtx-a6000", "rtx-6000-ada", "rtx-pro-6000-blackwell", "l40s", "a100-40g-pcie", "a100-80g-pcie",
    "h100-pcie", "v100-32g-pcie", "tesla-p40", "radeon-rx-7900-xtx", "instinct-mi210",
]


def test_bundled_catalog_loads_without_messages(catalog):
    assert catalog.messages == []


def test_minimum_counts(catalog):
    assert len(catalog.of_kind("gpus")) >= 30
    assert len(catalog.of_kind("cpus")) >= 15
    assert len(catalog.of_kind("psus")) >= 12
    assert len(catalog.of_kind("boards")) >= 40
    assert len(catalog.of_kind("models")) >= 3


def test_required_gpus_present(catalog):
    missing = [g for g in REQUIRED_GPUS if catalog.part(g) is None]
    assert missing == []


def test_every_gpu_has_memory_bandwidth_power(catalog):
    for gpu in catalog.of_kind("gpu"):
        assert gpu.vram_gib > 0 and gpu.memory_bandwidth_gbps > 0 and gpu.board_power_w > 0, gpu.id


def test_ids_are_unique_lowercase_slugs_and_every_entry_has_a_source(catalog):
    ids = [p.id for p in catalog.parts.values()] + [m.id for m in catalog.models.values()]
    assert len(ids) == len(set(ids))
    for ident in ids:
        assert re.fullmatch(SLUG_PATTERN, ident), ident
    for entry in list(catalog.parts.values()) + list(catalog.models.values()):
        assert len(entry.source.strip()) >= 10, entry.id


def test_no_duplicate_ids_across_bundled_files():
    from planner.paths import resource

    seen = {}
    root = resource("catalog")
    files = [p for p in root.iterdir() if p.name.endswith(".json") and p.name != "exchange_rates.json"]
    files += [p for d in root.iterdir() if d.is_dir() for p in d.iterdir() if p.name.endswith(".json")]
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        for e in data if isinstance(data, list) else [data]:
            assert e["id"] not in seen, f"{e['id']} in {f.name} and {seen[e['id']]}"
            seen[e["id"]] = f.name


def test_prices_are_dated_and_sourced(catalog):
    for part in catalog.parts.values():
        for price in part.prices:
            assert price.date.year >= 2015 and len(price.source) >= 5, part.id


def test_unverified_keys_name_real_fields(catalog):
    for part in catalog.parts.values():
        fields = set(type(part).model_fields)
        for key in part.unverified:
            head = re.split(r"[.\[]", key)[0]
            assert head in fields, f"{part.id}: unverified key {key!r} is not a field"


def test_every_gpu_power_input_is_known(catalog):
    for gpu in catalog.of_kind("gpu"):
        if gpu.board_power_w > 75:
            assert gpu.power_inputs, f"{gpu.id} draws {gpu.board_power_w} W but lists no power plug"


def test_board_profiles_exercise_the_format(catalog):
    boards = catalog.of_kind("boards")
    assert any(b.chipset_uplink is not None and any(s.source == "chipset" for s in b.pcie_slots) for b in boards)
    assert any(b.sharing_rules for b in boards)
    assert any(b.cpu_variants for b in boards)
    assert any(b.chipset_uplink is None for b in boards), "a chipset-less server board"


def test_seed000_trap_is_in_the_consumer_board(catalog):
    board = catalog.part("msi-mag-b850-tomahawk-max-wifi")
    chipset_x16_long = [s for s in board.pcie_slots if s.source == "chipset" and s.physical_lanes == 16]
    assert chipset_x16_long and chipset_x16_long[0].electrical_lanes == 4 and chipset_x16_long[0].gen == 4


def test_model_configs_have_the_fields_fit_needs(catalog):
    for model in catalog.of_kind("models"):
        c = model.config
        assert c.hidden_size % c.num_attention_heads == 0 or c.head_dim
        assert c.num_hidden_layers > 0 and c.vocab_size > 1000


def test_every_part_kind_has_a_type():
    assert set(PART_TYPES) == {"gpu", "cpu", "motherboard", "psu", "memory", "storage", "case", "cpu_cooler", "other"}


# ----------------------------------------------------------------------------- user catalogs

def _user_file(folder, name, content):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")


def test_user_entry_extends_and_overrides(tmp_path, catalog):
    gpu = catalog.part("rtx-3090").model_dump(mode="json", by_alias=True)
    gpu["name"] = "My RTX 3090 (partner card, 2x 8-pin)"
    gpu["length_mm"] = 320
    extra = {"kind": "other", "id": "riser-30cm", "name": "PCIe 4.0 riser 30 cm", "source": "shop", "category": "riser"}
    _user_file(tmp_path / "catalog", "mine.json", [gpu, extra])
    cat = load_catalog([tmp_path / "catalog"])
    assert cat.part("rtx-3090").name.startswith("My RTX 3090")
    assert cat.part("riser-30cm").category == "riser"
    assert not cat.origins["riser-30cm"].bundled
    assert any(m.level == "info" and "replaces the bundled entry rtx-3090" in m.text for m in cat.messages)
    assert catalog.part("rtx-3090").name != cat.part("rtx-3090").name, "the bundled catalog object is untouched"


def test_broken_user_entry_is_skipped_with_file_entry_and_field(tmp_path):
    _user_file(tmp_path / "catalog", "cards.json", [
        {"kind": "gpu", "id": "good-card", "name": "Good", "source": "datasheet", "chip_vendor": "NVIDIA",
         "vram_gib": 16, "memory_bandwidth_gbps": 448, "board_power_w": 140, "power_inputs": [{"connector": "pcie_6pin", "count": 1}],
         "pcie_gen": 4, "slot_width": 1, "cooler": "blower", "compute_api": "cuda"},
        {"kind": "gpu", "id": "bad-card", "name": "Bad", "source": "datasheet", "chip_vendor": "NVIDIA",
         "vram_gib": "lots", "memory_bandwidth_gbps": 448, "board_power_w": 140,
         "pcie_gen": 4, "slot_width": 1, "cooler": "blower", "compute_api": "cuda"},
    ])
    _user_file(tmp_path / "catalog", "zz-broken.json", "{not json")
    cat = load_catalog([tmp_path / "catalog"])
    assert cat.part("good-card") is not None and cat.part("bad-card") is None
    warn = [str(m) for m in cat.messages if m.level == "warn"]
    assert any("cards.json" in w and "#2 (id bad-card)" in w and "vram_gib" in w for w in warn)
    assert any("zz-broken.json" in w and "not valid JSON" in w for w in warn)
    assert cat.part("rtx-3090") is not None, "the bundled catalog always loads"


@pytest.mark.parametrize("content, expected", [
    ('"just text"', "must hold an object"),
    ('[{"kind": "toaster", "id": "t", "name": "T", "source": "me"}]', "kind toaster is not one of"),
    ('[{"id": "no-kind", "name": "T", "source": "me"}]', "needs a 'kind' field"),
    ('[42]', "must be a JSON object"),
])
def test_user_catalog_messages(tmp_path, content, expected):
    _user_file(tmp_path / "catalog", "x.json", content)
    cat = load_catalog([tmp_path / "catalog"])
    assert any(expected in str(m) for m in cat.messages), [str(m) for m in cat.messages]


def test_missing_user_folder_is_fine(tmp_path):
    cat = load_catalog([tmp_path / "does-not-exist"])
    assert cat.messages == [] and cat.part("rtx-3090") is not None


def test_llama_3_3_70b_is_in_the_catalog_with_its_config():
    """Issue 28: no Llama-3.3-70B. Its shapes as Lightning-AI/litgpt's config.py lists them from the official
    config.json: 80 layers, hidden 8192, 64 heads, 8 KV heads, intermediate 28672, vocab 128256, 131072 positions."""
    from planner.llm.config import spec_from_catalog_entry

    entry = load_catalog(include_user=False).model("llama-3.3-70b-instruct")
    assert entry is not None and entry.hf_repo == "meta-llama/Llama-3.3-70B-Instruct"
    c = entry.config.model_dump()
    assert (c["num_hidden_layers"], c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"],
            c["intermediate_size"], c["vocab_size"], c["max_position_embeddings"]) == (80, 8192, 64, 8, 28672,
                                                                                       128256, 131072)
    assert c["rope_scaling"]["factor"] == 8.0 and c["rope_theta"] == 500000.0
    assert 70e9 < spec_from_catalog_entry(entry).params_total < 71e9  # "70B" on the model card
