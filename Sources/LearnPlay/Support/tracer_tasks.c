// Swift tasks as the concurrency runtime (libswift_Concurrency.so, Swift 6.3) sees them, for
// `learn play`: appended to tracer.c (one translation unit, its statics shared). Each fact is a
// wire event of kind `task`: label the state word, span the task's id (the runtime's own,
// `swift_task_getJobTaskId`), value as below, and for `create` the task field "KIND SITE".
//
//   create    value: the creating task's id (0: none); task field: kind and 0xOFFSET of the call
//   enqueue   made ready (an enqueue hook ran)        run      a job of the task began on this thread
//   suspend   its job returned, the task not complete complete its job returned, the task complete
//   stop      its job returned, completion unknown    cancel   Task.cancel(); value: the caller's id
//   cancel-all a group's cancelAll(); span: the caller    check    Task.isCancelled / checkCancellation
//   run, suspend, complete and check carry value 1 when the task's cancelled flag was set.
//
// What each entry point gives (measured on 6.3.1, x86_64; see Lessons/FORMAT.md, "Swift tasks"):
// `swift_task_create` is called by the program across the PLT for `Task {}`, `Task.detached`,
// `addTask` and the async main task; `async let` calls `swift_asyncLet_begin`, which creates its
// task inside the runtime (not interposable): the enqueue hook sees that task first. Task.cancel()
// and TaskGroup.cancelAll() are Swift methods the program calls (`$sScT6cancelyyF`, …) that jump to
// swift_task_cancel / swift_taskGroup_cancelAll; the C entry points themselves are only called
// from inside the runtime. Cancellation reaching children is seen from the task's status flags.
#include <link.h>
#include <stdbool.h>

#define SWIFTCALL __attribute__((swiftcall))
typedef struct { void *task; void *context; } task_pair_t;
typedef void (*SWIFTCALL job_original_t)(void *job);

extern uint64_t swift_task_getJobTaskId(void *job) SWIFTCALL;
extern size_t swift_task_getJobFlags(void *job) SWIFTCALL;
extern void *swift_task_getCurrent(void) SWIFTCALL;
extern void *swift_retain(void *);
extern void swift_release(void *);
extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueGlobalWithDelay_hook;
extern void *swift_task_enqueueGlobalWithDeadline_hook;
extern void *swift_task_enqueueMainExecutor_hook;

/// What a `swift_task_create` or `swift_asyncLet_begin` on this thread is creating, until the
/// runtime's first enqueue of the new task (or the call's return) records it.
static __thread struct { int pending; size_t flags; uint64_t parent; uintptr_t site[4]; } creating;
static uintptr_t program_base, program_end;
/// Whether tasks are recorded: set once the wire is open, unless learn's own environment said
/// `LEARN_TASK_RECORDS=off` (the benchmark's knob: the same tracer, its jobs still traced, no
/// task event and no hook; what recording tasks costs is the difference).
static int recording;

/// True when `address` lies in the program's own loaded segments (a range check: no dladdr).
static int in_program(uintptr_t address) { return address >= program_base && address < program_end; }
/// The byte offset of the task's status flags (priority in the low byte, 0x100 cancelled,
/// 0x2000 complete), measured on 6.3.1; trusted only while its low byte matches the priority
/// the job's flags carry (checked on the first run), otherwise completion is left unknown.
enum { status_offset = 96, status_cancelled = 0x100, status_complete = 0x2000 };
static int status_trusted = -1;

static uint64_t current_task_id(void) {
    void *task = swift_task_getCurrent();
    return task ? swift_task_getJobTaskId(task) : 0;
}

static int is_task_job(void *job) { return (swift_task_getJobFlags(job) & 0xff) == 0; }

static uint32_t task_status(void *job) { return *(volatile uint32_t *)((char *)job + status_offset); }

static int status_usable(void *job) {
    if (status_trusted < 0) status_trusted = (task_status(job) & 0xff) == ((swift_task_getJobFlags(job) >> 8) & 0xff);
    return status_trusted;
}

static void task_event(const char *word, uint64_t id, int64_t value, const char *detail) {
    emit_task(word, id, value, detail);
}

/// The kind of a new task: from the job's flags (child 1<<24, group child 1<<26, async let
/// 1<<28) and, for the others, the create flags (inherit context 1<<11 = `Task {}`; enqueue
/// 1<<12 absent = the async main task, run at once by the runtime).
static const char *task_kind(void *job, size_t create_flags, int from_async_let) {
    size_t flags = swift_task_getJobFlags(job);
    if (from_async_let || (flags & (1u << 28))) return "async-let";
    if (flags & (1u << 26)) return "group";
    if (flags & (1u << 24)) return "child";
    if (!(create_flags & (1u << 12))) return "main";
    if (create_flags & (1u << 11)) return "task";
    return "detached";
}

/// The calls that led to the creation, innermost first, as offsets in the program: the first is
/// often a copy of `addTask` or `Task.init` the compiler emitted into the program (its line is 0),
/// so learn symbolises them in order and keeps the first with a line. Walks frame pointers, and
/// stops at the first frame outside the program, or an async frame (its pointer tagged).
static inline __attribute__((always_inline)) void note_sites(void) {
    memset(creating.site, 0, sizeof creating.site);
    uintptr_t *fp = __builtin_frame_address(0);
    for (int depth = 0, kept = 0; depth < 8 && kept < 4 && fp; depth++) {
        uintptr_t ret = fp[1], *next = (uintptr_t *)fp[0];
        if (depth > 0) {  // depth 0 is the interposer's caller in the runtime or the program
            if (!in_program(ret)) break;
            creating.site[kept++] = ret - program_base;
        } else if (in_program(ret)) {
            creating.site[kept++] = ret - program_base;
        }
        if ((uintptr_t)next <= (uintptr_t)fp || (uintptr_t)next - (uintptr_t)fp > (1u << 20) || ((uintptr_t)next >> 56)) break;
        fp = next;
    }
}

/// The last creation's detail on this thread: a loop that creates tasks repeats its kind and
/// sites, and is spared a snprintf per task.
static __thread struct { const char *kind; uintptr_t site[4]; char detail[96]; } last_create;

static void record_create(void *job) {
    int async_let = creating.flags == (size_t)-1;
    const char *kind = task_kind(job, creating.flags, async_let);
    uintptr_t *s = creating.site;
    if (last_create.kind != kind || memcmp(last_create.site, s, sizeof last_create.site) != 0) {
        snprintf(last_create.detail, sizeof last_create.detail, "%s 0x%zx,0x%zx,0x%zx,0x%zx", kind, (size_t)s[0],
                 (size_t)s[1], (size_t)s[2], (size_t)s[3]);
        last_create.kind = kind;
        memcpy(last_create.site, s, sizeof last_create.site);
    }
    creating.pending = 0;
    task_event("create", swift_task_getJobTaskId(job), (int64_t)creating.parent, last_create.detail);
}

/// Every enqueue hook: the first enqueue of a task being created is its creation.
static void seen_enqueue(void *job) {
    HB(runtime_touched();)
    if (!recording || !job || !is_task_job(job)) return;
    if (creating.pending) record_create(job);
    else task_event("enqueue", swift_task_getJobTaskId(job), 0, "");
}

static SWIFTCALL void hook_global(void *job, job_original_t original) {
    seen_enqueue(job);
    original(job);
}
static SWIFTCALL void hook_main(void *job, job_original_t original) {
    seen_enqueue(job);
    original(job);
}
typedef void (*SWIFTCALL delay_original_t)(unsigned long long, void *);
static SWIFTCALL void hook_delay(unsigned long long delay, void *job, delay_original_t original) {
    seen_enqueue(job);
    original(delay, job);
}
typedef void (*SWIFTCALL deadline_original_t)(long long, long long, long long, long long, int, void *);
static SWIFTCALL void hook_deadline(long long s, long long ns, long long ts, long long tns, int clock, void *job,
                                    deadline_original_t original) {
    seen_enqueue(job);
    original(s, ns, ts, tns, clock, job);
}

task_pair_t swift_task_create(size_t flags, void *options, void *type, void *entry, void *context) SWIFTCALL {
    static task_pair_t (*SWIFTCALL real)(size_t, void *, void *, void *, void *);
    if (!real) real = (task_pair_t (*SWIFTCALL)(size_t, void *, void *, void *, void *))dlsym(RTLD_NEXT, "swift_task_create");
    if (!recording) {
        task_pair_t made = real(flags, options, type, entry, context);
        HB(task_first_context(made.task, made.context, entry);)
        return made;
    }
    HB(runtime_touched();)
    creating.pending = 1;
    creating.flags = flags;
    creating.parent = current_task_id();
    note_sites();
    task_pair_t made = real(flags, options, type, entry, context);
    HB(task_first_context(made.task, made.context, entry);)
    if (creating.pending && made.task) record_create(made.task);
    return made;
}

void swift_asyncLet_begin(void *alet, void *options, void *type, void *entry, void *context, void *buffer) SWIFTCALL {
    static void (*SWIFTCALL real)(void *, void *, void *, void *, void *, void *);
    if (!real) real = (void (*SWIFTCALL)(void *, void *, void *, void *, void *, void *))dlsym(RTLD_NEXT, "swift_asyncLet_begin");
    if (recording) {
        HB(runtime_touched();)
        creating.pending = 1;
        creating.flags = (size_t)-1;
        creating.parent = current_task_id();
        note_sites();
    }
    real(alet, options, type, entry, context, buffer);
    creating.pending = 0;  // never enqueued (a task the runtime did not make): nothing to name
}

/// `Task.cancel()`: the program calls this Swift method; it jumps to swift_task_cancel(task).
void task_cancel_wrap(void *task) SWIFTCALL __asm__("$sScT6cancelyyF");
void task_cancel_wrap(void *task) SWIFTCALL {
    static void (*SWIFTCALL real)(void *);
    if (!real) real = (void (*SWIFTCALL)(void *))dlsym(RTLD_NEXT, "$sScT6cancelyyF");
    if (recording && task) task_event("cancel", swift_task_getJobTaskId(task), (int64_t)current_task_id(), "");
    real(task);
}

#define GROUP_CANCEL_ALL(symbol)                                                              \
    void symbol##_wrap(void *group) SWIFTCALL __asm__(#symbol);                               \
    void symbol##_wrap(void *group) SWIFTCALL {                                               \
        static void (*SWIFTCALL real)(void *);                                                \
        if (!real) real = (void (*SWIFTCALL)(void *))dlsym(RTLD_NEXT, #symbol);               \
        if (recording) task_event("cancel-all", current_task_id(), 0, "");                    \
        real(group);                                                                          \
    }
GROUP_CANCEL_ALL($sScG9cancelAllyyF)
GROUP_CANCEL_ALL($sScg9cancelAllyyF)

/// `Task.isCancelled` (static, as `Task<Never, Never>`): a look at the flag.
bool task_is_cancelled_wrap(void) SWIFTCALL __asm__("$sScTss5NeverORszABRs_rlE11isCancelledSbvgZ");
bool task_is_cancelled_wrap(void) SWIFTCALL {
    static bool (*SWIFTCALL real)(void);
    if (!real) real = (bool (*SWIFTCALL)(void))dlsym(RTLD_NEXT, "$sScTss5NeverORszABRs_rlE11isCancelledSbvgZ");
    bool cancelled = real();
    if (recording) task_event("check", current_task_id(), cancelled, "");
    return cancelled;
}

typedef SWIFTCALL void (*check_t)(void *__attribute__((swift_context)), void **__attribute__((swift_error_result)));

/// `Task.checkCancellation()` throws: its error comes back in the swift_error_result register.
void task_check_wrap(void *context __attribute__((swift_context)), void **error __attribute__((swift_error_result)))
    SWIFTCALL __asm__("$sScTss5NeverORszABRs_rlE17checkCancellationyyKFZ");
void task_check_wrap(void *context __attribute__((swift_context)), void **error __attribute__((swift_error_result)))
    SWIFTCALL {
    static check_t real;
    if (!real) real = (check_t)dlsym(RTLD_NEXT, "$sScTss5NeverORszABRs_rlE17checkCancellationyyKFZ");
    real(context, error);
    if (recording) task_event("check", current_task_id(), *error != NULL, "");
}

/// Around each job the runtime hands to dispatch_async_f: the task it resumes runs on this thread.
static void *task_run_begin(void *job) {
    if (!recording || !job || !is_task_job(job)) return NULL;
    swift_retain(job);  // read its status after the run, even when that run completed it
    int cancelled = status_usable(job) && (task_status(job) & status_cancelled);
    task_event("run", swift_task_getJobTaskId(job), cancelled, "");
    return job;
}

/// Whether the task of a job `task_run_begin` kept has completed (its status says so).
__attribute__((unused)) static int task_completed(void *job) { return job && status_usable(job) && (task_status(job) & status_complete); }

static void task_run_end(void *job) {
    if (!job) return;
    uint64_t id = swift_task_getJobTaskId(job);
    if (status_usable(job)) {
        uint32_t status = task_status(job);
        const char *word = "suspend";
        if (status & status_complete) word = "complete";
        task_event(word, id, (status & status_cancelled) != 0, "");
    } else {
        task_event("stop", id, 0, "");
    }
    swift_release(job);
}

/// The first object dl_iterate_phdr reports is the program: where it was loaded, and where its
/// last loaded segment ends.
static int note_program(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    program_base = (uintptr_t)info->dlpi_addr;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        uintptr_t end = program_base + segment->p_vaddr + segment->p_memsz;
        if (segment->p_type == PT_LOAD && end > program_end) program_end = end;
    }
    return 1;
}

static void tasks_start(void) {
    const char *knob = getenv("LEARN_TASK_RECORDS");
    if (knob && strcmp(knob, "off") == 0) return;
    recording = 1;
    dl_iterate_phdr(note_program, NULL);
    swift_task_enqueueGlobal_hook = (void *)hook_global;
    swift_task_enqueueMainExecutor_hook = (void *)hook_main;
    swift_task_enqueueGlobalWithDelay_hook = (void *)hook_delay;
    swift_task_enqueueGlobalWithDeadline_hook = (void *)hook_deadline;
}

// Checked continuations: `resume(returning:)` and `resume(throwing:)` of `CheckedContinuation`
// are runtime methods the program calls across the PLT (every other resume is emitted into the
// program and calls one of them). The struct is one reference, its canary, which names the
// continuation from its making to its last resume (a freed canary may be reused by a later
// continuation, made after). A resume that takes the continuation makes its task ready: the
// task's `enqueue` right after, on the same thread, names the task that waited. Written at once,
// not buffered: a second resume stops the program right after its event.
//   resume   span: the resuming task's id (0: not a task); value: the canary; detail: `r SITES`
static inline __attribute__((always_inline)) void resume_event(void *canary) {
    note_sites();
    uintptr_t *s = creating.site;
    char detail[96];
    snprintf(detail, sizeof detail, "r 0x%zx,0x%zx,0x%zx,0x%zx", (size_t)s[0], (size_t)s[1], (size_t)s[2], (size_t)s[3]);
    memset(creating.site, 0, sizeof creating.site);
    emit_event(0, "task", current_task_id(), (int64_t)(uintptr_t)canary, "", "resume", 6, detail);
}

#define CHECKED_RESUME(name, symbol)                                                                  \
    typedef SWIFTCALL void (*name##_t)(void *, void *, void *__attribute__((swift_context)));         \
    void name##_wrap(void *value, void *type, void *self __attribute__((swift_context))) SWIFTCALL   \
        __asm__(symbol);                                                                              \
    void name##_wrap(void *value, void *type, void *self __attribute__((swift_context))) SWIFTCALL { \
        static name##_t real;                                                                         \
        if (!real) real = (name##_t)dlsym(RTLD_NEXT, symbol);                                         \
        if (recording) resume_event(self);                                                            \
        HB(hb_resumed();)                                                                             \
        real(value, type, self);                                                                      \
    }
CHECKED_RESUME(checked_resume_returning, "$sScC6resume9returningyxn_tF")
CHECKED_RESUME(checked_resume_throwing, "$sScC6resume8throwingyq_n_tF")
