"""File > Verify built rig...: the real dialog, driven with the real published outputs in tests/data/verify, shows
the table planner.verify makes of the same files (status with its icon, what, planned, measured, message), in
English and after View > Language in Chinese; an unusable file is named with the parser's reason; the table saves
as the CLI's text and JSON; and File > Export quote then fills the Bring-up sheet as `export --topo ...` does."""

import json

import pytest

pytest.importorskip("PySide6")

from openpyxl import load_workbook  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QFileDialog, QMessageBox  # noqa: E402

from planner.io import save_project  # noqa: E402
from planner.verify.check import verify  # noqa: E402
from planner.verify.inputs import read_inputs  # noqa: E402
from planner.verify.render import headings, rows, summary_line, verify_json, verify_text  # noqa: E402

from .test_verify import DATA  # noqa: E402
from .test_verify_bringup import FILES, flags, run  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]  # offscreen, on show()


@pytest.fixture
def window(qtbot, isolated_settings, monkeypatch, seed000):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    project = seed000.model_copy(deep=True)
    project.workload.model_id = "qwen2.5-7b-instruct"  # the model of llama-bench's README (qwen2 7B Q4_K - Medium)
    w.set_project(project, None)
    yield w
    set_language("en")  # the language is process-wide
    if w.verify_dialog is not None:
        w.verify_dialog.close()
    w.document.undo_stack.setClean()
    w.close()


def open_dialog(window):
    action = next(a for a in window.file_menu.actions() if a.text().replace("&", "") == "Verify built rig...")
    action.trigger()
    return window.verify_dialog


def check(dialog, qtbot, files):
    for kind, edit in dialog.paths.items():
        edit.setText(str(files.get(kind, "")))
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled() and dialog.job is not None and not dialog.job.is_running(),
                    timeout=20_000)


def shown(dialog):
    t = dialog.table
    return [tuple(t.item(r, c).text() for c in range(5)) for r in range(t.rowCount())]


def test_the_dialog_shows_verifys_table_with_icons_and_summary(window, qtbot):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)
    expected = verify(window.document.project, window.catalog, read_inputs(**FILES))
    assert shown(dialog) == rows(expected, "en") and len(expected.checks) >= 8
    assert [dialog.table.horizontalHeaderItem(c).text() for c in range(5)] == headings("en")
    statuses = [dialog.table.item(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(dialog.table.rowCount())]
    assert statuses == [c.status for c in expected.checks] and {"ok", "differs", "missing"} <= set(statuses)
    assert all(not dialog.table.item(r, 0).icon().isNull() for r in range(dialog.table.rowCount()))
    assert dialog.summary.text() == summary_line(expected, "en") and dialog.error.text() == ""


def test_the_table_follows_view_language(window, qtbot):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)
    expected = verify(window.document.project, window.catalog, read_inputs(**FILES))
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "验证装好的机器")
    assert shown(dialog) == rows(expected, "zh_CN")
    assert dialog.table.horizontalHeaderItem(0).text() == "状态" and "不一致" in dialog.summary.text()
    assert dialog.run_button.text().replace("(&C)", "") == "对照方案检查"
    window.change_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Verify built rig")
    assert shown(dialog) == rows(expected, "en")


@pytest.mark.parametrize("kind, name, reason", [
    ("topo", "SOURCES.md", "no 'GPU0 GPU1 ...' header line"),
    ("bench", "p2p_2x4090_tinygrad_44.txt", "is not valid JSON and has no markdown table of llama-bench"),
    ("smi", "missing-file.csv", "missing-file.csv"),
])
def test_an_unusable_file_is_named_with_the_reason(window, qtbot, kind, name, reason):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)  # a good result first: a bad file replaces it, it does not linger
    bad = DATA / name
    check(dialog, qtbot, {**FILES, kind: bad})
    assert str(bad) in dialog.error.text() and reason in dialog.error.text()
    assert dialog.table.rowCount() == 0 and dialog.summary.text() == "" and not dialog.save_text.isEnabled()


def test_no_file_given_says_so(window, qtbot):
    dialog = open_dialog(window)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "Choose at least one file." and dialog.job is None


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_save_writes_what_the_cli_prints(window, qtbot, tmp_path, monkeypatch, fmt):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)
    target = tmp_path / "checks"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    saved = dialog.save(fmt)
    project_file = tmp_path / "rig.json"
    save_project(window.document.project, project_file)
    code, out, _ = run("verify", project_file, *flags(FILES), *(["--json"] if fmt == "json" else []))
    assert code == 1 and saved.read_text(encoding="utf-8") == out  # 1: something differs
    if fmt == "json":
        assert json.loads(out) == json.loads(verify_json(dialog.result))
    else:
        assert out == verify_text(dialog.result, "en")


def test_export_after_verify_fills_the_bring_up_sheet_as_the_cli_does(window, qtbot, tmp_path, monkeypatch):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)
    dialog.close()
    reopened = open_dialog(window)  # the dialog remembers this project's files
    assert {k: e.text() for k, e in reopened.paths.items() if e.text()} == {k: str(v) for k, v in FILES.items()}
    quote = tmp_path / "window.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(quote), ""))
    job = window.export_quote()
    qtbot.waitUntil(lambda: not job.is_running() and quote.exists(), timeout=60_000)
    project_file = tmp_path / "rig.json"
    save_project(window.document.project, project_file)
    cli_quote = tmp_path / "cli.xlsx"
    assert run("export", project_file, "-o", cli_quote, *flags(FILES))[0] == 0
    values = [[c.value for c in r] for r in load_workbook(quote)["Bring-up"].iter_rows()]
    assert values == [[c.value for c in r] for r in load_workbook(cli_quote)["Bring-up"].iter_rows()]
    assert any(r[2] == "PHB" and r[3] == "PHB" for r in values)  # planned and measured, side by side
    assert any(r[3] == 8192 for r in values)  # the RTX 2070's memory.total read from the CSV


def test_a_new_document_forgets_the_measurements(window, qtbot):
    dialog = open_dialog(window)
    check(dialog, qtbot, FILES)
    assert window.document.measured is not None
    window.actions_["new"].trigger()
    assert window.document.measured is None
    assert all(e.text() == "" for e in open_dialog(window).paths.values())
