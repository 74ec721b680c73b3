"""Command-line tools: `acc-opt` (and, later, `acc-run`)."""
