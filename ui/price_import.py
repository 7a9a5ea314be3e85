"""File > Import prices...: the user's dated quotes, or a snapshot of cloud offers or API prices, from a CSV into
their catalog (planner.price_import, planner.offer_import).

The catalog is not part of the project, so this is not an undo step. After an import the window's catalog takes
the new quotes, the report is made again (lines without a price of their own may now use one), and a dialog says
how many quotes were imported and lists every refused row with its number and reason.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from planner.catalog.store import load_catalog
from planner.errors import PlannerError
from planner.price_import import ImportResult, import_prices

from .i18n import current_language

#: Refused rows listed in the dialog's text; all of them are in its details.
SHOWN_ROWS = 20


def import_file(window, path: str) -> ImportResult | str:
    """Import `path` into the user catalog and refresh the window; the result, or the message of a refused file."""
    try:
        result = import_prices(path, window.catalog, datetime.date.today())
    except (OSError, PlannerError) as exc:
        return str(exc)
    fresh = load_catalog()
    for part_id, part in fresh.parts.items():  # the same Catalog object the document and the picker hold
        if part_id in window.catalog.parts:
            window.catalog.parts[part_id] = part
    window.catalog.clouds.update(fresh.clouds)  # an offers snapshot: the Alternatives tab's choices
    window.catalog.apis.update(fresh.apis)
    window.catalog.origins.update({k: v for k, v in fresh.origins.items() if k in fresh.clouds or k in fresh.apis})
    window.catalog_changed()
    return result


def result_box(window, outcome: ImportResult | str) -> QMessageBox:
    """The dialog that reports an import: the count, the refused rows and the quotes kept with a warning (far from
    the catalog's price), or why the file was refused."""
    title = QCoreApplication.translate("PriceImport", "Import prices")
    if isinstance(outcome, str):
        return QMessageBox(QMessageBox.Icon.Critical, title, QCoreApplication.translate(
            "PriceImport", "The file was not imported:") + "\n" + outcome, QMessageBox.StandardButton.Ok, window)
    lang = current_language()
    rows = [r.render(lang) for r in outcome.refused]
    body = outcome.summary().render(lang)
    if rows:
        body += "\n\n" + QCoreApplication.translate("PriceImport", "Refused rows:") + "\n" + "\n".join(rows[:SHOWN_ROWS])
        if len(rows) > SHOWN_ROWS:
            body += "\n" + QCoreApplication.translate("PriceImport", "(all of them under Show Details)")
    warned = [r.render(lang) for r in outcome.warnings]
    if warned:
        body += "\n\n" + QCoreApplication.translate("PriceImport", "Imported, but check:") + "\n" + "\n".join(
            warned[:SHOWN_ROWS])
    icon = QMessageBox.Icon.Warning if rows or warned else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, body, QMessageBox.StandardButton.Ok, window)
    if rows or len(warned) > SHOWN_ROWS:
        box.setDetailedText("\n".join(rows + warned))
    return box


def choose_and_import(window) -> None:
    """Ask for a CSV file, import it, and show what happened."""
    path, _ = QFileDialog.getOpenFileName(
        window, QCoreApplication.translate("PriceImport", "Import prices"), "",
        QCoreApplication.translate("PriceImport", "CSV files (*.csv);;All files (*)"))
    if path:
        result_box(window, import_file(window, path)).exec()
