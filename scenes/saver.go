package scenes

import (
	"sync"

	"cardtable/scenes/match"
)

// saver writes autosaves on its own goroutine so a slow disk never stalls a
// frame. Only the newest data matters: a write still pending is replaced.
type saver struct {
	store  match.Store
	mu     sync.Mutex
	name   string
	data   []byte
	err    error
	wake   chan struct{}
	idle   *sync.Cond
	busy   bool
	closed bool
}

func newSaver(store match.Store) *saver {
	s := &saver{store: store, wake: make(chan struct{}, 1)}
	s.idle = sync.NewCond(&s.mu)
	go s.loop()
	return s
}

// Put queues data to be written under name.
func (s *saver) Put(name string, data []byte) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.name, s.data, s.busy = name, data, true
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Err returns (once) the error of the last failed write.
func (s *saver) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.err
	s.err = nil
	return err
}

// Flush waits until everything queued is written.
func (s *saver) Flush() {
	s.mu.Lock()
	for s.busy {
		s.idle.Wait()
	}
	s.mu.Unlock()
}

// Close writes what is pending and stops the goroutine.
func (s *saver) Close() {
	s.Flush()
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.wake)
	}
	s.mu.Unlock()
}

func (s *saver) loop() {
	for range s.wake {
		s.mu.Lock()
		name, data := s.name, s.data
		s.data = nil
		s.mu.Unlock()
		if data == nil {
			continue
		}
		err := s.store.Save(name, data)
		s.mu.Lock()
		if err != nil {
			s.err = err
		}
		if s.data == nil {
			s.busy = false
			s.idle.Broadcast()
		}
		s.mu.Unlock()
	}
}
