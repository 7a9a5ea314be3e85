"""Build GPU Rig Planner as a program that needs no Python: one PyInstaller onedir folder.

    pip install -e '.[app]' && python tools/build_app.py

1. renders the icon (resources/icons/gpu-rig-planner.svg) into build/icons/ as PNG, ICO and ICNS, with Qt;
2. runs PyInstaller on packaging/gpu-rig-planner.spec: dist/gpu-rig-planner/ (and "GPU Rig Planner.app" on macOS);
3. on Linux puts the desktop entry, the PNG icon and INSTALL.txt (how to add the start-menu entry) in that folder;
4. prints how long the build took and how big the folder is.

PyInstaller builds for the system it runs on: .github/workflows/app.yml runs this script on Linux, Windows and
macOS. tests/test_frozen_app.py runs the built program (skipped when dist/ has none, except in CI).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "gpu-rig-planner"
SPEC = ROOT / "packaging" / f"{NAME}.spec"
SVG = ROOT / "resources" / "icons" / f"{NAME}.svg"
ICONS = ROOT / "build" / "icons"
DIST = ROOT / "dist"
LINUX_EXTRAS = (ROOT / "packaging" / "linux" / f"{NAME}.desktop", ROOT / "packaging" / "linux" / "INSTALL.txt")
#: pixel size of each rendered icon (ICO holds 256 at most; macOS wants 512 for its Dock and Finder)
ICON_SIZES = {"png": 256, "ico": 256, "icns": 512}


def render_icons(svg: Path = SVG, out: Path = ICONS) -> list[Path]:
    """The SVG drawn at each size and saved through Qt's image plugins (qico, qicns ship with PySide6)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (image plugins need an application)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG image Qt can draw")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for suffix, size in ICON_SIZES.items():
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        path = out / f"{NAME}.{suffix}"
        if not image.save(str(path)):
            raise SystemExit(f"{path}: Qt could not write a .{suffix} image (its image format plugin is missing)")
        written.append(path)
    return written


def run_pyinstaller(spec: Path = SPEC, dist: Path = DIST) -> None:
    command = [sys.executable, "-m", "PyInstaller", str(spec), "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(ROOT / "build" / "pyinstaller")]
    try:
        subprocess.run(command, check=True, cwd=ROOT)
    except FileNotFoundError as exc:
        raise SystemExit(f"cannot run PyInstaller: {exc}") from None
    except subprocess.CalledProcessError as exc:
        raise SystemExit(f"PyInstaller failed (exit {exc.returncode}); see its messages above") from None


def add_linux_extras(folder: Path, icon: Path = ICONS / f"{NAME}.png") -> None:
    """The desktop entry, its icon and the note that says where to copy them, beside the program."""
    for path in (*LINUX_EXTRAS, icon):
        shutil.copy2(path, folder / path.name)


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of everything under `folder`."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("error: PyInstaller is not installed; install the app extra: pip install -e '.[app]'", file=sys.stderr)
        return 2
    started = time.perf_counter()
    render_icons()
    run_pyinstaller()
    folder = DIST / NAME
    if sys.platform.startswith("linux"):
        add_linux_extras(folder)
    seconds = time.perf_counter() - started
    size, count = folder_size(folder)
    print(f"built {folder.relative_to(ROOT)} in {seconds:.0f} s: {size / 2**20:.0f} MiB in {count} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
