// Package dealcode turns a deal (a game, its options, the number of seats
// and the seed) into a short code a person can read aloud or type, and
// back: friends at different tables enter the same code and are dealt the
// same cards.
//
// A code is Crockford base 32 (digits and letters without I, L, O and U,
// so nothing reads as something else), in groups of four joined by
// dashes, ending with one check character. Reading takes any case, with or
// without dashes or spaces, and I, L and O as 1, 1 and 0.
//
// The check character makes the code a word of a Reed–Solomon-like code
// over GF(32): position i of the code weighs α^i, and the weighted sum is
// zero. Every single mistyped character, and every two characters
// swapped (next to each other or not), changes the sum, so it is refused.
//
// The bits, most significant first: the game's tag (8 bits of a hash of
// its id, so no list of games is kept here: the registry says which games
// exist), the seats less one (4 bits), each of the descriptor's options in
// its order (the index of the choice, in as few bits as its choices need;
// a free option's value outside its choices is the index after them and 16
// bits of the number), then the seed in the rest. The seed takes as many
// characters as it needs: a seed of 36 bits gives a code of 11 or 12
// characters.
package dealcode

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math/bits"
	"strconv"
	"strings"

	"cardtable/engine"
)

// Errors of Decode, for the lobby to explain.
var (
	// ErrNotACode: characters that are not in the alphabet, or too few.
	ErrNotACode = errors.New("not a deal code")
	// ErrMistyped: the check fails, or what it names is not a deal.
	ErrMistyped = errors.New("the deal code is mistyped")
	// ErrUnknownGame: a well-formed code of a game this program lacks.
	ErrUnknownGame = errors.New("the deal code names a game not here")
)

// alphabet is Crockford's base 32.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Bits of the fields.
const (
	tagBits    = 8
	seatBits   = 4
	customBits = 16
	// maxSymbols keeps every weight α^i distinct (GF(32)* has 31 elements),
	// which is what catches every transposition.
	maxSymbols = 31
)

// ShortSeed keeps the low 36 bits of a random number: a seed the lobby
// draws this way gives a code of at most 12 characters.
func ShortSeed(r uint64) uint64 { return r & (1<<36 - 1) }

// Tag is the 8 bits that name a game in its codes.
func Tag(game string) uint8 {
	h := fnv.New32a()
	h.Write([]byte(game))
	return uint8(h.Sum32())
}

// Encode is the code of a deal, or "" when it has none: a game not
// registered, a configuration the game refuses, more than 16 seats, or a
// free option's value that is not a number below 65536. Make says why.
func Encode(game string, cfg engine.Config, seed uint64) string {
	s, _ := Make(game, cfg, seed)
	return s
}

// Make is Encode with the reason when there is no code.
func Make(game string, cfg engine.Config, seed uint64) (string, error) {
	r, err := engine.Lookup(game)
	if err != nil {
		return "", fmt.Errorf("dealcode: %w", err)
	}
	d := r.Describe()
	if err := d.Validate(cfg); err != nil {
		return "", fmt.Errorf("dealcode: %w", err)
	}
	if cfg.Seats < 1 || cfg.Seats > 1<<seatBits {
		return "", fmt.Errorf("dealcode: %d seats", cfg.Seats)
	}
	var w bitWriter
	w.put(uint64(Tag(game)), tagBits)
	w.put(uint64(cfg.Seats-1), seatBits)
	for _, o := range d.Options {
		v, ok := cfg.Options[o.Key]
		if !ok {
			v = o.Default()
		}
		i := choiceIndex(o, v)
		if i < 0 {
			n, err := strconv.ParseUint(v, 10, customBits)
			if err != nil || !o.Free || strconv.FormatUint(n, 10) != v {
				return "", fmt.Errorf("dealcode: option %s: value %q has no code", o.Key, v)
			}
			w.put(uint64(len(o.Choices)), indexBits(o))
			w.put(n, customBits)
			continue
		}
		w.put(uint64(i), indexBits(o))
	}
	symbols := (w.n + bits.Len64(seed) + 4) / 5
	if symbols+1 > maxSymbols {
		return "", fmt.Errorf("dealcode: %d characters", symbols+1)
	}
	w.put(seed, 5*symbols-w.n)
	data := w.symbols()
	return format(append(data, check(data))), nil
}

// Decode reads a code: the game, its configuration (the options away from
// their defaults, nil for none, as the lobby sets them up) and the seed.
// Case, dashes and spaces do not matter; I and L read as 1, O as 0.
func Decode(code string) (game string, cfg engine.Config, seed uint64, err error) {
	syms, err := parse(code)
	if err != nil {
		return "", engine.Config{}, 0, err
	}
	if sum(syms) != 0 {
		return "", engine.Config{}, 0, ErrMistyped
	}
	data := syms[:len(syms)-1]
	rd := bitReader{syms: data}
	tag, _ := rd.get(tagBits)
	var d engine.Descriptor
	found := false
	for _, r := range engine.Games() {
		if dd := r.Describe(); uint64(Tag(dd.ID)) == tag {
			d, found = dd, true
		}
	}
	if !found {
		return "", engine.Config{}, 0, ErrUnknownGame
	}
	seats, _ := rd.get(seatBits)
	cfg.Seats = int(seats) + 1
	for _, o := range d.Options {
		i, ok := rd.get(indexBits(o))
		v := ""
		switch {
		case !ok:
			return "", engine.Config{}, 0, ErrMistyped
		case int(i) < len(o.Choices):
			v = o.Choices[i].Value
		case int(i) == len(o.Choices) && o.Free:
			n, ok := rd.get(customBits)
			if !ok {
				return "", engine.Config{}, 0, ErrMistyped
			}
			v = strconv.FormatUint(n, 10)
		default:
			return "", engine.Config{}, 0, ErrMistyped
		}
		if v != o.Default() {
			if cfg.Options == nil {
				cfg.Options = map[string]string{}
			}
			cfg.Options[o.Key] = v
		}
	}
	seed, ok := rd.rest()
	if !ok || d.Validate(cfg) != nil {
		return "", engine.Config{}, 0, ErrMistyped
	}
	// One deal has one code: anything else read as this deal was
	// mistyped (a character added in front of the seed).
	if again, err := Make(d.ID, cfg, seed); err != nil || again != format(syms) {
		return "", engine.Config{}, 0, ErrMistyped
	}
	return d.ID, cfg, seed, nil
}

// Normalize is code in its written form (upper case, dashes every four
// characters), or code as it is when it is not made of code characters.
func Normalize(code string) string {
	syms, err := parse(code)
	if err != nil {
		return code
	}
	return format(syms)
}

// Looks reports whether text is meant as a code rather than a seed: it
// has a letter in it.
func Looks(text string) bool {
	return strings.ContainsFunc(text, func(r rune) bool { return r > '9' })
}

func choiceIndex(o engine.Option, v string) int {
	for i, c := range o.Choices {
		if c.Value == v {
			return i
		}
	}
	return -1
}

// indexBits is the width of an option's field: enough for every choice's
// index, and one more for a free value.
func indexBits(o engine.Option) int {
	n := len(o.Choices)
	if !o.Free {
		n--
	}
	return bits.Len(uint(max(n, 0)))
}

// parse reads the characters of a code into symbols, the check last.
func parse(code string) ([]uint8, error) {
	var out []uint8
	for _, r := range strings.ToUpper(code) {
		switch r {
		case '-', ' ', '\t':
			continue
		case 'I', 'L':
			r = '1'
		case 'O':
			r = '0'
		}
		i := strings.IndexRune(alphabet, r)
		if i < 0 {
			return nil, fmt.Errorf("dealcode: %q: %w", r, ErrNotACode)
		}
		out = append(out, uint8(i))
	}
	if len(out) < 3 || len(out) > maxSymbols {
		return nil, fmt.Errorf("dealcode: %d characters: %w", len(out), ErrNotACode)
	}
	return out, nil
}

// format writes symbols in groups of four joined by dashes.
func format(syms []uint8) string {
	var b strings.Builder
	for i, s := range syms {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(alphabet[s])
	}
	return b.String()
}
