#ifndef LEARN_SYS_H
#define LEARN_SYS_H
// Small C helpers for `learn`. Every symbol has the `learn_` prefix. Only the
// Swift wrappers in LearnTrace (ThreadIdentity, Clock) and LearnRunner
// (ChildProcess, SignalFlag) import this module.
#include <stdint.h>
#include <stdbool.h>
#include <sys/types.h>

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

/// Installs a SIGINT handler (SA_RESTART) that only sets a flag.
void learn_install_sigint_flag(void);
/// Returns and clears the SIGINT flag.
bool learn_take_sigint(void);
/// Reads the SIGINT flag without clearing it.
bool learn_peek_sigint(void);

#ifdef __cplusplus
}
#endif
#endif
