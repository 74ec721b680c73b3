"""xDSL 0.74's printer, writing its text to the stream at once, with the private steps
the project's printer calls as public methods.

xDSL's `BasePrinter.print_string` writes a text with `print(..., end="")` (two writes)
and `_print_new_line` prints the line break and the indentation with a `print` call
each; a lowered module prints hundreds of thousands of pieces. `DirectPrinter` writes
each piece once, keeping the column and line counts xDSL keeps, and leaves a text with
a line break, or a new line some message waits for (`_next_line_callback`), to xDSL.
`test/xdsl_compat/test_printing.py` compares its text with xDSL's printer's.
"""

from xdsl.ir import Block, Operation, SSAValue
from xdsl.printer import Printer


class DirectPrinter(Printer):
    """xDSL's `Printer`, writing each piece of text at once (see the module doc)."""

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        """xDSL's `print_string`; a text without a line break written to the stream at
        once."""
        if "\n" in text or self.stream is None:
            super().print_string(text, indent=indent)
            return
        self._current_column += len(text)  # pyright: ignore[reportPrivateUsage]
        self.stream.write(text)

    def _print_new_line(self, indent: int | None = None, print_message: bool = True) -> None:
        """xDSL's new line and indentation, written at once when no message waits for
        the next line."""
        if self._next_line_callback or self.stream is None:  # pyright: ignore[reportPrivateUsage]
            super()._print_new_line(indent, print_message)  # pyright: ignore[reportPrivateUsage]
            return
        spaces = (self._indent if indent is None else indent) * self.indent_num_spaces  # pyright: ignore[reportPrivateUsage]
        self.stream.write("\n" + " " * spaces)
        self._current_line += 1  # pyright: ignore[reportPrivateUsage]
        self._current_column = spaces  # pyright: ignore[reportPrivateUsage]

    def _print_results(self, op: Operation) -> None:
        """xDSL's step, through `print_results`, which a subclass may replace."""
        self.print_results(op)

    def print_results(self, op: Operation) -> None:
        """The results of `op` and the `=` before its name, as xDSL's printer prints them
        (nothing for an operation without results)."""
        super()._print_results(op)  # pyright: ignore[reportPrivateUsage]

    @property
    def value_names(self) -> dict[SSAValue, str]:
        """The name printed for each SSA value so far (without its `%`)."""
        return self._ssa_values  # pyright: ignore[reportPrivateUsage]

    @property
    def block_labels(self) -> dict[Block, str]:
        """The label printed for each block so far (without its `^`)."""
        return self._blocks  # pyright: ignore[reportPrivateUsage]

    @property
    def column(self) -> int:
        """The column the next text is printed at."""
        return self._current_column  # pyright: ignore[reportPrivateUsage]

    def new_line(self) -> None:
        """xDSL's line break and indentation."""
        self._print_new_line()

    def add_message_on_next_line(self, message: str, begin: int, end: int) -> None:
        """xDSL's diagnostic under the columns [begin, end) of the line being printed."""
        self._add_message_on_next_line(message, begin, end)  # pyright: ignore[reportPrivateUsage]
