package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
	"cardtable/scenes/match"
)

// A finished match on the table is kept in the history once; the App tells
// the player when records were set aside at start, or when the history is
// full.
func TestHistoryKeepsFinishedMatch(t *testing.T) {
	blobs := records.NewMemBlobs(0)
	app, ts := openTable(t, "en", match.Setup{Game: "flip7", Seed: 4, Options: map[string]string{"target": "40"},
		Seats: []match.SeatSpec{{Name: "Ann", Level: "easy"}, {Name: "Ben", Level: "normal"}}}, func(a *App) {
		h, _, err := records.Open(records.NewBlobStore(blobs, 0))
		require.NoError(t, err)
		a.ctx.History = h
	})
	waitFor(t, "the match's end", 60*time.Second, func() bool {
		_, over := ts.m.Outcome()
		return over
	})
	frames(t, app, 3)
	var es []records.Entry
	do(func() { es = app.ctx.History.Entries(records.Filter{}) })
	require.Len(t, es, 1)
	assert.Equal(t, "flip7", es[0].Game)
	assert.Equal(t, []records.Seat{{Name: "Ann", Bot: "easy"}, {Name: "Ben", Bot: "normal"}}, es[0].Seats)
	h, rep, err := records.Open(records.NewBlobStore(blobs, 0))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: 1}, rep, "kept in the store")
	m, err := h.Match(es[0])
	require.NoError(t, err)
	require.NoError(t, records.Verify(m))

	// Damage in the middle: the next start says so, in both languages.
	ms := recordstest.Generate(3, 15)
	for _, m := range ms {
		require.NoError(t, h.Append(m))
	}
	v, _, _ := blobs.Get(records.BlobKeyPrefix + "0")
	lines := strings.SplitAfter(v, "\n")
	lines[1] = strings.Replace(lines[1], `"seats"`, `"seatz"`, 1)
	require.NoError(t, blobs.Set(records.BlobKeyPrefix+"0", strings.Join(lines, "")))
	for _, lang := range []string{"en", "vi"} {
		app := startApp(t, Options{SystemLang: lang, History: records.NewBlobStore(blobs, 0), MaxSpeed: true})
		var notice, want string
		n := 0
		do(func() { notice, want, n = app.ctx.Notice, app.ctx.Loc.T("records.set_aside"), app.ctx.History.Len() })
		if lang == "en" {
			assert.Equal(t, 3, n, "every other record loads")
			assert.Equal(t, want, notice)
		} else {
			assert.Empty(t, notice, "reported again after it was set aside")
		}
	}

	// Full: the player is told, nothing kept is lost.
	full := records.NewBlobStore(records.NewMemBlobs(0), 10)
	app2 := startApp(t, Options{SystemLang: "vi", History: full, MaxSpeed: true})
	do(func() {
		app2.ctx.keepMatch(ms[0])
		assert.Equal(t, app2.ctx.Loc.T("records.full"), app2.ctx.Notice)
		assert.Equal(t, 0, app2.ctx.History.Len())
	})
}
