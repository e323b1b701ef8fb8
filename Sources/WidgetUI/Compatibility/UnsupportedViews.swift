import Foundation

// SwiftUI's common surface that WidgetRender does not draw: declared unavailable, so the compiler
// names what is missing ("List is not supported by WidgetRender yet") instead of "cannot find
// 'List' in scope". Most are interactive or scrolling controls that iOS does not run in widgets
// either; widgets show them as placeholders or not at all.

@available(*, unavailable, message: "List is not supported by WidgetRender yet (widgets do not scroll): use VStack with ForEach")
public nonisolated struct List<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Data: RandomAccessCollection {}
}
@available(*, unavailable, message: "ScrollView is not supported by WidgetRender yet (widgets do not scroll)")
public nonisolated struct ScrollView<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}
@available(*, unavailable, message: "NavigationStack is not supported by WidgetRender yet (widgets have no navigation)")
public nonisolated struct NavigationStack<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(@ViewBuilder root: () -> Content) {} }
@available(*, unavailable, message: "NavigationView is not supported by WidgetRender yet (widgets have no navigation)")
public nonisolated struct NavigationView<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(@ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "TextField is not supported by WidgetRender yet (widgets take no text input)")
public nonisolated struct TextField: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S>(_ title: S, text: Binding<String>) {} }
@available(*, unavailable, message: "SecureField is not supported by WidgetRender yet (widgets take no text input)")
public nonisolated struct SecureField: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S>(_ title: S, text: Binding<String>) {} }
@available(*, unavailable, message: "TextEditor is not supported by WidgetRender yet (widgets take no text input)")
public nonisolated struct TextEditor: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(text: Binding<String>) {} }
@available(*, unavailable, message: "Picker is not supported by WidgetRender yet: configure widgets with an App Intent")
public nonisolated struct Picker<SelectionValue, Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "Slider is not supported by WidgetRender yet")
public nonisolated struct Slider: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>) where V: BinaryFloatingPoint {} }
@available(*, unavailable, message: "Stepper is not supported by WidgetRender yet")
public nonisolated struct Stepper: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S, V>(_ title: S, value: Binding<V>) {} }
@available(*, unavailable, message: "DatePicker is not supported by WidgetRender yet")
public nonisolated struct DatePicker: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S>(_ title: S, selection: Binding<Date>) {} }
@available(*, unavailable, message: "Menu is not supported by WidgetRender yet")
public nonisolated struct Menu<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "TabView is not supported by WidgetRender yet")
public nonisolated struct TabView<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(@ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "Form is not supported by WidgetRender yet")
public nonisolated struct Form<Content>: View {
    public var body: Never { primitiveBody(Self.self) }
    public init(@ViewBuilder content: () -> Content) {} }

nonisolated extension View {
    @available(*, unavailable, message: "sheet is not supported by WidgetRender yet (widgets present nothing)")
    public func sheet<Content>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    @available(*, unavailable, message: "alert is not supported by WidgetRender yet (widgets present nothing)")
    public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    @available(*, unavailable, message: "popover is not supported by WidgetRender yet (widgets present nothing)")
    public func popover<Content>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    @available(*, unavailable, message: "fullScreenCover is not supported by WidgetRender yet (widgets present nothing)")
    public func fullScreenCover<Content>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    @available(*, unavailable, message: "navigationTitle is not supported by WidgetRender yet (widgets have no navigation)")
    public func navigationTitle<S>(_ title: S) -> Self { self }
    @available(*, unavailable, message: "refreshable is not supported by WidgetRender yet")
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    @available(*, unavailable, message: "searchable is not supported by WidgetRender yet")
    public func searchable(text: Binding<String>) -> Self { self }
}
