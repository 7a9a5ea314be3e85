"""English plural forms of the window's counted strings (Qt numerus: QCoreApplication.translate(ctx, text, None, n)
with %n). English is the source language, so only these need an English translation file; every other string
is shown as written. Each entry is (singular, plural)."""

EN = {
    "MainWindow": {
        "Remove %n part(s)": ("Remove %n part", "Remove %n parts"),
        "Move %n part(s)": ("Move %n part", "Move %n parts"),
        "Paste %n part(s)": ("Paste %n part", "Paste %n parts"),
        "{machines} machines with %n GPU(s) in all; showing {name}": (
            "{machines} machines with %n GPU in all; showing {name}",
            "{machines} machines with %n GPUs in all; showing {name}"),
    },
    "MachinesBar": {
        "Move %n part(s) to {machine}": ("Move %n part to {machine}", "Move %n parts to {machine}"),
    },
    "PartsTableModel": {
        "Move %n part(s)": ("Move %n part", "Move %n parts"),
    },
}
