"""`acc-opt --verify-diagnostics`: the `expected-error` annotations of mlir-opt's tests.

An annotation in a comment names a diagnostic and the line it is expected on:

    // expected-error {{message}}        on this line
    // expected-error@+1 {{message}}     N lines below (`@-N`: above)
    // expected-error@below {{message}}  the next line without an annotation
    // expected-error@above {{message}}  the previous line without an annotation
    // expected-error@unknown {{message}} a diagnostic without a location

The message is a substring of the diagnostic; with `expected-error-re` its `{{...}}`
parts are regular expressions. Every diagnostic must be expected and every
expectation met; what differs is reported as mlir-opt 22 reports it, with the
source line and a caret, and makes the run fail:

    FILE:LINE:COL: error: unexpected error: MESSAGE
    FILE:LINE:COL: error: expected error "MESSAGE" was not produced

`acc-opt` produces errors, some with a note (checked as mlir-opt checks the notes
of a diagnostic: each must be expected); an `expected-warning` or `-remark` is never
met.
"""

import re
from dataclasses import dataclass

from accdialect.ir.diagnostics import SourceFile

_ANNOTATION = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *"
    r"\{\{(.*)\}\}$"
)
"""mlir-opt 22's pattern of an annotation (`SourceMgrDiagnosticVerifier`)."""


class AnnotationError(ValueError):
    """An `-re` annotation whose pattern is not one."""


@dataclass
class Expected:
    """One annotation, at `annotation_line:column` (where `expected-` starts): a
    diagnostic of `kind` whose message `matches` `text`, on `line` (`None`: without
    a location, `@unknown`; 0: no line, an `@below` at the end of the file)."""

    kind: str
    line: int | None
    annotation_line: int
    column: int
    text: str
    pattern: re.Pattern[str] | None
    met: bool = False

    def matches(self, message: str) -> bool:
        """`text` is part of `message` (`-re`: its `pattern` is found in it)."""
        if self.pattern is not None:
            return self.pattern.search(message) is not None
        return self.text in message


def _pattern(text: str) -> re.Pattern[str]:
    """The regular expression of an `-re` annotation: its text with each `{{...}}`
    part taken as a pattern and the rest literally."""
    parts, rest = [], text
    while (start := rest.find("{{")) >= 0:
        end = rest.find("}}", start + 2)
        if end < 0:
            raise AnnotationError("found start of regex with no end '}}'")
        parts += [re.escape(rest[:start]), f"(?:{rest[start + 2:end]})"]
        rest = rest[end + 2:]
    try:
        return re.compile("".join([*parts, re.escape(rest)]))
    except re.error as error:
        raise AnnotationError(f"invalid regex: {error}") from None


def expectations(source: SourceFile) -> tuple[list[Expected], list[str]]:
    """The annotations of `source` in order, and the report of each one that
    cannot be read (it is left out)."""
    found: list[Expected] = []
    problems: list[str] = []
    below: list[Expected] = []
    last_plain_line = 0
    for number, line in enumerate(source.lines, start=1):
        match = _ANNOTATION.search(line)
        if match is None:
            for expected in below:
                expected.line = number
            below.clear()
            last_plain_line = number
            continue
        kind, regex, _, where, text = match.groups()
        column = match.start() + 1
        try:
            pattern = _pattern(text) if regex else None
        except AnnotationError as error:
            problems.append(source.located(number, column, str(error), width=len(text)))
            continue
        expected = Expected(kind, number, number, column, text, pattern)
        if where == "unknown":
            expected.line = None
        elif where == "above":
            expected.line = last_plain_line
        elif where == "below":
            below.append(expected)
        elif where is not None:
            expected.line = number + int(where)
        found.append(expected)
    for expected in below:  # nothing follows: never met
        expected.line = 0
    return found, problems


class DiagnosticVerifier:
    """The annotations of one input, checked against the errors `acc-opt` produces."""

    def __init__(self, source: SourceFile):
        self.source = source
        self.expected, self.problems = expectations(source)
        """The annotations, and the reports of those that cannot be read."""

    def check(self, file: str | None, line: int, column: int, message: str,
              kind: str = "error") -> str | None:
        """Take a diagnostic of `kind` (an error, or a note attached to one) at
        `file:line:column` (`file` None: without a location): `None` when an annotation
        expects it, otherwise the report that it was not expected."""
        unexpected = f"unexpected {kind}: {message}"
        if file is None:
            target = None
        elif file == self.source.name:
            target = line
        else:
            return f"{file}:{line}:{column}: error: {unexpected}"
        candidates = [e for e in self.expected
                      if not e.met and e.line == target and e.matches(message)]
        for expected in candidates:
            if expected.kind == kind:
                expected.met = True
                return None
        if candidates:
            near = candidates[0]
            return self.source.located(
                near.annotation_line, near.column,
                f"'{kind}' diagnostic emitted when expecting a '{near.kind}'")
        if target is None:
            return f"<unknown>:0: error: {unexpected}"
        return self.source.located(line, column, unexpected)

    def unmet(self) -> list[str]:
        """The report of each annotation no error met, in the order of the file."""
        reports = []
        for e in self.expected:
            if e.met:
                continue
            message = f'expected {e.kind} "{e.text}" was not produced'
            if e.line is None:
                reports.append(f"<unknown>:0: error: {message}")
            else:
                reports.append(self.source.located(e.annotation_line, e.column, message,
                                                   width=len(e.text)))
        return reports
