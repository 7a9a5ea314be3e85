"""Machines of a project edited as pure functions: add, rename, remove, move parts between them."""

import pytest

from planner import edit, edit_machines as em
from planner.evaluate import evaluate


def test_add_rename_remove(seed000):
    project, node_id = em.add_machine(seed000, "Machine 2")
    assert [n.name for n in project.nodes] == [seed000.nodes[0].name, "Machine 2"] and node_id == "node-2"
    assert project.nodes[1].items == []
    renamed = em.rename_machine(project, node_id, "  Inference box ")
    assert renamed.nodes[1].name == "Inference box"
    with pytest.raises(em.MachineEditError, match="already called"):
        em.rename_machine(renamed, node_id, seed000.nodes[0].name.upper())
    with pytest.raises(em.MachineEditError, match="needs a name"):
        em.rename_machine(renamed, node_id, "   ")
    with pytest.raises(em.MachineEditError, match="at most 200 characters"):
        em.rename_machine(renamed, node_id, "x" * 201)
    assert [n.id for n in em.remove_machine(renamed, node_id).nodes] == [seed000.nodes[0].id]
    with pytest.raises(em.MachineEditError, match="at least one machine"):
        em.remove_machine(seed000, seed000.nodes[0].id)


def test_refusals_say_why_in_chinese(seed000):
    with pytest.raises(em.MachineEditError) as refused:
        em.add_machine(seed000, seed000.nodes[0].name)
    assert refused.value.text.render("zh_CN") == f"已经有一台主机叫 {seed000.nodes[0].name}。"
    with pytest.raises(em.MachineEditError) as refused:
        em.remove_machine(seed000, seed000.nodes[0].id)
    assert refused.value.text.render("zh_CN") == "方案至少需要一台主机；这是最后一台。"


def test_the_next_name_is_the_next_free_number(seed000):
    assert em.next_machine_name(seed000) == "Machine 2"
    assert em.next_machine_name(seed000, "zh_CN") == "主机 2"
    two, node_id = em.add_machine(seed000, "machine 2")  # taken in any case
    assert em.next_machine_name(two) == "Machine 3"
    three, _ = em.add_machine(em.rename_machine(two, node_id, "Box"), "Machine 3")
    assert em.next_machine_name(three) == "Machine 4"


def test_moving_a_gpu_to_another_machine_moves_its_memory_in_the_report(seed000, catalog):
    first = seed000.nodes[0]
    gpu = next(i for i in first.items if i.part_id == "rtx-3080-10g")
    project, node_id = em.add_machine(seed000, "Second box")
    moved = em.move_to_machine(project, first.id, [gpu.id], node_id, catalog)
    assert gpu.id not in [i.id for i in moved.nodes[0].items]
    (item,) = moved.nodes[1].items
    assert item.part_id == "rtx-3080-10g" and item.slots == []  # no board there: place the card again
    before, after = evaluate(project, catalog, with_monte_carlo=False), evaluate(moved, catalog, with_monte_carlo=False)
    assert before.bom.total == after.bom.total  # the cluster still owns the card
    assert len(before.power.nodes) == 1 and len(after.power.nodes) == 2
    assert [m.gpu_units for m in after.machines] == [1, 1]


def _twin(seed000, *part_ids):
    """seed000 and a second machine with the same board (and the given parts)."""
    board = next(i for i in seed000.nodes[0].items if i.id == "board")
    project, node_id = em.add_machine(seed000, "Twin")
    items = [{"part_id": board.part_id, "quantity": 1}] + [{"part_id": p, "quantity": 1} for p in part_ids]
    return edit.add_items(project, node_id, items)[0], node_id


def test_a_card_keeps_its_slot_on_a_machine_with_the_same_board(seed000, catalog):
    """seed-000's RTX 3080 sits in PCI_E3 of an MSI MAG B850 Tomahawk; on another machine with that board the
    slot is free, so the card keeps it and the report places it there."""
    project, twin = _twin(seed000)
    moved = em.move_to_machine(project, seed000.nodes[0].id, ["gpu-3080"], twin, catalog)
    card = next(i for i in moved.nodes[1].items if i.part_id == "rtx-3080-10g")
    assert [s.slot for s in card.slots] == ["PCI_E3"]
    report = evaluate(moved, catalog, with_monte_carlo=False)
    (device,) = [d for d in report.pcie.nodes[1].devices if d.kind == "gpu"]
    assert device.slot == "PCI_E3"


def test_a_card_whose_slot_is_taken_there_is_placed_again(seed000, catalog):
    project, twin = _twin(seed000, "rtx-3090")
    project = edit.update_item(project, twin, "rtx-3090", {"slots": [{"slot": "PCI_E3"}]})
    moved = em.move_to_machine(project, seed000.nodes[0].id, ["gpu-3080"], twin, catalog)
    card = next(i for i in moved.nodes[1].items if i.part_id == "rtx-3080-10g")
    assert card.slots == []


def test_a_line_moves_whole_with_its_quantity(seed000, catalog):
    project = edit.update_item(seed000, seed000.nodes[0].id, "gpu-3090", {"quantity": 2})
    two, node_id = em.add_machine(project, "B")
    moved = em.move_to_machine(two, seed000.nodes[0].id, ["gpu-3090"], node_id, catalog)
    (line,) = moved.nodes[1].items
    assert line.quantity == 2


def test_a_moved_part_whose_id_is_taken_gets_a_new_one(seed000):
    project, node_id = em.add_machine(seed000, "B")
    gpu = seed000.nodes[0].items[0]
    once = em.move_to_machine(project, seed000.nodes[0].id, [gpu.id], node_id)
    back = em.move_to_machine(em.add_machine(once, "C")[0], node_id, [gpu.id], seed000.nodes[0].id)
    assert len({i.id for i in back.nodes[0].items}) == len(back.nodes[0].items)


def test_a_card_moved_with_its_psu_keeps_feeding_from_it_when_the_psu_gets_a_new_id(seed003, catalog):
    """Issue 25: a move that renames a line (its id is taken on the other machine) carries the references of the
    moved cards along: seed 003's cards fed from psu#1-psu#2 move with the PSUs onto a machine that has its own
    'psu', so the moved PSUs become 'psu-2' and the cards name psu-2#1 and psu-2#2, not the machine's own psu."""
    data = seed003.model_dump(mode="json")
    twin = {**data["nodes"][0], "id": "node-2", "name": "twin"}
    twin["items"] = [i for i in twin["items"] if i["id"] != "gpu"]
    twin["psu_circuits"] = [{"psu": "psu#1", "circuit": "circuit-a"}]
    data["nodes"].append(twin)
    project = type(seed003).model_validate(data)
    moved = em.move_to_machine(project, "node-1", ["gpu", "psu"], "node-2", catalog)
    gpu = next(i for i in moved.nodes[1].items if i.id == "gpu")
    assert [s.psu for s in gpu.slots] == ["psu-2#1"] * 3 + ["psu-2#2"] * 3
    report = evaluate(moved, catalog)
    assert not [f for f in report.findings if f.code == "power.unknown_psu_ref"]
    psus = {p.ref: p for p in next(n for n in report.power.nodes if n.node_id == "node-2").psus}
    assert psus["psu-2#1"].gpu_refs == ["gpu#1", "gpu#2", "gpu#3"] and not psus["psu#1"].gpu_refs
