public enum UILintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/uilint/uilint"
}
