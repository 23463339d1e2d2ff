// The model of the task-list screen, as an iOS app declares it.
import Foundation

struct TaskItem: Hashable {
    let title: String
    var isDone = false
}
