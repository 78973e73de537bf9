import Foundation
import XCTest

@testable import UILintCore

/// The artifacts `scripts/release` builds, in the folder UILINT_RELEASE_ARTIFACTS names.
/// Building them is a static release build (about ten minutes on two cores), so .ci/run
/// builds them once before the tests, and the tests that use them are skipped without.
enum ReleaseArtifacts {
    static let version = UILintVersion.current
    static let linuxArchive = "uilint-\(version)-linux-x86_64.tar.gz"
    static let bundleArchive = "uilint.artifactbundle.zip"

    static func folder() throws -> URL {
        guard let path = ProcessInfo.processInfo.environment["UILINT_RELEASE_ARTIFACTS"] else {
            throw XCTSkip(
                "needs the release artifacts: run scripts/release and set UILINT_RELEASE_ARTIFACTS=.build/artifacts")
        }
        return URL(fileURLWithPath: path)
    }

    /// A stand-in for the releases page: `base/VERSION/FILE` for every artifact, as
    /// `scripts/install` downloads them, with `base` a file:// URL that curl reads.
    static func releasePage(in folder: TemporaryFolder) throws -> String {
        let artifacts = try self.folder()
        let page = folder.url.appendingPathComponent("releases/\(version)")
        let releases = folder.url.appendingPathComponent("releases").absoluteString
        if FileManager.default.fileExists(atPath: page.path) { return releases }
        try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: artifacts.path)
        where !name.hasPrefix("uilint-plugins") {
            try FileManager.default.copyItem(
                at: artifacts.appendingPathComponent(name), to: page.appendingPathComponent(name))
        }
        return releases
    }

    /// The binary plugin package as a developer uses it from this checkout: the plugin
    /// sources (links in the repository) copied, and the bundle unpacked beside the manifest.
    static func binaryPluginPackage(at destination: URL) throws {
        let copy = try Shell.run(
            ["cp", "-RL", Repository.url("Plugins/Binary").path, destination.path], in: Repository.root)
        XCTAssertEqual(copy.status, 0, copy.stderr)
        let unzip = try Shell.run(
            ["unzip", "-q", try folder().appendingPathComponent(bundleArchive).path], in: destination)
        XCTAssertEqual(unzip.status, 0, unzip.stderr)
    }
}
