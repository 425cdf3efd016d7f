package dos

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// drawEnv is an Env that can draw: fonts, shapes and card images, the
// odds shown.
func drawEnv(t *testing.T, lang string) *table.Env {
	t.Helper()
	f, err := ui.NewFonts(assets.SansRegular, assets.SansBold)
	require.NoError(t, err)
	f.SetLanguage(lang)
	return &table.Env{Loc: locales.New(lang), Kit: &ui.Kit{Fonts: f, Shapes: ui.NewShapes()},
		Cards: table.NewCardImages(), Settings: match.Settings{ShowOdds: true}, In: &ui.Input{X: -100, Y: -100}}
}

// drawFit draws the table as the table scene does (the presenter, then
// the controls' buttons) on a recording canvas and returns what its fit
// check reports.
func drawFit(env *table.Env, p *presenter, f *table.Frame, cs []table.Control) []ui.FitReport {
	fc := ui.NewFitCheck()
	c := &ui.Canvas{Scale: 1, Rec: ui.NewRecorder(), Fit: fc}
	fc.Begin()
	c.Layered(func() {
		p.DrawStatic(env, c)
		p.Draw(env, c, f)
		for _, ctl := range cs {
			ctl.Button.Draw(c, env.Kit, false)
		}
	})
	return fc.Reports()
}

// Over random matches of 2 to 4 seats, both win conditions, in both
// languages, from the seat asked: every text the table draws fits its box
// (no cut, no overflow, nothing shrunk below 12, nothing running into
// another), key hints shown. This covers D3 (the scores heading and its
// goal), D4 (the penalty badge) and D5 (the wild picker) among the rest.
func TestTableTextsFit(t *testing.T) {
	ui.SetKeyHints(true)
	defer ui.SetKeyHints(false)
	frames := 0
	for _, lang := range locales.Supported() {
		env := drawEnv(t, lang)
		for n := dos.Descriptor.MinSeats; n <= dos.MaxSeats; n++ {
			for _, mode := range []string{dos.ValuePoints, dos.ValueFirstOut} {
				names := []string{"Alice", "Bình", "Chloe", "Dũng"}[:n]
				st, err := dos.NewMatch(engine.Config{Seats: n, Options: map[string]string{dos.OptMode: mode}}, uint64(n)*3)
				require.NoError(t, err)
				p := newPresenter(names).(*presenter)
				rng := engine.NewRNG(uint64(n) + 11)
				for steps := 0; steps < 150; steps++ {
					if _, over := st.Outcome(); over {
						break
					}
					seats := st.ToAct()
					seat := seats[rng.IntN(len(seats))]
					legal := st.Legal(seat)
					f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
						Thinking: engine.NoSeat, Names: names}
					v := f.View.(*dos.View)
					if seat != v.Turn {
						f.Turn.OK, f.Beside = false, []table.Turn{{Seat: seat, Legal: legal, OK: true}}
					}
					p.Sync(f.View, false)
					cs := p.Controls(env, f)
					frames++
					for _, r := range drawFit(env, p, f, cs) {
						t.Errorf("%s, %d seats, %s, %v: %v", lang, n, mode, v.Phase, r)
					}
					_, err := st.Apply(legal[rng.IntN(len(legal))])
					require.NoError(t, err)
				}
			}
		}
	}
	t.Logf("%d frames checked", frames)
}

// D3: the goal has its own line under the Scores heading, clear of it;
// both fit their lines in both languages and both win conditions.
func TestScoresGoalHasItsOwnLine(t *testing.T) {
	_, ok := intersect(infoHead, infoGoal)
	assert.False(t, ok, "heading %v and goal %v overlap", infoHead, infoGoal)
	assert.GreaterOrEqual(t, infoGoal.Y, infoHead.Y+infoHead.H)
	for _, lang := range locales.Supported() {
		env := drawEnv(t, lang)
		l, fonts := env.Loc, env.Kit.Fonts
		for _, pair := range [][2]string{
			{l.T("dos.ui.scores"), l.T("dos.ui.goal_points", "Target", dos.MatchTarget)},
			{l.T("dos.ui.cards_left"), l.T("dos.ui.goal_first_out")},
		} {
			assert.LessOrEqual(t, fonts.Measure(pair[0], 17, true), infoHead.W, "%s %q", lang, pair[0])
			assert.LessOrEqual(t, fonts.Measure(pair[1], 13, false), infoGoal.W, "%s %q", lang, pair[1])
		}
	}
}

// D4: the penalty cards set aside, and their count, lie clear of the
// seat's total and of the buttons, on every seat of every table size,
// the viewer's own panel included.
func TestPendingBadgeClearOfTotal(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for viewer := -1; viewer < n; viewer++ {
			p := newPresenter(make([]string, n)).(*presenter)
			p.viewer = engine.Seat(viewer)
			for s := 0; s < n; s++ {
				seat := engine.Seat(s)
				p.seats[s].pending = 2
				for _, badge := range []ui.Rect{rectOf(p.pendingPose(seat)), p.pendingLabel(seat)} {
					others := []ui.Rect{p.scoreRect(seat), p.sideButton(seat, 0), drawBtn, endBtn, callBtn}
					if seat == p.viewer {
						others = append(others, pickerRect) // a wild's picker may be up
					}
					for k, o := range others {
						_, ok := intersect(badge, o)
						assert.False(t, ok, "%d seats, viewer %d, seat %d: badge %v over %d (%v)", n, viewer, s, badge, k, o)
					}
					assert.True(t, within(badge, p.seatPanel(seat)), "%d seats, seat %d: badge %v outside %v", n, s, badge, p.seatPanel(seat))
				}
				last := rectOf(p.miniPose(seat, 29, 30))
				if seat != p.viewer {
					_, ok := intersect(last, p.pendingLabel(seat))
					assert.False(t, ok, "the small backs run under the count")
				}
			}
		}
	}
}

// D5: every wild picker title and the Wild DOS note fit the panel with a
// margin, and each colour's name with its key ("Xanh dương (1)") keeps
// clear of its swatch's edges, in both languages.
func TestPickerTextsFit(t *testing.T) {
	ui.SetKeyHints(true)
	defer ui.SetKeyHints(false)
	st, _ := pickPosition(t)
	for _, lang := range locales.Supported() {
		env := drawEnv(t, lang)
		l, fonts := env.Loc, env.Kit.Fonts
		for _, wildDOS := range []bool{false, true} {
			for _, centre := range []bool{false, true} {
				title := pickerTitleText(l, wildDOS, centre)
				assert.LessOrEqual(t, fonts.Measure(title, 19, true), pickerTitle.W, "%s %q", lang, title)
			}
		}
		note := l.T("dos.pick.colour_note")
		assert.LessOrEqual(t, fonts.Measure(note, 15, false), pickerNote.W, "%s %q", lang, note)
		assert.True(t, within(pickerTitle, pickerRect) && within(pickerNote, pickerRect))
		_, ok := intersect(pickerTitle, pickerNote)
		assert.False(t, ok, "the title's two lines overlap")

		// The colour swatches, as the picker lays them out.
		p := newPresenter([]string{"An", "Bình"}).(*presenter)
		var legal []engine.Action
		for _, c := range dos.Colours {
			legal = append(legal, engine.Action{By: 0, Kind: dos.KindColour, Target: engine.NoSeat, Card: int16(c)})
		}
		p.pickerControls(env, st.View(0).(*dos.View), table.Turn{Seat: 0, Legal: legal, OK: true})
		require.Len(t, p.swatches, 4)
		for _, sw := range p.swatches {
			r := sw.btn.R
			label := swatchLabel(r)
			w := fonts.Measure(sw.btn.Text(), swatchSize, true)
			assert.LessOrEqual(t, w, label.W, "%s %q in %v", lang, sw.btn.Text(), label)
			assert.GreaterOrEqual(t, (r.W-w)/2, 12.0, "%s %q: a margin from the swatch's edges", lang, sw.btn.Text())
			assert.True(t, within(r, pickerRect), "%v in the picker", r)
		}
	}
}

func pickerTitleText(l *locales.Localizer, wildDOS, centre bool) string {
	id := "dos.pick.number"
	if wildDOS {
		id = "dos.pick.colour"
	}
	if centre {
		id += "_centre"
	}
	return l.T(id)
}

func intersect(a, b ui.Rect) (ui.Rect, bool) {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	x1, y1 := min(a.X+a.W, b.X+b.W), min(a.Y+a.H, b.Y+b.H)
	if x1 <= x0 || y1 <= y0 {
		return ui.Rect{}, false
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, true
}

func within(r, box ui.Rect) bool {
	return r.X >= box.X && r.Y >= box.Y && r.X+r.W <= box.X+box.W && r.Y+r.H <= box.Y+box.H
}

var _ = fmt.Sprint
