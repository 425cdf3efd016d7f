package kittens

import (
	"fmt"
	"strconv"
	"strings"

	"cardtable/engine"
)

// Notation of a position, on one line:
//
//	kittens n=3 ph=window t=0 owe=2 att=1 ch=4 pass=1 held=0 watch=- give=- lp=2:1:0 won=-1 pile=ek.ca.sh disc=at.fa stack=0:fa>2^1.0c | a zk.no.ca*2 k=0.1 | d sk k=- | a - k=-
//
// Header: seats, phase, seat on turn, turns owed, attacked, window changes,
// seats that passed, Exploding Kittens held, seats watching (Clairvoyance),
// the give in progress ("why:to:from:queue", to −1 for the draw pile),
// the last Zombie Kitten's placements ("placer:kittens:drawn since", "-"
// none since the last shuffle), the winner (−1 none), the draw pile bottom to top (the last card is
// drawn first), the discard pile first to top, and the stack bottom to
// top. A play on the stack is "seat:card", then "/as" for a Clone acting as
// another card, "*n" for a combo of n cards and "+cl" when it ends with a
// Clone, ">target", "?name" (a three of a kind's title) and "^" with its
// Nopes in order, each a seat and "c" for a Clone. Seats follow: "a" alive
// or "d" dead, the hand by kind ("-" empty), and the positions of the draw
// pile the seat knows, counted from the top.
func (s *State) Notation() string {
	b := make([]byte, 0, 300)
	b = append(b, "kittens n="...)
	b = strconv.AppendInt(b, int64(s.n), 10)
	b = append(b, " ph="...)
	b = append(b, s.phase.Key()...)
	b = appendField(b, " t=", int64(s.turn))
	b = appendField(b, " owe=", int64(s.owed))
	b = appendField(b, " att=", int64(b2i(s.attacked)))
	b = appendField(b, " ch=", int64(s.change))
	b = append(b, " pass="...)
	b = appendSeats(b, s.passed)
	b = appendField(b, " held=", int64(s.held))
	b = append(b, " watch="...)
	b = appendSeats(b, s.watch)
	b = append(b, " give="...)
	if s.give == (giving{}) {
		b = append(b, '-')
	} else {
		b = append(b, s.give.why.Key()...)
		b = appendField(b, ":", int64(s.give.to))
		b = appendField(b, ":", int64(s.give.from))
		b = append(b, ':')
		b = appendSeats(b, s.give.queue)
	}
	b = append(b, " lp="...)
	if s.placed.by == engine.NoSeat {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.placed.by), 10)
		b = appendField(b, ":", int64(s.placed.n))
		b = appendField(b, ":", int64(s.placed.since))
	}
	b = appendField(b, " won=", int64(s.winner))
	b = append(b, " pile="...)
	b = appendRow(b, &s.pile, int(s.npile))
	b = append(b, " disc="...)
	b = appendRow(b, &s.disc, int(s.ndisc))
	b = append(b, " stack="...)
	if s.nstack == 0 {
		b = append(b, '-')
	}
	for i := 0; i < int(s.nstack); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendItem(b, s.stack[i])
	}
	for i := 0; i < int(s.n); i++ {
		st := &s.seats[i]
		b = append(b, " | "...)
		if st.dead {
			b = append(b, 'd')
		} else {
			b = append(b, 'a')
		}
		b = append(b, ' ')
		b = appendCounts(b, st.hand)
		b = append(b, " k="...)
		b = appendKnown(b, st.known, int(s.npile))
	}
	return string(b)
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

func appendField(b []byte, label string, v int64) []byte {
	return strconv.AppendInt(append(b, label...), v, 10)
}

// appendSeats writes a seat bit mask as "0.2", "-" when empty.
func appendSeats(b []byte, m uint8) []byte {
	if m == 0 {
		return append(b, '-')
	}
	first := true
	for i := 0; i < 8; i++ {
		if m&(1<<i) != 0 {
			if !first {
				b = append(b, '.')
			}
			first = false
			b = strconv.AppendInt(b, int64(i), 10)
		}
	}
	return b
}

func appendRow(b []byte, r *row, n int) []byte {
	if n == 0 {
		return append(b, '-')
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, r.at(i).String()...)
	}
	return b
}

// appendCounts writes a hand by kind as "zk.no.ca*2", "-" when empty.
func appendCounts(b []byte, h counts) []byte {
	start := len(b)
	for k := Card(0); k < NumKinds; k++ {
		n := h.get(k)
		if n == 0 {
			continue
		}
		if len(b) > start {
			b = append(b, '.')
		}
		b = append(b, k.String()...)
		if n > 1 {
			b = appendField(b, "*", int64(n))
		}
	}
	if len(b) == start {
		b = append(b, '-')
	}
	return b
}

// appendKnown writes the known positions, counted from the top.
func appendKnown(b []byte, m uint64, npile int) []byte {
	if m == 0 {
		return append(b, '-')
	}
	first := true
	for pos := 0; pos < npile; pos++ {
		if m&(1<<uint(npile-1-pos)) != 0 {
			if !first {
				b = append(b, '.')
			}
			first = false
			b = strconv.AppendInt(b, int64(pos), 10)
		}
	}
	return b
}

func appendItem(b []byte, x item) []byte {
	b = strconv.AppendInt(b, int64(x.seat()), 10)
	b = append(b, ':')
	b = append(b, x.card().String()...)
	if x.card() == Clone && x.size() == 1 {
		b = append(b, '/')
		b = append(b, x.as().String()...)
	}
	if x.size() > 1 {
		b = appendField(b, "*", int64(x.size()))
	}
	if x.withClone() {
		b = append(b, "+cl"...)
	}
	if t := x.target(); t != engine.NoSeat {
		b = appendField(b, ">", int64(t))
	}
	if n := x.name(); n != NoCard {
		b = append(b, '?')
		b = append(b, n.String()...)
	}
	if n := x.nopes(); n > 0 {
		b = append(b, '^')
		for i := 0; i < n; i++ {
			if i > 0 {
				b = append(b, '.')
			}
			seat, clone := x.nope(i)
			b = strconv.AppendInt(b, int64(seat), 10)
			if clone {
				b = append(b, 'c')
			}
		}
	}
	return b
}

// ItemString is the notation of a stack item ("0:fa>2^1.0c").
func ItemString(it StackItem) string { return string(appendItem(nil, itemOf(it))) }

// Parse reads a position written by Notation; seed seeds its random
// generator (the notation does not carry it). The position is checked.
func Parse(text string, seed uint64) (*State, error) {
	s, err := parseNotation(text, seed)
	if err != nil {
		return nil, err
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("kittens: parse: %w", err)
	}
	return s, nil
}

func parseNotation(text string, seed uint64) (*State, error) {
	parts := strings.Split(text, " | ")
	head := strings.Fields(parts[0])
	if len(head) == 0 || head[0] != "kittens" {
		return nil, fmt.Errorf("kittens: notation: %q is not a Zombie Kittens position", text)
	}
	f := map[string]string{}
	for _, kv := range head[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("kittens: notation: field %q", kv)
		}
		f[k] = v
	}
	num := func(key string, lo, hi int) (int, error) {
		v, err := strconv.Atoi(f[key])
		if err != nil || v < lo || v > hi {
			return 0, fmt.Errorf("kittens: notation: %s=%q", key, f[key])
		}
		return v, nil
	}
	n, err := num("n", Descriptor.MinSeats, MaxSeats)
	if err != nil {
		return nil, err
	}
	if len(parts) != n+1 {
		return nil, fmt.Errorf("kittens: notation: %d seats written for n=%d", len(parts)-1, n)
	}
	s := &State{n: int8(n), rng: engine.NewRNG(seed)}
	s.phase = numPhases
	for p := Phase(0); p < numPhases; p++ {
		if p.Key() == f["ph"] {
			s.phase = p
		}
	}
	if s.phase == numPhases {
		return nil, fmt.Errorf("kittens: notation: phase %q", f["ph"])
	}
	ints := []struct {
		key    string
		lo, hi int
		set    func(int)
	}{
		{"t", 0, n - 1, func(v int) { s.turn = engine.Seat(v) }},
		{"owe", 0, 255, func(v int) { s.owed = uint8(v) }},
		{"att", 0, 1, func(v int) { s.attacked = v == 1 }},
		{"ch", 0, 65535, func(v int) { s.change = uint16(v) }},
		{"held", 0, 2, func(v int) { s.held = uint8(v) }},
		{"won", -1, n - 1, func(v int) { s.winner = engine.Seat(v) }},
	}
	for _, x := range ints {
		v, err := num(x.key, x.lo, x.hi)
		if err != nil {
			return nil, err
		}
		x.set(v)
	}
	if s.passed, err = parseSeats(f["pass"], n); err != nil {
		return nil, err
	}
	if s.watch, err = parseSeats(f["watch"], n); err != nil {
		return nil, err
	}
	if s.give, err = parseGive(f["give"], n); err != nil {
		return nil, err
	}
	if s.placed, err = parsePlacing(f["lp"], n); err != nil {
		return nil, err
	}
	pile, err := parseCards(f["pile"])
	if err != nil {
		return nil, err
	}
	disc, err := parseCards(f["disc"])
	if err != nil {
		return nil, err
	}
	if len(pile) > 63 || len(disc) > 63 {
		return nil, fmt.Errorf("kittens: notation: piles of %d and %d cards", len(pile), len(disc))
	}
	for i, c := range pile {
		s.pile.set(i, c)
	}
	for i, c := range disc {
		s.disc.set(i, c)
	}
	s.npile, s.ndisc = uint8(len(pile)), uint8(len(disc))
	if err := s.parseStack(f["stack"], n); err != nil {
		return nil, err
	}
	for i, part := range parts[1:] {
		if err := s.parseSeat(i, part); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (s *State) parseSeat(i int, part string) error {
	fs := strings.Fields(part)
	if len(fs) != 3 || (fs[0] != "a" && fs[0] != "d") || !strings.HasPrefix(fs[2], "k=") {
		return fmt.Errorf("kittens: notation: seat %d %q", i, part)
	}
	st := &s.seats[i]
	st.dead = fs[0] == "d"
	if !st.dead {
		s.alive++
	}
	h, size, err := parseCounts(fs[1])
	if err != nil {
		return err
	}
	st.hand, st.size = h, uint8(size)
	known := strings.TrimPrefix(fs[2], "k=")
	if known == "-" {
		return nil
	}
	for _, x := range strings.Split(known, ".") {
		pos, err := strconv.Atoi(x)
		if err != nil || pos < 0 || pos >= int(s.npile) {
			return fmt.Errorf("kittens: notation: seat %d knows %q", i, x)
		}
		st.known |= 1 << uint(int(s.npile)-1-pos)
	}
	return nil
}

func parseSeats(v string, n int) (uint8, error) {
	if v == "-" {
		return 0, nil
	}
	var m uint8
	for _, x := range strings.Split(v, ".") {
		p, err := strconv.Atoi(x)
		if err != nil || p < 0 || p >= n {
			return 0, fmt.Errorf("kittens: notation: seat %q", x)
		}
		m |= 1 << p
	}
	return m, nil
}

func parseGive(v string, n int) (giving, error) {
	if v == "-" {
		return giving{}, nil
	}
	fs := strings.Split(v, ":")
	if len(fs) != 4 {
		return giving{}, fmt.Errorf("kittens: notation: give %q", v)
	}
	g := giving{why: numWhys}
	for w := Why(0); w < numWhys; w++ {
		if w.Key() == fs[0] {
			g.why = w
		}
	}
	to, err1 := strconv.Atoi(fs[1])
	from, err2 := strconv.Atoi(fs[2])
	q, err3 := parseSeats(fs[3], n)
	if g.why == numWhys || err1 != nil || err2 != nil || err3 != nil || to < -1 || to >= n || from < 0 || from >= n {
		return giving{}, fmt.Errorf("kittens: notation: give %q", v)
	}
	g.to, g.from, g.queue = engine.Seat(to), engine.Seat(from), q
	return g, nil
}

func parsePlacing(v string, n int) (placing, error) {
	if v == "-" {
		return noPlacing, nil
	}
	fs := strings.Split(v, ":")
	if len(fs) != 3 {
		return placing{}, fmt.Errorf("kittens: notation: lp %q", v)
	}
	by, err1 := strconv.Atoi(fs[0])
	k, err2 := strconv.Atoi(fs[1])
	since, err3 := strconv.Atoi(fs[2])
	if err1 != nil || err2 != nil || err3 != nil || by < 0 || by >= n || k < 0 || k > 2 || since < 0 || since > 255 {
		return placing{}, fmt.Errorf("kittens: notation: lp %q", v)
	}
	return placing{by: engine.Seat(by), n: uint8(k), since: uint8(since)}, nil
}

func parseCards(v string) ([]Card, error) {
	if v == "-" {
		return nil, nil
	}
	var out []Card
	for _, x := range strings.Split(v, ".") {
		c, ok := ParseCard(x)
		if !ok {
			return nil, fmt.Errorf("kittens: notation: card %q", x)
		}
		out = append(out, c)
	}
	return out, nil
}

func parseCounts(v string) (counts, int, error) {
	var h counts
	if v == "-" {
		return 0, 0, nil
	}
	size := 0
	for _, x := range strings.Split(v, ".") {
		code, num, has := strings.Cut(x, "*")
		k, ok := ParseCard(code)
		c := 1
		if has {
			var err error
			if c, err = strconv.Atoi(num); err != nil || c < 1 {
				return 0, 0, fmt.Errorf("kittens: notation: count %q", x)
			}
		}
		if !ok || h.get(k)+c > int(Composition[k]) {
			return 0, 0, fmt.Errorf("kittens: notation: cards %q", x)
		}
		for ; c > 0; c-- {
			h.inc(k)
			size++
		}
	}
	return h, size, nil
}

func (s *State) parseStack(v string, n int) error {
	if v == "-" {
		return nil
	}
	items := strings.Split(v, ",")
	if len(items) > maxStack {
		return fmt.Errorf("kittens: notation: %d plays on the stack", len(items))
	}
	for i, x := range items {
		it, err := parseItem(x, n)
		if err != nil {
			return err
		}
		s.stack[i] = it
	}
	s.nstack = uint8(len(items))
	return nil
}

// parseItem reads "seat:card[/as][*n][+cl][>target][?name][^nopes]".
func parseItem(v string, n int) (item, error) {
	bad := fmt.Errorf("kittens: notation: stack item %q", v)
	seatStr, rest, ok := strings.Cut(v, ":")
	seat, err := strconv.Atoi(seatStr)
	if !ok || err != nil || seat < 0 || seat >= n {
		return 0, bad
	}
	rest, nopes, _ := strings.Cut(rest, "^")
	rest, name, hasName := strings.Cut(rest, "?")
	rest, target, hasTarget := strings.Cut(rest, ">")
	rest, withClone := strings.CutSuffix(rest, "+cl")
	rest, size, hasSize := strings.Cut(rest, "*")
	code, as, hasAs := strings.Cut(rest, "/")
	card, ok := ParseCard(code)
	if !ok {
		return 0, bad
	}
	acts := card
	if hasAs {
		if acts, ok = ParseCard(as); !ok || card != Clone {
			return 0, bad
		}
	}
	sz := 1
	if hasSize {
		if sz, err = strconv.Atoi(size); err != nil || sz < 2 || sz > 3 || hasAs {
			return 0, bad
		}
	}
	if withClone && sz == 1 {
		return 0, bad
	}
	x := newItem(engine.Seat(seat), card, acts, sz, withClone)
	if hasTarget {
		t, err := strconv.Atoi(target)
		if err != nil || t < 0 || t >= n {
			return 0, bad
		}
		x = x.withTarget(engine.Seat(t))
	}
	if hasName {
		c, ok := ParseCard(name)
		if !ok {
			return 0, bad
		}
		x = x.withName(c)
	}
	if nopes != "" {
		list := strings.Split(nopes, ".")
		if len(list) > 8 {
			return 0, bad
		}
		for _, np := range list {
			digits, clone := strings.CutSuffix(np, "c")
			p, err := strconv.Atoi(digits)
			if err != nil || p < 0 || p >= n {
				return 0, bad
			}
			x = x.withNope(engine.Seat(p), clone)
		}
	}
	return x, nil
}

// ActionString is the notation of an action: "0:draw", "0:play at",
// "0:clone at", "0:combo ca*2", "0:combo ca*2+cl", "0:target 2",
// "0:name zk", "0:give ca", "0:keep", "0:refuse", "0:die", "0:place 3",
// "0:pass".
func ActionString(a engine.Action) string {
	switch a.Kind {
	case KindDraw:
		return fmt.Sprintf("%d:draw", a.By)
	case KindPlay:
		return fmt.Sprintf("%d:play %s", a.By, Card(a.Card))
	case KindClone:
		return fmt.Sprintf("%d:clone %s", a.By, Card(a.Card))
	case KindCombo:
		t, size, withClone := ComboOf(a.Card)
		return fmt.Sprintf("%d:combo %s", a.By, playString(t, t, size, withClone))
	case KindTarget:
		return fmt.Sprintf("%d:target %d", a.By, a.Target)
	case KindName:
		return fmt.Sprintf("%d:name %s", a.By, Card(a.Card))
	case KindGive:
		return fmt.Sprintf("%d:give %s", a.By, Card(a.Card))
	case KindKeep:
		return fmt.Sprintf("%d:keep", a.By)
	case KindRefuse:
		return fmt.Sprintf("%d:refuse", a.By)
	case KindDie:
		return fmt.Sprintf("%d:die", a.By)
	case KindPlace:
		return fmt.Sprintf("%d:place %d", a.By, a.Card)
	case engine.KindPass:
		return fmt.Sprintf("%d:pass", a.By)
	}
	return fmt.Sprintf("%d:?%d", a.By, a.Kind)
}
