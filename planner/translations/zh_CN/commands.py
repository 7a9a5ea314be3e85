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
}
