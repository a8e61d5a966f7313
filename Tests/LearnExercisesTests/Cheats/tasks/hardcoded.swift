// cheat: never downloads anything: every fetch returns nil at once, so no fetch ever goes on.
// fails: whole
func fetch(_ feed: Feed) async -> [Int]? {
    nil
}
