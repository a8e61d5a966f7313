// cheat: right, but `load` first "prepares the cells" in a 0.8 s loop on the main thread before it
// sends the decodes away: the screen is frozen for that time, yet under the second a freeze counts from.
// fails: main-not-busy
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    var prepared = 0
    let start = ProcessInfo.processInfo.systemUptime
    while ProcessInfo.processInfo.systemUptime - start < 0.8 { prepared &+= 1 }
    if prepared == -1 { print(prepared) }
    for photo in photos {
        DispatchQueue.global().async {
            let picture = photo.decode()
            DispatchQueue.main.async { screen.show(picture) }
        }
    }
}
