"""The window's side of like for like: the GPU count left to the planner shows the sized count, an alternative
that cannot run the workload is greyed with its reason, the reference is chosen above the tables (one undo step),
and the tornado tab says why it is empty."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from tests.test_like_for_like import RUNPOD_4090, one_gpu_each, session  # noqa: E402

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
    yield w
    w.document.undo_stack.setClean()
    w.close()


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
    assert window.document.project.costs.reference_alternative == ""

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
