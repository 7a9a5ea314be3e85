"""planner/price_import.py"""

MESSAGES = {
    "row {row}: {reason}": "第 {row} 行：{reason}",
    "{count:# quote imported|# quotes imported} ({added} new, {replaced} replacing an earlier import), "
    "{refused:# row refused|# rows refused}.":
        "已导入 {count} 条报价（新增 {added} 条，替换先前导入的 {replaced} 条），拒绝 {refused} 行。",
    "the name '{name}' is ambiguous: {ids} have it; use the id":
        "名称“{name}”有歧义：{ids} 都叫这个名字；请改用 id",
    "no catalog part has the id or name '{name}'": "目录中没有 id 或名称为“{name}”的配件",
    "amount '{value}' is not a number": "金额“{value}”不是数字",
    "amount {value:g} is not above zero": "金额 {value:g} 不大于零",
    "amount {value:g} is more than the planner handles (1,000,000,000)":
        "金额 {value:g} 超出规划器可处理的范围（1,000,000,000）",
    "date '{value}' is not a day written YYYY-MM-DD": "日期“{value}”不是 YYYY-MM-DD 格式的日期",
    "date {date} is after today ({today})": "日期 {date} 晚于今天（{today}）",
    "date {date} is before 2000": "日期 {date} 早于 2000 年",
    "{count:# cell|# cells}, expected at least {expected}": "只有 {count} 个单元格，至少需要 {expected} 个",
    "{column} is empty": "{column} 为空",
    "{column} '{value}' looks like a spreadsheet formula; type the value itself":
        "{column}“{value}”看起来是电子表格公式；请直接填写值",
    "currency '{value}' is unknown to the catalog (known: {known})":
        "目录不认识币种“{value}”（已知：{known}）",
    "condition '{value}' is not new or used": "成色“{value}”不是 new（全新）或 used（二手）",
    "source must be 3 to 500 characters": "来源须为 3 到 500 个字符",
    "{count:# offer imported|# offers imported} ({added} new, {replaced} replacing an earlier import), "
    "{refused:# row refused|# rows refused}.":
        "已导入 {count} 条报价方案（新增 {added} 条，替换先前导入的 {replaced} 条），拒绝 {refused} 行。",
    "not a usable offer: {problems}": "不是可用的报价方案：{problems}",
    "{column} '{value}' is not a number": "{column}“{value}”不是数字",
    "{column}: {reason}": "{column}：{reason}",
    "amount {value} is less than {minimum} of its currency, the smallest price the planner counts":
        "金额 {value} 小于该币种的 {minimum}，即规划器计入的最小价格",
    "the {column} cell opens a quote (\") on line {first} that runs over the line breaks to line {last}: a stray "
    "quote swallowed the rows between; close it or remove it":
        "{column} 单元格在第 {first} 行以引号（\"）开头，一直跨越换行到第 {last} 行：多余的引号吞掉了其间的行；"
        "请补上闭合引号或删掉它",
    "a quote (\") opens a cell on line {first} that the rest of the file, to line {last}, cannot close within the "
    "size of a cell: a stray quote; close it or remove it":
        "第 {first} 行有引号（\"）开始一个单元格，直到文件末尾（第 {last} 行）都无法在单元格大小之内闭合："
        "这是多余的引号；请补上闭合引号或删掉它",
    "{part}: {amount:,.2f} {currency} is under a fifth of the catalog's {condition} price ({reference:,.2f} "
    "{currency}, {date}); is the amount or the currency wrong?":
        "{part}：{amount:,.2f} {currency} 不到目录中{condition}价格（{reference:,.2f} {currency}，{date}）的五分之一；"
        "金额或币种是否有误？",
    "{part}: {amount:,.2f} {currency} is over five times the catalog's {condition} price ({reference:,.2f} "
    "{currency}, {date}); is the amount or the currency wrong?":
        "{part}：{amount:,.2f} {currency} 超过目录中{condition}价格（{reference:,.2f} {currency}，{date}）的五倍；"
        "金额或币种是否有误？",
    "{count:# quote is|# quotes are} under a fifth or over five times the catalog's price of its part and "
    "condition: check the amount and the currency.":
        "有 {count} 条报价不到目录中同一配件同一成色价格的五分之一或超过其五倍：请检查金额和币种。",
}
