"""The memo tables of evaluate() (planner/memo.py) never answer from a stale entry: after the catalog changes in
place (a part of the user's own added, as the window does, or a field of a part or model edited) and after the
project changes, the report is the one a cold evaluation gives, and it shows the change."""

from __future__ import annotations

import pytest

from planner import memo
from planner.catalog.store import bundled_catalog
from planner.evaluate import evaluate
from planner.io import load_project
from planner.user_parts import save_user_part
from planner import edit


@pytest.fixture
def own_catalog():
    """A catalog of this test's own, free to edit in place (the session's stays as bundled)."""
    return bundled_catalog()


def warm_and_cold(project, catalog):
    """The report with the memo tables as they are, and the report after forgetting them: they must be equal."""
    warm = evaluate(project, catalog, with_monte_carlo=False)
    memo.clear_all()
    cold = evaluate(project, catalog, with_monte_carlo=False)
    assert warm.model_dump(mode="json") == cold.model_dump(mode="json")
    return warm


def card(report, name_part):
    return next(c for c in report.fit.per_gpu if name_part in c.name)


def test_a_users_part_added_to_the_catalog_is_seen(own_catalog, examples_dir, tmp_path):
    project = load_project(examples_dir / "seed-000-two-card-rig.json")
    # the RTX 3080 line refers to a part the catalog does not have yet
    data = project.model_dump(mode="json", by_alias=True)
    for item in data["nodes"][0]["items"]:
        if item["id"] == "gpu-3080":
            item["part_id"] = "my-rtx-a6000"
    changed = type(project).model_validate(data)
    before = warm_and_cold(changed, own_catalog)
    assert "catalog.unknown_part" in {f.code for f in before.findings}
    assert [c.capacity_gib for c in before.fit.per_gpu] == [24.0]  # the RTX 3090 alone
    # the RTX A6000's own figures (48 GB GDDR6 with ECC, https://www.techpowerup.com/gpu-specs/rtx-a6000.c3686),
    # saved as the user's part and added to the open catalog the way the window's "New part" does
    raw = own_catalog.part("rtx-a6000").model_dump(mode="json", by_alias=True, exclude_defaults=True)
    raw.update(id="my-rtx-a6000", name="My RTX A6000", kind="gpu")
    part = save_user_part(raw, own_catalog, tmp_path / "my_parts.json")
    own_catalog.parts[part.id] = part
    after = warm_and_cold(changed, own_catalog)
    assert "catalog.unknown_part" not in {f.code for f in after.findings}
    assert card(after, "My RTX A6000").capacity_gib == 48.0


def test_a_part_edited_in_place_is_seen(own_catalog, examples_dir):
    project = load_project(examples_dir / "seed-000-two-card-rig.json")
    before = warm_and_cold(project, own_catalog)
    assert card(before, "3090").capacity_gib == 24.0  # 24 GB GDDR6X (techpowerup, the catalog's source)
    before_gpu_w = before.power.nodes[0].gpu_w
    own_catalog.part("rtx-3090").vram_gib = 48.0  # the same object, fields changed
    own_catalog.part("rtx-3090").board_power_w = 450  # the RTX 3090 Ti's 450 W (techpowerup c3829)
    after = warm_and_cold(project, own_catalog)
    assert card(after, "3090").capacity_gib == 48.0
    assert after.power.nodes[0].gpu_w > before_gpu_w


def test_a_model_config_edited_in_place_is_seen(own_catalog, examples_dir):
    project = load_project(examples_dir / "seed-000-two-card-rig.json")
    before = warm_and_cold(project, own_catalog)
    # Qwen2.5-32B-Instruct has 64 decoder layers
    # (https://huggingface.co/Qwen/Qwen2.5-32B-Instruct/blob/main/config.json, num_hidden_layers)
    assert before.fit.model_summary.layers == 64
    own_catalog.model("qwen2.5-32b-instruct").config.num_hidden_layers = 32
    after = warm_and_cold(project, own_catalog)
    assert after.fit.model_summary.layers == 32
    assert after.fit.params_total < before.fit.params_total


def test_a_board_edited_in_place_changes_the_pcie_section(own_catalog, examples_dir):
    project = load_project(examples_dir / "seed-003-six-gpu-server.json")
    before = warm_and_cold(project, own_catalog)
    board_id = before.pcie.nodes[0].board_id
    board = own_catalog.part(board_id)
    first = board.pcie_slots[0]
    gen_before = next(p.gen for p in before.pcie.nodes[0].ports if p.name == first.name)
    first.gen = gen_before - 1  # a field of a slot of the board, changed inside the catalog's own object
    after = warm_and_cold(project, own_catalog)
    assert next(p.gen for p in after.pcie.nodes[0].ports if p.name == first.name) == gen_before - 1


def test_project_edits_are_seen(catalog, examples_dir):
    project = load_project(examples_dir / "seed-000-two-card-rig.json")
    before = warm_and_cold(project, catalog)
    longer = edit.update_section(project, "workload", {"context_tokens": 32768})
    after = warm_and_cold(longer, catalog)
    assert after.fit.context == 32768 and before.fit.context == 8192
    assert card(after, "3090").kv_gib > card(before, "3090").kv_gib
    dearer = edit.update_section(project, "costs", {"electricity_price": {"amount": 2.0, "currency": "CNY"}})
    priced = warm_and_cold(dearer, catalog)
    assert priced.tco.monthly.power_per_month > before.tco.monthly.power_per_month
    # and back: the first project's report again, equal to the first one
    again = evaluate(project, catalog, with_monte_carlo=False)
    assert again.model_dump(mode="json") == before.model_dump(mode="json")


def test_a_key_tells_types_and_signed_zero_apart():
    held: list = []
    assert memo.content_key(1, held) != memo.content_key(1.0, held) != memo.content_key(True, held)
    assert memo.content_key(0.0, held) != memo.content_key(-0.0, held)
    assert memo.content_key({"a": [1, 2]}, held) == memo.content_key({"a": [1, 2]}, held)
    with pytest.raises(TypeError):
        memo.content_key(object(), held)
