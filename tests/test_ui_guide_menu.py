"""Help > User guide in the window: one entry per page of the guide (docs/*.md the README links), each opening
that page's existing file; the titles follow the window's language."""

import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QDesktopServices  # noqa: E402

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]  # offscreen, on show()
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def window(open_window):
    yield open_window()
    from ui.i18n import set_language

    set_language("en")  # the language is process-wide


def guide_entries(window):
    menu = next(a.menu() for a in window.help_menu.actions() if a.menu() is not None)
    return menu, [a for a in menu.actions() if not a.isSeparator()]


def test_help_has_a_user_guide_entry_for_every_page_the_readme_links(window, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    menu, entries = guide_entries(window)
    assert menu.title().replace("&", "") == "User guide"
    guide = (ROOT / "README.md").read_text(encoding="utf-8").split("## User guide", 1)[1]
    linked = re.findall(r"\]\(docs/([\w-]+\.md)", guide)
    assert len(entries) == len(set(linked)) >= 14
    for entry in entries:
        entry.trigger()
    files = [Path(url.toLocalFile()) for url in opened]
    assert all(url.isLocalFile() for url in opened)
    assert [f.name for f in files] == list(dict.fromkeys(linked))  # the README's order
    assert all(f.is_file() and f.parent == ROOT / "docs" for f in files), files
    assert [e.text() for e in entries][:3] == ["Plan a rig", "Model fit and speed", "Cost of ownership"]


def test_the_guide_entries_follow_the_language(window, qtbot):
    window.change_language("zh_CN")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "电源")
    menu, entries = guide_entries(window)
    assert menu.title() == "用户指南(&U)"
    assert entries[0].text() == "规划装机" and entries[4].text() == "命令行"
