// Package records keeps every finished match: the history of the table. It
// is plain Go (no ebiten, no game): a match is kept as its seats, winners
// and engine.Save, and a record is checked by replaying it through the
// engine's registry, so the games are registered by whoever links them (the
// App, cmd tools and tests through package games).
//
// # Storage
//
// The history is an append-only log of framed records. Each record is one
// line:
//
//	CT1 <CRC-32C of the payload, 8 lowercase hex digits> <payload length in bytes> <payload>\n
//
// The payload is the record's index fields as JSON (id, date, game,
// options, seats, winners), a tab, and its save as JSON with the actions
// packed (see payload.go). On the desktop the log is one file, history.log,
// in the config folder (FileStore); in the browser it is a row of numbered
// localStorage blobs of up to BlobRecords records each, within
// BrowserBudget (BlobStore).
//
// Why an append-only file and not an embedded database (SQLite, bbolt):
//
//   - A record is written once and never changed, read all at once at
//     start and then kept in memory: the access pattern of a log, not of a
//     database. Appending one line is the smallest write there is, so
//     keeping a match costs one write and one fsync whatever the size of
//     the history.
//   - Crash safety follows from the framing alone. A kill -9 or a power
//     cut during the write leaves at most a torn last line, which the next
//     Open drops: only the match being written is lost. Every earlier
//     record was fsynced before the call that wrote it returned.
//   - A damaged record (a bad sector, a stray edit) costs that record
//     only: its checksum fails, its bytes are copied to the side file
//     history.log.corrupt, it is reported (Report.SetAside), and reading
//     goes on at the next frame, found by its "CT1 " mark and its own
//     checksum. A database file damaged in its pages can lose far more,
//     and its repair is not ours to decide.
//   - It is pure Go with no new dependency (cgo SQLite would break the
//     WebAssembly build; bbolt does not run in the browser either), and the
//     same framing serves the browser's blobs and the export file, so there
//     is one reader and one set of tests for all three.
//   - Thousands of records stay cheap: Open reads the file once, checks
//     the checksums (CRC-32C is hardware-accelerated) and decodes only the
//     small index part of each record; saves are decoded on demand
//     (History.Match). See the benchmark BenchmarkOpen5000.
//
// In the browser, localStorage was preferred to IndexedDB because its calls
// are synchronous (the single-threaded WebAssembly build cannot wait for
// IndexedDB's callbacks inside a frame without a goroutine hand-off) and a
// single setItem is atomic. Records fill blobs of BlobRecords; appending
// rewrites only the last blob, so older records are never touched. The
// history stops growing at BrowserBudget characters (or earlier, when the
// browser's own quota throws): Append then returns ErrFull, nothing already
// kept is lost, and the App tells the player that the history is full
// (export it, then clear it in the browser).
package records
