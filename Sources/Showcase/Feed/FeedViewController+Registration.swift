import DTTableViewManager

// Registering the screen's views, each with the event closures that make it interactive.
extension FeedViewController {
    /// Registers the two post cells, chosen by whether the post has a video, and the section
    /// header and footer views.
    func registerFeedViews() {
        manager.register(PostCell.self) { [weak self] mapping in
            mapping.condition = mapping.modelCondition { post, _ in !post.containsVideo }
            self?.attachPostEvents(to: mapping, height: 60)
        }
        manager.register(VideoPostCell.self) { [weak self] mapping in
            mapping.condition = mapping.modelCondition { post, _ in post.containsVideo }
            self?.attachPostEvents(to: mapping, height: 100)
        }
        manager.registerHeader(SectionHeaderView.self) { [log] mapping in
            mapping.heightForHeader { _, _ in 32 }
            mapping.willDisplayHeaderView { _, title, section in
                log.record("willDisplayHeaderView \(title) in section \(section)")
            }
        }
        manager.registerFooter(UITableViewHeaderFooterView.self, for: String.self) { mapping in
            mapping.heightForFooter { _, _ in 28 }
        } handler: { footer, text, _ in
            footer.textLabel?.text = text
        }
    }

    /// Registers the settings cell: a plain `UITableViewCell`, configured by its handler.
    /// Selecting a setting switches it; settings cannot be deleted or moved.
    func registerSettingsViews() {
        manager.register(UITableViewCell.self, for: SettingsItem.self) { [weak self, log] mapping in
            mapping.heightForCell { _, _ in
                log.recordHeightRequest()
                return 44
            }
            mapping.estimatedHeightForCell { _, _ in 44 }
            mapping.willDisplay { _, item, indexPath in
                log.record("willDisplay UITableViewCell \"\(item.title)\" at \(indexPath.section).\(indexPath.row)")
            }
            mapping.canEditCell { _, _ in false }
            mapping.canMove { _, _, _ in false }
            mapping.didSelect { _, item, indexPath in
                log.record("didSelect setting \"\(item.title)\" at \(indexPath.section).\(indexPath.row)")
                guard let self else { return }
                self.tableView.deselectRow(at: indexPath, animated: true)
                try? self.manager.memoryStorage.replaceItem(item, with: item.toggled())
            }
        } handler: { cell, item, _ in
            cell.textLabel?.text = item.title
            cell.accessoryType = item.isOn ? .checkmark : .none
        }
    }

    /// Attaches the events shared by both post cells: height (and the same estimate, so the
    /// table requests exactly the rows that fit before it asks their heights), display,
    /// selection, swipe to delete and reordering within the feed.
    ///
    /// - Parameters:
    ///   - mapping: The mapping of `PostCell` or `VideoPostCell`.
    ///   - height: The cell's height.
    private func attachPostEvents<Cell: UITableViewCell>(to mapping: TableViewCellModelMapping<Cell, Post>, height: CGFloat) {
        let cellName = String(describing: Cell.self)
        mapping.heightForCell { [log] _, _ in
            log.recordHeightRequest()
            return height
        }
        mapping.estimatedHeightForCell { _, _ in height }
        mapping.willDisplay { [log] _, post, indexPath in
            log.record("willDisplay \(cellName) \(post.author) at \(indexPath.section).\(indexPath.row)")
        }
        mapping.didSelect { [log] _, post, indexPath in
            log.record("didSelect \(cellName) \(post.author) at \(indexPath.section).\(indexPath.row)")
        }
        mapping.commitEditingStyle { [weak self, log] style, _, post, indexPath in
            log.record("commitEditingStyle \(style) \(cellName) \(post.author) at \(indexPath.section).\(indexPath.row)")
            guard style == .delete else { return }
            self?.manager.memoryStorage.removeItems(at: [indexPath])
        }
        mapping.targetIndexPathForMove { [weak self] proposed, _, _, source in
            guard proposed.section != source.section else { return proposed }
            let lastRow = (self?.manager.memoryStorage.numberOfItems(inSection: source.section) ?? 1) - 1
            return IndexPath(row: lastRow, section: source.section)
        }
        mapping.moveRowTo { [weak self, log] destination, _, post, source in
            log.record("moveRowTo \(cellName) \(post.author) from \(source.section).\(source.row) to \(destination.section).\(destination.row)")
            self?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
    }
}
