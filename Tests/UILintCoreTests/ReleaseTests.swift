import Foundation
import XCTest
import Yams

/// The release artifacts, downloaded, checked and run as a new user would: the Linux
/// archive on an environment with no Swift, the checksums, the artifact bundle, and the
/// binary plugin package next to a dependency on another swift-syntax.
final class ReleaseTests: XCTestCase {
    private let version = ReleaseArtifacts.version

    func testEveryPlaceThatNamesAReleaseNamesThisVersion() throws {
        for script in ["scripts/install", "scripts/prebuilt"] {
            XCTAssertTrue(try Repository.text(script).contains("\nversion=\(version)\n"), script)
        }
        let action = try XCTUnwrap(try Yams.load(yaml: Repository.text("action.yml")) as? [String: Any])
        let inputs = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        XCTAssertEqual(inputs["version"]?["default"] as? String, version)
        XCTAssertTrue(try ReadmeSnippets.snippet("github-action").contains("uses: uilint/uilint@\(version)\n"))
        XCTAssertTrue(
            try ReadmeSnippets.snippet("install-release").contains(
                "/download/\(version)/uilint-\(version)-linux-x86_64.tar.gz"))
    }

    func testLinuxArchiveHoldsOneBinaryThatRunsWithoutSwift() throws {
        let archive = try ReleaseArtifacts.folder().appendingPathComponent(ReleaseArtifacts.linuxArchive)
        let listing = try Shell.run(["tar", "-tzf", archive.path], in: Repository.root)
        XCTAssertEqual(listing.stdout, "uilint\n")

        let folder = try TemporaryFolder()
        XCTAssertEqual(try Shell.run(["tar", "-xzf", archive.path], in: folder.url).status, 0)
        let binary = folder.url.appendingPathComponent("uilint").path
        let libraries = try Shell.run(["ldd", binary], in: folder.url).stdout
        for swiftLibrary in ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "/opt/swift", "not found"]
        {
            XCTAssertFalse(libraries.contains(swiftLibrary), "links \(swiftLibrary):\n\(libraries)")
        }
        // An empty environment: no PATH, no LD_LIBRARY_PATH, no HOME.
        let versionRun = try Shell.run(["env", "-i", binary, "--version"], in: folder.url)
        XCTAssertEqual(versionRun.stdout, "\(version)\n", versionRun.stderr)
        let demo = try Shell.run(["env", "-i", binary, "fixtures/demo"], in: Repository.root)
        XCTAssertEqual(demo.status, 1, demo.stderr)
        XCTAssertEqual(demo.stdout, try Repository.text("fixtures/demo-report.txt"))
    }

    func testChecksumsListEveryArtifactAsSwiftPMComputesThem() throws {
        let artifacts = try ReleaseArtifacts.folder()
        let lines = try String(contentsOf: artifacts.appendingPathComponent("checksums.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        let checksums = Dictionary(uniqueKeysWithValues: lines.map { ($0[1], $0[0]) })
        XCTAssertTrue(
            Set(checksums.keys).isSuperset(of: [ReleaseArtifacts.linuxArchive, ReleaseArtifacts.bundleArchive]))
        let verified = try Shell.run(["sha256sum", "-c", "checksums.txt"], in: artifacts)
        XCTAssertEqual(verified.status, 0, verified.stdout + verified.stderr)
        let computed = try Shell.run(
            ["swift", "package", "compute-checksum", ReleaseArtifacts.bundleArchive], in: artifacts)
        XCTAssertEqual(
            computed.stdout.trimmingCharacters(in: .whitespacesAndNewlines), checksums[ReleaseArtifacts.bundleArchive])
    }

    func testArtifactBundleDescribesTheSameBinary() throws {
        let folder = try TemporaryFolder()
        try ReleaseArtifacts.binaryPluginPackage(at: folder.url.appendingPathComponent("plugins"))
        let bundle = folder.url.appendingPathComponent("plugins/uilint.artifactbundle")
        let info = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
                as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["uilint"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, version)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        let linux = try XCTUnwrap(
            variants.first { ($0["supportedTriples"] as? [String])?.contains("x86_64-unknown-linux-gnu") == true })
        let binary = bundle.appendingPathComponent(try XCTUnwrap(linux["path"] as? String))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path))

        XCTAssertEqual(
            try Shell.run(
                [
                    "tar", "-xzf",
                    try ReleaseArtifacts.folder().appendingPathComponent(ReleaseArtifacts.linuxArchive).path,
                ],
                in: folder.url
            ).status, 0)
        XCTAssertEqual(try Data(contentsOf: binary), try Data(contentsOf: folder.url.appendingPathComponent("uilint")))
    }

    func testPublishedPluginPackageNamesTheReleasedBundle() throws {
        let artifacts = try ReleaseArtifacts.folder()
        let checksum = try Shell.run(
            ["swift", "package", "compute-checksum", ReleaseArtifacts.bundleArchive], in: artifacts
        )
        .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let manifest = try String(
            contentsOf: artifacts.appendingPathComponent("uilint-plugins/Package.swift"), encoding: .utf8)
        XCTAssertTrue(
            manifest.contains(
                #".binaryTarget(name: "uilint", url: "https://github.com/uilint/uilint/releases/download/\#(version)/uilint.artifactbundle.zip", checksum: "\#(checksum)")"#
            ),
            manifest)
        XCTAssertFalse(manifest.contains("path:"), "a published package has no local bundle")
        // A copy published to its own repository keeps no links into this one.
        let plugin = "Plugins/UILintBuildToolPlugin/UILintBuildToolPlugin.swift"
        let published = artifacts.appendingPathComponent("uilint-plugins/\(plugin)")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: published.path)[.type] as? FileAttributeType, .typeRegular)
        XCTAssertEqual(try String(contentsOf: published, encoding: .utf8), try Repository.text(plugin))
    }

    /// The README's manifest for the binary plugins, in a package that also depends on a
    /// swift-syntax other than uilint's: it resolves, its graph holds no swift-syntax from
    /// uilint, and the plugins lint without building uilint.
    func testBinaryPluginsRunNextToAnotherSwiftSyntaxWithoutBuildingUILint() throws {
        let folder = try TemporaryFolder()
        try ReleaseArtifacts.binaryPluginPackage(at: folder.url.appendingPathComponent("uilint-plugins"))
        let sample = try SamplePackage(
            in: folder, readmeSnippet: "swiftpm-binary-manifest",
            replacing: #".package(url: "https://github.com/uilint/uilint-plugins", from: "0.1.0"),"#,
            with: #"""
                .package(path: "../uilint-plugins"),
                    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "600.0.1"),
                """#)
        let run = sample.run
        let graph = try run("swift package show-dependencies --format json")
        XCTAssertEqual(graph.status, 0, graph.stderr)
        let dependencies =
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any])[
                "dependencies"] as? [[String: Any]]
        let byName = Dictionary(
            uniqueKeysWithValues: try XCTUnwrap(dependencies).map { ($0["identity"] as? String ?? "", $0) })
        XCTAssertEqual(Set(byName.keys), ["uilint-plugins", "swift-syntax"])
        XCTAssertEqual(byName["swift-syntax"]?["version"] as? String, "600.0.1")
        XCTAssertEqual(
            (byName["uilint-plugins"]?["dependencies"] as? [Any])?.count, 0, "the plugins bring no dependency")

        let commands = try ReadmeSnippets.commands("swiftpm-binary-commands")
        XCTAssertEqual(commands.count, 2)
        let (_, build) = try sample.assertPluginsReportTheFinding(lint: commands[0], build: commands[1])
        XCTAssertFalse((build.stdout + build.stderr).contains("Compiling SwiftSyntax"), "nothing of uilint is built")
    }

    func testReadmeDownloadInstallsTheReleaseAndTheScriptRefusesABadChecksum() throws {
        let folder = try TemporaryFolder()
        let releases = try ReleaseArtifacts.releasePage(in: folder)
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let download = folder.url.appendingPathComponent("download")
        try FileManager.default.createDirectory(at: download, withIntermediateDirectories: true)
        for command in try ReadmeSnippets.commands("install-release") {
            let local = command.replacingOccurrences(
                of: "https://github.com/uilint/uilint/releases/download", with: releases
            )
            .replacingOccurrences(of: "/usr/local/bin/", with: bin.path + "/")
            let result = try Shell.run(["sh", "-c", local], in: download)
            XCTAssertEqual(result.status, 0, "\(local): \(result.stdout)\(result.stderr)")
        }
        XCTAssertEqual(
            try Shell.run([bin.appendingPathComponent("uilint").path, "--version"], in: folder.url).stdout,
            "\(version)\n")

        let installed = folder.url.appendingPathComponent("installed")
        let install = try Shell.run(
            [Repository.url("scripts/install").path, "--to", installed.path], in: folder.url,
            environment: ["UILINT_RELEASE_URL": releases])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(
            try Shell.run([installed.appendingPathComponent("uilint").path, "--version"], in: folder.url).stdout,
            "\(version)\n")

        let checksums = folder.url.appendingPathComponent("releases/\(version)/checksums.txt")
        let tampered = try String(contentsOf: checksums, encoding: .utf8).split(separator: "\n").map { line in
            line.hasSuffix(ReleaseArtifacts.linuxArchive)
                ? String(repeating: "0", count: 64) + "  " + ReleaseArtifacts.linuxArchive : String(line)
        }
        try Data((tampered.joined(separator: "\n") + "\n").utf8).write(to: checksums)
        let refused = folder.url.appendingPathComponent("refused")
        let bad = try Shell.run(
            [Repository.url("scripts/install").path, "--to", refused.path], in: folder.url,
            environment: ["UILINT_RELEASE_URL": releases])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(
            bad.stderr.contains("does not match the SHA-256 in the release's checksums.txt; nothing was installed"),
            bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused.path))
    }
}
