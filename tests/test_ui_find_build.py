"""Tools > Find a build... (issue 14): the goal read from the open project, the search in the background with
progress, the builds of `advise` in the table, and "Use this build" as one undo step whose report is the build's."""

import datetime

import pytest

pytest.importorskip("PySide6")

from planner.advise import advise  # noqa: E402
from planner.evaluate import evaluate  # noqa: E402
from planner.llm.config import spec_from_catalog_entry  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")]


@pytest.fixture
def window(open_window):
    return open_window(new=True)


def searched(window, qtbot, budget_cny: float, budget_usd: float, min_tps: float):
    """Tools > Find a build... with used cards, the budget in the project's currency and the speed given, run to the
    end: the dialog."""
    dialog = window.open_find_build()
    assert dialog.model_choice.currentData() == window.document.project.workload.model_id
    dialog.budget.setValue(budget_cny if window.document.project.costs.currency == "CNY" else budget_usd)
    dialog.min_tps.setValue(min_tps)
    dialog.used.setChecked(True)
    job = dialog.find()
    with qtbot.waitSignal(job.done, timeout=120_000):
        pass
    return dialog


def test_find_and_use_a_build(window, qtbot):
    dialog = searched(window, qtbot, 30000, 5000, 15)
    report = dialog.model.report
    assert report is not None and report.builds and dialog.model.rowCount() == len(report.builds)
    assert dialog.progress.value() == 100
    # the same search as the engine's, with the open project's costs
    goal = dialog.goal()
    catalog = window.document.catalog
    again = advise(goal, spec_from_catalog_entry(catalog.model(goal.model_id)), catalog,
                   costs=window.document.project.costs)
    assert [b.name for b in again.builds] == [b.name for b in report.builds]
    before = window.document.project
    dialog.table.selectRow(0)
    dialog.use_selected()
    project = window.document.project
    assert [i.part_id for i in project.nodes[0].items] == [p.part_id for p in report.builds[0].parts]
    shown = window.document.report
    assert shown.bom.total.amount == report.builds[0].price_total
    assert shown.tco.monthly.total_per_month == report.builds[0].monthly_total
    assert shown == evaluate(project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    window.document.undo_stack.undo()
    assert window.document.project == before


def test_a_goal_nothing_meets_shows_what_to_relax(window, qtbot):
    dialog = window.open_find_build()
    dialog.budget.setValue(100)
    job = dialog.find()
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    assert dialog.model.rowCount() == 0
    assert "budget" in dialog.status.text()
    assert not dialog.use_button.isEnabled()


def test_the_dialog_follows_the_window_language(window, qtbot):
    dialog = window.open_find_build()
    form = dialog.form_factor.currentData()
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "帮我选配置")
    assert dialog.find_button.text() == "查找" and dialog.form_factor.currentData() == form
    assert dialog.labels["moe_offload"].text() == "混合专家模型可把部分专家放在系统内存"
    window.change_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Find a build")


def _search_70b_fp16(window, qtbot, cny, usd, min_tps=0, used=False, form_factor="tower", max_wall=0):
    """Tools > Find a build for Llama 3.1 70B at FP16 and 8,192 tokens with these inputs; the dialog and its report."""
    dialog = window.open_find_build()
    dialog.model_choice.setCurrentIndex(dialog.model_choice.findData("llama-3.1-70b-instruct"))
    dialog.quant.setCurrentIndex(dialog.quant.findData("fp16"))
    dialog.budget.setValue(cny if window.document.project.costs.currency == "CNY" else usd)
    dialog.context.setValue(8192)
    dialog.min_tps.setValue(min_tps)
    dialog.used.setChecked(used)
    dialog.form_factor.setCurrentIndex(dialog.form_factor.findData(form_factor))
    dialog.max_wall.setValue(max_wall)
    job = dialog.find()
    with qtbot.waitSignal(job.done, timeout=120_000):
        pass
    return dialog, dialog.model.report


@pytest.mark.parametrize("max_wall, machines", [(1300, 2), (900, 4)])
def test_use_a_build_of_several_machines_adds_the_others(window, qtbot, max_wall, machines):
    """70B at FP16 under 1,300 W a machine takes two machines, under 900 W four (tests/test_advise.py). "Use this
    build" on a rig from File > New fills the current machine and adds the others, each linked at 1 Gbit/s, in one
    undo step; the window's report then prices and times them as the advisor did, one network boundary fewer than
    machines, every machine within the wall limit."""
    dialog, report = _search_70b_fp16(window, qtbot, cny=400000, usd=60000, max_wall=max_wall)
    assert report.builds and report.builds[0].machines == machines
    before = window.document.project
    dialog.table.selectRow(0)
    dialog.use_selected()
    project = window.document.project
    assert len(project.nodes) == machines and all(n.network_gbit == 1.0 for n in project.nodes)
    shown = window.document.report
    assert shown.bom.total.amount == report.builds[0].price_total
    assert shown.fit.tokens_per_s.machine_boundaries == machines - 1
    assert shown.fit.tokens_per_s.decode_tokens_per_s == pytest.approx(report.builds[0].tokens_per_s, abs=0.01)
    assert all(n.wall_w <= max_wall for n in shown.power.nodes)
    window.document.undo_stack.undo()
    assert window.document.project == before


def test_use_a_build_of_two_psus_keeps_its_two_wall_sockets(window, qtbot):
    """70B at FP16 at 8 tokens/s on an open frame: two used RTX 3090 and three RTX 5090 need two PSUs on two sockets
    (as six used RTX 3090 do in tests/test_advise.py): "Use this build" brings the sockets and the PSU feeds along,
    so the window's report has no fail either."""
    dialog, report = _search_70b_fp16(window, qtbot, cny=200000, usd=30000, min_tps=8, used=True,
                                      form_factor="open_frame")
    two = next(b for b in report.builds if len(b.project.nodes[0].circuits) == 2)
    dialog.table.selectRow(report.builds.index(two))
    dialog.use_selected()
    node = window.document.project.nodes[0]
    assert len(node.circuits) == 2 and len(node.psu_circuits) == 2
    shown = window.document.report
    assert not [f for f in shown.findings if f.level == "fail"]
    assert shown.bom.total.amount == two.price_total




def test_a_rack_build_from_the_dialog_puts_a_rack_chassis_in_the_parts_table(window, qtbot):
    """The dialog's "19-inch rack chassis" asks the advisor for a rack build: the build used has a case with rack
    units, and the parts table's key specs say so ("5U rack, ...")."""
    dialog = window.open_find_build()
    dialog.model_choice.setCurrentIndex(dialog.model_choice.findData("qwen2.5-32b-instruct"))
    dialog.quant.setCurrentIndex(dialog.quant.findData("gguf-q4_k_m"))
    dialog.budget.setValue(60000 if window.document.project.costs.currency == "CNY" else 9000)
    dialog.form_factor.setCurrentIndex(dialog.form_factor.findData("rack"))
    assert dialog.goal().form_factor == "rack"
    job = dialog.find()
    with qtbot.waitSignal(job.done, timeout=120_000):
        pass
    assert dialog.model.report.builds
    dialog.table.selectRow(0)
    dialog.use_selected()
    catalog = window.document.catalog
    cases = [catalog.parts[i.part_id] for i in window.document.project.nodes[0].items
             if i.part_id in catalog.parts and catalog.parts[i.part_id].kind == "case"]
    assert len(cases) == 1 and cases[0].rack_units
    model = window.parts_view.model()
    texts = [str(model.index(r, c).data()) for r in range(model.rowCount()) for c in range(model.columnCount())]
    assert any(t.startswith(f"{cases[0].rack_units}U rack, ") for t in texts)


def test_the_status_says_when_the_search_stopped_at_its_limits(window, qtbot):
    """A search that stopped at its limits (issue 26) says how many mixes it left and whether any of them could be
    built cheaper than the first build."""
    dialog = searched(window, qtbot, 60000, 8000, 10)
    report = dialog.model.report
    assert report.builds and report.left  # Qwen2.5-32B within 60,000 CNY: more sets than the search builds
    assert f"{report.left:,} mixes were left" in dialog.status.text()
    assert ("none of them can be built cheaper" in dialog.status.text()) == report.cheapest_proven
