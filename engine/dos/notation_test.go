package dos

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Parse(Notation()) gives the same position, with the same legal actions
// and the same future (until the RNG shuffles), at every step of random
// matches.
func TestNotationRoundTrip(t *testing.T) {
	matches := 60
	if testing.Short() {
		matches = 20
	}
	for m := 0; m < matches; m++ {
		seats := 2 + m%3
		cfg := engine.Config{Seats: seats}
		if m%2 == 1 {
			cfg.Options = map[string]string{OptMode: ValueFirstOut}
		}
		s, err := NewMatch(cfg, uint64(m))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(uint64(m), 3))
		back, err := Parse(s.Notation(), 99)
		require.NoError(t, err)
		for step := 0; ; step++ {
			text := s.Notation()
			require.Equal(t, text, back.Notation(), "match %d step %d: round trip", m, step)
			if _, over := s.Outcome(); over {
				break
			}
			for p := engine.Seat(0); p < engine.Seat(seats); p++ {
				require.Equal(t, s.Legal(p), back.Legal(p), "match %d step %d: seat %d's legal actions after parsing", m, step, p)
			}
			require.Equal(t, s.ToAct(), back.ToAct())
			require.Equal(t, s.Window(), back.Window())
			to := s.ToAct()
			legal := s.Legal(to[rng.IntN(len(to))])
			a := legal[rng.IntN(len(legal))]
			evs, err := s.Apply(a)
			require.NoError(t, err)
			_, err = back.Apply(a)
			require.NoError(t, err)
			for _, e := range evs {
				switch e.(type) {
				case Reshuffled, RoundStarted: // the RNG, which the notation does not carry
					back, err = Parse(s.Notation(), 99)
					require.NoError(t, err, "match %d step %d\n%s", m, step, s.Notation())
				}
			}
		}
	}
}

// A bad line gives an error, never a panic or an unplayable state.
func TestParseErrors(t *testing.T) {
	full := pos(t, turn3+"draw=y9 disc=? cen=r7,b5@b5!s | 0/0 y1.y3 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 y4.y5 pen=- c").Notation()
	bad := map[string]string{
		"empty":            "",
		"no seats":         "dos n=2",
		"wrong game":       strings.Replace(full, "dos", "flip7", 1),
		"bad field":        strings.Replace(full, "r=1", "r1", 1),
		"unknown field":    strings.Replace(full, "r=1", "q=1", 1),
		"bad number":       strings.Replace(full, "r=1", "r=x", 1),
		"seats":            strings.Replace(full, "n=3", "n=9", 1),
		"seat count":       strings.Replace(full, "n=3", "n=2", 1),
		"mode":             strings.Replace(full, "m=points", "m=fast", 1),
		"phase":            strings.Replace(full, "ph=turn", "ph=nap", 1),
		"dealer":           strings.Replace(full, "d=0", "d=3", 1),
		"turn":             strings.Replace(full, "t=1", "t=-1", 1),
		"winner":           strings.Replace(full, "w=-1", "w=2", 1),
		"over, no winner":  strings.Replace(full, "ph=turn", "ph=over", 1),
		"choose, no match": strings.Replace(full, "ph=turn", "ph=choose", 1),
		"pending index":    strings.Replace(full, "ch=-1", "ch=7", 1),
		"settled pending":  strings.Replace(strings.Replace(full, "ch=-1", "ch=1", 1), "ph=turn", "ph=choose", 1),
		"place, none owed": strings.Replace(full, "ph=turn", "ph=place", 1),
		"draw card":        strings.Replace(full, "draw=y9", "draw=y2", 1),
		"lost card":        strings.Replace(full, "draw=y9", "draw=-", 1),
		"extra card":       strings.Replace(full, "draw=y9", "draw=y9.y9", 1),
		"disc count":       strings.Replace(full, "disc=w2", "disc=w2*x.w2", 1),
		"disc too many":    strings.Replace(full, "disc=w2", "disc=w2*13.w2", 1),
		"centre card":      strings.Replace(full, "cen=r7", "cen=r77", 1),
		"no match":         strings.Replace(full, "b5@b5!s", "b5@b6!s", 1),
		"bonus unmatched":  strings.Replace(full, "cen=r7", "cen=r7!s", 1),
		"bad bonus":        strings.Replace(full, "b5@b5!s", "b5@b5!x", 1),
		"three on a pile":  strings.Replace(full, "b5@b5!s", "b5@b1+b1+b3!s", 1),
		"bad value":        strings.Replace(full, "cen=r7", "cen=r7/3", 1),
		"undecided wild":   strings.Replace(strings.Replace(full, "cen=r7", "cen=w2@r1+r1", 1), "r1*3", "r1", 1),
		"score":            strings.Replace(full, "| 0/0 y1.y3", "| 0-0 y1.y3", 1),
		"hand card":        strings.Replace(full, "| 0/0 y1.y3", "| 0/0 y1.y33", 1),
		"seat fields":      strings.Replace(full, "| 0/0 y1.y3 pen=- -", "| 0/0 y1.y3 -", 1),
		"flags":            strings.Replace(full, "pen=- k1", "pen=- z", 1),
		"catchable with 3": strings.Replace(full, "y4.y5 pen=- c", "y4.y5.y6 pen=- k1", 1),
		"penalty off turn": strings.Replace(full, "| 0/0 y1.y3 pen=- -", "| 0/0 y1 pen=y3 -", 1),
		"penalty card":     strings.Replace(full, "| 0/0 g9.y3 pen=- k1", "| 0/0 g9.y3 pen=q1 k1", 1),
		"catchable called": strings.Replace(full, "pen=- k1", "pen=- k", 1),
	}
	for name, text := range bad {
		_, err := Parse(text, 1)
		assert.Error(t, err, "%s: accepted %q", name, text)
	}
	// Random corruption: any outcome but a panic or a broken state.
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		b := []byte(full)
		for j := 0; j < 1+rng.IntN(3); j++ {
			b[rng.IntN(len(b))] = "0123456789-=.*/@+!,| kcwbgry#"[rng.IntN(29)]
		}
		if s, err := Parse(string(b), 1); err == nil {
			require.NoError(t, s.Check())
			s.Legal(s.turn)
		}
	}
}

// Actions read as the table's log writes them.
func TestActionString(t *testing.T) {
	for want, a := range map[string]engine.Action{
		"0:match r3+r4>1": act(0, KindMatch, 1, MatchCard(NumberCard(Red, 3), NumberCard(Red, 4))),
		"2:match w2>0":    act(2, KindMatch, 0, MatchCard(WildDOS, NoCard)),
		"1:colour red":    act(1, KindColour, engine.NoSeat, int16(Red)),
		"1:number 7":      act(1, KindNumber, engine.NoSeat, 7),
		"1:draw":          act(1, KindDraw, engine.NoSeat, 0),
		"1:end":           act(1, KindEnd, engine.NoSeat, 0),
		"1:place b#":      act(1, KindPlace, engine.NoSeat, int16(WildNumber(Blue))),
		"3:call":          act(3, KindCall, engine.NoSeat, 0),
		"0:catch 3":       act(0, KindCatch, 3, 0),
		"0:pass":          act(0, engine.KindPass, engine.NoSeat, 0),
		"0:?99":           act(0, 99, engine.NoSeat, 0),
	} {
		assert.Equal(t, want, ActionString(a))
	}
	f, s := MatchCards(MatchCard(WildNumber(Yellow), WildDOS))
	assert.Equal(t, WildNumber(Yellow), f)
	assert.Equal(t, WildDOS, s)
}

// A save replays to the same final position (engine.Save).
func TestSaveReplay(t *testing.T) {
	save := engine.Save{Game: "dos", Config: engine.Config{Seats: 3}, Seed: 77}
	st, _, err := Rules{}.New(save.Config, save.Seed)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(77, 5))
	for {
		if _, over := st.Outcome(); over {
			break
		}
		to := st.ToAct()
		legal := st.Legal(to[rng.IntN(len(to))])
		a := legal[rng.IntN(len(legal))]
		_, err := st.Apply(a)
		require.NoError(t, err)
		save.Actions = append(save.Actions, a)
	}
	data, err := save.Marshal()
	require.NoError(t, err)
	_, back, err := engine.ParseSave(data)
	require.NoError(t, err)
	assert.Equal(t, st.Notation(), back.Notation())
}
