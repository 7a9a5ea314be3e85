"""File > Import prices...: the quotes go to the user catalog, the open report uses them at once (no undo step:
the catalog is not the project), and the result dialog lists every refused row with its number and reason."""

import datetime

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

from planner import edit  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                        "This plugin does not support raise")]


def test_imported_prices_refresh_the_report_and_refused_rows_are_listed(open_window, tmp_path, private_data_dir):
    from ui.price_import import import_file, result_box

    window = open_window((1600, 1000), new=True)
    doc = window.document
    node = doc.current_node_id
    project, _ids = edit.add_items(doc.project, node, [{"id": "gpu", "part_id": "rtx-3090", "condition": "used"}])
    doc.push(project, "add")
    undo_count = doc.undo_stack.count()
    yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    csv = tmp_path / "q.csv"
    csv.write_text("part,amount,currency,condition,date,source\n"
                   f"rtx-3090,5200,{doc.project.costs.currency},used,{yesterday},xianyu listing\n"
                   f"rtx-3090,-1,{doc.project.costs.currency},used,{yesterday},xianyu listing\n", encoding="utf-8")
    outcome = import_file(window, str(csv))
    line = next(b for b in doc.report.bom.lines if b.item_id == "gpu")
    assert (line.unit_price.amount, line.price_age_days, line.price_stale) == (5200.0, 1, False)
    assert "imported quote" in line.price_note.en
    assert doc.undo_stack.count() == undo_count  # a catalog change, not an edit of the project
    note = window.parts_model._price_note(line)  # the price cell's tooltip and the Notes column
    assert "imported quote" in note and "1 day old on" in note and "xianyu listing" in note
    box = result_box(window, outcome)
    assert box.icon() == QMessageBox.Icon.Warning
    assert "1 quote imported (1 new, 0 replacing an earlier import), 1 row refused." in box.text()
    assert "row 3: amount -1 is not above zero" in box.text()
    assert "row 3: amount -1 is not above zero" in box.detailedText()
    refused = result_box(window, import_file(window, str(tmp_path / "missing.csv")))
    assert refused.icon() == QMessageBox.Icon.Critical and "not found" in refused.text()


def test_the_picker_draws_the_selected_parts_price_history(open_window):
    from planner.catalog.store import load_catalog  # noqa: F401  (the window's own catalog is used)

    window = open_window((1600, 1000), new=True)
    picker = window.picker
    picker.fits_only.setChecked(False)
    picker.search.setText("rtx-3090")
    row = next(r for r in range(picker.proxy.rowCount())
               if picker.proxy.data(picker.proxy.index(r, 0), picker.model.PartIdRole) == "rtx-3090")
    picker.view.selectRow(row)
    series = {(s.condition, s.currency): s for s in picker.history.series}
    currency = window.document.project.costs.currency
    used = series[("used", currency)] if ("used", currency) in series else series[("used", "CNY")]
    # every used price the catalog holds for the RTX 3090, oldest first (the first: netfreeman.com, 2022-04-05)
    part = window.document.catalog.part("rtx-3090")
    assert [p.date for p in used.points] == sorted(p.date for p in part.prices if p.condition == "used")
    assert used.points[0].date.isoformat() == "2022-04-05" and len(used.points) >= 3
    assert len(picker.history.getPlotItem().listDataItems()) == len(picker.history.series)


def test_an_imported_cloud_offer_is_offered_on_the_alternatives_tab(open_window, tmp_path, private_data_dir):
    from ui.price_import import import_file, result_box

    window = open_window((1600, 1000), new=True)
    yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    csv = tmp_path / "clouds.csv"
    csv.write_text("provider,gpu,pricing,price_per_gpu_hour,currency,date,source,committed_hours_per_month\n"
                   f"AutoDL,RTX 4090,reserved,1.65,CNY,{yesterday},https://www.autodl.com/home,730\n", encoding="utf-8")
    box = result_box(window, import_file(window, str(csv)))
    assert "1 offer imported (1 new, 0 replacing an earlier import), 0 rows refused." in box.text()
    editor = window.alternatives_editor
    picker = editor.pickers["cloud"]
    picker.setCurrentIndex(picker.findData("autodl-rtx-4090-reserved"))
    assert picker.currentIndex() >= 0
    editor.add_from_catalog("cloud")
    option = window.document.project.costs.cloud_options[-1]
    assert (option.pricing, option.committed_hours_per_month, option.price_per_gpu_hour.amount) == ("reserved", 730, 1.65)


def test_a_quote_far_from_the_catalog_is_listed_as_imported_but_to_check(qapp, catalog, tmp_path):
    from planner.price_import import read_price_csv
    from tests.test_price_import import HEADER, TODAY, _one_used_3090_price
    from ui.price_import import result_box

    csv = tmp_path / "q.csv"
    csv.write_text(HEADER + "rtx-3090,5200,USD,used,2026-11-20,CNY typed as USD\n", encoding="utf-8")
    outcome = read_price_csv(csv, _one_used_3090_price(catalog), TODAY)
    outcome.added = 1
    box = result_box(None, outcome)
    assert box.icon() == QMessageBox.Icon.Warning
    assert box.text().endswith("Imported, but check:\nrow 2: rtx-3090: 5,200.00 USD is over five times the catalog's "
                               "used price (700.00 USD, 2026-06-29); is the amount or the currency wrong?")
