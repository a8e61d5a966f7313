extension Trace {
    /// The creation sites of the run's tasks as the tracer wrote them (program offsets,
    /// `0x2ce9,0x3425`), each once.
    package var unresolvedTaskSites: [String] {
        var seen: Set<String> = []
        var out: [String] = []
        for e in events where e.kind == .task && e.label == "create" {
            let words = e.task.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            let site = TaskRecords.site(String(words[1]))
            if site.hasPrefix("0x"), seen.insert(site).inserted { out.append(site) }
        }
        return out
    }

    /// Writes each task's creation site in words (`main.swift:8`) where `names` has one.
    package mutating func nameTaskSites(_ names: [String: String]) {
        guard !names.isEmpty else { return }
        for i in events.indices where events[i].kind == .task && events[i].label == "create" {
            let words = events[i].task.split(separator: " ", maxSplits: 1)
            guard words.count == 2, let name = names[TaskRecords.site(String(words[1]))] else { continue }
            events[i].task = words[0] + " " + name
        }
    }
}
