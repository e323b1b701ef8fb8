/// WidgetImageIO: image files in and PNG files out.
///
/// Contract:
/// - In: PNG or JPEG bytes (from memory or a file). Out: a ``Bitmap`` in premultiplied ARGB32,
///   the layout Cairo draws from. ``PNGEncoder`` goes the other way, and ``AtomicFile`` puts the
///   bytes on disk so readers never see half a file.
/// - Every failure is a typed ``ImageIOError`` that names the file and says what to do. Nothing
///   here traps on user data: no `try!`, no force unwraps, no `fatalError`.
/// - Sizes are checked against a pixel limit from the header, before pixel memory is allocated.
/// - All libpng/libjpeg calls live in the C target `CImageCodecs`, because both libraries report
///   errors with `longjmp`, which must never cross a Swift frame.
/// - It never applies gamma or ICC color management (as Cairo), never writes timestamps (equal
///   pixels give equal PNG bytes), and never prints.
public enum WidgetImageIOInfo {}
