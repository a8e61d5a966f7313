// What a scheduled build of the learner's program links against (`learn play --schedule`): the
// ThreadSanitizer entry points its instrumented code calls, doing nothing. The program never runs
// with this library's definitions: the scheduled tracer (tracer_gates.c), preloaded, defines the
// same names first. Linking against it keeps ThreadSanitizer's own runtime out of the program.
#include <stddef.h>
#include <string.h>
#define ACCESS(n) \
    void __tsan_read##n(void *a) { (void)a; } \
    void __tsan_write##n(void *a) { (void)a; } \
    void __tsan_unaligned_read##n(void *a) { (void)a; } \
    void __tsan_unaligned_write##n(void *a) { (void)a; }
ACCESS(1)
ACCESS(2)
ACCESS(4)
ACCESS(8)
ACCESS(16)
void __tsan_external_write(void *a, void *pc, void *tag) { (void)a; (void)pc; (void)tag; }
void __tsan_external_read(void *a, void *pc, void *tag) { (void)a; (void)pc; (void)tag; }
void __tsan_read_range(void *a, size_t n) { (void)a; (void)n; }
void __tsan_write_range(void *a, size_t n) { (void)a; (void)n; }
void __tsan_func_entry(void *pc) { (void)pc; }
void __tsan_func_exit(void) {}
void __tsan_ignore_thread_begin(void) {}
void __tsan_ignore_thread_end(void) {}
void __tsan_init(void) {}
void *__tsan_memset(void *d, int c, size_t n) { return memset(d, c, n); }
void *__tsan_memcpy(void *d, const void *s, size_t n) { return memcpy(d, s, n); }
void *__tsan_memmove(void *d, const void *s, size_t n) { return memmove(d, s, n); }
