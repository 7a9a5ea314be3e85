"""The first window, offscreen: it opens on the example, shows the report's numbers, and links findings to parts."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    QCoreApplication.setOrganizationName("GPU Rig Planner Tests")
    QCoreApplication.setApplicationName("GPU Rig Planner Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings().clear()
    yield


def test_window_opens_on_the_seed000_example(qtbot, catalog):
    from planner.evaluate import evaluate
    from ui.app import create_window

    window = create_window(None)
    qtbot.addWidget(window)
    assert window.project is not None and window.project.name.startswith("双卡34G")
    report = evaluate(window.project, catalog)
    assert window.bom_model.rowCount() == len(report.bom.lines)
    assert window.findings_model.rowCount() == len(report.findings)
    assert "10,000.00 CNY" in window.summary.text()
    assert window.windowTitle().startswith(window.project.name)


def test_models_pass_the_model_tester(qtbot, qtmodeltester, seed000, catalog):
    from planner.evaluate import evaluate
    from ui.report_models import BomTableModel, FindingsModel

    report = evaluate(seed000, catalog)
    bom = BomTableModel()
    bom.set_report(report)
    qtmodeltester.check(bom)
    findings = FindingsModel()
    findings.set_report(report)
    qtmodeltester.check(findings)


def test_choosing_a_finding_selects_its_parts(qtbot):
    from ui.app import create_window

    window = create_window(None)
    qtbot.addWidget(window)
    model = window.findings_model
    row = next(r for r in range(model.rowCount())
               if model.data(model.index(r), model.FindingRole).code == "compatibility.vram_not_pooled")
    window.findings_view.setCurrentIndex(model.index(row))
    selected = {window.bom_model.line(i.row()).item_id for i in window.bom_view.selectionModel().selectedRows()}
    assert selected == {"gpu-3090", "gpu-3080"}


def test_a_broken_file_is_explained_not_crashed(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    bad = tmp_path / "broken.json"
    bad.write_text("{nope", encoding="utf-8")
    window = create_window(str(bad))
    qtbot.addWidget(window)
    assert shown and str(bad) in shown[0][1] and "not valid JSON" in shown[0][1]
    assert window.project is not None, "falls back to the bundled example"
