"""Writes widget-template.schema.json (JSON Schema 2020-12) for WidgetRender template files.

Run after changing the format: python3 Templates/schema/make_schema.py
The Swift tests check that every view type and modifier the decoder knows is in the schema.
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ref = lambda name: {"$ref": f"#/$defs/{name}"}
binding = ref("binding")

def bindable(schema):
    """A value, or a string with a {{ binding }} that gives one."""
    return {"anyOf": [schema, binding]}

def num(lo, hi, desc):
    return bindable({"type": "number", "minimum": lo, "maximum": hi, "description": desc})

length = num(0, 10000, "A length in points, 0…10000.")
distance = num(-10000, 10000, "A distance in points, -10000…10000.")
max_length = bindable({"anyOf": [{"type": "number", "minimum": 0, "maximum": 10000}, {"const": "infinity"}],
                       "description": "A length in points, or \"infinity\" to take all the space offered."})
flag = bindable({"type": "boolean"})

def enum(values, desc=None):
    s = {"type": "string", "enum": values}
    if desc: s["description"] = desc
    return bindable(s)

COLORS = ["clear", "black", "white", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
          "purple", "pink", "brown", "gray", "primary", "secondary", "accentColor", "tertiary", "quaternary", "label",
          "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground", "secondarySystemBackground",
          "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "separator",
          "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
          "tertiarySystemGroupedBackground", "opaqueSeparator", "placeholderText", "link", "systemFill", "secondarySystemFill",
          "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
          "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown"]
ALIGNMENTS = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
              "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "leadingLastTextBaseline"]
UNIT_POINTS = ["zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
TEXT_STYLES = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
DESIGNS = ["default", "rounded", "monospaced", "serif"]
WIDTHS = ["compressed", "condensed", "standard", "expanded"]
FAMILIES = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait", "accessoryCircular", "accessoryRectangular", "accessoryInline",
            "small", "medium", "large", "extraLarge", "extraLargePortrait", "circular", "rectangular", "inline"]
MATERIALS = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]
BLEND_MODES = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
               "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop", "destinationOver",
               "destinationOut", "plusDarker", "plusLighter"]
GAUGE_STYLES = ["automatic", "linearCapacity", "accessoryCircular", "accessoryCircularCapacity", "accessoryLinear", "accessoryLinearCapacity"]
AXIS_SETS = ["horizontal", "vertical", "both"]
EDGES = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]

defs = {
    "binding": {"type": "string", "pattern": "\\{\\{", "description": "A binding: {{ expression | filter: args }}, evaluated against the entry."},
    "color": {"description": "A color: a system name, #RGB/#RRGGBB/#RRGGBBAA, light/dark, RGB components, a gray level, or a color with an opacity.",
              "anyOf": [
                  {"type": "string", "enum": COLORS},
                  {"type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"},
                  binding,
                  {"type": "object", "properties": {"light": ref("color"), "dark": ref("color"), "opacity": num(0, 1, "0…1")},
                   "required": ["light", "dark"], "additionalProperties": False},
                  {"type": "object", "properties": {"red": num(0, 1, "0…1"), "green": num(0, 1, "0…1"), "blue": num(0, 1, "0…1"), "opacity": num(0, 1, "0…1"),
                                                    "colorSpace": {"type": "string", "enum": ["sRGB", "sRGBLinear", "displayP3"],
                                                                   "description": "The RGB components' color space; Display P3 is converted to sRGB."}},
                   "required": ["red", "green", "blue"], "additionalProperties": False},
                  {"type": "object", "properties": {"white": num(0, 1, "0…1"), "opacity": num(0, 1, "0…1")}, "required": ["white"], "additionalProperties": False},
                  {"type": "object", "properties": {"color": ref("color"), "opacity": num(0, 1, "0…1")}, "required": ["color"], "additionalProperties": False},
              ]},
    "unitPoint": {"anyOf": [{"type": "string", "enum": UNIT_POINTS}, binding,
                            {"type": "object", "properties": {"x": num(-10, 10, ""), "y": num(-10, 10, "")}, "required": ["x", "y"], "additionalProperties": False}]},
    "gradient": {"type": "object", "description": "Colors spread evenly, or stops at locations; from startPoint (default top) to endPoint (default bottom).",
                 "properties": {"colors": bindable({"type": "array", "items": ref("color"), "minItems": 1}),
                                "stops": bindable({"type": "array", "minItems": 1, "items": {"type": "object", "properties": {"color": ref("color"), "location": num(0, 1, "0…1")},
                                                                                             "required": ["color", "location"], "additionalProperties": False}}),
                                "startPoint": ref("unitPoint"), "endPoint": ref("unitPoint")},
                 "additionalProperties": False},
    "shapeStyle": {"description": "A fill: a color, a hierarchical style (primary…quaternary), tint, a material (ultraThinMaterial…ultraThickMaterial: a blur of what is behind, tinted) or a linear gradient.",
                   "anyOf": [ref("color"), {"type": "string", "enum": MATERIALS + ["tint"]}, {"type": "object", "properties": {"linearGradient": ref("gradient")}, "required": ["linearGradient"], "additionalProperties": False}]},
    "alignment": enum(ALIGNMENTS, "Where content sits in a frame."),
    "edges": bindable({"anyOf": [{"type": "string", "enum": EDGES}, {"type": "array", "items": {"type": "string", "enum": EDGES}}]}),
    "font": {"anyOf": [{"type": "string", "enum": TEXT_STYLES, "description": "A Dynamic Type text style at its default size."}, binding,
                       {"type": "object", "properties": {"style": enum(TEXT_STYLES), "size": num(1, 500, "Points."), "custom": {"type": "string"},
                                                          "weight": enum(WEIGHTS), "design": enum(DESIGNS), "italic": flag, "monospacedDigit": flag,
                                                          "width": enum(WIDTHS, "SwiftUI's Font.width: SF Pro's narrower or wider cuts.")},
                        "additionalProperties": False}]},
    "url": bindable({"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*:", "description": "A URL with a scheme, such as SwiftUIAndAppDemo://page=home."}),
    "imageSource": {"type": "string", "description": "A path relative to the template folder (inside it), or an http(s) URL; bindings allowed."},
    "condition": {"anyOf": [{"type": "boolean"}, {"type": "string", "description": "An expression such as \"done\" or \"days >= 0\" ({{ }} optional)."}]},
    "secondary": {"description": "A style, a view, or {\"content\": view, \"alignment\": …}.",
                  "anyOf": [ref("shapeStyle"), ref("view"),
                            {"type": "object", "properties": {"content": ref("view"), "alignment": ref("alignment")}, "required": ["content"], "additionalProperties": False}]},
    "shapeName": {"type": "string", "enum": ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule"]},
    "gridItem": {"description": "A LazyVGrid column or LazyHGrid row: fixed, flexible (default minimum 10) or adaptive, with its spacing and alignment.",
                 "anyOf": [{"const": "flexible"},
                           {"type": "object", "properties": {
                               "fixed": length,
                               "flexible": {"anyOf": [{"const": True}, {"type": "object", "properties": {"minimum": length, "maximum": max_length}, "additionalProperties": False}]},
                               "adaptive": {"type": "object", "properties": {"minimum": length, "maximum": max_length}, "required": ["minimum"], "additionalProperties": False},
                               "spacing": length, "alignment": ref("alignment")},
                            "additionalProperties": False}]},
    "strokeStyle": {"type": "object", "description": "StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:).",
                    "properties": {"lineWidth": length, "lineCap": enum(["butt", "round", "square"]), "lineJoin": enum(["miter", "round", "bevel"]),
                                   "miterLimit": num(1, 1000, ""), "dash": bindable({"type": "array", "items": length}), "dashPhase": distance},
                    "additionalProperties": False},
}

# What VoiceOver reads (accessibilityLabel, Value, Hint) and the traits it announces.
SPOKEN = {"anyOf": [{"type": "string", "description": "what VoiceOver reads; bindings allowed"}, {"type": "number"}]}
TRAITS = ["isButton", "isHeader", "isStaticText", "isImage", "updatesFrequently", "isLink", "isSelected", "isToggle", "isSummaryElement"]

# ---- Modifiers: name -> schema of the argument. Names valid alone (as a string) are flags.
FLAGS = ["padding", "fixedSize", "scaledToFit", "scaledToFill", "clipped", "bold", "italic", "monospacedDigit", "colorInvert", "compositingGroup",
         "widgetAccentable", "privacySensitive", "unredacted", "hidden", "accessibilityHidden"]
modifiers = {
    "padding": {"description": "padding(): true (16 pt), a length, {edges, length} or {top, leading, bottom, trailing}.",
                "anyOf": [flag, length, {"type": "object", "properties": {"edges": ref("edges"), "length": length, "top": length, "leading": length, "bottom": length, "trailing": length},
                                         "additionalProperties": False}]},
    "frame": {"description": "frame(width:height:alignment:) or frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:).",
              "type": "object", "properties": {"width": length, "height": length, "minWidth": length, "idealWidth": length, "maxWidth": max_length,
                                               "minHeight": length, "idealHeight": length, "maxHeight": max_length, "alignment": ref("alignment")},
              "additionalProperties": False},
    "fixedSize": {"anyOf": [flag, {"type": "object", "properties": {"horizontal": flag, "vertical": flag}, "additionalProperties": False}]},
    "layoutPriority": num(-1000, 1000, "layoutPriority(_:)"),
    "aspectRatio": {"anyOf": [enum(["fit", "fill"]), {"type": "object", "properties": {"ratio": num(0.001, 1000, "width / height"), "contentMode": enum(["fit", "fill"])}, "additionalProperties": False}]},
    "scaledToFit": flag, "scaledToFill": flag,
    "offset": {"type": "object", "properties": {"x": distance, "y": distance}, "additionalProperties": False},
    "id": {"anyOf": [{"type": "string"}, {"type": "number"}]},
    "background": ref("secondary"), "overlay": ref("secondary"),
    "mask": {"anyOf": [ref("view"), {"type": "object", "properties": {"content": ref("view"), "alignment": ref("alignment")}, "required": ["content"], "additionalProperties": False}]},
    "border": {"anyOf": [ref("shapeStyle"), {"type": "object", "properties": {"style": ref("shapeStyle"), "width": length}, "required": ["style"], "additionalProperties": False}]},
    "opacity": num(0, 1, "0…1"),
    "clipped": flag,
    "clipShape": {"anyOf": [ref("shapeName"), {"type": "object", "properties": {"type": ref("shapeName"), "cornerRadius": length, "style": enum(["continuous", "circular"])},
                                                "required": ["type"], "additionalProperties": False}]},
    "cornerRadius": length,
    "shadow": {"type": "object", "properties": {"color": ref("color"), "radius": num(0, 1000, "Blur radius in points."), "x": distance, "y": distance},
               "required": ["radius"], "additionalProperties": False},
    "font": ref("font"),
    "fontWeight": enum(WEIGHTS), "bold": flag, "italic": flag, "monospacedDigit": flag,
    "foregroundColor": ref("color"), "foregroundStyle": ref("shapeStyle"), "tint": ref("color"),
    "lineLimit": {"anyOf": [{"type": "null"}, bindable({"type": "integer", "minimum": 1, "maximum": 1000}),
                            {"type": "object", "properties": {"min": bindable({"type": "integer", "minimum": 1, "maximum": 1000}),
                                                              "max": bindable({"type": "integer", "minimum": 1, "maximum": 1000}), "reservesSpace": flag},
                             "additionalProperties": False}]},
    "minimumScaleFactor": num(0.01, 1, "How far text may shrink before it is truncated."),
    "textCase": {"anyOf": [{"type": "null"}, enum(["uppercase", "lowercase"])]},
    "multilineTextAlignment": enum(["leading", "center", "trailing"]),
    "truncationMode": enum(["head", "middle", "tail"]),
    "lineSpacing": length,
    "tracking": num(-100, 100, "Points after each character."), "kerning": num(-100, 100, "Same as tracking."),
    "environment": {"type": "object", "properties": {"colorScheme": enum(["light", "dark"]), "locale": {"type": "string"}, "timeZone": {"type": "string"}},
                    "additionalProperties": False},
    "widgetURL": ref("url"),
    "containerBackground": ref("secondary"),
    "imageScale": enum(["small", "medium", "large"], "imageScale(_:): the size of SF Symbols relative to the font."),
    "symbolRenderingMode": enum(["monochrome", "hierarchical", "palette", "multicolor"], "symbolRenderingMode(_:)."),
    "symbolVariant": enum(["none", "fill", "circle", "circle.fill", "square", "square.fill", "rectangle", "rectangle.fill",
                           "slash", "slash.fill", "slash.circle", "slash.circle.fill", "slash.square", "slash.square.fill",
                           "slash.rectangle", "slash.rectangle.fill"], "symbolVariant(_:): suffixes added to SF Symbol names."),
    "labelStyle": enum(["automatic", "titleAndIcon", "titleOnly", "iconOnly"], "labelStyle(_:)."),
    "rotationEffect": {"description": "rotationEffect(_:anchor:): degrees, clockwise; layout unchanged.",
                       "anyOf": [num(-36000, 36000, "Degrees."), {"type": "object", "properties": {"degrees": num(-36000, 36000, "Degrees."), "anchor": ref("unitPoint")},
                                                                  "required": ["degrees"], "additionalProperties": False}]},
    "scaleEffect": {"description": "scaleEffect(x:y:anchor:); layout unchanged.",
                    "anyOf": [num(-100, 100, "Scale."), {"type": "object", "properties": {"x": num(-100, 100, ""), "y": num(-100, 100, ""), "anchor": ref("unitPoint")},
                                                         "additionalProperties": False}]},
    "blur": {"anyOf": [num(0, 1000, "Radius in points."), {"type": "object", "properties": {"radius": num(0, 1000, "Radius in points."), "opaque": flag}, "additionalProperties": False}]},
    "brightness": num(-1, 1, "Added to each colour component."), "contrast": num(0, 10, "1 unchanged."),
    "saturation": num(0, 10, "1 unchanged, 0 grey."), "grayscale": num(0, 1, "0 unchanged, 1 grey."),
    "colorMultiply": ref("color"), "colorInvert": flag, "compositingGroup": flag,
    "blendMode": enum(BLEND_MODES),
    "gaugeStyle": enum(GAUGE_STYLES), "progressViewStyle": enum(["automatic", "linear", "circular"]),
    "gridCellColumns": bindable({"type": "integer", "minimum": 1, "maximum": 100}),
    "gridColumnAlignment": enum(["leading", "center", "trailing"]),
    "gridCellUnsizedAxes": enum(AXIS_SETS),
    "widgetAccentable": flag, "privacySensitive": flag, "unredacted": flag, "hidden": flag,
    "accessibilityLabel": SPOKEN, "accessibilityValue": SPOKEN, "accessibilityHint": SPOKEN,
    "accessibilityHidden": flag, "accessibilityIdentifier": {"type": "string"},
    "accessibilityElement": bindable({"enum": ["ignore", "combine", "contain"]}),
    "accessibilityAddTraits": {"anyOf": [{"enum": TRAITS}, {"type": "array", "items": {"enum": TRAITS}}, binding]},
    "accessibilitySortPriority": bindable({"type": "number", "minimum": -1000, "maximum": 1000}),
    "redacted": enum(["placeholder", "privacy"]),
    "dynamicTypeSize": enum(["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]),
}
defs["modifier"] = {"description": "One modifier: {\"name\": argument}, or the name alone for a modifier without argument.",
                    "anyOf": [{"type": "string", "enum": FLAGS}] + [
                        {"type": "object", "properties": {name: schema}, "required": [name], "additionalProperties": False}
                        for name, schema in modifiers.items()]}

# ---- Views: type -> properties.
children = {"type": "array", "items": ref("view")}
shape_props = {"fill": ref("shapeStyle"), "stroke": {"anyOf": [{"const": True}, ref("shapeStyle")]}, "strokeBorder": ref("shapeStyle"), "lineWidth": length,
               "strokeStyle": ref("strokeStyle"),
               "trim": {"type": "object", "properties": {"from": num(0, 1, ""), "to": num(0, 1, "")}, "additionalProperties": False,
                        "description": "trim(from:to:): the stretch of the outline between two fractions of its length."},
               "rotation": num(-36000, 36000, "rotation(_:): degrees, clockwise, about the centre.")}
label_view = {"anyOf": [ref("view")], "description": "A view, or a string (a Text)."}
views = {
    "VStack": {"alignment": enum(["leading", "center", "trailing"]), "spacing": distance, "children": children},
    "HStack": {"alignment": enum(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]), "spacing": distance, "children": children},
    "ZStack": {"alignment": ref("alignment"), "children": children},
    "Group": {"children": children},
    "Spacer": {"minLength": length},
    "Divider": {}, "EmptyView": {},
    "Text": {"text": {"type": ["string", "number", "boolean"], "description": "Text; {{ bindings }} interpolate."},
             "date": {"type": ["string", "number"], "description": "A date (ISO 8601) shown in a style or format."},
             "style": enum(["time", "date", "relative", "offset", "timer"]),
             "format": {"type": "string", "description": "For \"date\": a named format or ICU pattern. For \"number\": number, integer, plain, percent, decimal:N or currency:CODE."},
             "number": {"type": ["number", "string"], "description": "A number (or a binding) formatted with \"format\" in the render's locale."},
             "markdown": {"type": "string", "description": "Text read as inline Markdown (**bold**, *italic*, `code`, ~~strike~~, [link](url)) after {{ bindings }} are filled in."},
             "runs": {"type": "array", "description": "Runs in their own styles set as one paragraph (SwiftUI's Text + Text).",
                      "items": {"type": "object", "additionalProperties": False, "properties": {
                          "text": {"type": ["string", "number", "boolean"]}, "markdown": {"type": "string"}, "font": ref("font"), "color": ref("color"),
                          "bold": {"type": ["boolean", "string"]}, "italic": {"type": ["boolean", "string"]}, "underline": {"type": ["boolean", "string"]},
                          "strikethrough": {"type": ["boolean", "string"]}, "monospacedDigit": {"type": ["boolean", "string"]},
                          "monospaced": {"type": ["boolean", "string"]}, "baselineOffset": {"type": ["number", "string"]},
                          "kerning": {"type": ["number", "string"]}, "tracking": {"type": ["number", "string"]}, "$comment": {"type": "string"}}}},
             "timer": {"type": "object", "description": "Text(timerInterval:pauseTime:countsDown:showsHours:).",
                       "properties": {"from": {"type": ["string", "number"]}, "to": {"type": ["string", "number"]}, "pauseTime": {"type": ["string", "number"]},
                                      "countsDown": flag, "showsHours": flag}, "required": ["from", "to"], "additionalProperties": False}},
    "Image": {"source": ref("imageSource"),
              "systemName": {"type": "string", "description": "An SF Symbol name (Image(systemName:)), drawn with the bundled open icons; bindings allowed."},
              "resizable": flag, "interpolation": enum(["none", "low", "medium", "high"]),
              "scale": num(0.1, 10, "Pixels per point; @2x/@3x in the file name set it too."), "placeholder": ref("imageSource")},
    "Color": {"color": ref("color")},
    "LinearGradient": defs["gradient"]["properties"],
    "Rectangle": shape_props, "Circle": shape_props, "Ellipse": shape_props,
    "Capsule": dict(shape_props, style=enum(["continuous", "circular"])),
    "RoundedRectangle": dict(shape_props, cornerRadius=length, style=enum(["continuous", "circular"])),
    "Link": {"destination": ref("url"), "label": ref("view"), "title": {"type": "string"}},
    "ForEach": {"items": {"anyOf": [{"type": "array"}, binding]}, "as": {"type": "string"}, "indexAs": {"type": "string"}, "content": ref("view")},
    "If": {"condition": ref("condition"), "then": ref("view"), "else": ref("view")},
    "Gauge": {"value": num(-1e9, 1e9, "The value, within min…max."), "min": num(-1e9, 1e9, "Default 0."), "max": num(-1e9, 1e9, "Default 1."),
              "label": label_view, "currentValueLabel": label_view, "minimumValueLabel": label_view, "maximumValueLabel": label_view},
    "ProgressView": {"value": num(-1e12, 1e12, "Progress; none for a spinner."), "total": num(1e-9, 1e12, "Default 1."), "label": label_view, "currentValueLabel": label_view,
                     "timer": {"type": "object", "description": "ProgressView(timerInterval:countsDown:), drawn at the render's now.",
                               "properties": {"from": {"type": ["string", "number"]}, "to": {"type": ["string", "number"]}, "countsDown": flag},
                               "required": ["from", "to"], "additionalProperties": False}},
    "ViewThatFits": {"in": enum(AXIS_SETS), "children": children},
    "Grid": {"alignment": ref("alignment"), "horizontalSpacing": length, "verticalSpacing": length, "children": children},
    "GridRow": {"alignment": enum(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]), "children": children},
    "LazyVGrid": {"columns": {"type": "array", "items": ref("gridItem"), "minItems": 1}, "alignment": enum(["leading", "center", "trailing"]),
                  "spacing": length, "children": children},
    "LazyHGrid": {"rows": {"type": "array", "items": ref("gridItem"), "minItems": 1}, "alignment": enum(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
                  "spacing": length, "children": children},
    "ContainerRelativeShape": shape_props,
    "UnevenRoundedRectangle": dict(shape_props, topLeadingRadius=length, bottomLeadingRadius=length, bottomTrailingRadius=length,
                                   topTrailingRadius=length, style=enum(["continuous", "circular"])),
    "AccessoryWidgetBackground": {},
    "Switch": {"on": {"anyOf": [{"enum": ["family", "colorScheme"]}, binding]},
               "cases": {"type": "object", "additionalProperties": ref("view"),
                         "description": "Family names (systemSmall… or small…), light/dark, or values of the binding; \"default\" allowed."},
               "default": ref("view")},
    "Label": {"title": {"anyOf": [{"type": ["string", "number"]}, ref("view")], "description": "The title: text (bindings allowed) or a view."},
              "systemImage": {"type": "string", "description": "An SF Symbol name for the icon."},
              "image": ref("imageSource"), "icon": ref("view")},
}
views["Button"] = {"intent": {"type": "string", "minLength": 1, "description": "The App Intent's type name; a tap runs it (iOS 17 interactive widgets)."},
                   "label": ref("view"), "title": {"type": "string"},
                   "style": {"type": "string", "enum": ["automatic", "plain", "borderless", "bordered", "borderedProminent"]}}
views["Toggle"] = {"intent": {"type": "string", "minLength": 1, "description": "The App Intent's type name."},
                   "isOn": {"anyOf": [{"type": "boolean"}, ref("binding")]}, "label": ref("view"), "title": {"type": "string"},
                   "style": {"type": "string", "enum": ["automatic", "switch", "button"]}}
descriptions = {"Button": "Button(intent:): a region that runs an App Intent in every family; exactly one of label and title.",
                "Toggle": "Toggle(isOn:intent:): the label and a switch; the whole row runs the intent."}
required = {"Button": ["intent"], "Toggle": ["intent"], "Gauge": ["value"], "LazyVGrid": ["columns"], "LazyHGrid": ["rows"], "Text": [], "Label": ["title"], "Color": ["color"], "RoundedRectangle": ["cornerRadius"], "Link": ["destination"],
            "ForEach": ["items", "content"], "If": ["condition", "then"], "Switch": ["on", "cases"]}
common = {"type": None, "if": ref("condition"), "modifiers": {"type": "array", "items": ref("modifier")}, "$comment": {"type": "string"}}
view_defs = []
for name, props in views.items():
    p = dict(common); p["type"] = {"const": name}
    p.update(props)
    view = {"type": "object", "title": name}
    if name in descriptions: view["description"] = descriptions[name]
    view.update({"properties": p, "required": ["type"] + required.get(name, []), "additionalProperties": False})
    view_defs.append(view)
defs["componentUse"] = {"type": "object", "title": "A component of this template, used by name.",
                        "properties": {"type": {"type": "string", "pattern": "^[A-Z][A-Za-z0-9_]*$", "not": {"enum": list(views)}},
                                       "arguments": {"type": "object"}, "if": ref("condition"),
                                       "modifiers": {"type": "array", "items": ref("modifier")}, "$comment": {"type": "string"}},
                        "required": ["type"], "additionalProperties": False}
defs["view"] = {"description": "A view: {\"type\": …} or a string (a Text).",
                "anyOf": [{"type": "string"}] + view_defs + [ref("componentUse")]}

parameter = {"type": "object", "properties": {
    "type": {"enum": ["string", "number", "integer", "boolean", "color", "date", "url", "image", "choice"]},
    "displayName": {"type": "string"}, "description": {"type": "string"}, "default": {},
    "options": {"type": "array", "items": {"type": "string"}, "minItems": 1}, "minimum": {"type": "number"}, "maximum": {"type": "number"}},
    "required": ["type", "default"], "additionalProperties": False}

ACTIVITY_PRESENTATIONS = ["activityLockScreen", "islandCompact", "islandMinimal", "islandMinimalPair", "islandExpanded", "activityStandBy", "activitySmall",
                          "lockScreen", "banner", "compact", "minimal", "expanded", "standBy"]
CONTROL_PRESENTATIONS = ["controlSmall", "controlMedium", "controlLarge", "controlLockScreen"]
region = {"anyOf": [ref("view"), {"type": "object", "properties": {"content": ref("view"), "priority": num(-1000, 1000, "Width priority against the other regions of its row.")},
                                  "required": ["content"], "additionalProperties": False}]}
live_activity = {"type": "object", "description": "A Live Activity (ActivityConfiguration): the Lock Screen view and the Dynamic Island's views. Each entry is one content state; the parameters are the attributes.",
                 "properties": {
                     "content": ref("view"), "backgroundTint": ref("color"), "systemActionForegroundColor": ref("color"),
                     "dynamicIsland": {"type": "object", "properties": {
                         "expanded": {"type": "object", "properties": {k: region for k in ["leading", "trailing", "center", "bottom"]}, "additionalProperties": False},
                         "compactLeading": ref("view"), "compactTrailing": ref("view"), "minimal": ref("view"),
                         "keylineTint": ref("color"), "widgetURL": {"type": "string"}},
                         "required": ["expanded", "compactLeading", "compactTrailing", "minimal"], "additionalProperties": False}},
                 "required": ["content", "dynamicIsland"], "additionalProperties": False}
control = {"type": "object", "description": "A control (ControlWidgetToggle or ControlWidgetButton); strings and views may read isOn.",
           "properties": {"kind": enum(["toggle", "button"]), "label": ref("view"), "title": {"type": ["string", "number"]},
                          "systemImage": {"type": "string"}, "image": ref("imageSource"), "icon": ref("view"), "valueLabel": ref("view"),
                          "intent": {"type": "string"}, "tint": ref("color"), "actionHint": {"type": "string"}},
           "required": ["kind", "intent"], "additionalProperties": False}

schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://widgetrender.invalid/schema/widget-template.schema.json",
    "title": "WidgetRender widget template",
    "description": "A widget, Live Activity or control described as data: metadata like a WidgetKit widget's, parameters, reusable components and the body view (or the liveActivity or control object). See Templates/README.md.",
    "type": "object",
    "properties": {
        "$schema": {"type": "string"},
        "$comment": {"type": "string"},
        "formatVersion": {"const": 1},
        "name": {"type": "string", "pattern": "^[a-z][a-z0-9-]{0,63}$"},
        "displayName": {"type": "string"},
        "description": {"type": "string"},
        "families": {"type": "array", "items": {"enum": FAMILIES + ACTIVITY_PRESENTATIONS + CONTROL_PRESENTATIONS}, "minItems": 1, "uniqueItems": True,
                     "description": "A widget's families; a Live Activity's or a control's presentations (default: all but StandBy and the small family)."},
        "parameters": {"type": "object", "propertyNames": {"pattern": "^[A-Za-z_][A-Za-z0-9_]*$"}, "additionalProperties": parameter},
        "components": {"type": "object", "propertyNames": {"pattern": "^[A-Z][A-Za-z0-9_]*$"}, "additionalProperties": ref("view")},
        "sampleData": {"type": "string"},
        "contentMarginsDisabled": {"type": "boolean"},
        "body": ref("view"),
        "liveActivity": live_activity,
        "control": control,
    },
    "required": ["name", "displayName"],
    "oneOf": [{"required": ["body", "families"]}, {"required": ["liveActivity"]}, {"required": ["control"]}],
    "additionalProperties": False,
    "$defs": defs,
}
with open(os.path.join(HERE, "widget-template.schema.json"), "w") as f:
    json.dump(schema, f, indent=2, ensure_ascii=False)
    f.write("\n")
