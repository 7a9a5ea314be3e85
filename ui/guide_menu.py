"""Help > User guide: one entry per page of the user guide (docs/*.md), opened in the system's viewer.

The pages sit in docs/ beside the code in a checkout, and in the frozen app's folder (sys._MEIPASS/docs, bundled by
packaging/gpu-rig-planner.spec)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu, QWidget

#: (page file, its title in the menu) in the order of the README's list.
PAGES = (
    ("plan-a-rig.md", "Plan a rig"),
    ("model-fit.md", "Model fit and speed"),
    ("cost.md", "Cost of ownership"),
    ("quote.md", "The Excel quote"),
    ("command-line.md", "Command line"),
    ("catalog-and-prices.md", "Catalog and prices"),
    ("verify.md", "Verify the built rig"),
    ("files-and-limits.md", "Files and limits"),
    ("fine-tuning.md", "Fine-tuning"),
    ("moe-offload.md", "MoE expert offload"),
    ("find-a-build.md", "Find a build"),
    ("install.md", "Install without Python"),
    ("developers.md", "Developers"),
    ("benchmarks.md", "Benchmarks"),
)


def guide_dir() -> Path:
    """docs/ of the frozen app's folder, or of the checkout this module runs from."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "docs" if frozen else Path(__file__).resolve().parents[1] / "docs"


def page_title(title: str) -> str:
    """The menu text of a page; the literal list keeps lupdate finding every title."""
    titles = {
        "Plan a rig": QCoreApplication.translate("GuideMenu", "Plan a rig"),
        "Model fit and speed": QCoreApplication.translate("GuideMenu", "Model fit and speed"),
        "Cost of ownership": QCoreApplication.translate("GuideMenu", "Cost of ownership"),
        "The Excel quote": QCoreApplication.translate("GuideMenu", "The Excel quote"),
        "Command line": QCoreApplication.translate("GuideMenu", "Command line"),
        "Catalog and prices": QCoreApplication.translate("GuideMenu", "Catalog and prices"),
        "Verify the built rig": QCoreApplication.translate("GuideMenu", "Verify the built rig"),
        "Files and limits": QCoreApplication.translate("GuideMenu", "Files and limits"),
        "Fine-tuning": QCoreApplication.translate("GuideMenu", "Fine-tuning"),
        "MoE expert offload": QCoreApplication.translate("GuideMenu", "MoE expert offload"),
        "Find a build": QCoreApplication.translate("GuideMenu", "Find a build"),
        "Install without Python": QCoreApplication.translate("GuideMenu", "Install without Python"),
        "Developers": QCoreApplication.translate("GuideMenu", "Developers"),
        "Benchmarks": QCoreApplication.translate("GuideMenu", "Benchmarks"),
    }
    return titles[title]


class GuideMenu(QMenu):
    """Help > User guide: each action's data is the page's file; triggering it opens the file."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("guide_menu")
        for name, _title in PAGES:
            action = self.addAction("")
            action.setData(str(guide_dir() / name))
            action.triggered.connect(lambda _checked=False, name=name: self.open_page(name))
        self.retranslate()

    def page_url(self, name: str) -> QUrl:
        return QUrl.fromLocalFile(str(guide_dir() / name))

    def open_page(self, name: str) -> bool:
        return QDesktopServices.openUrl(self.page_url(name))

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("GuideMenu", "&User guide"))
        for action, (_name, title) in zip(self.actions(), PAGES):
            action.setText(page_title(title))
