// races: none
actor Account {
    var balance = 100
    func withdraw(_ amount: Int) async -> Bool {
        if balance >= amount {
            await Task.yield()
            guard balance >= amount else { return false }
            balance -= amount
            return true
        }
        return false
    }
    func log(_ amount: Int) async {}
}

let account = Account()
async let a = account.withdraw(80)
async let b = account.withdraw(80)
let (x, y) = await (a, b)
print("withdrew", x, y, "balance", await account.balance)
