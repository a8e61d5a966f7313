// learn's descriptors in a traced program (after tracer_sandbox.c, one translation unit): the
// wire (fd 3, LEARN_WIRE_FD) and, in a scheduled run, the scheduler's control channel (fd 4,
// LEARN_CONTROL_FD). A program that closes every descriptor it did not open (`for fd in 3...1024
// { close(fd) }`, `closefrom(3)`, as a daemon does) closed them too, and its scheduled run then
// "passed no gate": nothing reached learn. Closing one of them now leaves it open and answers
// success, as if it were closed (the program never had it); `dup2` onto one answers EBUSY. What a
// program does with a raw system call is not seen.
#include <unistd.h>

/// learn's descriptors in this process (-1: none), noted before the tracer wipes learn's variables.
static int fds_learn[2] = { -1, -1 };

/// Notes which descriptors are learn's: read in the tracer's constructor (a zygote's run has its own by then).
static void fds_start(void) {
    const char *names[2] = { "LEARN_WIRE_FD", "LEARN_CONTROL_FD" };
    for (int i = 0; i < 2; i++) {
        const char *named = getenv(names[i]);
        int fd = named ? atoi(named) : -1;
        fds_learn[i] = fd >= 3 && fcntl(fd, F_GETFD) != -1 ? fd : -1;
    }
}

static int fds_is_learns(int fd) { return fd >= 0 && (fd == fds_learn[0] || fd == fds_learn[1]); }

int close(int fd) {
    SANDBOX_REAL(close);
    if (fds_is_learns(fd)) return 0;
    return real_close(fd);
}

int dup2(int from, int to) {
    SANDBOX_REAL(dup2);
    if (fds_is_learns(to) && from != to) {
        errno = EBUSY;
        return -1;
    }
    return real_dup2(from, to);
}

int dup3(int from, int to, int flags) {
    SANDBOX_REAL(dup3);
    if (fds_is_learns(to)) {
        errno = EBUSY;
        return -1;
    }
    return real_dup3(from, to, flags);
}

#if __GLIBC_PREREQ(2, 34)
/// `close_range` (glibc 2.34): the range less learn's descriptors, in up to three pieces. Marking
/// them close-on-exec is left as asked: they are already.
int close_range(unsigned first, unsigned last, int flags) {
    SANDBOX_REAL(close_range);
    if (flags & CLOSE_RANGE_CLOEXEC) return real_close_range(first, last, flags);
    int kept[2] = { fds_learn[0] < fds_learn[1] ? fds_learn[0] : fds_learn[1], fds_learn[0] < fds_learn[1] ? fds_learn[1] : fds_learn[0] };
    unsigned from = first;
    for (int i = 0; i < 2; i++) {
        if (kept[i] < 0 || (unsigned)kept[i] < from || (unsigned)kept[i] > last) continue;
        if ((unsigned)kept[i] > from && real_close_range(from, (unsigned)kept[i] - 1, flags) != 0) return -1;
        from = (unsigned)kept[i] + 1;
    }
    if (from > last || from < first) return 0;  // nothing left (or `last` was the largest descriptor kept)
    return real_close_range(from, last, flags);
}

/// `closefrom` (glibc 2.34): every descriptor from `first` up, but learn's.
void closefrom(int first) {
    close_range(first < 0 ? 0 : (unsigned)first, ~0U, 0);
}
#endif
