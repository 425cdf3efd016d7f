package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// A control whose action is not legal is disabled: no click, key or zone
// can take it.
func TestLegalControls(t *testing.T) {
	legal := []engine.Action{{By: 0, Kind: 1}, {By: 0, Kind: 2, Target: 1}}
	cs := legalControls([]table.Control{
		{Button: &ui.Button{}, Action: legal[0]},
		{Button: &ui.Button{}, Action: engine.Action{By: 0, Kind: 2, Target: 3}},
		{Button: &ui.Button{}},
		{Button: &ui.Button{}, Action: legal[1]},
	}, legal)
	var enabled []bool
	for _, c := range cs {
		enabled = append(enabled, !c.Button.Disabled)
	}
	assert.Equal(t, []bool{true, false, false, true}, enabled)

	ts := &tableScene{controls: cs, menu: ui.Menu{Focus: -1}}
	for _, c := range cs {
		ts.menu.Buttons = append(ts.menu.Buttons, c.Button)
	}
	cs[1].Zone = ui.Rect{X: 0, Y: 0, W: 100, H: 100}
	cs[3].Zone = ui.Rect{X: 200, Y: 0, W: 100, H: 100}
	in := &ui.Input{X: 50, Y: 50, Clicked: true}
	_, ok := ts.choose(in)
	assert.False(t, ok, "the zone of a disabled control takes nothing")
	in = &ui.Input{X: 250, Y: 50, Clicked: true}
	i, ok := ts.choose(in)
	require.True(t, ok)
	assert.Equal(t, legal[1], ts.controls[i].Action)
}
