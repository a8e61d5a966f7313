#define _GNU_SOURCE
#include "learn_sys.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define LEARN_TSAN 1
#endif
#endif

#ifdef LEARN_TSAN
// ThreadSanitizer's annotation interface (its runtime defines these).
void AnnotateIgnoreReadsBegin(const char *file, int line);
void AnnotateIgnoreWritesBegin(const char *file, int line);
void AnnotateIgnoreSyncBegin(const char *file, int line);
#endif

void learn_tsan_ignore_this_thread(void) {
#ifdef LEARN_TSAN
    AnnotateIgnoreReadsBegin(__FILE__, __LINE__);
    AnnotateIgnoreWritesBegin(__FILE__, __LINE__);
    AnnotateIgnoreSyncBegin(__FILE__, __LINE__);
#endif
}

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <sched.h>
#include <stdio.h>
#include <stdatomic.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static __thread int32_t cached_tid = 0;
static __thread void *tls_slot = 0;
static atomic_int sigint_flag = 0;  // lock-free, so safe in a handler and race-free for TSan

int32_t learn_thread_id(void) {
    if (cached_tid == 0) cached_tid = (int32_t)syscall(SYS_gettid);
    return cached_tid;
}

bool learn_is_main_thread(void) { return learn_thread_id() == (int32_t)getpid(); }

int learn_thread_name(char *buf, int len) {
    return pthread_getname_np(pthread_self(), buf, (size_t)len);
}

void learn_set_thread_name(const char *name) {
    char copy[16];
    strncpy(copy, name, 15);
    copy[15] = 0;
    pthread_setname_np(pthread_self(), copy);
}

uint64_t learn_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static pthread_key_t exit_key;
static void (*exit_destructor)(void *) = 0;

static void on_thread_exit(void *value) {
    tls_slot = 0;
    if (exit_destructor && value) exit_destructor(value);
}

void learn_tls_on_thread_exit(void (*destructor)(void *)) {
    if (exit_destructor) return;
    exit_destructor = destructor;
    pthread_key_create(&exit_key, on_thread_exit);
}

void *learn_tls_get(void) { return tls_slot; }

void learn_tls_set(void *value) {
    tls_slot = value;
    // The pthread key only exists to learn when the thread exits; reads use __thread.
    if (exit_destructor) pthread_setspecific(exit_key, value);
}

// MARK: Swift tasks

// Entry points of the Swift concurrency runtime (Swift calling convention).
// Weak, so that a binary without the concurrency library still links.
extern void *swift_task_getCurrent(void) __attribute__((swiftcall, weak));
extern uint64_t swift_task_getJobTaskId(void *job) __attribute__((swiftcall, weak));

uint64_t learn_current_task_id(void) {
    if (!swift_task_getCurrent || !swift_task_getJobTaskId) return 0;
    void *task = swift_task_getCurrent();
    uint64_t id = task ? swift_task_getJobTaskId(task) : 0;
    learn_tasks_note_seen(id);
    return id;
}

// MARK: crash flush

static atomic_int crash_requested = 0;
static atomic_int crash_done = 0;
static int crash_wait_ms = 100;

static void on_crash(int sig) {
    atomic_store(&crash_requested, 1);
    for (int i = 0; i < crash_wait_ms && !atomic_load(&crash_done); i++) {
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, 0);
    }
    // SA_RESETHAND restored the default action: the pending signal kills us
    // as soon as this handler returns (or the faulting instruction runs again).
    raise(sig);
}

void learn_install_crash_flush(int wait_ms) {
    crash_wait_ms = wait_ms;
    int signals[] = {SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_crash;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &sa, 0);
}

bool learn_crash_flush_requested(void) { return atomic_load(&crash_requested) != 0; }
void learn_crash_flush_done(void) { atomic_store(&crash_done, 1); }

// MARK: child processes

bool learn_die_with_parent(void) {
    pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    return getppid() == parent && parent != 1;
}

const void *learn_memrchr(const void *s, int c, size_t n) { return memrchr(s, c, n); }

int learn_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int learn_gate_word = 0;

int learn_socket_pair(int fds[2]) { return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds); }

int learn_wait_decode(int status, int *value) {
    if (WIFEXITED(status)) { *value = WEXITSTATUS(status); return 1; }
    if (WIFSIGNALED(status)) { *value = WTERMSIG(status); return 2; }
    return 0;
}

int learn_kill_group(pid_t pgid, int sig) { return kill(-pgid, sig); }

const char *learn_signal_name(int sig) {
    switch (sig) {
    case SIGHUP: return "SIGHUP";
    case SIGINT: return "SIGINT";
    case SIGQUIT: return "SIGQUIT";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGKILL: return "SIGKILL";
    case SIGSEGV: return "SIGSEGV";
    case SIGPIPE: return "SIGPIPE";
    case SIGALRM: return "SIGALRM";
    case SIGUSR1: return "SIGUSR1";
    case SIGUSR2: return "SIGUSR2";
    case SIGTERM: return "SIGTERM";
    default: return "";
    }
}

static void on_sigint(int sig) { (void)sig; atomic_store(&sigint_flag, 1); }

void learn_install_sigint_flag(void) {
    if (learn_signal_guard_handle(SIGINT, on_sigint)) return;  // the guard calls it for Ctrl-C
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, 0);
}

bool learn_take_sigint(void) { return atomic_exchange(&sigint_flag, 0) != 0; }

bool learn_peek_sigint(void) { return atomic_load(&sigint_flag) != 0; }

int learn_cpu_count(pid_t pid) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(pid, sizeof set, &set) != 0) return 0;
    return CPU_COUNT(&set);
}

/// The calling thread's mask before ``learn_pin_thread``, given back by ``learn_unpin_thread``.
static __thread cpu_set_t pinned_from;
static __thread bool pinned;

bool learn_pin_thread(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) return false;
    cpu_set_t set;
    if (!pinned && sched_getaffinity(0, sizeof pinned_from, &pinned_from) != 0) return false;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) return false;
    pinned = true;
    return true;
}

void learn_unpin_thread(void) {
    if (pinned) sched_setaffinity(0, sizeof pinned_from, &pinned_from);
    pinned = false;
}

void learn_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

void learn_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }

// Ctrl-Z while a demo runs: the demo is in its own process group, which the terminal does not
// stop, so the handler stops it, stops this process, and continues the demo when this process
// is continued (`fg`). Installed only while a demo runs, so the line editor keeps its own.
static atomic_int stop_group = 0;
static atomic_uint resume_count = 0;
static pthread_mutex_t stop_lock = PTHREAD_MUTEX_INITIALIZER;
static int stop_users = 0;
static struct sigaction stop_previous;

static void on_sigtstp(int sig) {
    int saved = errno;
    pid_t group = (pid_t)atomic_load(&stop_group);
    if (group > 0) kill(-group, SIGSTOP);
    struct sigaction dfl, mine;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGTSTP, &dfl, &mine);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, 0);
    raise(sig);  // stops here until SIGCONT
    sigprocmask(SIG_BLOCK, &set, 0);
    sigaction(SIGTSTP, &mine, 0);
    if (group > 0) kill(-group, SIGCONT);
    atomic_fetch_add(&resume_count, 1);
    errno = saved;
}

void learn_forward_stop_begin(pid_t group) {
    pthread_mutex_lock(&stop_lock);
    atomic_store(&stop_group, (int)group);
    if (stop_users++ == 0) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_sigtstp;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        sigaction(SIGTSTP, &sa, &stop_previous);
    }
    pthread_mutex_unlock(&stop_lock);
}

void learn_forward_stop_end(pid_t group) {
    pthread_mutex_lock(&stop_lock);
    if (atomic_load(&stop_group) == (int)group) atomic_store(&stop_group, 0);
    if (--stop_users == 0) sigaction(SIGTSTP, &stop_previous, 0);
    pthread_mutex_unlock(&stop_lock);
}

unsigned learn_resume_count(void) { return atomic_load(&resume_count); }
#endif
