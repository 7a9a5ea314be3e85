"""Counts in the window: every counted string goes through Qt's plural forms (numerus), with English forms from
the English translation file and one Chinese form, so no one reads "(s)" or "1 GPUs"."""

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt, QTranslator  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from planner.evaluate import evaluate  # noqa: E402
from planner.paths import resource  # noqa: E402

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                        "This plugin does not support raise")]

UI = Path(__file__).resolve().parents[1] / "ui"


def counted_sources_in_ui() -> set[str]:
    """Every string literal of ui/ that holds Qt's count placeholder %n."""
    found = set()
    for path in UI.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and "%n" in node.value:
                found.add(node.value)
    return found


def numerus_messages(lang: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(resource("i18n", f"gpu_rig_planner_{lang}.ts")).getroot()
    return {(c.findtext("name"), m.findtext("source")): [f.text or "" for f in m.find("translation").iter("numerusform")]
            for c in root.iter("context") for m in c.iter("message") if m.get("numerus") == "yes"}


def test_every_counted_window_string_is_a_plural_form_in_both_languages():
    """lupdate marks a call counted only in some spellings (a counted QCoreApplication.translate with a variable,
    or a count read from an attribute, is dropped or left plain), so each %n string of ui/ is checked here."""
    english, chinese = numerus_messages("en"), numerus_messages("zh_CN")
    sources = counted_sources_in_ui()
    assert sources and sources <= {s for _, s in english} and sources <= {s for _, s in chinese}
    for key, forms in english.items():
        assert len(forms) == 2 and all("(s)" not in f and "%n" in f for f in forms) and forms[0] != forms[1], key
    for key, forms in chinese.items():
        assert len(forms) == 1 and "%n" in forms[0] and "(s)" not in forms[0], key


def test_the_compiled_english_file_gives_singular_for_one_and_plural_otherwise():
    translator = QTranslator()
    assert translator.load(str(resource("i18n", "gpu_rig_planner_en.qm")))
    assert translator.translate("MainWindow", "Remove %n part(s)", None, 1) == "Remove %n part"
    assert translator.translate("MainWindow", "Remove %n part(s)", None, 0) == "Remove %n parts"
    assert translator.translate("MachinesBar", "%n GPU(s)", None, 1) == "%n GPU"
    assert translator.translate("MachinesBar", "%n GPU(s)", None, 2) == "%n GPUs"


def test_the_summary_counts_one_gpu_of_two_machines_as_one_gpu(open_window, qtbot):
    window = open_window((1600, 1000), answer=QMessageBox.StandardButton.Yes)
    first = window.document.project.nodes[0]
    qtbot.mouseClick(window.machines_bar.add_button, Qt.MouseButton.LeftButton)
    window.machines_bar.tabs.setCurrentIndex(0)
    window.select_ids({next(i.id for i in first.items if i.part_id == "rtx-3080-10g")})
    window.remove_selected()
    gpus = evaluate(window.document.project, window.document.catalog, with_monte_carlo=False).bom.gpu_units
    assert gpus == 1
    # two edits in one turn of the event loop (add a machine, remove a card) are shown when the loop turns
    qtbot.waitUntil(lambda: not window.document.report_pending)
    assert f"2 machines with 1 GPU in all; showing {first.name}" in window.summary.text()
    window.change_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: f"共 2 台主机、1 张显卡；当前显示 {first.name}" in window.summary.text(), timeout=3000)
    finally:
        window.change_language("en")


def test_a_single_slot_card_is_one_slot_thick_on_the_slot_map(qtbot, catalog):
    from ui.panels_hw import SlotMap

    from .builders import rig
    from .test_ui_hw_panels import drawn, painted

    project = rig([("rtx-a4000", 1, [{"slot": "PCI_E1"}]), ("rtx-3090", 1, [{"slot": "PCI_E2"}])],
                  board="msi-mpg-x870e-carbon-wifi", case="fractal-design-meshify-2")
    report = evaluate(project, catalog, with_monte_carlo=False)
    labels = [label for label, _ in drawn(painted(qtbot, SlotMap, report), "card")]
    assert [label.split(":")[0] for label in labels] == ["NVIDIA RTX A4000 (1 slot thick)",
                                                        "NVIDIA GeForce RTX 3090 (3 slots thick)"]


@pytest.mark.parametrize("example", ["seed-000-two-card-rig.json", "seed-003-six-gpu-server.json"])
def test_no_visible_text_of_the_window_says_s_in_brackets_or_1_lines(open_window, qtbot, examples_dir, example):
    from PySide6.QtCore import QCoreApplication

    from .test_plurals import wrong_plurals
    from .ui_texts import visible_texts

    window = open_window((1600, 1000))
    assert window.open_path(examples_dir / example)
    for lang, first_tab in (("en", "Power"), ("zh_CN", "电源")):
        window.change_language(lang)
        qtbot.waitUntil(lambda: window.tabs.tabText(0) == first_tab)
        QCoreApplication.processEvents()
        said = visible_texts(window)
        assert len(said) > 100
        assert {t: wrong for t in said if (wrong := wrong_plurals(t))} == {}, lang
    window.change_language("en")
