"""planner/advise/ (the build search: why a build is listed, why a card set was not built, what to relax)"""

MESSAGES = {
    "CPU": "处理器",
    "memory": "内存",
    "{board}: {reason}": "{board}：{reason}",
    "{board}: no priced {kind} in the catalog fits it": "{board}：目录中没有带价格且适配它的{kind}",
    "{board}: no priced case in the catalog holds the board and the cards":
        "{board}：目录中没有带价格且能装下这块主板和这些显卡的机箱",
    "{board}: no priced PSU in the catalog, alone or two of one model, gives the {watts:,.0f} W and the plugs the cards "
    "need":
        "{board}：目录中没有带价格的电源（单台或两台同型号）能提供 {watts:,.0f} W 及显卡所需的供电接口",
    "{board}: {finding}": "{board}：{finding}",
    "{board}: draws {wall_w:,.0f} W at the wall, over the {max_w:,.0f} W allowed":
        "{board}：墙插功耗 {wall_w:,.0f} W，超过允许的 {max_w:,.0f} W",
    "no board in the catalog with a price has slots for {cards} cards":
        "目录中没有带价格且有 {cards} 张卡插槽的主板",
    "{board}: the whole build costs {price:,.0f} {currency}, over the budget":
        "{board}：整机花费 {price:,.0f} {currency}，超出预算",
    "the cheapest build that meets the goal": "满足目标的最便宜配置",
    "the fastest decode on the list": "列表中解码最快的配置",
    "the lowest cost a month": "每月成本最低的配置",
    "faster than every cheaper build": "比所有更便宜的配置都快",
    "{first}, and also {second}": "{first}，也是{second}",
    "{first}, and {second}": "{first}，并且{second}",
    "costs {extra:,.0f} {currency} more than the cheapest": "比最便宜的配置贵 {extra:,.0f} {currency}",
    "decodes {slower:.1f} tokens/s slower than the fastest": "解码比最快的配置慢 {slower:.1f} tokens/s",
    "Chosen as {why}.": "入选理由：{why}。",
    "Chosen as {why}; against the others it {gives}.": "入选理由：{why}；与其他配置相比，它{gives}。",
    "None of the {searched:,} mixes of the catalog's priced cards passes the bounds: {over:,} cost more than the "
    "budget with the cheapest platform ({floor:,.0f} {currency}) and PSU for them, {small:,} more cannot hold the "
    "weights, and the other {slow:,} cannot decode {tps:g} tokens/s even at their cards' full bandwidth (at most "
    "{ceiling:.1f}). Raise the budget, choose a smaller format or model, lower the speed, or allow used cards.":
        "目录中带价格的 {searched:,} 种显卡组合没有一个通过界限：{over:,} 种加上最便宜的平台（{floor:,.0f} "
        "{currency}）和所需电源后超出预算，另有 {small:,} 种装不下权重，其余 {slow:,} 种即使按显卡满带宽也达不到 "
        "{tps:g} tokens/s（最多 {ceiling:.1f}）。请提高预算、选更小的量化格式或模型、降低速度要求，或允许二手卡。",
    "None of the {fitted:,} card sets within the budget that the bounds leave (all of them fitted) holds the model "
    "at {context:,} tokens of context: raise the budget, shorten the context, choose a smaller format, or allow "
    "used cards.":
        "界限筛出的预算内 {fitted:,} 组显卡（已全部逐卡计算）没有一组能在 {context:,} 个 token 的上下文下装下这个"
        "模型：请提高预算、缩短上下文、选更小的量化格式，或允许二手卡。",
    "No card set within the budget decodes {min_tps:g} tokens/s. Of the {fitted:,} that the bounds leave (all of "
    "them fitted), the fastest decodes about {tps:.1f} tokens/s ({cards}, {price:,.0f} {currency} for the cards); "
    "the bandwidth bound puts the other {slow:,} mixes within the budget under {ceiling:.1f}. Lower the speed to "
    "that, or raise the budget.":
        "预算内没有一组显卡能解码 {min_tps:g} tokens/s。界限筛出的 {fitted:,} 组（已全部逐卡计算）中最快的约为 "
        "{tps:.1f} tokens/s（{cards}，显卡 {price:,.0f} {currency}）；按带宽上限，预算内其余 {slow:,} 种组合都低于 "
        "{ceiling:.1f}。请把速度要求降到这个值，或提高预算。",
    "{sets:,} card sets that fit and are fast enough cost more than the budget once the system RAM their experts "
    "need is counted.":
        "{sets:,} 组装得下且够快的显卡，算上专家所需的系统内存后超出预算。",
    "The search stopped at its limits ({attempts} builds, {fitted:,} fits): {unbuilt:,} more card sets that fit "
    "and are fast enough, and {unfitted:,} mixes not fitted, were not tried.":
        "搜索在上限处停止（{attempts} 次整机配置，{fitted:,} 次逐卡计算）：另有 {unbuilt:,} 组装得下且够快的显卡、"
        "{unfitted:,} 种未计算的组合没有尝试。",
    "Every one of the {attempts} card sets within the budget that fit and are fast enough was tried.":
        "预算内装得下且够快的 {attempts} 组显卡都已尝试配整机。",
    "no priced board has slots for {cards} cards and memory slots that priced kits fill with the {need:,.0f} GiB "
    "of system RAM the experts kept in RAM need":
        "没有带价格的主板既有 {cards} 张卡的插槽，又能用带价格的内存条装下放在内存里的专家所需的 {need:,.0f} GiB "
        "系统内存",
    "{cards} ({price:,.0f} {currency} for the cards, {tps:.1f} tokens/s) was not built: {why}.":
        "{cards}（显卡 {price:,.0f} {currency}，{tps:.1f} tokens/s）没有配出整机：{why}。",
    "Of the {fitted:,} card sets fitted before the search stopped at its limits, the fastest decodes about "
    "{tps:.1f} tokens/s ({cards}, {price:,.0f} {currency} for the cards), under the {min_tps:g} asked for; "
    "{unfitted:,} mixes were not fitted.":
        "搜索在上限处停止前逐卡计算了 {fitted:,} 组显卡，其中最快的约为 {tps:.1f} tokens/s（{cards}，显卡 "
        "{price:,.0f} {currency}），低于要求的 {min_tps:g}；另有 {unfitted:,} 种组合未计算。",
    "{board}: its {slots} memory slots cannot hold the {need:,.0f} GiB of system RAM the experts kept in RAM need":
        "{board}：它的 {slots} 个内存插槽装不下放在内存里的专家所需的 {need:,.0f} GiB 系统内存",
    "{board}: the whole build decodes {tps:.1f} tokens/s, under the {min_tps:g} asked for":
        "{board}：整机解码 {tps:.1f} tokens/s，低于要求的 {min_tps:g}",
    "{machines} machines: {finding}": "{machines} 台机器：{finding}",
    "{machines} machines decode {tps:.1f} tokens/s with the network between them, under the {min_tps:g} asked for":
        "{machines} 台机器加上之间的网络，解码约 {tps:.1f} tokens/s，低于要求的 {min_tps:g}",
    "{machines} machines cost {price:,.0f} {currency}, over the budget": "{machines} 台机器共 {price:,.0f} {currency}，超出预算",
    "a machine of {machines} draws {wall_w:,.0f} W at the wall, over the {max_w:,.0f} W allowed":
        "{machines} 台机器中有一台墙插功耗 {wall_w:,.0f} W，超过允许的 {max_w:,.0f} W",
    "several machines are not planned with MoE experts kept in system RAM": "专家放在内存中的 MoE 方案不规划多台机器",
    "one card cannot be split over several machines": "一张卡无法分到多台机器上",
    "{machines} machines: {why}": "{machines} 台机器：{why}",
    "{board}: no priced rack chassis in the catalog holds the board and the cards":
        "{board}：目录里没有带价格的机架式机箱装得下这块主板和这些显卡",
    # planner/advise/cli.py: the text output
    "Searched {searched:,} card mixes in {seconds:g} s ({rate:,.0f} judged per second by the bounds): ruled "
    "out {over_budget:,} by price, {too_small:,} by memory, {too_slow:,} by speed and {beaten:,} by a cheaper "
    "build as fast; fitted {fitted:,}, built {built}{left}.":
        "在 {seconds:g} 秒内搜索了 {searched:,} 种显卡组合（界限法每秒判断 {rate:,.0f} 种）：因价格排除 {over_budget:,} 种，"
        "因显存排除 {too_small:,} 种，因速度排除 {too_slow:,} 种，因已有同样快且更便宜的配置排除 {beaten:,} 种；"
        "做了装载计算 {fitted:,} 种，组装了 {built} 种{left}。",
    "; {left:,} left when the search stopped at its limits, none of which can be built cheaper than #1":
        "；搜索到达上限时还剩 {left:,} 种，其中没有一种能比第 1 名更便宜",
    "; {left:,} left when the search stopped at its limits, some of which could be built cheaper":
        "；搜索到达上限时还剩 {left:,} 种，其中可能有更便宜的",
    "{name}: {price:,.2f} {currency}, {tps:.1f} tokens/s at {quant}, {monthly} {currency} a month, "
    "{wall:,.0f} W at the wall ({status})":
        "{name}：{price:,.2f} {currency}，{quant} 下 {tps:.1f} tokens/s，每月 {monthly} {currency}，墙插 {wall:,.0f} W（{status}）",
    "{quantity}x {part} (used)": "{quantity}x {part}（二手）",
}
