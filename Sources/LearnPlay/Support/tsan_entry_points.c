// ThreadSanitizer's plain entry points (memory accesses, function entry and exit, the mem*
// calls its instrumented code makes), listed once for the two libraries that define them; its
// atomic ones are tsan_atomics.c, which follows this file in both.
// - The scheduled tracer (`LEARN_GATES`, after tracer_gates.c): an access is a gate
//   (``access_gate``).
// - The stub a scheduled build of the learner's program links against (`learn play --schedule`):
//   each does nothing. The program never runs with the stub's definitions: the scheduled tracer,
//   preloaded, defines the same names first. Linking against it keeps ThreadSanitizer's own
//   runtime out of the program.
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef LEARN_GATES
#define TSAN_ACCESS(a, n, write) access_gate((a), __builtin_return_address(0), (n), (write))
#else
#define TSAN_ACCESS(a, n, write) ((void)(a))
#endif
#define ACCESS(n) \
    void __tsan_read##n(void *a) { TSAN_ACCESS(a, n, 0); } \
    void __tsan_write##n(void *a) { TSAN_ACCESS(a, n, 1); } \
    void __tsan_unaligned_read##n(void *a) { TSAN_ACCESS(a, n, 0); } \
    void __tsan_unaligned_write##n(void *a) { TSAN_ACCESS(a, n, 1); }
ACCESS(1)
ACCESS(2)
ACCESS(4)
ACCESS(8)
ACCESS(16)
#undef ACCESS

void __tsan_external_write(void *a, void *pc, void *tag) { (void)pc; (void)tag; TSAN_ACCESS(a, 0, 1); }
void __tsan_external_read(void *a, void *pc, void *tag) { (void)pc; (void)tag; TSAN_ACCESS(a, 0, 0); }
void __tsan_read_range(void *a, size_t n) { (void)n; TSAN_ACCESS(a, 0, 0); }
void __tsan_write_range(void *a, size_t n) { (void)n; TSAN_ACCESS(a, 0, 1); }
void __tsan_func_entry(void *pc) { (void)pc; }
void __tsan_func_exit(void) {}
void __tsan_ignore_thread_begin(void) {}
void __tsan_ignore_thread_end(void) {}
void __tsan_init(void) {}

// Memory a call copies or fills for the program: what the instrumented code hands a library
// (`__tsan_memcpy`: a copy the compiler made; `__wrap_memcpy`: the program's own `memcpy`, which
// a scheduled link renames with `--wrap`, PlayBuilder+Scheduled.swift) is read and written there,
// uninstrumented. Each is a read of its source and a write of its destination, at the call's line,
// for the gate and the race detector alike: a balance kept behind `memcpy` is still a lost update.
// The race detector follows at most the first 4096 bytes of each.
#define LEARN_MEM_SPAN(n) ((int)((n) > 4096 ? 4096 : (n)))
#define MEM_READ(s, n) do { if (n) TSAN_ACCESS((void *)(s), LEARN_MEM_SPAN(n), 0); } while (0)
#define MEM_WRITE(d, n) do { if (n) TSAN_ACCESS((d), LEARN_MEM_SPAN(n), 1); } while (0)
void *__tsan_memset(void *d, int c, size_t n) { MEM_WRITE(d, n); return memset(d, c, n); }
void *__tsan_memcpy(void *d, const void *s, size_t n) { MEM_READ(s, n); MEM_WRITE(d, n); return memcpy(d, s, n); }
void *__tsan_memmove(void *d, const void *s, size_t n) { MEM_READ(s, n); MEM_WRITE(d, n); return memmove(d, s, n); }
void *__wrap_memcpy(void *d, const void *s, size_t n) { MEM_READ(s, n); MEM_WRITE(d, n); return memcpy(d, s, n); }
void *__wrap_memmove(void *d, const void *s, size_t n) { MEM_READ(s, n); MEM_WRITE(d, n); return memmove(d, s, n); }
void *__wrap_memset(void *d, int c, size_t n) { MEM_WRITE(d, n); return memset(d, c, n); }
void __wrap_bzero(void *d, size_t n) { MEM_WRITE(d, n); memset(d, 0, n); }
void __wrap_bcopy(const void *s, void *d, size_t n) { MEM_READ(s, n); MEM_WRITE(d, n); memmove(d, s, n); }
char *__wrap_strcpy(char *d, const char *s) {
    size_t n = strlen(s) + 1;
    MEM_READ(s, n);
    MEM_WRITE(d, n);
    return memcpy(d, s, n);
}
char *__wrap_strncpy(char *d, const char *s, size_t n) {
    size_t k = strnlen(s, n);
    MEM_READ(s, k < n ? k + 1 : n);
    MEM_WRITE(d, n);
    return strncpy(d, s, n);
}
// The C library's string and number calls that read or write a buffer of the program's where
// nothing instrumented sees it: a number kept as text in a C buffer (`atoi` to read it,
// `vsnprintf` to write it back) is the learner's memory, read and written at the call's line.
// Each string it reads is read up to its end; what a format writes is written, its end included
// (measured first, so the gate comes before the write).
#define STRING_READ(s) do { if (s) MEM_READ((s), strlen(s) + 1); } while (0)
int __wrap_atoi(const char *s) { STRING_READ(s); return atoi(s); }
long __wrap_atol(const char *s) { STRING_READ(s); return atol(s); }
long long __wrap_atoll(const char *s) { STRING_READ(s); return atoll(s); }
double __wrap_atof(const char *s) { STRING_READ(s); return atof(s); }
long __wrap_strtol(const char *s, char **end, int base) { STRING_READ(s); return strtol(s, end, base); }
long long __wrap_strtoll(const char *s, char **end, int base) { STRING_READ(s); return strtoll(s, end, base); }
unsigned long __wrap_strtoul(const char *s, char **end, int base) { STRING_READ(s); return strtoul(s, end, base); }
unsigned long long __wrap_strtoull(const char *s, char **end, int base) { STRING_READ(s); return strtoull(s, end, base); }
double __wrap_strtod(const char *s, char **end) { STRING_READ(s); return strtod(s, end); }
size_t __wrap_strlen(const char *s) { STRING_READ(s); return strlen(s); }
char *__wrap_strcat(char *d, const char *s) {
    size_t at = strlen(d), n = strlen(s) + 1;
    MEM_READ(s, n);
    MEM_WRITE(d, at + n);
    return strcat(d, s);
}
char *__wrap_strncat(char *d, const char *s, size_t n) {
    size_t at = strlen(d), k = strnlen(s, n);
    MEM_READ(s, k);
    MEM_WRITE(d, at + k + 1);
    return strncat(d, s, n);
}
/// How many characters `format` makes of `args` (its end not counted), `args` left unread.
static int formatted_length(const char *format, va_list args) {
    va_list measure;
    va_copy(measure, args);
    int length = vsnprintf(NULL, 0, format, measure);
    va_end(measure);
    return length;
}
int __wrap_vsnprintf(char *d, size_t n, const char *format, va_list args) {
    int length = formatted_length(format, args);
    if (length >= 0 && n) MEM_WRITE(d, (size_t)length + 1 < n ? (size_t)length + 1 : n);
    return vsnprintf(d, n, format, args);
}
int __wrap_vsprintf(char *d, const char *format, va_list args) {
    int length = formatted_length(format, args);
    if (length >= 0) MEM_WRITE(d, (size_t)length + 1);
    return vsprintf(d, format, args);
}
int __wrap_snprintf(char *d, size_t n, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int length = __wrap_vsnprintf(d, n, format, args);
    va_end(args);
    return length;
}
int __wrap_sprintf(char *d, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int length = __wrap_vsprintf(d, format, args);
    va_end(args);
    return length;
}
#undef STRING_READ
#undef MEM_READ
#undef MEM_WRITE
#undef LEARN_MEM_SPAN
#undef TSAN_ACCESS
