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
 * the status's exception, or to decode the larger output and free it with swh_string_free.
 *
 * On the stable ABI of CPython 3.8 (Py_LIMITED_API): one build serves every later CPython 3.
 */
#define Py_LIMITED_API 0x03080000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

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

/* The UTF-8 of `code` as a new bytes object: bytes as they are, a str encoded. */
static PyObject *utf8_of(PyObject *code, const char *errors) {
    if (PyBytes_Check(code)) {
        Py_INCREF(code);
        return code;
    }
    if (!PyUnicode_Check(code)) {
        PyErr_SetString(PyExc_TypeError, "code must be str or bytes");
        return NULL;
    }
    PyObject *encoded = PyUnicode_AsUTF8String(code);
    if (encoded != NULL || !PyErr_ExceptionMatches(PyExc_UnicodeEncodeError)) {
        return encoded;
    }
    PyErr_Clear(); /* lone surrogates: through the handler */
    return PyUnicode_AsEncodedString(code, "utf-8", errors);
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
    PyObject *data = utf8_of(PyTuple_GetItem(args, 0), b->errors);
    if (data == NULL) {
        return NULL;
    }
    char *src;
    Py_ssize_t len;
    if (PyBytes_AsStringAndSize(data, &src, &len) < 0) {
        Py_DECREF(data);
        return NULL;
    }
    swh_string_t out = {NULL, 0};
    swh_status_t status;
    Py_BEGIN_ALLOW_THREADS
    status = b->call(src, (size_t)len, (const swh_options_t *)options, &out);
    Py_END_ALLOW_THREADS
    Py_DECREF(data);
    if (status != SWH_OK || out.len > b->whole) {
        PyObject *result = Py_BuildValue("(iKK)", (int)status, (unsigned long long)out.len,
                                         (unsigned long long)(uintptr_t)out.data);
        if (result == NULL) {
            b->free(out); /* the caller cannot free what it never received */
        }
        return result;
    }
    PyObject *text = out.len == 0 ? PyUnicode_FromStringAndSize("", 0)
                                  : PyUnicode_DecodeUTF8(out.data, (Py_ssize_t)out.len, NULL);
    b->free(out);
    return text;
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

static PyMethodDef METHODS[] = {
    {"bind", bind, METH_VARARGS,
     "bind(function_address, string_free_address, whole, errors): the function that calls the "
     "engine's function at function_address (see the module's source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {
    PyModuleDef_HEAD_INIT, "_fast",
    "One engine call per Python call, without ctypes (internal to swift_highlight._native).",
    -1, METHODS, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__fast(void) {
    return PyModule_Create(&MODULE);
}
