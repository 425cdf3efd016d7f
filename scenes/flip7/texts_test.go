package flip7

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/locales"
)

// TestOddsLinesPerLanguage: the odds panel writes its numbers through the
// language's formatter: "−6,1" and "31%" in Vietnamese, never "-6.1".
func TestOddsLinesPerLanguage(t *testing.T) {
	bust, gain := oddsLines(locales.New("vi"), 0.31, -6.1)
	assert.Equal(t, "Khả năng bị loại: 31%", bust)
	assert.Equal(t, "Lời/lỗ dự kiến nếu Rút: −6,1", gain)
	english := regexp.MustCompile(`\d\.\d|-\d`)
	for g := -30.0; g < 30; g += 0.7 {
		_, s := oddsLines(locales.New("vi"), 0.5, g)
		assert.NotRegexp(t, english, s)
	}
	bust, gain = oddsLines(locales.New("en"), 0.31, 2.34)
	assert.Equal(t, "Bust chance: 31%", bust)
	assert.Equal(t, "Expected gain if you hit: +2.3", gain)
}
