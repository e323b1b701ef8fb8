/// A grid's size, each row's box (a full-width view's own placement) and, for `GridRow`s, their
/// cells' placements relative to the grid.
struct GridResult {
    var size: Size
    var rows: [ChildPlacement]
    var cells: [[ChildPlacement]]
}

/// Per-cell traits set by `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes` and
/// `gridCellAnchor`; read through single-child modifiers, as SwiftUI's layout traits are.
package struct GridCellTraits {
    package var columns = 1
    package var columnAlignment: HorizontalAlignment?
    package var unsizedAxes: Axis.Set = []
    package var anchor: UnitPoint?
    package init() {}
}

extension Node {
    /// The grid traits of this view or of the view it wraps.
    var gridTraits: GridCellTraits {
        var n: Node? = self
        var t = GridCellTraits()
        var seen = Set<Int>()
        while let node = n {
            if let own = node.ownGridTraits {
                if !seen.contains(0), own.columns != 1 { t.columns = own.columns; seen.insert(0) }
                if !seen.contains(1), let a = own.columnAlignment { t.columnAlignment = a; seen.insert(1) }
                if !seen.contains(2), !own.unsizedAxes.isEmpty { t.unsizedAxes = own.unsizedAxes; seen.insert(2) }
                if !seen.contains(3), let a = own.anchor { t.anchor = a; seen.insert(3) }
            }
            n = node.passesGridTraits ? node.child : nil
        }
        return t
    }
}

extension LayoutEngine {
    /// `Grid` and `GridRow` (rules GR-1 … GR-5), after Apple's Grid documentation
    /// (https://developer.apple.com/documentation/swiftui/grid):
    ///
    /// 1. Each `GridRow` is a row; its cells fill columns left to right, a cell spanning
    ///    `gridCellColumns(n)` columns. A view that is not in a `GridRow` is a row of its own
    ///    spanning the grid's width ("a view that isn't in a GridRow … takes the width of the grid").
    /// 2. "The grid sets the width of each column to the width of the widest cell in that column,
    ///    and the height of each row to the height of the tallest cell in that row." Cells
    ///    spanning several columns and cells with `gridCellUnsizedAxes` do not size columns or rows.
    /// 3. With a finite width, flexible columns share what is left as stack children do: least
    ///    flexible first, each offered an equal share of the remainder (rules A2-6, A2-7); rows
    ///    do the same with a finite height. Unknown to us: how SwiftUI splits the width among
    ///    several flexible columns when their cells disagree; this is our rule.
    /// 4. A cell is proposed its column's width (spanned columns plus spacing) and its row's
    ///    height, and aligned in that box by the grid's alignment, overridden by the column's
    ///    `gridColumnAlignment` and the row's `GridRow(alignment:)`.
    /// 5. Spacing defaults to 8 pt both ways (rule A2-11).
    func gridLayout(_ rows: [Node], _ spec: GridKind, _ p: ProposedSize) -> GridResult {
        let hGap = spec.horizontalSpacing ?? Self.defaultSpacing
        let vGap = spec.verticalSpacing ?? Self.defaultSpacing
        // Cells per row with their first column.
        struct Cell { let node: Node; let column: Int; let span: Int; let traits: GridCellTraits }
        var table: [[Cell]] = []
        var rowAlignments: [VerticalAlignment?] = []
        var isFullWidth: [Bool] = []
        var columnCount = 0
        for row in rows {
            if let gridRow = row.kind(GridRowKind.self) {
                let a = gridRow.alignment
                var col = 0, cells: [Cell] = []
                for c in row.children {
                    let t = c.gridTraits
                    let span = max(1, t.columns)
                    cells.append(Cell(node: c, column: col, span: span, traits: t))
                    col += span
                }
                columnCount = max(columnCount, col)
                table.append(cells); rowAlignments.append(a); isFullWidth.append(false)
            } else {
                table.append([Cell(node: row, column: 0, span: 0, traits: row.gridTraits)])
                rowAlignments.append(nil); isFullWidth.append(true)
            }
        }
        guard !rows.isEmpty else { return GridResult(size: .zero, rows: [], cells: []) }

        // Columns' alignments: the first cell in the column that declares one.
        var columnAlign = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cells in table { for c in cells where c.span == 1 && columnAlign[c.column] == nil { columnAlign[c.column] = c.traits.columnAlignment } }

        // Rule GR-2/3: column widths.
        func sizingCells(_ col: Int) -> [Cell] {
            table.flatMap { $0.filter { $0.span == 1 && $0.column == col && !$0.traits.unsizedAxes.contains(.horizontal) } }
        }
        func columnWidth(_ col: Int, _ offer: Double?) -> Double {
            sizingCells(col).map { size($0.node, ProposedSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths = [Double](repeating: 0, count: columnCount)
        if let w = p.width, w.isFinite, columnCount > 0 {
            let flex = (0..<columnCount).map { columnWidth($0, .infinity) - columnWidth($0, 0) }
            var remaining = w - hGap * Double(columnCount - 1), count = Double(columnCount)
            for c in (0..<columnCount).sorted(by: { (flex[$0], $0) < (flex[$1], $1) }) {
                widths[c] = columnWidth(c, max(0, remaining / count))
                remaining -= widths[c]; count -= 1
            }
        } else {
            for c in 0..<columnCount { widths[c] = columnWidth(c, p.width == nil ? nil : .infinity) }
        }
        let columnsWidth = widths.reduce(0, +) + hGap * Double(max(0, columnCount - 1))
        let fullWidth: Double? = columnCount > 0 ? columnsWidth : p.width.flatMap { $0.isFinite ? $0 : nil }
        func cellWidth(_ c: Cell) -> Double? {
            if c.span == 0 { return fullWidth }
            let end = min(columnCount, c.column + c.span)
            return widths[c.column..<end].reduce(0, +) + hGap * Double(max(0, end - c.column - 1))
        }

        // Row heights, the same way.
        func rowHeight(_ r: Int, _ offer: Double?) -> Double {
            table[r].filter { !$0.traits.unsizedAxes.contains(.vertical) }
                .map { size($0.node, ProposedSize(width: cellWidth($0), height: offer)).height }.max() ?? 0
        }
        var heights = [Double](repeating: 0, count: table.count)
        if let h = p.height, h.isFinite {
            let flex = table.indices.map { rowHeight($0, .infinity) - rowHeight($0, 0) }
            var remaining = h - vGap * Double(table.count - 1), count = Double(table.count)
            for r in table.indices.sorted(by: { (flex[$0], $0) < (flex[$1], $1) }) {
                heights[r] = rowHeight(r, max(0, remaining / count))
                remaining -= heights[r]; count -= 1
            }
        } else {
            for r in table.indices { heights[r] = rowHeight(r, p.height == nil ? nil : .infinity) }
        }

        // Rule GR-4: place the cells.
        var xs = [Double](repeating: 0, count: columnCount)
        for c in 1..<max(1, columnCount) { xs[c] = xs[c - 1] + widths[c - 1] + hGap }
        var placements: [ChildPlacement] = []
        var cellPlacements: [[ChildPlacement]] = []
        var y = 0.0
        var totalWidth = fullWidth ?? 0
        for (r, cells) in table.enumerated() {
            var rowPlacements: [ChildPlacement] = []
            for c in cells {
                let w = cellWidth(c)
                let box = Size(width: w ?? 0, height: heights[r])
                let q = ProposedSize(width: w, height: heights[r])
                let s = size(c.node, q)
                if c.span == 0 { totalWidth = max(totalWidth, s.width) }
                var a = spec.alignment
                if c.span == 1, let h = columnAlign[c.column] { a.horizontal = h }
                if let v = rowAlignments[r] { a.vertical = v }
                var o = align(ChildPlacement(proposal: q, size: s), c.node, in: Size(width: w ?? s.width, height: box.height), a)
                if let anchor = c.traits.anchor {
                    o = Point(x: (box.width - s.width) * anchor.x, y: (box.height - s.height) * anchor.y)
                }
                let x0 = c.span == 0 ? 0 : xs[c.column]
                rowPlacements.append(ChildPlacement(proposal: q, size: s, origin: Point(x: x0 + o.x, y: y + o.y)))
            }
            // A GridRow node itself spans the row; its cells are placed relative to it.
            if isFullWidth[r] {
                placements.append(rowPlacements[0])
                cellPlacements.append([])
            } else {
                cellPlacements.append(rowPlacements)
                placements.append(ChildPlacement(proposal: ProposedSize(width: columnsWidth, height: heights[r]),
                                                 size: Size(width: columnsWidth, height: heights[r]), origin: Point(x: 0, y: y)))
            }
            y += heights[r] + vGap
        }
        let height = heights.reduce(0, +) + vGap * Double(max(0, table.count - 1))
        return GridResult(size: Size(width: max(totalWidth, columnsWidth), height: height), rows: placements, cells: cellPlacements)
    }
}
