"""Screenshots of the main window for docs/: both example rigs and the blank-page flow, both languages, in a real X
window.

    python tools/screenshots.py            (starts its own Xvfb when DISPLAY is not set)

Each shot is the X server's copy of the window (QScreen.grabWindow), so it shows what a user sees,
fonts and all. Needs Xvfb and a CJK font (Debian: xvfb fonts-noto-cjk).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
EXAMPLES = ROOT / "resources" / "examples"
# (example file, tab shown, short name)
SHOTS = [
    ("seed-000-two-card-rig.json", 2, "seed-000"),
    ("seed-003-six-gpu-server.json", 1, "seed-003"),
]
EXTRA = [("seed-000-two-card-rig.json", 3, "seed-000-tco"), ("seed-003-six-gpu-server.json", 0, "seed-003-power")]
SIZE = (1500, 940)
#: The blank-page flow (tests/drivers/blank_page.py) at the smallest size we support: (tab shown, short name)
BLANK_PAGE = [(2, "blank-page-fit"), (0, "blank-page-power"), (3, "blank-page-tco")]
SMALL = (1280, 800)


def _start_xvfb() -> subprocess.Popen | None:
    if os.environ.get("DISPLAY"):
        return None
    if not shutil.which("Xvfb"):
        raise SystemExit("Xvfb is not installed (Debian: apt-get install xvfb fonts-noto-cjk)")
    display = ":87"
    proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    os.environ["DISPLAY"] = display
    return proc


def main() -> int:
    xvfb = _start_xvfb()
    os.environ.pop("QT_QPA_PLATFORM", None)
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("GPU Rig Planner screenshots")
    QCoreApplication.setApplicationName("GPU Rig Planner screenshots")
    app = QApplication([sys.argv[0], "-platform", "xcb"])
    QSettings().clear()
    from ui.app import create_window
    from ui.i18n import set_language

    written = []
    try:
        for lang in ("en", "zh_CN"):
            set_language(lang)
            for example, tab, name in SHOTS + EXTRA:
                window = create_window(str(EXAMPLES / example), autosave=False, offer_recovery=False)
                window.resize(*SIZE)
                window.move(0, 0)
                window.show()
                window.tabs.setCurrentIndex(tab)
                deadline = time.monotonic() + 2.0
                while time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.02)
                image = window.screen().grabWindow(window.winId())
                out = DOCS / f"{name}-{lang}.png"
                if not image.save(str(out)):
                    raise SystemExit(f"could not write {out}")
                written.append(out)
                window.document.undo_stack.setClean()
                window.close()
                window.deleteLater()
                app.processEvents()
        for lang in ("en", "zh_CN"):
            set_language(lang)
            written += _blank_page_shots(app, create_window, lang)
    finally:
        if xvfb is not None:
            xvfb.terminate()
    for path in written:
        print(path.relative_to(ROOT))
    return 0


def _settle(app, seconds: float = 1.5) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)


def _blank_page_shots(app, create_window, lang: str) -> list[Path]:
    """File > New, then the rig of the blank-page test built with keys and clicks, shot at 1280x800."""
    from tests.drivers.blank_page import build_the_rig

    window = create_window(None, autosave=False, offer_recovery=False)
    window.resize(*SMALL)
    window.move(0, 0)
    window.show()
    _settle(app, 0.5)
    build_the_rig(window)
    out = []
    for tab, name in BLANK_PAGE:
        window.tabs.setCurrentIndex(tab)
        if name.endswith("tco"):
            window.tco_panel.tabs.setCurrentIndex(1)  # cost vs hours: where the break-even lines are
        _settle(app)
        path = DOCS / f"{name}-{lang}.png"
        if not window.screen().grabWindow(window.winId()).save(str(path)):
            raise SystemExit(f"could not write {path}")
        out.append(path)
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return out


if __name__ == "__main__":
    raise SystemExit(main())
