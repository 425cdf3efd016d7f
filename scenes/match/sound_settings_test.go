package match

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The volume and mute survive a save and a new start, in every store;
// an older file without them gets the defaults (sound on, 70 %).
func TestSoundSettingsPersist(t *testing.T) {
	stores(t, func(t *testing.T, st Store) {
		s := DefaultSettings()
		require.False(t, s.Muted)
		require.Equal(t, 70, s.Volume)
		s.Volume, s.Muted = 30, true
		require.NoError(t, SaveSettings(st, s))
		got, err := LoadSettings(st)
		require.NoError(t, err)
		require.Equal(t, 30, got.Volume)
		require.True(t, got.Muted)

		require.NoError(t, st.Save(SettingsFile, []byte(`{"language":"vi"}`)))
		got, err = LoadSettings(st)
		require.NoError(t, err)
		require.Equal(t, 70, got.Volume)
		require.False(t, got.Muted)
	})
}
