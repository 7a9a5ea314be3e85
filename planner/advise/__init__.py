"""Which build to buy (`main.py advise`, Tools > Find a build): the search, its goal and its report."""

from planner.advise.goal import Goal
from planner.advise.report import AdviseReport, Build
from planner.advise.search import advise

__all__ = ["AdviseReport", "Build", "Goal", "advise"]
