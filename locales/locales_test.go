package locales

import (
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"

	"cardtable/assets"
	"cardtable/engine/flip7"
)

// forms lists every non-empty plural form of a message.
func forms(m *i18n.Message) []string {
	var out []string
	for _, s := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func TestSameIDs(t *testing.T) {
	en, vi := IDs("en"), IDs("vi")
	if len(en) == 0 {
		t.Fatal("no English messages")
	}
	if !reflect.DeepEqual(en, vi) {
		t.Errorf("id sets differ:\n only en: %v\n only vi: %v", minus(en, vi), minus(vi, en))
	}
}

func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, s := range b {
		in[s] = true
	}
	var out []string
	for _, s := range a {
		if !in[s] {
			out = append(out, s)
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

func placeholders(m *i18n.Message) []string {
	set := map[string]bool{}
	for _, f := range forms(m) {
		for _, p := range placeholder.FindAllStringSubmatch(f, -1) {
			set[p[1]] = true
		}
	}
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// allMessages are every language's messages by id.
func allMessages() map[string]map[string]*i18n.Message {
	all := map[string]map[string]*i18n.Message{}
	for _, lang := range Supported() {
		all[lang] = load(lang).messages
	}
	return all
}

func TestSamePlaceholders(t *testing.T) {
	all := allMessages()
	for id, en := range all["en"] {
		vi, ok := all["vi"][id]
		if !ok {
			continue // reported by TestSameIDs
		}
		if pe, pv := placeholders(en), placeholders(vi); !reflect.DeepEqual(pe, pv) {
			t.Errorf("%s: placeholders en %v, vi %v", id, pe, pv)
		}
	}
}

func TestNoEmptyAndNFC(t *testing.T) {
	for lang, msgs := range allMessages() {
		for id, m := range msgs {
			if m.Other == "" {
				t.Errorf("%s %s: empty (or no \"other\" form)", lang, id)
			}
			for _, f := range forms(m) {
				if strings.TrimSpace(f) == "" {
					t.Errorf("%s %s: blank form", lang, id)
				}
				if !norm.NFC.IsNormalString(f) {
					t.Errorf("%s %s: not NFC", lang, id)
				}
			}
		}
	}
}

func TestFlip7CardsNamed(t *testing.T) {
	for _, lang := range Supported() {
		l := New(lang)
		for c := flip7.Card(0); int(c) < flip7.NumKinds; c++ {
			for _, part := range []string{"name", "text"} {
				id := "flip7.card." + c.Key() + "." + part
				if !l.Has(id) {
					t.Errorf("%s: missing %s (card %s)", lang, id, c)
				}
			}
			if c.IsAction() {
				if id := "flip7.face." + c.Key(); !l.Has(id) {
					t.Errorf("%s: missing %s", lang, id)
				}
			}
		}
	}
}

// TestFontCoverage: every rune the app may draw must have a glyph in the
// embedded font, or it shows as a box (typically a Vietnamese letter).
func TestFontCoverage(t *testing.T) {
	for name, ttf := range map[string][]byte{"regular": assets.SansRegular, "bold": assets.SansBold} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		missing := map[rune]string{}
		for lang, msgs := range allMessages() {
			for id, m := range msgs {
				for _, s := range forms(m) {
					for _, r := range s {
						if r == '\n' || r == '\t' {
							continue
						}
						if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
							missing[r] = lang + " " + id
						}
					}
				}
			}
		}
		for r, where := range missing {
			t.Errorf("%s font lacks %q (U+%04X), used in %s", name, r, r, where)
		}
	}
}

func TestMatch(t *testing.T) {
	cases := map[string]string{
		"vi_VN.UTF-8": "vi", "vi": "vi", "vi-VN": "vi", "en-US": "en", "en_GB.UTF-8": "en",
		"fr": "en", "fr_FR.UTF-8": "en", "C": "en", "POSIX": "en", "": "en", "garbage!!": "en",
	}
	for in, want := range cases {
		if got := Match(in); got != want {
			t.Errorf("Match(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Match("fr", "vi-VN", "en"); got != "vi" {
		t.Errorf("Match(fr, vi-VN, en) = %q, want vi", got)
	}
}

func TestFromEnv(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "vi_VN.UTF-8")
	if got := FromEnv(); got != "vi" {
		t.Errorf("LANG=vi_VN.UTF-8: got %q", got)
	}
	t.Setenv("LC_ALL", "en_US.UTF-8")
	if got := FromEnv(); got != "en" {
		t.Errorf("LC_ALL=en_US.UTF-8 overrides LANG: got %q", got)
	}
}

func TestNewAndT(t *testing.T) {
	if got := New("de").Lang(); got != "en" {
		t.Errorf("New(de).Lang() = %q", got)
	}
	vi := New("vi")
	if got, want := vi.T("flip7.log.stayed", "Name", "An", "Points", 12), "An dừng với 12 điểm."; got != want {
		t.Errorf("vi stayed = %q, want %q", got, want)
	}
	en := New("en")
	if got, want := en.T("flip7.prompt.hit_or_stay", "Name", "Bình"), "Bình: Hit or Stay?"; got != want {
		t.Errorf("en prompt = %q, want %q", got, want)
	}
	if got := en.T("flip7.log.reshuffled", "Count", 1); !strings.Contains(got, "1 card.") {
		t.Errorf("en singular: %q", got)
	}
	if got := en.T("flip7.log.reshuffled", "Count", 40); !strings.Contains(got, "40 cards.") {
		t.Errorf("en plural: %q", got)
	}
	// Count selects a plural form; a message with only "other" still renders.
	if got, want := vi.T("flip7.odds.deck", "Count", 1), "Số lá còn trong bộ bài: 1"; got != want {
		t.Errorf("vi deck = %q, want %q", got, want)
	}
	if got, want := en.T("flip7.odds.deck", "Count", 1), "Cards left in deck: 1"; got != want {
		t.Errorf("en deck = %q, want %q", got, want)
	}
	if got := en.T("no.such.id"); got != "no.such.id" {
		t.Errorf("missing id renders %q", got)
	}
	// Decomposed input (as some IMEs and macOS file names produce) comes out NFC.
	decomposed := norm.NFD.String("Dũng")
	if got := vi.T("flip7.prompt.hit_or_stay", "Name", decomposed); !norm.NFC.IsNormalString(got) || !strings.HasPrefix(got, "Dũng") {
		t.Errorf("not NFC: %q", got)
	}
}

func TestDefaultNames(t *testing.T) {
	for _, lang := range Supported() {
		names := strings.Split(New(lang).T("names.default"), ",")
		if len(names) != 8 {
			t.Errorf("%s: %d default names, want 8", lang, len(names))
		}
	}
}

// TestRulesShape: the rules reader understands "# " headings, "- " bullets
// and paragraphs; both languages must have the same section count.
func TestRulesShape(t *testing.T) {
	count := func(lang string) int {
		n := 0
		for _, line := range strings.Split(New(lang).T("flip7.rules"), "\n") {
			if strings.HasPrefix(line, "# ") {
				n++
			}
		}
		return n
	}
	if en, vi := count("en"), count("vi"); en < 5 || en != vi {
		t.Errorf("rules headings: en %d, vi %d", en, vi)
	}
}

// A language is parsed only when it is first used, each into a catalog of
// its own: English alone leaves Vietnamese unparsed until asked for.
func TestCatalogPerLanguage(t *testing.T) {
	en, vi := load("en"), load("vi")
	require.NotNil(t, en)
	require.NotNil(t, vi)
	assert.NotSame(t, en, vi)
	assert.Same(t, en, load("en"), "parsed once")
	assert.Nil(t, load("fr"))
	assert.Equal(t, "Card Table", New("en").T("app.title"))
	assert.Equal(t, "Bàn Bài", New("vi").T("app.title"))
}
