package scenes

import (
	"encoding/json"
	"fmt"

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
	evs, _, err := history(m, m.Viewer(), m.Actions())
	if err != nil {
		return nil
	}
	return evs
}

// history replays the match's save, the one raw record of what happened,
// up to its first upto actions: it returns their events (the opening's
// too, unless upto < 0: the opening is still to be shown) redacted for
// viewer, and the state they lead to. The raw events never leave this
// function: the table keeps only redacted ones, so after a hand-off the log
// is rebuilt from here for the new viewer rather than from what the
// previous one saw.
func history(m *match.Match, viewer engine.Seat, upto int) ([]engine.Event, engine.State, error) {
	data, err := m.Save()
	if err != nil {
		return nil, nil, err
	}
	var f struct {
		Match engine.Save `json:"match"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, nil, fmt.Errorf("scenes: history: %w", err)
	}
	f.Match.Actions = f.Match.Actions[:clampInt(upto, 0, len(f.Match.Actions))]
	var out []engine.Event
	st, err := f.Match.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		if upto < 0 {
			return
		}
		for _, e := range evs {
			if e = e.For(viewer); e != nil {
				out = append(out, e)
			}
		}
	})
	if err != nil {
		return nil, nil, fmt.Errorf("scenes: history: %w", err)
	}
	return out, st, nil
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }

// resetLog forgets every line (a hand-off rebuilds them for the new viewer).
func (t *tableScene) resetLog() {
	t.log, t.logLines, t.logWrapped, t.follow = nil, nil, 0, true
}
