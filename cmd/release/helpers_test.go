package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	winversion "github.com/tc-hib/winres/version"
)

// controlFields reads a Debian control file's fields; continuation lines
// join their field with newlines.
func controlFields(text string) map[string]string {
	fields := map[string]string{}
	last := ""
	for _, l := range strings.Split(text, "\n") {
		if l == "" {
			continue
		}
		if (l[0] == ' ' || l[0] == '\t') && last != "" {
			fields[last] += "\n" + strings.TrimSpace(l)
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		if !ok {
			continue
		}
		last = k
		fields[k] = strings.TrimSpace(v)
	}
	return fields
}

func versionFromBytes(data []byte) (*winversion.Info, error) {
	return winversion.FromBytes(data)
}

// versionStrings are a version resource's string tables by language.
func versionStrings(t *testing.T, vi *winversion.Info) map[string]map[string]string {
	t.Helper()
	js, err := vi.MarshalJSON()
	require.NoError(t, err)
	var v struct {
		Info map[string]map[string]string `json:"info"`
	}
	require.NoError(t, json.Unmarshal(js, &v))
	return v.Info
}
