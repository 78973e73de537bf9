import Foundation

extension ConfigurationLoader {
    /// The configuration of a run: the file given with `--config`, else the nearest
    /// `.uilint.yml` from `directory` upwards, else the defaults.
    public static func resolve(explicitPath: String?, searchingFrom directory: String, currentDirectory: String) throws
        -> Configuration
    {
        let discovery = FileDiscovery(
            configuration: Configuration(rootDirectory: currentDirectory), currentDirectory: currentDirectory)
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: discovery.absolutePath(explicitPath)) else {
                throw DiscoveryError(message: "\(explicitPath): no such configuration file")
            }
            return try load(path: discovery.absolutePath(explicitPath), displayPath: explicitPath)
        }
        if let found = discover(from: directory) {
            return try load(path: found, displayPath: discovery.displayPath(of: found))
        }
        return Configuration(rootDirectory: currentDirectory)
    }
}
