// The models of a sign-up form: one row per field, the value typed so far.
import Foundation

struct SignUpField: Equatable {
    enum Kind: Equatable {
        case name, email, password, promoCode
    }

    let kind: Kind
    let title: String
    var value: String = ""
}
