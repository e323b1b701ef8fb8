import Foundation
import Testing
import WidgetCore

/// Path construction (SwiftUI's names), trimming by length, transforms and colour matrices.
@Suite("Path geometry")
struct PathGeometryTests {
    static func close(_ a: Point?, _ b: Point, _ eps: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test("trimmedPath of a 10×10 square's outline: halfway is the opposite corner")
    func trimSquare() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements.first == .move(Point(x: 0, y: 0)))
        #expect(Self.close(half.currentPoint, Point(x: 10, y: 10)))
        let mid = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(mid.elements == [.move(Point(x: 5, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 5))])
        // The closing edge counts: 0.75…1 runs up the left side.
        let last = square.trimmedPath(from: 0.75, to: 1)
        #expect(last.elements.first == .move(Point(x: 0, y: 10)))
        #expect(Self.close(last.currentPoint, Point(x: 0, y: 0)))
    }

    @Test("trimmedPath: 0…1 is the path itself, from ≥ to is empty, bounds are clamped")
    func trimBounds() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: -1, to: 2) == square)
        #expect(square.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        #expect(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 0.5) == square.trimmedPath(from: 0, to: 0.5), "NaN reads as 0")
    }

    @Test("A circle's quarter trim ends at the bottom, within 0.05 % of the radius")
    func trimCircle() {
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 200, height: 200))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(Point(x: 200, y: 100)))
        #expect(Self.close(quarter.currentPoint, Point(x: 100, y: 200), 0.05))
        let eighth = circle.trimmedPath(from: 0, to: 0.125)
        let p = eighth.currentPoint ?? .zero
        #expect(abs(hypot(p.x - 100, p.y - 100) - 100) < 0.05, "on the circle")
        #expect(abs(p.x - p.y) < 0.1, "at 45°: \(p)")
    }

    @Test("addArc: clockwise false turns clockwise on screen (angles grow with y down)")
    func arcDirection() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(p.elements.first == .move(Point(x: 10, y: 0)))
        #expect(Self.close(p.currentPoint, Point(x: 0, y: 10), 1e-9))
        #expect(p.boundingRect.minY >= -1e-9, "stays below the x axis")
        var q = Path()
        q.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(Self.close(q.currentPoint, Point(x: 0, y: 10), 1e-9))
        #expect(q.boundingRect.minY < -9.9, "the long way round, through the top")
        var full = Path()
        full.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(full.elements.count == 5, "one turn in four cubics")
    }

    @Test("addQuadCurve is the equivalent cubic; addLine from nothing starts a subpath")
    func quadAndLine() {
        var p = Path()
        p.addLine(to: Point(x: 1, y: 1))
        #expect(p.elements == [.move(Point(x: 1, y: 1))])
        p.move(to: .zero)
        p.addQuadCurve(to: Point(x: 3, y: 0), control: Point(x: 1.5, y: 3))
        #expect(p.elements.last == .curve(Point(x: 1, y: 2), Point(x: 2, y: 2), Point(x: 3, y: 0)))
        p.closeSubpath()
        #expect(p.currentPoint == .zero)
    }

    @Test("Rotation about a pivot keeps the pivot; concatenation applies left first")
    func matrices() {
        let m = AffineMatrix.rotation(.degrees(90)).about(Point(x: 5, y: 5))
        #expect(Self.close(m.apply(Point(x: 5, y: 5)), Point(x: 5, y: 5), 1e-9))
        #expect(Self.close(m.apply(Point(x: 10, y: 5)), Point(x: 5, y: 10), 1e-9), "right → below: clockwise on screen")
        let ts = AffineMatrix.translation(x: 1, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(ts.apply(Point(x: 1, y: 1)) == Point(x: 4, y: 2))
        #expect(AffineMatrix.scale(x: 0, y: 1).isDegenerate)
        let box = AffineMatrix.rotation(.degrees(45)).apply(Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-9)
    }

    @Test("Uneven rounded rectangle: square corners stay on the corner; radii are held to half the side")
    func unevenCorners() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadii: RectangleCornerRadii(topLeading: 100))
        #expect(p.elements.contains(.line(Point(x: 20, y: 0))), "top-trailing is square")
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 20, height: 10))
        let uniform = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3)
        let same = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10),
                                    cornerRadii: RectangleCornerRadii(topLeading: 3, bottomLeading: 3, bottomTrailing: 3, topTrailing: 3))
        #expect(uniform == same)
    }

    @Test("Colour matrices: grayscale is saturation(0); then() composes in order")
    func colorMatrices() {
        #expect(ColorMatrix.grayscale(1) == ColorMatrix.saturation(0))
        #expect(ColorMatrix.saturation(1).m.enumerated().allSatisfy { abs($1 - ColorMatrix.identity.m[$0]) < 1e-12 })
        let twice = ColorMatrix.brightness(0.1).then(.brightness(0.2))
        #expect(abs(twice.m[4] - 0.3) < 1e-12)
        let scaledThenShifted = ColorMatrix.contrast(2).then(.brightness(0.5))
        #expect(abs(scaledThenShifted.m[0] - 2) < 1e-12 && abs(scaledThenShifted.m[4] - 0) < 1e-12, "\(scaledThenShifted)")
    }
}
