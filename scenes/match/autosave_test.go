package match

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

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
				if err := ref.Act(stayAt20(ref, seat, legal)); err != nil {
					t.Fatal(err)
				}
			} else {
				ref.Tick(true)
				yieldTick(ref, i)
			}
			for _, e := range ref.Drain() {
				log = append(log, e.String())
			}
			if ref.Actions() != n {
				if err := SaveAutosave(st, ref); err != nil {
					t.Fatal(err)
				}
				data, _ := st.Load(AutosaveFile)
				saves = append(saves, data)
				notations = append(notations, ref.State().Notation())
			}
		}
		refOutcome, over := ref.Outcome()
		if !over {
			t.Fatal("reference match did not end")
		}
		for i, data := range saves {
			m, err := Restore(data, opt)
			if err != nil {
				t.Fatalf("restore after action %d: %v", i+1, err)
			}
			if m.State().Notation() != notations[i] || m.Actions() != i+1 {
				t.Fatalf("restore after action %d: notation differs", i+1)
			}
			if again, _ := m.Save(); !bytes.Equal(again, data) {
				t.Fatalf("restore after action %d: save differs", i+1)
			}
			m.Close()
		}
		// Continue from a few points to the end.
		for _, k := range []int{0, len(saves) / 3, len(saves) - 2} {
			m, err := Restore(saves[k], opt)
			if err != nil {
				t.Fatal(err)
			}
			drive(t, m, stayAt20, 0)
			o, _ := m.Outcome()
			if !slices.Equal(o.Scores, refOutcome.Scores) || !slices.Equal(o.Winners, refOutcome.Winners) ||
				m.State().Notation() != ref.State().Notation() {
				t.Fatalf("continued from action %d: %+v, never stopped: %+v", k+1, o, refOutcome)
			}
			m.Close()
		}
		// Through the store: LoadAutosave gives the last position.
		m, err := LoadAutosave(st, opt)
		if err != nil || m == nil || m.State().Notation() != ref.State().Notation() {
			t.Fatalf("LoadAutosave: %v", err)
		}
		m.Close()
		if !HasAutosave(st) {
			t.Fatal("HasAutosave")
		}
		if err := ClearAutosave(st); err != nil || HasAutosave(st) {
			t.Fatalf("ClearAutosave: %v", err)
		}
		if err := ClearAutosave(st); err != nil {
			t.Fatalf("ClearAutosave twice: %v", err)
		}
		if m, err := LoadAutosave(st, opt); m != nil || err != nil {
			t.Fatalf("absent autosave: %v %v", m, err)
		}
		t.Logf("async=%v: %d autosaves, %d events, outcome %+v", async, len(saves), len(log), refOutcome)
	}
}

func TestSaveFormat(t *testing.T) {
	m := mustNew(t, mixedSetup(5), Options{})
	drive(t, m, stayAt20, 10)
	data, err := m.Save()
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Version int               `json:"version"`
		Seats   []SeatSpec        `json:"seats"`
		Options map[string]string `json:"options"`
		Match   engine.Save       `json:"match"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Version != 1 || len(f.Seats) != 4 || f.Options["target"] != "150" || f.Match.Game != "flip7" ||
		f.Match.Seed != 5 || len(f.Match.Actions) != m.Actions() || f.Match.Config.Seats != 4 {
		t.Fatalf("save %s", data)
	}
	// The engine save inside replays on its own.
	st, err := f.Match.Replay(nil)
	if err != nil || st.Notation() != m.State().Notation() {
		t.Fatalf("engine replay: %v", err)
	}
}

// corruptions returns saves that must all be rejected, built from a valid one.
func corruptions(t *testing.T) map[string][]byte {
	m := mustNew(t, mixedSetup(13), Options{})
	drive(t, m, stayAt20, 12)
	good, _ := m.Save()
	edit := func(f func(v map[string]any)) []byte {
		var v map[string]any
		if err := json.Unmarshal(good, &v); err != nil {
			t.Fatal(err)
		}
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
		if m != nil || !errors.Is(err, ErrCorruptSave) {
			t.Errorf("%s: %v %v", name, m, err)
		}
	}
}

func TestCorruptAutosaveSetAside(t *testing.T) {
	for name, data := range corruptions(t) {
		t.Run(name, func(t *testing.T) {
			st, dir := newFileStore(t)
			if err := os.WriteFile(filepath.Join(dir, AutosaveFile), data, 0o644); err != nil {
				t.Fatal(err)
			}
			if !HasAutosave(st) {
				t.Fatal("HasAutosave")
			}
			m, err := LoadAutosave(st, Options{})
			if m != nil || !errors.Is(err, ErrCorruptSave) {
				t.Fatalf("LoadAutosave: %v %v", m, err)
			}
			if got := dirNames(t, dir); !slices.Equal(got, []string{"autosave.json.corrupt"}) {
				t.Fatalf("files %v", got)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, "autosave.json.corrupt")); !bytes.Equal(b, data) {
				t.Fatal("corrupt content lost")
			}
			if HasAutosave(st) {
				t.Fatal("Continue still offered")
			}
			if m, err := LoadAutosave(st, Options{}); m != nil || err != nil {
				t.Fatalf("second load: %v %v", m, err)
			}
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
			if !errors.Is(err, ErrCorruptSave) {
				t.Fatalf("error %v does not wrap ErrCorruptSave", err)
			}
			return
		}
		defer m.Close()
		again, err := m.Save()
		if err != nil {
			t.Fatal(err)
		}
		m2, err := Restore(again, Options{})
		if err != nil || m2.State().Notation() != m.State().Notation() {
			t.Fatalf("re-restore: %v", err)
		}
		m2.Close()
	})
}
