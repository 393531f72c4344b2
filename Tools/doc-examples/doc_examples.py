#!/usr/bin/env python3
"""Type-checks every ```swift block in the modules' documentation (see README.md beside this file).

Sources: fenced ```swift blocks in `///` comments of <root>/**/*.swift, in <root>/*/README.md and in
<root>/*/*.docc/*.md, type-checked (not run) against the modules of a debug build:
- a block that declares a type, extension, protocol or function at its left margin is a program: it is
  compiled alone as a main.swift that imports the block's module (and whatever the block imports), exactly
  what a reader who copies it gets;
- every other block (statements) becomes the body of `@MainActor func example_N() async throws` in one
  generated file per module that imports the module and Foundation (a doc comment's reader has both), so a module's plain examples cost one compilation.
Compilations run in parallel; `#sourceLocation` maps every diagnostic back to the block's own file and line.

Not compiled: blocks fenced ```swift-fragment (or any info string other than `swift`), blocks after a
`<!-- doc-examples: skip (reason) -->` line in Markdown, and package-manifest snippets (`.package(url:`,
`.product(name:`, `.target(name:`, `.library(name:`), which are not module code.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

DECL = re.compile(
    r'^(@\w+(\([^)]*\))?\s+)*((public|internal|private|fileprivate|final|nonisolated|indirect)\s+)*'
    r'(struct|class|enum|actor|extension|protocol|func|typealias)\b')


class Block:
    def __init__(self, module, path, line, code):
        self.module, self.path, self.line, self.code = module, path, line, code  # line: first code line (1-based)


def doc_blocks(path):
    """```swift blocks inside `///` comments; yields (first code line, [code lines])."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    i = 0
    while i < len(lines):
        m = re.match(r'^\s*///( ?)```\s*(\S*)\s*$', lines[i])
        if m and m.group(2):
            info, strip = m.group(2), len(m.group(1))
            start, code = i + 2, []
            i += 1
            while i < len(lines):
                c = re.match(r'^\s*///(.*)$', lines[i])
                if not c or c.group(1).strip() == '```':
                    break
                code.append(c.group(1)[strip:] if c.group(1).startswith(' ' * strip) else c.group(1).lstrip())
                i += 1
            if info == 'swift':
                yield start, code
        i += 1


def markdown_blocks(path):
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    i, skip = 0, False
    while i < len(lines):
        if re.match(r'^\s*<!--\s*doc-examples:\s*skip', lines[i]):
            skip = True
        m = re.match(r'^```\s*(\S*)\s*$', lines[i])
        if m and m.group(1):
            info, start, code = m.group(1), i + 2, []
            i += 1
            while i < len(lines) and not re.match(r'^```\s*$', lines[i]):
                code.append(lines[i])
                i += 1
            if info == 'swift' and not skip:
                yield start, code
            skip = False
        i += 1


def is_manifest(code):
    text = '\n'.join(code)
    return any(m in text for m in ('.package(url:', '.product(name:', '.target(name:', '.library(name:',
                                   'import PackageDescription'))


def collect(roots):
    blocks = []
    for root in roots:
        for module in sorted(os.listdir(root)):
            mdir = os.path.join(root, module)
            if not os.path.isdir(mdir):
                continue
            found = []
            for dirpath, dirnames, filenames in os.walk(mdir):
                dirnames.sort()
                for name in sorted(filenames):
                    path = os.path.join(dirpath, name)
                    rel = os.path.relpath(path, mdir)
                    if name.endswith('.swift'):
                        found += [(path, s, c) for s, c in doc_blocks(path)]
                    elif name.endswith('.md') and (rel == 'README.md' or re.match(r'^[^/]+\.docc/[^/]+\.md$', rel)):
                        found += [(path, s, c) for s, c in markdown_blocks(path)]
            for path, start, code in found:
                if not is_manifest(code):
                    blocks.append(Block(module, path, start, code))
    return blocks


def is_program(code):
    return any(DECL.match(line) for line in code)


def generate_program(module, b, path):
    imports = sorted({f'import {module}'} | {l.strip() for l in b.code if re.match(r'^import\s+\w', l)})
    body = ['' if re.match(r'^import\s+\w', l) else l for l in b.code]
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(imports) + f'\n#sourceLocation(file: "{b.path}", line: {b.line})\n' + '\n'.join(body) + '\n')


def generate(module, blocks, path):
    imports = {f'import {module}', 'import Foundation'}
    parts = []
    for n, b in enumerate(blocks):
        imports.update(l.strip() for l in b.code if re.match(r'^import\s+\w', l))
        body = ['' if re.match(r'^import\s+\w', l) else l for l in b.code]
        parts += [f'@MainActor func example_{n}() async throws {{',
                  f'#sourceLocation(file: "{b.path}", line: {b.line})'] + body + ['#sourceLocation()', '}']
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(sorted(imports)) + '\n\n' + '\n'.join(parts) + '\n')


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description='Type-check the ```swift blocks of the modules\' docs.')
    ap.add_argument('--root', action='append', help='folder of modules, one sub-folder per module (default: Modules)')
    ap.add_argument('--module', action='append', help='only these modules')
    ap.add_argument('--report-only', action='append', default=[],
                    help='a module, or a path prefix (a folder or file), whose failing blocks are listed but do not '
                         'fail the run: for code another change is editing right now')
    ap.add_argument('--skip-build', action='store_true', help='use the existing debug build')
    ap.add_argument('--list', action='store_true', help='print every block found and stop')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()
    os.chdir(repo)
    roots = args.root or ['Modules']
    blocks = collect(roots)
    # Only library products are public API with examples to keep compiling; the app's targets in Modules/
    # (TerminalUI, ChatterboxCommands: no products, ADR 0036) document package-internal code.
    manifest = json.loads(subprocess.run(['swift', 'package', 'dump-package'], capture_output=True, text=True,
                                         check=True).stdout)
    public = {t for p in manifest['products'] if 'library' in p['type'] for t in p['targets']}
    skipped = sorted({b.module for b in blocks if b.module not in public})
    blocks = [b for b in blocks if b.module in public]
    if skipped:
        print('not library products (not checked): ' + ', '.join(skipped))
    if args.module:
        blocks = [b for b in blocks if b.module in args.module]
    if args.list:
        for b in blocks:
            print(f'{b.path}:{b.line}: {b.module}: {len(b.code)} lines')
        print(f'{len(blocks)} blocks')
        return 0
    if not args.skip_build:
        r = subprocess.run(['swift', 'build'], capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stdout + r.stderr)
            print('the package does not build')
            return 1
    bin_path = subprocess.run(['swift', 'build', '--show-bin-path'], capture_output=True, text=True,
                              check=True).stdout.strip()
    maps = []
    for name in sorted(os.listdir(bin_path)):
        mm = os.path.join(bin_path, name, 'module.modulemap')
        if name.endswith('.build') and os.path.isfile(mm):
            maps += ['-Xcc', f'-fmodule-map-file={mm}']
    out = os.path.join('.build', 'doc-examples')
    os.makedirs(out, exist_ok=True)
    by_module = {}
    for b in blocks:
        by_module.setdefault(b.module, []).append(b)

    swiftc = ['swiftc', '-typecheck', '-swift-version', '6', '-suppress-warnings', '-I',
              os.path.join(bin_path, 'Modules')] + maps

    def check(job):
        module, index = job
        if index is None:
            src = os.path.join(out, module, 'examples.swift')
            os.makedirs(os.path.dirname(src), exist_ok=True)
            generate(module, [b for b in by_module[module] if not is_program(b.code)], src)
            args_ = ['-module-name', 'DocExamples', src]
        else:
            src = os.path.join(out, module, f'program-{index}', 'main.swift')
            os.makedirs(os.path.dirname(src), exist_ok=True)
            generate_program(module, by_module[module][index], src)
            args_ = [src]
        r = subprocess.run(swiftc + args_, capture_output=True, text=True)
        return module, r.returncode, r.stdout + r.stderr

    jobs = []
    for module in sorted(by_module):
        jobs.append((module, None))
        jobs += [(module, i) for i, b in enumerate(by_module[module]) if is_program(b.code)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        logs = {}
        for module, rc, log in pool.map(check, jobs):
            if rc != 0:
                logs.setdefault(module, []).append(log)
    results = [(m, 1 if m in logs else 0, '\n'.join(logs.get(m, []))) for m in sorted(by_module)]

    failed_blocks, failed_modules, reported = 0, [], []
    for module, rc, log in results:
        if rc == 0:
            print(f'ok     {module:22} {len(by_module[module])} blocks')
            continue
        errors = [l for l in log.split('\n') if ': error: ' in l]
        locs = {}
        for l in errors:
            m = re.match(r'^(.*?):(\d+):\d+: error: (.*)$', l)
            if m:
                locs.setdefault((m.group(1), int(m.group(2))), []).append(m.group(3))
        bad = []
        for b in by_module[module]:
            msgs = [(ln, msg) for (p, ln), ms in locs.items() for msg in ms
                    if os.path.normpath(p) == os.path.normpath(b.path) and b.line <= ln < b.line + len(b.code)]
            if msgs:
                bad.append((b, sorted(msgs)))
        def excused(b):
            return any(b.module == r or os.path.normpath(b.path).startswith(os.path.normpath(r))
                       for r in args.report_only)
        counted = [b for b, _ in bad if not excused(b)] or ([] if bad else [None])
        tag = 'FAIL' if counted else 'REPORT'
        print(f'{tag:6} {module:22} {len(bad)} of {len(by_module[module])} blocks'
              + (f' ({len(bad) - len(counted)} reported only)' if bad and len(counted) < len(bad) else ''))
        for b, msgs in bad:
            print(f'  {b.path}:{b.line}:' + (' (reported only)' if excused(b) else ''))
            for i, l in enumerate(b.code):
                print(f'    {b.line + i:5} | {l}')
            for ln, msg in msgs:
                print(f'    {b.path}:{ln}: error: {msg}')
        if not bad:
            print(log)
        failed_blocks += len(bad)
        (failed_modules if counted else reported).append(module)
    print(f'{len(blocks)} blocks in {len(by_module)} modules; '
          f'{"failing: " + ", ".join(failed_modules) if failed_modules else "all type-check"}'
          + (f'; reported only: {", ".join(reported)}' if reported else ''))
    return 1 if failed_modules else 0


if __name__ == '__main__':
    sys.exit(main())
