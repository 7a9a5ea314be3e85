"""The Alternatives tab's pricing, reservation and GPU fields and the Cost inputs tab's exchange rates, driven by
real keys and clicks: a combo for the pricing, a typed commitment, a typed GPU, an edited EUR rate, bad rates
marked and explained with the project unchanged, and the cost-vs-hours lines the window draws equal to
planner.evaluate on the saved project."""

import datetime
import datetime as dt

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from planner.io import load_project, save_project  # noqa: E402

from .ui_tabs import show_tab_of  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def window(qtbot, isolated_settings, monkeypatch):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.new_document()
    yield w
    w.document.undo_stack.setClean()
    w.close()


def open_editor(qtbot, view, row, col):
    index = view.model().index(row, col)
    view.scrollTo(index)
    view.setCurrentIndex(index)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F2)  # the edit key opens the cell's editor
    return next(e for kind in (QLineEdit, QComboBox) for e in view.findChildren(kind) if e.isVisible())


def type_into(qtbot, view, row, col, text):
    editor = open_editor(qtbot, view, row, col)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # Qt commits a cell on Return through a queued call


def col(model, key):
    return [c.key for c in model.columns].index(key) if hasattr(model, "columns") else key


def type_costs(qtbot, window, field, text):
    line = window.costs_editor.fields[field]
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def shown_lines(window) -> dict[str, list[float]]:
    return {c.name(): c.getData()[1].tolist() for c in window.tco_panel.hours.listDataItems()}


def assert_window_shows_evaluate(window, tmp_path):
    """The cost-vs-hours lines and break-even hours the TCO tab draws are planner.evaluate's on the saved file."""
    path = tmp_path / "saved.json"
    save_project(window.document.project, path)
    report = evaluate(load_project(path), window.catalog)
    series = report.tco.cost_vs_hours.series
    assert shown_lines(window) == {s.name.en: s.values for s in series}
    markers = sorted(item.value() for item in window.tco_panel.hours.plotItem.items
                     if getattr(item, "label", None) is not None and item.label.format.startswith("H*"))
    assert markers == sorted(s.break_even_hours_per_month for s in series
                             if s.break_even_hours_per_month is not None
                             and s.break_even_hours_per_month <= report.tco.cost_vs_hours.hours[-1])
    return report


@pytest.fixture
def priced(window, qtbot):
    """A rig with a typed hardware cost and wall power, so ownership and the break-even exist without parts."""
    type_costs(qtbot, window, "hardware_cost", "20000")
    type_costs(qtbot, window, "full_load_power_w", "800")
    assert window.document.report.tco is not None
    editor = window.alternatives_editor
    show_tab_of(window, editor)
    return editor


def test_spot_from_the_pricing_combo_and_a_reserved_commitment(window, priced, qtbot, tmp_path):
    view, model = priced.views["cloud"], priced.models["cloud"]
    assert model.data(model.index(0, col(model, "pricing"))) == "On demand"
    assert not model.flags(model.index(0, col(model, "redone"))) & Qt.ItemFlag.ItemIsEnabled
    combo = open_editor(qtbot, view, 0, col(model, "pricing"))
    assert isinstance(combo, QComboBox) and combo.currentData() == "on_demand"
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next choice: Spot
    QApplication.processEvents()
    option = window.document.project.costs.cloud_options[0]
    assert option.pricing == "spot" and model.data(model.index(0, col(model, "pricing"))) == "Spot"
    assert model.flags(model.index(0, col(model, "redone"))) & Qt.ItemFlag.ItemIsEnabled
    type_into(qtbot, view, 0, col(model, "redone"), "15")
    assert window.document.project.costs.cloud_options[0].interruption_overhead == 0.15
    assert_window_shows_evaluate(window, tmp_path)

    row = 1
    combo = open_editor(qtbot, view, row, col(model, "pricing"))
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Escape)  # one choice at a time: it was committed at once
    combo = open_editor(qtbot, view, row, col(model, "pricing"))
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    QApplication.processEvents()
    assert window.document.project.costs.cloud_options[row].pricing == "reserved"
    type_into(qtbot, view, row, col(model, "committed"), "200")
    reserved = window.document.project.costs.cloud_options[row]
    assert reserved.committed_hours_per_month == 200
    before = window.document.project
    type_into(qtbot, view, row, col(model, "committed"), "800")
    assert window.document.project == before and "744" in priced.error.text()
    report = assert_window_shows_evaluate(window, tmp_path)
    alt = next(a for a in report.tco.alternatives if a.name.en == reserved.name)
    assert alt.minimum_per_month is not None and alt.minimum_per_month > 0
    assert window.document.undo_stack.undoText() == f"Change “Reserved: hours paid every month, used or not” of {reserved.name}"


def test_typed_gpu_provider_and_date_are_fields_of_their_own(window, priced, qtbot):
    view, model = priced.views["cloud"], priced.models["cloud"]
    type_into(qtbot, view, 0, col(model, "gpu"), "RTX 4090 D 24GB")
    type_into(qtbot, view, 0, col(model, "provider"), "AutoDL")
    type_into(qtbot, view, 0, col(model, "date"), "2026-11-30")
    option = window.document.project.costs.cloud_options[0]
    assert (option.gpu, option.provider, option.date) == ("RTX 4090 D 24GB", "AutoDL", dt.date(2026, 11, 30))
    before = window.document.project
    future = (dt.date.today() + dt.timedelta(days=30)).isoformat()
    for bad, words in (("2026-02-30", "real day"), (future, "in the future"), ("yesterday", "YYYY-MM-DD")):
        type_into(qtbot, view, 0, col(model, "date"), bad)
        assert window.document.project == before and words in priced.error.text(), bad
        assert model.data(model.index(0, col(model, "date")), Qt.ItemDataRole.BackgroundRole) is not None
    api_view, api_model = priced.views["api"], priced.models["api"]
    type_into(qtbot, api_view, 0, col(api_model, "model"), "qwen3.5-plus-2026-05")
    assert window.document.project.costs.api_options[0].model == "qwen3.5-plus-2026-05"


def test_an_offer_from_the_catalog_fills_provider_gpu_and_date(window, priced, qtbot):
    picker = priced.pickers["cloud"]
    picker.setCurrentIndex(picker.findData("runpod-rtx-3090-spot"))
    qtbot.mouseClick(priced.buttons["cloud"][0], Qt.MouseButton.LeftButton)
    model, row = priced.models["cloud"], len(window.document.project.costs.cloud_options) - 1
    shown = {key: model.data(model.index(row, col(model, key)))
             for key in ("provider", "gpu", "gpus", "pricing", "price", "currency", "date")}
    # the catalog's offer is per GPU-hour: the option leaves its count to be sized to the rig (issue 28)
    assert shown == {"provider": "RunPod", "gpu": "RTX 3090 24GB", "gpus": "1 (sized)", "pricing": "Spot", "price": "0.22",
                     "currency": "USD", "date": "2026-03-10"}
    assert model.data(model.index(row, col(model, "source"))).startswith("https://")


def rates_view(window):
    editor = window.rates_editor
    show_tab_of(window, editor)
    return editor, editor.view, editor.model


def test_every_rate_is_editable_and_bad_rates_are_explained(window, qtbot, tmp_path):
    editor, view, model = rates_view(window)
    rates = window.document.project.costs.exchange_rates
    eur = next(i for i, r in enumerate(rates) if (r.base, r.quote) == ("EUR", "CNY"))
    type_into(qtbot, view, eur, 2, "8.31")
    assert window.document.project.costs.exchange_rates[eur].rate == 8.31
    assert window.document.undo_stack.undoText() == "Change the EUR/CNY exchange rate"
    assert window.document.report == evaluate(window.document.project, window.catalog, with_monte_carlo=False, as_of=datetime.date.today())
    before = window.document.project
    future = (dt.date.today() + dt.timedelta(days=1)).isoformat()
    cases = [(2, "0", "greater than 0"), (2, "-1", "greater than 0"), (2, "abc", "must be a number"),
             (2, "83.1", "far from the catalog"), (3, future, "in the future"), (3, "2026-13-01", "real day"),
             (0, "XYZ", "Unknown currency"), (0, "CNY", "two different currencies")]
    for column, text, words in cases:
        type_into(qtbot, view, eur, column, text)
        assert window.document.project == before, text
        assert words in editor.error.text(), (text, editor.error.text())
        index = model.index(eur, column)
        assert model.data(index) == text and model.data(index, Qt.ItemDataRole.BackgroundRole) is not None
        assert words in model.data(index, Qt.ItemDataRole.ToolTipRole)
    usd = next(i for i, r in enumerate(rates) if {r.base, r.quote} == {"USD", "CNY"})
    type_into(qtbot, view, eur, 0, "USD")  # USD/CNY is there already
    assert window.document.project == before and "already a rate between USD and CNY" in editor.error.text()
    assert f"row {usd + 1}" in editor.error.text()


def test_remove_then_add_a_rate_typed_as_a_draft(window, qtbot):
    editor, view, model = rates_view(window)
    qtbot.mouseClick(editor.blank_button, Qt.MouseButton.LeftButton)
    assert "already has a rate" in editor.error.text() and model.rowCount() == 3
    view.selectRow(2)
    pair = window.document.project.costs.exchange_rates[2]
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert len(window.document.project.costs.exchange_rates) == 2
    qtbot.mouseClick(editor.blank_button, Qt.MouseButton.LeftButton)
    assert model.rowCount() == 3 and {model.data(model.index(2, 0)), model.data(model.index(2, 1))} == {
        pair.base, pair.quote}
    before = window.document.project
    type_into(qtbot, view, 2, 2, f"{pair.rate if pair.base < pair.quote else 1 / pair.rate:.4f}")
    assert window.document.project == before, "no rate is used before its date is typed"
    type_into(qtbot, view, 2, 3, "2026-11-02")
    added = window.document.project.costs.exchange_rates[-1]
    assert added.date == dt.date(2026, 11, 2) and {added.base, added.quote} == {pair.base, pair.quote}
    assert window.document.undo_stack.undoText().startswith("Add the ")
    window.document.undo_stack.undo()
    assert len(window.document.project.costs.exchange_rates) == 2
    picker = editor.picker
    picker.setCurrentIndex(2)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert window.document.project.costs.exchange_rates[-1] == window.catalog.exchange_rates[2]
