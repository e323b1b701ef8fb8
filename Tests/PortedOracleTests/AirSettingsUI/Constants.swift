//
//  Constants.swift
//  AirSettingUI
//
//  Created by iOS Developer on 2023-09-28.
//  Copyright © 2023 AirApps. All rights reserved.
//
import Foundation

public enum Constants {
    public static let verticalPadding: CGFloat = 14
    public static let horizontalSpacing: CGFloat = 12
    public static let touchUpIconName = "arrow.up.forward"
    public static let navigateIconName = "chevron.forward"
    public static let backgroundCornerRadius: CGFloat = 12
    public static let dividerLeadingMargin: CGFloat = 16
    public static let dividerTrailingMargin: CGFloat = 0
    public static let groupBackgroundCornerRadius: CGFloat = 12
    public static let groupDividerLeadingMargin: CGFloat = 16
    public static let groupDividerTrailingMargin: CGFloat = 0
    public static let iconDimension: CGFloat = 28
    public static let iconCornerRadius: CGFloat = 6
}
