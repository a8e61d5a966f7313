// ThreadSanitizer's plain entry points (memory accesses, function entry and exit, the mem*
// calls its instrumented code makes), listed once for the two libraries that define them; its
// atomic ones are tsan_atomics.c, which follows this file in both.
// - The scheduled tracer (`LEARN_GATES`, after tracer_gates.c): an access is a gate
//   (``access_gate``).
// - The stub a scheduled build of the learner's program links against (`learn play --schedule`):
//   each does nothing. The program never runs with the stub's definitions: the scheduled tracer,
//   preloaded, defines the same names first. Linking against it keeps ThreadSanitizer's own
//   runtime out of the program.
#include <stddef.h>
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
#undef MEM_READ
#undef MEM_WRITE
#undef LEARN_MEM_SPAN
#undef TSAN_ACCESS
