// ThreadSanitizer's atomic entry points, done for real (with the compiler's own atomics, sequentially
// consistent): instrumented code calls them for every atomic the program's module makes itself
// (Swift's metadata caches). Appended to the scheduled tracer and to the stub a scheduled build links.
#include <stdint.h>
#ifdef LEARN_GATES
// In the scheduled tracer an atomic at a line of the learner's file is a gate, as a plain access is,
// and orders what its memory order says (tracer_race.c: ``hb_atomic_begin`` holds the detector's
// lock across the operation, so no other thread's acquire falls between it and its release).
#define AG(a, T) access_gate((void *)(a), __builtin_return_address(0), (int)sizeof(T), -1); \
    int held = hb_atomic_begin(__builtin_return_address(0))
#define AH(a, mo, L, S) hb_atomic_end(held, (void *)(a), mo, L, S)
#else
#define AG(a, T) int held = 0
#define AH(a, mo, L, S) ((void)held, (void)(mo))
#endif
#define SC __ATOMIC_SEQ_CST
#define RMW(name, n, T, op) \
    T __tsan_atomic##n##_##name(volatile T *a, T v, int mo) { AG(a, T); T r = op(a, v, SC); AH(a, mo, 1, 1); return r; }
#define TSAN_ATOMICS(n, T) \
    T __tsan_atomic##n##_load(const volatile T *a, int mo) { AG(a, T); T v = __atomic_load_n(a, SC); AH(a, mo, 1, 0); return v; } \
    void __tsan_atomic##n##_store(volatile T *a, T v, int mo) { AG(a, T); __atomic_store_n(a, v, SC); AH(a, mo, 0, 1); } \
    RMW(exchange, n, T, __atomic_exchange_n) \
    RMW(fetch_add, n, T, __atomic_fetch_add) \
    RMW(fetch_sub, n, T, __atomic_fetch_sub) \
    RMW(fetch_and, n, T, __atomic_fetch_and) \
    RMW(fetch_or, n, T, __atomic_fetch_or) \
    RMW(fetch_xor, n, T, __atomic_fetch_xor) \
    RMW(fetch_nand, n, T, __atomic_fetch_nand) \
    int __tsan_atomic##n##_compare_exchange_strong(volatile T *a, T *c, T v, int mo, int fmo) { \
        AG(a, T); int ok = __atomic_compare_exchange_n(a, c, v, 0, SC, SC); AH(a, ok ? mo : fmo, 1, ok); return ok; } \
    int __tsan_atomic##n##_compare_exchange_weak(volatile T *a, T *c, T v, int mo, int fmo) { \
        AG(a, T); int ok = __atomic_compare_exchange_n(a, c, v, 1, SC, SC); AH(a, ok ? mo : fmo, 1, ok); return ok; } \
    T __tsan_atomic##n##_compare_exchange_val(volatile T *a, T c, T v, int mo, int fmo) { \
        AG(a, T); int ok = __atomic_compare_exchange_n(a, &c, v, 0, SC, SC); AH(a, ok ? mo : fmo, 1, ok); return c; }
TSAN_ATOMICS(8, uint8_t)
TSAN_ATOMICS(16, uint16_t)
TSAN_ATOMICS(32, uint32_t)
TSAN_ATOMICS(64, uint64_t)
void __tsan_atomic_thread_fence(int mo) { (void)mo; __atomic_thread_fence(__ATOMIC_SEQ_CST); }
void __tsan_atomic_signal_fence(int mo) { (void)mo; __atomic_signal_fence(__ATOMIC_SEQ_CST); }
