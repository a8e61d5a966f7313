// The scheduler of the scheduled flavour (after tracer_gates.c, one translation unit), the C twin
// of learn's GateScheduler for demos: threads stop at gates (`arrive`); the scheduler, on a thread
// of its own, waits until the run has settled (every thread at a gate, blocked, or done: no other
// thread of the process is running, as /proc/self/task says), then lets exactly one go: the one
// the learner names (step), the token's (replay), or, exploring, the thread that ran last while it
// can go on (no preemption), reporting every other choice the preemption bound allows. Exploring
// and replaying, the thread let go makes the next choice itself at its next gate when one look at
// /proc shows that nothing else ran since the run last settled (``choose_at_gate``); the scheduler's
// thread then only takes the choice back from a thread that stands still elsewhere (``watch``). It
// speaks learn's control channel (LEARN_CONTROL_FD): `D json` asks, `go N` / `auto` answer, `Z json`
// is the report at the end (ScheduleDecision, ScheduleReport in LearnRunner).
#include <dirent.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/uio.h>

enum { max_threads = 128 };
typedef struct {
    pid_t tid;
    int number, is_main, waiting, has_gate, line, frame_count, size;
    uintptr_t address;  // an access gate's memory (size 1, 2, 4 or 8), else size 0
    int locks;  // its gate is a lock's, of the mutex at `address` (``locked_out``)
    char words[160], queue[96];
    char rank_key[200];  // the order it ranks in at its gate (``rank_key_of``)
    char wrote[120];  // the variable its last gate, a write, named, and what it left there (read at this gate)
    long long wrote_value;
    int last_step;  // 1 + the index of the step its last gate was (a write's value is told at its next gate)
    uint64_t task;  // the Swift task it ran at its gate (the runtime's id), 0 outside one
    int runtime_step;  // 1 + the index of its last step ``runtime_touched`` reported
    int begins_agent;  // its gate is the first of an actor's job (``drain_began``)
    uint64_t frames[6];
    pthread_cond_t wake;  // it waits here at a gate: a release wakes it alone
    int yielded;  // it slept, yielded or timed out since its last gate (``yielded_since_gate``)
    // On the scheduler's clock (tracer_clock.c): parked in a sleep, a timed wait or a condition
    // wait until `deadline`; `fired` once its time came; `looked`: the run's progress when a
    // waiter last looked; `timer_seq` orders timers set for the same deadline.
    int parked, fired;
    uint64_t deadline, timer_seq, looked;
    int64_t clock_wakes;  // how often the clock woke it: its sleep ended or its timed wait timed out
    pthread_cond_t *condition;
    // Its run loop on the clock (tracer_runloop.c), apart from the above: a callout of the loop may
    // sleep or wait. `loop_parked` while it waits in `loop` until `loop_deadline`; the clock fires it
    // by signalling `loop_source` (`loop_signalling` while that is being done; `loop_let_go` when
// the scheduler stopped choosing and the signal is still to come), and sets `loop_fired`.
    int loop_parked, loop_fired, loop_signalling, loop_let_go;
    uint64_t loop_deadline, loop_seq;
    void *loop, *loop_source;
} sched_thread_t;

static sched_thread_t threads[max_threads];
/// The scheduler's clock (tracer_clock.c): how often the run went on (choices made, timers fired),
/// and what moves the clock when nobody can go on.
static uint64_t progress;
static int advance_clock(void);
static int thread_count;
static pthread_mutex_t sched_lock = PTHREAD_MUTEX_INITIALIZER;
/// The scheduler waits here to have the choice back (no other thread waits on it).
static pthread_cond_t sched_cond = PTHREAD_COND_INITIALIZER;
/// Who makes the next choice (under sched_lock): the scheduler (`chooser_scheduler`), the thread
/// let go last (its index: it chooses at its next gate, or hands the choice back, and the
/// scheduler watches that it does not stand still elsewhere), or that thread while it chooses at
/// its gate (`chooser_at_gate`).
enum { chooser_scheduler = -1, chooser_at_gate = -2 };
static int chooser = chooser_scheduler;
/// Set with the choice handed back: the thread stands at its gate and the one-look census may tell.
static int handed_back_at_gate;
/// Set by the chooser when it may block now (a wait it begins, its thread's end): the scheduler looks soon.
static int chooser_may_block;
/// Threads choose at their gates (explore, replay); step mode asks the learner, on the scheduler's thread.
static int choices_at_gates;
/// Held while a census reads /proc (its kept files, what it saw last): taken before sched_lock.
static pthread_mutex_t census_lock = PTHREAD_MUTEX_INITIALIZER;
static void choose_at_gate(int index);
static volatile int let_go, finished;
/// Set at exit (``sched_exit``): the threads held at gates or on the clock stay held while the
/// exiting thread runs the process's end. Let go, they would run while it exits, as the kernel
/// happened to run them: a write, a print or a race the detector reports would come or not, and a
/// token would not replay what it printed (issue 34 item 4). Under sched_lock.
static volatile int exit_holds;
static pid_t sched_tid;
static int control_fd = -1, sched_mode, preemption_bound = 2, *prefix, prefix_count;
enum { mode_step = 1, mode_replay, mode_explore };
static const char *play_name = "";
static sem_t sched_done;
/// The report, built as the run goes: JSON arrays' items.
/// `fixed`: `p` is a buffer of `cap` bytes never grown (a crash's report: ``send_report``); what
/// does not fit is left out.
typedef struct { char *p; size_t n, cap; int fixed; } sb_t;
static sb_t report_choices, report_gates, report_branches, report_defaults;
/// The interleaving as a story (ScheduleReport.steps): for each choice, where its thread stood (its
/// tid, line, site, what its memory held) and who else stood at a gate; `report_written`: what a
/// write step left in memory, told at its thread's next gate.
static sb_t report_steps, report_written;
/// The steps in which the thread let go handed work to the Swift task runtime at no gate of its
/// own: made a task, queued a job, resumed a continuation, completed a task (which readies its
/// awaiters), ended an actor's job. What the runtime does with it (which task takes an actor,
/// which job a queue runs next) no fact of that step shows, so the reduced search takes such a
/// step to depend on every other such step and every start or queueing of a job or block
/// (ScheduleExplorer's dependence). Sent only while the runtime's hooks are set (``recording``):
/// without them a program of tasks is searched whole.
static sb_t report_runtime;
/// The numbers of the threads at gates when the run last settled (``ranked_at_gates``).
static int at_gates[max_threads], at_gates_count;
/// Of those, the ones at the gate of a lock another thread holds (``locked_out``), by number.
static int locked_at_gates[max_threads], locked_at_gates_count;
static int access_value(const sched_thread_t *t, long long *value);
static int choice_count, went_auto, deadlocked;
/// What the default rule (``default_pick``) chose at the choice being made: recorded beside it,
/// so learn writes the run's token as the choices that differ (Lessons/FORMAT.md).
static int default_rank;
/// A short token's replay (LEARN_PLAY_DEVIATIONS): at choice `deviation_at[i]` the thread ranked
/// `deviation_rank[i]` (0: the clock), the default rule at every other choice, to the run's end.
static int *deviation_at, *deviation_rank, deviation_count, next_deviation, by_deviations;
static char mismatch[200];
/// How long the run must stay settled with nobody at a gate and nobody asleep to be a hang:
/// 0.2 s, or LEARN_PLAY_HANG_MS (the tests' knob: their corpus hangs sooner).
static uint64_t hang_ns = 200000000u;

static void sb_put(sb_t *b, const char *bytes, size_t n) {
    if (b->fixed && b->n + n + 1 > b->cap) n = b->cap > b->n + 1 ? b->cap - b->n - 1 : 0;
    if (!b->fixed && b->n + n + 1 > b->cap) {
        size_t cap = (b->cap ? b->cap * 2 : 1024) + n;
        char *p = realloc(b->p, cap);
        if (!p) return;
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->n, bytes, n);
    b->n += n;
    b->p[b->n] = 0;
}

/// Appends a short formatted piece (at most 511 bytes; longer texts go through `sb_put`).
static void sb_add(sb_t *b, const char *format, ...) {
    va_list args;
    va_start(args, format);
    char stack[512];
    int n = vsnprintf(stack, sizeof stack, format, args);
    va_end(args);
    if (n < 0) return;
    if (n >= (int)sizeof stack) n = (int)sizeof stack - 1;
    sb_put(b, stack, (size_t)n);
}

/// A JSON string: quotes, backslashes and controls escaped, ill-formed UTF-8 replaced by U+FFFD.
/// A U+001F is a fact's separator (``sb_words``) and nothing else's: in any other text it is `^_`.
static void sb_json(sb_t *b, const char *text, int facts) {
    sb_add(b, "\"");
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    for (size_t i = 0; i < n;) {
        if (s[i] < 0x80) {
            if (s[i] == '"' || s[i] == '\\') sb_add(b, "\\%c", s[i]);
            else if (s[i] == 0x1f && !facts) sb_add(b, "^_");
            else if (s[i] < 0x20) sb_add(b, "\\u%04x", s[i]);
            else sb_add(b, "%c", s[i]);
            i++;
            continue;
        }
        size_t subpart = 0, length = utf8_sequence(s + i, n - i, &subpart);
        if (length) sb_add(b, "%.*s", (int)length, (const char *)s + i);
        else sb_add(b, "\xEF\xBF\xBD");
        i += length ? length : subpart;
    }
    sb_add(b, "\"");
}

static void sb_string(sb_t *b, const char *text) { sb_json(b, text, 0); }
/// A gate's fact (GateFact's wire form), a passed gate's `N:FACT`, a mismatch: its separators kept.
static void sb_words(sb_t *b, const char *text) { sb_json(b, text, 1); }

/// The calling thread's id, cached per thread by the tracer (gettid is a syscall).
static pid_t gate_tid(void) {
    const char *name;
    return thread_identity(&name);
}

/// What `size` bytes at `address` hold, read without trusting they are mapped (process_vm_readv
/// fails rather than faults), as a whole number; 0 when they cannot be read or do not look like
/// a count (a pointer, a float's bits: never a number they are not).
static int read_count(uintptr_t address, int size, long long *value) {
    unsigned char bytes[8] = { 0 };
    struct iovec local = { bytes, (size_t)size }, remote = { (void *)address, (size_t)size };
    if (size < 1 || size > 8 || process_vm_readv(getpid(), &local, 1, &remote, 1, 0) != (ssize_t)size) return 0;
    int64_t v = 0;
    if (size == 1) v = (int8_t)bytes[0];
    else if (size == 2) { int16_t x; memcpy(&x, bytes, 2); v = x; }
    else if (size == 4) { int32_t x; memcpy(&x, bytes, 4); v = x; }
    else memcpy(&v, bytes, 8);
    if (v > (1 << 20) || v < -(1 << 20)) return 0;
    *value = (long long)v;
    return 1;
}

/// This thread's entry in the scheduler's table, made on its first gate or timer; under sched_lock.
static sched_thread_t *entry_locked(pid_t tid) {
    for (int i = 0; i < thread_count; i++)
        if (threads[i].tid == tid) return &threads[i];
    if (thread_count >= max_threads) return NULL;
    sched_thread_t *t = &threads[thread_count++];
    memset(t, 0, sizeof *t);
    t->tid = tid;
    t->is_main = tid == main_pid;
    if (!t->is_main && !thread_number) thread_number = atomic_fetch_add(&next_thread_number, 1);
    t->number = t->is_main ? 1 : thread_number;
    return t;
}

/// The key a gate ranks by (``rank_compare``): its fact (`queue␟async␟q`) written in the order the
/// ranking had before gates were facts (`queues an async block on `q``), so that every token and
/// every search order written since stays as it was. It is never shown and never read back.
static void rank_key_of(const char *wire, char *key, size_t size) {
    const char *part[4] = { wire, "", "", "" };
    char copy[160];
    snprintf(copy, sizeof copy, "%s", wire);
    int n = 1;
    part[0] = copy;
    for (char *p = copy; *p && n < 4; p++)
        if (*p == 0x1f) { *p = 0; part[n++] = p + 1; }
    const char *code = part[0], *a = part[1], *b = part[2];
    if (!strcmp(code, "read")) snprintf(key, size, "reads %s", a);
    else if (!strcmp(code, "write")) snprintf(key, size, "writes %s", a);
    else if (!strcmp(code, "modify")) snprintf(key, size, "modifies %s", a);
    else if (!strcmp(code, "call")) snprintf(key, size, "calls %s.%s", a, b);
    else if (!strcmp(code, "lock")) snprintf(key, size, "locks %s", a);
    else if (!strcmp(code, "unlock")) snprintf(key, size, "unlocks %s", a);
    else if (!strcmp(code, "join")) snprintf(key, size, "joins a thread");
    else if (!strcmp(code, "print")) snprintf(key, size, "prints \"%s\"", a);
    else if (!strcmp(code, "mark")) snprintf(key, size, "trace.mark(\"%s\")", a);
    else if (!strcmp(code, "value")) snprintf(key, size, "trace.value(\"%s\", %s)", a, b);
    else if (!strcmp(code, "judge")) snprintf(key, size, "the judge: %s", a);
    else if (!strcmp(code, "start")) snprintf(key, size, "starts a %s block on `%s`", a, *b ? b : "its thread");
    else if (!strcmp(code, "queue")) snprintf(key, size, "queues a%s %s block on `%s`", a[0] == 'a' ? "n" : "", a, b);
    else if (!strcmp(code, "sync")) snprintf(key, size, "calls %s on `%s`", a, b);
    else if (!strcmp(code, "wait")) snprintf(key, size, "waits on %s %s", a, b);
    else if (!strcmp(code, "signal")) snprintf(key, size, "signals semaphore %s", a);
    else if (!strcmp(code, "timeout")) snprintf(key, size, "times out waiting on %s %s", a, b);
    else if (!strcmp(code, "sleep-again")) snprintf(key, size, "sleeps again");
    else if (!strcmp(code, "job")) snprintf(key, size, "starts a job of task %s", a);
    else if (!strcmp(code, "task-step")) snprintf(key, size, "its task's next step");
    else snprintf(key, size, "%s", wire);
}

/// What the thread's last gate, a write, left in memory (its menu's `wrote`, the story's value), read
/// at its next gate or the end of its block; under sched_lock. Only when no other thread was let go
/// since its write: what memory holds then is what it wrote. Told once.
static void note_written(sched_thread_t *t) {
    long long written;
    t->wrote[0] = 0;
    if (t->has_gate && t->size && t->last_step && t->last_step == choice_count && strncmp(t->words, "write" US, 6) == 0
        && read_count(t->address, t->size, &written)) {
        snprintf(t->wrote, sizeof t->wrote, "%s", t->words + 6);
        t->wrote_value = written;
        sb_add(&report_written, "%s[%d,%lld]", report_written.n ? "," : "", t->last_step - 1, written);
        t->size = 0;
    }
}

static void runtime_touched(void) {
    if (!gates_active || let_go) return;
    pid_t tid = gate_tid();
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++) {
        sched_thread_t *t = &threads[i];
        if (t->tid != tid || !t->last_step || t->runtime_step == t->last_step) continue;
        t->runtime_step = t->last_step;
        sb_add(&report_runtime, "%s%d", report_runtime.n ? "," : "", t->last_step - 1);
    }
    pthread_mutex_unlock(&sched_lock);
}

static void block_ended(void) {
    if (!gates_active || let_go) return;
    pid_t tid = gate_tid();
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++)
        if (threads[i].tid == tid) note_written(&threads[i]);
    pthread_mutex_unlock(&sched_lock);
}

static void arrive(const char *words, const uint64_t *frames, int count, int line) {
    pid_t tid = gate_tid();
    if (tid == sched_tid || let_go) return;
    fresh_forget();
    const char *queue = current_queue();
    uint64_t task = recording ? current_task_id() : 0;
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = entry_locked(tid);
    if (!t || let_go) { pthread_mutex_unlock(&sched_lock); return; }
    note_written(t);
    t->task = task;
    t->begins_agent = drain_began;
    drain_began = 0;
    snprintf(t->words, sizeof t->words, "%s", words);
    rank_key_of(words, t->rank_key, sizeof t->rank_key);
    snprintf(t->queue, sizeof t->queue, "%s", queue);
    t->frame_count = count;
    for (int i = 0; i < count; i++) t->frames[i] = frames[i];
    t->line = line;
    t->address = access_address;
    t->locks = lock_gate;
    t->size = access_size == 1 || access_size == 2 || access_size == 4 || access_size == 8 ? access_size : 0;
    t->has_gate = 1;
    t->yielded = yielded_since_gate;
    yielded_since_gate = 0;
    t->waiting = 1;
    int index = (int)(t - threads);
    if (chooser == index) {
        chooser = chooser_at_gate;
        pthread_mutex_unlock(&sched_lock);
        choose_at_gate(index);
        pthread_mutex_lock(&sched_lock);
    }
    while ((t->waiting && !let_go) || exit_holds) pthread_cond_wait(&t->wake, &sched_lock);
    pthread_mutex_unlock(&sched_lock);
}

/// The chooser may block now (a wait it begins, its thread's end): the scheduler looks at it soon
/// rather than after its longer wait, to take the choice back once it stands still.
static void may_block(void) {
    fresh_forget();  // others may run while it waits
    if (!gates_active || chooser < 0) return;
    pid_t tid = gate_tid();
    pthread_mutex_lock(&sched_lock);
    if (chooser >= 0 && threads[chooser].tid == tid) {
        chooser_may_block = 1;
        pthread_cond_signal(&sched_cond);
    }
    pthread_mutex_unlock(&sched_lock);
}

static void clock_let_go(void);

/// Every thread at a gate or on the clock goes (the run ends, or the scheduler stops choosing);
/// under sched_lock.
static void wake_all(void) {
    for (int i = 0; i < thread_count; i++) pthread_cond_broadcast(&threads[i].wake);
    clock_let_go();
}

// MARK: What the kernel says about the process's threads

static int read_small(const char *path, char *out, size_t size) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t n = read(fd, out, size - 1);
    close(fd);
    out[n > 0 ? n : 0] = 0;
    return n > 0;
}

/// The system call the thread is in (`/proc/self/task/TID/syscall`'s first number), -1 when
/// unknown; opened for this one read (a report's, from whichever thread sends it).
static long thread_syscall(pid_t tid) {
    char path[64], text[128];
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
    return read_small(path, text, sizeof text) ? strtol(text, NULL, 10) : -1;
}

/// A thread's `/proc/self/task/TID` files the census reads (stat, schedstat, syscall), kept open
/// by the scheduler's thread, the only one that reads them: a look reads each from its start
/// again (pread) instead of opening and closing it every time. -2: not opened yet.
typedef struct { pid_t tid; int fds[3]; } task_files_t;
enum { file_stat, file_schedstat, file_syscall };
enum { most_tasks = 512 };
static task_files_t task_files[most_tasks];
static int task_file_count;

static int open_task_file(pid_t tid, int which) {
    static const char *names[] = { "stat", "schedstat", "syscall" };
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/%s", (int)tid, names[which]);
    return open(path, O_RDONLY | O_CLOEXEC);
}

/// Reads one of the thread's files from its start into `out` (NUL-ended); 0 when the thread is
/// gone. A kept file of a thread that ended fails to read (ESRCH) even once a new thread has
/// its tid: it is opened again once before the thread counts as gone.
static int read_task_file(pid_t tid, int which, char *out, size_t size) {
    task_files_t *f = NULL, *free_slot = NULL;
    for (int i = 0; i < task_file_count && !f; i++) {
        if (task_files[i].tid == tid) f = &task_files[i];
        else if (!task_files[i].tid && !free_slot) free_slot = &task_files[i];
    }
    if (!f) {
        f = free_slot ? free_slot : task_file_count < most_tasks ? &task_files[task_file_count++] : NULL;
        if (!f) {  // a full table: opened for this one read
            int fd = open_task_file(tid, which);
            ssize_t n = fd >= 0 ? pread(fd, out, size - 1, 0) : -1;
            if (fd >= 0) close(fd);
            out[n > 0 ? n : 0] = 0;
            return n > 0;
        }
        f->tid = tid;
        f->fds[0] = f->fds[1] = f->fds[2] = -2;
    }
    for (int attempt = 0; attempt < 2; attempt++) {
        if (f->fds[which] == -2 || attempt) {
            if (f->fds[which] >= 0) close(f->fds[which]);
            f->fds[which] = open_task_file(tid, which);
        }
        ssize_t n = f->fds[which] >= 0 ? pread(f->fds[which], out, size - 1, 0) : -1;
        if (n > 0) {
            out[n] = 0;
            return 1;
        }
    }
    // Gone: its slot is free for another thread.
    for (int i = 0; i < 3; i++) if (f->fds[i] >= 0) close(f->fds[i]);
    f->tid = 0;
    out[0] = 0;
    return 0;
}

static char thread_state(pid_t tid) {
    char text[512];
    if (!read_task_file(tid, file_stat, text, sizeof text)) return 0;
    char *close = strrchr(text, ')');
    return close && close[1] && close[2] ? close[2] : 0;
}

/// What the thread's system call tells of it: it sleeps (`usleep`, `Thread.sleep`: nanosleep or
/// clock_nanosleep), or it writes to a pipe learn drains (its output, the trace), or neither.
enum { in_other_call, in_sleep, in_write_to_learn };

static int call_kind(pid_t tid) {
    char text[128];
    if (!read_task_file(tid, file_syscall, text, sizeof text)) return in_other_call;
    char *next = text;
    long call = strtol(next, &next, 10);
    if (call == 35 || call == 230) return in_sleep;
    if (call != 1 && call != 20) return in_other_call;  // write, writev
    long fd = (long)strtoull(next, NULL, 16);
    return fd == 1 || fd == 2 || fd == wire ? in_write_to_learn : in_other_call;
}

/// True when the thread sleeps or writes to learn (``call_kind``): it goes on by itself, with
/// nobody of the program's to wake it. When learn reads is no choice of the schedule's: a thread
/// a census took for blocked there arrived at its gate later, and the token's next choice found
/// too few there.
static int asleep(pid_t tid) { return call_kind(tid) != in_other_call; }

/// True for a thread's state that may be running: running or ready (`R`), or in the kernel
/// waiting for the disk (`D`: a page of the program's code or a library's read in again, which a
/// loaded machine makes a matter of milliseconds). A census that took a `D` thread for blocked
/// chose before it reached its gate.
static int may_run(char state) { return state == 'R' || state == 'D'; }

/// True when the thread goes on by itself: it may be running (``may_run``), or it sleeps or
/// writes to learn (``asleep``).
static int goes_on(pid_t tid, char state) {
    return may_run(state) || (state == 'S' && asleep(tid));
}

/// True when the tracer's flusher holds the wire (it writes, or runs, to take or leave it): a
/// thread of the program's waiting for the wire behind it is not blocked for good. Asleep
/// between its ticks, it holds nothing.
static int flusher_busy(void) {
    pid_t tid = flusher_tid;
    if (!tid) return 0;
    char state = thread_state(tid);
    return may_run(state) || (state == 'S' && call_kind(tid) == in_write_to_learn);
}

/// True when the thread is in a wait with a timeout (a futex wait given one): it will go on by
/// itself, so a run where it is the only one left is not a hang yet (a judge's patient wait); not
/// said of libdispatch's idle workers (``in_dispatch_idle``).
static int timed_waiting(pid_t tid) {
    char text[256];
    if (!read_task_file(tid, file_syscall, text, sizeof text)) return 0;
    char *next = text;
    long call = strtol(next, &next, 10);
    if (call != 202) return 0;
    unsigned long long args[4] = { 0 };
    for (int i = 0; i < 4; i++) args[i] = strtoull(next, &next, 16);
    int op = (int)(args[1] & 0x7f);
    return (op == 0 || op == 9) && args[3] != 0;  // FUTEX_WAIT or FUTEX_WAIT_BITSET, with a timeout
}

/// Whether schedstat gave a thread's run time every time it was asked: the one-look census
/// (``census_unchanged``) needs run times to tell that nothing ran.
static int run_times_known = 1;

/// Nanoseconds the thread has run so far (`schedstat`'s first field); 0 when unknown.
static unsigned long long run_time(pid_t tid) {
    char text[128];
    if (read_task_file(tid, file_schedstat, text, sizeof text)) return strtoull(text, NULL, 10);
    run_times_known = 0;
    return 0;
}

/// The process's threads (their tids) as /proc/self/task lists them now, its folder kept open;
/// -1 when it cannot be read.
static int list_threads(pid_t *out, int max) {
    static int folder = -1;
    if (folder < 0) folder = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0 || lseek(folder, 0, SEEK_SET) < 0) return -1;
    char buffer[4096];
    int count = 0;
    long n;
    while ((n = syscall(SYS_getdents64, folder, buffer, sizeof buffer)) > 0)
        for (long offset = 0; offset < n;) {
            struct dirent64 *entry = (struct dirent64 *)(buffer + offset);
            offset += entry->d_reclen;
            pid_t tid = (pid_t)atoi(entry->d_name);
            if (tid > 0 && count < max) out[count++] = tid;
        }
    return n < 0 ? -1 : count;
}

/// The threads at gates now (they cannot run until the scheduler lets one go).
static int parked_threads(pid_t *parked) {
    int count = 0;
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++)
        if (threads[i].waiting) parked[count++] = threads[i].tid;
    pthread_mutex_unlock(&sched_lock);
    return count;
}

/// How the census takes a thread: it looks at it (`look_at`), leaves it out (learn's own: the
/// scheduler, the tracer's flusher, the thread taking the census; or one asleep at its gate), or
/// finds the run not settled (`on_its_way`): a thread marked at its gate that still runs, or waits
/// for the disk, on its way to sleep there. Such a thread may hold the scheduler's lock, and
/// one that arrives at its own gate behind it blocks there before it is marked: a census that
/// left the first out took the second for blocked, and chose without it (a token made then did
/// not replay).
enum { look_at, left_out, on_its_way };

static int census_takes(pid_t tid, const pid_t *parked, int parked_count) {
    if (tid == sched_tid || tid == flusher_tid || tid == gate_tid()) return left_out;
    for (int i = 0; i < parked_count; i++)
        if (parked[i] == tid) return may_run(thread_state(tid)) ? on_its_way : left_out;
    return look_at;
}

/// What the last census that found the run settled saw of each thread it looked at: its run time.
static pid_t settled_tids[most_tasks];
static unsigned long long settled_ran[most_tasks];
static int settled_count, settled_known;

/// True when no thread but the scheduler (and the tracer's flusher) runs or sleeps, and none ran between two looks 40 µs
/// apart: every thread blocked twice with the same run time, so nothing ran in between that
/// could wake another. A sleeping thread counts as running: a delay orders nothing, so the run
/// goes on only once it has woken and stands at its next gate (else when it wakes would race the
/// choices, and a token would not replay). What it saw last is kept for ``census_unchanged``.
static int census_settled(void) {
    static pid_t tids[most_tasks];
    static unsigned long long ran[most_tasks];
    int count = 0;
    // Threads parked at a gate cannot run until this thread lets one go: not looked at.
    pid_t parked[max_threads], listed[most_tasks];
    int parked_count = parked_threads(parked);
    settled_known = 0;
    for (int sample = 0; sample < 2; sample++) {
        if (sample) usleep(40);
        if (flusher_busy()) return 0;
        int listed_count = list_threads(listed, most_tasks);
        if (listed_count < 0) return 1;
        int seen = 0, changed = 0;
        for (int k = 0; k < listed_count; k++) {
            pid_t tid = listed[k];
            int takes = census_takes(tid, parked, parked_count);
            if (takes == on_its_way) return 0;
            if (takes == left_out) continue;
            if (goes_on(tid, thread_state(tid))) return 0;
            unsigned long long time = run_time(tid);
            if (sample == 0) {
                tids[count] = tid;
                ran[count++] = time;
                continue;
            }
            seen++;
            int found = 0;
            for (int i = 0; i < count && !found; i++)
                if (tids[i] == tid) {
                    found = 1;
                    changed |= ran[i] != time;
                }
            changed |= !found;
        }
        if (sample == 1 && (changed || seen != count)) return 0;
    }
    memcpy(settled_tids, tids, sizeof *tids * (size_t)count);
    memcpy(settled_ran, ran, sizeof *ran * (size_t)count);
    settled_count = count;
    settled_known = run_times_known;
    return 1;
}

/// The census once the thread just let go stands at its next gate: the run is settled when every
/// other thread that is neither at a gate nor learn's own was there at the last settled census and
/// has not run since (the same run time, and neither running nor asleep now). A thread that ran
/// in between, for whatever while, shows in its run time; one woken but not yet run is running
/// (`R`). So one look, against that census, tells what two looks 40 µs apart tell; 0 when it
/// cannot tell (a new thread, a run time that changed): the two-look census decides then.
static int census_unchanged(void) {
    if (!settled_known || !run_times_known || flusher_busy()) return 0;
    pid_t parked[max_threads], listed[most_tasks];
    int parked_count = parked_threads(parked);
    int listed_count = list_threads(listed, most_tasks);
    if (listed_count < 0) return 0;
    for (int k = 0; k < listed_count; k++) {
        pid_t tid = listed[k];
        int takes = census_takes(tid, parked, parked_count);
        if (takes == on_its_way) return 0;
        if (takes == left_out) continue;
        int at = -1;
        for (int i = 0; i < settled_count && at < 0; i++) if (settled_tids[i] == tid) at = i;
        if (at < 0) return 0;
        if (goes_on(tid, thread_state(tid))) return 0;
        if (run_time(tid) != settled_ran[at] || !run_times_known) return 0;
    }
    return 1;
}

// MARK: The scheduler's side

/// Threads at gates ranked as a token counts them, by the one ranking both schedulers compile
/// (`learn_gate_rank_compare`, learn_gate_rank.h; Lessons/FORMAT.md, "Stepping and replaying"):
/// by the gate each stands at (its words, then where it is in the source), then by the queue
/// whose block each runs, then by the Swift task each runs, then by number.
static int rank_compare(const void *a, const void *b) {
    const sched_thread_t *x = &threads[*(const int *)a], *y = &threads[*(const int *)b];
    // the one ranking, shared with learn's demo scheduler (learn_gate_rank.h); a played program's
    // gate is placed in the source by its innermost return address
    learn_gate_rank_t rx = { x->rank_key, "", x->frame_count ? x->frames[0] : 0, x->queue, x->task, x->number };
    learn_gate_rank_t ry = { y->rank_key, "", y->frame_count ? y->frames[0] : 0, y->queue, y->task, y->number };
    return learn_gate_rank_compare(&rx, &ry);
}

static int locked_out(const sched_thread_t *t);

/// The threads at gates, ranked (``rank_compare``), into `order`; under sched_lock.
static int ranked_at_gates(int *order) {
    int n = 0;
    for (int i = 0; i < thread_count; i++) if (threads[i].waiting) order[n++] = i;
    qsort(order, (size_t)n, sizeof *order, rank_compare);
    at_gates_count = n;
    for (int i = 0; i < n; i++) at_gates[i] = threads[order[i]].number;
    locked_at_gates_count = 0;
    for (int i = 0; i < n; i++)
        if (locked_out(&threads[order[i]])) locked_at_gates[locked_at_gates_count++] = threads[order[i]].number;
    return n;
}

/// Waits until the run settles; the ranked threads at gates then, or -1 when the program ended or
/// nothing can go on (a deadlock or a lost wake-up: threads blocked, none at a gate, none asleep).
/// `back`: the thread last let go stands at its next gate, so the one-look census may tell first.
static int settled_choices(int *order, int back) {
    uint64_t empty_since = 0;
    while (!finished) {
        pthread_mutex_lock(&census_lock);
        int settled = (back && census_unchanged()) || census_settled();
        pthread_mutex_unlock(&census_lock);
        back = 0;
        if (!settled) { usleep(20); continue; }
        pthread_mutex_lock(&sched_lock);
        int n = ranked_at_gates(order);
        pthread_mutex_unlock(&sched_lock);
        if (n) return n;
        // Nobody can go on by itself: the clock moves (a waiter looks again, or a timer fires).
        if (advance_clock()) {
            empty_since = 0;
            back = 0;
            continue;
        }
        int sleepers = 0;
        pthread_mutex_lock(&census_lock);
        pthread_mutex_lock(&sched_lock);
        for (int i = 0; i < thread_count; i++)
            if (!threads[i].waiting)
                sleepers += asleep(threads[i].tid) || (timed_waiting(threads[i].tid) && !in_dispatch_idle(threads[i].tid));
        pthread_mutex_unlock(&sched_lock);
        pthread_mutex_unlock(&census_lock);
        if (sleepers || thread_count == 0) empty_since = 0;
        else if (!empty_since) empty_since = now_ns();
        if (empty_since && now_ns() - empty_since > hang_ns) {  // nobody will come
            deadlocked = 1;
            return -1;
        }
        usleep(1000);
    }
    return -1;
}

/// The scheduler's clock (tracer_clock.c defines it): a clock step says where it moved to.
static uint64_t virtual_now;

/// A step of the story: the thread let go (NULL: the clock moved, to `now`), and who stood at gates then.
static void add_step(const sched_thread_t *t) {
    sb_add(&report_steps, "%s{\"at\":[", choice_count ? "," : "");
    for (int i = 0; i < at_gates_count; i++) sb_add(&report_steps, "%s%d", i ? "," : "", at_gates[i]);
    sb_add(&report_steps, "]");
    if (locked_at_gates_count) {
        // who would only block there (the reduced search does not send them on unbounded)
        sb_add(&report_steps, ",\"out\":[");
        for (int i = 0; i < locked_at_gates_count; i++) sb_add(&report_steps, "%s%d", i ? "," : "", locked_at_gates[i]);
        sb_add(&report_steps, "]");
    }
    if (t) {
        sb_add(&report_steps, ",\"tid\":%d,\"line\":%d", (int)t->tid, t->line);
        if (t->frame_count) sb_add(&report_steps, ",\"site\":%llu", (unsigned long long)t->frames[0]);
        if (t->task) sb_add(&report_steps, ",\"task\":%llu", (unsigned long long)t->task);
        if (t->begins_agent) sb_add(&report_steps, ",\"agent\":true");
        long long value;
        if (access_value(t, &value)) sb_add(&report_steps, ",\"held\":%lld", value);
        // an access gate's memory (its size: 0 when the access marks a whole variable), for the
        // search's independence of steps (ScheduleExplorer's reduction)
        if (t->address) sb_add(&report_steps, ",\"addr\":%llu,\"size\":%d", (unsigned long long)t->address, t->size);
    } else {
        sb_add(&report_steps, ",\"now\":%llu", (unsigned long long)virtual_now);
    }
    sb_add(&report_steps, "}");
}

/// The choice of the thread at `index` (ranked `rank`) goes into the report; under sched_lock.
static void record(int index, int rank) {
    sched_thread_t *t = &threads[index];
    sb_add(&report_choices, "%s%d", choice_count ? "," : "", rank);
    sb_add(&report_defaults, "%s%d", choice_count ? "," : "", default_rank);
    char gate[200];
    snprintf(gate, sizeof gate, "%d:%s", t->number, t->words);
    if (choice_count) sb_add(&report_gates, ",");
    sb_words(&report_gates, gate);
    add_step(t);
    t->last_step = choice_count + 1;
    choice_count++;
    progress++;  // the run went on: waiters on the clock look again before it moves
}

/// The clock moved at a choice (the token's `0`); under sched_lock.
static void record_clock(void) {
    sb_add(&report_choices, "%s0", choice_count ? "," : "");
    sb_add(&report_defaults, "%s%d", choice_count ? "," : "", default_rank);
    if (choice_count) sb_add(&report_gates, ",");
    sb_string(&report_gates, "0:the clock");
    add_step(NULL);
    choice_count++;
    progress++;
}

/// Waits until the choice is the scheduler's again: handed back by a thread at its gate (1 when the
/// one-look census may tell, 0 when it found that something ran), or taken back from a chooser that
/// stands still, blocked or done, as two looks at its state tell (0). The chooser is looked at 20 µs
/// after it got the choice, then after twice the last wait each time it is running, up to 1 ms, and
/// every 20 µs once it said it may block; an arrival at its gate needs no look: it chooses there.
static int watch(void) {
    pthread_mutex_lock(&sched_lock);
    int watched = chooser_scheduler, quiet = 0;
    long wait_ns = 20000;
    while (chooser != chooser_scheduler && !finished) {
        if (chooser != watched) {
            watched = chooser;
            quiet = 0;
            wait_ns = 20000;
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += wait_ns;
        if (until.tv_nsec >= 1000000000) { until.tv_sec++; until.tv_nsec -= 1000000000; }
        if (!chooser_may_block) pthread_cond_timedwait(&sched_cond, &sched_lock, &until);
        if (chooser_may_block) {
            chooser_may_block = 0;
            wait_ns = 20000;
        }
        if (chooser != watched || chooser < 0 || finished) continue;
        pid_t tid = threads[watched].tid;
        pthread_mutex_unlock(&sched_lock);
        pthread_mutex_lock(&census_lock);
        char state = thread_state(tid);
        pthread_mutex_unlock(&census_lock);
        pthread_mutex_lock(&sched_lock);
        if (chooser != watched) continue;
        if (state == 'R') {
            quiet = 0;
            if (wait_ns < 1000000) wait_ns *= 2;
        } else if (++quiet == 2) {
            chooser = chooser_scheduler;
            handed_back_at_gate = 0;
        } else {
            wait_ns = 20000;
        }
    }
    int back = chooser == chooser_scheduler && handed_back_at_gate;
    handed_back_at_gate = 0;
    pthread_mutex_unlock(&sched_lock);
    return back;
}

/// Lets the thread go (its choice recorded), and waits until the choice is the scheduler's again
/// (``watch``): 1 when it stands at its next gate.
static int release(int index, int rank) {
    pthread_mutex_lock(&sched_lock);
    record(index, rank);
    threads[index].waiting = 0;
    chooser = index;
    pthread_mutex_unlock(&sched_lock);
    pthread_cond_signal(&threads[index].wake);
    return watch();
}
