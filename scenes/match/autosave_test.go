package match

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

func mixedSetup(seed uint64) Setup {
	return Setup{Game: "flip7", Seats: seats("human", "hard", "normal", "easy"), Seed: seed,
		Options: map[string]string{"target": "150"}}
}

// TestAutosaveEveryAction saves after every action; each save restores to the
// same position, and a match continued from a restore ends exactly as the
// one never stopped (bots included: their randomness is derived per
// decision, not carried in memory).
func TestAutosaveEveryAction(t *testing.T) {
	for _, async := range []bool{false, true} {
		opt := Options{Async: async}
		st := NewMemStore()
		ref := mustNew(t, mixedSetup(21), opt)
		var saves [][]byte
		var notations []string
		log := []string{}
		for i := 0; i < maxTicks; i++ {
			if _, over := ref.Outcome(); over {
				break
			}
			n := ref.Actions()
			if seat, legal, ok := ref.HumanTurn(); ok {
				require.NoError(t, ref.Act(stayAt20(ref, seat, legal)))
			} else {
				ref.Tick(true)
				yieldTick(ref, i)
			}
			for _, e := range ref.Drain() {
				log = append(log, e.String())
			}
			if ref.Actions() != n {
				require.NoError(t, SaveAutosave(st, ref))
				data, err := st.Load(AutosaveFile)
				require.NoError(t, err)
				saves = append(saves, data)
				notations = append(notations, ref.State().Notation())
			}
		}
		refOutcome, over := ref.Outcome()
		require.True(t, over, "reference match did not end")
		for i, data := range saves {
			m, err := Restore(data, opt)
			require.NoError(t, err, "restore after action %d", i+1)
			require.Equal(t, notations[i], m.State().Notation(), "restore after action %d", i+1)
			require.Equal(t, i+1, m.Actions())
			again, err := m.Save()
			require.NoError(t, err)
			require.Equal(t, data, again, "restore after action %d: save differs", i+1)
			m.Close()
		}
		// Continue from a few points to the end.
		for _, k := range []int{0, len(saves) / 3, len(saves) - 2} {
			m, err := Restore(saves[k], opt)
			require.NoError(t, err)
			drive(t, m, stayAt20, 0)
			o, _ := m.Outcome()
			require.Equal(t, refOutcome, o, "continued from action %d", k+1)
			require.Equal(t, ref.State().Notation(), m.State().Notation())
			m.Close()
		}
		// Through the store: LoadAutosave gives the last position.
		m, err := LoadAutosave(st, opt)
		require.NoError(t, err)
		require.NotNil(t, m)
		require.Equal(t, ref.State().Notation(), m.State().Notation())
		m.Close()
		require.True(t, HasAutosave(st))
		require.NoError(t, ClearAutosave(st))
		require.False(t, HasAutosave(st))
		require.NoError(t, ClearAutosave(st), "twice")
		m, err = LoadAutosave(st, opt)
		require.NoError(t, err)
		require.Nil(t, m, "absent autosave")
		t.Logf("async=%v: %d autosaves, %d events, outcome %+v", async, len(saves), len(log), refOutcome)
	}
}

func TestSaveFormat(t *testing.T) {
	m := mustNew(t, mixedSetup(5), Options{})
	drive(t, m, stayAt20, 10)
	data, err := m.Save()
	require.NoError(t, err)
	var f struct {
		Version int               `json:"version"`
		Seats   []SeatSpec        `json:"seats"`
		Options map[string]string `json:"options"`
		Match   engine.Save       `json:"match"`
	}
	require.NoError(t, json.Unmarshal(data, &f))
	assert.Equal(t, 1, f.Version)
	assert.Len(t, f.Seats, 4)
	assert.Equal(t, "150", f.Options["target"])
	assert.Equal(t, "flip7", f.Match.Game)
	assert.Equal(t, uint64(5), f.Match.Seed)
	assert.Len(t, f.Match.Actions, m.Actions())
	assert.Equal(t, 4, f.Match.Config.Seats)
	// The engine save inside replays on its own.
	st, err := f.Match.Replay(nil)
	require.NoError(t, err)
	assert.Equal(t, m.State().Notation(), st.Notation())
}

// corruptions returns saves that must all be rejected, built from a valid one.
func corruptions(t *testing.T) map[string][]byte {
	m := mustNew(t, mixedSetup(13), Options{})
	drive(t, m, stayAt20, 12)
	good, _ := m.Save()
	edit := func(f func(v map[string]any)) []byte {
		var v map[string]any
		require.NoError(t, json.Unmarshal(good, &v))
		f(v)
		b, _ := json.Marshal(v)
		return b
	}
	match := func(v map[string]any) map[string]any { return v["match"].(map[string]any) }
	return map[string][]byte{
		"garbage":   {0x00, 0xff, 0x13, 'x'},
		"empty":     {},
		"truncated": good[:len(good)/2],
		"null":      []byte("null"),
		"illegal action": edit(func(v map[string]any) {
			acts := match(v)["actions"].([]any)
			acts[5].(map[string]any)["k"] = 99
		}),
		"action by wrong seat": edit(func(v map[string]any) {
			acts := match(v)["actions"].([]any)
			a := acts[len(acts)-1].(map[string]any)
			a["by"] = (a["by"].(float64) + 1)
		}),
		"wrong game":    edit(func(v map[string]any) { match(v)["game"] = "nosuchgame" }),
		"secret game":   edit(func(v map[string]any) { match(v)["game"] = secretGame }),
		"version":       edit(func(v map[string]any) { v["version"] = 2 }),
		"seat count":    edit(func(v map[string]any) { v["seats"] = v["seats"].([]any)[:3] }),
		"unknown level": edit(func(v map[string]any) { v["seats"].([]any)[1].(map[string]any)["level"] = "god" }),
		"no level":      edit(func(v map[string]any) { delete(v["seats"].([]any)[1].(map[string]any), "level") }),
		"options":       edit(func(v map[string]any) { v["options"] = map[string]any{"target": "99"} }),
		"bad option": edit(func(v map[string]any) {
			v["options"] = map[string]any{"target": "x"}
			match(v)["config"].(map[string]any)["options"] = v["options"]
		}),
		"wrong type": edit(func(v map[string]any) { match(v)["seed"] = "seven" }),
	}
}

func TestRestoreCorrupt(t *testing.T) {
	for name, data := range corruptions(t) {
		m, err := Restore(data, Options{})
		assert.Nil(t, m, name)
		assert.ErrorIs(t, err, ErrCorruptSave, name)
	}
}

func TestCorruptAutosaveSetAside(t *testing.T) {
	for name, data := range corruptions(t) {
		t.Run(name, func(t *testing.T) {
			st, dir := newFileStore(t)
			require.NoError(t, os.WriteFile(filepath.Join(dir, AutosaveFile), data, 0o644))
			require.True(t, HasAutosave(st))
			m, err := LoadAutosave(st, Options{})
			require.Nil(t, m)
			require.ErrorIs(t, err, ErrCorruptSave)
			require.Equal(t, []string{"autosave.json.corrupt"}, dirNames(t, dir))
			b, err := os.ReadFile(filepath.Join(dir, "autosave.json.corrupt"))
			require.NoError(t, err)
			require.True(t, bytes.Equal(b, data), "corrupt content lost")
			require.False(t, HasAutosave(st), "Continue still offered")
			m, err = LoadAutosave(st, Options{})
			require.NoError(t, err, "second load")
			require.Nil(t, m)
		})
	}
}

// FuzzRestore: no input makes Restore panic, and whatever it accepts saves
// back to a save that restores to the same position.
func FuzzRestore(f *testing.F) {
	m, _ := New(mixedSetup(3), Options{})
	for i := 0; i < 40; i++ {
		m.Tick(true)
		if s, l, ok := m.HumanTurn(); ok {
			m.Act(stayAt20(m, s, l))
		}
	}
	good, _ := m.Save()
	m.Close()
	f.Add(good)
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`{"version":1,"seats":[],"match":{"game":"flip7","config":{"seats":0}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Restore(data, Options{})
		if err != nil {
			require.ErrorIs(t, err, ErrCorruptSave)
			return
		}
		defer m.Close()
		again, err := m.Save()
		require.NoError(t, err)
		m2, err := Restore(again, Options{})
		require.NoError(t, err, "re-restore")
		require.Equal(t, m.State().Notation(), m2.State().Notation())
		m2.Close()
	})
}
