package dealcode

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	_ "cardtable/games" // every game's rules
)

// deals are one configuration of every game for every seat count and every
// value of every option (the descriptors list them), with seeds short and
// long.
func deals(t *testing.T) []struct {
	game string
	cfg  engine.Config
	seed uint64
} {
	type deal = struct {
		game string
		cfg  engine.Config
		seed uint64
	}
	var out []deal
	seeds := []uint64{0, 1, 7, 31, 32, 1 << 35, ShortSeed(0x9e3779b97f4a7c15), 1<<64 - 1}
	for _, r := range engine.Games() {
		d := r.Describe()
		var cfgs []map[string]string
		cfgs = append(cfgs, nil)
		for _, o := range d.Options {
			for _, c := range o.Choices {
				cfgs = append(cfgs, map[string]string{o.Key: c.Value})
			}
			if o.Free {
				cfgs = append(cfgs, map[string]string{o.Key: "250"}, map[string]string{o.Key: "65535"})
			}
		}
		for k, opts := range cfgs {
			lo, hi, err := d.SeatRange(opts)
			require.NoError(t, err)
			for n := lo; n <= hi; n++ {
				cfg := engine.Config{Seats: n, Options: d.Defaults(opts)}
				out = append(out, deal{d.ID, cfg, seeds[(k+n)%len(seeds)]})
				out = append(out, deal{d.ID, cfg, uint64(k*1000 + n)})
			}
		}
	}
	require.NotEmpty(t, out)
	return out
}

// nonDefault is opts without the values at their defaults (what Decode
// gives).
func nonDefault(d engine.Descriptor, opts map[string]string) map[string]string {
	var out map[string]string
	for k, v := range opts {
		if o, _ := d.Option(k); v != o.Default() {
			if out == nil {
				out = map[string]string{}
			}
			out[k] = v
		}
	}
	return out
}

func TestRoundTripEveryGameAndOption(t *testing.T) {
	n := 0
	for _, dl := range deals(t) {
		code, err := Make(dl.game, dl.cfg, dl.seed)
		require.NoError(t, err, "%s %+v", dl.game, dl.cfg)
		r, _ := engine.Lookup(dl.game)
		want := engine.Config{Seats: dl.cfg.Seats, Options: nonDefault(r.Describe(), dl.cfg.Options)}
		for _, typed := range []string{code, strings.ToLower(code), strings.ReplaceAll(code, "-", ""), " " + strings.ReplaceAll(code, "-", " ") + " "} {
			game, cfg, seed, err := Decode(typed)
			require.NoError(t, err, "%q", typed)
			assert.Equal(t, dl.game, game)
			assert.Equal(t, want, cfg)
			assert.Equal(t, dl.seed, seed)
		}
		n++
	}
	t.Logf("%d deals round-trip", n)
}

// Codes are short: a seed the lobby draws gives 11–12 characters.
func TestCodesAreShort(t *testing.T) {
	for _, r := range engine.Games() {
		d := r.Describe()
		cfg := engine.Config{Seats: d.MaxSeats}
		code := Encode(d.ID, cfg, ShortSeed(1<<64-1))
		t.Logf("%s: %s", d.ID, code)
		assert.LessOrEqual(t, len(strings.ReplaceAll(code, "-", "")), 12, code)
		assert.Regexp(t, `^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{1,4})*$`, code)
	}
}

// The same letters as ones and zeros: I, L and O.
func TestLookalikesRead(t *testing.T) {
	var code string
	for seed := uint64(0); ; seed++ {
		code = Encode("dos", engine.Config{Seats: 3}, seed)
		if strings.ContainsAny(code, "10") {
			break
		}
	}
	typed := strings.NewReplacer("1", "l", "0", "O").Replace(code)
	_, _, seed, err := Decode(typed)
	require.NoError(t, err, typed)
	assert.Equal(t, code, Encode("dos", engine.Config{Seats: 3}, seed))
	typed = strings.ReplaceAll(code, "1", "I")
	_, _, _, err = Decode(typed)
	assert.NoError(t, err, typed)
}

// Every character of every code, mistyped as each of the 31 others, is
// refused; so is every pair of different characters swapped.
func TestMistypedAndSwappedRefused(t *testing.T) {
	subs, swaps := 0, 0
	for _, dl := range deals(t) {
		code := Encode(dl.game, dl.cfg, dl.seed)
		raw := []byte(strings.ReplaceAll(code, "-", ""))
		for i := range raw {
			for _, c := range []byte(alphabet) {
				if c == raw[i] {
					continue
				}
				typo := append([]byte(nil), raw...)
				typo[i] = c
				_, _, _, err := Decode(string(typo))
				require.ErrorIs(t, err, ErrMistyped, "%s with %c at %d: %s", code, c, i, typo)
				subs++
			}
			for j := i + 1; j < len(raw); j++ {
				if raw[i] == raw[j] {
					continue
				}
				sw := append([]byte(nil), raw...)
				sw[i], sw[j] = sw[j], sw[i]
				_, _, _, err := Decode(string(sw))
				require.ErrorIs(t, err, ErrMistyped, "%s with %d and %d swapped", code, i, j)
				swaps++
			}
		}
	}
	t.Logf("%d mistyped characters and %d swaps refused", subs, swaps)
	assert.Greater(t, subs, 10000)
}

func TestNotACode(t *testing.T) {
	// (HELLO-WORLD is made of code characters: it is a mistyped code.)
	for _, s := range []string{"", "AB", "HELLU-WORLD", "ÀBCD-EFGH", "12U4-5678-9ABC", strings.Repeat("7", 40)} {
		_, _, _, err := Decode(s)
		assert.ErrorIs(t, err, ErrNotACode, "%q", s)
	}
	assert.True(t, Looks("7K2Q-1"))
	assert.False(t, Looks("12345"))
}

// A well-formed code of a game this program does not have.
func TestUnknownGame(t *testing.T) {
	used := map[uint8]bool{}
	for _, r := range engine.Games() {
		used[Tag(r.Describe().ID)] = true
	}
	var tag uint64
	for used[uint8(tag)] {
		tag++
	}
	var w bitWriter
	w.put(tag, tagBits)
	w.put(1, seatBits)
	w.put(5, 3)
	data := w.symbols()
	_, _, _, err := Decode(format(append(data, check(data))))
	assert.ErrorIs(t, err, ErrUnknownGame)
}

// Every game has its own tag.
func TestTagsDiffer(t *testing.T) {
	seen := map[uint8]string{}
	for _, r := range engine.Games() {
		id := r.Describe().ID
		require.NotContains(t, seen, Tag(id), "%s and %s share a tag", id, seen[Tag(id)])
		seen[Tag(id)] = id
	}
}

// A deal without a code: a free value that is not a small number, a
// configuration the game refuses.
func TestNoCode(t *testing.T) {
	for _, r := range engine.Games() {
		d := r.Describe()
		_, err := Make(d.ID, engine.Config{Seats: d.MaxSeats + 1}, 1)
		assert.Error(t, err, d.ID)
		for _, o := range d.Options {
			if o.Free {
				_, err := Make(d.ID, engine.Config{Seats: d.MinSeats, Options: map[string]string{o.Key: "70000"}}, 1)
				assert.Error(t, err, fmt.Sprintf("%s %s", d.ID, o.Key))
			}
		}
	}
	assert.Empty(t, Encode("chess", engine.Config{Seats: 2}, 1))
}
