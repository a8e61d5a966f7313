#define _GNU_SOURCE
#include "learn_sys.h"

// A run's keeper: a small process forked (never exec'd) from learn that starts the run's program
// as its own child and outlives nothing. It is a child subreaper, so whatever the program starts,
// in any process group, is reparented to it when its parent dies; when the program ends, or learn
// closes the lifeline or dies (whatever kills it, SIGKILL too), it kills every process left below
// it and reports how the program ended. Between fork and exit it calls only async-signal-safe
// functions: learn is multithreaded, and only the forking thread exists in the copy.

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { KEEP_MAX_FDS = 8, SEEN_MAX = 256 };

/// Closes every descriptor from 3 up, but those in `keep` (-1 entries are ignored).
static void close_all_but(const int *keep, int n) {
    int sorted[KEEP_MAX_FDS], count = 0;
    for (int i = 0; i < n; i++) {
        if (keep[i] < 3) continue;
        int j = count++;
        while (j > 0 && sorted[j - 1] > keep[i]) { sorted[j] = sorted[j - 1]; j--; }
        sorted[j] = keep[i];
    }
    unsigned from = 3;
    for (int i = 0; i < count; i++) {
        if ((unsigned)sorted[i] > from) syscall(SYS_close_range, from, (unsigned)sorted[i] - 1, 0);
        from = (unsigned)sorted[i] + 1;
    }
    syscall(SYS_close_range, from, ~0U, 0);
}

static void write_all(int fd, const void *bytes, size_t length) {
    const char *p = bytes;
    while (length > 0) {
        ssize_t n = write(fd, p, length);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        p += n;
        length -= (size_t)n;
    }
}

/// Reads /proc/PID/stat: the parent's pid and the state letter; false when it is gone.
static bool read_stat(pid_t pid, pid_t *ppid, char *state) {
    char path[40] = "/proc/", digits[16];
    int d = 0, p = 6;
    for (unsigned v = (unsigned)pid; v > 0 || d == 0; v /= 10) digits[d++] = (char)('0' + v % 10);
    while (d > 0) path[p++] = digits[--d];
    memcpy(path + p, "/stat", 6);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    char buf[512];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return false;
    buf[n] = 0;
    char *close_paren = 0;  // `pid (comm) S ppid …`: comm may hold anything, the last ')' ends it
    for (char *c = buf; *c; c++) if (*c == ')') close_paren = c;
    if (!close_paren || close_paren[1] != ' ' || !close_paren[2]) return false;
    *state = close_paren[2];
    long value = 0;
    for (char *c = close_paren + 4; *c >= '0' && *c <= '9'; c++) value = value * 10 + (*c - '0');
    *ppid = (pid_t)value;
    return true;
}

/// Kills the keeper's live children (the program's orphans come here); returns how many new
/// pids it killed, recording them in `seen`. Zombies are left for the caller to reap.
static int kill_children(pid_t self, pid_t *seen, int *seen_count) {
    int fd = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return 0;
    char buf[4096];
    int fresh = 0;
    long n;
    while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
        for (long off = 0; off < n;) {
            unsigned short reclen = *(unsigned short *)(buf + off + 16);
            const char *name = buf + off + 19;
            off += reclen;
            pid_t pid = 0, ppid = 0;
            char state = 0;
            for (const char *c = name; *c; c++) pid = (*c >= '0' && *c <= '9') ? pid * 10 + (*c - '0') : -1;
            if (pid <= 0 || !read_stat(pid, &ppid, &state) || ppid != self || state == 'Z') continue;
            kill(pid, SIGKILL);
            bool known = false;
            for (int i = 0; i < *seen_count; i++) known = known || seen[i] == pid;
            if (!known) {
                fresh++;
                if (*seen_count < SEEN_MAX) seen[(*seen_count)++] = pid;
            }
        }
    }
    close(fd);
    return fresh;
}

/// Kills and reaps everything left below the keeper; returns how many processes were killed.
static int sweep(pid_t self) {
    pid_t seen[SEEN_MAX];
    int seen_count = 0, killed = 0;
    for (int round = 0; round < 10000; round++) {
        int status;
        pid_t r;
        while ((r = waitpid(-1, &status, WNOHANG)) > 0) {}
        if (r < 0 && errno == ECHILD) break;
        killed += kill_children(self, seen, &seen_count);
        struct timespec pause = {0, 200000};
        nanosleep(&pause, 0);
    }
    return killed;
}

int learn_landlock_abi(void) {
    long abi = syscall(SYS_landlock_create_ruleset, (void *)0, 0, 1u /* LANDLOCK_CREATE_RULESET_VERSION */);
    return abi > 0 ? (int)abi : 0;
}

/// Landlock's file-system access rights (`LANDLOCK_ACCESS_FS_*`): those that write. Reading and
/// executing are never handled, so nothing is ever refused to read.
enum {
    FS_WRITE_FILE = 1 << 1, FS_READ_FILE = 1 << 2, FS_REMOVE_DIR = 1 << 4, FS_REMOVE_FILE = 1 << 5, FS_MAKE_CHAR = 1 << 6, FS_MAKE_DIR = 1 << 7,
    FS_MAKE_REG = 1 << 8, FS_MAKE_SOCK = 1 << 9, FS_MAKE_FIFO = 1 << 10, FS_MAKE_BLOCK = 1 << 11, FS_MAKE_SYM = 1 << 12,
    FS_REFER = 1 << 13,     // ABI 2: link or rename into another folder
    FS_TRUNCATE = 1 << 14,  // ABI 3
};

/// Allows `allowed` beneath `path` (a folder: everything under it; a missing path adds nothing).
static void allow_beneath(int ruleset, const char *path, uint64_t allowed) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return;
    struct __attribute__((packed)) { uint64_t allowed_access; int32_t parent_fd; } rule = {allowed, fd};
    syscall(SYS_landlock_add_rule, ruleset, 1 /* LANDLOCK_RULE_PATH_BENEATH */, &rule, 0u);
    close(fd);
}

/// Landlock's domain for the program and everything it starts (it is inherited and cannot be
/// left): a process inside cannot `ptrace` one outside (learn, its keeper), and, where the kernel
/// scopes signals (Landlock ABI 6 and later), cannot signal one either (`kill` answers EPERM).
///
/// Without `writable` (the compiler, a demo) it handles only the making of block devices, which it
/// forbids: no file is refused. With it (a learner's program: `writable` a NULL-terminated list of
/// folders) it is the run's sandbox: the program may create, write, rename and remove only beneath
/// those folders, write (not create) the device files under /dev (/dev/null, a terminal) and the
/// files of /proc (a thread's name), and read everything it could read before. learn's state and
/// cache, as every other place, are then read-only to it. With `readable` too (a NULL-terminated
/// list of files and folders), the program may open for reading only what is beneath those: a
/// judged program's symbols, kept out of that list, cannot be read (learn lists every other
/// place, ``Sandbox``). Where the kernel has no Landlock, the program runs as it always did.
/// Only raw system calls, `open`, `close` and `prctl`: async-signal-safe, between fork and exec.
static void enter_domain(const char *const *writable, const char *const *readable) {
    int abi = learn_landlock_abi();
    if (abi < 1) return;
    uint64_t writes = FS_WRITE_FILE | FS_REMOVE_DIR | FS_REMOVE_FILE | FS_MAKE_CHAR | FS_MAKE_DIR | FS_MAKE_REG | FS_MAKE_SOCK
                      | FS_MAKE_FIFO | FS_MAKE_BLOCK | FS_MAKE_SYM;
    if (abi >= 2) writes |= FS_REFER;
    if (abi >= 3) writes |= FS_TRUNCATE;
    struct { uint64_t handled_access_fs, handled_access_net, scoped; } attr = {
        .handled_access_fs = (writable ? writes : FS_MAKE_BLOCK) | (readable ? FS_READ_FILE : 0),
        .handled_access_net = 0,
        .scoped = 0,
    };
    if (abi >= 6) attr.scoped = 1ull << 1;  // LANDLOCK_SCOPE_SIGNAL
    // Before ABI 4 the kernel reads the access rights alone; the fields after them are zero.
    size_t size = abi >= 6 ? sizeof attr : abi >= 4 ? 2 * sizeof(uint64_t) : sizeof(uint64_t);
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0u);
    if (ruleset < 0) return;
    if (writable) {
        for (const char *const *folder = writable; *folder; folder++)
            allow_beneath(ruleset, *folder, writes & ~(uint64_t)(FS_MAKE_BLOCK | FS_MAKE_CHAR));
        uint64_t existing = FS_WRITE_FILE | (abi >= 3 ? FS_TRUNCATE : 0);
        allow_beneath(ruleset, "/dev", existing);
        allow_beneath(ruleset, "/proc", existing);
    }
    if (readable)
        for (const char *const *place = readable; *place; place++) allow_beneath(ruleset, *place, FS_READ_FILE);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);  // what Landlock asks of a process without CAP_SYS_ADMIN
    syscall(SYS_landlock_restrict_self, ruleset, 0u);
    close(ruleset);
}

/// The program's side of the fork: its own process group, killed if the keeper dies, fds 0–4 set,
/// inside a Landlock domain of its own (``enter_domain``, a sandbox when `writable` is given). On
/// the terminal, the program keeps learn's process group (the terminal's foreground) and its fds
/// 0–2, and enters no domain.
static void become_program(const char *path, char *const argv[], char *const envp[], const char *const *writable,
                           const char *const *readable, int out_fd, int wire_fd, int control_fd, bool terminal, int exec_fd, pid_t keeper) {
    if (!terminal) setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != keeper) _exit(127);
    if (!terminal) enter_domain(writable, readable);
    int fds[3] = {out_fd, wire_fd, control_fd};
    for (int i = 0; i < 3; i++) if (fds[i] >= 0) fds[i] = fcntl(fds[i], F_DUPFD, 10);  // above 0–4, inherited
    int null = terminal ? -1 : open("/dev/null", O_RDONLY);
    if (null >= 0 && null != 0) { dup2(null, 0); close(null); }
    if (fds[0] >= 0) { dup2(fds[0], 1); dup2(fds[0], 2); close(fds[0]); }
    if (fds[1] >= 0) { dup2(fds[1], 3); close(fds[1]); }
    if (fds[2] >= 0) { dup2(fds[2], 4); close(fds[2]); }
    execve(path, argv, envp);
    int error = errno;
    write_all(exec_fd, &error, sizeof error);
    _exit(127);
}

static void keep(const char *path, char *const argv[], char *const envp[], const char *const *writable,
                 const char *const *readable, int out_fd,
                 int wire_fd, int control_fd, bool terminal, int report_fd, int lifeline_fd) {
    pid_t self = getpid();
    int ignored[] = {SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    for (int sig = 1; sig < NSIG; sig++) {
        sa.sa_handler = SIG_DFL;
        for (unsigned i = 0; i < sizeof ignored / sizeof ignored[0]; i++) if (ignored[i] == sig) sa.sa_handler = SIG_IGN;
        if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &sa, 0);
    }
    int keep_fds[] = {out_fd, wire_fd, control_fd, report_fd, lifeline_fd};
    close_all_but(keep_fds, 5);
    // What a program on the terminal (the learner's editor) leaves running is the learner's: a
    // server an editor starts outlives it, as it would from any shell. Nothing is reparented here.
    if (!terminal) prctl(PR_SET_CHILD_SUBREAPER, 1);
    learn_keeper_report_t report = {0};
    int exec_pipe[2];
    if (pipe2(exec_pipe, O_CLOEXEC) != 0) {
        report.error = errno;
        write_all(report_fd, &report, sizeof report);
        _exit(0);
    }
    pid_t pid = fork();
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        for (int sig = 1; sig < NSIG; sig++) {
            sa.sa_handler = SIG_DFL;
            if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &sa, 0);
        }
        sigprocmask(SIG_SETMASK, &none, 0);
        close(report_fd);
        close(lifeline_fd);
        close(exec_pipe[0]);
        become_program(path, argv, envp, writable, readable, out_fd, wire_fd, control_fd, terminal, exec_pipe[1], self);
    }
    report.error = pid < 0 ? errno : 0;
    if (pid > 0 && !terminal) setpgid(pid, pid);  // as the child does: whichever runs first, the group exists
    close(exec_pipe[1]);
    if (out_fd >= 0) close(out_fd);
    if (wire_fd >= 0) close(wire_fd);
    if (control_fd >= 0) close(control_fd);
    int exec_error = 0;
    ssize_t got;
    do { got = read(exec_pipe[0], &exec_error, sizeof exec_error); } while (got < 0 && errno == EINTR);
    close(exec_pipe[0]);
    if (pid > 0 && got == (ssize_t)sizeof exec_error) report.error = exec_error;
    report.kind = 1;
    report.pid = report.error == 0 ? pid : -1;
    write_all(report_fd, &report, sizeof report);
    if (report.error != 0) {
        sweep(self);
        _exit(0);
    }
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    struct rusage usage;
    int status = 0;
    for (;;) {
        struct pollfd fds[2] = {{lifeline_fd, POLLIN, 0}, {pidfd, POLLIN, 0}};
        int ready = poll(fds, pidfd >= 0 ? 2 : 1, pidfd >= 0 ? -1 : 5);
        if (ready < 0 && errno != EINTR) break;
        if (ready > 0 && fds[0].revents != 0) {  // learn closed the lifeline, or died: stop it all
            if (!terminal) kill(-pid, SIGKILL);  // on the terminal the group is learn's own
            kill(pid, SIGKILL);
        }
        memset(&usage, 0, sizeof usage);
        pid_t r = wait4(pid, &status, WNOHANG, &usage);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) { status = -1; break; }
    }
    report.kind = 2;
    report.status = status;
    report.max_rss_kb = usage.ru_maxrss;
    report.cpu_us = (int64_t)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec + (int64_t)usage.ru_stime.tv_sec * 1000000
                    + usage.ru_stime.tv_usec;
    report.strays = terminal ? 0 : sweep(self);
    write_all(report_fd, &report, sizeof report);
    _exit(0);
}

pid_t learn_spawn_kept(const char *path, char *const argv[], char *const envp[], const char *const *writable,
                       const char *const *readable, int out_fd,
                       int wire_fd, int control_fd, bool terminal, learn_keeper_t *keeper, int *error) {
    int report[2], lifeline[2];
    if (pipe2(report, O_CLOEXEC) != 0) { *error = errno; return -1; }
    if (pipe2(lifeline, O_CLOEXEC) != 0) {
        *error = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);  // no handler of learn's runs in the copy
    pid_t keeper_pid = fork();
    if (keeper_pid == 0) {
        close(report[0]);
        close(lifeline[1]);
        keep(path, argv, envp, writable, readable, out_fd, wire_fd, control_fd, terminal, report[1], lifeline[0]);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, 0);
    close(report[1]);
    close(lifeline[0]);
    if (keeper_pid < 0) {
        *error = fork_error;
        close(report[0]);
        close(lifeline[1]);
        return -1;
    }
    keeper->pid = keeper_pid;
    keeper->report_fd = report[0];
    keeper->lifeline_fd = lifeline[1];
    learn_keeper_report_t started = {0};
    if (!learn_keeper_read(keeper, &started) || started.kind != 1 || started.pid <= 0) {
        *error = started.error != 0 ? started.error : ECHILD;
        learn_keeper_end(keeper, true, 0);
        return -1;
    }
    return started.pid;
}

bool learn_keeper_read(learn_keeper_t *keeper, learn_keeper_report_t *report) {
    char *p = (char *)report;
    size_t left = sizeof *report;
    while (left > 0) {
        ssize_t n = read(keeper->report_fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        p += n;
        left -= (size_t)n;
    }
    return true;
}

bool learn_keeper_end(learn_keeper_t *keeper, bool stop, learn_keeper_report_t *report) {
    if (stop && keeper->lifeline_fd >= 0) { close(keeper->lifeline_fd); keeper->lifeline_fd = -1; }
    learn_keeper_report_t ignored;
    bool got = learn_keeper_read(keeper, report ? report : &ignored);
    if (keeper->lifeline_fd >= 0) { close(keeper->lifeline_fd); keeper->lifeline_fd = -1; }
    close(keeper->report_fd);
    keeper->report_fd = -1;
    int status;
    while (waitpid(keeper->pid, &status, 0) < 0 && errno == EINTR) {}
    return got && report != 0 && report->kind == 2;
}
#endif
