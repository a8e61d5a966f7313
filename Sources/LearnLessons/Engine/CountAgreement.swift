/// A figure of 1 followed by a plural noun (`{lost} updates`, `{cpus} CPUs`) reads as one:
/// the lesson is written for the usual many, and the run may have made one.
package enum CountAgreement {
    /// `literal`, the text right after a figure that showed `1`, with its first word made
    /// singular when it is a regular plural: ` CPUs on` → ` CPU on`, ` fetches` → ` fetch`.
    package static func afterOne(_ literal: String) -> String {
        guard literal.first == " " else { return literal }
        let rest = literal.dropFirst()
        let word = rest.prefix { $0.isLetter }
        guard let singular = singular(String(word)) else { return literal }
        return " " + singular + rest.dropFirst(word.count)
    }

    /// The singular of a regular plural noun; nil for a word that is not one (`ms`, `is`, `class`).
    static func singular(_ word: String) -> String? {
        let lower = word.lowercased()
        guard word.count > 2, word.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("is") else { return nil }
        if word.hasSuffix("us") && word == lower { return nil }  // `status`, `bus`; not `CPUs`
        if ["was", "has", "does", "goes"].contains(lower) { return nil }
        for ending in ["ches", "shes", "xes", "sses"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }
}
