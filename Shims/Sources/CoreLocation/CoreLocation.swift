// `import CoreLocation` on Linux: coordinates and distances as Core Location computes them, and a
// location manager that reports what a Linux machine has: no location services. Geocoding needs
// Apple's servers and is declared unavailable.
#if os(Linux)
import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double

/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// About 10 m.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// About 100 m.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// About 1 km.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// About 3 km.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Any distance.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    /// Degrees north of the equator.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich.
    public var longitude: CLLocationDegrees
    /// 0, 0.
    public init() { latitude = 0; longitude = 0 }
    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { self.latitude = latitude; self.longitude = longitude }
}

/// The invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `c` is a valid latitude and longitude.
public func CLLocationCoordinate2DIsValid(_ c: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(c.latitude) && (-180...180).contains(c.longitude)
}

/// A coordinate and when it was measured.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty, metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's uncertainty, metres.
    public let verticalAccuracy: CLLocationAccuracy
    /// Metres per second (negative: unknown).
    public let speed: CLLocationSpeed
    /// Degrees from true north (negative: unknown).
    public let course: CLLocationDirection
    /// When it was measured.
    public let timestamp: Date

    /// A location at a coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; horizontalAccuracy = 0; verticalAccuracy = -1; speed = -1; course = -1; timestamp = Date()
    }
    /// A location with its accuracy.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude; self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy; speed = -1; course = -1; self.timestamp = timestamp
    }

    /// The great-circle distance to `location` in metres, on a sphere of the Earth's mean radius
    /// (6,371,008.8 m, IUGG). Apple does not publish its model; over city distances the two agree
    /// to well under 0.5 %.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_008.8, rad = Double.pi / 180
        let φ1 = coordinate.latitude * rad, φ2 = location.coordinate.latitude * rad
        let dφ = φ2 - φ1, dλ = (location.coordinate.longitude - coordinate.longitude) * rad
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Whether the app may use location.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// Not asked yet (Linux: there is no one to ask).
    case notDetermined = 0
    /// Restricted.
    case restricted = 1
    /// Denied.
    case denied = 2
    /// Always.
    case authorizedAlways = 3
    /// While in use.
    case authorizedWhenInUse = 4
}

/// What a location manager tells its delegate.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A failure.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    /// Nothing by default.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Nothing by default.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Nothing by default.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Core Location's manager. A Linux machine has no location services: authorization stays
/// `.notDetermined`, there is no location, and updates never arrive. Give a widget its place
/// in its timeline entry (or the intent's configuration) to render it at one.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The delegate.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance between updates asked for.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The last location: none.
    open var location: CLLocation? { nil }
    /// `.notDetermined`.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Whether a widget may ask for the location: no.
    open var isAuthorizedForWidgetUpdates: Bool { false }
    /// Whether location services are on: no.
    open class func locationServicesEnabled() -> Bool { false }
    /// `.notDetermined`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// A manager.
    public override init() { super.init() }
    /// Asks for permission: there is no one to ask, so nothing changes.
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission: nothing changes.
    open func requestAlwaysAuthorization() {}
    /// Asks for one location: the delegate gets `CLError.locationUnknown`.
    open func requestLocation() { delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown)) }
    /// Starts updates: none arrive.
    open func startUpdatingLocation() {}
    /// Stops updates.
    open func stopUpdatingLocation() {}
}

/// Core Location's errors.
public struct CLError: Error, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// No location is known.
        case locationUnknown = 0
        /// Access was denied.
        case denied = 1
        /// The network failed.
        case network = 2
    }
    /// The code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// Core Location's geocoder: it asks Apple's servers, which Linux cannot.
@available(*, unavailable, message: "CLGeocoder needs Apple's geocoding servers; put the place's name in the widget's entry")
open class CLGeocoder {
    public init() {}
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func geocodeAddressString(_ address: String) async throws -> [CLPlacemark] { [] }
}

/// Core Location's placemark (from `CLGeocoder`).
@available(*, unavailable, message: "CLPlacemark comes from CLGeocoder, which needs Apple's geocoding servers")
open class CLPlacemark {
    open var locality: String? { nil }
    open var name: String? { nil }
    open var country: String? { nil }
}
#endif
