"""Placement speed: our Accelerate-style placement of an 80-layer model on 8 cards against Accelerate's own
infer_auto_device_map on a meta-device model of the same config (needs the crosscheck extra), side by side.

Run: .venv/bin/python benchmarks/fit.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import ROOT, median_ms  # noqa: E402
from planner.catalog.store import bundled_catalog  # noqa: E402
from planner.llm.fit import fit_model  # noqa: E402
from planner.llm.config import spec_from_catalog_entry  # noqa: E402
from planner.llm.placement import Card, Request, accelerate_device_map, hf_module_tree, place  # noqa: E402
from planner.llm.quant import FORMATS  # noqa: E402

GIB = 1024 ** 3
MODEL = "llama-3.1-70b-instruct"  # 80 layers




def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    catalog = bundled_catalog()
    entry = catalog.model(MODEL)
    spec = spec_from_catalog_entry(entry)
    gpu = catalog.part("rtx-3090")
    cards = [Card(f"g{i}", gpu.name, gpu.vram_gib, gpu.memory_bandwidth_gbps, gpu.fp16_tensor_tflops) for i in range(8)]
    memory = [(str(i), 20 * GIB) for i in range(8)] + [("cpu", 256 * GIB)]
    tree = hf_module_tree(spec, FORMATS["bf16"])

    ours_map = median_ms(lambda: accelerate_device_map(tree, memory), args.runs)
    ours_place = median_ms(lambda: place(Request(spec=spec, quant=FORMATS["bf16"], kv_bytes=2.0, context=8192, batch=1,
                                                 cards=cards, engine="accelerate-sequential")), args.runs)
    ours_fit = median_ms(lambda: fit_model(spec, MODEL, cards, engine="llama.cpp", quant="gguf-q4_k_m", context=8192),
                         max(3, args.runs // 4))
    print(f"{MODEL} (80 layers) on 8 x 24 GB cards, median of {args.runs} runs")
    print(f"  ours: device map only              {ours_map:9.3f} ms")
    print(f"  ours: placement with KV and buffers {ours_place:9.3f} ms")
    print(f"  ours: full fit report (all engines, max context, best quant, speed) {ours_fit:9.1f} ms")
    try:
        import torch
        from accelerate import init_empty_weights, infer_auto_device_map
        from transformers import AutoConfig, AutoModelForCausalLM
    except ImportError:
        print("  accelerate: not installed (pip install -e '.[crosscheck]') - no ratio")
        return
    import logging

    logging.getLogger("accelerate").setLevel(logging.ERROR)  # "Device 0 is not available" on a machine without GPUs
    config = entry.config.model_dump(mode="json", exclude_unset=True)

    def build():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with init_empty_weights():
                return AutoModelForCausalLM.from_config(AutoConfig.for_model(**config), dtype=torch.bfloat16)

    build_ms = median_ms(build, max(3, args.runs // 4))
    model = build()
    max_memory = {i: 20 * GIB for i in range(8)}
    max_memory["cpu"] = 256 * GIB

    def theirs():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            infer_auto_device_map(model, max_memory=dict(max_memory), no_split_module_classes=list(model._no_split_modules),
                                  dtype=torch.bfloat16)

    theirs_ms = median_ms(theirs, args.runs)
    print(f"  accelerate: build meta model       {build_ms:9.1f} ms")
    print(f"  accelerate: infer_auto_device_map  {theirs_ms:9.3f} ms")
    print(f"  ratio accelerate / ours (device map only): {theirs_ms / ours_map:6.1f}x; "
          f"including the meta model: {(theirs_ms + build_ms) / ours_map:6.1f}x")


if __name__ == "__main__":
    main()
