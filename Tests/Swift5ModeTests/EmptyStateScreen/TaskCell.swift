// A cell written for iOS 14+ that shows its task with a list content configuration.
import UIKit
import DTTableViewManager

final class TaskCell: UITableViewCell, ModelTransfer {
    func update(with model: TaskItem) {
        var content = defaultContentConfiguration()
        content.text = model.title
        content.image = UIImage(systemName: model.isDone ? "checkmark.circle.fill" : "circle")
        contentConfiguration = content
    }
}
