//
//  Double+Extensions.swift
//  CircularProgressRing
//
//  Created by Luis on 3/8/20.
//


import Foundation

extension Double {
    /// - returns: `CGFloat` representation of `self`.
    var float: CGFloat {
        CGFloat(self)
    }
}
