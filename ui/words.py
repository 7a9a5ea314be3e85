"""Words a user knows for the project's internal values: workload modes, engines, the fields of a parts row, a
finding's level. Undo texts and combo boxes show these, never the ids stored in the project file."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def mode_label(mode: str) -> str:
    return {"inference": QCoreApplication.translate("Words", "Inference"),
            "lora": QCoreApplication.translate("Words", "LoRA fine-tuning"),
            "qlora": QCoreApplication.translate("Words", "QLoRA fine-tuning"),
            "full_finetune": QCoreApplication.translate("Words", "Full fine-tuning")}.get(mode, mode)


def engine_label(engine: str) -> str:
    return {"llama.cpp": "llama.cpp",
            "accelerate-sequential": QCoreApplication.translate("Words", "Accelerate, one card after another"),
            "accelerate-balanced": QCoreApplication.translate("Words", "Accelerate, balanced over the cards"),
            "vllm-tp": QCoreApplication.translate("Words", "vLLM tensor parallel"),
            "vllm-pp": QCoreApplication.translate("Words", "vLLM pipeline parallel")}.get(engine, engine)


def field_name(key: str) -> str:
    """A parts-table column as a word inside a sentence ("Change quantity of RTX 3090 to 2")."""
    return {"quantity": QCoreApplication.translate("Words", "quantity"),
            "condition": QCoreApplication.translate("Words", "condition"),
            "unit_price": QCoreApplication.translate("Words", "unit price"),
            "currency": QCoreApplication.translate("Words", "currency"),
            "slot": QCoreApplication.translate("Words", "slot"),
            "notes": QCoreApplication.translate("Words", "notes"),
            "part": QCoreApplication.translate("Words", "name")}.get(key, key)


def level_label(level: str) -> str:
    return {"fail": QCoreApplication.translate("Words", "Fails"),
            "warn": QCoreApplication.translate("Words", "Warning"),
            "info": QCoreApplication.translate("Words", "Note"),
            "ok": QCoreApplication.translate("Words", "OK")}.get(level, level)


def change_text(field: str, part: str, value: str) -> str:
    """The undo text of one edited cell; a long value (a note) is left out."""
    if not value or len(value) > 40:
        return QCoreApplication.translate("Words", "Change {field} of {part}").format(field=field, part=part)
    return QCoreApplication.translate("Words", "Change {field} of {part} to {value}").format(
        field=field, part=part, value=value)
