#ifndef LEARN_SYS_H
#define LEARN_SYS_H
// Small C helpers for `learn`. Every symbol has the `learn_` prefix. Two Swift modules
// import this one, and declare it in Package.swift: LearnSystem, whose small wrappers
// (inlined where the recorder calls them) every other module calls, and LearnRunner
// (starting, watching and stopping a demo's or program's process).
#include <stdint.h>
#include <stdbool.h>
#include <sys/types.h>
#include "learn_gate_rank.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The OS thread id of the calling thread, cached per thread after the first call.
int32_t learn_thread_id(void);
/// True when the calling thread is the process's main thread (tid == pid).
bool learn_is_main_thread(void);
/// Copies the calling thread's OS name (at most 15 bytes + NUL) into buf.
int learn_thread_name(char *buf, int len);
/// Sets the calling thread's OS name (truncated to 15 bytes).
void learn_set_thread_name(const char *name);
/// Monotonic clock in nanoseconds (CLOCK_MONOTONIC).
uint64_t learn_monotonic_ns(void);

/// A per-thread slot for one pointer (used by the tracer's per-thread buffer).
void *learn_tls_get(void);
void learn_tls_set(void *value);
/// Registers a function called with the slot's value when a thread whose slot
/// is set exits. Call once, before the first `learn_tls_set`.
void learn_tls_on_thread_exit(void (*destructor)(void *));

/// Under ThreadSanitizer, makes the calling thread invisible to it from now on:
/// its reads, writes and synchronisation are ignored. The tracer's flusher calls
/// it: the flusher acquires every recording thread's events and then releases
/// locks that a thread takes when it records for the first time, so TSan would
/// see a happens-before edge between demo threads that the demo never made, and
/// miss real races. Does nothing in a build without ThreadSanitizer.
void learn_tsan_ignore_this_thread(void);

/// Installs handlers for SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE that
/// ask the tracer's flusher to write out what was recorded, wait for it (at most
/// `wait_ms`), then let the signal kill the process as it would have.
void learn_install_crash_flush(int wait_ms);
/// True once a crash handler asked for a last flush (the flusher polls this).
bool learn_crash_flush_requested(void);
/// Tells the waiting crash handler that the last flush is written.
void learn_crash_flush_done(void);

/// Asks the kernel to SIGKILL this process when the thread that started it
/// ends (a demo must not outlive its shell). Returns false if that parent is already gone.
bool learn_die_with_parent(void);
/// The last byte `c` in the `n` bytes at `s` (glibc's `memrchr`), or NULL.
const void *learn_memrchr(const void *s, int c, size_t n);
/// Makes a pipe whose both ends close on exec. Returns 0, or -1 with errno set.
int learn_pipe(int fds[2]);
/// A run's keeper (learn_keeper.c): a process forked from learn, a child subreaper, that starts
/// the program as its child and, when the program ends or learn closes `lifeline_fd` or dies,
/// kills every process left below it and reports on `report_fd`.
typedef struct {
    pid_t pid;
    int report_fd;
    int lifeline_fd;
} learn_keeper_t;
/// One report of a keeper: kind 1 when the program started (`pid`, or `error` an errno value),
/// kind 2 when it ended (`status` as wait gives it, its peak memory, `strays`: how many
/// processes it left running that the keeper killed, and its CPU time, user and system, with the
/// children it waited for).
typedef struct {
    int32_t kind;
    int32_t pid;
    int32_t error;
    int32_t status;
    int64_t max_rss_kb;
    int32_t strays;
    int32_t reserved;
    int64_t cpu_us;
} learn_keeper_report_t;
/// The kernel's Landlock ABI version (0: no Landlock): from 1 a run's program cannot ptrace learn
/// and a learner's program writes only in its sandbox's folders, from 6 it cannot signal learn
/// either (learn_keeper.c puts every program in a domain of its own).
int learn_landlock_abi(void);
/// Starts `path` with `argv`/`envp` (NULL-terminated) under a keeper, in its own process group,
/// with a parent-death signal (SIGKILL when its keeper dies): stdin from /dev/null, stdout and
/// stderr to `out_fd`, `wire_fd` as fd 3 and `control_fd` as fd 4 (each only when not -1).
/// `writable` (NULL-terminated, or NULL for none) sandboxes it: it may write only beneath those
/// folders (and existing files under /dev and /proc), where the kernel has Landlock. `readable`
/// (NULL-terminated, or NULL: everything) limits what it may open for reading to what is beneath
/// those files and folders.
/// `terminal` (the learner's editor): the program keeps learn's fds 0–2 and its process group, the
/// terminal's foreground, and is neither sandboxed nor swept; it is still killed if learn dies.
/// Returns the program's pid, or -1 with `*error` set to an errno value.
pid_t learn_spawn_kept(const char *path, char *const argv[], char *const envp[], const char *const *writable,
                       const char *const *readable, int out_fd,
                       int wire_fd, int control_fd, bool terminal, learn_keeper_t *keeper, int *error);
/// Reads the keeper's next report (blocking); false when the keeper is gone.
bool learn_keeper_read(learn_keeper_t *keeper, learn_keeper_report_t *report);
/// Waits for the program's end report (`stop`: first tells the keeper to kill it all), then
/// reaps the keeper. True when `report` holds the end report.
bool learn_keeper_end(learn_keeper_t *keeper, bool stop, learn_keeper_report_t *report);
/// What the demos' gates do in this process: 0 off, 1 record, 2 stop (see `Gate`).
/// A plain C word read with a relaxed atomic load, so an idle gate costs one load:
/// no lazy-global check, no call.
extern int learn_gate_word;
static inline int learn_gate_mode(void) { return __atomic_load_n(&learn_gate_word, __ATOMIC_RELAXED); }
static inline void learn_set_gate_mode(int mode) { __atomic_store_n(&learn_gate_word, mode, __ATOMIC_SEQ_CST); }
/// Makes a connected pair of Unix stream sockets whose both ends close on exec.
int learn_socket_pair(int fds[2]);
/// A program's zygote (the scheduled tracer's `tracer_zygote.c`): one process of a program that
/// forks each run. Its socket is a SOCK_SEQPACKET pair whose both ends close on exec.
int learn_zygote_pair(int fds[2]);
/// What a zygote tells: kind 1 a run started (`pid`, or -errno when it did not), for request
/// `id`; kind 2 a run ended (`status` as wait gives it, its peak memory in kilobytes).
typedef struct {
    int32_t kind;
    uint32_t id;
    int32_t pid;
    int32_t status;
    int64_t max_rss_kb;
} learn_zygote_message_t;
/// Asks the zygote for a run: request `id`, its environment (`length` bytes of `NAME=VALUE\0`
/// pairs), and its stdout+stderr, wire and control descriptors (-1: none; the output is needed).
/// Returns 0, or -1 with errno set.
int learn_zygote_ask(int sock, uint32_t id, const char *environment, size_t length, int out_fd, int wire_fd, int control_fd);
/// Reads the zygote's next message (blocking): 1, 0 when the zygote is gone, -1 on error.
int learn_zygote_receive(int sock, learn_zygote_message_t *message);
/// Decodes a wait status: returns 1 if the child exited (`*value` = exit code),
/// 2 if a signal killed it (`*value` = signal number), 0 otherwise.
int learn_wait_decode(int status, int *value);
/// Sends `sig` to the process group `pgid`.
int learn_kill_group(pid_t pgid, int sig);
/// The name of a signal, e.g. "SIGSEGV" (numbers for unknown signals are not named).
const char *learn_signal_name(int sig);

/// The id the Swift runtime gave the task running the calling code (unique in
/// the process), 0 when the code does not run in a task.
uint64_t learn_current_task_id(void);

/// What the demo process's task hooks saw (learn_tasks.c): the words of a `task` event.
enum learn_task_word {
    learn_task_create, learn_task_enqueue, learn_task_run, learn_task_suspend, learn_task_complete, learn_task_stop
};
/// A new task's kind, for `learn_task_create`.
enum learn_task_kind { learn_task_unstructured, learn_task_child, learn_task_group, learn_task_async_let };
/// Receives each fact: the word, the task's id, the value (create: the creator's id; run,
/// suspend, complete: 1 when the task's cancelled flag was set) and, for create, the kind.
typedef void (*learn_task_sink_t)(int word, uint64_t task, int64_t value, int kind);
/// Sets the concurrency runtime's enqueue hooks so every task's creation, enqueues and runs
/// reach `sink`, on the thread where they happen. False when the runtime has no hooks, or
/// under ThreadSanitizer (nothing is recorded).
bool learn_tasks_start(learn_task_sink_t sink);
/// Marks a task id as seen running (learn_current_task_id does): its next enqueue is not its creation.
void learn_tasks_note_seen(uint64_t id);

/// How many CPUs process `pid` (0: this one) may run on, from its affinity mask
/// (`taskset -c 0` makes it 1); 0 when it cannot be read.
int learn_cpu_count(pid_t pid);
/// Pins the calling thread to CPU `cpu`: what it starts from then on (a thread, a child it forks)
/// inherits the mask, as under `taskset -c CPU`. False when the mask cannot be set.
bool learn_pin_thread(int cpu);
/// Gives the calling thread the mask it had before ``learn_pin_thread``.
void learn_unpin_thread(void);
/// Makes stdout line-buffered, so what the runtime prints there reaches a pipe
/// line by line (and none is lost in a buffer at `_exit`).
void learn_line_buffer_stdout(void);
/// Makes every thread allocate from the main malloc arena (`M_ARENA_MAX` 1). glibc gives each
/// thread that allocates under contention an arena of its own, and memory freed in one stays
/// resident: explore's worker threads took learn from 48 MB to 72 MB so.
void learn_one_malloc_arena(void);

/// The signal guard (learn_signal_guard.c): SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2 and
/// SIGALRM sent to learn by a process it started (a descendant, by `SA_SIGINFO`'s sender pid) are
/// ignored and counted; sent by any other process or by the kernel (the terminal), each does what
/// it did before. Also makes learn non-dumpable (`PR_SET_DUMPABLE` 0): no process of the user
/// without CAP_SYS_PTRACE can attach to it, or to a keeper forked from it. Idempotent.
void learn_signal_guard_install(void);
/// Makes `handler` (SIG_DFL, SIG_IGN or a function) what a guarded `sig` does when it is not
/// ignored; false when the guard does not hold `sig` (then nothing changed).
bool learn_signal_guard_handle(int sig, void (*handler)(int));
/// How many signals the guard ignored since the last call (clears the count), with the first
/// one's number and sender.
int learn_signal_guard_take(int *signal, pid_t *sender);
/// Whether `pid` descends from `ancestor` (its parents in /proc, up to 128 of them).
bool learn_is_descendant(pid_t pid, pid_t ancestor);

/// Installs a SIGINT handler (SA_RESTART) that only sets a flag (through the signal guard when
/// it holds SIGINT).
void learn_install_sigint_flag(void);
/// Returns and clears the SIGINT flag.
bool learn_take_sigint(void);
/// Reads the SIGINT flag without clearing it.
bool learn_peek_sigint(void);

/// While a demo runs: Ctrl-Z (SIGTSTP) stops the demo's process group `group` with this
/// process, and continuing this process continues the group. Calls nest (the handler is
/// installed on the first begin and the previous one restored on the last end).
void learn_forward_stop_begin(pid_t group);
void learn_forward_stop_end(pid_t group);
/// How many times this process was continued after a forwarded stop (the watchdog does not
/// count time spent stopped).
unsigned learn_resume_count(void);

#ifdef __cplusplus
}
#endif
#endif
