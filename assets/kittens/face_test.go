package kittens

import (
	"fmt"
	"image"
	"image/draw"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/assets/assetstest"
	"cardtable/locales"
)

// sizes are the face sizes the table uses: a full hand's 70 px, the
// logical 100×140 and its 2× for HiDPI screens.
var sizes = [][2]int{{70, 98}, {100, 140}, {200, 280}}

// title is the banner title of key in lang, as the table passes it.
func title(lang, key string) string { return locales.New(lang).T("kittens.face." + key) }

// TestFaces: every card of ZK-1 renders at every size, with its English
// title, its Vietnamese one and none, drawn, with rounded corners.
func TestFaces(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, sz := range sizes {
		for _, lang := range []string{"en", "vi", ""} {
			for _, k := range Keys {
				ttl := ""
				if lang != "" {
					ttl = title(lang, k)
					require.NotEqual(t, "kittens.face."+k, ttl, "no face title for %s", k)
				}
				img := Face(k, sz[0], sz[1], ttl)
				require.Equal(t, image.Rect(0, 0, sz[0], sz[1]), img.Bounds(), k)
				name := fmt.Sprintf("kittens_%s_%s_%d.png", k, lang, sz[0])
				if lang == "" {
					name = fmt.Sprintf("kittens_%s_notitle_%d.png", k, sz[0])
				}
				assetstest.CheckDrawn(t, name, img, true)
				assetstest.WritePNG(t, dir, name, img)
			}
		}
	}
	t.Logf("faces written to %s", dir)
}

// TestContactSheets: every face in both languages on the felt, at a full
// hand's 70 px and at 2×, to judge the deck as a whole.
func TestContactSheets(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, cw := range []int{70, 200} {
		ch, gap := cw*14/10, cw/10
		sheet := image.NewRGBA(image.Rect(0, 0, 10*(cw+gap)+gap, 4*(ch+gap)+gap))
		draw.Draw(sheet, sheet.Rect, image.NewUniform(assets.Hex("#1F5A3A")), image.Point{}, draw.Src)
		for li, lang := range []string{"en", "vi"} {
			for i, k := range Keys {
				img := Face(k, cw, ch, title(lang, k))
				x, y := gap+(i%10)*(cw+gap), gap+(2*li+i/10)*(ch+gap)
				draw.Draw(sheet, img.Rect.Add(image.Pt(x, y)), img, image.Point{}, draw.Over)
			}
		}
		require.NotEqual(t, sheet.RGBAAt(gap+cw/2, gap+ch/2), sheet.RGBAAt(0, 0), "no face on the sheet")
		assetstest.WritePNG(t, dir, fmt.Sprintf("kittens_sheet_%d.png", cw), sheet)
	}
	// A tight hand: the whole deck at 70 px, each card covering the last
	// but for its left 22 px (the corner badge and the frame).
	for _, lang := range []string{"en", "vi"} {
		hand := image.NewRGBA(image.Rect(0, 0, 22*len(Keys)+70+16, 98+16))
		draw.Draw(hand, hand.Rect, image.NewUniform(assets.Hex("#1F5A3A")), image.Point{}, draw.Src)
		for i, k := range Keys {
			img := Face(k, 70, 98, title(lang, k))
			draw.Draw(hand, img.Rect.Add(image.Pt(8+22*i, 8)), img, image.Point{}, draw.Over)
		}
		assetstest.WritePNG(t, dir, "kittens_hand_"+lang+".png", hand)
	}
}

// differ is the share of pixels where a and b differ clearly.
func differ(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for c := 0; c < 3; c++ {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			if d > 48 || d < -48 {
				n++
				break
			}
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

// TestFacesDiffer: at a full hand's size and without titles, every two
// cards differ over a good part of the face, not in a few pixels: the
// emblem, the window's tint and, across kinds, the frame.
func TestFacesDiffer(t *testing.T) {
	faces := map[string]*image.RGBA{}
	for _, k := range Keys {
		faces[k] = Face(k, 70, 98, "")
	}
	for i, a := range Keys {
		for _, b := range Keys[i+1:] {
			assert.Greater(t, differ(faces[a], faces[b]), 0.08, "%s and %s look alike", a, b)
		}
	}
}

// TestFrameSaysKind: the frame beside the window has one colour per kind
// of card, and kinds differ (ZK-1's last column).
func TestFrameSaysKind(t *testing.T) {
	at := func(k string) [3]int {
		c := Face(k, 100, 140, "").RGBAAt(8, 70)
		return [3]int{int(c.R), int(c.G), int(c.B)}
	}
	byKind := map[kind][3]int{}
	for _, k := range Keys {
		c := at(k)
		if o, ok := byKind[kindOf(k)]; ok {
			assert.Equal(t, o, c, "%s: frame differs from its kind's", k)
			continue
		}
		byKind[kindOf(k)] = c
	}
	require.Len(t, byKind, 6)
	for a, ca := range byKind {
		for b, cb := range byKind {
			if a < b {
				d := 0
				for i := range ca {
					d += max(ca[i]-cb[i], cb[i]-ca[i])
				}
				assert.Greater(t, d, 60, "kinds %d and %d have close frames %v %v", a, b, ca, cb)
			}
		}
	}
}

// TestBadgesDifferInShape: each kind's corner badge has its own outline,
// so the kind reads without its colour.
func TestBadgesDifferInShape(t *testing.T) {
	masks := map[kind]*image.RGBA{}
	for k := turnCard; k <= catCard; k++ {
		masks[k] = image.NewRGBA(image.Rect(0, 0, 48, 48))
		assets.Fill(masks[k], badgeShape(k, 24, 24, 18), assets.Solid(assets.White), nil)
	}
	for a := turnCard; a <= catCard; a++ {
		for b := a + 1; b <= catCard; b++ {
			inter, union := 0, 0
			for i := 3; i < len(masks[a].Pix); i += 4 {
				pa, pb := masks[a].Pix[i] > 128, masks[b].Pix[i] > 128
				if pa && pb {
					inter++
				}
				if pa || pb {
					union++
				}
			}
			assert.Less(t, float64(inter)/float64(union), 0.9, "badges of kinds %d and %d", a, b)
		}
	}
}

// TestNowStamped: NOW cards, and only they, carry the red "NOW" stamp at
// the top of the window, whatever the language.
func TestNowStamped(t *testing.T) {
	for _, k := range Keys {
		img := Face(k, 100, 140, title("vi", k))
		red := 0
		for y := 15; y < 25; y++ {
			for x := 38; x < 62; x++ {
				c := img.RGBAAt(x, y)
				if c.R > 180 && c.G < 90 && c.B < 90 {
					red++
				}
			}
		}
		if kindOf(k) == nowCard {
			assert.Greater(t, red, 60, "%s: no NOW stamp", k)
		} else {
			assert.Less(t, red, 5, "%s: stamped NOW", k)
		}
	}
}

// TestTitlesReadable: on a 70 px card, every title of both languages is
// lettered at 7.5 px per em or more (capitals about 5.5 px tall), on one
// line or two.
func TestTitlesReadable(t *testing.T) {
	f := face{Frame: assets.NewFrame(70, 98)}
	for _, lang := range []string{"en", "vi"} {
		for _, k := range Keys {
			ttl := title(lang, k)
			_, em := f.title(ttl)
			t.Logf("%s %-22q %.1f px/em", lang, ttl, em)
			assert.GreaterOrEqual(t, em, 7.5, "%s %s: %q too small", lang, k, ttl)
		}
	}
}

// TestTitleOnBanner: the title changes the banner and nothing above it.
func TestTitleOnBanner(t *testing.T) {
	a, b := Face("nope", 100, 140, "NOPE"), Face("nope", 100, 140, "KHÔNG!")
	above := func(img *image.RGBA) []uint8 { return img.Pix[:img.PixOffset(0, 96)] }
	assert.Equal(t, above(a), above(b))
	assert.NotEqual(t, a.Pix, b.Pix)
}

// TestUnknownKey: a key the faces do not know draws the bare card stock,
// like no card at all, and never a known face.
func TestUnknownKey(t *testing.T) {
	bare := Face("no_such_card", 100, 140, "X")
	assert.Zero(t, bare.RGBAAt(0, 0).A)
	assert.Equal(t, Face("", 100, 140, "").Pix, bare.Pix)
	for _, k := range Keys {
		assert.NotEqual(t, Face(k, 100, 140, "X").Pix, bare.Pix, k)
	}
	assert.Equal(t, Colour("no_such_card"), Colour(""))
}

// TestColour: one colour per kind, the frame's.
func TestColour(t *testing.T) {
	assert.Equal(t, Colour("skip"), Colour("favor"))
	assert.Equal(t, Colour("cat_a"), Colour("cat_d"))
	assert.NotEqual(t, Colour("shuffle"), Colour("skip"))
	assert.NotEqual(t, Colour("nope"), Colour("exploding"))
}

// TestEmblems: every emblem alone, transparent around, drawn and its own.
func TestEmblems(t *testing.T) {
	dir := assetstest.PNGDir(t)
	seen := map[string]string{}
	for _, size := range []int{32, 96} {
		for _, k := range Keys {
			img := Emblem(k, size)
			require.Equal(t, image.Rect(0, 0, size, size), img.Bounds())
			assert.Zero(t, img.RGBAAt(0, 0).A, "%s corner", k)
			drawn := 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] > 200 {
					drawn++
				}
			}
			assert.Greater(t, drawn, size*size/6, "%s at %d px", k, size)
			if o, dup := seen[string(img.Pix)]; dup {
				t.Errorf("%s looks like %s", k, o)
			}
			seen[string(img.Pix)] = k
			assetstest.WritePNG(t, dir, fmt.Sprintf("kittens_emblem_%s_%d.png", k, size), img)
		}
	}
	assert.Zero(t, Emblem("no_such_card", 16).Pix[4*8*16+4*8+3], "unknown key draws nothing")
}

// TestKeys: the 19 kinds of ZK-1, each once, each with a kind and a tint.
func TestKeys(t *testing.T) {
	require.Len(t, Keys, 19)
	seen := map[string]bool{}
	for _, k := range Keys {
		assert.False(t, seen[k], k)
		seen[k] = true
		assert.NotEqual(t, unknown, kindOf(k), k)
		assert.Contains(t, windows, k)
	}
}

func BenchmarkFace(b *testing.B) {
	for _, k := range []string{"exploding", "nope", "super_skip", "feed_dead", "cat_c"} {
		ttl := title("vi", k)
		b.Run(k, func(b *testing.B) {
			for b.Loop() {
				Face(k, 100, 140, ttl)
			}
		})
	}
}

func BenchmarkFace2x(b *testing.B) {
	ttl := title("vi", "attack_dead")
	for b.Loop() {
		Face("attack_dead", 200, 280, ttl)
	}
}

func BenchmarkDeck(b *testing.B) {
	for b.Loop() {
		for _, k := range Keys {
			Face(k, 100, 140, "TITLE")
		}
	}
}
