package enginetest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
)

// windowed is a state reduced to what checkWindow reads.
type windowed struct {
	engine.State
	w     engine.Window
	to    []engine.Seat
	legal map[engine.Seat][]engine.Action
}

func (s windowed) Window() engine.Window               { return s.w }
func (s windowed) ToAct() []engine.Seat                { return s.to }
func (s windowed) Legal(p engine.Seat) []engine.Action { return s.legal[p] }

// The window contract: one seat without a window, the turn among those
// acting beside optional actions, a pass for everyone in a blocking window.
func TestCheckWindow(t *testing.T) {
	pass := func(s engine.Seat) []engine.Action { return []engine.Action{{By: s, Kind: engine.KindPass}} }
	nope := func(s engine.Seat) []engine.Action { return []engine.Action{{By: s, Kind: 3}} }
	cases := []struct {
		name string
		st   windowed
		ok   bool
	}{
		{"a turn", windowed{w: engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}, to: []engine.Seat{1}}, true},
		{"two seats, no window", windowed{w: engine.Window{Kind: engine.NoWindow}, to: []engine.Seat{1, 2}}, false},
		{"a catch beside the turn", windowed{w: engine.Window{Kind: engine.Optional, Turn: 0}, to: []engine.Seat{0, 2}}, true},
		{"the turn missing", windowed{w: engine.Window{Kind: engine.Optional, Turn: 1}, to: []engine.Seat{0, 2}}, false},
		{"everyone may pass", windowed{w: engine.Window{Kind: engine.Blocking}, to: []engine.Seat{0, 1},
			legal: map[engine.Seat][]engine.Action{0: pass(0), 1: append(nope(1), pass(1)...)}}, true},
		{"a seat may not pass", windowed{w: engine.Window{Kind: engine.Blocking}, to: []engine.Seat{0, 1},
			legal: map[engine.Seat][]engine.Action{0: pass(0), 1: nope(1)}}, false},
		{"an unknown kind", windowed{w: engine.Window{Kind: 9}, to: []engine.Seat{0}}, false},
	}
	for _, c := range cases {
		err := checkWindow(c.st)
		if c.ok {
			assert.NoError(t, err, c.name)
		} else {
			assert.Error(t, err, c.name)
		}
	}
}
