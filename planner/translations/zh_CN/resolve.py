"""planner/catalog/resolve.py"""

MESSAGES = {
    "Line '{item}' refers to catalog id '{part_id}', which is not in the catalog (did you mean '{suggestion}'?); "
    "its facts are left out of every check. Choose a catalog part for the line, or describe it as a custom part.":
        "配件行“{item}”引用的目录 ID“{part_id}”不在目录中（是不是想用“{suggestion}”？）；该配件的参数不会参与"
        "任何检查。请为这一行选择目录中的配件，或把它写成自定义配件。",
    "Line '{item}' refers to catalog id '{part_id}', which is not in the catalog; its facts are left out of every "
    "check. Choose a catalog part for the line, or describe it as a custom part.":
        "配件行“{item}”引用的目录 ID“{part_id}”不在目录中；该配件的参数不会参与任何检查。请为这一行选择目录中"
        "的配件，或把它写成自定义配件。",
}
