package locales

import (
	"errors"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"

	"cardtable/assets"
)

func TestNumberStyles(t *testing.T) {
	en, vi := New("en"), New("vi")
	cases := []struct {
		x          float64
		decimals   int
		en, vi     string
		enSg, viSg string
	}{
		{-6.1, 1, "−6.1", "−6,1", "−6.1", "−6,1"},
		{2.45, 1, "2.5", "2,5", "+2.5", "+2,5"}, // 2.45 is 2.4500…01 in binary
		{0, 1, "0.0", "0,0", "0.0", "0,0"},
		{-0.04, 1, "0.0", "0,0", "0.0", "0,0"}, // never "−0,0"
		{1234.5, 1, "1,234.5", "1.234,5", "+1,234.5", "+1.234,5"},
		{-1234567, 0, "−1,234,567", "−1.234.567", "−1,234,567", "−1.234.567"},
		{999, 0, "999", "999", "+999", "+999"},
		{7, -1, "7", "7", "+7", "+7"},
	}
	for _, c := range cases {
		assert.Equal(t, c.en, en.Number(c.x, c.decimals), "en Number(%v, %d)", c.x, c.decimals)
		assert.Equal(t, c.vi, vi.Number(c.x, c.decimals), "vi Number(%v, %d)", c.x, c.decimals)
		assert.Equal(t, c.enSg, en.Signed(c.x, c.decimals), "en Signed(%v, %d)", c.x, c.decimals)
		assert.Equal(t, c.viSg, vi.Signed(c.x, c.decimals), "vi Signed(%v, %d)", c.x, c.decimals)
	}
	assert.Equal(t, "31%", en.Percent(0.314, 0))
	assert.Equal(t, "31%", vi.Percent(0.314, 0))
	assert.Equal(t, "12,5%", vi.Percent(0.125, 1))
	assert.Equal(t, "12.5%", en.Percent(0.125, 1))
	assert.Equal(t, "—", vi.Number(math.NaN(), 1))
	assert.Equal(t, "—", vi.Signed(math.Inf(-1), 1))
}

// englishDecimal is a decimal point between digits ("6.1"), and
// hyphenMinus a hyphen used as a minus sign ("-6").
var (
	englishDecimal = regexp.MustCompile(`\d\.\d`)
	hyphenMinus    = regexp.MustCompile(`(^|[\s(:])-\d`)
)

// TestViRenderedNumbers: the numbers the table writes into Vietnamese
// sentences (the odds panel's bust chance and expected gain, over the whole
// range they take) use a decimal comma and a true minus sign.
func TestViRenderedNumbers(t *testing.T) {
	vi := New("vi")
	for gain := -40.0; gain <= 40; gain += 0.37 {
		s := vi.T("flip7.odds.expect", "Points", vi.Signed(gain, 1))
		require.NotRegexp(t, englishDecimal, s)
		require.NotRegexp(t, hyphenMinus, s)
		require.Regexp(t, `\d,\d$`, s)
	}
	for bust := 0.0; bust <= 1; bust += 0.013 {
		s := vi.T("flip7.odds.bust", "Percent", vi.Percent(bust, 1))
		require.NotRegexp(t, englishDecimal, s)
		require.True(t, strings.HasSuffix(s, "%"), s)
	}
	assert.Equal(t, "Lời/lỗ dự kiến nếu Rút: −6,1", vi.T("flip7.odds.expect", "Points", vi.Signed(-6.1, 1)))
	assert.Equal(t, "Expected gain if you hit: −6.1", New("en").T("flip7.odds.expect", "Points", New("en").Signed(-6.1, 1)))
	// The percent sign comes from the formatter, never twice.
	assert.Equal(t, "Khả năng bị loại: 31%", vi.T("flip7.odds.bust", "Percent", vi.Percent(0.31, 0)))
}

// TestViMessagesWriteNumbersTheVietnameseWay scans the literal text of every
// Vietnamese message: a number written there must not use a decimal point or
// a hyphen for minus.
func TestViMessagesWriteNumbersTheVietnameseWay(t *testing.T) {
	for id, m := range load("vi").messages {
		for _, f := range forms(m) {
			literal := placeholder.ReplaceAllString(f, "")
			assert.NotRegexp(t, englishDecimal, literal, "vi %s: English decimal point", id)
			assert.NotRegexp(t, hyphenMinus, literal, "vi %s: hyphen as minus sign", id)
		}
	}
}

// TestFormatterGlyphs: the signs the formatter writes exist in the fonts.
func TestFormatterGlyphs(t *testing.T) {
	var runes []rune
	for _, s := range styles {
		runes = append(runes, []rune(s.decimal+s.group+s.minus+s.plus+s.percent+"—")...)
	}
	for name, ttf := range map[string][]byte{"regular": assets.SansRegular, "bold": assets.SansBold} {
		f, err := sfnt.Parse(ttf)
		require.NoError(t, err)
		var buf sfnt.Buffer
		for _, r := range runes {
			g, err := f.GlyphIndex(&buf, r)
			assert.True(t, err == nil && g != 0, "%s font lacks %q", name, r)
		}
	}
}

// TestProblem: a Vietnamese notice never carries Go's English error text;
// an English one keeps it as a secondary detail.
func TestProblem(t *testing.T) {
	err := errors.New("match: save: open /x/autosave.json: permission denied")
	for _, id := range []string{"notice.save_failed", "notice.bot_failed", "notice.illegal", "notice.start_failed"} {
		vi := New("vi").Problem(id, err)
		assert.Equal(t, New("vi").T(id), vi)
		assert.NotContains(t, vi, "permission")
		en := New("en").Problem(id, err)
		assert.True(t, strings.HasPrefix(en, New("en").T(id)+" ("), en)
		assert.Contains(t, en, "permission denied")
		for _, lang := range Supported() {
			assert.NotContains(t, New(lang).T(id), "{{", "%s %s has a template field the notice cannot fill", lang, id)
		}
	}
	assert.Equal(t, New("en").T("notice.save_failed"), New("en").Problem("notice.save_failed", nil))
}
