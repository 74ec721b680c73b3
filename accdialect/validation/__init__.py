"""Checks that need the whole stack: a lowering validated by running the program
before and after it (`translation`)."""
