package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records/dealcode"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// tap is a finger on button i of menu.
var tap = lobbyDevices[1].press

// typeText types s on the physical keyboard and presses Enter.
func typeText(app *App, s string) {
	do(func() { app.Inject(func(in *ui.Input) { in.Chars = append(in.Chars, []rune(s)...) }) })
	intent(app, ui.IntentConfirm)
	do(func() {})
}

// addPlayers saves players with these names, each its own colour.
func addPlayers(t *testing.T, app *App, names ...string) []string {
	var ids []string
	do(func() {
		for i, n := range names {
			p, err := app.ctx.Players.Add(n, i)
			require.NoError(t, err)
			ids = append(ids, p.ID)
		}
	})
	return ids
}

func openLobby(t *testing.T, app *App, game string) *lobbyScene {
	var l *lobbyScene
	do(func() {
		l = newLobby(app.ctx, game)
		app.ctx.Switch(l)
	})
	frames(t, app, 2)
	return l
}

// TestLobbyPlayers: four saved friends take the four seats of a DOS table
// in four taps; the seat list offers the kinds, the players in their
// colours (one seated elsewhere greyed) and a new player; the players'
// ids reach the match; the lobby opens on its last set-up next time.
func TestLobbyPlayers(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	ids := addPlayers(t, app, "Alice", "Ben", "Chloe", "David")
	l := openLobby(t, app, "dos")
	menu := func() *ui.Menu { return &l.menu }
	for _, id := range ids {
		var i int
		do(func() { i = indexOf(l, "quick:"+id) })
		require.GreaterOrEqual(t, i, 0, id)
		tap(t, app, menu, i)
	}
	do(func() {
		require.Len(t, l.seats, 4)
		for s, id := range ids {
			assert.Equal(t, id, l.seats[s].Player, "seat %d", s)
			assert.True(t, l.seats[s].Human)
			p, _ := app.ctx.Players.Get(id)
			assert.Equal(t, p.Name, l.seats[s].Name)
			assert.True(t, l.menu.Buttons[indexOf(l, "quick:"+id)].Disabled, "a seated player is greyed")
		}
	})

	// Seat 1's list: Person, three bots, the four players, New player….
	var ctl int
	do(func() { ctl = indexOf(l, "ctl:0") })
	tap(t, app, menu, ctl)
	do(func() {
		require.NotNil(t, l.popup)
		var labels []string
		for _, b := range l.popup.menu.Buttons {
			labels = append(labels, b.Label)
		}
		assert.Equal(t, []string{"Person", "Bot · Easy", "Bot · Normal", "Bot · Hard", "Alice", "Ben", "Chloe", "David", "New player…"}, labels)
		assert.False(t, l.popup.menu.Buttons[4].Disabled, "the seat's own player")
		for i := 5; i < 8; i++ {
			assert.True(t, l.popup.menu.Buttons[i].Disabled, "%s is seated elsewhere: greyed", labels[i])
		}
		assert.Equal(t, 4, l.popup.menu.Focus, "the list opens on the seat's kind")
		assert.NotNil(t, l.popup.items[4].Chip, "a player in her colour")
	})
	tap(t, app, func() *ui.Menu { return &l.popup.menu }, 3) // Bot · Hard
	do(func() {
		assert.Nil(t, l.popup)
		s := l.seats[0]
		assert.Equal(t, match.SeatSpec{Name: s.Name, Level: "hard"}, s, "a bot, no player")
		assert.NotEqual(t, "Alice", s.Name, "a bot does not keep a player's name")
		assert.False(t, l.menu.Buttons[indexOf(l, "quick:"+ids[0])].Disabled, "Alice may be seated again")
	})

	// A new player from the list, typed, seated where she was asked for.
	do(func() { ctl = indexOf(l, "ctl:0") })
	tap(t, app, menu, ctl)
	tap(t, app, func() *ui.Menu { return &l.popup.menu }, 8)
	do(func() { require.Equal(t, editNewPlayer, l.editing) })
	typeText(app, "Emma")
	do(func() {
		assert.Equal(t, -1, l.editing)
		assert.Equal(t, "Emma", l.seats[0].Name)
		p, ok := app.ctx.Players.Get(l.seats[0].Player)
		require.True(t, ok, "Emma is saved")
		assert.Equal(t, "Emma", p.Name)
	})

	do(func() { tap := indexOf(l, "start"); l.menu.Focus = tap })
	intent(app, ui.IntentConfirm)
	var ts *tableScene
	waitFor(t, "the table", 30*time.Second, func() bool {
		ts, _ = app.ctx.Top().(*tableScene)
		return ts != nil
	})
	var seats []match.SeatSpec
	do(func() {
		seats = ts.m.Setup().Seats
		got := []string{}
		for _, s := range seats {
			got = append(got, s.Player)
		}
		assert.Equal(t, []string{"p5", ids[1], ids[2], ids[3]}, got, "match.SeatSpec.Player carries each seat's player")
		ts.Close()
	})
	// Next time the lobby opens on this table.
	l = openLobby(t, app, "dos")
	do(func() { assert.Equal(t, seats, l.seats) })
}

// TestPlayersScreens renames, recolours, deletes and adds players on the
// Players screen, refuses a taken name, and the lobby follows.
func TestPlayersScreens(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	ids := addPlayers(t, app, "Alice", "Ben")
	l := openLobby(t, app, "kittens")
	do(func() {
		l.quickSeat(app.ctx, ids[0])
		l.build(app.ctx)
	})
	var p *playersScene
	do(func() {
		l.menu.Focus = indexOf(l, "players")
		app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
	})
	waitFor(t, "the Players screen", 5*time.Second, func() bool {
		p, _ = app.ctx.Top().(*playersScene)
		return p != nil
	})
	menu := func() *ui.Menu { return &p.menu }
	role := func(r string) int {
		for i, id := range p.ids {
			if id == r {
				return i
			}
		}
		t.Fatalf("no %s", r)
		return -1
	}
	// Rename Alice: the pad's name Isla, then Done.
	var i int
	do(func() { i = role("name:0") })
	tap(t, app, menu, i)
	do(func() { require.Equal(t, 0, p.editing) })
	pad := func() *ui.Menu { return &p.pad.menu }
	do(func() { i = p.pad.keyIndex(padName, "Isla") })
	tap(t, app, pad, i)
	do(func() { i = p.pad.keyIndex(padDone, "") })
	tap(t, app, pad, i)
	do(func() {
		a, _ := app.ctx.Players.Get(ids[0])
		assert.Equal(t, "Isla", a.Name)
	})
	// Recolour Ben: his swatch, then Teal.
	do(func() { i = role("colour:1") })
	tap(t, app, menu, i)
	do(func() {
		require.NotNil(t, p.popup)
		assert.Equal(t, 1, p.popup.menu.Focus, "the list opens on his colour")
		assert.Equal(t, "Teal", p.popup.menu.Buttons[6].Label)
	})
	tap(t, app, func() *ui.Menu { return &p.popup.menu }, 6)
	do(func() {
		b, _ := app.ctx.Players.Get(ids[1])
		assert.Equal(t, 6, b.Colour)
	})
	// A taken name is refused and said.
	do(func() { i = role("name:1") })
	tap(t, app, menu, i)
	do(func() { p.text = "" })
	typeText(app, "isla")
	do(func() {
		b, _ := app.ctx.Players.Get(ids[1])
		assert.Equal(t, "Ben", b.Name)
		assert.Equal(t, "isla is already a player.", p.problem)
	})
	// Delete Isla: ×, then the list's "Delete Isla"; "Keep" first keeps her.
	do(func() { i = role("del:0") })
	tap(t, app, menu, i)
	do(func() {
		require.NotNil(t, p.popup)
		assert.Equal(t, []string{"Delete Isla", "Keep"}, []string{p.popup.menu.Buttons[0].Label, p.popup.menu.Buttons[1].Label})
	})
	tap(t, app, func() *ui.Menu { return &p.popup.menu }, 1)
	do(func() { assert.Equal(t, 2, app.ctx.Players.Len(), "kept") })
	tap(t, app, menu, i)
	tap(t, app, func() *ui.Menu { return &p.popup.menu }, 0)
	do(func() {
		assert.Equal(t, 1, app.ctx.Players.Len())
		_, ok := app.ctx.Players.Get(ids[0])
		assert.False(t, ok)
	})
	// A new player, typed.
	do(func() { i = role("new") })
	tap(t, app, menu, i)
	typeText(app, "Zoe")
	do(func() {
		all := app.ctx.Players.All()
		require.Len(t, all, 2)
		assert.Equal(t, "Zoe", all[1].Name)
		assert.Equal(t, 0, all[1].Colour, "the first colour nobody has")
	})
	do(func() { i = role("done") })
	tap(t, app, menu, i)
	do(func() {
		require.Equal(t, l, app.ctx.Top())
		assert.Equal(t, "Isla", l.seats[0].Name, "the deleted player's seat keeps her last name")
		assert.Empty(t, l.seats[0].Player, "and is a person's")
	})
}

// TestLobbyDealCode: a finished match's code typed in the lobby (in lower
// case, without dashes) sets the options and seats of its deal and deals
// the same first state; a mistyped character and another game's code are
// refused with a message.
func TestLobbyDealCode(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	setup := match.Setup{Game: "flip7", Seed: 987654321, Options: map[string]string{"target": "100"},
		Seats: []match.SeatSpec{{Name: "A", Human: true}, {Name: "B", Level: "easy"}, {Name: "C", Level: "hard"}}}
	orig, err := match.New(setup, match.Options{})
	require.NoError(t, err)
	orig.Close()
	cfg := engine.Config{Seats: 3, Options: setup.Options}
	code := dealcode.Encode("flip7", cfg, setup.Seed)
	require.NotEmpty(t, code)
	l := openLobby(t, app, "flip7")
	menu := func() *ui.Menu { return &l.menu }
	enter := func(text string) {
		var i int
		do(func() { i = indexOf(l, "seed") })
		tap(t, app, menu, i)
		do(func() { require.Equal(t, editSeed, l.editing); l.seed = "" })
		typeText(app, text)
	}

	// One character wrong.
	typo := []byte(code)
	typo[2] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[(strings.IndexByte("0123456789ABCDEFGHJKMNPQRSTVWXYZ", typo[2])+1)%32]
	enter(string(typo))
	do(func() {
		assert.Empty(t, l.code)
		assert.Equal(t, fmt.Sprintf("%s is not a deal code: a character is mistyped.", typo), l.problem)
	})
	// Another game's code.
	enter(dealcode.Encode("dos", engine.Config{Seats: 2}, 5))
	do(func() {
		assert.Empty(t, l.code)
		assert.Equal(t, "This deal code deals DOS: enter it in the DOS lobby.", l.problem)
	})
	// The code, as someone might type it.
	enter(strings.ToLower(strings.ReplaceAll(code, "-", "")))
	do(func() {
		assert.Empty(t, l.problem)
		assert.Equal(t, code, l.code)
		assert.Equal(t, 3, l.visibleSeats(), "the code's seats")
		assert.Equal(t, map[string]string{"target": "100"}, l.chosen(), "the code's options")
		assert.Equal(t, "Code: "+code, l.menu.Buttons[indexOf(l, "seed")].Label)
		l.menu.Focus = indexOf(l, "start")
	})
	intent(app, ui.IntentConfirm)
	var ts *tableScene
	waitFor(t, "the table", 30*time.Second, func() bool {
		ts, _ = app.ctx.Top().(*tableScene)
		return ts != nil
	})
	do(func() {
		got := ts.m.Setup()
		ts.Close()
		assert.Equal(t, setup.Seed, got.Seed)
		assert.Equal(t, setup.Options, got.Options)
		first := func(s match.Setup) string {
			st, err := engine.Save{Game: s.Game, Config: engine.Config{Seats: len(s.Seats), Options: s.Options}, Seed: s.Seed}.Replay(nil)
			require.NoError(t, err)
			return st.Notation()
		}
		assert.Equal(t, first(setup), first(got), "the same first state")
		assert.Equal(t, orig.State().Notation(), first(got))
	})
}

// A players file that cannot be read is set aside and the title says so;
// the book works, empty.
func TestCorruptPlayersReported(t *testing.T) {
	st := match.NewMemStore()
	require.NoError(t, st.Save("players.json", []byte("{broken")))
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, Store: st})
	do(func() {
		assert.Equal(t, app.ctx.Loc.T("players.corrupt"), app.ctx.Notice)
		assert.Zero(t, app.ctx.Players.Len())
	})
	_, err := st.Load("players.json" + match.CorruptSuffix)
	assert.NoError(t, err, "kept for inspection")
}
