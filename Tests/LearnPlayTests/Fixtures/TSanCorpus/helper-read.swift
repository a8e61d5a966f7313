// expect: write 9 account.balance; read 13 account.balance
// A read in a helper (`total()`) against a write in another helper (`deposit`).
import Foundation

final class Account {
    private var balance = 0

    func deposit(_ amount: Int) {
        balance += amount
    }

    func total() -> Int {
        balance
    }

    func statement() -> String {
        "balance: \(total())"
    }
}

let account = Account()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    account.deposit(10)
    done.signal()
}.start()
go.signal()
ready.wait()
print(account.statement())
done.wait()
