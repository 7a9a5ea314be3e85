"""Machines of a project edited as pure functions: add, rename, remove, move parts between them."""

import pytest

from planner import edit_machines as em
from planner.evaluate import evaluate


def test_add_rename_remove(seed000):
    project, node_id = em.add_machine(seed000, "Machine 2")
    assert [n.name for n in project.nodes] == [seed000.nodes[0].name, "Machine 2"] and node_id == "node-2"
    assert project.nodes[1].items == []
    renamed = em.rename_machine(project, node_id, "  Inference box ")
    assert renamed.nodes[1].name == "Inference box"
    with pytest.raises(ValueError, match="already called"):
        em.rename_machine(renamed, node_id, seed000.nodes[0].name.upper())
    with pytest.raises(ValueError, match="needs a name"):
        em.rename_machine(renamed, node_id, "   ")
    assert [n.id for n in em.remove_machine(renamed, node_id).nodes] == [seed000.nodes[0].id]
    with pytest.raises(ValueError, match="at least one machine"):
        em.remove_machine(seed000, seed000.nodes[0].id)


def test_moving_a_gpu_to_another_machine_moves_its_memory_in_the_report(seed000, catalog):
    first = seed000.nodes[0]
    gpu = next(i for i in first.items if i.part_id == "rtx-3080-10g")
    project, node_id = em.add_machine(seed000, "Second box")
    moved = em.move_to_machine(project, first.id, [gpu.id], node_id)
    assert gpu.id not in [i.id for i in moved.nodes[0].items]
    (item,) = moved.nodes[1].items
    assert item.part_id == "rtx-3080-10g" and item.slots == []  # a slot belongs to the other machine's board
    before, after = evaluate(project, catalog, with_monte_carlo=False), evaluate(moved, catalog, with_monte_carlo=False)
    assert before.bom.total == after.bom.total  # the cluster still owns the card
    assert len(before.power.nodes) == 1 and len(after.power.nodes) == 2


def test_a_moved_part_whose_id_is_taken_gets_a_new_one(seed000):
    project, node_id = em.add_machine(seed000, "B")
    gpu = seed000.nodes[0].items[0]
    once = em.move_to_machine(project, seed000.nodes[0].id, [gpu.id], node_id)
    back = em.move_to_machine(em.add_machine(once, "C")[0], node_id, [gpu.id], seed000.nodes[0].id)
    assert len({i.id for i in back.nodes[0].items}) == len(back.nodes[0].items)
