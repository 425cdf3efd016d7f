package cucu

import (
	"fmt"
	"strconv"
	"strings"

	"cardtable/engine"
)

// Notation of a position, on one line:
//
//	cucu n=4 r=2 rs=0 d=0 t=2 ph=turn inn=-1 w=-1 pack=3.fool.7 top=1/a swaps=1-2 covers=- last=1:5.lion.9.2:0.1.0.0 | 3 in 7 0 - keep | 2 in 9 1+2 a ask | 3 in 4 1+2 p - | 3 in nothing 3 - -
//
// Header: seats, round, table resets (CU-2.3), dealer, the seat whose turn
// it is (the asker while an Inn pauses it), phase, the innkeeper asked
// (-1 none), the winner (-1 none), the remaining pack bottom to top, what
// is known of its top card (seers/tags), the swaps still in effect
// (asker-target, "p" the pack, "f" forced by a refused cover), the covers
// (asker>innkeeper) and the last showdown (round:cards:lives lost, or "-").
// Seats follow in order: lives; "in", "ko" (knocked out) or "off" (sitting
// the round out); the card ("-" none); who has seen it ("*" public, then
// seats joined by "+", "-" nobody); its tags (k kept, a asked, p plain,
// "-" none); the seat's move this round.
func (s *State) Notation() string {
	b := make([]byte, 0, 256)
	b = append(b, "cucu"...)
	b = appendField(b, " n=", int64(s.n))
	b = appendField(b, " r=", int64(s.round))
	b = appendField(b, " rs=", int64(s.resets))
	b = appendField(b, " d=", int64(s.dealer))
	b = appendField(b, " t=", int64(s.turn))
	b = append(b, " ph="...)
	b = append(b, s.phase.Key()...)
	b = appendField(b, " inn=", int64(s.inn))
	b = appendField(b, " w=", int64(s.winner))
	b = append(b, " pack="...)
	b = appendCards(b, s.pack[s.lo:])
	b = append(b, " top="...)
	b = appendSeers(b, s.seen[posTop])
	b = append(b, '/')
	b = appendTags(b, s.tags[posTop])
	b = append(b, " swaps="...)
	if s.nswaps == 0 {
		b = append(b, '-')
	}
	for i, sw := range s.swaps[:s.nswaps] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(sw.Asker), 10)
		b = append(b, '-')
		if sw.Target == engine.NoSeat {
			b = append(b, 'p')
		} else {
			b = strconv.AppendInt(b, int64(sw.Target), 10)
		}
		if sw.Kind == SwapForced {
			b = append(b, 'f')
		}
	}
	b = append(b, " covers="...)
	if s.ncover == 0 {
		b = append(b, '-')
	}
	for i, c := range s.covers[:s.ncover] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(c.Asker), 10)
		b = append(b, '>')
		b = strconv.AppendInt(b, int64(c.Innkeeper), 10)
	}
	b = append(b, " last="...)
	if s.last.round == 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.last.round), 10)
		b = append(b, ':')
		b = appendCards(b, s.last.cards[:s.n])
		b = append(b, ':')
		for i := 0; i < int(s.n); i++ {
			if i > 0 {
				b = append(b, '.')
			}
			b = strconv.AppendInt(b, int64(s.last.lost[i]), 10)
		}
	}
	for i := 0; i < int(s.n); i++ {
		p := engine.Seat(i)
		b = appendField(b, " | ", int64(s.lives[i]))
		switch {
		case s.out&bit(p) != 0:
			b = append(b, " ko "...)
		case s.dealt&bit(p) != 0:
			b = append(b, " in "...)
		default:
			b = append(b, " off "...)
		}
		b = append(b, s.hand[i].String()...)
		b = append(b, ' ')
		b = appendSeers(b, s.seen[i])
		b = append(b, ' ')
		b = appendTags(b, s.tags[i])
		b = append(b, ' ')
		b = append(b, s.did[i].Key()...)
	}
	return string(b)
}

func appendField(b []byte, label string, v int64) []byte {
	return strconv.AppendInt(append(b, label...), v, 10)
}

// appendCards writes cards as "3.fool.-", or "-" for none.
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

// appendSeers writes "*" for a public card, then the seats that have seen
// it joined by "+"; "-" when nobody has.
func appendSeers(b []byte, k Seers) []byte {
	start := len(b)
	if k&Public != 0 {
		b = append(b, '*')
	}
	sep := false
	for i := 0; i < MaxSeats; i++ {
		if k&SeerOf(engine.Seat(i)) != 0 {
			if sep {
				b = append(b, '+')
			}
			b = strconv.AppendInt(b, int64(i), 10)
			sep = true
		}
	}
	if len(b) == start {
		b = append(b, '-')
	}
	return b
}

var tagLetters = [...]struct {
	t Tags
	c byte
}{{TagKept, 'k'}, {TagAsked, 'a'}, {TagPlain, 'p'}}

// appendTags writes tags as letters (k, a, p), "-" for none.
func appendTags(b []byte, t Tags) []byte {
	if t == 0 {
		return append(b, '-')
	}
	for _, l := range tagLetters {
		if t&l.t != 0 {
			b = append(b, l.c)
		}
	}
	return b
}

// Parse reads a position written by Notation; seed seeds its future
// shuffles. The position must be consistent (Check passes).
func Parse(text string, seed uint64) (*State, error) {
	s, err := parseNotation(text, seed)
	if err != nil {
		return nil, err
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("cucu: notation: %w", err)
	}
	return s, nil
}

// parseNotation reads the fields of a position; the checks that keep the
// engine's indexes in range are made here, the rest by Check.
func parseNotation(text string, seed uint64) (*State, error) {
	sections := strings.Split(text, " | ")
	head := strings.Fields(sections[0])
	if len(head) == 0 || head[0] != "cucu" {
		return nil, fmt.Errorf("cucu: notation: must start with cucu")
	}
	s := &State{rng: engine.NewRNG(seed), dealer: engine.NoSeat, turn: engine.NoSeat,
		inn: engine.NoSeat, winner: engine.NoSeat}
	fields := map[string]string{}
	for _, f := range head[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("cucu: notation: bad field %q", f)
		}
		fields[key] = val
	}
	n, err := strconv.Atoi(fields["n"])
	if err != nil || n < Descriptor.MinSeats || n > MaxSeats || len(sections)-1 != n {
		return nil, fmt.Errorf("cucu: notation: n=%q with %d seats", fields["n"], len(sections)-1)
	}
	s.n = int8(n)
	for i, sec := range sections[1:] {
		if err := s.parseSeat(engine.Seat(i), sec); err != nil {
			return nil, fmt.Errorf("cucu: notation: seat %d: %w", i, err)
		}
	}
	for _, key := range []string{"r", "rs", "d", "t", "ph", "inn", "w", "pack", "top", "swaps", "covers", "last"} {
		val, ok := fields[key]
		if !ok {
			return nil, fmt.Errorf("cucu: notation: missing %s=", key)
		}
		if err := s.parseField(key, val); err != nil {
			return nil, fmt.Errorf("cucu: notation: %s=%q: %w", key, val, err)
		}
	}
	if len(fields) != 13 {
		return nil, fmt.Errorf("cucu: notation: %d header fields, want 13", len(fields))
	}
	s.toAct[0] = s.turn
	switch s.phase {
	case PhaseCover:
		s.toAct[0] = s.inn
	case PhaseOver:
		s.toAct[0] = engine.NoSeat
	}
	return s, nil
}

func (s *State) parseSeat(p engine.Seat, text string) error {
	f := strings.Fields(text)
	if len(f) != 6 {
		return fmt.Errorf("want lives status card seers tags move, got %q", text)
	}
	l, err := strconv.Atoi(f[0])
	if err != nil || l < 0 || l > StartLives {
		return fmt.Errorf("bad lives %q", f[0])
	}
	s.lives[p] = int8(l)
	switch f[1] {
	case "in":
		s.dealt |= bit(p)
	case "ko":
		s.dealt |= bit(p)
		s.out |= bit(p)
	case "off":
	default:
		return fmt.Errorf("bad status %q", f[1])
	}
	if f[2] != "-" {
		c, ok := ParseCard(f[2])
		if !ok {
			return fmt.Errorf("bad card %q", f[2])
		}
		s.hand[p] = c
	}
	if s.seen[p], err = parseSeers(f[3]); err != nil {
		return err
	}
	if s.tags[p], err = parseTags(f[4]); err != nil {
		return err
	}
	for m, name := range moveNames {
		if name == f[5] {
			s.did[p] = Move(m)
			return nil
		}
	}
	return fmt.Errorf("bad move %q", f[5])
}

func (s *State) parseField(key, val string) error {
	seatOrNone := func() (engine.Seat, error) {
		v, err := strconv.Atoi(val)
		if err != nil || v < -1 || v >= int(s.n) {
			return engine.NoSeat, fmt.Errorf("bad seat")
		}
		return engine.Seat(v), nil
	}
	var err error
	switch key {
	case "r", "rs":
		v, err := strconv.Atoi(val)
		if err != nil || v < 0 || v > 1<<30 {
			return fmt.Errorf("bad number")
		}
		if key == "r" {
			s.round = int32(v)
		} else {
			s.resets = int16(min(v, 1<<14))
		}
	case "d":
		if s.dealer, err = seatOrNone(); err == nil && s.dealer == engine.NoSeat {
			err = fmt.Errorf("no dealer")
		}
	case "t":
		if s.turn, err = seatOrNone(); err == nil && s.turn == engine.NoSeat {
			err = fmt.Errorf("no turn")
		}
	case "inn":
		s.inn, err = seatOrNone()
	case "w":
		s.winner, err = seatOrNone()
	case "ph":
		err = fmt.Errorf("unknown phase")
		for i, name := range phaseNames {
			if name == val {
				s.phase, err = Phase(i), nil
			}
		}
	case "pack":
		err = s.parsePack(val)
	case "top":
		seers, tags, ok := strings.Cut(val, "/")
		if !ok {
			return fmt.Errorf("want seers/tags")
		}
		if s.seen[posTop], err = parseSeers(seers); err == nil {
			s.tags[posTop], err = parseTags(tags)
		}
	case "swaps":
		err = s.parseSwaps(val)
	case "covers":
		err = s.parseCovers(val)
	case "last":
		err = s.parseLast(val)
	}
	return err
}

func (s *State) parsePack(val string) error {
	cs, err := parseCards(val)
	if err != nil {
		return err
	}
	lo := popcount(s.dealt)
	if len(cs) != DeckSize-lo {
		return fmt.Errorf("%d cards in the pack with %d dealt", len(cs), lo)
	}
	for _, c := range cs {
		if !c.Valid() {
			return fmt.Errorf("no card in the pack")
		}
	}
	s.lo = uint8(lo)
	copy(s.pack[lo:], cs)
	return nil
}

func (s *State) parseSwaps(val string) error {
	if val == "-" {
		return nil
	}
	parts := strings.Split(val, ",")
	if len(parts) > maxSwaps {
		return fmt.Errorf("%d swaps", len(parts))
	}
	for _, f := range parts {
		a, t, ok := strings.Cut(f, "-")
		sw := Swap{Kind: SwapPlain}
		if strings.HasSuffix(t, "f") {
			t, sw.Kind = strings.TrimSuffix(t, "f"), SwapForced
		}
		av, err := strconv.Atoi(a)
		if !ok || err != nil || av < 0 || av >= int(s.n) {
			return fmt.Errorf("bad swap %q", f)
		}
		sw.Asker = engine.Seat(av)
		if t == "p" && sw.Kind == SwapPlain {
			sw.Target, sw.Kind = engine.NoSeat, SwapPack
		} else {
			tv, err := strconv.Atoi(t)
			if err != nil || tv < 0 || tv >= int(s.n) || tv == av {
				return fmt.Errorf("bad swap %q", f)
			}
			sw.Target = engine.Seat(tv)
		}
		s.swaps[s.nswaps] = sw
		s.nswaps++
	}
	return nil
}

func (s *State) parseCovers(val string) error {
	if val == "-" {
		return nil
	}
	parts := strings.Split(val, ",")
	if len(parts) > maxCovers {
		return fmt.Errorf("%d covers", len(parts))
	}
	for _, f := range parts {
		a, k, ok := strings.Cut(f, ">")
		av, err1 := strconv.Atoi(a)
		kv, err2 := strconv.Atoi(k)
		if !ok || err1 != nil || err2 != nil || av < 0 || kv < 0 || av >= int(s.n) || kv >= int(s.n) || av == kv {
			return fmt.Errorf("bad cover %q", f)
		}
		s.covers[s.ncover] = Cover{Asker: engine.Seat(av), Innkeeper: engine.Seat(kv)}
		s.ncover++
	}
	return nil
}

func (s *State) parseLast(val string) error {
	if val == "-" {
		return nil
	}
	parts := strings.Split(val, ":")
	if len(parts) != 3 {
		return fmt.Errorf("want round:cards:lost")
	}
	r, err := strconv.Atoi(parts[0])
	if err != nil || r < 1 || r > 1<<30 {
		return fmt.Errorf("bad round")
	}
	cs, err := parseCards(parts[1])
	if err != nil {
		return err
	}
	lost := strings.Split(parts[2], ".")
	if len(cs) != int(s.n) || len(lost) != int(s.n) {
		return fmt.Errorf("want %d seats", s.n)
	}
	s.last.round = int32(r)
	copy(s.last.cards[:], cs)
	for i, f := range lost {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > 2*MaxSeats {
			return fmt.Errorf("bad lives lost %q", f)
		}
		s.last.lost[i] = int8(v)
	}
	s.last.losers = Losers(cs)
	return nil
}

func parseCards(val string) ([]Card, error) {
	if val == "-" {
		return nil, nil
	}
	var out []Card
	for _, f := range strings.Split(val, ".") {
		if f == "-" {
			out = append(out, NoCard)
			continue
		}
		c, ok := ParseCard(f)
		if !ok {
			return nil, fmt.Errorf("bad card %q", f)
		}
		out = append(out, c)
	}
	if len(out) > DeckSize {
		return nil, fmt.Errorf("%d cards", len(out))
	}
	return out, nil
}

func parseSeers(val string) (Seers, error) {
	var k Seers
	if val == "-" {
		return 0, nil
	}
	if strings.HasPrefix(val, "*") {
		k, val = Public, val[1:]
	}
	if val == "" {
		return k, nil
	}
	for _, f := range strings.Split(val, "+") {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v >= MaxSeats {
			return 0, fmt.Errorf("bad seers %q", val)
		}
		k |= SeerOf(engine.Seat(v))
	}
	return k, nil
}

func parseTags(val string) (Tags, error) {
	var t Tags
	if val == "-" {
		return 0, nil
	}
	for i := 0; i < len(val); i++ {
		found := false
		for _, l := range tagLetters {
			if l.c == val[i] {
				t |= l.t
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("bad tags %q", val)
		}
	}
	return t, nil
}
