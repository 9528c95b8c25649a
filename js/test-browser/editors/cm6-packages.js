// CodeMirror 6 as npm installs it, made from the one-script build the editor tests use
// (django-codemirror6's cm6-all.js, which puts all of CodeMirror 6 in window.CM6): the packages
// @codemirror/view, @codemirror/state, @codemirror/language and codemirror (6.x) in a
// node_modules folder, each with its package.json and its ES module at dist/index.js, the path
// the real packages give. Their modules share one module made from the build (the real ones
// import each other and a few small packages by name instead). For pages without a bundler
// (the docs' import map) and for installing our package beside CodeMirror 6 with npm.
//
//   node js/test-browser/editors/cm6-packages.js CM6-ALL.JS NODE_MODULES
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Package -> the namespace of the build that holds its exports, and the version it claims.
const packages = [
  ['@codemirror/view', 'CodeMirrorView', '6.7.0'],
  ['@codemirror/state', 'CodeMirrorState', '6.1.4'],
  ['@codemirror/language', 'CodeMirrorLanguage', '6.3.2'],
  ['codemirror', 'CodeMirror', '6.0.1'],
];

/** Writes the packages into `nodeModules` from the build at `bundlePath`. */
export function writeCodeMirror6Packages(bundlePath, nodeModules) {
  const bundle = readFileSync(bundlePath, 'utf8');
  const head = '(function () {';
  const tail = '})();';
  const trimmed = bundle.trim();
  if (!trimmed.startsWith(head) || !trimmed.endsWith(tail)) throw new Error(`${bundlePath}: not the one-script CodeMirror 6 build`);
  const body = trimmed.slice(head.length, -tail.length).replace(/\n\s*window\.CM6 = \{[^}]*\};\s*$/, '\n');
  const namespaces = packages.map(([, namespace]) => namespace);
  for (const [name, namespace, version] of packages) {
    // The namespace's entries, one a line: `Name: Name,` or `get Name () { return Name; },`.
    const start = bundle.indexOf(`var ${namespace} = /*#__PURE__*/Object.freeze({\n`);
    if (start < 0) throw new Error(`${bundlePath}: no ${namespace}`);
    const block = bundle.slice(start, bundle.indexOf('\n   });', start)).split('\n').slice(1);
    const names = block.map((line) => /^\s*(?:get )?([A-Za-z_$][\w$]*)\b/.exec(line)?.[1]).filter((n) => n !== undefined && n !== '__proto__');
    const dir = join(nodeModules, ...name.split('/'));
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({
      name, version, type: 'module', main: 'dist/index.js', module: 'dist/index.js',
      exports: { '.': './dist/index.js' }, license: 'MIT',
    }, null, 2)}\n`);
    // The build's module is in @codemirror/view, which the other @codemirror packages take it
    // from (one module, as CodeMirror needs: one EditorState class), and in codemirror (so that
    // it packs alone).
    const own = name === '@codemirror/view' || name === 'codemirror';
    if (own) writeFileSync(join(dir, 'dist', 'build.js'), `${body}\nexport { ${namespaces.join(', ')} };\n`);
    writeFileSync(join(dir, 'dist', 'index.js'), `import { ${namespace} as m } from '${own ? './build.js' : '../../view/dist/build.js'}';\nexport const { ${names.join(', ')} } = m;\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.length !== 4) {
    console.error('usage: node cm6-packages.js CM6-ALL.JS NODE_MODULES');
    process.exit(2);
  }
  writeCodeMirror6Packages(process.argv[2], process.argv[3]);
}
