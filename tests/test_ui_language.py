"""The Chinese window has no English left: every visible text of both examples, read from the live widgets."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402

from .ui_texts import english_words, visible_texts  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]
EXAMPLES = ["seed-000-two-card-rig.json", "seed-003-six-gpu-server.json"]


@pytest.fixture
def window(qtbot, isolated_settings):
    from ui.app import create_window
    from ui.i18n import set_language

    set_language("en")
    w = create_window(None, autosave=False, offer_recovery=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    set_language("en")
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def names_in(window, catalog) -> set[str]:
    """What stays as written in any language: names the user or the catalog gave (parts, models, PSUs, circuits,
    cloud offers and APIs, notes typed into the project, the file's path), ids (engines, finding codes, slots) and
    the catalog's own facts (key specs, sources: quoted as published)."""
    from planner.model.project import ENGINES
    from ui.main_window import recent_files

    report, project = window.document.report, window.document.project
    names = {project.name, report.project_name, project.notes or "", str(window.document.path or "")}
    for part in catalog.parts.values():
        names |= {part.key_specs(), *strings(part.model_dump())}
    names |= {m.name for m in catalog.models.values()} | {m.params_official for m in catalog.models.values()}
    for _, item in project.all_items():
        names |= {item.note or "", *(strings(item.custom_part.model_dump()) if item.custom_part else ())}
    costs = project.costs
    names |= {text for o in [*costs.cloud_options, *costs.api_options] for text in (o.name, o.source)}
    names |= {text for c in costs.article_claims for text in (c.source, c.basis, c.against)}
    names |= {r.source for r in [*costs.exchange_rates, *catalog.exchange_rates]}
    for offer in [*catalog.clouds.values(), *catalog.apis.values()]:
        names |= strings(offer.model_dump(mode="json"))
    names |= {c.name for n in report.power.nodes for c in n.circuits} if report.power else set()
    names |= {f.code for f in report.findings} | set(ENGINES) | set(recent_files())
    return names


def strings(value):
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return {s for v in value for s in strings(v)}
    return {value} if isinstance(value, str) else set()


def to_chinese(window, qtbot):
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "电源")
    QCoreApplication.processEvents()


@pytest.mark.parametrize("example,tabs_made_first", [(EXAMPLES[0], False), (EXAMPLES[1], True)])
def test_every_visible_text_is_chinese(window, qtbot, catalog, examples_dir, example, tabs_made_first):
    """The input tabs are made when first shown (ui/editor_tabs.py): made in English and then switched, or made
    in Chinese (visible_texts makes every tab not made yet), they show no English."""
    assert window.open_path(examples_dir / example)
    if tabs_made_first:
        for page in window.editor_tabs.pages.values():
            page.content()
    to_chinese(window, qtbot)
    names = names_in(window, catalog)
    left = {t: words for t in visible_texts(window) if (words := english_words(t, names))}
    assert left == {}



class Forgetful(QTranslator):
    """The shipped Chinese translations less one source text (as if it had never been translated)."""

    def __init__(self, inner, forget: str):
        super().__init__()
        self.inner, self.forget = inner, forget

    def translate(self, context, source, disambiguation=None, n=-1):
        return source if source == self.forget else self.inner.translate(context, source, disambiguation, n)

    def isEmpty(self) -> bool:
        return False


def test_a_missing_window_translation_is_caught(window, qtbot, catalog, examples_dir):
    from ui.i18n import _state

    assert window.open_path(examples_dir / EXAMPLES[0])
    to_chinese(window, qtbot)
    app = QCoreApplication.instance()
    mine = _state["translators"][-1]
    app.removeTranslator(mine)
    forgetful = Forgetful(mine, "worst spike {w:,.0f} W")
    app.installTranslator(forgetful)
    try:
        QCoreApplication.processEvents()
        left = [t for t in visible_texts(window) if english_words(t, names_in(window, catalog))]
    finally:
        app.removeTranslator(forgetful)
        app.installTranslator(mine)
    assert left == ["worst spike 1,518 W"]


def test_a_missing_engine_translation_is_caught(window, qtbot, catalog, examples_dir, monkeypatch):
    from planner.translations import table

    monkeypatch.delitem(table("zh_CN"), "Case fans")
    assert window.open_path(examples_dir / EXAMPLES[0])
    to_chinese(window, qtbot)
    left = [t for t in visible_texts(window) if english_words(t, names_in(window, catalog))]
    assert left == ["Case fans: 15 W"]


def test_qts_own_file_dialog_speaks_chinese(qtbot):
    """Issue 28 saw Qt's own file dialog in English ('Look in:') in the Chinese window. The language switch loads
    Qt's qtbase_zh_CN.qm (PySide6's translations folder, QLibraryInfo.TranslationsPath), but its entries lack the
    '&' of Qt 6's '&Look in:' and 'Files of &type:': the planner's own catalogue translates those two."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from ui.i18n import set_language

    assert set_language("zh_CN")
    try:
        dialog = QFileDialog(None, "", "")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        texts = {label.text() for label in dialog.findChildren(QLabel)}
        assert {"查找范围(&L)：", "文件类型(&T)：", "文件名称(&N)："} <= texts
        assert not [t for t in texts if any("a" <= c.lower() <= "z" for c in t.replace("&L", "").replace(
            "&T", "").replace("&N", ""))]  # no English label left
    finally:
        set_language("en")
