#define _GNU_SOURCE
#include "learn_sys.h"

#ifdef __linux__
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static __thread int32_t cached_tid = 0;
static __thread void *tls_slot = 0;
static volatile sig_atomic_t sigint_flag = 0;

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

void *learn_tls_get(void) { return tls_slot; }
void learn_tls_set(void *value) { tls_slot = value; }

static void on_sigint(int sig) { (void)sig; sigint_flag = 1; }

void learn_install_sigint_flag(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, 0);
}

bool learn_take_sigint(void) {
    bool was = sigint_flag != 0;
    sigint_flag = 0;
    return was;
}

bool learn_peek_sigint(void) { return sigint_flag != 0; }
#endif
