// The model of the themed news screen.
import Foundation

struct Headline: Equatable {
    let title: String
    let isBreaking: Bool
}
