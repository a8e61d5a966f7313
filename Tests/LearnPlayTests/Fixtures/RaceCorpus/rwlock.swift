// races: none
import Foundation
var lock = pthread_rwlock_t()
pthread_rwlock_init(&lock, nil)
var shared = 0
let group = DispatchGroup()
DispatchQueue.global().async(group: group) { pthread_rwlock_wrlock(&lock); shared += 1; pthread_rwlock_unlock(&lock) }
DispatchQueue.global().async(group: group) { pthread_rwlock_rdlock(&lock); _ = shared; pthread_rwlock_unlock(&lock) }
group.wait()
print(shared)
