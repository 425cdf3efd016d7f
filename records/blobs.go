package records

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Blobs is a store of named strings where one Set is atomic: the browser's
// localStorage (LocalStorage, GOOS=js), or MemBlobs in tests.
type Blobs interface {
	// Get returns the value of key; ok is false when there is none.
	Get(key string) (value string, ok bool, err error)
	// Set stores value under key, atomically; when the storage is full it
	// returns an error wrapping ErrFull and keeps the old value.
	Set(key, value string) error
	// Remove deletes key; an absent key is not an error.
	Remove(key string) error
}

// BlobRecords is the number of records a browser blob holds before the
// next one is started: appending rewrites only the last blob, so an append
// costs at most this many records' worth of writing, and older blobs are
// never touched again.
const BlobRecords = 64

// BrowserBudget is how much of the browser's storage the history may take,
// in bytes of its frames (each at least one character of the quota). The
// usual localStorage quota is 5 MB per site, shared with the settings and
// the autosave; a match takes 1–4 KB, so this is about a thousand matches.
// Beyond it Append returns ErrFull.
const BrowserBudget = 3 << 20

// BlobKeyPrefix starts the keys of the history's blobs, numbered from 0
// ("cardtable/history/0", …); BlobSideKey holds the damaged records set
// aside.
const (
	BlobKeyPrefix = "cardtable/history/"
	BlobSideKey   = "cardtable/history.corrupt"
)

// BlobStore is the browser's Store: the log in numbered blobs of
// BlobRecords records, within a budget.
type BlobStore struct {
	mu     sync.Mutex
	blobs  Blobs
	budget int

	loaded bool
	n      int    // blobs 0..n-1 exist
	last   string // the content of blob n-1
	count  int    // records (lines) in the last blob
	used   int    // bytes in all blobs
	sizes  []int  // each blob's size
}

// NewBlobStore keeps the history in blobs, using at most budget bytes (0:
// BrowserBudget).
func NewBlobStore(b Blobs, budget int) *BlobStore {
	if budget <= 0 {
		budget = BrowserBudget
	}
	return &BlobStore{blobs: b, budget: budget}
}

func blobKey(i int) string { return BlobKeyPrefix + strconv.Itoa(i) }

// Used is how many bytes the history takes, and Budget its limit.
func (s *BlobStore) Used() (used, budget int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(nil); err != nil {
		return 0, s.budget
	}
	return s.used, s.budget
}

// Load reads the blobs from 0 up to the first missing one.
func (s *BlobStore) Load() ([]Chunk, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Chunk
	s.loaded = false
	if err := s.load(&out); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *BlobStore) load(out *[]Chunk) error {
	if s.loaded && out == nil {
		return nil
	}
	s.n, s.last, s.count, s.used, s.sizes = 0, "", 0, 0, nil
	for {
		v, ok, err := s.blobs.Get(blobKey(s.n))
		if err != nil {
			return fmt.Errorf("records: load blob %d: %w", s.n, err)
		}
		if !ok {
			break
		}
		if out != nil {
			*out = append(*out, Chunk{Name: blobKey(s.n), Data: []byte(v)})
		}
		s.n++
		s.last = v
		s.used += len(v)
		s.sizes = append(s.sizes, len(v))
	}
	s.count = strings.Count(s.last, "\n")
	s.loaded = true
	return nil
}

// Append adds the lines to the last blob, starting a new one every
// BlobRecords records. All or nothing: over the budget it writes nothing,
// and when the browser refuses a write (its quota) the blobs already
// written by this call are put back as they were. Both give ErrFull.
func (s *BlobStore) Append(lines []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(nil); err != nil {
		return err
	}
	if s.used+len(lines) > s.budget {
		return fmt.Errorf("records: append: %w (%d of %d bytes used)", ErrFull, s.used, s.budget)
	}
	// Plan the writes: each blob touched, with its final content.
	var plan []blobWrite
	cur := blobWrite{i: max(s.n-1, 0), val: s.last}
	count := s.count
	for rest := lines; len(rest) > 0; {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line = rest[:i+1]
		}
		rest = rest[len(line):]
		if count >= BlobRecords {
			plan = append(plan, cur)
			cur, count = blobWrite{i: cur.i + 1}, 0
		}
		cur.val += string(line)
		count++
	}
	plan = append(plan, cur)
	for k, w := range plan {
		if w.i == s.n-1 && w.val == s.last {
			continue // the full last blob, unchanged
		}
		if err := s.blobs.Set(blobKey(w.i), w.val); err != nil {
			s.undo(plan[:k])
			return fmt.Errorf("records: append: %w", err)
		}
	}
	for _, w := range plan {
		for len(s.sizes) <= w.i {
			s.sizes = append(s.sizes, 0)
		}
		s.sizes[w.i] = len(w.val)
	}
	s.n, s.last, s.count = cur.i+1, cur.val, count
	s.used += len(lines)
	return nil
}

// blobWrite is one blob's new content in an Append.
type blobWrite struct {
	i   int
	val string
}

// undo puts back the blobs an unfinished Append wrote: the last blob's old
// content, the new blobs removed.
func (s *BlobStore) undo(done []blobWrite) {
	for _, w := range done {
		if w.i < s.n {
			s.blobs.Set(blobKey(w.i), s.last)
			continue
		}
		s.blobs.Remove(blobKey(w.i))
	}
}

// Rewrite replaces one blob (a repair).
func (s *BlobStore) Rewrite(chunk string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.load(nil); err != nil {
		return err
	}
	i, err := strconv.Atoi(strings.TrimPrefix(chunk, BlobKeyPrefix))
	if err != nil || !strings.HasPrefix(chunk, BlobKeyPrefix) || i < 0 || i >= s.n {
		return fmt.Errorf("records: rewrite: no blob %q", chunk)
	}
	if err := s.blobs.Set(chunk, string(data)); err != nil {
		return fmt.Errorf("records: rewrite: %w", err)
	}
	s.used += len(data) - s.sizes[i]
	s.sizes[i] = len(data)
	if i == s.n-1 {
		s.last = string(data)
		s.count = bytes.Count(data, []byte{'\n'})
	}
	return nil
}

// SetAside appends data to the side blob.
func (s *BlobStore) SetAside(data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, _, err := s.blobs.Get(BlobSideKey)
	if err != nil {
		return fmt.Errorf("records: set aside: %w", err)
	}
	if err := s.blobs.Set(BlobSideKey, v+string(data)); err != nil {
		return fmt.Errorf("records: set aside: %w", err)
	}
	return nil
}

// MemBlobs is Blobs in memory with an optional quota (in bytes of keys and
// values, like a browser's), for tests and for a platform without storage.
type MemBlobs struct {
	mu    sync.Mutex
	m     map[string]string
	quota int
	// Sets counts the successful Set calls per key (tests check that old
	// blobs are not rewritten).
	Sets map[string]int
}

// NewMemBlobs returns empty blobs refusing to hold more than quota bytes
// (0: no limit).
func NewMemBlobs(quota int) *MemBlobs {
	return &MemBlobs{m: map[string]string{}, quota: quota, Sets: map[string]int{}}
}

// NewMemStore is a Store in memory without a budget limit beyond
// BrowserBudget: for tests, and for a platform without storage.
func NewMemStore() *BlobStore { return NewBlobStore(NewMemBlobs(0), 0) }

// Get returns key's value.
func (b *MemBlobs) Get(key string) (string, bool, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	v, ok := b.m[key]
	return v, ok, nil
}

// Set stores value, or refuses with ErrFull beyond the quota.
func (b *MemBlobs) Set(key, value string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.quota > 0 {
		total := 0
		for k, v := range b.m {
			if k != key {
				total += len(k) + len(v)
			}
		}
		if total+len(key)+len(value) > b.quota {
			return fmt.Errorf("records: QuotaExceededError: %w", ErrFull)
		}
	}
	b.m[key] = value
	b.Sets[key]++
	return nil
}

// Remove deletes key.
func (b *MemBlobs) Remove(key string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.m, key)
	return nil
}

// Snapshot copies every key and value (tests compare before and after).
func (b *MemBlobs) Snapshot() map[string]string {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make(map[string]string, len(b.m))
	for k, v := range b.m {
		out[k] = v
	}
	return out
}
