"""Languages: English source strings, Simplified Chinese from resources/i18n (Qt Linguist .ts -> .qm).

Switching installs or removes the translators; Qt then sends LanguageChange to every widget, and each window
re-reads its texts (retranslate). Numbers and dates follow the language through QLocale.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from planner.paths import resource

LANGUAGES = {"en": "English", "zh_CN": "中文（简体）"}
APP_CATALOG = "gpu_rig_planner"

_state: dict = {"language": "en", "translators": []}

#: Labels of Qt's own file dialog that qtbase_zh_CN.qm leaves in English (its entries lack the '&' of Qt 6's
#: source texts): translated in the planner's own catalogue, which Qt asks before its own
QT_DIALOG_LABELS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))


def default_language() -> str:
    saved = QSettings().value("ui/language", "", type=str)
    if saved in LANGUAGES:
        return saved
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def current_language() -> str:
    return _state["language"]


def qm_path(code: str) -> str:
    return str(resource("i18n", f"{APP_CATALOG}_{code}.qm"))


def set_language(code: str) -> bool:
    """Install the translators for `code` (removing the previous ones); False if the catalogue cannot be read."""
    app = QCoreApplication.instance()
    if code not in LANGUAGES or app is None:
        return False
    for t in _state["translators"]:
        app.removeTranslator(t)  # Qt posts LanguageChange to every widget, so windows re-read their texts
    _state["translators"] = []
    ok = True
    if code == "en":  # English is the source language; its file holds the plural forms of counted strings
        english = QTranslator(app)
        if english.load(qm_path("en")):
            app.installTranslator(english)
            _state["translators"].append(english)
    else:
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) or qt.load(
                f"qt_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _state["translators"].append(qt)
        mine = QTranslator(app)
        ok = mine.load(qm_path(code))
        if ok:
            app.installTranslator(mine)
            _state["translators"].append(mine)
    QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.China) if code == "zh_CN"
                       else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    _state["language"] = code
    return ok
