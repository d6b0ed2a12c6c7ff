/// PatternsServer is `patterns serve`: the site over HTTP, rebuilt as its files change, with live
/// reload over Server-Sent Events.
