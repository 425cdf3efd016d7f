package locales

import "strings"

// DefaultNames are the seat names the lobby offers in l's language
// (names.default, comma-separated), in order.
func (l *Localizer) DefaultNames() []string {
	var out []string
	for _, s := range strings.Split(l.T("names.default"), ",") {
		out = append(out, strings.TrimSpace(s))
	}
	return out
}
