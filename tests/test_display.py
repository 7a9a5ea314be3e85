"""Opening the window where Qt cannot: one line on stderr and exit 2, never Qt's abort (a core dump, exit 134)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.display import XCB_PACKAGES, missing_libraries, window_problem

ROOT = Path(__file__).resolve().parents[1]
LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f55)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f55)
\tlibxcb-cursor.so.0 => not found
"""


@pytest.fixture
def plugins(tmp_path):
    """A Qt plugin folder holding an xcb platform plugin."""
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqxcb.so").write_bytes(b"\x7fELF")
    return tmp_path


def problem(environ, plugins, missing=(), answers=True):
    return window_problem(environ, plugins, on_linux=True, find_missing=lambda _plugin: list(missing),
                          answers=lambda _display: answers)


def test_no_display_is_named_with_what_works_without_one(plugins):
    message = problem({}, plugins)
    assert "no display" in message and "DISPLAY" in message and "QT_QPA_PLATFORM=offscreen" in message
    assert "check, catalog, fit, tco and export" in message and "\n" not in message


def test_a_missing_library_is_named_with_the_package_that_installs_it(plugins):
    message = problem({"DISPLAY": ":0"}, plugins, missing=["libxcb-cursor.so.0", "libxcb-icccm.so.4"])
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in message
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4." in message and "\n" not in message


def test_a_library_of_unknown_package_is_still_named(plugins):
    message = problem({"DISPLAY": ":0"}, plugins, missing=["libxcb-future.so.9"])
    assert "libxcb-future.so.9" in message and "apt-get" not in message


def test_an_x_server_that_does_not_answer_is_named(plugins):
    assert "no X server answers on DISPLAY=:7" in problem({"DISPLAY": ":7"}, plugins, answers=False)


def test_nothing_stands_in_the_way_of_a_working_display(plugins):
    assert problem({"DISPLAY": ":0"}, plugins) is None


@pytest.mark.parametrize("environ", [
    {"QT_QPA_PLATFORM": "offscreen"},
    {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"},
    {"QT_QPA_PLATFORM": "wayland;xcb"},
    {"WAYLAND_DISPLAY": "wayland-0"},
])
def test_another_platform_than_xcb_is_left_to_qt(plugins, environ):
    assert problem(environ, plugins, missing=["libxcb-cursor.so.0"], answers=False) is None


def test_xcb_asked_for_by_name_is_checked(plugins):
    assert "no display" in problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, plugins)
    assert "libxcb-cursor0" in problem({"QT_QPA_PLATFORM": "xcb:nograb", "DISPLAY": ":0"}, plugins,
                                       missing=["libxcb-cursor.so.0"])


def test_the_plugin_path_variable_names_the_plugin_checked(plugins, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    (elsewhere / "libqxcb.so").write_bytes(b"")
    seen = []
    window_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM_PLUGIN_PATH": str(elsewhere)}, plugins, on_linux=True,
                   find_missing=lambda plugin: seen.append(plugin) or [], answers=lambda _d: True)
    assert seen == [elsewhere / "libqxcb.so"]


def test_no_plugin_file_means_no_library_check(tmp_path):
    assert problem({"DISPLAY": ":0"}, tmp_path, missing=["libxcb-cursor.so.0"]) is None


def test_other_systems_are_not_checked(plugins):
    assert window_problem({}, plugins, on_linux=False) is None


def test_ldd_names_each_missing_library_once(plugins):
    def ldd(argv, **_kwargs):
        assert argv == ["ldd", str(plugins / "platforms" / "libqxcb.so")]
        return subprocess.CompletedProcess(argv, 0, LDD_OUTPUT, "")

    assert missing_libraries(plugins / "platforms" / "libqxcb.so", run=ldd) == ["libxcb-cursor.so.0",
                                                                                 "libxcb-icccm.so.4"]


@pytest.mark.parametrize("ldd_fails", [FileNotFoundError("ldd"), subprocess.CompletedProcess([], 1, "", "")])
def test_without_ldd_the_loader_is_asked_for_each_library(plugins, ldd_fails):
    def ldd(argv, **_kwargs):
        if isinstance(ldd_fails, Exception):
            raise ldd_fails
        return ldd_fails

    def load(name):
        if name in ("libxcb-keysyms.so.1", "libGL.so.1"):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    assert missing_libraries(plugins / "platforms" / "libqxcb.so", run=ldd, load=load) == [
        "libxcb-keysyms.so.1", "libGL.so.1"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_every_library_the_installed_plugin_lacks_has_a_known_package():
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    assert set(missing_libraries(plugin)) <= set(XCB_PACKAGES)


def start_window(**environ):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, str(ROOT / "main.py")], cwd=ROOT, capture_output=True, text=True,
                          env=dict(env, **environ), timeout=120)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_window_without_a_display_exits_2_with_one_line():
    out = start_window()
    assert out.returncode == 2, out.stderr
    assert out.stderr.startswith("error: cannot open the window: no display") and out.stderr.count("\n") == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_window_on_a_display_nobody_serves_exits_2_with_one_line():
    """Missing xcb libraries or no X server on :4242, depending on the machine: a message either way."""
    out = start_window(DISPLAY=":4242")
    assert out.returncode == 2, out.stderr
    assert out.stderr.startswith("error: cannot open the window: ") and out.stderr.count("\n") == 1
