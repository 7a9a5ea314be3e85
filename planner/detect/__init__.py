"""Start from what you have: the parts of this machine (`detect`) or of a PCPartPicker list (`import`) matched to
catalog parts and written as a new project. `read.py` and `pcpartpicker.py` read captured text (pure),
`match.py` finds the catalog part a name means, `build.py` makes the project, `run.py` runs the commands."""
