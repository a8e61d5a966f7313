#ifndef LEARN_GATE_RANK_H
#define LEARN_GATE_RANK_H
// The one ranking of threads at gates (Lessons/FORMAT.md, "The scheduler"). Both gate
// schedulers compile this file: learn's demo process through CLearnSys (LearnSystem's
// `GateRank`), and a played program's tracer, which embeds it before `tracer_sched.c`
// (PlaySupportSource). A token names the rank of the thread that went, not its number, so the
// two must agree on what a rank is; with one function they cannot drift apart.
#include <stdint.h>
#include <string.h>

/// Where a thread stands at its gate, as the ranking sees it.
typedef struct learn_gate_rank {
    /// What the gate does, as a fixed key (a demo's gate summary; the tracer's `rank_key_of`).
    const char *key;
    /// Where the gate is in the source: a demo's file and line; a played program's
    /// innermost return address (`file` empty).
    const char *file;
    uint64_t position;
    /// The queue whose block the thread runs ("" for none).
    const char *queue;
    /// The Swift task whose job the thread runs (0 for none): two tasks at one gate are told
    /// apart by the order the scheduled steps made them in, not by the pool thread that took it.
    uint64_t task;
    /// The thread's number (main is 1): the last resort, for threads that run the same code
    /// at the same point, whose order changes nothing a token replays.
    int32_t number;
} learn_gate_rank_t;

/// Negative when `x` ranks before `y`, positive after, 0 for the same thread: by the gate's key,
/// then where it is in the source, then the queue, then the task, then the number.
static inline int learn_gate_rank_compare(const learn_gate_rank_t *x, const learn_gate_rank_t *y) {
    int c = strcmp(x->key, y->key);
    if (c) return c;
    c = strcmp(x->file, y->file);
    if (c) return c;
    if (x->position != y->position) return x->position < y->position ? -1 : 1;
    c = strcmp(x->queue, y->queue);
    if (c) return c;
    if (x->task != y->task) return x->task < y->task ? -1 : 1;
    return x->number < y->number ? -1 : x->number > y->number;
}

#endif
