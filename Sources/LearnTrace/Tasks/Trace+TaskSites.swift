extension Trace {
    /// The creation sites of the run's tasks as the tracer wrote them (program offsets,
    /// `0x2ce9,0x3425`), each once.
    package var unresolvedTaskSites: [String] {
        var seen: Set<String> = []
        var details: Set<String> = []  // many tasks share one detail: each is read once
        var out: [String] = []
        for e in events where e.kind == .task && e.label == "create" && details.insert(e.task).inserted {
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
        var named: [String: String?] = [:]  // each distinct detail (`group 0x2ce9,0x3425,0x0,0x0`) named once
        for i in events.indices where events[i].kind == .task && events[i].label == "create" {
            let detail = events[i].task
            let text: String?
            if let known = named[detail] {
                text = known
            } else {
                let words = detail.split(separator: " ", maxSplits: 1)
                text = words.count == 2 ? names[TaskRecords.site(String(words[1]))].map { words[0] + " " + $0 } : nil
                named[detail] = text
            }
            if let text { events[i].task = text }
        }
    }
}
