/// The git-ignored folder in the site where the build cache lives.
public enum BuildCacheFolder {
    public static let name = ".patterns-cache"
}
