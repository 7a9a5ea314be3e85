"""planner/catalog/resolve.py"""

MESSAGES = {
    "Line '{item}' refers to catalog id '{part_id}', which is not in the catalog (did you mean '{suggestion}'?); "
    "its facts are left out of every check.":
        "配件行“{item}”引用的目录 ID“{part_id}”不在目录中（是不是想用“{suggestion}”？）；"
        "该配件的参数不会参与任何检查。",
    "Line '{item}' refers to catalog id '{part_id}', which is not in the catalog; its facts are left out of every "
    "check.":
        "配件行“{item}”引用的目录 ID“{part_id}”不在目录中；该配件的参数不会参与任何检查。",
}
