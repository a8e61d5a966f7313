// races: none
import Foundation
var log: [String] = []
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    let text = "done"
    DispatchQueue.main.async {
        log.append(text)
        print(log)
        exit(0)
    }
}
dispatchMain()
