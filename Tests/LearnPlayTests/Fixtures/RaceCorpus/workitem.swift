// races: none
import Foundation
var result = 0
let item = DispatchWorkItem { result = 7 }
DispatchQueue.global().async(execute: item)
item.wait()
print(result)
