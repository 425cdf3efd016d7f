package locales

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLintFindsTheReviewsSlips: every slip the editor's reviews quote is
// caught, and the lines that replaced them pass.
func TestLintFindsTheReviewsSlips(t *testing.T) {
	bad := map[string]string{
		"Ben's a pair of See the Future (3x) takes effect.":      "en",
		"Lá một đôi Tấn Công của Xác Sống của Dũng có tác dụng.": "vi",
		"Lan draws 1 cards.":       "en",
		"Lan has 3 card left.":     "en",
		"Minh plays dos.log.match": "en",
		"Minh đánh {{.Card}}":      "vi",
		"Minh plays the Wild DOS.": "vi",
		"Chi: <no value>":          "en",
	}
	for line, lang := range bad {
		assert.NotEmpty(t, Lint(lang, line), "%s %q", lang, line)
	}
	good := map[string]string{
		"Ben plays a pair of See the Future (3×): it takes effect.": "en",
		"Lan draws 1 card.":                                   "en",
		"Lan has 0 cards left; 6.1 points a round.":           "en",
		"Dũng đánh một đôi Tấn Công của Xác Sống.":            "vi",
		"Minh gọi DOS! và đánh lá Wild DOS làm lá 2 xanh lá.": "vi",
		"Lan bị bắt lỗi: nhận thêm 2 lá.":                     "vi",
		"Ben's card beats Lan's.":                             "en",
	}
	for line, lang := range good {
		assert.Empty(t, Lint(lang, line), "%s %q", lang, line)
	}
}
