// The app's root: a tab bar with the shop (in a navigation controller) and the basket, whose
// badge shows how many items the basket holds.
import UIKit

final class BasketViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Basket"
        tabBarItem = UITabBarItem(title: "Basket", image: UIImage(systemName: "cart"), tag: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ShopTabBarController: UITabBarController, UITabBarControllerDelegate {
    let products: ProductsViewController
    let basket = BasketViewController()
    private(set) var tabChanges: [String] = []

    init(products: [Product]) {
        self.products = ProductsViewController(products: products)
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UINavigationController(rootViewController: self.products), basket]
        delegate = self
        tabBar.unselectedItemTintColor = .secondaryLabel
        self.products.onBasketChange = { [weak self] count in
            self?.basket.tabBarItem.badgeValue = count == 0 ? nil : "\(count)"
        }
        let initialCount = products.reduce(0) { $0 + $1.quantity }
        basket.tabBarItem.badgeValue = initialCount == 0 ? nil : "\(initialCount)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        tabChanges.append(viewController.title ?? viewController.children.first?.title ?? "")
    }
}
