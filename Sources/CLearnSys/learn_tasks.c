// Swift tasks seen from inside the demo's own process (`learn __demo`), for LearnTrace's
// TaskHooks: the same facts `learn play`'s preloaded tracer records (tracer_tasks.c), from the
// hook variables of the concurrency runtime. Nothing here can interpose a call (the demo and the
// runtime are one binary in a release build), so:
//   - creation is a task's first enqueue (a bit per task id, set once, also when the id is first
//     seen as the running task: the runtime numbers a task when its id is first asked for, and
//     a task whose enqueues bypass the hooks, one made for the main actor, is seen running first): its creator is the task
//     current on the enqueuing thread, its kind the job's flags (structured children only; an
//     unstructured task, `Task {}` or `Task.detached`, is not told apart);
//   - each run is bracketed by the hooks themselves: instead of calling the runtime's own
//     enqueue, they hand the job to dispatch as the runtime does (DispatchGlobalExecutor.cpp,
//     Swift 6.3: a width-limited concurrent queue per priority, the main queue, dispatch_after_f)
//     with a function that records the run around the job's invoke.
// Measured on Swift 6.3.1, x86_64 Linux; see Lessons/FORMAT.md, "Swift tasks".
#define _GNU_SOURCE
#include "learn_sys.h"

#ifdef __linux__
#include <stdatomic.h>
#include <stdlib.h>

#define SWIFTCALL __attribute__((swiftcall))
typedef void (*SWIFTCALL job_original_t)(void *job);
typedef void (*SWIFTCALL delay_original_t)(unsigned long long, void *);
typedef void (*SWIFTCALL deadline_original_t)(long long, long long, long long, long long, int, void *);
typedef void (*invoke_t)(void *job, void *unused, uint32_t flags);

extern uint64_t swift_task_getJobTaskId(void *job) __attribute__((swiftcall, weak));
extern size_t swift_task_getJobFlags(void *job) __attribute__((swiftcall, weak));
extern void *swift_task_getCurrent(void) __attribute__((swiftcall, weak));
extern void *swift_retain(void *) __attribute__((weak));
extern void swift_release(void *) __attribute__((weak));
extern void *swift_task_enqueueGlobal_hook __attribute__((weak));
extern void *swift_task_enqueueGlobalWithDelay_hook __attribute__((weak));
extern void *swift_task_enqueueGlobalWithDeadline_hook __attribute__((weak));
extern void *swift_task_enqueueMainExecutor_hook __attribute__((weak));
// libdispatch, declared here (its headers are not on a C target's path).
typedef void *dispatch_queue_t;
typedef void *dispatch_queue_attr_t;
typedef uint64_t dispatch_time_t;
#define DISPATCH_TIME_NOW 0ull
#define DISPATCH_TIME_FOREVER (~0ull)
extern struct dispatch_queue_s _dispatch_main_q;
extern struct dispatch_queue_attr_s _dispatch_queue_attr_concurrent;
extern void dispatch_async_f(dispatch_queue_t, void *, void (*)(void *));
extern void dispatch_after_f(dispatch_time_t, dispatch_queue_t, void *, void (*)(void *));
extern dispatch_time_t dispatch_time(dispatch_time_t, int64_t);
extern dispatch_queue_attr_t dispatch_queue_attr_make_with_qos_class(dispatch_queue_attr_t, unsigned, int);
extern dispatch_queue_t dispatch_queue_create(const char *, dispatch_queue_attr_t);
extern void dispatch_release(void *);
extern void dispatch_queue_set_width(dispatch_queue_t queue, long width);

static learn_task_sink_t sink;
/// Task status flags (priority in the low byte, 0x100 cancelled, 0x2000 complete) at byte 96,
/// trusted only while the low byte matches the job's priority (checked once), as tracer_tasks.c.
enum { status_offset = 96, status_cancelled = 0x100, status_complete = 0x2000 };
static atomic_int status_trusted = -1;

/// One bit per task id: set at the task's first enqueue. 4096 chunks of 2^16 ids, made on demand.
enum { chunk_bits = 16, chunk_count = 4096 };
static _Atomic(_Atomic uint64_t *) seen[chunk_count];

static int first_sight(uint64_t id) {
    uint64_t chunk = id >> chunk_bits;
    if (chunk >= chunk_count) return 0;
    _Atomic uint64_t *bits = atomic_load_explicit(&seen[chunk], memory_order_acquire);
    if (!bits) {
        _Atomic uint64_t *made = calloc((1u << chunk_bits) / 64, sizeof(uint64_t));
        if (!made) return 0;
        _Atomic uint64_t *expected = NULL;
        if (atomic_compare_exchange_strong(&seen[chunk], &expected, made)) bits = made;
        else { free(made); bits = expected; }
    }
    uint64_t low = id & ((1u << chunk_bits) - 1), bit = 1ull << (low & 63);
    return !(atomic_fetch_or_explicit(&bits[low >> 6], bit, memory_order_relaxed) & bit);
}

/// The running task's id, marked seen: the runtime numbers a task when its id is first asked
/// for, so a task first seen here (the creator) is not new when it is enqueued later.
static uint64_t current_id(void) {
    void *task = swift_task_getCurrent();
    uint64_t id = task ? swift_task_getJobTaskId(task) : 0;
    if (id) first_sight(id);
    return id;
}

void learn_tasks_note_seen(uint64_t id) {
    if (sink && id) first_sight(id);
}

static uint32_t task_status(void *job) { return *(volatile uint32_t *)((char *)job + status_offset); }

static int status_usable(void *job) {
    int trusted = atomic_load_explicit(&status_trusted, memory_order_relaxed);
    if (trusted < 0) {
        trusted = (task_status(job) & 0xff) == ((swift_task_getJobFlags(job) >> 8) & 0xff);
        atomic_store_explicit(&status_trusted, trusted, memory_order_relaxed);
    }
    return trusted;
}

/// Job flags: kind in the low byte (0: a task), child 1<<24, group child 1<<26, async let 1<<28.
static int kind_of(size_t flags) {
    if (flags & (1u << 28)) return learn_task_async_let;
    if (flags & (1u << 26)) return learn_task_group;
    if (flags & (1u << 24)) return learn_task_child;
    return learn_task_unstructured;
}

/// An enqueue hook saw `job`: a task's first enqueue is its creation.
static void seen_enqueue(void *job) {
    size_t flags = swift_task_getJobFlags(job);
    if (flags & 0xff) return;
    uint64_t id = swift_task_getJobTaskId(job);
    if (first_sight(id)) sink(learn_task_create, id, (int64_t)current_id(), kind_of(flags));
    else sink(learn_task_enqueue, id, 0, 0);
}

/// The job's class metadata as dispatch reads it (DispatchClassMetadata without Objective-C):
/// kind, opaque, vtable type (1), invoke. Checked on the first job; when it does not match, the
/// hooks hand jobs to the runtime's own enqueue and runs are not recorded.
static atomic_int layout_known = -1;

static int layout_ok(void *job) {
    int known = atomic_load_explicit(&layout_known, memory_order_relaxed);
    if (known < 0) {
        void **metadata = *(void ***)job;
        known = metadata && (uintptr_t)metadata[2] == 1 && metadata[3] != NULL;
        atomic_store_explicit(&layout_known, known, memory_order_relaxed);
    }
    return known;
}

/// Runs a job as the runtime's `__swift_run_job` does (its class's invoke, from the metadata),
/// recording a task's run around it; the task is retained so its status can be read afterwards.
static void run_job(void *job) {
    int is_task = !(swift_task_getJobFlags(job) & 0xff);
    uint64_t id = 0;
    if (is_task) {
        id = swift_task_getJobTaskId(job);
        swift_retain(job);
        sink(learn_task_run, id, status_usable(job) && (task_status(job) & status_cancelled), 0);
    }
    invoke_t invoke = ((invoke_t *)*(void **)job)[3];
    invoke(job, NULL, 0);
    if (!is_task) return;
    if (status_usable(job)) {
        uint32_t status = task_status(job);
        sink(status & status_complete ? learn_task_complete : learn_task_suspend, id, (status & status_cancelled) != 0, 0);
    } else {
        sink(learn_task_stop, id, 0, 0);
    }
    swift_release(job);
}

static dispatch_queue_t global_queues[256];

/// The runtime's queue for a priority: concurrent, at most as wide as the CPUs.
static dispatch_queue_t global_queue(void *job) {
    unsigned priority = (unsigned)(swift_task_getJobFlags(job) >> 8) & 0xff;
    dispatch_queue_t queue = __atomic_load_n(&global_queues[priority], __ATOMIC_ACQUIRE);
    if (queue) return queue;
    dispatch_queue_attr_t attr = dispatch_queue_attr_make_with_qos_class(&_dispatch_queue_attr_concurrent, priority, 0);
    dispatch_queue_t made = dispatch_queue_create("Swift global concurrent queue", attr);
    dispatch_queue_set_width(made, -3);  // DISPATCH_QUEUE_WIDTH_MAX_LOGICAL_CPUS
    if (__atomic_compare_exchange_n(&global_queues[priority], &queue, made, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return made;
    dispatch_release(made);
    return queue;
}

/// The job's scheduler word the runtime reads back to know its executor (1: the global one).
static void set_executor_queue(void *job, void *queue) { ((void **)job)[3] = queue; }

static SWIFTCALL void hook_global(void *job, job_original_t original) {
    seen_enqueue(job);
    if (!layout_ok(job)) return original(job);
    set_executor_queue(job, (void *)1);
    dispatch_async_f(global_queue(job), job, run_job);
}

static SWIFTCALL void hook_main(void *job, job_original_t original) {
    seen_enqueue(job);
    if (!layout_ok(job)) return original(job);
    dispatch_queue_t main = &_dispatch_main_q;
    set_executor_queue(job, (void *)main);
    dispatch_async_f(main, job, run_job);
}

static SWIFTCALL void hook_delay(unsigned long long delay, void *job, delay_original_t original) {
    seen_enqueue(job);
    if (!layout_ok(job)) return original(delay, job);
    set_executor_queue(job, (void *)1);
    dispatch_after_f(dispatch_time(DISPATCH_TIME_NOW, (int64_t)delay), global_queue(job), job, run_job);
}

/// A deadline on the continuous clock (1) or the suspending one (2), as the runtime converts it;
/// the leeway is not kept (dispatch_after_f).
static SWIFTCALL void hook_deadline(long long s, long long ns, long long ts, long long tns, int clock, void *job,
                                    deadline_original_t original) {
    seen_enqueue(job);
    if (!layout_ok(job)) return original(s, ns, ts, tns, clock, job);
    uint64_t value = (uint64_t)s * 1000000000ull + (uint64_t)ns;
    dispatch_time_t when = value >= (1ull << 62) - 1 ? DISPATCH_TIME_FOREVER : clock == 1 ? value | (1ull << 63) : value;
    set_executor_queue(job, (void *)1);
    dispatch_after_f(when, global_queue(job), job, run_job);
}

bool learn_tasks_start(learn_task_sink_t to) {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
    return false;  // the status word is read without synchronisation: no records under TSan
#endif
#endif
    if (!swift_task_getJobFlags || !swift_task_getJobTaskId || !swift_task_getCurrent || !swift_retain || !swift_release
        || !&swift_task_enqueueGlobal_hook || !&swift_task_enqueueMainExecutor_hook || !&swift_task_enqueueGlobalWithDelay_hook
        || !&swift_task_enqueueGlobalWithDeadline_hook)
        return false;
    sink = to;
    swift_task_enqueueGlobal_hook = (void *)hook_global;
    swift_task_enqueueMainExecutor_hook = (void *)hook_main;
    swift_task_enqueueGlobalWithDelay_hook = (void *)hook_delay;
    swift_task_enqueueGlobalWithDeadline_hook = (void *)hook_deadline;
    return true;
}

#else
bool learn_tasks_start(learn_task_sink_t to) { (void)to; return false; }
void learn_tasks_note_seen(uint64_t id) { (void)id; }
#endif
