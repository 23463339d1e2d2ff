import Foundation

/// Core Animation's 3D transform matrix: what a layer's ``CALayer/transform`` and a view's
/// ``UIView/transform3D`` hold, built with the `CATransform3D…` functions
/// (`cell.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)`).
///
/// As in Core Animation, points are row vectors `[x y z 1]` multiplied on the left, so the
/// translation is in `m41`, `m42` and `m43`, and a transform's affine part sits where a
/// `CGAffineTransform`'s entries do (`m11` `a`, `m12` `b`, `m21` `c`, `m22` `d`, `m41` `tx`,
/// `m42` `ty`). Headless: layers store transforms; nothing is composited with them.
public struct CATransform3D: Sendable {
    /// The entry at row 1, column 1.
    public var m11: CGFloat
    /// The entry at row 1, column 2.
    public var m12: CGFloat
    /// The entry at row 1, column 3.
    public var m13: CGFloat
    /// The entry at row 1, column 4.
    public var m14: CGFloat
    /// The entry at row 2, column 1.
    public var m21: CGFloat
    /// The entry at row 2, column 2.
    public var m22: CGFloat
    /// The entry at row 2, column 3.
    public var m23: CGFloat
    /// The entry at row 2, column 4.
    public var m24: CGFloat
    /// The entry at row 3, column 1.
    public var m31: CGFloat
    /// The entry at row 3, column 2.
    public var m32: CGFloat
    /// The entry at row 3, column 3.
    public var m33: CGFloat
    /// The entry at row 3, column 4: `-1 / distance` gives perspective.
    public var m34: CGFloat
    /// The entry at row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// The entry at row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// The entry at row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// The entry at row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform whose entries are all zero, as the C structure's initializer does
    /// (``CATransform3DIdentity`` is the transform that changes nothing).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform with the given rows of four entries each.
    init(rows: [[CGFloat]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
    }

    /// The entries, row by row.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The matrix product `self × other`: this transform, then `other`.
    func followed(by other: CATransform3D) -> CATransform3D {
        let left = rows
        let right = other.rows
        var product: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 4), count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for index in 0..<4 {
                    sum += left[row][index] * right[index][column]
                }
                product[row][column] = sum
            }
        }
        return CATransform3D(rows: product)
    }

    /// The inverse, by Gauss–Jordan elimination with partial pivoting, or `nil` when the matrix
    /// is singular.
    func inverted() -> CATransform3D? {
        var matrix = rows
        var inverse = CATransform3DIdentity.rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  matrix[pivot][column] != 0 else { return nil }
            matrix.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let scale = matrix[column][column]
            matrix[column] = matrix[column].map { $0 / scale }
            inverse[column] = inverse[column].map { $0 / scale }
            for row in 0..<4 where row != column {
                let factor = matrix[row][column]
                guard factor != 0 else { continue }
                matrix[row] = zip(matrix[row], matrix[column]).map { $0 - factor * $1 }
                inverse[row] = zip(inverse[row], inverse[column]).map { $0 - factor * $1 }
            }
        }
        return CATransform3D(rows: inverse)
    }
}

/// The transform that changes nothing: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether a transform is the identity.
///
/// - Parameter t: The transform.
/// - Returns: `true` when every entry is the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether two transforms have the same entries.
///
/// - Parameters:
///   - a: A transform.
///   - b: Another transform.
/// - Returns: `true` when every entry is equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.rows == b.rows
}

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
    return transform
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
    return transform
}

/// A transform that rotates by `angle` radians around the vector `(x, y, z)`; the identity when
/// the vector has no length. Around `(0, 0, 1)` it is `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// A transform that translates by `(tx, ty, tz)` and then applies `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).followed(by: t)
}

/// A transform that scales by `(sx, sy, sz)` and then applies `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).followed(by: t)
}

/// A transform that rotates by `angle` radians around `(x, y, z)` and then applies `t`; `t`
/// itself when the vector has no length.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).followed(by: t)
}

/// The transform that applies `a`, then `b`: the matrix product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.followed(by: b)
}

/// The inverse of a transform, or the transform itself when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}

/// The 3D transform that does what an affine transform does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether a transform is exactly an affine transform of the plane: no depth, no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of a transform (its other entries are dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
