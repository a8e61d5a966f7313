import CLearnSys

/// The one ranking of threads at gates (`learn_gate_rank.h`): the demos' scheduler ranks with it,
/// and a played program's tracer compiles the same C function, so the two cannot rank apart.
package enum GateRank {
    /// Where a thread stands at its gate, as the ranking sees it (``learn_gate_rank_t``).
    package struct Stand {
        package var key: String
        package var file: String
        package var position: UInt64
        package var queue: String
        package var task: UInt64
        package var number: Int32

        package init(key: String, file: String, position: UInt64, queue: String, task: UInt64 = 0, number: Int32) {
            (self.key, self.file, self.position, self.queue, self.task, self.number) = (key, file, position, queue, task, number)
        }
    }

    /// Whether `x` ranks before `y`.
    package static func precedes(_ x: Stand, _ y: Stand) -> Bool {
        x.key.withCString { xKey in
            x.file.withCString { xFile in
                x.queue.withCString { xQueue in
                    y.key.withCString { yKey in
                        y.file.withCString { yFile in
                            y.queue.withCString { yQueue in
                                var rx = learn_gate_rank_t(
                                    key: xKey, file: xFile, position: x.position, queue: xQueue, task: x.task, number: x.number)
                                var ry = learn_gate_rank_t(
                                    key: yKey, file: yFile, position: y.position, queue: yQueue, task: y.task, number: y.number)
                                return learn_gate_rank_compare(&rx, &ry) < 0
                            }
                        }
                    }
                }
            }
        }
    }
}
