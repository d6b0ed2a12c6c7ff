// swift-tools-version:5.9
// swift-mustache 2.1.1 (https://github.com/hummingbird-project/swift-mustache, Apache-2.0, LICENSE.txt),
// vendored for one fix: Parser.read(count:) measured the whole rest of the template to read a
// two-character delimiter, so parsing was quadratic in the template's length (a 40,000-tag template
// took a minute). See README.md.

import PackageDescription

let package = Package(
    name: "swift-mustache",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Mustache", targets: ["Mustache"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Mustache", dependencies: [])
    ],
    swiftLanguageVersions: [.v5, .version("6")]
)
