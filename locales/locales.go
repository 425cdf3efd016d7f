// Package locales holds every user-visible string of Card Table as go-i18n
// message files (TOML, embedded) in English and Vietnamese, picks the
// language from the system, and renders messages by id.
//
// It is plain Go (no ebiten) so its parity and font-coverage tests run
// without a display.
//
// Conventions every game's texts follow (Flip 7's were set by an editor's
// review; DOS, Cucù and Zombie Kittens start from them):
//   - A number inside text is written by the Localizer (Number, Signed,
//     Percent), never by fmt: Vietnamese uses a decimal comma, "." between
//     thousands and a true minus sign ("−6,1"); the percent sign comes from
//     Percent, not from the message. Integers below 1000 may be passed to T
//     as they are: every language writes them the same way.
//   - A failure shown to the player is a sentence of its own (Problem), with
//     no Go error text inside a Vietnamese message.
//   - Game terms follow the glossary of the game's rules/<game>.md; a rule
//     the engine implements appears in the rules reader in both languages.
//   - Vietnamese: the match is "ván", a round "vòng"; say whose left
//     ("người ngồi bên trái mình"); no sentence opens with "Nó"; lower case
//     after a name's colon in prompts; active voice in notices.
package locales

import (
	"embed"
	"fmt"
	"path"
	"sort"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// files holds one directory per language; each directory may hold any
// number of TOML files (one per concern: flip7.toml, ui.toml…) so several
// people can edit messages without touching the same file.
//
//go:embed en/*.toml vi/*.toml
var files embed.FS

// catalog is one language parsed from files: the go-i18n bundle used to
// render and the messages by id (go-i18n does not list ids).
type catalog struct {
	bundle   *i18n.Bundle
	messages map[string]*i18n.Message
}

// catalogs parse each language once, on first use: a start in one language
// does not pay for the other's files (in the browser, parsing every file
// cost a quarter of a second before the first frame). A catalog never
// changes after that, so sharing it between Localizers is safe.
var catalogs = func() map[string]func() *catalog {
	m := map[string]func() *catalog{}
	for _, lang := range Supported() {
		m[lang] = sync.OnceValue(func() *catalog {
			c, err := parse(lang)
			if err != nil {
				// The files are compiled into the binary and the tests parse
				// them, so this is a programming error, not a runtime condition.
				panic(err)
			}
			return c
		})
	}
	return m
}()

// load is lang's catalog (nil for an unsupported language).
func load(lang string) *catalog {
	if f, ok := catalogs[lang]; ok {
		return f()
	}
	return nil
}

func parse(lang string) (*catalog, error) {
	tag := language.MustParse(lang)
	c := &catalog{bundle: i18n.NewBundle(tag), messages: map[string]*i18n.Message{}}
	names, err := files.ReadDir(lang)
	if err != nil {
		return nil, err
	}
	for _, e := range names {
		p := path.Join(lang, e.Name())
		buf, err := files.ReadFile(p)
		if err != nil {
			return nil, err
		}
		msgs, err := i18n.ParseMessageBytes(buf, toml.Unmarshal)
		if err != nil {
			return nil, fmt.Errorf("locales: %s: %w", p, err)
		}
		for _, m := range msgs {
			if _, dup := c.messages[m.ID]; dup {
				return nil, fmt.Errorf("locales: %s: duplicate id %q", p, m.ID)
			}
			c.messages[m.ID] = m
		}
		if err := c.bundle.AddMessages(tag, msgs...); err != nil {
			return nil, fmt.Errorf("locales: %s: %w", p, err)
		}
	}
	return c, nil
}

// IDs lists every message id of lang, sorted (for parity tests and tooling).
// An unsupported language has none.
func IDs(lang string) []string {
	c := load(lang)
	if c == nil {
		return nil
	}
	ids := make([]string, 0, len(c.messages))
	for id := range c.messages {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
