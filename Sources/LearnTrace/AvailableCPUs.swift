import LearnSystem

/// The CPUs this process may run on: its affinity mask, which `taskset -c 0` narrows
/// to one. `ProcessInfo.activeProcessorCount` need not follow the mask; this does,
/// and it is the number a trace records as `cpus`.
package enum AvailableCPUs {
    package static var count: Int { max(1, ThisProcess.cpuCount()) }
}
