// Teaches ThreadSanitizer how Swift's `Synchronization.Mutex` synchronises on Linux.
//
// Mutex's uncontended lock and unlock are atomics inlined into the caller, which
// TSan sees. A contended lock is handed over inside the standard library
// (`_MutexHandle._lockSlow` / `_unlockSlow`, a priority-inheritance futex), which
// is not instrumented: TSan then sees no happens-before edge and reports races on
// state the mutex protects. This library is LD_PRELOADed into judged children only
// (.ci/tsan): it wraps the slow paths and tells TSan "acquired" / "released" on the
// mutex's own address, the same address the inlined fast-path atomics use.
//
// Built by .ci/tsan with the toolchain's clang. `swiftcall` + `swift_context` give the
// Swift calling convention (self in its own register). If a toolchain renames these
// symbols, nothing is wrapped and the judge's `tsan-probe --variant safe-mutex` fails.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>

#define SWIFTCC __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context)) // LLVM swiftself: the self register

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

// From the TSan runtime linked into the judged executable.
extern void __tsan_acquire(void *addr) __attribute__((weak));
extern void __tsan_release(void *addr) __attribute__((weak));

typedef SWIFTCC void (*LockSlow)(uint32_t self_id, void *SWIFT_SELF handle);
typedef SWIFTCC bool (*TryLockSlow)(void *SWIFT_SELF handle);
typedef SWIFTCC void (*UnlockSlow)(void *SWIFT_SELF handle);

static void *next_symbol(void **cache, const char *name) {
    void *found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (!found) {
        found = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, found, __ATOMIC_RELEASE);
    }
    return found;
}

SWIFTCC void learn_lock_slow(uint32_t self_id, void *SWIFT_SELF handle) __asm__(LOCK_SLOW);
SWIFTCC void learn_lock_slow(uint32_t self_id, void *SWIFT_SELF handle) {
    static void *real;
    ((LockSlow)next_symbol(&real, LOCK_SLOW))(self_id, handle);
    if (__tsan_acquire) __tsan_acquire(handle);
}

SWIFTCC bool learn_try_lock_slow(void *SWIFT_SELF handle) __asm__(TRY_LOCK_SLOW);
SWIFTCC bool learn_try_lock_slow(void *SWIFT_SELF handle) {
    static void *real;
    bool locked = ((TryLockSlow)next_symbol(&real, TRY_LOCK_SLOW))(handle);
    if (locked && __tsan_acquire) __tsan_acquire(handle);
    return locked;
}

SWIFTCC void learn_unlock_slow(void *SWIFT_SELF handle) __asm__(UNLOCK_SLOW);
SWIFTCC void learn_unlock_slow(void *SWIFT_SELF handle) {
    static void *real;
    if (__tsan_release) __tsan_release(handle);
    ((UnlockSlow)next_symbol(&real, UNLOCK_SLOW))(handle);
}
