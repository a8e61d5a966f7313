// Happens-before in every scheduled run (after tracer_gates.c, one translation unit; LEARN_GATES
// only): a data-race detector over the synchronisation the tracer sees, FastTrack's vector clocks
// (Flanagan and Freund, PLDI 2009). Two accesses of the learner's code to the same memory, one a
// write, that nothing orders are a data race *in this run*, whether or not an update was lost.
//
// The model (Lessons/FORMAT.md, "Scheduling your own code", lists it for learners):
// - A *context* is a thread's own code or one run of a block: a block run starts a context of its
//   own, ordered after what queued it (not after the blocks its worker thread ran before, which
//   another run could have put on another thread).
// - Edges: queueing a block → its start; a serial queue's block end → its next block's start; on a
//   concurrent queue, a barrier's end → later blocks, every block's end → a later barrier; `sync`
//   and `barrier sync` the same, inline; a group block's end or `leave()` → `group.wait()`'s return
//   and `notify`'s block; `signal()` → the `wait()` it ends; a work item's end → `wait()` and its
//   `notify` block; `unlock` → the next `lock` of that mutex (NSLock, NSCondition, NSRecursiveLock,
//   `pthread_mutex_*`, `Synchronization.Mutex`), a condition wait unlocking and relocking its
//   mutex; a thread's start and `pthread_join`; `swift_once` (a global's lazy initializer) → every
//   caller after it; an atomic's release → the acquire that reads it (atomics at the learner's
//   lines: the compiler's own caches order nothing a learner wrote).
// - Swift tasks: a job the concurrency runtime hands to dispatch is a block (its enqueue → its
//   start, the main executor's jobs in order); an actor's job, which runs the task jobs queued on
//   the actor one after another, follows that actor's job before it; and a task's code, in
//   whatever job it runs, follows the task's own code before it (each access of a task releases
//   into the task's clock, which the next job running the task takes in). Not seen: a task that
//   completes and so resumes a task waiting on it inside an actor that is already running (the
//   actor's queue is the runtime's, at no call the tracer sees). A task's completion orders every
//   later access of every task (an `await` of a result that is already there suspends nothing the
//   tracer sees), so a completed task and a task after it race only where a schedule overlaps them.
// - Accesses judged: the learner's loads and stores the gate table names (plain, not atomic), off
//   the thread's stack, and calls on Foundation's objects that are not thread-safe (GateSites'
//   fourth column: the object is written or read). Freed memory is forgotten.
// - Bounds: 1024 contexts (a run with more blocks is judged up to there, and says so), 16 unordered
//   reads remembered per 8-byte granule.
#include <malloc.h>

extern void __libc_free(void *);

enum { hb_max_contexts = 1024, hb_max_reads = 16 };

/// A vector clock: `c[i]` the last clock of context `i` this one has seen.
typedef struct { uint32_t len; uint32_t *c; } vc_t;

static uint32_t vc_get(const vc_t *v, uint32_t i) { return i < v->len ? v->c[i] : 0; }

static int vc_reserve(vc_t *v, uint32_t n) {
    if (n <= v->len) return 1;
    uint32_t len = v->len ? v->len : 8;
    while (len < n) len *= 2;
    uint32_t *c = realloc(v->c, len * sizeof *c);
    if (!c) return 0;
    memset(c + v->len, 0, (len - v->len) * sizeof *c);
    v->c = c;
    v->len = len;
    return 1;
}

static void vc_set(vc_t *v, uint32_t i, uint32_t value) {
    if (vc_reserve(v, i + 1)) v->c[i] = value;
}

static void vc_join(vc_t *into, const vc_t *from) {
    uint32_t n = from->len;
    while (n && !from->c[n - 1]) n--;
    if (!vc_reserve(into, n)) return;
    for (uint32_t i = 0; i < n; i++)
        if (from->c[i] > into->c[i]) into->c[i] = from->c[i];
}

/// One lock for all of it, a spin (the tracer's own mutexes are interposed): it is held for a
/// look-up and a join, never across a gate or a blocking call.
static atomic_flag hb_spin = ATOMIC_FLAG_INIT;
static void hb_lock(void) {
    while (atomic_flag_test_and_set_explicit(&hb_spin, memory_order_acquire)) __builtin_ia32_pause();
}
static void hb_unlock(void) { atomic_flag_clear_explicit(&hb_spin, memory_order_release); }

static int hb_on;  // set with gates_active, once the scheduler runs, or alone in a free run (``free_start``)
static int hb_full;  // the contexts ran out: later blocks are not judged
static vc_t hb_contexts[hb_max_contexts];
static uint32_t hb_next_context = 1;
static __thread uint32_t hb_context;  // this thread's current context; 0: none yet

/// A new context that has seen `from` (nil: nothing); 0 once they ran out. Under hb_lock.
static uint32_t hb_new_context(const vc_t *from) {
    if (hb_next_context >= hb_max_contexts) {
        hb_full = 1;
        return 0;
    }
    uint32_t id = hb_next_context++;
    if (from) vc_join(&hb_contexts[id], from);
    vc_set(&hb_contexts[id], id, 1);
    return id;
}

static uint32_t hb_self(void) {
    if (!hb_context && !hb_full) hb_context = hb_new_context(NULL);
    return hb_context;
}

// MARK: Synchronisation objects: a clock per (kind, address)

typedef struct { uint64_t key; vc_t vc; } sync_t;
static sync_t *syncs;
static uint32_t sync_slots, sync_count;

static uint64_t sync_key(int kind, uintptr_t address) { return ((uint64_t)address << 4) | (uint64_t)kind; }

static sync_t *sync_find(uint64_t key, int make) {
    if (sync_slots == 0 || (make && (sync_count + 1) * 2 > sync_slots)) {
        if (!make && sync_slots == 0) return NULL;
        uint32_t slots = sync_slots ? sync_slots * 2 : 256;
        sync_t *table = calloc(slots, sizeof *table);
        if (!table) return NULL;
        for (uint32_t i = 0; i < sync_slots; i++) {
            if (!syncs[i].key) continue;
            uint32_t s = (uint32_t)(syncs[i].key * 0x9E3779B97F4A7C15ull >> 40) & (slots - 1);
            while (table[s].key) s = (s + 1) & (slots - 1);
            table[s] = syncs[i];
        }
        __libc_free(syncs);
        syncs = table;
        sync_slots = slots;
    }
    for (uint32_t s = (uint32_t)(key * 0x9E3779B97F4A7C15ull >> 40) & (sync_slots - 1);; s = (s + 1) & (sync_slots - 1)) {
        if (syncs[s].key == key) return &syncs[s];
        if (!syncs[s].key) {
            if (!make) return NULL;
            syncs[s].key = key;
            sync_count++;
            return &syncs[s];
        }
    }
}

/// The object's clock takes in this context's, which then ticks. Under hb_lock.
static void hb_release_locked(uint64_t key) {
    uint32_t self = hb_self();
    sync_t *s = self ? sync_find(key, 1) : NULL;
    if (!s) return;
    vc_join(&s->vc, &hb_contexts[self]);
    vc_set(&hb_contexts[self], self, vc_get(&hb_contexts[self], self) + 1);
}

/// This context takes in the object's clock. Under hb_lock.
static void hb_acquire_locked(uint64_t key) {
    uint32_t self = hb_self();
    sync_t *s = self ? sync_find(key, 0) : NULL;
    if (s) vc_join(&hb_contexts[self], &s->vc);
}

static void hb_release(int kind, uintptr_t address) {
    if (!hb_on) return;
    hb_lock();
    hb_release_locked(sync_key(kind, address));
    hb_unlock();
}

static void hb_acquire(int kind, uintptr_t address) {
    if (!hb_on) return;
    hb_lock();
    hb_acquire_locked(sync_key(kind, address));
    hb_unlock();
}

/// Whether `address` is the tracer's own code: its own locks order nothing of the program's.
static uintptr_t tracer_base;
static int from_tracer(void *address) {
    if (!tracer_base) tracer_base = object_of((void *)&from_tracer, NULL);
    return object_of(address, NULL) == tracer_base;
}

// MARK: Queues: which are concurrent

/// The queues the program made concurrent (`attributes: .concurrent`), and the attributes that
/// say so (Dispatch makes one attribute from another: QoS, inactive, autorelease).
enum { max_concurrent = 256 };
static _Atomic(uintptr_t) concurrent_queues[max_concurrent], concurrent_attrs[max_concurrent];
extern char _dispatch_queue_attr_concurrent[];

static void remember(_Atomic(uintptr_t) *set, uintptr_t value) {
    for (int i = 0; i < max_concurrent && value; i++) {
        uintptr_t expected = 0;
        if (atomic_compare_exchange_strong(&set[i], &expected, value) || expected == value) return;
    }
}

static int remembered(_Atomic(uintptr_t) *set, uintptr_t value) {
    for (int i = 0; i < max_concurrent && value; i++) {
        uintptr_t v = atomic_load(&set[i]);
        if (v == value) return 1;
        if (!v) return 0;
    }
    return 0;
}

static int concurrent_attr(void *attr) {
    return attr && ((char *)attr == _dispatch_queue_attr_concurrent || remembered(concurrent_attrs, (uintptr_t)attr));
}

/// A queue whose blocks may run at once: one the program made concurrent, or a global one.
static int concurrent_queue(dq_t q) {
    if (!q) return 1;
    if (remembered(concurrent_queues, (uintptr_t)q)) return 1;
    const char *label = label_of(q);
    return strncmp(label, "com.apple.root.", 15) == 0 || strncmp(label, "NSOperationQueue", 16) == 0;
}

#define ATTR_FROM(name, ...) \
    extern void *name(void *attr, __VA_ARGS__); \
    void *name(void *attr, __VA_ARGS__)
ATTR_FROM(dispatch_queue_attr_make_with_qos_class, int qos, int priority) {
    REAL(dispatch_queue_attr_make_with_qos_class);
    void *made = real_dispatch_queue_attr_make_with_qos_class(attr, qos, priority);
    if (concurrent_attr(attr)) remember(concurrent_attrs, (uintptr_t)made);
    return made;
}
extern void *dispatch_queue_attr_make_initially_inactive(void *attr);
void *dispatch_queue_attr_make_initially_inactive(void *attr) {
    REAL(dispatch_queue_attr_make_initially_inactive);
    void *made = real_dispatch_queue_attr_make_initially_inactive(attr);
    if (concurrent_attr(attr)) remember(concurrent_attrs, (uintptr_t)made);
    return made;
}
ATTR_FROM(dispatch_queue_attr_make_with_autorelease_frequency, unsigned long frequency) {
    REAL(dispatch_queue_attr_make_with_autorelease_frequency);
    void *made = real_dispatch_queue_attr_make_with_autorelease_frequency(attr, frequency);
    if (concurrent_attr(attr)) remember(concurrent_attrs, (uintptr_t)made);
    return made;
}

extern dq_t dispatch_queue_create(const char *, void *);
dq_t dispatch_queue_create(const char *label, void *attr) {
    REAL(dispatch_queue_create);
    dq_t q = real_dispatch_queue_create(label, attr);
    if (concurrent_attr(attr)) remember(concurrent_queues, (uintptr_t)q);
    return q;
}

extern dq_t dispatch_queue_create_with_target(const char *, void *, dq_t);
dq_t dispatch_queue_create_with_target(const char *label, void *attr, dq_t target) {
    REAL(dispatch_queue_create_with_target);
    dq_t q = real_dispatch_queue_create_with_target(label, attr, target);
    if (concurrent_attr(attr)) remember(concurrent_queues, (uintptr_t)q);
    return q;
}

// MARK: Blocks, threads and queues

/// A block, a thread or an operation was queued: what queued it has happened before it starts.
static void hb_enqueue(uint64_t flow) {
    if (hb_on && flow) hb_release(sync_flow, (uintptr_t)flow);
}

/// What a block of `kind` takes in from its queue before it runs: on a serial queue every block
/// before it; on a concurrent one the barriers before it, and for a barrier every block before it.
/// Under hb_lock.
static void queue_before_locked(const char *kind, dq_t q) {
    if (!concurrent_queue(q)) {
        hb_acquire_locked(sync_key(sync_serial, (uintptr_t)q));
        return;
    }
    hb_acquire_locked(sync_key(sync_barrier, (uintptr_t)q));
    if (strncmp(kind, "barrier", 7) == 0) hb_acquire_locked(sync_key(sync_all, (uintptr_t)q));
}

/// What a block of `kind` leaves its queue when it ends (the other half of ``queue_before_locked``).
static void queue_after_locked(const char *kind, dq_t q) {
    int kind_of_end = !concurrent_queue(q) ? sync_serial : strncmp(kind, "barrier", 7) == 0 ? sync_barrier : sync_all;
    hb_release_locked(sync_key(kind_of_end, (uintptr_t)q));
}

/// A block's run begins (`kind` as the tracer names it; `q` nil for a thread or an iteration): a
/// context of its own, after what queued it and what its queue ordered before it. Returns the
/// context to go back to at its end.
static uint32_t hb_item_begin(const char *kind, dq_t q, uint64_t flow, uint64_t after) {
    if (!hb_on) return 0;
    hb_lock();
    uint32_t saved = hb_context;
    sync_t *queued = flow ? sync_find(sync_key(sync_flow, (uintptr_t)flow), 0) : NULL;
    // A main-queue block that the main thread runs (in `RunLoop.run`, a run loop's turn) runs
    // inside main's own code, in its program order: in main's context, which takes in its
    // queueing. (Its own context made main's code after the run race with the block.)
    if (q && gate_tid() == main_pid && strcmp(label_of(q), "com.apple.main-thread") == 0 && hb_self()) {
        if (queued) {
            vc_join(&hb_contexts[hb_context], &queued->vc);
            __libc_free(queued->vc.c);
            queued->vc = (vc_t){ 0 };
        }
        if (after) hb_acquire_locked(after);
        queue_before_locked(kind, q);
        hb_unlock();
        return hb_context;  // main's, made now if it had none: the block's end keeps it
    }
    uint32_t context = hb_full ? 0 : hb_new_context(queued ? &queued->vc : NULL);
    if (queued) {  // a block runs once: its queueing's clock is not needed again
        __libc_free(queued->vc.c);
        queued->vc = (vc_t){ 0 };
    }
    hb_context = context;
    if (context) {
        if (after) hb_acquire_locked(after);
        if (q) queue_before_locked(kind, q);
    }
    hb_unlock();
    return saved;
}

/// A block's run ends: its queue (and its group, its work item) take in what it did.
static void hb_item_end(const char *kind, dq_t q, uint64_t also, uint32_t saved) {
    if (!hb_on) return;
    hb_lock();
    if (hb_context) {
        if (q) queue_after_locked(kind, q);
        if (also) hb_release_locked(also);
    }
    hb_context = saved;
    hb_unlock();
}

/// `sync` and `barrier sync` run the block inline, in the caller's context: ordered by the queue.
static void hb_sync_begin(const char *kind, dq_t q) {
    if (!hb_on) return;
    hb_lock();
    queue_before_locked(kind, q);
    hb_unlock();
}

static void hb_sync_end(const char *kind, dq_t q) {
    if (!hb_on) return;
    hb_lock();
    queue_after_locked(kind, q);
    hb_unlock();
}

extern void dispatch_group_leave(void *);
void dispatch_group_leave(void *group) {
    REAL(dispatch_group_leave);
    if (!from_tracer(__builtin_return_address(0))) hb_release(sync_group, (uintptr_t)group);
    real_dispatch_group_leave(group);
}

/// A work item is done (its `wait()` returns, its `notify` block is queued) as soon as it returns,
/// inside the tracer's wrapper, a moment before the wrapper records its end: a waiter looks for that
/// record before it takes it in (at most a few milliseconds: a work item run by `perform()` inline
/// has none).
static void hb_after_block(blk_t block) {
    if (!hb_on) return;
    uint64_t key = sync_key(sync_block, (uintptr_t)block);
    for (int round = 0; round < 2000; round++) {
        hb_lock();
        int done = sync_find(key, 0) != NULL;
        if (done) hb_acquire_locked(key);
        hb_unlock();
        if (done) return;
        if (round < 100) __builtin_ia32_pause();
        else syscall(SYS_sched_yield);
    }
}

extern long dispatch_block_wait(blk_t, uint64_t);
long dispatch_block_wait(blk_t block, uint64_t timeout) {
    REAL(dispatch_block_wait);
    long result = real_dispatch_block_wait(block, timeout);
    if (result == 0) hb_after_block(block);
    return result;
}

/// A work item's `notify` block runs after the item, in a context of its own.
extern void dispatch_block_notify(blk_t, dq_t, blk_t);
void dispatch_block_notify(blk_t block, dq_t q, blk_t notification) {
    REAL(dispatch_block_notify);
    if (!hb_on) {
        real_dispatch_block_notify(block, q, notification);
        return;
    }
    uint64_t flow = atomic_fetch_add(&next_flow, 1) + 1;
    hb_enqueue(flow);
    blk_t wrapper = ^{
        hb_after_block(block);
        uint32_t saved = hb_item_begin("notify", q, flow, sync_key(sync_block, (uintptr_t)block));
        notification();
        hb_item_end("notify", q, 0, saved);
    };
    blk_t copied = (blk_t)_Block_copy(wrapper);
    real_dispatch_block_notify(block, q, copied);
    _Block_release(copied);
}

/// `swift_once`: a global's lazy initializer happens before every use of it.
typedef void (*once_fn)(void *);
static __thread struct { once_fn fn; uintptr_t predicate; } once_running;
static void once_trampoline(void *context) {
    once_fn fn = once_running.fn;
    uintptr_t predicate = once_running.predicate;
    fn(context);
    hb_release(sync_once, predicate);
}
extern void swift_once(void *, once_fn, void *);
void swift_once(void *predicate, once_fn fn, void *context) {
    REAL(swift_once);
    if (!hb_on) {
        real_swift_once(predicate, fn, context);
        return;
    }
    __typeof__(once_running) outer = once_running;
    once_running.fn = fn;
    once_running.predicate = (uintptr_t)predicate;
    real_swift_once(predicate, once_trampoline, context);
    once_running = outer;
    hb_acquire(sync_once, (uintptr_t)predicate);
}

// MARK: Mutexes and condition variables (the tracer's own are not the program's)

static void hb_locked(void *mutex, void *caller) {
    if (hb_on && !from_tracer(caller)) hb_acquire(sync_mutex, (uintptr_t)mutex);
}
static void hb_unlocking(void *mutex, void *caller) {
    if (hb_on && !from_tracer(caller)) hb_release(sync_mutex, (uintptr_t)mutex);
}

extern int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex) {
    REAL(pthread_cond_wait);
    void *caller = __builtin_return_address(0);
    hb_unlocking(mutex, caller);
    int result = real_pthread_cond_wait(cond, mutex);
    hb_locked(mutex, caller);
    return result;
}

extern int pthread_cond_timedwait(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *until) {
    REAL(pthread_cond_timedwait);
    void *caller = __builtin_return_address(0);
    hb_unlocking(mutex, caller);
    int result;
    // `NSCondition.wait(until:)` under the scheduler: the deadline is on its clock (tracer_clock.c).
    uint64_t deadline = timespec_duration(until);
    if (on_virtual_time(caller) && park(&deadline, 1, park_condition, cond) == 0) {
        REAL(pthread_cond_wait);
        result = real_pthread_cond_wait(cond, mutex);
        if (unpark_condition()) result = ETIMEDOUT;
    } else {
        struct timespec real_until = unshifted(CLOCK_REALTIME, until);  // a monotonic deadline shifts alike
        result = real_pthread_cond_timedwait(cond, mutex, until ? &real_until : NULL);
    }
    hb_locked(mutex, caller);
    return result;
}

// Timed waits the clock does not take (real time, as they are rare in Swift): their deadlines are
// shifted back to the real clock, and a lock they take is a lock taken.

extern int pthread_cond_clockwait(pthread_cond_t *, pthread_mutex_t *, clockid_t, const struct timespec *);
int pthread_cond_clockwait(pthread_cond_t *cond, pthread_mutex_t *mutex, clockid_t clock, const struct timespec *until) {
    REAL(pthread_cond_clockwait);
    void *caller = __builtin_return_address(0);
    hb_unlocking(mutex, caller);
    struct timespec real_until = unshifted(clock, until);
    int result = real_pthread_cond_clockwait(cond, mutex, clock, until ? &real_until : NULL);
    hb_locked(mutex, caller);
    return result;
}

/// A lock libc takes whole: once it is taken (result 0), its holder knows all that the lock's last
/// holder did. `name` with a deadline on CLOCK_REALTIME (`TIMED_LOCKING`) waits until the
/// scheduler's clock reaches it, moved to the real clock (`unshifted`).
#define LOCKING(name, type) \
    extern int name(type *); \
    int name(type *lock) { \
        REAL(name); \
        int result = real_##name(lock); \
        if (result == 0) hb_locked(lock, __builtin_return_address(0)); \
        return result; \
    }
#define TIMED_LOCKING(name, type) \
    extern int name(type *, const struct timespec *); \
    int name(type *lock, const struct timespec *until) { \
        REAL(name); \
        struct timespec real_until = unshifted(CLOCK_REALTIME, until); \
        int result = real_##name(lock, until ? &real_until : NULL); \
        if (result == 0) hb_locked(lock, __builtin_return_address(0)); \
        return result; \
    }
TIMED_LOCKING(pthread_mutex_timedlock, pthread_mutex_t)
TIMED_LOCKING(pthread_rwlock_timedrdlock, pthread_rwlock_t)
TIMED_LOCKING(pthread_rwlock_timedwrlock, pthread_rwlock_t)
LOCKING(pthread_mutex_trylock, pthread_mutex_t)
LOCKING(pthread_rwlock_rdlock, pthread_rwlock_t)
LOCKING(pthread_rwlock_wrlock, pthread_rwlock_t)

extern int pthread_mutex_clocklock(pthread_mutex_t *, clockid_t, const struct timespec *);
int pthread_mutex_clocklock(pthread_mutex_t *mutex, clockid_t clock, const struct timespec *until) {
    REAL(pthread_mutex_clocklock);
    struct timespec real_until = unshifted(clock, until);
    int result = real_pthread_mutex_clocklock(mutex, clock, until ? &real_until : NULL);
    if (result == 0) hb_locked(mutex, __builtin_return_address(0));
    return result;
}

extern int pthread_rwlock_unlock(pthread_rwlock_t *);
int pthread_rwlock_unlock(pthread_rwlock_t *lock) {
    REAL(pthread_rwlock_unlock);
    hb_unlocking(lock, __builtin_return_address(0));
    return real_pthread_rwlock_unlock(lock);
}

/// `Synchronization.Mutex` hands itself over inside the standard library when contended (its fast
/// path is atomics at the learner's line, which the atomics below order).
#define SWIFTCC __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))
#define MUTEX_LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define MUTEX_TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define MUTEX_UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"
typedef SWIFTCC void (*mutex_lock_slow_t)(uint32_t, void *SWIFT_SELF);
typedef SWIFTCC int (*mutex_try_lock_slow_t)(void *SWIFT_SELF);
typedef SWIFTCC void (*mutex_unlock_slow_t)(void *SWIFT_SELF);

SWIFTCC void hb_mutex_lock_slow(uint32_t id, void *SWIFT_SELF handle) __asm__(MUTEX_LOCK_SLOW);
SWIFTCC void hb_mutex_lock_slow(uint32_t id, void *SWIFT_SELF handle) {
    static mutex_lock_slow_t real;
    if (!real) real = (mutex_lock_slow_t)dlsym(RTLD_NEXT, MUTEX_LOCK_SLOW);
    real(id, handle);
    hb_acquire(sync_atomic, (uintptr_t)handle);
}
SWIFTCC _Bool hb_mutex_try_lock_slow(void *SWIFT_SELF handle) __asm__(MUTEX_TRY_LOCK_SLOW);
SWIFTCC _Bool hb_mutex_try_lock_slow(void *SWIFT_SELF handle) {
    static mutex_try_lock_slow_t real;
    if (!real) real = (mutex_try_lock_slow_t)dlsym(RTLD_NEXT, MUTEX_TRY_LOCK_SLOW);
    int locked = real(handle) & 1;
    if (locked) hb_acquire(sync_atomic, (uintptr_t)handle);
    return locked;
}
SWIFTCC void hb_mutex_unlock_slow(void *SWIFT_SELF handle) __asm__(MUTEX_UNLOCK_SLOW);
SWIFTCC void hb_mutex_unlock_slow(void *SWIFT_SELF handle) {
    static mutex_unlock_slow_t real;
    if (!real) real = (mutex_unlock_slow_t)dlsym(RTLD_NEXT, MUTEX_UNLOCK_SLOW);
    hb_release(sync_atomic, (uintptr_t)handle);
    real(handle);
}

/// An atomic at a learner's line (``site_at``) orders: ``hb_atomic_begin`` takes the detector's lock
/// before the operation (1: held), ``hb_atomic_end`` applies `mo`, C11's order (0 relaxed, 1 consume,
/// 2 acquire, 3 release, 4 acq_rel, 5 seq_cst), to the halves the operation had (`load`, `store`).
static int hb_atomic_begin(void *return_address) {
    if (!hb_on || !main_base || !site_at((uint64_t)((uintptr_t)return_address - main_base - 1))) return 0;
    hb_lock();
    return 1;
}

static void hb_atomic_end(int held, void *address, int mo, int load, int store) {
    if (!held) return;
    if (load && (mo == 1 || mo == 2 || mo >= 4)) hb_acquire_locked(sync_key(sync_atomic, (uintptr_t)address));
    if (store && mo >= 3) hb_release_locked(sync_key(sync_atomic, (uintptr_t)address));
    hb_unlock();
}

// MARK: Memory: who last wrote each granule, and who read it since

typedef struct { uint32_t context, clock; pid_t tid; const site_t *site; } access_t;
typedef struct {
    uintptr_t granule;  // address >> 3; 0: empty; 1: deleted
    access_t write;
    uint8_t reads;
    access_t read[hb_max_reads];
} shadow_t;
static shadow_t *shadow;
static uint32_t shadow_slots, shadow_used, shadow_live;

/// The pages (hashed into 4096 bits) where some granule was ever followed: a `free` of memory on
/// no such page has nothing to forget, and does not take the detector's lock (most frees). A bit
/// is never cleared; one set for another page only costs the look.
static _Atomic uint64_t shadow_pages[64];

static void shadow_page_mark(uintptr_t granule) {
    uintptr_t page = (granule >> 9) & 4095;
    if (!(atomic_load_explicit(&shadow_pages[page >> 6], memory_order_relaxed) & (1ull << (page & 63))))
        atomic_fetch_or_explicit(&shadow_pages[page >> 6], 1ull << (page & 63), memory_order_relaxed);
}

/// Whether some page of [start, start + size) may hold a followed granule.
static int shadow_pages_touched(uintptr_t start, size_t size) {
    uintptr_t first = start >> 12, last = (start + (size ? size : 1) - 1) >> 12;
    if (last - first >= 4096) return 1;
    for (uintptr_t p = first; p <= last; p++) {
        uintptr_t page = p & 4095;
        if (atomic_load_explicit(&shadow_pages[page >> 6], memory_order_relaxed) & (1ull << (page & 63))) return 1;
    }
    return 0;
}

static uint32_t shadow_hash(uintptr_t granule) { return (uint32_t)(granule * 0x9E3779B97F4A7C15ull >> 36); }

static shadow_t *shadow_find(uintptr_t granule, int make) {
    if (make && (shadow_used + 1) * 2 > shadow_slots) {
        uint32_t slots = shadow_slots ? (shadow_live * 4 > shadow_slots ? shadow_slots * 2 : shadow_slots) : 1024;
        shadow_t *table = calloc(slots, sizeof *table);
        if (!table) return NULL;
        for (uint32_t i = 0; i < shadow_slots; i++) {
            if (shadow[i].granule < 2) continue;
            uint32_t s = shadow_hash(shadow[i].granule) & (slots - 1);
            while (table[s].granule) s = (s + 1) & (slots - 1);
            table[s] = shadow[i];
        }
        __libc_free(shadow);
        shadow = table;
        shadow_slots = slots;
        shadow_used = shadow_live;
    }
    if (!shadow_slots) return NULL;
    shadow_t *tomb = NULL;
    for (uint32_t i = 0, s = shadow_hash(granule) & (shadow_slots - 1); i < shadow_slots; i++, s = (s + 1) & (shadow_slots - 1)) {
        if (shadow[s].granule == granule) return &shadow[s];
        if (shadow[s].granule == 1 && !tomb) tomb = &shadow[s];
        if (!shadow[s].granule) {
            if (!make) return NULL;
            shadow_t *slot = tomb ? tomb : &shadow[s];
            if (!tomb) shadow_used++;
            memset(slot, 0, sizeof *slot);
            slot->granule = granule;
            shadow_page_mark(granule);
            shadow_live++;
            return slot;
        }
    }
    return NULL;
}

/// Memory given back (`free`): what was done to it before orders nothing for whoever gets it next.
static void hb_forget(uintptr_t start, size_t size) {
    hb_lock();
    uintptr_t first = start >> 3, last = (start + size + 7) >> 3;
    if (last - first < shadow_live) {
        for (uintptr_t g = first; g < last; g++) {
            shadow_t *s = shadow_find(g, 0);
            if (s) { s->granule = 1; shadow_live--; }
        }
    } else {
        for (uint32_t i = 0; i < shadow_slots; i++)
            if (shadow[i].granule >= first && shadow[i].granule < last) { shadow[i].granule = 1; shadow_live--; }
    }
    hb_unlock();
}

void free(void *p) {
    if (p) unsafe_object((uintptr_t)p, 1);
    if (p && hb_on && shadow_live) {
        size_t size = malloc_usable_size(p);
        if (shadow_pages_touched((uintptr_t)p, size)) hb_forget((uintptr_t)p, size);
    }
    __libc_free(p);
}

/// The run's first data race, and how many racing pairs it had (a pair of sites counted once).
static struct { int count; access_t first, second; int first_write, second_write; } hb_race;
static uint64_t hb_race_pairs[32];
static int hb_race_pair_count;

static int happened_before(const access_t *a, const vc_t *now) { return a->clock <= vc_get(now, a->context); }

static void hb_report(const access_t *earlier, int earlier_write, const access_t *later, int later_write) {
    uint64_t pair = (uint64_t)(uintptr_t)earlier->site * 31 + (uint64_t)(uintptr_t)later->site;
    for (int i = 0; i < hb_race_pair_count; i++)
        if (hb_race_pairs[i] == pair) return;
    if (hb_race_pair_count < 32) hb_race_pairs[hb_race_pair_count++] = pair;
    if (hb_race.count++ == 0) {
        hb_race.first = *earlier;
        hb_race.first_write = earlier_write;
        hb_race.second = *later;
        hb_race.second_write = later_write;
    }
}

/// The Swift task whose code this thread ran last in its current job (nil: none, or none yet).
static __thread void *hb_task;

/// A job begins or ends on this thread: no task's code has run in it yet.
static void hb_job_edge(void) { hb_task = NULL; }

// MARK: Continuations resumed

/// A continuation is resumed (here, and in tracer_tasks.c's wrappers of CheckedContinuation's
/// resumes): what the resumer did is there for every task's later code. A task that reaches its
/// `await` after the resume does not suspend, and the runtime's own atomics, at no call the tracer
/// sees, order the two; so every task's access follows every resume before it (coarser than the
/// program: see ``hb_access``).
static void hb_resumed(void) {
    hb_release(sync_done, 0);
    runtime_touched();  // the resume makes its task ready, at no gate
}

/// `UnsafeContinuation`'s resumes, which the program calls (the runtime's C entry points).
#define RESUMED(name, parameters, arguments) \
    extern void name parameters SWIFTCALL; \
    void name parameters SWIFTCALL { \
        static void (*SWIFTCALL real) parameters; \
        if (!real) real = (void (*SWIFTCALL) parameters)dlsym(RTLD_NEXT, #name); \
        hb_resumed(); \
        real arguments; \
    }
RESUMED(swift_continuation_resume, (void *task), (task))
RESUMED(swift_continuation_throwingResume, (void *task), (task))
RESUMED(swift_continuation_throwingResumeWithError, (void *task, void *error), (task, error))


/// A load or store of the learner's code at `site`, after its gate let it go.
static void hb_access(void *address, const site_t *site, int write, int size) {
    if (!hb_on) return;
    // A Swift task's code (in a job, or a task an actor or `Task.immediate` runs on this thread)
    // follows the task's code before it, wherever that ran.
    void *task = swift_task_getCurrent();
    hb_lock();
    uint32_t self = hb_self();
    if (!self) {
        hb_unlock();
        return;
    }
    // Taken in at every access, not only at the first of a job: an actor's job on this thread may
    // run the same task again after it hopped away and back (to the main actor, say) while the
    // job was still draining the actor's queue, with no job edge between; what the task did
    // elsewhere meanwhile is in its clock, not in this thread's.
    if (task) hb_acquire_locked(sync_key(sync_task, (uintptr_t)task));
    hb_task = task;
    // Code isolated to an actor runs while the task holds the actor, which one task at a time
    // does: its accesses follow every access made on that actor before (a task may take an idle
    // actor on its own thread, at no job the tracer sees).
    void *actor = task ? swift_task_getCurrentExecutor().identity : NULL;
    if (actor) hb_acquire_locked(sync_key(sync_actor, (uintptr_t)actor));
    // A task that awaits another's result (`value`, an `async let`, a group's next, a
    // continuation) may find it there and go on without suspending, at no call the tracer sees:
    // every task's access follows every task that completed and every continuation resumed
    // before it (both release into one clock, ``hb_resumed``). Coarser than the program: a
    // completed task's accesses and a later task's are not told apart as a race in this
    // schedule, only in the schedules where the two overlap.
    if (task) hb_acquire_locked(sync_key(sync_done, 0));
    const vc_t *now = &hb_contexts[self];
    access_t me = { self, vc_get(now, self), gate_tid(), site };
    uintptr_t first = (uintptr_t)address >> 3, last = ((uintptr_t)address + (size > 0 ? size : 1) - 1) >> 3;
    for (uintptr_t g = first; g <= last; g++) {
        shadow_t *s = shadow_find(g, 1);
        if (!s) break;
        if (s->write.context && s->write.context != self && !happened_before(&s->write, now))
            hb_report(&s->write, 1, &me, write);
        if (write) {
            for (int i = 0; i < s->reads; i++)
                if (s->read[i].context != self && !happened_before(&s->read[i], now)) {
                    hb_report(&s->read[i], 0, &me, 1);
                    break;
                }
            s->write = me;
            s->reads = 0;
        } else {
            // Reads ordered before this one need not be kept: a write ordered after this read is
            // ordered after them too.
            int kept = 0;
            for (int i = 0; i < s->reads; i++)
                if (s->read[i].context != self && !happened_before(&s->read[i], now)) s->read[kept++] = s->read[i];
            if (kept == hb_max_reads) memmove(&s->read[0], &s->read[1], (--kept) * sizeof s->read[0]);
            s->read[kept++] = me;
            s->reads = (uint8_t)kept;
        }
    }
    // what the task did so far is there for the next job that runs it (on any thread)
    if (task) hb_release_locked(sync_key(sync_task, (uintptr_t)task));
    if (actor) hb_release_locked(sync_key(sync_actor, (uintptr_t)actor));
    hb_unlock();
}

/// The race's part of the scheduler's report (`"race":{…}`), when the run had one. `locked`: read
/// under hb_lock (in a free run other threads may still be judging accesses), except from a crash,
/// which may have come inside it.
static void hb_add_report(sb_t *b, int locked) {
    if (locked) hb_lock();
    __typeof__(hb_race) race = hb_race;
    int pairs = hb_race_pair_count, full = hb_full;
    if (locked) hb_unlock();
    if (full) sb_add(b, ",\"raceContexts\":%d", hb_max_contexts - 1);
    if (!race.count) return;
    const access_t *pair[2] = { &race.first, &race.second };
    int writes[2] = { race.first_write, race.second_write };
    sb_add(b, ",\"race\":{\"pairs\":%d,\"accesses\":[", pairs);
    for (int i = 0; i < 2; i++) {
        sb_add(b, "%s{\"tid\":%d,\"line\":%d,\"write\":%s,\"site\":%llu,\"words\":", i ? "," : "", (int)pair[i]->tid,
               pair[i]->site ? pair[i]->site->line : 0, writes[i] ? "true" : "false",
               (unsigned long long)(pair[i]->site ? pair[i]->site->offset : 0));
        sb_words(b, pair[i]->site ? pair[i]->site->words : "");
        sb_add(b, "}");
    }
    sb_add(b, "]}");
}
