// The scheduler's loop, its questions and its report (after tracer_sched.c, one translation unit).

/// What the memory of a thread's access gate holds now (``read_count``).
static int access_value(const sched_thread_t *t, long long *value) {
    // a task's next step (its own frame) holds nothing the learner's line names
    return t->waiting && t->size && strcmp(t->words, "task-step") != 0 && read_count(t->address, t->size, value);
}

/// True when the thread stands at a lock's gate and another thread holds that lock, as glibc's
/// mutex tells (locked, and its owner's tid another's; the run is settled when step mode asks, so
/// nobody changes it then): let go, it would only block in the kernel until the holder unlocks.
static int locked_out(const sched_thread_t *t) {
    if (!t->waiting || !t->locks || !t->address) return 0;
    pthread_mutex_t *m = (pthread_mutex_t *)t->address;
    int locked = __atomic_load_n(&m->__data.__lock, __ATOMIC_RELAXED);
    int owner = __atomic_load_n(&m->__data.__owner, __ATOMIC_RELAXED);
    return locked != 0 && owner != 0 && owner != t->tid;
}

/// One thread as a ThreadStand (JSON): at a gate, or blocked (or done) after its last gate, or
/// `lockedOut` (``add_stands`` says when).
static void add_stand(sb_t *b, const sched_thread_t *t, int out) {
    const char *state = !t->waiting ? "blocked" : out ? "lockedOut" : "atGate";
    sb_add(b, "{\"number\":%d,\"tid\":%d,\"isMain\":%s,\"state\":\"%s\"", t->number, (int)t->tid, t->is_main ? "true" : "false",
           state);
    if (t->has_gate) {
        sb_add(b, ",\"gate\":{\"label\":");
        sb_words(b, t->words);
        long long value;
        if (access_value(t, &value)) sb_add(b, ",\"held\":%lld", value);
        if (t->wrote[0]) {
            sb_add(b, ",\"wrote\":{\"variable\":");
            sb_string(b, t->wrote);
            sb_add(b, ",\"value\":%lld}", t->wrote_value);
        }
        sb_add(b, ",\"kind\":\"fine\",\"file\":");
        sb_string(b, play_name);
        sb_add(b, ",\"line\":%d,\"queue\":", t->line);
        sb_string(b, t->queue);
        sb_add(b, ",\"sites\":[");
        for (int i = 0; i < t->frame_count; i++) sb_add(b, "%s%llu", i ? "," : "", (unsigned long long)t->frames[i]);
        sb_add(b, "]}");
    }
    if (!t->waiting) {
        long call = thread_syscall(t->tid);
        const char *in = call == 202 ? "futex" : call == 35 || call == 230 ? "sleep" : NULL;  // ThreadStand.waitWords
        if (in) sb_add(b, ",\"waitingIn\":\"%s\"", in);
    }
    sb_add(b, "}");
}

static void add_stands(sb_t *b) {
    pthread_mutex_lock(&sched_lock);
    // A thread at the gate of a lock another holds is `lockedOut` when another thread at a gate
    // can go: step mode offers it then only (the search still ranks and tries it, and a token
    // counts it).
    int out[max_threads], can_go = 0;
    for (int i = 0; i < thread_count; i++) {
        out[i] = locked_out(&threads[i]);
        can_go |= threads[i].waiting && !out[i];
    }
    for (int i = 0; i < thread_count; i++) {
        if (i) sb_add(b, ",");
        add_stand(b, &threads[i], can_go && out[i]);
    }
    pthread_mutex_unlock(&sched_lock);
}

static int send_control(const char *text, size_t n) {
    while (n > 0) {
        ssize_t k = write(control_fd, text, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return 0;
        text += k;
        n -= (size_t)k;
    }
    return 1;
}

/// The learner said `auto` (``ask``): learn's scheduler finishes the run (``step_default``).
enum { pick_auto = -3 };
/// Set once the learner said `auto` in step mode: every later choice is explore's default (the
/// thread that ran goes on), made by learn, so the run's token replays it whole.
static int step_default;

/// Step mode: asks the learner; the index (in `order`) of the thread they chose, `pick_auto` for
/// `auto`, -1 when the channel is gone.
static int ask(const int *order, int n) {
    sb_t b = { 0 };
    sb_add(&b, "D {\"step\":%d,\"threads\":[", choice_count);
    add_stands(&b);
    sb_add(&b, "]}\n");
    pthread_mutex_lock(&wire_lock);  // the learner sees every event up to here before choosing
    flush_pending();
    pthread_mutex_unlock(&wire_lock);
    int sent = b.p && send_control(b.p, b.n);
    free(b.p);
    if (!sent) return -1;
    char line[64];
    size_t have = 0;
    while (1) {
        char c;
        ssize_t k = read(control_fd, &c, 1);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        if (c != '\n') {
            if (have < sizeof line - 1) line[have++] = c;
            continue;
        }
        line[have] = 0;
        have = 0;
        if (strcmp(line, "auto") == 0) return pick_auto;
        if (strncmp(line, "go ", 3) == 0) {
            int number = atoi(line + 3);
            for (int i = 0; i < n; i++) if (threads[order[i]].number == number) return i;
        }
    }
}

/// A choice of ``choose`` that is no thread: the clock moves first (the token's `0`).
enum { pick_clock = -2 };
static int timer_set(void);
static int advance_clock_at(int early);
/// Set once a schedule moved the clock while a thread could go on (``pick_clock``): what that run
/// shows needed a thread slower than a timer (the report's `clockEarly`).
static int clock_early;
/// Once the clock has moved early, exploring goes on in slow motion: while a timer is set, the
/// clock moves first again, at no cost in preemptions, up to this many times (the threads that
/// were slower than one timer are slower than the next: a wait in a loop times out each time, a
/// reader that sleeps between pages reads the next page too).
enum { most_fast_moves = 8 };
static int fast_moves;

/// Whether exploring past the prefix moves the clock first now, by the slow motion above; under sched_lock.
static int slow_motion(void) {
    return sched_mode == mode_explore && choice_count >= prefix_count && clock_early && fast_moves < most_fast_moves && timer_set();
}

/// Explore mode: where another thread could have gone within the preemption bound, and whether
/// the clock could have moved first (a timer is set: as if every thread were slower than it),
/// which costs a preemption too.
static void note_branch(int pick, int last_rank, int n, int preemptions) {
    sb_t enabled = { 0 };
    sb_add(&enabled, "%d", pick + 1);
    int others = 0;
    if (timer_set() && preemptions + 1 <= preemption_bound) {
        sb_add(&enabled, ",0");
        others++;
    }
    for (int r = 0; r < n; r++) {
        if (r == pick) continue;
        int cost = last_rank >= 0 && r != last_rank;
        if (preemptions + cost > preemption_bound) continue;
        sb_add(&enabled, ",%d", r + 1);
        others++;
    }
    if (others) {
        sb_add(&report_branches, "%s{\"position\":%d,\"enabled\":[", report_branches.n ? "," : "", choice_count);
        sb_put(&report_branches, enabled.p, enabled.n);
        sb_add(&report_branches, "],\"chosen\":%d}", pick + 1);
    }
    free(enabled.p);
}

/// The seed a random schedule drew from (`LEARN_PLAY_SEED`), reported as its token when it
/// followed no prefix; `seeded` once one was given.
static uint64_t given_seed;
static int seeded;

/// Where a crash's report is written: no allocation, as the crash may have come inside malloc
/// with its arena's lock held (a use-after-free's corrupted heap), and a report that allocated
/// then waited for that lock for ever: the run timed out instead of crashing.
static char crash_report[4 << 20];

/// The report, the race's part read under hb_lock unless a crash sends it (`locked` 0).
static void send_report(int locked) {
    if (by_deviations && next_deviation < deviation_count && !mismatch[0] && !deadlocked)
        // ScheduleMismatch.endedBefore, in its wire form (learn words it).
        snprintf(mismatch, sizeof mismatch, "ended-before" US "%d" US "program",
                 deviation_at[next_deviation] + 1);
    sb_t b = { 0 };
    if (!locked) b = (sb_t){ crash_report, 0, sizeof crash_report, 1 };
    sb_add(&b, "Z {\"wentAuto\":%s", went_auto ? "true" : "false");
    const struct { const char *name; const sb_t *items; } arrays[] = {
        { "choices", &report_choices }, { "defaults", &report_defaults }, { "gates", &report_gates },
        { "branches", &report_branches }, { "steps", &report_steps }, { "written", &report_written },
    };
    for (size_t i = 0; i < sizeof arrays / sizeof *arrays; i++) {
        sb_add(&b, ",\"%s\":[", arrays[i].name);
        sb_put(&b, arrays[i].items->p ? arrays[i].items->p : "", arrays[i].items->n);
        sb_add(&b, "]");
    }
    if (recording) {
        sb_add(&b, ",\"runtime\":[");
        sb_put(&b, report_runtime.p ? report_runtime.p : "", report_runtime.n);
        sb_add(&b, "]");
    }
    if (mismatch[0]) {
        sb_add(&b, ",\"mismatch\":");
        sb_words(&b, mismatch);
    }
    hb_add_report(&b, locked);
    if (clock_early || noise_cut) sb_add(&b, ",\"clockEarly\":true");
    if (step_default) sb_add(&b, ",\"finishedByDefault\":true");
    if (seeded && sched_mode == mode_explore && !prefix_count) sb_add(&b, ",\"seed\":%llu", (unsigned long long)given_seed);
    if (deadlocked) {
        sb_add(&b, ",\"deadlock\":[\"no-thread-can-go-on\"],\"stuck\":[");  // ScheduleReport.noThreadCanGoOn
        add_stands(&b);
        sb_add(&b, "]");
    }
    sb_add(&b, "}\n");
    if (b.p) send_control(b.p, b.n);
    if (!b.fixed) free(b.p);
}

/// The random draw's state: from the seed alone, then each draw (made where the ranked state asks
/// for one), so the same seed over the same run draws the same choices.
static uint64_t random_state;
static uint64_t next_random(void) {
    random_state ^= random_state << 13;
    random_state ^= random_state >> 7;
    random_state ^= random_state << 17;
    return random_state;
}

/// The scheduler's state between choices: the thread let go last, and the preemptions so far.
static int last_let_go = -1, preemptions;

/// The rank a token forces at this choice: the long form's (every choice until it is used up), or
/// a short token's deviation here; -1 when the token forces nothing here.
static int forced_rank(void) {
    if (choice_count < prefix_count) return prefix[choice_count];
    if (by_deviations && next_deviation < deviation_count && deviation_at[next_deviation] == choice_count)
        return deviation_rank[next_deviation];
    return -1;
}

/// True when ``choose`` can choose among `n` threads without the scheduler's thread: within a
/// token's choices that fit, or exploring past them (step mode asks the learner; a used-up or
/// unfitting token ends the choosing, which the scheduler does).
static int choosable(int n) {
    if (!choices_at_gates) return 0;
    int rank = forced_rank();
    if (rank >= 0) return rank >= 1 && rank <= n;  // the clock moves on the scheduler's thread
    if (by_deviations) return 1;
    if (choice_count < prefix_count) return 0;
    // A random schedule may pick the clock, and so may slow motion: the scheduler's thread moves it.
    return sched_mode == mode_explore && !random_state && !slow_motion();
}

/// The default rule (Lessons/FORMAT.md, "Stepping and replaying"): the thread let go last goes on
/// while it stands at a gate; if it gave way (slept, yielded, timed out since its last gate), the
/// thread ranked after it; if it took a task's next job, or stands at no gate, the first by rank.
/// Its place in `order`; `*kept`: the rank whose choice is no preemption (the thread let go last's,
/// the first's after a job), -1 when it gave way or stands at no gate (leaving it is free).
static int default_pick(const int *order, int n, int *kept) {
    int last_rank = -1;
    for (int i = 0; i < n; i++) if (order[i] == last_let_go) last_rank = i;
    // A thread that gave way (slept, yielded, timed out) is not the one the search goes on with,
    // and leaving it costs no preemption: the next ranked thread goes first (CHESS's fairness).
    if (last_rank >= 0 && n > 1 && threads[order[last_rank]].yielded) {
        *kept = -1;
        return (last_rank + 1) % n;
    }
    // A thread that took a Swift task's next job (its gate a `job`) has ended the work it was let
    // go for, and which pool thread takes a job is the kernel's: the rule goes on with the first
    // by rank, whichever thread that is, and choosing another there is a preemption.
    if (last_rank >= 0 && strncmp(threads[order[last_rank]].words, "job" US, 4) == 0) {
        *kept = 0;
        return 0;
    }
    *kept = last_rank;
    return last_rank >= 0 ? last_rank : 0;
}

/// The token's rank at this choice (``forced_rank``) as a pick: `pick_clock`, its place in
/// `order`, or -1 with the mismatch said when the run has no such choice here.
static int forced_pick(int rank, int n) {
    if (rank == 0 && timer_set()) {  // the clock first
        preemptions++;
        last_let_go = -1;
        return pick_clock;
    }
    if (rank == 0) {
        // ScheduleMismatch.noTimer, in its wire form (learn words it).
        snprintf(mismatch, sizeof mismatch, "no-timer" US "%d" US "program", choice_count + 1);
        return -1;
    }
    if (rank < 1 || rank > n) {
        // ScheduleMismatch.tooFewAtGates, in its wire form (learn words it in the learner's language).
        snprintf(mismatch, sizeof mismatch, "too-few-at-gates" US "%d" US "%d" US "%d" US "program", rank, choice_count + 1, n);
        return -1;
    }
    return rank - 1;
}

/// The scheduler's choice among the `n` ranked threads at gates (`order`): its place in `order`,
/// or -1 when the choosing ends (the token is used up or does not fit, the learner said `auto`).
/// Made by whoever holds the choice (``chooser``): the scheduler's thread, or a thread at its gate.
static int choose(const int *order, int n) {
    int last_rank, pick = default_pick(order, n, &last_rank), rank = forced_rank();
    default_rank = pick + 1;
    if (rank >= 0) {
        if (choice_count >= prefix_count) next_deviation++;
        pick = forced_pick(rank, n);
        if (pick < 0) return pick;
        // a prefix's choices are branches too: partial-order reduction adds its alternatives
        // inside the prefix it followed, within the same bound (the full search reads only those after it)
        if (sched_mode == mode_explore && (n > 1 || timer_set())) note_branch(pick, last_rank, n, preemptions);
    } else if (by_deviations) {
        // between and after a short token's deviations: the default rule, to the run's end
    } else if (sched_mode == mode_replay) {
        return -1;  // the token is used up: the real scheduler finishes the run
    } else if (sched_mode == mode_explore && slow_motion()) {
        fast_moves++;
        last_let_go = -1;
        return pick_clock;
    } else if (sched_mode == mode_explore) {
        // A random schedule (`LEARN_PLAY_SEED`): past the prefix, a thread at a gate is
        // preempted one time in four by one chosen at random; its seed replays it.
        if (random_state && n > 1 && (last_rank < 0 || next_random() % 4 == 0)) pick = (int)(next_random() % (uint64_t)n);
        if (n > 1 || timer_set()) note_branch(pick, last_rank, n, preemptions);
        // ... and one time in four, while a timer is set, the clock moves first.
        if (random_state && timer_set() && next_random() % 4 == 0) {
            preemptions++;
            last_let_go = -1;
            return pick_clock;
        }
    } else if (!step_default) {
        pick = n == 1 ? 0 : ask(order, n);
        if (pick == pick_auto) {
            step_default = 1;
            pick = default_rank - 1;
        }
        if (pick < 0) return -1;
    }
    if (last_rank >= 0 && pick != last_rank) preemptions++;
    last_let_go = order[pick];
    return pick;
}

/// The thread let go last (`index`) stands at its next gate and holds the choice: when the
/// one-look census finds the run settled and the choice needs nobody (``choosable``), it makes it
/// here, as the scheduler would, and lets that thread go, itself too: no thread wakes another and
/// none waits for the scheduler's thread. Else the choice goes back to the scheduler.
static void choose_at_gate(int index) {
    int looked = 0, settled = 0;
    if (choices_at_gates && !let_go) {
        looked = 1;
        pthread_mutex_lock(&census_lock);
        settled = census_unchanged();
        pthread_mutex_unlock(&census_lock);
    }
    int order[max_threads], next = -1;
    pthread_mutex_lock(&sched_lock);
    if (settled && !let_go && !finished) {
        int n = ranked_at_gates(order);
        int pick = choosable(n) ? choose(order, n) : -1;
        if (pick >= 0) {
            next = order[pick];
            record(next, pick + 1);
            threads[next].waiting = 0;
            chooser = next;
        }
    }
    if (next < 0) {
        chooser = chooser_scheduler;
        handed_back_at_gate = !looked || settled;
    }
    pthread_mutex_unlock(&sched_lock);
    if (next < 0) pthread_cond_signal(&sched_cond);
    else if (next != index) pthread_cond_signal(&threads[next].wake);
}

static void *sched_loop(void *unused) {
    (void)unused;
    sched_tid = gate_tid();
    // Its polls are short sleeps: without the default 50 µs of timer slack each is what it asks for.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    int order[max_threads], back = 0;
    while (!finished) {
        int n = settled_choices(order, back);
        if (n < 0) break;
        int pick = choose(order, n);
        if (pick == pick_clock) {
            // moved first, then recorded: the step says the time the clock moved to
            clock_early = 1;
            advance_clock_at(1);
            pthread_mutex_lock(&sched_lock);
            record_clock();
            pthread_mutex_unlock(&sched_lock);
            back = 0;
            continue;
        }
        if (pick < 0) break;
        back = release(order[pick], pick + 1);
    }
    went_auto = !finished && !deadlocked && !mismatch[0];
    pthread_mutex_lock(&sched_lock);
    let_go = 1;
    int holds = exit_holds;
    if (!holds) wake_all();
    pthread_mutex_unlock(&sched_lock);
    if (!holds) loops_let_go();
    send_report(1);
    sem_post(&sched_done);
    return NULL;
}

/// At exit: the scheduler stops choosing and the report is sent before the trace's end. Every
/// held thread stays held (``exit_holds``): the exiting thread alone runs the process's end, as
/// the schedule left it, and whatever the others would have done next is not done in any run.
static void sched_exit(void) {
    finished = 1;
    pthread_mutex_lock(&sched_lock);
    let_go = 1;
    exit_holds = 1;
    pthread_cond_signal(&sched_cond);
    pthread_mutex_unlock(&sched_lock);
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 2;
    while (sem_timedwait(&sched_done, &until) != 0 && errno == EINTR) {}
}

/// A crash ends the run without `exit`: the report is sent from the crashing thread first.
static void sched_crash(int signal_number) {
    if (!finished) {
        finished = 1;
        let_go = 1;
        send_report(0);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// A crash sends the report first (``sched_crash``), scheduled or free.
static void report_on_crash(void) {
    int crashes[] = { SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (size_t i = 0; i < sizeof crashes / sizeof *crashes; i++) signal(crashes[i], sched_crash);
}

/// Whether the race detector judges the run: `LEARN_PLAY_RACES=off` is the benchmark's knob, the
/// same runs without it. Read with the rest, before the environment is wiped.
static int races_wanted(void) {
    const char *races = getenv("LEARN_PLAY_RACES");
    return !(races && strcmp(races, "off") == 0);
}

/// A free run's report, at its exit: only what the race detector found.
static void free_exit(void) {
    if (finished) return;
    finished = 1;
    send_report(1);
}

static int parse_number(const char *text, uint64_t most, uint64_t *out);

/// A judged free run has a thread where a scheduled run has the scheduler's (``sched_loop``),
/// parked for good: the program counts the same threads in `/proc/self/status` in either, so it
/// cannot tell them apart that way.
static void *stand_in(void *unused) {
    (void)unused;
    sem_t never;
    sem_init(&never, 0, 0);
    while (1) sem_wait(&never);
    return NULL;
}

static void stand_in_for_scheduler(void) {
    REAL(pthread_create);
    pthread_t thread;
    if (real_pthread_create(&thread, NULL, stand_in, NULL) == 0) pthread_detach(thread);
}

/// `LEARN_PLAY_SCHEDULE=free`: a run of the scheduled build that no scheduler holds (a verify's free
/// runs), its accesses and synchronisation judged by the race detector all the same; its report,
/// at the end, has no choices.
static void free_start(int descriptor) {
    control_fd = descriptor;
    if (fcntl(control_fd, F_GETFD) == -1) return;
    fcntl(control_fd, F_SETFD, FD_CLOEXEC);
    load_sites(getenv("LEARN_GATE_SITES"));
    if (!races_wanted()) return;
    report_on_crash();
    atexit(free_exit);
    stand_in_for_scheduler();
    const char *noisy = getenv("LEARN_PLAY_NOISE");
    if (noisy && *noisy && parse_number(noisy, UINT64_MAX, &noise_seed)) noise_on = 1;
    hb_on = 1;
}

// MARK: Reading a token's choices (learn wrote them, but a token is input: every count is checked)

/// The most choices a token may name, or the furthest position it may reach (ScheduleToken.maxChoices).
enum { most_choices = 1000000 };

/// A whole number from 0 to `most` at `*p` (decimal digits), moving `*p` past it; 0 when there
/// is none or it is larger (no overflow: the bound is checked before each digit is added).
static int read_number(const char **p, uint64_t most, uint64_t *out) {
    uint64_t value = 0;
    const char *s = *p;
    if (*s < '0' || *s > '9') return 0;
    for (; *s >= '0' && *s <= '9'; s++) {
        uint64_t digit = (uint64_t)(*s - '0');
        if (value > (most - digit) / 10) return 0;
        value = value * 10 + digit;
    }
    *p = s;
    *out = value;
    return 1;
}

/// A whole text that is one number from 0 to `most`.
static int parse_number(const char *text, uint64_t most, uint64_t *out) {
    return read_number(&text, most, out) && *text == 0;
}

/// LEARN_PLAY_CHOICES: a long token's choices (or a search's prefix), `RANK` or `RANK*COUNT`
/// items separated by commas. Counted first, so nothing is allocated past `most_choices`; a text
/// that is not one leaves no prefix (the run then says it did not follow its token).
static void parse_choices(const char *text) {
    if (!text || !*text) return;
    uint64_t total = 0, rank, count;
    for (const char *p = text;;) {
        count = 1;
        if (!read_number(&p, most_choices, &rank) || (*p == '*' && (p++, !read_number(&p, most_choices, &count)))) return;
        total += count;
        if (total > most_choices || (*p && *p != ',')) return;
        if (!*p++) break;
    }
    prefix = calloc((size_t)total, sizeof *prefix);
    if (!prefix) return;
    for (const char *p = text; *p; p += *p == ',') {
        count = 1;
        read_number(&p, most_choices, &rank);
        if (*p == '*') p++, read_number(&p, most_choices, &count);
        for (uint64_t i = 0; i < count; i++) prefix[prefix_count++] = (int)rank;
    }
}

/// LEARN_PLAY_DEVIATIONS: a short token's deviations, `POSITION:RANK` items separated by commas,
/// positions ascending. Replays by the default rule around them, even when there are none.
static void parse_deviations(const char *text) {
    if (!text) return;
    by_deviations = 1;
    size_t most = 1;
    for (const char *p = text; *p; p++) most += *p == ',';
    if (!*text || most > most_choices) return;
    deviation_at = calloc(most, sizeof *deviation_at);
    deviation_rank = calloc(most, sizeof *deviation_rank);
    if (!deviation_at || !deviation_rank) return;
    for (const char *p = text;;) {
        uint64_t at, rank;
        if (!read_number(&p, most_choices, &at) || *p++ != ':' || !read_number(&p, most_choices, &rank)) break;
        if (deviation_count && (int)at <= deviation_at[deviation_count - 1]) break;
        deviation_at[deviation_count] = (int)at;
        deviation_rank[deviation_count++] = (int)rank;
        if (*p != ',') break;
        p++;
    }
}

static void gates_start(void) {
    const char *mode = getenv("LEARN_PLAY_SCHEDULE"), *fd = getenv("LEARN_CONTROL_FD");
    if (!mode || !fd || wire < 0) return;
    pthread_once(&constants_once, find_constants);  // now, before any thread of the program's runs
    if (strcmp(mode, "free") == 0) {
        free_start(atoi(fd));
        return;
    }
    sched_mode = strcmp(mode, "step") == 0 ? mode_step : strcmp(mode, "replay") == 0 ? mode_replay : strcmp(mode, "explore") == 0 ? mode_explore : 0;
    control_fd = atoi(fd);
    if (!sched_mode || fcntl(control_fd, F_GETFD) == -1) return;
    fcntl(control_fd, F_SETFD, FD_CLOEXEC);
    const char *name = getenv("LEARN_PLAY_NAME"), *bound = getenv("LEARN_PLAY_PREEMPTIONS"), *choices = getenv("LEARN_PLAY_CHOICES");
    if (name) play_name = strdup(name);  // the environment is wiped once the tracer has read it
    if (bound) preemption_bound = atoi(bound);
    const char *hang = getenv("LEARN_PLAY_HANG_MS");
    if (hang && atoi(hang) >= 10) hang_ns = (uint64_t)atoi(hang) * 1000000u;
    const char *seed = getenv("LEARN_PLAY_SEED");
    if (seed && *seed && parse_number(seed, UINT64_MAX, &given_seed)) {
        seeded = 1;
        random_state = given_seed * 0x9E3779B97F4A7C15ull | 1;
    }
    choices_at_gates = sched_mode == mode_explore || sched_mode == mode_replay;
    parse_choices(choices);
    if (sched_mode == mode_replay) parse_deviations(getenv("LEARN_PLAY_DEVIATIONS"));
    load_sites(getenv("LEARN_GATE_SITES"));
    int races = races_wanted();
    sem_init(&sched_done, 0, 0);
    report_on_crash();
    REAL(pthread_create);
    pthread_t thread;
    if (real_pthread_create(&thread, NULL, sched_loop, NULL) != 0) return;
    pthread_detach(thread);
    atexit(sched_exit);
    gates_active = 1;
    hb_on = races;
}

/// libdispatch sizes its pool for `DispatchQueue.global()` by the CPUs its process may run on
/// (`pthread_getaffinity_np`, asked once when it starts): pinned with `taskset -c 0` a run had one
/// worker, on all CPUs of this machine two, so a token printed on one replayed another order on the
/// other (7 of 15 failed pinned). In the scheduled flavour (every run learn schedules or judges)
/// libdispatch is told `learn_scheduled_cpus` CPUs, whatever the machine and its mask: the
/// scheduler, not the CPUs, decides who runs, and a token replays the same pinned or not, here or
/// on a learner's laptop. Only libdispatch is told so; the program's own calls see the real mask.
enum { learn_scheduled_cpus = 2 };

int pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set) {
    REAL(pthread_getaffinity_np);
    Dl_info caller;
    if (size < sizeof(cpu_set_t) || !dladdr(__builtin_return_address(0), &caller) || !caller.dli_fname
        || !strstr(caller.dli_fname, "libdispatch"))
        return real_pthread_getaffinity_np(thread, size, set);
    CPU_ZERO_S(size, set);
    for (int cpu = 0; cpu < learn_scheduled_cpus; cpu++) CPU_SET_S(cpu, size, set);
    return 0;
}
