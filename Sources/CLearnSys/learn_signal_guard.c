// The signal guard: a signal that a process learn started sends to learn is ignored and counted;
// every other one (the terminal's Ctrl-C, a closed terminal, the user's `kill`) does what it did.
#define _GNU_SOURCE
#include "learn_sys.h"

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

/// The signals guarded: those whose default ends learn and that a process may catch. SIGKILL and
/// SIGSTOP cannot be caught: Landlock's signal scope (learn_keeper.c) is what refuses those.
static const int guarded[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM};
enum { guarded_count = sizeof guarded / sizeof guarded[0] };

/// What each guarded signal does when a process learn did not start sends it: SIG_DFL, SIG_IGN or
/// a plain handler (set at install, or later through ``learn_signal_guard_handle``).
static _Atomic(void (*)(int)) inner[NSIG];
static atomic_bool installed = false;
static atomic_int ignored_count = 0;
static atomic_int first_signal = 0;
static atomic_int first_sender = 0;

/// Writes "/proc/PID/stat" into `path` (no snprintf: this runs in a signal handler).
static void stat_path(char path[32], pid_t pid) {
    char digits[12];
    int n = 0;
    do { digits[n++] = (char)('0' + pid % 10); pid /= 10; } while (pid > 0 && n < 11);
    memcpy(path, "/proc/", 6);
    int at = 6;
    while (n > 0) path[at++] = digits[--n];
    memcpy(path + at, "/stat", 6);
}

/// The parent of `pid` from /proc/PID/stat ("pid (comm) S ppid ..."; the name may hold ')' and
/// spaces, so the last ')' ends it); 0 when it cannot be read (the process is gone).
static pid_t parent_of(pid_t pid) {
    char path[32], text[512];
    stat_path(path, pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t n;
    do { n = read(fd, text, sizeof text - 1); } while (n < 0 && errno == EINTR);
    close(fd);
    if (n <= 0) return 0;
    text[n] = 0;
    const char *end = learn_memrchr(text, ')', (size_t)n);
    if (!end || end + 4 >= text + n) return 0;
    const char *digit = end + 4;  // past ") S "
    pid_t parent = 0;
    while (*digit >= '0' && *digit <= '9') parent = parent * 10 + (*digit++ - '0');
    return parent;
}

bool learn_is_descendant(pid_t pid, pid_t ancestor) {
    for (int depth = 0; depth < 128 && pid > 1; depth++) {
        pid = parent_of(pid);
        if (pid == ancestor) return true;
    }
    return false;
}

static void on_guarded(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    pid_t self = getpid();
    bool sent = info->si_code == SI_USER || info->si_code == SI_QUEUE || info->si_code == SI_TKILL;
    if (sent && info->si_pid > 0 && info->si_pid != self && learn_is_descendant(info->si_pid, self)) {
        if (atomic_fetch_add(&ignored_count, 1) == 0) {
            atomic_store(&first_sender, (int)info->si_pid);
            atomic_store(&first_signal, sig);
        }
        errno = saved;
        return;
    }
    void (*handler)(int) = atomic_load(&inner[sig]);
    if (handler == SIG_IGN) {
    } else if (handler == SIG_DFL) {  // what it did before: the default action, ending learn
        signal(sig, SIG_DFL);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, sig);
        raise(sig);
        sigprocmask(SIG_UNBLOCK, &set, 0);
    } else {
        handler(sig);
    }
    errno = saved;
}

void learn_signal_guard_install(void) {
    if (atomic_exchange(&installed, true)) return;
    prctl(PR_SET_DUMPABLE, 0);  // no process of this user without CAP_SYS_PTRACE attaches to learn
    struct sigaction guard, previous;
    memset(&guard, 0, sizeof guard);
    guard.sa_sigaction = on_guarded;
    guard.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&guard.sa_mask);
    for (int i = 0; i < guarded_count; i++) {
        int sig = guarded[i];
        if (sigaction(sig, 0, &previous) != 0) continue;
        // A handler that takes a siginfo_t is none of learn's: the guard stays out of its way.
        if (previous.sa_flags & SA_SIGINFO) continue;
        atomic_store(&inner[sig], previous.sa_handler);
        sigaction(sig, &guard, 0);
    }
}

bool learn_signal_guard_handle(int sig, void (*handler)(int)) {
    if (sig <= 0 || sig >= NSIG || !atomic_load(&installed)) return false;
    struct sigaction now;
    if (sigaction(sig, 0, &now) != 0 || !(now.sa_flags & SA_SIGINFO) || now.sa_sigaction != on_guarded) return false;
    atomic_store(&inner[sig], handler);
    return true;
}

int learn_signal_guard_take(int *signal, pid_t *sender) {
    int count = atomic_exchange(&ignored_count, 0);
    *signal = atomic_load(&first_signal);
    *sender = (pid_t)atomic_load(&first_sender);
    return count;
}
#endif
