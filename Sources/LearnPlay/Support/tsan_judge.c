// Linked into a judged build's ThreadSanitizer program (`program-tsan`): the one judge's entry
// point that run has, `learn_judge_finish` (the prelude's last line), and a count of the reports
// ThreadSanitizer made (`__tsan_on_report`, which its runtime calls after printing each one). At
// the judge's last line it writes `finished KEY REPORTS` to the file LEARN_JUDGE_OUT names: learn
// then knows the judge ran to its end, and how many reports there were even if the program hid
// their text (closed or redirected its standard error). The key (LEARN_JUDGE_KEY) and the file's
// name are read before the program starts and wiped from its environment, with TSAN_OPTIONS (read
// by ThreadSanitizer before this), so the program cannot tell it runs under ThreadSanitizer from
// its environment nor write the line itself; a call from outside the judge's gate functions
// (LEARN_JUDGE_CALLERS) writes `forged`.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/auxv.h>

static atomic_int learn_tsan_reports;
static char learn_tsan_key[40], learn_tsan_out[512];
static uintptr_t learn_tsan_base;
enum { learn_tsan_most_callers = 128 };
static struct { uintptr_t start, end; } learn_tsan_callers[learn_tsan_most_callers];
static int learn_tsan_caller_count;

void __tsan_on_report(const void *report) {
    (void)report;
    atomic_fetch_add(&learn_tsan_reports, 1);
}

static void learn_tsan_write(const char *line) {
    if (!learn_tsan_out[0]) return;
    int fd = open(learn_tsan_out, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return;
    ssize_t written = write(fd, line, strlen(line));
    (void)written;
    close(fd);
}

__attribute__((visibility("default"))) void learn_judge_finish(void) {
    uintptr_t offset = (uintptr_t)__builtin_return_address(0) - learn_tsan_base;
    int ours = 0;
    for (int i = 0; i < learn_tsan_caller_count && !ours; i++)
        ours = offset >= learn_tsan_callers[i].start && offset < learn_tsan_callers[i].end;
    char line[128];
    if (ours) snprintf(line, sizeof line, "finished %s %d\n", learn_tsan_key, atomic_load(&learn_tsan_reports));
    else snprintf(line, sizeof line, "forged\n");
    learn_tsan_write(line);
}

__attribute__((constructor)) static void learn_tsan_start(void) {
    const char *key = getenv("LEARN_JUDGE_KEY"), *out = getenv("LEARN_JUDGE_OUT"), *callers = getenv("LEARN_JUDGE_CALLERS");
    if (key) snprintf(learn_tsan_key, sizeof learn_tsan_key, "%s", key);
    if (out) snprintf(learn_tsan_out, sizeof learn_tsan_out, "%s", out);
    Dl_info program;
    if (dladdr((void *)getauxval(AT_ENTRY), &program)) learn_tsan_base = (uintptr_t)program.dli_fbase;
    FILE *file = callers ? fopen(callers, "r") : NULL;
    unsigned long long start, size;
    while (file && learn_tsan_caller_count < learn_tsan_most_callers && fscanf(file, "%llx %llx", &start, &size) == 2) {
        learn_tsan_callers[learn_tsan_caller_count].start = (uintptr_t)start;
        learn_tsan_callers[learn_tsan_caller_count].end = (uintptr_t)(start + size);
        learn_tsan_caller_count++;
    }
    if (file) fclose(file);
    learn_wipe_environment("LEARN_");
    learn_wipe_environment("TSAN_OPTIONS=");
    learn_wipe_environment("LD_PRELOAD=");
}
