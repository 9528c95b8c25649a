#!/usr/bin/env python3
"""Materialize a held-out corpus of real Swift from packages that are NOT in the training set.

Files are read from the local package mirror (/opt/swift-packages/OWNER/NAME.git, or the folder git's
`url.<mirror>.insteadOf https://github.com/` points at) with `git show TAG:PATH`, so no third-party
source is committed: only this manifest is. Two splits:

  dev    packages whose mistakes we read while improving the engine
  blind  packages we only score, to check that the fixes generalize
  wide   (only with --wide) every other package of the mirror, up to WIDE_PER_REPO files each, for
         hunting rarer mistakes
  docs   (only with --docs) the ```swift blocks of the Markdown files (READMEs, DocC articles) of
         those packages: fragments as blog posts show them

usage: heldout-corpus.py [--wide|--docs] OUTDIR   -> OUTDIR/dev/<owner>__<name>__<path>, ...
"""
import hashlib, os, re, subprocess, sys

PER_REPO, WIDE_PER_REPO, MIN_BYTES, MAX_BYTES = 8, 40, 200, 60_000
TRAIN = {"apple/swift-argument-parser", "apple/swift-collections", "vapor/vapor", "JohnSundell/Plot",
         "JohnSundell/Ink", "apple/swift-async-algorithms", "apple/swift-algorithms"}

DEV = [
    "apple/swift-nio", "apple/swift-log", "apple/swift-syntax", "apple/swift-protobuf",
    "apple/swift-numerics", "apple/swift-system", "apple/swift-openapi-generator",
    "hummingbird-project/hummingbird", "groue/GRDB.swift", "jpsim/Yams",
    "pointfreeco/swift-dependencies", "pointfreeco/swift-parsing", "pointfreeco/swift-case-paths",
    "pointfreeco/swift-snapshot-testing", "Quick/Nimble", "OpenCombine/OpenCombine",
    "swhitty/FlyingFox", "swiftwasm/WasmKit", "vapor/fluent-kit", "modelcontextprotocol/swift-sdk",
]
BLIND = [
    "apple/swift-crypto", "apple/swift-certificates", "apple/swift-distributed-tracing",
    "apple/swift-subprocess", "apple/swift-configuration", "pointfreeco/swift-custom-dump",
    "pointfreeco/swift-identified-collections", "Quick/Quick", "vapor/postgres-nio", "vapor/leaf-kit",
    "grpc/grpc-swift-2", "mattpolzin/OpenAPIKit", "attaswift/BigInt", "Swinject/Swinject",
    "stencilproject/Stencil", "swift-server/async-http-client", "x-sheep/swift-property-based",
    "davecom/SwiftGraph", "weichsel/ZIPFoundation", "onevcat/Rainbow", "swift-otel/swift-otel",
    "ordo-one/package-benchmark",
]


def mirror_root():
    out = subprocess.run(["git", "config", "--get-regexp", r"^url\..*\.insteadof$"],
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        key, _, val = line.partition(" ")
        if val.strip() == "https://github.com/":
            return key[len("url."):-len(".insteadof")].rstrip("/")
    return "/opt/swift-packages"


def git(g, *args):
    return subprocess.run(["git", "-C", g, *args], capture_output=True, check=True).stdout


def latest_tag(g):
    tags = git(g, "tag", "--sort=-v:refname").decode().split()
    stable = [t for t in tags if not any(w in t.lower() for w in ("beta", "alpha", "rc", "dev"))]
    return (stable or tags or ["HEAD"])[0]


def wide_repos(root):
    """Every package of the mirror outside the training set, once (the mirror holds some twice,
    with different capitalization)."""
    seen = {r.lower() for r in TRAIN}
    out = []
    for owner in sorted(os.listdir(root)):
        if not os.path.isdir(f"{root}/{owner}"):
            continue
        for name in sorted(os.listdir(f"{root}/{owner}")):
            if not name.endswith(".git"):
                continue
            repo = f"{owner}/{name[:-4]}"
            if repo.lower() in seen:
                continue
            seen.add(repo.lower())
            out.append(repo)
    return out


def docs(root, outdir):
    """Every distinct ```swift block (at least 20 characters) of the Markdown files."""
    os.makedirs(f"{outdir}/docs", exist_ok=True)
    seen = set()
    for repo in wide_repos(root):
        g = f"{root}/{repo}.git"
        tag = latest_tag(g)
        for path in git(g, "ls-tree", "-r", "--name-only", tag).decode().splitlines():
            if not path.lower().endswith(".md"):
                continue
            text = git(g, "show", f"{tag}:{path}").decode("utf-8", "replace")
            for m in re.finditer(r"```swift[^\n]*\n(.*?)```", text, re.S):
                code = m.group(1)
                if len(code.strip()) < 20:
                    continue
                h = hashlib.sha1(code.encode()).hexdigest()[:12]
                if h in seen:
                    continue
                seen.add(h)
                with open(f"{outdir}/docs/{repo.replace('/', '__')}__{h}.swift", "w") as f:
                    f.write(code)


def main():
    wide = "--wide" in sys.argv[1:]
    outdir = [a for a in sys.argv[1:] if not a.startswith("--")][0]
    root = mirror_root()
    if "--docs" in sys.argv[1:]:
        docs(root, outdir)
        return
    splits = [("dev", DEV, 0, PER_REPO), ("blind", BLIND, 0, PER_REPO)]
    if wide:
        splits = [("wide", wide_repos(root), PER_REPO, WIDE_PER_REPO)]
    for split, repos, skip, count in splits:
        os.makedirs(f"{outdir}/{split}", exist_ok=True)
        for repo in repos:
            g = f"{root}/{repo}.git"
            if not os.path.isdir(g):
                print(f"heldout-corpus: {repo} not in the mirror, skipped", file=sys.stderr)
                continue
            tag = latest_tag(g)
            rows = []
            for line in git(g, "ls-tree", "-r", "-l", tag).decode().splitlines():
                meta, path = line.split("\t", 1)
                size = meta.split()[3]
                if (path.endswith(".swift") and size.isdigit() and MIN_BYTES <= int(size) <= MAX_BYTES
                        and "/generated/" not in path.lower() and ".pb." not in path):
                    rows.append(path)
            rows.sort(key=lambda p: hashlib.sha1(f"heldout:{repo}:{p}".encode()).hexdigest())
            for p in rows[skip:skip + count]:
                name = f"{repo.replace('/', '__')}__{p.replace('/', '__')}"
                with open(f"{outdir}/{split}/{name}", "wb") as f:
                    f.write(git(g, "show", f"{tag}:{p}"))


if __name__ == "__main__":
    main()
