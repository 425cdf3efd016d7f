package scenes

import (
	"cardtable/assets/sound"
	"cardtable/scenes/sfx"
	"cardtable/scenes/table"
)

// newSound is the app's sound sink: the one in the options, silence when
// sound is off, else the audio device (itself silent without a device).
func newSound(opt Options) table.Sink {
	switch {
	case opt.Sound != nil:
		return opt.Sound
	case opt.NoSound:
		return table.Silent{}
	}
	return sfx.New()
}

// applySound gives the sink the volume and mute of the settings.
func applySound(c *Ctx) {
	if v, ok := c.Sound.(interface{ SetVolume(volume int, muted bool) }); ok {
		v.SetVolume(c.Settings.Volume, c.Settings.Muted)
	}
}

// prepareSound renders the sounds in the background after the first frame
// (sfx.Player.Prepare), so no Update pays for it.
func prepareSound(c *Ctx) {
	if p, ok := c.Sound.(interface{ Prepare() }); ok {
		go p.Prepare()
	}
}

// clickSound sounds a press: a widget took this tick's click (a button, the
// skip of an animation) or Enter activated the focused one.
func clickSound(c *Ctx, clicked, confirmed bool) {
	if (clicked && !c.In.Clicked) || confirmed {
		c.Sound.Play(sound.Click)
	}
}

// turnChime remembers the human turn last announced, so "your turn"
// sounds once when a turn comes to a seat, not on each of the decisions a
// seat makes in a row.
type turnChime struct {
	seen    bool
	seat    int
	actions int
}

// due reports whether the human turn of seat, after actions actions, is
// new: another seat acted since, or it is another seat's.
func (c *turnChime) due(seat, actions int) bool {
	same := c.seen && c.seat == seat && (actions == c.actions || actions == c.actions+1)
	c.seen, c.seat, c.actions = true, seat, actions
	return !same
}

// chimeTurn sounds "your turn" when a human decision starts.
func (t *tableScene) chimeTurn(ctx *Ctx) {
	seat, _, ok := t.turn()
	if ok && t.chime.due(int(seat), t.m.Actions()) {
		ctx.Sound.Play(sound.Turn)
	}
}
