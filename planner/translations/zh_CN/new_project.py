"""planner/new_project.py"""

MESSAGES = {
    "New rig": "新装机方案",
}
