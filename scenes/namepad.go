package scenes

import (
	"fmt"
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardtable/scenes/ui"
)

// namePad is the lobby's on-screen keyboard: a tablet never opens a
// keyboard, so tapping a name (or the seed) opens this over the lobby. It
// offers names to pick in the player's language, letters and digits, the
// Vietnamese letters ă â đ ê ô ơ ư and five tone keys that put their mark on
// the last vowel typed. A physical keyboard keeps working while it shows;
// a mouse clicks its keys like a finger.
type namePad struct {
	menu  ui.Menu
	keys  []padKey // one per button of menu
	shift bool
	names bool // offer names to pick (not for the seed)
}

// padKey is what one key of the pad does.
type padKey struct {
	kind padKind
	text string // the letter or name typed; the tone's index for padTone
	tone int
}

type padKind int

const (
	padType padKind = iota
	padName
	padTone
	padShift
	padBack
	padSpace
	padDone
)

// padRect is the pad's panel; a click outside it closes the pad.
var padRect = ui.Rect{X: 150, Y: 96, W: 980, H: 540}

// padColor is the pad's opaque felt green, so the lobby under it does not
// show through the keys.
var padColor = ui.RGBA(0x10, 0x3a, 0x2a, 0xff)

// toneForms are the six forms of each Vietnamese vowel: no mark, then
// sắc, huyền, hỏi, ngã, nặng.
var toneForms = []string{"aáàảãạ", "ăắằẳẵặ", "âấầẩẫậ", "eéèẻẽẹ", "êếềểễệ", "iíìỉĩị",
	"oóòỏõọ", "ôốồổỗộ", "ơớờởỡợ", "uúùủũụ", "ưứừửữự", "yýỳỷỹỵ"}

// toneMarks label the tone keys: each mark on a carrier vowel.
var toneMarks = []string{"", "á", "à", "ả", "ã", "ạ"}

var padRows = []string{"1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "ăâđêôơư"}

// newNamePad is the pad for a name (names true: with names to pick) or for
// the seed.
func newNamePad(ctx *Ctx, names bool) *namePad {
	p := &namePad{names: names}
	p.build(ctx)
	return p
}

// pickNames are the names offered to pick, in the current language.
func pickNames(ctx *Ctx) []string {
	var out []string
	for _, n := range strings.Split(ctx.Loc.T("names.pick"), ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

func (p *namePad) build(ctx *Ctx) {
	p.menu.Buttons, p.keys = nil, nil
	add := func(k padKey, label string, r ui.Rect, size float64) {
		b := &ui.Button{Label: label, R: r, Size: size, Primary: k.kind == padDone}
		p.menu.Buttons = append(p.menu.Buttons, b)
		p.keys = append(p.keys, k)
	}
	for i, n := range pickNames(ctx) {
		if i >= 16 || !p.names {
			break
		}
		r := ui.Rect{X: padRect.X + 26 + float64(i%8)*117, Y: 212 + float64(i/8)*46, W: 108, H: 38}
		add(padKey{kind: padName, text: n}, n, r, 16)
	}
	const kw, kh, gap = 62.0, 44.0, 6.0
	cx := padRect.X + padRect.W/2
	for row, keys := range padRows {
		rs := []rune(keys)
		y := 320 + float64(row)*(kh+gap)
		x0 := cx - (float64(len(rs))*(kw+gap)-gap)/2
		switch row {
		case 3:
			x0 -= (kw + gap) // room for Backspace at the end
		case 4:
			x0 -= (float64(len(toneMarks)-1)*(kw+gap) + 18) / 2 // and for the tone keys
		}
		for i, r := range rs {
			label := string(r)
			if p.shift {
				label = string(unicode.ToUpper(r))
			}
			add(padKey{kind: padType, text: label}, label, ui.Rect{X: x0 + float64(i)*(kw+gap), Y: y, W: kw, H: kh}, 20)
		}
		if row == 3 {
			add(padKey{kind: padBack}, "⌫", ui.Rect{X: x0 + float64(len(rs))*(kw+gap), Y: y, W: 2*kw + gap, H: kh}, 20)
		}
		if row == 4 {
			// The tone keys follow the Vietnamese letters on the same row.
			tx := x0 + float64(len(rs))*(kw+gap) + 18
			for t := 1; t < len(toneMarks); t++ {
				add(padKey{kind: padTone, tone: t}, toneMarks[t], ui.Rect{X: tx + float64(t-1)*(kw+gap), Y: y, W: kw, H: kh}, 20)
			}
		}
	}
	y := 320 + 5*(kh+gap)
	add(padKey{kind: padShift}, ctx.Loc.T("lobby.pad_shift"), ui.Rect{X: cx - 400, Y: y, W: 160, H: kh}, 17)
	add(padKey{kind: padSpace}, ctx.Loc.T("lobby.pad_space"), ui.Rect{X: cx - 228, Y: y, W: 400, H: kh}, 17)
	add(padKey{kind: padDone}, ctx.Loc.T("lobby.pad_done"), ui.Rect{X: cx + 184, Y: y, W: 216, H: kh}, 19)
	if p.menu.Focus >= len(p.menu.Buttons) || p.menu.Focus == 0 {
		p.menu.Focus = -1
	}
}

// Update applies this tick's clicks on the pad to text (keeping runes
// accept allows, up to limit of them) and reports whether the pad closes:
// Done, or a click outside it.
func (p *namePad) Update(ctx *Ctx, in *ui.Input, text *string, accept func(rune) bool, limit int) (done bool) {
	if in.Clicked && !padRect.Contains(in.X, in.Y) {
		in.Consume()
		return true
	}
	// Only pointer presses: a physical keyboard types through the lobby.
	in.Intents = in.Intents[:0]
	i := p.menu.Update(in)
	if i < 0 {
		return false
	}
	k := p.keys[i]
	switch k.kind {
	case padName:
		*text = ""
		for _, r := range k.text {
			if accept(r) && utf8.RuneCountInString(*text) < limit {
				*text += string(r)
			}
		}
	case padType, padSpace:
		s := k.text
		if k.kind == padSpace {
			s = " "
		}
		for _, r := range s {
			if accept(r) && utf8.RuneCountInString(*text) < limit {
				*text += string(r)
			}
		}
		if p.shift && k.kind == padType {
			p.shift = false
			p.build(ctx)
		}
	case padTone:
		*text = applyTone(*text, k.tone)
	case padShift:
		p.shift = !p.shift
		p.build(ctx)
	case padBack:
		if *text != "" {
			_, size := utf8.DecodeLastRuneInString(*text)
			*text = (*text)[:len(*text)-size]
		}
	case padDone:
		return true
	}
	return false
}

// applyTone puts tone t (1 sắc … 5 nặng) on the last vowel of s, keeping
// its case; the same tone again takes the mark off. Without a vowel, s is
// unchanged.
func applyTone(s string, t int) string {
	rs := []rune(s)
	for i := len(rs) - 1; i >= 0; i-- {
		lower := unicode.ToLower(rs[i])
		for _, forms := range toneForms {
			fr := []rune(forms)
			for cur, f := range fr {
				if f != lower {
					continue
				}
				next := fr[t]
				if cur == t {
					next = fr[0]
				}
				if unicode.IsUpper(rs[i]) {
					next = unicode.ToUpper(next)
				}
				rs[i] = next
				return string(rs)
			}
		}
	}
	return s
}

// Draw dims the lobby and paints the pad: its title, the text being typed
// with a caret, the names to pick and the keys.
func (p *namePad) Draw(ctx *Ctx, c *ui.Canvas, title, text string) {
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: 0, Y: 0, W: ui.LogicalW, H: ui.LogicalH}, 0, color.RGBA{0, 0, 0, 0x90})
	c.Panel(k.Shapes, ui.Rect{X: padRect.X + 4, Y: padRect.Y + 6, W: padRect.W, H: padRect.H}, 18, color.RGBA{0, 0, 0, 0x60})
	c.Panel(k.Shapes, padRect, 18, padColor)
	c.TextIn(k.Fonts, title, ui.Rect{X: padRect.X + 26, Y: 108, W: 400, H: 40}, ui.Style{Size: 22, Bold: true, Color: ui.ColPrimary})
	field := ui.Rect{X: padRect.X + 26, Y: 150, W: padRect.W - 52, H: 48}
	c.Panel(k.Shapes, field, 10, ui.RGBA(0xfb, 0xf6, 0xe8, 0xff))
	shown := text
	if ctx.Tick/20%2 == 0 {
		shown += "|"
	}
	c.TextIn(k.Fonts, shown, field.Inset(12), ui.Style{Size: 24, Bold: true, Color: ui.ColTextDark})
	hint := ""
	if p.names {
		hint = ctx.Loc.T("lobby.pad_hint")
	}
	c.TextIn(k.Fonts, hint, ui.Rect{X: padRect.X + 440, Y: 108, W: padRect.W - 466, H: 40},
		ui.Style{Size: 15, Color: ui.ColTextDim, Align: ui.Right})
	p.menu.Draw(c, k)
}

// keyIndex is the index of the first key of kind (with text, or tone
// number as text, when given), or -1; for tests.
func (p *namePad) keyIndex(kind padKind, text string) int {
	for i, key := range p.keys {
		if key.kind == kind && (text == "" || key.text == text || fmt.Sprint(key.tone) == text) {
			return i
		}
	}
	return -1
}
