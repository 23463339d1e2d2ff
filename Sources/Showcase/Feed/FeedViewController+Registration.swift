import DTTableViewManager

// Registering the screen's views.
extension FeedViewController {
    /// Registers the two post cells, chosen by whether the post has a video, and the section
    /// header and footer views.
    func registerFeedViews() {
        manager.register(PostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { post, _ in !post.containsVideo }
        }
        manager.register(VideoPostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { post, _ in post.containsVideo }
        }
        manager.registerHeader(SectionHeaderView.self)
        manager.registerFooter(UITableViewHeaderFooterView.self, for: String.self) { footer, text, _ in
            footer.textLabel?.text = text
        }
    }

    /// Registers the settings cell: a plain `UITableViewCell`, configured by its handler.
    func registerSettingsViews() {
        manager.register(UITableViewCell.self, for: SettingsItem.self) { cell, item, _ in
            cell.textLabel?.text = item.title
            cell.accessoryType = item.isOn ? .checkmark : .none
        }
    }
}
