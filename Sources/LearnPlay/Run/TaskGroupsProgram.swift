/// A playground program of many Swift tasks: `rounds` task groups of 1,000 children one after
/// another (at most 1,000 alive), so it creates `rounds` × 1,000 tasks besides its main task and
/// prints their sum. The load of `learn-bench tasks` and of the tests of the cap on kept events
/// (`TaskCapTests`): one text, so the two measure the same program.
package enum TaskGroupsProgram {
    package static func text(rounds: Int) -> String {
        """
        var total = 0
        for round in 0..<\(rounds) {
            total &+= await withTaskGroup(of: Int.self) { group in
                for i in 0..<1_000 { group.addTask { round &+ i } }
                var sum = 0
                for await value in group { sum &+= value }
                return sum
            }
        }
        print(total)

        """
    }
}
