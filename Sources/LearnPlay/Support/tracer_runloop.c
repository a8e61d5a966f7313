// The run loop on the scheduler's clock (after tracer_sched_loop.c, one translation unit;
// LEARN_GATES only): `RunLoop.run(until:)`, `RunLoop.run(mode:before:)`, `RunLoop.run()`,
// `CFRunLoopRunInMode` and `CFRunLoopRun`, and the timers they fire (`Timer.scheduledTimer`,
// `RunLoop.add(_:forMode:)`), as the program's other waits are (tracer_clock.c).
//
// How corelibs CoreFoundation waits on Linux (swift-corelibs-foundation, CFRunLoop.c): every run
// ends up in `CFRunLoopRunSpecific` (a call across the PLT, so the tracer's comes first); a turn
// waits in `ppoll` on the mode's epoll set, which holds the run loop's wake-up eventfd, the main
// queue's eventfd (main thread, common modes) and a timerfd armed for the mode's earliest timer; the
// run's own time limit is a dispatch timer source that wakes the loop, and the turn that follows
// ends the run when `mach_absolute_time` has passed it.
//
// Under the scheduler a run with a time limit is a timer on the clock. The thread still waits in
// the real run loop (as long as it takes), so whatever wakes a real run loop wakes it at once (a
// block queued on main, a source, `CFRunLoopWakeUp`); the run's own time limit is the clock's:
// when the clock reaches it, a source of the tracer's own, added to the mode for this wait, is
// signalled and the loop woken, and the run returns `kCFRunLoopRunTimedOut`. So the run ends only
// when nothing the program could still do would wake it first. A run with no limit (`run()`,
// `CFRunLoopRun`) waits as it is; a run of no time (a poll) runs as it is.
//
// Timers: each timer added to a run loop while the scheduler chooses (`CFRunLoopAddTimer`) gets
// its deadline on the clock (its fire date read against the real clock, kept whole to the ms) and
// its real fire date is put far ahead. While its run loop waits in a mode that holds it, the
// earliest such deadline is the wait's; when the clock reaches it, its fire date is set to now and
// the loop turns (polls) until CoreFoundation has fired it; a repeating timer's next deadline is
// its last plus its interval. A fire date the program sets (`timer.fireDate = …`) is read again at
// its loop's next wait. Once the scheduler stops choosing, each timer's fire date is set back to
// real time (what was left of it) at its loop's next run.
//
// What is not on the clock: a run of no time (`run(until: Date())`, `limitDate(forMode:)`) fires
// only what the clock already made due, so a thread that only polls its run loop never lets the
// clock move; timers added before the scheduler began choosing, or to a run loop that never runs
// again under it, keep real time; a source other than the tracer's handled in the very turn the
// clock fired is taken as the clock's (the run then returns as timed out, not as having handled a
// source: the clock fires only when every thread is blocked, so nothing else is ready then).

enum { loop_finished = 1, loop_stopped = 2, loop_timed_out = 3, loop_handled_source = 4 };

/// CoreFoundation's entry points (in libFoundation.so), found when a run loop first runs under the
/// scheduler: a program that never loads Foundation never runs one.
static struct {
    void *(*source_create)(const void *, long, void *);
    void (*add_source)(void *, void *, const void *);
    void (*invalidate)(void *);
    void (*signal)(void *);
    void (*wake)(void *);
    const void *(*retain)(const void *);
    void (*release)(const void *);
    unsigned char (*finished)(void *, const void *);
    unsigned char (*holds)(void *, void *, const void *);
    double (*fire_date)(void *);
    void (*set_fire_date)(void *, double);
    unsigned char (*valid)(void *);
    unsigned char (*repeats)(void *);
    double (*interval)(void *);
    double (*now)(void);
} cf;
static _Atomic int cf_state;  // 0 not looked for yet, 1 found, -1 missing

/// Whether CoreFoundation is there; each thread that asks first looks it up (the same answer):
/// `cf_state` is set once every entry point is.
static int cf_found(void) {
    int state = atomic_load(&cf_state);
    if (state) return state > 0;
#define FIND(field, name) *(void **)&cf.field = dlsym(RTLD_DEFAULT, name)
    FIND(source_create, "CFRunLoopSourceCreate");
    FIND(add_source, "CFRunLoopAddSource");
    FIND(invalidate, "CFRunLoopSourceInvalidate");
    FIND(signal, "CFRunLoopSourceSignal");
    FIND(wake, "CFRunLoopWakeUp");
    FIND(retain, "CFRetain");
    FIND(release, "CFRelease");
    FIND(finished, "_CFRunLoopFinished");
    FIND(holds, "CFRunLoopContainsTimer");
    FIND(fire_date, "CFRunLoopTimerGetNextFireDate");
    FIND(set_fire_date, "CFRunLoopTimerSetNextFireDate");
    FIND(valid, "CFRunLoopTimerIsValid");
    FIND(repeats, "CFRunLoopTimerDoesRepeat");
    FIND(interval, "CFRunLoopTimerGetInterval");
    FIND(now, "CFAbsoluteTimeGetCurrent");
#undef FIND
    void **fields = (void **)&cf;
    state = 1;
    for (size_t i = 0; i < sizeof cf / sizeof *fields; i++)
        if (!fields[i]) state = -1;
    atomic_store(&cf_state, state);
    return state > 0;
}

/// The clock's time now, and a deadline `seconds` from now on it (whole ms; `~0` past a year:
/// no timer of a run fires that late, ten minutes being the clock's limit).
static uint64_t clock_now(void) {
    pthread_mutex_lock(&sched_lock);
    uint64_t now = virtual_now;
    pthread_mutex_unlock(&sched_lock);
    return now;
}

static uint64_t clock_after(uint64_t now, double seconds) {
    if (seconds > 365.0 * 86400.0) return ~0ull;
    return now + whole_ms(seconds > 0 ? (uint64_t)(seconds * 1e9) : 0);
}

static uint64_t next_timer_seq(void) {
    pthread_mutex_lock(&sched_lock);
    uint64_t seq = ++timer_seq;
    pthread_mutex_unlock(&sched_lock);
    return seq;
}

// MARK: Timers

enum { most_loop_timers = 64 };
/// The run loops' timers on the clock (under sched_lock; CoreFoundation is never called holding it:
/// its own locks may be held by a thread that calls into the tracer). `held`: the fire date the
/// tracer gave the timer, far ahead while it waits for the clock, or now once its time came (`due`).
static struct {
    void *timer, *loop;
    uint64_t deadline, seq;
    double held;
    int due;
} loop_timers[most_loop_timers];
static int loop_timer_count;

/// The slot of `timer` in the table, -1 when it has none; under sched_lock.
static int loop_timer_slot(void *timer) {
    for (int i = 0; i < loop_timer_count; i++)
        if (loop_timers[i].timer == timer) return i;
    return -1;
}

static void loop_timer_drop(int slot) { loop_timers[slot] = loop_timers[--loop_timer_count]; }

/// A far fire date: the real loop never fires the timer by itself while the clock holds it.
static double far_ahead(double now) { return now + 1e8; }

/// `RunLoop.add(_:forMode:)`, `Timer.scheduledTimer`, `CFRunLoopAddTimer`: while the scheduler
/// chooses, the timer's time is the clock's.
extern void CFRunLoopAddTimer(void *, void *, const void *);
void CFRunLoopAddTimer(void *loop, void *timer, const void *mode) {
    REAL(CFRunLoopAddTimer);
    real_CFRunLoopAddTimer(loop, timer, mode);
    if (!gates_active || let_go || judge_patient || !cf_found() || !cf.valid(timer)) return;
    double now = cf.now(), fire = cf.fire_date(timer), held = far_ahead(now);
    pthread_mutex_lock(&sched_lock);
    int known = loop_timer_slot(timer) >= 0, room = !let_go && loop_timer_count < most_loop_timers;
    if (!known && room)
        loop_timers[loop_timer_count++] = (typeof(loop_timers[0])){
            timer, loop, clock_after(virtual_now, fire - now), ++timer_seq, held, 0 };
    pthread_mutex_unlock(&sched_lock);
    if (known || !room) return;
    cf.retain(timer);
    cf.set_fire_date(timer, held);
}

/// Looks at each of `loop`'s timers before a wait: one gone is dropped; one whose fire date is not
/// the one the tracer gave it fired (a repeating timer: its next deadline is the last plus its
/// interval) or was given a date by the program (its deadline: that far from the clock's now), and
/// is held far ahead again. The earliest deadline of those `mode` holds (`~0` for none), and its seq.
static uint64_t loop_timers_next(void *loop, const void *mode, uint64_t *seq) {
    typeof(loop_timers[0]) mine[most_loop_timers];
    int count = 0;
    pthread_mutex_lock(&sched_lock);
    uint64_t now = virtual_now;
    for (int i = 0; i < loop_timer_count; i++)
        if (loop_timers[i].loop == loop) mine[count++] = loop_timers[i];
    pthread_mutex_unlock(&sched_lock);
    uint64_t best = ~0ull;
    *seq = ~0ull;
    for (int i = 0; i < count; i++) {
        void *timer = mine[i].timer;
        int gone = !cf.valid(timer);
        double fire = gone ? 0 : cf.fire_date(timer);
        if (!gone && fire != mine[i].held) {
            uint64_t interval = (uint64_t)(cf.interval(timer) * 1e9);
            uint64_t deadline = mine[i].deadline;
            if (mine[i].due && cf.repeats(timer) && interval > 0) {
                do deadline = deadline > ~0ull - interval ? ~0ull : deadline + interval;
                while (deadline <= now);
            } else {
                double real_now = cf.now();
                deadline = clock_after(now, fire - real_now);
            }
            mine[i].deadline = deadline;
            mine[i].held = far_ahead(cf.now());
            mine[i].due = 0;
            mine[i].seq = next_timer_seq();
            cf.set_fire_date(timer, mine[i].held);
        }
        pthread_mutex_lock(&sched_lock);
        int slot = loop_timer_slot(timer);
        if (slot >= 0 && gone) loop_timer_drop(slot);
        else if (slot >= 0) loop_timers[slot] = mine[i];
        pthread_mutex_unlock(&sched_lock);
        if (gone) {
            cf.release(timer);
            continue;
        }
        if (!mine[i].due && cf.holds(loop, timer, mode) && (mine[i].deadline < best || (mine[i].deadline == best && mine[i].seq < *seq))) {
            best = mine[i].deadline;
            *seq = mine[i].seq;
        }
    }
    return best;
}

/// The timers of `loop` in `mode` whose time came on the clock fire now: each is made due (its fire
/// date set to now) and the loop turns without waiting until CoreFoundation fired them all (a turn
/// serves one thing that is ready). What the run returns when a turn ends it (the mode emptied, a
/// stop, a source handled when `return_after` asked for that), -1 when it goes on.
static int32_t loop_timers_fire(void *loop, const void *mode, unsigned char return_after, int32_t (*run)(void *, const void *, double, unsigned char)) {
    void *due[most_loop_timers];
    double held[most_loop_timers];
    int count = 0;
    pthread_mutex_lock(&sched_lock);
    uint64_t now = virtual_now;
    for (int i = 0; i < loop_timer_count; i++)
        if (loop_timers[i].loop == loop && !loop_timers[i].due && loop_timers[i].deadline <= now) due[count++] = loop_timers[i].timer;
    pthread_mutex_unlock(&sched_lock);
    int made = 0;
    for (int i = 0; i < count; i++) {
        if (!cf.valid(due[i]) || !cf.holds(loop, due[i], mode)) continue;
        double real_now = cf.now();
        pthread_mutex_lock(&sched_lock);
        int slot = loop_timer_slot(due[i]);
        if (slot >= 0) {
            loop_timers[slot].due = 1;
            loop_timers[slot].held = real_now;
        }
        pthread_mutex_unlock(&sched_lock);
        if (slot < 0) continue;
        cf.set_fire_date(due[i], real_now);
        due[made] = due[i];
        held[made++] = real_now;
    }
    for (int turn = 0; made > 0 && turn < 16; turn++) {
        int32_t result = run(loop, mode, 0, 1);
        if (result == loop_finished || result == loop_stopped || (result == loop_handled_source && return_after)) return result;
        int waiting = 0;
        for (int i = 0; i < made && !waiting; i++) waiting = cf.valid(due[i]) && cf.fire_date(due[i]) == held[i];
        if (!waiting) break;
    }
    return -1;
}

/// The scheduler stopped choosing: `loop`'s timers keep real time again, each due in what was left
/// of its time on the clock.
static void loop_timers_let_go(void *loop) {
    if (!loop_timer_count) return;  // read without the lock: the table only grows while the scheduler chooses
    while (1) {
        pthread_mutex_lock(&sched_lock);
        int slot = -1;
        for (int i = 0; i < loop_timer_count && slot < 0; i++)
            if (loop_timers[i].loop == loop) slot = i;
        typeof(loop_timers[0]) entry = slot >= 0 ? loop_timers[slot] : (typeof(loop_timers[0])){ 0 };
        uint64_t now = virtual_now;
        if (slot >= 0) loop_timer_drop(slot);
        pthread_mutex_unlock(&sched_lock);
        if (slot < 0) return;
        if (cf.valid(entry.timer) && !entry.due && cf.fire_date(entry.timer) == entry.held)
            cf.set_fire_date(entry.timer, cf.now() + (entry.deadline > now ? (double)(entry.deadline - now) / 1e9 : 0));
        cf.release(entry.timer);
    }
}

// MARK: Waiting

/// A wait's own source: its perform says the clock ended the turn.
typedef struct { int performed; } loop_turn_t;
static void loop_perform(void *info) { ((loop_turn_t *)info)->performed = 1; }

typedef struct {
    long version;
    void *info;
    void *retain, *release, *describe, *equal, *hash, *schedule, *cancel;
    void (*perform)(void *);
} loop_source_context_t;

/// Signals a loop wait's source and wakes its loop, outside sched_lock (CoreFoundation takes its
/// own locks), then lets its thread go on (``loop_wait`` waits while `loop_signalling`).
static void ring_loop(sched_thread_t *t, void *loop, void *source) {
    cf.signal(source);
    cf.wake(loop);
    pthread_mutex_lock(&sched_lock);
    t->loop_signalling--;
    pthread_cond_broadcast(&t->wake);
    pthread_mutex_unlock(&sched_lock);
}

/// The clock reached a loop wait's deadline (``advance_clock_at``, sched_lock held; unlocks it):
/// its source is signalled and its loop woken (``ring_loop``).
static void fire_loop(sched_thread_t *t) {
    t->loop_fired = 1;
    t->loop_parked = 0;
    t->loop_signalling++;
    void *loop = t->loop, *source = t->loop_source;
    pthread_mutex_unlock(&sched_lock);
    ring_loop(t, loop, source);
}

/// The scheduler stopped choosing (``clock_let_go``, under sched_lock): the wait is fired by
/// ``loops_let_go`` once the lock is let go.
static void loop_let_go_locked(sched_thread_t *t) {
    t->loop_fired = 1;
    t->loop_parked = 0;
    t->loop_signalling++;
    t->loop_let_go = 1;
}

/// After ``wake_all``, sched_lock let go: each loop wait it fired is signalled.
static void loops_let_go(void) {
    for (int i = 0;; i++) {
        pthread_mutex_lock(&sched_lock);
        if (i >= thread_count) {
            pthread_mutex_unlock(&sched_lock);
            return;
        }
        sched_thread_t *t = &threads[i];
        void *loop = t->loop, *source = t->loop_source;
        int mine = t->loop_let_go;
        t->loop_let_go = 0;
        pthread_mutex_unlock(&sched_lock);
        if (mine) ring_loop(t, loop, source);
    }
}

/// A thread's loop wait as its entry holds it (``sched_thread_t``'s `loop_…` fields).
typedef struct { int parked; uint64_t deadline, seq; void *loop, *source; } loop_wait_t;

/// Gives the thread's entry `wait` (not fired yet) and returns the one it held; under sched_lock.
static loop_wait_t swap_loop_wait(sched_thread_t *t, loop_wait_t wait) {
    loop_wait_t held = { t->loop_parked, t->loop_deadline, t->loop_seq, t->loop, t->loop_source };
    t->loop_parked = wait.parked;
    t->loop_fired = 0;
    t->loop_deadline = wait.deadline;
    t->loop_seq = wait.seq;
    t->loop = wait.loop;
    t->loop_source = wait.source;
    return held;
}

/// One wait of the real run loop until something wakes it or the clock reaches `deadline`: 1 when
/// the clock fired it, 0 when something else ended the turn, -1 when the scheduler stopped
/// choosing before it began. `*result`: what the real run returned; `*performed`: whether the
/// clock's source ended it.
static int loop_wait(void *loop, const void *mode, uint64_t deadline, uint64_t seq, int32_t (*run)(void *, const void *, double, unsigned char),
                     int32_t *result, int *performed) {
    loop_turn_t turn = { 0 };
    loop_source_context_t context = { .info = &turn, .perform = loop_perform };
    void *source = cf.source_create(NULL, 0, &context);
    if (!source) return -1;
    cf.add_source(loop, source, mode);
    pid_t tid = gate_tid();
    may_block();
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = let_go ? NULL : entry_locked(tid);
    // A run inside a callout of another (a block on main that runs the loop again) waits on its own.
    loop_wait_t outer = t ? swap_loop_wait(t, (loop_wait_t){ 1, deadline, seq, loop, source }) : (loop_wait_t){ 0 };
    pthread_mutex_unlock(&sched_lock);
    int fired = -1;
    if (t) {
        *result = run(loop, mode, 1e10, 1);
        pthread_mutex_lock(&sched_lock);
        while (t->loop_signalling) pthread_cond_wait(&t->wake, &sched_lock);
        fired = t->loop_fired;
        swap_loop_wait(t, outer);
        pthread_mutex_unlock(&sched_lock);
    }
    cf.invalidate(source);
    cf.release(source);
    *performed = turn.performed;
    return fired;
}

/// The runs on the clock now, so that a `CFRunLoopStop` of their loop ends them: a stop made in a
/// callout of a turn the tracer asked for (a timer's, fired on the clock) would end that turn alone.
enum { most_runs = 32 };
static struct { void *loop; uint64_t seq; int stop; } clock_runs[most_runs];

/// A run of `loop` begins on the clock: its slot (-1 when the table is full; a stop then ends only a real turn).
static int clock_run_begin(void *loop, uint64_t seq) {
    pthread_mutex_lock(&sched_lock);
    int slot = -1;
    for (int i = 0; i < most_runs && slot < 0; i++)
        if (!clock_runs[i].loop) slot = i;
    if (slot >= 0) clock_runs[slot] = (typeof(clock_runs[0])){ loop, seq, 0 };
    pthread_mutex_unlock(&sched_lock);
    return slot;
}

/// Whether the run in `slot` was stopped (the stop is taken), or ends (`end`): its slot is free again.
static int clock_run_stopped(int slot, int end) {
    if (slot < 0) return 0;
    pthread_mutex_lock(&sched_lock);
    int stopped = clock_runs[slot].stop;
    clock_runs[slot].stop = 0;
    if (end) clock_runs[slot].loop = NULL;
    pthread_mutex_unlock(&sched_lock);
    return stopped;
}

/// `CFRunLoopStop`: the innermost run of the loop on the clock is stopped too.
extern void CFRunLoopStop(void *);
void CFRunLoopStop(void *loop) {
    REAL(CFRunLoopStop);
    pthread_mutex_lock(&sched_lock);
    int latest = -1;
    for (int i = 0; i < most_runs; i++)
        if (clock_runs[i].loop == loop && (latest < 0 || clock_runs[i].seq > clock_runs[latest].seq)) latest = i;
    if (latest >= 0) clock_runs[latest].stop = 1;
    pthread_mutex_unlock(&sched_lock);
    real_CFRunLoopStop(loop);
}

/// The deadline a `RunLoop.run(until:)` gives the runs it makes (``clock_run_until``), taken by the
/// first of them (a run inside one of its callouts has its own).
static __thread uint64_t loop_until;

static int32_t on_clock_run(void *loop, const void *mode, double seconds, unsigned char return_after, uint64_t deadline, uint64_t seq, int slot);

/// Every run of a run loop: with a time limit, on the scheduler's clock (the header above).
extern int32_t CFRunLoopRunSpecific(void *, const void *, double, unsigned char);
int32_t CFRunLoopRunSpecific(void *loop, const void *mode, double seconds, unsigned char return_after) {
    REAL(CFRunLoopRunSpecific);
    uint64_t until = loop_until;
    loop_until = 0;
    int on_clock = on_virtual_time(__builtin_return_address(0)) && cf_found();
    if (!on_clock && let_go && atomic_load(&cf_state) > 0) loop_timers_let_go(loop);
    if (!on_clock || (seconds <= 0 && !until) || cf.finished(loop, mode)) return real_CFRunLoopRunSpecific(loop, mode, seconds, return_after);
    uint64_t deadline = until ? until : clock_after(clock_now(), seconds), seq = next_timer_seq();
    int slot = clock_run_begin(loop, seq);
    int32_t result = on_clock_run(loop, mode, seconds, return_after, deadline, seq, slot);
    clock_run_stopped(slot, 1);
    return result;
}

/// A run on the clock until `deadline` (``CFRunLoopRunSpecific``): turns for the timers whose time
/// came, then waits for what wakes it first, the clock or the program.
static int32_t on_clock_run(void *loop, const void *mode, double seconds, unsigned char return_after, uint64_t deadline, uint64_t seq, int slot) {
    REAL(CFRunLoopRunSpecific);
    while (1) {
        int32_t result = loop_timers_fire(loop, mode, return_after, real_CFRunLoopRunSpecific);
        if (clock_run_stopped(slot, 0)) return loop_stopped;
        if (result >= 0) return result;
        if (clock_now() >= deadline) return loop_timed_out;
        uint64_t timer_seq_next, next = loop_timers_next(loop, mode, &timer_seq_next);
        int later = next > deadline || (next == deadline && timer_seq_next > seq);
        int performed = 0;
        int fired = loop_wait(loop, mode, later ? deadline : next, later ? seq : timer_seq_next, real_CFRunLoopRunSpecific, &result, &performed);
        if (fired < 0) {  // the scheduler stopped choosing: real time again
            loop_timers_let_go(loop);
            return real_CFRunLoopRunSpecific(loop, mode, seconds, return_after);
        }
        if (fired) yielded_since_gate = 1;  // it waited for the clock: it gave way, as a sleep does
        if (clock_run_stopped(slot, 0) || result == loop_stopped) return loop_stopped;
        if (result == loop_finished) return result;
        if (result == loop_handled_source && !performed && return_after) return result;
    }
}

/// Foundation's `RunLoop.run(until:)` runs `run(mode: .default, before:)` again while the wall
/// clock has not reached the date: on the scheduler's clock it runs it until the clock has.
#define RUN_UNTIL "$s10Foundation7RunLoopC3run5untily0A10Essentials4DateV_tF"
#define RUN_BEFORE "$s10Foundation7RunLoopC3run4mode6beforeSbAC4ModeV_0A10Essentials4DateVtF"
#define MODE_DEFAULT "$s10Foundation7RunLoopC4ModeV7defaultAEvgZ"
typedef struct { uint64_t word[2]; } swift_string_t;  // a `RunLoop.Mode`: its raw `String`
typedef SWIFTCALL void (*run_until_t)(double, void *__attribute__((swift_context)));
typedef SWIFTCALL bool (*run_before_t)(uint64_t, uint64_t, double, void *__attribute__((swift_context)));
typedef SWIFTCALL swift_string_t (*mode_default_t)(void *__attribute__((swift_context)));
extern void swift_bridgeObjectRelease(void *);

/// `until`: a `Date`, seconds since 2001-01-01 (978307200 s after 1970's).
SWIFTCALL void clock_run_until(double until, void *self __attribute__((swift_context))) __asm__(RUN_UNTIL);
SWIFTCALL void clock_run_until(double until, void *self __attribute__((swift_context))) {
    static run_until_t real;
    static run_before_t before;
    static mode_default_t mode_default;
    if (!real) {
        before = (run_before_t)dlsym(RTLD_NEXT, RUN_BEFORE);
        mode_default = (mode_default_t)dlsym(RTLD_NEXT, MODE_DEFAULT);
        real = (run_until_t)dlsym(RTLD_NEXT, RUN_UNTIL);
    }
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    double seconds = until + 978307200.0 - ((double)now.tv_sec + (double)now.tv_nsec / 1e9);
    if (!on_virtual_time(__builtin_return_address(0)) || !before || !mode_default || !cf_found() || seconds <= 0) {
        real(until, self);
        return;
    }
    uint64_t deadline = clock_after(clock_now(), seconds);
    swift_string_t mode = mode_default(NULL);
    while (1) {
        loop_until = deadline;
        bool ran = before(mode.word[0], mode.word[1], until, self);
        loop_until = 0;
        if (!ran || let_go || clock_now() >= deadline) break;
    }
    swift_bridgeObjectRelease((void *)mode.word[1]);
    if (let_go) real(until, self);  // the scheduler stopped choosing: the rest in real time
}
