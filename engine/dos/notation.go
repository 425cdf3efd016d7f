package dos

import (
	"fmt"
	"strconv"
	"strings"

	"cardtable/engine"
)

// Notation of a position, on one line:
//
//	dos n=2 m=points r=1 d=0 t=1 tn=3 ph=turn drew=0 mt=1 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=r5.b1 disc=g3*2 cen=r7@r3+r4!d,w2,b# | 0/0 b1.r3*2 pen=- k2 | 12/0 y9 pen=- c
//
// Header: seats, mode, round, dealer, seat on turn, turn number, phase,
// whether the turn drew, matches made, placements owed, Centre index of the
// match awaiting a wild (-1), seats that passed (bit mask), match winner and
// previous round's winner (-1 none), draw pile bottom to top, discard pile
// by kind, Centre Row. A Centre card is written "card[/value]", then for a
// matched one "@first[/value][+second[/value]]" and "!s" or "!d" for a
// colour bonus; values are a colour letter for a Wild DOS, a number for a
// Wild #. Seats follow in order: score/last round's points (and ":" the
// hand it showed then, by kind, once a round has ended), hand by kind
// ("-" empty), penalty cards set aside, flags ("-", "c" called, "k<turn>"
// catchable since that turn).
func (s *State) Notation() string {
	b := make([]byte, 0, 400)
	b = append(b, "dos n="...)
	b = strconv.AppendInt(b, int64(s.n), 10)
	b = append(b, " m="...)
	b = append(b, s.mode.Key()...)
	b = appendField(b, " r=", int64(s.round))
	b = appendField(b, " d=", int64(s.dealer))
	b = appendField(b, " t=", int64(s.turn))
	b = appendField(b, " tn=", int64(s.turnNo))
	b = append(b, " ph="...)
	b = append(b, s.phase.Key()...)
	b = appendField(b, " drew=", int64(b2i(s.drew)))
	b = appendField(b, " mt=", int64(s.matches))
	b = appendField(b, " owe=", int64(s.owed))
	b = appendField(b, " ch=", int64(s.choosing))
	b = appendField(b, " dec=", int64(s.declined))
	b = appendField(b, " w=", int64(s.winner))
	b = appendField(b, " lw=", int64(s.lastWin))
	b = append(b, " draw="...)
	b = appendCards(b, s.draw[:s.ndraw])
	b = append(b, " disc="...)
	disc := s.discard.array()
	b = appendCounts(b, &disc)
	b = append(b, " cen="...)
	if s.ncentre == 0 {
		b = append(b, '-')
	}
	for i := 0; i < int(s.ncentre); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		p := s.pile(i)
		b = appendPile(b, &p)
	}
	for i := 0; i < int(s.n); i++ {
		st := &s.seats[i]
		b = appendField(b, " | ", int64(st.score))
		b = appendField(b, "/", int64(st.last))
		if lh := st.lastHand.array(); st.lastHand != (counts{}) {
			b = append(b, ':')
			b = appendCounts(b, &lh)
		}
		b = append(b, ' ')
		hand := st.hand.array()
		b = appendCounts(b, &hand)
		b = append(b, " pen="...)
		b = appendCards(b, st.pending[:st.npending])
		b = append(b, ' ')
		switch {
		case st.called:
			b = append(b, 'c')
		case st.catchable:
			b = appendField(b, "k", int64(st.since))
		default:
			b = append(b, '-')
		}
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

// appendCard writes c's notation without allocating (Card.String's form).
func appendCard(b []byte, c Card) []byte {
	switch {
	case c == NoCard:
		return append(b, '-')
	case c.IsWildDOS():
		return append(b, "w2"...)
	case c.IsWildNumber():
		return append(b, c.Colour().Letter(), '#')
	}
	return strconv.AppendInt(append(b, c.Colour().Letter()), int64(c.Rank()), 10)
}

// appendCards writes cards as "r3.b#", or "-" for none.
func appendCards(b []byte, cs []Card) []byte {
	if len(cs) == 0 {
		return append(b, '-')
	}
	for i, c := range cs {
		if i > 0 {
			b = append(b, '.')
		}
		b = appendCard(b, c)
	}
	return b
}

// appendCounts writes cards by kind as "g3*2.r7", or "-" when none.
func appendCounts(b []byte, counts *[NumKinds]uint8) []byte {
	start := len(b)
	for _, k := range Kinds {
		n := counts[k]
		if n == 0 {
			continue
		}
		if len(b) > start {
			b = append(b, '.')
		}
		b = appendCard(b, k)
		if n > 1 {
			b = appendField(b, "*", int64(n))
		}
	}
	if len(b) == start {
		b = append(b, '-')
	}
	return b
}

// appendValued writes a card with its chosen value, if any.
func appendValued(b []byte, c Card, v uint8) []byte {
	b = appendCard(b, c)
	switch {
	case v == 0:
	case c.IsWildDOS():
		b = append(b, '/', Colour(v).Letter())
	case c.IsWildNumber():
		b = appendField(b, "/", int64(v))
	}
	return b
}

func appendPile(b []byte, p *Pile) []byte {
	b = appendValued(b, p.Card, p.Values[2])
	if !p.Matched {
		return b
	}
	b = append(b, '@')
	b = appendValued(b, p.Hand[0], p.Values[0])
	if p.Hand[1] != NoCard {
		b = append(b, '+')
		b = appendValued(b, p.Hand[1], p.Values[1])
	}
	switch p.Bonus {
	case BonusSingle:
		b = append(b, "!s"...)
	case BonusDouble:
		b = append(b, "!d"...)
	}
	return b
}

func pileString(p *Pile) string { return string(appendPile(nil, p)) }

// PileString is the notation of a Centre card with what was matched on it.
func PileString(p Pile) string { return pileString(&p) }

func parseCards(s string) ([]Card, error) {
	if s == "-" {
		return nil, nil
	}
	var out []Card
	for _, f := range strings.Split(s, ".") {
		c, ok := ParseCard(f)
		if !ok {
			return nil, fmt.Errorf("dos: notation: bad card %q", f)
		}
		out = append(out, c)
	}
	return out, nil
}

func parseCounts(s string) ([NumKinds]uint8, int, error) {
	var counts [NumKinds]uint8
	total := 0
	if s == "-" {
		return counts, 0, nil
	}
	for _, f := range strings.Split(s, ".") {
		code, n := f, 1
		if i := strings.IndexByte(f, '*'); i >= 0 {
			code = f[:i]
			v, err := strconv.Atoi(f[i+1:])
			if err != nil || v < 1 || v > DeckSize {
				return counts, 0, fmt.Errorf("dos: notation: bad count %q", f)
			}
			n = v
		}
		c, ok := ParseCard(code)
		if !ok {
			return counts, 0, fmt.Errorf("dos: notation: bad card %q", code)
		}
		if int(counts[c])+n > int(Composition[c]) {
			return counts, 0, fmt.Errorf("dos: notation: too many %s", c)
		}
		counts[c] += uint8(n)
		total += n
	}
	return counts, total, nil
}

// parseValued reads "card[/value]".
func parseValued(s string) (Card, uint8, error) {
	code, val, has := strings.Cut(s, "/")
	c, ok := ParseCard(code)
	if !ok {
		return NoCard, 0, fmt.Errorf("dos: notation: bad card %q", code)
	}
	if !has {
		return c, 0, nil
	}
	switch {
	case c.IsWildDOS():
		for _, col := range Colours {
			if val == string(col.Letter()) {
				return c, uint8(col), nil
			}
		}
	case c.IsWildNumber():
		if v, err := strconv.Atoi(val); err == nil && v >= 1 && v <= 10 {
			return c, uint8(v), nil
		}
	}
	return NoCard, 0, fmt.Errorf("dos: notation: bad value %q", s)
}

func parsePile(s string) (Pile, error) {
	var p Pile
	body, bonus, hasBonus := strings.Cut(s, "!")
	centre, hand, matched := strings.Cut(body, "@")
	c, v, err := parseValued(centre)
	if err != nil {
		return p, err
	}
	p.Card, p.Values[2] = c, v
	if hasBonus {
		switch bonus {
		case "s":
			p.Bonus = BonusSingle
		case "d":
			p.Bonus = BonusDouble
		default:
			return p, fmt.Errorf("dos: notation: bad bonus %q", s)
		}
	}
	if !matched {
		if hasBonus {
			return p, fmt.Errorf("dos: notation: bonus on an unmatched card %q", s)
		}
		return p, nil
	}
	p.Matched = true
	parts := strings.Split(hand, "+")
	if len(parts) > 2 {
		return p, fmt.Errorf("dos: notation: bad match %q", s)
	}
	for i, f := range parts {
		c, v, err := parseValued(f)
		if err != nil {
			return p, err
		}
		p.Hand[i], p.Values[i] = c, v
	}
	return p, nil
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
		return nil, fmt.Errorf("dos: notation: %w", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("dos: notation: %w", err)
	}
	s.refresh()
	return s, nil
}

// validPosition rejects positions that would make the engine index out of
// range or wait for a decision nobody can take: Parse reads text from tests
// and bug reports, and a bad line must give an error, not a panic.
func (s *State) validPosition() error {
	n := engine.Seat(s.n)
	if s.dealer < 0 || s.dealer >= n || s.turn < 0 || s.turn >= n {
		return fmt.Errorf("dealer %d or turn %d out of range", s.dealer, s.turn)
	}
	if s.winner < engine.NoSeat || s.winner >= n || s.lastWin < engine.NoSeat || s.lastWin >= n {
		return fmt.Errorf("winner %d or last winner %d out of range", s.winner, s.lastWin)
	}
	if (s.phase == PhaseOver) != (s.winner != engine.NoSeat) {
		return fmt.Errorf("phase %s with winner %d", s.phase.Key(), s.winner)
	}
	if s.choosing >= int8(s.ncentre) || s.choosing < -1 {
		return fmt.Errorf("pending match %d of %d centre cards", s.choosing, s.ncentre)
	}
	for i := 0; i < int(s.ncentre); i++ {
		p := new(Pile)
		*p = s.pile(i)
		if p.Matched && !p.feasible(-1, 0) {
			return fmt.Errorf("centre %d: %s is no match", i, pileString(p))
		}
		if p.Matched && int8(i) != s.choosing && p.undecided() >= 0 {
			return fmt.Errorf("centre %d: settled match with an undecided wild", i)
		}
	}
	switch s.phase {
	case PhaseChoose:
		if s.choosing < 0 {
			return fmt.Errorf("choose phase without a pending match")
		}
		if p := s.pile(int(s.choosing)); !p.Matched || p.undecided() < 0 {
			return fmt.Errorf("choose phase without a wild to decide")
		}
	case PhasePlace:
		if s.owed == 0 || s.seats[s.turn].size == 0 {
			return fmt.Errorf("place phase with nothing owed or nothing to place")
		}
	case PhaseTurn:
		st := &s.seats[s.turn]
		if st.size == 0 && s.matches == 0 && !s.drew {
			return fmt.Errorf("turn of a seat with no cards")
		}
	}
	return nil
}

// parseNotation reads the fields of a position without checking it.
func parseNotation(text string, seed uint64) (*State, error) {
	sections := strings.Split(text, " | ")
	s := &State{rng: engine.NewRNG(seed), choosing: -1, winner: engine.NoSeat, lastWin: engine.NoSeat}
	head := strings.Fields(sections[0])
	if len(head) == 0 || head[0] != "dos" {
		return nil, fmt.Errorf("dos: notation: must start with dos")
	}
	for _, f := range head[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("dos: notation: bad field %q", f)
		}
		if err := s.parseField(key, val); err != nil {
			return nil, err
		}
	}
	if s.n < 2 || len(sections)-1 != int(s.n) {
		return nil, fmt.Errorf("dos: notation: %d seats for n=%d", len(sections)-1, s.n)
	}
	for i, ps := range sections[1:] {
		if err := s.parseSeat(&s.seats[i], ps); err != nil {
			return nil, fmt.Errorf("dos: notation: seat %d: %w", i, err)
		}
	}
	return s, nil
}

func (s *State) parseField(key, val string) error {
	var v int
	switch key {
	case "n", "r", "d", "t", "tn", "drew", "mt", "owe", "ch", "dec", "w", "lw":
		var err error
		if v, err = strconv.Atoi(val); err != nil || v < -1 || v > 1<<30 {
			return fmt.Errorf("dos: notation: %s=%q: bad number", key, val)
		}
	}
	small := func() error {
		if v < -1 || v > 127 {
			return fmt.Errorf("dos: notation: %s=%d out of range", key, v)
		}
		return nil
	}
	switch key {
	case "n":
		if v < 2 || v > MaxSeats {
			return fmt.Errorf("dos: notation: n=%d out of range", v)
		}
		s.n = int8(v)
	case "m":
		switch val {
		case ValuePoints:
			s.mode = ModePoints
		case ValueFirstOut:
			s.mode = ModeFirstOut
		default:
			return fmt.Errorf("dos: notation: unknown mode %q", val)
		}
	case "r":
		s.round = int32(v)
	case "tn":
		s.turnNo = int32(v)
	case "d", "t", "w", "lw", "ch", "mt", "owe", "dec", "drew":
		if err := small(); err != nil {
			return err
		}
		switch key {
		case "d":
			s.dealer = engine.Seat(v)
		case "t":
			s.turn = engine.Seat(v)
		case "w":
			s.winner = engine.Seat(v)
		case "lw":
			s.lastWin = engine.Seat(v)
		case "ch":
			s.choosing = int8(v)
		case "mt":
			s.matches = uint8(v)
		case "owe":
			s.owed = uint8(v)
		case "dec":
			s.declined = uint8(v)
		case "drew":
			s.drew = v != 0
		}
	case "ph":
		i := -1
		for j, name := range phaseNames {
			if name == val {
				i = j
			}
		}
		if i < 0 {
			return fmt.Errorf("dos: notation: unknown phase %q", val)
		}
		s.phase = Phase(i)
	case "draw":
		cs, err := parseCards(val)
		if err != nil {
			return err
		}
		if len(cs) > DeckSize {
			return fmt.Errorf("dos: notation: draw pile of %d", len(cs))
		}
		s.ndraw = uint8(copy(s.draw[:], cs))
	case "disc":
		cards, total, err := parseCounts(val)
		if err != nil {
			return err
		}
		s.discard, s.ndiscard = countsOf(&cards), uint8(total)
	case "cen":
		if val == "-" {
			return nil
		}
		piles := strings.Split(val, ",")
		if len(piles) > DeckSize {
			return fmt.Errorf("dos: notation: centre of %d", len(piles))
		}
		for _, f := range piles {
			p, err := parsePile(f)
			if err != nil {
				return err
			}
			s.setPile(int(s.ncentre), p)
			s.ncentre++
		}
	default:
		return fmt.Errorf("dos: notation: unknown field %q", key)
	}
	return nil
}

func (s *State) parseSeat(st *seatState, text string) error {
	f := strings.Fields(text)
	if len(f) != 4 || !strings.HasPrefix(f[2], "pen=") {
		return fmt.Errorf("want score/last hand pen=cards flags, got %q", text)
	}
	points, shown, hasShown := strings.Cut(f[0], ":")
	score, last, ok := strings.Cut(points, "/")
	sc, err1 := strconv.Atoi(score)
	l, err2 := strconv.Atoi(last)
	if !ok || err1 != nil || err2 != nil || sc < 0 || sc > 1<<20 || l < 0 || l > 1<<14 {
		return fmt.Errorf("bad score %q", f[0])
	}
	st.score, st.last = int32(sc), int16(l)
	if hasShown {
		lh, _, err := parseCounts(shown)
		if err != nil {
			return err
		}
		st.lastHand = countsOf(&lh)
	}
	hand, total, err := parseCounts(f[1])
	if err != nil {
		return err
	}
	st.hand, st.size, st.present = countsOf(&hand), uint8(total), presentKinds(&hand)
	pen, err := parseCards(strings.TrimPrefix(f[2], "pen="))
	if err != nil {
		return err
	}
	if len(pen) > maxPending {
		return fmt.Errorf("%d penalty cards", len(pen))
	}
	st.npending = uint8(copy(st.pending[:], pen))
	switch {
	case f[3] == "-":
	case f[3] == "c":
		st.called = true
	case strings.HasPrefix(f[3], "k"):
		v, err := strconv.Atoi(f[3][1:])
		if err != nil || v < 1 || v > 1<<30 {
			return fmt.Errorf("bad flags %q", f[3])
		}
		st.catchable, st.since = true, int32(v)
	default:
		return fmt.Errorf("bad flags %q", f[3])
	}
	return nil
}
