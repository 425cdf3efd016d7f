package screen

import (
	"errors"
	"fmt"

	"cardtable/ai"
	"cardtable/assets"
	"cardtable/engine"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Parts are the registries a game's parts live in; Check looks a game up
// in each.
type Parts struct {
	Rules     func(id string) (engine.Rules, error)
	Bot       func(id, level string) (ai.Bot, error)
	Presenter func(id string) bool
	Faces     func(id string) bool
	Art       func(id string) bool
	QuickRef  func(id string) (table.QuickRef, bool)
	// Message reports whether message msgID exists in language lang.
	Message func(lang, msgID string) bool
}

// Registries are the app's registries.
func Registries() Parts {
	return Parts{
		Rules:     engine.Lookup,
		Bot:       ai.New,
		Presenter: table.Has,
		Faces:     func(id string) bool { _, ok := table.FacesOf(id); return ok },
		Art:       assets.HasArt,
		QuickRef:  table.QuickRefOf,
		Message:   func(lang, id string) bool { return locales.New(lang).Has(id) },
	}
}

// levels are the bot levels every game has: the three offered in the lobby
// and the arena's fixed reference.
var levels = [...]string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard, ai.LevelBasic}

// Check reports every part game id lacks in the app's registries.
func Check(id string) error { return Registries().Check(id) }

// Check reports every part game id lacks: its rules, a bot of each level,
// its presenter, its card faces, its title art, its quick reference (with
// cards on it), and in every language its name, pitch and rules text, every
// text of its quick reference, a name and a text for each card key of its descriptor, and
// the labels of its options and their choices.
func (p Parts) Check(id string) error {
	r, err := p.Rules(id)
	if err != nil {
		return fmt.Errorf("game %q: rules: %w", id, err)
	}
	d := r.Describe()
	var errs []error
	missing := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("game %q: "+format, append([]any{id}, args...)...))
	}
	if d.ID != id {
		missing("the descriptor says id %q", d.ID)
	}
	for _, lv := range levels {
		if _, err := p.Bot(id, lv); err != nil {
			missing("bot level %s: %v", lv, err)
		}
	}
	if !p.Presenter(id) {
		missing("no presenter")
	}
	if !p.Faces(id) {
		missing("no card faces")
	}
	if !p.Art(id) {
		missing("no title art")
	}
	q, ok := p.QuickRef(id)
	if !ok || len(q.Pages) == 0 || len(q.Pages[0]) == 0 || len(q.Turn) == 0 {
		missing("no quick reference")
	}
	for _, page := range q.Pages {
		if len(page) > table.QuickRefPerPage {
			missing("a quick reference page of %d cards (at most %d)", len(page), table.QuickRefPerPage)
		}
	}
	for _, lang := range locales.Supported() {
		for _, msg := range append(messages(d), q.Messages()...) {
			if !p.Message(lang, msg) {
				missing("no message %q in %s", msg, lang)
			}
		}
	}
	return errors.Join(errs...)
}

// messages are the message ids a game must have in every language.
func messages(d engine.Descriptor) []string {
	id := d.ID
	out := []string{id + ".name", id + ".pitch", id + ".rules"}
	for _, c := range d.Cards {
		out = append(out, id+".card."+c+".name", id+".card."+c+".text")
	}
	for _, o := range d.Options {
		out = append(out, id+".option."+o.Key)
		for _, c := range o.Choices {
			out = append(out, id+".option."+o.Key+"."+c.Value)
		}
	}
	return out
}
