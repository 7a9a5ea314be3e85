"""Variants (issue 14): other builds kept in the same project, sharing its workload and costs. Saved, switched to
and removed as undoable edits; compared side by side by `compare FILE`, Tools > Compare builds and the quote's
Compare sheet, each build's column the evaluate of that build alone."""

from __future__ import annotations

import datetime
import io
import json

import pytest
from openpyxl import load_workbook
from pydantic import ValidationError

from planner import cli, edit
from planner.evaluate import evaluate
from planner.io import load_project, save_project


@pytest.fixture
def two_builds(seed000):
    """Seed 000's rig, saved as a variant, then the RTX 3080 line changed to a second RTX 3090."""
    project = edit.save_as_variant(seed000, "with a 3080")
    node = project.nodes[0]
    item = next(i for i in node.items if i.part_id == "rtx-3080-10g")
    return edit.update_item(project, node.id, item.id, {"part_id": "rtx-3090", "unit_price": None})


def test_saving_a_variant_keeps_the_machines_as_they_were(seed000, two_builds):
    assert two_builds.variants[0].nodes == seed000.nodes
    assert two_builds.nodes != seed000.nodes
    names = [name for name, _ in two_builds.builds()]
    assert names == [seed000.name, "with a 3080"]
    with pytest.raises(ValidationError, match="used twice"):
        edit.save_as_variant(two_builds, "with a 3080")


def test_switching_swaps_the_builds_and_switching_back_restores_them(two_builds):
    switched = edit.switch_to_variant(two_builds, 0)
    assert switched.current_build_name() == "with a 3080"
    assert switched.nodes == two_builds.variants[0].nodes
    assert switched.variants[0].name == two_builds.current_build_name()
    assert switched.variants[0].nodes == two_builds.nodes
    back = edit.switch_to_variant(switched, 0)
    assert back.nodes == two_builds.nodes and back.current_build_name() == two_builds.name
    assert edit.remove_variant(two_builds, 0).variants == []


def test_each_build_is_evaluated_alone_with_the_shared_costs(two_builds, catalog):
    (_, first), (_, second) = two_builds.builds()
    assert first.variants == [] and second.variants == []
    assert second.costs == first.costs == two_builds.costs and second.workload == two_builds.workload
    one = evaluate(first, catalog, with_monte_carlo=False)
    other = evaluate(second, catalog, with_monte_carlo=False)
    assert one.bom.total.amount != other.bom.total.amount
    # the build shown is what the project evaluates to; its variants change nothing in its own report
    assert evaluate(two_builds, catalog, with_monte_carlo=False).bom == one.bom


def test_compare_one_file_with_variants(two_builds, tmp_path, catalog):
    path = tmp_path / "builds.json"
    save_project(two_builds, path)
    out, err = io.StringIO(), io.StringIO()
    code = cli.run(["compare", str(path), "--json"], out, err)
    assert code in (0, 1), err.getvalue()
    variants = json.loads(out.getvalue())["variants"]
    assert [v["name"] for v in variants] == [two_builds.name, "with a 3080"]
    (_, first), (_, second) = two_builds.builds()
    assert variants[1]["price_total"] == evaluate(second, catalog).bom.total.amount
    single = tmp_path / "single.json"
    save_project(load_project(path).model_copy(update={"variants": []}), single)
    err = io.StringIO()
    assert cli.run(["compare", str(single)], io.StringIO(), err) == 2 and "variants" in err.getvalue()


def test_the_quote_of_a_project_with_variants_has_a_compare_sheet(two_builds, tmp_path):
    path = tmp_path / "builds.json"
    save_project(two_builds, path)
    out = tmp_path / "quote.xlsx"
    assert cli.run(["export", str(path), "-o", str(out)], io.StringIO(), io.StringIO()) in (0, 1)
    ws = load_workbook(out)["Compare"]
    headers = [c.value for c in ws[3]] + [c.value for c in ws[4]] + [c.value for c in ws[5]]
    assert "with a 3080" in headers


@pytest.mark.gui
@pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")
def test_tools_builds_menu_saves_switches_and_undoes(open_window, qtbot):
    window = open_window()
    doc = window.document
    menu = window.variants_menu
    original = doc.project
    assert menu.save_as_variant("plan A")
    assert [v.name for v in doc.project.variants] == ["plan A"]
    menu.rebuild()
    texts = [a.text() for a in menu.actions()]
    assert "Switch to plan A" in texts and f"Showing: {original.name}" in texts
    gpu = next(i for i in doc.project.nodes[0].items if i.part_id == "rtx-3080-10g")
    doc.push(edit.update_item(doc.project, doc.current_node_id, gpu.id, {"quantity": 2}), "two")
    changed = doc.project.nodes
    assert menu.switch(0)
    assert doc.project.nodes == original.nodes and doc.report.bom == evaluate(
        doc.project, doc.catalog, with_monte_carlo=False, as_of=datetime.date.today()).bom
    assert doc.project.variants[0].nodes == changed
    doc.undo_stack.undo()
    assert doc.project.nodes == changed
    qtbot.waitUntil(lambda: "(2 builds)" in window.summary.text())  # the build shown is the project's own
    assert menu.switch(0)
    qtbot.waitUntil(lambda: "(build plan A, 2 in all)" in window.summary.text())
    doc.undo_stack.undo()
    dialog = window.open_compare()
    assert dialog.report is not None and [v.name for v in dialog.report.variants] == [original.name, "plan A"]
