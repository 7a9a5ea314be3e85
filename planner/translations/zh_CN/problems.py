"""planner/problems.py (why a typed value is refused) and planner/user_parts.py (the user's own parts)."""

MESSAGES = {
    "this is needed": "必填",
    "a number is needed, not '{got}'": "需要填数字，而不是“{got}”",
    "a whole number is needed, not '{got}'": "需要填整数，而不是“{got}”",
    "a finite number is needed": "需要填有限的数字",
    "must be at least {limit}": "不能小于 {limit}",
    "must be more than {limit}": "必须大于 {limit}",
    "must be at most {limit}": "不能大于 {limit}",
    "must be less than {limit}": "必须小于 {limit}",
    "must be one of {expected}, not '{got}'": "必须是 {expected} 之一，而不是“{got}”",
    "must be at most {limit} characters long": "最多 {limit} 个字符",
    "needs at least {limit} entries": "至少需要 {limit} 项",
    "takes at most {limit} entries": "最多 {limit} 项",
    "a date is needed as YYYY-MM-DD, not '{got}'": "日期格式应为 YYYY-MM-DD（年-月-日），而不是“{got}”",
    "is not a field of this kind of part": "不是这类配件的字段",
    "must not be empty": "不能为空",
    "needs at least {limit} characters": "至少需要 {limit} 个字符",
    "lowercase letters and digits joined by '-', such as rtx-3090-mine, not '{got}'":
        "只能用小写字母和数字，以“-”连接，例如 rtx-3090-mine，而不是“{got}”",
    "'{got}' does not have the expected form ({pattern})": "“{got}”的格式不对（应符合 {pattern}）",
    "'{id}' is already in the catalog; choose another": "配件库里已有“{id}”，请换一个编号",
    "'{kind}' is not a kind of part": "“{kind}”不是一种配件",
    "expected a JSON array of parts": "应是配件的 JSON 数组",
}
