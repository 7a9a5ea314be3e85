"""Workload and cost editors. Every field is validated as it is typed: a bad value is marked and explained, never
coerced, and nothing reaches the project until it is valid. Each accepted change is one undo step."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget,
)
from pydantic import ValidationError

from planner import edit
from planner.errors import PlannerError, describe_validation_error
from planner.jsonio import read_json_file
from planner.llm.config import ConfigError, spec_from_config
from planner.llm.quant import CHOICES, FORMATS
from planner.model.project import (
    BASE_PRECISIONS, TRAIN_OFFLOADS, ENGINES, KV_CACHE_TYPES, OPTIMIZERS, TRAIN_STRATEGIES, WORKLOAD_MODES, LoraModule,
)
from typing import get_args

from .words import (
    base_label, checkpointing_label, engine_label, master_label, mode_label, offload_label, optimizer_label,
    strategy_label,
)

#: The fine-tuning recipe's combo boxes: workload field, its choices and the words shown for each.
TRAINING_COMBOS = (("base_precision", BASE_PRECISIONS, base_label), ("optimizer", OPTIMIZERS, optimizer_label),
                   ("master_weights", (True, False), master_label),
                   ("train_strategy", TRAIN_STRATEGIES, strategy_label), ("train_offload", TRAIN_OFFLOADS, offload_label))
CHECKPOINTING = ("on", "off", "offload")

INVALID_STYLE = "QLineEdit { background: #fde7e9; border: 1px solid #b00020; }"


class ParseError(ValueError):
    pass


def _number(text: str, what: str, integer: bool = False):
    t = text.strip().replace(",", "")
    if t == "":
        return None
    try:
        return int(t) if integer else float(t)
    except ValueError:
        kind = QCoreApplication.translate("Editors", "a whole number") if integer else QCoreApplication.translate("Editors", "a number")
        raise ParseError(QCoreApplication.translate("Editors", "{what} must be {kind}, not '{text}'").format(
            what=what, kind=kind, text=text)) from None


def _modules(text: str, what: str) -> list[str]:
    """LoRA target modules typed as a comma-separated list, or a preset: attention, all-linear."""
    from planner.llm.lora import PRESETS

    if text.strip() in PRESETS:
        return list(PRESETS[text.strip()])
    names = [m.strip() for m in text.replace(";", ",").split(",") if m.strip()]
    known = get_args(LoraModule)
    unknown = [m for m in names if m not in known]
    if not names or unknown:
        raise ParseError(QCoreApplication.translate("Editors", "{what} must be names from {known}, not '{text}'").format(
            what=what, known=", ".join(known), text=text))
    return names


class _Form(QWidget):
    """Shared plumbing: bind line edits to project fields, show errors in place."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self._bindings: list[tuple[QLineEdit, Callable[[], str], Callable[[str], dict], str]] = []
        document.projectChanged.connect(self.load)

    def bind(self, edit_widget: QLineEdit, show: Callable[[], str], parse: Callable[[str], dict], section: str) -> None:
        self._bindings.append((edit_widget, show, parse, section))
        edit_widget.editingFinished.connect(lambda w=edit_widget: self._commit(w))
        edit_widget.textEdited.connect(lambda _t, w=edit_widget: self._check(w))

    def _binding(self, w):
        return next(b for b in self._bindings if b[0] is w)

    def _try(self, w) -> tuple[object | None, str]:
        _, show, parse, section = self._binding(w)
        try:
            changes = parse(w.text())
            new = edit.update_section(self.document.project, section, changes)
            return new, ""
        except ParseError as exc:
            return None, str(exc)
        except ValidationError as exc:
            return None, "; ".join(describe_validation_error(exc))

    def _mark(self, w: QLineEdit, message: str) -> None:
        w.setStyleSheet(INVALID_STYLE if message else "")
        w.setToolTip(message)
        self.error.setText(message)

    def _check(self, w: QLineEdit) -> None:
        _, message = self._try(w)
        self._mark(w, message)

    def _commit(self, w: QLineEdit) -> None:
        new, message = self._try(w)
        self._mark(w, message)
        if new is None or new == self.document.project:
            return
        label = self.layout_label(w)
        self.document.push(new, QCoreApplication.translate("Editors", "Change {field}").format(field=label),
                           merge_key=f"form:{id(w)}")

    def layout_label(self, w) -> str:
        form = self.findChild(QFormLayout)
        if form is not None:
            label = form.labelForField(w)
            if label is not None:
                return label.text().rstrip(":")
        return w.objectName()

    def load(self) -> None:
        if self.document.project is None:
            return
        for w, show, _, _ in self._bindings:
            if not w.hasFocus() or not w.styleSheet():
                w.blockSignals(True)
                w.setText(show())
                w.setStyleSheet("")
                w.setToolTip("")
                w.blockSignals(False)
        self.error.clear()


class WorkloadEditor(_Form):

    def __init__(self, document, parent=None):
        super().__init__(document, parent)
        self.model = QComboBox()
        self.open_config = QPushButton()
        self.quant = QComboBox()
        self.kv = QComboBox()
        self.engine = QComboBox()
        self.mode = QComboBox()
        self.context = QLineEdit()
        self.batch = QLineEdit()
        for qid in CHOICES:
            self.quant.addItem(FORMATS[qid].label, qid)
        for k in KV_CACHE_TYPES:
            self.kv.addItem(k, k)
        for e in ENGINES:
            self.engine.addItem(engine_label(e), e)
        for m in WORKLOAD_MODES:
            self.mode.addItem(mode_label(m), m)
        row = QHBoxLayout()
        row.addWidget(self.model, 1)
        row.addWidget(self.open_config)
        self.form = QFormLayout()
        self.labels = {k: QLabel() for k in ("model", "quant", "kv", "context", "batch", "engine", "mode")}
        self.form.addRow(self.labels["model"], row)
        self.form.addRow(self.labels["quant"], self.quant)
        self.form.addRow(self.labels["kv"], self.kv)
        self.form.addRow(self.labels["context"], self.context)
        self.form.addRow(self.labels["batch"], self.batch)
        self.form.addRow(self.labels["engine"], self.engine)
        self.form.addRow(self.labels["mode"], self.mode)
        for key, widget in (("context", self.context), ("batch", self.batch)):
            self.labels[key].setBuddy(widget)
        self._add_offload_row()
        self._add_tp_row()
        self._add_draft_rows()
        self._add_training_rows()
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.bind(self.context, lambda: str(self.document.project.workload.context_tokens),
                  lambda t: {"context_tokens": _number(t, self.labels["context"].text(), integer=True)}, "workload")
        self.bind(self.batch, lambda: str(self.document.project.workload.batch_size),
                  lambda t: {"batch_size": _number(t, self.labels["batch"].text(), integer=True)}, "workload")
        for combo, field in ((self.quant, "quantization"), (self.kv, "kv_cache_type"), (self.engine, "engine"),
                             (self.mode, "mode")):
            combo.activated.connect(lambda _i, c=combo, f=field: self._combo(c, f))
        self.model.activated.connect(self._model_chosen)
        self.open_config.clicked.connect(self.choose_config)
        self.retranslate()  # also loads the project's values

    def _line_row(self, field: str, show, parse) -> QLineEdit:
        """A workload field typed in a line of the form, named and labelled by `field`, bound as one undo step."""
        line = QLineEdit()
        line.setObjectName(field)
        self.labels[field] = QLabel()
        self.labels[field].setBuddy(line)
        self.form.addRow(self.labels[field], line)
        self.bind(line, show, parse, "workload")
        return line

    def _add_offload_row(self) -> None:
        """MoE expert offload (llama.cpp --n-cpu-moe): empty for none, 'auto', or a number of layers."""
        self.cpu_offload = self._line_row("cpu_offload", self._show_offload, self._parse_offload)

    def _show_offload(self) -> str:
        value = self.document.project.workload.cpu_offload
        if value == "none":
            return ""
        return QCoreApplication.translate("WorkloadEditor", "auto") if value == "auto" else str(value)

    def _parse_offload(self, t: str) -> dict:
        t = t.strip()
        if t in ("", "0"):
            return {"cpu_offload": "none"}
        if t.casefold() in ("auto", QCoreApplication.translate("WorkloadEditor", "auto").casefold()):
            return {"cpu_offload": "auto"}
        return {"cpu_offload": _number(t, self.labels["cpu_offload"].text(), integer=True)}

    def _add_tp_row(self) -> None:
        """vLLM tensor parallel: the cards each layer is split over (empty: every card); read by vllm-tp only."""
        self.tp_size = self._line_row(
            "tensor_parallel_size", lambda: str(self.document.project.workload.tensor_parallel_size or ""),
            lambda t: {"tensor_parallel_size": _number(t, self.labels["tensor_parallel_size"].text(), integer=True)})

    def _add_draft_rows(self) -> None:
        """Speculative decoding: a draft model from the catalog and its weight format (inference only)."""
        self.draft = QComboBox()
        self.draft_quant = QComboBox()
        for key in ("draft", "draft_quant"):
            self.labels[key] = QLabel()
        self.form.addRow(self.labels["draft"], self.draft)
        self.form.addRow(self.labels["draft_quant"], self.draft_quant)
        self.draft.activated.connect(lambda _i: self._combo(self.draft, "draft_model_id"))
        self.draft_quant.activated.connect(lambda _i: self._combo(self.draft_quant, "draft_quantization"))

    def _load_draft_rows(self, w) -> None:
        """Fill the draft rows in the language shown (the first entry of each says 'none' / 'as the model')."""
        for combo, first, choices, value in (
                (self.draft, QCoreApplication.translate("WorkloadEditor", "(no draft model)"),
                 [(f"{m.name} ({m.params_official})", m.id)
                  for m in sorted(self.document.catalog.models.values(), key=lambda m: m.name)], w.draft_model_id),
                (self.draft_quant, QCoreApplication.translate("WorkloadEditor", "(as the model)"),
                 [(FORMATS[q].label, q) for q in CHOICES], w.draft_quantization)):
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(first, None)
            for label, data in choices:
                combo.addItem(label, data)
            combo.setCurrentIndex(max(combo.findData(value), 0) if value is not None else 0)
            combo.setEnabled(w.mode == "inference")
            combo.blockSignals(False)

    def _add_training_rows(self) -> None:
        """The fine-tuning recipe: read when the mode is a training mode, greyed out for inference."""
        self.training_combos: dict[str, QComboBox] = {}
        for field, choices, label in TRAINING_COMBOS:
            combo = QComboBox()
            for choice in choices:
                combo.addItem(label(choice), choice)
            combo.activated.connect(lambda _i, c=combo, f=field: self._combo(c, f))
            self.training_combos[field] = combo
        self.checkpointing = QComboBox()
        for choice in CHECKPOINTING:
            self.checkpointing.addItem(checkpointing_label(choice), choice)
        self.checkpointing.activated.connect(self._checkpointing_chosen)
        self.lora_rank = QLineEdit()
        self.lora_modules = QLineEdit()
        for key in ("lora_rank", "lora_modules", *self.training_combos, "checkpointing"):
            self.labels[key] = QLabel()
        self.form.addRow(self.labels["lora_rank"], self.lora_rank)
        self.form.addRow(self.labels["lora_modules"], self.lora_modules)
        for field, combo in self.training_combos.items():
            self.form.addRow(self.labels[field], combo)
        self.form.addRow(self.labels["checkpointing"], self.checkpointing)
        self.labels["lora_rank"].setBuddy(self.lora_rank)
        self.labels["lora_modules"].setBuddy(self.lora_modules)
        self.bind(self.lora_rank, lambda: str(self.document.project.workload.lora_rank),
                  lambda t: {"lora_rank": _number(t, self.labels["lora_rank"].text(), integer=True)}, "workload")
        self.bind(self.lora_modules, lambda: ", ".join(self.document.project.workload.lora_modules),
                  lambda t: {"lora_modules": _modules(t, self.labels["lora_modules"].text())}, "workload")

    def _checkpointing_chosen(self, _index: int) -> None:
        choice = self.checkpointing.currentData()
        changes = {"gradient_checkpointing": choice != "off", "checkpoint_offload": choice == "offload"}
        w = self.document.project.workload
        if all(getattr(w, k) == v for k, v in changes.items()):
            return
        try:
            new = edit.update_section(self.document.project, "workload", changes)
        except ValidationError as exc:
            self.load()  # back to the project's value (load clears the error line, so the message comes after)
            self.error.setText("; ".join(describe_validation_error(exc)))
            return
        self.document.push(new, QCoreApplication.translate("Editors", "Change {field} to {value}").format(
            field=self.labels["checkpointing"].text(), value=self.checkpointing.currentText()))

    def retranslate(self) -> None:
        self.labels["model"].setText(QCoreApplication.translate("WorkloadEditor", "Model"))
        self.labels["quant"].setText(QCoreApplication.translate("WorkloadEditor", "Quantization"))
        self.labels["kv"].setText(QCoreApplication.translate("WorkloadEditor", "KV cache"))
        self.labels["context"].setText(QCoreApplication.translate("WorkloadEditor", "Context (tokens)"))
        self.labels["batch"].setText(QCoreApplication.translate("WorkloadEditor", "Parallel sequences"))
        self.labels["engine"].setText(QCoreApplication.translate("WorkloadEditor", "Engine"))
        self.labels["mode"].setText(QCoreApplication.translate("WorkloadEditor", "Mode"))
        self.labels["cpu_offload"].setText(QCoreApplication.translate("WorkloadEditor", "MoE experts in system RAM (layers)"))
        self.cpu_offload.setPlaceholderText(QCoreApplication.translate(
            "WorkloadEditor", "empty: none; auto: the fewest layers that fit; or a number"))
        self.cpu_offload.setToolTip(QCoreApplication.translate(
            "WorkloadEditor", "llama.cpp --n-cpu-moe: the routed experts of the first layers stay in system RAM and the CPU "
                              "reads them at the build's memory bandwidth."))
        if self.document.project is not None:
            self.cpu_offload.setText(self._show_offload())
        self.labels["tensor_parallel_size"].setText(QCoreApplication.translate("WorkloadEditor",
                                                                                "Tensor-parallel size (vLLM)"))
        self.tp_size.setPlaceholderText(QCoreApplication.translate("WorkloadEditor", "empty: every card"))
        self.tp_size.setToolTip(QCoreApplication.translate(
            "WorkloadEditor", "vllm serve --tensor-parallel-size: each layer is split over this many cards; with fewer "
                              "than all the cards, the groups run one after another as pipeline stages "
                              "(--pipeline-parallel-size). It must divide the number of cards."))
        self.labels["draft"].setText(QCoreApplication.translate("WorkloadEditor", "Draft model"))
        self.labels["draft_quant"].setText(QCoreApplication.translate("WorkloadEditor", "Draft quantization"))
        self.draft.setToolTip(QCoreApplication.translate(
            "WorkloadEditor", "Speculative decoding with llama.cpp (llama-server -md): the draft model's memory is "
                              "counted on the cards beside the model's."))
        self.open_config.setText(QCoreApplication.translate("WorkloadEditor", "Open config.json..."))
        self.labels["lora_rank"].setText(QCoreApplication.translate("WorkloadEditor", "LoRA rank"))
        self.labels["lora_modules"].setText(QCoreApplication.translate("WorkloadEditor", "LoRA target modules"))
        self.labels["base_precision"].setText(QCoreApplication.translate("WorkloadEditor", "Frozen base"))
        self.labels["optimizer"].setText(QCoreApplication.translate("WorkloadEditor", "Optimizer"))
        self.labels["master_weights"].setText(QCoreApplication.translate("WorkloadEditor", "Precision"))
        self.labels["train_strategy"].setText(QCoreApplication.translate("WorkloadEditor", "Several cards"))
        self.labels["train_offload"].setText(QCoreApplication.translate("WorkloadEditor", "Offload to host RAM"))
        self.labels["checkpointing"].setText(QCoreApplication.translate("WorkloadEditor", "Gradient checkpointing"))
        self.lora_modules.setToolTip(QCoreApplication.translate(
            "WorkloadEditor", "Comma-separated: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj"))
        combos = [(self.engine, engine_label), (self.mode, mode_label), (self.checkpointing, checkpointing_label)]
        combos += [(self.training_combos[field], label) for field, _, label in TRAINING_COMBOS]
        for combo, label in combos:
            for i in range(combo.count()):
                combo.setItemText(i, label(combo.itemData(i)))
        self.load()  # the model list starts with "(no model)" in the language shown

    def load(self) -> None:
        super().load()
        project = self.document.project
        if project is None:
            return
        w = project.workload
        self.model.blockSignals(True)
        self.model.clear()
        self.model.addItem(QCoreApplication.translate("WorkloadEditor", "(no model)"), None)
        for m in sorted(self.document.catalog.models.values(), key=lambda m: m.name):
            self.model.addItem(f"{m.name} ({m.params_official})", m.id)
        if w.hf_config is not None:
            self.model.addItem(QCoreApplication.translate("WorkloadEditor", "{name} (from config.json)").format(
                name=w.model_name or "config.json"), "__inline__")
            self.model.setCurrentIndex(self.model.count() - 1)
        else:
            self.model.setCurrentIndex(max(self.model.findData(w.model_id), 0))
        self.model.blockSignals(False)
        checkpointing = "offload" if w.checkpoint_offload else ("on" if w.gradient_checkpointing else "off")
        pairs = [(self.quant, w.quantization), (self.kv, w.kv_cache_type), (self.engine, w.engine),
                 (self.mode, w.mode), (self.checkpointing, checkpointing)]
        pairs += [(combo, getattr(w, field)) for field, combo in self.training_combos.items()]
        for combo, value in pairs:
            combo.blockSignals(True)
            combo.setCurrentIndex(max(combo.findData(value), 0))
            combo.blockSignals(False)
        self._load_draft_rows(w)
        self.tp_size.setEnabled(w.engine == "vllm-tp")
        training = w.mode != "inference"
        for widget in (self.lora_rank, self.lora_modules, self.checkpointing, *self.training_combos.values()):
            widget.setEnabled(training)

    def _combo(self, combo: QComboBox, field: str) -> None:
        value = combo.currentData()
        if getattr(self.document.project.workload, field) == value:
            return
        try:
            new = edit.update_section(self.document.project, "workload", {field: value})
        except ValidationError as exc:
            self.load()  # back to the project's value (load clears the error line, so the message comes after)
            self.error.setText("; ".join(describe_validation_error(exc)))
            return
        label = self.labels[{"quantization": "quant", "kv_cache_type": "kv", "draft_model_id": "draft",
                             "draft_quantization": "draft_quant"}.get(field, field)].text()
        self.document.push(new, QCoreApplication.translate("Editors", "Change {field} to {value}").format(
            field=label, value=combo.currentText()))

    def _model_chosen(self, _index: int) -> None:
        data = self.model.currentData()
        if data == "__inline__":
            return
        new = edit.update_section(self.document.project, "workload", {"model_id": data, "hf_config": None,
                                                                       "model_name": ""})
        self.document.push(new, QCoreApplication.translate("Editors", "Choose model"))

    def choose_config(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("WorkloadEditor", "Open a Hugging Face config.json"),
                                              "", QCoreApplication.translate("WorkloadEditor", "config.json (*.json)"))
        if name:
            self.load_config(Path(name))

    def load_config(self, path: Path) -> bool:
        try:
            data = read_json_file(path, max_bytes=2 * 1024 * 1024)
            spec_from_config(data, where=str(path))
            new = edit.update_section(self.document.project, "workload", {
                "model_id": None, "hf_config": json.loads(json.dumps(data)), "model_name": path.parent.name or path.stem})
        except (PlannerError, ConfigError) as exc:
            self.error.setText(str(exc))
            return False
        except ValidationError as exc:
            self.error.setText("; ".join(describe_validation_error(exc)))
            return False
        self.document.push(new, QCoreApplication.translate("Editors", "Use config.json"))
        return True


class CostsEditor(_Form):
    """The seed-000 inputs with their units (the exchange rates have their own table: ui/rates_editor.py)."""

    def __init__(self, document, parent=None):
        super().__init__(document, parent)
        self.form = QFormLayout()
        self.fields: dict[str, QLineEdit] = {}
        self.labels: dict[str, QLabel] = {}
        self._add_currency_row()
        self._add_field_rows()
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.retranslate()
        self.load()

    def _add_currency_row(self) -> None:
        self.currency = QComboBox()
        for c in ("CNY", "USD", "EUR"):
            self.currency.addItem(c, c)
        self.currency.activated.connect(self._currency)
        self.labels["currency"] = QLabel()
        self.form.addRow(self.labels["currency"], self.currency)

    def _add_field_rows(self) -> None:
        """One line edit per cost input, each shown and parsed in its unit (money, plain number, percent)."""
        specs = [
            ("hardware_cost", self._show_money, self._parse_money),
            ("amortization_years", self._show_plain, self._parse_plain),
            ("residual_fraction", self._show_percent, self._parse_percent),
            ("full_load_power_w", self._show_plain, lambda f: self._parse_plain(f, required=False)),
            ("load_hours_per_day", self._show_plain, lambda f: self._usage(f, scale=1.0)),
            ("utilization_fraction", self._show_percent, lambda f: self._usage(f, scale=0.01)),
            ("electricity_price", self._show_money, self._parse_money),
            ("cooling_overhead_fraction", self._show_percent, self._parse_percent),
            ("owner_hourly_rate", self._show_money, self._parse_money),
            ("build_debug_hours", self._show_plain, self._parse_plain),
            ("maintenance_hours_per_month", self._show_plain, self._parse_plain),
            ("repair_fund_fraction", self._show_percent, self._parse_percent),
            ("price_max_age_days", self._show_plain, self._parse_days),
        ]
        for field, show_f, parse_f in specs:
            w = QLineEdit()
            w.setObjectName(field)
            self.fields[field] = w
            self.labels[field] = QLabel()
            self.labels[field].setBuddy(w)
            self.form.addRow(self.labels[field], w)
            self.bind(w, show_f(field), parse_f(field), "costs")
        self._add_part_risk_rows()

    def _add_part_risk_rows(self) -> None:
        """The cost's risk from the cards' condition (planner/tco/part_risk.py): a switch and its assumptions."""
        self.part_risk = QCheckBox()
        self.part_risk.setObjectName("part_risk.enabled")
        self.part_risk.toggled.connect(self._part_risk_toggled)
        self.labels["part_risk.enabled"] = QLabel()
        self.form.addRow(self.labels["part_risk.enabled"], self.part_risk)
        for field, percent in (("new_annual_failure_rate", True), ("used_annual_failure_rate", True),
                               ("hard_use_annual_failure_rate", True), ("repair_hours", False)):
            key = f"part_risk.{field}"
            w = QLineEdit()
            w.setObjectName(key)
            self.fields[key] = w
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(w)
            self.form.addRow(self.labels[key], w)
            self.bind(w, self._show_risk(field, percent), self._parse_risk(key, field, percent), "costs")

    def _show_risk(self, field: str, percent: bool) -> Callable[[], str]:
        def show() -> str:
            value = getattr(self.document.project.costs.part_risk, field)
            return f"{value * 100:g}" if percent else f"{value:g}"
        return show

    def _parse_risk(self, key: str, field: str, percent: bool) -> Callable[[str], dict]:
        def parse(t: str) -> dict:
            v = _number(t.rstrip("%"), self.labels[key].text())
            if v is None:
                raise self._empty_error(key)
            risk = self.document.project.costs.part_risk.model_dump()
            return {"part_risk": {**risk, field: v / 100 if percent else v}}
        return parse

    def _part_risk_toggled(self, on: bool) -> None:
        risk = self.document.project.costs.part_risk
        if risk.enabled == on:
            return
        new = edit.update_section(self.document.project, "costs", {"part_risk": {**risk.model_dump(), "enabled": on}})
        self.document.push(new, QCoreApplication.translate("Editors", "Change {field}").format(
            field=self.labels["part_risk.enabled"].text()))

    def _parse_days(self, field: str) -> Callable[[str], dict]:
        def parse(t: str) -> dict:
            v = _number(t, self.labels[field].text(), integer=True)
            if v is None:
                raise self._empty_error(field)
            return {field: v}
        return parse

    def _cost(self, field: str):
        return getattr(self.document.project.costs, field)

    def _show_money(self, field: str) -> Callable[[], str]:
        def show() -> str:
            m = self._cost(field)
            return "" if m is None else f"{m.amount:g}"
        return show

    def _show_plain(self, field: str) -> Callable[[], str]:
        return lambda: "" if self._cost(field) is None else f"{self._cost(field):g}"

    def _show_percent(self, field: str) -> Callable[[], str]:
        return lambda: "" if self._cost(field) is None else f"{self._cost(field) * 100:g}"

    def _empty_error(self, field: str) -> ParseError:
        return ParseError(QCoreApplication.translate("Editors", "{what} cannot be empty").format(
            what=self.labels[field].text()))

    def _parse_money(self, field: str) -> Callable[[str], dict]:
        def parse(t: str) -> dict:
            v = _number(t, self.labels[field].text())
            return {field: None if v is None else {"amount": v, "currency": self.document.project.costs.currency}}
        return parse

    def _parse_plain(self, field: str, required: bool = True) -> Callable[[str], dict]:
        def parse(t: str) -> dict:
            v = _number(t, self.labels[field].text())
            if v is None and required:
                raise self._empty_error(field)
            return {field: v}
        return parse

    def _parse_percent(self, field: str) -> Callable[[str], dict]:
        def parse(t: str) -> dict:
            v = _number(t.rstrip("%"), self.labels[field].text())
            if v is None:
                raise self._empty_error(field)
            return {field: v / 100}
        return parse

    def retranslate(self) -> None:
        self.labels["currency"].setText(QCoreApplication.translate("CostsEditor", "Currency"))
        self.labels["hardware_cost"].setText(QCoreApplication.translate("CostsEditor", "Hardware cost (empty: parts total)"))
        self.labels["amortization_years"].setText(QCoreApplication.translate("CostsEditor", "Amortization (years)"))
        self.labels["residual_fraction"].setText(QCoreApplication.translate("CostsEditor", "Resale value at the end (%)"))
        self.labels["full_load_power_w"].setText(QCoreApplication.translate("CostsEditor", "Wall power at load (W, empty: power check)"))
        self.labels["load_hours_per_day"].setText(QCoreApplication.translate("CostsEditor", "Load hours per day"))
        self.labels["utilization_fraction"].setText(QCoreApplication.translate("CostsEditor", "or utilization (%)"))
        self.labels["electricity_price"].setText(QCoreApplication.translate("CostsEditor", "Electricity price (per kWh)"))
        self.labels["cooling_overhead_fraction"].setText(QCoreApplication.translate("CostsEditor", "Cooling overhead (%)"))
        self.labels["owner_hourly_rate"].setText(QCoreApplication.translate("CostsEditor", "Your hourly rate"))
        self.labels["build_debug_hours"].setText(QCoreApplication.translate("CostsEditor", "Build and debug hours (one-off)"))
        self.labels["maintenance_hours_per_month"].setText(QCoreApplication.translate("CostsEditor", "Maintenance hours per month"))
        self.labels["repair_fund_fraction"].setText(QCoreApplication.translate("CostsEditor", "Repair fund (% of hardware)"))
        self.labels["price_max_age_days"].setText(QCoreApplication.translate("CostsEditor", "Flag prices older than (days)"))
        self.labels["part_risk.enabled"].setText(QCoreApplication.translate("CostsEditor", "Risk from the cards' condition"))
        self.part_risk.setToolTip(QCoreApplication.translate(
            "CostsEditor", "Count each card's expected failures in the risk: a failed used, ex-mining or modded card "
                           "costs a spare, a new card in warranty costs your time."))
        self.labels["part_risk.new_annual_failure_rate"].setText(QCoreApplication.translate("CostsEditor", "New card failures a year (%)"))
        self.labels["part_risk.used_annual_failure_rate"].setText(QCoreApplication.translate("CostsEditor", "Used card failures a year (%)"))
        self.labels["part_risk.hard_use_annual_failure_rate"].setText(QCoreApplication.translate("CostsEditor", "Ex-mining or modded card failures a year (%)"))
        self.labels["part_risk.repair_hours"].setText(QCoreApplication.translate("CostsEditor", "Hours to replace a failed card"))

    def load(self) -> None:
        super().load()
        if self.document.project is None:
            return
        self.currency.blockSignals(True)
        self.currency.setCurrentIndex(max(self.currency.findData(self.document.project.costs.currency), 0))
        self.currency.blockSignals(False)
        self.part_risk.blockSignals(True)
        self.part_risk.setChecked(self.document.project.costs.part_risk.enabled)
        self.part_risk.blockSignals(False)

    def _usage(self, field: str, scale: float):
        """Hours per day and utilization are two ways to say one thing: setting one clears the other."""
        other = "utilization_fraction" if field == "load_hours_per_day" else "load_hours_per_day"

        def parse(t: str) -> dict:
            v = _number(t.rstrip("%"), self.labels[field].text())
            if v is None:
                return {field: None}
            return {field: v * scale, other: None}
        return parse

    def _currency(self, _i: int) -> None:
        value = self.currency.currentData()
        if value == self.document.project.costs.currency:
            return
        new = edit.update_section(self.document.project, "costs", {"currency": value})
        self.document.push(new, QCoreApplication.translate("Editors", "Change currency"))
