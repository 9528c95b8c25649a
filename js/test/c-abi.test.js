// The C entry points of the WebAssembly module called directly, with the arguments JavaScript
// glue cannot produce: NULL pointers, size_t lengths of 2^31 and above (negative as a 32-bit
// Swift Int), odd struct sizes, unknown flags, unterminated class prefixes. The module is a
// 32-bit build of the engine (size_t and Int are 32 bits), so this is the C API's hostile-input
// suite on a 32-bit target. A Swift trap would be a WebAssembly RuntimeError here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { swh_options_t as O } from '../abi.js';

const bytes = readFileSync(new URL('../swift_highlight.wasm', import.meta.url));
const { instance } = await WebAssembly.instantiate(bytes, {});
const w = instance.exports;
w._initialize();

const OK = 0, INVALID_ARGUMENT = 1, INVALID_UTF8 = 2, TOO_LARGE = 3;
const u8 = () => new Uint8Array(w.memory.buffer);
const u32 = () => new Uint32Array(w.memory.buffer);
const get = (address) => u32()[address >>> 2];
const set = (address, value) => { u32()[address >>> 2] = value; };

function put(text) {
  const data = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const address = w.malloc(Math.max(data.length, 1));
  u8().set(data, address);
  return [address, data.length];
}

function read(out) {
  return new TextDecoder().decode(u8().subarray(get(out), get(out) + get(out + 4)));
}

const out = w.malloc(8);
const opts = w.malloc(64);
const optionsSize = (() => { w.swh_options_init(opts); return get(opts); })();

// swh_tokenize_each takes a C function pointer, which a host cannot make without the module's
// function table (not exported): scripts/build/wasm.sh leaves it out. swh_rehighlight_html is in
// the page rewriter's module (swift_highlight_site.wasm), with only what its glue calls besides.
function headerFunctions() {
  const header = readFileSync(new URL('../../include/swift_highlight.h', import.meta.url), 'utf8');
  return [...header.matchAll(/^SWH_API [^(]*?\b(swh_[a-z0-9_]+)\(/gm)].map((m) => m[1]);
}

test('the module exports the header functions but swh_tokenize_each and swh_rehighlight_html, and only what the glue needs; it imports nothing', () => {
  const declared = headerFunctions().filter((name) => name !== 'swh_tokenize_each' && name !== 'swh_rehighlight_html');
  assert.ok(declared.length >= 18, `${declared.length} functions in the header`);
  const module = new WebAssembly.Module(bytes);
  const exported = WebAssembly.Module.exports(module).map((e) => e.name).sort();
  assert.deepEqual(exported, [...declared, '_initialize', 'free', 'malloc', 'memory'].sort());
  assert.deepEqual(WebAssembly.Module.imports(module), []);
});

const siteBytes = readFileSync(new URL('../swift_highlight_site.wasm', import.meta.url));

test('the site module exports swh_rehighlight_html and what site.js calls; it imports nothing', () => {
  const module = new WebAssembly.Module(siteBytes);
  const exported = WebAssembly.Module.exports(module).map((e) => e.name).sort();
  const functions = ['swh_rehighlight_html', 'swh_options_init_sized', 'swh_options_check', 'swh_status_str',
    'swh_string_free', 'swh_scheme_name', 'swh_theme_name'];
  for (const name of functions) assert.ok(headerFunctions().includes(name), `${name} is declared in the header`);
  assert.deepEqual(exported, [...functions, '_initialize', 'free', 'malloc', 'memory'].sort());
  assert.deepEqual(WebAssembly.Module.imports(module), []);
});

test('site module: NULL out, NULL src with a length, lengths of 2^31 and above, NULL stats', async () => {
  const { instance: site } = await WebAssembly.instantiate(siteBytes, {});
  const s = site.exports;
  s._initialize();
  const words = () => new Uint32Array(s.memory.buffer);
  const siteOut = s.malloc(8);
  const stats = s.malloc(24);
  const page = new TextEncoder().encode('<pre><code class="language-swift">let x = 1</code></pre>');
  const src = s.malloc(page.length);
  new Uint8Array(s.memory.buffer).set(page, src);
  assert.equal(s.swh_rehighlight_html(src, page.length, 0, 0, stats), INVALID_ARGUMENT);
  assert.equal(s.swh_rehighlight_html(0, 5, 0, siteOut, stats), INVALID_ARGUMENT);
  assert.equal(words()[(siteOut + 4) >>> 2], 0);
  assert.equal(s.swh_rehighlight_html(src, 0x80000000, 0, siteOut, stats), TOO_LARGE);
  assert.equal(s.swh_rehighlight_html(src, 0xFFFFFFFF, 0, siteOut, stats), TOO_LARGE);
  assert.equal(s.swh_rehighlight_html(src, page.length, 0, siteOut, 0), OK);
  s.swh_string_free(siteOut);
  assert.equal(s.swh_rehighlight_html(src, page.length, 0, siteOut, stats), OK);
  assert.deepEqual([...words().subarray(stats >>> 2, (stats >>> 2) + 4)], [1, 1, 0, 0]);
  const html = new TextDecoder().decode(new Uint8Array(s.memory.buffer, words()[siteOut >>> 2], words()[(siteOut + 4) >>> 2]));
  assert.match(html, /^<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let<\/span>/);
  s.swh_string_free(siteOut);
});

test('swh_options_t is 64 bytes on wasm32; the old 0.1.0 prefix is 16', () => {
  assert.equal(optionsSize, 64);
  // struct_size 16 (size_t, pointer, two uint32_t) is the 0.1.0 struct on 32-bit targets.
  w.swh_options_init(opts);
  set(opts, 16);
  set(opts + O.flags, 0x1); // flags: wrap in <pre>
  set(opts + O.scheme, 99); // scheme, beyond struct_size: ignored
  const [src, len] = put('let');
  assert.equal(w.swh_highlight_html(src, len, opts, out), OK);
  assert.equal(read(out), '<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let</span></code></pre>');
  w.swh_string_free(out);
});

test('NULL out, NULL src with a length, NULL options', () => {
  const [src, len] = put('let x');
  for (const fn of [w.swh_highlight_html, w.swh_highlight_ansi, w.swh_highlight_markdown, w.swh_tokenize]) {
    assert.equal(fn(src, len, 0, 0), INVALID_ARGUMENT);
    assert.equal(fn(0, 5, 0, out), INVALID_ARGUMENT);
    assert.equal(get(out), 0);
    assert.equal(fn(0, 0, 0, out), OK);
    fn === w.swh_tokenize ? w.swh_tokens_free(out) : w.swh_string_free(out);
  }
  assert.equal(w.swh_css(0, 0), INVALID_ARGUMENT);
  assert.equal(w.swh_css(0, out), OK);
  w.swh_string_free(out);
  // The free functions accept zeroed values.
  set(out, 0); set(out + 4, 0);
  w.swh_string_free(out);
  w.swh_tokens_free(out);
  w.swh_options_init(0);
  w.swh_options_init_sized(0, 36);
});

test('lengths of 2^31 and above are refused as too large, before any byte is read', () => {
  const [src] = put('let');
  for (const len of [0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x20000000]) {
    for (const fn of [w.swh_highlight_html, w.swh_highlight_ansi, w.swh_highlight_markdown, w.swh_tokenize]) {
      assert.equal(fn(src, len | 0, 0, out), TOO_LARGE, `len ${len}`);
      assert.equal(get(out), 0);
    }
  }
  // Just below the 32-bit limit (512 MiB - 1) the length is accepted: checked with a real
  // input in too-large.test.js.
});

test('struct_size: too small, too large, 2^31 and above', () => {
  const [src, len] = put('let');
  w.swh_options_init(opts);
  for (const size of [0, 3, optionsSize + 1, 1000, 0x80000000, 0xFFFFFFFF]) {
    set(opts, size);
    assert.equal(w.swh_highlight_html(src, len, opts, out), INVALID_ARGUMENT, `struct_size ${size}`);
  }
  for (const size of [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64]) {
    w.swh_options_init(opts);
    set(opts, size);
    assert.equal(w.swh_highlight_html(src, len, opts, out), OK, `struct_size ${size}`);
    w.swh_string_free(out);
  }
  // swh_options_init_sized: sizes below sizeof(size_t) write nothing; larger ones are capped.
  set(opts, 12345);
  w.swh_options_init_sized(opts, 3);
  assert.equal(get(opts), 12345);
  w.swh_options_init_sized(opts, 0xFFFFFFFF | 0);
  assert.equal(get(opts), 64);
  w.swh_options_init_sized(opts, 20);
  assert.equal(get(opts), 20);
});

test('bad fields: policy, flags, scheme, theme, ranges, prefix', () => {
  const [src, len] = put('let');
  const cases = [[O.invalid_utf8, 2], [O.flags, 0x400], [O.flags, 0x80000000], [O.scheme, 6], [O.theme, 6],
    [O.theme, 0xFFFFFFFF]];
  for (const [offset, value] of cases) {
    w.swh_options_init(opts);
    set(opts + offset, value);
    assert.equal(w.swh_highlight_html(src, len, opts, out), INVALID_ARGUMENT, `field ${offset} = ${value}`);
    // swh_options_check names the field the entry points refused.
    const rule = w.swh_options_check(opts);
    assert.notEqual(rule, 0, `field ${offset} = ${value}`);
    const field = Object.keys(O).find((name) => O[name] === offset);
    const text = new TextDecoder().decode(u8().subarray(rule, u8().indexOf(0, rule)));
    assert.ok(text.startsWith(field), `${text} names ${field}`);
  }
  w.swh_options_init(opts);
  assert.equal(w.swh_options_check(opts), 0);
  assert.equal(w.swh_options_check(0), 0);
  // Ranges: NULL with a count, first > last, too many, a count of 2^31 and above.
  const ranges = w.malloc(16);
  set(ranges, 5); set(ranges + 4, 4);
  for (const [pointer, count] of [[0, 1], [ranges, 1], [ranges, 65537], [ranges, 0x80000000], [ranges, 0xFFFFFFFF]]) {
    w.swh_options_init(opts);
    set(opts + O.highlight_lines, pointer);
    set(opts + O.highlight_line_count, count);
    assert.equal(w.swh_highlight_html(src, len, opts, out), INVALID_ARGUMENT, `ranges ${pointer} × ${count}`);
  }
  // Ranges and first line at the top of uint32_t: line numbers beyond 2^32 are exact.
  set(ranges, 0xFFFFFFFF); set(ranges + 4, 0xFFFFFFFF);
  w.swh_options_init(opts);
  set(opts + O.highlight_lines, ranges); set(opts + O.highlight_line_count, 1); set(opts + O.first_line, 0xFFFFFFFE);
  const [src3, len3] = put('a\nb\nc');
  assert.equal(w.swh_highlight_html(src3, len3, opts, out), OK);
  assert.deepEqual([...read(out).matchAll(/data-line="(\d+)"/g)].map((m) => m[1]), ['4294967294', '4294967295', '4294967296']);
  assert.match(read(out), /swh-hl" data-line="4294967295"/);
  w.swh_string_free(out);
  // A class prefix with no NUL within 65 bytes, one with a bad byte, one of 64 bytes.
  const prefix = w.malloc(80);
  u8().fill(0x61, prefix, prefix + 80);
  w.swh_options_init(opts);
  set(opts + O.class_prefix, prefix);
  assert.equal(w.swh_highlight_html(src, len, opts, out), INVALID_ARGUMENT);
  u8()[prefix + 64] = 0;
  assert.equal(w.swh_highlight_html(src, len, opts, out), OK);
  w.swh_string_free(out);
  u8()[prefix + 3] = 0x3c;
  assert.equal(w.swh_highlight_html(src, len, opts, out), INVALID_ARGUMENT);
  // A dark selector for swh_css: 256 bytes at most, printable ASCII, no { } ; < > @ \.
  const selector = w.malloc(300);
  const css = (text) => {
    u8().set(new TextEncoder().encode(text + '\0'), selector);
    w.swh_options_init(opts);
    set(opts + O.dark_selector, selector);
    const status = w.swh_css(opts, out);
    if (status === OK) w.swh_string_free(out);
    return status;
  };
  assert.equal(css('[data-theme="dark"]'), OK);
  assert.equal(css('x'.repeat(256)), OK);
  for (const bad of ['x'.repeat(257), '.dark{', '.a;b', '.a\tb', '   ', '', '.é', '@media', '.a\\b']) {
    assert.equal(css(bad), INVALID_ARGUMENT, JSON.stringify(bad));
  }
  // A title: valid UTF-8, 4096 bytes at most.
  const title = w.malloc(4200);
  const titled = (bytes) => {
    u8().set([...bytes, 0], title);
    w.swh_options_init(opts);
    set(opts + O.flags, 0x1);
    set(opts + O.title, title);
    const status = w.swh_highlight_html(src, len, opts, out);
    if (status === OK) w.swh_string_free(out);
    return status;
  };
  assert.equal(titled(new Array(4096).fill(0x61)), OK);
  assert.equal(titled(new Array(4097).fill(0x61)), INVALID_ARGUMENT);
  assert.equal(titled([0x61, 0xff, 0x62]), INVALID_ARGUMENT);
  w.free(selector);
  w.free(title);
});

test('invalid UTF-8 reports its offset in out->len', () => {
  const [src, len] = put(new Uint8Array([0x6c, 0x65, 0x74, 0x20, 0xe2, 0x28, 0xa1]));
  for (const fn of [w.swh_highlight_html, w.swh_highlight_ansi, w.swh_highlight_markdown, w.swh_tokenize]) {
    assert.equal(fn(src, len, 0, out), INVALID_UTF8);
    assert.equal(get(out), 0);
    assert.equal(get(out + 4), 4);
  }
});

test('names and versions', () => {
  const str = (address) => { const m = u8(); let e = address; while (m[e]) e++; return new TextDecoder().decode(m.subarray(address, e)); };
  assert.equal(str(w.swh_status_str(3)), 'input too large');
  assert.equal(str(w.swh_status_str(-1)), 'unknown status');
  assert.equal(str(w.swh_kind_name(0xFFFFFFFF | 0)), 'plain');
  assert.equal(w.swh_kind_category(10), 7);
  assert.equal(str(w.swh_scheme_name(5)), 'prism');
  assert.equal(w.swh_scheme_name(6), 0);
  assert.equal(w.swh_theme_name(-1), 0);
  assert.equal(w.swh_abi_version(), 1);
  assert.equal(str(w.swh_version_string()).split('.').map(Number).reduce((a, b) => a * 256 + b), w.swh_version());
});

test('swh_theme_parse: hostile theme files and project names never trap the module', () => {
  const THEME = 7;
  const slot = w.malloc(12);
  const attempts = [
    '', 'bplist00', '<plist>', '<plist><dict><key>', '<plist>' + '<array>'.repeat(5000),
    '<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>1e999 0 0 1</string></dict></dict></plist>',
    '<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>&#x110000;</string></dict></dict></plist>',
    '<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>0.99999999999999999999 1 1 1</string></dict></dict></plist>',
  ];
  for (const text of attempts) {
    const [src, len] = put(text);
    set(slot, 0); set(slot + 4, 0); set(slot + 8, 0);
    const status = w.swh_theme_parse(src, len, slot, slot + 4);
    if (status === OK) {
      w.swh_theme_free(get(slot));
    } else {
      assert.equal(status, THEME, text.slice(0, 40));
      assert.ok(get(slot + 4) !== 0, 'an error message');
      w.swh_string_free(slot + 4);
    }
  }
  assert.equal(w.swh_theme_parse(0, 5, slot, 0), INVALID_ARGUMENT);
  assert.equal(w.swh_theme_parse(0, 0, 0, 0), INVALID_ARGUMENT);
  assert.equal(w.swh_theme_parse(opts, 0x80000000 | 0, slot, 0), THEME);
  w.swh_theme_free(0);
  // Project names: random bytes as a list, broken and deep JSON as a symbol graph.
  const random = new Uint8Array(4096).map((_, i) => (i * 2654435761) >>> 24);
  for (const names of [random, new TextEncoder().encode('{' + '['.repeat(10000)), new TextEncoder().encode('{"symbols": [{"names": {"title": 5}}]}')]) {
    const [n, nlen] = put(names);
    w.swh_options_init(opts);
    set(opts + 12, 0x100);
    set(opts + 44, n); set(opts + 48, nlen);
    const [src, len] = put('class A {}; let a: A');
    const status = w.swh_tokenize(src, len, opts, out);
    assert.ok(status === OK || status === INVALID_ARGUMENT);
    if (status === OK) w.swh_tokens_free(out);
  }
});
