"""`python -m fuzz`: a campaign, or one case replayed (docs/fuzzing.md)."""

import argparse
import sys
from pathlib import Path

from fuzz.campaign import Evaluation, make_case, run_campaign
from fuzz.classify import load_allowlist
from fuzz.corpus import load_corpus
from fuzz.shrink import FINDINGS
from fuzz.targets import DEFAULT_TIMEOUT, TARGETS, TARGETS_BY_NAME, prepare_process


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m fuzz", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seed", type=int, default=1, help="the campaign's seed (default 1)")
    parser.add_argument("--cases", type=int, default=200, help="how many cases (default 200)")
    parser.add_argument("--start", type=int, default=0, help="the index of the first case (default 0)")
    parser.add_argument("--targets", default=",".join(t.name for t in TARGETS),
                        help="comma-separated targets (default: all: %(default)s)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help="seconds a case may take on one target (default %(default)s)")
    parser.add_argument("--no-shrink", action="store_true", help="do not shrink failures")
    parser.add_argument("--shrink-budget", type=float, default=60.0,
                        help="seconds spent shrinking one failure (default %(default)s)")
    parser.add_argument("--findings", type=Path, default=FINDINGS,
                        help="where shrunk reproducers go (default fuzz/findings)")
    parser.add_argument("--replay", type=int, metavar="INDEX",
                        help="run case INDEX of --seed alone and show every target's output")
    parser.add_argument("--write", type=Path, metavar="FILE",
                        help="with --replay: write the case's input to FILE")
    parser.add_argument("--list-corpus", action="store_true", help="list the corpus items and exit")
    return parser.parse_args(argv)


def _replay(args: argparse.Namespace, targets: list[str]) -> int:
    prepare_process()
    corpus = load_corpus()
    case = make_case(corpus, args.seed, args.replay)
    print(f"case {args.seed}:{args.replay} (corpus {case.corpus}): {case.item.name} "
          f"(entry @{case.item.entry}), mutations: {', '.join(case.strategies)}")
    path = args.write or Path(f"/tmp/accfuzz-{args.seed}-{args.replay}.mlir")
    evaluation = Evaluation(case.data, case.item.entry, path, args.timeout, load_allowlist(),
                            case.item.name)
    print(f"input written to {path}")
    failed = False
    for name in targets:
        verdict = evaluation.verdict(name)
        outcome = evaluation.outcome(name)
        failed |= verdict.failed
        print(f"\n== {name}: {verdict.cls}  ({outcome.seconds:.2f} s, status {outcome.status})")
        print(f"$ {TARGETS_BY_NAME[name].command(str(path), case.item.entry)}")
        for label, text in (("stdout", outcome.stdout), ("stderr", outcome.stderr),
                            ("exception", outcome.exception or "")):
            if text:
                shown = text if len(text) < 6000 else f"{text[:1500]}\n[...]\n{text[-4500:]}"
                print(f"-- {label}:\n{shown.rstrip()}")
        if outcome.state_changes:
            print(f"-- state: {'; '.join(outcome.state_changes)}")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    unknown = [t for t in targets if t not in TARGETS_BY_NAME]
    if unknown:
        print(f"python -m fuzz: error: unknown target {unknown[0]!r} "
              f"(expected {', '.join(TARGETS_BY_NAME)})", file=sys.stderr)
        return 2
    if args.list_corpus:
        for item in load_corpus():
            print(f"{item.name}\t@{item.entry}\t{len(item.text)} chars")
        return 0
    if args.replay is not None:
        return _replay(args, targets)
    report = run_campaign(args.seed, args.cases, args.start, targets, args.timeout,
                          shrink_failures=not args.no_shrink, findings=args.findings,
                          shrink_budget=args.shrink_budget, progress=True)
    print(report.summary())
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
