#!/usr/bin/env python3
"""The instructions of each function in the difference of two callgrind runs of Node.

    jit-functions.py RUN_CG RUN_MAP BASE_CG BASE_MAP CALLS BYTES [TOP]

RUN_CG and BASE_CG are callgrind files written with --dump-instr=yes (an address for each
instruction's cost); RUN_MAP and BASE_MAP are the perf maps Node wrote for the same runs
(node --perf-basic-prof: /tmp/perf-PID.map, one line per piece of code V8 generated:
start, size, name). Each cost is given to the generated function whose range holds its
address (WebAssembly functions under their names when the module has a name section,
"wasm-function[N]" otherwise), or else to the native function callgrind names. Prints the
TOP functions (default 40) whose cost differs most between the runs, per call (CALLS calls
more in RUN than in BASE) and per byte of input (BYTES).
"""
import bisect
import collections
import re
import sys


def costs(cg_path, map_path):
    """The cost of each function in one run, and the run's total."""
    ranges = []
    with open(map_path, encoding='utf-8', errors='replace') as f:
        for line in f:
            parts = line.rstrip('\n').split(' ', 2)
            if len(parts) == 3:
                # V8's names end in "-ID-TIER" (an id that differs from run to run).
                ranges.append((int(parts[0], 16), int(parts[1], 16), re.sub(r'-\d+-[a-z]+$', '', parts[2])))
    ranges.sort()
    starts = [r[0] for r in ranges]
    names = {}
    function = None
    address = 0
    after_calls = False
    total = 0
    by_function = collections.Counter()
    with open(cg_path, encoding='utf-8', errors='replace') as f:
        for line in f:
            if line.startswith(('fn=', 'cfn=')):
                # "fn=(ID) NAME" names an id once; later lines give the id alone.
                m = re.match(r'c?fn=\((\d+)\)(?: (.*))?', line.rstrip('\n'))
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                if line.startswith('fn='):
                    function = names.get(m.group(1))
                continue
            if line.startswith('calls='):
                # The next line is the call's inclusive cost, counted where it was spent.
                after_calls = True
                continue
            if not line or line[0] not in '0123456789+-*':
                continue
            fields = line.split()
            position = fields[0]
            if position.startswith('0x'):
                address = int(position, 16)
            elif position[0] == '+':
                address += int(position[1:])
            elif position[0] == '-':
                address -= int(position[1:])
            if after_calls:
                after_calls = False
                continue
            # "positions: instr line": address, line, cost.
            cost = int(fields[2]) if len(fields) > 2 else 0
            total += cost
            k = bisect.bisect_right(starts, address) - 1
            if k >= 0 and address < ranges[k][0] + ranges[k][1]:
                by_function[ranges[k][2]] += cost
            else:
                by_function['[native] ' + str(function)] += cost
    return by_function, total


def main():
    if len(sys.argv) not in (7, 8):
        sys.exit(__doc__)
    run, run_total = costs(sys.argv[1], sys.argv[2])
    base, base_total = costs(sys.argv[3], sys.argv[4])
    calls, size = int(sys.argv[5]), int(sys.argv[6])
    top = int(sys.argv[7]) if len(sys.argv) == 8 else 40
    difference = {name: run.get(name, 0) - base.get(name, 0) for name in set(run) | set(base)}
    print(f'by function (per call, per byte; {(run_total - base_total) / calls / size:.2f} per byte in all):')
    for name, cost in sorted(difference.items(), key=lambda item: -abs(item[1]))[:top]:
        print(f'{cost / calls:14,.0f} {cost / calls / size:7.2f}  {name[:150]}')


if __name__ == '__main__':
    main()
