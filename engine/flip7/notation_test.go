package flip7

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Parse(Notation()) gives the same position, with the same legal actions and
// the same future, at every step of many random matches.
func TestNotationRoundTrip(t *testing.T) {
	matches := 200
	if testing.Short() {
		matches = 80
	}
	for m := 0; m < matches; m++ {
		seats := 1 + m%MaxSeats
		s, err := NewMatch(engine.Config{Seats: seats}, uint64(m))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(uint64(m), 3))
		for step := 0; ; step++ {
			text := s.Notation()
			back, err := Parse(text, 99)
			require.NoError(t, err, "match %d step %d\n%s", m, step, text)
			require.Equal(t, text, back.Notation(), "match %d step %d: round trip", m, step)
			if _, over := s.Outcome(); over {
				break
			}
			legal := s.Legal(s.ToAct()[0])
			require.Equal(t, legal, back.Legal(back.ToAct()[0]), "match %d step %d: legal actions after parsing", m, step)
			a := legal[rng.IntN(len(legal))]
			evs, err := s.Apply(a)
			require.NoError(t, err)
			_, err = back.Apply(a)
			require.NoError(t, err)
			// Only the deck's future order after a reshuffle depends on the
			// RNG, which the notation does not carry.
			reshuffled := false
			for _, e := range evs {
				if _, ok := e.(Reshuffled); ok {
					reshuffled = true
				}
			}
			if !reshuffled {
				require.Equal(t, s.Notation(), back.Notation(), "match %d step %d: %s leads elsewhere from the parsed position",
					m, step, ActionString(a))
			}
		}
	}
}

// A bad line gives an error, never a panic or an unplayable state.
func TestParseErrors(t *testing.T) {
	good := "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2 disc=? | a 0/0 5 | a 0/0 9 | stack=-"
	pos(t, good) // the base line is fine
	full := pos(t, good).Notation()
	bad := map[string]string{
		"empty":         "",
		"no players":    "flip7 n=2",
		"wrong game":    strings.Replace(full, "flip7", "dos", 1),
		"bad field":     strings.Replace(full, "t=200", "t200", 1),
		"unknown field": strings.Replace(full, "t=200", "q=1", 1),
		"bad number":    strings.Replace(full, "r=1", "r=x", 1),
		"seats":         strings.Replace(full, "n=2", "n=9", 1),
		"seat count":    strings.Replace(full, "n=2", "n=3", 1),
		"phase":         strings.Replace(full, "ph=turn", "ph=nap", 1),
		"deck card":     strings.Replace(full, "deck=2", "deck=13", 1),
		"lost card":     strings.Replace(full, "deck=2", "deck=-", 1),
		"extra card":    strings.Replace(full, "deck=2", "deck=2.2.2.2", 1),
		"disc count":    strings.Replace(full, "disc=0", "disc=0*x", 1),
		"status":        strings.Replace(full, "| a 0/0 5", "| z 0/0 5", 1),
		"score":         strings.Replace(full, "| a 0/0 5", "| a 0-0 5", 1),
		"row card":      strings.Replace(full, "| a 0/0 5", "| a 0/0 5.Q", 1),
		"row fields":    strings.Replace(full, "| a 0/0 5", "| a 0/0", 1),
		"two numbers":   strings.Replace(full, "| a 0/0 5 |", "| a 0/0 5.5 |", 1),
		"two chances":   strings.Replace(full, "| a 0/0 5 |", "| a 0/0 5.SC.SC |", 1),
		"dealer":        strings.Replace(full, "d=1", "d=2", 1),
		"to act":        strings.Replace(full, "act=0", "act=-1", 1),
		"cursor":        strings.Replace(full, "c=0", "c=1", 1),
		"inactive":      strings.Replace(full, "| a 0/0 5 |", "| s 0/0 5 |", 1),
		"no choice":     strings.Replace(full, "ph=turn", "ph=target", 1),
		"stack kind":    strings.Replace(full, "stack=-", "stack=zz:0:1", 1),
		"stack seat":    strings.Replace(full, "stack=-", "stack=deal:5:1", 1),
		"stack short":   strings.Replace(full, "stack=-", "stack=deal", 1),
		"turn + stack":  strings.Replace(full, "stack=-", "stack=deal:0:1", 1),
	}
	for name, text := range bad {
		_, err := Parse(text, 1)
		assert.Error(t, err, "%s: accepted %q", name, text)
	}
}

// playSave plays a seeded match at random and returns its save.
func playSave(t *testing.T, seats int, seed uint64) (engine.Save, *State) {
	t.Helper()
	save := engine.Save{Game: "flip7", Config: engine.Config{Seats: seats}, Seed: seed}
	st, _, err := (Rules{}).New(save.Config, seed)
	require.NoError(t, err)
	s := st.(*State)
	rng := rand.New(rand.NewPCG(seed, 5))
	for {
		if _, over := s.Outcome(); over {
			return save, s
		}
		legal := s.Legal(s.ToAct()[0])
		a := legal[rng.IntN(len(legal))]
		_, err := s.Apply(a)
		require.NoError(t, err)
		save.Actions = append(save.Actions, a)
	}
}

// A save replays to the same final position; a corrupt or illegal save is
// an error, never a panic.
func TestSaveReplay(t *testing.T) {
	save, final := playSave(t, 4, 77)
	data, err := save.Marshal()
	require.NoError(t, err)
	back, st, err := engine.ParseSave(data)
	require.NoError(t, err)
	require.Equal(t, save, back)
	require.Equal(t, final.Notation(), st.Notation(), "replay ends elsewhere")
	o1, _ := st.Outcome()
	o2, _ := final.Outcome()
	require.Equal(t, o2, o1, "outcomes")

	illegal := save
	illegal.Actions = append([]engine.Action(nil), save.Actions...)
	illegal.Actions[3].Kind = 200
	extra := save
	extra.Actions = append(append([]engine.Action(nil), save.Actions...), save.Actions[0])
	for name, sv := range map[string]engine.Save{
		"illegal action": illegal,
		"after the end":  extra,
		"unknown game":   {Game: "chess", Config: engine.Config{Seats: 2}},
		"no seats":       {Game: "flip7"},
		"bad option":     {Game: "flip7", Config: engine.Config{Seats: 2, Options: map[string]string{"target": "x"}}},
	} {
		data, err := sv.Marshal()
		require.NoError(t, err)
		_, _, err = engine.ParseSave(data)
		if assert.Error(t, err, "%s: save accepted", name) && strings.HasPrefix(name, "illegal") {
			assert.ErrorIs(t, err, engine.ErrIllegal, name)
		}
	}
	for _, junk := range []string{"", "{", "null", `{"game":"flip7","config":{"seats":"two"}}`, string(data[:len(data)/2])} {
		_, _, err := engine.ParseSave([]byte(junk))
		assert.Error(t, err, "junk %q accepted", junk)
	}
	// Random corruption: any outcome but a panic.
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		b := bytes.Clone(data)
		for j := 0; j < 1+rng.IntN(4); j++ {
			b[rng.IntN(len(b))] = "0123456789-,:{}[]\"ktbc"[rng.IntN(22)]
		}
		_, st, err := engine.ParseSave(b)
		if err == nil {
			require.NoError(t, st.Check(), "corrupt save loads a broken state")
		}
	}
	var probe engine.Save
	require.NoError(t, json.Unmarshal(data, &probe))
	require.Len(t, probe.Actions, len(save.Actions))
}
