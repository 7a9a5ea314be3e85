"""The context slider above the VRAM bars: drag through useful context lengths and watch the cards fill.

While the handle is dragged the bars show a preview: the engine's own model fit at that context
(planner.llm.preview.fit_at_context, the fit steps of evaluate() only, a few milliseconds), put in a copy of the
report. Nothing is edited until the handle is released; then one undo step "Set context to 16,384 tokens" goes
through the document like any edit, and consecutive slider edits (a drag, key presses) merge into one step.
The spin box shows the exact tokens and takes any value; the workload editor's context field follows the same
project field. The model's own window (fit.model_max_context) is marked on the groove, and a context beyond it is
said in red: the engine's fit then reports context_ok false and does not "fit".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QSlider, QSpinBox, QStyle, QStyleOptionSlider, QVBoxLayout,
                               QWidget)
from planner import edit
from planner.llm.fit import FitReport
from planner.llm.preview import fit_at_context
from planner.model.project import Workload

from .panels_hw import FAIL, WARN, scrolled

SMALLEST_STEP = 2048
#: The top of the slider when the model's window is unknown.
UNKNOWN_WINDOW_TOP = 131_072
#: The workload's own bound on the context (planner.model.project.Workload).
MAX_CONTEXT = next(m.le for m in Workload.model_fields["context_tokens"].metadata if hasattr(m, "le"))
MERGE_KEY = "context-slider"


def context_steps(window: int | None, current: int) -> list[int]:
    """The slider's positions: powers of two from 2k up to one step beyond the model's own window (128k when the
    window is unknown), plus the window itself and the current context where they fall between steps."""
    last = SMALLEST_STEP
    while last <= (window if window is not None else UNKNOWN_WINDOW_TOP // 2) and last * 2 <= MAX_CONTEXT:
        last *= 2  # the first power of two beyond the window
    steps = [SMALLEST_STEP * 2 ** i for i in range((last // SMALLEST_STEP).bit_length())]
    extra = {current} | ({window} if window is not None else set())
    return sorted(set(steps) | {c for c in extra if c <= MAX_CONTEXT})


def tokens_text(tokens: int) -> str:
    """16,384 with the separators of the window's language."""
    return QLocale().toString(tokens)


class WindowMarkSlider(QSlider):
    """A slider with a red mark at the position of the model's own window (`window_index`, None: no mark)."""

    def __init__(self, parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.window_index: int | None = None
        self.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.setTickInterval(1)
        self.setPageStep(1)

    def mark_x(self) -> float | None:
        """Where the window's mark is drawn, in widget pixels (None without a mark)."""
        if self.window_index is None:
            return None
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), self.window_index, span)
        return groove.x() + handle.width() / 2 + offset

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        x = self.mark_x()
        if x is None:
            return
        p = QPainter(self)
        p.setPen(QPen(FAIL, 3))
        p.drawLine(QPointF(x, 0), QPointF(x, self.height()))
        p.end()


class ContextSlider(QWidget):
    """Context slider + exact tokens + the model's window; previews on the VRAM bars while dragged."""

    def __init__(self, document, vram_panel, parent=None):
        super().__init__(parent)
        self.document = document
        self.vram_panel = vram_panel
        self.steps: list[int] = [SMALLEST_STEP]
        self.preview: FitReport | None = None  # the fit shown while dragging; None when showing the report
        self.title = QLabel()
        self.slider = WindowMarkSlider()
        self.spin = QSpinBox()
        self.spin.setRange(1, MAX_CONTEXT)
        self.spin.setGroupSeparatorShown(True)
        self.spin.setKeyboardTracking(False)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self._lay_out()
        self.slider.valueChanged.connect(self._moved)
        self.slider.sliderReleased.connect(lambda: self.commit(self.steps[self.slider.value()]))
        self.spin.valueChanged.connect(self.commit)
        document.reportChanged.connect(lambda _report: self.load())
        self.retranslate()
        self.load()

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.addWidget(self.title)
        row.addWidget(self.slider, 1)
        row.addWidget(self.spin)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 0)
        layout.addLayout(row)
        layout.addWidget(self.state)

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("ContextSlider", "Context"))
        self.spin.setSuffix(QCoreApplication.translate("ContextSlider", " tokens"))
        self.slider.setToolTip(QCoreApplication.translate(
            "ContextSlider", "Drag to see the memory of each card at another context; the red mark is the "
                             "model's own context window."))
        self.load()

    # ------------------------------------------------------------------ report -> widgets
    def load(self) -> None:
        """Show the document's context and its report's fit (ends a preview)."""
        project, report = self.document.project, self.document.report
        if project is None:
            return
        self.preview = None
        context = project.workload.context_tokens
        fit = report.fit if report is not None else None
        window = fit.model_max_context if fit is not None else None
        self.steps = context_steps(window, context)
        for widget, setter in ((self.slider, self._set_slider), (self.spin, self.spin.setValue)):
            widget.blockSignals(True)
            setter(context)
            widget.blockSignals(False)
        # a window beyond the workload's own bound (a 10M-token model) is not a slider position: no mark then
        self.slider.window_index = self.steps.index(window) if window in self.steps else None
        self.slider.update()
        self._show_state(fit, context)

    def _set_slider(self, context: int) -> None:
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setValue(self.steps.index(context))

    def _show_state(self, fit: FitReport | None, context: int) -> None:
        """The context against the model's own window, as the fit reports it (red beyond it)."""
        if fit is None:
            message, colour = QCoreApplication.translate(
                "ContextSlider", "Choose a model to compare the context with its own window."), None
        elif fit.context_ok is None:
            message, colour = QCoreApplication.translate(
                "ContextSlider", "{tokens} tokens: {model}'s own context window is unknown.").format(
                tokens=tokens_text(context), model=fit.model), WARN
        elif fit.context_ok:
            message, colour = QCoreApplication.translate(
                "ContextSlider", "{tokens} tokens: within {model}'s own {window}-token window.").format(
                tokens=tokens_text(context), model=fit.model, window=tokens_text(fit.model_max_context)), None
        else:
            message, colour = QCoreApplication.translate(
                "ContextSlider", "{tokens} tokens: beyond {model}'s own {window}-token window.").format(
                tokens=tokens_text(context), model=fit.model, window=tokens_text(fit.model_max_context)), FAIL
        self.state.setText(message)
        self.state.setStyleSheet(f"color: {colour.name()};" if colour is not None else "")

    # ------------------------------------------------------------------ widgets -> preview, edit
    def _moved(self, index: int) -> None:
        context = self.steps[index]
        self.spin.blockSignals(True)
        self.spin.setValue(context)
        self.spin.blockSignals(False)
        if self.slider.isSliderDown():
            self.show_preview(context)
        else:  # keys and clicks on the groove: an edit at once (merged with the slider's previous one)
            self.commit(context)

    def show_preview(self, context: int) -> None:
        """The bars and the state line at `context`, from the engine's fit; the project is not changed."""
        project, report = self.document.project, self.document.report
        if project is None or report is None:
            return
        self.preview = fit_at_context(project, self.document.catalog, context)
        self.vram_panel.set_report(report.model_copy(update={"fit": self.preview}))
        self._show_state(self.preview, context)

    def commit(self, context: int) -> None:
        """Set the workload's context: one undo step, merged with the slider's edit just before."""
        project = self.document.project
        if project is None:
            return
        if context == project.workload.context_tokens:
            self.vram_panel.set_report(self.document.report)
            self.load()
            return
        new = edit.update_section(project, "workload", {"context_tokens": context})
        self.document.push(new, QCoreApplication.translate("ContextSlider", "Set context to {tokens} tokens").format(
            tokens=tokens_text(context)), merge_key=MERGE_KEY)


def model_fit_tab(slider: ContextSlider, vram_panel) -> QWidget:
    """The model-fit tab: the context slider above the scrolled VRAM bars."""
    tab = QWidget()
    layout = QVBoxLayout(tab)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(slider)
    layout.addWidget(scrolled(vram_panel), 1)
    return tab
