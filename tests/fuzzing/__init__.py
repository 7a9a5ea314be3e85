"""Hostile-input generators and the one property every reader of user input must keep.

Each module here (one per input kind: project files, model configs, user catalogs, usage logs) has
`KIND`, `strategy()` (a hypothesis strategy of cases) and `check_case(case, workdir)`, which runs the
real entry point and asserts the property through `harness.run_cli_case`. The tests run a few hundred
cases per kind; `benchmarks/fuzz.py` runs the same strategies for 10,000 or more and reports counts.
"""
