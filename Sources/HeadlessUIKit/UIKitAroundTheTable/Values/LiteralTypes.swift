/// The type of a color literal, `#colorLiteral(red:green:blue:alpha:)`, when nothing else gives
/// it one, as in `let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)`.
public typealias _ColorLiteralType = UIColor

/// The type of an image literal, `#imageLiteral(resourceName:)`, when nothing else gives it one.
public typealias _ImageLiteralType = UIImage
