"""planner/tco/ (the cost model, its alternatives, verdict and findings) and planner/tco/check.py"""

_NOT = "未计算拥有成本："
_RATE = "以 {from_currency} 计价；请在成本参数中添加汇率 {from_currency}->{currency}。"
_NEVER = "与 {alternative}（目前每月 {cost_per_month:,.2f} {currency}）相比，自有"

MESSAGES = {
    "At {hours:,.0f} load hours a month owning breaks even with a cloud that costs {price:,.2f} an hour for the "
    "same work ({fixed:,.2f} a month fixed / {hours:,.0f} h + {per_hour:,.2f} a load hour): a cheaper offer is "
    "cheaper than owning at this usage, a dearer one breaks even at fewer hours.":
        "每月高负载 {hours:,.0f} 小时时，自建与每小时 {price:,.2f} 的同等云算力打平（每月固定 {fixed:,.2f} ÷ {hours:,.0f} 小时 "
        "+ 每负载小时 {per_hour:,.2f}）：更便宜的报价在这个用量下比自建省钱，更贵的报价在更少的小时数就能打平。",
    # cost of ownership not computed (planner/tco/amounts.py TcoError, the tco.not_computed finding)
    "Cost of ownership not computed: {amount} is in {from_currency}; add an exchange rate {from_currency}->{currency} "
    "to the cost assumptions.": _NOT + "{amount} " + _RATE,
    "the parts total": "配件合计",
    "risk event '{name}' loss": "风险事件“{name}”的损失",
    "cloud option '{name}' price": "云端方案“{name}”的价格",
    "cloud option '{name}' storage": "云端方案“{name}”的存储费用",
    "cloud option '{name}' egress": "云端方案“{name}”的出站流量费用",
    "API '{name}' input price": "API“{name}”的输入价格",
    "API '{name}' output price": "API“{name}”的输出价格",
    "API '{name}' cached price": "API“{name}”的缓存输入价格",
    "Cost of ownership not computed: type the load hours per day or the utilization on the Cost inputs tab, or "
    "import a GPU usage log (load_hours_per_day or utilization_fraction in the file).":
        _NOT + "请在“成本参数”页填写每天满载小时数或利用率，或导入 GPU 使用日志。",
    "Cost of ownership not computed: no hardware cost: price the parts or type the hardware cost "
    "(Cost inputs tab; hardware_cost in the file).":
        _NOT + "没有硬件成本：请给配件填上价格，或在“成本参数”页填写硬件成本。",
    "Cost of ownership not computed: the hardware cost is zero: price the parts or type the hardware "
    "cost (Cost inputs tab; hardware_cost in the file).":
        _NOT + "硬件成本为零：请给配件填上价格，或在“成本参数”页填写硬件成本。",
    "Cost of ownership not computed: no wall power: add a PSU and parts for the power check, or type the wall "
    "power at load (Cost inputs tab; full_load_power_w in the file).":
        _NOT + "没有整机功率：请添加电源和配件以便做功耗检查，或在“成本参数”页填写满载墙插功率。",

    # where the inputs come from
    "stated in the cost assumptions": "成本参数中填写的数值",
    "bill of materials total": "配件清单合计",
    "measured: {active_gpu_hours:,.2f} active GPU-hours in {covered} of log ({file})":
        "实测：日志覆盖 {covered}，共 {active_gpu_hours:,.2f} 个活跃 GPU 小时（{file}）",
    "The GPU log covers only {covered}; the monthly figure is extrapolated x{factor:,.0f} from it. Log at least a "
    "day, better a few weeks, for a usage you can plan with.":
        "GPU 日志只覆盖 {covered}；每月数字由此外推了 {factor:,.0f} 倍。请至少记录一天，最好几周，才能据此规划用量。",
    "The GPU log has {gaps:# gap|# gaps} of more than {gap_factor} sampling intervals (the logger was stopped); that time "
    "is counted neither as logged nor as active.":
        "GPU 日志有 {gaps} 处超过 {gap_factor} 个采样间隔的中断（记录程序停止）；这段时间既不算记录时间，也不算活跃时间。",
    "{hours_per_day:g} h/day x {days:# day|# days}": "每天 {hours_per_day:g} h × {days:g} 天",
    "{utilization:.0%} of 24 h x {days:# day|# days}": "每天 24 h 的 {utilization:.0%} × {days:g} 天",
    "stated full-load wall power": "填写的满载整机功率",
    "wall draw from the power check": "功耗检查算出的整机墙插功率",
    "estimated wall draw: no PSU yet, so the sustained load at 90 % efficiency (80 PLUS Gold at half load)":
        "估算的墙插功率：尚未选择电源，按持续负载和 90% 转换效率（80 PLUS 金牌半载）计算",

    # alternatives
    "on demand{below}": "按需{below}",
    "spot: {interruption:.0%} of the hours redone after interruptions{below}":
        "竞价：中断后需重跑 {interruption:.0%} 的时长{below}",
    "reserved: {committed_hours:g} h paid every month{below}": "包月预留：每月固定支付 {committed_hours:g} h{below}",
    "; its hourly price is below the rig's own running cost per hour": "；其每小时价格低于本机自身每小时的运行成本",
    "{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month":
        "每月输入 {input_m:,.1f} M + 输出 {output_m:,.1f} M tokens",
    "{input_m:,.1f} M input + {output_m:,.1f} M output tokens a month; no decode speed, so no break-even in hours":
        "每月输入 {input_m:,.1f} M + 输出 {output_m:,.1f} M tokens；没有解码速度，无法按小时算盈亏平衡",
    "Hybrid: this rig + {burst_hours:g} GPU-h/month on {option}":
        "混合：本机 + 每月在 {option} 上租 {burst_hours:g} GPU 小时",
    "all on {option} instead: {cost:,.2f} a month":
        "若全部改用 {option}：每月 {cost:,.2f}",

    # cumulative cost series, tornado inputs
    "Own (cash)": "自有（现金）",
    "Own, net of resale": "自有（扣除残值）",
    "Own this rig": "自有这台机器",
    "hardware cost": "硬件成本",
    "resale value": "残值",
    "amortization years": "折旧年限",
    "electricity price": "电价",
    "wall power": "整机功率",
    "cooling overhead": "散热额外耗电",
    "owner hourly rate": "你的时薪",
    "build and debug hours": "装机调试工时",
    "maintenance hours": "维护工时",
    "risk (expected loss)": "风险（期望损失）",
    "cloud price": "云端价格",

    # Monte Carlo
    "{draws:,} draws: electricity price x triangular({price_low:g}, 1, {price_high:g}); load hours x "
    "triangular({hours_low:g}, 1, {hours_high:g}); resale x triangular({resale_low:g}, 1, {resale_high:g}); risk "
    "events binomial over {months:# month|# months}; each GPU fails with {failure_rate:.0%} a year and is replaced. Cost over "
    "{months:# month|# months}, cash net of resale.":
        "抽样 {draws:,} 次：电价 × 三角分布({price_low:g}, 1, {price_high:g})；满载小时数 × 三角分布({hours_low:g}, 1, "
        "{hours_high:g})；残值 × 三角分布({resale_low:g}, 1, {resale_high:g})；风险事件按 {months} 个月做二项分布抽样；"
        "每张显卡每年故障概率 {failure_rate:.0%}，坏了就换新。统计 {months} 个月内的现金支出，扣除残值。",

    # notes
    "Own cost per month = hardware (amortization + repair fund) + power + time + risk.":
        "自有每月成本 = 硬件（折旧摊销 + 维修准备金）+ 电费 + 时间 + 风险。",
    "Break-even hours use the energy price of the next kWh ({marginal_price:g} per kWh); with a tiered tariff that "
    "price rises with use.":
        "盈亏平衡小时数按下一度电的电价计算（每 kWh {marginal_price:g}）；阶梯电价下，用电越多这个价格越高。",
    "Break-even hours H* = (own fixed - cloud fixed) / (cloud price per hour - own energy cost per hour).":
        "盈亏平衡小时数 H* =（自有固定成本 - 云端固定费用）/（云端每小时价格 - 自有每小时电费）。",

    # findings
    "Owning costs {total_per_month:,.2f} {currency} a month: hardware {hardware:,.2f}, power {power:,.2f}, time "
    "{time:,.2f}, risk {risk:,.2f} (at {load_hours:,.0f} load hours a month).":
        "自有每月成本 {total_per_month:,.2f} {currency}：硬件 {hardware:,.2f}，电费 {power:,.2f}，时间 {time:,.2f}，"
        "风险 {risk:,.2f}（按每月 {load_hours:,.0f} 个满载小时计）。",
    "Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even.":
        _NEVER + "始终达不到盈亏平衡。",
    "Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even in hours (no "
    "decode speed).":
        _NEVER + "无法按小时算出盈亏平衡点（缺少解码速度）。",
    "Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even: it would take "
    "{break_even_hours:,.0f} load hours a month, more than the {month_hours:,.0f} a month has.":
        _NEVER + "始终达不到盈亏平衡：需要每月 {break_even_hours:,.0f} 个满载小时，超过了一个月总共的 "
        "{month_hours:,.0f} 小时。",
    "Against {alternative}: break-even at {break_even_hours:,.0f} load hours a month ({break_even_utilization:.0%} "
    "utilization); at {load_hours:,.0f} h {comparison} ({cost_per_month:,.2f} {currency} a month to rent)"
    "{payback_clause}.":
        "与 {alternative} 相比：盈亏平衡点为每月 {break_even_hours:,.0f} 个满载小时（利用率 {break_even_utilization:.0%}）；"
        "按每月 {load_hours:,.0f} h 计，{comparison}（租用每月 {cost_per_month:,.2f} {currency}）{payback_clause}。",
    "owning is cheaper": "自有更便宜",
    "owning is dearer": "自有更贵",
    "; pays for itself in {payback_months:,.1f} months": "；{payback_months:,.1f} 个月回本",

    # verdict: seed 003's rule, then the computed break-even against a cloud option and where it contradicts the rule
    "Expected utilization {expected_utilization:.0%} is below 50 %: rent cloud GPUs first.{with_prices}":
        "预计利用率 {expected_utilization:.0%}，低于 50 %：建议先租用云 GPU。{with_prices}",
    "Expected utilization {expected_utilization:.0%} is between 50 % and 70 %: model it in detail."
    "{with_prices}":
        "预计利用率 {expected_utilization:.0%}，介于 50 % 和 70 % 之间：需要详细测算。{with_prices}",
    "Expected utilization {expected_utilization:.0%} is above 70 % for a {months}-month plan (24 or more): building "
    "is likely cheaper.{with_prices}":
        "预计利用率 {expected_utilization:.0%}，高于 70 %，规划期 {months} 个月（不少于 24 个月）："
        "自己装机很可能更便宜。{with_prices}",
    "Expected utilization {expected_utilization:.0%} is above 70 %, but the plan covers only {months:# month|# months} (24 "
    "or more are needed).{with_prices}":
        "预计利用率 {expected_utilization:.0%}，高于 70 %，但规划期只有 {months} 个月（至少需要 24 个月）。"
        "{with_prices}",
    " With the prices entered, the computed break-even against {alternative} is {break_even_utilization:.0%} "
    "utilization ({break_even_hours:,.0f} h a month){contrast}.":
        "按已填写的价格计算，相对于 {alternative} 的盈亏平衡点是 {break_even_utilization:.0%} 的利用率"
        "（每月 {break_even_hours:,.0f} h）{contrast}。",
    ", so here owning is already cheaper than the rule of thumb suggests":
        "，所以就这里而言，自有已经比经验法则所说的更划算",
    ", so at these prices renting stays cheaper despite the high utilization":
        "，所以按这些价格，即使利用率很高，租用仍然更便宜",
    # a source article's figure beside this project's (planner/tco/article.py)
    "cloud price {article:,.4g} per GPU-hour in the article, {here:,.4g} here":
        "云端价格：文章为每 GPU 小时 {article:,.4g}，这里为 {here:,.4g}",
    "power {article:,.2f} a month in the article, {here:,.2f} here": "电费：文章为每月 {article:,.2f}，这里为 {here:,.2f}",
    "repair fund {article:.0%} of the hardware in the article, {here:.0%} here":
        "维修基金：文章为硬件的 {article:.0%}，这里为 {here:.0%}",
    "about {low:,.0f}": "约 {low:,.0f}",
    "{low:,.0f}-{high:,.0f}": "{low:,.0f}—{high:,.0f}",
    " (the article's inputs: {basis})": "（文章的输入：{basis}）",
    "{difference} ({effect:+,.0f})": "{difference}（{effect:+,.0f}）",
    "{source} states a saving of {stated} at month {at_month} against {against}; with the article's inputs "
    "this model gives {there:,.0f}, with this project's {here:,.0f}{differences}{basis}.":
        "{source} 称第 {at_month} 个月时相对 {against} 节省 {stated}；用文章的输入，本模型算得 {there:,.0f}，"
        "用本项目的输入算得 {here:,.0f}{differences}{basis}。",
    ": {items}": "：{items}",
    "inside the band": "在区间内",
    "below the band: this cloud costs more an hour than the band's {dear:,.2f}":
        "低于区间：该云端每小时价格高于区间对应的 {dear:,.2f}",
    "above the band: this cloud costs less an hour than the band's {cheap:,.2f}":
        "高于区间：该云端每小时价格低于区间对应的 {cheap:,.2f}",
    "{option} at {rate:,.2f} an hour breaks even at {hours} ({where})":
        "{option} 每小时 {rate:,.2f}，盈亏平衡点为 {hours}（{where}）",
    "{source} states a break-even of {stated} load hours a month; with this project's own costs that band means a "
    "cloud price of {cheap:,.2f}-{dear:,.2f} an hour for the rented GPUs{basis}. {items}.":
        "{source} 给出的盈亏平衡点为每月 {stated} 负载小时；按本项目自身的成本，这一区间相当于所租 GPU 每小时 "
        "{cheap:,.2f}—{dear:,.2f} 的云端价格{basis}。{items}。",
    "{hours:,.0f} h": "{hours:,.0f} 小时",
    "Article claim {number} ({source}) compares with the cloud option '{against}', which this project does not have "
    "(cloud options: {options}), so its figure is left out. Choose one of these names as its 'against' in "
    "costs.article_claims, or remove the claim.":
        "文章数据 {number}（{source}）对比的云端选项“{against}”在本项目中不存在（云端选项：{options}），因此未计入其数据。"
        "请在 costs.article_claims 中把它的 against 改为上述名称之一，或删除这条文章数据。",
    "'{name}'": "“{name}”",
    "no load, never": "任何负载下都不会",
    # the cost's risk from the cards' condition (planner/tco/part_risk.py)
    "new, in the maker's warranty: {rate:.1%} a year (retailers' warranty claims on graphics cards, 0.4-2.5 %); a "
    "failure costs {hours:g} h of your time":
        "全新，在厂商保修期内：每年 {rate:.1%}（零售商统计的显卡保修返修率为 0.4—2.5 %）；每次故障花费您 {hours:g} 小时",
    "used, no maker's warranty: {rate:.1%} a year (no published rate for used cards: the new-card rate); a failure "
    "costs a spare at {spare:,.2f} {currency} and {hours:g} h of your time":
        "二手，无厂商保修：每年 {rate:.1%}（二手卡没有公开的故障率，按新卡的比率计）；每次故障需一张备用卡 "
        "{spare:,.2f} {currency}，外加您 {hours:g} 小时",
    "{history}, no maker's warranty: {rate:.1%} a year (Llama 3's faulty-GPU rate under full load: 148 of 16,384 "
    "cards in 54 days); a failure costs a spare at {spare:,.2f} {currency} and {hours:g} h of your time":
        "{history}，无厂商保修：每年 {rate:.1%}（按 Llama 3 满载训练中的显卡故障率：16,384 张卡 54 天内 148 次）；每次故障需一张"
        "备用卡 {spare:,.2f} {currency}，外加您 {hours:g} 小时",
    "memory-modded": "显存魔改卡",
    "ex-mining or ex-datacentre": "矿卡或数据中心退役卡",
    "{cards:# used, ex-mining or modded card|# used, ex-mining or modded cards} in this build: at the stated failure "
    "rates they would add {amount:,.2f} {currency} a month of expected loss (a spare card each time, no maker's "
    "warranty). Tick Risk from the cards' condition on the Cost inputs tab (costs.part_risk.enabled in the project "
    "file) to count it.":
        "本配置有 {cards} 张二手、矿卡或魔改卡：按所列故障率，每月会多出 {amount:,.2f} {currency} 的期望损失（每次需"
        "一张备用卡，无厂商保修）。在“成本参数”页勾选“按显卡成色计算风险”即可计入。",
    "{name} (x{cards}): {per_month:,.2f} {currency} a month of expected failure loss; {basis}.":
        "{name}（×{cards}）：每月期望故障损失 {per_month:,.2f} {currency}；{basis}。",
    # like for like (planner/tco/capacity.py, reference.py)
    " (sized to the rig's {rig:# GPU|# GPUs})": "（按本机的 {rig} 张卡配置）",
    " (sized: the fewest of its cards that run it; the rig has {rig:# GPU|# GPUs})":
        "（按能运行它的最少卡数配置；本机有 {rig} 张卡）",
    " (GPU count set on the option)": "（卡数由该方案设定）",
    " (the rig has no GPU yet: {count:# GPU|# GPUs} rented)": "（本机还没有显卡：租用 {count} 张）",
    "serves {api_model}, the workload's model {model}": "提供 {api_model}，即工作负载的模型 {model}",
    "serves {api_model}, not the workload's model {model}": "提供的是 {api_model}，不是工作负载的模型 {model}",
    "{gpus} x {gpu} ({memory:g} GB each) cannot hold {model} ({quant_label}, {context:,} tokens, {engine}): short of "
    "GPU memory{more}{sizing}":
        "{gpus} × {gpu}（每张 {memory:g} GB）放不下 {model}（{quant_label}，{context:,} 个 token，{engine}）：显存不足"
        "{more}{sizing}",
    "the memory of one {gpu} is not known: write it in the GPU's name (e.g. 'RTX 4090 24GB'){sizing}":
        "不知道一张 {gpu} 的显存：请写进 GPU 名称（如“RTX 4090 24GB”）{sizing}",
    "{gpus} x {memory:g} GB; the workload names no model this engine runs, so whether it runs is not judged{sizing}":
        "{gpus} × {memory:g} GB；工作负载没有指定该引擎能运行的模型，因此无法判断能否运行{sizing}",
    "{gpus} x {gpu} ({memory:g} GB each) hold {model} ({quant_label}, {context:,} tokens, {engine}) card by "
    "card{spare}{sizing}":
        "{gpus} × {gpu}（每张 {memory:g} GB）逐卡放得下 {model}（{quant_label}，{context:,} 个 token，{engine}）"
        "{spare}{sizing}",
    "the workload names no model, so whether {api_model} serves it is not judged":
        "工作负载没有指定模型，因此无法判断 {api_model} 能否替代",
    "an API serves tokens; it does not fine-tune {model}": "API 只按 token 提供推理，不能微调 {model}",
    "the option names no model, so whether it serves {model} is not known": "该方案没有写明模型，无法判断是否提供 {model}",
    "its name names the workload's model {model}": "其名称写明了工作负载的模型 {model}",
    "; {needed} of them would": "；{needed} 张才够",
    ", {spare:.1f} GiB to spare on the tightest": "，最紧的一张还余 {spare:.1f} GiB",
    "{alternative} cannot run the workload: {reason}; it is left out of the verdict, the break-even and the graphs.":
        "{alternative} 不能运行该工作负载：{reason}；它不计入结论、盈亏平衡和图表。",
    "the cheapest option that can run it, {alternative}, is the reference instead":
        "改以能运行它的最便宜方案 {alternative} 为参照",
    "no other option can run it, so there is no reference": "没有其他方案能运行它，因此没有参照方案",
    "No tornado: none of the cloud and API options can run the workload, so there is no reference to break even "
    "against.": "没有龙卷风图：没有任何云端或 API 方案能运行该工作负载，因此没有可计算盈亏平衡的参照方案。",
    "No tornado: the reference {alternative} has no cost per load hour (an API needs the rig's decode speed for one).":
        "没有龙卷风图：参照方案 {alternative} 没有每满载小时成本（API 需要本机的解码速度才能折算）。",
    "No tornado: owning never breaks even against the reference {alternative}, not even with one input 20 % lower "
    "or higher: renting an hour there costs less than running the rig an hour. Choose another reference to see the "
    "tornado.":
        "没有龙卷风图：相对参照方案 {alternative}，自有永远无法回本，任一输入上下浮动 20 % 也不会：在那里租用一小时比本机"
        "运行一小时还便宜。请换一个参照方案来查看龙卷风图。",
    "The reference alternative '{wanted}' names no cloud or API option of this project; {instead}.":
        "参照方案“{wanted}”不是本项目的任何云端或 API 方案；{instead}。",
    "The reference alternative '{wanted}' cannot run the workload ({reason}); {instead}.":
        "参照方案“{wanted}”不能运行该工作负载（{reason}）；{instead}。",
    "No tornado: there is no cloud or API option to break even against.":
        "没有龙卷风图：没有可计算盈亏平衡的云端或 API 方案。",
    "API price": "API 价格",
    " With the prices entered, owning never breaks even against the reference {alternative}, even at full use.":
        " 按所填价格，相对参照方案 {alternative}，即使满负荷使用自有也永远无法回本。",
}
