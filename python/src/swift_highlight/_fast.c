/* swift_highlight._fast: one engine call that takes source and makes a string (swh_highlight_html,
 * swh_highlight_ansi, swh_highlight_markdown) per Python call, without ctypes.
 *
 * The native backend (_native.py) loads the engine with ctypes and hands this module the
 * addresses of its functions once, with bind(); the function bind() returns does the call:
 *
 *     call = bind(function_address, string_free_address, whole, errors)
 *     call(code, options_address)
 *
 * `code` is bytes, or a str, which is encoded to UTF-8 here (with the error handler named
 * `errors` when it holds lone surrogates); `options_address` is the address of a swh_options_t
 * that the caller keeps alive during the call. The engine runs with the GIL released. A call
 * returns the output as a str when the engine succeeds with at most `whole` bytes; otherwise the
 * tuple (status, len, data) of the engine's status and output struct, for the caller to raise
 * the status's exception, or to decode the larger output and free it with swh_string_free. The
 * str is made by str_of_utf8 (below), which makes strs of any size in one pass where the
 * module's DIRECT_STR is 1 (then _native.py sets no limit).
 *
 * accelerate() (below) makes the callable that stands for the package's function (html, ansi,
 * markdown): it makes such calls itself for keyword arguments it has seen.
 *
 * On the stable ABI of CPython 3.8 (Py_LIMITED_API): one build serves every later CPython 3.
 */
#define Py_LIMITED_API 0x03080000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "swift_highlight.h"

typedef swh_status_t (*source_function)(const char *src, size_t len, const swh_options_t *opts,
                                        swh_string_t *out);
typedef void (*string_free_function)(swh_string_t string);

/* What bind() fixes for the function it returns (held by a capsule, the function's self). */
typedef struct {
    source_function call;
    string_free_function free;
    size_t whole;
    char errors[64]; /* the name of the error handler for lone surrogates */
} binding;

static const char BINDING[] = "swift_highlight._fast.binding";

static void binding_destroy(PyObject *capsule) {
    binding *b = PyCapsule_GetPointer(capsule, BINDING);
    PyMem_Free(b);
}

/* PyUnicode_AsUTF8AndSize is in the stable ABI from CPython 3.10; every CPython 3 exports it
 * with this signature. */
#if Py_LIMITED_API + 0 < 0x030A0000
PyAPI_FUNC(const char *) PyUnicode_AsUTF8AndSize(PyObject *unicode, Py_ssize_t *size);
#endif

static PyObject *str_isascii; /* str.isascii, made by PyInit__fast */

/* The engine's output as a str, made here rather than by PyUnicode_DecodeUTF8 where CPython's
 * string layout is known (see probe_layout): one pass over the bytes counts the characters and
 * finds the widest, then the str is made at its final size and width (PyUnicode_New) and the
 * characters are decoded straight into its memory. PyUnicode_DecodeUTF8 instead starts with a
 * str of one byte per character and the size of the whole text, and at the first wider
 * character copies what it has decoded into a new str of the wider kind and the same length,
 * then shrinks it: on the benchmark's 8.6 MB of HTML with a few emoji, two large allocations and
 * two copies where this makes one of each.
 *
 * CPython keeps a str's characters right after its header, at an offset that depends on the
 * version and on whether the str is ASCII; PyUnicode_New and that layout are not in the limited
 * API, but every CPython 3 has them. probe_layout finds the two offsets at import from strs of
 * known characters and sizes, and checks that a str made with PyUnicode_New and filled at that
 * offset equals the decoded one; where anything differs, the offsets stay 0 and every str is
 * made by PyUnicode_DecodeUTF8. */
PyAPI_FUNC(PyObject *) PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar);

static Py_ssize_t ascii_offset; /* of the characters of an ASCII str from its address; 0: unknown */
static Py_ssize_t wide_offset;  /* of another str's characters */
static Py_ssize_t state_offset; /* of the `state` word of a str's header (see encode_str) */

#define STATE_KIND(state) ((state) >> 2 & 7)
#define STATE_COMPACT(state) ((state) >> 5 & 1)
#define STATE_ASCII(state) ((state) >> 6 & 1)

static uint32_t state_of(PyObject *text) {
    uint32_t state;
    memcpy(&state, (const char *)text + state_offset, sizeof state);
    return state;
}

/* A str of this many bytes or more, of 2 or 4 bytes a character, is advised as huge-page memory
 * (as _utf8.py's ADVISED explains: glibc maps such a block for it alone, and unmaps it with the
 * str). */
#define ADVISED ((size_t)32 << 20)

#if defined(__linux__) && defined(__GLIBC__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* The offset of the characters of `probe` (a str of `length` characters of `width` bytes each)
 * that its __sizeof__ gives; 0 when that is no plausible offset. */
static Py_ssize_t sized_offset(PyObject *probe, Py_ssize_t length, int width) {
    Py_ssize_t offset = 0;
    PyObject *size = probe == NULL ? NULL : PyObject_CallMethod(probe, "__sizeof__", NULL);
    if (size != NULL && PyUnicode_GetLength(probe) == length) {
        Py_ssize_t candidate = PyLong_AsSsize_t(size) - (length + 1) * width;
        if (candidate >= (Py_ssize_t)sizeof(PyObject) && candidate <= 256) {
            offset = candidate;
        }
    }
    Py_XDECREF(size);
    PyErr_Clear();
    return offset;
}

/* sized_offset, checked against the memory of `probe`, which holds `expected` (with its NUL)
 * there; 0 when they differ. */
static Py_ssize_t offset_of(PyObject *probe, Py_ssize_t length, int width, const void *expected) {
    Py_ssize_t offset = sized_offset(probe, length, width);
    if (offset != 0 && memcmp((const char *)probe + offset, expected, (size_t)(length + 1) * (size_t)width) != 0) {
        offset = 0;
    }
    return offset;
}

/* Whether a str made with PyUnicode_New(length, maxchar) and filled with `characters` at
 * `offset` equals `decoded`. */
static int fills(Py_ssize_t offset, Py_UCS4 maxchar, const void *characters, Py_ssize_t length, int width,
                 PyObject *decoded) {
    PyObject *made = PyUnicode_New(length, maxchar);
    int same = made != NULL && sized_offset(made, length, width) == offset;
    if (same) {
        memcpy((char *)made + offset, characters, (size_t)length * (size_t)width);
        same = PyUnicode_Compare(made, decoded) == 0 && PyUnicode_Compare(decoded, made) == 0;
    }
    Py_XDECREF(made);
    PyErr_Clear();
    return same;
}

/* The offset of the `state` word (see encode_str) in the headers of the probe strs: the one
 * whose bits give each its kind, compactness and asciiness, and give a str subclass's instance
 * (whose characters CPython keeps elsewhere) as not compact; 0 when there is no such word. */
static Py_ssize_t find_state(PyObject *a, PyObject *l, PyObject *u, PyObject *w) {
    PyObject *strs[] = {a, l, u, w};
    static const unsigned kinds[] = {1, 1, 2, 4};
    PyObject *subclass = PyObject_CallFunction((PyObject *)&PyType_Type, "s(O){}", "probe", (PyObject *)&PyUnicode_Type);
    PyObject *instance = subclass == NULL ? NULL : PyObject_CallFunction(subclass, "s", "\xC3\xA9");
    Py_ssize_t found = 0;
    for (Py_ssize_t offset = (Py_ssize_t)sizeof(PyObject); instance != NULL && found == 0
         && offset + 4 <= ascii_offset; offset += 4) {
        uint32_t state;
        int fits = 1;
        for (int k = 0; k < 4 && fits; k++) {
            memcpy(&state, (const char *)strs[k] + offset, sizeof state);
            fits = STATE_KIND(state) == kinds[k] && STATE_COMPACT(state) && STATE_ASCII(state) == (k == 0);
        }
        memcpy(&state, (const char *)instance + offset, sizeof state);
        if (fits && !STATE_COMPACT(state) && STATE_KIND(state) == 1 && !STATE_ASCII(state)) {
            found = offset;
        }
    }
    Py_XDECREF(instance);
    Py_XDECREF(subclass);
    PyErr_Clear();
    return found;
}

/* Sets ascii_offset, wide_offset and state_offset, or leaves them 0 (see above). */
static void probe_layout(void) {
    static const char ascii_text[] = "ab";
    static const uint8_t latin1[] = {0xE9, 0xE8, 0};
    static const uint16_t ucs2[] = {0x100, 0xE9, 0};
    static const uint32_t ucs4[] = {0x1F600, 0xE9, 0};
    PyObject *a = PyUnicode_DecodeUTF8("ab", 2, NULL);
    PyObject *l = PyUnicode_DecodeUTF8("\xC3\xA9\xC3\xA8", 4, NULL);
    PyObject *u = PyUnicode_DecodeUTF8("\xC4\x80\xC3\xA9", 4, NULL);
    PyObject *w = PyUnicode_DecodeUTF8("\xF0\x9F\x98\x80\xC3\xA9", 6, NULL);
    Py_ssize_t ascii = offset_of(a, 2, 1, ascii_text);
    Py_ssize_t wide = offset_of(l, 2, 1, latin1);
    if (ascii > 0 && wide > 0 && offset_of(u, 2, 2, ucs2) == wide && offset_of(w, 2, 4, ucs4) == wide
        && fills(ascii, 0x7F, ascii_text, 2, 1, a) && fills(wide, 0xFF, latin1, 2, 1, l)
        && fills(wide, 0xFFFF, ucs2, 2, 2, u) && fills(wide, 0x10FFFF, ucs4, 2, 4, w)) {
        ascii_offset = ascii;
        wide_offset = wide;
        state_offset = find_state(a, l, u, w);
    }
    Py_XDECREF(a);
    Py_XDECREF(l);
    Py_XDECREF(u);
    Py_XDECREF(w);
    PyErr_Clear();
}

/* Conversions of at least UNLOCKED bytes run with the GIL released, so that other threads run
 * Python meanwhile: they read and write only memory that no other thread changes (the characters
 * of a str, which are immutable, the engine's output, a str not handed out yet). */
#define UNLOCKED ((size_t)1 << 16)

static PyThreadState *unlock(size_t bytes) {
    return bytes >= UNLOCKED ? PyEval_SaveThread() : NULL;
}

static void relock(PyThreadState *state) {
    if (state != NULL) {
        PyEval_RestoreThread(state);
    }
}

/* ASCII runs go BLOCK bytes at a time, and RUN blocks at a time where they can: ascii_blocks(p,
 * count) tells whether the `count` blocks at `p` are ASCII, widen_block(p, out, width) writes
 * one at `out` as characters of `width` bytes, and widen_run(p, out, width) writes RUN blocks so
 * when they are ASCII (and tells whether they were), reading each byte once. With SSE2 (every
 * x86_64) a block is 16 bytes, widened with unpack instructions; elsewhere 8, as a 64-bit word. */
#define RUN 4
#if defined(__SSE2__)
#include <emmintrin.h>
#define BLOCK 16

static ALWAYS_INLINE int ascii_blocks(const unsigned char *p, int count) {
    const __m128i *v = (const __m128i *)(const void *)p;
    __m128i any = _mm_loadu_si128(v);
    for (int b = 1; b < count; b++) {
        any = _mm_or_si128(any, _mm_loadu_si128(v + b));
    }
    return _mm_movemask_epi8(any) == 0;
}

static ALWAYS_INLINE void widen_vector(__m128i bytes, void *out, int width) {
    __m128i *o = out;
    if (width == 1) {
        _mm_storeu_si128(o, bytes);
        return;
    }
    __m128i zero = _mm_setzero_si128();
    __m128i low = _mm_unpacklo_epi8(bytes, zero), high = _mm_unpackhi_epi8(bytes, zero);
    if (width == 2) {
        _mm_storeu_si128(o, low);
        _mm_storeu_si128(o + 1, high);
    } else {
        _mm_storeu_si128(o, _mm_unpacklo_epi16(low, zero));
        _mm_storeu_si128(o + 1, _mm_unpackhi_epi16(low, zero));
        _mm_storeu_si128(o + 2, _mm_unpacklo_epi16(high, zero));
        _mm_storeu_si128(o + 3, _mm_unpackhi_epi16(high, zero));
    }
}

static ALWAYS_INLINE void widen_block(const unsigned char *p, void *out, int width) {
    widen_vector(_mm_loadu_si128((const __m128i *)(const void *)p), out, width);
}

static ALWAYS_INLINE int widen_run(const unsigned char *p, void *out, int width) {
    const __m128i *v = (const __m128i *)(const void *)p;
    __m128i bytes[RUN];
    __m128i any = _mm_setzero_si128();
    for (int b = 0; b < RUN; b++) {
        bytes[b] = _mm_loadu_si128(v + b);
        any = _mm_or_si128(any, bytes[b]);
    }
    if (_mm_movemask_epi8(any) != 0) {
        return 0;
    }
    for (int b = 0; b < RUN; b++) {
        widen_vector(bytes[b], (char *)out + (size_t)(b * BLOCK * width), width);
    }
    return 1;
}
#else
#define BLOCK 8

static ALWAYS_INLINE int ascii_blocks(const unsigned char *p, int count) {
    uint64_t any = 0;
    for (int b = 0; b < count; b++) {
        uint64_t word;
        memcpy(&word, p + 8 * b, 8);
        any |= word;
    }
    return (any & 0x8080808080808080ULL) == 0;
}

static ALWAYS_INLINE void widen_block(const unsigned char *p, void *out, int width) {
    for (int j = 0; j < 8; j++) {
        if (width == 1) {
            ((uint8_t *)out)[j] = p[j];
        } else if (width == 2) {
            ((uint16_t *)out)[j] = p[j];
        } else {
            ((uint32_t *)out)[j] = p[j];
        }
    }
}

static ALWAYS_INLINE int widen_run(const unsigned char *p, void *out, int width) {
    if (!ascii_blocks(p, RUN)) {
        return 0;
    }
    for (int b = 0; b < RUN; b++) {
        widen_block(p + b * BLOCK, (char *)out + (size_t)(b * BLOCK * width), width);
    }
    return 1;
}
#endif

/* Decodes the `n` bytes of UTF-8 at `p` into `out`, which has room for `chars` characters of
 * `width` bytes each (1, 2 or 4: a constant where it is inlined): the number of characters, with
 * the largest one's code point at `*largest` (0 when all are ASCII); -1 when the bytes are not
 * UTF-8, hold more characters, or one too wide for `width`. */
static ALWAYS_INLINE Py_ssize_t decode_into(const unsigned char *p, size_t n, void *out, size_t chars, int width,
                                            uint32_t *largest) {
    uint32_t widest = 0;
    char *o = out;
    size_t i = 0, k = 0;
    while (i < n) {
        if (n - i >= RUN * BLOCK && chars - k >= RUN * BLOCK && widen_run(p + i, o + k * (size_t)width, width)) {
            i += RUN * BLOCK;
            k += RUN * BLOCK;
            continue;
        }
        if (n - i >= BLOCK && chars - k >= BLOCK && ascii_blocks(p + i, 1)) {
            widen_block(p + i, o + k * (size_t)width, width);
            i += BLOCK;
            k += BLOCK;
            continue;
        }
        uint32_t c = p[i];
        if (c < 0x80) {
            i += 1;
        } else if (c < 0xC2) {
            return -1;
        } else if (c < 0xE0) {
            if (n - i < 2 || (p[i + 1] & 0xC0) != 0x80) {
                return -1;
            }
            c = (c & 0x1F) << 6 | (p[i + 1] & 0x3Fu);
            i += 2;
        } else if (c < 0xF0) {
            if (n - i < 3 || (p[i + 1] & 0xC0) != 0x80 || (p[i + 2] & 0xC0) != 0x80) {
                return -1;
            }
            c = (c & 0x0F) << 12 | (p[i + 1] & 0x3Fu) << 6 | (p[i + 2] & 0x3Fu);
            if (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF)) {
                return -1;
            }
            i += 3;
        } else if (c < 0xF5) {
            if (n - i < 4 || (p[i + 1] & 0xC0) != 0x80 || (p[i + 2] & 0xC0) != 0x80 || (p[i + 3] & 0xC0) != 0x80) {
                return -1;
            }
            c = (c & 0x07) << 18 | (p[i + 1] & 0x3Fu) << 12 | (p[i + 2] & 0x3Fu) << 6 | (p[i + 3] & 0x3Fu);
            if (c < 0x10000 || c > 0x10FFFF) {
                return -1;
            }
            i += 4;
        } else {
            return -1;
        }
        if (k == chars || (width == 1 && c > 0xFF) || (width == 2 && c > 0xFFFF)) {
            return -1;
        }
        widest = c > widest && c >= 0x80 ? c : widest;
        if (width == 1) {
            ((uint8_t *)out)[k] = (uint8_t)c;
        } else if (width == 2) {
            ((uint16_t *)out)[k] = (uint16_t)c;
        } else {
            ((uint32_t *)out)[k] = c;
        }
        k++;
    }
    *largest = widest;
    return (Py_ssize_t)k;
}

/* A new str of `chars` characters up to `maxchar` (wider than ASCII) holding the `n` bytes of
 * UTF-8 at `p` decoded: the number of characters written at `*count` (the str may have room for
 * more) and the largest one's code point at `*largest`; NULL without an exception when the bytes
 * do not decode into it, NULL with one when out of memory. */
static PyObject *decoded(const unsigned char *p, size_t n, size_t chars, Py_UCS4 maxchar, Py_ssize_t *count,
                         uint32_t *largest) {
    int width = maxchar <= 0xFF ? 1 : maxchar <= 0xFFFF ? 2 : 4;
    PyObject *text = PyUnicode_New((Py_ssize_t)chars, maxchar);
    if (text == NULL) {
        return NULL;
    }
    char *data = (char *)text + wide_offset;
    PyThreadState *unlocked = unlock(n);
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    size_t bytes = (chars + 1) * (size_t)width;
    if (width > 1 && bytes >= ADVISED) {
        /* The whole pages after the one of the str's header, which is written already. */
        long size = sysconf(_SC_PAGESIZE);
        uintptr_t page = size > 0 ? (uintptr_t)size : 4096, first = ((uintptr_t)text + page) & ~(page - 1);
        uintptr_t end = (uintptr_t)data + bytes;
        if (end > first) {
            (void)madvise((void *)first, end - first, MADV_HUGEPAGE); /* advice only */
        }
    }
#endif
    *count = width == 1 ? decode_into(p, n, data, chars, 1, largest)
             : width == 2 ? decode_into(p, n, data, chars, 2, largest) : decode_into(p, n, data, chars, 4, largest);
    relock(unlocked);
    if (*count < 0) {
        Py_DECREF(text);
        return NULL;
    }
    return text;
}

/* The smallest maxchar of PyUnicode_New for the code point `c`. */
static Py_UCS4 maxchar_of(uint32_t c) {
    return c < 0x80 ? 0x7F : c < 0x100 ? 0xFF : c < 0x10000 ? 0xFFFF : 0x10FFFF;
}

/* The `n` bytes of UTF-8 at `p` as a str: made as described above, or by PyUnicode_DecodeUTF8
 * (where the layout is unknown, or the bytes are not UTF-8: it then raises its
 * UnicodeDecodeError).
 *
 * `expected` is the maxchar the str is expected to have (that of the source's str: the engine's
 * output holds the source's characters and ASCII markup), or 0. Where it is wider than ASCII and
 * there are UNLOCKED bytes or more, they are decoded in one pass, without the count: into a str
 * of that width with room for one character a byte, then shrunk to the characters written
 * (PyUnicode_Resize: for a str of glibc's own mapping, mremap, without a copy). That str is kept
 * only when its largest character needs that width, as CPython's strs must; otherwise it is made
 * in the two passes described above. Short output is made in two passes too: its count costs
 * little, and strs and UTF-8 shrunk or sized from a guess leave glibc's heap in a state where
 * the engine's own allocations cost more (on the benchmark's 3,612 snippets, 1.6 M instructions
 * in its malloc and posix_memalign). */
static PyObject *str_of_utf8(const unsigned char *p, size_t n, Py_UCS4 expected) {
    if (n == 0) {
        return PyUnicode_FromStringAndSize("", 0);
    }
    if (wide_offset == 0 || n > (size_t)PY_SSIZE_T_MAX) {
        return PyUnicode_DecodeUTF8((const char *)p, (Py_ssize_t)n, NULL);
    }
    Py_ssize_t count;
    uint32_t largest;
    if (expected > 0x7F && n >= UNLOCKED) {
        PyObject *text = decoded(p, n, n, expected, &count, &largest);
        if (text != NULL && maxchar_of(largest) == expected && PyUnicode_Resize(&text, count) == 0) {
            return text;
        }
        Py_XDECREF(text);
        if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_MemoryError)) {
            return NULL;
        }
        PyErr_Clear(); /* the room for one character a byte may be what was missing */
    }
    /* The characters are the bytes that are not continuation bytes (10xxxxxx); the widest
     * character's lead byte is the largest byte: >= F0 four bytes (beyond U+FFFF), >= C4 beyond
     * U+00FF, else C2 or C3 (U+0080 to U+00FF). */
    size_t continuation = 0;
    unsigned lead = 0;
    size_t i = 0;
    PyThreadState *unlocked = unlock(n);
    for (; n - i >= RUN * BLOCK; i += RUN * BLOCK) {
        if (!ascii_blocks(p + i, RUN)) {
            for (int j = 0; j < RUN * BLOCK; j++) {
                continuation += (p[i + j] & 0xC0) == 0x80;
                lead = p[i + j] > lead ? p[i + j] : lead;
            }
        }
    }
    for (; i < n; i++) {
        continuation += (p[i] & 0xC0) == 0x80;
        lead = p[i] > lead ? p[i] : lead;
    }
    relock(unlocked);
    size_t chars = n - continuation;
    if (chars == 0) { /* only continuation bytes: not UTF-8 */
        return PyUnicode_DecodeUTF8((const char *)p, (Py_ssize_t)n, NULL);
    }
    if (lead < 0x80) {
        PyObject *text = PyUnicode_New((Py_ssize_t)chars, 0x7F);
        if (text != NULL) {
            unlocked = unlock(n);
            memcpy((char *)text + ascii_offset, p, n);
            relock(unlocked);
        }
        return text;
    }
    Py_UCS4 maxchar = lead < 0xC4 ? 0xFF : lead < 0xF0 ? 0xFFFF : 0x10FFFF;
    PyObject *text = decoded(p, n, chars, maxchar, &count, &largest);
    if (text != NULL && (size_t)count == chars) {
        return text;
    }
    Py_XDECREF(text);
    return PyErr_Occurred() ? NULL : PyUnicode_DecodeUTF8((const char *)p, (Py_ssize_t)n, NULL);
}

/* A str's own characters, encoded here where CPython's layout is known: its kind (1, 2 or 4
 * bytes a character) and whether it is compact (characters right after the header) and ASCII are
 * bits of a 32-bit word of its header (`state`: kind in bits 2-4, compact in bit 5, ascii in bit
 * 6, in every CPython 3 with the GIL), at an offset that probe_layout finds and checks. ASCII
 * runs are narrowed BLOCK characters at a time: CPython's own encoder of a str of four bytes a
 * character takes one branchy turn per character (10 instructions a character on the
 * benchmark's file). */

/* Whether the str `text` is ASCII: 1, 0, or -1 with an exception set. */
static int str_is_ascii(PyObject *text) {
    if (state_offset != 0 && PyUnicode_CheckExact(text)) {
        uint32_t state = state_of(text);
        if (STATE_COMPACT(state)) {
            return (int)STATE_ASCII(state);
        }
    }
    PyObject *ascii = PyObject_CallFunctionObjArgs(str_isascii, text, NULL);
    if (ascii == NULL) {
        return -1;
    }
    Py_DECREF(ascii);
    return ascii == Py_True;
}

/* ascii_chars(p, width): whether the BLOCK characters of `width` bytes at `p` are ASCII;
 * narrow_block writes such a block as bytes (SSE2: with pack instructions); narrow_run(p, out,
 * width) writes RUN blocks so when they are ASCII (and tells whether they were), reading each
 * character once. */
#if defined(__SSE2__)
static ALWAYS_INLINE int ascii_chars(const void *p, int width) {
    const __m128i *v = p;
    if (width == 1) {
        return _mm_movemask_epi8(_mm_loadu_si128(v)) == 0;
    }
    __m128i any = _mm_or_si128(_mm_loadu_si128(v), _mm_loadu_si128(v + 1));
    if (width == 4) {
        any = _mm_or_si128(any, _mm_or_si128(_mm_loadu_si128(v + 2), _mm_loadu_si128(v + 3)));
        return _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(any, _mm_set1_epi32(~0x7F)), _mm_setzero_si128())) == 0xFFFF;
    }
    return _mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(any, _mm_set1_epi16(~0x7F)), _mm_setzero_si128())) == 0xFFFF;
}

static ALWAYS_INLINE void narrow_block(const void *p, char *out, int width) {
    const __m128i *v = p;
    __m128i bytes;
    if (width == 1) {
        bytes = _mm_loadu_si128(v);
    } else if (width == 2) {
        bytes = _mm_packus_epi16(_mm_loadu_si128(v), _mm_loadu_si128(v + 1));
    } else {
        bytes = _mm_packus_epi16(_mm_packs_epi32(_mm_loadu_si128(v), _mm_loadu_si128(v + 1)),
                                 _mm_packs_epi32(_mm_loadu_si128(v + 2), _mm_loadu_si128(v + 3)));
    }
    _mm_storeu_si128((__m128i *)(void *)out, bytes);
}

static ALWAYS_INLINE int narrow_run(const void *p, char *out, int width) {
    const __m128i *v = p;
    __m128i *o = (__m128i *)(void *)out;
    __m128i chars[RUN * 4]; /* RUN blocks of 4-byte characters */
    __m128i any = _mm_setzero_si128();
    for (int j = 0; j < RUN * width; j++) {
        chars[j] = _mm_loadu_si128(v + j);
        any = _mm_or_si128(any, chars[j]);
    }
    if (width == 1) {
        if (_mm_movemask_epi8(any) != 0) {
            return 0;
        }
        for (int b = 0; b < RUN; b++) {
            _mm_storeu_si128(o + b, chars[b]);
        }
        return 1;
    }
    __m128i high = _mm_and_si128(any, width == 2 ? _mm_set1_epi16(~0x7F) : _mm_set1_epi32(~0x7F));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(high, _mm_setzero_si128())) != 0xFFFF) {
        return 0;
    }
    for (int b = 0; b < RUN; b++) {
        if (width == 2) {
            _mm_storeu_si128(o + b, _mm_packus_epi16(chars[2 * b], chars[2 * b + 1]));
        } else {
            _mm_storeu_si128(o + b, _mm_packus_epi16(_mm_packs_epi32(chars[4 * b], chars[4 * b + 1]),
                                                     _mm_packs_epi32(chars[4 * b + 2], chars[4 * b + 3])));
        }
    }
    return 1;
}
#else
static ALWAYS_INLINE uint32_t char_at(const void *p, size_t i, int width) {
    return width == 1 ? ((const uint8_t *)p)[i] : width == 2 ? ((const uint16_t *)p)[i] : ((const uint32_t *)p)[i];
}

static ALWAYS_INLINE int ascii_chars(const void *p, int width) {
    uint32_t any = 0;
    for (int j = 0; j < BLOCK; j++) {
        any |= char_at(p, (size_t)j, width);
    }
    return any < 0x80;
}

static ALWAYS_INLINE void narrow_block(const void *p, char *out, int width) {
    for (int j = 0; j < BLOCK; j++) {
        out[j] = (char)char_at(p, (size_t)j, width);
    }
}

static ALWAYS_INLINE int narrow_run(const void *p, char *out, int width) {
    for (int b = 0; b < RUN; b++) {
        if (!ascii_chars((const char *)p + (size_t)(b * BLOCK * width), width)) {
            return 0;
        }
    }
    for (int b = 0; b < RUN; b++) {
        narrow_block((const char *)p + (size_t)(b * BLOCK * width), out + b * BLOCK, width);
    }
    return 1;
}
#endif

/* The number of UTF-8 bytes of the `length` characters of `width` bytes at `chars`, or -1 when
 * one is a surrogate (which UTF-8 cannot encode). */
static ALWAYS_INLINE Py_ssize_t utf8_size(const void *chars, size_t length, int width) {
    const char *c = chars;
    size_t size = length, i = 0;
    for (; length - i >= BLOCK; i += BLOCK) {
        if (ascii_chars(c + i * (size_t)width, width)) {
            continue;
        }
        for (size_t j = i; j < i + BLOCK; j++) {
            uint32_t ch = width == 1 ? ((const uint8_t *)chars)[j]
                          : width == 2 ? ((const uint16_t *)chars)[j] : ((const uint32_t *)chars)[j];
            size += (ch >= 0x80) + (ch >= 0x800) + (ch >= 0x10000);
            if (ch >= 0xD800 && ch <= 0xDFFF) {
                return -1;
            }
        }
    }
    for (; i < length; i++) {
        uint32_t ch = width == 1 ? ((const uint8_t *)chars)[i]
                      : width == 2 ? ((const uint16_t *)chars)[i] : ((const uint32_t *)chars)[i];
        size += (ch >= 0x80) + (ch >= 0x800) + (ch >= 0x10000);
        if (ch >= 0xD800 && ch <= 0xDFFF) {
            return -1;
        }
    }
    return size > (size_t)PY_SSIZE_T_MAX ? -1 : (Py_ssize_t)size;
}

/* Writes the UTF-8 of the `length` characters of `width` bytes at `chars` at `out`, which has
 * room for `room` bytes, up to the first character (or ASCII block) that does not fit: returns
 * how many bytes it wrote and sets `*done` to how many characters it encoded; -1 at a surrogate
 * (which UTF-8 cannot encode). */
static ALWAYS_INLINE Py_ssize_t encode_chars(const void *chars, size_t length, int width, char *out, size_t room,
                                             size_t *done) {
    const char *c = chars;
    unsigned char *o = (unsigned char *)out, *end = o + room;
    size_t i = 0;
    while (i < length) {
        if (length - i >= RUN * BLOCK && (size_t)(end - o) >= RUN * BLOCK
            && narrow_run(c + i * (size_t)width, (char *)o, width)) {
            o += RUN * BLOCK;
            i += RUN * BLOCK;
            continue;
        }
        if (length - i >= BLOCK && (size_t)(end - o) >= BLOCK && ascii_chars(c + i * (size_t)width, width)) {
            narrow_block(c + i * (size_t)width, (char *)o, width);
            o += BLOCK;
            i += BLOCK;
            continue;
        }
        uint32_t ch = width == 1 ? ((const uint8_t *)chars)[i]
                      : width == 2 ? ((const uint16_t *)chars)[i] : ((const uint32_t *)chars)[i];
        size_t bytes = 1 + (ch >= 0x80) + (ch >= 0x800) + (ch >= 0x10000);
        if ((size_t)(end - o) < bytes) {
            break;
        }
        i++;
        if (ch < 0x80) {
            *o++ = (unsigned char)ch;
        } else if (ch < 0x800) {
            *o++ = (unsigned char)(0xC0 | ch >> 6);
            *o++ = (unsigned char)(0x80 | (ch & 0x3F));
        } else if (ch < 0x10000) {
            if (ch >= 0xD800 && ch <= 0xDFFF) {
                return -1;
            }
            *o++ = (unsigned char)(0xE0 | ch >> 12);
            *o++ = (unsigned char)(0x80 | (ch >> 6 & 0x3F));
            *o++ = (unsigned char)(0x80 | (ch & 0x3F));
        } else {
            *o++ = (unsigned char)(0xF0 | ch >> 18);
            *o++ = (unsigned char)(0x80 | (ch >> 12 & 0x3F));
            *o++ = (unsigned char)(0x80 | (ch >> 6 & 0x3F));
            *o++ = (unsigned char)(0x80 | (ch & 0x3F));
        }
    }
    *done = i;
    return (Py_ssize_t)(o - (unsigned char *)out);
}

/* The UTF-8 that the engine reads: at `src`, `len` bytes, kept alive by `owner` (a reference)
 * or held in `memory` (of malloc); release() lets go of it. */
typedef struct {
    const char *src;
    Py_ssize_t len;
    PyObject *owner;
    char *memory;
} source;

static void release(source *s) {
    Py_XDECREF(s->owner);
    free(s->memory);
    *s = (source){NULL, 0, NULL, NULL};
}

/* encode_chars of the `length` characters at `chars` into `*memory` (of malloc, `room`
 * bytes), which it grows once with realloc to the exact size of what is left when they
 * do not fit: the number of bytes (any GIL state), or -1 at a surrogate or when out of memory
 * (then `*memory` is still to be freed). */
static ALWAYS_INLINE Py_ssize_t encode_grown(const char *chars, size_t length, int width, char **memory,
                                             size_t room) {
    size_t done;
    Py_ssize_t written = encode_chars(chars, length, width, *memory, room, &done);
    if (written < 0 || done == length) {
        return written;
    }
    Py_ssize_t rest = utf8_size(chars + done * (size_t)width, length - done, width);
    if (rest < 0 || rest > PY_SSIZE_T_MAX - written) {
        return -1;
    }
    char *grown = realloc(*memory, (size_t)(written + rest));
    if (grown == NULL) {
        return -1;
    }
    *memory = grown;
    size_t first = done;
    Py_ssize_t more = encode_chars(chars + first * (size_t)width, length - first, width, grown + written,
                                   (size_t)rest, &done);
    return more == rest && done == length - first ? written + more : -1;
}

/* Encodes the str `text` as described above into memory of its own at `s`: 1; 0 where this
 * cannot (layout unknown, not a compact str of the str type, lone surrogates, out of memory),
 * for CPython's encoder to do it (or raise). A str of UNLOCKED bytes or more is written in one
 * pass into memory of a size that fits text with a few non-ASCII characters (GUESS), grown
 * once to the exact size where that is too small: source code is mostly ASCII, and a pass that
 * counts the bytes first reads the whole str twice (on the benchmark's 15 MB str of four bytes
 * a character, 2.4 M instructions and the memory traffic of the second read). A shorter one is
 * counted first and written into memory of the exact size, as glibc's heap prefers (see
 * str_of_utf8). */
#define GUESS(length) ((length) + (length) / 32 + 64)

static int encode_str(PyObject *text, source *s) {
    if (state_offset == 0 || !PyUnicode_CheckExact(text)) {
        return 0;
    }
    uint32_t state = state_of(text);
    unsigned width = STATE_KIND(state);
    if (!STATE_COMPACT(state) || STATE_ASCII(state) || (width != 1 && width != 2 && width != 4)) {
        return 0;
    }
    Py_ssize_t length = PyUnicode_GetLength(text);
    if (length <= 0) {
        PyErr_Clear();
        return 0;
    }
    const char *chars = (const char *)text + wide_offset;
    /* At most 2, 3 or 4 UTF-8 bytes a character of 1, 2 or 4 bytes; the str's own memory bounds
     * `length` below that overflowing a size_t, and a Py_ssize_t bounds the bytes. */
    size_t most = (size_t)length * (width == 1 ? 2 : width == 2 ? 3 : 4);
    size_t room = GUESS((size_t)length) < most ? GUESS((size_t)length) : most;
    room = room < (size_t)PY_SSIZE_T_MAX ? room : (size_t)PY_SSIZE_T_MAX;
    if ((size_t)length * width < UNLOCKED) { /* short: counted first (see GUESS) */
        Py_ssize_t exact = width == 1 ? utf8_size(chars, (size_t)length, 1)
                           : width == 2 ? utf8_size(chars, (size_t)length, 2) : utf8_size(chars, (size_t)length, 4);
        if (exact <= 0) {
            return 0;
        }
        room = (size_t)exact;
    }
    char *memory = malloc(room);
    if (memory == NULL) {
        return 0;
    }
    PyThreadState *unlocked = unlock((size_t)length * width);
    Py_ssize_t size = width == 1 ? encode_grown(chars, (size_t)length, 1, &memory, room)
                      : width == 2 ? encode_grown(chars, (size_t)length, 2, &memory, room)
                      : encode_grown(chars, (size_t)length, 4, &memory, room);
    relock(unlocked);
    if (size < 0) {
        free(memory);
        return 0;
    }
    *s = (source){memory, size, NULL, memory};
    return 1;
}

/* The UTF-8 of `code` (str or bytes) at `s` (0), or -1 with an exception set. An ASCII str's
 * characters are its UTF-8 (CPython keeps them so): they are read where they are, without a
 * copy. Another str is encoded by encode_str where it can, else into a new bytes object by
 * CPython (not through PyUnicode_AsUTF8AndSize, which would keep that copy as long as the str
 * lives), with lone surrogates through the error handler `errors`. */
static int utf8_of(PyObject *code, const char *errors, source *s) {
    PyObject *data;
    *s = (source){NULL, 0, NULL, NULL};
    if (PyBytes_Check(code)) {
        Py_INCREF(code);
        data = code;
    } else if (!PyUnicode_Check(code)) {
        PyErr_SetString(PyExc_TypeError, "code must be str or bytes");
        return -1;
    } else {
        int ascii = str_is_ascii(code);
        if (ascii < 0) {
            return -1;
        }
        if (ascii) {
            s->src = PyUnicode_AsUTF8AndSize(code, &s->len);
            if (s->src == NULL) {
                return -1;
            }
            Py_INCREF(code);
            s->owner = code;
            return 0;
        }
        if (encode_str(code, s)) {
            return 0;
        }
        data = PyUnicode_AsUTF8String(code);
        if (data == NULL && PyErr_ExceptionMatches(PyExc_UnicodeEncodeError)) {
            PyErr_Clear(); /* lone surrogates: through the handler */
            data = PyUnicode_AsEncodedString(code, "utf-8", errors);
        }
        if (data == NULL) {
            return -1;
        }
    }
    char *bytes;
    if (PyBytes_AsStringAndSize(data, &bytes, &s->len) < 0) {
        Py_DECREF(data);
        return -1;
    }
    s->src = bytes;
    s->owner = data;
    return 0;
}

/* The maxchar of the str `code` as its header gives it; 0 for bytes, a str subclass's instance
 * or where the layout is unknown. */
static Py_UCS4 str_maxchar(PyObject *code) {
    if (state_offset == 0 || !PyUnicode_CheckExact(code)) {
        return 0;
    }
    uint32_t state = state_of(code);
    unsigned kind = STATE_KIND(state);
    if (!STATE_COMPACT(state)) {
        return 0;
    }
    return STATE_ASCII(state) ? 0x7F : kind == 1 ? 0xFF : kind == 2 ? 0xFFFF : kind == 4 ? 0x10FFFF : 0;
}

/* The engine call of `code` (str or bytes) with the options at `options`: the output as a str
 * when the engine succeeds with at most `b->whole` bytes, else the tuple (status, len, data). */
static PyObject *run(const binding *b, PyObject *code, const swh_options_t *options) {
    source s;
    if (utf8_of(code, b->errors, &s) < 0) {
        return NULL;
    }
    swh_string_t out = {NULL, 0};
    swh_status_t status;
    Py_BEGIN_ALLOW_THREADS
    status = b->call(s.src, (size_t)s.len, options, &out);
    Py_END_ALLOW_THREADS
    release(&s);
    if (status != SWH_OK || out.len > b->whole) {
        PyObject *result = Py_BuildValue("(iKK)", (int)status, (unsigned long long)out.len,
                                         (unsigned long long)(uintptr_t)out.data);
        if (result == NULL) {
            b->free(out); /* the caller cannot free what it never received */
        }
        return result;
    }
    PyObject *text = str_of_utf8((const unsigned char *)out.data, out.len, str_maxchar(code));
    b->free(out);
    return text;
}

static PyObject *call(PyObject *self, PyObject *args) {
    binding *b = PyCapsule_GetPointer(self, BINDING);
    if (b == NULL) {
        return NULL;
    }
    if (PyTuple_Size(args) != 2) {
        PyErr_SetString(PyExc_TypeError, "call(code, options_address) takes two arguments");
        return NULL;
    }
    void *options = PyLong_AsVoidPtr(PyTuple_GetItem(args, 1));
    if (options == NULL) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_ValueError, "options_address is NULL");
        }
        return NULL;
    }
    return run(b, PyTuple_GetItem(args, 0), (const swh_options_t *)options);
}

static PyMethodDef CALL = {
    "call", call, METH_VARARGS,
    "call(code, options_address): the engine function's output as a str, or the tuple "
    "(status, len, data) of a failed call or an output longer than `whole` bytes.",
};

static PyObject *bind(PyObject *module, PyObject *args) {
    (void)module;
    PyObject *function, *string_free;
    Py_ssize_t whole;
    const char *errors;
    Py_ssize_t errors_len;
    if (!PyArg_ParseTuple(args, "OOns#", &function, &string_free, &whole, &errors, &errors_len)) {
        return NULL;
    }
    void *call_address = PyLong_AsVoidPtr(function);
    if (call_address == NULL && PyErr_Occurred()) {
        return NULL;
    }
    void *free_address = PyLong_AsVoidPtr(string_free);
    if (free_address == NULL && PyErr_Occurred()) {
        return NULL;
    }
    if (call_address == NULL || free_address == NULL || whole < 0
        || errors_len >= (Py_ssize_t)sizeof ((binding *)NULL)->errors) {
        PyErr_SetString(PyExc_ValueError,
                        "bind() needs two function addresses, a size >= 0 and a handler's name");
        return NULL;
    }
    binding *b = PyMem_Malloc(sizeof *b);
    if (b == NULL) {
        return PyErr_NoMemory();
    }
    /* A function pointer from an address: the engine's functions, which ctypes found. */
    b->call = (source_function)(uintptr_t)call_address;
    b->free = (string_free_function)(uintptr_t)free_address;
    b->whole = (size_t)whole;
    for (Py_ssize_t i = 0; i <= errors_len; i++) { /* with its NUL */
        b->errors[i] = errors[i];
    }
    PyObject *capsule = PyCapsule_New(b, BINDING, binding_destroy);
    if (capsule == NULL) {
        PyMem_Free(b);
        return NULL;
    }
    PyObject *bound = PyCFunction_NewEx(&CALL, capsule, NULL);
    Py_DECREF(capsule);
    return bound;
}

/* accelerate(function, bound, resolve): a callable that stands for `function` (html, ansi or
 * markdown of the package, whose keyword arguments are options) and makes the engine call of
 * `bound` (a function of bind()) itself when called with one positional argument, a str or bytes,
 * and keyword arguments it has seen before. Such calls skip the Python function's argument
 * handling: binding a dozen keyword-only parameters, most of them to their defaults, and making
 * and hashing the key of its settings cache (on a ~1 KB snippet, a fifth of the call).
 *
 * It remembers the options of up to ENTRIES sets of keyword arguments: their names and values, in
 * the call's order. Only values whose equality means equal options are kept: None, bool, exact
 * int and exact str (equal by value; bool by identity, so that True is not 1). A call with new
 * such keywords asks `resolve(keywords)`, which returns (options_address, finish) for keywords
 * that `function` accepts, or None (then `function` runs, and raises its error). Any other call
 * (other arguments, values of other types, other source types) runs `function`.
 *
 * finish(result, code) takes what the engine call returned when that was not a str (the tuple of
 * bind()'s function: a failure or a long output) and returns the str or raises; it keeps the
 * options struct alive, so an entry holds it and a call holds it for its duration.
 *
 * Its __wrapped__ is `function` (so inspect.signature and help() show `function`'s), and its
 * __doc__, __name__, __qualname__, __module__, __annotations__, __defaults__ and __kwdefaults__
 * are `function`'s. */

#define ENTRIES 8

typedef struct {
    PyObject *names;  /* a tuple of the keyword arguments' names; NULL: the entry is free */
    PyObject *values; /* a tuple of their values */
    const swh_options_t *options;
    PyObject *finish;
} entry;

typedef struct {
    PyObject_HEAD
    PyObject *function;
    PyObject *bound; /* holds `b` */
    const binding *b;
    PyObject *resolve;
    entry entries[ENTRIES];
    int next; /* the entry a new set of keywords replaces */
} accelerated;

static const char *const FORWARDED[] = {
    "__doc__", "__name__", "__qualname__", "__module__", "__annotations__", "__defaults__",
    "__kwdefaults__",
};

/* Whether a keyword argument's value can key an entry (see above). */
static int keyable(PyObject *value) {
    return value == Py_None || PyBool_Check(value) || PyLong_CheckExact(value) || PyUnicode_CheckExact(value);
}

/* Whether `value` gives the options the kept value `kept` gave. */
static int same_value(PyObject *value, PyObject *kept) {
    if (value == kept) {
        return 1;
    }
    if (PyUnicode_CheckExact(value) && PyUnicode_CheckExact(kept)) {
        return PyUnicode_Compare(value, kept) == 0;
    }
    if (PyLong_CheckExact(value) && PyLong_CheckExact(kept)) {
        return PyObject_RichCompareBool(value, kept, Py_EQ) == 1;
    }
    return 0;
}

/* The entry of these keyword arguments (NULL or a dict), or NULL. */
static entry *find(accelerated *self, PyObject *kwargs) {
    Py_ssize_t count = kwargs == NULL ? 0 : PyDict_Size(kwargs);
    for (int k = 0; k < ENTRIES; k++) {
        entry *e = &self->entries[k];
        if (e->names == NULL || PyTuple_Size(e->names) != count) {
            continue;
        }
        Py_ssize_t position = 0, i = 0;
        PyObject *name, *value;
        int same = 1;
        while (same && count > 0 && PyDict_Next(kwargs, &position, &name, &value)) {
            PyObject *kept_name = PyTuple_GetItem(e->names, i);
            same = (name == kept_name || PyUnicode_Compare(name, kept_name) == 0)
                   && same_value(value, PyTuple_GetItem(e->values, i));
            i++;
        }
        if (same) {
            return e;
        }
    }
    return NULL;
}

/* Makes the entry of these keyword arguments with resolve(): returns its `finish` (a new
 * reference) and sets `*options`; NULL when they cannot have one (with an exception set only when
 * something failed). Not the entry: freeing the one it replaces may run Python code, in which
 * another thread may replace this one. */
static PyObject *learn(accelerated *self, PyObject *kwargs, const swh_options_t **options) {
    Py_ssize_t count = kwargs == NULL ? 0 : PyDict_Size(kwargs);
    PyObject *names = PyTuple_New(count);
    PyObject *values = PyTuple_New(count);
    PyObject *keywords = kwargs == NULL ? PyDict_New() : PyDict_Copy(kwargs);
    PyObject *found = NULL;
    if (names == NULL || values == NULL || keywords == NULL) {
        goto fail;
    }
    Py_ssize_t position = 0, i = 0;
    PyObject *name, *value;
    while (count > 0 && PyDict_Next(kwargs, &position, &name, &value)) {
        if (!keyable(value)) {
            goto fail;
        }
        Py_INCREF(name);
        Py_INCREF(value);
        PyTuple_SetItem(names, i, name);
        PyTuple_SetItem(values, i, value);
        i++;
    }
    found = PyObject_CallFunctionObjArgs(self->resolve, keywords, NULL);
    if (found == NULL || found == Py_None) {
        goto fail;
    }
    PyObject *address, *finish;
    if (!PyArg_ParseTuple(found, "OO", &address, &finish)) {
        goto fail;
    }
    *options = PyLong_AsVoidPtr(address);
    if (*options == NULL) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_ValueError, "resolve() gave a NULL options address");
        }
        goto fail;
    }
    entry *e = &self->entries[self->next];
    self->next = (self->next + 1) % ENTRIES;
    entry old = *e;
    Py_INCREF(finish); /* the entry's */
    Py_INCREF(finish); /* the caller's */
    *e = (entry){names, values, *options, finish};
    Py_DECREF(found);
    Py_DECREF(keywords);
    /* Last: freeing the old entry may run Python code (the struct's owners). */
    Py_XDECREF(old.names);
    Py_XDECREF(old.values);
    Py_XDECREF(old.finish);
    return finish;
fail:
    Py_XDECREF(found);
    Py_XDECREF(keywords);
    Py_XDECREF(values);
    Py_XDECREF(names);
    return NULL;
}

static PyObject *accelerated_call(PyObject *op, PyObject *args, PyObject *kwargs) {
    accelerated *self = (accelerated *)op;
    PyObject *code = PyTuple_Size(args) == 1 ? PyTuple_GetItem(args, 0) : NULL;
    if (code != NULL && (PyUnicode_Check(code) || PyBytes_Check(code))) {
        const swh_options_t *options = NULL;
        PyObject *finish = NULL;
        entry *e = find(self, kwargs);
        if (e != NULL) {
            options = e->options;
            finish = e->finish;
            Py_INCREF(finish);
        } else {
            finish = learn(self, kwargs, &options);
            if (finish == NULL && PyErr_Occurred()) {
                return NULL;
            }
        }
        if (finish != NULL) {
            PyObject *result = run(self->b, code, options);
            if (result != NULL && !PyUnicode_CheckExact(result)) {
                PyObject *finished = PyObject_CallFunctionObjArgs(finish, result, code, NULL);
                Py_DECREF(result);
                result = finished;
            }
            Py_DECREF(finish);
            return result;
        }
    }
    return PyObject_Call(self->function, args, kwargs);
}

static PyObject *accelerated_getattro(PyObject *op, PyObject *name) {
    accelerated *self = (accelerated *)op;
    if (PyUnicode_CompareWithASCIIString(name, "__wrapped__") == 0) {
        Py_INCREF(self->function);
        return self->function;
    }
    for (size_t k = 0; k < sizeof FORWARDED / sizeof FORWARDED[0]; k++) {
        if (PyUnicode_CompareWithASCIIString(name, FORWARDED[k]) == 0) {
            return PyObject_GetAttr(self->function, name);
        }
    }
    return PyObject_GenericGetAttr(op, name);
}

/* As an attribute of a class: what `function` is there (a method of an instance). */
static PyObject *accelerated_get(PyObject *op, PyObject *instance, PyObject *owner) {
    accelerated *self = (accelerated *)op;
    if (instance == NULL || instance == Py_None) {
        Py_INCREF(op);
        return op;
    }
    return PyObject_CallMethod(self->function, "__get__", "OO", instance, owner != NULL ? owner : Py_None);
}

static PyObject *accelerated_repr(PyObject *op) {
    return PyObject_Repr(((accelerated *)op)->function);
}

/* Pickled by name, as functions are: __module__ and __qualname__ are `function`'s. */
static PyObject *accelerated_reduce(PyObject *op, PyObject *unused) {
    (void)unused;
    return PyObject_GetAttrString(((accelerated *)op)->function, "__qualname__");
}

static int accelerated_traverse(PyObject *op, visitproc visit, void *arg) {
    accelerated *self = (accelerated *)op;
    Py_VISIT(self->function);
    Py_VISIT(self->bound);
    Py_VISIT(self->resolve);
    for (int k = 0; k < ENTRIES; k++) {
        Py_VISIT(self->entries[k].names);
        Py_VISIT(self->entries[k].values);
        Py_VISIT(self->entries[k].finish);
    }
    Py_VISIT(Py_TYPE(op));
    return 0;
}

static int accelerated_clear(PyObject *op) {
    accelerated *self = (accelerated *)op;
    for (int k = 0; k < ENTRIES; k++) {
        Py_CLEAR(self->entries[k].names);
        Py_CLEAR(self->entries[k].values);
        Py_CLEAR(self->entries[k].finish);
    }
    Py_CLEAR(self->resolve);
    Py_CLEAR(self->function);
    Py_CLEAR(self->bound);
    return 0;
}

static void accelerated_dealloc(PyObject *op) {
    PyTypeObject *type = Py_TYPE(op);
    PyObject_GC_UnTrack(op);
    accelerated_clear(op);
    freefunc free_slot = (freefunc)PyType_GetSlot(type, Py_tp_free);
    free_slot(op);
    Py_DECREF(type);
}

static PyObject *accelerated_forget(PyObject *op, PyObject *unused);

static PyMethodDef ACCELERATED_METHODS[] = {
    {"__reduce__", accelerated_reduce, METH_NOARGS, NULL},
    {"forget", accelerated_forget, METH_NOARGS,
     "forget(): drops the remembered options; returns how many sets of keywords it had."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot ACCELERATED_SLOTS[] = {
    {Py_tp_call, accelerated_call},
    {Py_tp_getattro, accelerated_getattro},
    {Py_tp_descr_get, accelerated_get},
    {Py_tp_repr, accelerated_repr},
    {Py_tp_methods, ACCELERATED_METHODS},
    {Py_tp_traverse, accelerated_traverse},
    {Py_tp_clear, accelerated_clear},
    {Py_tp_dealloc, accelerated_dealloc},
    {0, NULL},
};

static PyType_Spec ACCELERATED_SPEC = {
    "swift_highlight._fast.accelerated", sizeof(accelerated), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, ACCELERATED_SLOTS,
};

static PyObject *accelerated_type; /* made by PyInit__fast */

static PyObject *accelerated_forget(PyObject *op, PyObject *unused) {
    (void)unused;
    accelerated *self = (accelerated *)op;
    long count = 0;
    for (int k = 0; k < ENTRIES; k++) {
        entry old = self->entries[k];
        self->entries[k] = (entry){NULL, NULL, NULL, NULL};
        count += old.names != NULL;
        Py_XDECREF(old.names);
        Py_XDECREF(old.values);
        Py_XDECREF(old.finish);
    }
    return PyLong_FromLong(count);
}

static PyObject *accelerate(PyObject *module, PyObject *args) {
    (void)module;
    PyObject *function, *bound, *resolve;
    if (!PyArg_ParseTuple(args, "OOO", &function, &bound, &resolve)) {
        return NULL;
    }
    const binding *b = PyCFunction_Check(bound)
        ? PyCapsule_GetPointer(PyCFunction_GetSelf(bound), BINDING) : NULL;
    if (b == NULL || !PyCallable_Check(function) || !PyCallable_Check(resolve)) {
        PyErr_Clear();
        PyErr_SetString(PyExc_TypeError,
                        "accelerate() needs a function, a function of bind() and a callable");
        return NULL;
    }
    allocfunc alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)accelerated_type, Py_tp_alloc);
    accelerated *self = (accelerated *)alloc((PyTypeObject *)accelerated_type, 0);
    if (self == NULL) {
        return NULL;
    }
    Py_INCREF(function);
    Py_INCREF(bound);
    Py_INCREF(resolve);
    self->function = function;
    self->bound = bound;
    self->b = b;
    self->resolve = resolve;
    return (PyObject *)self;
}

/* decode(data, code=b""): the str run() makes of the engine's output `data` (bytes) for the source
 * `code` (str or bytes), for the tests. */
static PyObject *decode(PyObject *module, PyObject *args) {
    (void)module;
    PyObject *data, *code = NULL;
    char *bytes;
    Py_ssize_t len;
    if (!PyArg_ParseTuple(args, "O|O", &data, &code)) {
        return NULL;
    }
    if (!PyBytes_Check(data) || PyBytes_AsStringAndSize(data, &bytes, &len) < 0) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_TypeError, "decode() takes bytes");
        }
        return NULL;
    }
    return str_of_utf8((const unsigned char *)bytes, (size_t)len, code == NULL ? 0 : str_maxchar(code));
}

/* encode(text): the UTF-8 bytes run() hands the engine for `text` (str or bytes; lone surrogates
 * refused), for the tests. */
static PyObject *encode(PyObject *module, PyObject *text) {
    (void)module;
    source s;
    if (utf8_of(text, "strict", &s) < 0) {
        return NULL;
    }
    PyObject *bytes = PyBytes_FromStringAndSize(s.src, s.len);
    release(&s);
    return bytes;
}

static PyMethodDef METHODS[] = {
    {"decode", decode, METH_VARARGS,
     "decode(data, code=b''): the str of the UTF-8 bytes `data` as the engine calls of source `code` "
     "make it (for the tests)."},
    {"encode", encode, METH_O,
     "encode(text): the UTF-8 bytes the engine calls read for `text` (for the tests)."},
    {"bind", bind, METH_VARARGS,
     "bind(function_address, string_free_address, whole, errors): the function that calls the "
     "engine's function at function_address (see the module's source)."},
    {"accelerate", accelerate, METH_VARARGS,
     "accelerate(function, bound, resolve): a callable that stands for function and calls the "
     "engine through bound itself for keyword arguments it has seen (see the module's source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {
    PyModuleDef_HEAD_INIT, "_fast",
    "One engine call per Python call, without ctypes (internal to swift_highlight._native).",
    -1, METHODS, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__fast(void) {
    if (str_isascii == NULL) {
        str_isascii = PyObject_GetAttrString((PyObject *)&PyUnicode_Type, "isascii");
        if (str_isascii == NULL) {
            return NULL;
        }
    }
    if (accelerated_type == NULL) {
        accelerated_type = PyType_FromSpec(&ACCELERATED_SPEC);
        if (accelerated_type == NULL) {
            return NULL;
        }
    }
    if (ascii_offset == 0) {
        probe_layout();
    }
    PyObject *module = PyModule_Create(&MODULE);
    if (module != NULL && (PyModule_AddIntConstant(module, "DIRECT_STR", wide_offset != 0) < 0
                           || PyModule_AddIntConstant(module, "ENCODES_STR", state_offset != 0) < 0)) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
