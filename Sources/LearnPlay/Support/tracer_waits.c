// The tracer's waits (included after tracer.c, in the same library): a thread blocked in
// `sync`, `barrier sync`, `semaphore.wait()` or `group.wait()` records a span labelled
// `wait: …` while it cannot go on, its begin's value the learner's line (an offset into the
// program for the symbolizer). A `sync`'s wait ends when its block starts, so the block's own
// span is not inside it.
/// A wait in progress; ended once, by whichever comes first (the block, the return).
typedef struct { uint64_t span; atomic_int open; const char *label; } wait_t;

static void wait_begin(wait_t *w, const char *label, uint64_t site) {
    w->span = atomic_fetch_add(&next_span, 1) + 1;
    w->label = label;
    atomic_store(&w->open, 1);
    emit("begin", w->span, (int64_t)site, NULL, label, strlen(label));
    MAY_BLOCK();
}

static void wait_end(wait_t *w) {
    if (atomic_exchange(&w->open, 0)) emit("end", w->span, 0, NULL, w->label, strlen(w->label));
}

/// `sync` and `barrier sync`: the caller waits for the queue, then runs the block as an item.
static void traced_sync(const char *kind, dq_t q, blk_t block, void (*real)(dq_t, blk_t)) {
    const char *queue = label_of(q);
    uint64_t site = caller_site();
    unsigned long flags = special_flags(block);
    if (flags != (unsigned long)-1 && (flags & 1)) kind = "barrier sync";
    if (site) GATE(site, "sync" US "%s" US "%s", kind, SAFE(queue, SIZE_MAX));
    uint64_t flow = enqueue(kind, queue, site);
    char text[320];
    snprintf(text, sizeof text, "wait: %s → %s", kind, queue);
    wait_t w;
    wait_t *waiting = &w;
    wait_begin(waiting, text, site);
    blk_t wrapper = ^{
        wait_end(waiting);
        item_t it = item_begin(kind, queue, flow);
        HB(hb_sync_begin(kind, q);)
        block();
        HB(hb_sync_end(kind, q);)
        item_end(kind, it);
    };
    blk_t queued = flags != (unsigned long)-1 ? dispatch_block_create(flags, wrapper) : (blk_t)_Block_copy(wrapper);
    real(q, queued);
    _Block_release(queued);
    wait_end(waiting);
}

void dispatch_sync(dq_t q, blk_t block) {
    REAL(dispatch_sync);
    if (wire < 0) { real_dispatch_sync(q, block); return; }
    traced_sync("sync", q, block, real_dispatch_sync);
}

void dispatch_barrier_sync(dq_t q, blk_t block) {
    REAL(dispatch_barrier_sync);
    if (wire < 0) { real_dispatch_barrier_sync(q, block); return; }
    traced_sync("barrier sync", q, block, real_dispatch_barrier_sync);
}

/// Semaphores and groups are numbered in the order they are first waited on.
static uintptr_t object_keys[1024];
static unsigned object_numbers[1024];
static numbering_t object_numbering = { PTHREAD_MUTEX_INITIALIZER, object_keys, object_numbers, 1024, 0 };

static unsigned object_number(uintptr_t key) { return number_of(&object_numbering, key); }

typedef long (*wait_fn)(void *, uint64_t);

/// `semaphore.wait(timeout:)`, `group.wait(wallTimeout:)` and their kin are Swift functions of
/// libswiftDispatch that call `dispatch_semaphore_wait` from a frame the unwinder cannot leave
/// (and that keeps no frame pointer): the program's line is lost on the way. The tracer stands in
/// for them (the program calls them across the library boundary), notes the line they were
/// called from, and calls them.
static __thread uint64_t overlay_site;
typedef __attribute__((swiftcall)) uint8_t (*overlay_wait_fn)(uint64_t, void *__attribute__((swift_context)));

#define OVERLAY_WAIT(name, symbol)                                                                      \
    __attribute__((swiftcall)) uint8_t name(uint64_t time, void *self __attribute__((swift_context)))    \
        __asm__(symbol);                                                                                \
    __attribute__((swiftcall)) uint8_t name(uint64_t time, void *self __attribute__((swift_context))) {  \
        static overlay_wait_fn real;                                                                    \
        if (!real) real = (overlay_wait_fn)dlsym(RTLD_NEXT, symbol);                                    \
        uintptr_t ret = (uintptr_t)__builtin_return_address(0);                                        \
        uint64_t outer = overlay_site;                                                                  \
        overlay_site = main_base && object_of((void *)ret, NULL) == main_base ? ret - main_base - 1 : 0; \
        uint8_t result = real(time, self);                                                              \
        overlay_site = outer;                                                                           \
        return result;                                                                                  \
    }

OVERLAY_WAIT(semaphore_wait_timeout, "$s8Dispatch0A9SemaphoreC4wait7timeoutAA0A13TimeoutResultOAA0A4TimeV_tF")
OVERLAY_WAIT(semaphore_wait_wall, "$s8Dispatch0A9SemaphoreC4wait11wallTimeoutAA0aE6ResultOAA0A8WallTimeV_tF")
OVERLAY_WAIT(group_wait_timeout, "$s8Dispatch0A5GroupC4wait7timeoutAA0A13TimeoutResultOAA0A4TimeV_tF")
OVERLAY_WAIT(group_wait_wall, "$s8Dispatch0A5GroupC4wait11wallTimeoutAA0aE6ResultOAA0A8WallTimeV_tF")

#ifdef LEARN_GATES
/// The threads (by tid; 0: a free place) in a timed wait of libdispatch's own: an idle pool worker
/// waits up to 5 s of real time for work, then ends. When that wait times out the thread does
/// nothing of the program's, so the scheduler does not count it among the threads that go on by
/// themselves (``timed_waiting``): a run whose other threads are all blocked (a lost wake-up) is
/// stuck now, not after the idle workers' 5 s.
static _Atomic pid_t dispatch_idle[64];

static int dispatch_idle_begin(void) {
    const char *name;
    pid_t tid = thread_identity(&name);
    for (int i = 0; i < 64; i++) {
        pid_t free_place = 0;
        if (atomic_compare_exchange_strong(&dispatch_idle[i], &free_place, tid)) return i;
    }
    return -1;  // more idle waits than places: those count as going on by themselves, as before
}

static void dispatch_idle_end(int place) {
    if (place >= 0) atomic_store(&dispatch_idle[place], 0);
}

/// True while the thread `tid` waits in libdispatch's own timed wait.
static int in_dispatch_idle(pid_t tid) {
    for (int i = 0; i < 64; i++)
        if (atomic_load_explicit(&dispatch_idle[i], memory_order_relaxed) == tid) return 1;
    return 0;
}
#endif

/// Only the program's own waits: libdispatch's idle workers wait on semaphores of their own
/// (asked first, from the caller's address alone: a walk of the stack for each costs).
static long traced_wait(const char *what, void *object, uint64_t timeout, wait_fn real, void *caller) {
    if (strstr(object_file(caller), "/libdispatch.so")) {
#ifdef LEARN_GATES
        if (timeout != ~0ull) {
            int place = dispatch_idle_begin();
            long result = real(object, timeout);
            dispatch_idle_end(place);
            return result;
        }
#endif
        return real(object, timeout);
    }
    uint64_t site = overlay_site ? overlay_site : caller_site();
    if (!site) return real(object, timeout);
    GATE(site, "wait" US "%s" US "%u", what, object_number((uintptr_t)object));
    char text[64];
    snprintf(text, sizeof text, "wait: %s %u", what, object_number((uintptr_t)object));
    wait_t w;
    wait_begin(&w, text, site);
#ifdef LEARN_GATES
    // Under a scheduler a timeout is on the scheduler's clock: it comes only when nothing else can
    // go on (tracer_clock.c). The judge's own waits (`Judge.patient`) keep real time.
    if (gates_active && timeout != ~0ull && !judge_patient) {
        long result = gated_timed_wait(what, object_number((uintptr_t)object), object, real, site, timeout);
        wait_end(&w);
        return result;
    }
#endif
    long result = real(object, timeout);
    wait_end(&w);
    return result;
}

extern long dispatch_semaphore_wait(void *, uint64_t);
extern long dispatch_group_wait(void *, uint64_t);

/// A dispatch wait (`kind`: "semaphore", "group") on `object`, by `real`, for `caller`: traced
/// unless the run is untraced or the wait only polls (timeout 0).
static long traced_dispatch_wait(const char *kind, void *object, uint64_t timeout, wait_fn real, void *caller) {
    return wire < 0 || timeout == 0 ? real(object, timeout) : traced_wait(kind, object, timeout, real, caller);
}

/// A wait that ended with what it waited for (0) has happened after the signal or the group's blocks.
long dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
    REAL(dispatch_semaphore_wait);
    long result = traced_dispatch_wait("semaphore", semaphore, timeout, real_dispatch_semaphore_wait, __builtin_return_address(0));
    HB(if (result == 0) hb_acquire(sync_semaphore, (uintptr_t)semaphore);)
    return result;
}

long dispatch_group_wait(void *group, uint64_t timeout) {
    REAL(dispatch_group_wait);
    long result = traced_dispatch_wait("group", group, timeout, real_dispatch_group_wait, __builtin_return_address(0));
    HB(if (result == 0) hb_acquire(sync_group, (uintptr_t)group);)
    return result;
}
