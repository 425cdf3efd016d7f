package match

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
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
	require.NoError(t, err)
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
		_, err := st.Load("x.json")
		require.ErrorIs(t, err, os.ErrNotExist, "absent load")
		require.ErrorIs(t, err, fs.ErrNotExist)
		require.NoError(t, st.Save("x.json", []byte("one")))
		require.NoError(t, st.Save("x.json", []byte("two")))
		b, err := st.Load("x.json")
		require.NoError(t, err)
		require.Equal(t, "two", string(b))
		require.NoError(t, st.SetAside("x.json"))
		_, err = st.Load("x.json")
		require.ErrorIs(t, err, os.ErrNotExist, "set aside blob still loads")
		b, _ = st.Load("x.json.corrupt")
		require.Equal(t, "two", string(b), "corrupt copy")
		// A second set-aside replaces the older corrupt copy.
		require.NoError(t, st.Save("x.json", []byte("three")))
		require.NoError(t, st.SetAside("x.json"))
		b, _ = st.Load("x.json.corrupt")
		require.Equal(t, "three", string(b), "corrupt copy")
		require.ErrorIs(t, st.SetAside("x.json"), os.ErrNotExist, "set aside absent")
		require.NoError(t, st.Remove("x.json.corrupt"))
		require.NoError(t, st.Remove("x.json.corrupt"), "remove absent")
		for _, bad := range []string{"", ".", "..", "../x", "a/b", `a\b`} {
			require.Error(t, st.Save(bad, nil), "name %q accepted", bad)
			_, err := st.Load(bad)
			require.Error(t, err, "name %q accepted", bad)
		}
	})
}

func TestFileStoreAtomic(t *testing.T) {
	st, dir := newFileStore(t)
	for i := 0; i < 20; i++ {
		require.NoError(t, st.Save("autosave.json", []byte{byte('a' + i)}))
	}
	require.NoError(t, st.Save("settings.json", []byte("{}")))
	require.Equal(t, []string{"autosave.json", "settings.json"}, dirNames(t, dir), "files after saves")
	// A save that cannot be renamed into place (a directory is in the way)
	// fails, and leaves no temporary file behind.
	require.NoError(t, os.Mkdir(filepath.Join(dir, "blocked.json"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "blocked.json", "keep"), nil, 0o644))
	require.Error(t, st.Save("blocked.json", []byte("x")), "save over a directory succeeded")
	require.Equal(t, []string{"autosave.json", "blocked.json", "settings.json"}, dirNames(t, dir),
		"files after a failed save")
	b, _ := st.Load("autosave.json")
	require.Equal(t, "t", string(b))
	require.Equal(t, dir, st.Dir())
	_, err := NewFileStore("")
	require.Error(t, err, "empty dir accepted")
}

func TestDefaultDir(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	d, err := DefaultDir()
	if err != nil {
		t.Skipf("no config dir here: %v", err)
	}
	require.Equal(t, "cardtable", filepath.Base(d), "default dir %s", d)
}

func TestSettings(t *testing.T) {
	stores(t, func(t *testing.T, st Store) {
		s, err := LoadSettings(st)
		require.NoError(t, err)
		require.Equal(t, DefaultSettings(), s, "first start")
		s.Language, s.AnimSpeed, s.BotSpeed, s.Contrast, s.Fullscreen, s.Volume = "vi", SpeedFast, SpeedInstant, 80, true, 10
		require.NoError(t, SaveSettings(st, s))
		got, err := LoadSettings(st)
		require.NoError(t, err)
		require.Equal(t, s, got, "round trip")
		// Missing fields keep their defaults; out-of-range ones are clamped.
		require.NoError(t, st.Save(SettingsFile,
			[]byte(`{"language":"en","volume":500,"animSpeed":-3,"reactionSeconds":0,"future":true}`)))
		got, err = LoadSettings(st)
		want := DefaultSettings()
		want.Language, want.Volume, want.AnimSpeed, want.ReactionSeconds = "en", 100, SpeedSlow, MinReactionSeconds
		require.NoError(t, err)
		require.Equal(t, want, got, "partial")
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
			require.NoError(t, os.WriteFile(filepath.Join(dir, SettingsFile), []byte(data), 0o644))
			s, err := LoadSettings(st)
			require.ErrorIs(t, err, ErrCorruptSettings)
			require.Equal(t, DefaultSettings(), s)
			require.Equal(t, []string{"settings.json.corrupt"}, dirNames(t, dir))
			b, err := os.ReadFile(filepath.Join(dir, "settings.json.corrupt"))
			require.NoError(t, err)
			require.Equal(t, data, string(b), "corrupt file content lost")
			// The next start is clean.
			s, err = LoadSettings(st)
			require.NoError(t, err, "after set-aside")
			require.Equal(t, DefaultSettings(), s)
		})
	}
}
