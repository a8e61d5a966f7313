// Gates of the scheduled flavour (`learn play --schedule`, `learn explore FILE`): compiled into
// the tracing library only with LEARN_GATES (after tracer.c, tracer_waits.c, tracer_tasks.c; one
// translation unit). The learner's file is compiled with `-sanitize=thread` instrumentation but
// linked against this library instead of ThreadSanitizer's runtime: every load and store of its
// code calls `__tsan_readN`/`__tsan_writeN` here. An access is a gate when its site (the return
// address, as an offset into the program) is in the site table learn made from the binary
// (LEARN_GATE_SITES: `offset<TAB>line<TAB>words` a line, only sites at the learner's own lines)
// and its address is not on the calling thread's stack: globals, a class's stored properties,
// boxed captured variables, an array's storage. With no scheduler (LEARN_SCHEDULE unset) every
// hook returns at once.
#include <stdarg.h>

// gates_active (tracer.c): set once at start, when a scheduler runs in this process.

/// The site table: open addressing over offsets, each with its line and words. The offsets are
/// also kept apart, packed (`site_offsets`): every instrumented access looks one up, and a probe
/// then reads 8 bytes of one packed array rather than a whole site's cache line.
/// `object`: a read of a variable holding a Foundation object that is not thread-safe, on a line that
/// calls it (GateSites' fourth column): `w` when the call changes the object, `r` when it reads it.
typedef struct { uint64_t offset; int line; char words[80]; char object; } site_t;
static site_t *sites;
static uint64_t *site_offsets;
static unsigned site_slots;

/// The table's entry at `offset`, whatever its kind (NULL: none).
static site_t *site_entry(uint64_t offset) {
    if (!site_slots) return NULL;
    for (unsigned i = 0, slot = (unsigned)(offset * 0x9E3779B1u) & (site_slots - 1); i < site_slots; i++, slot = (slot + 1) & (site_slots - 1)) {
        if (site_offsets[slot] == offset) return &sites[slot];
        if (site_offsets[slot] == 0) return NULL;
    }
    return NULL;
}

/// The gate or access site at `offset` (a `K` entry is neither).
static site_t *site_at(uint64_t offset) {
    site_t *site = site_entry(offset);
    return site && site->object != 'K' ? site : NULL;
}

/// A call of the learner's at `offset` that is no gate (GateSites' `K`: a method call at a line of
/// the learner's file), for the race detector to name the line of an access a library made there.
static site_t *learner_call_at(uint64_t offset) {
    site_t *site = site_entry(offset);
    return site && site->object == 'K' ? site : NULL;
}

static void load_sites(const char *path) {
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!f) return;
    unsigned count = 0;
    char line[256];
    while (fgets(line, sizeof line, f)) count++;
    for (site_slots = 64; site_slots < count * 2; site_slots *= 2) {}
    sites = calloc(site_slots, sizeof *sites);
    site_offsets = calloc(site_slots, sizeof *site_offsets);
    if (!sites || !site_offsets) { site_slots = 0; fclose(f); return; }
    rewind(f);
    while (fgets(line, sizeof line, f)) {
        char *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
        if (!tab2) continue;
        uint64_t offset = strtoull(line, NULL, 16);
        if (!offset) continue;
        unsigned slot = (unsigned)(offset * 0x9E3779B1u) & (site_slots - 1);
        while (site_offsets[slot]) slot = (slot + 1) & (site_slots - 1);
        sites[slot].offset = site_offsets[slot] = offset;
        sites[slot].line = atoi(tab1 + 1);
        size_t n = strcspn(tab2 + 1, "\t\n");
        if (tab2[1 + n] == '\t') sites[slot].object = tab2[2 + n];
        if (n >= sizeof sites[slot].words) n = sizeof sites[slot].words - 1;
        memcpy(sites[slot].words, tab2 + 1, n);
    }
    fclose(f);
}

/// The calling thread's stack, found once per thread.
static __thread uintptr_t stack_low, stack_high;

/// The program's own read-only memory: its segments that are not writable, and what the loader
/// made read-only once it had relocated (`PT_GNU_RELRO`). A load there reads a constant the
/// compiler laid out (an async function's context size, which `await Task.sleep(…)` reads
/// before it calls), which nothing writes: no gate, and nothing for the race detector to judge.
enum { most_constant_ranges = 8 };
static uintptr_t constant_low[most_constant_ranges], constant_high[most_constant_ranges];
static int constant_count;
static pthread_once_t constants_once = PTHREAD_ONCE_INIT;

static int note_constants(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    // the program is the first object the loader lists
    for (int i = 0; i < info->dlpi_phnum && constant_count < most_constant_ranges; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (!((segment->p_type == PT_LOAD && !(segment->p_flags & PF_W)) || segment->p_type == PT_GNU_RELRO)) continue;
        constant_low[constant_count] = info->dlpi_addr + segment->p_vaddr;
        constant_high[constant_count++] = info->dlpi_addr + segment->p_vaddr + segment->p_memsz;
    }
    return 1;
}

static void find_constants(void) { dl_iterate_phdr(note_constants, NULL); }

static int constant(uintptr_t address) {
    pthread_once(&constants_once, find_constants);
    for (int i = 0; i < constant_count; i++)
        if (address >= constant_low[i] && address < constant_high[i]) return 1;
    return 0;
}

static int on_stack(uintptr_t address) {
    if (!stack_high) {
        pthread_attr_t attr;
        void *low = NULL;
        size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &attr) == 0) {
            pthread_attr_getstack(&attr, &low, &size);
            pthread_attr_destroy(&attr);
        }
        stack_low = (uintptr_t)low;
        stack_high = low ? (uintptr_t)low + size : 1;
    }
    return address >= stack_low && address < stack_high;
}

/// A Swift task's own memory: the async frames its code allocates (`swift_task_alloc`, which the
/// program calls for each async call's context, freed in reverse order by `swift_task_dealloc`).
/// An access of the current task to a block it allocated itself is no gate, as one to the
/// thread's own stack is none: no other task's step can come between it and its task's next
/// step and change what it reads. Another task's access to that block (an `async let`'s result,
/// written by the child into its parent's frame) stays a gate, and the race detector judges every
/// one. Known: the blocks the program allocates, and the first context of a task it makes
/// (``task_first_context``); at most `most_task_blocks` at once (the deepest are then gates).
enum { most_task_blocks = 512 };
typedef struct { void *task; uintptr_t low, high; } task_block_t;
static task_block_t task_blocks[most_task_blocks];
static int task_block_count;
static pthread_mutex_t task_blocks_lock = PTHREAD_MUTEX_INITIALIZER;
extern void *swift_task_getCurrent(void) SWIFTCALL;

/// `[low, high)` is the task's own; a block that overlaps one still listed (freed at no call seen)
/// replaces it.
static void task_block_add(void *task, uintptr_t low, uintptr_t high) {
    pthread_mutex_lock(&task_blocks_lock);
    for (int i = 0; i < task_block_count; i++)
        if (task_blocks[i].low < high && low < task_blocks[i].high) task_blocks[i--] = task_blocks[--task_block_count];
    if (task_block_count < most_task_blocks) task_blocks[task_block_count++] = (task_block_t){ task, low, high };
    pthread_mutex_unlock(&task_blocks_lock);
}

void *swift_task_alloc(size_t size) SWIFTCALL {
    static void *(*SWIFTCALL real)(size_t);
    if (!real) real = (void *(*SWIFTCALL)(size_t))dlsym(RTLD_NEXT, "swift_task_alloc");
    void *block = real(size);
    void *task = gates_active && block ? swift_task_getCurrent() : NULL;
    if (!task) return block;
    task_block_add(task, (uintptr_t)block, (uintptr_t)block + size);
    return block;
}

void swift_task_dealloc(void *block) SWIFTCALL {
    static void (*SWIFTCALL real)(void *);
    if (!real) real = (void (*SWIFTCALL)(void *))dlsym(RTLD_NEXT, "swift_task_dealloc");
    if (gates_active && block) {
        pthread_mutex_lock(&task_blocks_lock);
        for (int i = task_block_count - 1; i >= 0; i--)
            if (task_blocks[i].low == (uintptr_t)block) {
                task_blocks[i] = task_blocks[--task_block_count];
                break;
            }
        pthread_mutex_unlock(&task_blocks_lock);
    }
    real(block);
}

/// The first context of a task the program makes (`swift_task_create`, across the PLT: `Task {}`,
/// `Task.detached`, a group's child, the async `main`), which the runtime allocates with the task:
/// the task's own, as the blocks it allocates are. `entry` is the closure's async function
/// pointer, whose second word is that context's size.
static void task_first_context(void *task, void *context, const void *entry) {
    if (!gates_active || !task || !context || !entry) return;
    int32_t offset;
    uint32_t size;
    memcpy(&offset, entry, sizeof offset);
    memcpy(&size, (const char *)entry + 4, sizeof size);
    if (size == 0 || size > 65536) return;
    // an async function pointer's first word leads to its function, in the same object: else
    // `entry` is not one, and nothing is taken as the task's own
    Dl_info at_entry, at_function;
    const char *function = (const char *)entry + offset;
    if (!dladdr(entry, &at_entry) || !dladdr(function, &at_function) || at_entry.dli_fbase != at_function.dli_fbase) return;
    task_block_add(task, (uintptr_t)context, (uintptr_t)context + size);
}

/// Whether `address` is in a block the current task allocated.
static int task_own(uintptr_t address) {
    if (!task_block_count) return 0;
    void *task = swift_task_getCurrent();
    if (!task) return 0;
    int own = 0;
    pthread_mutex_lock(&task_blocks_lock);
    for (int i = 0; i < task_block_count && !own; i++)
        own = task_blocks[i].task == task && address >= task_blocks[i].low && address < task_blocks[i].high;
    pthread_mutex_unlock(&task_blocks_lock);
    return own;
}

static void arrive(const char *words, const uint64_t *frames, int count, int line);

/// An executor as the runtime passes it: its identity (an actor, the main queue; none: the global
/// pool) and its implementation (0 for a default actor).
typedef struct { void *identity; uintptr_t implementation; } executor_ref_t;
extern executor_ref_t swift_task_getCurrentExecutor(void) SWIFTCALL;

/// A hop: the program calls `swift_task_switch` (across the PLT) wherever its task goes to another
/// executor — into an actor's method, onto the main actor, back to the global pool. The runtime
/// takes an idle actor there on this thread, or queues the task on a busy one: which task gets an
/// actor first is decided in that step, and no fact of it says so (``runtime_touched``). A switch
/// to the executor the task is on already changes nothing.
static void hop_seen(void *identity, uintptr_t implementation) {
    executor_ref_t now = swift_task_getCurrentExecutor();
    if (now.identity != identity || now.implementation != implementation) runtime_touched();
}

#define SWIFTASYNCCALL __attribute__((swiftasynccall))
#define ASYNC_CONTEXT __attribute__((swift_async_context))
typedef SWIFTASYNCCALL void (*switch_t)(void *ASYNC_CONTEXT, void *, void *, uintptr_t);
SWIFTASYNCCALL void swift_task_switch(void *context ASYNC_CONTEXT, void *resume, void *identity,
                                      uintptr_t implementation);
SWIFTASYNCCALL void swift_task_switch(void *context ASYNC_CONTEXT, void *resume, void *identity,
                                      uintptr_t implementation) {
    static switch_t real;
    if (!real) real = (switch_t)dlsym(RTLD_NEXT, "swift_task_switch");
    if (gates_active) hop_seen(identity, implementation);
    __attribute__((musttail)) return real(context, resume, identity, implementation);
}

/// The memory an access gate is about to read or write (`arrive` keeps it with the thread): the
/// menu shows what it holds when it asks, `reads count (now 6)`.
static __thread uintptr_t access_address;
static __thread int access_size;
/// The gate is a lock's (`lock.lock()`, `pthread_mutex_lock`): its memory is the mutex.
static __thread int lock_gate;

/// A load or store the race detector judges once its gate let it go (tracer_race.c).
static void hb_access(void *address, const site_t *site, int write, int size);
static int hb_on;

/// A verify's noisy free runs (`LEARN_PLAY_NOISE=SEED`, read by ``free_start``): no scheduler holds
/// them, but before one access in two at the learner's lines (atomics too) the thread yields its
/// CPU (one time in four) or sleeps 20–200 µs of real time, at most `noise_left` times a run. A
/// real run can be preempted there as well, so the run stays one a program can have; what it
/// adds is the chance that a check and an act two accesses apart are split, in a run no
/// scheduler chose — a run the program cannot tell from any other free run, nor from a real run,
/// by anything it reads. Its sleeps and `asyncAfter` delays are cut short now and then too
/// (tracer_clock.c's ``noisy_sleep``, ``noisy_after``).
static int noise_on;
static uint64_t noise_seed;
static _Atomic int noise_left = 1024;
static __thread uint64_t noise_state;

/// The calling thread's next draw of the run's noise.
static uint64_t noise_next(void) {
    if (!noise_state) noise_state = (noise_seed ^ ((uint64_t)syscall(SYS_gettid) * 0x9E3779B97F4A7C15ull)) | 1;
    noise_state ^= noise_state << 13;
    noise_state ^= noise_state >> 7;
    noise_state ^= noise_state << 17;
    return noise_state;
}

static void noise(void) {
    uint64_t r = noise_next();
    if ((r & 1) != 0 || atomic_fetch_sub(&noise_left, 1) <= 0) return;
    if ((r & 12) == 0) {
        syscall(SYS_sched_yield);
        return;
    }
    struct timespec pause = { 0, (long)(20000 + (r >> 8) % 180000) };
    syscall(SYS_nanosleep, &pause, NULL);
}

/// The objects this thread made (`swift_allocObject`, called across the PLT: a class instance, a
/// closure's context, a box) since it last stood at a gate. No other thread can touch one yet:
/// handing it on (storing it where another thread reads it, queueing a block that holds it,
/// starting a task) is a gate or comes after one, and every other thread stays where it stood
/// until this one reaches a gate. So an access to one is no gate (a closure's context filled in
/// before it is queued, an object's fields set in its `init`): no other thread's step can come
/// between it and the gate before it. The race detector still judges it.
enum { most_fresh = 8 };
static __thread uintptr_t fresh_start[most_fresh], fresh_end[most_fresh];
static __thread int fresh_count, fresh_next;

static int fresh(uintptr_t address) {
    for (int i = 0; i < fresh_count; i++)
        if (address >= fresh_start[i] && address < fresh_end[i]) return 1;
    return 0;
}

/// A gate of this thread's: what it made since is no longer its own alone.
static void fresh_forget(void) { fresh_count = fresh_next = 0; }

// MARK: Objects of Foundation's classes that are not thread-safe, however the program holds them

/// The class metadata of corelibs Foundation's classes that are not thread-safe (the list is
/// FoundationCalls.swift's), found once; none when the program has no Foundation.
static const void *unsafe_classes[16];
static int unsafe_class_count;
static pthread_once_t unsafe_classes_once = PTHREAD_ONCE_INIT;
static void unsafe_classes_find(void) {
    static const char *names[] = {
        "$s10Foundation14NSMutableArrayCN", "$s10Foundation19NSMutableDictionaryCN", "$s10Foundation12NSMutableSetCN",
        "$s10Foundation12NSCountedSetCN", "$s10Foundation15NSMutableStringCN", "$s10Foundation13NSMutableDataCN",
        "$s10Foundation19NSMutableOrderedSetCN", "$s10Foundation17NSMutableIndexSetCN",
        "$s10Foundation25NSMutableAttributedStringCN", "$s10Foundation21NSMutableCharacterSetCN",
        "$s10Foundation19NSMutableURLRequestCN",
    };
    for (unsigned i = 0; i < sizeof names / sizeof names[0] && unsafe_class_count < 16; i++) {
        void *metadata = dlsym(RTLD_DEFAULT, names[i]);
        if (metadata) unsafe_classes[unsafe_class_count++] = metadata;
    }
}

/// Whether `metadata` is one of ``unsafe_classes`` or a subclass of one. Only a class's metadata
/// (its kind word 0 on Linux) has a superclass at its second word: a box's or a task's does not.
static int unsafe_class(const void *metadata) {
    pthread_once(&unsafe_classes_once, unsafe_classes_find);
    if (!unsafe_class_count || !metadata || *(const uintptr_t *)metadata != 0) return 0;
    for (int depth = 0; metadata && depth < 32; depth++) {
        for (int i = 0; i < unsafe_class_count; i++)
            if (metadata == unsafe_classes[i]) return 1;
        metadata = ((const void *const *)metadata)[1];
    }
    return 0;
}

/// The live objects of an unsafe class (open addressing; 1 marks a slot whose object was freed).
/// A read of a variable on a line that calls a method on it (GateSites' `W`, `R`, `X`, `Z`) is
/// a call on the object when the variable holds one of these, whatever the file declared it as.
#define UNSAFE_SLOTS 4096u
static uintptr_t unsafe_objects[UNSAFE_SLOTS];
static uint32_t unsafe_sizes[UNSAFE_SLOTS];
static _Atomic uintptr_t unsafe_low = UINTPTR_MAX, unsafe_high;  // the span they lie in
static _Atomic int unsafe_live;
static atomic_flag unsafe_busy = ATOMIC_FLAG_INIT;
static void unsafe_lock(void) { while (atomic_flag_test_and_set_explicit(&unsafe_busy, memory_order_acquire)) sched_yield(); }
static void unsafe_unlock(void) { atomic_flag_clear_explicit(&unsafe_busy, memory_order_release); }
static unsigned unsafe_slot(uintptr_t object) { return (unsigned)((object >> 4) * 0x9E3779B1u) & (UNSAFE_SLOTS - 1); }

static void unsafe_remember(uintptr_t object, size_t size) {
    unsafe_lock();
    if (unsafe_live < (int)(UNSAFE_SLOTS / 2)) {
        for (unsigned i = 0, slot = unsafe_slot(object); i < UNSAFE_SLOTS; i++, slot = (slot + 1) & (UNSAFE_SLOTS - 1))
            if (unsafe_objects[slot] <= 1) {
                unsafe_objects[slot] = object;
                unsafe_sizes[slot] = (uint32_t)(size > 4096 ? 4096 : size);
                unsafe_live++;
                if (object < unsafe_low) unsafe_low = object;
                if (object + size > unsafe_high) unsafe_high = object + size;
                break;
            }
    }
    unsafe_unlock();
}

/// The slot of `object` in ``unsafe_objects`` (-1: none); the caller holds ``unsafe_lock``.
static int unsafe_find_locked(uintptr_t object) {
    for (unsigned i = 0, slot = unsafe_slot(object); i < UNSAFE_SLOTS; i++, slot = (slot + 1) & (UNSAFE_SLOTS - 1)) {
        if (unsafe_objects[slot] == object) return (int)slot;
        if (unsafe_objects[slot] == 0) return -1;
    }
    return -1;
}

/// The live object of an unsafe class that `address` lies in (its fields: Foundation's own
/// storage), or 0. Objects start 16-byte aligned; the first 256 bytes of one are looked in.
static uintptr_t unsafe_containing(uintptr_t address) {
    if (!unsafe_live || address < unsafe_low || address >= unsafe_high) return 0;
    uintptr_t found = 0;
    unsafe_lock();
    for (uintptr_t start = address & ~(uintptr_t)15, k = 0; k < 16 && start && !found; k++, start -= 16) {
        int slot = unsafe_find_locked(start);
        if (slot >= 0 && address < start + unsafe_sizes[slot]) found = start;
        if (slot >= 0) break;
    }
    unsafe_unlock();
    return found;
}

/// Whether `object` is a live object of an unsafe class; `forget`: it is being freed (every
/// `free` asks, so one outside the span they lie in is answered without the lock).
static int unsafe_object(uintptr_t object, int forget) {
    if (!unsafe_live || object <= 1 || object < unsafe_low || object >= unsafe_high) return 0;
    unsafe_lock();
    int slot = unsafe_find_locked(object);
    if (slot >= 0 && forget) {
        unsafe_objects[slot] = 1;
        unsafe_live--;
    }
    unsafe_unlock();
    return slot >= 0;
}

typedef SWIFTCALL void *(*alloc_object_t)(const void *, size_t, size_t);
SWIFTCALL void *swift_allocObject(const void *metadata, size_t size, size_t align_mask);
SWIFTCALL void *swift_allocObject(const void *metadata, size_t size, size_t align_mask) {
    static alloc_object_t real;
    if (!real) real = (alloc_object_t)dlsym(RTLD_NEXT, "swift_allocObject");
    void *object = real(metadata, size, align_mask);
    // Followed when the program made it: the class's allocating init (or a subclass's of the
    // program's own) called from the program's code, not an object a library made for itself
    // (an operation queue's own arrays, behind its own locks).
    if (object && main_base && unsafe_class(metadata)) {
        void *frames[4];
        int n = backtrace(frames, 4);
        for (int i = 1; i < n && i < 4; i++)
            if (object_of(frames[i], NULL) == main_base) {
                unsafe_remember((uintptr_t)object, size);
                break;
            }
    }
    if (gates_active && object) {
        fresh_start[fresh_next] = (uintptr_t)object;
        fresh_end[fresh_next] = (uintptr_t)object + size;
        fresh_next = (fresh_next + 1) % most_fresh;
        if (fresh_count < most_fresh) fresh_count++;
    }
    return object;
}

/// A memory access by the learner's code: a gate when its site is in the table and its memory
/// is neither the thread's own stack, nor the program's read-only memory (``constant``), nor an
/// object it made since its last gate (``fresh``);
/// `write` 1 for a store, 0 for a load, -1 for an atomic (which orders, ``hb_atomic``, and never
/// races). A site whose fact is `atomic` or `atomic-read` (an atomic read of a constant) only
/// orders: it is no gate.
static void access_gate(void *address, void *return_address, int size, int write) {
    // The stack first: the accesses a loop makes to its own locals, the most frequent, end here.
    // A free run (no scheduler, ``free_start``) only judges the access.
    if (!(gates_active | hb_on) || !main_base || on_stack((uintptr_t)address) || constant((uintptr_t)address)) return;
    uint64_t offset = (uint64_t)((uintptr_t)return_address - main_base - 1);
    site_t *site = site_at(offset);
    if (!site) return;
    // A read of a variable on a line that calls a method on it: when the variable holds an object
    // of an unsafe Foundation class, the call is an access of the object (as for `w`, `r`);
    // else a read of a variable (`W`, `R`), or of a constant, which is no gate (`X`, `Z`).
    char object = site->object;
    if (object == 'W' || object == 'R' || object == 'X' || object == 'Z') {
        uintptr_t value = 0;
        if (size == 8) memcpy(&value, address, sizeof value);
        if (value && unsafe_object(value, 0)) object = object == 'W' || object == 'X' ? 'w' : 'r';
        else if (object == 'X' || object == 'Z') return;
        else object = 0;
    }
    int saved = errno;
    if (noise_on) noise();
    if (strncmp(site->words, "atomic", 6) == 0) {
        errno = saved;
        return;
    }
    // A task's own frame is a gate only once after each gate of shared memory: the first such
    // access after it (the task's next step, or the end of its code) is where another task can
    // come between this one's shared access and its end; the rest of its own are none. That gate
    // says `task-step`, not its site's access: the site is the compiler's store of a value into
    // the task's frame (`await producer.value` writes no `producer.value`), no access the
    // learner's line makes to what it names.
    int own = gates_active && task_own((uintptr_t)address);
    if (gates_active && (!own || own_gate_due) && !fresh((uintptr_t)address)) {
        own_gate_due = !own;
        access_address = (uintptr_t)address;
        access_size = size;
        arrive(own ? "task-step" : site->words, &offset, 1, site->line);
        access_size = 0;
        access_address = 0;  // a later gate of another kind has no memory
    }
    if (object && size == 8) {
        // The object the variable holds is what the call touches (the variable is only read).
        uintptr_t held;
        memcpy(&held, address, sizeof held);
        if (held) hb_access((void *)held, site, object == 'w', 8);
    } else if (write >= 0) {
        hb_access(address, site, write, size);
    }
    errno = saved;
}

// ThreadSanitizer's entry points that call ``access_gate``: tsan_entry_points.c, which follows this file.

/// Up to `max` frames in the program's executable, innermost first, as offsets: the parent
/// names the first at a line of the learner's own file (not learn's support code).
static int program_frames(uint64_t *out, int max) {
    if (!main_base) return 0;
    void *frames[24];
    int n = backtrace(frames, 24), k = 0;
    for (int i = 1; i < n && k < max; i++)
        if (object_of(frames[i], NULL) == main_base) out[k++] = (uint64_t)((uintptr_t)frames[i] - main_base - 1);
    return k;
}

/// Swift's dynamic exclusivity check, which corelibs Foundation's own code calls before it reads
/// or changes a field of its objects (an `NSMutableArray`'s storage in `add`, `insert`): where the
/// field is in an object of an unsafe class the program made, it is an access of that object, at
/// the learner's call that reached it (the innermost frame of the program's that is a method call
/// at a line of the learner's, GateSites' `K`), however the object was held or passed there.
typedef void (*begin_access_t)(void *, void *, uintptr_t, void *);
void swift_beginAccess(void *pointer, void *buffer, uintptr_t flags, void *pc);
void swift_beginAccess(void *pointer, void *buffer, uintptr_t flags, void *pc) {
    static begin_access_t real;
    if (!real) real = (begin_access_t)dlsym(RTLD_NEXT, "swift_beginAccess");
    if (unsafe_live && hb_on) {
        uintptr_t object = unsafe_containing((uintptr_t)pointer);
        uint64_t offset;
        site_t *site = object && program_frames(&offset, 1) == 1 ? learner_call_at(offset) : NULL;
        if (site) {
            int saved = errno;
            hb_access((void *)object, site, (int)(flags & 1), 8);
            errno = saved;
        }
    }
    real(pointer, buffer, flags, pc);
}

/// A gate at an interposed call (a queue, a wait, a print): `site` nonzero when the caller is
/// the program's (0: a block's start, named by its queue).
static void gate(uint64_t site, const char *format, ...) {
    if (!gates_active) return;
    int saved = errno;
    char words[160];
    va_list args;
    va_start(args, format);
    vsnprintf(words, sizeof words, format, args);
    va_end(args);
    uint64_t frames[6];
    int count = site ? program_frames(frames, 6) : 0;
    arrive(words, frames, count, 0);
    errno = saved;
}

extern long dispatch_semaphore_signal(void *);

/// `signal()` is a gate too: the order of a wait and its signal is what a lost wake-up is made of.
long dispatch_semaphore_signal(void *semaphore) {
    REAL(dispatch_semaphore_signal);
    if (!from_tracer(__builtin_return_address(0))) hb_release(sync_semaphore, (uintptr_t)semaphore);
    const char *file = "";
    uintptr_t base = gates_active ? object_of(__builtin_return_address(0), &file) : 0;
    if (gates_active && ((base && base == main_base) || strstr(file, "libswiftDispatch"))) {
        uint64_t site = caller_site();
        if (site) gate(site, "signal" US "%u", object_number((uintptr_t)semaphore));
    }
    return real_dispatch_semaphore_signal(semaphore);
}

// MARK: Time under the scheduler: sleeps and timeouts give way

/// Set when the thread slept, yielded or timed out since its last gate (`arrive` takes it): a
/// thread that gives way is not the one the search goes on with by default, and switching from it
/// costs no preemption (CHESS's fairness), so a loop that polls and sleeps cannot starve the
/// thread it waits for.
static __thread int yielded_since_gate __attribute__((tls_model("initial-exec")));

/// Whether `caller` is the program's own code (the main binary: the learner's file and the judge)
/// or Foundation's (`Thread.sleep`, `NSCondition`): whose sleeps and waits the clock and the noise take.
static int program_or_foundation(void *caller) {
    const char *file = object_file(caller);
    return (main_base && (uintptr_t)caller >= main_base && !strstr(file, ".so")) || strstr(file, "libFoundation");
}

/// A sleep or yield of the program's own code (or Foundation's `Thread.sleep`), not of a library
/// that sleeps inside (libdispatch's idle workers).
///
/// A thread that sleeps again with no gate since its last sleep (a loop that polls a flag read
/// through a library, `while !lock.withLock({ done }) { usleep(1000) }`) stands at a gate first:
/// asleep or running, never at a gate, it would keep the run from ever settling, and the thread it
/// polls for, parked at its gate, would never be let go. The gate carries the sleep before it, so
/// the search goes on with another thread (``choose``). A judge's patient wait keeps real time.
static void note_yield(void *caller) {
    if (!gates_active || !program_or_foundation(caller)) return;
    if (yielded_since_gate && !judge_patient) {
        uint64_t site = caller_site();
        if (site) gate(site, "sleep-again");
    }
    yielded_since_gate = 1;
}

/// A sleep of the program's on the scheduler's clock (tracer_clock.c); real otherwise.
static int virtual_sleep(uint64_t ns, void *caller);
/// An absolute time of the program's clock on the real one (tracer_clock.c).
static struct timespec unshifted(clockid_t clock, const struct timespec *t);

extern int usleep(useconds_t);
int usleep(useconds_t microseconds) {
    REAL(usleep);
    void *caller = __builtin_return_address(0);
    note_yield(caller);
    if (virtual_sleep((uint64_t)microseconds * 1000u, caller) == 0) return 0;
    return real_usleep(microseconds);
}

static uint64_t timespec_ns(const struct timespec *t) {
    return t && t->tv_sec >= 0 ? (uint64_t)t->tv_sec * 1000000000ull + (uint64_t)t->tv_nsec : 0;
}

extern int nanosleep(const struct timespec *, struct timespec *);
int nanosleep(const struct timespec *duration, struct timespec *left) {
    REAL(nanosleep);
    void *caller = __builtin_return_address(0);
    note_yield(caller);
    if (duration && virtual_sleep(timespec_ns(duration), caller) == 0) {
        if (left) *left = (struct timespec){ 0, 0 };
        return 0;
    }
    return real_nanosleep(duration, left);
}

extern unsigned int sleep(unsigned int);
unsigned int sleep(unsigned int seconds) {
    REAL(sleep);
    void *caller = __builtin_return_address(0);
    note_yield(caller);
    if (virtual_sleep((uint64_t)seconds * 1000000000ull, caller) == 0) return 0;
    return real_sleep(seconds);
}

extern int clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *);
int clock_nanosleep(clockid_t clock, int flags, const struct timespec *when, struct timespec *left) {
    REAL(clock_nanosleep);
    void *caller = __builtin_return_address(0);
    note_yield(caller);
    uint64_t ns = timespec_ns(when);
    if (when && (flags & TIMER_ABSTIME)) {
        struct timespec now;
        clock_gettime(clock, &now);
        uint64_t at = timespec_ns(&now);
        ns = ns > at ? ns - at : 0;
    }
    if (when && virtual_sleep(ns, caller) == 0) {
        if (left) *left = (struct timespec){ 0, 0 };
        return 0;
    }
    if (when && (flags & TIMER_ABSTIME)) {
        struct timespec real_when = unshifted(clock, when);
        return real_clock_nanosleep(clock, flags, &real_when, left);
    }
    return real_clock_nanosleep(clock, flags, when, left);
}

extern int sched_yield(void);
int sched_yield(void) {
    REAL(sched_yield);
    note_yield(__builtin_return_address(0));
    return real_sched_yield();
}
