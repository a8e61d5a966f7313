// The scheduler of the scheduled flavour (after tracer_gates.c, one translation unit), the C twin
// of learn's GateScheduler for demos: threads stop at gates (`arrive`); the scheduler, on a thread
// of its own, waits until the run has settled (every thread at a gate, blocked, or done: no other
// thread of the process is running, as /proc/self/task says), then lets exactly one go: the one
// the learner names (step), the token's (replay), or, exploring, the thread that ran last while it
// can go on (no preemption), reporting every other choice the preemption bound allows. It speaks
// learn's control channel (LEARN_CONTROL_FD): `D json` asks, `go N` / `auto` answer, `Z json` is
// the report at the end (ScheduleDecision, ScheduleReport in LearnRunner).
#include <dirent.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/uio.h>

enum { max_threads = 128 };
typedef struct {
    pid_t tid;
    int number, is_main, waiting, has_gate, line, frame_count, size;
    uintptr_t address;  // an access gate's memory (size 1, 2, 4 or 8), else size 0
    char words[160], queue[96];
    char wrote[120];  // `count ← 7`: what its last gate, a write, left in memory (read at this gate)
    uint64_t frames[6];
} sched_thread_t;

static sched_thread_t threads[max_threads];
static int thread_count;
static pthread_mutex_t sched_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sched_cond = PTHREAD_COND_INITIALIZER;
static volatile int let_go, finished;
static pid_t sched_tid;
static int control_fd = -1, sched_mode, preemption_bound = 2, *prefix, prefix_count;
enum { mode_step = 1, mode_replay, mode_explore };
static const char *play_name = "";
static sem_t sched_done;
/// The report, built as the run goes: JSON arrays' items.
typedef struct { char *p; size_t n, cap; } sb_t;
static sb_t report_choices, report_gates, report_branches;
static int choice_count, went_auto, deadlocked;
static char mismatch[200];
/// How long the run must stay settled with nobody at a gate and nobody asleep to be a hang:
/// 0.2 s, or LEARN_PLAY_HANG_MS (the tests' knob: their corpus hangs sooner).
static uint64_t hang_ns = 200000000u;

static void sb_put(sb_t *b, const char *bytes, size_t n) {
    if (b->n + n + 1 > b->cap) {
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
static void sb_string(sb_t *b, const char *text) {
    sb_add(b, "\"");
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    for (size_t i = 0; i < n;) {
        if (s[i] < 0x80) {
            if (s[i] == '"' || s[i] == '\\') sb_add(b, "\\%c", s[i]);
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

static void arrive(const char *words, const uint64_t *frames, int count, int line) {
    pid_t tid = gate_tid();
    if (tid == sched_tid || let_go) return;
    const char *queue = current_queue();
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = NULL;
    for (int i = 0; i < thread_count && !t; i++) if (threads[i].tid == tid) t = &threads[i];
    if (!t && thread_count < max_threads) {
        t = &threads[thread_count++];
        memset(t, 0, sizeof *t);
        t->tid = tid;
        t->is_main = tid == main_pid;
        int others = 0;
        for (int i = 0; i < thread_count - 1; i++) others += !threads[i].is_main;
        t->number = t->is_main ? 1 : 2 + others;
    }
    if (!t || let_go) { pthread_mutex_unlock(&sched_lock); return; }
    long long written;
    t->wrote[0] = 0;
    if (t->has_gate && t->size && strncmp(t->words, "writes ", 7) == 0 && read_count(t->address, t->size, &written))
        snprintf(t->wrote, sizeof t->wrote, "%s ← %lld", t->words + 7, written);
    snprintf(t->words, sizeof t->words, "%s", words);
    snprintf(t->queue, sizeof t->queue, "%s", queue);
    t->frame_count = count;
    for (int i = 0; i < count; i++) t->frames[i] = frames[i];
    t->line = line;
    t->address = access_address;
    t->size = access_size == 1 || access_size == 2 || access_size == 4 || access_size == 8 ? access_size : 0;
    t->has_gate = 1;
    t->waiting = 1;
    pthread_cond_broadcast(&sched_cond);
    while (t->waiting && !let_go) pthread_cond_wait(&sched_cond, &sched_lock);
    pthread_mutex_unlock(&sched_lock);
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

static char thread_state(pid_t tid) {
    char path[64], text[512];
    snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)tid);
    if (!read_small(path, text, sizeof text)) return 0;
    char *close = strrchr(text, ')');
    return close && close[1] && close[2] ? close[2] : 0;
}

static long thread_syscall(pid_t tid) {
    char path[64], text[128];
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
    return read_small(path, text, sizeof text) ? strtol(text, NULL, 10) : -1;
}

/// True when the thread sleeps (`usleep`, `Thread.sleep`: nanosleep or clock_nanosleep).
static int asleep(pid_t tid) {
    long call = thread_syscall(tid);
    return call == 35 || call == 230;
}

/// Nanoseconds the thread has run so far (`schedstat`'s first field); 0 when unknown.
static unsigned long long run_time(pid_t tid) {
    char path[64], text[128];
    snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", (int)tid);
    return read_small(path, text, sizeof text) ? strtoull(text, NULL, 10) : 0;
}

/// True when no thread but the scheduler (and the tracer's flusher) runs or sleeps, and none ran between two looks 40 µs
/// apart: every thread blocked twice with the same run time, so nothing ran in between that
/// could wake another. A sleeping thread counts as running: a delay orders nothing, so the run
/// goes on only once it has woken and stands at its next gate (else when it wakes would race the
/// choices, and a token would not replay).
static int census_settled(void) {
    enum { most = 512 };
    static pid_t tids[most];
    static unsigned long long ran[most];
    int count = 0;
    // Threads parked at a gate cannot run until this thread lets one go: not looked at.
    pid_t parked[max_threads];
    int parked_count = 0;
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++)
        if (threads[i].waiting) parked[parked_count++] = threads[i].tid;
    pthread_mutex_unlock(&sched_lock);
    for (int sample = 0; sample < 2; sample++) {
        if (sample) usleep(40);
        DIR *dir = opendir("/proc/self/task");
        if (!dir) return 1;
        struct dirent *entry;
        int running = 0, seen = 0, changed = 0;
        while (!running && (entry = readdir(dir))) {
            pid_t tid = (pid_t)atoi(entry->d_name);
            if (tid <= 0 || tid == sched_tid || tid == flusher_tid) continue;  // learn's own threads
            int at_gate = 0;
            for (int i = 0; i < parked_count && !at_gate; i++) at_gate = parked[i] == tid;
            if (at_gate) continue;
            char state = thread_state(tid);
            if (state == 'R' || (state == 'S' && asleep(tid))) {
                running = 1;
                break;
            }
            unsigned long long time = run_time(tid);
            if (sample == 0) {
                if (count < most) {
                    tids[count] = tid;
                    ran[count++] = time;
                }
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
        closedir(dir);
        if (running) return 0;
        if (sample == 1 && (changed || seen != count)) return 0;
    }
    return 1;
}

// MARK: The scheduler's side

/// Threads at gates ranked as a token counts them: by their gate's words, then its site, then number.
static int rank_compare(const void *a, const void *b) {
    const sched_thread_t *x = &threads[*(const int *)a], *y = &threads[*(const int *)b];
    int words = strcmp(x->words, y->words);
    if (words) return words;
    uint64_t sx = x->frame_count ? x->frames[0] : 0, sy = y->frame_count ? y->frames[0] : 0;
    if (sx != sy) return sx < sy ? -1 : 1;
    return x->number - y->number;
}

/// Waits until the run settles; the ranked threads at gates then, or -1 when the program ended or
/// nothing can go on (a deadlock or a lost wake-up: threads blocked, none at a gate, none asleep).
static int settled_choices(int *order) {
    uint64_t empty_since = 0;
    while (!finished) {
        if (!census_settled()) { usleep(20); continue; }
        int n = 0, sleepers = 0;
        pthread_mutex_lock(&sched_lock);
        for (int i = 0; i < thread_count; i++) {
            if (threads[i].waiting) order[n++] = i;
            else sleepers += asleep(threads[i].tid);
        }
        pthread_mutex_unlock(&sched_lock);
        if (n) {
            qsort(order, (size_t)n, sizeof *order, rank_compare);
            return n;
        }
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

static void release(int index, int rank) {
    pthread_mutex_lock(&sched_lock);
    sched_thread_t *t = &threads[index];
    t->waiting = 0;
    pid_t tid = t->tid;
    sb_add(&report_choices, "%s%d", choice_count ? "," : "", rank);
    char gate[200];
    snprintf(gate, sizeof gate, "%d:%s", t->number, t->words);
    if (choice_count) sb_add(&report_gates, ",");
    sb_string(&report_gates, gate);
    choice_count++;
    pthread_cond_broadcast(&sched_cond);
    pthread_mutex_unlock(&sched_lock);
    // Until it stands again: at its next gate, or not running (blocked, or done).
    for (int quiet = 0; quiet < 2;) {
        pthread_mutex_lock(&sched_lock);
        int back = threads[index].waiting;
        pthread_mutex_unlock(&sched_lock);
        if (back || finished) return;
        if (thread_state(tid) == 'R') { quiet = 0; usleep(20); }
        else { quiet++; usleep(20); }
    }
}
