package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLobbyRemembersEachGame(t *testing.T) {
	st := NewMemStore()
	all, err := LoadLobby(st)
	require.NoError(t, err)
	assert.Empty(t, all)
	dos := LobbySetup{Seats: []SeatSpec{{Name: "Alice", Human: true, Player: "p1"}, {Name: "Ben", Level: "hard"}},
		Options: map[string]string{"mode": "first"}}
	flip := LobbySetup{Seats: []SeatSpec{{Name: "Chloe", Human: true}}}
	require.NoError(t, SaveLobby(st, "dos", dos))
	require.NoError(t, SaveLobby(st, "flip7", flip))
	all, err = LoadLobby(st)
	require.NoError(t, err)
	assert.Equal(t, map[string]LobbySetup{"dos": dos, "flip7": flip}, all)

	require.NoError(t, st.Save(LobbyFile, []byte("{not json")))
	all, err = LoadLobby(st)
	assert.ErrorIs(t, err, ErrCorruptLobby)
	assert.Empty(t, all)
	_, err = st.Load(LobbyFile + CorruptSuffix)
	assert.NoError(t, err, "set aside")
	require.NoError(t, SaveLobby(st, "dos", dos), "a new file replaces the bad one")
}

// The seat's player id reaches the match, its save and a restored match;
// a bot seat has none.
func TestSeatPlayerIsSaved(t *testing.T) {
	seats := []SeatSpec{{Name: "Alice", Human: true, Player: "p1"}, {Name: "Bot", Level: "easy", Player: "p2"}}
	m, err := New(Setup{Game: "flip7", Seats: seats, Seed: 3}, Options{})
	require.NoError(t, err)
	defer m.Close()
	assert.Equal(t, "p1", m.Setup().Seats[0].Player)
	assert.Empty(t, m.Setup().Seats[1].Player, "bots are not players")
	data, err := m.Save()
	require.NoError(t, err)
	r, err := Restore(data, Options{})
	require.NoError(t, err)
	defer r.Close()
	assert.Equal(t, m.Setup().Seats, r.Setup().Seats)

	st := NewMemStore()
	require.NoError(t, SaveAutosave(st, m))
	sum, ok := PeekAutosave(st)
	require.True(t, ok)
	assert.Equal(t, AutosaveSummary{Game: "flip7", Seats: m.Setup().Seats}, sum)
	require.NoError(t, st.Save(AutosaveFile, []byte("{")))
	_, ok = PeekAutosave(st)
	assert.False(t, ok)
}
