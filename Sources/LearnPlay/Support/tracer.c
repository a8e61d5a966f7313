// Traces a learner's program without changing it: interposes libdispatch's
// entry points and pthread_create, and writes learn's wire events to the
// descriptor named by LEARN_WIRE_FD. Loaded with LD_PRELOAD by `learn play`.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/auxv.h>
#include <execinfo.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/prctl.h>
#include <link.h>

typedef void *dq_t;
typedef void *dg_t;
typedef void (^blk_t)(void);
typedef void (^iblk_t)(size_t);
typedef void (*fn_t)(void *);

extern const char *dispatch_queue_get_label(dq_t);
extern blk_t dispatch_block_create(unsigned long, blk_t);
extern void _Block_release(const void *);
extern void *_Block_copy(const void *);

static int wire = -1;
static pthread_mutex_t wire_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t next_seq, origin;
static int ended;
static atomic_ulong next_flow, next_span;
static pid_t main_pid;
static uintptr_t main_base;
static void *special_invoke;
static void tasks_start(void);
/// Reads where to note the writes learn's sandbox refused (tracer_sandbox.c).
static void sandbox_start(void);
/// Notes which descriptors are learn's, which the program cannot close (tracer_fds.c).
static void fds_start(void);
#ifdef LEARN_GATES
static void gates_start(void);
#endif
extern uint64_t swift_task_getJobTaskId(void *job) __attribute__((swiftcall));

static __thread const char *cur_queue;

/// What `_dl_find_object` (glibc 2.35 and later) tells of the object an address lies in; its
/// layout is glibc's ABI (`struct dl_find_object`), declared here for older headers.
typedef struct {
    unsigned long long flags;
    void *map_start, *map_end;
    struct link_map *map;
    void *eh_frame;
    unsigned long long reserved[7];
} found_object_t;
static int (*find_object)(void *, found_object_t *);

/// Where the loaded object that `address` lies in starts (0: none), and its file when `file` is
/// asked for ("" for none). `_dl_find_object` is a lock-free lookup of the object alone; dladdr,
/// used where glibc lacks it, also scans the object's symbols for the nearest one, which in a
/// library of Foundation's size cost a free run a sixth of its time.
static uintptr_t object_of(void *address, const char **file) {
    found_object_t found;
    if (find_object) {
        if (find_object(address, &found) != 0) {
            if (file) *file = "";
            return 0;
        }
        if (file) *file = found.map && found.map->l_name ? found.map->l_name : "";
        return (uintptr_t)found.map_start;
    }
    Dl_info info;
    if (!dladdr(address, &info)) {
        if (file) *file = "";
        return 0;
    }
    if (file) *file = info.dli_fname ? info.dli_fname : "";
    return (uintptr_t)info.dli_fbase;
}

// The scheduled flavour (`learn play --schedule`, compiled with LEARN_GATES: tracer_gates.c)
// stops threads at gates; the plain tracer compiles every gate away.
#ifdef LEARN_GATES
static void gate(uint64_t site, const char *format, ...) __attribute__((format(printf, 2, 3)));
static uint64_t caller_site(void);
#define GATE(...) gate(__VA_ARGS__)
/// A gate's words are a fact, not a sentence (GateFact in LearnTrace): the kind's code, then each
/// argument after a unit separator, `queue` US `async` US `q`.
#define US "\x1f"
/// A text the program chose (a printed line, a label, a queue's name) as a gate's argument: at most
/// `length` bytes of it, into `out`, with any U+001F of its own written `^_`, as learn shows a
/// control, so that the separators of a fact are learn's alone.
static inline const char *unit_safe(char *out, size_t size, const char *text, size_t length) {
    size_t k = 0;
    for (size_t i = 0; i < length && text[i] && k + 3 < size; i++) {
        if (text[i] == 0x1f) { out[k++] = '^'; out[k++] = '_'; }
        else out[k++] = text[i];
    }
    out[k] = 0;
    return out;
}
/// `unit_safe` into a buffer of the statement's own.
#define SAFE(text, length) unit_safe((char[160]){0}, 160, (text), (length))
/// The thread may block now (a wait it begins, its end): the scheduler looks at it soon.
static void may_block(void);
#define MAY_BLOCK() may_block()
static void zygote_serve(void);
/// Happens-before (tracer_race.c): the synchronisation objects' kinds, and the calls the tracer's
/// wrappers make at each edge; `HB(…)` compiles them away in the plain tracer.
enum { sync_flow = 1, sync_serial, sync_barrier, sync_all, sync_group, sync_semaphore, sync_mutex, sync_thread,
       sync_once, sync_atomic, sync_block, sync_apply, sync_apply_end, sync_task, sync_drain, sync_actor, sync_done };
static uint64_t sync_key(int kind, uintptr_t address);
static void hb_enqueue(uint64_t flow);
/// A block of the program ended on this thread: what its last write left is read now (tracer_sched.c).
static void block_ended(void);
static uint32_t hb_item_begin(const char *kind, dq_t q, uint64_t flow, uint64_t after);
static void hb_item_end(const char *kind, dq_t q, uint64_t also, uint32_t saved);
static void hb_sync_begin(const char *kind, dq_t q);
static void hb_sync_end(const char *kind, dq_t q);
static void hb_release(int kind, uintptr_t address);
static void hb_acquire(int kind, uintptr_t address);
static int from_tracer(void *address);
static void hb_job_edge(void);
static void hb_resumed(void);
/// The thread's step handed work to the Swift task runtime (tracer_sched.c's ``runtime_touched``).
static void runtime_touched(void);
/// A task just made: its first context is its own (tracer_gates.c).
static void task_first_context(void *task, void *context, const void *entry);
#define HB(...) __VA_ARGS__
#else
#define GATE(...) ((void)0)
#define MAY_BLOCK() ((void)0)
#define HB(...)
#endif
static __thread char cur_task[32];
/// Set while a Swift task's job begins and ends: its events are buffered with the task events.
static __thread int cur_job_buffered;

/// The real clock: the trace's times, and the reads the scheduled flavour's own clock starts from.
/// (That flavour shifts every other read of the process by the time its clock skipped: tracer_clock.c.)
static int real_clock_gettime(clockid_t clock, struct timespec *t) {
    static int (*_Atomic real)(clockid_t, struct timespec *);
    int (*call)(clockid_t, struct timespec *) = real;
    if (!call) real = call = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    return call(clock, t);
}

static uint64_t now_ns(void) {
    struct timespec t;
    real_clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/// The length of the well-formed UTF-8 sequence that starts `s` (`n` bytes left), or 0 when it
/// is ill-formed: then `*subpart` is the length of its maximal subpart (the bytes one U+FFFD
/// replaces, as Unicode recommends and Swift's `String(decoding:as:)` does).
static size_t utf8_sequence(const unsigned char *s, size_t n, size_t *subpart) {
    unsigned char c = s[0], lo = 0x80, hi = 0xBF;
    size_t length;
    if (c >= 0xC2 && c <= 0xDF) length = 2;
    else if (c >= 0xE0 && c <= 0xEF) { length = 3; if (c == 0xE0) lo = 0xA0; if (c == 0xED) hi = 0x9F; }
    else if (c >= 0xF0 && c <= 0xF4) { length = 4; if (c == 0xF0) lo = 0x90; if (c == 0xF4) hi = 0x8F; }
    else { *subpart = 1; return 0; }
    for (size_t k = 1; k < length; k++) {
        if (k >= n || s[k] < lo || s[k] > hi) { *subpart = k; return 0; }
        lo = 0x80; hi = 0xBF;
    }
    return length;
}

/// Copies `n` bytes of `text` to `out` as WireFormat writes a text: tab, newline, carriage return
/// and backslash escaped (`\t`, `\n`, `\r`, `\\`), and each ill-formed UTF-8 sequence replaced by
/// U+FFFD (a thread name the kernel cut at 15 bytes inside a character would otherwise make the
/// whole line unreadable). Returns how many bytes it wrote (at most 3n).
static size_t put_text(char *out, const char *text, size_t n) {
    const unsigned char *s = (const unsigned char *)text;
    size_t w = 0;
    for (size_t i = 0; i < n;) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if (c == '\t') { out[w++] = '\\'; out[w++] = 't'; }
            else if (c == '\n') { out[w++] = '\\'; out[w++] = 'n'; }
            else if (c == '\r') { out[w++] = '\\'; out[w++] = 'r'; }
            else if (c == '\\') { out[w++] = '\\'; out[w++] = '\\'; }
            else out[w++] = (char)c;
            i++;
            continue;
        }
        size_t subpart = 0, length = utf8_sequence(s + i, n - i, &subpart);
        if (length) {
            memcpy(out + w, s + i, length);
            w += length;
            i += length;
        } else {
            memcpy(out + w, "\xEF\xBF\xBD", 3);
            w += 3;
            i += subpart;
        }
    }
    return w;
}

static void write_all(const char *p, size_t n) {
    while (n > 0) {
        ssize_t k = write(wire, p, n);
        if (k > 0) { p += k; n -= (size_t)k; }
        else if (k < 0 && errno == EINTR) continue;
        else return;
    }
}

/// Events of Swift tasks (tracer_tasks.c, and the jobs the runtime hands to dispatch) wait here,
/// under wire_lock, until the buffer fills, any other event is written, or the flusher's next
/// tick (every 5 ms): a program of many tasks makes few writes, its lock is held for a copy
/// rather than a syscall, and order is kept. A crash writes them first (``on_crash``).
static char pending[1 << 16];
static size_t pending_bytes;
static int flusher_started;
/// The flusher's thread: it sleeps 5 ms a tick, and the scheduler's census must not take it for
/// the program's own sleeping thread (a run with Swift tasks would never settle).
static volatile pid_t flusher_tid;

static void flush_pending(void) {
    if (pending_bytes) write_all(pending, pending_bytes);
    pending_bytes = 0;
}

static void send_line(const char *line) {
    pthread_mutex_lock(&wire_lock);
    if (!ended) {
        flush_pending();
        write_all(line, strlen(line));
    }
    pthread_mutex_unlock(&wire_lock);
}

/// Writes what waits every 5 ms, so a program that goes quiet (a task asleep) is still seen live.
static void *flusher(void *unused) {
    (void)unused;
    flusher_tid = (pid_t)syscall(SYS_gettid);
    for (;;) {
        struct timespec tick = { 0, 5000000 };
        nanosleep(&tick, NULL);
        pthread_mutex_lock(&wire_lock);
        if (!ended) flush_pending();
        pthread_mutex_unlock(&wire_lock);
    }
    return NULL;
}

/// A crash writes what waits first, so the run's last events (the job a task crashed in) are
/// seen: the handler flushes when it can take the wire (not when the crash is the tracer's own,
/// under the lock), puts back the handler it replaced (the program's, the Swift runtime's or
/// the default) and returns: the fault happens again, or a sent signal is sent again, for it.
enum { crash_signal_count = 6 };
static const int crash_signals[crash_signal_count] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
static struct sigaction replaced[crash_signal_count];

static void on_crash(int sig, siginfo_t *info, void *context) {
    (void)context;
    if (pthread_mutex_trylock(&wire_lock) == 0) {
        if (!ended) flush_pending();
        pthread_mutex_unlock(&wire_lock);
    }
    for (int i = 0; i < crash_signal_count; i++)
        if (crash_signals[i] == sig) sigaction(sig, &replaced[i], NULL);
    // Sent (abort(), raise, kill) rather than a fault that happens again: sent again, delivered
    // to the handler put back once this returns.
    if (info->si_code <= 0) raise(sig);
}

static void catch_crashes(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < crash_signal_count; i++) sigaction(crash_signals[i], &action, &replaced[i]);
}

/// Starts the flusher (under wire_lock, at the first buffered event): with every signal blocked,
/// so the program's signals go to its own threads, and through the real pthread_create, so it
/// is no thread of the program's.
static void start_flusher(void) {
    flusher_started = 1;
    static int (*real_create)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    if (!real_create) real_create = (__typeof__(real_create))dlsym(RTLD_NEXT, "pthread_create");
    sigset_t all, saved;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &saved);
    pthread_t thread;
    if (real_create && real_create(&thread, NULL, flusher, NULL) == 0) pthread_detach(thread);
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    catch_crashes();
}

/// The calling thread's id and name, asked of the kernel once per thread (gettid and
/// PR_GET_NAME are syscalls) and again only after a name changed (``name_changes``).
static __thread pid_t my_tid;
static __thread unsigned my_name_seen;
static __thread char my_name[32];
/// Bumped by every pthread_setname_np or prctl(PR_SET_NAME) of the program (interposed below).
static atomic_uint name_changes = 1;

static pid_t thread_identity(const char **name) {
    if (!my_tid) my_tid = (pid_t)syscall(SYS_gettid);
    unsigned changes = atomic_load_explicit(&name_changes, memory_order_relaxed);
    if (my_name_seen != changes) {
        my_name[0] = 0;
        pthread_getname_np(pthread_self(), my_name, sizeof my_name);
        my_name_seen = changes;
    }
    *name = my_name;
    return my_tid;
}

/// A forked child's thread is a new thread: its id and name are asked again.
static void forget_identity(void) {
    my_tid = 0;
    atomic_fetch_add(&name_changes, 1);
}

int pthread_setname_np(pthread_t thread, const char *name) {
    static int (*real)(pthread_t, const char *);
    if (!real) real = (__typeof__(real))dlsym(RTLD_NEXT, "pthread_setname_np");
    int rc = real ? real(thread, name) : ENOSYS;
    atomic_fetch_add(&name_changes, 1);
    return rc;
}

int prctl(int option, ...) {
    static int (*real)(int, ...);
    if (!real) real = (__typeof__(real))dlsym(RTLD_NEXT, "prctl");
    if (!real) {
        errno = ENOSYS;
        return -1;
    }
    va_list args;
    va_start(args, option);
    unsigned long a = va_arg(args, unsigned long), b = va_arg(args, unsigned long);
    unsigned long c = va_arg(args, unsigned long), d = va_arg(args, unsigned long);
    va_end(args);
    int rc = real(option, a, b, c, d);
    if (option == PR_SET_NAME) atomic_fetch_add(&name_changes, 1);
    return rc;
}

/// The label of the queue the calling thread runs a traced item of, else the current queue's.
static const char *current_queue(void) {
    if (cur_queue) return cur_queue;
    const char *label = dispatch_queue_get_label(NULL);
    return label ? label : "";
}

/// A text field of an event and its length in bytes (a label may hold any byte, NUL too).
typedef struct { const char *bytes; size_t length; } text_t;

static text_t text_of(const char *s) { return (text_t){ s, strlen(s) }; }

/// Writes `magnitude` in decimal (after a `-` when `negative`), as printf's `%llu` would, without
/// printf's cost (a task-heavy program writes millions of numbers). Returns the bytes written.
static size_t put_decimal(char *out, uint64_t magnitude, int negative) {
    char digits[20];
    size_t n = 0, w = 0;
    do { digits[n++] = (char)('0' + magnitude % 10); magnitude /= 10; } while (magnitude);
    if (negative) out[w++] = '-';
    while (n) out[w++] = digits[--n];
    return w;
}

/// At most how many bytes the line of an event whose four texts hold `text_bytes` bytes takes.
static size_t event_size(size_t text_bytes) { return 160 + 3 * text_bytes; }

/// Writes one event's line into `out` (room for `event_size` bytes), as LearnTrace's WireWriter
/// does: `E seq time tid main kind span value queue task threadName label` and a newline.
/// Returns its length. The tests compile this file to hold it to WireWriter byte for byte.
static size_t encode_event(char *out, uint64_t seq, uint64_t time, int tid, int is_main, const char *kind,
                           uint64_t span, int64_t value, text_t queue, text_t task, text_t name, text_t label) {
    size_t w = 0;
    out[w++] = 'E'; out[w++] = '\t';
    w += put_decimal(out + w, seq, 0); out[w++] = '\t';
    w += put_decimal(out + w, time, 0); out[w++] = '\t';
    w += put_decimal(out + w, tid < 0 ? -(uint64_t)(int64_t)tid : (uint64_t)tid, tid < 0); out[w++] = '\t';
    out[w++] = is_main ? '1' : '0'; out[w++] = '\t';
    size_t kind_length = strlen(kind);
    memcpy(out + w, kind, kind_length); w += kind_length; out[w++] = '\t';
    w += put_decimal(out + w, span, 0); out[w++] = '\t';
    w += put_decimal(out + w, value < 0 ? -(uint64_t)value : (uint64_t)value, value < 0); out[w++] = '\t';
    w += put_text(out + w, queue.bytes, queue.length); out[w++] = '\t';
    w += put_text(out + w, task.bytes, task.length); out[w++] = '\t';
    w += put_text(out + w, name.bytes, name.length); out[w++] = '\t';
    w += put_text(out + w, label.bytes, label.length); out[w++] = '\n';
    return w;
}

/// Writes one event of the calling thread, on its current queue unless `queue` names one;
/// `buffered`: kept with the task events (``pending``) instead of written at once.
static void emit_event(int buffered, const char *kind, uint64_t span, int64_t value, const char *queue, const char *label,
                       size_t label_len, const char *task) {
    if (wire < 0) return;
    int saved = errno;
    const char *name;
    pid_t tid = thread_identity(&name);
    if (!queue) queue = current_queue();
    text_t texts[4] = { text_of(queue), text_of(task), text_of(name), { label, label_len } };
    size_t need = event_size(texts[0].length + texts[1].length + texts[2].length + label_len);
    char stack[2048];
    char *buf = need <= sizeof stack ? stack : malloc(need);
    if (!buf) { errno = saved; return; }
    pthread_mutex_lock(&wire_lock);
    if (!ended) {
        size_t w = encode_event(buf, next_seq++, now_ns() - origin, (int)tid, tid == main_pid, kind, span, value,
                                texts[0], texts[1], texts[2], texts[3]);
        if (!buffered || pending_bytes + w > sizeof pending) flush_pending();
        if (!buffered || w > sizeof pending) {
            write_all(buf, w);
        } else {
            memcpy(pending + pending_bytes, buf, w);
            pending_bytes += w;
            if (!flusher_started) start_flusher();
        }
    }
    pthread_mutex_unlock(&wire_lock);
    if (buf != stack) free(buf);
    errno = saved;
}

static void emit(const char *kind, uint64_t span, int64_t value, const char *queue, const char *label, size_t label_len) {
    emit_event(0, kind, span, value, queue, label, label_len, cur_task);
}

/// A Swift task's event (tracer_tasks.c): kind `task`, its word as label, `detail` in the task
/// field, buffered rather than written at once.
static void emit_task(const char *word, uint64_t id, int64_t value, const char *detail) {
    emit_event(1, "task", id, value, "", word, strlen(word), detail);
}

// The API the learner's module calls (found with dlsym, so an untraced build runs without it).
void learn_play_say(const char *text, size_t length) {
    GATE(caller_site(), "print" US "%s%s", SAFE(text, length > 40 ? 40 : length), length > 40 ? "…" : "");
    emit("say", 0, 0, NULL, text, length);
}
// An exercise's verify (`LEARN_PLAY_JUDGE=1`, read before any of the program's code runs): the
// judge's facts come through `learn_judge_*` and carry a 0x1e and the run's key before their
// label; the learner's own `trace` calls carry a 0x1f, so no call of the learner's can make a
// label the judge's. The key (LEARN_JUDGE_KEY, new for each run) is known to learn and to this
// tracer alone: the environment is wiped before the program starts, so a line the learner's code
// writes to the wire itself cannot carry it. And the judge's entry points take calls only from the
// judge's own code (the prelude's gate functions, whose addresses learn lists in
// LEARN_JUDGE_CALLERS): a call from anywhere else is recorded as forged, never as a fact.
static int judge_run;
static char judge_key[40];
enum { max_judge_callers = 128 };
static struct { uintptr_t start, end; } judge_callers[max_judge_callers];
static int judge_caller_count;
static uint64_t judge_seed;
static int judge_seeded;

/// Reads the judge's callers: lines of `START SIZE` in hex, offsets in the program's image.
static void load_judge_callers(const char *path) {
    FILE *file = path ? fopen(path, "r") : NULL;
    if (!file) return;
    unsigned long long start, size;
    while (judge_caller_count < max_judge_callers && fscanf(file, "%llx %llx", &start, &size) == 2)
        if (size) {
            judge_callers[judge_caller_count].start = (uintptr_t)start;
            judge_callers[judge_caller_count].end = (uintptr_t)(start + size);
            judge_caller_count++;
        }
    fclose(file);
}

/// True when `address` (a return address) lies in one of the judge's gate functions.
static int from_judge(void *address) {
    if (!main_base) return 0;
    uintptr_t offset = (uintptr_t)address - main_base;
    for (int i = 0; i < judge_caller_count; i++)
        if (offset >= judge_callers[i].start && offset < judge_callers[i].end) return 1;
    return 0;
}

static void emit_labelled(const char *kind, uint64_t span, int64_t value, char mark, const char *label) {
    size_t n = strlen(label);
    if (!mark) {
        emit(kind, span, value, NULL, label, n);
        return;
    }
    size_t keyed = mark == 0x1e ? strlen(judge_key) : 0;
    char stack[256];
    char *text = n + 1 + keyed <= sizeof stack ? stack : malloc(n + 1 + keyed);
    if (!text) return;
    text[0] = mark;
    memcpy(text + 1, judge_key, keyed);
    memcpy(text + 1 + keyed, label, n);
    emit(kind, span, value, NULL, text, n + 1 + keyed);
    if (text != stack) free(text);
}

/// A judge's entry point called from outside the judge: one `learn:forged` mark, no fact.
static int judge_refuses(void *caller) {
    if (from_judge(caller)) return 0;
    emit_labelled("mark", 0, 0, 0x1e, "learn:forged");
    return 1;
}
static char learner_mark(void) { return judge_run ? 0x1f : 0; }
void learn_play_mark(const char *label) {
    GATE(caller_site(), "mark" US "%s", SAFE(label, SIZE_MAX));
    emit_labelled("mark", 0, 0, learner_mark(), label);
}
void learn_play_value(const char *label, int64_t value) {
    GATE(caller_site(), "value" US "%s" US "%lld", SAFE(label, SIZE_MAX), (long long)value);
    emit_labelled("value", 0, value, learner_mark(), label);
}
uint64_t learn_play_begin(const char *label) {
    uint64_t span = atomic_fetch_add(&next_span, 1) + 1;
    emit_labelled("begin", span, 0, learner_mark(), label);
    return span;
}
void learn_play_end(const char *label, uint64_t span) { emit_labelled("end", span, 0, learner_mark(), label); }

// The judge's API (Exercises/*.judge.swift, through the prelude learn adds to it).
void learn_judge_mark(const char *label) {
    if (judge_refuses(__builtin_return_address(0))) return;
    emit_labelled("mark", 0, 0, 0x1e, label);
}
void learn_judge_value(const char *label, int64_t value) {
    if (judge_refuses(__builtin_return_address(0))) return;
    emit_labelled("value", 0, value, 0x1e, label);
}
uint64_t learn_judge_begin(const char *label) {
    if (judge_refuses(__builtin_return_address(0))) return 0;
    uint64_t span = atomic_fetch_add(&next_span, 1) + 1;
    emit_labelled("begin", span, 0, 0x1e, label);
    return span;
}
void learn_judge_end(const char *label, uint64_t span) {
    if (judge_refuses(__builtin_return_address(0))) return;
    emit_labelled("end", span, 0, 0x1e, label);
}
/// The judge's inputs' seed (LEARN_JUDGE_SEED, gone from the environment): 1 and the seed, or 0.
int learn_judge_seed(uint64_t *seed) {
    if (judge_refuses(__builtin_return_address(0)) || !judge_seeded) return 0;
    *seed = judge_seed;
    return 1;
}
/// Set while the judge waits with a timeout it means as time (`Judge.patient`): under the
/// scheduler such a wait keeps real time, where a learner's timed wait is a choice (tracer_gates.c).
static __thread int judge_patient;
void learn_judge_patient(int on) {
    if (judge_refuses(__builtin_return_address(0))) return;
    judge_patient = on;
}
#ifdef LEARN_GATES
static int64_t clock_wakes_of_caller(void);
#endif
/// How often the scheduler's clock has woken the calling thread (a sleep of its own ended, a timed
/// wait of its own timed out): the judge reads it around a call it means to return without waiting
/// on time. 0 in a free run, which has no such clock.
int64_t learn_judge_clock_wakes(void) {
    if (judge_refuses(__builtin_return_address(0))) return 0;
#ifdef LEARN_GATES
    return clock_wakes_of_caller();
#else
    return 0;
#endif
}
/// The judge's last line has run: the prelude's last statement says so.
void learn_judge_finish(void) {
    if (judge_refuses(__builtin_return_address(0))) return;
    emit_labelled("mark", 0, 0, 0x1e, "learn:judge-finished");
}
/// A gate of the judge's own (scheduled runs only): the scheduler may let another thread go here,
/// whatever gates the learner's code has (an atomic add has none).
void learn_judge_pause(const char *label) { GATE(0, "judge" US "%s", SAFE(label, SIZE_MAX)); }

/// A work item's span on the thread that runs it, tagged with its queue.
typedef struct { const char *queue; uint64_t span; const char *saved; } item_t;

static item_t item_begin(const char *kind, const char *queue, uint64_t flow) {
    if (strcmp(kind, "task") != 0) GATE(0, "start" US "%s" US "%s", kind, SAFE(queue, SIZE_MAX));
    item_t it = { queue, atomic_fetch_add(&next_span, 1) + 1, cur_queue };
    cur_queue = queue;
    emit_event(cur_job_buffered, "begin", it.span, (int64_t)flow, queue, kind, strlen(kind), cur_task);
    return it;
}

static void item_end(const char *kind, item_t it) {
    HB(block_ended();)
    emit_event(cur_job_buffered, "end", it.span, 0, it.queue, kind, strlen(kind), cur_task);
    cur_queue = it.saved;
}

/// Where in the learner's program the call that reached the tracer was made: the
/// innermost frame in the program's executable, as an offset for the symbolizer; 0: none.
static uint64_t caller_site(void) {
    if (!main_base) return 0;
    void *frames[24];
    int n = backtrace(frames, 24);
    for (int i = 1; i < n; i++)
        if (object_of(frames[i], NULL) == main_base) return (uint64_t)((uintptr_t)frames[i] - main_base - 1);
    return 0;
}

/// An item handed to a queue: labelled `kind → target` (the queue it waits in), its
/// value the learner's line it was queued at (``caller_site``); `buffered` as in ``emit_event``.
static uint64_t enqueue_as(int buffered, const char *kind, const char *target, uint64_t site) {
    uint64_t flow = atomic_fetch_add(&next_flow, 1) + 1;
    char text[320];
    int n = target && *target ? snprintf(text, sizeof text, "%s → %s", kind, target) : snprintf(text, sizeof text, "%s", kind);
    emit_event(buffered, "enqueue", flow, (int64_t)site, NULL, text, n < (int)sizeof text ? (size_t)n : sizeof text - 1, cur_task);
    return flow;
}

static uint64_t enqueue(const char *kind, const char *target, uint64_t site) { return enqueue_as(0, kind, target, site); }

static const char *label_of(dq_t q) {
    const char *label = q ? dispatch_queue_get_label(q) : NULL;
    return label ? label : "";
}

#define REAL(name) \
    static __typeof__(&name) real_##name; \
    if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

/// Blocks made by `dispatch_block_create` (DispatchWorkItem) carry flags libdispatch reads
/// (barrier, QoS): a wrapper is made the same way so the queue treats it the same.
static unsigned long special_flags(blk_t block) {
    struct layout { void *isa; int flags; int reserved; void *invoke; void *descriptor;
                    unsigned long magic; unsigned long dflags; } *b = (void *)block;
    if (!special_invoke || b->invoke != special_invoke || b->magic != 0xD159B10C) return (unsigned long)-1;
    return b->dflags & 0x3f;
}

/// A heap block that runs `block` as a traced item; the caller releases it once queued. `group`:
/// the group a `group` block is in, or a `notify` block waits for (nil: none).
static blk_t wrap(const char *kind, dq_t q, blk_t block, void *group) {
    const char *queue = label_of(q);
    HB(const char *given = kind;)
    if (strncmp(queue, "NSOperationQueue", 16) == 0) kind = "operation";
    unsigned long flags = special_flags(block);
    if (flags != (unsigned long)-1 && (flags & 1)) kind = "barrier";
    uint64_t site = caller_site();
    if (site) GATE(site, "queue" US "%s" US "%s", kind, SAFE(queue, SIZE_MAX));
    uint64_t flow = enqueue(kind, queue, site);
    HB(hb_enqueue(flow);
       uint64_t after = group && strcmp(given, "notify") == 0 ? sync_key(sync_group, (uintptr_t)group) : 0;
       uint64_t also = group && strcmp(given, "group") == 0 ? sync_key(sync_group, (uintptr_t)group) : 0;
       int work_item = flags != (unsigned long)-1;)
    blk_t wrapper = ^{
        item_t it = item_begin(kind, queue, flow);
        HB(uint32_t saved = hb_item_begin(kind, q, flow, after);)
        block();
        HB(if (work_item) hb_release(sync_block, (uintptr_t)block);
           hb_item_end(kind, q, also, saved);)
        item_end(kind, it);
    };
    if (flags != (unsigned long)-1) return dispatch_block_create(flags, wrapper);
    return (blk_t)_Block_copy(wrapper);
}

#define WRAP_ASYNC(name, kind) \
void name(dq_t q, blk_t block) { \
    REAL(name); \
    if (wire < 0) { real_##name(q, block); return; } \
    blk_t w = wrap(kind, q, block, NULL); \
    real_##name(q, w); \
    _Block_release(w); \
}

extern void dispatch_async(dq_t, blk_t);
extern void dispatch_sync(dq_t, blk_t);
extern void dispatch_barrier_async(dq_t, blk_t);
extern void dispatch_barrier_sync(dq_t, blk_t);
extern void dispatch_group_async(dg_t, dq_t, blk_t);
extern void dispatch_group_notify(dg_t, dq_t, blk_t);
extern void dispatch_after(uint64_t, dq_t, blk_t);
extern void dispatch_async_f(dq_t, void *, fn_t);
extern void dispatch_apply(size_t, dq_t, iblk_t);
extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

WRAP_ASYNC(dispatch_async, "async")
WRAP_ASYNC(dispatch_barrier_async, "barrier")

/// The same for the functions that take a group or a time before the queue.
#define WRAP_ASYNC_AFTER(name, kind, first_type) \
void name(first_type first, dq_t q, blk_t block) { \
    REAL(name); \
    if (wire < 0) { real_##name(first, q, block); return; } \
    blk_t w = wrap(kind, q, block, (void *)first); \
    real_##name(first, q, w); \
    _Block_release(w); \
}

WRAP_ASYNC_AFTER(dispatch_group_async, "group", dg_t)
WRAP_ASYNC_AFTER(dispatch_group_notify, "notify", dg_t)

#ifdef LEARN_GATES
static int gates_active;
/// A gate of shared memory passed in this thread's current job since its last gate at a task's
/// own frame (tracer_gates.c's ``task_own``); every job and block begins without one, whichever
/// thread the kernel gave it.
static __thread int own_gate_due;
/// Set when a job that runs an actor's queued task jobs began on this thread: its next gate
/// begins a step of another agent (``arrive``), as a block's start does, though no gate of its
/// own says so.
static __thread int drain_began;
/// A timed wait of the learner's code under the scheduler: on the scheduler's clock, as is
/// `asyncAfter`'s delay (tracer_clock.c).
typedef long (*timed_wait_fn)(void *, uint64_t);
static long gated_timed_wait(const char *what, unsigned number, void *object, timed_wait_fn real, uint64_t site, uint64_t timeout);
static int delay_block(uint64_t when, dq_t q, blk_t block);
/// `asyncAfter`'s deadline in a verify's noisy free run (tracer_clock.c): now and then cut short.
static uint64_t noisy_after(uint64_t when);
#endif

/// `asyncAfter`: under a scheduler the block is queued when the scheduler's clock reaches its
/// deadline (tracer_clock.c), which it does only when no thread can go on; its start is a gate
/// like any other block's.
void dispatch_after(uint64_t when, dq_t q, blk_t block) {
    REAL(dispatch_after);
    if (wire < 0) { real_dispatch_after(when, q, block); return; }
    blk_t w = wrap("after", q, block, NULL);
#ifdef LEARN_GATES
    REAL(dispatch_async);
    if (!gates_active) real_dispatch_after(noisy_after(when), q, w);
    else if (!delay_block(when, q, w)) real_dispatch_async(q, w);
#else
    real_dispatch_after(when, q, w);
#endif
    _Block_release(w);
}

void dispatch_apply(size_t n, dq_t q, iblk_t block) {
    REAL(dispatch_apply);
    if (wire < 0) { real_dispatch_apply(n, q, block); return; }
    const char *queue = q ? label_of(q) : "com.apple.root.default-qos";
    // Every iteration is after the call, and the call's return after every iteration.
    HB(uintptr_t call = (uintptr_t)(atomic_fetch_add(&next_flow, 1) + 1);
       hb_release(sync_apply, call);)
    // Scheduled, an iteration's index is the next one not yet taken when its thread passes its
    // start's gate: libdispatch's own counter is taken by the threads as the kernel runs them,
    // between gates, so the same schedule ran another iteration on each thread (a token of
    // `concurrentPerform` replayed its outcome 8 times in 12). The call waits for every
    // iteration, so `claimed` outlives them.
    _Atomic size_t claimed = 0, *next = &claimed;
    (void)next;
    real_dispatch_apply(n, q, ^(size_t i) {
        item_t it = item_begin("apply", queue, 0);
#ifdef LEARN_GATES
        i = atomic_fetch_add(next, 1);
#endif
        HB(uint32_t saved = hb_item_begin("apply", NULL, 0, sync_key(sync_apply, call));)
        block(i);
        HB(hb_item_end("apply", NULL, sync_key(sync_apply_end, call), saved);)
        item_end("apply", it);
    });
    HB(hb_acquire(sync_apply_end, call);)
}

/// A Swift task's job (or any function-pointer work item) and what it needs to be traced.
typedef struct { fn_t fn; void *ctx; const char *queue; uint64_t flow; int is_task; dq_t q; } fwork_t;

/// The file of the loaded object `address` lies in ("" when none): each thread remembers the
/// last few addresses it asked about (the runtime and libdispatch call in from a handful of places).
static const char *object_file(void *address) {
    static __thread struct { void *address; const char *file; } seen[8];
    static __thread unsigned next;
    for (int i = 0; i < 8; i++)
        if (seen[i].address == address && seen[i].file) return seen[i].file;
    const char *file;
    object_of(address, &file);
    seen[next % 8].address = address;
    seen[next++ % 8].file = file;
    return file;
}

static int from_concurrency(void *address) { return strstr(object_file(address), "libswift_Concurrency") != NULL; }

/// Numbers keys (addresses) in the order they are first seen: an open-addressing table of
/// `size` slots (a power of two) under a lock; 0 once it is full.
typedef struct {
    pthread_mutex_t lock;
    uintptr_t *keys;
    unsigned *numbers;
    unsigned size, count;
} numbering_t;

static unsigned number_of(numbering_t *n, uintptr_t key) {
    unsigned number = 0;
    pthread_mutex_lock(&n->lock);
    for (unsigned i = 0, slot = (unsigned)(key >> 4) & (n->size - 1); i < n->size; i++, slot = (slot + 1) & (n->size - 1)) {
        if (n->keys[slot] == key) { number = n->numbers[slot]; break; }
        if (n->keys[slot] == 0) {
            n->keys[slot] = key;
            number = n->numbers[slot] = ++n->count;
            break;
        }
    }
    pthread_mutex_unlock(&n->lock);
    return number;
}

/// Tasks are numbered in the order their jobs first run (a finished task's memory may be
/// reused by a later one, which then shares its number).
static uintptr_t task_keys[4096];
static unsigned task_numbers[4096];
static numbering_t task_numbering = { PTHREAD_MUTEX_INITIALIZER, task_keys, task_numbers, 4096, 0 };

static unsigned task_number(uintptr_t key) { return number_of(&task_numbering, key); }

static void *task_run_begin(void *job);
static void task_run_end(void *job);
static int task_completed(void *job);
static int is_task_job(void *job);

static void run_fwork(void *p) {
    fwork_t w = *(fwork_t *)p;
    free(p);
#ifdef LEARN_GATES
    own_gate_due = 0;
    // A task's job is a gate, as a block's start is, named by the runtime's id of the task (the
    // order of the scheduled steps that made the tasks decides it). A job that runs an actor's
    // queued task jobs is none: the runtime may queue an actor twice (the second finds it taken
    // and ends), and which thread gets which is the kernel's; its start ends the step it comes
    // in (``runtime_touched``), and its first gate begins another agent (``drain_began``).
    if (w.is_task && w.ctx) {
        if (is_task_job(w.ctx)) {
            gate(0, "job" US "%llu", (unsigned long long)swift_task_getJobTaskId(w.ctx));
        } else {
            runtime_touched();
            drain_began = 1;
        }
    }
#endif
    char saved[sizeof cur_task];
    memcpy(saved, cur_task, sizeof saved);
    const char *kind = "async";
    void *task = NULL;
    if (w.is_task) {
        // A task's job is named by the runtime's id, as its task events are; other jobs (an
        // actor draining its queue) by the order they first ran.
        task = task_run_begin(w.ctx);
        int named = w.ctx && is_task_job(w.ctx);  // task recording off, too (``recording``)
        unsigned number = named ? 0 : task_number((uintptr_t)w.ctx);
        if (named) snprintf(cur_task, sizeof cur_task, "task %llu", (unsigned long long)swift_task_getJobTaskId(w.ctx));
        else if (number) snprintf(cur_task, sizeof cur_task, "job %u", number);
        else snprintf(cur_task, sizeof cur_task, "job %llx", (unsigned long long)(uintptr_t)w.ctx & 0xffffff);
        kind = "task";
    }
    int saved_buffered = cur_job_buffered;
    cur_job_buffered = w.is_task;  // a task's job begins and ends with its task events
    item_t it = item_begin(kind, w.queue, w.flow);
    // A job of the concurrency runtime is a context of its own, after what queued it: a task's
    // job on the global executor orders nothing else (its queue is concurrent), the main
    // executor's jobs follow each other (a serial queue), and an actor's job (one that is no
    // task's: it runs the actor's queue of task jobs) follows that actor's job before it. Which
    // task's code runs inside it, tracer_race.c's ``hb_access`` sees.
    HB(int main_q = w.q && strcmp(label_of(w.q), "com.apple.main-thread") == 0;)
    HB(dq_t hb_q = !w.is_task || main_q ? w.q : NULL;)
    HB(uint64_t drain = w.is_task && w.ctx && !is_task_job(w.ctx) ? sync_key(sync_drain, (uintptr_t)w.ctx) : 0;)
    HB(uint32_t hb_saved = hb_item_begin(kind, hb_q, w.flow, drain);)
    HB(hb_job_edge();)
    // A task's job follows the task's code before it and leaves its own there, accesses or none:
    // the edges it took in (a continuation resumed) reach the task's next job, wherever it runs.
    HB(uintptr_t hb_job_task = w.is_task && w.ctx && is_task_job(w.ctx) ? (uintptr_t)w.ctx : 0;)
    HB(if (hb_job_task) hb_acquire(sync_task, hb_job_task);)
    cur_job_buffered = 0;  // what the job itself does is written as it happens
    w.fn(w.ctx);
    cur_job_buffered = w.is_task;
    // A task's last job: what it did is there for whoever awaits it (``hb_access``). Its end
    // makes ready every task that awaits it, and the end of an actor's job may leave the actor to
    // the next task queued on it: work handed to the runtime at no gate (``runtime_touched``).
    HB(if (task_completed(task)) hb_release(sync_done, 0);)
    HB(if (task_completed(task) || (w.is_task && !hb_job_task)) runtime_touched();)
    HB(if (hb_job_task) hb_release(sync_task, hb_job_task);)
    HB(hb_item_end(kind, hb_q, drain, hb_saved);)
    HB(hb_job_edge();)
    item_end(kind, it);
    cur_job_buffered = saved_buffered;
    task_run_end(task);
    memcpy(cur_task, saved, sizeof saved);
}

void dispatch_async_f(dq_t q, void *ctx, fn_t fn) {
    REAL(dispatch_async_f);
    if (wire < 0) { real_dispatch_async_f(q, ctx, fn); return; }
    fwork_t *w = malloc(sizeof *w);
    if (!w) { real_dispatch_async_f(q, ctx, fn); return; }
    int is_task = from_concurrency(__builtin_return_address(0));
    *w = (fwork_t){ fn, ctx, label_of(q), enqueue_as(is_task, is_task ? "task" : "async", is_task ? NULL : label_of(q), 0), is_task, q };
    HB(hb_enqueue(w->flow);)
    real_dispatch_async_f(q, w, run_fwork);
}

/// A thread the program starts (`Thread { }.start()`, `pthread_create`); the
/// worker threads libdispatch and the Swift runtime start for themselves are not items.
typedef struct { void *(*start)(void *); void *arg; uint64_t flow; int number; } tstart_t;

/// A scheduled run numbers its threads as the program starts them: the main thread 1, then 2, 3, …
/// (a thread that libdispatch or the task runtime starts, when it first stands at a gate). By the
/// order they first reached a gate, threads started together would be numbered as the system
/// happened to run them, and a token, which tells threads apart by their numbers, would not replay.
static atomic_int next_thread_number = 2;
/// This thread's number, given when the program started it (0: started by the runtime, or not yet numbered).
static __thread int thread_number;

static void *run_thread(void *p) {
    tstart_t t = *(tstart_t *)p;
    free(p);
    thread_number = t.number;
    item_t it = item_begin("thread", "", t.flow);
    HB(uint32_t saved = hb_item_begin("thread", NULL, t.flow, 0);)
    void *result = t.start(t.arg);
    HB(hb_item_end("thread", NULL, sync_key(sync_thread, (uintptr_t)pthread_self()), saved);)
    item_end("thread", it);
    MAY_BLOCK();
    return result;
}

static int from_runtime(void *address) {
    const char *file;
    object_of(address, &file);
    return strstr(file, "libdispatch") || strstr(file, "libswift_Concurrency");
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg) {
    REAL(pthread_create);
    if (wire < 0 || from_runtime(__builtin_return_address(0))) return real_pthread_create(thread, attr, start, arg);
    tstart_t *t = malloc(sizeof *t);
    if (!t) return real_pthread_create(thread, attr, start, arg);
    *t = (tstart_t){ start, arg, enqueue("thread", NULL, caller_site()), atomic_fetch_add(&next_thread_number, 1) };
    HB(hb_enqueue(t->flow);)
    int rc = real_pthread_create(thread, attr, run_thread, t);
    if (rc != 0) free(t);
    return rc;
}

/// Around a fork: no other thread holds the wire while the process is copied; the child's
/// thread is a new one, with no flusher and none of the parent's waiting events.
static void fork_prepare(void) { pthread_mutex_lock(&wire_lock); }
/// Removes every LEARN_ variable from the environment and wipes its bytes (`learn_environ.c`):
/// the program cannot read the wire's descriptor, the judge's key or its seed. Everything the
/// tracer needs was read before this.
static void wipe_learn_environment(void) { learn_wipe_environment("LEARN_"); }

static void fork_parent(void) { pthread_mutex_unlock(&wire_lock); }
static void fork_child(void) {
    pending_bytes = 0;
    flusher_started = 0;
    forget_identity();
    pthread_mutex_unlock(&wire_lock);
}

static void finish(void) {
    send_line("X\tfinished\t0\n");  // after the buffered task events
    pthread_mutex_lock(&wire_lock);
    ended = 1;
    pthread_mutex_unlock(&wire_lock);
}

__attribute__((constructor)) static void start(void) {
#ifdef LEARN_GATES
    zygote_serve();  // a zygote forks each run here, which goes on from here (tracer_zygote.c)
#endif
    const char *fd = getenv("LEARN_WIRE_FD"), *judge = getenv("LEARN_PLAY_JUDGE");
    judge_run = judge && strcmp(judge, "1") == 0;
    unsetenv("LD_PRELOAD");  // programs the learner's program starts are not traced
    if (judge_run) {
        const char *key = getenv("LEARN_JUDGE_KEY"), *seed = getenv("LEARN_JUDGE_SEED");
        if (key) snprintf(judge_key, sizeof judge_key, "%s", key);
        if (seed && *seed) {
            judge_seed = strtoull(seed, NULL, 10);
            judge_seeded = 1;
        }
    }
    sandbox_start();
    fds_start();
    if (!fd || fcntl(atoi(fd), F_GETFD) == -1) {
        wipe_learn_environment();
        return;
    }
    main_pid = getpid();
    find_object = (int (*)(void *, found_object_t *))dlsym(RTLD_DEFAULT, "_dl_find_object");
    Dl_info program;
    if (dladdr((void *)getauxval(AT_ENTRY), &program)) main_base = (uintptr_t)program.dli_fbase;
    if (judge_run) load_judge_callers(getenv("LEARN_JUDGE_CALLERS"));
    blk_t probe = dispatch_block_create(0, ^{});
    if (probe) {
        special_invoke = ((struct { void *isa; int f; int r; void *invoke; } *)probe)->invoke;
        _Block_release(probe);
    }
    origin = now_ns();
    char line[320];
    const char *name = getenv("LEARN_PLAY_NAME");
    char escaped[3 * 60 + 1] = "";
    if (name) escaped[put_text(escaped, name, strnlen(name, 60))] = 0;
    snprintf(line, sizeof line, "H\tlearn-demo\t1\t%d\tplay\t%s\t%llu\n", (int)main_pid, escaped, (unsigned long long)origin);
    wire = atoi(fd);
    fcntl(wire, F_SETFD, FD_CLOEXEC);
    send_line(line);
    pthread_atfork(fork_prepare, fork_parent, fork_child);
    tasks_start();
    atexit(finish);
#ifdef LEARN_GATES
    gates_start();  // its atexit runs before `finish`: the scheduler's report comes before the end
#endif
    wipe_learn_environment();
}
