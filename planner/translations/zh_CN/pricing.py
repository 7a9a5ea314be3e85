"""planner/hardware/pricing.py"""

MESSAGES = {
    "launch MSRP": "首发建议零售价",
    "street price": "市场零售价",
    "imported quote": "导入的报价",
    "used market": "二手行情",
    "list price": "官方标价",
    "no price of its own, and the catalog has no {condition} price for it: not in the total":
        "本行没有填写价格，目录中也没有{condition}价格：未计入总价",
    "catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}":
        "{date} 的目录价格（{kind}，{condition}）：{amount:,.2f} {currency}",
    "catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, not converted (no "
    "{currency}->{project_currency} exchange rate)":
        "{date} 的目录价格（{kind}，{condition}）：{amount:,.2f} {currency}，未换算（缺少 "
        "{currency}->{project_currency} 汇率）",
    "catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, more than the planner "
    "handles once converted to {project_currency}: not in the total":
        "{date} 的目录价格（{kind}，{condition}）：{amount:,.2f} {currency}，换算成 {project_currency} 后超出规划器"
        "可处理的范围：未计入总价",
    "catalog price of {date} ({kind}, {condition}): {amount:,.2f} {currency}, converted at 1 {base} = "
    "{rate:g} {quote} of {rate_date}":
        "{date} 的目录价格（{kind}，{condition}）：{amount:,.2f} {currency}，按 {rate_date} 的汇率 1 {base} = "
        "{rate:g} {quote} 换算",
    "(the middle of {count} catalog prices of {first} to {last})":
        "（取 {first} 至 {last} 间 {count} 个目录价格的中位数）",
}
