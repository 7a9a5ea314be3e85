"""planner/detect/ (detect: this machine's parts; import: a PCPartPicker list)."""

MESSAGES = {
    # build.py
    "GPU": "GPU", "CPU": "CPU", "board": "主板", "memory": "内存", "storage": "存储", "power supply": "电源",
    "case": "机箱", "CPU cooler": "CPU 散热器",
    "{kind} {read}: {part}": "{kind} {read}：{part}",
    "{kind} {read}: not in the catalog; added as a custom part without its facts, which the checks leave out (pick "
    "the catalog part or describe it)":
        "{kind} {read}：目录中没有；已作为自定义配件加入，但没有其参数，各项检查不计入它（请从目录中选择对应配件或填写其参数）",
    "{kind} {read}: could be {candidates}; added as a custom part (pick the right one from the catalog)":
        "{kind} {read}：可能是 {candidates}；已作为自定义配件加入（请从目录中选择正确的一个）",
    # cli.py
    "Project written to {path}: {count:# line|# lines} of parts, {custom:# custom part|# custom parts}.":
        "项目已写入 {path}：{count} 行配件，其中 {custom} 个自定义配件。",
    "Parts list {name}": "配件清单 {name}",
    "This machine": "本机",
    # machine.py
    "{source} not read: {reason}": "未能读取 {source}：{reason}",
    "no GPU found: add the cards from the catalog": "未找到 GPU：请从目录中添加显卡",
    "board: the firmware does not name it (add it from the catalog)": "主板：固件未给出型号（请从目录中添加）",
    "memory {read}: the total from /proc/meminfo; the type, speed and modules need dmidecode (run as root), so it is "
    "added as a custom part without its facts":
        "内存 {read}：来自 /proc/meminfo 的总量；类型、频率和条数需要 dmidecode（以 root 运行），因此作为没有参数的自定义配件加入",
    "memory {read}: no catalog kit of these facts; added as a custom part with the facts read":
        "内存 {read}：目录中没有这些参数的套条；已按读到的参数作为自定义配件加入",
    # parts_list.py
    "'{item}' (line {lines})": "“{item}”（第 {lines} 行）",
    "'{item}' (lines {lines})": "“{item}”（第 {lines} 行）",
    "{kind} {read}: kept as an other part with its price (the catalog holds no such parts)":
        "{kind} {read}：连同价格作为其他配件保留（目录中没有此类配件）",
    "{read}: the price {price} is left out: the project has no exchange rate from {currency} to {project}":
        "{read}：未采用价格 {price}：项目中没有从 {currency} 到 {project} 的汇率",
    "{kind} {read}: no catalog kit of this maker and these facts; added as a custom part with the facts its name "
    "gives":
        "{kind} {read}：目录中没有该品牌、这些参数的套条；已按名称给出的参数作为自定义配件加入",
    # run.py
    "{command} is not installed (or not on the PATH)": "{command} 未安装（或不在 PATH 中）",
    "permission denied (run as root to read it)": "权限不足（以 root 运行才能读取）",
    "no answer within {seconds} s": "{seconds} 秒内没有响应",
    "{command} stopped with status {status}: {message}": "{command} 以状态 {status} 退出：{message}",
    "{path} does not exist (not Linux?)": "{path} 不存在（不是 Linux？）",
}
