package scenes

import (
	"encoding/json"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// The log: one line (or a few) per event in the viewer's language, kept
// with the event so it is re-rendered when the language changes; a restored
// match gets its past lines back from the save.

// logEntry is one event of the log and its text in the current language.
type logEntry struct {
	ev   engine.Event
	text string
}

// logRect is the log panel, below the presenter's odds panel.
var logRect = ui.Rect{X: 968, Y: 262, W: 300, H: 446}

// addLog adds the presenter's line for ev, if it has one.
func (t *tableScene) addLog(ctx *Ctx, ev engine.Event) {
	if line := t.pres.Log(&ctx.Env, t.names, ev); line != "" {
		t.log = append(t.log, logEntry{ev: ev, text: line})
	}
}

// drawLog paints the scrollable log; lines are re-rendered when the language
// changes so switching is live.
func (t *tableScene) drawLog(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	const size, lh = 14.0, 19.0
	if t.logLang != ctx.Loc.Lang() {
		t.logLang = ctx.Loc.Lang()
		for i := range t.log {
			t.log[i].text = t.pres.Log(&ctx.Env, t.names, t.log[i].ev)
		}
		t.logLines, t.logWrapped = nil, 0
	}
	for ; t.logWrapped < len(t.log); t.logWrapped++ {
		t.logLines = append(t.logLines, k.Fonts.Wrap(t.log[t.logWrapped].text, size, logRect.W-16, false)...)
	}
	lines := t.logLines
	t.logView.Content = float64(len(lines))*lh + 8
	if t.follow {
		t.logView.Offset = t.logView.Content - logRect.H
	}
	t.logView.Clamp(logRect.H)
	first := int(t.logView.Offset / lh)
	for i := max(first, 0); i < len(lines); i++ {
		y := logRect.Y + 4 + float64(i)*lh - t.logView.Offset
		if y < logRect.Y || y+lh > logRect.Y+logRect.H {
			continue
		}
		c.Text(k.Fonts, lines[i], logRect.X+8, y, ui.Style{Size: size, Color: ui.ColTextDim})
	}
}

// pastEvents replays the match's save and returns what its viewer saw.
func pastEvents(m *match.Match) []engine.Event {
	if m.Actions() == 0 {
		return nil // a new match: its opening is still queued to be shown
	}
	data, err := m.Save()
	if err != nil {
		return nil
	}
	var f struct {
		Match engine.Save `json:"match"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	var out []engine.Event
	viewer := m.Viewer()
	_, _ = f.Match.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		for _, e := range evs {
			if e = e.For(viewer); e != nil {
				out = append(out, e)
			}
		}
	})
	return out
}
