"""Refresh the Qt translation files of the desktop app.

    python tools/update_translations.py

1. pyside6-lupdate collects every translatable string of ui/*.py into the .ts file;
2. the Chinese texts of tools/zh_CN_translations.py are written into it;
3. pyside6-lrelease compiles the .qm file the app loads at run time.

Strings without a translation are listed and left unfinished (Qt shows English).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from en_translations import EN  # noqa: E402
from zh_CN_translations import ZH_CN  # noqa: E402

TS = ROOT / "resources" / "i18n" / "gpu_rig_planner_zh_CN.ts"
QM = TS.with_suffix(".qm")
EN_TS = ROOT / "resources" / "i18n" / "gpu_rig_planner_en.ts"  # English plural forms only


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")
    return found


def fill(ts_path: Path, table: dict[str, dict[str, str]]) -> list[str]:
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            text = table.get(name, {}).get(source)
            if text is None:
                translation.set("type", "unfinished")
                missing.append(f"{name}: {source!r}")
                continue
            if message.get("numerus") == "yes":  # one <numerusform> per plural form of the language
                for old in list(translation):
                    translation.remove(old)
                for form in (text,) if isinstance(text, str) else text:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
            translation.attrib.pop("type", None)
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").glob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", *sources, "-ts", str(TS)],
                   cwd=ROOT, check=True)
    missing = fill(TS, ZH_CN)
    subprocess.run([_tool("pyside6-lrelease"), str(TS), "-qm", str(QM)], cwd=ROOT, check=True)
    subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", "-source-language", "en", "-target-language", "en",
                    *sources, "-ts", str(EN_TS)], cwd=ROOT, check=True)
    fill(EN_TS, EN)  # the other English strings stay unfinished: Qt shows the source text
    subprocess.run([_tool("pyside6-lrelease"), str(EN_TS), "-qm", str(EN_TS.with_suffix(".qm"))], cwd=ROOT, check=True)
    for line in missing:
        print("untranslated:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
