"""Qt front end. Renders PlanReports and edits Projects; computes no figure of its own."""
