"""Every text a user can see in the window, collected from the live widgets, and a test of what is still English.

`visible_texts(window)` walks the widget tree (labels, buttons, tab titles, combo items, placeholders, tooltips,
menus and their actions, the dock's title), every item view's model (headers, cells, tooltips), the pyqtgraph
plots (axis labels, tick labels, legend entries, line labels, text items) and what the painted panels drew.
`english_words(text, names)` is what remains English once names (parts, models, PSUs, circuits, the user's own
words), units, acronyms and ids are set aside.
"""

from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QComboBox, QDockWidget, QLabel, QLineEdit, QMenu, QTabWidget, QWidget,
)

from .ui_tabs import show_tab_of

#: Words that stay as they are in the Chinese window: units, engines, file names, brands and technical terms that
#: the glossary (/work/shared/reference/zh-review.md) keeps in Latin letters.
ALLOWED = {
    "PCIe", "GiB", "MiB", "GB", "TB", "GHz", "MHz", "kWh", "vLLM", "llama", "cpp", "exllamav", "json", "config",
    "Hugging", "Face", "Excel", "xlsx", "tokens", "token", "Gen", "GDDR", "HBM", "DDR", "RDIMM", "UDIMM",
    "NVLink", "NVMe", "SXM", "MCIO", "SlimSAS", "OCuLink", "bifurcation", "Ti", "Max", "Pro", "Super", "SE",
    "WIFI", "WiFi", "Wi", "Fi", "Intel", "AMD", "NVIDIA", "Nvidia", "Ryzen", "Threadripper", "Xeon", "EPYC",
    "GeForce", "Radeon", "Qwen", "Llama", "Mistral", "DeepSeek", "Instruct", "Coder", "Chat", "Base",
    "fp", "bf", "int", "awq", "gptq", "gguf", "exl", "bpw", "safetensors", "English", "Accelerate", "prefill",
    "nvidia-smi", "topo", "pin", "bit", "bitsandbytes", "quant", "double", "LoRA", "QLoRA", "Markdown", "BBCode",
    "AdamW", "ZeRO", "MoE", "Python",
}
#: Words of three or more Latin letters (digits, dots, dashes and underscores may join them, as in Q4_K_M).
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.+#-]*[A-Za-z0-9]|[A-Za-z]")


def english_words(text: str, names=()) -> list[str]:
    """English words left in `text` once the given names and the allowed words are removed.

    A word counts when it has three or more letters, is not all capitals or an id-like token (has a digit or an
    underscore), and is not in ALLOWED. Names are removed longest first, so "RTX 3090 Ti" goes before "RTX 3090"."""
    names = sorted({n for n in names if n}, key=len, reverse=True)
    while (end := text.find("…")) >= 0:  # a name cut short to fit ("NVIDIA GeForc…"): the longest name it begins
        cut = max((k for n in names for k in range(min(len(n), end), 3, -1) if text[end - k:end] == n[:k]), default=0)
        text = text[:end - cut] + " " + text[end + 1:]
    for name in names:
        text = text.replace(name, " ")
    words = []
    for word in WORD.findall(text):
        letters = re.sub(r"[^A-Za-z]", "", word)
        if len(letters) < 3 or word.isupper() or re.search(r"[0-9_#]|\w\.\w", word):  # ids, files, codes
            continue
        if word in ALLOWED or word.rstrip(".") in ALLOWED or any(part in ALLOWED for part in word.split("-")):
            continue
        words.append(word)
    return words


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    try:
        columns = model.columnCount(QModelIndex())
    except TypeError:  # a list model keeps columnCount private: one column
        columns = 1
    texts = []
    for orientation, header, count in (
            (Qt.Orientation.Horizontal, getattr(view, "horizontalHeader", None), columns),
            (Qt.Orientation.Vertical, getattr(view, "verticalHeader", None), model.rowCount(QModelIndex()))):
        if header is not None and not header().isHidden():
            texts += [model.headerData(i, orientation) for i in range(count)]
    for row in range(model.rowCount(QModelIndex())):
        for col in range(columns):
            index = model.index(row, col)
            texts += [index.data(Qt.ItemDataRole.DisplayRole), index.data(Qt.ItemDataRole.ToolTipRole)]
    return [str(t) for t in texts if t]


def _widget_texts(w: QWidget) -> list[str]:
    texts = [w.toolTip()]
    if isinstance(w, QLabel):
        texts.append(w.text())
    elif isinstance(w, QAbstractButton):
        texts.append(w.text())
    elif isinstance(w, QLineEdit):
        texts.append(w.placeholderText())
    elif isinstance(w, QComboBox):
        texts += [w.itemText(i) for i in range(w.count())]
    elif isinstance(w, QTabWidget):
        texts += [w.tabText(i) for i in range(w.count())] + [w.tabToolTip(i) for i in range(w.count())]
    elif isinstance(w, QDockWidget):
        texts.append(w.windowTitle())
    elif isinstance(w, QMenu):
        texts.append(w.title())
        texts += [a.text() for a in w.actions()] + [a.toolTip() for a in w.actions() if a.toolTip() != a.text()]
    elif isinstance(w, QAbstractItemView):
        texts += _model_texts(w)
    return texts


def _plot_texts(plot: pg.PlotWidget) -> list[str]:
    item = plot.getPlotItem()
    texts = []
    for side in ("left", "bottom", "right", "top"):
        axis = item.getAxis(side)
        if axis.isVisible():
            texts.append(axis.labelText)
            for level in axis._tickLevels or []:
                texts += [str(label) for _, label in level]
    if item.legend is not None:
        texts += [label.text for _, label in item.legend.items]
    for child in item.items:
        if isinstance(child, pg.InfiniteLine) and getattr(child, "label", None) is not None:
            texts.append(child.label.toPlainText())
        elif isinstance(child, pg.TextItem):
            texts.append(child.toPlainText())
    return texts


def painted_texts(widgets) -> list[str]:
    """Every string the given widgets pass to QPainter.drawText while they repaint."""
    seen: list[str] = []
    original = QPainter.drawText

    def recording(painter, *args):
        seen.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    QPainter.drawText = recording
    try:
        for w in widgets:
            w.repaint()
    finally:
        QPainter.drawText = original
    return seen


def visible_texts(window) -> list[str]:
    """Every text of the window and its menus, the plots' texts and what its painted panels draw."""
    for page in window.editor_tabs.pages.values():  # the input tabs a user opens (made when first shown)
        page.content()
    texts = [window.windowTitle()]
    skipped = set(window.picker.findChildren(QWidget)) | {window.picker}  # the catalog picker: see the test module
    for w in [window, *window.findChildren(QWidget)]:
        if w in skipped:
            continue
        texts += _widget_texts(w)
        if isinstance(w, pg.PlotWidget):
            texts += _plot_texts(w)
    for action in window.menuBar().actions():
        texts.append(action.text())
    current = window.tabs.currentIndex()
    for panel in (window.power_panel, window.slot_map, window.vram_panel):  # a hidden tab does not paint
        show_tab_of(window, panel)
        texts += painted_texts([panel])
    window.tabs.setCurrentIndex(current)
    return [t for t in texts if t]
