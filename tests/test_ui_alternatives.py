"""The Alternatives tab driven by clicks and keys: add from the catalog, type a price, a bad value, remove, undo;
File > New gives the same project as `main.py new`; the sized GPU count, greyed rows and the reference chooser."""

import datetime
import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from tests.test_like_for_like import RUNPOD_4090, one_gpu_each, session  # noqa: E402

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
    w.show()
    w.new_document()
    yield w
    w.document.undo_stack.setClean()
    w.close()


def type_into(qtbot, view, row, col, text):
    index = view.model().index(row, col)
    view.scrollTo(index)
    view.setCurrentIndex(index)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F2)  # the edit key opens the cell's editor
    editor = next(e for e in view.findChildren(QLineEdit) if e.isVisible())
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    if text.isascii():
        qtbot.keyClicks(editor, text)
    else:  # QTest types ASCII keys only; CJK and direction marks come as an input method's text
        editor.insert(text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # Qt commits a cell on Return through a queued call


def test_file_new_matches_main_py_new(window, tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    from planner.io import project_to_json

    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, str(root / "main.py"), "new", "-o", str(tmp_path / "n.json")],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(project_to_json(window.document.project)) == json.loads((tmp_path / "n.json").read_text("utf-8"))


def test_alternatives_tab_add_edit_refuse_remove_undo(window, qtbot):
    editor = window.alternatives_editor
    show_tab_of(window, editor)
    view, model = editor.views["cloud"], editor.models["cloud"]
    before = len(window.document.project.costs.cloud_options)
    picker = editor.pickers["cloud"]
    picker.setCurrentIndex(picker.findData("lambda-h100-pcie"))
    qtbot.mouseClick(editor.buttons["cloud"][0], Qt.MouseButton.LeftButton)
    options = window.document.project.costs.cloud_options
    assert len(options) == before + 1 and options[-1].price_per_gpu_hour.amount == 2.86
    row, price_col = before, [c.key for c in model.columns].index("price")

    type_into(qtbot, view, row, price_col, "3.1")
    assert window.document.project.costs.cloud_options[row].price_per_gpu_hour.amount == 3.1
    report = evaluate(window.document.project, window.catalog, as_of=datetime.date.today())
    assert report == window.document.report

    project = window.document.project
    type_into(qtbot, view, row, price_col, "-2")
    assert window.document.project == project
    assert "negative" in editor.error.text() and model.data(model.index(row, price_col)) == "-2"
    assert model.data(model.index(row, price_col), Qt.ItemDataRole.BackgroundRole) is not None
    type_into(qtbot, view, row, [c.key for c in model.columns].index("currency"), "XYZ")
    assert "Unknown currency" in editor.error.text() and window.document.project == project
    type_into(qtbot, view, row, 0, "")
    assert "empty" in editor.error.text() and window.document.project == project

    view.selectRow(row)
    qtbot.mouseClick(editor.buttons["cloud"][2], Qt.MouseButton.LeftButton)
    assert len(window.document.project.costs.cloud_options) == before
    window.document.undo_stack.undo()
    assert window.document.project.costs.cloud_options[row].price_per_gpu_hour.amount == 3.1
    window.document.undo_stack.undo()
    assert window.document.project.costs.cloud_options[row].price_per_gpu_hour.amount == 2.86


def test_api_price_typed_reaches_the_report(window, qtbot):
    editor = window.alternatives_editor
    show_tab_of(window, editor)
    view, model = editor.views["api"], editor.models["api"]
    qtbot.mouseClick(editor.buttons["api"][1], Qt.MouseButton.LeftButton)  # add blank
    row = len(window.document.project.costs.api_options) - 1
    type_into(qtbot, view, row, 0, "My API")
    type_into(qtbot, view, row, [c.key for c in model.columns].index("output_per_million"), "2.5")
    api = window.document.project.costs.api_options[row]
    assert api.name == "My API" and api.output_per_million.amount == 2.5
    type_into(qtbot, view, row, [c.key for c in model.columns].index("input_per_million"), "abc")
    assert "must be a number" in editor.error.text()
    assert window.document.project.costs.api_options[row].input_per_million.amount == 0


def test_renaming_a_cloud_option_takes_the_article_claim_along_in_one_undo_step(window, qtbot):
    """Issue 25: renaming seed 003's RunPod offer left its article claim naming an offer that no longer existed,
    and the saved file was refused by every command. The claim follows the name; one undo restores both."""
    from pathlib import Path

    examples = Path(__file__).resolve().parents[1] / "resources" / "examples"
    assert window.open_path(examples / "seed-003-six-gpu-server.json")
    editor = window.alternatives_editor
    show_tab_of(window, editor)
    view = editor.views["cloud"]
    old = "RunPod, 6x RTX 6000 Ada (on demand)"
    row = [o.name for o in window.document.project.costs.cloud_options].index(old)
    steps = window.document.undo_stack.count()
    type_into(qtbot, view, row, 0, '="RunPod" 六卡 \u202eevil')
    costs = window.document.project.costs
    assert costs.cloud_options[row].name == '="RunPod" 六卡 \u202eevil'
    assert costs.article_claims[0].against == '="RunPod" 六卡 \u202eevil'
    assert window.document.undo_stack.count() == steps + 1
    assert not [f for f in window.document.report.findings if f.code == "tco.article_unknown_option"]
    assert "saving" in window.document.report.tco.article[0].en
    window.document.undo_stack.undo()
    costs = window.document.project.costs
    assert costs.cloud_options[row].name == old and costs.article_claims[0].against == old


def test_removing_the_cloud_option_a_claim_names_leaves_a_warning_not_an_error(window, qtbot):
    from pathlib import Path

    examples = Path(__file__).resolve().parents[1] / "resources" / "examples"
    assert window.open_path(examples / "seed-003-six-gpu-server.json")
    editor = window.alternatives_editor
    show_tab_of(window, editor)
    editor.views["cloud"].selectRow(0)
    qtbot.mouseClick(editor.buttons["cloud"][2], Qt.MouseButton.LeftButton)
    assert len(window.document.project.costs.cloud_options) == 1
    found = [f for f in window.document.report.findings if f.code == "tco.article_unknown_option"]
    assert [f.level for f in found] == ["warn"] and window.document.report.tco is not None


# ----------------------------------------------------------------------------- like for like (issue 28): the sized
# GPU count, rows that cannot run the workload greyed with their reason, the reference chooser, the tornado's reason

def shown(window, project):
    window.document.set_project(project, None)
    QApplication.processEvents()
    editor = window.alternatives_editor
    return editor, editor.models["cloud"]


def cell(model, row, key, role=Qt.ItemDataRole.DisplayRole):
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    return model.data(model.index(row, column), role)


def test_sized_count_greyed_rows_and_the_reference_chooser(window, catalog):
    editor, model = shown(window, session(catalog))
    assert cell(model, 0, "gpus") == "4 (sized)" and cell(model, 0, "gpus", Qt.ItemDataRole.EditRole) == ""
    assert cell(model, 0, "name", Qt.ItemDataRole.ForegroundRole) is None
    assert "Can run the workload: 4 x RTX 3090 24GB" in cell(model, 0, "name", Qt.ItemDataRole.ToolTipRole)
    combo = editor.reference
    assert combo.itemData(0) == "" and "now 恒源云 Hengyuan Cloud" in combo.itemText(0)
    index = combo.findData(RUNPOD_4090)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert window.document.project.costs.reference_alternative == RUNPOD_4090
    assert window.document.report.tco.reference_alternative == RUNPOD_4090
    window.document.undo_stack.undo()
    assert window.document.project.costs.reference_alternative is None

    editor, model = shown(window, session(catalog, clouds=one_gpu_each(catalog)))
    assert cell(model, 0, "gpus") == "1"
    assert cell(model, 0, "name", Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    assert "Cannot run the workload, so it is left out of the comparison: 1 x RTX 3090 24GB" in \
        cell(model, 0, "name", Qt.ItemDataRole.ToolTipRole)
    runpod = editor.reference.findData(RUNPOD_4090)
    assert not editor.reference.model().item(runpod).isEnabled()  # cannot be chosen


def test_the_tornado_tab_says_why_it_is_empty(qtbot, catalog):
    import pyqtgraph as pg

    from ui.panels_tco import TcoPanel

    panel = TcoPanel()
    qtbot.addWidget(panel)
    panel.set_report(evaluate(session(catalog, clouds=one_gpu_each(catalog)), catalog, with_monte_carlo=False))
    texts = [i.toPlainText() for i in panel.tornado.getPlotItem().items if isinstance(i, pg.TextItem)]
    assert len(texts) == 1 and "none of the cloud and API options can run the" in texts[0].replace("\n", " ")
    panel.set_report(evaluate(session(catalog), catalog, with_monte_carlo=False))
    assert not [i for i in panel.tornado.getPlotItem().items if isinstance(i, pg.TextItem)]
