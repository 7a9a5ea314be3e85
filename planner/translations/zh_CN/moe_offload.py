"""planner/llm/moe_offload.py and the MoE expert offload findings of planner/llm/check.py"""

MESSAGES = {
    "CPU reads {per_token_mb:,.0f} MB of experts a token at {efficiency:.0%} of the RAM's {bandwidth} (fitted on "
    "{runs} published llama.cpp --n-cpu-moe runs, {low:.0%}-{high:.0%})":
        "每个 token 由 CPU 读取 {per_token_mb:,.0f} MB 专家权重，速度按内存 {bandwidth} 的 {efficiency:.0%} 计"
        "（依据 {runs} 组公开的 llama.cpp --n-cpu-moe 实测拟合，{low:.0%}—{high:.0%}）",
    "bandwidth (unknown: no CPU and memory in the build)": "带宽（未知：配置里没有 CPU 和内存）",
    "MoE expert offload is set, but {reason}: nothing is kept in system RAM.":
        "已设置混合专家卸载，但{reason}：没有权重放在系统内存里。",
    "the model has no experts": "这个模型没有专家层",
    "only llama.cpp offloads experts ({engine} is chosen)": "只有 llama.cpp 能卸载专家（当前选的是 {engine}）",
    "MoE expert offload: the routed experts of the first {n} of {layers} layers stay in system RAM ({host_gib:.1f} "
    "GiB; llama.cpp --n-cpu-moe {n}); {speed}.":
        "混合专家卸载：{layers} 层中前 {n} 层的路由专家放在系统内存里（{host_gib:.1f} GiB；llama.cpp --n-cpu-moe {n}）；"
        "{speed}。",
    "decode about {tps:.1f} tokens/s ({low:.1f}-{high:.1f}); {basis}":
        "解码约 {tps:.1f} tokens/s（{low:.1f}—{high:.1f}）；{basis}",
    "decode speed not estimated: add the CPU and memory, whose bandwidth the experts are read at (the cards alone "
    "would give {gpu:.1f} tokens/s)":
        "未估算解码速度：请加上 CPU 和内存，专家权重按它们的带宽读取（只算显卡为 {gpu:.1f} tokens/s）",
    "The offloaded experts take {need_gib:.1f} GiB of system RAM, but the build lists no memory to check it "
    "against.":
        "卸载的专家占用 {need_gib:.1f} GiB 系统内存，但配置里没有内存可供核对。",
    "The offloaded experts take {need_gib:.1f} GiB of system RAM, more than the {ram_gib:g} GiB installed: the "
    "model does not run. Install at least {buy_gib:.0f} GiB (more memory kits), keep fewer experts in RAM (more or "
    "larger cards), or use a smaller quantization.":
        "卸载的专家占用 {need_gib:.1f} GiB 系统内存，超过已装的 {ram_gib:g} GiB：模型无法运行。请装至少 {buy_gib:.0f} GiB"
        "（加内存条），或少放一些专家到内存（更多或更大显存的显卡），或换更小的量化格式。",
    "The offloaded experts take {need_gib:.1f} GiB of system RAM: more than {share:.0%} of the {ram_gib:g} GiB "
    "installed, leaving little for the system.":
        "卸载的专家占用 {need_gib:.1f} GiB 系统内存：超过已装 {ram_gib:g} GiB 的 {share:.0%}，留给系统的不多了。",
    "The offloaded experts take {need_gib:.1f} GiB of the {ram_gib:g} GiB of system RAM installed.":
        "卸载的专家占用已装 {ram_gib:g} GiB 系统内存中的 {need_gib:.1f} GiB。",
    "Install at least {buy_gib:.0f} GiB of system RAM: the experts of {n} layers take {need_gib:.1f} GiB, the "
    "build has {ram_gib:g} GiB.":
        "请装至少 {buy_gib:.0f} GiB 系统内存：{n} 层的专家占用 {need_gib:.1f} GiB，配置只有 {ram_gib:g} GiB。",
    "Keep fewer experts in RAM (--n-cpu-moe {keep}): the cards must then hold {more} more layers' experts, about "
    "{card_gib:.0f} GiB more card memory (more or larger cards).":
        "少放一些专家到内存（--n-cpu-moe {keep}）：显卡需要再放 {more} 层的专家，约多 {card_gib:.0f} GiB 显存"
        "（更多或更大显存的显卡）。",
    "Use {quant}: its experts of {n} layers take {host_gib:.1f} GiB of system RAM.":
        "改用 {quant}：{n} 层的专家占用 {host_gib:.1f} GiB 系统内存。",
}
