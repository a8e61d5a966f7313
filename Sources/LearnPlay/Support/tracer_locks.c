// Locks and joins as gates of the scheduled flavour (after tracer_sched_loop.c, one translation unit).
// `lock.lock()`, `lock.unlock()` (NSLock, NSRecursiveLock and NSCondition reach
// `pthread_mutex_lock`/`_unlock` by tail calls on Linux, so the return address is the learner's
// call), `pthread_mutex_lock(&m)` and `pthread_join` are gates when their return address is a
// call site of the learner's line in the site table (GateSites names it from the line:
// `locks lock`). A lock that another thread holds records a wait, `wait: lock → NAME@TID` (TID
// the holder's), so two threads each waiting for the lock the other holds are told as a deadlock.
extern int pthread_mutex_lock(pthread_mutex_t *);
extern int pthread_mutex_unlock(pthread_mutex_t *);
extern int pthread_join(pthread_t, void **);

/// Who holds each of the learner's locks: a small table of (mutex, holder's tid).
enum { max_held = 64 };
static _Atomic(uintptr_t) held_keys[max_held];
static _Atomic(int) held_tids[max_held];

static int held_slot(uintptr_t key, int make) {
    for (int i = 0; i < max_held; i++) {
        uintptr_t k = atomic_load(&held_keys[i]);
        if (k == key) return i;
        if (k == 0 && make) {
            uintptr_t expected = 0;
            if (atomic_compare_exchange_strong(&held_keys[i], &expected, key) || expected == key) return i;
        }
    }
    return -1;
}

/// The site of the learner's call that reached the tracer, when the table has it.
static site_t *call_site(void *return_address) {
    if (!gates_active || !main_base) return NULL;
    return site_at((uint64_t)((uintptr_t)return_address - main_base - 1));
}

static int traced_lock(pthread_mutex_t *m, site_t *site, uint64_t offset, int (*real)(pthread_mutex_t *)) {
    int saved = errno;
    access_address = (uintptr_t)m;  // the lock's identity, for the search's dependence of steps (size 0: no access)
    lock_gate = 1;  // step mode does not offer it while another thread holds `m` (``locked_out``)
    arrive(site->words, &offset, 1, site->line);
    lock_gate = 0;
    access_address = 0;
    errno = saved;
    if (pthread_mutex_trylock(m) == 0) {
        int slot = held_slot((uintptr_t)m, 1);
        if (slot >= 0) atomic_store(&held_tids[slot], (int)gate_tid());
        return 0;
    }
    int slot = held_slot((uintptr_t)m, 1);
    const char *name = strchr(site->words, US[0]);
    char text[160];
    snprintf(text, sizeof text, "wait: lock → %s@%d", name ? name + 1 : "lock", slot >= 0 ? atomic_load(&held_tids[slot]) : 0);
    wait_t w;
    wait_begin(&w, text, offset);
    int result = real(m);
    wait_end(&w);
    if (result == 0 && slot >= 0) atomic_store(&held_tids[slot], (int)gate_tid());
    return result;
}

int pthread_mutex_lock(pthread_mutex_t *m) {
    REAL(pthread_mutex_lock);
    void *caller = __builtin_return_address(0);
    site_t *site = call_site(caller);
    int result = site ? traced_lock(m, site, (uint64_t)((uintptr_t)caller - main_base - 1), real_pthread_mutex_lock)
                      : real_pthread_mutex_lock(m);
    if (result == 0) hb_locked(m, caller);
    return result;
}

/// A gate at a call of the program's line the table names (an unlock, a join): 1 when it was one.
static int call_gate(void *return_address) {
    site_t *site = call_site(return_address);
    if (!site) return 0;
    int saved = errno;
    uint64_t offset = (uint64_t)((uintptr_t)return_address - main_base - 1);
    arrive(site->words, &offset, 1, site->line);
    errno = saved;
    return 1;
}

int pthread_mutex_unlock(pthread_mutex_t *m) {
    REAL(pthread_mutex_unlock);
    hb_unlocking(m, __builtin_return_address(0));
    access_address = (uintptr_t)m;  // the lock's identity, as at its lock
    int gated = call_gate(__builtin_return_address(0));
    access_address = 0;
    if (gated) {
        int slot = held_slot((uintptr_t)m, 0);
        if (slot >= 0) atomic_store(&held_tids[slot], 0);
    }
    return real_pthread_mutex_unlock(m);
}

int pthread_join(pthread_t thread, void **result) {
    REAL(pthread_join);
    call_gate(__builtin_return_address(0));
    int joined = real_pthread_join(thread, result);
    if (joined == 0) hb_acquire(sync_thread, (uintptr_t)thread);  // after all the thread did
    return joined;
}
