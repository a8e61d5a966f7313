// races: grid.cells
// Two iterations write different indices of one Array property: one array, not two places
// (an Array is not thread-safe even element by element).
import Foundation
final class Grid: @unchecked Sendable { var cells = [0, 0] }
let grid = Grid()
DispatchQueue.concurrentPerform(iterations: 2) { i in grid.cells[i] = i + 1 }
print(grid.cells)
