// The scheduler's loop, its questions and its report (after tracer_sched.c, one translation unit).

/// What the memory of a thread's access gate holds now (``read_count``).
static int access_value(const sched_thread_t *t, long long *value) {
    return t->waiting && t->size && read_count(t->address, t->size, value);
}

/// One thread as a ThreadStand (JSON): at a gate, or blocked (or done) after its last gate.
static void add_stand(sb_t *b, const sched_thread_t *t) {
    sb_add(b, "{\"number\":%d,\"tid\":%d,\"isMain\":%s,\"state\":\"%s\"", t->number, (int)t->tid, t->is_main ? "true" : "false",
           t->waiting ? "atGate" : "blocked");
    if (t->has_gate) {
        sb_add(b, ",\"gate\":{\"label\":");
        long long value;
        char label[200];
        int n = access_value(t, &value) ? snprintf(label, sizeof label, "%s (now %lld)", t->words, value)
                                        : snprintf(label, sizeof label, "%s", t->words);
        if (t->wrote[0] && n > 0 && n < (int)sizeof label) snprintf(label + n, sizeof label - (size_t)n, " · wrote %s", t->wrote);
        sb_string(b, label);
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
        const char *in = call == 202 ? "a lock, semaphore or queue wait (futex)" : call == 35 || call == 230 ? "a sleep" : NULL;
        if (in) sb_add(b, ",\"waitingIn\":\"%s\"", in);
    }
    sb_add(b, "}");
}

static void add_stands(sb_t *b) {
    pthread_mutex_lock(&sched_lock);
    for (int i = 0; i < thread_count; i++) {
        if (i) sb_add(b, ",");
        add_stand(b, &threads[i]);
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

/// The report, the race's part read under hb_lock unless a crash sends it (`locked` 0).
static void send_report(int locked) {
    sb_t b = { 0 };
    sb_add(&b, "Z {\"choices\":[");
    sb_put(&b, report_choices.p ? report_choices.p : "", report_choices.n);
    sb_add(&b, "],\"gates\":[");
    sb_put(&b, report_gates.p ? report_gates.p : "", report_gates.n);
    sb_add(&b, "],\"branches\":[");
    sb_put(&b, report_branches.p ? report_branches.p : "", report_branches.n);
    sb_add(&b, "],\"wentAuto\":%s", went_auto ? "true" : "false");
    if (mismatch[0]) {
        sb_add(&b, ",\"mismatch\":");
        sb_string(&b, mismatch);
    }
    hb_add_report(&b, locked);
    if (clock_early) sb_add(&b, ",\"clockEarly\":true");
    if (step_default) sb_add(&b, ",\"finishedByDefault\":true");
    if (deadlocked) {
        sb_add(&b, ",\"deadlock\":[\"no thread can go on\"],\"stuck\":[");
        add_stands(&b);
        sb_add(&b, "]");
    }
    sb_add(&b, "}\n");
    if (b.p) send_control(b.p, b.n);
    free(b.p);
}

static uint64_t random_state;
static uint64_t next_random(void) {
    random_state ^= random_state << 13;
    random_state ^= random_state >> 7;
    random_state ^= random_state << 17;
    return random_state;
}

/// The scheduler's state between choices: the thread let go last, and the preemptions so far.
static int last_let_go = -1, preemptions;

/// True when ``choose`` can choose among `n` threads without the scheduler's thread: within a
/// token's choices that fit, or exploring past them (step mode asks the learner; a used-up or
/// unfitting token ends the choosing, which the scheduler does).
static int choosable(int n) {
    if (!choices_at_gates) return 0;
    if (choice_count < prefix_count) return prefix[choice_count] >= 1 && prefix[choice_count] <= n;
    // A random schedule may pick the clock, and so may slow motion: the scheduler's thread moves it.
    return sched_mode == mode_explore && !random_state && !slow_motion();
}

/// The scheduler's choice among the `n` ranked threads at gates (`order`): its place in `order`,
/// or -1 when the choosing ends (the token is used up or does not fit, the learner said `auto`).
/// Made by whoever holds the choice (``chooser``): the scheduler's thread, or a thread at its gate.
static int choose(const int *order, int n) {
    int last_rank = -1, pick = -1;
    for (int i = 0; i < n; i++) if (order[i] == last_let_go) last_rank = i;
    // A thread that gave way (slept, yielded, timed out) is not the one the search goes on with,
    // and leaving it costs no preemption: the next ranked thread goes first (CHESS's fairness).
    int gave_way = last_rank >= 0 && n > 1 && threads[order[last_rank]].yielded;
    int after = gave_way ? (last_rank + 1) % n : -1;
    if (gave_way) last_rank = -1;
    if (choice_count < prefix_count) {
        int rank = prefix[choice_count];
        if (rank == 0 && timer_set()) {  // the clock first
            preemptions++;
            last_let_go = -1;
            return pick_clock;
        }
        if (rank == 0) {
            // The English catalogue's `mismatchNoTimer` (with `mismatchMadeForProgram`).
            snprintf(mismatch, sizeof mismatch,
                     "the token fires the clock at gate %d, but no timer is set there: the token was made for another program",
                     choice_count + 1);
            return -1;
        }
        if (rank < 1 || rank > n) {
            // The English catalogue's `mismatchTooFewAtGates` (with `mismatchMadeForProgram`):
            // learn says it again in the learner's language by this shape (ScheduleMismatch).
            snprintf(mismatch, sizeof mismatch,
                     "the token chooses thread %d of those at gates at gate %d, but only %d stand at one: the token was made for another program",
                     rank, choice_count + 1, n);
            return -1;
        }
        pick = rank - 1;
    } else if (sched_mode == mode_replay) {
        return -1;  // the token is used up: the real scheduler finishes the run
    } else if (sched_mode == mode_explore && slow_motion()) {
        fast_moves++;
        last_let_go = -1;
        return pick_clock;
    } else if (sched_mode == mode_explore) {
        pick = last_rank >= 0 ? last_rank : after >= 0 ? after : 0;
        // A random schedule (`LEARN_PLAY_SEED`): past the prefix, a thread at a gate is
        // preempted one time in four by one chosen at random; the report's choices replay it.
        if (random_state && n > 1 && (last_rank < 0 || next_random() % 4 == 0)) pick = (int)(next_random() % (uint64_t)n);
        if (n > 1 || timer_set()) note_branch(pick, last_rank, n, preemptions);
        // ... and one time in four, while a timer is set, the clock moves first.
        if (random_state && timer_set() && next_random() % 4 == 0) {
            preemptions++;
            last_let_go = -1;
            return pick_clock;
        }
    } else if (step_default) {
        pick = last_rank >= 0 ? last_rank : after >= 0 ? after : 0;
    } else {
        pick = n == 1 ? 0 : ask(order, n);
        if (pick == pick_auto) {
            step_default = 1;
            pick = last_rank >= 0 ? last_rank : after >= 0 ? after : 0;
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
            pthread_mutex_lock(&sched_lock);
            record_clock();
            pthread_mutex_unlock(&sched_lock);
            clock_early = 1;
            advance_clock_at(1);
            back = 0;
            continue;
        }
        if (pick < 0) break;
        back = release(order[pick], pick + 1);
    }
    went_auto = !finished && !deadlocked && !mismatch[0];
    pthread_mutex_lock(&sched_lock);
    let_go = 1;
    wake_all();
    pthread_mutex_unlock(&sched_lock);
    send_report(1);
    sem_post(&sched_done);
    return NULL;
}

/// At exit: every held thread goes, and the report is sent before the trace's end.
static void sched_exit(void) {
    finished = 1;
    pthread_mutex_lock(&sched_lock);
    let_go = 1;
    wake_all();
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

/// A free run's report, at its exit or crash: only what the race detector found.
static void free_exit(void) {
    if (finished) return;
    finished = 1;
    send_report(1);
}
static void free_crash(int signal_number) {
    if (!finished) {
        finished = 1;
        send_report(0);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// `LEARN_PLAY_SCHEDULE=free`: a run of the scheduled build that no scheduler holds (a verify's free
/// runs), its accesses and synchronisation judged by the race detector all the same; its report,
/// at the end, has no choices.
static void free_start(int descriptor) {
    control_fd = descriptor;
    if (fcntl(control_fd, F_GETFD) == -1) return;
    fcntl(control_fd, F_SETFD, FD_CLOEXEC);
    load_sites(getenv("LEARN_GATE_SITES"));
    const char *races = getenv("LEARN_PLAY_RACES");
    if (races && strcmp(races, "off") == 0) return;
    int crashes[] = { SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (size_t i = 0; i < sizeof crashes / sizeof *crashes; i++) signal(crashes[i], free_crash);
    atexit(free_exit);
    hb_on = 1;
}

static void gates_start(void) {
    const char *mode = getenv("LEARN_PLAY_SCHEDULE"), *fd = getenv("LEARN_CONTROL_FD");
    if (!mode || !fd || wire < 0) return;
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
    if (seed && *seed) random_state = strtoull(seed, NULL, 10) * 0x9E3779B97F4A7C15ull | 1;
    choices_at_gates = sched_mode == mode_explore || sched_mode == mode_replay;
    if (choices && *choices) {
        prefix = calloc(strlen(choices) / 2 + 2, sizeof *prefix);
        for (const char *p = choices; prefix && *p;) {
            prefix[prefix_count++] = atoi(p);
            p += strcspn(p, ",");
            if (*p) p++;
        }
    }
    load_sites(getenv("LEARN_GATE_SITES"));
    // `LEARN_PLAY_RACES=off`: the benchmark's knob, the same runs without the race detector.
    const char *races = getenv("LEARN_PLAY_RACES");
    int races_off = races && strcmp(races, "off") == 0;
    sem_init(&sched_done, 0, 0);
    int crashes[] = { SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (size_t i = 0; i < sizeof crashes / sizeof *crashes; i++) signal(crashes[i], sched_crash);
    REAL(pthread_create);
    pthread_t thread;
    if (real_pthread_create(&thread, NULL, sched_loop, NULL) != 0) return;
    pthread_detach(thread);
    atexit(sched_exit);
    gates_active = 1;
    hb_on = !races_off;  // read with the rest, before the environment is wiped
}
