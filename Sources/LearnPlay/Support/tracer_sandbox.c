// What learn's sandbox refused the program (after tracer_tasks.c, one translation unit; also
// after tsan_mutex_shim.c, preloaded into a ThreadSanitizer run, with LEARN_SANDBOX_ALONE). A
// learner's program runs in a Landlock domain where it may write only in its run's folders
// (learn_keeper.c, `enter_domain`); a write elsewhere fails with EACCES, which the program may
// never say. The calls that create, write, rename or remove a file are wrapped: each that fails
// with EACCES notes its path, one line, in the file LEARN_SANDBOX_NOTE names (in the run's own
// folder), and learn tells the learner at the end of the run. Nothing else changes: the call's
// result and errno are the program's. The note is the program's to write too: it can only lie
// about itself. Calls glibc makes inside itself (`fopen`'s own `open`) are not seen, so `fopen`
// and `freopen` are wrapped as well; processes the program starts are not traced, nor noted.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/// The note's path (empty: nothing is noted), read before the tracer wipes learn's variables.
static char sandbox_note[PATH_MAX];
/// How many lines this process noted: a program that loops on a refused write notes the first ones.
static int sandbox_noted;
enum { sandbox_most_lines = 256 };  // learn's RunFolder.mostNoted

#define SANDBOX_REAL(name) \
    static __typeof__(&name) real_##name; \
    if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

/// Reads LEARN_SANDBOX_NOTE: in a traced run from the tracer's constructor (a zygote's run has
/// its own by then), in a ThreadSanitizer run from this file's own.
static void sandbox_start(void) {
    const char *note = getenv("LEARN_SANDBOX_NOTE");
    if (note && *note == '/' && strlen(note) < sizeof sandbox_note) strcpy(sandbox_note, note);
    else sandbox_note[0] = 0;
    sandbox_noted = 0;
}
#ifdef LEARN_SANDBOX_ALONE
__attribute__((constructor)) static void sandbox_start_alone(void) { sandbox_start(); }
#endif

/// `path` (relative to `dirfd`'s folder, or the working folder) as an absolute path whose folder
/// is resolved (links, `..`), as learn compares it with the folders the run may write in.
static void sandbox_absolute(int dirfd, const char *path, char *out, size_t size) {
    char joined[2 * PATH_MAX], folder[PATH_MAX] = "";
    if (path[0] == '/') {
        snprintf(joined, sizeof joined, "%s", path);
    } else {
        if (dirfd == AT_FDCWD) {
            if (!getcwd(folder, sizeof folder)) strcpy(folder, ".");
        } else {
            char link[64];
            snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
            ssize_t n = readlink(link, folder, sizeof folder - 1);
            folder[n > 0 ? n : 0] = 0;
        }
        snprintf(joined, sizeof joined, "%s/%s", folder, path);
    }
    char *slash = strrchr(joined, '/');
    char resolved[PATH_MAX];
    if (slash && slash != joined) {
        *slash = 0;
        if (realpath(joined, resolved)) {
            snprintf(out, size, "%s/%s", strcmp(resolved, "/") == 0 ? "" : resolved, slash + 1);
            return;
        }
        *slash = '/';
    }
    snprintf(out, size, "%s", joined);
}

/// Notes a write the kernel refused (`result` failed with EACCES), keeping errno as it was.
static void sandbox_refused(int failed, int dirfd, const char *path) {
    int saved = errno;
    if (!failed || saved != EACCES || !path || !sandbox_note[0] || sandbox_noted >= sandbox_most_lines) return;
    sandbox_noted++;
    char absolute[PATH_MAX + 2];
    sandbox_absolute(dirfd, path, absolute, sizeof absolute - 1);
    for (char *c = absolute; *c; c++) if (*c == '\n') *c = '?';  // one line a path
    strcat(absolute, "\n");
    SANDBOX_REAL(openat);
    int fd = real_openat(AT_FDCWD, sandbox_note, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd >= 0) {
        ssize_t ignored = write(fd, absolute, strlen(absolute));
        (void)ignored;
        close(fd);
    }
    errno = saved;
}

/// Whether `open`'s flags ask to write, create or truncate.
static int sandbox_writes(int flags) { return (flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC)); }

/// The mode `open` takes after its flags when it creates a file.
#define SANDBOX_MODE(flags) \
    mode_t mode = 0; \
    if (((flags) & O_CREAT) || ((flags) & O_TMPFILE) == O_TMPFILE) { \
        va_list rest; \
        va_start(rest, flags); \
        mode = va_arg(rest, mode_t); \
        va_end(rest); \
    }

/// A wrapped member of `open`'s family: what it opens to write, and failed, is noted.
#define SANDBOX_OPEN(name, params, args, dirfd) \
    int name params { \
        SANDBOX_MODE(flags); \
        SANDBOX_REAL(name); \
        int fd = real_##name args; \
        if (sandbox_writes(flags)) sandbox_refused(fd < 0, dirfd, path); \
        return fd; \
    }

SANDBOX_OPEN(open, (const char *path, int flags, ...), (path, flags, mode), AT_FDCWD)
SANDBOX_OPEN(open64, (const char *path, int flags, ...), (path, flags, mode), AT_FDCWD)
SANDBOX_OPEN(openat, (int dirfd, const char *path, int flags, ...), (dirfd, path, flags, mode), dirfd)
SANDBOX_OPEN(openat64, (int dirfd, const char *path, int flags, ...), (dirfd, path, flags, mode), dirfd)

int creat(const char *path, mode_t mode) {
    SANDBOX_REAL(creat);
    int fd = real_creat(path, mode);
    sandbox_refused(fd < 0, AT_FDCWD, path);
    return fd;
}

/// Whether `fopen`'s mode writes (`w`, `a`, `+`).
static int sandbox_mode_writes(const char *mode) { return mode && strpbrk(mode, "wa+") != NULL; }

FILE *fopen(const char *path, const char *mode) {
    SANDBOX_REAL(fopen);
    FILE *file = real_fopen(path, mode);
    if (sandbox_mode_writes(mode)) sandbox_refused(file == NULL, AT_FDCWD, path);
    return file;
}

FILE *fopen64(const char *path, const char *mode) {
    SANDBOX_REAL(fopen64);
    FILE *file = real_fopen64(path, mode);
    if (sandbox_mode_writes(mode)) sandbox_refused(file == NULL, AT_FDCWD, path);
    return file;
}

FILE *freopen(const char *path, const char *mode, FILE *stream) {
    SANDBOX_REAL(freopen);
    FILE *file = real_freopen(path, mode, stream);
    if (sandbox_mode_writes(mode)) sandbox_refused(file == NULL, AT_FDCWD, path);
    return file;
}

/// A wrapped call on one path that writes (makes, removes or cuts what is there).
#define SANDBOX_PATH_CALL(name, params, args, path) \
    int name params { \
        SANDBOX_REAL(name); \
        int result = real_##name args; \
        sandbox_refused(result != 0, AT_FDCWD, path); \
        return result; \
    }
/// The same with a folder's descriptor the path is relative to.
#define SANDBOX_AT_CALL(name, params, args, dirfd, path) \
    int name params { \
        SANDBOX_REAL(name); \
        int result = real_##name args; \
        sandbox_refused(result != 0, dirfd, path); \
        return result; \
    }

SANDBOX_PATH_CALL(mkdir, (const char *path, mode_t mode), (path, mode), path)
SANDBOX_AT_CALL(mkdirat, (int dirfd, const char *path, mode_t mode), (dirfd, path, mode), dirfd, path)
SANDBOX_PATH_CALL(unlink, (const char *path), (path), path)
SANDBOX_AT_CALL(unlinkat, (int dirfd, const char *path, int flags), (dirfd, path, flags), dirfd, path)
SANDBOX_PATH_CALL(rmdir, (const char *path), (path), path)
SANDBOX_PATH_CALL(rename, (const char *from, const char *to), (from, to), to)
SANDBOX_AT_CALL(renameat, (int fromfd, const char *from, int tofd, const char *to), (fromfd, from, tofd, to), tofd, to)
SANDBOX_AT_CALL(renameat2, (int fromfd, const char *from, int tofd, const char *to, unsigned flags),
                (fromfd, from, tofd, to, flags), tofd, to)
SANDBOX_PATH_CALL(link, (const char *from, const char *to), (from, to), to)
SANDBOX_AT_CALL(linkat, (int fromfd, const char *from, int tofd, const char *to, int flags), (fromfd, from, tofd, to, flags),
                tofd, to)
SANDBOX_PATH_CALL(symlink, (const char *target, const char *path), (target, path), path)
SANDBOX_AT_CALL(symlinkat, (const char *target, int dirfd, const char *path), (target, dirfd, path), dirfd, path)
SANDBOX_PATH_CALL(truncate, (const char *path, off_t length), (path, length), path)
SANDBOX_PATH_CALL(mkfifo, (const char *path, mode_t mode), (path, mode), path)
SANDBOX_PATH_CALL(mknod, (const char *path, mode_t mode, dev_t device), (path, mode, device), path)
