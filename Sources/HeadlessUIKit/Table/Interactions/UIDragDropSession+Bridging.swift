import Foundation

// Apple's Swift overlay: loading Swift value types (String) through their Objective-C classes.
extension UIDragDropSession {
    /// Returns whether any item can be loaded as a Swift value bridged to a readable class, such
    /// as `String`.
    ///
    /// - Parameter ofClass: The value type.
    /// - Returns: `true` if an item can be loaded as the bridged class.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

extension UIDropSession {
    /// Loads every item that can be loaded as a Swift value bridged to a readable class, such as
    /// `String`.
    ///
    /// - Parameters:
    ///   - ofClass: The value type.
    ///   - completion: Called with the loaded values.
    /// - Returns: The loading progress.
    public func loadObjects<T: _ObjectiveCBridgeable>(
        ofClass: T.Type,
        completion: @escaping ([T]) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            var values: [T] = []
            for case let object as T._ObjectiveCType in objects {
                values.append(T._unconditionallyBridgeFromObjectiveC(object))
            }
            completion(values)
        }
    }
}
