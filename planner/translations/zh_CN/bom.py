"""planner/hardware/bom.py"""

MESSAGES = {
    "Prices in {currencies} cannot be added to the {project_currency} total: add an exchange rate "
    "{first}->{project_currency} to the cost assumptions. Totals are shown per currency meanwhile.":
        "{currencies} 计价的价格无法计入 {project_currency} 总价：请在成本参数中添加 {first}->{project_currency} "
        "的汇率。在此之前按币种分别显示合计。",
    "{count:# line has|# lines have} no price yet ({items}); the total leaves them out.":
        "{count} 行还没有价格（{items}）；总价未包含它们。",
    "Parts total {total:,.2f} {currency} over {lines:# line|# lines}.":
        "配件合计 {total:,.2f} {currency}，共 {lines} 行。",
    "Converted at the exchange rates ({rates}), the parts come to {total:,.0f} {currency}, more than the "
    "planner handles ({limit:,.0f}); check the prices and the exchange rates.":
        "按汇率（{rates}）换算后，配件合计 {total:,.0f} {currency}，超出规划器可处理的范围（{limit:,.0f}）；"
        "请检查价格和汇率。",
    "{count:# line is|# lines are} counted at the catalog's dated price ({items}); type the price you were quoted "
    "when you have one.":
        "{count} 行按目录中带日期的价格计价（{items}）；拿到报价后请填入实际价格。",
    "{days:# day|# days} old on {as_of}, older than {limit} days: ask for a new quote (seen at {source})":
        "截至 {as_of} 已有 {days} 天，超过 {limit} 天：请重新询价（来源：{source}）",
    "{days:# day|# days} old on {as_of} (seen at {source})": "截至 {as_of} 已有 {days} 天（来源：{source}）",
    "{count:# line is|# lines are} priced at a price older than {limit} days on {as_of} ({items}); ask for "
    "new quotes or import them (File > Import prices...).":
        "{count} 行所用价格截至 {as_of} 已超过 {limit} 天（{items}）；请重新询价或导入报价（文件 > 导入价格...）。",
    "{name}: {date}": "{name}：{date}",
}
