package records

// Store is where the log of framed records lives. The History does the
// framing, checking and repairs; a Store only keeps bytes, in one or more
// chunks (the desktop's one file, the browser's numbered blobs).
type Store interface {
	// Load returns every chunk in order; a store never written to has
	// none.
	Load() ([]Chunk, error)
	// Append adds whole framed lines after the last record, durably: when
	// it returns nil they survive a crash. A crash during the call leaves
	// at most a torn last line. When there is no room it returns an error
	// wrapping ErrFull and keeps nothing of lines.
	Append(lines []byte) error
	// Rewrite replaces a chunk's bytes atomically (a repair: a torn tail
	// dropped, damaged records taken out).
	Rewrite(chunk string, data []byte) error
	// SetAside keeps bytes that could not be read in a side file or blob,
	// after what it already holds, for inspection.
	SetAside(data []byte) error
}

// Chunk is a run of framed lines as stored; the last line may be torn.
type Chunk struct {
	Name string
	Data []byte
}
