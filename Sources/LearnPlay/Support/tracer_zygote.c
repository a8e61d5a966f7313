// A verify's runs of one program start from one process of it (after tracer_locks.c, one translation
// unit; the scheduled flavour only): started with LEARN_ZYGOTE_FD, the tracer's constructor, which
// runs once every library is loaded, linked and initialized and before the program's own code,
// waits there for learn's requests and forks a run for each, instead of each run exec'ing the
// program, having it linked and its libraries initialized again (most of a short run's time).
// A request is one SOCK_SEQPACKET message: its id, then `NAME=VALUE\0` pairs of the run's
// environment, and the run's stdout+stderr, wire and (when the run is scheduled) control
// descriptors (SCM_RIGHTS). The run, in its own process group, returns from the constructor with
// them as fds 1 and 2, 3, 4 and that environment, and goes on as any traced run. The zygote
// answers each request with the run's pid (`zygote_started`), and each run's end with how it
// ended and its peak memory (`zygote_ended`), as a keeper does. learn closing its end ends it
// (its runs are killed with it: their parent-death signal).
#include <dirent.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>

/// What the zygote tells learn (`learn_zygote_message_t` in learn's CLearnSys, the same layout).
typedef struct {
    int32_t kind;  // zygote_started or zygote_ended
    uint32_t id;   // the request's (started)
    int32_t pid;   // the run's, or -errno when it could not start
    int32_t status;  // as wait gives it (ended)
    int64_t max_rss_kb;
} zygote_message_t;
enum { zygote_started = 1, zygote_ended = 2, zygote_request_bytes = 65536 };

static void zygote_tell(int sock, zygote_message_t message) {
    while (send(sock, &message, sizeof message, MSG_NOSIGNAL) < 0 && errno == EINTR) {}
}

/// Thread-locals that cached the zygote's thread id name a thread of another process in a run:
/// the Swift runtime's locks (`ulock_get_tid`) and libdispatch's own take a priority-inheriting
/// futex under the id they cached, and one taken under the zygote's id can never be handed on
/// (its waiters spin, its owner cannot unlock: a `swift_once` two threads met in hung the run).
/// Every 4-byte thread-local word of the Swift libraries (the runtime, its overlays, Foundation)
/// that holds the zygote's id (the run's one thread was the zygote's main thread) is given the
/// run's. libdispatch's is left as it is: its main queue is bound, in a global, to the thread id
/// it cached, and a run whose main thread no longer matches it traps (SIGILL) at its first
/// `DispatchQueue.main` work.
static int zygote_retid(struct dl_phdr_info *info, size_t size, void *ids) {
    (void)size;
    if (!info->dlpi_tls_data || !info->dlpi_name) return 0;
    const char *file = strrchr(info->dlpi_name, '/');
    file = file ? file + 1 : info->dlpi_name;
    if (strncmp(file, "libswift", 8) != 0 && strncmp(file, "libFoundation", 13) != 0) return 0;
    const int32_t *id = ids;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        if (info->dlpi_phdr[i].p_type != PT_TLS) continue;
        int32_t *word = info->dlpi_tls_data;
        for (size_t k = 0; k < info->dlpi_phdr[i].p_memsz / sizeof *word; k++)
            if (word[k] == id[0]) word[k] = id[1];
    }
    return 0;
}

/// The runs forked and not yet ended: every other child of the zygote is a process an ended run
/// left running (the zygote is its subreaper), which it kills as a keeper does for the program it
/// started. Left unkilled, such a stray (a `Process` child) held the run's output open, and each
/// run waited for it: a verify of 60 schedules took 82 s and explored 16.
enum { zygote_most_runs = 256 };
static pid_t zygote_runs[zygote_most_runs];
static int zygote_run_count, zygote_runs_overflowed;

static void zygote_note_run(pid_t pid) {
    if (zygote_run_count < zygote_most_runs) zygote_runs[zygote_run_count++] = pid;
    else zygote_runs_overflowed = 1;  // not known as a run: nothing is swept from now on
}

/// Forgets an ended run; false when `pid` was no run (a stray the sweep killed).
static int zygote_forget_run(pid_t pid) {
    for (int i = 0; i < zygote_run_count; i++)
        if (zygote_runs[i] == pid) {
            zygote_runs[i] = zygote_runs[--zygote_run_count];
            return 1;
        }
    return 0;
}

/// Kills each child of the zygote that is not a live run (`/proc/self/task/*/children`). What a
/// killed stray itself started is the zygote's in turn once it dies, and swept when it is reaped.
static void zygote_sweep(void) {
    if (zygote_runs_overflowed) return;
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return;
    for (struct dirent *task; (task = readdir(tasks));) {
        if (task->d_name[0] == '.') continue;
        char path[64], pids[4096];
        snprintf(path, sizeof path, "/proc/self/task/%s/children", task->d_name);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        ssize_t n = read(fd, pids, sizeof pids - 1);
        close(fd);
        pids[n > 0 ? n : 0] = 0;
        for (char *at = pids; *at;) {
            pid_t pid = (pid_t)strtol(at, &at, 10);
            if (pid <= 0) break;
            int run = 0;
            for (int i = 0; i < zygote_run_count; i++) run = run || zygote_runs[i] == pid;
            if (!run) kill(pid, SIGKILL);
        }
    }
    closedir(tasks);
}

/// The run's side of the fork: its fds, process group and environment; then the constructor goes on.
static void zygote_become_run(pid_t zygote, const int *fds, int fd_count, char *environment, size_t length) {
    int32_t ids[2] = { (int32_t)zygote, (int32_t)getpid() };
    dl_iterate_phdr(zygote_retid, ids);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // Above 0–4 first, then into place: a received descriptor may be one of them.
    int moved[3] = { -1, -1, -1 };
    for (int i = 0; i < fd_count && i < 3; i++) if (fds[i] >= 0) moved[i] = fcntl(fds[i], F_DUPFD, 10);
    for (int i = 0; i < fd_count && i < 3; i++) if (fds[i] >= 0) close(fds[i]);
    if (moved[0] >= 0) { dup2(moved[0], 1); dup2(moved[0], 2); close(moved[0]); }
    if (moved[1] >= 0) { dup2(moved[1], 3); close(moved[1]); } else close(3);
    if (moved[2] >= 0) { dup2(moved[2], 4); close(moved[2]); } else close(4);
    for (size_t at = 0; at < length;) {  // environment[length] is 0: the last pair ends too
        char *pair = environment + at, *equals = strchr(pair, '=');
        at += strlen(pair) + 1;
        if (!equals) continue;
        *equals = 0;
        setenv(pair, equals + 1, 1);
    }
}

/// Serves learn's requests when LEARN_ZYGOTE_FD names its socket: returns in each run (and at once
/// in a process that is no zygote); the zygote itself never returns.
static void zygote_serve(void) {
    const char *named = getenv("LEARN_ZYGOTE_FD");
    if (!named) return;
    int sock = atoi(named);
    unsetenv("LEARN_ZYGOTE_FD");
    unsetenv("LD_PRELOAD");  // programs a run starts are not traced
    if (sock < 3 || fcntl(sock, F_GETFD) == -1) return;
    prctl(PR_SET_CHILD_SUBREAPER, 1);  // what an ended run leaves running comes here, to be swept
    sigset_t child_signal, previous;
    sigemptyset(&child_signal);
    sigaddset(&child_signal, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child_signal, &previous);
    int ended = signalfd(-1, &child_signal, SFD_CLOEXEC | SFD_NONBLOCK);
    if (ended < 0) _exit(70);
    char *request = malloc(zygote_request_bytes);
    if (!request) _exit(70);
    pid_t zygote = getpid();
    for (;;) {
        struct pollfd waits[2] = { { sock, POLLIN, 0 }, { ended, POLLIN, 0 } };
        if (poll(waits, 2, -1) < 0) {
            if (errno == EINTR) continue;
            _exit(70);
        }
        if (waits[1].revents) {
            struct signalfd_siginfo info;
            while (read(ended, &info, sizeof info) == (ssize_t)sizeof info) {}
            int status;
            struct rusage usage;
            pid_t pid;
            int reaped = 0;
            while ((pid = wait4(-1, &status, WNOHANG, &usage)) > 0) {
                reaped = 1;
                if (zygote_forget_run(pid)) zygote_tell(sock, (zygote_message_t){ zygote_ended, 0, pid, status, usage.ru_maxrss });
            }
            if (reaped) zygote_sweep();
        }
        if (!waits[0].revents) continue;
        char control[CMSG_SPACE(3 * sizeof(int))];
        struct iovec part = { request, zygote_request_bytes - 1 };
        struct msghdr message = { .msg_iov = &part, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
        ssize_t n = recvmsg(sock, &message, MSG_CMSG_CLOEXEC);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) _exit(0);  // learn is done (or gone): the runs die with the zygote
        int fds[3] = { -1, -1, -1 }, fd_count = 0;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&message); c; c = CMSG_NXTHDR(&message, c))
            if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
                fd_count = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
                if (fd_count > 3) fd_count = 3;
                memcpy(fds, CMSG_DATA(c), (size_t)fd_count * sizeof(int));
            }
        uint32_t id = 0;
        if (n >= (ssize_t)sizeof id) memcpy(&id, request, sizeof id);
        // Which descriptors came, in this order (mask bits): 1 the output, 2 the wire, 4 the control.
        int32_t mask = 0;
        if (n >= (ssize_t)(sizeof id + sizeof mask)) memcpy(&mask, request + sizeof id, sizeof mask);
        int slots[3] = { -1, -1, -1 }, next = 0;
        for (int i = 0; i < 3; i++) if ((mask & (1 << i)) && next < fd_count) slots[i] = fds[next++];
        // A request cut short (too long for the buffer) or without an output starts nothing.
        int whole = n >= 8 && (mask & 1) && !(message.msg_flags & (MSG_TRUNC | MSG_CTRUNC));
        pid_t pid = whole ? fork() : -1;
        if (pid == 0) {
            close(sock);
            close(ended);
            sigprocmask(SIG_SETMASK, &previous, NULL);
            size_t length = (size_t)n - 8;
            char *environment = malloc(length + 1);
            if (environment) {
                memcpy(environment, request + 8, length);
                environment[length] = 0;
                zygote_become_run(zygote, slots, 3, environment, length);
                free(environment);
            }
            free(request);
            return;
        }
        int error = whole ? errno : EMSGSIZE;
        if (pid > 0) {
            setpgid(pid, pid);  // as the run does: whichever comes first, the group exists
            zygote_note_run(pid);
        }
        for (int i = 0; i < fd_count; i++) close(fds[i]);
        zygote_tell(sock, (zygote_message_t){ zygote_started, id, pid > 0 ? pid : -(error ? error : EINVAL), 0, 0 });
    }
}
