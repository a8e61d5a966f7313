// races: box.value|seen
final class Box: @unchecked Sendable { var value = 0 }
let box = Box()
actor Boss {
    var seen = 0
    func work() async {
        let child = Task.detached { box.value = 7 }
        await child.value
        seen = box.value
    }
}
let boss = Boss()
async let a: Void = boss.work()
async let b: Void = boss.work()
_ = await (a, b)
print("seen", await boss.seen)
