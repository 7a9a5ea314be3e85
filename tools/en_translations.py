"""English plural forms of the window's counted strings (Qt numerus: QCoreApplication.translate(ctx, text, None, n)
with %n). English is the source language, so only these need an English translation file; every other string
is shown as written. Each entry is (singular, plural)."""

EN = {
    "MainWindow": {
        "Remove %n part(s)": ("Remove %n part", "Remove %n parts"),
        "Move %n part(s)": ("Move %n part", "Move %n parts"),
        "Paste %n part(s)": ("Paste %n part", "Paste %n parts"),
    },
    "MachinesBar": {
        "Move %n part(s) to {machine}": ("Move %n part to {machine}", "Move %n parts to {machine}"),
        "%n GPU(s)": ("%n GPU", "%n GPUs"),
        "Remove {name} and the %n part(s) on it? Undo brings them back.": (
            "Remove {name} and the %n part on it? Undo brings it back.",
            "Remove {name} and the %n parts on it? Undo brings them back."),
        "Remove machine {name} and its %n part(s)": ("Remove machine {name} and its %n part",
                                                     "Remove machine {name} and its %n parts"),
    },
    "PartsTableModel": {
        "Move %n part(s)": ("Move %n part", "Move %n parts"),
    },
}
