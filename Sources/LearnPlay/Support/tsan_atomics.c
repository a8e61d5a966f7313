// ThreadSanitizer's atomic entry points, done for real (with the compiler's own atomics, sequentially
// consistent): instrumented code calls them for every atomic the program's module makes itself
// (Swift's metadata caches). Appended to the scheduled tracer and to the stub a scheduled build links.
#include <stdint.h>
#ifdef LEARN_GATES
// In the scheduled tracer an atomic at a line of the learner's file is a gate, as a plain access is.
#define AG(a, T) access_gate((void *)(a), __builtin_return_address(0), (int)sizeof(T))
#else
#define AG(a, T) ((void)0)
#endif
#define TSAN_ATOMICS(n, T) \
    T __tsan_atomic##n##_load(const volatile T *a, int mo) { AG(a, T); (void)mo; return __atomic_load_n(a, __ATOMIC_SEQ_CST); } \
    void __tsan_atomic##n##_store(volatile T *a, T v, int mo) { AG(a, T); (void)mo; __atomic_store_n(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_exchange(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_add(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_add(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_sub(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_sub(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_and(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_and(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_or(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_or(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_xor(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_xor(a, v, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_fetch_nand(volatile T *a, T v, int mo) { AG(a, T); (void)mo; return __atomic_fetch_nand(a, v, __ATOMIC_SEQ_CST); } \
    int __tsan_atomic##n##_compare_exchange_strong(volatile T *a, T *c, T v, int mo, int fmo) { \
        AG(a, T); (void)mo; (void)fmo; return __atomic_compare_exchange_n(a, c, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); } \
    int __tsan_atomic##n##_compare_exchange_weak(volatile T *a, T *c, T v, int mo, int fmo) { \
        AG(a, T); (void)mo; (void)fmo; return __atomic_compare_exchange_n(a, c, v, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); } \
    T __tsan_atomic##n##_compare_exchange_val(volatile T *a, T c, T v, int mo, int fmo) { \
        AG(a, T); (void)mo; (void)fmo; __atomic_compare_exchange_n(a, &c, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return c; }
TSAN_ATOMICS(8, uint8_t)
TSAN_ATOMICS(16, uint16_t)
TSAN_ATOMICS(32, uint32_t)
TSAN_ATOMICS(64, uint64_t)
void __tsan_atomic_thread_fence(int mo) { (void)mo; __atomic_thread_fence(__ATOMIC_SEQ_CST); }
void __tsan_atomic_signal_fence(int mo) { (void)mo; __atomic_signal_fence(__ATOMIC_SEQ_CST); }
