"""Window layout that follows the screen: a first size within the screen, splitters shared in proportion, the parts
table's columns sized from their contents (prices and totals never cut off; the part name and the specs give way,
elided, but the name never below what shows its first NAME_HEAD characters), and a restored geometry pulled back
onto the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtWidgets import QHeaderView, QSplitter, QTableView, QWidget

#: Columns that show a figure or a short choice: always as wide as their contents.
ESSENTIAL = ("category", "quantity", "condition", "unit_price", "currency", "line_total", "slot", "psu")
#: Columns that give way (elided) when the table is narrow, with their least width in pixels.
FLEXIBLE = {"part": 140, "specs": 90}
#: The part name shows at least this many of its first characters (elided in the middle, its head gets about half
#: the column), in at most NAME_MOST of the table's width.
NAME_HEAD = 14
NAME_MOST = 0.6
PREFERRED = QSize(1500, 920)
LEFT_SHARE = 0.55  # of the main splitter: parts and findings; the rest goes to the pictures and editors


def first_size(available: QRect) -> QSize:
    """The preferred size, or 95 % of the screen's free area where the screen is smaller."""
    return QSize(min(PREFERRED.width(), int(available.width() * 0.95)),
                 min(PREFERRED.height(), int(available.height() * 0.95)))


def clamp_to(geometry: QRect, available: QRect) -> QRect:
    """A window rectangle moved and shrunk so that all of it is on the screen's free area."""
    width, height = min(geometry.width(), available.width()), min(geometry.height(), available.height())
    x = min(max(geometry.x(), available.x()), available.right() - width + 1)
    y = min(max(geometry.y(), available.y()), available.bottom() - height + 1)
    return QRect(x, y, width, height)


def share(splitter: QSplitter, total: int) -> None:
    splitter.setSizes([int(total * LEFT_SHARE), total - int(total * LEFT_SHARE)])


class ColumnFitter(QObject):
    """Sizes the parts table's columns whenever the table is resized or its rows or their contents change (a price
    typed, cards placed). Content changes are fitted once per turn of the event loop (a 0-ms timer), so a burst of
    edits and the report that follows them cost one fit."""

    def __init__(self, view: QTableView, columns: list[str]):
        super().__init__(view)
        self.view, self.columns = view, columns
        view.viewport().installEventFilter(self)
        view.horizontalHeader().setTextElideMode(view.textElideMode())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        self._measured: dict[int, tuple[tuple, int]] = {}  # column -> (its texts, its content width) when measured;
        # -1 - column -> (its names, their least width)
        model = view.model()
        model.headerDataChanged.connect(self._forget)  # the language changed: measure every column again
        for signal in (model.modelReset, model.rowsInserted, model.layoutChanged, model.headerDataChanged,
                       model.dataChanged):
            signal.connect(self.schedule)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def content_width(self, column: int) -> int:
        """The width the column's cells and header need; measured again only when one of its texts changed (an
        edit changes a cell or two: the other columns keep their width without asking every cell its size)."""
        model = self.view.model()
        texts = tuple(model.data(model.index(row, column)) for row in range(model.rowCount()))
        known = self._measured.get(column)
        if known is not None and known[0] == texts:
            return known[1]
        width = max(self.view.sizeHintForColumn(column), self.view.horizontalHeader().sectionSizeHint(column)) + 8
        self._measured[column] = (texts, width)
        return width

    def least_name_width(self, column: int) -> int:
        """The width that shows the first NAME_HEAD characters of every name elided in the middle (Qt keeps as many
        characters of the tail as of the head), or the whole name where it is shorter; in the view's own font, so
        larger fonts get a wider column. Measured again only when a name changed."""
        model, metrics = self.view.model(), self.view.fontMetrics()
        names = tuple(str(model.data(model.index(row, column)) or "") for row in range(model.rowCount()))
        known = self._measured.get(-1 - column)
        if known is not None and known[0] == names:
            return known[1]
        ellipsis = metrics.horizontalAdvance("\u2026")
        need = max((min(metrics.horizontalAdvance(name), metrics.horizontalAdvance(name[:NAME_HEAD]) + ellipsis
                        + metrics.horizontalAdvance(name[-NAME_HEAD:])) for name in names), default=0)
        self._measured[-1 - column] = (names, need + 8)
        return need + 8

    def _forget(self, *_args) -> None:
        self._measured.clear()

    def schedule(self, *_args) -> None:
        """Fit when the event loop next turns (once for everything that changed until then)."""
        self._timer.start()

    def fit(self, *_args) -> None:
        self._timer.stop()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        index = {key: i for i, key in enumerate(self.columns)}
        fixed = {key: self.content_width(index[key]) for key in ESSENTIAL if key in index}
        room = self.view.viewport().width() - sum(fixed.values())
        wanted = {key: self.content_width(index[key]) for key in FLEXIBLE if key in index}
        least = dict(FLEXIBLE)
        if "part" in index:
            name = self.least_name_width(index["part"])
            least["part"] = max(FLEXIBLE["part"], min(name, int(self.view.viewport().width() * NAME_MOST)))
        give = max(room - 80, sum(least.values()))  # keep about 80 px for the notes column
        scale = min(1.0, give / max(sum(wanted.values()), 1))
        for key, width in wanted.items():
            fixed[key] = max(least[key], int(width * scale))
        for key, width in fixed.items():
            self.view.setColumnWidth(index[key], width)


def screen_area(widget: QWidget) -> QRect:
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())
