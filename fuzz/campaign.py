"""A fuzzing campaign: cases made, run through the targets, counted and shrunk."""

import gc
import os
import resource
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fuzz.classify import CLASSES, FAILURES, Allowed, Verdict, allowed, classify, load_allowlist
from fuzz.corpus import ROOT, Item, fingerprint, load_corpus
from fuzz.mutations import case_random, decode, encode, mutate
from fuzz.shrink import FINDINGS, finding_name, header, shrink
from fuzz.targets import DEFAULT_TIMEOUT, TARGETS, TARGETS_BY_NAME, Outcome, execute, prepare_process


@dataclass(frozen=True)
class Case:
    seed: int
    index: int
    item: Item
    strategies: tuple[str, ...]
    data: bytes
    corpus: str
    """The corpus's fingerprint."""

    @property
    def origin(self) -> str:
        return (f"python -m fuzz --seed {self.seed} --replay {self.index} "
                f"(corpus {self.corpus}: {self.item.name}; {', '.join(self.strategies)})")


def make_case(corpus: list[Item], seed: int, index: int, corpus_id: str | None = None) -> Case:
    """Case `index` of campaign `seed`: a corpus item (the programs `acc-run` can
    start weigh three times as much as the others) and its mutation."""
    rng = case_random(seed, index)
    weights = [3 if f"@{item.entry}(" in item.text else 1 for item in corpus]
    item = rng.choices(corpus, weights)[0]
    text, applied = mutate(rng, item.text)
    return Case(seed, index, item, tuple(applied), encode(text), corpus_id or fingerprint(corpus))


class Evaluation:
    """The targets' outcomes and verdicts of one input, each run once, when first
    asked for (a verdict of `acc-run` may need `acc-opt`'s: whether the input is
    malformed; an allowed divergence may need the `run` target's error)."""

    def __init__(self, data: bytes, entry: str, path: Path, timeout: float, allowlist: list[Allowed],
                 item: str = ""):
        self.data, self.entry, self.path, self.timeout = data, entry, path, timeout
        self.allowlist, self.item = allowlist, item
        self.lines = decode(data).split("\n")
        self.outcomes: dict[str, Outcome] = {}
        self.verdicts: dict[str, Verdict] = {}
        self.allowed_by: dict[str, Allowed] = {}
        path.write_bytes(data)

    def outcome(self, name: str) -> Outcome:
        if name not in self.outcomes:
            self.outcomes[name] = execute(TARGETS_BY_NAME[name], self.path, self.entry, self.timeout)
        return self.outcomes[name]

    def verdict(self, name: str) -> Verdict:
        if name in self.verdicts:
            return self.verdicts[name]
        target = TARGETS_BY_NAME[name]
        outcome = self.outcome(name)
        verdict = classify(outcome, str(self.path), len(self.lines), target.tool)
        if target.tool == "acc-run" and verdict.cls == "RUNTIME_ERROR":
            checked = ("opt",) if name == "run" else ("opt", "opt-pipeline")
            if any(self.verdict(other).cls == "DIAGNOSTIC" for other in checked):
                verdict = classify(outcome, str(self.path), len(self.lines), target.tool, malformed=True)
        if target.tool == "acc-opt" and verdict.cls == "OK":
            verdict = self._round_trip(name, outcome.stdout) or verdict
        if verdict.cls == "DIVERGENCE":
            run = self.verdict("run") if any(e.run_error or e.run_source for e in self.allowlist) else None
            entry = allowed(verdict, outcome, run, self.lines, self.allowlist, self.item)
            if entry is not None:
                self.allowed_by[name] = entry
                verdict = Verdict("ALLOWED", verdict.line, f"ALLOWED {entry.reason[:60]}")
        self.verdicts[name] = verdict
        return verdict


    def _round_trip(self, name: str, printed: str) -> Verdict | None:
        """What `acc-opt` prints must read back: a ROUNDTRIP verdict when the
        output of target `name` does not, else None."""
        path = self.path.with_name(f"{self.path.stem}.{name}.out.mlir")
        path.write_text(printed, errors="surrogateescape")
        outcome = execute(TARGETS_BY_NAME["opt"], path, self.entry, self.timeout)
        again = classify(outcome, str(path), printed.count("\n") + 1, "acc-opt")
        if again.cls == "OK":
            return None
        line = again.line or f"exit status {outcome.status}"
        return Verdict("ROUNDTRIP", f"output does not read back: {line}",
                       f"ROUNDTRIP {again.signature.replace(str(path), 'OUT')}")


@dataclass(frozen=True)
class Failure:
    case: Case
    target: str
    verdict: Verdict

    @property
    def key(self) -> tuple[str, str]:
        return self.target, self.verdict.signature


@dataclass
class Report:
    seed: int
    targets: list[str]
    corpus: str
    cases: int = 0
    seconds: float = 0.0
    counts: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)
    findings: dict[tuple[str, str], Path] = field(default_factory=dict)

    def distinct(self) -> dict[tuple[str, str], list[Failure]]:
        """The failures grouped by (target, signature), in the order first seen."""
        groups: dict[tuple[str, str], list[Failure]] = {}
        for failure in self.failures:
            groups.setdefault(failure.key, []).append(failure)
        return groups

    def table(self) -> str:
        """Counts per target and class."""
        shown = [c for c in CLASSES if any(self.counts[t][c] for t in self.targets)]
        width = max(len(t) for t in self.targets) + 2
        rows = [f"{'target':<{width}}" + "".join(f"{c:>14}" for c in shown) + f"{'cases':>8}"]
        for target in self.targets:
            counts = self.counts[target]
            rows.append(f"{target:<{width}}" + "".join(f"{counts[c]:>14}" for c in shown)
                        + f"{sum(counts.values()):>8}")
        return "\n".join(rows)

    def summary(self) -> str:
        lines = [f"accfuzz: seed {self.seed}, {self.cases} cases (corpus {self.corpus}) in "
                 f"{self.seconds:.0f} s", self.table()]
        totals = Counter(f.verdict.cls for f in self.failures)
        lines.append("failures: " + (", ".join(f"{c} {totals[c]}" for c in FAILURES if totals[c])
                                     or "none"))
        groups = sorted(self.distinct().items(), key=lambda kv: (kv[1][0].verdict.cls, kv[0]))
        for key, group in groups:
            first = group[0]
            lines.append(f"  {first.verdict.cls} x{len(group)} on {key[0]}: {first.verdict.line[:240]}")
            lines.append(f"      {first.case.origin}")
            if key in self.findings:
                lines.append(f"      reproducer: {self.findings[key]}")
        return "\n".join(lines)


COLLECT_EVERY = 25
"""Cases between two full collections of the campaign's garbage. The tools run
in this process set the collector's thresholds high and freeze the heap around
a module's passes (`accdialect/tools/collector.py`), which suits one short run
but leaves a long campaign's garbage cycles to pile up: 1.3 MB a case, 6 GB over
5000, against a flat 92-101 MB when collected every 25 cases."""


def run_campaign(seed: int = 1, cases: int = 100, start: int = 0, targets: Iterable[str] | None = None,
                 timeout: float = DEFAULT_TIMEOUT, shrink_failures: bool = True,
                 findings: Path = FINDINGS, shrink_budget: float = 60.0, progress: bool = False,
                 corpus: list[Item] | None = None) -> Report:
    """Cases `start` .. `start + cases - 1` of campaign `seed` through `targets`
    (all four by default); the first failure of each (target, signature) shrunk
    into `findings`, unless a finding of that name is there already."""
    prepare_process()
    corpus = corpus if corpus is not None else load_corpus()
    names = list(targets) if targets is not None else [t.name for t in TARGETS]
    allowlist = load_allowlist()
    corpus_id = fingerprint(corpus)
    report = Report(seed, names, corpus_id, counts={name: Counter() for name in names})
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="accfuzz-"))
    seen: set[tuple[str, str]] = set()
    try:
        for index in range(start, start + cases):
            case = make_case(corpus, seed, index, corpus_id)
            evaluation = Evaluation(case.data, case.item.entry, workdir / "case.mlir", timeout, allowlist,
                                    case.item.name)
            for name in names:
                verdict = evaluation.verdict(name)
                report.counts[name][verdict.cls] += 1
                if not verdict.failed:
                    continue
                failure = Failure(case, name, verdict)
                report.failures.append(failure)
                if failure.key not in seen:
                    seen.add(failure.key)
                    if shrink_failures:
                        report.findings[failure.key] = _shrink_into(
                            failure, findings, workdir, timeout, shrink_budget, allowlist)
                        evaluation.path.write_bytes(case.data)
            report.cases += 1
            if report.cases % COLLECT_EVERY == 0:
                gc.collect()
            if progress and report.cases % 25 == 0:
                rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
                print(f"accfuzz: {report.cases}/{cases} cases, {len(report.failures)} failures, "
                      f"{time.monotonic() - started:.0f} s, {rss} MB", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    report.seconds = time.monotonic() - started
    return report


def _shrink_into(failure: Failure, findings: Path, workdir: Path, timeout: float, budget: float,
                 allowlist: list[Allowed]) -> Path:
    """Shrink a failure into `findings/<CLASS>-<hash>.mlir` and return its path (a
    finding of that name written by an earlier run is kept as it is)."""
    verdict, target = failure.verdict, failure.target
    out = findings / finding_name(verdict.cls, target, verdict.signature)
    if out.exists():
        return out
    path = workdir / "shrink.mlir"
    entry = failure.case.item.entry
    # a hang is shrunk with a shorter time-out: still far beyond a normal run
    shrink_timeout = min(timeout, 3.0) if verdict.cls == "HANG" else timeout

    def same(data: bytes, where: Path) -> Verdict | None:
        found = Evaluation(data, entry, where, shrink_timeout, allowlist,
                           failure.case.item.name).verdict(target)
        return found if (found.cls, found.signature) == (verdict.cls, verdict.signature) else None

    small, _ = shrink(failure.case.data, lambda data: same(data, path) is not None,
                      budget_seconds=budget)
    command = TARGETS_BY_NAME[target].command(os.path.relpath(out, ROOT), entry)
    newline = b"\n"
    sizes = f"{failure.case.data.count(newline) + 1} -> {small.count(newline) + 1} lines"
    origin = failure.case.origin
    findings.mkdir(parents=True, exist_ok=True)
    # run where it is written, so that the header shows the line as it is printed there
    found = same(header(verdict.cls, command, verdict.line, verdict.signature, origin, sizes) + small, out)
    if found is not None:
        line = found.line.replace(str(out), os.path.relpath(out, ROOT))
        written = header(verdict.cls, command, line, verdict.signature, origin, sizes) + small
    else:
        written = header(verdict.cls, command, verdict.line, verdict.signature, origin,
                         f"{sizes}; reproduces only without these six lines") + small
    out.write_bytes(written)
    return out
