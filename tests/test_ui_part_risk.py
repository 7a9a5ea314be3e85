"""The window's side of the cost's risk from the cards' condition and of the price-age limit (issue 15): the Cost
inputs tab's switch and rates, the parts table's "used, ex-mining" condition, each an undoable edit whose report
is the engine's."""

import datetime

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def window(open_window):
    return open_window()  # the bundled seed-000 rig (2 used cards)


def _report(window):
    return evaluate(window.document.project, window.document.catalog, with_monte_carlo=False,
                    as_of=datetime.date.today())


def test_switching_on_the_cards_risk_adds_it_and_undo_takes_it_back(window):
    editor = window.costs_editor
    before = window.document.report.tco.monthly.risk_per_month
    uncounted = window.document.report.tco.part_risk
    assert sum(line.per_month for line in uncounted) > 0
    editor.part_risk.click()
    assert window.document.project.costs.part_risk.enabled
    after = window.document.report.tco.monthly.risk_per_month
    assert after == pytest.approx(before + sum(line.per_month for line in uncounted), abs=0.011)
    assert after == _report(window).tco.monthly.risk_per_month
    window.document.undo_stack.undo()
    assert not window.document.project.costs.part_risk.enabled and not editor.part_risk.isChecked()


def test_rates_are_typed_in_percent(window):
    editor = window.costs_editor
    field = editor.fields["part_risk.used_annual_failure_rate"]
    field.setText("5")
    field.editingFinished.emit()
    assert window.document.project.costs.part_risk.used_annual_failure_rate == 0.05
    field.setText("500")
    field.editingFinished.emit()
    assert window.document.project.costs.part_risk.used_annual_failure_rate == 0.05  # above 100 %: refused
    assert editor.error.text()


def test_price_age_limit_is_a_whole_number_of_days(window):
    editor = window.costs_editor
    field = editor.fields["price_max_age_days"]
    field.setText("30.5")
    field.editingFinished.emit()
    assert window.document.project.costs.price_max_age_days == 180 and "whole number" in editor.error.text()
    field.setText("30")
    field.editingFinished.emit()
    assert window.document.project.costs.price_max_age_days == 30
    stale = [b for b in window.document.report.bom.lines if b.price_stale]
    assert stale == [b for b in _report(window).bom.lines if b.price_stale]


def test_parts_table_offers_ex_mining(window):
    from ui.parts_model import COLUMNS

    model = window.parts_view.model()
    rows = [r for r in range(model.rowCount()) if model.index(r, COLUMNS.index("part")).data() and
            "3090" in model.index(r, COLUMNS.index("part")).data()]
    index = model.index(rows[0], COLUMNS.index("condition"))
    assert model.setData(index, "ex_mining", Qt.ItemDataRole.EditRole)
    item = next(i for i in window.document.project.nodes[0].items if i.part_id == "rtx-3090")
    assert item.condition == "used" and item.ex_mining
    assert index.data() == "used, ex-mining"
    line = next(line for line in window.document.report.tco.part_risk if line.item_id == item.id)
    assert line.condition == "hard_use" and line.annual_failure_rate == pytest.approx(0.061)
    assert model.setData(index, "new", Qt.ItemDataRole.EditRole)
    item = next(i for i in window.document.project.nodes[0].items if i.part_id == "rtx-3090")
    assert item.condition == "new" and not item.ex_mining
