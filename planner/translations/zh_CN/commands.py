"""planner/llm/commands.py"""

MESSAGES = {
    "MODEL.gguf stands for your {quant_label} file of {model}.":
        "MODEL.gguf 代表你的 {model} {quant_label} 文件。",
    "DRAFT.gguf stands for your {quant_label} file of the draft model {model} (speculative decoding; "
    "its split follows --tensor-split).":
        "DRAFT.gguf 代表你的草稿模型 {model} 的 {quant_label} 文件（投机解码；它的切分跟随 --tensor-split）。",
    "MODEL stands for a {quant_label} checkpoint of {model}.":
        "MODEL 代表 {model} 的 {quant_label} 权重（checkpoint）。",
    "llama.cpp has no {kv_dtype} KV cache type, so no llama-server command matches this plan.":
        "llama.cpp 没有 {kv_dtype} 类型的 KV 缓存，因此没有与此方案一致的 llama-server 命令。",
    "vLLM has no {kv_dtype} KV cache type, so no vllm serve command matches this plan.":
        "vLLM 没有 {kv_dtype} 类型的 KV 缓存，因此没有与此方案一致的 vllm serve 命令。",
    "{engine} is loaded from Python, not started as a server: use the device_map and max_memory "
    "under the placement's settings.":
        "{engine} 在 Python 中加载，而不是作为服务启动：请使用放置方案设置中的 device_map 和 max_memory。",
    "The plan is for {engine}; plan with another engine to get that engine's command.":
        "此方案针对 {engine}；换用其他推理引擎重新规划，即可得到该引擎的命令。",
    "The model is split over machines: start 'rpc-server -H 0.0.0.0 -p 50052' (llama.cpp built with GGML_RPC) on "
    "{machines}, run llama-server on {host}, and put each machine's address in place of its name in --rpc. "
    "llama.cpp may list the remote devices before this machine's (PR #9296): check the order with --list-devices "
    "and give --tensor-split's shares in that order (here they are machine by machine, {host} first).":
        "模型分布在多台机器上：在 {machines} 上启动 'rpc-server -H 0.0.0.0 -p 50052'（llama.cpp 需以 GGML_RPC 编译），"
        "在 {host} 上运行 llama-server，并在 --rpc 中把各机器名换成它的地址。llama.cpp 可能把远程设备排在本机设备之前"
        "（PR #9296）：请用 --list-devices 查看顺序，并按该顺序给出 --tensor-split 的份额（这里按机器排列，{host} 在前）。",
    "The stages span machines: vLLM runs across machines on a Ray cluster (vLLM's distributed serving guide): "
    "'ray start --head --port=6379' on {host}, 'ray start --address={host}:6379' on {machines} ({host} standing for "
    "its address), then vllm serve on {host}.":
        "流水线阶段跨越多台机器：vLLM 通过 Ray 集群在多台机器上运行（见 vLLM 分布式部署指南）："
        "在 {host} 上运行 'ray start --head --port=6379'，在 {machines} 上运行 'ray start --address={host}:6379'"
        "（{host} 换成它的地址），然后在 {host} 上运行 vllm serve。",
}
