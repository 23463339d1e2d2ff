// The models of the order-help screen: questions grouped by topic, and the order they are about.
import Foundation

struct FAQItem: Hashable {
    let id: String
    let question: String
    let answer: String
}

struct FAQTopic {
    let title: String
    let items: [FAQItem]
}

struct OrderSummary {
    let number: String
    let status: String
    let deliveryEstimate: String
}
