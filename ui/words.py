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
            "psu": QCoreApplication.translate("Words", "PSU"),
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


def base_label(base: str) -> str:
    """The frozen base of LoRA/QLoRA (the workload's base_precision)."""
    return {"auto": QCoreApplication.translate("Words", "The mode's own (LoRA 16-bit, QLoRA 4-bit)"),
            "bf16": QCoreApplication.translate("Words", "16-bit (bf16)"),
            "int8": QCoreApplication.translate("Words", "8-bit (LLM.int8)"),
            "nf4": QCoreApplication.translate("Words", "4-bit (NF4)"),
            "fp4": QCoreApplication.translate("Words", "4-bit (FP4)")}.get(base, base)


def optimizer_label(optimizer: str) -> str:
    return {"adamw": QCoreApplication.translate("Words", "AdamW (fp32 states)"),
            "adamw_8bit": QCoreApplication.translate("Words", "8-bit AdamW"),
            "paged_adamw_8bit": QCoreApplication.translate("Words", "Paged 8-bit AdamW"),
            "paged_adamw_32bit": QCoreApplication.translate("Words", "Paged 32-bit AdamW"),
            "sgd": QCoreApplication.translate("Words", "SGD with momentum")}.get(optimizer, optimizer)


def master_label(master: bool) -> str:
    return (QCoreApplication.translate("Words", "Mixed precision, fp32 master weights") if master else
            QCoreApplication.translate("Words", "Pure bf16, no master weights"))


def strategy_label(strategy: str) -> str:
    """How several cards train together (the workload's train_strategy)."""
    return {"ddp": QCoreApplication.translate("Words", "Data parallel (DDP), a full copy per card"),
            "pipeline": QCoreApplication.translate("Words", "Pipeline, layers split over the cards"),
            "zero1": QCoreApplication.translate("Words", "ZeRO-1, optimizer states sharded"),
            "zero2": QCoreApplication.translate("Words", "ZeRO-2, gradients and optimizer sharded"),
            "zero3": QCoreApplication.translate("Words", "ZeRO-3, everything sharded"),
            "fsdp": QCoreApplication.translate("Words", "FSDP, everything sharded")}.get(strategy, strategy)


def offload_label(offload: str) -> str:
    return {"none": QCoreApplication.translate("Words", "Nothing"),
            "optimizer": QCoreApplication.translate("Words", "Optimizer states and gradients"),
            "optimizer_and_params": QCoreApplication.translate("Words", "Optimizer states, gradients and "
                                                                        "parameters")}.get(offload, offload)


def checkpointing_label(choice: str) -> str:
    """Gradient checkpointing: off, on, or on with the checkpoints in host RAM."""
    return {"off": QCoreApplication.translate("Words", "Off"),
            "on": QCoreApplication.translate("Words", "On"),
            "offload": QCoreApplication.translate("Words", "On, checkpoints in host RAM")}.get(choice, choice)
