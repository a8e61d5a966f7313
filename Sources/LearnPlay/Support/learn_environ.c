// What the tracer (`tracer.c`) and a judged ThreadSanitizer program's judge (`tsan_judge.c`)
// both do to the environment before the learner's program reads it. Each is built with this
// file ahead of it (PlaySupportSource), so it begins as they do.
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

/// Removes every variable whose `NAME=value` starts with `prefix` from the environment and wipes
/// its bytes where the kernel shows them (`/proc/self/environ` reads the original block).
static void learn_wipe_environment(const char *prefix) {
    extern char **environ;
    size_t n = strlen(prefix);
    for (int again = 1; again;) {
        again = 0;
        for (char **entry = environ; entry && *entry; entry++) {
            if (strncmp(*entry, prefix, n) != 0) continue;
            char *text = *entry, name[128];
            size_t length = strcspn(text, "=");
            if (length >= sizeof name) length = sizeof name - 1;
            memcpy(name, text, length);
            name[length] = 0;
            size_t size = strlen(text);
            unsetenv(name);
            memset(text, 0, size);
            again = 1;
            break;
        }
    }
}
