package match

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	slices.Sort(out)
	return out
}

func newFileStore(t *testing.T) (*FileStore, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "cardtable")
	st, err := NewFileStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	return st, dir
}

// stores runs f on each Store implementation available headless.
func stores(t *testing.T, f func(t *testing.T, st Store)) {
	t.Run("file", func(t *testing.T) {
		st, _ := newFileStore(t)
		f(t, st)
	})
	t.Run("mem", func(t *testing.T) { f(t, NewMemStore()) })
}

func TestStoreContract(t *testing.T) {
	stores(t, func(t *testing.T, st Store) {
		if _, err := st.Load("x.json"); !errors.Is(err, os.ErrNotExist) || !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("absent load: %v", err)
		}
		if err := st.Save("x.json", []byte("one")); err != nil {
			t.Fatal(err)
		}
		if err := st.Save("x.json", []byte("two")); err != nil {
			t.Fatal(err)
		}
		if b, err := st.Load("x.json"); err != nil || string(b) != "two" {
			t.Fatalf("load: %q %v", b, err)
		}
		if err := st.SetAside("x.json"); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Load("x.json"); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("set aside blob still loads: %v", err)
		}
		if b, _ := st.Load("x.json.corrupt"); string(b) != "two" {
			t.Fatalf("corrupt copy %q", b)
		}
		// A second set-aside replaces the older corrupt copy.
		st.Save("x.json", []byte("three"))
		if err := st.SetAside("x.json"); err != nil {
			t.Fatal(err)
		}
		if b, _ := st.Load("x.json.corrupt"); string(b) != "three" {
			t.Fatalf("corrupt copy %q", b)
		}
		if err := st.SetAside("x.json"); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("set aside absent: %v", err)
		}
		if err := st.Remove("x.json.corrupt"); err != nil {
			t.Fatal(err)
		}
		if err := st.Remove("x.json.corrupt"); err != nil {
			t.Fatalf("remove absent: %v", err)
		}
		for _, bad := range []string{"", ".", "..", "../x", "a/b", `a\b`} {
			if err := st.Save(bad, nil); err == nil {
				t.Fatalf("name %q accepted", bad)
			}
			if _, err := st.Load(bad); err == nil {
				t.Fatalf("name %q accepted", bad)
			}
		}
	})
}

func TestFileStoreAtomic(t *testing.T) {
	st, dir := newFileStore(t)
	for i := 0; i < 20; i++ {
		if err := st.Save("autosave.json", []byte{byte('a' + i)}); err != nil {
			t.Fatal(err)
		}
	}
	st.Save("settings.json", []byte("{}"))
	if got := dirNames(t, dir); !slices.Equal(got, []string{"autosave.json", "settings.json"}) {
		t.Fatalf("files after saves: %v", got)
	}
	// A save that cannot be renamed into place (a directory is in the way)
	// fails, and leaves no temporary file behind.
	if err := os.Mkdir(filepath.Join(dir, "blocked.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "blocked.json", "keep"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := st.Save("blocked.json", []byte("x")); err == nil {
		t.Fatal("save over a directory succeeded")
	}
	if got := dirNames(t, dir); !slices.Equal(got, []string{"autosave.json", "blocked.json", "settings.json"}) {
		t.Fatalf("files after a failed save: %v", got)
	}
	if b, _ := st.Load("autosave.json"); string(b) != "t" {
		t.Fatalf("content %q", b)
	}
	if st.Dir() != dir {
		t.Fatal("Dir")
	}
	if _, err := NewFileStore(""); err == nil {
		t.Fatal("empty dir accepted")
	}
}

func TestDefaultDir(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	d, err := DefaultDir()
	if err != nil {
		t.Skipf("no config dir here: %v", err)
	}
	if filepath.Base(d) != "cardtable" {
		t.Fatalf("default dir %s", d)
	}
}

func TestSettings(t *testing.T) {
	stores(t, func(t *testing.T, st Store) {
		s, err := LoadSettings(st)
		if err != nil || s != DefaultSettings() {
			t.Fatalf("first start: %+v %v", s, err)
		}
		s.Language, s.AnimSpeed, s.BotSpeed, s.Contrast, s.Fullscreen, s.Volume = "vi", SpeedFast, SpeedInstant, 80, true, 10
		if err := SaveSettings(st, s); err != nil {
			t.Fatal(err)
		}
		got, err := LoadSettings(st)
		if err != nil || got != s {
			t.Fatalf("round trip: %+v %v", got, err)
		}
		// Missing fields keep their defaults; out-of-range ones are clamped.
		st.Save(SettingsFile, []byte(`{"language":"en","volume":500,"animSpeed":-3,"reactionSeconds":0,"future":true}`))
		got, err = LoadSettings(st)
		want := DefaultSettings()
		want.Language, want.Volume, want.AnimSpeed, want.ReactionSeconds = "en", 100, SpeedSlow, MinReactionSeconds
		if err != nil || got != want {
			t.Fatalf("partial: %+v %v", got, err)
		}
	})
}

func TestCorruptSettings(t *testing.T) {
	for name, data := range map[string]string{
		"garbage":   "\x00\xff not json",
		"truncated": `{"language":"vi","volu`,
		"wrongtype": `{"volume":"loud"}`,
		"array":     `[1,2,3]`,
	} {
		t.Run(name, func(t *testing.T) {
			st, dir := newFileStore(t)
			os.WriteFile(filepath.Join(dir, SettingsFile), []byte(data), 0o644)
			s, err := LoadSettings(st)
			if !errors.Is(err, ErrCorruptSettings) {
				t.Fatalf("error %v", err)
			}
			if s != DefaultSettings() {
				t.Fatalf("settings %+v", s)
			}
			if got := dirNames(t, dir); !slices.Equal(got, []string{"settings.json.corrupt"}) {
				t.Fatalf("files %v", got)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, "settings.json.corrupt")); string(b) != data {
				t.Fatal("corrupt file content lost")
			}
			// The next start is clean.
			if s, err := LoadSettings(st); err != nil || s != DefaultSettings() {
				t.Fatalf("after set-aside: %+v %v", s, err)
			}
		})
	}
}
