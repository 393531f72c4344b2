/// Thrown after fault injection closed the connection (or cut a body short) on purpose.
///
/// It must travel past ``ErrorMiddleware`` untouched: answering would defeat the fault.
struct ConnectionDropped: Error {}
