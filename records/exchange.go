package records

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

	"cardtable/engine"
)

// exportMagic is the first line of an exported history; the records
// follow, framed as in the log.
const exportMagic = "CARDTABLE HISTORY 1\n"

// maxImport bounds the size of a file Import reads.
const maxImport = 512 << 20

// ErrMalformed is wrapped by Import for a file that is not a whole, valid
// exported history. Nothing is imported from it.
var ErrMalformed = errors.New("records: not a valid history file")

// Export writes the whole history as one file, oldest record first.
func (h *History) Export(w io.Writer) error {
	h.mu.Lock()
	payloads := slices.Clone(h.payloads)
	h.mu.Unlock()
	bw := bufio.NewWriter(w)
	bw.WriteString(exportMagic)
	var line []byte
	for _, p := range payloads {
		line = appendFrame(line[:0], p)
		bw.Write(line)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("records: export: %w", err)
	}
	return nil
}

// Import adds the matches of an exported history that are not kept yet
// (by ID). The whole file is checked first: its first line, every frame
// and checksum, every record decoded, and every save replayed through the
// engine to its recorded winners (Verify). Any fault fails the import with
// an error wrapping ErrMalformed and changes nothing. The new records are
// then written with one Append: when the storage is full the error wraps
// ErrFull and, again, nothing is added.
func (h *History) Import(r io.Reader) (added, already int, err error) {
	data, err := io.ReadAll(io.LimitReader(r, maxImport+1))
	if err != nil {
		return 0, 0, fmt.Errorf("records: import: %w", err)
	}
	if len(data) > maxImport {
		return 0, 0, fmt.Errorf("%w: larger than %d bytes", ErrMalformed, maxImport)
	}
	body, ok := bytes.CutPrefix(data, []byte(exportMagic))
	if !ok {
		return 0, 0, fmt.Errorf("%w: no history header", ErrMalformed)
	}
	frames, damaged, torn := scan(body)
	if len(damaged) > 0 || torn != nil {
		return 0, 0, fmt.Errorf("%w: damaged or truncated records", ErrMalformed)
	}
	// Check everything before keeping anything.
	type record struct {
		hd   head
		p    []byte
		line []byte
	}
	var recs []record
	for i, f := range frames {
		p := body[f.payload.off:f.payload.end]
		m, err := decodePayload(p)
		if err != nil {
			return 0, 0, fmt.Errorf("%w: record %d: %w", ErrMalformed, i+1, err)
		}
		if err := Verify(m); err != nil {
			return 0, 0, fmt.Errorf("%w: record %d (%s): %w", ErrMalformed, i+1, m.ID, err)
		}
		hd, err := decodeHead(p)
		if err != nil {
			return 0, 0, fmt.Errorf("%w: record %d: %w", ErrMalformed, i+1, err)
		}
		recs = append(recs, record{hd, p, body[f.line.off:f.line.end]})
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	var lines []byte
	var fresh []record
	seen := map[string]bool{}
	for _, r := range recs {
		if _, kept := h.byID[r.hd.ID]; kept || seen[r.hd.ID] {
			already++
			continue
		}
		seen[r.hd.ID] = true
		fresh = append(fresh, r)
		lines = append(lines, r.line...)
	}
	if len(fresh) == 0 {
		return 0, already, nil
	}
	if err := h.st.Append(lines); err != nil {
		return 0, 0, fmt.Errorf("records: import: %w", err)
	}
	for _, r := range fresh {
		h.add(r.hd, r.p)
	}
	return len(fresh), already, nil
}

// Verify replays a match's save through the engine (its game must be
// registered) and checks that it is over with the recorded winners.
func Verify(m Match) error {
	if err := m.check(); err != nil {
		return err
	}
	st, err := m.Save.Replay(nil)
	if err != nil {
		return err
	}
	o, over := st.Outcome()
	if !over {
		return errors.New("the save does not reach the end of the match")
	}
	want := slices.Clone(m.Winners)
	got := make([]int, len(o.Winners))
	for i, s := range o.Winners {
		got[i] = int(s)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		return fmt.Errorf("the save's winners are %v, the record says %v", got, want)
	}
	return nil
}

// FromSave makes the record of a finished match from its save: the
// winners from replaying it. The seats are given; ID and Ended are left
// for Append to fill.
func FromSave(save engine.Save, seats []Seat) (Match, error) {
	st, err := save.Replay(nil)
	if err != nil {
		return Match{}, fmt.Errorf("records: %w", err)
	}
	o, over := st.Outcome()
	if !over {
		return Match{}, errors.New("records: the match is not over")
	}
	m := Match{Seats: seats, Save: save}
	for _, s := range o.Winners {
		m.Winners = append(m.Winners, int(s))
	}
	return m, nil
}
