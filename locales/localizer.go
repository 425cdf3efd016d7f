package locales

import (
	"fmt"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/unicode/norm"
)

// Localizer renders messages in one language.
type Localizer struct {
	lang  string
	cat   *catalog
	loc   *i18n.Localizer
	mu    sync.Mutex
	cache map[string]string
}

// New returns a Localizer for lang ("vi" or "en"); any other value gives
// English.
func New(lang string) *Localizer {
	if lang != "vi" {
		lang = "en"
	}
	c := load(lang)
	return &Localizer{lang: lang, cat: c, loc: i18n.NewLocalizer(c.bundle, lang), cache: map[string]string{}}
}

// Lang is the language code this Localizer renders.
func (l *Localizer) Lang() string { return l.lang }

// Has reports whether message id exists in this language.
func (l *Localizer) Has(id string) bool {
	_, ok := l.cat.messages[id]
	return ok
}

// T renders message id with template data given as key/value pairs:
//
//	l.T("flip7.log.stayed", "Name", "An", "Points", 12)
//
// A "Count" key also selects the plural form. A missing id renders as the id
// itself, so a forgotten message is visible on screen and in tests rather
// than silently blank. The result is NFC-normalized.
func (l *Localizer) T(id string, kv ...any) string {
	if !l.Has(id) {
		return id
	}
	// Screens ask for the same texts every frame: rendering a template
	// each time would feed the garbage collector for nothing (in the
	// browser its pauses land inside frames).
	key := id
	if len(kv) > 0 {
		key = id + fmt.Sprintf("%#v", kv)
	}
	l.mu.Lock()
	if s, ok := l.cache[key]; ok {
		l.mu.Unlock()
		return s
	}
	l.mu.Unlock()
	s := l.render(id, kv)
	l.mu.Lock()
	if len(l.cache) >= maxCached {
		clear(l.cache)
	}
	l.cache[key] = s
	l.mu.Unlock()
	return s
}

// maxCached bounds the cache of rendered texts (log lines with names and
// numbers are many; the table's labels a few dozen).
const maxCached = 4096

func (l *Localizer) render(id string, kv []any) string {
	cfg := &i18n.LocalizeConfig{MessageID: id}
	if len(kv) > 0 {
		data := make(map[string]any, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			if k, ok := kv[i].(string); ok {
				data[k] = kv[i+1]
			}
		}
		cfg.TemplateData = data
		if n, ok := data["Count"]; ok {
			cfg.PluralCount = n
		}
	}
	s, err := l.loc.Localize(cfg)
	if err != nil && s == "" {
		return id
	}
	return norm.NFC.String(s)
}
