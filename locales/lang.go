package locales

import (
	"os"
	"strings"

	"golang.org/x/text/language"
)

// supported is in matcher order: the first entry is the fallback.
var supported = []language.Tag{language.English, language.Vietnamese}

// matcher is built once from constant data; language.Matcher is safe for
// concurrent use.
var matcher = language.NewMatcher(supported)

// Supported lists the language codes: "vi", "en".
func Supported() []string { return []string{"vi", "en"} }

// Match picks the best supported language for BCP-47 or POSIX locale tags
// such as "vi_VN.UTF-8" or "en-US", in order of preference. Tags that name
// no supported language (or do not parse) are ignored; the default is "en".
func Match(tags ...string) string {
	var want []language.Tag
	for _, s := range tags {
		if t, ok := parseTag(s); ok {
			want = append(want, t)
		}
	}
	if len(want) == 0 {
		return "en"
	}
	_, i, conf := matcher.Match(want...)
	if conf == language.No {
		return "en"
	}
	base, _ := supported[i].Base()
	return base.String()
}

// parseTag accepts BCP-47 tags and POSIX locales (language_TERRITORY.codeset@modifier).
func parseTag(s string) (language.Tag, bool) {
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	s = strings.ReplaceAll(strings.TrimSpace(s), "_", "-")
	// "C" and "POSIX" mean "no preference", not a language.
	if s == "" || s == "C" || s == "POSIX" {
		return language.Und, false
	}
	t, err := language.Parse(s)
	if err != nil {
		return language.Und, false
	}
	return t, true
}

// FromEnv is the desktop default language, read from LC_ALL, LC_MESSAGES and
// LANG in POSIX precedence order: the first one set decides.
func FromEnv() string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			return Match(v)
		}
	}
	return "en"
}
