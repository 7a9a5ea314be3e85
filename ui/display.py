"""Can Qt open a window here? Asked before QApplication exists: when Qt's platform plugin cannot reach a display or
cannot load a system library, Qt aborts the whole process (a core dump, exit 134) and nothing can catch it. The
launcher asks first and says why in one line instead. Imports no Qt."""

from __future__ import annotations

import ctypes
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Callable, Mapping

# The system libraries the xcb platform plugin of PySide6 6.11 (libqxcb.so and libQt6XcbQpa.so.6) and the Qt
# libraries under it load, with the Debian/Ubuntu package of each (dpkg -S on Debian 12).
XCB_PACKAGES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}
HEADLESS = "The commands check, catalog, fit, tco and export work without a display"
_NOT_FOUND = re.compile(r"^\s*(\S+) => not found", re.MULTILINE)


def xcb_plugin(environ: Mapping[str, str], plugins_dir: Path) -> Path:
    """The xcb platform plugin Qt will load: from QT_QPA_PLATFORM_PLUGIN_PATH when set, else Qt's plugin folder."""
    folder = environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    return (Path(folder) if folder else plugins_dir / "platforms") / "libqxcb.so"


def missing_libraries(plugin: Path, run: Callable = subprocess.run, load: Callable = ctypes.CDLL) -> list[str]:
    """The shared libraries the plugin needs and the system lacks: every one ldd reports not found, or, where ldd
    cannot run, each of XCB_PACKAGES that the dynamic loader cannot load."""
    try:
        result = run(["ldd", str(plugin)], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        result = None
    if result is not None and result.returncode == 0:
        return list(dict.fromkeys(_NOT_FOUND.findall(result.stdout)))
    return [name for name in XCB_PACKAGES if not _loads(name, load)]


def _loads(name: str, load: Callable) -> bool:
    try:
        load(name)
    except OSError:
        return False
    return True


def x_server_answers(display: str) -> bool:
    """Whether an X server accepts a connection on this display (xcb_connect, as Qt's xcb plugin does)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # cannot ask; the library check names what is missing
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    failed = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    return failed == 0


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will try the X11 (xcb) platform: QT_QPA_PLATFORM names it first, or is unset outside Wayland."""
    requested = environ.get("QT_QPA_PLATFORM", "")
    if requested:
        return re.split(r"[;:]", requested)[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries_message(missing: list[str]) -> str:
    packages = list(dict.fromkeys(XCB_PACKAGES[name] for name in missing if name in XCB_PACKAGES))
    install = f"; install with: sudo apt-get install {' '.join(packages)}" if packages else ""
    return (f"cannot open the window: Qt's X11 (xcb) platform plugin needs {', '.join(missing)}, not installed on "
            f"this system{install}. {HEADLESS}.")


def window_problem(environ: Mapping[str, str], plugins_dir: Path, on_linux: bool = sys.platform.startswith("linux"),
                   find_missing: Callable[[Path], list[str]] = missing_libraries,
                   answers: Callable[[str], bool] = x_server_answers) -> str | None:
    """Why Qt would abort instead of opening a window here, in one line; None when nothing stands in the way."""
    if not on_linux or not uses_xcb(environ):
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        return (f"cannot open the window: no display (DISPLAY and WAYLAND_DISPLAY are not set); start it from a "
                f"desktop session or ssh -X, or set QT_QPA_PLATFORM=offscreen. {HEADLESS}.")
    plugin = xcb_plugin(environ, plugins_dir)
    missing = find_missing(plugin) if plugin.is_file() else []
    if missing:
        return missing_libraries_message(missing)
    if not answers(display):
        return f"cannot open the window: no X server answers on DISPLAY={display}. {HEADLESS}."
    return None


def qt_window_problem() -> str | None:
    """window_problem for this process and the installed Qt."""
    from PySide6.QtCore import QLibraryInfo  # QtCore alone never opens a display

    return window_problem(os.environ, Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
