"""The window's right-hand tab that holds a widget, found or brought up as a user would click it (an input tab is
made when first shown: ui/editor_tabs.py, so its editor lies inside the tab's page, not the page itself)."""

from __future__ import annotations


def tab_of(window, widget) -> int:
    tabs = window.tabs
    return next(i for i in range(tabs.count()) if tabs.widget(i) is widget or tabs.widget(i).isAncestorOf(widget))


def show_tab_of(window, widget) -> None:
    window.tabs.setCurrentIndex(tab_of(window, widget))
