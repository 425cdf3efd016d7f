package main

import (
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDebianVersion(t *testing.T) {
	for in, want := range map[string]string{
		"1.2.0":                    "1.2.0",
		"1.2.0-dirty":              "1.2.0+dirty",
		"1.2.0-5-gabc1234":         "1.2.0+5.gabc1234",
		"0.1.0-201-g9332c69-dirty": "0.1.0+201.g9332c69.dirty",
		"1.2.0-rc1":                "1.2.0~rc1",
		"1.2.0-rc1-3-gabc1234":     "1.2.0~rc1+3.gabc1234",
		"2.0_beta":                 "2.0.beta",
	} {
		got, err := debianVersion(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "dev", "v1.2.0", "-1"} {
		_, err := debianVersion(bad)
		assert.Error(t, err, bad)
	}
}

// The mapped versions sort as git's history does, by dpkg's own rules (and
// dpkg rejects an invalid version with an error).
func TestDebianVersionOrder(t *testing.T) {
	if _, err := exec.LookPath("dpkg"); err != nil {
		t.Skip("no dpkg on this machine")
	}
	history := []string{"0.1.0", "0.1.0-9-gaaaaaaa", "0.1.0-10-gbbbbbbb", "0.1.0-10-gbbbbbbb-dirty",
		"1.0.0-rc1", "1.0.0-rc1-2-gccccccc", "1.0.0-rc2", "1.0.0", "1.0.0-1-gddddddd", "1.0.1"}
	for i := 1; i < len(history); i++ {
		a, err := debianVersion(history[i-1])
		require.NoError(t, err)
		b, err := debianVersion(history[i])
		require.NoError(t, err)
		out, err := exec.Command("dpkg", "--compare-versions", a, "lt", b).CombinedOutput()
		assert.NoError(t, err, "%s < %s: %s", a, b, out)
		assert.Empty(t, string(out), "dpkg warns about %s or %s", a, b)
	}
}

func TestWindowsVersion(t *testing.T) {
	for in, want := range map[string][4]uint16{
		"1.2.3":                    {1, 2, 3, 0},
		"1.2":                      {1, 2, 0, 0},
		"0.1.0-201-g9332c69-dirty": {0, 1, 0, 201},
		"1.2.0-rc1-3-gabc1234":     {1, 2, 0, 3},
		"7.99999.1":                {7, 0xFFFF, 1, 0},
	} {
		got, err := windowsVersion(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := windowsVersion("dev")
	assert.Error(t, err)
}

func TestNewerVersion(t *testing.T) {
	assert.True(t, newerVersion("2.34", ""))
	assert.True(t, newerVersion("2.34", "2.9"))
	assert.True(t, newerVersion("2.3.4", "2.3"))
	assert.False(t, newerVersion("2.3", "2.3"))
	assert.False(t, newerVersion("2.17", "2.34"))
}
