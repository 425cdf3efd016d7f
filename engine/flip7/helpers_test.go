package flip7

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"cardtable/engine"
)

// pos builds a position from notation. "disc=?" puts every card not listed
// elsewhere (deck, rows, stack) in the discard pile, so a test only writes
// the cards that matter. The position must round-trip through Parse.
func pos(t *testing.T, text string) *State {
	t.Helper()
	if strings.Contains(text, "disc=?") {
		s, err := parseNotation(strings.Replace(text, "disc=?", "disc=-", 1), 1)
		if err != nil {
			t.Fatalf("pos: %v", err)
		}
		var used [NumKinds]int
		for _, c := range s.deck[:s.deckLen] {
			used[c]++
		}
		for i := 0; i < int(s.n); i++ {
			for _, c := range s.players[i].rowCards() {
				used[c]++
			}
		}
		for _, tk := range s.stack[:s.sp] {
			if tk.Kind == TaskChoose {
				used[tk.Card]++
			}
			for _, c := range tk.Held[:tk.NHeld] {
				used[c]++
			}
		}
		var disc [NumKinds]uint8
		for k := range disc {
			if used[k] > int(Composition[k]) {
				t.Fatalf("pos: %d copies of %s", used[k], Card(k))
			}
			disc[k] = Composition[k] - uint8(used[k])
		}
		text = strings.Replace(text, "disc=?", "disc="+countList(&disc), 1)
	}
	s, err := Parse(text, 1)
	if err != nil {
		t.Fatalf("pos: %v", err)
	}
	if got := s.Notation(); got != text {
		t.Fatalf("pos: notation does not round-trip:\n got %s\nwant %s", got, text)
	}
	return s
}

func (p *player) rowCards() []Card { return p.row[:p.rowLen] }

// do applies the legal action whose ActionString is act and returns the
// events' strings.
func do(t *testing.T, s *State, act string) []string {
	t.Helper()
	if len(s.ToAct()) == 0 {
		t.Fatalf("do %s: nobody to act", act)
	}
	for _, a := range s.Legal(s.ToAct()[0]) {
		if ActionString(a) != act {
			continue
		}
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatalf("do %s: %v", act, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v", act, err)
		}
		out := make([]string, len(evs))
		for i, e := range evs {
			out[i] = e.String()
		}
		return out
	}
	t.Fatalf("do %s: not legal; legal: %v\n%s", act, legalStrings(s), s.Notation())
	return nil
}

func legalStrings(s *State) []string {
	var out []string
	for _, seat := range s.ToAct() {
		for _, a := range s.Legal(seat) {
			out = append(out, ActionString(a))
		}
	}
	return out
}

// wantLegal requires exactly these legal actions, in this order.
func wantLegal(t *testing.T, s *State, want ...string) {
	t.Helper()
	if got := legalStrings(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("legal %v, want %v\n%s", got, want, s.Notation())
	}
}

// wantEvents requires exactly these events.
func wantEvents(t *testing.T, got []string, want ...string) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("events:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// seat is seat i's section of the notation: "a 45/10 3.5.+4".
func seat(s *State, i int) string {
	return strings.Split(s.Notation(), " | ")[1+i]
}

func wantSeat(t *testing.T, s *State, i int, want string) {
	t.Helper()
	if got := seat(s, i); got != want {
		t.Fatalf("seat %d is %q, want %q\n%s", i, got, want, s.Notation())
	}
}

// header is the notation before the first seat.
func header(s *State) string {
	return strings.Split(s.Notation(), " | ")[0]
}

func wantHeaderHas(t *testing.T, s *State, fields ...string) {
	t.Helper()
	h := " " + header(s) + " "
	for _, f := range fields {
		if !strings.Contains(h, " "+f+" ") {
			t.Fatalf("header %q lacks %q", header(s), f)
		}
	}
}

// wantIllegal requires a to be refused with ErrIllegal, the state unchanged.
func wantIllegal(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	before := s.clone()
	note := s.Notation()
	_, err := s.Apply(a)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: err %v, want ErrIllegal", ActionString(a), err)
	}
	if err := s.Step(a); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: Step err %v, want ErrIllegal", ActionString(a), err)
	}
	if s.Notation() != note || !reflect.DeepEqual(before, s) {
		t.Fatalf("%s: refused action changed the state", ActionString(a))
	}
}
