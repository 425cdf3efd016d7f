package flip7

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"cardtable/engine"
)

var errWrongView = errors.New("flip7: not a Flip 7 view")

// Notation of a position, on one line:
//
//	flip7 n=3 t=200 r=2 d=0 c=1 ph=turn act=1 deck=5.12.FR disc=12*2.x2 | a 45/10 3.5.+4 | s 20/0 12 | b 0/0 7.7 | stack=-
//
// Players follow in seat order: status (a active, s stayed, f frozen, b
// bust, with * after a Flip 7), total/last round, the row in the order
// received (- when empty). The deck lists cards bottom to top. The stack
// lists pending work bottom first: deal:SEAT:LEFT, f3:SEAT:LEFT:HELD,
// ch:SEAT:CARD.
func (s *State) Notation() string {
	// Built with appends rather than fmt: the test harness writes the
	// notation several times per step of thousands of matches.
	b := make([]byte, 0, 512)
	b = append(b, "flip7 n="...)
	b = strconv.AppendInt(b, int64(s.n), 10)
	b = appendField(b, " t=", int64(s.target))
	b = appendField(b, " r=", int64(s.round))
	b = appendField(b, " d=", int64(s.dealer))
	b = appendField(b, " c=", int64(s.cursor))
	b = append(b, " ph="...)
	b = append(b, [...]string{"turn", "target", "over"}[s.phase]...)
	b = appendField(b, " act=", int64(s.toAct[0]))
	b = append(b, " deck="...)
	b = appendCards(b, s.deck[:s.deckLen])
	b = append(b, " disc="...)
	b = appendCounts(b, &s.discard)
	for i := 0; i < int(s.n); i++ {
		p := &s.players[i]
		b = append(b, " | "...)
		b = append(b, "asfb"[p.status])
		if p.flip7 {
			b = append(b, '*')
		}
		b = appendField(b, " ", int64(p.total))
		b = appendField(b, "/", int64(p.last))
		b = append(b, ' ')
		b = appendCards(b, p.row[:p.rowLen])
	}
	b = append(b, " | stack="...)
	if s.sp == 0 {
		b = append(b, '-')
	}
	for i := 0; i < int(s.sp); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		t := &s.stack[i]
		switch t.Kind {
		case TaskDeal:
			b = appendField(b, "deal:", int64(t.Seat))
			b = appendField(b, ":", int64(t.Left))
		case TaskFlip3:
			b = appendField(b, "f3:", int64(t.Seat))
			b = appendField(b, ":", int64(t.Left))
			b = append(b, ':')
			b = appendCards(b, t.Held[:t.NHeld])
		case TaskChoose:
			b = appendField(b, "ch:", int64(t.Seat))
			b = append(b, ':')
			b = append(b, t.Card.String()...)
		}
	}
	return string(b)
}

func appendField(b []byte, label string, v int64) []byte {
	return strconv.AppendInt(append(b, label...), v, 10)
}

// appendCards writes cards as "5.12.FR", or "-" for none.
func appendCards(b []byte, cs []Card) []byte {
	if len(cs) == 0 {
		return append(b, '-')
	}
	for i, c := range cs {
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, c.String()...)
	}
	return b
}

// appendCounts writes a pile by kind as "0.12*2.x2", or "-" when empty.
func appendCounts(b []byte, counts *[NumKinds]uint8) []byte {
	start := len(b)
	for k, n := range counts {
		if n == 0 {
			continue
		}
		if len(b) > start {
			b = append(b, '.')
		}
		b = append(b, Card(k).String()...)
		if n > 1 {
			b = appendField(b, "*", int64(n))
		}
	}
	if len(b) == start {
		b = append(b, '-')
	}
	return b
}

func cardList(cs []Card) string { return string(appendCards(nil, cs)) }

func countList(counts *[NumKinds]uint8) string { return string(appendCounts(nil, counts)) }

func parseCards(s string) ([]Card, error) {
	if s == "-" {
		return nil, nil
	}
	var out []Card
	for _, f := range strings.Split(s, ".") {
		c, ok := ParseCard(f)
		if !ok {
			return nil, fmt.Errorf("flip7: notation: bad card %q", f)
		}
		out = append(out, c)
	}
	return out, nil
}

func parseCounts(s string) ([NumKinds]uint8, error) {
	var counts [NumKinds]uint8
	if s == "-" {
		return counts, nil
	}
	for _, f := range strings.Split(s, ".") {
		code, n := f, 1
		if i := strings.IndexByte(f, '*'); i >= 0 {
			code = f[:i]
			v, err := strconv.Atoi(f[i+1:])
			if err != nil {
				return counts, fmt.Errorf("flip7: notation: bad count %q", f)
			}
			n = v
		}
		c, ok := ParseCard(code)
		if !ok {
			return counts, fmt.Errorf("flip7: notation: bad card %q", code)
		}
		counts[c] += uint8(n)
	}
	return counts, nil
}

// Parse reads a position written by Notation; seed seeds its future
// randomness. The position must be consistent (Check passes) and wait for a
// decision the engine can take (or be over).
func Parse(text string, seed uint64) (*State, error) {
	s, err := parseNotation(text, seed)
	if err != nil {
		return nil, err
	}
	if err := s.validPosition(); err != nil {
		return nil, fmt.Errorf("flip7: notation: %w", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("flip7: notation: %w", err)
	}
	return s, nil
}

// validPosition rejects positions that would make the engine index out of
// range or wait for a decision nobody can take: Parse reads text from tests
// and bug reports, and a bad line must give an error, not a panic.
func (s *State) validPosition() error {
	seat := func(what string, p engine.Seat) error {
		if p < 0 || int(p) >= int(s.n) {
			return fmt.Errorf("%s seat %d out of range", what, p)
		}
		return nil
	}
	if err := seat("dealer", s.dealer); err != nil {
		return err
	}
	if err := seat("turn", s.cursor); err != nil {
		return err
	}
	if err := seat("to-act", s.toAct[0]); err != nil {
		return err
	}
	for i := 0; i < int(s.sp); i++ {
		t := &s.stack[i]
		if err := seat("task", t.Seat); err != nil {
			return err
		}
		if t.Kind == TaskChoose && !t.Card.IsAction() {
			return fmt.Errorf("task chooses a target for %s", t.Card)
		}
		for _, c := range t.Held[:t.NHeld] {
			if c != Freeze && c != FlipThree {
				return fmt.Errorf("flip three holds %s", c)
			}
		}
		if t.Kind == TaskDeal && int(t.Left) > int(s.n) {
			return fmt.Errorf("deal of %d cards for %d seats", t.Left, s.n)
		}
		if t.Kind == TaskFlip3 && t.Left > 3 {
			return fmt.Errorf("flip three with %d cards left", t.Left)
		}
	}
	switch s.phase {
	case PhaseTurn:
		if s.sp != 0 {
			return fmt.Errorf("turn with pending work on the stack")
		}
		if s.cursor != s.toAct[0] {
			return fmt.Errorf("turn of seat %d but seat %d to act", s.cursor, s.toAct[0])
		}
		if s.players[s.toAct[0]].status != StatusActive {
			return fmt.Errorf("seat %d to act is not active", s.toAct[0])
		}
	case PhaseTarget:
		if s.sp == 0 || s.stack[s.sp-1].Kind != TaskChoose || s.stack[s.sp-1].Seat != s.toAct[0] {
			return fmt.Errorf("target phase without a choice for seat %d on top of the stack", s.toAct[0])
		}
		var buf [MaxSeats]engine.Seat
		t := &s.stack[s.sp-1]
		if len(s.choiceTargets(t, buf[:0])) < 2 {
			return fmt.Errorf("target phase with fewer than two targets")
		}
	}
	return nil
}

// parseNotation reads the fields of a position without checking it.
func parseNotation(text string, seed uint64) (*State, error) {
	sections := strings.Split(text, " | ")
	if len(sections) < 2 {
		return nil, fmt.Errorf("flip7: notation: want header | players | stack")
	}
	s := &State{rng: engine.NewRNG(seed), target: DefaultTarget}
	head := strings.Fields(sections[0])
	if len(head) == 0 || head[0] != "flip7" {
		return nil, fmt.Errorf("flip7: notation: must start with flip7")
	}
	for _, f := range head[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("flip7: notation: bad field %q", f)
		}
		if err := s.parseField(key, val); err != nil {
			return nil, err
		}
	}
	players := sections[1 : len(sections)-1]
	if len(players) != int(s.n) {
		return nil, fmt.Errorf("flip7: notation: %d players for n=%d", len(players), s.n)
	}
	for i, ps := range players {
		if err := s.parsePlayer(&s.players[i], ps); err != nil {
			return nil, fmt.Errorf("flip7: notation: seat %d: %w", i, err)
		}
	}
	if err := s.parseStack(strings.TrimPrefix(sections[len(sections)-1], "stack=")); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *State) parseField(key, val string) error {
	num := func() (int, error) {
		v, err := strconv.Atoi(val)
		if err != nil {
			return 0, fmt.Errorf("flip7: notation: %s=%q: %w", key, val, err)
		}
		return v, nil
	}
	var v int
	var err error
	switch key {
	case "n", "t", "r", "d", "c", "act":
		if v, err = num(); err != nil {
			return err
		}
	}
	switch key {
	case "n":
		if v < 1 || v > MaxSeats {
			return fmt.Errorf("flip7: notation: n=%d out of range", v)
		}
		s.n = int8(v)
	case "t":
		s.target = int32(v)
	case "r":
		s.round = int32(v)
	case "d":
		s.dealer = engine.Seat(v)
	case "c":
		s.cursor = engine.Seat(v)
	case "act":
		s.toAct[0] = engine.Seat(v)
	case "ph":
		switch val {
		case "turn":
			s.phase = PhaseTurn
		case "target":
			s.phase = PhaseTarget
		case "over":
			s.phase = PhaseOver
		default:
			return fmt.Errorf("flip7: notation: unknown phase %q", val)
		}
	case "deck":
		cs, err := parseCards(val)
		if err != nil {
			return err
		}
		s.deckLen = uint8(copy(s.deck[:], cs))
	case "disc":
		if s.discard, err = parseCounts(val); err != nil {
			return err
		}
	default:
		return fmt.Errorf("flip7: notation: unknown field %q", key)
	}
	return nil
}

func (s *State) parsePlayer(p *player, text string) error {
	f := strings.Fields(text)
	if len(f) != 3 {
		return fmt.Errorf("want status score row, got %q", text)
	}
	st := strings.TrimSuffix(f[0], "*")
	p.flip7 = st != f[0]
	i := strings.Index("asfb", st)
	if len(st) != 1 || i < 0 {
		return fmt.Errorf("bad status %q", f[0])
	}
	p.status = Status(i)
	total, last, ok := strings.Cut(f[1], "/")
	t, err1 := strconv.Atoi(total)
	l, err2 := strconv.Atoi(last)
	if !ok || err1 != nil || err2 != nil {
		return fmt.Errorf("bad score %q", f[1])
	}
	p.total, p.last = int32(t), int32(l)
	row, err := parseCards(f[2])
	if err != nil {
		return err
	}
	if len(row) > maxRow {
		return fmt.Errorf("row of %d cards", len(row))
	}
	for _, c := range row {
		p.push(c)
		if c.IsNumber() && p.status != StatusBust {
			p.numbers |= 1 << c
		}
		if c == SecondChance {
			p.second = true
		}
	}
	return nil
}

func (s *State) parseStack(text string) error {
	if text == "-" {
		return nil
	}
	for _, f := range strings.Split(text, ",") {
		parts := strings.Split(f, ":")
		bad := fmt.Errorf("flip7: notation: bad task %q", f)
		if len(parts) < 3 {
			return bad
		}
		seat, err := strconv.Atoi(parts[1])
		if err != nil {
			return bad
		}
		t := Task{Seat: engine.Seat(seat)}
		switch parts[0] {
		case "deal", "f3":
			left, err := strconv.Atoi(parts[2])
			if err != nil {
				return bad
			}
			t.Left = uint8(left)
			if parts[0] == "f3" {
				t.Kind = TaskFlip3
				if len(parts) != 4 {
					return bad
				}
				held, err := parseCards(parts[3])
				if err != nil || len(held) > 3 {
					return bad
				}
				t.NHeld = uint8(copy(t.Held[:], held))
			}
		case "ch":
			c, ok := ParseCard(parts[2])
			if !ok {
				return bad
			}
			t.Kind, t.Card = TaskChoose, c
		default:
			return bad
		}
		if int(s.sp) == maxStack {
			return bad
		}
		s.pushTask(t)
	}
	return nil
}
