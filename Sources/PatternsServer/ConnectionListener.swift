import FlyingFox
import FlyingSocks
import Foundation

/// The listening socket of `patterns serve` and its accept loop, each connection served on a task of its own.
///
/// FlyingFox's server ended at the first failed accept(2): with its file descriptors used up
/// (241 idle sockets under `ulimit -n 256`) the preview exited, blaming a port in use. Here running
/// out of descriptors (EMFILE, ENFILE) or kernel memory is said once (the first time) and waited out: the loop
/// backs off and accepts again once connections have closed. Binding happens at once, in `init`,
/// so a port that cannot be used is reported with its real reason before anything is built.
final class ConnectionListener: Sendable {
    /// Why the address could not be listened on, said as the user can act on it.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case addressInUse(String)
        case addressNotAvailable(String)
        case permissionDenied(String)
        case other(String, errno: Int32, message: String)

        public var description: String {
            switch self {
            case .addressInUse(let address):
                "cannot listen on \(address): another program is using the port — pass another --port, or --port 0 for a free one"
            case .addressNotAvailable(let address):
                "cannot listen on \(address): no network interface of this machine has that address (try 127.0.0.1 or 0.0.0.0)"
            case .permissionDenied(let address):
                "cannot listen on \(address): permission denied (ports below 1024 need privileges; pass --port 0 for a free one)"
            case .other(let address, let errno, let message):
                "cannot listen on \(address): \(message) (errno \(errno))"
            }
        }

        init(_ error: any Error, address: String) {
            guard case SocketError.failed(_, let code, let message) = error else {
                self = .other(address, errno: 0, message: "\(error)")
                return
            }
            switch code {
            case EADDRINUSE: self = .addressInUse(address)
            case EADDRNOTAVAIL: self = .addressNotAvailable(address)
            case EACCES, EPERM: self = .permissionDenied(address)
            default: self = .other(address, errno: code, message: message)
            }
        }
    }

    /// How long accepting pauses after failing for want of descriptors or memory.
    static let backOff: Duration = .milliseconds(100)

    let socket: Socket
    private let pool: any AsyncSocketPool
    private let warn: @Sendable (String) -> Void

    /// Binds and listens on `address` (`description` names it in errors).
    init(address: some SocketAddress, description: String, warn: @escaping @Sendable (String) -> Void) throws(Failure) {
        pool = HTTPServer.defaultPool()
        self.warn = warn
        do {
            socket = try Socket(domain: Int32(type(of: address).family))
        } catch {
            throw Failure(error, address: description)
        }
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            try? socket.close()
            throw Failure(error, address: description)
        }
    }

    /// The address bound (its port, when 0 was asked for).
    var boundAddress: Socket.Address? { try? socket.sockname() }

    /// Accepts connections until cancelled, serving each with `serve`; then closes the listening socket.
    func run(serving serve: @escaping @Sendable (AsyncSocket) async -> Void) async throws {
        defer { try? socket.close() }
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { [pool] in try await pool.run() }
            var warned = false
            while !Task.isCancelled {
                do {
                    // Fewer than `reserve` descriptors free: the server's own work (opening the files
                    // it serves, the runtime's timers — libdispatch stops the process with SIGILL when
                    // it cannot create one — git) would fail next. Waiting clients stay queued, as when
                    // accept(2) itself runs out.
                    guard Self.hasReserve(beside: socket) else {
                        if !warned { warn(Self.starvation(EMFILE)) }
                        warned = true
                        try? await Task.sleep(for: Self.backOff)
                        continue
                    }
                    let client = try await listening.accept()
                    group.addTask { await serve(client) }
                } catch is CancellationError {
                    break
                } catch SocketError.failed(_, let code, _) where [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code) {
                    if !warned { warn(Self.starvation(code)) }
                    warned = true
                    try? await Task.sleep(for: Self.backOff)
                } catch SocketError.failed(_, let code, _) where [ECONNABORTED, EINTR, EPROTO, EPERM].contains(code) {
                    continue  // that one connection failed; the next may not
                } catch {
                    if Task.isCancelled { break }
                    throw error
                }
            }
            group.cancelAll()
        }
    }

    /// Descriptors kept free for the server's own work, however many clients are waiting.
    static let reserve: Int32 = 16

    /// Whether at least `reserve` descriptors are free: the lowest free one (what `F_DUPFD` returns, as
    /// accept(2) would) stands that far below the limit.
    static func hasReserve(beside socket: Socket) -> Bool {
        let probe = fcntl(socket.file.rawValue, F_DUPFD, 0)
        guard probe >= 0 else { return false }
        close(probe)
        return probe < descriptorLimit - reserve
    }

    /// The process's descriptor limit (`ulimit -n`), read once.
    static let descriptorLimit: Int32 = {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        return Int32(clamping: limit.rlim_cur)
    }()

    /// The warning for running out of descriptors or memory, with the limit to raise.
    static func starvation(_ code: Int32) -> String {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        let what = code == EMFILE ? "this process has used all \(limit.rlim_cur) file descriptors `ulimit -n` allows"
            : code == ENFILE ? "the system has run out of file descriptors" : "the system is short of memory for sockets"
        return "cannot accept connections for now: \(what); new connections wait until open ones close"
    }
}
