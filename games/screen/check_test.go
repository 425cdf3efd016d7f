package screen

import (
	"errors"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/assets"
	"cardtable/engine"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Every game on the list is complete, and the list holds every game with
// rules or a presenter.
func TestEveryGameComplete(t *testing.T) {
	require.NoError(t, Check("flip7"))
	seen := map[string]bool{}
	for _, r := range engine.Games() {
		seen[r.Describe().ID] = true
	}
	for _, g := range table.Games() {
		seen[g] = true
	}
	for _, g := range table.FaceGames() {
		seen[g] = true
	}
	for _, g := range assets.ArtGames() {
		seen[g] = true
	}
	for g := range seen {
		assert.NoError(t, Check(g))
	}
}

// fakeRules is a game with one card and one option.
type fakeRules struct{}

const fakeID = "fakegame"

func (fakeRules) Describe() engine.Descriptor {
	return engine.Descriptor{ID: fakeID, MinSeats: 2, MaxSeats: 4, Cards: []string{"ace"},
		Options: []engine.Option{{Key: "fast", Choices: []engine.Choice{{Value: "off"}, {Value: "on"}}}}}
}

func (fakeRules) New(engine.Config, uint64) (engine.State, []engine.Event, error) {
	return nil, nil, errors.New("fakegame: not playable")
}

// A fake game registered with every part passes; without any one part it
// fails, naming what is missing. Rules, presenter, faces and art go into the
// app's registries; bots and messages cannot be added at run time (the bot
// registry has no Register yet, the messages are embedded files), so they
// come from tables beside the real ones.
func TestCheckFindsEachMissingPart(t *testing.T) {
	msgs := map[string]bool{}
	for _, lang := range locales.Supported() {
		for _, m := range append(messages(fakeRules{}.Describe()), fakeQuickRef.Messages()...) {
			msgs[lang+" "+m] = true
		}
	}
	bots := map[string]bool{}
	for _, lv := range levels {
		bots[lv] = true
	}
	real := Registries()
	parts := real
	parts.Bot = func(id, level string) (ai.Bot, error) {
		if id == fakeID && bots[level] {
			return ai.Random{}, nil
		}
		return real.Bot(id, level)
	}
	parts.Message = func(lang, id string) bool { return msgs[lang+" "+id] || real.Message(lang, id) }
	register := func() {
		engine.Unregister(fakeID) // registering twice panics
		engine.Register(fakeRules{})
		table.Register(fakeID, func([]string) table.Presenter { return nil })
		table.RegisterFaces(fakeFaces{})
		assets.RegisterArt(fakeID, func(w, h int) *image.RGBA { return image.NewRGBA(image.Rect(0, 0, w, h)) })
		table.RegisterQuickRef(fakeID, fakeQuickRef)
	}
	unregister := func() {
		engine.Unregister(fakeID)
		table.Unregister(fakeID)
		table.UnregisterFaces(fakeID)
		assets.UnregisterArt(fakeID)
		table.UnregisterQuickRef(fakeID)
	}
	t.Cleanup(unregister)

	register()
	require.NoError(t, parts.Check(fakeID), "the complete fake game")

	cases := []struct {
		part   string
		remove func()
		want   string
	}{
		{"rules", func() { engine.Unregister(fakeID) }, "rules"},
		{"easy bot", func() { delete(bots, ai.LevelEasy) }, "bot level easy"},
		{"normal bot", func() { delete(bots, ai.LevelNormal) }, "bot level normal"},
		{"hard bot", func() { delete(bots, ai.LevelHard) }, "bot level hard"},
		{"basic bot", func() { delete(bots, ai.LevelBasic) }, "bot level basic"},
		{"presenter", func() { table.Unregister(fakeID) }, "no presenter"},
		{"card faces", func() { table.UnregisterFaces(fakeID) }, "no card faces"},
		{"title art", func() { assets.UnregisterArt(fakeID) }, "no title art"},
		{"quick reference", func() { table.UnregisterQuickRef(fakeID) }, "no quick reference"},
		{"quick reference step", func() { delete(msgs, "vi "+fakeID+".quickref.turn1") }, `"fakegame.quickref.turn1" in vi`},
		{"quick reference effect", func() { delete(msgs, "en "+fakeID+".quickref.ace") }, `"fakegame.quickref.ace" in en`},
		{"rules text", func() { delete(msgs, "en "+fakeID+".rules") }, `"fakegame.rules" in en`},
		{"card name in Vietnamese", func() { delete(msgs, "vi "+fakeID+".card.ace.name") }, `"fakegame.card.ace.name" in vi`},
		{"card text in English", func() { delete(msgs, "en "+fakeID+".card.ace.text") }, `"fakegame.card.ace.text" in en`},
		{"option label", func() { delete(msgs, "vi "+fakeID+".option.fast") }, `"fakegame.option.fast" in vi`},
		{"option choice label", func() { delete(msgs, "en "+fakeID+".option.fast.on") }, `"fakegame.option.fast.on" in en`},
	}
	for _, c := range cases {
		t.Run(c.part, func(t *testing.T) {
			snapshot := [2]map[string]bool{clone(msgs), clone(bots)}
			c.remove()
			err := parts.Check(fakeID)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			// Put the part back for the next case.
			msgs, bots = snapshot[0], snapshot[1]
			register()
			require.NoError(t, parts.Check(fakeID))
		})
	}
}

// fakeQuickRef is the fake game's quick reference: one step, one card.
var fakeQuickRef = table.QuickRef{
	Turn:  []string{fakeID + ".quickref.turn1"},
	Pages: [][]table.QuickCard{{{Face: 1, Name: fakeID + ".card.ace.name", Effect: fakeID + ".quickref.ace", Text: fakeID + ".card.ace.text"}}},
}

type fakeFaces struct{}

func (fakeFaces) Game() string { return fakeID }
func (fakeFaces) Face(_, w, h int, _ *locales.Localizer) image.Image {
	return image.NewRGBA(image.Rect(0, 0, w, h))
}

func clone(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
