"""The window, offscreen: editing with undo/redo, findings that follow edits, documents, recovery, jobs, models."""

import datetime
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

pytestmark = pytest.mark.gui
ROOT_CATALOG = Path(__file__).resolve().parents[1] / "resources" / "catalog"


@pytest.fixture(autouse=True)
def english_in_private_settings(isolated_settings):
    from ui.i18n import set_language

    set_language("en")
    yield


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog would wait forever offscreen: answer 'Discard' and record what was asked."""
    asked = []

    def answer(box):
        asked.append(box.text())
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


@pytest.fixture
def window(qtbot):
    from ui.app import create_window

    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    yield w
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def codes(report):
    return {f.code for f in report.findings}


def column(name):
    from ui.parts_model import COLUMNS

    return COLUMNS.index(name)


def test_opens_on_the_seed000_example(window, catalog):
    from planner.evaluate import evaluate

    assert window.document.project.name.startswith("双卡34G")
    report = evaluate(window.document.project, catalog, with_monte_carlo=False, as_of=datetime.date.today())
    assert window.parts_model.rowCount() == len(report.bom.lines)
    assert window.findings_model.rowCount() == len(report.findings)
    assert "10,000.00 CNY" in window.summary.text()
    assert not window.isWindowModified()


def test_models_pass_the_model_tester(window, qtmodeltester):
    qtmodeltester.check(window.parts_model)
    qtmodeltester.check(window.findings_model)
    qtmodeltester.check(window.picker.model)


def part_ids(window):
    return [item.part_id for item in window.document.project.nodes[0].items]


def all_parts(picker):
    """Seed 000's board has no room for a third card, so 'Fits this build' hides every RTX card: these tests are
    about how a row is chosen, so they search the whole catalog."""
    picker.fits_only.setChecked(False)
    return picker


def shown_part(picker, row=0):
    from ui.catalog_picker import CatalogTableModel

    return picker.proxy.data(picker.proxy.index(row, 0), CatalogTableModel.PartIdRole)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_in_the_catalog_search_adds_the_part_once(window, qtbot, key):
    picker, before = all_parts(window.picker), part_ids(window)
    qtbot.keyClicks(picker.search, "rtx-6000-ada")
    assert shown_part(picker) == "rtx-6000-ada"
    qtbot.keyClick(picker.search, key)
    assert part_ids(window) == before + ["rtx-6000-ada"]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_on_a_catalog_row_adds_that_part_once(window, qtbot, key):
    picker, before = all_parts(window.picker), part_ids(window)
    qtbot.keyClicks(picker.search, "rtx")
    picker.view.selectRow(1)
    chosen = shown_part(picker, 1)
    qtbot.keyClick(picker.view, key)
    assert part_ids(window) == before + [chosen]


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen, on show()
def test_a_double_click_on_a_catalog_row_adds_that_part_once(window, qtbot):
    picker, before = all_parts(window.picker), part_ids(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClicks(picker.search, "rtx")
    chosen = shown_part(picker, 1)
    centre = picker.view.visualRect(picker.proxy.index(1, 1)).center()
    qtbot.mouseClick(picker.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # a double click starts as one
    qtbot.mouseDClick(picker.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert part_ids(window) == before + [chosen]


def test_edit_undo_redo_round_trip(window):
    doc, model = window.document, window.parts_model
    row = model.row_of("gpu-3090")
    before = doc.project
    assert model.setData(model.index(row, column("quantity")), "2")
    assert doc.project.nodes[0].items[row].quantity == 2
    assert window.isWindowModified() and "*" in window.windowTitle()
    assert doc.report.power.sustained_w == pytest.approx(before_sustained(before, window) + 350)
    doc.undo_stack.undo()
    assert doc.project == before and not window.isWindowModified()
    doc.undo_stack.redo()
    assert doc.project.nodes[0].items[row].quantity == 2


def before_sustained(project, window):
    from planner.evaluate import evaluate

    return evaluate(project, window.catalog, with_monte_carlo=False).power.sustained_w


def test_rapid_edits_of_one_field_merge(window):
    doc, model = window.document, window.parts_model
    row = model.row_of("gpu-3090")
    for price in ("4300", "4200", "4100"):
        model.setData(model.index(row, column("unit_price")), price)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.project.nodes[0].items[row].unit_price.amount == 4400


def test_bad_value_is_refused_and_explained(window):
    model = window.parts_model
    row = model.row_of("gpu-3090")
    count = window.document.undo_stack.count()
    assert not model.setData(model.index(row, column("quantity")), "two")
    assert "whole number" in model.last_error
    assert not model.setData(model.index(row, column("quantity")), "0")
    assert "quantity" in model.last_error
    assert window.document.undo_stack.count() == count


def test_findings_follow_an_edit(window):
    model = window.parts_model
    row = model.row_of("gpu-3080")
    assert "slots.conflict" not in codes(window.document.report)
    model.setData(model.index(row, column("slot")), [("PCI_E1", False)])
    assert "slots.conflict" in codes(window.document.report)
    titles = [window.findings_model.data(window.findings_model.index(r)) for r in range(window.findings_model.rowCount())]
    assert any("PCI_E1 is assigned 2 times" in t for t in titles)
    window.document.undo_stack.undo()
    assert "slots.conflict" not in codes(window.document.report)


def test_add_remove_move_copy_paste(window):
    doc = window.document
    n = len(doc.project.nodes[0].items)
    window.add_part("rtx-4090")
    ids = [i.id for i in doc.project.nodes[0].items]
    assert len(ids) == n + 1 and any(i.startswith("gpu") for i in ids)
    new_id = window.selected_ids()[0]
    assert doc.project.nodes[0].items[ids.index(new_id)].part_id == "rtx-4090"
    window.copy_rows()
    window.paste_rows()
    assert len(doc.project.nodes[0].items) == n + 2
    window.select_ids({new_id})
    window.move_selected(-1)
    moved = [i.id for i in doc.project.nodes[0].items]
    assert moved.index(new_id) == ids.index(new_id) - 1
    window.select_ids({new_id})
    window.remove_selected()
    assert new_id not in [i.id for i in doc.project.nodes[0].items]
    for _ in range(4):
        doc.undo_stack.undo()
    assert len(doc.project.nodes[0].items) == n


def test_drag_to_reorder(window):
    model, doc = window.parts_model, window.document
    data = model.mimeData([model.index(model.row_of("case"), 0)])
    model.dropMimeData(data, Qt.DropAction.MoveAction, 0, 0, model.index(-1, -1))
    assert doc.project.nodes[0].items[0].id == "case"


def test_choosing_a_finding_selects_its_parts(window):
    model = window.findings_model
    row = next(r for r in range(model.rowCount())
               if model.data(model.index(r), model.FindingRole).code == "compatibility.vram_not_pooled")
    window.findings_view.setCurrentIndex(model.index(row))
    assert set(window.selected_ids()) == {"gpu-3090", "gpu-3080"}


def test_save_and_load_round_trip(window, tmp_path):
    path = tmp_path / "rig.json"
    model = window.parts_model
    model.setData(model.index(model.row_of("gpu-3090"), column("unit_price")), "4321")
    assert window._save_to(path)
    assert not window.isWindowModified() and window.document.path == path
    saved = window.document.project
    assert window.open_path(path)
    assert window.document.project == saved
    assert str(path) in QSettings().value("paths/recent", [], type=list)


def test_failed_save_keeps_the_old_file(window, tmp_path, monkeypatch):
    path = tmp_path / "rig.json"
    window._save_to(path)
    original = path.read_bytes()
    model = window.parts_model
    model.setData(model.index(model.row_of("gpu-3090"), column("unit_price")), "1")
    import planner.io as pio

    monkeypatch.setattr(pio.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    assert not window._save_to(path)
    assert path.read_bytes() == original and "No space left" in shown[0]
    assert window.isWindowModified()


def test_recovery_after_a_crash(qtbot, monkeypatch):
    from ui.app import create_window

    first = create_window(None, autosave=True, offer_recovery=False)
    qtbot.addWidget(first)
    model = first.parts_model
    model.setData(model.index(model.row_of("gpu-3090"), column("unit_price")), "3999")
    first.document.autosave()  # the session then dies without closing
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    second = create_window(None, autosave=True, offer_recovery=True)
    qtbot.addWidget(second)
    items = {i.id: i for i in second.document.project.nodes[0].items}
    assert items["gpu-3090"].unit_price.amount == 3999
    assert second.isWindowModified() or second.document.is_modified()
    second.document.discard_autosave()
    first.document.undo_stack.setClean()
    second.document.undo_stack.setClean()


def test_cost_editor_marks_invalid_input_without_changing_the_project(window):
    editor = window.costs_editor
    field = editor.fields["amortization_years"]
    before = window.document.project
    field.setText("three")
    field.editingFinished.emit()
    assert window.document.project == before
    assert "number" in editor.error.text() and field.styleSheet()
    field.setText("0")
    field.editingFinished.emit()
    assert window.document.project == before and "amortization_years" in editor.error.text()
    field.setText("5")
    field.editingFinished.emit()
    assert window.document.project.costs.amortization_years == 5
    assert window.document.report.tco.monthly.amortization_per_month == pytest.approx(8000 / 60, abs=0.01)


def test_utilization_replaces_hours(window):
    editor = window.costs_editor
    editor.fields["utilization_fraction"].setText("50")
    editor.fields["utilization_fraction"].editingFinished.emit()
    costs = window.document.project.costs
    assert costs.utilization_fraction == 0.5 and costs.load_hours_per_day is None


def test_workload_editor_loads_a_config_json(window, tmp_path):
    good = tmp_path / "my-model" / "config.json"
    good.parent.mkdir()
    good.write_text(json.dumps({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 11008,
                                "num_hidden_layers": 32, "num_attention_heads": 32, "vocab_size": 32000}))
    assert window.workload_editor.load_config(good)
    assert window.document.project.workload.hf_config["hidden_size"] == 4096
    assert window.document.report.fit.model == "my-model"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"model_type": "llama"}))
    assert not window.workload_editor.load_config(bad)
    assert "hidden_size" in window.workload_editor.error.text()


def test_monte_carlo_runs_in_the_background(window, qtbot):
    from planner.evaluate import evaluate

    job = window.start_monte_carlo()
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    mc = window.document.report.tco.monte_carlo
    assert mc is not None and mc.draws == 100_000
    assert mc == evaluate(window.document.project, window.catalog, as_of=datetime.date.today()).tco.monte_carlo, "the same evaluate() as the CLI"
    window.document.push(window.document.project.model_copy(update={"name": "edited"}), "rename")
    assert window.document.report.tco.monte_carlo is None, "an edit replaces the report whole: no stale draws"


def test_the_monte_carlo_never_runs_on_the_gui_thread(window, qtbot, monkeypatch):
    """Edits, undo and a burst of edits evaluate without the simulation; only the background job runs it."""
    import threading

    import planner.tco.monte_carlo as simulation  # the cost model imports it when draws are asked for

    simulate, on_gui_thread = simulation.monte_carlo, []

    def recorded(*args, **kwargs):
        on_gui_thread.append(threading.current_thread() is threading.main_thread())
        return simulate(*args, **kwargs)

    monkeypatch.setattr(simulation, "monte_carlo", recorded)
    document = window.document
    for name in ("edited", "edited twice"):  # two edits in one turn of the event loop: a burst
        document.push(document.project.model_copy(update={"name": name}), "rename")
    qtbot.waitUntil(lambda: not document.report_pending)
    document.undo_stack.undo()
    assert on_gui_thread == [] and document.report.tco is not None
    job = window.start_monte_carlo()
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    assert on_gui_thread == [False] and document.report.tco.monte_carlo.draws == 100_000


def test_monte_carlo_can_be_cancelled(window, qtbot, monkeypatch):
    """Cancel stops the simulation itself, not only its result: the background evaluation is held until the
    cancel is pressed, so the test does not race the worker."""
    import threading

    document = window.document
    run_in_full, pressed, outcomes = document.evaluate_in_full, threading.Event(), []

    def held_until_cancel(project, progress=None, cancelled=None):
        pressed.wait(60)
        outcomes.append(run_in_full(project, progress=progress, cancelled=cancelled))
        return outcomes[-1]

    monkeypatch.setattr(document, "evaluate_in_full", held_until_cancel)
    job = window.start_monte_carlo()
    with qtbot.waitSignal(job.done, timeout=60_000):
        job.cancel()
        pressed.set()
    stopped = [outcome is None for outcome in outcomes]
    assert stopped == [True], "the evaluation itself must stop on the cancel (planner.errors.Cancelled)"
    assert document.report.tco.monte_carlo is None, "a cancelled run leaves no draws behind"


def test_a_background_report_of_an_older_project_is_dropped(window):
    document = window.document
    started_on = document.project
    full = document.evaluate_in_full(started_on)
    document.push(started_on.model_copy(update={"name": "edited while it ran"}), "rename")
    assert not document.accept_full_report(*full)
    assert document.report.project_name == "edited while it ran" and document.report.tco.monte_carlo is None


def test_switching_to_chinese_translates_the_window(window, qtbot):
    from ui.parts_model import COLUMNS

    assert window.tabs.tabText(0) == "Power"
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "电源")
    assert window.tabs.tabText(1) == "PCIe 插槽"
    assert window.parts_model.headerData(COLUMNS.index("quantity"), Qt.Orientation.Horizontal) == "数量"
    categories = {window.parts_model.data(window.parts_model.index(r, COLUMNS.index("category")))
                  for r in range(window.parts_model.rowCount())}
    assert {"显卡", "主板", "CPU 散热器"} <= categories  # the engine's labels, as in the quote
    assert window.language_actions["zh_CN"].isChecked()
    assert "未选模型" not in window.summary.text()  # the example has a model
    assert QSettings().value("ui/language") == "zh_CN"
    findings = [window.findings_model.data(window.findings_model.index(r, 0))
                for r in range(window.findings_model.rowCount())]
    assert any("电源额定功率" in text or "×1.3" in text for text in findings), findings
    assert all(re.search(r"[\u4e00-\u9fff]", text) for text in findings)
    window.change_language("en")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Power")
    assert window.parts_model.headerData(COLUMNS.index("quantity"), Qt.Orientation.Horizontal) == "Qty"
    assert window.findings_model.data(window.findings_model.index(0, 0)) == window.document.report.findings[0].message


def test_every_translatable_string_has_a_finished_chinese_translation():
    """The shipped .ts is complete and the .qm beside it is compiled from it (tools/update_translations.py)."""
    import xml.etree.ElementTree as ET

    from PySide6.QtCore import QTranslator

    from planner.paths import resource

    ts = resource("i18n", "gpu_rig_planner_zh_CN.ts")
    messages = list(ET.parse(ts).getroot().iter("message"))
    assert len(messages) > 150
    def translated(m):  # a counted string holds its forms in <numerusform> (Chinese has one)
        forms = [f.text or "" for f in m.find("translation").iter("numerusform")]
        return forms[0] if forms else (m.findtext("translation") or "")

    unfinished = [m.findtext("source") for m in messages
                  if m.find("translation").get("type") or not translated(m).strip()]
    assert unfinished == []
    translator = QTranslator()
    assert translator.load(str(resource("i18n", "gpu_rig_planner_zh_CN.qm")))
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            n = 2 if m.get("numerus") == "yes" else -1  # QTranslator leaves %n for QCoreApplication to fill
            assert translator.translate(name, m.findtext("source"), None, n) == translated(m), m.findtext("source")


def test_format_fields_survive_translation():
    """A translation that drops or renames a {field} would raise KeyError at run time."""
    import string
    import xml.etree.ElementTree as ET

    from planner.paths import resource

    def fields(text):
        return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)

    for m in ET.parse(resource("i18n", "gpu_rig_planner_zh_CN.ts")).getroot().iter("message"):
        forms = [f.text or "" for f in m.find("translation").iter("numerusform")] or [m.findtext("translation")]
        for form in forms:
            assert fields(m.findtext("source")) == fields(form), m.findtext("source")


def test_export_quote_runs_in_the_background(window, qtbot, tmp_path, monkeypatch):
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "my quote"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Excel (*.xlsx)"))
    window.change_language("zh_CN")
    job = window.export_quote()
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    written = tmp_path / "my quote.xlsx"
    assert load_workbook(written).sheetnames == ["报价单", "检查结果", "拥有成本", "装机验收"]
    assert "my quote.xlsx" in window.statusBar().currentMessage()
    window.change_language("en")


def test_custom_part_added_renamed_priced_and_undone(window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("=Open-air frame", True))
    before = window.parts_model.rowCount()
    window.add_custom_part()
    assert window.parts_model.rowCount() == before + 1
    row = next(r for r in range(window.parts_model.rowCount())
               if window.parts_model.data(window.parts_model.index(r, column("part"))) == "=Open-air frame")
    part = window.parts_model.index(row, column("part"))
    assert window.parts_model.flags(part) & Qt.ItemFlag.ItemIsEditable
    assert window.parts_model.setData(part, "Open-air frame, 8 GPUs")
    assert window.parts_model.setData(window.parts_model.index(row, column("unit_price")), "299")
    assert window.parts_model.data(window.parts_model.index(row, column("line_total"))) == "299.00 CNY"
    assert window.document.report.bom.total.amount == 10_299.0
    catalog_part = window.parts_model.index(0, column("part"))
    assert not window.parts_model.flags(catalog_part) & Qt.ItemFlag.ItemIsEditable
    for _ in range(3):
        window.document.undo_stack.undo()
    assert window.parts_model.rowCount() == before


def test_garbage_collection_pauses_while_a_job_runs_and_resumes_on_the_gui_thread(window, qtbot):
    """A collection in the worker would destroy GUI-thread Qt objects from the wrong thread (a deadlock seen in CI)."""
    import gc
    import threading

    from ui.jobs import Job

    seen = {}
    release = threading.Event()

    def work(progress, cancelled):
        seen["enabled_in_job"] = gc.isenabled()
        release.wait(10)
        return True

    assert gc.isenabled()
    job = Job(work, window)
    job.start()
    qtbot.waitUntil(lambda: "enabled_in_job" in seen)
    assert not gc.isenabled()
    with qtbot.waitSignal(job.done, timeout=10_000):
        release.set()
    qtbot.waitUntil(gc.isenabled)
    assert seen["enabled_in_job"] is False


def test_window_starts_with_a_broken_user_catalog(qtbot, private_data_dir):
    """A FIFO, a 5,000-digit number and a 5e-324 bandwidth override in the user catalog: the window still opens
    on seed 000 (with the bundled rtx-3090) and says which entries it skipped."""
    import os

    from ui.app import create_window

    folder = private_data_dir / "catalog"
    folder.mkdir()
    os.mkfifo(folder / "pipe.json")
    (folder / "huge.json").write_text('{"kind": "gpu", "id": "x", "vram_gib": %s}' % ("9" * 5000), encoding="utf-8")
    gpus = json.loads((ROOT_CATALOG / "gpus.json").read_text(encoding="utf-8"))
    override = {**next(g for g in gpus if g["id"] == "rtx-3090"), "memory_bandwidth_gbps": 5e-324}
    (folder / "fast.json").write_text(json.dumps(override), encoding="utf-8")
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    try:
        assert w.document.project.name.startswith("双卡34G")
        assert w.catalog.part("rtx-3090").memory_bandwidth_gbps == 936
        assert "skipped" in w.statusBar().currentMessage()
    finally:
        w.close()
        w.deleteLater()


def test_counted_undo_texts_use_plural_forms_in_both_languages(window):
    """'Remove 1 part' / 'Remove 2 parts' through Qt's numerus translation (no '(s)'); Chinese has one form."""
    stack = window.document.undo_stack
    first, second = [i.id for i in window.document.project.nodes[0].items][:2]
    window.select_ids({first})
    window.remove_selected()
    assert stack.undoText() == "Remove 1 part"
    stack.undo()
    window.select_ids({first, second})
    window.remove_selected()
    assert stack.undoText() == "Remove 2 parts"
    stack.undo()
    window.change_language("zh_CN")
    try:
        window.select_ids({first, second})
        window.remove_selected()
        assert stack.undoText() == "移除 2 个配件"
        stack.undo()
    finally:
        window.change_language("en")
