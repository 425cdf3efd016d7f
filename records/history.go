package records

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"time"
)

// History is every finished match kept, with an index in memory. It is
// safe for concurrent use.
type History struct {
	mu       sync.Mutex
	st       Store
	entries  []Entry  // in log order
	payloads [][]byte // each entry's payload, its save still encoded
	byID     map[string]int
	newest   []int // entries' positions, newest first; nil when stale
	seq      int
}

// Report says what Open found besides good records.
type Report struct {
	// Records is the number of matches loaded.
	Records int
	// SetAside is the number of damaged records found among the others:
	// copied to the side file (history.log.corrupt, or its blob), taken
	// out of the history and to be reported to the player.
	SetAside int
	// Torn is set when the last write had not finished (the program
	// stopped while keeping a match): that unfinished record is dropped
	// (and kept in the side file). It is what a crash costs, so it is not
	// worth telling the player.
	Torn bool
	// Duplicates counts records of a match already loaded (same ID),
	// skipped.
	Duplicates int
	// RepairErr is set when the damage could not be taken out of the
	// store (its bytes are still skipped, and found again next time).
	RepairErr error
}

// Open loads every readable record of the store. Damage is repaired (set
// aside, then the chunk rewritten without it) and described in the Report.
// The error is only for a store that cannot be read at all.
func Open(st Store) (*History, Report, error) {
	h := &History{st: st, byID: map[string]int{}}
	var rep Report
	chunks, err := st.Load()
	if err != nil {
		return nil, rep, fmt.Errorf("records: open: %w", err)
	}
	for _, c := range chunks {
		h.loadChunk(c, &rep)
	}
	rep.Records = len(h.entries)
	return h, rep, nil
}

// loadChunk indexes a chunk's records and repairs its damage.
func (h *History) loadChunk(c Chunk, rep *Report) {
	frames, damaged, torn := scan(c.Data)
	// A frame whose checksum holds but which does not decode (a bug, or a
	// newer program's record) is set aside like damage.
	var bad []span
	for _, f := range frames {
		p := c.Data[f.payload.off:f.payload.end]
		hd, err := decodeHead(p)
		if err != nil {
			bad = append(bad, f.line)
			continue
		}
		if _, dup := h.byID[hd.ID]; dup {
			rep.Duplicates++
			continue
		}
		h.add(hd, p)
	}
	damaged = append(damaged, bad...)
	for _, d := range damaged {
		rep.SetAside += max(1, bytes.Count(c.Data[d.off:d.end], []byte(frameMark)))
	}
	if torn != nil {
		rep.Torn = true
		damaged = append(damaged, *torn)
	}
	if len(damaged) == 0 {
		return
	}
	slices.SortFunc(damaged, func(a, b span) int { return a.off - b.off })
	var side, keep []byte
	o := 0
	for _, d := range damaged {
		keep = append(keep, c.Data[o:d.off]...)
		side = append(side, c.Data[d.off:d.end]...)
		if len(side) > 0 && side[len(side)-1] != '\n' {
			side = append(side, '\n')
		}
		o = d.end
	}
	keep = append(keep, c.Data[o:]...)
	// Set aside first: if that fails the damage stays where it is rather
	// than being lost.
	if err := h.st.SetAside(side); err != nil {
		rep.RepairErr = err
		return
	}
	if err := h.st.Rewrite(c.Name, keep); err != nil {
		rep.RepairErr = err
	}
}

// add indexes a record.
func (h *History) add(hd head, payload []byte) {
	h.byID[hd.ID] = len(h.entries)
	h.entries = append(h.entries, hd.entry(h.seq))
	h.payloads = append(h.payloads, payload)
	h.seq++
	h.newest = nil
}

// Len is the number of matches kept.
func (h *History) Len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.entries)
}

// Append keeps a finished match: one framed record written and synced
// before it returns. An empty ID gets a fresh one and a zero Ended the
// time now. A match whose ID is already kept is not written again. When
// the storage is full the error wraps ErrFull: nothing is lost of what was
// kept, and this match is not kept.
func (h *History) Append(m Match) error {
	if m.ID == "" {
		m.ID = NewID(time.Now())
	}
	if m.Ended.IsZero() {
		m.Ended = time.Now()
	}
	m = m.normalized()
	if err := m.check(); err != nil {
		return fmt.Errorf("records: append %s: %w", m.ID, err)
	}
	payload, err := encodePayload(m)
	if err != nil {
		return fmt.Errorf("records: append %s: %w", m.ID, err)
	}
	hd, err := decodeHead(payload)
	if err != nil {
		return fmt.Errorf("records: append %s: %w", m.ID, err)
	}
	line := appendFrame(nil, payload)
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, dup := h.byID[m.ID]; dup {
		return nil
	}
	if err := h.st.Append(line); err != nil {
		return fmt.Errorf("records: append %s: %w", m.ID, err)
	}
	h.add(hd, line[len(line)-1-len(payload):len(line)-1])
	return nil
}

// NewID is a match id: the time in base 36 (so ids sort by time) and 64
// random bits (math/rand/v2's generator is seeded from the system's
// randomness, enough for ids; crypto/rand would weigh on the wasm).
func NewID(t time.Time) string {
	var r [8]byte
	binary.LittleEndian.PutUint64(r[:], rand.Uint64())
	return strconv.FormatInt(t.UnixMilli(), 36) + "-" + hex.EncodeToString(r[:])
}

// Entries lists the matches passing f, newest first (by Ended, then by
// the order they were kept). The entries share their slices with the
// index: do not modify them.
func (h *History) Entries(f Filter) []Entry {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.newest == nil {
		h.newest = make([]int, len(h.entries))
		for i := range h.newest {
			h.newest[i] = i
		}
		slices.SortFunc(h.newest, func(a, b int) int {
			ea, eb := &h.entries[a], &h.entries[b]
			if c := eb.Ended.Compare(ea.Ended); c != 0 {
				return c
			}
			return eb.seq - ea.seq
		})
	}
	out := make([]Entry, 0, len(h.newest))
	for _, i := range h.newest {
		if f.Match(h.entries[i]) {
			out = append(out, h.entries[i])
		}
	}
	return out
}

// Match decodes the whole match of an entry (its save included).
func (h *History) Match(e Entry) (Match, error) {
	h.mu.Lock()
	i, ok := h.byID[e.ID]
	var p []byte
	if ok {
		p = h.payloads[i]
	}
	h.mu.Unlock()
	if !ok {
		return Match{}, fmt.Errorf("records: match %s: %w", e.ID, ErrNotFound)
	}
	m, err := decodePayload(p)
	if err != nil {
		return Match{}, fmt.Errorf("records: match %s: %w", e.ID, err)
	}
	return m, nil
}
