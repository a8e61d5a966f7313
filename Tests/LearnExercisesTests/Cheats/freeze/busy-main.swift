// cheat: decodes off the main thread and shows on it, but each show first keeps the main thread
// busy for 0.8 s (a loop, no wait): no virtual time passes on learn's scheduler. A frame is often
// still drawn within the second the judge waits for one (main-not-busy names it); when two shows
// come before it, it waits longer (main-free).
// fails: main-not-busy|main-free
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.global().async {
            let picture = photo.decode()
            DispatchQueue.main.async {
                let start = Date()
                var spins = 0
                while Date().timeIntervalSince(start) < 0.8 { spins &+= 1 }
                if spins == -1 { print(spins) }
                screen.show(picture)
            }
        }
    }
}
