package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a clickable, focusable label.
type Button struct {
	R        Rect
	Label    string
	Disabled bool
	Primary  bool
	Hotkey   ebiten.Key // 0 for none
	// Keys are more keys that activate the button. Every key listed
	// counts, ebiten.KeyA included: it is the zero Key, which Hotkey
	// reads as none.
	Keys    []ebiten.Key
	KeyHint string  // key name shown after the label once a keyboard is seen ("H", "Esc")
	Size    float64 // label size; 0 = 20
	// Bare buttons are drawn by their owner (a card on the table): only
	// the focus ring is painted here.
	Bare bool
	// Corners shows a Bare button's focus as white corner brackets
	// instead of the ring, where the owner draws rings of its own (DOS:
	// the Hint's glow and the Centre cards the picks match).
	Corners bool
	hot     bool
}

// Menu is a set of buttons with keyboard focus: Tab/arrows move it, Enter
// activates the focused button, a click or tap activates the one under the
// pointer, and a hotkey activates its button.
type Menu struct {
	Buttons []*Button
	Focus   int // index of the focused button, -1 when none
}

// Update handles this tick's input and returns the index of the activated
// button, or -1.
func (m *Menu) Update(in *Input) int {
	if len(m.Buttons) == 0 {
		return -1
	}
	if m.Focus >= len(m.Buttons) {
		m.Focus = len(m.Buttons) - 1
	}
	for i, b := range m.Buttons {
		b.hot = !b.Disabled && b.R.Contains(in.X, in.Y)
		if b.hot && in.Moved {
			m.Focus = i
		}
		if b.hot && in.Clicked {
			in.Consume()
			m.Focus = i
			return i
		}
		if !b.Disabled && b.hotkey(in) {
			m.Focus = i
			return i
		}
	}
	switch {
	case in.Has(IntentNext):
		m.move(1)
	case in.Has(IntentPrev):
		m.move(-1)
	case in.Has(IntentConfirm):
		if m.Focus >= 0 && !m.Buttons[m.Focus].Disabled {
			return m.Focus
		}
	}
	return -1
}

func (m *Menu) move(d int) {
	n := len(m.Buttons)
	i := m.Focus
	if i < 0 {
		i = -d
		if d < 0 {
			i = n
		}
	}
	for k := 0; k < n; k++ {
		i = (i + d + n) % n
		if !m.Buttons[i].Disabled {
			m.Focus = i
			return
		}
	}
}

// Draw paints every button; the focused one gets a visible ring.
func (m *Menu) Draw(c *Canvas, k *Kit) {
	for i, b := range m.Buttons {
		b.Draw(c, k, i == m.Focus)
	}
}

// hotkey reports whether one of the button's keys was pressed this tick.
func (b *Button) hotkey(in *Input) bool {
	if b.Hotkey != 0 && in.Key(b.Hotkey) {
		return true
	}
	for _, k := range b.Keys {
		if in.Key(k) {
			return true
		}
	}
	return false
}

// KeyPressed reports whether one of the button's keys was pressed this
// tick, disabled or not: a key on a greyed button is answered with why.
func (b *Button) KeyPressed(in *Input) bool { return b.hotkey(in) }

// Hot reports whether the pointer is over the enabled button.
func (b *Button) Hot() bool { return b.hot }

// Draw paints the button.
func (b *Button) Draw(c *Canvas, k *Kit, focused bool) {
	c.Avoid(b.R)
	if b.Bare {
		switch {
		case !focused || b.Disabled:
		case b.Corners:
			cornerBrackets(c, k.Shapes, b.R.Inset(-6))
		default:
			c.Outline(k.Shapes, b.R.Inset(-5), 12, ColFocus)
		}
		return
	}
	bg, fg := ColButton, color.Color(ColTextDark)
	switch {
	case b.Disabled:
		bg, fg = ColDisabled, color.RGBA{0x30, 0x36, 0x34, 0xff}
	case b.Primary && (b.hot || focused):
		bg = ColPrimHot
	case b.Primary:
		bg = ColPrimary
	case b.hot || focused:
		bg = ColButtonHot
	}
	c.Panel(k.Shapes, Rect{b.R.X, b.R.Y + 3, b.R.W, b.R.H}, 10, color.RGBA{0, 0, 0, 0x50})
	c.Panel(k.Shapes, b.R, 10, bg)
	size := b.Size
	if size == 0 {
		size = 20
	}
	c.TextIn(k.Fonts, b.Text(), b.R.Inset(8), Style{Size: size, Bold: true, Color: fg, Align: Center})
	if focused && !b.Disabled {
		c.Outline(k.Shapes, b.R.Inset(-5), 14, ColFocus)
	}
}

// Column lays n buttons out vertically, centred on cx from y.
func Column(cx, y, w, h, gap float64, buttons ...*Button) {
	for i, b := range buttons {
		b.R = Rect{cx - w/2, y + float64(i)*(h+gap), w, h}
	}
}

// cornerBrackets marks r's four corners with white brackets, each with a
// dark edge so it reads on a light card and on the felt.
func cornerBrackets(c *Canvas, s *Shapes, r Rect) {
	const arm, thick = 16.0, 4.0
	for _, dark := range []bool{true, false} {
		col, d := color.Color(color.White), 0.0
		if dark {
			col, d = color.RGBA{0x10, 0x18, 0x16, 0xc0}, 1.5
		}
		for _, x := range []float64{r.X, r.X + r.W - arm} {
			for _, y := range []float64{r.Y, r.Y + r.H - thick} {
				c.Fill(s, Rect{X: x - d, Y: y - d, W: arm + 2*d, H: thick + 2*d}, col)
			}
		}
		for _, x := range []float64{r.X, r.X + r.W - thick} {
			for _, y := range []float64{r.Y, r.Y + r.H - arm} {
				c.Fill(s, Rect{X: x - d, Y: y - d, W: thick + 2*d, H: arm + 2*d}, col)
			}
		}
	}
}
