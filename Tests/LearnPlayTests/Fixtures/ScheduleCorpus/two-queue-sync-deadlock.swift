// reveals: deadlock
import Foundation

let a = DispatchQueue(label: "a")
let b = DispatchQueue(label: "b")
let group = DispatchGroup()
group.enter()
a.async {
    b.sync { print("a then b") }
    group.leave()
}
group.enter()
b.async {
    a.sync { print("b then a") }
    group.leave()
}
group.wait()
print("done")
