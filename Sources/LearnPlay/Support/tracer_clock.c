// Virtual time for the learner's code under the scheduler (after tracer_sched.c, one translation
// unit; LEARN_GATES only), as the demos have it: every sleep and timed wait of the program is a
// timer on the scheduler's clock, and no scheduled run sleeps in real time.
//
// - `sleep`, `usleep`, `nanosleep`, `clock_nanosleep` and `Thread.sleep` (the program's own, or
//   Foundation's) park the thread until the clock reaches its deadline.
// - `asyncAfter` (`dispatch_after`) queues its block when the clock reaches its deadline.
// - `Task.sleep` (`for:`, `nanoseconds:`, `until:`, a `ContinuousClock`'s or `SuspendingClock`'s
//   `sleep`): the 6.3 runtime's global executor hands the sleep's wake-up job to `dispatch_after_f`,
//   or, given a tolerance, to a one-shot dispatch timer source (`swift_dispatchEnqueueWithDeadline`;
//   the runtime's `…WithDelay_hook`/`…WithDeadline_hook` are not on that path, and a runtime that
//   calls them reaches the same two calls). Either is a timer: at its deadline the job is queued
//   as the timer would have queued it (the source's timer is set to now). A cancelled sleep is
//   resumed by the runtime at once; its wake-up job stays on the clock and does nothing when it fires.
// - A timed wait (`semaphore.wait(timeout:)`, `group.wait(timeout:)`, `NSCondition.wait(until:)`,
//   `pthread_cond_timedwait`) parks until it is signalled or the clock reaches its deadline; a
//   waiter looks again whenever the run went on since it last looked.
// - A run loop's run with a time limit (`RunLoop.run(until:)`, `run(mode:before:)`,
//   `CFRunLoopRunInMode`) and the `Timer`s it fires: tracer_runloop.c.
// - The clock moves only when no thread can go on: the run has settled, no thread stands at a gate
//   and no waiter has anything new to look at. Then the earliest deadline comes (ties: the timer set
//   first): its thread wakes or its block is queued. So a timeout fires only when nothing the
//   program could still do would end the wait first, as in a real run where the other threads are
//   quick; and a thread that polls with a sleep never keeps another from running.
// - The program's clock reads (`Date()`, `DispatchTime.now()`, `ContinuousClock.now`, `time`, …: every
//   read of the time of day or the uptime, not a CPU clock) give real time plus the time the
//   scheduler's clock skipped, so a 50 ms timed wait nobody signals reads as 50 ms gone, as in a real
//   run, and a file cannot tell a scheduled run from a free one by timing a wait. The whole process
//   reads the shifted clock (libdispatch, Foundation, the runtime, the judge, this file); each
//   absolute deadline is shifted back where it leaves for the kernel (``unshifted``). The trace's
//   own times stay real (`real_clock_gettime`). FORMAT.md lists what can still tell runs apart.
// - The judge's own waits (`Judge.patient`) keep real time; so does everything once the scheduler
//   stops choosing (a token used up, the run ending): parked threads then go on at once.

#include <semaphore.h>
#include <sys/time.h>
#include <sys/timerfd.h>

extern void dispatch_retain(void *);
extern void dispatch_release(void *);
extern void dispatch_after_f(uint64_t, dq_t, void *, fn_t);
extern uint64_t dispatch_time(uint64_t, int64_t);
extern void dispatch_source_set_timer(void *, uint64_t, uint64_t, uint64_t);

/// A run loop's wait on the clock (tracer_runloop.c): its time came (``fire_loop``, which unlocks
/// sched_lock), or the scheduler stopped choosing (``loop_let_go_locked``, under it).
static void fire_loop(sched_thread_t *t);
static void loop_let_go_locked(sched_thread_t *t);
/// After ``wake_all``, once sched_lock is let go: the run loops it fired are signalled.
static void loops_let_go(void);

static uint64_t virtual_now;  // the scheduler's clock, ns from the run's start; under sched_lock
static uint64_t timer_seq;  // timers in the order they were set
enum { park_sleep = 1, park_wait, park_condition };
enum { most_delayed = 256 };
/// What is queued when the clock reaches a deadline: `asyncAfter`'s block, the runtime's job for a
/// `Task.sleep` (a function and its context), or a `Task.sleep`'s one-shot timer source.
typedef struct { uint64_t deadline, seq; dq_t q; blk_t block; void *context; fn_t function; void *source; } delayed_t;
static delayed_t delayed[most_delayed];
static int delayed_count;
/// The run's clock stops at ten minutes: a program that only polls a flag no thread will set (a
/// sleep in a loop, with nothing else left) is stuck, not slow.
static const uint64_t virtual_limit = 600ull * 1000000000ull;

// MARK: The program's clock

/// The time the program's clock skipped, in ns: in a schedule, `virtual_now`, which moves only by
/// jumps, when no thread can go on; in a verify's noisy free run, what its cut sleeps and delays
/// left out (``noisy_sleep``, ``noisy_after``). Read without a lock at every clock read of the program.
static _Atomic uint64_t clock_shift;

/// Set once a noisy free run cut a sleep or a delay short: its report says `clockEarly`, as a
/// schedule's does that moved the clock early, so it may break a check of every run but
/// witnesses none (a real run where others were that slow is possible, not one to count on).
static _Atomic int noise_cut;

/// Whether `clock` tells the time of day or the uptime (the clocks the program's reads and
/// deadlines are shifted on); a CPU clock is not.
static int shifted_clock(clockid_t clock) {
    switch (clock) {
    case CLOCK_REALTIME: case CLOCK_MONOTONIC: case CLOCK_MONOTONIC_RAW: case CLOCK_REALTIME_COARSE:
    case CLOCK_MONOTONIC_COARSE: case CLOCK_BOOTTIME: case CLOCK_REALTIME_ALARM: case CLOCK_BOOTTIME_ALARM: case CLOCK_TAI:
        return 1;
    default:
        return 0;
    }
}

static struct timespec ns_timespec(uint64_t ns) {
    return (struct timespec){ (time_t)(ns / 1000000000ull), (long)(ns % 1000000000ull) };
}

/// An absolute time of the program's clock on the real one, where it leaves for the kernel
/// (never 0 ns: a zero time disarms a timer).
static struct timespec unshifted(clockid_t clock, const struct timespec *t) {
    uint64_t shift = atomic_load_explicit(&clock_shift, memory_order_relaxed);
    if (!t || !shift || !shifted_clock(clock) || t->tv_sec < 0) return t ? *t : (struct timespec){ 0, 0 };
    uint64_t at = timespec_ns(t);
    return ns_timespec(at > shift ? at - shift : 1);
}

extern int clock_gettime(clockid_t, struct timespec *);
int clock_gettime(clockid_t clock, struct timespec *t) {
    int result = real_clock_gettime(clock, t);
    uint64_t shift = atomic_load_explicit(&clock_shift, memory_order_relaxed);
    if (shift && result == 0 && t && shifted_clock(clock)) *t = ns_timespec(timespec_ns(t) + shift);
    return result;
}

extern int gettimeofday(struct timeval *restrict, void *restrict);
int gettimeofday(struct timeval *restrict tv, void *restrict zone) {
    REAL(gettimeofday);
    int result = real_gettimeofday(tv, zone);
    uint64_t shift = atomic_load_explicit(&clock_shift, memory_order_relaxed);
    if (shift && result == 0 && tv) {
        uint64_t us = (uint64_t)tv->tv_sec * 1000000ull + (uint64_t)tv->tv_usec + shift / 1000ull;
        tv->tv_sec = (time_t)(us / 1000000ull);
        tv->tv_usec = (suseconds_t)(us % 1000000ull);
    }
    return result;
}

extern time_t time(time_t *);
time_t time(time_t *out) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (out) *out = now.tv_sec;
    return now.tv_sec;
}

extern int timespec_get(struct timespec *, int);
int timespec_get(struct timespec *t, int base) {
    if (base != TIME_UTC || clock_gettime(CLOCK_REALTIME, t) != 0) return 0;
    return base;
}

// The deadlines that leave for the kernel: each shifted back to the real clock.

extern int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *);
int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old) {
    REAL(timerfd_settime);
    if (!(flags & 1) || !value || (value->it_value.tv_sec == 0 && value->it_value.tv_nsec == 0))  // TFD_TIMER_ABSTIME
        return real_timerfd_settime(fd, flags, value, old);
    struct itimerspec real_value = *value;
    real_value.it_value = unshifted(CLOCK_MONOTONIC, &value->it_value);
    return real_timerfd_settime(fd, flags, &real_value, old);
}

extern int sem_timedwait(sem_t *, const struct timespec *);
int sem_timedwait(sem_t *semaphore, const struct timespec *until) {
    REAL(sem_timedwait);
    struct timespec real_until = unshifted(CLOCK_REALTIME, until);
    return real_sem_timedwait(semaphore, until ? &real_until : NULL);
}

extern int sem_clockwait(sem_t *, clockid_t, const struct timespec *);
int sem_clockwait(sem_t *semaphore, clockid_t clock, const struct timespec *until) {
    REAL(sem_clockwait);
    struct timespec real_until = unshifted(clock, until);
    return real_sem_clockwait(semaphore, clock, until ? &real_until : NULL);
}

/// A duration read from a deadline on the real clock, kept to the next whole millisecond: the
/// program read the clock a little before the tracer did, so `1 s` arrives as `1 s − δ`, δ a few
/// µs that differ from run to run; kept whole, two timers set for the same time tie, and fire in
/// the order they were set, in every run.
static uint64_t whole_ms(uint64_t ns) {
    return ns > ~0ull - 999999ull ? ns : (ns + 999999ull) / 1000000ull * 1000000ull;
}

/// How far off `when` (a `dispatch_time_t`) is, in ns: its clock read from its top bits, as
/// libdispatch encodes it on Linux (uptime: CLOCK_MONOTONIC; wall: the negated CLOCK_REALTIME).
static uint64_t dispatch_duration(uint64_t when) {
    if (when == 0) return 0;
    clockid_t clock = CLOCK_MONOTONIC;
    uint64_t value = when;
    if ((int64_t)when < 0) {
        if (when & (1ull << 62)) {
            clock = CLOCK_REALTIME;
            value = when == ~1ull ? 0 : (uint64_t)(-(int64_t)when);
        } else {
            clock = CLOCK_BOOTTIME;
            value = when & ~(1ull << 63);
        }
    }
    struct timespec now;
    clock_gettime(clock, &now);
    uint64_t ns = timespec_ns(&now);
    return whole_ms(value > ns ? value - ns : 0);
}

/// How far off an absolute `timespec` of a condition variable is: CLOCK_REALTIME (the default),
/// else CLOCK_MONOTONIC when that reads as a nearer future (a condition made with it).
static uint64_t timespec_duration(const struct timespec *until) {
    uint64_t at = timespec_ns(until);
    struct timespec real, mono;
    clock_gettime(CLOCK_REALTIME, &real);
    clock_gettime(CLOCK_MONOTONIC, &mono);
    uint64_t r = timespec_ns(&real), m = timespec_ns(&mono);
    if (at + 86400ull * 1000000000ull < r && at > m) return whole_ms(at - m);  // far in the realtime past: a monotonic deadline
    return whole_ms(at > r ? at - r : 0);
}

/// Whether a sleep or wait called from `caller` goes by the scheduler's clock: the program's own
/// or Foundation's (`Thread.sleep`, `NSCondition`), while the scheduler chooses, and not the judge's.
static int on_virtual_time(void *caller) {
    return gates_active && !let_go && !judge_patient && !from_tracer(caller) && program_or_foundation(caller);
}

/// Parks the calling thread until the clock reaches `deadline` (from now when `relative`): 1 when its
/// time came, 0 when the scheduler asks a waiter to look again, -1 when the scheduler stopped
/// choosing (the caller then goes on in real time). `condition`: a condition-variable wait's, which
/// the clock wakes by broadcasting it (the thread then waits inside `pthread_cond_wait`, not here).
static int park(uint64_t *deadline, int relative, int kind, pthread_cond_t *condition) {
    pid_t tid = gate_tid();
    may_block();
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = let_go ? NULL : entry_locked(tid);
    if (!t) {
        pthread_mutex_unlock(&sched_lock);
        return -1;
    }
    if (relative) *deadline = *deadline > ~0ull - virtual_now ? ~0ull : virtual_now + *deadline;
    t->deadline = *deadline;
    t->timer_seq = ++timer_seq;
    t->parked = kind;
    t->fired = 0;
    t->looked = progress;
    t->condition = condition;
    if (kind == park_condition) {
        pthread_mutex_unlock(&sched_lock);
        return 0;  // the caller waits on its condition; ``unpark_condition`` tells what woke it
    }
    while ((t->parked && !let_go) || exit_holds) pthread_cond_wait(&t->wake, &sched_lock);
    int result = t->parked ? -1 : t->fired;
    t->parked = 0;
    pthread_mutex_unlock(&sched_lock);
    return result;
}

/// After a condition wait parked with ``park``: 1 when the clock woke it (its time came), 0 else.
static int unpark_condition(void) {
    pid_t tid = gate_tid();
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = entry_locked(tid);
    int fired = t && t->fired;
    if (t) t->parked = 0;
    pthread_mutex_unlock(&sched_lock);
    return fired;
}

/// One time in two, a wait of `ns` in a noisy free run is cut to a random 0–200 µs of real time:
/// the real length then (the clock has jumped by the rest, and the run is marked), else -1.
static int64_t cut_short(uint64_t ns) {
    uint64_t r = noise_next();
    uint64_t real = (r >> 8) % 200001;
    if ((r & 1) || real >= ns) return -1;
    noise_cut = 1;
    atomic_fetch_add_explicit(&clock_shift, ns - real, memory_order_relaxed);
    return (int64_t)real;
}

/// A verify's noisy free run (``noise``): a sleep of the program's (or Foundation's, or the judge's)
/// is, one time in two, cut to a random 0–200 µs of real time, and the program's clock
/// jumps by the rest (``clock_shift``). The sleeper reads that it slept as long as it asked; the
/// other threads got only what was left of that time: a real run in which they were that slow. An
/// order held by sleeping alone breaks in such a run, however long the sleep (the corpus's
/// `dependencies/told-by-speed`, which tells a schedule by how slow a queue hop is).
static int noisy_sleep(uint64_t ns, void *caller) {
    if (!noise_on || gates_active || judge_patient || from_tracer(caller) || !program_or_foundation(caller)) return -1;
    int64_t real = cut_short(ns);
    if (real < 0) return -1;
    struct timespec pause = ns_timespec((uint64_t)real);
    if (real) syscall(SYS_nanosleep, &pause, NULL);
    return 0;
}

/// `asyncAfter` in a verify's noisy free run: one time in two its block is queued after a random
/// 0–200 µs of real time, and the program's clock jumps by the rest of its delay, as the
/// scheduler's clock fires a delayed block early (a token's `0`): a real run in which every other
/// thread was that slow. An order held by a delay alone breaks in such a run.
static uint64_t noisy_after(uint64_t when) {
    if (!noise_on || judge_patient || when == ~0ull) return when;  // DISPATCH_TIME_FOREVER
    int64_t real = cut_short(dispatch_duration(when));
    return real < 0 ? when : dispatch_time(0, real);  // DISPATCH_TIME_NOW
}

/// A sleep of `ns` on the scheduler's clock (or cut short in a noisy free run); 0 when it was
/// taken there, -1 when it must be real.
static int virtual_sleep(uint64_t ns, void *caller) {
    if (!on_virtual_time(caller)) return noisy_sleep(ns, caller);
    uint64_t deadline = ns;
    return park(&deadline, 1, park_sleep, NULL) >= 0 ? 0 : -1;
}

/// A timed wait on a semaphore or group (``traced_wait``): taken at once when signalled; else
/// parked until signalled (it looks again whenever the run went on) or until its deadline comes on
/// the scheduler's clock, when it stands at a gate of its own (`times out waiting on …`) and times out.
static long gated_timed_wait(const char *what, unsigned number, void *object, timed_wait_fn real, uint64_t site, uint64_t timeout) {
    long result = real(object, 0);  // DISPATCH_TIME_NOW
    if (result == 0) return 0;
    uint64_t deadline = dispatch_duration(timeout);
    int relative = 1;
    while (1) {
        int woke = park(&deadline, relative, park_wait, NULL);
        relative = 0;
        result = real(object, 0);
        if (result == 0) return 0;
        if (woke < 0) return real(object, timeout);  // the scheduler stopped: real time again
        if (woke == 1) break;
    }
    gate(site, "timeout" US "%s" US "%u", what, number);
    result = real(object, 0);  // a signal may have come while it stood at its gate
    if (result != 0) yielded_since_gate = 1;
    return result;
}

/// Puts `item` (its deadline a `dispatch_time_t`) on the clock; 0 when it cannot be (the scheduler
/// stopped choosing, or too many are waiting): the caller then queues it in real time.
static int delay_item(uint64_t when, delayed_t item) {
    pthread_mutex_lock(&sched_lock);
    if (let_go || delayed_count == most_delayed) {
        pthread_mutex_unlock(&sched_lock);
        return 0;
    }
    uint64_t duration = dispatch_duration(when);
    item.deadline = duration > ~0ull - virtual_now ? ~0ull : virtual_now + duration;
    item.seq = ++timer_seq;
    if (item.block) item.block = (blk_t)_Block_copy(item.block);
    if (item.source) dispatch_retain(item.source);
    delayed[delayed_count++] = item;
    pthread_mutex_unlock(&sched_lock);
    return 1;
}

/// `asyncAfter`'s block under the scheduler: queued when the clock reaches its deadline.
static int delay_block(uint64_t when, dq_t q, blk_t block) { return delay_item(when, (delayed_t){ .q = q, .block = block }); }

/// A delayed item's deadline came: it is queued as the real timer would have queued it.
static void fire_delayed(delayed_t item) {
    REAL(dispatch_async);
    REAL(dispatch_async_f);
    REAL(dispatch_source_set_timer);
    if (item.block) {
        real_dispatch_async(item.q, item.block);
        _Block_release(item.block);
    } else if (item.function) {
        real_dispatch_async_f(item.q, item.context, item.function);
    } else if (item.source) {
        real_dispatch_source_set_timer(item.source, 0, ~0ull, 0);  // DISPATCH_TIME_NOW, once
        dispatch_release(item.source);
    }
}

/// Whether a `dispatch_after_f` or a timer source's `dispatch_source_set_timer` from `caller` is a
/// `Task.sleep`'s, and on the scheduler's clock: the concurrency runtime's, while the scheduler
/// chooses, and not in a judge's patient wait.
static int task_sleep_on_clock(void *caller) {
    return gates_active && !let_go && !judge_patient && from_concurrency(caller);
}

/// A `Task.sleep`'s wake-up job (Swift 6.3: `swift_dispatchEnqueueWithDeadline`): on the clock.
void dispatch_after_f(uint64_t when, dq_t q, void *context, fn_t function) {
    REAL(dispatch_after_f);
    if (task_sleep_on_clock(__builtin_return_address(0))
        && delay_item(when, (delayed_t){ .q = q, .context = context, .function = function }))
        return;
    real_dispatch_after_f(when, q, context, function);
}

/// A `Task.sleep` with a tolerance: the runtime's one-shot timer source fires when the clock says
/// (its timer stays unset until then).
void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway) {
    REAL(dispatch_source_set_timer);
    if (interval == ~0ull && task_sleep_on_clock(__builtin_return_address(0))
        && delay_item(start, (delayed_t){ .source = source })) {
        real_dispatch_source_set_timer(source, ~0ull, ~0ull, leeway);  // DISPATCH_TIME_FOREVER
        return;
    }
    real_dispatch_source_set_timer(source, start, interval, leeway);
}

/// The scheduler stopped choosing (``wake_all``): the delayed items are queued now, and a thread
/// in a condition wait on the clock is woken as if its time came; under sched_lock.
static void clock_let_go(void) {
    for (int i = 0; i < delayed_count; i++) fire_delayed(delayed[i]);
    delayed_count = 0;
    for (int i = 0; i < thread_count; i++) {
        if (threads[i].parked == park_condition) {
            threads[i].fired = 1;
            pthread_cond_broadcast(threads[i].condition);
        }
        if (threads[i].loop_parked) loop_let_go_locked(&threads[i]);
    }
}

/// Whether a timer is set (a thread parked on the clock, a delayed block): then exploring may also
/// move the clock early, at a choice (the token's `0`); under sched_lock.
static int timer_set(void) {
    if (delayed_count) return 1;
    for (int i = 0; i < thread_count; i++)
        if ((threads[i].parked && threads[i].deadline <= virtual_limit) || (threads[i].loop_parked && threads[i].loop_deadline <= virtual_limit))
            return 1;
    return 0;
}

/// The run cannot go on by itself (settled, nobody at a gate): each waiter that has not looked
/// since the run last went on looks again; else the clock moves to the earliest deadline and wakes
/// its thread or queues its block. 1 when something was woken (the scheduler looks again), 0 when
/// no timer is set (or the clock reached its limit): then the run is stuck. `early`: a schedule
/// moves the clock while threads stand at gates (a token's `0`): the earliest timeout or delayed
/// block fires at once (the earliest sleep's end when there is none), as if every thread that
/// could go on, sleepers too, were slower than it.
static int advance_clock_at(int early) {
    pthread_mutex_lock(&sched_lock);
    int asked = 0;
    for (int i = 0; i < thread_count && !early; i++) {
        sched_thread_t *t = &threads[i];
        if (t->parked == park_wait && t->looked != progress) {
            t->parked = 0;
            t->fired = 0;
            pthread_cond_signal(&t->wake);
            asked++;
        }
    }
    if (asked) {
        pthread_mutex_unlock(&sched_lock);
        return 1;
    }
    int thread = -1, block = -1, loop = -1;
    uint64_t best = ~0ull, best_seq = ~0ull;
#define EARLIER(deadline, seq) ((deadline) < best || ((deadline) == best && (seq) < best_seq))
    // Moved early, the clock reaches a timeout, a delayed block or a run loop's time before any
    // sleep's end: a sleeper may oversleep as a busy thread may be slow, and an order held by a
    // timeout alone breaks there.
    int other_timer = delayed_count > 0;
    for (int i = 0; i < thread_count; i++)
        other_timer |= threads[i].parked == park_wait || threads[i].parked == park_condition || threads[i].loop_parked;
    int skip_sleeps = early && other_timer;
    for (int i = 0; i < thread_count; i++) {
        sched_thread_t *t = &threads[i];
        if (t->parked && !(t->parked == park_sleep && skip_sleeps) && EARLIER(t->deadline, t->timer_seq)) {
            best = t->deadline;
            best_seq = t->timer_seq;
            thread = i;
            loop = -1;
        }
        if (t->loop_parked && EARLIER(t->loop_deadline, t->loop_seq)) {
            best = t->loop_deadline;
            best_seq = t->loop_seq;
            loop = i;
            thread = -1;
        }
    }
    for (int i = 0; i < delayed_count; i++)
        if (EARLIER(delayed[i].deadline, delayed[i].seq)) {
            best = delayed[i].deadline;
            best_seq = delayed[i].seq;
            block = i;
            thread = loop = -1;
        }
#undef EARLIER
    if ((thread < 0 && block < 0 && loop < 0) || best == ~0ull || best > virtual_limit) {
        pthread_mutex_unlock(&sched_lock);
        return 0;
    }
    if (best > virtual_now) virtual_now = best;
    atomic_store_explicit(&clock_shift, virtual_now, memory_order_relaxed);
    progress++;
    if (loop >= 0) {
        fire_loop(&threads[loop]);  // unlocks sched_lock
        return 1;
    }
    if (block >= 0) {
        delayed_t item = delayed[block];
        delayed[block] = delayed[--delayed_count];
        pthread_mutex_unlock(&sched_lock);
        fire_delayed(item);
        return 1;
    }
    sched_thread_t *t = &threads[thread];
    t->fired = 1;
    t->clock_wakes++;
    if (t->parked == park_condition) {
        pthread_cond_t *condition = t->condition;
        t->parked = 0;
        pthread_mutex_unlock(&sched_lock);
        pthread_cond_broadcast(condition);  // a spurious wake-up for its other waiters, as POSIX allows
        return 1;
    }
    t->parked = 0;
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&sched_lock);
    return 1;
}

static int advance_clock(void) { return advance_clock_at(0); }

/// How often the clock woke the calling thread (``learn_judge_clock_wakes``): 0 in a free run and
/// for a thread the scheduler does not know (it is looked up, never added to the table).
static int64_t clock_wakes_of_caller(void) {
    if (!gates_active) return 0;
    pid_t tid = gate_tid();
    int64_t wakes = 0;
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++)
        if (threads[i].tid == tid) wakes = threads[i].clock_wakes;
    pthread_mutex_unlock(&sched_lock);
    return wakes;
}

/// Foundation's `Thread.sleep(forTimeInterval:)` and `Thread.sleep(until:)` sleep in a loop until
/// the wall clock has passed the end: on the scheduler's clock they are one sleep each.
#define THREAD_SLEEP_FOR "$s10Foundation6ThreadC5sleep15forTimeIntervalySd_tFZ"
#define THREAD_SLEEP_UNTIL "$s10Foundation6ThreadC5sleep5untily0A10Essentials4DateV_tFZ"
typedef SWIFTCALL void (*thread_sleep_t)(double, void *__attribute__((swift_context)));

static int thread_sleep_on_clock(double seconds, void *caller) {
    if (!on_virtual_time(caller)) return 0;
    note_yield(caller);
    return virtual_sleep(seconds > 0 ? (uint64_t)(seconds * 1e9) : 0, caller) == 0;
}

SWIFTCALL void clock_thread_sleep_for(double seconds, void *type __attribute__((swift_context))) __asm__(THREAD_SLEEP_FOR);
SWIFTCALL void clock_thread_sleep_for(double seconds, void *type __attribute__((swift_context))) {
    static thread_sleep_t real;
    if (thread_sleep_on_clock(seconds, __builtin_return_address(0))) return;
    if (!real) real = (thread_sleep_t)dlsym(RTLD_NEXT, THREAD_SLEEP_FOR);
    real(seconds, type);
}

/// `until`: a `Date`, seconds since 2001-01-01 (978307200 s after 1970's).
SWIFTCALL void clock_thread_sleep_until(double until, void *type __attribute__((swift_context))) __asm__(THREAD_SLEEP_UNTIL);
SWIFTCALL void clock_thread_sleep_until(double until, void *type __attribute__((swift_context))) {
    static thread_sleep_t real;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    double seconds = until + 978307200.0 - ((double)now.tv_sec + (double)now.tv_nsec / 1e9);
    if (thread_sleep_on_clock(seconds, __builtin_return_address(0))) return;
    if (!real) real = (thread_sleep_t)dlsym(RTLD_NEXT, THREAD_SLEEP_UNTIL);
    real(until, type);
}
