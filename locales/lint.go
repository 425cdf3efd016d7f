package locales

import (
	"regexp"
	"strings"
	"unicode"
)

// Lint lists what is wrong with one rendered line of text in lang (a log
// line, a prompt, a notice): a message id or template left in it, a plural
// that disagrees with its count ("1 cards", "3 card"), a possessive pasted
// onto a phrase ("Ben's a pair of…", "…của Xác Sống của Dũng") or, in
// Vietnamese, English words. It returns nil for a clean line.
//
// Why a function and not a test: every game's log test runs whole random
// matches and asks it about every line, so the rules of good grammar are
// written once.
func Lint(lang, line string) []string {
	var out []string
	if m := messageID.FindString(line); m != "" {
		out = append(out, "message id "+m)
	}
	if strings.Contains(line, "{{") || strings.Contains(line, "<no value>") || strings.Contains(line, "%!") {
		out = append(out, "template or format left in")
	}
	switch lang {
	case "en":
		out = append(out, lintEnglish(line)...)
	case "vi":
		out = append(out, lintVietnamese(line)...)
	}
	return out
}

var (
	// messageID is two or more dotted lower-case words, the shape of every
	// id in our files ("dos.log.draws"); decimals and names do not match.
	messageID = regexp.MustCompile(`\b[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*(\.[a-z0-9_]+)*\b`)

	// oneMany is "1" followed by a plural noun; manyOne a count other than
	// 1 followed by a singular countable noun of our games.
	oneMany = regexp.MustCompile(`(?:^|[^\d.,−-])1 ((?:[a-z]+ )?(?:cards|lives|points|turns|rounds|players|seats|times|matches|pairs|bots|people|lines|steps|kittens|nopes|actions|moves))\b`)
	manyOne = regexp.MustCompile(`(?:^|[^\d.,])(0|[2-9]|[1-9]\d+) ((?:[a-z]+ )?(?:card|life|point|turn|round|player|seat|time|match|pair|bot|person|line|step|kitten|move))\b`)

	// pastedPossessive is a possessive put before an article or before
	// another possessive: the mark of a name glued to a phrase.
	pastedPossessive = regexp.MustCompile(`\b\p{Lu}[\p{L}]*'s (a|an|the|one|two|three)\b|'s \p{L}+'s\b`)

	// doubleCua is "của" twice within a few words: "lá Tấn Công của Xác
	// Sống của Dũng" — two owners stacked on one noun.
	doubleCua = regexp.MustCompile(`của(?:\s+\S+){1,4}\s+của\b`)
)

// englishWords are English words that never occur in our Vietnamese texts
// (the game terms kept in English — Wild DOS, Wild #, DOS!, Flip 7 — are not
// among them; "to", "a", "on" are Vietnamese words too and are left out).
var englishWords = map[string]bool{
	"the": true, "of": true, "and": true, "plays": true, "draws": true, "takes": true,
	"card": true, "cards": true, "turn": true, "with": true, "from": true, "their": true,
	"is": true, "catches": true, "matches": true, "pair": true, "effect": true, "points": true,
	"lives": true, "round": true, "wins": true, "player": true, "you": true, "your": true,
	"hand": true, "pass": true, "keeps": true, "asks": true, "gives": true, "stays": true,
	"busts": true, "calls": true, "loses": true, "nobody": true, "three": true, "kind": true,
}

func lintEnglish(line string) []string {
	var out []string
	if m := oneMany.FindStringSubmatch(line); m != nil {
		out = append(out, "plural after 1: "+strings.TrimSpace(m[0]))
	}
	if m := manyOne.FindStringSubmatch(line); m != nil {
		out = append(out, "singular after "+m[1]+": "+strings.TrimSpace(m[0]))
	}
	if m := pastedPossessive.FindString(line); m != "" {
		out = append(out, "pasted possessive: "+m)
	}
	return out
}

func lintVietnamese(line string) []string {
	var out []string
	if m := doubleCua.FindString(line); m != "" {
		out = append(out, "two owners: "+m)
	}
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if englishWords[strings.ToLower(w)] {
			out = append(out, "English word: "+w)
		}
	}
	return out
}
