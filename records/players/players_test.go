package players

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
)

func TestCreateRenameRecolourDelete(t *testing.T) {
	st := match.NewMemStore()
	b, err := Open(st)
	require.NoError(t, err)
	assert.Zero(t, b.Len())

	alice, err := b.Add("  Alice  ", 2)
	require.NoError(t, err)
	assert.Equal(t, Player{ID: "p1", Name: "Alice", Colour: 2}, alice)
	ben, err := b.Add("Ben", b.FreeColour())
	require.NoError(t, err)
	assert.Equal(t, 0, ben.Colour, "the first free colour")

	_, err = b.Add("alice", 0)
	assert.ErrorIs(t, err, ErrNameTaken, "names are compared without case")
	_, err = b.Add("   ", 0)
	assert.ErrorIs(t, err, ErrNoName)

	require.NoError(t, b.Rename(ben.ID, "Benjamin"))
	require.NoError(t, b.Recolour(alice.ID, 5))
	assert.ErrorIs(t, b.Rename(ben.ID, "ALICE"), ErrNameTaken)
	require.NoError(t, b.Rename(alice.ID, "ALICE"), "a player may change the case of her own name")

	// Everything reaches the store: a second book reads the same players.
	again, err := Open(st)
	require.NoError(t, err)
	assert.Equal(t, []Player{{ID: "p1", Name: "ALICE", Colour: 5}, {ID: "p2", Name: "Benjamin", Colour: 0}}, again.All())

	require.NoError(t, again.Delete(alice.ID))
	assert.ErrorIs(t, again.Delete(alice.ID), ErrUnknown)
	chloe, err := again.Add("Chloe", 1)
	require.NoError(t, err)
	assert.Equal(t, "p3", chloe.ID, "a deleted player's id is never given again")
	_, ok := again.Get(alice.ID)
	assert.False(t, ok)
	got, ok := again.Get(chloe.ID)
	assert.True(t, ok)
	assert.Equal(t, chloe, got)
}

func TestNamesAreCutAndFull(t *testing.T) {
	b, err := Open(match.NewMemStore())
	require.NoError(t, err)
	p, err := b.Add("Nguyễn   Thị Minh Khai Phương", 0)
	require.NoError(t, err)
	assert.Equal(t, "Nguyễn Thị Minh Kh", p.Name, "spaces squeezed, cut to MaxName runes")
	for i := 1; i < MaxPlayers; i++ {
		_, err := b.Add(string(rune('A'+i)), i)
		require.NoError(t, err)
	}
	_, err = b.Add("One too many", 0)
	assert.ErrorIs(t, err, ErrFull)
	assert.Equal(t, MaxPlayers, b.Len())
}

// failing is a store whose saves fail.
type failing struct{ *match.MemStore }

func (failing) Save(string, []byte) error { return errors.New("disk full") }

func TestAChangeThatCannotBeSavedChangesNothing(t *testing.T) {
	b, err := Open(failing{match.NewMemStore()})
	require.NoError(t, err)
	_, err = b.Add("Alice", 0)
	require.Error(t, err)
	assert.Zero(t, b.Len())
}

func TestCorruptFileIsSetAsideAndReported(t *testing.T) {
	for name, data := range map[string]string{
		"not json":      `{"version":1,"players":[`,
		"old version":   `{"version":7,"next":2,"players":[]}`,
		"id twice":      `{"version":1,"next":3,"players":[{"id":"p1","name":"A","colour":0},{"id":"p1","name":"B","colour":0}]}`,
		"id from later": `{"version":1,"next":2,"players":[{"id":"p5","name":"A","colour":0}]}`,
		"empty name":    `{"version":1,"next":2,"players":[{"id":"p1","name":"","colour":0}]}`,
		"bad colour":    `{"version":1,"next":2,"players":[{"id":"p1","name":"A","colour":9}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			st := match.NewMemStore()
			require.NoError(t, st.Save(File, []byte(data)))
			b, err := Open(st)
			require.ErrorIs(t, err, ErrCorrupt)
			require.NotNil(t, b)
			assert.Zero(t, b.Len(), "an empty book that works")
			kept, err := st.Load(File + match.CorruptSuffix)
			require.NoError(t, err)
			assert.Equal(t, data, string(kept), "the bad file is kept for inspection")
			_, err = st.Load(File)
			assert.Error(t, err, "and no longer loaded")
			p, err := b.Add("Alice", 0)
			require.NoError(t, err)
			assert.Equal(t, "p1", p.ID)
		})
	}
}

// The file store writes through a temporary file renamed over the old one.
func TestStoredInTheConfigFolder(t *testing.T) {
	st, err := match.NewFileStore(t.TempDir())
	require.NoError(t, err)
	b, err := Open(st)
	require.NoError(t, err)
	_, err = b.Add("Alice", 3)
	require.NoError(t, err)
	again, err := Open(st)
	require.NoError(t, err)
	assert.Equal(t, []Player{{ID: "p1", Name: "Alice", Colour: 3}}, again.All())
}
